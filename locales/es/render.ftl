### Las palabras dibujadas en los tableros y las descripciones de los tableros para lectores de
### pantalla y títulos SVG. Los rótulos tienen poco sitio: sea breve.

## Senet.

render-senet-title = Tablero de { -senet }: { $position }
render-senet-off-named = { $seat }: { $off }/{ $all } fuera
render-senet-off = { $off }/{ $all } fuera
render-senet-again =
    vuelve a tirar
    tras mover
render-senet-passes =
    pasa el turno
    tras mover
render-senet-stuck =
    ningún movimiento
    con esta tirada

## Seesaw.

render-seesaw-counts = { $stacks ->
        [one] { $stacks } pila
       *[other] { $stacks } pilas
    } · { $tiles ->
        [one] { $tiles } loseta
       *[other] { $tiles } losetas
    }
render-seesaw-won = Gana { $winner }: { $loser } no tiene pilas
render-seesaw-drawn = Tablas: ningún bando puede jugar
render-seesaw-chain-capture = { -stack } de { $seat } en { $cell }: { $left ->
        [one] { $left } paso
       *[other] { $left } pasos
    } · captura otra vez
render-seesaw-chain-move = { -stack } de { $seat } en { $cell }: { $left ->
        [one] { $left } paso
       *[other] { $left } pasos
    } · mueve o termina el turno
render-seesaw-must-capture = { $seat } debe capturar
render-seesaw-move-or-place = { $seat } mueve o coloca
render-seesaw-place = { $seat } coloca
render-seesaw-move = { $seat } mueve
render-seesaw-seat = { $stacks ->
        [0] { $seat } no tiene pilas
        [one] { $seat } tiene 1 pila (tamaño { $sizes })
       *[other] { $seat } tiene { $stacks } pilas (tamaños { $sizes })
    } y { $tiles ->
        [one] { $tiles } loseta
       *[other] { $tiles } losetas
    }
render-seesaw-title = Tablero de { -seesaw }, lado { $side }. { $south }; { $north }. { $status }

## Arcēs.

render-arces-tag-to-move = mueve
render-arces-tag-out = eliminado
render-arces-tag-wins = gana
render-arces-turn = Turno { $turn } de { $limit }
render-arces-draw-at = tablas en el { $limit }
render-arces-won = ganada
render-arces-drawn = tablas
render-arces-title = Tablero de { -arces }, { $players } jugadores, turno { $turn } de { $limit }: { $state }{ $out }
render-arces-state-drawn = tablas
render-arces-state-won = gana { $seat }
render-arces-state-to-move = mueve { $seat }
render-arces-out = ; { $seat } está eliminado

## Arsisesi.

render-arsisesi-title = Tablero de { -arsisesi }, { $type } ({ $variant }): { $position }
render-arsisesi-type = Tipo { $letter }
render-arsisesi-variant-a = { -bridge }
render-arsisesi-variant-b = Simple
render-arsisesi-variant-c = Ancho
render-arsisesi-home = { -home } de { $seat }
render-arsisesi-home-waiting = { $home } · { $waiting } esperando
render-arsisesi-waiting = { $waiting } esperando
render-arsisesi-returning = { $returning } de vuelta
render-arsisesi-cleared = Completadas
render-arsisesi-points-left =
    { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
    restantes
render-arsisesi-game-over = fin de la partida
render-arsisesi-to-roll = debe tirar
render-arsisesi-to-roll-last =
    debe tirar
    (última tirada)
render-arsisesi-drawn = Tablas
render-arsisesi-wins = Gana { $seat }

## Žanstrekt.

render-zanstrekt-die = Dado 0–5
render-zanstrekt-not-thrown = aún sin tirar
render-zanstrekt-zero = 0: nada se mueve
render-zanstrekt-last-throw = última tirada: { $throw }
render-zanstrekt-laps-head = Vueltas en sentido antihorario
render-zanstrekt-laps-note =
    una vuelta desde cada { -zan },
    de vuelta a él y fuera
render-zanstrekt-zan = { -zan }
render-zanstrekt-zan-gloss =
    entrada aquí; salida
    tras una vuelta completa
render-zanstrekt-othent = { -othent }
render-zanstrekt-othent-gloss =
    llegada exacta:
    cruza el { -zan-bridge }
render-zanstrekt-fetnes = { -fetnes }
render-zanstrekt-fetnes-gloss =
    { -castle }: se detiene;
    emboscada al lado
render-zanstrekt-gethreln = { -gethreln }
render-zanstrekt-gethreln-gloss =
    el propio: otra tirada;
    el ajeno: a la { -pool }
render-zanstrekt-laps = Vueltas
render-zanstrekt-laps-gloss =
    sentido antihorario:
    { -zan }, vuelta, { -zan }, fuera
render-zanstrekt-pool = Reserva de { $seat }
render-zanstrekt-exited = { $seat }: fuera
render-zanstrekt-exited-count = { $exited } de { $all }
render-zanstrekt-seat = { $seat } ({ $looks }): { $board } en el tablero, { $pool } en la { -pool }, { $exited } fuera
render-zanstrekt-looks-south = azul, redonda
render-zanstrekt-looks-north = naranja, cuadrada
render-zanstrekt-title = Tablero de { -zanstrekt }: { $south }; { $north }. { $south-name } entra por { $south-zan }, { $north-name } por { $north-zan }

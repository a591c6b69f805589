### Reglas de notación que una posición, una jugada o una tirada puede incumplir: el detalle de
### un mensaje de error. La notación citada queda tal cual ('s@f4:2', d1, e2).

## Comunes a todos los juegos.

notation-leading-zero = los números se escriben sin ceros a la izquierda
notation-no-such-cell = esa casilla no existe

## Senet.

notation-senet-pieces = { $seat } tiene { $count } piezas; como máximo { $most }
notation-senet-both-off = los dos bandos no pueden haber sacado todas sus piezas
notation-senet-turn-throw = «{ $digit }» no es una tirada (1, 2, 3, 4 o 6)
notation-senet-action = «{ $token }» no es una jugada (como 11-15, 27-off o pass)
notation-senet-roll = «{ $token }» no es una tirada (d1, d2, d3, d4 o d6)
notation-senet-five = los { -sticks } no pueden dar 5

## Seesaw.

notation-seesaw-kind = una posición se escribe «seesaw» para los dos tamaños; el tamaño se deduce del tablero
notation-seesaw-steps-without-chain = los pasos restantes («:2») solo siguen a una { -stack } que captura, como en «s@f4:2»
notation-seesaw-chain-without-steps = una captura en curso necesita sus pasos restantes, como en «s@f4:2»
notation-seesaw-columns = un tablero de { -seesaw } tiene 7 columnas (lado 4) o 9 (lado 5), no { $found }
notation-seesaw-column-full = la columna { $column } tiene { $cells } casillas en este tablero
notation-seesaw-underscore = «_» solo separa una { -tile } vacía de una { -stack } sin { -tile } justo después
notation-seesaw-stack-size = una { -stack } lleva su tamaño después de la letra, como «s1»
notation-seesaw-no-column = «{ $column }» no es una columna de este tablero (de a a { $last })
notation-seesaw-action = «{ $token }» no es una jugada de { -seesaw } (como e1-e2, e3xf5, +d2 o end)
notation-seesaw-no-dice = «{ $token }» no se puede jugar: { -seesaw } no tiene dados
notation-seesaw-first-tile = falta la primera { -tile } de { $seat } en { $cell } (las losetas nunca se retiran)
notation-seesaw-stray-tile = la { -tile } de { $seat } en { $cell } no está unida a su primera { -tile } (cada loseta se coloca junto a una propia)
notation-seesaw-stacks-over-tiles = { $seat } tiene { $stacks ->
        [one] { $stacks } pila
       *[other] { $stacks } pilas
    } pero solo { $tiles ->
        [one] { $tiles } loseta
       *[other] { $tiles } losetas
    } (cada { -stack } se colocó con una { -tile })
notation-seesaw-no-stacks = los dos bandos no pueden haber perdido todas sus pilas
notation-seesaw-already-won = { $loser } no tiene pilas, así que { $winner } ya ha ganado; una partida terminada da al perdedor como bando que mueve («{ $letter }»)
notation-seesaw-skipped = { $seat } no tiene ninguna acción legal y pierde el turno (SEE-10): juega { $other }, que se escribe «{ $letter }»
notation-seesaw-chain-no-stack = { $seat } no tiene ninguna { -stack } en { $cell } con la que seguir capturando
notation-seesaw-chain-steps = una { -stack } de tamaño { $size } que ha capturado tiene como máximo { $most ->
        [one] { $most } paso restante
       *[other] { $most } pasos restantes
    }
notation-seesaw-chain-won = { $seat } no tiene pilas, así que el turno ha terminado
notation-seesaw-chain-stuck = la { -stack } de { $cell } no puede capturar ni moverse con { $left ->
        [one] { $left } paso restante
       *[other] { $left } pasos restantes
    }, así que el turno ha terminado

## Arcēs.

notation-arces-two-players = el tablero debe tener piezas de al menos dos jugadores
notation-arces-no-marble = ningún jugador tiene { -marble }
notation-arces-turn-absent = { $seat } no tiene piezas en el tablero y no puede tener el turno
notation-arces-turn-out = { $seat } está eliminado (no tiene { -marble }) y no puede tener el turno
notation-arces-ranks-over = el tablero tiene más de 7 filas
notation-arces-ranks-under = el tablero tiene { $ranks } filas; necesita 7
notation-arces-rank-short = la fila { $rank } tiene { $cells } casillas; cada fila tiene 7
notation-arces-rank-long = la fila { $rank } tiene más de 7 casillas ({ $cells })
notation-arces-lone-marble = una { -marble } no puede estar sola: escriba { $pair }
notation-arces-pair-lower = los paréntesis contienen exactamente dos piezas; falta la de abajo
notation-arces-pair-upper = los paréntesis contienen exactamente dos piezas; falta la de arriba
notation-arces-marble-foreign = la { -marble } de { $pair } debe estar sobre una { -stone } de su dueño
notation-arces-two-marbles = dos canicas no pueden compartir casilla
notation-arces-marble-under = la { -marble } de { $pair } no puede estar debajo de una { -stone }
notation-arces-three-pieces = una casilla tiene como máximo dos piezas
notation-arces-stones = { $seat } tiene más de { $most } piedras
notation-arces-marbles = { $seat } tiene más de una { -marble }
notation-arces-action = «{ $token }» no es una jugada (como d2-d3) ni pass
notation-arces-no-dice = { -arces } no tiene dados: no se tira nada

## Arsisesi.

notation-arsisesi-parts = { $game } necesita dos Casas y { $lanes ->
        [one] { $lanes } carril
       *[other] { $lanes } carriles
    }, separados por «/»; hay { $parts ->
        [one] { $parts } parte
       *[other] { $parts } partes
    }
notation-arsisesi-returning = las { -token }s que vuelven (S, N) solo existen en el Tipo A (arsisesi-a)
notation-arsisesi-zero-run = una serie de espacios vacíos empieza en 1
notation-arsisesi-empty-home = una { -home } vacía se escribe «-»
notation-arsisesi-outbound-home = las fichas de { $seat } que salen esperan en su propia { -home }, no en la de { $other }
notation-arsisesi-returning-home = las fichas de { $seat } que vuelven esperan en la { -home } de { $other }
notation-arsisesi-home-order = una { -home } indica «{ $own }» una vez y luego «{ $guest }» una vez
notation-arsisesi-count = «{ $letter }» necesita un número
notation-arsisesi-tokens = { $seat } tiene { $total } fichas; como máximo { $most }
notation-arsisesi-bridge-tokens = { $seat } tiene { $count } fichas en el { -bridge }; el Tipo B permite una
notation-arsisesi-both-cleared = los dos bandos no pueden haber completado todas sus fichas
notation-arsisesi-over = { $seat } ha completado todas sus fichas: la partida ha terminado y el campo del turno es «{ $letter }»
notation-arsisesi-no-move = { $seat } no tiene jugada, así que el turno ya habría pasado
notation-arsisesi-action = «{ $token }» no es una jugada (como S-1, 1-3, c4-b4, 7-N o end)
notation-arsisesi-lane = «{ $letter }» no es un carril (de a a e) ni una { -home } (S, N)
notation-arsisesi-roll = «{ $token }» no es una tirada (d1 a d6)

## Žanstrekt.

notation-zanstrekt-ranks = el tablero solo tiene 3 filas
notation-zanstrekt-unused-cell = { $cell } no es una casilla donde puedan estar piezas (solo el circuito y e2)
notation-zanstrekt-capital = una { $letter } mayúscula marca una pieza de vuelta en su propio { -zan }, que es { $cell }
notation-zanstrekt-on-gethreln = una pieza de { $seat } en { $cell } habría sido retirada: es el Geþreln del rival
notation-zanstrekt-pieces = { $seat } tiene { $count } piezas en el tablero; como máximo { $most }
notation-zanstrekt-exited = { $seat } tiene { $count } piezas en el tablero y { $exited } fuera; solo tiene { $most }
notation-zanstrekt-both-exited = los dos bandos no pueden haber sacado todas sus piezas
notation-zanstrekt-action = «{ $token }» no es una jugada (como +, h1-e3, h1-off, a2xa3 o throw)
notation-zanstrekt-roll = «{ $token }» no es una tirada (d0 a d5)
notation-zanstrekt-throw = una tirada pendiente vale de 1 a 5, no { $digit } (un 0 pasa enseguida)
notation-zanstrekt-flag-order = las marcas se escriben una vez cada una: primero los compromisos (!), luego las emboscadas (*), cada grupo en orden de casillas
notation-zanstrekt-commit-empty = no hay ninguna pieza en { $cell } que comprometer
notation-zanstrekt-bridge-heading = la pieza del { -zan-bridge } e2 necesita su dirección, como !e2-e1
notation-zanstrekt-crossing = un cruce va hacia un { -othent }, no a { $cell }
notation-zanstrekt-commit-where = solo se compromete una pieza en un { -othent } o en el { -zan-bridge }, no en { $cell }
notation-zanstrekt-commit-twice = un bando tiene como máximo una pieza comprometida
notation-zanstrekt-ambush-where = { $cell } no está junto a un { -castle }, así que ninguna emboscada puede apuntar allí
notation-zanstrekt-ambush-target = una emboscada en { $cell } necesita allí un rival del dueño del { -castle }
notation-zanstrekt-ambush-castle = una emboscada en { $cell } necesita una pieza en el { -castle } { $castle }
notation-zanstrekt-ambush-sides = las marcas de emboscada afectan a un solo bando a la vez
notation-zanstrekt-bridge-flag = la pieza del { -zan-bridge } e2 está comprometida: añada su marca, como !e2-e1
notation-zanstrekt-over = { $seat } ha sacado todas sus piezas: la partida ha terminado, con { $other } por jugar y sin tirada ni emboscada
notation-zanstrekt-ambush-throw = una emboscada se hace en lugar de tirar, así que no puede haber tirada pendiente
notation-zanstrekt-unusable = ninguna pieza puede usar una tirada de { $throw }: habría pasado enseguida

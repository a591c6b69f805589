## Jugar sin ver (src/app/a11y): casillas, posiciones, jugadas y jugadas tecleadas en palabras
## para lectores de pantalla. $name, $cell, $from y $to son casillas en notación (15, e3, c3);
## $who y $owner, nombres de bando (a11y-seat); $piece elige un sustantivo: piece, stack, stone,
## marble, tower, token.

a11y-seat = { $seat ->
    [black] Negro
    [white] Blanco
    [west] Oeste
    [north] Norte
    [east] Este
   *[south] Sur
}

## Lugares.

a11y-square = Casilla { $name }
a11y-house = Casilla { $name }, { $house ->
    [rebirth] casa del renacimiento
    [beauty] casa de la belleza
    [water] casa del agua
    [three] casa de los tres
    [two] casa de los dos
   *[sun] casa de Ra-Horajty
}
a11y-gold = { $name }, el { -gold }
a11y-special = { $name }, { $kind ->
    [zan] { -zan }
    [othent] { -othent }
    [fetnes] castillo (Fetneš)
   *[gethreln] casilla del destino (Geþreln)
} de { $owner }
a11y-bridge-cell = { $name }, el puente
a11y-rank = { -bridge }, fila { $rank }
a11y-lane-bridge = { $name }, en el { -bridge }
a11y-home = { -home } de { $owner }
a11y-borne-off = Fuera
a11y-pool = Reserva de { $owner }
a11y-exited = Piezas fuera de { $owner }

## Lo que hay en un lugar. $n cuenta las casillas que agrupa una descripción (1 para una).

a11y-cell = { $place }: { $what }
a11y-empty = vacía
a11y-piece = { $n ->
    [one] pieza
   *[other] piezas
} de { $owner }
a11y-stack = { $n ->
    [one] pila
   *[other] pilas
} de { $size } de { $owner }
a11y-on-tile = { $what } sobre una { -tile } de { $owner }
a11y-tile = { $n ->
    [one] loseta
   *[other] losetas
} de { $owner }
a11y-stone = { $n ->
    [one] piedra
   *[other] piedras
} de { $owner }
a11y-marble = { -marble } de { $owner } sobre su { -stone }
a11y-tower = { $n ->
    [one] Torre
   *[other] Torres
} de { $owner }
a11y-cage = { -cage }: { -stone } de { $top } sobre una { -stone } de { $caged }
a11y-token = { $n ->
    [one] ficha
   *[other] fichas
} de { $owner } { $back ->
    [yes] de vuelta
   *[no] de ida
} hacia el { $toward ->
    [north] norte
   *[south] sur
}
a11y-lap-done = { $n ->
    [one] pieza de { $owner } que ha dado su vuelta
   *[other] piezas de { $owner } que han dado su vuelta
}
a11y-crossing = pieza de { $owner } que debe cruzar hasta { $to }
a11y-borne = Negro { $black }, Blanco { $white }
a11y-count = { $n ->
    [0] ninguna
    [one] 1 pieza
   *[other] { $n } piezas
}
a11y-waiting = { $n } esperando para salir{ $back ->
    [0] {""}
   *[other] , { $back } { $back ->
        [one] ficha
       *[other] fichas
    } de { $other } esperando para volver
}
a11y-group = { $what }: { $cells }.
a11y-held = { $place }: { $what }.

## A quién le toca, y la posición entera.

a11y-turn-throw = { $who } debe tirar.
a11y-turn-move = { $who } debe mover.
a11y-turn-move-throw = { $who } debe mover un { $throw }.
a11y-turn-points = { $who } debe mover, { $points ->
    [one] queda 1 punto
   *[other] quedan { $points } puntos
}.
a11y-turn-chain = { $who } sigue con la { -stack } de { $cell }: { $left ->
    [one] queda 1 paso
   *[other] quedan { $left } pasos
}.
a11y-turn-ambush = { $who } puede tender una emboscada en { $cells } en lugar de tirar.
a11y-turn-commit = La pieza de { $cell } debe cruzar el puente.
a11y-turn-count = { $played } de { $limit } jugadas hechas.
a11y-over-win = Fin de la partida: gana { $who }.
a11y-over-points = Fin de la partida: gana { $who } con { $points } puntos.
a11y-over-draw = Fin de la partida: tablas.
a11y-sum-senet = { $who }: { $board } en el tablero, { $off } fuera.
a11y-sum-seesaw = { $who }: { $stacks ->
    [one] 1 pila
   *[other] { $stacks } pilas
} con { $pieces ->
    [one] 1 pieza
   *[other] { $pieces } piezas
}, { $tiles ->
    [one] 1 loseta
   *[other] { $tiles } losetas
}.
a11y-sum-arces = { $who }: { $stones ->
    [one] 1 piedra
   *[other] { $stones } piedras
}, { -marble } en { $marble }.
a11y-sum-arces-out = { $who }: eliminado, { $stones ->
    [one] le queda 1 piedra
   *[other] le quedan { $stones } piedras
}.
a11y-sum-arsisesi = { $who }: { $home } en { -home }, { $field } en el campo{ $back ->
    [0] {""}
   *[other] , { $back } esperando para volver
}, { $cleared } completadas.
a11y-sum-zanstrekt = { $who }: { $pool } en la reserva, { $board } en el tablero, { $exited } fuera.
a11y-board = Tablero de juego: { $game }. { $position }

## Las jugadas, como las ofrece la lista de jugadas legales. $what es una pieza con su artículo
## (a11y-the). Un anuncio dice quién jugó una (a11y-played).

a11y-the = { $piece ->
    [stack] la { -stack }
    [stone] la { -stone }
    [marble] la { -marble }
    [tower] la { -stone } de arriba
    [token] la { -token }
   *[piece] la pieza
}
a11y-do-move = Mover { $what } de { $from } a { $to }
a11y-do-capture = Mover { $what } de { $from } a { $to }, capturando
a11y-do-attack = Mover { $what } de { $from } a { $to }, atacando: las dos piezas se intercambian
a11y-do-cage = Mover { $what } de { $from } a { $to }, enjaulando
a11y-do-route = Mover { $what } de { $from } a { $to } por { $cost ->
    [one] 1 punto
   *[other] { $cost } puntos
}{ $kicks ->
    [0] {""}
    [one] , expulsando una ficha
   *[other] , expulsando { $kicks } fichas
}
a11y-do-place = Colocar una { -tile } y una { -stack } en { $to }
a11y-do-pass = Pasar
a11y-do-end = Terminar el turno
a11y-do-enter = Meter una pieza en { $to }
a11y-do-enter-capture = Meter una pieza en { $to }, capturando
a11y-do-bear-off = Sacar la pieza de { $from }
a11y-do-exit = Sacar la pieza de { $from }
a11y-do-ambush = Emboscada desde { $from } en { $to }, capturando
a11y-do-throw = Renunciar a la emboscada y tirar
a11y-played = { $who }: { $action }.

## La casilla con el foco en el tablero accesible.

a11y-selected = Seleccionada.
a11y-goes = Puede ir a { $cells }.
a11y-captures = Puede { $kind ->
    [attack] atacar
   *[capture] capturar
} en { $cells }.
a11y-place-here = Aquí puede ir una { -stack } nueva.
a11y-target = { $piece ->
    [stack] La { -stack }
    [stone] La { -stone }
    [marble] La { -marble }
    [tower] La { -stone } de arriba
    [token] La { -token }
   *[piece] La pieza
} de { $from } puede { $kind ->
    [attack] atacar aquí
    [capture] capturar aquí
   *[go] ir aquí
}.

## Jugadas tecleadas. Las listas de palabras son lo que se puede teclear además de la notación,
## separadas por espacios.

a11y-words-filler = mover mueve jugar de del desde a al hasta la el las los una un pieza piezas pila ficha piedra canica en sobre casilla con y luego turno por favor
a11y-words-throw = t tirar tira tirada dado
a11y-words-pass = pasar paso
a11y-words-end = fin terminar
a11y-words-enter = entrar meter
a11y-words-off = sacar salir fuera
a11y-words-capture = x captura capturar come comer expulsar emboscada ataca atacar ataque
a11y-words-place = colocar poner pon
a11y-typed-empty = Teclee una jugada, por ejemplo { $example }.
a11y-typed-over = La partida ha terminado.
a11y-typed-throw-first = Primero tire: teclee t.
a11y-typed-no-throw = Ahora no hay nada que tirar.
a11y-typed-unknown = «{ $text }» no es ni una jugada ni una casilla aquí.
a11y-typed-stuck = La { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] pieza
} de { $cell } no puede moverse{ $throw ->
    [0] {""}
   *[other] {" "}con un { $throw }
}.
a11y-typed-cannot-reach = La { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] pieza
} de { $from } no puede llegar a { $to }{ $throw ->
    [0] {""}
   *[other] {" "}con un { $throw }
}.
a11y-typed-ambiguous = { $n ->
    [2] Encajan dos jugadas
   *[other] Encajan { $n } jugadas
}: { $moves }. Teclee una de ellas.
a11y-typed-illegal = «{ $text }» no es legal aquí.

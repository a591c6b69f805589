## El panel de resultado sobre el tablero al final de la partida: quién ganó, cómo y los puntos.

result-wins = Gana { $who }
result-drawn = Tablas
result-no-move = { $loser } sacó { $throw } y no pudo mover ninguna pieza, ni hacia delante ni hacia atrás: { $loser } pierde.
result-borne-off = { $winner } sacó sus cinco piezas.
result-no-stacks = A { $loser } no le quedan { -stack }s.
result-no-actions = Ninguno de los dos jugadores puede jugar.
result-gold = La { -marble } de { $winner } llegó al { -gold }.
result-last-marble = La { -marble } de { $winner } es la última que queda en el tablero.
result-turn-limit = Se jugaron { $turns } turnos sin ganador.
result-no-marbles = No queda ninguna { -marble } en el tablero.
result-cleared = { $winner } completó sus cinco { -token }s.
result-stalemate = Ninguno de los dos jugadores puede mover con ninguna tirada del dado: bloqueo total.
result-exited = { $winner } dio la vuelta con sus seis piezas y las sacó todas.
result-points = { $points } { $points ->
        [one] punto
       *[other] puntos
    }: a { $loser } le quedaban { $first ->
        [0] { $last } { $last ->
            [one] pieza
           *[other] piezas
        } en las casillas 21–30, a 1 punto cada una.
       *[other] { $first } { $first ->
            [one] pieza
           *[other] piezas
        } en las casillas 1–20, a 3 puntos cada una{ $last ->
            [0] .
           *[other] , y { $last } en las casillas 21–30, a 1 punto cada una.
        }
    }
result-rematch = Revancha
result-new = Partida nueva
result-share = Compartir partida
result-hide = Ocultar el resultado
# The Review button stays with the page (its result card), the rest of the review comes later.
review-button = Revisar la partida

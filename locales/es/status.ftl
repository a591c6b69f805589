## La línea de estado: a quién le toca y qué debe hacer, o el resultado.

status-who = { $seat } ({ $name })
status-you = tú
status-computer = ordenador, { $level ->
    [easy] fácil
    [medium] medio
    [perfect] perfecto
   *[strong] fuerte
}
status-wins = { $points ->
    [0] Gana { $who }.
    [one] Gana { $who } con { $points } punto.
   *[other] Gana { $who } con { $points } puntos.
}
status-drawn = La partida termina en tablas.
status-to-throw = { $who } debe tirar.
status-throw = Tira.
status-to-move = Juega { $who }.
status-to-move-with = Juega { $who } con su { $roll }.
status-looking-start = Viendo la posición inicial. { $status }
status-looking = Viendo la posición tras la jugada { $n }. { $status }

## La ligne d'état : à qui le tour et ce qu'il faut faire, ou le résultat.

status-who = { $seat } ({ $name })
status-you = vous
status-computer = ordinateur, { $level ->
    [easy] facile
    [medium] moyen
    [perfect] parfait
   *[strong] fort
}
status-wins = { $points ->
    [0] { $who } gagne.
    [one] { $who } gagne avec { $points } point.
   *[other] { $who } gagne avec { $points } points.
}
status-drawn = La partie est nulle.
status-to-throw = { $who } doit lancer.
status-throw = Lancez.
status-to-move = À { $who } de jouer.
status-to-move-with = À { $who } de jouer son { $roll }.
status-looking-start = Position de départ affichée. { $status }
status-looking = Position après le coup { $n } affichée. { $status }

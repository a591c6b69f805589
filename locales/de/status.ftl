## Die Statuszeile: wer am Zug ist und was zu tun ist, oder das Ergebnis.

status-who = { $seat } ({ $name })
status-you = du
status-computer = Computer, { $level ->
    [easy] leicht
    [medium] mittel
    [perfect] perfekt
   *[strong] stark
}
status-wins = { $points ->
    [0] { $who } gewinnt.
    [one] { $who } gewinnt mit { $points } Punkt.
   *[other] { $who } gewinnt mit { $points } Punkten.
}
status-drawn = Die Partie endet remis.
status-to-throw = { $who } muss werfen.
status-throw = Werfen.
status-to-move = { $who } ist am Zug.
status-to-move-with = { $who } zieht mit der { $roll }.
status-looking-start = Ansicht der Anfangsstellung. { $status }
status-looking = Ansicht der Stellung nach Zug { $n }. { $status }

## The status line: whose turn it is and what they must do, or the result.

status-who = { $seat } ({ $name })
status-you = you
status-computer = computer, { $level ->
    [easy] easy
    [medium] medium
    [perfect] perfect
   *[strong] strong
}
status-wins = { $points ->
    [0] { $who } wins.
    [one] { $who } wins with { $points } point.
   *[other] { $who } wins with { $points } points.
}
status-drawn = The game is drawn.
status-to-throw = { $who } to throw.
status-throw = Throw.
status-to-move = { $who } to move.
status-to-move-with = { $who } to move with a throw of { $roll }.
status-looking-start = Looking at the starting position. { $status }
status-looking = Looking at the position after move { $n }. { $status }

## Playing without sight (src/app/a11y): cells, positions, moves and typed moves in words for
## screen readers. $name, $cell, $from and $to are cells as notation writes them (15, e3, c3);
## $who and $owner are seat names (a11y-seat); $piece selects a noun: piece, stack, stone,
## marble, tower, token.

a11y-seat = { $seat ->
    [black] Black
    [white] White
    [west] West
    [north] North
    [east] East
   *[south] South
}

## Places.

a11y-square = Square { $name }
a11y-house = Square { $name }, { $house ->
    [rebirth] house of rebirth
    [beauty] house of beauty
    [water] house of water
    [three] house of the three
    [two] house of the two
   *[sun] house of Re-Horakhty
}
a11y-gold = { $name }, the { -gold }
a11y-special = { $name }, { $owner }'s { $kind ->
    [zan] { -zan }
    [othent] { -othent }
    [fetnes] castle (Fetneš)
   *[gethreln] fate square (Geþreln)
}
a11y-bridge-cell = { $name }, the bridge
a11y-rank = { -bridge } rank { $rank }
a11y-lane-bridge = { $name }, on the { -bridge }
a11y-home = { $owner }'s { -home }
a11y-borne-off = Borne off
a11y-pool = { $owner }'s pool
a11y-exited = { $owner }'s exited pieces

## What stands on a place. $n counts the cells a description groups (1 for one cell).

a11y-cell = { $place }: { $what }
a11y-empty = empty
a11y-piece = { $owner } { $n ->
    [one] piece
   *[other] pieces
}
a11y-stack = { $owner } { $size }-{ $n ->
    [one] stack
   *[other] stacks
}
a11y-on-tile = { $what } on a { $owner } { -tile }
a11y-tile = { $owner } { $n ->
    [one] tile
   *[other] tiles
}
a11y-stone = { $owner } { $n ->
    [one] stone
   *[other] stones
}
a11y-marble = { $owner } { -marble } on its { -stone }
a11y-tower = { $owner } { $n ->
    [one] Tower
   *[other] Towers
}
a11y-cage = { -cage }: { $top } { -stone } on a { $caged } { -stone }
a11y-token = { $owner } { $n ->
    [one] token
   *[other] tokens
} { $back ->
    [yes] returning
   *[no] heading
} { $toward ->
    [north] north
   *[south] south
}
a11y-lap-done = { $owner } { $n ->
    [one] piece that has done its lap
   *[other] pieces that have done their lap
}
a11y-crossing = { $owner } piece that must cross to { $to }
a11y-borne = { $black } Black, { $white } White
a11y-count = { $n ->
    [0] none
    [one] 1 piece
   *[other] { $n } pieces
}
a11y-waiting = { $n } waiting to set out{ $back ->
    [0] {""}
   *[other] , { $back } { $other } { $back ->
        [one] token
       *[other] tokens
    } waiting to go back
}
a11y-group = { $what }: { $cells }.
a11y-held = { $place }: { $what }.

## Whose turn it is, and the whole position.

a11y-turn-throw = { $who } to throw.
a11y-turn-move = { $who } to move.
a11y-turn-move-throw = { $who } to move with a { $throw }.
a11y-turn-points = { $who } to move, { $points ->
    [one] 1 point
   *[other] { $points } points
} left.
a11y-turn-chain = { $who } goes on with the { -stack } on { $cell }: { $left ->
    [one] 1 step
   *[other] { $left } steps
} left.
a11y-turn-ambush = { $who } may ambush on { $cells } instead of throwing.
a11y-turn-commit = The piece on { $cell } must cross the bridge.
a11y-turn-count = { $played } of { $limit } moves played.
a11y-over-win = Game over: { $who } wins.
a11y-over-points = Game over: { $who } wins with { $points } points.
a11y-over-draw = Game over: a draw.
a11y-sum-senet = { $who }: { $board } on the board, { $off } borne off.
a11y-sum-seesaw = { $who }: { $stacks ->
    [one] 1 stack
   *[other] { $stacks } stacks
} with { $pieces ->
    [one] 1 piece
   *[other] { $pieces } pieces
}, { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}.
a11y-sum-arces = { $who }: { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
}, { -marble } on { $marble }.
a11y-sum-arces-out = { $who }: out, { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
} left.
a11y-sum-arsisesi = { $who }: { $home } at home, { $field } on the field{ $back ->
    [0] {""}
   *[other] , { $back } waiting to go back
}, { $cleared } cleared.
a11y-sum-zanstrekt = { $who }: { $pool } in the pool, { $board } on the board, { $exited } exited.
# The board canvas's name for a screen reader: the game's name, then the position in words.
a11y-board = Game board: { $game }. { $position }

## Moves, as the list of legal moves offers them. $what is a piece with its article
## (a11y-the). An announcement says who played one (a11y-played).

a11y-the = { $piece ->
    [stack] the { -stack }
    [stone] the { -stone }
    [marble] the { -marble }
    [tower] the top { -stone }
    [token] the { -token }
   *[piece] the piece
}
a11y-do-move = Move { $what } on { $from } to { $to }
a11y-do-capture = Move { $what } on { $from } to { $to }, capturing
a11y-do-attack = Move { $what } on { $from } to { $to }, attacking: the two pieces swap
a11y-do-cage = Move { $what } on { $from } to { $to }, caging
a11y-do-route = Move { $what } from { $from } to { $to } for { $cost ->
    [one] 1 point
   *[other] { $cost } points
}{ $kicks ->
    [0] {""}
    [one] , kicking a token
   *[other] , kicking { $kicks } tokens
}
a11y-do-place = Place a { -tile } and a { -stack } on { $to }
a11y-do-pass = Pass
a11y-do-end = End the turn
a11y-do-enter = Enter a piece on { $to }
a11y-do-enter-capture = Enter a piece on { $to }, capturing
a11y-do-bear-off = Bear off the piece on { $from }
a11y-do-exit = Exit the piece on { $from }
a11y-do-ambush = Ambush from { $from } on { $to }, capturing
a11y-do-throw = Decline the ambush and throw
a11y-played = { $who }: { $action }.

## The focused cell of the accessible board.

a11y-selected = Selected.
a11y-goes = Can go to { $cells }.
a11y-captures = Can { $kind ->
    [attack] attack
   *[capture] capture
} on { $cells }.
a11y-place-here = A new { -stack } can go here.
a11y-target = The { $piece ->
    [stack] { -stack }
    [stone] { -stone }
    [marble] { -marble }
    [tower] top { -stone }
    [token] { -token }
   *[piece] piece
} on { $from } can { $kind ->
    [attack] attack here
    [capture] capture here
   *[go] go here
}.

## Typed moves. The word lists are what people may type besides notation, separated by spaces.

a11y-words-filler = move moves from to the a piece pieces stack token stone marble on onto square cell with and then turn please
a11y-words-throw = t throw roll
a11y-words-pass = pass
a11y-words-end = end stop
a11y-words-enter = enter
a11y-words-off = off exit bear
a11y-words-capture = x takes take capture captures capturing kick ambush attack attacks attacking
a11y-words-place = place put
a11y-typed-empty = Type a move, such as { $example }.
a11y-typed-over = The game is over.
a11y-typed-throw-first = Throw first: type t.
a11y-typed-no-throw = There is nothing to throw now.
a11y-typed-unknown = “{ $text }” is neither a move nor a cell here.
a11y-typed-stuck = The { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] piece
} on { $cell } cannot move{ $throw ->
    [0] {""}
   *[other] {" "}with a { $throw }
}.
a11y-typed-cannot-reach = The { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] piece
} on { $from } cannot reach { $to }{ $throw ->
    [0] {""}
   *[other] {" "}with a { $throw }
}.
a11y-typed-ambiguous = { $n ->
    [2] Two moves fit
   *[other] { $n } moves fit
}: { $moves }. Type one of them.
a11y-typed-illegal = “{ $text }” is not legal here.

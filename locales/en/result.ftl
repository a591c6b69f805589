## The result panel over the board at the end of a game: who won, how, and the points.

result-wins = { $who } wins
result-drawn = Drawn
result-no-move = { $loser } threw { $throw } and could move no piece with it, forward or back: { $loser } loses (SEN-10).
result-borne-off = { $winner } bore off all five pieces (SEN-13).
result-no-stacks = { $loser } has no { -stack }s left (SEE-10).
result-no-actions = Neither player can act (SEE-10).
result-gold = { $winner }'s { -marble } reached the { -gold } (ARC-7).
result-last-marble = { $winner }'s { -marble } is the last one on the board (ARC-7).
result-turn-limit = { $turns } turns were played without a winner (ARC-9).
result-no-marbles = No { -marble } is left on the board.
result-cleared = { $winner } cleared all five { -token }s.
result-stalemate = Neither player can move with any throw of the die: a stalemate (ARS-10).
result-exited = { $winner } brought all six pieces round and out (ZAN-11).
result-points = { $points } { $points ->
        [one] point
       *[other] points
    } (SEN-13): { $loser } still had { $first ->
        [0] { $last } { $last ->
            [one] piece
           *[other] pieces
        } on squares 21–30, worth 1 point each.
       *[other] { $first } { $first ->
            [one] piece
           *[other] pieces
        } on squares 1–20, worth 3 points each{ $last ->
            [0] .
           *[other] , and { $last } on squares 21–30, worth 1 each.
        }
    }
result-rematch = Rematch
result-new = New game
result-share = Share game
result-hide = Hide the result

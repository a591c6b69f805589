## The result panel over the board at the end of a game: who won, how, and the points.

result-wins = { $who } wins
result-drawn = Drawn
result-no-move = { $loser } threw { $throw } and could move no piece with it, forward or back: { $loser } loses.
result-borne-off = { $winner } bore off all five pieces.
result-no-stacks = { $loser } has no { -stack }s left.
result-no-actions = Neither player can act.
result-gold = { $winner }'s { -marble } reached the { -gold }.
result-last-marble = { $winner }'s { -marble } is the last one on the board.
result-turn-limit = { $turns } turns were played without a winner.
result-no-marbles = No { -marble } is left on the board.
result-cleared = { $winner } cleared all five { -token }s.
result-stalemate = Neither player can move with any throw of the die: a stalemate.
result-exited = { $winner } brought all six pieces round and out.
result-points = { $points } { $points ->
        [one] point
       *[other] points
    }: { $loser } still had { $first ->
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
# The Review button stays with the page (its result card), the rest of the review comes later.
review-button = Review the game

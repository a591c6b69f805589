### Notation rules a position, an action or a throw can break (core::Invalid): the detail of
### an error message, after the place it names. Said to someone who typed or edited notation, so
### notation in quotes stays as written ('s@f4:2', d1, e2).

## Shared by every game.

notation-leading-zero = numbers are written without leading zeros
notation-no-such-cell = there is no such cell

## Senet.

notation-senet-pieces = { $seat } has { $count } pieces; at most { $most }
notation-senet-both-off = both sides cannot have borne off every piece
notation-senet-turn-throw = '{ $digit }' is not a throw (1, 2, 3, 4 or 6)
notation-senet-action = '{ $token }' is not a move (like 11-15, 27-off or pass)
notation-senet-roll = '{ $token }' is not a throw (d1, d2, d3, d4 or d6)
notation-senet-five = the { -sticks } cannot show 5

## Seesaw.

notation-seesaw-kind = a position's kind is 'seesaw' for both sizes; the size is read from the board
notation-seesaw-steps-without-chain = steps left (':2') only follow a capturing { -stack }, as in 's@f4:2'
notation-seesaw-chain-without-steps = a capture in progress needs its steps left, as in 's@f4:2'
notation-seesaw-columns = a { -seesaw } board has 7 columns (side 4) or 9 (side 5), not { $found }
notation-seesaw-column-full = column { $column } has { $cells } cells on this board
notation-seesaw-underscore = '_' only separates a bare { -tile } from a { -stack } on no { -tile } right after it
notation-seesaw-stack-size = a { -stack } needs its size after its letter, as in 's1'
notation-seesaw-no-column = '{ $column }' is not a column of this board (a to { $last })
notation-seesaw-action = '{ $token }' is not a { -seesaw } action (like e1-e2, e3xf5, +d2 or end)
notation-seesaw-no-dice = '{ $token }' cannot be played: { -seesaw } has no dice
notation-seesaw-first-tile = { $seat }'s first { -tile } on { $cell } is missing ({ -tile }s are never removed)
notation-seesaw-stray-tile = { $seat }'s { -tile } on { $cell } is not connected to its first { -tile } (each { -tile } is placed next to one of its own)
notation-seesaw-stacks-over-tiles = { $seat } has { $stacks ->
        [one] { $stacks } { -stack }
       *[other] { $stacks } { -stack }s
    } but only { $tiles ->
        [one] { $tiles } { -tile }
       *[other] { $tiles } { -tile }s
    } (every { -stack } was placed with a { -tile })
notation-seesaw-no-stacks = both seats cannot have lost all their { -stack }s
notation-seesaw-already-won = { $loser } has no { -stack }s left, so { $winner } has already won; a finished game names the loser as the seat to act ('{ $letter }')
notation-seesaw-skipped = { $seat } has no legal action and is skipped (SEE-10): { $other } acts, written '{ $letter }'
notation-seesaw-chain-no-stack = { $seat } has no { -stack } on { $cell } to go on capturing with
notation-seesaw-chain-steps = a { -stack } of size { $size } that has captured has at most { $most ->
        [one] { $most } step
       *[other] { $most } steps
    } left
notation-seesaw-chain-won = { $seat } has no { -stack }s left, so the turn has ended
notation-seesaw-chain-stuck = the { -stack } on { $cell } can neither capture nor move with { $left ->
        [one] { $left } step
       *[other] { $left } steps
    } left, so the turn has ended

## Arcēs.

notation-arces-two-players = the board must hold pieces of at least two players
notation-arces-no-marble = no player has a { -marble }
notation-arces-turn-absent = { $seat } has no pieces on the board and cannot be to move
notation-arces-turn-out = { $seat } is out (has no { -marble }) and cannot be to move
notation-arces-ranks-over = the board has more than 7 ranks
notation-arces-ranks-under = the board has { $ranks } ranks; it needs 7
notation-arces-rank-short = rank { $rank } has { $cells } cells; every rank has 7
notation-arces-rank-long = rank { $rank } has more than 7 cells ({ $cells })
notation-arces-lone-marble = a { -marble } cannot stand alone: write { $pair }
notation-arces-pair-lower = brackets hold exactly two pieces; the lower one is missing
notation-arces-pair-upper = brackets hold exactly two pieces; the upper one is missing
notation-arces-marble-foreign = the { -marble } in { $pair } must sit on its owner's { -stone }
notation-arces-two-marbles = two { -marble }s cannot share a cell
notation-arces-marble-under = the { -marble } in { $pair } cannot be under a { -stone }
notation-arces-three-pieces = a cell holds at most two pieces
notation-arces-stones = { $seat } has more than { $most } { -stone }s
notation-arces-marbles = { $seat } has more than one { -marble }
notation-arces-action = '{ $token }' is not a move (like d2-d3) or pass
notation-arces-no-dice = { -arces } has no dice: nothing is thrown

## Arsisesi.

notation-arsisesi-parts = { $game } needs two { -home }s and { $lanes ->
        [one] { $lanes } lane
       *[other] { $lanes } lanes
    }, separated by '/'; found { $parts ->
        [one] { $parts } part
       *[other] { $parts } parts
    }
notation-arsisesi-returning = returning { -token }s (S, N) exist only in Type A (arsisesi-a)
notation-arsisesi-zero-run = runs of empty spaces start at 1
notation-arsisesi-empty-home = an empty { -home } is written '-'
notation-arsisesi-outbound-home = { $seat }'s outbound { -token }s wait in their own { -home }, not in { $other }'s
notation-arsisesi-returning-home = { $seat }'s returning { -token }s wait in { $other }'s { -home }
notation-arsisesi-home-order = a { -home } lists '{ $own }' once, then '{ $guest }' once
notation-arsisesi-count = '{ $letter }' needs a count
notation-arsisesi-tokens = { $seat } has { $total } { -token }s; at most { $most }
notation-arsisesi-bridge-tokens = { $seat } has { $count } { -token }s on the { -bridge }; Type B allows one
notation-arsisesi-both-cleared = both sides cannot have cleared all their { -token }s
notation-arsisesi-over = { $seat } has cleared all { -token }s: the game is over and the turn field is '{ $letter }'
notation-arsisesi-no-move = { $seat } has no move, so the turn would already have passed
notation-arsisesi-action = '{ $token }' is not an action (like S-1, 1-3, c4-b4, 7-N or end)
notation-arsisesi-lane = '{ $letter }' is not a lane (a to e) or a { -home } (S, N)
notation-arsisesi-roll = '{ $token }' is not a roll (d1 to d6)

## Žanstrekt.

notation-zanstrekt-ranks = the board has only 3 ranks
notation-zanstrekt-unused-cell = { $cell } is not a cell pieces stand on (only the lap and e2 are)
notation-zanstrekt-capital = a capital { $letter } marks a piece back on its own { -zan }, which is { $cell }
notation-zanstrekt-on-gethreln = a piece of { $seat } on { $cell } would have been removed: it is the opponent's Geþreln
notation-zanstrekt-pieces = { $seat } has { $count } pieces on the board; at most { $most }
notation-zanstrekt-exited = { $seat } has { $count } pieces on the board and { $exited } exited; it only has { $most }
notation-zanstrekt-both-exited = both sides cannot have exited every piece
notation-zanstrekt-action = '{ $token }' is not an action (like +, h1-e3, h1-off, a2xa3 or throw)
notation-zanstrekt-roll = '{ $token }' is not a throw (d0 to d5)
notation-zanstrekt-throw = a pending throw is 1 to 5, not { $digit } (a 0 passes at once)
notation-zanstrekt-flag-order = flags are written once each: commitments (!) first, then ambushes (*), each in cell order
notation-zanstrekt-commit-empty = no piece on { $cell } to be committed
notation-zanstrekt-bridge-heading = the piece on the { -zan-bridge } e2 needs its heading, like !e2-e1
notation-zanstrekt-crossing = a crossing heads for an { -othent }, not { $cell }
notation-zanstrekt-commit-where = only a piece on an { -othent } or on the { -zan-bridge } is committed, not on { $cell }
notation-zanstrekt-commit-twice = a side has at most one committed piece
notation-zanstrekt-ambush-where = { $cell } is not beside a castle, so no ambush can target it
notation-zanstrekt-ambush-target = an ambush on { $cell } needs an opponent of the castle's owner there
notation-zanstrekt-ambush-castle = an ambush on { $cell } needs a piece in the castle { $castle }
notation-zanstrekt-ambush-sides = ambush flags concern one side at a time
notation-zanstrekt-bridge-flag = the piece on the { -zan-bridge } e2 is committed: add its flag, like !e2-e1
notation-zanstrekt-over = { $seat } has exited every piece: the game is over with { $other } to act next and no throw or ambush
notation-zanstrekt-ambush-throw = an ambush is taken instead of throwing, so no throw can be pending
notation-zanstrekt-unusable = no piece can use a throw of { $throw }: it would have passed at once

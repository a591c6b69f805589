### Words drawn on the boards and the boards' descriptions for screen readers and SVG titles
### (src/render). Captions drawn beside a board have little room: keep them about as short as
### the English. { $position } is a position in notation; { $seat } a seat's name. A description
### (…-title) ends without a full stop: the page and the embeds follow it with ". " and the status.

## Senet.

render-senet-title = { -senet } board: { $position }
# Under the pieces borne off, in a wide tray and in a narrow one.
render-senet-off-named = { $seat } off: { $off }/{ $all }
render-senet-off = { $off }/{ $all } off
# What the throw means, in two lines (the narrow side column shows them one above the other).
render-senet-again =
    throw again
    after moving
render-senet-passes =
    the turn passes
    after moving
# SEN-10: the throw that ended the game, because no piece could use it.
render-senet-stuck =
    no move
    with this throw

## Seesaw: each seat's legend, the status under the board, the description.

render-seesaw-counts = { $stacks ->
        [one] { $stacks } { -stack }
       *[other] { $stacks } { -stack }s
    } · { $tiles ->
        [one] { $tiles } { -tile }
       *[other] { $tiles } { -tile }s
    }
render-seesaw-won = { $winner } wins: { $loser } has no { -stack }s left
render-seesaw-drawn = Drawn: neither side can act
# A capture chain (SEE-6): the capturing stack, and what it may do with the steps left.
render-seesaw-chain-capture = { $seat }'s { -stack } on { $cell }: { $left ->
        [one] { $left } step
       *[other] { $left } steps
    } left · capture again
render-seesaw-chain-move = { $seat }'s { -stack } on { $cell }: { $left ->
        [one] { $left } step
       *[other] { $left } steps
    } left · move or end the turn
render-seesaw-must-capture = { $seat } must capture
render-seesaw-move-or-place = { $seat } to move or place
render-seesaw-place = { $seat } to place
render-seesaw-move = { $seat } to move
# One seat in the description; { $sizes } lists the stacks' sizes ("3, 1, 1").
render-seesaw-seat = { $stacks ->
        [0] { $seat } has no { -stack }s
        [one] { $seat } has 1 { -stack } (size { $sizes })
       *[other] { $seat } has { $stacks } { -stack }s (sizes { $sizes })
    } and { $tiles ->
        [one] { $tiles } { -tile }
       *[other] { $tiles } { -tile }s
    }
render-seesaw-title = { -seesaw } board, side { $side }. { $south }; { $north }. { $status }

## Arcēs: the seat plaques, the turn counter, the description.

# Beside a seat's name on its plaque.
render-arces-tag-to-move = to move
render-arces-tag-out = out
render-arces-tag-wins = wins
# The turn counter: the turn being played out of the limit, and a note after it.
render-arces-turn = Turn { $turn } of { $limit }
render-arces-draw-at = draw at { $limit }
render-arces-won = won
render-arces-drawn = drawn
# The description: { $state } is one of the three states below, { $out } the seats that are out.
render-arces-title = { -arces } board, { $players } players, turn { $turn } of { $limit }: { $state }{ $out }
render-arces-state-drawn = drawn
render-arces-state-won = { $seat } wins
render-arces-state-to-move = { $seat } to move
render-arces-out = ; { $seat } is out

## Arsisesi: the printed card (capitals are applied by the code), the Homes, the die's notes.

render-arsisesi-title = { -arsisesi } board, { $type } ({ $variant }): { $position }
render-arsisesi-type = Type { $letter }
render-arsisesi-variant-a = { -bridge }
render-arsisesi-variant-b = Simple
render-arsisesi-variant-c = Wide
render-arsisesi-home = { $seat }'s { -home }
# Under a Home: its name and the tokens waiting in it (Types B and C), or the counts alone (Type A).
render-arsisesi-home-waiting = { $home } · { $waiting } waiting
render-arsisesi-waiting = { $waiting } waiting
render-arsisesi-returning = { $returning } returning
render-arsisesi-cleared = Cleared
# Beside the die, in two lines (the tall layout joins them).
render-arsisesi-points-left =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
    left
render-arsisesi-game-over = game over
render-arsisesi-to-roll = to roll
render-arsisesi-to-roll-last =
    to roll
    (last roll)
render-arsisesi-drawn = Drawn
render-arsisesi-wins = { $seat } wins

## Žanstrekt: the die, the lap plaque, the legend of special cells, the trays, the description.

render-zanstrekt-die = Die 0–5
render-zanstrekt-not-thrown = not thrown yet
render-zanstrekt-zero = 0: nothing moves
render-zanstrekt-last-throw = last throw: { $throw }
render-zanstrekt-laps-head = Laps run anticlockwise
render-zanstrekt-laps-note =
    from each { -zan } once round,
    back to it, then off
# The legend: each special cell's name, and what it does in two short lines.
render-zanstrekt-zan = { -zan }
render-zanstrekt-zan-gloss =
    enter here; exit
    after a full lap
render-zanstrekt-othent = { -othent }
render-zanstrekt-othent-gloss =
    land exactly:
    cross the { -zan-bridge }
render-zanstrekt-fetnes = { -fetnes }
render-zanstrekt-fetnes-gloss =
    { -castle }: stops;
    ambush beside it
render-zanstrekt-gethreln = { -gethreln }
render-zanstrekt-gethreln-gloss =
    own: throw again;
    other's: to { -pool }
render-zanstrekt-laps = Laps
render-zanstrekt-laps-gloss =
    run anticlockwise:
    { -zan }, round, { -zan }, off
# The trays beside the board: a seat's pool and its exited pieces.
render-zanstrekt-pool = { $seat }'s { -pool }
render-zanstrekt-exited = { $seat } exited
render-zanstrekt-exited-count = { $exited } of { $all }
# The description: each seat with its pieces' looks and counts, then where each enters.
render-zanstrekt-seat = { $seat } ({ $looks }) { $board } on the board, { $pool } in the { -pool }, { $exited } exited
render-zanstrekt-looks-south = blue, round
render-zanstrekt-looks-north = orange, square
render-zanstrekt-title = { -zanstrekt } board: { $south }; { $north }. { $south-name } enters at { $south-zan }, { $north-name } at { $north-zan }

### Errors in plain words (app::text::errors): notation, moves and records that cannot be read
### or played. Each message is a whole sentence; { $reason } is one of the reasons below or a
### notation rule (notation.ftl), { $token } is notation quoted as written (at most 60 characters).

## Where in a text the problem is: "In { $field }, at character { $at }".

error-parse = In { $field }, at character { $at }: { $reason }.
error-field-kind = the game's name
error-field-board = the board
error-field-turn = the turn field
error-field-extra = the last field
error-field-position = the position
error-field-action = the move
error-field-roll = the throw
error-field-record = the record
error-field-other = the text

## What is wrong with the text.

error-unexpected-char = '{ $char }' does not belong here
error-unexpected-end = the text ends too early
error-trailing = there is more text after the end
error-wrong-length = { $expected } expected, { $found } found
error-out-of-range = { $found } is not between { $min } and { $max }
error-unknown-game = there is no game called '{ $id }'

## Moves and throws that cannot be played where they stand.

error-play = { $reason }.
error-play-illegal = '{ $token }' is not a legal move here
error-play-roll-due = '{ $token }' cannot be played: a throw is due first
error-play-game-over = '{ $token }' cannot be played: the game is over
error-play-not-chance = '{ $token }' is a throw, but a player must move now
error-play-impossible-roll = '{ $token }' cannot be thrown here

## Records: a start, then moves and throws numbered from 1.

error-record-syntax = Move { $index } ('{ $token }') cannot be read: { $reason }.
error-record-play = Move { $index }: { $reason }.

## Compact records (start~1…, docs/notation.md): the payload names each move by its place among the
## choices at that point, so a broken one is told by move number.

error-compact-version = This compact record's version cannot be read.
error-compact-base64 = At character { $at }: this character cannot stand in a compact record.
error-compact-count = The number of moves in this compact record cannot be read.
error-compact-index = Move { $index }: choice { $choice } of only { $choices }.
error-compact-game-over = Move { $index }: the game is already over.
error-compact-truncated = Move { $index }: the compact record ends too early.
error-compact-left-over = The compact record goes on after its last move.

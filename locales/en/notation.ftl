## Notation errors in plain words: why a position, a record or a link cannot be read. The parser's
## own reason, then where it is: which part of the text and at which character.

notation-at = { $problem } ({ $field }, character { $at })
notation-field-kind = game name
notation-field-board = board
notation-field-turn = turn field
notation-field-extra = extra field
notation-field-action = move
notation-field-roll = throw
notation-field-record = record
notation-field-position = position
notation-unexpected-char = unexpected character “{ $char }”
notation-unexpected-end = the text ends too early
notation-trailing = unexpected text after the end
notation-wrong-length = { $expected } expected, { $found } found
notation-out-of-range = { $found } is outside { $min } to { $max }
notation-unknown-game = “{ $id }” is not a game
notation-record-token = move { $index } “{ $token }”: { $problem }
notation-play-illegal = “{ $token }” is not a legal move here
notation-play-roll-due = “{ $token }” cannot be played: a throw is due first
notation-play-game-over = “{ $token }” cannot be played: the game is over
notation-play-not-chance = “{ $token }” is a throw, but a player must move now
notation-play-impossible-roll = “{ $token }” cannot be thrown here
notation-compact-version = this compact record’s version cannot be read
notation-compact-base64 = character { $at } cannot stand in a compact record here
notation-compact-count = the number of moves is malformed or too large
notation-compact-index = move { $token }: choice { $index } of only { $choices }
notation-compact-game-over = move { $token }: the game is already over
notation-compact-truncated = move { $token }: the record ends too early
notation-compact-left-over = data is left over after the last move

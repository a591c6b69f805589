### Annotated records (docs/notation.md "Annotated records"): notes after a record's start or its moves,
### with a caption, coloured marks and arrows. { $reason } is one of the error-note-* reasons below;
### notation in quotes stays as written ('[%mark', G13, G11-13).

## A note that cannot be read, and what is wrong with it.

error-note-start = The note after the start cannot be read: { $reason }.
error-note = The note after move { $index } ('{ $token }') cannot be read: { $reason }.
error-note-unclosed = its '{"{"}' is never closed by '{"}"}'
error-note-brace = '{"{"}' cannot stand inside a note
error-note-directive = '[%{ $name }' is not a directive (mark or arrow)
error-note-directive-end = a directive ends with ']'
error-note-mark = '{ $item }' is not a mark (like G13: a colour, then a place)
error-note-arrow = '{ $item }' is not an arrow (like G11-13: a colour, then two places)
error-note-colour = '{ $colour }' is not a colour (G, R, B or Y)
error-note-place = '{ $place }' is not a place on this board
error-note-after-caption = marks and arrows come before the caption
error-note-after = '{ $text }' follows the note, which ends its move
error-note-twice = a move has at most one note
error-note-misplaced = a note follows its move, and here it stands before one

## A walkthrough board: its steps and its controls. Each point of the record is a step, the start
## the first; a step's words are said to screen readers when the board gets there, with the marks
## and arrows drawn on it (colour names below).

walk-step = Step { $step } of { $steps }: { $caption }
walk-marks = Marked in { $colour }: { $places }.
walk-arrow = Arrow in { $colour } from { $from } to { $to }.
walk-green = green
walk-red = red
walk-blue = blue
walk-yellow = yellow

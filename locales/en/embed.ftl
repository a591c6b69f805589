## Embedded boards (embed.html, <quintet-board>, the wiki tags): the note above a board about
## what it was given, the puzzle's answers under it, and its buttons. Option names (flip,
## highlight, solution, …) and notation are never translated.

embed-throw = Throw
embed-unreadable = This board could not be read ({ $error }); showing a new game instead.
embed-too-long = the record is too long
# $notes: one or more of the embed-option-… notes, joined by "; ".
embed-options = Board options: { $notes }.
embed-option-unknown = '{ $name }' is not an option; left out
embed-option-not-flag = { $name }: '{ $value }' is not 1 or 0; left as it was
embed-option-too-many-cells = highlight: only the first { $max } cells are marked
embed-option-not-a-cell = highlight: '{ $name }' is not a cell of this board
embed-option-solution-too-long = solution: too long; left out
embed-no-ply = goTo needs a whole number of moves from 0.

## Puzzles (solution="…"): why a solution cannot be used, and the answers to the reader's moves.

# $error: one of the embed-puzzle-… reasons below.
embed-puzzle-unusable = This puzzle cannot be played: { $error }. The board works as a normal board.
embed-puzzle-empty = the solution is empty
embed-puzzle-too-many = the solution has more than { $max } alternatives
# $error: what is wrong with the line, naming the move.
embed-puzzle-illegal = line { $line } of the solution does not fit the board ({ $error })
embed-puzzle-nothing-to-find = line { $line } of the solution has no move for the reader
embed-puzzle-wrong = Not this one.
embed-puzzle-solved = { $tries ->
    [one] Solved at the first try.
   *[other] Solved in { $tries } tries.
}

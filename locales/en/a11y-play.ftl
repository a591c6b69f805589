# Playing without sight on the page and the embedded boards (issue 21, phase B): the accessible
# board, the list of legal moves, the typed-move field, the live region and the move list.

# The move list's name of a token, with the number of its turn (as the list shows it) and player.
a11y-entry = Turn { $n }, { $who }: { $action }
a11y-entry-throw = Turn { $n }, { $who }: threw { $value }
# The live region when a throw lands; the turn's number makes a repeated throw a new announcement.
a11y-threw = Turn { $n }: { $who } threw { $value }.
# The L key.
a11y-last = Last move: { $entry }.
a11y-no-move = No move has been played yet.
# The keyboard section beside the board.
a11y-section = Play by keyboard
a11y-grid = Board cells
a11y-grid-help = Arrow keys move between cells, Enter or Space selects and plays. D reads the position, L the last move, W whose turn it is.
a11y-legal = Legal moves ({ $n })
a11y-legal-none = No moves to play now.
a11y-typed-label = Type a move
a11y-typed-play = Play
a11y-typed-hint = For example 11-13, +d2, pass, or t to throw.
a11y-looking = You are looking at an earlier position.
a11y-embed-heading = Quintet board

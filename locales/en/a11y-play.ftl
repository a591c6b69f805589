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
# The accessible board's short label of the place where pieces go off the board (Senet's
# borne-off pieces, Žanstrekt's exited ones); the cell's full name is read out.
a11y-cell-off = off
a11y-legal = Legal moves ({ $n })
a11y-legal-none = No moves to play now.
a11y-typed-label = Type a move
a11y-typed-play = Play
# Under the typed-move field: examples in the game's own notation (issue 37: one example for all).
a11y-typed-hint = For example { $game ->
    [senet] 11-13, 27-off, pass, or t to throw
    [seesaw] +d2, e1-e2, e3xf5 or end
    [arces] d2-d3 or pass
    [arsisesi] S-1, 1-3, end, or t to throw
   *[zanstrekt] +, h1-e3, a2xa3, or t to throw
}.
a11y-looking = You are looking at an earlier position.
a11y-embed-heading = Quintet board

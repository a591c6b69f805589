## The position editor (editor.html): palette, fields, help, validation and exports.

editor-seat-south = South
editor-seat-west = West
editor-seat-north = North
editor-seat-east = East
editor-seat-black = Black
editor-seat-white = White

editor-tool-piece = { $seat } piece
editor-tool-token = { $seat } { -token }
editor-tool-returning = { $seat } { -token }, returning
editor-tool-tile = { $seat } { -tile }
editor-tool-stack = { $seat } { -stack }
editor-tool-stone = { $seat } { -stone }
editor-tool-marble = { $seat } { -marble }
editor-tool-erase = Erase
editor-tool-highlight = Highlight

editor-field-to-move = To move
editor-field-throw = Throw to use
editor-field-chain = Capture in progress
editor-field-steps = Steps left
editor-field-stack-size = Size of new stacks
editor-field-turns = Turns played
editor-field-out = { $seat } is out
editor-field-movement-points = Movement points left
editor-field-length = Spaces per lane
editor-field-waiting = { $seat } waiting at { -home }
editor-field-arrived = { $seat } arrived, to go back
editor-field-exited = { $seat } exited
editor-field-commit = { $seat } committed
editor-field-ambush = Ambush on { $cell }
editor-throw-none = none yet
editor-mp-none = none yet: to roll
editor-chain-none = none
editor-commit-none = none
editor-commit-othent = on { $cell }
editor-commit-bridge = on { $bridge }, to { $cell }
editor-no = no
editor-yes = yes

editor-note-borne-off = Borne off: Black { $south }, White { $north }
editor-note-players = { $players } players, read from the board
editor-note-cleared = Cleared: South { $south }, North { $north }
editor-note-pool = In the pool: South { $south }, North { $north }

editor-help-senet = Pick a piece, then tap a square to put it there; tap it again to take it off. Pieces not on the board are borne off.
editor-help-seesaw = Tap a cell with a { -tile } to lay it, again to lift it. Tap with a { -stack } to put one of the size chosen below, again to make it one higher. Erase empties a cell.
editor-help-arces = Tap with a { -stone } to put it, again to put a second { -stone } on it (a { -tower } or a { -cage }), a third time to empty the cell. A { -marble } comes with its owner's { -stone }; tap it again to take the { -marble } off.
editor-help-arsisesi = Tap a space to put a { -token } there, again to take it off. Tap a { -home } with its owner's { -token } to add one waiting there (or a returning { -token } to add one arrived). Missing { -token }s are cleared.
editor-help-zanstrekt = Tap a cell to put a piece, again to take it off. On its own { -zan }, the second tap marks a piece that has come round (only an exact 1 takes it off), the third takes it off. Tap an exited pile to add one piece to it.

editor-impossible = This position is impossible. { $reason }
# Instead of the notation's fix (a flag written !e2-e1), the field that fixes it; $field is its name (editor-field-commit).
editor-problem-bridge = The piece on the { -zan-bridge } { $cell } is crossing it: choose the { -othent } it goes to in the field “{ $field }”.
editor-load-empty = Paste a link, a record or a game name first.
editor-possible = This position is possible: take it away below.
editor-failed = The editor could not start: { $error }
editor-link-unreadable = This link could not be opened. { $reason } The game's start is shown instead.
editor-paste-unreadable = That cannot be opened. { $reason } The position being edited is kept.
editor-undone = Change undone.
editor-redone = Change made again.
editor-loaded = Position opened.
# A Copy button's words for a moment after it is pressed: copied, or (the browser refused) the text selected for the reader to copy.
editor-copy-done = Copied
editor-copy-selected = Selected: copy it
editor-marks-none = No cells highlighted: choose Highlight in the palette, then tap cells.
editor-marks = Highlighted: { $cells }
editor-frame-title = { $game } position

## Static text of editor.html (data-l10n).

editor-page-title = Position editor — Quintet
editor-brand = Quintet
editor-title = Position editor
editor-game = Game
editor-start = Start position
editor-empty = Empty board
# Names for screen readers: the board's part of the page, and the palette's toolbar.
editor-board-region = Board
editor-palette = Pieces
editor-keys = Keys: arrows move the cursor, Enter puts the chosen piece, 1–9 choose from the palette, U undoes, R redoes, F flips.
editor-undo = Undo
editor-redo = Redo
editor-turn-title = Turn and counts
editor-notation-title = Notation
editor-paste-label = Open a link, a record or a game name
editor-open = Open
editor-exports-title = Take away
editor-exports-help = Only a possible position can be taken away.
editor-link = Link to this position
editor-copy = Copy
editor-play-here = Play from here
editor-options-title = Board options
editor-opt-flip = Turned 180°
editor-opt-coords = Cell names
editor-opt-controls = Replay controls
editor-opt-static = Static picture (clicks do nothing)
editor-clear-marks = Clear highlights
editor-snippet-iframe = Any web page: an iframe
editor-snippet-element = Pages that allow scripts: the quintet-board element
editor-snippet-wiki = MediaWiki and DokuWiki, with Quintet's integration: the wiki tag
editor-diagram-title = Picture
editor-svg = SVG
editor-png-1 = PNG 1×
editor-png-2 = PNG 2×
editor-noscript = The editor needs JavaScript and WebAssembly.
# The verdict's place before the editor has started (editor.html).
editor-loading = Setting up the board and pieces…

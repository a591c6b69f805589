## The game page's way into the position editor, and its pictures of the board (made by the
## editor's module). In the shared catalog: the game page shows them.

pictures-edit-position = Edit this position
pictures-svg = SVG picture
pictures-png = PNG picture
pictures-section = Editor and pictures

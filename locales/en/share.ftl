## Sharing (src/app/links.rs): what the screen reader hears after Share position or Share game.
## The link was either copied, or on phones handed to the system's share sheet.

share-copied-game = Link to the game copied.
share-copied-position = Link to the position copied.
share-sheet-game = Link to the game passed to the share sheet.
share-sheet-position = Link to the position passed to the share sheet.

## Sharing (src/app/links.rs): what the screen reader hears after Share position or Share game.
## The link was either copied, or on phones handed to the system's share sheet.

share-copied-game = Link copied: it opens the whole game.
share-copied-position = Link copied: it opens this position.
share-sheet-game = Link to the game passed to the share sheet.
share-sheet-position = Link to the position passed to the share sheet.

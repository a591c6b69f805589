## The page before its wasm has started (index.html): a placeholder in the status line. Keep it
## about as long as a status such as "South (Player 1) to throw." and on one line on a 360 px phone:
## the page is laid out with it, and nothing should move when the real status replaces it.

loading-status = Setting up the board and pieces…

## embed.html before its wasm has started: shown where the board will be.

loading-board = Loading the board…

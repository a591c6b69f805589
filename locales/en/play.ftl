## Playing on the board: why a click or key did nothing, and what just happened.

play-browsing = You are looking at an earlier position: return to the game to play.
play-over = The game is over. Start a new game to play again.
play-throw-first = Throw first.
play-nothing-there = Nothing to move there: pick a piece with an outline.

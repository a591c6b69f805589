### The game page's fixed words (index.html: elements with data-l10n="key", or
### data-l10n-aria-label for an aria-label), and the language setting (src/web/l10n.rs).

page-title = Quintet — five board games
page-game = Game
page-new-game = New game
page-flip = Flip
page-flip-board = Flip the board
page-rules = Rules
# The Rules dialog when its texts could not be fetched.
page-rules-unavailable = The rules could not be loaded. Try again once you are online.
page-rules-close = Close the rules
page-close = Close
page-players = Players
page-cancel = Cancel
page-start = Start
page-board = Game board
page-keys = Keys: arrows move the cursor, Enter selects and plays, T throws, H shows a hint, 1–9 press the offered buttons (pass, end turn, decline…), U undoes, R redoes, F flips, P pauses the computer.
page-thinking = The computer is thinking…
page-throw = Throw
page-undo = Undo
page-redo = Redo
page-live = Back to the game
page-pause = Pause
page-ceremony = Opening ceremony
page-moves = Moves
page-replay = Replay
page-first = First position
page-back = Back one move
page-scrub = Position in the game
page-forward = Forward one move
page-last = Last position
page-play-here = Play from here
page-share = Share
page-share-position = Share position
page-share-game = Share game
page-share-link = Link to share
page-dice = Dice honesty
page-dice-throw = Throw
page-dice-seen = Seen
page-dice-expected = Expected
page-dice-empty = No throws yet.
page-show-targets = Show legal moves
page-coords = Show cell names
guide-offer = Or play a guided first game
page-undo-turns = Undo and redo whole turns
page-language = Language
page-download = Download to play offline
page-record = Record
# When the page itself fails to start; { $why } is the browser's own error text.
page-start-failed = The game could not start: { $why }

## The game page: what just happened, and why something did not.

page-seat-problems = { $n ->
    [one] This link asks for a player Quintet does not know, so a person plays that seat.
   *[other] This link asks for players Quintet does not know, so people play those seats.
} Details: { $problems }.
page-choose = Several moves fit that click: choose one.
page-played = { $who } played { $move }.
page-played-button = Played { $move }.
page-thrown = Thrown: { $value }.
page-nothing-moves = Threw { $value }: nothing can move with it.
page-undone = Move taken back.
page-redone = Move played again.
page-link-broken = This link does not hold a game that can be opened: part of it is missing or mistyped, perhaps cut off when it was copied. A new game has started instead. Details: { $error }
page-computer-played = { $who } (computer) played { $move }.
page-computer-failed = The computer could not move ({ $why }). Undo, or start a new game.
page-computer-turn = { $seat } is played by the computer: wait for its move.
page-paused = The computer is paused.
page-resumed = The computer plays on.
page-resumed-game = Resumed your game of { $game }.
# Opening a link (a friend's game, a position) while unfinished games are saved.
page-saved-kept = { $n ->
    [one] Your unfinished game of { $game } is still in Your games.
   *[other] Your { $n } unfinished games are still in Your games.
}
dialog-close = Close
page-computer-doing = { $doing ->
    [throw] { $seat } (computer) throws…
    [think] { $seat } (computer) is thinking…
   *[move] { $seat } (computer) moves…
}
page-resume = Resume
page-learn = Learn
page-learn-game = Learn this game
page-learn-new = New to this game? Learn it in a few minutes

## The game page: what just happened, and why something did not.

page-seat-problems = { $problems }. Those seats are played by people.
page-choose = Several moves fit that click: choose one.
page-played = { $who } played { $move }.
page-played-button = Played { $move }.
page-thrown = Thrown: { $value }.
page-nothing-moves = Threw { $value }: nothing can move with it.
page-undone = Move taken back.
page-redone = Move played again.
page-copied-game = Link copied: it opens the whole game.
page-copied-position = Link copied: it opens this position.
page-link-broken = This link could not be opened ({ $error }). A new game has started instead.
page-computer-played = { $who } (computer) played { $move }.
page-computer-failed = The computer could not move ({ $why }). Undo, or start a new game.
page-computer-turn = { $seat } is played by the computer: wait for its move.
page-paused = The computer is paused.
page-resumed = The computer plays on.
page-resumed-game = Resumed your game of { $game }.
dialog-close = Close
page-computer-doing = { $doing ->
    [throw] { $seat } (computer) throws…
    [think] { $seat } (computer) is thinking…
   *[move] { $seat } (computer) moves…
}
page-pause = Pause
page-resume = Resume

## Your games: the saved games list, and what happens when games cannot be saved.

saved-title = Your games
saved-open = Your games
saved-playing = Unfinished
saved-finished = Finished
saved-unreadable = Could not be read
saved-unreadable-note = These saved games could not be read. Their text is kept: copy it to keep it elsewhere, or delete it.
saved-none = No saved games yet: a game is saved as soon as a move is played.
saved-this-game = This game
saved-resume = Resume
saved-review = Review
saved-delete = Delete
saved-delete-sure = Delete for good?
saved-copy = Copy
saved-copied = Copied
saved-detail = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} · { $when }
# Who played a seat of a saved game: "South (person), North (computer, strong)".
saved-person = person
saved-just-now = just now
saved-minutes-ago = { $n ->
    [one] 1 minute ago
   *[other] { $n } minutes ago
}
saved-hours-ago = { $n ->
    [one] 1 hour ago
   *[other] { $n } hours ago
}
saved-days-ago = { $n ->
    [one] 1 day ago
   *[other] { $n } days ago
}
saved-cannot-save = This browser is not keeping your games: its storage is full or turned off. You can play on; to keep a game, use Share game and keep the link. Deleting finished games in Your games may make room.
saved-deleted = Game deleted.

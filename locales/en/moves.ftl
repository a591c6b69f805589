### Words on the buttons that choose between moves (src/app/moves.rs).

# An Arsisesi route that kicks tokens back: its actions in notation, then how many it kicks.
move-kicks = { $moves } (kicks { $kicks })

## The move list.

moves-threw = Threw { $value }

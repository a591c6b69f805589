### Names shared by every part of the app: seats, game ids, who plays a seat.

## Seats, by the name their game gives them (core::Game::seat_name).

seat-south = South
seat-west = West
seat-north = North
seat-east = East
seat-black = Black
seat-white = White

## Game ids: the names stay, the words around them are translated.

game-senet = { -senet }
game-seesaw = { -seesaw }
game-seesaw-4 = { -seesaw } (small)
game-arces = { -arces }
game-arces-3 = { -arces }, 3 players
game-arces-4 = { -arces }, 4 players
game-arsisesi-a = { -arsisesi } A: { -bridge }
game-arsisesi-b = { -arsisesi } B: Simple
game-arsisesi-c = { -arsisesi } C: Wide
game-zanstrekt = { -zanstrekt }
game-unknown = Unknown game
# The Rules dialog of a game id Quintet does not know.
rules-unknown-summary = There are no rules for this game.

## Who plays a seat (the new-game dialogue, the status line).

player-person = Person
player-easy = Computer (easy)
player-medium = Computer (medium)
player-strong = Computer (strong)
# { $value } as typed in the link's query, { $seat } the query's seat word (south, north, …).
player-unknown = '{ $value }' is not a player for { $seat } (person, easy, medium, strong, or perfect in Arsisesi B)

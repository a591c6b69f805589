### The rules of Arcēs in the Rules dialog (src/app/rules/arces.rs): the summary, then
### each section's heading, paragraphs and example caption. Ruling ids (SEN-3) and notation
### (12-15, e3) stay as they are.

rules-arces-title = { -arces }
rules-arces-summary = A siege game for 2 to 4 players on a board of 7 by 7 cells, without dice. Each player has five stones and a marble, which always rides on one of their own stones. Bring your marble to the centre cell, the Gold, or be the last player who still has a marble.

rules-arces-start = Start
rules-arces-start-1 = Each player's stones fill the middle five cells of their edge, with the marble on the middle one: South b1 to f1, North b7 to f7, West a2 to a6, East g2 to g6. Two players are South and North, three add West, four add East. Turns go South, West, North, East; South starts.

rules-arces-turn = A turn
rules-arces-turn-1 = Move one of your pieces one cell in any of the eight directions; you may not pass. A cell holds at most two pieces, and only the top one can move. A marble may only step onto a cell holding a single stone of your own, and never captures.

rules-arces-towers = Stones, Towers and Cages
rules-arces-towers-1 = A stone may step onto an empty cell, or onto your own lone stone to make a Tower. Onto a lone enemy stone, it captures it if it came off a Tower; otherwise it sits on top, making a Cage that holds the stone below. A stone coming off a Tower also captures the top stone of a two-stone cell when that stone is an enemy's. Any stone, from anywhere, captures an enemy marble: its owner is out. Other full cells are closed. Captured pieces leave the game.
rules-arces-towers-caption = The top stone of South's Tower on c3 captures the North stone on c4. The lone stone on e3 could only cage the stone on e4.

rules-arces-out = Players out
rules-arces-out-1 = A player whose marble is captured, or who cannot move, is out. The marble leaves the board, the stones stay as lifeless pieces, and the seat is skipped from then on.
rules-arces-out-caption = Three players. South's stone on c3 can take West's marble on b4. West would then be out, and South and North play on.

rules-arces-winning = Winning and draws
rules-arces-winning-1 = Your marble reaching the Gold, d4, on one of your stones, wins at once. So does being the last player with a marble. After 100 moves without a winner the game is drawn.
rules-arces-winning-caption = A South stone already stands on the Gold. The marble steps d3-d4 onto it and South wins.

rules-arces-rulings = Rulings used here
rules-arces-rulings-1 = ARC-1, ARC-3: the board size, the Gold and the starting cells are reconstructed; the original board picture is lost.
rules-arces-rulings-2 = ARC-6: a stone leaving a Tower always captures a lone enemy stone; it cannot choose to cage it. A stone that captures a marble takes its place, caging the stone below.
rules-arces-rulings-3 = ARC-8: a player with no move must pass and is out. Stones of a player who is out never move again, but can still be caged or captured.
rules-arces-rulings-4 = ARC-9: the count is of moves played; passes do not count, and a winning 100th move still wins.

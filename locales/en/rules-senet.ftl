### The rules of Senet in the Rules dialog (src/app/rules/senet.rs): the summary, then
### each section's heading, paragraphs and example caption. Ruling ids (SEN-3) and notation
### (12-15, e3) stay as they are.

rules-senet-title = { -senet }
rules-senet-summary = A race for two players, Black and White, with five pieces each on a board of 30 squares, moved by throws of four two-sided sticks. The first to run all five pieces past square 30 and off the board wins.

rules-senet-start = Board and start
rules-senet-start-1 = The squares run in an S: 1 to 10 along the top row from the left, 11 to 20 back along the middle row, 21 to 30 along the bottom row. White starts on 1, 3, 5, 7, 9 and Black on 2, 4, 6, 8, 10.
rules-senet-start-2 = To choose colours, the players take turns throwing until one throws a 1. That player takes Black, spends the 1 on moving the piece on 10 to 11, and throws again.

rules-senet-turn = A turn
rules-senet-turn-1 = The sticks give 1, 2, 3 or 4 for that many flat sides up, and 6 when none is; there is no 5. A 2 is the most common throw, 4 and 6 the rarest. Each throw moves one piece exactly that many squares. After a 1, 4 or 6 you throw again; after a 2 or 3 the turn passes.

rules-senet-attack = Moving and attacking
rules-senet-attack-1 = You may not land on your own piece. Landing on an enemy piece attacks it: the two pieces swap places. But a piece with a partner of its own colour on the next or previous square is protected and cannot be attacked.
rules-senet-attack-caption = Black has thrown 3. 12-15 attacks the lone White piece on 15, which swaps back to 12. 14-17 is not allowed, because 17 and 18 protect each other.

rules-senet-blocks = Blocks and backward moves
rules-senet-blocks-1 = Three or more pieces of one colour in a row form a block, which enemy pieces may neither land on nor pass, in either direction.
rules-senet-blocks-2 = If a throw allows no forward move, a piece must go back by the same number, under the same rules; an enemy piece it lands on swaps forward. If no move exists either way, you lose at once.
rules-senet-blocks-caption = Black has thrown 3. White's block stops 14 and 15, and 12 would land on Black's own piece, so Black must move back: 12-9 or 14-11.

rules-senet-squares = Special squares
rules-senet-squares-1 = Square 27 is the water. A piece that ends its move there goes to 15, or to the lowest-numbered empty square if 15 is taken. Passing over 27 is harmless.
rules-senet-squares-2 = Squares 26, 28 and 29 are safe: pieces there cannot be attacked and never have to move. If your only moves are by such pieces, you may pass instead.
rules-senet-squares-caption = Black threw 3 and moved 24-27 into the water; the piece went to 15.

rules-senet-winning = Bearing off and winning
rules-senet-winning-1 = Once you have no piece on 1 to 10, a throw that carries a piece past 30 takes it off; no exact throw is needed, but the way must not cross a block. A piece sent back into the top row stops bearing off until it leaves again.
rules-senet-winning-2 = The first to bear off all five wins, scoring 1 point per enemy piece on 21 to 30 and 3 per enemy piece on 1 to 20. There are no draws.
rules-senet-winning-caption = Black has thrown 4 and may play 29-off or 26-30, or pass, since both pieces stand on safe squares.

rules-senet-rulings = Rulings used here
rules-senet-rulings-1 = SEN-3: the game proper starts after the throw-off, with Black to throw.
rules-senet-rulings-2 = SEN-6: a pair protects even across a row end, as 10 and 11.
rules-senet-rulings-3 = SEN-9: pieces on 26, 28, 29 may stay: you may pass.
rules-senet-rulings-4 = SEN-10: a throw that no piece can use loses the game.
rules-senet-rulings-5 = SEN-11: when 15 is taken, the square the piece came from counts as empty.

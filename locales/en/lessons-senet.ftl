### The Senet course (lessons/senet.txt, docs/lessons.md): for each step its goal (one
### sentence, shown above the board), -done (what the step taught, once the goal is met) and
### -miss (why a legal move misses the goal). Square numbers stay as they are.

lesson-senet-throws = Press Throw, then move one of your black pieces as many squares as the sticks show.
lesson-senet-throws-done = Two flat sides up make 2. Pieces run along the S: 1 to 10, then 11 to 20 from right to left, then 21 to 30. A 2 or a 3 ends your turn.
lesson-senet-throws-miss = Move one piece exactly as many squares as the throw.
lesson-senet-again = You threw a 4, which earns another throw: bring a piece to square 19 this turn.
lesson-senet-again-done = A 1, a 4 or a 6 lets you throw again, so one turn can hold several moves.
lesson-senet-again-miss = Move the piece on 13 by 4, then throw again and go on to 19.
lesson-senet-attack = Attack the white piece on 16.
lesson-senet-attack-done = Landing on a lone enemy piece swaps the two: it goes back to the square you came from.
lesson-senet-attack-miss = Land exactly on 16: your piece on 13 is three squares away.
lesson-senet-pair = Two white pieces side by side protect each other: attack the lone one instead.
lesson-senet-pair-done = A piece with a friend on the square just before or after it cannot be attacked.
lesson-senet-pair-miss = The pair on 17 and 18 cannot be attacked; the piece on 20 stands alone.
lesson-senet-block = Three white pieces in a row block the way: bring a piece to 15.
lesson-senet-block-done = No piece may land on a block of three or pass over it, forward or backward.
lesson-senet-block-miss = Your piece on 14 cannot pass the block; the piece on 9 can move six squares.
lesson-senet-backward = No forward move is possible: move backward onto the white piece on 20.
lesson-senet-backward-done = When a throw has no forward move, it must be used backward; landing on a lone enemy swaps it forward.
lesson-senet-backward-miss = Going forward, your piece would land on the block; this throw must go backward.
lesson-senet-water = Square 27 is the water: bring a piece to 26 without falling in.
lesson-senet-water-done = A piece that ends on 27 is sent back to 15 (or the lowest empty square if 15 is taken).
lesson-senet-water-miss = A piece landing on 27 goes back to 15. The piece on 23 reaches 26 safely.
lesson-senet-safe = Your piece on 29 is safe and need not move: pass.
lesson-senet-safe-done = Pieces on 26, 28 and 29 cannot be attacked, and when only they could move you may pass.
lesson-senet-safe-miss = On 30 your piece would no longer be safe from the white piece on 26. Pass to stay on 29.
lesson-senet-first-row = You cannot bear off while a piece is in the first row: bring the piece on 8 out of it.
lesson-senet-first-row-done = Bearing off is only allowed once all your pieces have left squares 1 to 10.
lesson-senet-first-row-miss = Move the piece on 8 to 11; the piece on 28 must wait.
lesson-senet-bear-off = Bear the piece on 29 off the board.
lesson-senet-bear-off-done = A throw that carries a piece past 30 bears it off; no exact throw is needed.
lesson-senet-bear-off-miss = 29 and 2 go past 30: that move takes the piece off the board.
lesson-senet-win = Bear off your last piece to win.
lesson-senet-win-done = The first to bear off all five pieces wins, scoring 3 points for each enemy piece on 1 to 20 and 1 for each on 21 to 30.
lesson-senet-win-miss = Bear the piece off: a 3 from 28 takes it past 30.

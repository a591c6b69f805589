### The Seesaw course (lessons/seesaw.txt, docs/lessons.md): for each step its goal (one
### sentence, shown above the board), -done (what the step taught, once the goal is met) and
### -miss (why a legal move misses the goal). Cells (d3) and moves (d2xd3) stay as they are.

lesson-seesaw-step = Your stack has 1 piece, so it takes exactly 1 step, forward: move it up or diagonally up.
lesson-seesaw-step-done = A stack takes from 1 step up to as many steps as it has pieces. Stacks of odd size go forward, and no step may enter a cell with a stack.
lesson-seesaw-step-miss = This time move your 1-stack one step forward rather than placing a new one.
lesson-seesaw-two = A 2-stack moves backward, 1 or 2 steps: bring it down to d2.
lesson-seesaw-two-done = Stacks of even size move backward, odd sizes forward; each step may take any of the three directions.
lesson-seesaw-two-miss = Your 2-stack may take 2 steps: go all the way down to d2.
lesson-seesaw-place = Instead of moving, place a new tile with a 1-stack on it next to your tile.
lesson-seesaw-place-done = You may place on any empty cell next to one of your tiles. Each new tile lets you place further, and is a cell where your stacks can grow.
lesson-seesaw-place-miss = That moved your stack; to place, click an empty cell next to your tile.
lesson-seesaw-grow = A stack of odd size that ends its turn on an enemy tile grows: step onto North's tile on d6.
lesson-seesaw-grow-done = Your 1-stack ended on a North tile, so it gained a piece. Now a 2-stack, it moves backward, toward your tiles.
lesson-seesaw-grow-miss = Only a North tile makes a stack of odd size grow: step onto d6.
lesson-seesaw-home = A stack of even size grows on a tile of its own: bring your 2-stack back to d2.
lesson-seesaw-home-done = Even stacks grow at home and odd stacks among the enemy's tiles, so stacks seesaw up and down the board as they grow.
lesson-seesaw-home-miss = d3 has no tile of yours; two steps down, d2 has one.
lesson-seesaw-capture = If you can capture, you must, in any of the six directions: take the North stack on d3.
lesson-seesaw-capture-done = Capturing comes before moving or placing, even backward. The captured stack leaves the board; a tile under it would stay.
lesson-seesaw-capture-miss = You must capture the stack on d3.
lesson-seesaw-chain = Your 3-stack has steps to spare: capture both North stacks in one turn.
lesson-seesaw-chain-done = A capture costs the steps it takes; if another enemy is within the steps left, the stack must capture again.
lesson-seesaw-chain-miss = After one capture the other North stack is still within reach: take it too.
lesson-seesaw-leftover = Capture the stack on d3, then use your 2 steps left to reach North's tile on d5.
lesson-seesaw-leftover-done = When no enemy is within reach, the steps left may make one ordinary move, or end stops the turn. On d5 your stack grew.
lesson-seesaw-leftover-miss = You stopped with steps to spare: 2 of them carry your stack to the North tile on d5, where it grows.
lesson-seesaw-win = Take North's last stack to win.
lesson-seesaw-win-done = You win when your opponent has no stack left at the end of your turn.
lesson-seesaw-win-miss = Capture the stack on d5: it is North's last.

### The rules of Seesaw in the Rules dialog (src/app/rules/seesaw.rs): the summary, then
### each section's heading, paragraphs and example caption. Ruling ids (SEN-3) and notation
### (12-15, e3) stay as they are.

rules-seesaw-title = { -seesaw }
rules-seesaw-summary = A draughts-like battle for two players, South and North, on a board of hexagons with 5 cells to a side (4 on the small board). Each player builds stacks of pieces that stand on a growing field of tiles in their colour. There are no dice. You win by taking all of your opponent's stacks.

rules-seesaw-start = Start
rules-seesaw-start-1 = Each player starts with one tile and a 1-stack (a single piece) on it: South in the bottom corner, North in the top corner. South moves first.

rules-seesaw-turn = A turn
rules-seesaw-turn-1 = On your turn you either move one stack or place a new one. To place, put a tile of your colour on a cell that has no tile and no stack and touches one of your tiles, and stand a 1-stack on it.

rules-seesaw-moving = Moving
rules-seesaw-moving-1 = A stack takes 1 up to as many steps as it has pieces. Stacks of odd size step forward (for South straight up or diagonally up, for North downward), stacks of even size backward; each step may pick any of those three directions. A move may not enter a cell holding a stack, but tiles never get in the way. Only where the stack ends counts.

rules-seesaw-capturing = Capturing
rules-seesaw-capturing-1 = If any of your stacks can reach an enemy stack within its size, stepping in all six directions through cells without stacks, you must capture: choose any such capture. The enemy stack is removed and yours takes its cell. It costs the shortest way there; if steps are left and another enemy is within them, the stack must capture again. When none is, it may use the rest for one ordinary move, or stop.
rules-seesaw-capturing-caption = South must capture. After e4xe5 the 3-stack has 2 steps left and must also take f4, a step down that its ordinary moves could not make. It may then step forward once or stop.

rules-seesaw-promotion = Promotion
rules-seesaw-promotion-1 = At the end of your turn the stack that moved gains a piece if it ends with an odd size on an enemy tile, or with an even size on one of your own tiles. So stacks see-saw: forward to promote among the enemy's tiles, then back home to promote again.
rules-seesaw-promotion-caption = South's 2-stack moves backward. d5-d3 ends on a South tile, so it grows to a 3-stack, which will head forward again.

rules-seesaw-winning = Winning and draws
rules-seesaw-winning-1 = You win when, at the end of your turn, your opponent has no stacks left. A player who cannot act is skipped; if neither can, the game is drawn.

rules-seesaw-rulings = Rulings used here
rules-seesaw-rulings-1 = SEE-1: the hexagons have flat tops, so the board has a bottom and a top corner.
rules-seesaw-rulings-2 = SEE-5: the duty to capture comes before moving or placing, and any capture may be chosen.
rules-seesaw-rulings-3 = SEE-6: after the last capture of a chain, the leftover may be spent on one ordinary move, or the turn ends.
rules-seesaw-rulings-4 = SEE-7: a tile under a captured stack stays.
rules-seesaw-rulings-5 = SEE-9: only the stack that moved can promote, judged on its final cell; a newly placed stack never does.
rules-seesaw-rulings-6 = SEE-10: a player who cannot act is skipped and the opponent moves again (the original text does not say); if neither can act, the game is drawn.

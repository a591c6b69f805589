### The Arcēs course (lessons/arces.txt, docs/lessons.md): for each step its goal (one
### sentence, shown above the board), -done (what the step taught, once the goal is met) and
### -miss (why a legal move misses the goal). Cells (d4) stay as they are.

lesson-arces-move = Move one of your stones one cell, in any of the eight directions.
lesson-arces-move-done = Each turn you move one piece one cell, straight or diagonally, and you may not pass. Your marble rides on the stone on d1; the Gold is d4.
lesson-arces-move-miss = Move one stone by one cell.
lesson-arces-tower = Step one of your stones onto the other to make a Tower.
lesson-arces-tower-done = A stone on a stone of your own makes a Tower. Only the top stone moves, and a stone coming off a Tower captures.
lesson-arces-tower-miss = Step a stone onto your other lone stone: c2 onto d2, or d2 onto c2.
lesson-arces-cage = Step onto the lone North stone on e4 to cage it.
lesson-arces-cage-done = A lone stone stepping onto a lone enemy stone sits on top and cages it: the stone below cannot move while it is held.
lesson-arces-cage-miss = Step from e3 onto the North stone on e4.
lesson-arces-tower-capture = Capture the North stone on c4 with the top stone of your Tower.
lesson-arces-tower-capture-done = A stone coming off a Tower captures a lone enemy stone, which leaves the game. A lone stone, like the one on e3, could only cage.
lesson-arces-tower-capture-miss = Caging is not capturing: the top stone of your Tower on c3 takes the stone on c4 for good.
lesson-arces-freed = Your stone on c4 is caged: free it by capturing the North stone on top of it from your Tower.
lesson-arces-freed-done = A stone coming off a Tower captures an enemy stone on top of two, and the stone below is free again: here it makes a Tower with yours.
lesson-arces-freed-miss = Capture the North stone on c4 from your Tower on c3.
lesson-arces-closed = North's Tower on c4 is closed to your lone stone: cage the stone on d4 instead.
lesson-arces-closed-done = A cell holding two pieces is full: only a stone coming off a Tower may enter it, and only to capture an enemy stone on top.
lesson-arces-closed-miss = Step from c3 onto the North stone on d4.
lesson-arces-marble = Your marble may only step onto a lone stone of your own: move it onto d3.
lesson-arces-marble-done = The marble always rides on one of your stones and never captures, so it needs your stones to move on.
lesson-arces-marble-miss = Move the marble from d2 onto your stone on d3.
lesson-arces-gold = Bring your marble onto the Gold, d4, where your stone stands, to win.
lesson-arces-gold-done = A marble reaching the Gold on one of your stones wins at once.
lesson-arces-gold-miss = Move the marble from d3 onto your stone on d4, the Gold.
lesson-arces-take-marble = Any stone captures an enemy marble: take North's marble on d6.
lesson-arces-take-marble-done = A player whose marble is captured is out, and the last player with a marble wins.
lesson-arces-take-marble-miss = Your stone on d5 can step onto North's marble on d6.
lesson-arces-three = Three players: take West's marble on b4.
lesson-arces-three-done = West is out: its stones stay on the board without moving, and the turns now go South, North.
lesson-arces-three-miss = Your stone on c3 can step onto West's marble on b4.
lesson-arces-four = Four players, and you play East, who has no move at all: pass.
lesson-arces-four-done = A player who cannot move must pass and is out, as if the marble had been taken. After 100 moves without a winner the game is drawn.
lesson-arces-four-miss = East has no move but pass.

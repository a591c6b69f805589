### The Žanstrekt course (lessons/zanstrekt.txt, docs/lessons.md): for each step its goal (one
### sentence, shown above the board), -done (what the step taught, once the goal is met) and
### -miss (why a legal move misses the goal). Cells (i1) and moves (a2xa3) stay as they are.

lesson-zanstrekt-enter = Throw, then enter a piece on your Žan, i1.
lesson-zanstrekt-enter-done = Any throw from 1 to 5 can enter a piece on your Žan, using the whole throw; a 0 does nothing.
lesson-zanstrekt-enter-miss = Enter a piece from your pool onto i1.
lesson-zanstrekt-move = Move your piece from i1 exactly 4 cells along its lap: up, then left.
lesson-zanstrekt-move-done = Pieces run counter-clockwise round the edge: South from i1 up to i3, left to a3, down and back right to i1. While your own piece stands on your Žan, you cannot enter another.
lesson-zanstrekt-move-miss = Count 4 cells: i2, i3, h3, g3.
lesson-zanstrekt-capture = Jump over both North pieces and land on c3.
lesson-zanstrekt-capture-done = Every enemy piece you land on or jump over goes back to its pool: one move may capture several.
lesson-zanstrekt-capture-miss = The piece on i1 stops on h3, short of your own piece on g3, and loses the rest of the throw. Move g3 instead.
lesson-zanstrekt-blocked = Your own piece on h3 stops the piece from i1 short: let it stop on your fate cell, i3.
lesson-zanstrekt-blocked-done = A move that meets your own piece stops on the cell before it and loses the rest of the throw; ending on your own fate cell still earns another throw.
lesson-zanstrekt-blocked-miss = The piece from i1 stops on i3, your fate cell, which earns another throw.
lesson-zanstrekt-bridge = Land exactly on your Oþent, e3, with the whole throw.
lesson-zanstrekt-bridge-done = A piece ending on an Oþent with its whole throw is committed: your next throw that is not 0 must carry it over the bridge.
lesson-zanstrekt-bridge-miss = Move g3 by 2 onto e3, your Oþent.
lesson-zanstrekt-cross = Your piece on e3 is committed: throw, then cross the bridge.
lesson-zanstrekt-cross-done = From your own Oþent the crossing goes e3, e2, e1 and on along the lap, 10 cells ahead. From North's Oþent it would set you 10 back.
lesson-zanstrekt-cross-miss = Only the committed piece may move: cross from e3.
lesson-zanstrekt-castle = Bring a piece into your castle, a2.
lesson-zanstrekt-castle-done = A piece entering its own castle stops there, whatever is left of the throw.
lesson-zanstrekt-castle-miss = The piece on c3 reaches your castle, a2, and stops there.
lesson-zanstrekt-ambush = North has just entered on a3, above your castle piece: ambush it instead of throwing.
lesson-zanstrekt-ambush-done = The ambush is your whole turn. Your piece now stands on North's Žan, where a North piece entering would capture it: move it on soon.
lesson-zanstrekt-ambush-miss = Throwing gives the ambush up; play a2xa3 instead.
lesson-zanstrekt-fate = Land on your fate cell, i3, to earn another throw.
lesson-zanstrekt-fate-done = Landing on your own fate cell earns another throw, for any of your pieces.
lesson-zanstrekt-fate-miss = The piece on i1 reaches i3 with this 2.
lesson-zanstrekt-enemy-fate = a1 is North's fate cell: move without landing on it.
lesson-zanstrekt-enemy-fate-done = A piece landing on the opponent's fate cell goes back to its pool.
lesson-zanstrekt-enemy-fate-miss = From a1 your piece would go back to your pool; move g3 to f3 instead.
lesson-zanstrekt-exit = Take the piece on h1 off the board.
lesson-zanstrekt-exit-done = A piece goes off with the exact throw that carries it one cell past its Žan; a larger throw cannot move it.
lesson-zanstrekt-exit-miss = From h1 a 2 carries the piece exactly off the board.
lesson-zanstrekt-win = Take your sixth piece off to win.
lesson-zanstrekt-win-done = The first to take all six pieces off wins.
lesson-zanstrekt-win-miss = Take the piece on h1 off.

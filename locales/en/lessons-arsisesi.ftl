### The Arsisesi course (lessons/arsisesi.txt, docs/lessons.md): for each step its goal (one
### sentence, shown above the board), -done (what the step taught, once the goal is met) and
### -miss (why a legal move misses the goal). Ranks (4), cells (c3) and moves stay as they are.

lesson-arsisesi-points = Roll the die, then share the points: one token to rank 2 and another to rank 1.
lesson-arsisesi-points-done = Each point moves a token one space, and you may share the points among your tokens in any order, or end the turn early. Types A and B play on the Bridge alone.
lesson-arsisesi-points-miss = Spend the 3 points on two tokens: 2 for one of them and 1 for the other.
lesson-arsisesi-jump = Jump over the North token on 3 to reach 4.
lesson-arsisesi-jump-done = A jump takes a token over exactly one token of either colour onto the empty space behind it, for one point.
lesson-arsisesi-jump-miss = Use your point to jump from 2 over the token on 3 to 4.
lesson-arsisesi-kick = Jump out over the North token on 1, then kick back onto it.
lesson-arsisesi-kick-done = A kick steps toward your own Home onto an enemy token, which goes back to its Home to start over. A token leaving its own Home jumps first, then kicks back: 2 points.
lesson-arsisesi-kick-miss = Jump from your Home over the token on 1 to 2, then step back onto it.
lesson-arsisesi-there = Bring your token on 7 into North's Home.
lesson-arsisesi-there-done = In Type A a token that reaches the opponent's Home turns round and waits there, safe from kicks, until you send it back.
lesson-arsisesi-there-miss = Use your point to step from 7 into North's Home.
lesson-arsisesi-back = Send your token back from North's Home, kicking the North token on 7 as it leaves.
lesson-arsisesi-back-done = A token on its way back kicks by walking straight into an enemy token, even as it leaves the opponent's Home.
lesson-arsisesi-back-miss = Jumping over the token on 7 leaves it be; step onto it to kick it home.
lesson-arsisesi-lock = The North token on 5 could jump your token on 4 and kick it: close up behind it.
lesson-arsisesi-lock-done = Two tokens side by side cannot be jumped, so neither can be kicked. When both sides hold such pairs face to face, the Bridge locks and the game is drawn.
lesson-arsisesi-lock-miss = Your token on 4 is left alone with an empty space behind it, where North can jump and kick back. Move 2 to 3.
lesson-arsisesi-win = Your last token is on its way back: bring it home to win.
lesson-arsisesi-win-done = A token back in its own Home is cleared; clearing all five wins.
lesson-arsisesi-win-miss = Step from 1 into your Home.
lesson-arsisesi-simple = Type B: bring your token into North's Home, then spend the 2 points left on a new token.
lesson-arsisesi-simple-done = In Type B each player has one token at most on the Bridge, a token reaching the opponent's Home is cleared at once, and points left over bring a new token out.
lesson-arsisesi-simple-miss = Step into North's Home first, then bring a new token out to rank 2.
lesson-arsisesi-wide = Type C: kick the North token on c3 sideways.
lesson-arsisesi-wide-done = In Type C tokens enter any of the five lanes and may step sideways; a sideways step onto an enemy kicks it, a forward step never does.
lesson-arsisesi-wide-miss = Step sideways from b3 onto c3; the token on d4 may only jump the one on d5.

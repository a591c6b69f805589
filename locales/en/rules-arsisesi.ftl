### The rules of Arsisesi in the Rules dialog (src/app/rules/arsisesi.rs): the summary, then
### each section's heading, paragraphs and example caption. Ruling ids (SEN-3) and notation
### (12-15, e3) stay as they are.

rules-arsisesi-title = { -arsisesi }
rules-arsisesi-summary = A race for two players, South and North, with five tokens each and one six-sided die. Tokens cross the board to the opponent's Home and, in the standard game, back again. There are three types: A (the standard game, on the Bridge), B (Simple) and C (Wide).

rules-arsisesi-start = Board and start
rules-arsisesi-start-1 = Five lanes of 7 spaces lie between the two Homes; the middle lane is the Bridge. Types A and B use only the Bridge, Type C all five lanes. All tokens start in their owner's Home. Each player rolls the die: the higher roll plays South and starts; a tie is rolled again.

rules-arsisesi-turn = A turn
rules-arsisesi-turn-1 = Roll the die for that many movement points. Each action costs 1 point, and you may share them among your tokens in any order and stop whenever you like. A step moves a token one space on its way, onto an empty space, or into the Home it is heading for. A jump takes a token over exactly one token of either colour onto the empty space behind it, or into its target Home.

rules-arsisesi-kicking = Kicking
rules-arsisesi-kicking-1 = A kick is a step toward your own Home onto an enemy token next to yours. The enemy token goes back to its Home and must start over. A token on its way out thus kicks backward, onto an enemy just behind it (often one it has just jumped); a token on its way back kicks by walking straight into one. Tokens inside a Home are safe: they never block and cannot be jumped or kicked.
rules-arsisesi-kicking-caption = With 2 points South jumps from Home over the North token on 1 (S-2), then kicks back onto it (2-1), sending it home.

rules-arsisesi-type-a = Type A: there and back
rules-arsisesi-type-a-1 = A token reaching the opponent's Home turns round and may wait there safely as long as you like. Later, even with points left in the same turn, it heads back; reaching its own Home clears it.
rules-arsisesi-type-a-caption = South's token on 5 is on its way back, so with 1 point it steps straight onto North's token on 4 (5-4) and kicks it.

rules-arsisesi-types-b-c = Types B and C
rules-arsisesi-types-b-c-1 = Type B: only one token of each player may be on the Bridge at a time. A token reaching the opponent's Home is cleared at once, and leftover points may bring a new token on.
rules-arsisesi-types-b-c-2 = Type C: a token enters the first space of any lane, or jumps an occupied first space. It may also step sideways to the next lane at the same rank, and a sideways step onto an enemy token is a kick. Sideways and diagonal jumps are not allowed. Tokens are cleared as in Type B.
rules-arsisesi-types-b-c-caption = Type C, 1 point. b3-c3 kicks sideways. The token on d4 may not kick forward onto d5, but may jump it to d6.

rules-arsisesi-winning = Winning and draws
rules-arsisesi-winning-1 = The first to clear all five tokens wins. If neither player could do anything with any roll, the game is drawn.
rules-arsisesi-winning-2 = In Type A the Bridge can lock: two tokens side by side facing two enemy tokens side by side can never pass each other, since a jump clears only one token and neither side has an enemy behind it to kick. Once the spaces behind them fill up, nobody can move and the game is drawn. A lone token can be jumped and kicked, so play for a win by keeping your tokens apart.
rules-arsisesi-winning-caption = Locked: South's tokens on 3 and 4 face North's on 5 and 6. No roll will ever let a token pass, so the game will be drawn.

rules-arsisesi-rulings = Rulings used here
rules-arsisesi-rulings-1 = ARS-1: lanes have 7 spaces; the original board page is lost.
rules-arsisesi-rulings-2 = ARS-2: when no action is possible, the rest of the turn is lost.
rules-arsisesi-rulings-3 = ARS-5: a token leaving from inside the opponent's Home may kick at once. A token leaving its own Home never kicks: it must jump, then kick back, for 2 points.
rules-arsisesi-rulings-4 = ARS-4, ARS-5: a token on its way back that meets an enemy may kick it or jump it.
rules-arsisesi-rulings-5 = ARS-6: any number of tokens may wait in the opponent's Home.
rules-arsisesi-rulings-6 = ARS-10: a position where no roll would let either player act is a draw.

rules-arsisesi-computer-3 = Type B is small enough to be solved exactly: every position's chance of winning under perfect play is known. There the computer has a fourth level, Perfect, which always plays a move with the best chance, and hints, win chances and reviews give exact figures.

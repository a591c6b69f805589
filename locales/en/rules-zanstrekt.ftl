### The rules of Žanstrekt in the Rules dialog (src/app/rules/zanstrekt.rs): the summary, then
### each section's heading, paragraphs and example caption. Ruling ids (SEN-3) and notation
### (12-15, e3) stay as they are.

rules-zanstrekt-title = { -zanstrekt }
rules-zanstrekt-summary = A race for two players, South and North, with six pieces each and a die read as 0 to 5 (6 counts as 0). Each piece enters at its owner's Žan, runs once round the edge of a 9 by 3 board and goes off; the first to bring all six off wins.

rules-zanstrekt-start = Board and start
rules-zanstrekt-start-1 = Pieces run counter-clockwise round the 20 edge cells: South from its Žan i1 up to i3, left to a3, down to a1 and right back to i1; North likewise from its Žan a3, via a1, i1 and i3. The centre cell e2 is the bridge; the other middle cells are unused.
rules-zanstrekt-start-2 = Each player has three special cells: an Oþent (South e3, North e1), a castle (South a2, North i2) and a fate cell (South i3, North a1). Pieces start in a pool off the board; the first player is chosen at random.

rules-zanstrekt-turn = A turn
rules-zanstrekt-turn-1 = Throw the die. On 0 nothing happens. On 1 to 5 you must, if you can, enter a piece from your pool onto your Žan (using the whole throw; not while your own piece is there), move one piece exactly that many cells, or take one off. Going off needs the exact throw that carries a piece one cell past its Žan after a full lap; a larger throw cannot move it.

rules-zanstrekt-captures = Captures
rules-zanstrekt-captures-1 = Every enemy piece you land on (entering too) or jump over goes back to its owner's pool, so one move may take several. You may not pass or land on your own piece: the move stops on the cell before it and the rest of the throw is lost.
rules-zanstrekt-captures-caption = South has thrown 4: g3-c3 sends both North pieces it passes back to the pool. The piece on i1 would stop on h3, short of South's own piece.

rules-zanstrekt-bridge = The bridge
rules-zanstrekt-bridge-1 = A piece that ends a move on an Oþent with its full throw is committed: your next throw that is not 0 must carry it over the bridge, from that Oþent to e2, to the other Oþent and on along the lap. From your own Oþent this skips 10 cells; from your opponent's it sets you 10 back. A 1 leaves it on e2, still committed.
rules-zanstrekt-bridge-caption = South's piece on e3 is committed and South has thrown 3, so it must cross: e3, e2, e1 and on to f1.

rules-zanstrekt-castle = Castle and fate
rules-zanstrekt-castle-1 = A piece entering its own castle stops there. If in your opponent's last turn an enemy piece ended a move, or was entered, on the cell just above or below your castle piece, you may move onto it and capture instead of throwing; that is your whole turn.
rules-zanstrekt-castle-2 = Landing on your own fate cell earns another throw, for any piece. Landing on your opponent's fate cell sends your piece back to your pool.
rules-zanstrekt-castle-caption = North has just entered a piece on a3, right above South's castle piece on a2. Instead of throwing, South may play a2xa3 and capture it.

rules-zanstrekt-winning = Winning
rules-zanstrekt-winning-1 = The first to take all six pieces off wins. There are no draws.

rules-zanstrekt-rulings = Rulings used here
rules-zanstrekt-rulings-1 = ZAN-1, ZAN-2: the board layout and special cells are reconstructed; the original picture is lost.
rules-zanstrekt-rulings-2 = ZAN-8: a move cut short, an entry or an ambush never commits a piece, and a crossing never commits it again. While you have a committed piece, an Oþent is a plain cell for your other pieces.
rules-zanstrekt-rulings-3 = ZAN-9: with this layout, only a piece on its owner's Žan (a3 or i1) can be ambushed.
rules-zanstrekt-rulings-4 = ZAN-10: a move that ends on a fate cell counts even if it was cut short.

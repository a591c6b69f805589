### The guided first game (src/app/guide.rs): the reason beside each hint, and the tips shown the
### first time something happens. Fetched with the rules texts, when a guided game starts.
### $cell is a cell as moves name it; $game is the game's family (senet, seesaw, arces,
### arsisesi, zanstrekt); $piece is stack, token or piece.

guide-why-capture = Why: it { $game ->
    [senet] attacks the piece on { $cell }, which swaps back to where yours stood
    [arces] lands on the enemy { -stone } on { $cell }, which can no longer move
    [arsisesi] kicks the { -token } on { $cell } back to its { -home }
    [seesaw] captures the enemy { -stack } on { $cell }
   *[other] takes the piece on { $cell } back to its { -pool }
}.
guide-why-ambush = Why: the ambush from your { -castle } takes the piece on { $cell } without a throw.
guide-why-off = Why: it takes a { $piece ->
    [token] { -token }
   *[piece] piece
} off the board, one fewer to bring home.
guide-why-enter = Why: it brings a new { $piece ->
    [token] { -token }
    [stack] { -stack }
   *[piece] piece
} into play on { $cell }.
guide-why-place-safe = Why: it adds a { -stack } on { $cell } where no enemy { -stack } can reach it next turn.
guide-why-place = Why: it adds a { -stack } on { $cell }: one more { -stack } is material gained.
guide-why-safe = Why: it ends on { $cell }, where no reply can take it.
guide-why-fate-own = Why: it lands on your own { -gethreln } on { $cell }, which earns another throw.
guide-why-gold = Why: your { -marble } steps to { $cell }, nearer the { -gold } in the middle, which wins.
guide-why-best = Why: of all the moves, it leaves you the best chance of winning.

guide-tip-ambush = First ambush: a piece standing above or below a { -castle } with a piece in it, on { $cell }, may be taken instead of throwing. Keep clear of the enemy's { -castle }.
guide-tip-chain = First chain capture, on { $cell }: a { -stack } that captures with steps left over must capture again if it can, else it may move on with what is left, or stop.
guide-tip-cage = First { -cage }, on { $cell }: a { -stone } moved onto a lone enemy { -stone } sits on it, and the { -stone } below cannot move until it is freed; from a { -tower } it captures instead.
guide-tip-kick = First kick, on { $cell }: a { -token } stepping back toward its own { -home } onto an enemy { -token } sends it home, all its progress lost.
guide-tip-fate = A piece landed on a { -gethreln }, { $cell }: on its owner's it earns another throw, on the opponent's it goes back to the { -pool }.
guide-tip-attack = First attack, on { $cell }: a piece landing on a lone enemy piece swaps places with it; two side by side protect each other.

## Why a move is refused: one sentence naming the rule (src/games/refusal.rs, src/app/refusal.rs).
## $cell, $to and $castle are cells as moves name them (Homes and pools in words); $owner,
## $mover, $seat and $top are seats; $throw, $size, $steps, $left, $cost, $points and $need are
## numbers.

refusal-no-piece = There is no { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] piece
} of yours to move from { $cell }.
refusal-not-yours = The { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] piece
} on { $cell } is { $owner }'s, and { $mover } is to move.
refusal-senet-throw = A throw of { $throw } moves a piece { $throw ->
    [1] 1 square
   *[other] { $throw } squares
}.
refusal-senet-forward = A piece moves back only when no piece can move forward with this { $throw }.
refusal-senet-own = A piece cannot land on a piece of its own.
refusal-senet-pair = The { $owner } piece on { $cell } is protected: another { $owner } piece stands next to it.
refusal-senet-safe = The { $owner } piece on { $cell } is safe: no piece is attacked on 26, 28 or 29.
refusal-senet-block = { $owner } holds three squares in a row at { $cell }: no piece passes or lands on such a block.
refusal-senet-row-one = No piece bears off while { $seat } still has a piece on squares 1 to 10.
refusal-senet-below-one = A throw of { $throw } would take this piece back below square 1.
refusal-senet-pass = You may pass only when every piece that can move stands on 26, 28 or 29.
refusal-seesaw-capture = Capturing comes first: the { -stack } on { $cell } can capture, so a capture must be played.
refusal-seesaw-chain = Only the { -stack } that has just captured, on { $cell }, plays on this turn.
refusal-seesaw-steps = A { -stack } of { $size } moves { $size ->
    [1] exactly 1 cell
   *[other] 1 to { $size } cells
}.
refusal-seesaw-left = After its capture the { -stack } has { $left ->
    [1] 1 step
   *[other] { $left } steps
} left to move.
refusal-seesaw-direction = A { -stack } of { $size } moves only { $way ->
    [forward] forward, away from its own side
   *[other] backward, toward its own side
}: odd stacks move forward, even stacks backward.
refusal-seesaw-blocked = A { -stack } moves only through and onto cells free of stacks, and a { -stack } is in the way.
refusal-seesaw-reach = The { -stack } on { $cell } is { $steps } steps away, and this { -stack } captures within { $size }.
refusal-seesaw-place-next = A new { -stack } goes only on a cell next to one of your tiles.
refusal-seesaw-place-free = A new { -stack } goes only on a cell with no { -tile } and no { -stack }.
refusal-seesaw-end = A turn ends early only after a capture, leaving its steps unused.
refusal-arces-caged = This { -stone } is caged: a { $top } { -stone } stands on it.
refusal-arces-one-cell = A piece moves exactly one cell, in any of the eight directions.
refusal-arces-marble = A { -marble } steps only onto a lone { -stone } of its own.
refusal-arces-full = A cell holds at most two pieces.
refusal-arces-tower = Only a { -stone } leaving a { -tower } can take a { -stone } that stands on another.
refusal-arces-pass = You may pass only when you have no move; passing puts you out of the game.
refusal-arsisesi-points = That costs { $cost } movement points, and { $points } { $points ->
    [1] is
   *[other] are
} left.
refusal-arsisesi-back = A { -token } steps back toward its own { -home } only to kick an opponent's { -token }.
refusal-arsisesi-own = A { -token } cannot land on a { -token } of its own.
refusal-arsisesi-one = In Simple each player has one { -token } on the field at a time.
refusal-arsisesi-sideways = A { -token } changes lane only by one step sideways, never diagonally.
refusal-arsisesi-move = A { -token } steps one space toward the { -home } it heads for, or jumps one { -token }, for 1 point each.
refusal-zan-throw = A throw of { $throw } moves a piece exactly { $throw } cells along its lap: { $to ->
    [off] this one leaves the board.
   *[other] this one goes to { $to }.
}
refusal-zan-own = A piece stops on the cell before a piece of its own: this one goes no further than { $to }.
refusal-zan-castle = A piece that enters its own { -castle } stops there, on { $to }.
refusal-zan-exit = A piece leaves the board only with the exact throw: this one needs a { $need }, not a { $throw }.
refusal-zan-committed = The piece on { $cell } is committed: it must cross the { -zan-bridge } with this throw.
refusal-zan-enter = A piece enters only onto your { -zan }, { $cell }, and not while a piece of yours stands there.
refusal-zan-ambush-first = Before you throw you may ambush from your { -castle } on { $castle }: ambush, or decline and throw.
refusal-zan-ambush = An ambush goes from your { -castle } on { $castle } onto an opponent piece that has just stopped right above or below it.

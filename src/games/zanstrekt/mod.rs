//! Žanstrekt, the Game of Beginning and Ending: a race round a 9×3 board with a bridge, castles
//! and fate squares.
//!
//! Source: the original rule text (`docs/rulings.md`, "Sources"; its board picture is lost).
//!
//! Rulings applied (`docs/rulings.md`):
//! - ZAN-1 board \[reconstructed\]: 9×3, files a–i, ranks 1–3 from South; South's lap runs
//!   counter-clockwise round the 20 outer cells from its Žan i1 (index 0) to h1 (19), back to i1
//!   (20) and off (21); North's is the same rotated by 180° (Žan a3). The bridge is e2; b2–d2 and
//!   f2–h2 are unused. Kept as data in [`board`].
//! - ZAN-2 special squares \[reconstructed\], also in [`board`]: Oþent South e3 / North e1, Fetneš
//!   (castle) a2 / i2, Geþreln (fate) i3 / a1.
//! - ZAN-3 die: d6 read as 0–5, each value weight 1 (`d0`…`d5`). The first player is chosen at
//!   random outside the position, which always starts with South.
//! - ZAN-4 turn: on 0 nothing happens; on 1–5 exactly one of enter (`+`, not while one's own piece
//!   stands on the Žan), move, or exit; compulsory. A 0 or a throw nothing can use passes the turn
//!   by itself (no token).
//! - ZAN-5 exit on the exact throw (lap index + throw = 21); a larger throw cannot move that piece.
//! - ZAN-6 every opponent piece landed on or jumped over returns to its pool, on entering too.
//! - ZAN-7 a move stops on the cell before one's own piece and must advance at least one cell.
//! - ZAN-8 Oþent: a plain move ending on an Oþent with the full throw commits the piece (unless its
//!   owner already has a committed piece); the owner's next non-zero throw must carry it across
//!   Oþent → e2 → the other Oþent → on along its lap. A throw of 1 leaves it on e2, still committed.
//! - ZAN-9 Fetneš: a piece entering its own castle stops there; the ambush is offered at the start
//!   of the castle owner's turn and taken instead of throwing (`a2xa3`), or declined (`throw`).
//! - ZAN-10 Geþreln: landing on one's own fate square earns another throw; landing on the
//!   opponent's removes the piece to its pool after its captures.
//! - ZAN-11 the first to exit all six pieces wins (1 point).
//!
//! Decisions the rulings leave open (our reading):
//! - ZAN-8, a barred crossing: the only crossing that can be barred is from e2 onto an Oþent held by
//!   one's own piece (ZAN-7 leaves no cell to advance to). The throw then falls back to ZAN-4 (any
//!   other piece may use it, or it passes) and the piece stays committed on the bridge. Wasting
//!   the throw instead could leave a player stuck for good behind their own piece.
//! - ZAN-8, "full throw": a move cut short by one's own piece (ZAN-7) or by one's own castle
//!   (ZAN-9) does not commit. Entering never commits; an ambush never commits (it is no throw).
//! - ZAN-8, committed pieces move only by crossing, and pieces on e2 are always committed.
//! - ZAN-5 first: a throw past the exit leaves the piece where it is even when ZAN-7 would have
//!   stopped it earlier; an exit path blocked by one's own piece stops before it (`g1-h1`).
//! - ZAN-9, "the opponent's last turn" is the whole turn including extra throws (ZAN-10): a piece
//!   that ended a move or was entered beside the castle at any point of it, and still stands there
//!   when the turn passes, can be ambushed; the castle must be held throughout (it cannot be
//!   re-taken during the opponent's turn, so holding it when the turn passes is the same thing).
//!   Mid-turn, the position would carry these cells as `*` flags with the mover to act (`n*a3`):
//!   the cell tells whose castle it concerns, so this reads the notation's flag without new
//!   syntax. With the reconstructed layout it never happens: a player's fate square lies beyond
//!   the opponent's castle, so whenever a player earns an extra throw the opponent's castle is
//!   empty, and ambushes are only ever open at the start of the castle owner's turn (a test
//!   checks this over random games). For the same reason only the Žans a3 and i1 are ever
//!   ambushed, never the fate squares a1 and i3.
//! - ZAN-9, an ambush is no throw: it never commits its piece (ZAN-8); ZAN-10 applies to it, and
//!   an extra throw it earned would continue the turn.
//! - ZAN-10, "landing" is any move ending on the square, cut short or not (the seed asks for the
//!   natural throw only on the Oþent). The extra throw belongs to the same turn: the same seat is to
//!   throw (`s`), and its commitment (ZAN-8) binds that throw too.
//! - ZAN-11: a finished position keeps the loser as the seat to act (the winner's last exit always
//!   passes the turn) and carries no throw and no ambush flags.
//!
//! Parameters: none.

pub mod board;
mod facts;
mod movegen;
mod notation;
mod rules;
#[cfg(test)]
mod tests;
mod turn;
pub mod view;
// Facts for screen-reader descriptions (`games::places`).
mod places;
// Why a move is refused (`games::refusal`).
mod refusal;

pub use board::Cell;
pub use rules::{Commitment, Throw, ZanAction, Zanstrekt};

//! Senet, the race game of ancient Egypt, in the modern "souvenir set" ruleset.
//!
//! Source: the original rule text (`docs/rulings.md`, "Sources"; derived from Jéquier; not
//! Kendall's ruleset).
//!
//! Rulings applied (`docs/rulings.md`):
//! - SEN-1 board: 30 squares in an S: 1–10 left to right (top), 11–20 right to left, 21–30 left to
//!   right (bottom); marked squares 15, 26, 27, 28, 29, 30 ([`view`]).
//! - SEN-2 sticks: four two-sided sticks, throws 1, 2, 3, 4, 6 with weights 4, 6, 4, 1, 1 (of 16).
//! - SEN-3 start and colour ceremony ([`ceremony`]): the position proper starts after 10→11.
//! - SEN-4 throws: one piece moves exactly the throw; 1, 4 and 6 throw again, 2 and 3 pass the turn.
//! - SEN-5 attack (swap), SEN-6 protection (26, 28, 29 and pairs), SEN-7 blocks of three or more.
//! - SEN-8 backward moves when no forward move exists, SEN-9 `pass` when only safe-square pieces
//!   could move, SEN-10 a throw with no move loses, SEN-11 water, SEN-12 bearing off, SEN-13 scoring.
//!
//! Decisions the rulings leave open (our reading of the seed text):
//! - SEN-11: "the lowest-numbered empty square" is looked up after the move, with the mover's origin
//!   already vacated and any swap done. Square 27 is therefore always empty between moves.
//! - SEN-10: the loss is part of the position: a pending throw that no piece can use is a finished
//!   game, lost by the side to move.
//! - SEN-9 also covers forced backward moves: when every legal move (forward, or backward under
//!   SEN-8) is by a piece on 26, 28 or 29, `pass` is offered as well.
//! - SEN-12: a bearing-off move "crosses" the squares after its piece up to 30; an opponent block
//!   among them bars it, as SEN-7 bars any other passage.
//!
//! Seats: Black is South (moves first in every position), White is North.
//! Parameters: none.

pub mod ceremony;
mod facts;
mod notation;
mod rules;
#[cfg(test)]
mod tests;
pub mod view;
// Facts for screen-reader descriptions (`games::places`).
mod places;
// Why a move is refused (`games::refusal`).
mod refusal;

pub use rules::{Senet, SenetAction, Throw, PIECES, SQUARES};

//! Seesaw, a draughts-like elimination game of stacks that seesaw up and down a hexhex board.
//!
//! Source: Alek Erickson and Michael Amundsen's rules, 2021 (docs/rulings.md, Sources), with the
//! designers' announcement that the seats are South and North, South's forward directions the
//! three upward ones.
//!
//! Rulings applied (`docs/rulings.md`):
//! - SEE-1 board: hexhex of side 4 (37 cells, `seesaw-4`) or 5 (61 cells, `seesaw`), flat-topped,
//!   axial (q, r); up = N, NE, NW, down = S, SE, SW ([`board`], [`view`]).
//! - SEE-2 start: a tile and a 1-stack on each seat's corner, South at the bottom, South first.
//! - SEE-3 directions: odd stacks move in their owner's forward directions, even stacks in the
//!   other three, any of the three at each step.
//! - SEE-4 non-capturing moves: 1 up to size steps, never entering a cell with a stack.
//! - SEE-5 capture duty: if any own stack reaches an enemy stack within its size through
//!   stack-free cells in all six directions, the turn must be a capture (any of them), costing
//!   the shortest such distance.
//! - SEE-6 chains: with steps left the capturer must capture again while an enemy is within
//!   range, then may make one non-capturing move of 1 up to the leftover, or `end`.
//! - SEE-7 the captured stack is removed, the capturer takes its cell, a tile there stays.
//! - SEE-8 placing a tile and a 1-stack next to an own tile, on a cell with no stack or tile.
//! - SEE-9 promotion of the moved stack only, at the end of the turn, on its final cell.
//! - SEE-10 the win at the end of a turn that leaves the opponent no stacks; a seat with no legal
//!   action is skipped; a draw when neither seat has one.
//!
//! Decisions the rulings leave open:
//! - Skipped seats: the turn field always names the seat that actually acts. When a turn ends,
//!   the turn goes to the opponent if they have a legal action, else back to the mover if the
//!   mover has one (the opponent is skipped; no token is recorded, the mover's next action simply
//!   follows), else the game is drawn. Parsing refuses a turn field naming a seat without a legal
//!   action while the other seat has one, so each position has one spelling and a seat asked to
//!   act always has an action.
//! - Finished positions: a won game names the loser as the seat to act; a drawn game names the
//!   opponent of the last mover (the seat that would act next). Both follow from the position.
//! - The rest of a turn passes by itself (docs/rulings.md) when a capture leaves no steps, or
//!   leaves steps with nothing to capture and no first step to move: `end` is offered only next to
//!   a possible leftover move. It is also not offered once the opponent has no stacks left: the
//!   turn that takes the last stack ends at once, since nothing left in it can change the result.
//! - A capture is written by its two cells only; its cost is the shortest distance (SEE-5), so
//!   different paths are the same action.
//! - Placing moves no stack, so a placed stack never promotes (it could not anyway: a 1-stack on
//!   its own tile).
//! - Notation: the notation's board field is ambiguous when a bare tile lies directly below a stack
//!   on no tile in the same column (`S` + `s1` reads as the one cell `Ss1`). Such a pair is
//!   written with `_` between them (`S_s1`); the `_` is required there and refused anywhere else,
//!   so every position has one spelling. All other positions are written exactly as the notation
//!   says (docs/notation.md).
//! - Seesaw has no dice: its roll type [`NoRoll`] has no values and every roll token is refused.
//! - Stack sizes are 16-bit: a promotion saturates at 65,535 (a stack would need 65,534
//!   promotions to get there).
//! - Positions are checked for facts every reachable position has: each seat's tiles include its
//!   start corner and are connected (tiles are only ever added next to own tiles), no seat has
//!   more stacks than tiles, and a capture in progress has 1 to size − 1 steps left and something
//!   to do.
//!
//! Parameters: the side (4 or 5), read from the position's column count.
//!
//! Speed: boards are bitboards (one u64 per seat for stacks and for tiles, cell numbers in
//! notation order) with stack sizes in an array; reach is computed by expanding whole masks one
//! step at a time (module `movegen`).

pub mod board;
mod facts;
mod movegen;
mod notation;
mod rules;
#[cfg(test)]
mod tests;
mod validate;
pub mod view;
// Facts for screen-reader descriptions (`games::places`).
mod places;
// Why a move is refused (`games::refusal`).
mod refusal;

pub use board::{Cell, Geometry, DIRECTIONS};
pub use rules::{Chain, NoRoll, Seesaw, SeesawAction};

//! Arcēs, Jean-Philippe Mailloux's siege game for 2, 3 or 4 players (2021).
//!
//! Source: the rules page of the digital game, version 2021-04-01 (`docs/rulings.md`, "Sources").
//!
//! Rulings applied (`docs/rulings.md`):
//! - ARC-1 board (reconstructed): 7×7, files a–g, ranks 1–7, the Gold on d4 ([`board`]).
//! - ARC-2 players: 2 (South, North), 3 (South, West, North) or 4 (South, West, North, East), in
//!   that turn order. Game ids `arces`, `arces-3`, `arces-4`.
//! - ARC-3 setup (reconstructed): five stones on the middle five cells of each player's edge, the
//!   marble on the middle one ([`board::SETUP`]); South moves first.
//! - ARC-4 moves: one own top piece steps one cell in any of 8 directions; at most two pieces per
//!   cell; no voluntary passing.
//! - ARC-5 marble: steps only onto a lone stone of its own; never captures.
//! - ARC-6 stone onto a cell: empty → moves; own lone stone → Tower; enemy lone stone → captured
//!   if the mover left a Tower, else caged; enemy marble → captured (its player is out); two stones
//!   with an enemy stone on top → that stone captured if the mover left a Tower; anything else is
//!   illegal.
//! - ARC-7 a marble on the Gold wins at once; so does the last player with a marble.
//! - ARC-8 a player with no legal move must `pass`, which removes their marble; out players'
//!   stones stay and their seat is skipped.
//! - ARC-9 100 turns without a winner draw; the count is in the position.
//!
//! Decisions the rulings leave open:
//! - ARC-9: `pass` is not a turn. The count is the number of moves (`from-to` actions) played,
//!   since ARC-9 counts "each player's move" and a pass is the record of having none. Passes are at
//!   most three a game, so the limit still ends every game.
//! - ARC-8, inert stones: an out player's stones never move again but stay ordinary enemy stones
//!   for everybody else: a lone one can be caged by any stone or captured by a stone leaving a
//!   Tower; two of them (a Tower) or one on top of a Cage can be captured from a Tower; a stone it
//!   cages stays caged until the inert stone is captured.
//! - ARC-6, a captured marble: the capturing stone (from anywhere, a Tower or not) takes the
//!   marble's place on top of its stone, which leaves a Cage; the stone underneath is not captured.
//! - ARC-6, leaving a Tower onto an enemy lone stone always captures it (the ruling gives no
//!   choice to cage instead). Capturing the top of two stones leaves the mover on the lower one: a
//!   Tower if that one is the mover's own, a Cage otherwise.
//! - ARC-7 before ARC-9: a move that is the 100th and also wins (Gold, last marble) is a win.
//! - Player count: a position does not name it, so it is read from the board as the smallest
//!   seating of ARC-2 that contains every seat with a piece (East present → 4; else West present
//!   → 3; else 2). An out player whose last stone was captured has vanished from the board, so a
//!   3- or 4-player game where every seat that would tell the count has vanished prints as a
//!   smaller one; play is unaffected (a vanished seat has no marble and no stone, so it never acts
//!   or matters), only the game id and seat list change. Records keep the count in their start.
//! - Positions are rejected when fewer than two seats have pieces or nobody has a marble (neither
//!   can follow from play: the last player out always leaves a stone behind), or when the seat to
//!   move has no marble.
//! - A finished position names the seat that would move next: the next seat with a marble after
//!   the last mover (the winner itself when everybody else is out).
//!
//! Seats: South, West, North, East (ARC-2). Parameters: the number of players (2–4), read from the
//! position. Winners score 1 point.

pub mod board;
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

pub use board::{Cell, Piece, Stack, GOLD};
pub use rules::{Arces, ArcesAction, NoRoll, TURN_LIMIT};

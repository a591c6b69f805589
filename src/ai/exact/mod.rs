//! Games small enough to solve: Arsisesi Type B (ARS-7), whose exact values under perfect play
//! replace the search's estimates in the Perfect level, hints, win chances and reviews.
//!
//! **The game is small.** Type B keeps at most one token per side on the Bridge, so a position
//! is each side's cleared count (0–5) and the rank of its token on the field (none or 1…L), the
//! side to act and the movement points left (to roll, or 1–6). [`Table::solve`] walks every
//! position reachable from the start with the game's own rules (`legal_actions`, `rolls`,
//! `apply_*`): with the game id's lane of 7 spaces that is **20,030 positions** (80 of them
//! finished) in a dense index of 32,256 slots over those fields. That is every position the
//! rules allow: 40 states per side that has not won (cleared 0–4, token on none of or one of
//! 7 ranks), 1,425 pairs with the tokens on different ranks, 14 turn fields each (19,950),
//! and the 80 finished ones (a winner, the loser to roll).
//!
//! **Values.** The value of a position is South's chance of winning under perfect play by both
//! sides, an ARS-10 stalemate counting ½ (North's is one minus it). Kicks send tokens home, so
//! the game graph has cycles and there is no order to compute it in one pass; it is solved by
//! value iteration (Gauss–Seidel sweeps of the Bellman equations: South takes the largest value
//! of its actions, North the smallest, a roll the mean over the die's faces by weight). Cleared
//! tokens never come back, so the positions are solved in layers of the total cleared, from 9
//! down to 0, each layer sweeping only its own positions until no value moves by more than
//! [`TOLERANCE`]; a layer only reads its own values and those of layers already done (1,655
//! sweeps of a layer in all). Starting every unsolved value at 0 or at 1 instead of ½ gives the
//! same values to within 10⁻⁹ (a test checks it): play that never ends has no weight under
//! perfect play, so it needs no convention.
//!
//! **Where the table lives: computed on first use**, in the process that needs it (the
//! computer's worker in the browser), and kept for the life of the process, one table per lane
//! length. Solving the 7-space game takes tens of milliseconds, natively and in wasm
//! (docs/performance.md: `quintet bench --exact`, `scripts/bench.sh --exact`). Shipped,
//! the 20,030 values would be 80,120 bytes as 32-bit floats, 21,581 with gzip -9 (20,060 as
//! whole millionths), where the page's whole download has a budget of 250 KB with less than
//! 2 KB left; and the analysis module that would carry it is downloaded when someone asks for
//! analysis, which the solve then delays by less than the download would.

mod solve;
#[cfg(test)]
mod tests;

pub use solve::{Table, TOLERANCE};

use crate::core::{Game, ToAct};
use crate::games::arsisesi::{Arsisesi, ArsisesiAction, GameType, MAX_LEN, MIN_LEN};
use std::sync::OnceLock;

/// The tables solved so far, one per lane length `MIN_LEN..=MAX_LEN`.
static TABLES: [OnceLock<Table>; (MAX_LEN - MIN_LEN + 1) as usize] =
    [const { OnceLock::new() }; (MAX_LEN - MIN_LEN + 1) as usize];

/// Whether `game` is a position this module solves: Arsisesi Type B.
pub fn solvable(game: &Arsisesi) -> bool {
    game.kind() == GameType::B
}

/// The table for Type B on lanes of `len` spaces (clamped to 5–10), solved on the first call.
pub fn table(len: u8) -> &'static Table {
    let len = len.clamp(MIN_LEN, MAX_LEN);
    TABLES[usize::from(len - MIN_LEN)].get_or_init(|| Table::solve(len))
}

/// South's exact chance in `game` (loss 0, draw ½, win 1); `None` unless `game` is a Type B
/// position reachable from the start of its lane length.
pub fn south_value(game: &Arsisesi) -> Option<f64> {
    solvable(game)
        .then(|| table(game.lane_len()).value(game))
        .flatten()
}

/// Every legal action of the player to act in `game` with South's exact chance after it, in
/// legal-list order; `None` unless a player is to act in a solved position.
pub fn action_values(game: &Arsisesi) -> Option<Vec<(ArsisesiAction, f64)>> {
    let ToAct::Player(_) = game.to_act() else {
        return None;
    };
    south_value(game)?;
    let table = table(game.lane_len());
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
        .into_iter()
        .map(|action| {
            let mut next = game.clone();
            next.apply_unchecked(action);
            table.value(&next).map(|v| (action, v))
        })
        .collect()
}

/// Values closer than this are equal: the sweeps stop within [`TOLERANCE`] of the fixed point,
/// so two actions of the same worth can differ by a little more than that.
pub const TIE: f64 = 1e-9;

/// Every legal action of the player to act in `game` with that player's exact result after it,
/// in legal-list order; `None` unless a player is to act in a solved position.
pub fn mover_values(game: &Arsisesi) -> Option<Vec<(ArsisesiAction, f64)>> {
    let ToAct::Player(seat) = game.to_act() else {
        return None;
    };
    let south = seat == crate::core::Seat::South;
    let values = action_values(game)?;
    Some(
        values
            .into_iter()
            .map(|(a, v)| (a, if south { v } else { 1.0 - v }))
            .collect(),
    )
}

/// The action perfect play chooses among `values` (the mover's result after each action, in
/// legal-list order): the best, and the first in legal-list order among equals ([`TIE`]), so a
/// move before `end`, which sorts last: of two ways to the same chance, the one that gets on
/// with the game.
pub fn best<A: Copy>(values: &[(A, f64)]) -> Option<A> {
    let top = values
        .iter()
        .map(|&(_, v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    values
        .iter()
        .find(|&&(_, v)| v >= top - TIE)
        .map(|&(a, _)| a)
}

/// The action perfect play chooses in `game` ([`best`]); `None` unless a player is to act in
/// a solved position.
pub fn perfect_action(game: &Arsisesi) -> Option<ArsisesiAction> {
    best(&mover_values(game)?)
}

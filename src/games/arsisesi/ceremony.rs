//! The starting roll-off of ARS-9: both players roll the die; the higher roll starts, a tie means
//! both roll again.
//!
//! It decides only which person sits South (every position starts with South to act), so it lives
//! outside the position: the app runs it with its own seeded generator and shows each pair.

use super::Die;

/// The result of one pair of rolls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RollOff {
    /// The player who rolled the first die of the pair starts.
    First,
    /// The other player starts.
    Second,
    /// A tie: both roll again.
    Again,
}

/// Judges one pair of rolls (first player's, second player's).
pub fn judge(pair: (Die, Die)) -> RollOff {
    match pair.0.value().cmp(&pair.1.value()) {
        std::cmp::Ordering::Greater => RollOff::First,
        std::cmp::Ordering::Less => RollOff::Second,
        std::cmp::Ordering::Equal => RollOff::Again,
    }
}

/// Who starts after the pairs rolled so far (0 = the player who rolls first in each pair,
/// 1 = the other): the first pair that is not a tie decides; `None` while every pair tied.
pub fn starter(pairs: &[(Die, Die)]) -> Option<usize> {
    pairs.iter().find_map(|&pair| match judge(pair) {
        RollOff::First => Some(0),
        RollOff::Second => Some(1),
        RollOff::Again => None,
    })
}

/// How many of `pairs` the roll-off used: up to and including the deciding pair (all of them
/// while undecided). Later pairs belong to no ceremony.
pub fn pairs_used(pairs: &[(Die, Die)]) -> usize {
    pairs
        .iter()
        .position(|&pair| judge(pair) != RollOff::Again)
        .map_or(pairs.len(), |i| i + 1)
}

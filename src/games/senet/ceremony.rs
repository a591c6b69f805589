//! The colour ceremony of SEN-3: before the game the two players throw in turn until one throws a
//! 1; that player takes Black (South) and the throw is spent on the forced move 10→11, after which
//! the position proper (`senet:wbwbwbwbw1b19:b`) begins.
//!
//! The ceremony decides only who sits in which seat, so it lives outside the position: the app runs
//! it with its own seeded generator and shows each throw.

use super::Throw;

/// Who throws the `n`-th ceremony throw (0-based): the players alternate, the first one starting.
pub fn thrower(n: usize) -> usize {
    n % 2
}

/// Which player (0 = the one who threw first, 1 = the other) takes Black after `throws`, if
/// decided: the first to throw a 1.
pub fn black_player(throws: &[Throw]) -> Option<usize> {
    throws.iter().position(|t| t.value() == 1).map(thrower)
}

//! Throws neither player can bias (REMOTE.md "Throws"): the `k`-th token of the record, a chance
//! point, takes the digest `d = SHA-256("quintet/throw/1" ‖ match ‖ u32(k) ‖ s ‖ o)` of the
//! thrower's secret `s` (committed before the other person chose its open value `o`) and of `o`,
//! and picks a roll from the game's weighted list by rejection sampling, so that every roll
//! comes up with exactly its weight's share.

use super::values::{sha256, MatchId, OpenValue, Secret};
use crate::core::Game;

/// The digest a throw is read from.
pub fn digest(id: &MatchId, k: u32, secret: &Secret, open: &OpenValue) -> [u8; 32] {
    sha256(&[
        b"quintet/throw/1",
        &id.0,
        &k.to_be_bytes(),
        &secret.0,
        &open.0,
    ])
}

/// The index of the roll that `digest` picks among rolls of these integer `weights` (in the
/// game's ascending order), and how many times the digest was hashed again on the way: reads
/// the digest as four big-endian `u64`, takes the first `u < ⌊2^64 / W⌋ · W` and the roll whose
/// cumulative weight range holds `u mod W`; if none qualifies, hashes the digest again and goes
/// on. `None` for an empty list or weights that add up to 0.
pub fn pick(mut digest: [u8; 32], weights: &[u32]) -> Option<(usize, u32)> {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 {
        return None;
    }
    // ⌊2^64 / W⌋ · W, which is 2^64 itself when W divides it: every word then qualifies.
    let limit = (1u128 << 64) / u128::from(total) * u128::from(total);
    let mut rehashed = 0;
    loop {
        for word in digest.chunks_exact(8) {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(word);
            let u = u64::from_be_bytes(bytes);
            if u128::from(u) < limit {
                let mut rest = u % total;
                for (index, &weight) in weights.iter().enumerate() {
                    if rest < u64::from(weight) {
                        return Some((index, rehashed));
                    }
                    rest -= u64::from(weight);
                }
            }
        }
        // Each word fails with probability below W / 2^64: never seen in practice, but a
        // digest whose four words all fail is hashed again as the protocol says.
        digest = sha256(&[&digest]);
        rehashed += 1;
    }
}

/// The roll a throw at token `k` of the record, where `game` stands, takes from these values;
/// `None` unless `game` is at a chance point.
pub fn derive<G: Game>(
    game: &G,
    id: &MatchId,
    k: u32,
    secret: &Secret,
    open: &OpenValue,
) -> Option<G::Roll> {
    let mut rolls = Vec::new();
    game.rolls(&mut rolls);
    let weights: Vec<u32> = rolls.iter().map(|&(_, w)| w).collect();
    let (index, _) = pick(digest(id, k, secret, open), &weights)?;
    rolls.get(index).map(|&(roll, _)| roll)
}

//! Seeded randomness for whoever runs a game. Rules never hold a generator (DESIGN.md).

/// The seeded generator used by the app, the command-line tool and the AI.
pub type Rng = fastrand::Rng;

/// Picks one roll with probability proportional to its weight. `rolls` must not be empty.
pub fn sample_roll<R: Copy>(rolls: &[(R, u32)], rng: &mut Rng) -> R {
    let total: u32 = rolls.iter().map(|&(_, w)| w).sum();
    let mut pick = rng.u32(0..total.max(1));
    for &(roll, weight) in rolls {
        if pick < weight {
            return roll;
        }
        pick -= weight;
    }
    rolls[rolls.len() - 1].0
}

/// An index below `len` (which must not be 0), drawn alike on every target: `Rng::usize` draws
/// 64 bits on native targets and 32 on wasm32, so a seeded choice made with it in the browser
/// would differ from the same choice made by the command-line tool.
pub fn pick_index(len: usize, rng: &mut Rng) -> usize {
    rng.u32(0..u32::try_from(len).unwrap_or(u32::MAX).max(1)) as usize
}

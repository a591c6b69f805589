//! Random playouts for the benchmarks: `quintet bench` natively and the wasm build under Node.js
//! (`scripts/bench.sh`) call the same functions with the same seeds, so both do the same work.
//!
//! No timing here (the library never reads a clock): callers time the calls themselves.
//!
//! A playout starts from a position and, until the game is over, samples a roll by its weight at
//! each chance point ([`sample_roll`]) or picks a legal action uniformly at random. The two lists
//! are reused across plies and games, so the loop allocates only when a list outgrows its buffer.
//! [`random_playouts`] dispatches once per call to the generic [`playouts`] for the concrete game:
//! going through [`AnyGame`] at every ply instead costs a fresh `Vec` per `legal_actions` and
//! `rolls` call (its delegation collects into the wrapper's own action type) and a match per call;
//! `quintet bench --via-any-game` measures that path for comparison.

use crate::core::{sample_roll, Game, Rng, ToAct};
use crate::games::AnyGame;

/// Games per batch: the unit of work the benchmarks time. Batch `k` of a run seeded `seed` plays
/// [`BATCH`] games from a generator seeded [`batch_seed`]`(seed, k)`, so any number of batches is
/// the same work wherever it runs.
pub const BATCH: u32 = 8;

/// What some playouts did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Playouts {
    /// Games played to the end.
    pub games: u64,
    /// Actions and rolls played in all.
    pub plies: u64,
}

impl std::ops::AddAssign for Playouts {
    fn add_assign(&mut self, other: Playouts) {
        self.games += other.games;
        self.plies += other.plies;
    }
}

/// The seed of batch `k` of a run seeded `seed`.
pub fn batch_seed(seed: u64, k: u64) -> u64 {
    seed.wrapping_add(k.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Plays `games` random games from `start` with a generator seeded `seed`, through the concrete
/// game's own types.
pub fn random_playouts(start: &AnyGame, games: u32, seed: u64) -> Playouts {
    match start {
        AnyGame::Senet(g) => playouts(g, games, seed),
        AnyGame::Seesaw(g) => playouts(g, games, seed),
        AnyGame::Arces(g) => playouts(g, games, seed),
        AnyGame::Arsisesi(g) => playouts(g, games, seed),
        AnyGame::Zanstrekt(g) => playouts(g, games, seed),
    }
}

/// Batch `k` of a run seeded `seed` from `start` (see [`BATCH`]).
pub fn batch(start: &AnyGame, seed: u64, k: u64) -> Playouts {
    random_playouts(start, BATCH, batch_seed(seed, k))
}

/// Plays `games` random games from `start` with a generator seeded `seed`, for any [`Game`].
pub fn playouts<G: Game>(start: &G, games: u32, seed: u64) -> Playouts {
    let mut rng = Rng::with_seed(seed);
    let mut actions = Vec::with_capacity(64);
    let mut rolls = Vec::with_capacity(8);
    let mut done = Playouts::default();
    for _ in 0..games {
        let mut game = start.clone();
        loop {
            match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    rolls.clear();
                    game.rolls(&mut rolls);
                    let roll = sample_roll(&rolls, &mut rng);
                    game.apply_roll_unchecked(roll);
                }
                ToAct::Player(_) => {
                    actions.clear();
                    game.legal_actions(&mut actions);
                    // `u32`, not `usize`: fastrand draws a `usize` from 64 bits natively and 32
                    // bits on wasm32, which would make the two builds play different games.
                    let pick = rng.u32(0..actions.len() as u32);
                    let action = actions[pick as usize];
                    game.apply_unchecked(action);
                }
            }
            done.plies += 1;
        }
        done.games += 1;
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GAME_IDS;

    #[test]
    fn concrete_and_any_game_playouts_do_the_same_work() {
        for id in GAME_IDS {
            let start = AnyGame::new(id).unwrap();
            let direct = random_playouts(&start, 3, 7);
            let through_any = playouts(&start, 3, 7);
            assert_eq!(direct, through_any, "{id}");
            assert_eq!(direct.games, 3);
            assert!(direct.plies > 3, "{id}");
        }
    }

    #[test]
    fn batches_are_reproducible() {
        let start = AnyGame::new("senet").unwrap();
        assert_eq!(batch(&start, 1, 2), batch(&start, 1, 2));
        assert_ne!(batch_seed(1, 0), batch_seed(1, 1));
    }
}

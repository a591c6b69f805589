//! Random playouts and AI searches for the benchmarks, and (in `analysis`, re-exported here)
//! reviews and the exact solve: `quintet bench` natively and the wasm build
//! under Node.js (`scripts/bench.sh`) call the same functions with the same seeds, so both do the
//! same work.
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

mod analysis;

pub use analysis::{calibrate, review, review_game, solve, Calibration, Reviewed, Solved};

use crate::ai::{settings, Config, Evaluate, Level, Search};
use crate::core::{pick_index, sample_roll, Game, Rng, ToAct};
use crate::games::AnyGame;
use std::fmt;

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
        while random_ply(&mut game, &mut actions, &mut rolls, &mut rng).is_some() {
            done.plies += 1;
        }
        done.games += 1;
    }
    done
}

/// Plays one ply of a random game: a roll sampled by its weight, or a legal action picked
/// uniformly (with [`pick_index`], so that native and wasm32 pick alike). Returns how many legal
/// actions there were to choose from (0 for a roll), or `None` once the game is over. `actions`
/// and `rolls` are scratch lists, reused so that the loop does not allocate.
#[inline]
fn random_ply<G: Game>(
    game: &mut G,
    actions: &mut Vec<G::Action>,
    rolls: &mut Vec<(G::Roll, u32)>,
    rng: &mut Rng,
) -> Option<usize> {
    match game.to_act() {
        ToAct::Over => None,
        ToAct::Chance => {
            rolls.clear();
            game.rolls(rolls);
            game.apply_roll_unchecked(sample_roll(rolls, rng));
            Some(0)
        }
        ToAct::Player(_) => {
            actions.clear();
            game.legal_actions(actions);
            game.apply_unchecked(actions[pick_index(actions.len(), rng)]);
            Some(actions.len())
        }
    }
}

/// Where the AI benchmark searches from: the first position with a choice (two legal actions or
/// more) at or after these plies of one seeded random game from the start. The start, the opening
/// and the middle game grow different trees (branching, chance points, playout lengths).
pub const AI_PLIES: [u32; 3] = [0, 16, 48];

/// The positions the AI benchmark searches for game `start` and `seed` (see [`AI_PLIES`]). A game
/// that ends early gives its last positions with a choice instead, so there are always as many as
/// [`AI_PLIES`] unless the game has no choice at all.
pub fn ai_positions(start: &AnyGame, seed: u64) -> Vec<AnyGame> {
    let mut rng = Rng::with_seed(seed);
    let mut game = start.clone();
    let mut choices: Vec<(u32, AnyGame)> = Vec::new();
    let mut actions = Vec::new();
    let mut rolls = Vec::new();
    let last = AI_PLIES[AI_PLIES.len() - 1];
    for ply in 0.. {
        let before = game.clone();
        match random_ply(&mut game, &mut actions, &mut rolls, &mut rng) {
            None => break,
            Some(choice) if choice >= 2 => {
                choices.push((ply, before));
                if ply >= last {
                    break;
                }
            }
            Some(_) => {}
        }
    }
    let mut picked: Vec<usize> = AI_PLIES
        .iter()
        .filter_map(|&p| choices.iter().position(|&(at, _)| at >= p))
        .collect();
    // Short game: fill up with its last positions with a choice, oldest first.
    let mut back = choices.len();
    while picked.len() < AI_PLIES.len() && back > 0 {
        back -= 1;
        if !picked.contains(&back) {
            picked.push(back);
        }
    }
    picked.sort_unstable();
    picked.dedup();
    picked.into_iter().map(|i| choices[i].1.clone()).collect()
}

/// The search settings the AI benchmark uses for `id`: the Strong level's (its budget per
/// decision, unscaled, and its [`Config`]).
pub fn ai_settings(id: &str) -> (u32, Config) {
    let strong = settings(id, Level::Strong).expect("Strong searches");
    (strong.iterations, strong.config)
}

/// What some AI searches did, and a digest of the trees they grew: the same searches give the same
/// figures on every target, so comparing them shows that native and wasm did the same work.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Searched {
    /// Searches run.
    pub searches: u32,
    /// Iterations run in all.
    pub iterations: u64,
    /// Tree nodes allocated in all.
    pub nodes: u64,
    /// FNV-1a over every search's tree size and root visits, in order.
    pub digest: u32,
}

impl fmt::Display for Searched {
    /// Tab-separated, as `quintet bench --ai --raw` prints it and the wasm benchmark returns it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{}\t{:08x}",
            self.searches, self.iterations, self.nodes, self.digest
        )
    }
}

/// Runs `iterations` of the search with `config` and `seed` from each of `positions`, on the
/// concrete game types; search `i` is seeded `batch_seed(seed, i)`.
pub fn ai_searches(positions: &[AnyGame], config: Config, iterations: u32, seed: u64) -> Searched {
    let mut done = Searched {
        digest: FNV_OFFSET,
        ..Searched::default()
    };
    for (i, position) in positions.iter().enumerate() {
        let seed = batch_seed(seed, i as u64);
        match position {
            AnyGame::Senet(g) => search(g, config, iterations, seed, &mut done),
            AnyGame::Seesaw(g) => search(g, config, iterations, seed, &mut done),
            AnyGame::Arces(g) => search(g, config, iterations, seed, &mut done),
            AnyGame::Arsisesi(g) => search(g, config, iterations, seed, &mut done),
            AnyGame::Zanstrekt(g) => search(g, config, iterations, seed, &mut done),
        }
    }
    done
}

const FNV_OFFSET: u32 = 0x811C_9DC5;

fn fnv(digest: u32, word: u32) -> u32 {
    word.to_le_bytes()
        .iter()
        .fold(digest, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}

fn search<G: Evaluate>(game: &G, config: Config, iterations: u32, seed: u64, done: &mut Searched) {
    let mut search = Search::new(game.clone(), config, seed);
    search.run(iterations);
    let (nodes, edges) = search.tree_size();
    let mut digest = fnv(fnv(done.digest, nodes as u32), edges as u32);
    for stats in search.root_stats() {
        digest = fnv(digest, stats.visits);
    }
    done.searches += 1;
    done.iterations += u64::from(iterations);
    done.nodes += nodes as u64;
    done.digest = digest;
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

    #[test]
    fn ai_searches_are_reproducible_from_distinct_positions() {
        for id in GAME_IDS {
            let start = AnyGame::new(id).unwrap();
            let positions = ai_positions(&start, 1);
            assert_eq!(positions.len(), AI_PLIES.len(), "{id}");
            let texts: Vec<String> = positions.iter().map(|p| p.to_string()).collect();
            assert!(texts.windows(2).all(|w| w[0] != w[1]), "{id}");
            let (_, config) = ai_settings(id);
            let once = ai_searches(&positions, config, 300, 1);
            assert_eq!(once, ai_searches(&positions, config, 300, 1), "{id}");
            assert_eq!(once.iterations, 900, "{id}");
            assert!(once.nodes > 3, "{id}");
        }
    }
}

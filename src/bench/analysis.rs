//! The analysis benchmarks' work, the same natively and in wasm: a review of a typical game per
//! game id ([`review_game`], [`review`]) and the exact solution of Arsisesi B ([`solve`]). Each
//! returns a digest of its result, which both sides must agree on.

use super::{fnv, random_ply, FNV_OFFSET};
use crate::ai::analysis::Reviewing;
use crate::ai::arena::{game_seed, play_game, seating};
use crate::ai::exact::Table;
use crate::ai::job::wire::review_text;
use crate::ai::{choose_after, Evaluate, Level};
use crate::core::Record;
use crate::games::AnyGame;
use std::fmt;

/// The game a review benchmark reviews for `id`: game 0 of `quintet arena <id> strong easy
/// --seed <seed>` (the arena's typical game), as a record.
pub fn review_game(id: &str, seed: u64) -> Result<Record<AnyGame>, String> {
    let start = AnyGame::new(id).map_err(|e| e.to_string())?;
    let tokens = match &start {
        AnyGame::Senet(g) => game_tokens(g, seed),
        AnyGame::Seesaw(g) => game_tokens(g, seed),
        AnyGame::Arces(g) => game_tokens(g, seed),
        AnyGame::Arsisesi(g) => game_tokens(g, seed),
        AnyGame::Zanstrekt(g) => game_tokens(g, seed),
    };
    let text = if tokens.is_empty() {
        id.to_string()
    } else {
        format!("{id};{}", tokens.join(","))
    };
    Record::parse(&text).map_err(|e| e.to_string())
}

/// The tokens of game 0 of a Strong-against-Easy match from `start`, as text.
fn game_tokens<G: Evaluate>(start: &G, seed: u64) -> Vec<String> {
    let (levels, _) = seating(start.seats(), 0, Level::Strong, Level::Easy);
    let played = play_game(start, levels, game_seed(seed, 0), 5000, &mut choose_after);
    played.tokens.iter().map(ToString::to_string).collect()
}

/// What a review did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Reviewed {
    /// Positions analysed.
    pub positions: u32,
    /// Iterations of search in all.
    pub iterations: u64,
    /// FNV-1a over the review's text (`ai::job::wire`).
    pub digest: u32,
}

impl fmt::Display for Reviewed {
    /// Tab-separated, as `quintet bench --review --raw` prints it and the wasm benchmark returns it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{:08x}",
            self.positions, self.iterations, self.digest
        )
    }
}

/// Reviews `record` with `seed`, as `quintet review` and the page do.
pub fn review(record: &Record<AnyGame>, seed: u64) -> Reviewed {
    let mut job = Reviewing::of(record, seed);
    while !job.step(u32::MAX) {}
    let text = job.result().map(review_text).unwrap_or_default();
    Reviewed {
        positions: job.progress().1 as u32,
        iterations: job.iterations(),
        digest: text.bytes().fold(FNV_OFFSET, |h, b| fnv(h, u32::from(b))),
    }
}

/// What solving Arsisesi B did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Solved {
    /// Positions solved.
    pub positions: u32,
    /// Of which finished.
    pub finished: u32,
    /// Sweeps over layers.
    pub sweeps: u32,
    /// FNV-1a over the bits of every value.
    pub digest: u32,
}

impl fmt::Display for Solved {
    /// Tab-separated, as `quintet bench --exact --raw` prints it and the wasm benchmark returns it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{}\t{:08x}",
            self.positions, self.finished, self.sweeps, self.digest
        )
    }
}

/// Solves Arsisesi B on lanes of `len` spaces afresh (no cached table).
pub fn solve(len: u8) -> Solved {
    let table = Table::solve(len);
    let digest = table.values().fold(FNV_OFFSET, |h, v| {
        fnv(fnv(h, v.to_bits() as u32), (v.to_bits() >> 32) as u32)
    });
    Solved {
        positions: table.positions() as u32,
        finished: table.finished() as u32,
        sweeps: table.sweeps(),
        digest,
    }
}

/// How the search's analysis compares with the exact values of Arsisesi B.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Calibration {
    /// Positions compared (decisions with a choice).
    pub positions: u32,
    /// Mean of |the search's win chance for the mover − the exact one|, in points (1 = 1%).
    pub mean_error: f64,
    /// Mean of the search's win chance minus the exact one, in points (positive: too high).
    pub mean_bias: f64,
    /// Mean win chance the search's best action loses against the exact best, in points.
    pub mean_loss: f64,
    /// Share of positions where the search's best action is an exact best one.
    pub optimal: f64,
}

/// Analyses `positions` Arsisesi B decisions (with two legal actions or more, reached by seeded
/// random play) by search at the hint budget, and compares with the exact values.
pub fn calibrate(positions: u32, seed: u64) -> Calibration {
    use crate::ai::analysis::{hint_budget, Analyzing, Turn};
    use crate::ai::exact::{mover_values, south_value, TIE};
    use crate::core::{Game, Rng, Seat, ToAct};
    let mut rng = Rng::with_seed(seed);
    let mut done = Calibration::default();
    let (mut error, mut bias, mut loss, mut optimal) = (0.0, 0.0, 0.0, 0);
    while done.positions < positions {
        let mut game = AnyGame::new("arsisesi-b").expect("a game id");
        let (mut actions, mut rolls) = (Vec::new(), Vec::new());
        for _ in 0..rng.usize(0..120) {
            if random_ply(&mut game, &mut actions, &mut rolls, &mut rng).is_none() {
                break;
            }
        }
        let (AnyGame::Arsisesi(exact), ToAct::Player(seat)) = (&game, game.to_act()) else {
            continue;
        };
        let Some(values) = mover_values(exact).filter(|v| v.len() > 1) else {
            continue;
        };
        let mut job = Analyzing::searched(&game, hint_budget("arsisesi-b"), rng.u64(..));
        while !job.step(u32::MAX) {}
        let Some(analysis) = job.result() else {
            continue;
        };
        let Turn::Decision { best, .. } = analysis.turn else {
            continue;
        };
        let truth = south_value(exact).unwrap_or(0.5);
        let truth = if seat == Seat::South {
            truth
        } else {
            1.0 - truth
        };
        let estimate = f64::from(analysis.chances[seat.index()]) / 1e6;
        let top = values.iter().map(|v| v.1).fold(0.0, f64::max);
        let chosen = values
            .iter()
            .find(|(a, _)| crate::games::AnyAction::Arsisesi(*a) == best)
            .map_or(0.0, |v| v.1);
        error += (estimate - truth).abs();
        bias += estimate - truth;
        loss += top - chosen;
        optimal += u32::from(chosen >= top - TIE);
        done.positions += 1;
    }
    let n = f64::from(done.positions.max(1));
    Calibration {
        mean_error: 100.0 * error / n,
        mean_bias: 100.0 * bias / n,
        mean_loss: 100.0 * loss / n,
        optimal: f64::from(optimal) / n,
        ..done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    #[test]
    fn the_typical_game_replays_and_reviews_alike() {
        let record = review_game("arsisesi-b", 1).unwrap();
        assert_eq!(record, review_game("arsisesi-b", 1).unwrap());
        assert!(record.position().outcome().is_some(), "played to the end");
        let once = review(&record, 1);
        assert_eq!(once, review(&record, 1));
        assert_eq!(once.iterations, 0, "exact: no search");
        assert!(once.positions > 10);
        let solved = solve(5);
        assert_eq!(solved, solve(5));
        assert!(solved.positions > solved.finished);
    }

    #[test]
    fn the_search_is_measured_against_the_exact_values() {
        let one = calibrate(3, 7);
        assert_eq!(one, calibrate(3, 7));
        assert_eq!(one.positions, 3);
        assert!(one.mean_error >= one.mean_bias.abs() && one.mean_error < 100.0);
        assert!(one.mean_loss >= 0.0 && (0.0..=1.0).contains(&one.optimal));
    }
}

//! A quick speed check: uniform random playouts per second, as the runner plays them (rolls
//! sampled with `sample_roll`, actions picked uniformly from the legal list). Run it with
//! `cargo test --release --lib games::seesaw::tests::speed -- --ignored --nocapture`.

use super::*;
use crate::core::{sample_roll, Rng};
use std::time::Instant;

/// What a run of random playouts measured.
struct Rate {
    per_second: f64,
    plies_per_game: f64,
    draws: usize,
    games: usize,
}

/// Plays uniform random games from `start` for about `seconds`.
fn playouts<G: Game>(start: &G, seconds: f64, seed: u64) -> Rate {
    let mut rng = Rng::with_seed(seed);
    let mut actions = Vec::with_capacity(64);
    let mut rolls = Vec::new();
    let (mut games, mut plies, mut draws) = (0usize, 0usize, 0usize);
    let clock = Instant::now();
    while clock.elapsed().as_secs_f64() < seconds {
        for _ in 0..1000 {
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
                        let action = actions[rng.usize(0..actions.len())];
                        game.apply_unchecked(action);
                    }
                }
                plies += 1;
            }
            if game.outcome() == Some(Outcome::Draw) {
                draws += 1;
            }
            games += 1;
        }
    }
    Rate {
        per_second: games as f64 / clock.elapsed().as_secs_f64(),
        plies_per_game: plies as f64 / games as f64,
        draws,
        games,
    }
}

#[test]
#[ignore = "a speed measurement: run in release mode"]
fn random_playouts_per_second() {
    for id in ["seesaw-4", "seesaw"] {
        let r = playouts(&game(id), 3.0, 7);
        println!(
            "{id}: {:.0} random playouts/s, {:.1} plies per game, {} draws in {} games",
            r.per_second, r.plies_per_game, r.draws, r.games
        );
    }
}

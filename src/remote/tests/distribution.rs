//! The throws' distribution: 100,000 derived throws over each roll list the games use, against
//! the list's weights, by Pearson's chi-square test at a fixed seed.
//!
//! The critical values are the chi-square distribution's upper 0.1% points (df = number of rolls
//! − 1): a fair derivation fails at a given seed with probability 1/1000, so the test does not
//! flake (the seed is fixed) and a failure would be strong evidence of bias. With 100,000 throws
//! every expected count is at least 6,250, far above the 5 the approximation needs; the test finds
//! a face off by about 5% of its share (a die face at 17,500 instead of 16,667 adds 42 to the
//! statistic), and [`a_wrong_weighting_is_caught`] checks that it catches a plain mistake.

use super::two_seat_ids;
use crate::core::{sample_roll, Game, Rng, ToAct};
use crate::games::AnyGame;
use crate::remote::throws;
use crate::remote::values::{Entropy, MatchId, OpenValue, Secret};
use crate::remote::SeededEntropy;

/// Throws per roll list.
const THROWS: u32 = 100_000;

/// The chi-square distribution's upper 0.1% points for 1 to 10 degrees of freedom.
const CRITICAL: [f64; 10] = [
    10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588,
];

/// Every distinct list of roll weights met in seeded random games of the two-seat ids, with the
/// game id it was first met in.
fn roll_lists() -> Vec<(String, Vec<u32>)> {
    let mut lists: Vec<(String, Vec<u32>)> = Vec::new();
    let mut rng = Rng::with_seed(39);
    for id in two_seat_ids() {
        for _ in 0..20 {
            let mut game = AnyGame::new(id).unwrap();
            for _ in 0..400 {
                match game.to_act() {
                    ToAct::Over => break,
                    ToAct::Chance => {
                        let mut rolls = Vec::new();
                        game.rolls(&mut rolls);
                        let weights: Vec<u32> = rolls.iter().map(|&(_, w)| w).collect();
                        if !lists.iter().any(|(_, w)| *w == weights) {
                            lists.push((id.to_string(), weights));
                        }
                        game.apply_roll_unchecked(sample_roll(&rolls, &mut rng));
                    }
                    ToAct::Player(_) => {
                        let mut actions = Vec::new();
                        game.legal_actions(&mut actions);
                        let pick = crate::core::pick_index(actions.len(), &mut rng);
                        game.apply_unchecked(actions[pick]);
                    }
                }
            }
        }
    }
    lists
}

/// Pearson's statistic of `THROWS` throws picked over `picked_over`, against `weights`.
fn chi_square(weights: &[u32], picked_over: &[u32], seed: u64) -> f64 {
    let mut entropy = SeededEntropy::new(seed);
    let id = MatchId::fresh(&mut entropy).unwrap();
    let mut counts = vec![0u32; weights.len()];
    let (mut secret, mut open) = (Secret([0; 32]), OpenValue([0; 16]));
    for k in 0..THROWS {
        // A message's values serve a few throws, as in a turn; then new ones.
        if k % 4 == 0 {
            entropy.fill(&mut secret.0).unwrap();
            entropy.fill(&mut open.0).unwrap();
        }
        let (index, _) = throws::pick(throws::digest(&id, k, &secret, &open), picked_over).unwrap();
        counts[index] += 1;
    }
    let total: u32 = weights.iter().sum();
    counts
        .iter()
        .zip(weights)
        .map(|(&seen, &w)| {
            let expected = f64::from(THROWS) * f64::from(w) / f64::from(total);
            (f64::from(seen) - expected).powi(2) / expected
        })
        .sum()
}

#[test]
fn throws_follow_each_roll_lists_weights() {
    let lists = roll_lists();
    // Senet's sticks and the six-faced dice of Arsisesi and Žanstrekt.
    assert!(lists.len() >= 2, "{lists:?}");
    for (id, weights) in &lists {
        let statistic = chi_square(weights, weights, 1);
        let critical = CRITICAL[weights.len() - 2];
        println!("{id} {weights:?}: chi-square {statistic:.2} (critical {critical} at 0.1%)");
        assert!(
            statistic < critical,
            "{id} {weights:?}: chi-square {statistic:.2} ≥ {critical}"
        );
    }
}

#[test]
fn a_wrong_weighting_is_caught() {
    // Senet's sticks thrown as if each of the five throws were equally likely.
    let statistic = chi_square(&[4, 6, 4, 1, 1], &[1; 5], 1);
    assert!(statistic > 1000.0 * CRITICAL[3], "{statistic}");
}

#[test]
fn every_weight_total_is_drawn_without_bias_at_the_edges() {
    // A total dividing 2^64 takes every word; others reject only the top sliver.
    let all = [0xFF; 32];
    assert_eq!(throws::pick(all, &[1, 1]), Some((1, 0)));
    // For W = 3, 2^64 − 1 is ⌊2^64 / 3⌋ · 3 exactly: rejected, so every word of an all-ones
    // digest fails and the digest is hashed again.
    let (_, rehashed) = throws::pick(all, &[1, 1, 1]).unwrap();
    assert_eq!(rehashed, 1);
    assert_eq!(throws::pick(all, &[]), None);
    assert_eq!(throws::pick(all, &[0, 0]), None);
}

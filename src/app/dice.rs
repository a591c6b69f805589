//! Dice honesty: how often each throw came up in a game, against how often it should have.
//! Expected counts add up each chance point's own weights, so games whose odds change (none do
//! yet) would still be judged fairly.

use crate::core::{Game, Record, Token};
use crate::games::AnyGame;

/// One throw value's tally.
#[derive(Clone, Debug, PartialEq)]
pub struct RollStat {
    /// The throw as written (`d4`).
    pub roll: String,
    /// How often it came up.
    pub count: u32,
    /// How often it was expected to, given every chance point of the game.
    pub expected: f64,
}

/// The tally of every throw in `record`, in the order the game lists its throws.
pub fn roll_stats(record: &Record<AnyGame>) -> Vec<RollStat> {
    let mut stats: Vec<RollStat> = Vec::new();
    let mut game = record.start().clone();
    let mut rolls = Vec::new();
    for token in record.tokens() {
        if let Token::Roll(roll) = token {
            rolls.clear();
            game.rolls(&mut rolls);
            let total: u32 = rolls.iter().map(|&(_, w)| w).sum();
            for &(r, weight) in &rolls {
                let name = r.to_string();
                let index = match stats.iter().position(|s| s.roll == name) {
                    Some(i) => i,
                    None => {
                        stats.push(RollStat {
                            roll: name,
                            count: 0,
                            expected: 0.0,
                        });
                        stats.len() - 1
                    }
                };
                stats[index].expected += f64::from(weight) / f64::from(total.max(1));
                if r == *roll {
                    stats[index].count += 1;
                }
            }
            game.apply_roll_unchecked(*roll);
        } else if let Token::Action(action) = token {
            game.apply_unchecked(*action);
        }
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn senet_throws_are_tallied_against_the_stick_odds() {
        let record = Record::<AnyGame>::parse("senet;d2,11-13,d3,9-12,d1,13-14,d4").unwrap();
        let stats = roll_stats(&record);
        let names: Vec<&str> = stats.iter().map(|s| s.roll.as_str()).collect();
        assert_eq!(names, ["d1", "d2", "d3", "d4", "d6"]);
        let counts: Vec<u32> = stats.iter().map(|s| s.count).collect();
        assert_eq!(counts, [1, 1, 1, 1, 0]);
        // Four throws: expected 4 × 4/16 ones, 4 × 6/16 twos, …
        assert!((stats[0].expected - 1.0).abs() < 1e-9);
        assert!((stats[1].expected - 1.5).abs() < 1e-9);
        assert!((stats[4].expected - 0.25).abs() < 1e-9);
    }

    #[test]
    fn games_without_dice_have_no_tally() {
        let record = Record::<AnyGame>::parse("senet").unwrap();
        assert!(roll_stats(&record).is_empty());
    }
}

//! How a finished game ended, as typed facts the app puts into words (result panel, status):
//! who won, the rule that ended it, and Senet's points (SEN-13). The reasons are read from the
//! final position, as docs/notation.md ("Finished games") says the result is.

use super::{AnyGame, Game};
use crate::core::{Outcome, Seat};
use crate::games::arces::{Stack, GOLD, TURN_LIMIT};

/// The rule that ended a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// SEN-12, SEN-13: the winner bore off all five pieces.
    BorneOff,
    /// SEN-10: the loser threw `throw` and no piece could move with it, forward or backward.
    NoMove {
        /// The seat that could not move.
        loser: Seat,
        /// The throw it could not use.
        throw: u8,
    },
    /// SEE-10: the loser has no stacks left.
    NoStacks {
        /// The seat without stacks.
        loser: Seat,
    },
    /// SEE-10: neither player has a legal action: drawn.
    NoActions,
    /// ARC-7: the winner's marble reached the Gold.
    Gold,
    /// ARC-7: every other marble was captured or left the board (ARC-8).
    LastMarble,
    /// ARC-9: the turn limit was reached without a winner: drawn.
    TurnLimit {
        /// The turns played (the limit).
        turns: u8,
    },
    /// No marble is left at all; the rules cannot reach it (the last one wins first), but a
    /// position text can say it: drawn.
    NoMarbles,
    /// ARS-6, ARS-7, ARS-8: the winner cleared all five tokens.
    Cleared,
    /// ARS-10: neither player has a unit action for any die value: drawn.
    Stalemate,
    /// ZAN-11: the winner exited all six pieces.
    Exited,
}

/// SEN-13's count behind a Senet win: the loser's pieces still on the board, by the points
/// each is worth to the winner.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SenetScore {
    /// The loser's pieces on squares 21–30, worth 1 point each.
    pub last_row: u8,
    /// The loser's pieces on squares 1–20, worth 3 points each.
    pub first_rows: u8,
}

impl SenetScore {
    /// The winner's points.
    pub fn points(self) -> u32 {
        u32::from(self.last_row) + 3 * u32::from(self.first_rows)
    }
}

/// How a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    /// Who won, with the game's points, or a draw.
    pub outcome: Outcome,
    /// The rule that ended it.
    pub reason: EndReason,
    /// Senet's count of the points (SEN-13); `None` in games that do not score.
    pub score: Option<SenetScore>,
}

impl AnyGame {
    /// How the game ended, once it is over; `None` while it goes on.
    pub fn ending(&self) -> Option<Ending> {
        let outcome = self.outcome()?;
        let winner = match outcome {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw => None,
        };
        let mut score = None;
        let reason = match (self, winner) {
            (AnyGame::Senet(g), Some(winner)) => {
                let loser = winner.opponent();
                let on = |squares: std::ops::RangeInclusive<u8>| {
                    squares.filter(|&s| g.piece_at(s) == Some(loser)).count() as u8
                };
                score = Some(SenetScore {
                    last_row: on(21..=30),
                    first_rows: on(1..=20),
                });
                match g.pending_throw() {
                    Some(throw) if g.on_board(winner) > 0 => EndReason::NoMove {
                        loser,
                        throw: throw.value(),
                    },
                    _ => EndReason::BorneOff,
                }
            }
            (AnyGame::Seesaw(_), Some(winner)) => EndReason::NoStacks {
                loser: winner.opponent(),
            },
            (AnyGame::Seesaw(_), None) => EndReason::NoActions,
            (AnyGame::Arces(g), Some(winner)) => {
                if g.stack(GOLD) == Stack::Command(winner) {
                    EndReason::Gold
                } else {
                    EndReason::LastMarble
                }
            }
            (AnyGame::Arces(g), None) if g.turns_played() >= TURN_LIMIT => EndReason::TurnLimit {
                turns: g.turns_played(),
            },
            (AnyGame::Arces(_), None) => EndReason::NoMarbles,
            (AnyGame::Arsisesi(_), Some(_)) => EndReason::Cleared,
            (AnyGame::Arsisesi(_), None) => EndReason::Stalemate,
            // Žanstrekt has no draw (ZAN-11 is its only end).
            (AnyGame::Zanstrekt(_), _) => EndReason::Exited,
            (AnyGame::Senet(_), None) => EndReason::BorneOff,
        };
        Some(Ending {
            outcome,
            reason,
            score,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Record;

    /// Finished games for every game id and way of ending: (id, reason, record).
    const ENDINGS: &str = include_str!("../../tests/endings.txt");

    fn ending(record: &str) -> Ending {
        let record = Record::<AnyGame>::parse(record).unwrap();
        record.position().ending().expect("the game is over")
    }

    #[test]
    fn a_game_in_progress_has_no_ending() {
        for id in super::super::GAME_IDS {
            assert_eq!(AnyGame::new(id).unwrap().ending(), None, "{id}");
        }
        let going = Record::<AnyGame>::parse("senet;d2,8-10").unwrap();
        assert_eq!(going.position().ending(), None);
    }

    #[test]
    fn every_pinned_finished_game_ends_as_listed() {
        let mut ids = Vec::new();
        for line in ENDINGS.lines().filter(|l| !l.starts_with('#')) {
            let mut fields = line.split('\t');
            let (id, reason, record) = (fields.next(), fields.next(), fields.next());
            let (Some(id), Some(reason), Some(record)) = (id, reason, record) else {
                panic!("bad line {line}");
            };
            let end = ending(record);
            let name = format!("{:?}", end.reason);
            assert!(name.starts_with(reason), "{id}: {name} for {reason}");
            assert_eq!(
                Record::<AnyGame>::parse(record).unwrap().position().id(),
                id
            );
            // Only Senet scores (SEN-13).
            assert_eq!(end.score.is_some(), id == "senet", "{id}");
            ids.push(id);
        }
        for id in super::super::GAME_IDS {
            assert!(ids.contains(id), "no finished {id} game pinned");
        }
    }

    #[test]
    fn senet_no_move_names_the_throw_and_counts_the_points() {
        // The game: Black's 8-10 makes the pair 10–11, and White's first throw, a 2,
        // can move no piece forward (own pieces, the protected 11) or back (own pieces, below 1).
        // SEN-10: White loses; SEN-13: 3 points for each of White's five pieces on 1–20.
        let end = ending("senet;d2,8-10,d2");
        assert_eq!(
            end.reason,
            EndReason::NoMove {
                loser: Seat::North,
                throw: 2
            }
        );
        let score = end.score.unwrap();
        assert_eq!(
            (score.first_rows, score.last_row, score.points()),
            (5, 0, 15)
        );
        assert_eq!(
            end.outcome,
            Outcome::Win {
                winner: Seat::South,
                points: 15
            }
        );
    }

    #[test]
    fn senet_bearing_off_the_last_piece_scores_what_the_loser_left() {
        let end = ending("senet:ww27b:b1;30-off");
        assert_eq!(end.reason, EndReason::BorneOff);
        let score = end.score.unwrap();
        assert_eq!(
            (score.first_rows, score.last_row, score.points()),
            (2, 0, 6)
        );
    }

    #[test]
    fn arces_turn_limit_counts_the_turns() {
        let limit = ENDINGS
            .lines()
            .find_map(|l| l.strip_prefix("arces\tTurnLimit\t"))
            .unwrap();
        assert_eq!(
            ending(limit).reason,
            EndReason::TurnLimit { turns: TURN_LIMIT }
        );
        assert_eq!(ending(limit).outcome, Outcome::Draw);
    }
}

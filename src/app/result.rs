//! The end of a game in words, for the result panel over the board: who won, how it ended by the
//! game's own rule, and the points where the game scores (SEN-13).

use super::Session;
use crate::app::text::seat_name;
use crate::core::{Game, Outcome, Seat};
use crate::games::end::{EndReason, Ending};
use crate::i18n::{t, tr};

/// What the result panel says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultText {
    /// Who won ("Black (Player 1) wins"), or that the game is drawn.
    pub headline: String,
    /// How it ended, by the game's rule.
    pub reason: String,
    /// How the points were counted, where the game scores.
    pub points: Option<String>,
}

impl Session {
    /// The result panel's words, once the game (not a browsed position) is over.
    pub fn result(&self) -> Option<ResultText> {
        let game = self.game();
        if let Some(loser) = self.resigned() {
            // Among three or four, a resignation ends the game with no winner (docs/remote.md).
            let headline = if game.seats().len() > 2 {
                t("result-ended")
            } else {
                tr("result-wins", &[("who", self.who(loser.opponent()).into())])
            };
            return Some(ResultText {
                headline,
                reason: tr("result-resigned", &[("who", self.who(loser).into())]),
                points: None,
            });
        }
        let ending = game.ending()?;
        let name = |seat: Seat| seat_name(game, seat);
        let headline = match ending.outcome {
            Outcome::Win { winner, .. } => tr("result-wins", &[("who", self.who(winner).into())]),
            Outcome::Draw => t("result-drawn"),
        };
        let winner = match ending.outcome {
            Outcome::Win { winner, .. } => name(winner),
            Outcome::Draw => String::new(),
        };
        let reason = match ending.reason {
            EndReason::NoMove { loser, throw } => tr(
                "result-no-move",
                &[("loser", name(loser).into()), ("throw", throw.into())],
            ),
            EndReason::NoStacks { loser } => {
                tr("result-no-stacks", &[("loser", name(loser).into())])
            }
            EndReason::TurnLimit { turns } => tr("result-turn-limit", &[("turns", turns.into())]),
            reason => tr(reason_key(reason), &[("winner", winner.into())]),
        };
        Some(ResultText {
            headline,
            reason,
            points: points(&ending, &seat_name(game, loser_of(&ending))),
        })
    }
}

/// The message of a reason that names at most the winner.
fn reason_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::BorneOff => "result-borne-off",
        EndReason::NoActions => "result-no-actions",
        EndReason::Gold => "result-gold",
        EndReason::LastMarble => "result-last-marble",
        EndReason::NoMarbles => "result-no-marbles",
        EndReason::Cleared => "result-cleared",
        EndReason::Stalemate => "result-stalemate",
        _ => "result-exited",
    }
}

fn loser_of(ending: &Ending) -> Seat {
    match ending.outcome {
        Outcome::Win { winner, .. } => winner.opponent(),
        Outcome::Draw => Seat::South,
    }
}

/// SEN-13's count, said so that the number can be checked on the board.
fn points(ending: &Ending, loser: &str) -> Option<String> {
    let score = ending.score?;
    Some(tr(
        "result-points",
        &[
            ("points", score.points().into()),
            ("loser", loser.into()),
            ("first", score.first_rows.into()),
            ("last", score.last_row.into()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(record: &str) -> ResultText {
        Session::from_record(record, 1)
            .unwrap()
            .result()
            .expect("over")
    }

    #[test]
    fn the_issues_senet_game_explains_its_fifteen_points() {
        let text = result("senet;d2,8-10,d2");
        assert_eq!(text.headline, "Black wins");
        assert_eq!(
            text.reason,
            "White threw 2 and could move no piece with it, forward or back: White loses."
        );
        assert_eq!(
            text.points.as_deref(),
            Some("15 points: White still had 5 pieces on squares 1–20, worth 3 points each.")
        );
    }

    #[test]
    fn every_way_of_ending_has_its_own_words() {
        let mut reasons = Vec::new();
        for line in include_str!("../../tests/endings.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
        {
            let fields: Vec<&str> = line.split('\t').collect();
            let (kind, record) = (fields[1], fields[2]);
            let text = result(record);
            for part in [&text.headline, &text.reason]
                .into_iter()
                .chain(text.points.as_ref())
            {
                assert!(!part.contains("result-"), "{part}: a missing message");
                // Rule codes belong in the Rules dialog, not in a player's result (issue 37).
                assert!(!part.contains(['(', ')']), "{part}: a rule code");
            }
            assert_eq!(
                text.points.is_some(),
                record.starts_with("senet"),
                "{record}"
            );
            // Different rules, different words (the same rule may repeat across game ids).
            let same = |(k, r): &(&str, String)| *r == text.reason && *k != kind;
            assert!(!reasons.iter().any(same), "{}", text.reason);
            reasons.push((kind, text.reason));
        }
        let draw = result(
            include_str!("../../tests/endings.txt")
                .lines()
                .find_map(|l| l.strip_prefix("arsisesi-a\tStalemate\t"))
                .unwrap(),
        );
        assert_eq!(draw.headline, "Drawn");
        assert!(draw.reason.contains("stalemate"), "{}", draw.reason);
    }

    #[test]
    fn the_winner_is_named_with_who_played_it() {
        let mut session = Session::resume(
            "senet;d2,8-10,d2",
            1,
            ["Player 1".into(), "Player 2".into()],
            1,
        )
        .unwrap();
        assert_eq!(session.result().unwrap().headline, "Black (Player 2) wins");
        session.set_seat_labels([Some("computer, easy".into()), None, None, None]);
        assert_eq!(
            session.result().unwrap().headline,
            "Black (computer, easy) wins"
        );
        let going = Session::from_record("senet;d2", 1).unwrap();
        assert_eq!(going.result(), None);
    }
}

//! The "Your games" list in words: one row per saved game (what game, where it stands, how many
//! moves, when it was played) and the items that could not be read.

use super::ceremony::player_names;
use super::saved::{Entry, SavedGame};
use super::session::computer_labels;
use super::Session;
use crate::app::text::{game_name, seat_name};
use crate::core::{Game, Seat, Token};
use crate::i18n::{t, tr};

/// One saved game as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The item's key.
    pub key: String,
    /// The game's name.
    pub title: String,
    /// Where it stands: whose turn, or the result.
    pub status: String,
    /// How many moves, and when it was last played.
    pub detail: String,
    /// Who played each seat: "South (person), North (computer, strong)"; a person the opening
    /// ceremony seated by the name it gave ("Black (Player 2)").
    pub players: String,
    /// Whether it is over (listed with the finished games).
    pub finished: bool,
    /// Whether it is the game on the board.
    pub current: bool,
}

/// The rows of every readable entry, in the entries' order (latest first), and the unreadable
/// items as (key, text). `now` is the time in ms; `current` the key of the game on the board.
pub fn rows(
    entries: &[Entry],
    now: u64,
    current: Option<&str>,
) -> (Vec<Row>, Vec<(String, String)>) {
    let mut rows = Vec::new();
    let mut unreadable = Vec::new();
    for entry in entries {
        match entry {
            Entry::Game { key, game } => {
                if let Some(session) = session_of(game, 0) {
                    let moves = session
                        .record()
                        .tokens()
                        .iter()
                        .filter(|t| matches!(t, Token::Action(_)))
                        .count();
                    rows.push(Row {
                        key: key.clone(),
                        title: game_name(&game.id),
                        status: session.status(),
                        detail: tr(
                            "saved-detail",
                            &[
                                ("moves", moves.into()),
                                ("when", ago(now, game.played).into()),
                            ],
                        ),
                        players: who_played(&session),
                        finished: game.finished,
                        current: current == Some(key.as_str()),
                    });
                }
            }
            Entry::Unreadable { key, text } => unreadable.push((key.clone(), text.clone())),
        }
    }
    (rows, unreadable)
}

/// The session a saved game resumes: its record, with the people who played it where known,
/// and the computer's seats named.
pub fn session_of(game: &SavedGame, seed: u64) -> Option<Session> {
    let mut session = match game.south {
        Some(south) => {
            let by_person = [0, 1].map(|person| {
                let seat = if person == south {
                    Seat::South
                } else {
                    Seat::North
                };
                game.players.get(seat)
            });
            Session::resume(&game.record, seed, player_names(&by_person), south).ok()?
        }
        None => Session::from_record(&game.record, seed).ok()?,
    };
    session.set_seat_labels(computer_labels(&game.players));
    Some(session)
}

/// Who played each seat of a resumed `session` (issue 37: the list did not say).
fn who_played(session: &Session) -> String {
    let game = session.game();
    game.seats()
        .iter()
        .map(|&seat| {
            let labelled = session.seat_labels()[seat.index()].is_some() || session.seated();
            if labelled {
                session.who(seat)
            } else {
                tr(
                    "status-who",
                    &[
                        ("seat", seat_name(game, seat).into()),
                        ("name", t("saved-person").into()),
                    ],
                )
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// How long ago `then` was, in words ("5 minutes ago").
pub fn ago(now: u64, then: u64) -> String {
    let minutes = now.saturating_sub(then) / 60_000;
    let (key, n) = match minutes {
        0 => return t("saved-just-now"),
        1..=59 => ("saved-minutes-ago", minutes),
        60..=1439 => ("saved-hours-ago", minutes / 60),
        _ => ("saved-days-ago", minutes / 1440),
    };
    tr(key, &[("n", n.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::{Controller, Players};

    fn saved(record: &str, played: u64, south: Option<usize>) -> SavedGame {
        let mut players = Players::people();
        players.set(Seat::North, Controller::Computer(Level::Strong));
        SavedGame {
            id: record.split([';', ':']).next().unwrap().to_string(),
            record: record.to_string(),
            players,
            south,
            played,
            finished: record == "senet;d2,8-10,d2",
        }
    }

    #[test]
    fn rows_say_where_each_game_stands() {
        let entries = [
            Entry::Game {
                key: "a".into(),
                game: saved("senet;d2,11-13", 3_600_000, Some(1)),
            },
            Entry::Game {
                key: "b".into(),
                game: saved("senet;d2,8-10,d2", 0, None),
            },
            Entry::Unreadable {
                key: "c".into(),
                text: "half a gam".into(),
            },
        ];
        let (rows, bad) = rows(&entries, 3_600_000 + 5 * 60_000, Some("b"));
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].title, "Senet");
        assert_eq!(rows[0].status, "White (computer, strong) to throw.");
        assert_eq!(rows[0].detail, "1 move · 5 minutes ago");
        // Who played: Player 2 took Black in the ceremony, the computer plays White (issue 37).
        assert_eq!(
            rows[0].players,
            "Black (Player 2), White (computer, strong)"
        );
        assert_eq!(rows[1].players, "Black (person), White (computer, strong)");
        assert!(!rows[0].current && !rows[0].finished);
        assert_eq!(rows[1].status, "Black wins with 15 points.");
        assert_eq!(rows[1].detail, "1 move · 1 hour ago");
        assert!(rows[1].current && rows[1].finished);
        assert_eq!(bad, [("c".to_string(), "half a gam".to_string())]);
    }

    #[test]
    fn a_resumed_game_keeps_who_played_it() {
        let session = session_of(&saved("senet;d2", 0, Some(1)), 1).unwrap();
        // Person 2 sat South (Black); the computer plays North, so person 1 is the computer.
        assert_eq!(session.person(Seat::South), "Player 2");
        assert_eq!(
            session.status(),
            "Black (Player 2) to move with a throw of 2."
        );
    }

    #[test]
    fn times_read_in_the_largest_unit() {
        assert_eq!(ago(59_000, 0), "just now");
        assert_eq!(ago(60_000, 0), "1 minute ago");
        assert_eq!(ago(3 * 3_600_000, 0), "3 hours ago");
        assert_eq!(ago(50 * 3_600_000, 0), "2 days ago");
        assert_eq!(ago(0, 5), "just now", "a clock set back is no error");
    }
}

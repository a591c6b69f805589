//! Whose turn it is and what they must do, or the result, in one line; and who sits where.

use super::super::hints;
use super::super::players::Players;
use super::Session;
use crate::app::text::seat_name;
use crate::core::{Game, Outcome, Seat, ToAct, Token};
use crate::games::end::Ending;
use crate::games::AnyGame;
use crate::i18n::{t, tr};

impl Session {
    /// The person sitting in a seat of a two-seat game (the ceremony's names).
    pub fn person(&self, seat: Seat) -> &str {
        let south = self.ceremony.south_person;
        if seat == Seat::South {
            &self.names[south]
        } else {
            &self.names[1 - south]
        }
    }

    /// A seat as the status names it: its name, with who plays it where that is known (the
    /// computer's level, or the person the ceremony seated there): "Black (Player 1)".
    pub fn who(&self, seat: Seat) -> String {
        let game = self.game();
        let name = if let Some(label) = &self.labels[seat.index()] {
            label.as_str()
        } else if self.seated {
            self.person(seat)
        } else {
            return seat_name(game, seat);
        };
        tr(
            "status-who",
            &[
                ("seat", seat_name(game, seat).into()),
                ("name", name.into()),
            ],
        )
    }

    /// One line saying whose turn it is and what they must do, or the result.
    pub fn status(&self) -> String {
        let game = self.game();
        let who = |seat: Seat| self.who(seat);
        if let Some(loser) = self.resigned {
            // Among three or four, a resignation ends the game with no winner (docs/remote.md).
            if game.seats().len() > 2 {
                return tr("result-resigned", &[("who", who(loser).into())]);
            }
            let winner = loser.opponent();
            return tr(
                "status-wins",
                &[("who", who(winner).into()), ("points", 0.into())],
            );
        }
        match game.to_act() {
            ToAct::Over => match game.ending() {
                Some(Ending {
                    outcome: Outcome::Win { winner, points },
                    score,
                    ..
                }) => {
                    // Only Senet scores (SEN-13); a win elsewhere is worth its "1" to no one.
                    let points = if score.is_some() { points } else { 0 };
                    tr(
                        "status-wins",
                        &[("who", who(winner).into()), ("points", points.into())],
                    )
                }
                _ => t("status-drawn"),
            },
            ToAct::Chance => match self.acting_seat() {
                Some(seat) => tr("status-to-throw", &[("who", who(seat).into())]),
                None => t("status-throw"),
            },
            ToAct::Player(seat) => {
                match (hints::status(game, seat, &who), self.last_roll_pending()) {
                    (Some(line), _) => line,
                    (None, Some(value)) => tr(
                        "status-to-move-with",
                        &[("who", who(seat).into()), ("roll", value.into())],
                    ),
                    (None, None) => tr("status-to-move", &[("who", who(seat).into())]),
                }
            }
        }
    }

    /// The seat that decides next: the one to act, or at a chance point the one to throw; `None`
    /// once the game is over.
    pub fn acting_seat(&self) -> Option<Seat> {
        seat_to_decide(self.game())
    }

    /// The throw being used, when the last token was a roll.
    fn last_roll_pending(&self) -> Option<u8> {
        matches!(self.record.tokens().last(), Some(Token::Roll(_)))
            .then(|| self.last_roll().map(|r| r.0))
            .flatten()
    }
}

/// Labels for the seats of `seats` the computer plays ("computer, strong") and, where one
/// person plays the computer, the person's ("you": never "Player 2", issue 49), for
/// [`Session::set_seat_labels`].
pub fn seat_labels(players: &Players, seats: &[Seat]) -> [Option<String>; 4] {
    let mut labels = computer_labels(players);
    let people: Vec<Seat> = seats
        .iter()
        .copied()
        .filter(|&s| players.computer(s).is_none())
        .collect();
    if let ([you], true) = (people.as_slice(), people.len() < seats.len()) {
        labels[you.index()] = Some(t("status-you"));
    }
    labels
}

/// Labels for the seats the computer plays ("computer, strong"), for
/// [`Session::set_seat_labels`].
pub fn computer_labels(players: &Players) -> [Option<String>; 4] {
    Seat::ALL.map(|seat| {
        players
            .computer(seat)
            .map(|level| tr("status-computer", &[("level", level.name().into())]))
    })
}

/// The seat that decides next in `game`: the one to act, or at a chance point the one to
/// throw, read from the position's turn field; `None` once the game is over.
pub fn seat_to_decide(game: &AnyGame) -> Option<Seat> {
    match game.to_act() {
        ToAct::Player(seat) => Some(seat),
        ToAct::Over => None,
        ToAct::Chance => game.thrower(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::players::Controller;

    #[test]
    fn the_one_person_against_the_computer_is_you() {
        let mut players = Players::people();
        assert_eq!(seat_labels(&players, &Seat::TWO), [None, None, None, None]);
        players.set(Seat::North, Controller::Computer(Level::Easy));
        let labels = seat_labels(&players, &Seat::TWO);
        assert_eq!(labels[Seat::South.index()].as_deref(), Some("you"));
        assert_eq!(
            labels[Seat::North.index()].as_deref(),
            Some("computer, easy")
        );
        let mut session = Session::new("seesaw", 1).unwrap();
        session.set_seat_labels(labels);
        assert_eq!(session.status(), "South (you) to move.");
        // Arcēs for three: one person, two computers.
        players.set(Seat::West, Controller::Computer(Level::Strong));
        let three = [Seat::South, Seat::West, Seat::North];
        assert_eq!(
            seat_labels(&players, &three)[Seat::South.index()].as_deref(),
            Some("you")
        );
        // Two computers only: nobody is "you".
        players.set(Seat::South, Controller::Computer(Level::Easy));
        assert_eq!(
            seat_labels(&players, &Seat::TWO)[0].as_deref(),
            Some("computer, easy")
        );
    }
}

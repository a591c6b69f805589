//! Who plays each seat: a person at this device or the computer at a level, as the new-game
//! dialogue chose and the address bar's query keeps (`?north=strong`).
//!
//! The query names seats, not players, so that reloading a shared link puts the computer back
//! in the same seat whatever the opening ceremony did: the dialogue speaks of players (the
//! ceremony then decides who sits where) and the page writes the seats once the ceremony is done.

use crate::ai::Level;
use crate::core::Seat;
use crate::i18n::{t, tr};

/// Who decides for a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Controller {
    /// Someone at this device (hot-seat).
    #[default]
    Person,
    /// The computer at a level (never [`Level::Random`], which is not offered to people).
    Computer(Level),
}

impl Controller {
    /// Every choice the new-game dialogue offers, in its order (Perfect only for the games it
    /// plays, [`Controller::plays`]).
    pub const CHOICES: [Controller; 5] = [
        Controller::Person,
        Controller::Computer(Level::Easy),
        Controller::Computer(Level::Medium),
        Controller::Computer(Level::Strong),
        Controller::Computer(Level::Perfect),
    ];

    /// Whether this choice can play `game_id` (the Perfect level plays only the games solved
    /// exactly).
    pub fn plays(self, game_id: &str) -> bool {
        self.level().is_none_or(|level| level.plays(game_id))
    }

    /// The word used in the query and the dialogue's option values.
    pub fn key(self) -> &'static str {
        match self {
            Controller::Person => "person",
            Controller::Computer(level) => level.name(),
        }
    }

    /// What the dialogue and the status line call it, in the current language.
    pub fn label(self) -> String {
        t(match self {
            Controller::Person => "player-person",
            Controller::Computer(Level::Easy) => "player-easy",
            Controller::Computer(Level::Medium) => "player-medium",
            Controller::Computer(Level::Perfect) => "analysis-level-perfect",
            Controller::Computer(_) => "player-strong",
        })
    }

    /// Reads a [`Controller::key`]; `None` for anything else (including `random`).
    pub fn from_key(key: &str) -> Option<Controller> {
        Controller::CHOICES.into_iter().find(|c| c.key() == key)
    }

    /// The computer's level, if the computer plays.
    pub fn level(self) -> Option<Level> {
        match self {
            Controller::Person => None,
            Controller::Computer(level) => Some(level),
        }
    }
}

/// The controller of each seat, indexed by [`Seat::index`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Players {
    seats: [Controller; 4],
}

/// The query key of a seat.
fn seat_key(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "south",
        Seat::West => "west",
        Seat::North => "north",
        Seat::East => "east",
    }
}

impl Players {
    /// Everyone a person.
    pub fn people() -> Players {
        Players::default()
    }

    /// The controller of `seat`.
    pub fn get(&self, seat: Seat) -> Controller {
        self.seats[seat.index()]
    }

    /// Sets the controller of `seat`.
    pub fn set(&mut self, seat: Seat, controller: Controller) {
        self.seats[seat.index()] = controller;
    }

    /// The one person playing the computer in a two-seat game, as the ceremony orders the two
    /// people (`south_person` sits South).
    pub fn alone(&self, south_person: usize) -> Option<crate::app::ceremony::Alone> {
        let mut by_person = [Controller::Person; 2];
        by_person[south_person.min(1)] = self.get(Seat::South);
        by_person[1 - south_person.min(1)] = self.get(Seat::North);
        crate::app::ceremony::Alone::of(&by_person)
    }

    /// The computer's level in `seat`, if it plays there.
    pub fn computer(&self, seat: Seat) -> Option<Level> {
        self.get(seat).level()
    }

    /// Whether a person plays any of `seats`.
    pub fn any_person(&self, seats: &[Seat]) -> bool {
        seats.iter().any(|&s| self.get(s) == Controller::Person)
    }

    /// Reads the seats from a URL query (`?north=strong&seed=3`, with or without the `?`).
    /// Other keys are left alone; an unknown value gives a message and leaves that seat to a
    /// person, so a mistyped link still opens.
    pub fn from_query(query: &str) -> (Players, Vec<String>) {
        let mut players = Players::people();
        let mut problems = Vec::new();
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let Some(seat) = Seat::ALL.into_iter().find(|&s| seat_key(s) == key) else {
                continue;
            };
            match Controller::from_key(&value.to_ascii_lowercase()) {
                Some(controller) => players.set(seat, controller),
                None => problems.push(tr(
                    "player-unknown",
                    &[("value", value.into()), ("seat", key.into())],
                )),
            }
        }
        (players, problems)
    }

    /// `query` with the seat keys replaced by this set-up's computer seats among `seats` (persons
    /// are the default and are not written); other keys keep their order. Returns the query with
    /// its `?`, or an empty string when nothing is left.
    pub fn write_query(&self, query: &str, seats: &[Seat]) -> String {
        let mut parts: Vec<String> = query
            .trim_start_matches('?')
            .split('&')
            .filter(|pair| !pair.is_empty())
            .filter(|pair| {
                let key = pair.split('=').next().unwrap_or("");
                !Seat::ALL.into_iter().any(|s| seat_key(s) == key)
            })
            .map(str::to_string)
            .collect();
        for &seat in seats {
            if let Some(level) = self.computer(seat) {
                parts.push(format!("{}={}", seat_key(seat), level.name()));
            }
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!("?{}", parts.join("&"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_names_computer_seats_only() {
        let (players, problems) = Players::from_query("?seed=4&north=strong&south=person");
        assert!(problems.is_empty());
        assert_eq!(players.computer(Seat::North), Some(Level::Strong));
        assert_eq!(players.get(Seat::South), Controller::Person);
        assert_eq!(
            players.write_query("?seed=4&north=easy&south=person", &Seat::TWO),
            "?seed=4&north=strong"
        );
        assert_eq!(Players::people().write_query("north=easy", &Seat::TWO), "");
    }

    #[test]
    fn unknown_players_are_people_with_a_message() {
        let (players, problems) = Players::from_query("west=random&east=grandmaster&x=1");
        assert_eq!(players, Players::people());
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[1].contains("grandmaster"));
    }

    #[test]
    fn every_choice_reads_back() {
        for choice in Controller::CHOICES {
            assert_eq!(Controller::from_key(choice.key()), Some(choice));
        }
        assert_eq!(Controller::from_key("random"), None);
    }

    #[test]
    fn perfect_is_offered_only_for_the_solved_game() {
        let perfect = Controller::Computer(Level::Perfect);
        assert!(perfect.plays("arsisesi-b"));
        assert_eq!(perfect.label(), "Computer (perfect)");
        for id in crate::games::GAME_IDS
            .iter()
            .filter(|&&id| id != "arsisesi-b")
        {
            assert!(!perfect.plays(id), "{id}");
            assert!(
                Controller::CHOICES.iter().filter(|c| c.plays(id)).count() == 4,
                "{id}"
            );
        }
    }

    #[test]
    fn only_the_games_seats_are_written() {
        let mut players = Players::people();
        players.set(Seat::East, Controller::Computer(Level::Medium));
        players.set(Seat::North, Controller::Computer(Level::Easy));
        assert_eq!(players.write_query("", &Seat::TWO), "?north=easy");
        assert_eq!(
            players.write_query("", &Seat::ALL),
            "?north=easy&east=medium"
        );
        assert!(players.any_person(&Seat::ALL));
    }
}

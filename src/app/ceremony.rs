//! Opening ceremonies that decide who sits in which seat (SEN-3, ARS-9, ZAN-3), run by the app
//! with its seeded generator because they happen outside the recorded game, and the words that
//! explain them: each throw, then who plays which side and moves first.

use super::players::Controller;
use crate::ai::Level;
use crate::core::{sample_roll, Rng};
use crate::games::arsisesi::{self, Die, DIE_FACES};
use crate::games::senet;
use crate::i18n::{t, tr, Arg};

/// One event of a ceremony, as a typed fact.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// SEN-3: `person` (0 or 1) throws the sticks; the first 1 decides.
    SenetThrow {
        /// Who threw.
        person: usize,
        /// The throw's value.
        value: u8,
    },
    /// ARS-9: both roll the die, the first person's roll first; a tie rolls again.
    RollOff {
        /// The two rolls, by person.
        rolls: [u8; 2],
    },
    /// ZAN-3: the first player is drawn at random.
    Drawn,
    /// A rematch: the people changed sides, no ceremony.
    Rematch,
}

/// How the seats were settled: the events in order and which person took the first seat.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Ceremony {
    /// The events in order; empty when no ceremony ran (a game continued from a record).
    pub steps: Vec<Step>,
    /// Index (0 or 1) of the person who plays South (Senet: Black).
    pub south_person: usize,
}

/// Whether a game id opens with a ceremony that decides who sits where (so a new-game dialogue
/// speaks of players, not seats).
pub fn decides_seats(id: &str) -> bool {
    matches!(
        id,
        "senet" | "zanstrekt" | "arsisesi-a" | "arsisesi-b" | "arsisesi-c"
    )
}

/// Runs the ceremony of a game id between two people.
pub fn run(id: &str, rng: &mut Rng) -> Ceremony {
    match id {
        "senet" => senet_colours(rng),
        "zanstrekt" => Ceremony {
            steps: vec![Step::Drawn],
            south_person: sample_roll(&[(0usize, 1), (1, 1)], rng),
        },
        "arsisesi-a" | "arsisesi-b" | "arsisesi-c" => arsisesi_roll_off(rng),
        _ => Ceremony::default(),
    }
}

/// SEN-3: throw in turn until someone throws a 1; that person takes Black and the throw is spent
/// on the forced move 10→11.
fn senet_colours(rng: &mut Rng) -> Ceremony {
    let mut throws = Vec::new();
    let mut steps = Vec::new();
    loop {
        let throw = sample_roll(&senet::Throw::ALL, rng);
        let person = senet::ceremony::thrower(throws.len());
        throws.push(throw);
        steps.push(Step::SenetThrow {
            person,
            value: throw.value(),
        });
        if let Some(black) = senet::ceremony::black_player(&throws) {
            return Ceremony {
                steps,
                south_person: black,
            };
        }
    }
}

/// ARS-9: both players roll the die, the higher roll starts (and so plays South, who moves
/// first in every position); a tie means both roll again.
fn arsisesi_roll_off(rng: &mut Rng) -> Ceremony {
    let faces: Vec<(Die, u32)> = (1..=DIE_FACES)
        .filter_map(Die::new)
        .map(|die| (die, 1))
        .collect();
    let mut pairs = Vec::new();
    let mut steps = Vec::new();
    loop {
        let pair = (sample_roll(&faces, rng), sample_roll(&faces, rng));
        pairs.push(pair);
        steps.push(Step::RollOff {
            rolls: [pair.0.value(), pair.1.value()],
        });
        if let Some(first) = arsisesi::ceremony::starter(&pairs) {
            return Ceremony {
                steps,
                south_person: first,
            };
        }
    }
}

/// The one person at this device when they play the computer: which of the two people they
/// are (0 or 1, in the order the players were chosen) and the computer's level. The ceremony's
/// words then say "you" and "the computer (easy)", never "Player 2" (issue 49).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Alone {
    /// The person's index among the two.
    pub person: usize,
    /// The computer's level.
    pub level: Level,
}

impl Alone {
    /// The person playing the computer among two players, if that is who plays.
    pub fn of(players: &[Controller; 2]) -> Option<Alone> {
        match *players {
            [Controller::Person, Controller::Computer(level)] => Some(Alone { person: 0, level }),
            [Controller::Computer(level), Controller::Person] => Some(Alone { person: 1, level }),
            _ => None,
        }
    }

    /// The arguments that say who is who in a ceremony's message: `you` is `you`, `computer`
    /// or `none` for a message about the one player `player` (0 or 1); for a message that names
    /// both, `player` first (`pair`), `first` or `second` by the person's place, or `none`; and
    /// the computer's `level` in words.
    fn args(alone: Option<Alone>, player: usize, pair: bool) -> [(&'static str, Arg<'static>); 2] {
        let you = match alone {
            None => "none",
            Some(a) if a.person == player => ["you", "first"][usize::from(pair)],
            Some(_) => ["computer", "second"][usize::from(pair)],
        };
        let level = alone.map_or("", |a| a.level.name());
        [
            ("you", you.into()),
            (
                "level",
                tr("ceremony-level", &[("level", level.into())]).into(),
            ),
        ]
    }
}

/// "You play South (blue) against the computer (easy).": the opening card of a new game against
/// the computer that has no ceremony to tell (Seesaw, Arcēs). `seat` is the person's, named
/// by `seat_words`.
pub fn you_play(seat_words: &str, seat: crate::core::Seat, level: Level) -> String {
    tr(
        "ceremony-you-play",
        &[
            ("seat", seat_words.into()),
            ("colour", seat.name().to_ascii_lowercase().into()),
            (
                "level",
                tr("ceremony-level", &[("level", level.name().into())]).into(),
            ),
        ],
    )
}

/// The two players' names for the ceremony and the status: "Player 1" for a person, "Computer"
/// (numbered when both are).
pub fn player_names(players: &[Controller; 2]) -> [String; 2] {
    let computers = players.iter().filter(|&&c| c != Controller::Person).count();
    [0, 1].map(|i| match players[i] {
        Controller::Person => tr("ceremony-person", &[("n", (i + 1).into())]),
        Controller::Computer(_) if computers == 1 => t("ceremony-computer"),
        Controller::Computer(_) => tr("ceremony-computer-n", &[("n", (i + 1).into())]),
    })
}

impl Ceremony {
    /// Each event in words, for the sequence shown at the start and the panel's list. Senet's
    /// throws before the deciding 1 share one line (there may be dozens), so the sequence stays
    /// short: who throws, the throws, then who threw the 1.
    pub fn lines(&self, names: &[String; 2], alone: Option<Alone>) -> Vec<String> {
        let one = |player: usize| Alone::args(alone, player, false);
        let undecided: Vec<String> = self
            .steps
            .iter()
            .filter_map(|step| match *step {
                Step::SenetThrow { value, .. } if value != 1 => Some(value.to_string()),
                _ => None,
            })
            .collect();
        let mut lines = Vec::new();
        if !undecided.is_empty() {
            let first = senet::ceremony::thrower(0);
            let [you, level] = Alone::args(alone, first, true);
            lines.push(tr(
                "ceremony-senet-throws",
                &[
                    ("first", (&names[first]).into()),
                    ("second", (&names[senet::ceremony::thrower(1)]).into()),
                    ("throws", undecided.join(", ").into()),
                    you,
                    level,
                ],
            ));
        }
        let told = self
            .steps
            .iter()
            .filter(|step| !matches!(step, Step::SenetThrow { value, .. } if *value != 1));
        lines.extend(told.map(|step| match *step {
            Step::SenetThrow { person, value } => {
                let [you, level] = one(person);
                tr(
                    "ceremony-senet-throw",
                    &[
                        ("player", (&names[person]).into()),
                        ("value", value.into()),
                        you,
                        level,
                    ],
                )
            }
            Step::RollOff { rolls } => {
                let key = if rolls[0] == rolls[1] {
                    "ceremony-roll-tie"
                } else {
                    "ceremony-roll"
                };
                let [you, level] = Alone::args(alone, 0, true);
                tr(
                    key,
                    &[
                        ("first", (&names[0]).into()),
                        ("a", rolls[0].into()),
                        ("second", (&names[1]).into()),
                        ("b", rolls[1].into()),
                        you,
                        level,
                    ],
                )
            }
            Step::Drawn => {
                let [you, level] = one(self.south_person);
                tr(
                    "ceremony-drawn",
                    &[("player", (&names[self.south_person]).into()), you, level],
                )
            }
            Step::Rematch => t("ceremony-rematch"),
        }));
        lines
    }

    /// Who is who, in plain words ("Player 1 plays Black (South) and moves first; …"), with
    /// Senet's forced first move explained; `None` when no ceremony ran.
    pub fn verdict(&self, id: &str, names: &[String; 2], alone: Option<Alone>) -> Option<String> {
        if self.steps.is_empty() {
            return None;
        }
        let kind = match id {
            "senet" => "senet",
            "zanstrekt" => "zanstrekt",
            _ => "arsisesi",
        };
        let [you, level] = Alone::args(alone, self.south_person, true);
        let mut text = tr(
            "ceremony-verdict",
            &[
                ("game", kind.into()),
                ("first", (&names[self.south_person]).into()),
                ("second", (&names[1 - self.south_person]).into()),
                you,
                level,
            ],
        );
        if kind == "senet" && self.steps != [Step::Rematch] {
            text.push(' ');
            text.push_str(&t("ceremony-senet-forced"));
        }
        Some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> [String; 2] {
        player_names(&[Controller::Person; 2])
    }

    #[test]
    fn senet_says_who_plays_black_and_why_a_piece_moved() {
        for seed in 0..30 {
            let ceremony = run("senet", &mut Rng::with_seed(seed));
            let lines = ceremony.lines(&names(), None);
            // However long the ceremony, two lines at most: the throws without a 1, then the 1.
            let throws = ceremony.steps.len();
            assert_eq!(lines.len(), if throws > 1 { 2 } else { 1 }, "{lines:?}");
            let thrower = ceremony.south_person + 1;
            assert_eq!(
                lines.last().unwrap(),
                &format!("Player {thrower} throws 1 and takes Black.")
            );
            if throws > 1 {
                let values: Vec<String> = ceremony.steps[..throws - 1]
                    .iter()
                    .map(|step| match step {
                        Step::SenetThrow { value, .. } => value.to_string(),
                        _ => panic!("only throws"),
                    })
                    .collect();
                assert_eq!(
                    lines[0],
                    format!(
                        "Player 1 and Player 2 throw the sticks in turn until one throws a 1: {}.",
                        values.join(", ")
                    )
                );
            }
            let verdict = ceremony.verdict("senet", &names(), None).unwrap();
            let black = ceremony.south_person + 1;
            assert!(
                verdict.starts_with(&format!(
                    "Player {black} plays Black (South) and moves first"
                )),
                "{verdict}"
            );
            assert!(verdict.contains("from 10 to 11"), "{verdict}");
        }
    }

    #[test]
    fn arsisesi_ties_roll_again_and_the_higher_roll_plays_south() {
        let mut seen_tie = false;
        for seed in 0..40 {
            let ceremony = run("arsisesi-b", &mut Rng::with_seed(seed));
            let lines = ceremony.lines(&names(), None);
            let (last, ties) = lines.split_last().unwrap();
            seen_tie |= !ties.is_empty();
            assert!(ties.iter().all(|l| l.ends_with("a tie, both roll again.")));
            assert!(!last.contains("tie"), "{last}");
            let Some(Step::RollOff { rolls }) = ceremony.steps.last().copied() else {
                panic!("a roll-off");
            };
            let higher = usize::from(rolls[1] > rolls[0]);
            assert_eq!(ceremony.south_person, higher);
            let verdict = ceremony.verdict("arsisesi-b", &names(), None).unwrap();
            assert!(verdict.starts_with(&format!("Player {} plays South", higher + 1)));
        }
        assert!(seen_tie, "some seed rolls a tie");
    }

    #[test]
    fn zanstrekt_draws_and_games_without_ceremony_say_nothing() {
        let ceremony = run("zanstrekt", &mut Rng::with_seed(1));
        assert_eq!(ceremony.steps, [Step::Drawn]);
        let first = &names()[ceremony.south_person];
        assert!(ceremony.lines(&names(), None)[0].starts_with(first.as_str()));
        let verdict = ceremony.verdict("zanstrekt", &names(), None).unwrap();
        assert!(verdict.contains("round pieces"), "{verdict}");
        let none = run("seesaw", &mut Rng::with_seed(1));
        assert!(none.lines(&names(), None).is_empty());
        assert_eq!(none.verdict("seesaw", &names(), None), None);
    }

    /// One person against the computer is "you", never "Player 2" (issue 49).
    #[test]
    fn one_person_against_the_computer_is_you() {
        use crate::ai::Level;
        let players = [Controller::Person, Controller::Computer(Level::Easy)];
        let alone = Alone::of(&players);
        assert_eq!(
            alone,
            Some(Alone {
                person: 0,
                level: Level::Easy
            })
        );
        let names = player_names(&players);
        let drawn = |south_person| Ceremony {
            steps: vec![Step::Drawn],
            south_person,
        };
        assert_eq!(
            drawn(0).lines(&names, alone),
            ["You are drawn to go first."]
        );
        assert_eq!(
            drawn(1).lines(&names, alone),
            ["The computer (easy) is drawn to go first."]
        );
        assert_eq!(
            drawn(0).verdict("zanstrekt", &names, alone).unwrap(),
            "You play South (blue, round pieces) and move first, against the computer (easy), \
             which plays North (orange, square pieces)."
        );
        assert_eq!(
            drawn(1).verdict("arsisesi-a", &names, alone).unwrap(),
            "The computer (easy) plays South (blue) and moves first; you play North (orange)."
        );
        let rolls = Ceremony {
            steps: vec![Step::RollOff { rolls: [3, 5] }],
            south_person: 1,
        };
        assert_eq!(
            rolls.lines(&names, alone),
            ["You roll 3, the computer rolls 5."]
        );
        for seed in 0..20 {
            let ceremony = run("senet", &mut Rng::with_seed(seed));
            for line in ceremony.lines(&names, alone) {
                assert!(!line.contains("Player"), "{line}");
            }
            let verdict = ceremony.verdict("senet", &names, alone).unwrap();
            assert!(
                verdict.contains("you") || verdict.starts_with("You"),
                "{verdict}"
            );
        }
        assert_eq!(
            you_play("North", crate::core::Seat::North, Level::Medium),
            "You play North (orange) against the computer (medium)."
        );
        // Two people, or two computers: their names, as before.
        assert_eq!(Alone::of(&[Controller::Person; 2]), None);
        assert_eq!(Alone::of(&[Controller::Computer(Level::Easy); 2]), None);
    }

    #[test]
    fn computers_are_named_and_numbered_only_when_both_play() {
        use crate::ai::Level;
        let one = player_names(&[Controller::Person, Controller::Computer(Level::Easy)]);
        assert_eq!(one, ["Player 1", "Computer"]);
        let two = player_names(&[Controller::Computer(Level::Easy); 2]);
        assert_eq!(two, ["Computer 1", "Computer 2"]);
    }
}

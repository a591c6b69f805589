//! Opening ceremonies that decide who sits in which seat (SEN-3, ARS-9, ZAN-3), run by the app
//! with its seeded generator because they happen outside the recorded game.

use crate::core::{sample_roll, Rng};
use crate::games::arsisesi::{self, Die, DIE_FACES};
use crate::games::senet;

/// The outcome of a ceremony: what happened, in words, and which person took the first seat.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Ceremony {
    /// One line per throw, for the page.
    pub log: Vec<String>,
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

/// Runs the ceremony of a game id between two people named `names`.
pub fn run(id: &str, names: &[String; 2], rng: &mut Rng) -> Ceremony {
    match id {
        "senet" => senet_colours(names, rng),
        "zanstrekt" => zanstrekt_first(names, rng),
        "arsisesi-a" | "arsisesi-b" | "arsisesi-c" => arsisesi_roll_off(names, rng),
        _ => Ceremony {
            log: Vec::new(),
            south_person: 0,
        },
    }
}

/// SEN-3: throw in turn until someone throws a 1; that person takes Black and the throw is spent
/// on the forced move 10→11.
fn senet_colours(names: &[String; 2], rng: &mut Rng) -> Ceremony {
    let mut throws = Vec::new();
    let mut log = Vec::new();
    loop {
        let throw = sample_roll(&senet::Throw::ALL, rng);
        let who = senet::ceremony::thrower(throws.len());
        throws.push(throw);
        if let Some(black) = senet::ceremony::black_player(&throws) {
            log.push(format!(
                "{} throws 1: {} takes Black and moves 10→11.",
                names[who], names[black]
            ));
            return Ceremony {
                log,
                south_person: black,
            };
        }
        log.push(format!("{} throws {}.", names[who], throw.value()));
    }
}

/// ZAN-3: the first player is chosen at random; positions start with South, so that person
/// plays South.
fn zanstrekt_first(names: &[String; 2], rng: &mut Rng) -> Ceremony {
    let first = sample_roll(&[(0usize, 1), (1, 1)], rng);
    Ceremony {
        log: vec![format!(
            "{} is drawn to go first and plays South (blue, round pieces).",
            names[first]
        )],
        south_person: first,
    }
}

/// ARS-9: both players roll the die, the higher roll starts (and so plays South, who moves
/// first in every position); a tie means both roll again.
fn arsisesi_roll_off(names: &[String; 2], rng: &mut Rng) -> Ceremony {
    let faces: Vec<(Die, u32)> = (1..=DIE_FACES)
        .filter_map(Die::new)
        .map(|die| (die, 1))
        .collect();
    let mut pairs = Vec::new();
    let mut log = Vec::new();
    loop {
        let pair = (sample_roll(&faces, rng), sample_roll(&faces, rng));
        pairs.push(pair);
        let rolls = format!(
            "{} rolls {}, {} rolls {}",
            names[0],
            pair.0.value(),
            names[1],
            pair.1.value()
        );
        match arsisesi::ceremony::starter(&pairs) {
            Some(first) => {
                log.push(format!("{rolls}: {} starts, as South.", names[first]));
                return Ceremony {
                    log,
                    south_person: first,
                };
            }
            None => log.push(format!("{rolls}: a tie, both roll again.")),
        }
    }
}

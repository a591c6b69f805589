//! A step's goal: a predicate the rules can judge after each of the learner's moves, from typed
//! facts (what an action did, what stands where, how the game ended), never from words.
//!
//! ```text
//! goal = "reach" place            one of the learner's pieces stands there
//!      | kind [ place ]           the learner played an action of that kind (to that place)
//!      | "win"                    the learner has won
//!      | "play" tokens { "|" tokens }   the position one of these moves reaches
//! kind = "capture" | "exit" | "enter" | "place" | "move" | "ambush" | "pass" | "end" | "throw"
//! ```

use crate::core::{Game, Outcome, Record, Seat, ToAct, Token};
use crate::games::facts::ActionKind;
use crate::games::places::Occupant;
use crate::games::AnyGame;

/// What a step asks of the learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// One of the learner's pieces stands on this place (as the game's moves name it).
    Reach(String),
    /// The learner played an action of this kind, to this place if one is given (from it, for
    /// an action that leaves the board). `capture` also counts a castle's ambush, which captures.
    Act(ActionKind, Option<String>),
    /// The learner won the game.
    Win,
    /// The position is the one one of these moves (tokens from the step's position) reaches.
    Play(Vec<String>),
}

const KINDS: [ActionKind; 9] = [
    ActionKind::Move,
    ActionKind::Capture,
    ActionKind::Place,
    ActionKind::Pass,
    ActionKind::End,
    ActionKind::Enter,
    ActionKind::Exit,
    ActionKind::Ambush,
    ActionKind::Throw,
];

impl Goal {
    /// Reads a goal as a course file writes it; `None` if it is none.
    pub fn parse(text: &str) -> Option<Goal> {
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        let rest = rest.trim();
        let place = (!rest.is_empty() && !rest.contains(' ')).then(|| rest.to_string());
        match word {
            "reach" => place.map(Goal::Reach),
            "win" if rest.is_empty() => Some(Goal::Win),
            "play" if !rest.is_empty() => {
                let moves: Vec<String> = rest.split('|').map(|m| m.trim().to_string()).collect();
                (!moves.iter().any(String::is_empty)).then_some(Goal::Play(moves))
            }
            _ => {
                let kind = KINDS.into_iter().find(|k| k.name() == word)?;
                (rest.is_empty() || place.is_some()).then_some(Goal::Act(kind, place))
            }
        }
    }

    /// The places the goal names (to be checked against the board).
    pub fn places(&self) -> Vec<&str> {
        match self {
            Goal::Reach(place) | Goal::Act(_, Some(place)) => vec![place.as_str()],
            _ => Vec::new(),
        }
    }

    /// Whether the goal is met once `tokens` have been played from `start`, where `learner`
    /// plays.
    pub fn met(&self, start: &AnyGame, tokens: &[Token<AnyGame>], learner: Seat) -> bool {
        let end = || {
            let mut game = start.clone();
            for token in tokens {
                let _ = token.play(&mut game);
            }
            game
        };
        match self {
            Goal::Reach(place) => {
                let game = end();
                let spot = game.parse_place(place);
                let facts = spot.and_then(|spot| game.place(spot));
                facts.is_some_and(|facts| {
                    facts.occupant.as_ref().and_then(owner) == Some(learner)
                        || facts
                            .counts
                            .iter()
                            .any(|&(seat, n)| seat == learner && n > 0)
                })
            }
            Goal::Win => {
                matches!(end().outcome(), Some(Outcome::Win { winner, .. }) if winner == learner)
            }
            Goal::Play(moves) => {
                let game = end();
                moves.iter().any(|m| {
                    Record::<AnyGame>::parse(&format!("{start};{m}"))
                        .is_ok_and(|r| *r.position() == game)
                })
            }
            Goal::Act(kind, place) => {
                let mut game = start.clone();
                for &token in tokens {
                    if let (Token::Action(action), ToAct::Player(seat)) = (token, game.to_act()) {
                        let facts = game.action_facts(action);
                        let same_kind = facts.kind == *kind
                            || (*kind == ActionKind::Capture && facts.kind == ActionKind::Ambush);
                        let at = facts.to.as_ref().or(facts.from.as_ref());
                        if seat == learner
                            && same_kind
                            && place.as_ref().is_none_or(|p| at == Some(p))
                        {
                            return true;
                        }
                    }
                    let _ = token.play(&mut game);
                }
                false
            }
        }
    }
}

/// Who owns what stands on a cell: for an Arcēs Cage, the seat on top, who moves it.
fn owner(occupant: &Occupant) -> Option<Seat> {
    Some(match *occupant {
        Occupant::Piece(seat) | Occupant::Stone(seat) | Occupant::Marble(seat) => seat,
        Occupant::Tower(seat) => seat,
        Occupant::Stack { owner, .. }
        | Occupant::Token { owner, .. }
        | Occupant::Runner { owner, .. } => owner,
        Occupant::Cage { top, .. } => top,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(record: &str) -> (AnyGame, Vec<Token<AnyGame>>) {
        let record = Record::<AnyGame>::parse(record).unwrap();
        (record.start().clone(), record.tokens().to_vec())
    }

    #[test]
    fn goals_read_as_written() {
        assert_eq!(Goal::parse("reach d2"), Some(Goal::Reach("d2".into())));
        assert_eq!(Goal::parse("win"), Some(Goal::Win));
        assert_eq!(
            Goal::parse("capture e5"),
            Some(Goal::Act(ActionKind::Capture, Some("e5".into())))
        );
        assert_eq!(Goal::parse("exit"), Some(Goal::Act(ActionKind::Exit, None)));
        assert_eq!(
            Goal::parse("play S-1,1-2 | S-1"),
            Some(Goal::Play(vec!["S-1,1-2".into(), "S-1".into()]))
        );
        for bad in [
            "reach",
            "reach a b",
            "win now",
            "fly d2",
            "play",
            "play a||b",
            "capture a b",
        ] {
            assert_eq!(Goal::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn each_goal_is_judged_from_the_position_and_the_actions() {
        // Seesaw-4: South steps d1-d2, then North d7-d6.
        let (start, tokens) = after("seesaw-4;d1-d2,d7-d6");
        assert!(Goal::Reach("d2".into()).met(&start, &tokens, Seat::South));
        assert!(!Goal::Reach("d1".into()).met(&start, &tokens, Seat::South));
        assert!(!Goal::Reach("d6".into()).met(&start, &tokens, Seat::South));
        assert!(Goal::Act(ActionKind::Move, Some("d2".into())).met(&start, &tokens, Seat::South));
        assert!(!Goal::Act(ActionKind::Move, Some("d6".into())).met(&start, &tokens, Seat::South));
        assert!(!Goal::Act(ActionKind::Place, None).met(&start, &tokens, Seat::South));
        assert!(Goal::Play(vec!["+c1".into(), "d1-d2,d7-d6".into()]).met(
            &start,
            &tokens,
            Seat::South
        ));
        assert!(!Goal::Win.met(&start, &tokens, Seat::South));
        // Senet: bearing off is an exit from its square; the last one wins.
        let (start, tokens) = after("senet:11b1b1b12w1:w4;29-off");
        assert!(Goal::Act(ActionKind::Exit, Some("29".into())).met(&start, &tokens, Seat::North));
        assert!(Goal::Win.met(&start, &tokens, Seat::North));
        assert!(!Goal::Win.met(&start, &tokens, Seat::South));
        // Arsisesi: a Home counts as reached when it holds the learner's token.
        let (start, tokens) = after("arsisesi-b:s4/6s/n5:s3;7-N");
        assert!(Goal::Act(ActionKind::Exit, Some("N".into())).met(&start, &tokens, Seat::South));
    }
}

//! The games, and [`AnyGame`]: one enum over them all, so the app, the AI and the command-line tool
//! reach every game through one type without trait objects (as shakmaty's `VariantPosition`).
//!
//! Adding a game: its folder, then one line in the `registry!` call below.

pub mod arces;
pub mod arsisesi;
pub mod end;
pub mod fact;
pub mod facts;
pub mod guide;
pub mod places;
pub mod refusal;
pub mod seesaw;
pub mod senet;
pub mod text;
pub mod zanstrekt;

use crate::core::{ActionSpots, Game, Outcome, ParseError, Reason, Seat, ToAct};
use std::fmt;

/// Generates the enums over all games and their [`Game`] implementation by delegation.
macro_rules! registry {
    ($( $variant:ident($ty:ty) ids [$($id:literal),+] kinds [$($kind:literal),+] ),+ $(,)?) => {
        /// A position of any game.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub enum AnyGame { $( #[doc = stringify!($variant)] $variant($ty), )+ }

        /// An action of any game.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum AnyAction { $( #[doc = stringify!($variant)] $variant(<$ty as Game>::Action), )+ }

        /// A roll of any game.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum AnyRoll { $( #[doc = stringify!($variant)] $variant(<$ty as Game>::Roll), )+ }

        /// Every game id, in the order the game picker shows them.
        pub const GAME_IDS: &[&str] = &[$($($id),+),+];

        /// Which game a record start belongs to: by its id or its position kind.
        fn parse_any(text: &str) -> Result<AnyGame, ParseError> {
            let key = text.split(':').next().unwrap_or("");
            $(
                if [$($id),+].contains(&key) || [$($kind),+].contains(&key) {
                    return <$ty as Game>::parse_start(text).map(AnyGame::$variant);
                }
            )+
            Err(ParseError::new("kind", 0, Reason::UnknownGame(key.to_string())))
        }

        impl fmt::Display for AnyGame {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $( AnyGame::$variant(g) => g.fmt(f), )+ }
            }
        }
        impl fmt::Display for AnyAction {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $( AnyAction::$variant(a) => a.fmt(f), )+ }
            }
        }
        impl fmt::Display for AnyRoll {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $( AnyRoll::$variant(r) => r.fmt(f), )+ }
            }
        }

        impl Game for AnyGame {
            type Action = AnyAction;
            type Roll = AnyRoll;

            fn id(&self) -> &'static str {
                match self { $( AnyGame::$variant(g) => g.id(), )+ }
            }
            fn parse_start(text: &str) -> Result<Self, ParseError> {
                parse_any(text)
            }
            fn seats(&self) -> &'static [Seat] {
                match self { $( AnyGame::$variant(g) => g.seats(), )+ }
            }
            fn to_act(&self) -> ToAct {
                match self { $( AnyGame::$variant(g) => g.to_act(), )+ }
            }
            fn legal_actions(&self, out: &mut Vec<AnyAction>) {
                match self { $( AnyGame::$variant(g) => {
                    let mut own = Vec::new();
                    g.legal_actions(&mut own);
                    out.extend(own.into_iter().map(AnyAction::$variant));
                } )+ }
            }
            fn rolls(&self, out: &mut Vec<(AnyRoll, u32)>) {
                match self { $( AnyGame::$variant(g) => {
                    let mut own = Vec::new();
                    g.rolls(&mut own);
                    out.extend(own.into_iter().map(|(r, w)| (AnyRoll::$variant(r), w)));
                } )+ }
            }
            fn apply_unchecked(&mut self, action: AnyAction) {
                match (self, action) {
                    $( (AnyGame::$variant(g), AnyAction::$variant(a)) => g.apply_unchecked(a), )+
                    #[allow(unreachable_patterns)]
                    _ => debug_assert!(false, "action of another game"),
                }
            }
            fn apply_roll_unchecked(&mut self, roll: AnyRoll) {
                match (self, roll) {
                    $( (AnyGame::$variant(g), AnyRoll::$variant(r)) => g.apply_roll_unchecked(r), )+
                    #[allow(unreachable_patterns)]
                    _ => debug_assert!(false, "roll of another game"),
                }
            }
            fn outcome(&self) -> Option<Outcome> {
                match self { $( AnyGame::$variant(g) => g.outcome(), )+ }
            }
            fn parse_action(&self, text: &str) -> Result<AnyAction, ParseError> {
                match self { $( AnyGame::$variant(g) => g.parse_action(text).map(AnyAction::$variant), )+ }
            }
            fn parse_roll(&self, text: &str) -> Result<AnyRoll, ParseError> {
                match self { $( AnyGame::$variant(g) => g.parse_roll(text).map(AnyRoll::$variant), )+ }
            }
            fn is_capture(&self, action: AnyAction) -> bool {
                match (self, action) {
                    $( (AnyGame::$variant(g), AnyAction::$variant(a)) => g.is_capture(a), )+
                    #[allow(unreachable_patterns)]
                    _ => false,
                }
            }
            fn seat_name(&self, seat: Seat) -> &'static str {
                match self { $( AnyGame::$variant(g) => g.seat_name(seat), )+ }
            }
            fn thrower(&self) -> Option<Seat> {
                match self { $( AnyGame::$variant(g) => g.thrower(), )+ }
            }
            fn parse_place(&self, text: &str) -> Option<crate::core::Spot> {
                match self { $( AnyGame::$variant(g) => g.parse_place(text), )+ }
            }
            fn action_spots(&self, action: AnyAction) -> ActionSpots {
                match (self, action) {
                    $( (AnyGame::$variant(g), AnyAction::$variant(a)) => g.action_spots(a), )+
                    #[allow(unreachable_patterns)]
                    _ => ActionSpots::default(),
                }
            }
        }
    };
}

registry! {
    Senet(senet::Senet) ids ["senet"] kinds ["senet"],
    Seesaw(seesaw::Seesaw) ids ["seesaw", "seesaw-4"] kinds ["seesaw"],
    Arces(arces::Arces) ids ["arces", "arces-3", "arces-4"] kinds ["arces"],
    Arsisesi(arsisesi::Arsisesi) ids ["arsisesi-a", "arsisesi-b", "arsisesi-c"]
        kinds ["arsisesi-a", "arsisesi-b", "arsisesi-c"],
    Zanstrekt(zanstrekt::Zanstrekt) ids ["zanstrekt"] kinds ["zanstrekt"],
}

impl AnyGame {
    /// The throw the player to act moves with, where the position holds it (Senet and Žanstrekt;
    /// Arsisesi's turn field keeps only the movement points left). A position link carries it
    /// with no roll in its record.
    pub fn pending_throw(&self) -> Option<u8> {
        match self {
            AnyGame::Senet(g) => g.pending_throw().map(|t| t.value()),
            AnyGame::Zanstrekt(g) => g.pending_throw().map(|t| t.value()),
            _ => None,
        }
    }

    /// The initial position of a game id.
    pub fn new(id: &str) -> Result<AnyGame, ParseError> {
        if GAME_IDS.contains(&id) {
            parse_any(id)
        } else {
            Err(ParseError::new(
                "kind",
                0,
                Reason::UnknownGame(id.to_string()),
            ))
        }
    }
}

/// Whether a game id uses dice or sticks (Seesaw and Arcēs have no chance at all).
pub fn uses_dice(id: &str) -> bool {
    !(id.starts_with("seesaw") || id.starts_with("arces"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_without_chance_points_use_no_dice() {
        for id in GAME_IDS {
            let mut game = AnyGame::new(id).unwrap();
            let mut rolls = Vec::new();
            // Walk a short game: any chance point means the game uses dice.
            let mut rng = crate::core::Rng::with_seed(5);
            let mut seen_chance = false;
            for _ in 0..200 {
                match game.to_act() {
                    ToAct::Over => break,
                    ToAct::Chance => {
                        seen_chance = true;
                        rolls.clear();
                        game.rolls(&mut rolls);
                        game.apply_roll_unchecked(crate::core::sample_roll(&rolls, &mut rng));
                    }
                    ToAct::Player(_) => {
                        let mut actions = Vec::new();
                        game.legal_actions(&mut actions);
                        game.apply_unchecked(actions[rng.usize(0..actions.len())]);
                    }
                }
            }
            assert_eq!(uses_dice(id), seen_chance, "{id}");
        }
    }
}

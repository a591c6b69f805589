//! Analysis: win chances, hints and game reviews, for every game id.
//!
//! - [`Analyzing`] works out one position in slices: every seat's win chance and, where a player
//!   decides, each legal action's win chance for the mover and the best action (a hint); at a
//!   chance point, the win chances after each roll. It runs the computer opponent's search
//!   ([`crate::ai::AnySearch`]) with the Strong level's settings per game id ([`config`]), and reads each
//!   seat's mean result through the root's edges
//!   ([`crate::ai::Search::root_edges`]). Arsisesi B positions take their exact values from
//!   [`crate::ai::exact`] instead.
//! - [`Reviewing`] analyses every position of a record the same way, with a smaller budget per
//!   position, and gives a [`Review`]: win chance over the game, and per decision and per throw
//!   what [`bookkeeping`] needs for labels, luck and accuracy.
//!
//! Win chances are integers, parts per million ([`Chance`]): the worker sends them to the page
//! as text without formatting floats (which would add kilobytes to the page), the command line
//! and the page print the same numbers, and the bookkeeping adds them up exactly.
//! Everything is deterministic for a seed, and the same natively and in wasm (the search is).

pub mod bookkeeping;
mod position;
mod review;
pub mod tactics;
#[cfg(test)]
mod tests;

pub use position::Analyzing;
pub use review::{review_budget, Moment, Review, Reviewing};

use super::{settings, Config, Level};
use crate::core::Seat;
use crate::games::{AnyAction, AnyGame, AnyRoll};

/// A win chance in parts per million: 1,000,000 is a certain win, a draw counts half.
pub type Chance = u32;

/// One win chance per seat, indexed by [`Seat::index`]; 0 for seats not in the game.
pub type Chances = [Chance; 4];

/// A certain win.
pub const CERTAIN: Chance = 1_000_000;

/// A win chance from a result on the scale 0–1.
pub fn to_chance(x: f64) -> Chance {
    (x.clamp(0.0, 1.0) * f64::from(CERTAIN) + 0.5) as Chance
}

/// The search configuration analysis uses for `game_id`: Strong's own, so that a hint is what
/// Strong would play. Its discount ([`Config::discount`]) pulls means toward an even share by
/// the depth of each result, which helps here: in a trial against Arsisesi B's exact values (200
/// random positions with a choice, Strong's budget, the best action's mean against the exact
/// chance for the mover), the mean error was 5.5 points at Strong's 0.99, 8.3 at 0.999 and 8.6
/// without a discount, since the search's means run high (the best of noisy estimates, and the
/// best of a seat's own next decision) and the discount offsets part of it
/// (`quintet bench --exact --calibrate 200` measures the configuration in use). An action or
/// roll that ends the game is worth its result exactly, not a discounted one.
///
/// Strong's contempt for draws ([`Config::contempt`], Arsisesi A) is left out: win chances count a
/// draw as half a win, as the game does, whoever asks. A hint can then differ from Strong's move
/// where a draw and a level game are close (Strong steers clear of the draw).
pub fn config(game_id: &str) -> Config {
    let strong = settings(game_id, Level::Strong).map_or_else(Config::default, |s| s.config);
    Config {
        contempt: 0.0,
        ..strong
    }
}

/// Iterations a hint or the win-chance bar searches: the Strong level's whole budget, whatever
/// the number of legal actions (a hint also rates the actions it does not play).
pub fn hint_budget(game_id: &str) -> u32 {
    settings(game_id, Level::Strong).map_or(1, |s| s.iterations)
}

/// An action and the mover's win chance after it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ActionChance {
    /// The action.
    pub action: AnyAction,
    /// The mover's win chance after it.
    pub chance: Chance,
    /// Iterations of the search that went through it (0 with exact values).
    pub visits: u32,
}

/// A roll, its weight, and every seat's win chance after it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RollChance {
    /// The roll.
    pub roll: AnyRoll,
    /// Its weight among the rolls.
    pub weight: u32,
    /// Every seat's win chance after it.
    pub chances: Chances,
}

/// What happens in an analysed position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A player decides.
    Decision {
        /// Who.
        seat: Seat,
        /// The best action (the hint): the search's most visited, or the exact best.
        best: AnyAction,
        /// Every legal action with the mover's win chance, in legal-list order.
        actions: Vec<ActionChance>,
    },
    /// A roll is due.
    Throw {
        /// Whose throw it is.
        seat: Seat,
        /// Every possible roll with the win chances after it, in the game's order.
        rolls: Vec<RollChance>,
    },
    /// The game is over.
    Over,
}

/// An analysed position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionAnalysis {
    /// Every seat's win chance.
    pub chances: Chances,
    /// Who acts, and the chances of each choice or roll.
    pub turn: Turn,
    /// Whether the figures are exact (a solved game) rather than a search's estimates.
    pub exact: bool,
}

impl PositionAnalysis {
    /// The mover's win chance after `action`, if analysed.
    pub fn action_chance(&self, action: AnyAction) -> Option<Chance> {
        match &self.turn {
            Turn::Decision { actions, .. } => actions
                .iter()
                .find(|a| a.action == action)
                .map(|a| a.chance),
            _ => None,
        }
    }
}

/// Whose throw it is at a chance point of `game` (the seat that will use it).
pub fn thrower(game: &AnyGame) -> Seat {
    match game {
        AnyGame::Senet(g) => g.turn(),
        AnyGame::Arsisesi(g) => g.turn(),
        AnyGame::Zanstrekt(g) => g.turn(),
        // No dice in these games.
        AnyGame::Seesaw(g) => g.turn(),
        AnyGame::Arces(g) => g.turn(),
    }
}

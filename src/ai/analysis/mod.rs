//! Analysis: win chances, hints and game reviews, for every game id.
//!
//! - [`Analyzing`] works out one position in slices: every seat's win chance and, where a player
//!   decides, each legal action's win chance for the mover and the best action (a hint); at a
//!   chance point, the win chances after each roll. It runs the computer opponent's search
//!   ([`AnySearch`]) with the Strong level's settings per game id ([`config`]), and reads each
//!   seat's mean result through the root's edges
//!   ([`crate::ai::Search::root_values`]). Arsisesi B positions take their exact values from
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
mod review;
#[cfg(test)]
mod tests;

pub use review::{review_budget, Moment, Review, Reviewing};

use super::{exact, settings, AnySearch, Config, Level, Values};
use crate::core::{Game, Seat, ToAct};
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
/// the depth of each result, which helps here: measured against Arsisesi B's exact values (200
/// random positions with a choice, Strong's budget, the best action's mean against the exact
/// chance for the mover), the mean error was 5.5 points at Strong's 0.99, 8.3 at 0.999 and 8.6
/// without a discount, since the search's means run high (the best of noisy estimates, and the
/// best of a seat's own next decision) and the discount offsets part of it. An action or roll
/// that ends the game is worth its result exactly, not a discounted one.
pub fn config(game_id: &str) -> Config {
    settings(game_id, Level::Strong).map_or_else(Config::default, |s| s.config)
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

/// One position being analysed, a slice at a time.
#[derive(Debug)]
pub struct Analyzing {
    game: AnyGame,
    budget: u32,
    seed: u64,
    search: Option<AnySearch<true>>,
    result: Option<PositionAnalysis>,
}

impl Analyzing {
    /// Starts analysing `game` with `budget` iterations of search (exact and finished positions
    /// need none); nothing runs until [`Analyzing::step`].
    pub fn new(game: &AnyGame, budget: u32, seed: u64) -> Analyzing {
        let result = (game.to_act() == ToAct::Over).then(|| over(game));
        let search = (result.is_none() && exact_game(game).is_none())
            .then(|| AnySearch::with_root_values(game, config(game.id()), seed));
        Analyzing {
            game: game.clone(),
            budget: budget.max(1),
            seed,
            search,
            result,
        }
    }

    /// A hint, or the win-chance bar: [`hint_budget`] iterations.
    pub fn hint(game: &AnyGame, seed: u64) -> Analyzing {
        Analyzing::new(game, hint_budget(game.id()), seed)
    }

    /// Runs up to `slice` more iterations; `true` once the analysis is finished. An exact
    /// position is finished by its first step (which solves its table if no step has yet).
    pub fn step(&mut self, slice: u32) -> bool {
        if self.result.is_some() {
            return true;
        }
        match &mut self.search {
            None => self.result = exact_game(&self.game).and_then(exact_analysis),
            Some(search) => {
                let left = self.budget.saturating_sub(search.iterations());
                search.run(slice.min(left));
                if search.iterations() >= self.budget {
                    self.result = Some(from_search(&self.game, search));
                }
            }
        }
        // A Type B position outside the table (never from a legal record) gets a search.
        if self.result.is_none() && self.search.is_none() {
            self.search = Some(AnySearch::with_root_values(
                &self.game,
                config(self.game.id()),
                self.seed,
            ));
        }
        self.result.is_some()
    }

    /// Iterations run and the budget (an exact or finished position counts as all done).
    pub fn progress(&self) -> (u32, u32) {
        match (&self.result, &self.search) {
            (None, Some(search)) => (search.iterations().min(self.budget), self.budget),
            _ => (self.budget, self.budget),
        }
    }

    /// Iterations of search run so far (none for exact and finished positions).
    pub fn iterations(&self) -> u32 {
        self.search.as_ref().map_or(0, AnySearch::iterations)
    }

    /// The analysis, once finished.
    pub fn result(&self) -> Option<&PositionAnalysis> {
        self.result.as_ref()
    }

    /// Takes the finished analysis.
    pub fn into_result(self) -> Option<PositionAnalysis> {
        self.result
    }
}

/// The Arsisesi position if `game` is one [`exact`] solves.
fn exact_game(game: &AnyGame) -> Option<&crate::games::arsisesi::Arsisesi> {
    match game {
        AnyGame::Arsisesi(g) if exact::solvable(g) => Some(g),
        _ => None,
    }
}

/// Every seat's share of `game` if it is over.
fn ended(game: &AnyGame) -> Option<Chances> {
    (game.to_act() == ToAct::Over).then(|| over(game).chances)
}

/// Every seat's share of a finished game.
fn over(game: &AnyGame) -> PositionAnalysis {
    let mut chances = [0; 4];
    if let Some(outcome) = game.outcome() {
        for &seat in game.seats() {
            chances[seat.index()] = to_chance(outcome.score_for(seat));
        }
    }
    PositionAnalysis {
        chances,
        turn: Turn::Over,
        exact: true,
    }
}

/// Chances of a two-seat game from South's value.
fn two_seat(south: f64) -> Chances {
    let south = to_chance(south);
    let mut chances = [0; 4];
    chances[Seat::South.index()] = south;
    chances[Seat::North.index()] = CERTAIN - south;
    chances
}

/// An Arsisesi B position from the solved table; `None` if the table lacks it.
fn exact_analysis(game: &crate::games::arsisesi::Arsisesi) -> Option<PositionAnalysis> {
    use crate::games::arsisesi::Arsisesi;
    let any = |g: &Arsisesi| AnyGame::Arsisesi(g.clone());
    let chances = two_seat(exact::south_value(game)?);
    let turn = match game.to_act() {
        ToAct::Over => return Some(over(&any(game))),
        ToAct::Player(seat) => {
            let values = exact::action_values(game)?;
            let best = exact::perfect_action(game)?;
            let actions = values
                .into_iter()
                .map(|(action, south)| ActionChance {
                    action: AnyAction::Arsisesi(action),
                    chance: two_seat(south)[seat.index()],
                    visits: 0,
                })
                .collect();
            Turn::Decision {
                seat,
                best: AnyAction::Arsisesi(best),
                actions,
            }
        }
        ToAct::Chance => {
            let mut rolls = Vec::new();
            game.rolls(&mut rolls);
            let rolls = rolls
                .into_iter()
                .map(|(roll, weight)| {
                    let mut next = game.clone();
                    next.apply_roll_unchecked(roll);
                    Some(RollChance {
                        roll: AnyRoll::Arsisesi(roll),
                        weight,
                        chances: two_seat(exact::south_value(&next)?),
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            Turn::Throw {
                seat: game.turn(),
                rolls,
            }
        }
    };
    Some(PositionAnalysis {
        chances,
        turn,
        exact: true,
    })
}

/// Win chances in ppm from per-seat results, for the seats of `game`.
fn chances_of(game: &AnyGame, values: &Values) -> Chances {
    let mut chances = [0; 4];
    for &seat in game.seats() {
        chances[seat.index()] = to_chance(f64::from(values[seat.index()]));
    }
    chances
}

/// The analysis a finished search gives. The root's edges are in the order of the game's own
/// legal list (or roll list), which names them.
fn from_search(game: &AnyGame, search: &AnySearch<true>) -> PositionAnalysis {
    let edges = search.root_edges();
    let edge = |i: usize| edges.get(i).copied();
    let next = |apply: &dyn Fn(&mut AnyGame)| {
        let mut after = game.clone();
        apply(&mut after);
        ended(&after)
    };
    match game.to_act() {
        ToAct::Over => over(game),
        ToAct::Player(seat) => {
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            // The search's own choice: the most visited, then the better mean, then the first.
            let mut at = 0;
            for (i, e) in edges.iter().enumerate() {
                if (e.visits, e.mean) > (edges[at].visits, edges[at].mean) {
                    at = i;
                }
            }
            let actions: Vec<ActionChance> = legal
                .iter()
                .enumerate()
                .map(|(i, &action)| {
                    let e = edge(i);
                    ActionChance {
                        action,
                        chance: next(&|g| g.apply_unchecked(action))
                            .map(|c| c[seat.index()])
                            .unwrap_or_else(|| to_chance(f64::from(e.map_or(0.0, |e| e.mean)))),
                        visits: e.map_or(0, |e| e.visits),
                    }
                })
                .collect();
            let best = actions.get(at).or(actions.first());
            let mover = best.map_or(0.5, |a| a.chance as f32 / CERTAIN as f32);
            let values = edge(at).map_or([0.5; 4], |e| e.values);
            PositionAnalysis {
                chances: chances_of(game, &with_mover(game, seat, mover, values)),
                turn: Turn::Decision {
                    seat,
                    best: best.map_or(legal[0], |a| a.action),
                    actions,
                },
                exact: false,
            }
        }
        ToAct::Chance => {
            let mut list = Vec::new();
            game.rolls(&mut list);
            let even = 1.0 / game.seats().len().max(1) as f32;
            let rolls: Vec<RollChance> = list
                .iter()
                .enumerate()
                .map(|(i, &(roll, weight))| {
                    // Budgets are far above the rolls' total weight; kept finite all the same.
                    let values = edge(i)
                        .filter(|e| e.visits > 0)
                        .map_or([even; 4], |e| e.values);
                    RollChance {
                        roll,
                        weight,
                        chances: next(&|g| g.apply_roll_unchecked(roll))
                            .unwrap_or_else(|| chances_of(game, &values)),
                    }
                })
                .collect();
            let total: u64 = rolls
                .iter()
                .map(|r| u64::from(r.weight))
                .sum::<u64>()
                .max(1);
            let mut chances = [0; 4];
            for &seat in game.seats() {
                let sum: u64 = rolls
                    .iter()
                    .map(|r| u64::from(r.weight) * u64::from(r.chances[seat.index()]))
                    .sum();
                chances[seat.index()] = ((sum + total / 2) / total) as Chance;
            }
            PositionAnalysis {
                chances,
                turn: Turn::Throw {
                    seat: thrower(game),
                    rolls,
                },
                exact: false,
            }
        }
    }
}

/// Per-seat values with the mover's taken from its action's mean (which backs up the best of
/// its own next decision, as the search chooses by it) and the other seats' shares scaled to
/// the rest, so that the chances add up to one win.
fn with_mover(game: &AnyGame, mover: Seat, mover_value: f32, values: Values) -> Values {
    let others: f32 = game
        .seats()
        .iter()
        .filter(|&&s| s != mover)
        .map(|s| values[s.index()])
        .sum();
    let count = game.seats().len().saturating_sub(1).max(1) as f32;
    let mut out = [0.0; 4];
    for &seat in game.seats() {
        out[seat.index()] = if seat == mover {
            mover_value
        } else if others > 0.0 {
            values[seat.index()] / others * (1.0 - mover_value)
        } else {
            (1.0 - mover_value) / count
        };
    }
    out
}

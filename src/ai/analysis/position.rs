//! One position analysed in slices: a search with per-seat root means, or the exact table, and
//! at a decision the rules' facts a move ahead ([`Tactics`]), which settle what they can: a win
//! at once is the hint and is certain, and the hint never lets another seat win at once where
//! an action would stop it.

use super::tactics::Tactics;
use super::{
    config, hint_budget, thrower, to_chance, ActionChance, Chance, Chances, PositionAnalysis,
    RollChance, Turn, CERTAIN,
};
use crate::ai::{exact, AnySearch, Values};
use crate::core::{Game, Seat, ToAct};
use crate::games::arsisesi::Arsisesi;
use crate::games::{AnyAction, AnyGame, AnyRoll};

/// One position being analysed, a slice at a time.
#[derive(Debug)]
pub struct Analyzing {
    game: AnyGame,
    budget: u32,
    seed: u64,
    search: Option<AnySearch<true>>,
    result: Option<PositionAnalysis>,
    /// The rules' facts at a decision, once the analysis is finished.
    tactics: Option<Tactics>,
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
            tactics: None,
        }
    }

    /// Like [`Analyzing::new`], but searching even where exact values exist: to measure the
    /// search against them (`quintet bench --exact --calibrate`).
    pub fn searched(game: &AnyGame, budget: u32, seed: u64) -> Analyzing {
        let mut job = Analyzing::new(game, budget, seed);
        if job.result.is_none() && job.search.is_none() {
            job.search = Some(AnySearch::with_root_values(game, config(game.id()), seed));
        }
        job
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
            None => {
                self.tactics = Tactics::of(&self.game);
                self.result = exact_game(&self.game)
                    .and_then(|game| exact_analysis(game, self.tactics.as_mut()));
            }
            Some(search) => {
                let left = self.budget.saturating_sub(search.iterations());
                search.run(slice.min(left));
                if search.iterations() >= self.budget {
                    self.tactics = Tactics::of(&self.game);
                    self.result = Some(from_search(&self.game, search, self.tactics.as_ref()));
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

    /// The rules' facts about the decision analysed, once finished (none elsewhere, or where the
    /// look-ahead would go too far: [`Tactics::of`]).
    pub fn tactics(&self) -> Option<&Tactics> {
        self.tactics.as_ref()
    }
}

/// The Arsisesi position if `game` is one [`exact`] solves.
fn exact_game(game: &AnyGame) -> Option<&Arsisesi> {
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
pub(super) fn over(game: &AnyGame) -> PositionAnalysis {
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

/// An Arsisesi B position from the solved table; `None` if the table lacks it. The exact values
/// come first: the rules' facts are dropped for the actions as good as the best
/// ([`Tactics::excuse`]), and the hint is the exact best ([`exact::best`]) among the actions they
/// let it play ([`Tactics::playable`]): a win at once where there is one.
fn exact_analysis(game: &Arsisesi, mut tactics: Option<&mut Tactics>) -> Option<PositionAnalysis> {
    let any = |g: &Arsisesi| AnyGame::Arsisesi(g.clone());
    let chances = two_seat(exact::south_value(game)?);
    let turn = match game.to_act() {
        ToAct::Over => return Some(over(&any(game))),
        ToAct::Player(seat) => {
            let values = exact::action_values(game)?;
            let mover = exact::mover_values(game)?;
            let top = mover
                .iter()
                .map(|&(_, v)| v)
                .fold(f64::NEG_INFINITY, f64::max);
            if let Some(tactics) = tactics.as_deref_mut() {
                for (i, &(_, value)) in mover.iter().enumerate() {
                    if value >= top - exact::TIE {
                        tactics.excuse(i);
                    }
                }
            }
            let playable: Vec<_> = mover
                .iter()
                .enumerate()
                .filter(|&(i, _)| tactics.as_deref().is_none_or(|t| t.playable(i)))
                .map(|(_, &v)| v)
                .collect();
            let best = exact::best(if playable.is_empty() {
                &mover
            } else {
                &playable
            })?;
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
/// legal list (or roll list), which names them. At a decision the rules' facts bound each
/// action's estimate ([`Tactics::bounded`]) and the hint is the search's choice among the
/// actions they let it play ([`Tactics::playable`]).
fn from_search(
    game: &AnyGame,
    search: &AnySearch<true>,
    tactics: Option<&Tactics>,
) -> PositionAnalysis {
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
            // The search's own choice: the most visited, then the better mean, then the first;
            // among the actions the rules' facts allow, if any.
            let playable = |i: usize| tactics.is_none_or(|t| t.playable(i));
            let mut at = None::<usize>;
            for (i, e) in edges.iter().enumerate() {
                let better =
                    at.is_none_or(|b| (e.visits, e.mean) > (edges[b].visits, edges[b].mean));
                if playable(i) && better {
                    at = Some(i);
                }
            }
            let at = at.unwrap_or(0);
            let actions: Vec<ActionChance> = legal
                .iter()
                .enumerate()
                .map(|(i, &action)| {
                    let e = edge(i);
                    let chance = next(&|g| g.apply_unchecked(action))
                        .map(|c| c[seat.index()])
                        .unwrap_or_else(|| to_chance(f64::from(e.map_or(0.0, |e| e.mean))));
                    ActionChance {
                        action,
                        chance: tactics.map_or(chance, |t| t.bounded(i, chance)),
                        visits: e.map_or(0, |e| e.visits),
                    }
                })
                .collect();
            let best = actions.get(at).or(actions.first());
            let values = edge(at).map_or([0.5; 4], |e| e.values);
            // The position's worth to the mover: the results through the chosen action as they
            // came (its mean takes the best of the mover's own next decision, which reads high:
            // in Arsisesi B 1.5 points above the exact chance on average, these 0.3), exact if
            // the action ends the game, within what the rules settle a move ahead.
            let raw = to_chance(f64::from(values[seat.index()]));
            let mover = match legal.get(at).and_then(|&a| next(&|g| g.apply_unchecked(a))) {
                Some(ended) => ended[seat.index()],
                None => tactics.map_or(raw, |t| t.bounded(at, raw)),
            } as f32
                / CERTAIN as f32;
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

/// Per-seat values with the mover's given and the other seats' shares scaled to the rest, so
/// that the chances add up to one win.
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

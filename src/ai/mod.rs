//! The computer opponent: one Monte Carlo tree search over the [`Game`]
//! trait, per-game evaluation, three playing levels and a uniformly random baseline, and
//! AI-against-AI matches.
//!
//! - [`Search`] is generic over any game with an [`Evaluate`] implementation. Decision points use
//!   UCT from the acting seat's point of view with per-seat results (up to four seats), so turns of
//!   several actions and extra throws need no special handling: whoever acts picks. Chance points
//!   follow the rolls' weights. Playouts stop at a depth cap and end in an evaluation.
//! - Budgets are iterations, never time or threads (neither exists on wasm32), and a search can be
//!   run in slices ([`Search::run`] called repeatedly), so a browser worker can report progress and
//!   the page never freezes. Everything is deterministic for a seed, so a reported game replays.
//! - [`Level`] picks the budget and search settings per game id from one table ([`settings`]).
//! - [`eval`] holds the per-game evaluations; rules modules know nothing of the AI.
//! - [`contempt`] makes a draw worth less than an even share to the deciding seat where the
//!   level's settings say so (Arsisesi A), and more when it is clearly behind; with it, a game
//!   marking time, seen through its [`past`], counts as one that never ends.
//! - [`AnySearch`] and [`choose_any`] reach every game through [`AnyGame`] while searching on the
//!   concrete game type (no per-call dispatch inside the search).
//! - [`arena`] plays matches between levels and keeps the score.

pub mod analysis;
pub mod arena;
pub mod contempt;
pub mod eval;
pub mod exact;
pub mod job;
mod level;
pub mod past;
mod search;
#[cfg(test)]
mod tests;

pub use eval::{Evaluate, Values};
pub use level::{settings, Level, Settings};
pub use search::{ActionStats, Config, RootEdge, Search};

use crate::core::{pick_index, Game, Rng, ToAct};

/// Iterations between two checks of [`Search::step`]: checking costs a pass over the root's
/// actions, a few hundred iterations cost far more, and a finer grain would stop little sooner.
pub const STEP: u32 = 256;
use crate::games::{AnyAction, AnyGame};

/// The search a level runs before acting in `game`: its [`settings`] for the game id, scaled to
/// the number of legal actions ([`Settings::for_choices`]). `None` when nothing is searched:
/// nobody is to act, a single action is legal, or the level is [`Level::Random`] or
/// [`Level::Perfect`].
pub fn plan<G: Game>(game: &G, level: Level) -> Option<Settings> {
    let ToAct::Player(_) = game.to_act() else {
        return None;
    };
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    if legal.len() <= 1 {
        return None;
    }
    settings(game.id(), level).map(|plan| plan.for_choices(legal.len()))
}

/// The action `level` plays in `game` with the given seed; `None` unless a player is to act.
///
/// A single legal action is returned without searching. [`Level::Random`] picks uniformly; the
/// search levels search as [`plan`] says, stopping early once the choice is settled
/// ([`Search::step`]). [`Level::Perfect`] plays [`exact::best`] of the game's solved values
/// ([`Evaluate::solved_actions`]); in a game without them (which every entry point refuses
/// first, [`Level::check`]) it plays as Strong.
pub fn choose<G: Evaluate>(game: &G, level: Level, seed: u64) -> Option<G::Action> {
    choose_after(game, &[], level, seed)
}

/// [`choose`] in a game whose turn starts before `game` were `turn_starts`, the latest last
/// ([`past::turn_starts`]): the search counts idle rounds begun before `game` too
/// ([`Search::remember`]), so that no level marks time for ever.
pub fn choose_after<G: Evaluate>(
    game: &G,
    turn_starts: &[G],
    level: Level,
    seed: u64,
) -> Option<G::Action> {
    if level == Level::Perfect {
        if let Some(values) = game.solved_actions() {
            return exact::best(&values);
        }
    }
    choose_searching(game, turn_starts, level, seed)
}

/// [`choose_after`] for every level but [`Level::Perfect`], which it plays as Strong: the
/// computer opponent of a module that carries no exact solution (perfect play is the worker's,
/// `job::answer`).
pub fn choose_searching<G: Evaluate>(
    game: &G,
    turn_starts: &[G],
    level: Level,
    seed: u64,
) -> Option<G::Action> {
    let level = if level == Level::Perfect {
        Level::Strong
    } else {
        level
    };
    match plan(game, level) {
        Some(plan) => {
            let mut search = Search::new(game.clone(), plan.config, seed);
            search.remember(turn_starts);
            while !search.step(&plan, STEP) {}
            search.decision(&plan, seed)
        }
        None => {
            let ToAct::Player(_) = game.to_act() else {
                return None;
            };
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            (!legal.is_empty()).then(|| legal[pick_index(legal.len(), &mut Rng::with_seed(seed))])
        }
    }
}

/// The positions of `turn_starts` (`&[AnyGame]`) that are of the game `variant`, as that game's
/// type.
macro_rules! same_game {
    ($turn_starts:expr, $variant:ident) => {
        $turn_starts
            .iter()
            .filter_map(|p| match p {
                AnyGame::$variant(p) => Some(p.clone()),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
}

/// [`choose_searching`] for a position of any game, searching on the concrete game type (for
/// [`Level::Perfect`], [`choose`] takes an [`AnyGame`] too); `turn_starts` as for
/// [`choose_after`] (those of another game are ignored).
pub fn choose_any(
    game: &AnyGame,
    turn_starts: &[AnyGame],
    level: Level,
    seed: u64,
) -> Option<AnyAction> {
    macro_rules! each {
        ($($variant:ident),+) => {
            match game {
                $(AnyGame::$variant(g) => {
                    let past = same_game!(turn_starts, $variant);
                    choose_searching(g, &past, level, seed).map(AnyAction::$variant)
                })+
            }
        };
    }
    each!(Senet, Seesaw, Arces, Arsisesi, Zanstrekt)
}

/// A search over a position of any game, on the concrete game type, for callers that hold an
/// [`AnyGame`] and want to search in slices (the browser worker): create it with the level's
/// [`plan`], [`AnySearch::step`] slices until it says it is finished, then play
/// [`AnySearch::decision`]. With the same seed this plays exactly what [`choose_any`] plays.
/// `ROOT_VALUES` as for [`Search`] (analysis: [`AnySearch::with_root_values`]).
#[derive(Debug)]
pub enum AnySearch<const ROOT_VALUES: bool = false> {
    /// Searching a Senet position.
    Senet(Search<crate::games::senet::Senet, ROOT_VALUES>),
    /// Searching a Seesaw position.
    Seesaw(Search<crate::games::seesaw::Seesaw, ROOT_VALUES>),
    /// Searching an Arcēs position.
    Arces(Search<crate::games::arces::Arces, ROOT_VALUES>),
    /// Searching an Arsisesi position.
    Arsisesi(Search<crate::games::arsisesi::Arsisesi, ROOT_VALUES>),
    /// Searching a Žanstrekt position.
    Zanstrekt(Search<crate::games::zanstrekt::Zanstrekt, ROOT_VALUES>),
}

impl AnySearch {
    /// A search of `game` with `config` and `seed` (see [`Search::new`]).
    pub fn new(game: &AnyGame, config: Config, seed: u64) -> AnySearch {
        match game {
            AnyGame::Senet(g) => AnySearch::Senet(Search::new(g.clone(), config, seed)),
            AnyGame::Seesaw(g) => AnySearch::Seesaw(Search::new(g.clone(), config, seed)),
            AnyGame::Arces(g) => AnySearch::Arces(Search::new(g.clone(), config, seed)),
            AnyGame::Arsisesi(g) => AnySearch::Arsisesi(Search::new(g.clone(), config, seed)),
            AnyGame::Zanstrekt(g) => AnySearch::Zanstrekt(Search::new(g.clone(), config, seed)),
        }
    }
}

impl AnySearch<true> {
    /// A search of `game` that keeps every seat's mean through each root edge (see
    /// [`Search::with_root_values`]).
    pub fn with_root_values(game: &AnyGame, config: Config, seed: u64) -> AnySearch<true> {
        match game {
            AnyGame::Senet(g) => {
                AnySearch::Senet(Search::with_root_values(g.clone(), config, seed))
            }
            AnyGame::Seesaw(g) => {
                AnySearch::Seesaw(Search::with_root_values(g.clone(), config, seed))
            }
            AnyGame::Arces(g) => {
                AnySearch::Arces(Search::with_root_values(g.clone(), config, seed))
            }
            AnyGame::Arsisesi(g) => {
                AnySearch::Arsisesi(Search::with_root_values(g.clone(), config, seed))
            }
            AnyGame::Zanstrekt(g) => {
                AnySearch::Zanstrekt(Search::with_root_values(g.clone(), config, seed))
            }
        }
    }
}

impl<const ROOT_VALUES: bool> AnySearch<ROOT_VALUES> {
    /// Tells the search the game's turn starts before its root (see [`Search::remember`]);
    /// those of another game are ignored.
    pub fn remember(&mut self, turn_starts: &[AnyGame]) {
        match self {
            AnySearch::Senet(s) => s.remember(&same_game!(turn_starts, Senet)),
            AnySearch::Seesaw(s) => s.remember(&same_game!(turn_starts, Seesaw)),
            AnySearch::Arces(s) => s.remember(&same_game!(turn_starts, Arces)),
            AnySearch::Arsisesi(s) => s.remember(&same_game!(turn_starts, Arsisesi)),
            AnySearch::Zanstrekt(s) => s.remember(&same_game!(turn_starts, Zanstrekt)),
        }
    }

    /// Runs `iterations` more iterations (see [`Search::run`]).
    pub fn run(&mut self, iterations: u32) {
        match self {
            AnySearch::Senet(s) => s.run(iterations),
            AnySearch::Seesaw(s) => s.run(iterations),
            AnySearch::Arces(s) => s.run(iterations),
            AnySearch::Arsisesi(s) => s.run(iterations),
            AnySearch::Zanstrekt(s) => s.run(iterations),
        }
    }

    /// Runs a slice toward a level's budget; `true` once finished (see [`Search::step`]).
    pub fn step(&mut self, plan: &Settings, slice: u32) -> bool {
        match self {
            AnySearch::Senet(s) => s.step(plan, slice),
            AnySearch::Seesaw(s) => s.step(plan, slice),
            AnySearch::Arces(s) => s.step(plan, slice),
            AnySearch::Arsisesi(s) => s.step(plan, slice),
            AnySearch::Zanstrekt(s) => s.step(plan, slice),
        }
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        match self {
            AnySearch::Senet(s) => s.iterations(),
            AnySearch::Seesaw(s) => s.iterations(),
            AnySearch::Arces(s) => s.iterations(),
            AnySearch::Arsisesi(s) => s.iterations(),
            AnySearch::Zanstrekt(s) => s.iterations(),
        }
    }

    /// The action a level with `plan` plays after the search (see [`Search::decision`]).
    pub fn decision(&self, plan: &Settings, seed: u64) -> Option<AnyAction> {
        match self {
            AnySearch::Senet(s) => s.decision(plan, seed).map(AnyAction::Senet),
            AnySearch::Seesaw(s) => s.decision(plan, seed).map(AnyAction::Seesaw),
            AnySearch::Arces(s) => s.decision(plan, seed).map(AnyAction::Arces),
            AnySearch::Arsisesi(s) => s.decision(plan, seed).map(AnyAction::Arsisesi),
            AnySearch::Zanstrekt(s) => s.decision(plan, seed).map(AnyAction::Zanstrekt),
        }
    }

    /// Every root action with its visits and mean result (see [`Search::root_stats`]).
    pub fn root_stats(&self) -> Vec<ActionStats<AnyAction>> {
        fn wrap<A: Copy>(
            stats: Vec<ActionStats<A>>,
            f: fn(A) -> AnyAction,
        ) -> Vec<ActionStats<AnyAction>> {
            stats
                .into_iter()
                .map(|s| ActionStats {
                    action: f(s.action),
                    visits: s.visits,
                    mean: s.mean,
                })
                .collect()
        }
        match self {
            AnySearch::Senet(s) => wrap(s.root_stats(), AnyAction::Senet),
            AnySearch::Seesaw(s) => wrap(s.root_stats(), AnyAction::Seesaw),
            AnySearch::Arces(s) => wrap(s.root_stats(), AnyAction::Arces),
            AnySearch::Arsisesi(s) => wrap(s.root_stats(), AnyAction::Arsisesi),
            AnySearch::Zanstrekt(s) => wrap(s.root_stats(), AnyAction::Zanstrekt),
        }
    }

    /// Every root edge's visits and means (see [`Search::root_edges`]).
    pub fn root_edges(&self) -> Vec<RootEdge> {
        match self {
            AnySearch::Senet(s) => s.root_edges(),
            AnySearch::Seesaw(s) => s.root_edges(),
            AnySearch::Arces(s) => s.root_edges(),
            AnySearch::Arsisesi(s) => s.root_edges(),
            AnySearch::Zanstrekt(s) => s.root_edges(),
        }
    }

    /// The most visited action at the root (see [`Search::best_action`]).
    pub fn best_action(&self) -> Option<AnyAction> {
        match self {
            AnySearch::Senet(s) => s.best_action().map(AnyAction::Senet),
            AnySearch::Seesaw(s) => s.best_action().map(AnyAction::Seesaw),
            AnySearch::Arces(s) => s.best_action().map(AnyAction::Arces),
            AnySearch::Arsisesi(s) => s.best_action().map(AnyAction::Arsisesi),
            AnySearch::Zanstrekt(s) => s.best_action().map(AnyAction::Zanstrekt),
        }
    }
}

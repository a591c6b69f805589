//! Monte Carlo tree search over any [`Game`](crate::core::Game) with an [`Evaluate`]
//! implementation.
//!
//! The tree lives in two vectors (nodes, and edges stored contiguously per node) linked by
//! indices, so it grows without per-node allocations and is dropped at once. Positions are not
//! stored: each iteration replays the edges from the root, which costs a few cheap `apply` calls
//! and keeps memory small enough for a browser worker.
//!
//! One iteration:
//! 1. Selection. At a decision node the acting seat picks an untried action (at random among the
//!    untried), otherwise the action maximising UCT on that seat's own mean result. Whoever acts
//!    decides, so several actions in one turn, extra throws and up to four players need nothing
//!    special. At a chance node the roll whose share of visits lags furthest behind its weight is
//!    taken: the visits follow the weights exactly, without sampling noise.
//! 2. Expansion. A node's edges are listed the second time it is reached, so leaves that are
//!    visited once cost no move generation.
//! 3. Playout from the new leaf for at most `playout_depth` plies, rolls sampled by weight, then
//!    the game's result if it ended or else its evaluation: a value in \[0, 1\] per seat.
//! 4. Backpropagation: every edge on the path adds the result of the seat that chose it, shrunk
//!    toward an even share (with a contempt for draws, toward the seat's worth of a draw:
//!    [`super::contempt`]) by [`Config::discount`] per ply below the edge; an edge leading to
//!    another decision of the same seat adds that decision's best mean instead (a seat's own
//!    actions in a row are a plan, worth its best continuation).
//!
//! With a contempt for draws, a game whose turns changed nothing for a few rounds in a row, on
//! the tree's path or partly in the game before the root ([`Search::remember`]), is scored as
//! worth nothing to anyone: it would never end if every seat kept doing so ([`super::past`]).

use super::contempt::Draws;
use super::eval::{Evaluate, Values};
use super::level::Settings;
use super::past;
use crate::core::{pick_index, sample_roll, Rng, ToAct};

/// What a game is worth to every seat once its turns have changed nothing for
/// [`past::IDLE_ROUNDS`] rounds in a row: nothing. Kept up, it is a game that never ends, which no
/// rule scores, and any value above a seat's worst lets that seat mark time for ever: as a draw
/// (the first try of issue 42's fix), a seat behind held it in 8 of 68 games of Strong against
/// Medium until the 5,000-ply cap, once with its opponent's tokens unable to move
/// (`arsisesi-a:s2/sssn3/-:s5`). Worth nothing to everyone, the last round is closed only by a
/// seat that can do nothing else ([`super::past`]).
const NEVER_ENDS: Values = [0.0; 4];

/// Marks an edge whose child node has not been created yet.
const NO_CHILD: u32 = u32::MAX;

/// Mixed into the seed of [`Search::sampled_action`], so that its draw does not repeat the
/// search generator's first numbers.
const SAMPLE_SALT: u64 = 0x5DEE_CE66_D1CE_4E5B;

/// How a search explores and ends its playouts.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Config {
    /// The UCT exploration constant `c` in `mean + c·sqrt(ln N / n)` (results are in \[0, 1\]).
    pub exploration: f32,
    /// Plies (actions and rolls) a playout may run before the position is evaluated; 0 evaluates
    /// the new leaf itself.
    pub playout_depth: u16,
    /// Per ply between a decision and the position its result comes from, the result is moved
    /// this factor closer to an even share (½ with two seats): of two ways to the same result
    /// the shorter scores better, so a winning side makes progress instead of marking time
    /// (passing, or moving back and forth), and a losing side holds out longest. 1 disables it.
    pub discount: f32,
    /// The most tree nodes to allocate; beyond it iterations still run but stop growing the tree,
    /// which bounds memory whatever the budget.
    pub max_nodes: u32,
    /// How much less than an even share a draw is worth to the seat deciding at the root while
    /// it is level or ahead (reversed when it is clearly behind; see [`super::contempt`]). 0
    /// counts a draw as the game does.
    pub contempt: f32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            exploration: 0.7,
            playout_depth: 20,
            discount: 0.99,
            max_nodes: 1 << 18,
            contempt: 0.0,
        }
    }
}

/// What the search learned about one action at the root.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ActionStats<A> {
    /// The action.
    pub action: A,
    /// Iterations that went through it.
    pub visits: u32,
    /// The acting seat's mean result after it, in \[0, 1\] (0 when unvisited).
    pub mean: f32,
}

/// What the search learned about one edge at the root, whatever the game.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RootEdge {
    /// Iterations that went through it.
    pub visits: u32,
    /// The acting seat's mean result after it, for an action (0 for a roll or when unvisited).
    pub mean: f32,
    /// Every seat's mean result through it, indexed by [`crate::core::Seat::index`] (0 when
    /// unvisited).
    pub values: Values,
}

/// What an edge leads by: a player's action or a roll.
#[derive(Copy, Clone, Debug)]
enum Step<A, R> {
    Act(A),
    Roll(R),
}

#[derive(Copy, Clone, Debug)]
struct Edge<A, R> {
    step: Step<A, R>,
    /// The roll's weight; unused for actions.
    weight: u32,
    child: u32,
    visits: u32,
    /// The mean result of the seat that chose this edge (decision nodes only). A running mean
    /// rather than a sum, so that f32 keeps its precision over hundreds of thousands of visits.
    mean: f32,
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum Kind {
    /// Reached once, edges not listed yet.
    Fresh,
    /// A player acts: the seat's index.
    Decision(usize),
    /// A roll is due; the sum of the weights.
    Chance(u32),
    /// The game is over; its values are `ends[i]` ([`Search::ends`]).
    Terminal(u32),
}

#[derive(Copy, Clone, Debug)]
struct Node {
    kind: Kind,
    /// The node's edges are `edges[first..first + len]`.
    first: u32,
    len: u32,
    /// Iterations that passed through this node and went on down one of its edges.
    visits: u32,
}

/// A Monte Carlo tree search from one position. Deterministic for a given seed: the same root,
/// configuration and seed give the same tree after the same total number of iterations, however
/// they are split into [`Search::run`] calls.
///
/// `ROOT_VALUES` also keeps every seat's mean result through each root edge
/// ([`Search::root_edges`]), which analysis reports as win chances. It is a type parameter, not
/// a setting, so that the computer opponent's searches ([`Search::new`]) carry no code for it:
/// the page's module has a download budget, and analysis runs in a module of its own. It
/// changes nothing in the tree.
#[derive(Debug)]
pub struct Search<G: Evaluate, const ROOT_VALUES: bool = false> {
    root: G,
    config: Config,
    rng: Rng,
    nodes: Vec<Node>,
    edges: Vec<Edge<G::Action, G::Roll>>,
    iterations: u32,
    /// An even share of one win: what results are discounted toward.
    even: f32,
    /// What a draw is worth to each seat in this search (contempt).
    draws: Draws,
    /// The values of the terminal nodes, worked out once when each is expanded: iterations
    /// end at them again and again, and in Arsisesi each outcome asked looks for a stalemate
    /// in both sides' moves.
    ends: Vec<Values>,
    /// Per seat, what results are discounted toward ([`Draws::anchors`]).
    anchors: Values,
    /// Scratch buffers reused by every iteration: the path as (node, edge) pairs, legal actions
    /// and rolls.
    path: Vec<(u32, u32)>,
    actions: Vec<G::Action>,
    rolls: Vec<(G::Roll, u32)>,
    /// With `ROOT_VALUES`, per root edge, every seat's mean result through it (discounted as
    /// the chooser's is): what analysis reports as win chances, for all seats and also after
    /// each roll at a chance point, where edges keep no mean. Growing the tree never reads it.
    root_values: Vec<Values>,
    /// Whether rounds of idle turns are looked for: in a search with a contempt for draws
    /// (Arsisesi A's levels), so that every other search stays the same bit for bit.
    idle_rounds: bool,
    /// The turn starts an idle round is looked for among, in order: the game's before the root
    /// (the first `remembered`), then those on the current iteration's path.
    seen: Vec<G>,
    remembered: usize,
}

impl<G: Evaluate> Search<G> {
    /// A search rooted at `root`; nothing runs until [`Search::run`].
    pub fn new(root: G, config: Config, seed: u64) -> Self {
        Search::create(root, config, seed)
    }
}

impl<G: Evaluate> Search<G, true> {
    /// A search rooted at `root` that keeps every seat's mean through each root edge
    /// ([`Search::root_edges`]); otherwise the same as [`Search::new`].
    pub fn with_root_values(root: G, config: Config, seed: u64) -> Self {
        Search::create(root, config, seed)
    }
}

impl<G: Evaluate, const ROOT_VALUES: bool> Search<G, ROOT_VALUES> {
    fn create(root: G, config: Config, seed: u64) -> Self {
        let root_seats = root.seats().len().max(1);
        let draws = Draws::new(&root, &config);
        Search {
            root,
            config,
            rng: Rng::with_seed(seed),
            nodes: vec![Node {
                kind: Kind::Fresh,
                first: 0,
                len: 0,
                visits: 0,
            }],
            edges: Vec::new(),
            iterations: 0,
            even: 1.0 / root_seats as f32,
            draws,
            ends: Vec::new(),
            anchors: draws.anchors(1.0 / root_seats as f32),
            path: Vec::new(),
            actions: Vec::new(),
            rolls: Vec::new(),
            root_values: Vec::new(),
            idle_rounds: config.contempt != 0.0,
            seen: Vec::new(),
            remembered: 0,
        }
    }

    /// Tells the search the game's turn starts before its root, the latest last ([`past`]), so
    /// that idle rounds begun before the root count too. Only a search with a contempt for draws
    /// looks at them; call it before the first iteration.
    pub fn remember(&mut self, turn_starts: &[G]) {
        let kept = turn_starts.len().saturating_sub(past::KEPT);
        self.seen = turn_starts[kept..].to_vec();
        self.remembered = self.seen.len();
    }

    /// The position searched.
    pub fn root(&self) -> &G {
        &self.root
    }

    /// Runs `iterations` more iterations. May be called any number of times (slices); the result
    /// equals one call with the total. A finished game has nothing to search: the iterations
    /// are counted as done at once, so that a caller's loop up to a budget still ends.
    pub fn run(&mut self, iterations: u32) {
        if self.root.to_act() != ToAct::Over {
            for _ in 0..iterations {
                self.iterate();
            }
        }
        self.iterations = self.iterations.saturating_add(iterations);
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Runs at most `slice` more iterations toward a level's budget and says whether the search
    /// is finished: its [`Settings::iterations`] are done, or (levels that play the most visited
    /// action) the most visited root action leads the next by more visits than the budget has
    /// left, so no further iteration could change [`Search::best_action`]. Stopping there plays
    /// exactly what the whole budget would, sooner: clear decisions cost a fraction of it.
    pub fn step(&mut self, plan: &Settings, slice: u32) -> bool {
        let left = plan.iterations.saturating_sub(self.iterations);
        self.run(slice.min(left));
        self.iterations >= plan.iterations || (!plan.sample && self.settled(plan.iterations))
    }

    /// Whether [`Search::best_action`] is fixed whatever the next iterations up to `budget` do.
    pub fn settled(&self, budget: u32) -> bool {
        let left = budget.saturating_sub(self.iterations);
        let root = self.nodes[0];
        if !matches!(root.kind, Kind::Decision(_)) {
            return self.root.to_act() == ToAct::Over;
        }
        let (mut first, mut second) = (0u32, 0u32);
        for e in &self.edges[root.first as usize..(root.first + root.len) as usize] {
            if e.visits > first {
                second = first;
                first = e.visits;
            } else if e.visits > second {
                second = e.visits;
            }
        }
        // Strictly more than the runner-up can gain, so even a tie on visits cannot occur.
        first > second.saturating_add(left)
    }

    /// Tree nodes and edges allocated so far (a node's edges are its actions or rolls), to
    /// see what a budget costs in memory.
    pub fn tree_size(&self) -> (usize, usize) {
        (self.nodes.len(), self.edges.len())
    }

    /// Bytes the tree holds (capacity included).
    pub fn memory(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>()
            + self.edges.capacity() * std::mem::size_of::<Edge<G::Action, G::Roll>>()
    }

    /// The most visited root action (ties: the better mean, then the first in the legal list).
    /// Before any iteration, the first legal action. `None` unless a player is to act at the root.
    pub fn best_action(&self) -> Option<G::Action> {
        let ToAct::Player(_) = self.root.to_act() else {
            return None;
        };
        let stats = self.root_stats();
        let mut best: Option<&ActionStats<G::Action>> = None;
        for s in &stats {
            if best.is_none_or(|b| (s.visits, s.mean) > (b.visits, b.mean)) {
                best = Some(s);
            }
        }
        match best {
            Some(b) => Some(b.action),
            None => {
                let mut legal = Vec::new();
                self.root.legal_actions(&mut legal);
                legal.first().copied()
            }
        }
    }

    /// The action a level with these settings plays once the search has run: drawn in
    /// proportion to the visits when `plan.sample` is set (see [`Search::sampled_action`]),
    /// otherwise the most visited ([`Search::best_action`]).
    pub fn decision(&self, plan: &Settings, seed: u64) -> Option<G::Action> {
        if plan.sample {
            self.sampled_action(seed)
        } else {
            self.best_action()
        }
    }

    /// A root action drawn at random in proportion to its visits, with its own generator seeded
    /// by `seed` (the search's generator is left alone). Falls back to [`Search::best_action`]
    /// before any iteration.
    pub fn sampled_action(&self, seed: u64) -> Option<G::Action> {
        let stats = self.root_stats();
        let total: u64 = stats.iter().map(|s| u64::from(s.visits)).sum();
        if total == 0 {
            return self.best_action();
        }
        let mut pick = Rng::with_seed(seed ^ SAMPLE_SALT).u64(0..total);
        for s in &stats {
            if pick < u64::from(s.visits) {
                return Some(s.action);
            }
            pick -= u64::from(s.visits);
        }
        self.best_action()
    }

    /// Every root action with its visits and mean result, in legal-list order; empty before the
    /// first iteration or unless a player acts at the root.
    pub fn root_stats(&self) -> Vec<ActionStats<G::Action>> {
        let root = self.nodes[0];
        if !matches!(root.kind, Kind::Decision(_)) {
            return Vec::new();
        }
        self.edges[root.first as usize..(root.first + root.len) as usize]
            .iter()
            .filter_map(|e| match e.step {
                Step::Act(action) => Some(ActionStats {
                    action,
                    visits: e.visits,
                    mean: e.mean,
                }),
                Step::Roll(_) => None,
            })
            .collect()
    }

    /// Every root edge in list order (the legal actions, or the rolls at a chance point) with
    /// its visits, the chooser's mean and every seat's mean (zeros unless `ROOT_VALUES`),
    /// without the game's types (so that analysis pairs them with the game's own lists and is
    /// compiled once, not once per game). Empty before the first iteration and at the end of a
    /// game.
    pub fn root_edges(&self) -> Vec<RootEdge> {
        let root = self.nodes[0];
        self.edges[root.first as usize..(root.first + root.len) as usize]
            .iter()
            .enumerate()
            .map(|(i, e)| RootEdge {
                visits: e.visits,
                mean: e.mean,
                values: self.root_values.get(i).copied().unwrap_or([0.0; 4]),
            })
            .collect()
    }

    /// One selection–expansion–playout–backpropagation pass.
    fn iterate(&mut self) {
        let mut state = self.root.clone();
        let mut node = 0u32;
        self.path.clear();
        self.seen.truncate(self.remembered);
        let (values, playout_plies) = loop {
            if self.nodes[node as usize].kind == Kind::Fresh {
                if self.idle_rounds && node != 0 && self.idle_rounds_over(&state) {
                    self.ends.push(NEVER_ENDS);
                    self.nodes[node as usize].kind = Kind::Terminal(self.ends.len() as u32 - 1);
                } else {
                    self.expand(node, &state);
                }
            }
            let edge = match self.nodes[node as usize].kind {
                Kind::Decision(_) => self.select_action(node),
                Kind::Chance(total) => {
                    if self.idle_rounds {
                        self.seen.push(state.clone());
                    }
                    self.select_roll(node, total)
                }
                Kind::Terminal(end) => break (self.ends[end as usize], 0),
                // `expand` leaves no node fresh.
                Kind::Fresh => break (self.draws.finished(&state), 0),
            };
            self.path.push((node, edge));
            let e = self.edges[edge as usize];
            match e.step {
                Step::Act(action) => state.apply_unchecked(action),
                Step::Roll(roll) => state.apply_roll_unchecked(roll),
            }
            if e.child != NO_CHILD {
                node = e.child;
                continue;
            }
            if self.nodes.len() < self.config.max_nodes as usize {
                self.edges[edge as usize].child = self.nodes.len() as u32;
                self.nodes.push(Node {
                    kind: Kind::Fresh,
                    first: 0,
                    len: 0,
                    visits: 0,
                });
            }
            // Playouts look for no idle round: one there comes back to the same position, whose
            // evaluation it does not change.
            if self.idle_rounds && self.idle_rounds_over(&state) {
                break (NEVER_ENDS, 0);
            }
            break self.playout(state);
        };
        let anchors = self.anchors;
        let gamma = self.config.discount;
        let mut factor = gamma.powi(i32::from(playout_plies));
        for &(node, edge) in self.path.iter().rev() {
            factor *= gamma;
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            let seat = match n.kind {
                Kind::Decision(seat) => Some(seat),
                _ => None,
            };
            let child = self.edges[edge as usize].child;
            let value = seat.map(|seat| {
                let anchor = anchors[seat];
                match self.best_own_continuation(child, seat) {
                    Some(best) => anchor + (best - anchor) * gamma,
                    None => anchor + (values[seat] - anchor) * factor,
                }
            });
            let e = &mut self.edges[edge as usize];
            e.visits += 1;
            if let Some(value) = value {
                e.mean += (value - e.mean) / e.visits as f32;
            }
        }
        if ROOT_VALUES {
            if let Some(&(0, edge)) = self.path.first() {
                self.record_root(edge, &values, factor);
            }
        }
    }

    /// Whether `state` closes the last of [`past::IDLE_ROUNDS`] rounds in a row of turns that
    /// changed nothing: it is a turn start, and every turn start of those rounds had the same
    /// tokens in the same places.
    fn idle_rounds_over(&self, state: &G) -> bool {
        let turns = self.root.seats().len() * past::IDLE_ROUNDS;
        self.seen.len() >= turns
            && self.seen[self.seen.len() - turns..]
                .iter()
                .all(|earlier| state.unchanged_since(earlier))
    }

    /// Adds one iteration's result to the per-seat means of the root edge `edge` (`factor`: the
    /// discount over the whole path, as the root edge's own update used it).
    fn record_root(&mut self, edge: u32, values: &Values, factor: f32) {
        let root = self.nodes[0];
        if self.root_values.len() != root.len as usize {
            self.root_values = vec![[0.0; 4]; root.len as usize];
        }
        let visits = self.edges[edge as usize].visits as f32;
        let means = &mut self.root_values[(edge - root.first) as usize];
        for (mean, &value) in means.iter_mut().zip(values) {
            let value = self.even + (value - self.even) * factor;
            *mean += (value - *mean) / visits;
        }
    }

    /// When `child` is another decision of `seat` (a turn of several actions, as Arsisesi's unit
    /// actions, or a turn the opponent had to skip), the best mean among its tried actions: with
    /// no roll and no other player in between, reaching `child` is worth what the seat will make
    /// of it, not the average of everything the search tried there. Backing up that average let
    /// a three-action plan rate below ending the turn, only because the search had also tried
    /// the plan's bad continuations, and Strong marked time for ever in won Arsisesi positions.
    fn best_own_continuation(&self, child: u32, seat: usize) -> Option<f32> {
        let node = self.nodes.get(child as usize)?;
        if node.kind != Kind::Decision(seat) {
            return None;
        }
        self.edges[node.first as usize..(node.first + node.len) as usize]
            .iter()
            .filter(|e| e.visits > 0)
            .map(|e| e.mean)
            .reduce(f32::max)
    }

    /// Lists a node's edges and fixes its kind.
    fn expand(&mut self, node: u32, state: &G) {
        let first = self.edges.len() as u32;
        let kind = match state.to_act() {
            ToAct::Over => self.end(state),
            ToAct::Player(seat) => {
                self.actions.clear();
                state.legal_actions(&mut self.actions);
                self.edges.extend(self.actions.iter().map(|&a| Edge {
                    step: Step::Act(a),
                    weight: 1,
                    child: NO_CHILD,
                    visits: 0,
                    mean: 0.0,
                }));
                Kind::Decision(seat.index())
            }
            ToAct::Chance => {
                self.rolls.clear();
                state.rolls(&mut self.rolls);
                self.edges
                    .extend(self.rolls.iter().map(|&(r, weight)| Edge {
                        step: Step::Roll(r),
                        weight,
                        child: NO_CHILD,
                        visits: 0,
                        mean: 0.0,
                    }));
                Kind::Chance(self.rolls.iter().map(|&(_, w)| w).sum())
            }
        };
        let len = self.edges.len() as u32 - first;
        // A player with no action or a chance point without rolls breaks the Game contract;
        // treat it as the end rather than index an empty edge list.
        let kind = match kind {
            Kind::Decision(_) | Kind::Chance(_) if len == 0 => self.end(state),
            _ => kind,
        };
        self.nodes[node as usize] = Node {
            kind,
            first,
            len,
            visits: 0,
        };
    }

    /// A terminal node's kind, its values kept in [`Search::ends`].
    fn end(&mut self, state: &G) -> Kind {
        self.ends.push(self.draws.finished(state));
        Kind::Terminal(self.ends.len() as u32 - 1)
    }

    /// UCT for the seat acting at `node`; untried actions first, in random order.
    /// The edge means already hold the acting seat's results, so the seat is not needed here.
    fn select_action(&mut self, node: u32) -> u32 {
        let n = self.nodes[node as usize];
        let range = n.first..n.first + n.len;
        let untried = self.edges[range.start as usize..range.end as usize]
            .iter()
            .filter(|e| e.visits == 0)
            .count();
        if untried > 0 {
            let mut pick = pick_index(untried, &mut self.rng);
            for i in range.clone() {
                if self.edges[i as usize].visits == 0 {
                    if pick == 0 {
                        return i;
                    }
                    pick -= 1;
                }
            }
        }
        // `libm`, not `f32::ln`: the same bits natively and on wasm32 (see Cargo.toml).
        let log_n = libm::logf(n.visits.max(1) as f32);
        let c = self.config.exploration;
        let mut best = range.start;
        let mut best_score = f32::NEG_INFINITY;
        for i in range {
            let e = &self.edges[i as usize];
            let visits = e.visits as f32;
            let score = e.mean + c * (log_n / visits).sqrt();
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// The roll whose visits lag furthest behind its share of the weight `total`.
    fn select_roll(&self, node: u32, total: u32) -> u32 {
        let n = self.nodes[node as usize];
        let next = u64::from(n.visits) + 1;
        let mut best = n.first;
        let mut best_gap = i64::MIN;
        for i in n.first..n.first + n.len {
            let e = &self.edges[i as usize];
            // weight/total·next − visits, scaled by total to stay in integers.
            let gap = (u64::from(e.weight) * next) as i64
                - (u64::from(e.visits) * u64::from(total)) as i64;
            if gap > best_gap {
                best_gap = gap;
                best = i;
            }
        }
        best
    }

    /// Plays on from `state` with the game's playout policy, then scores the position. Returns
    /// the per-seat values and the plies played.
    fn playout(&mut self, mut state: G) -> (Values, u16) {
        let mut plies = 0;
        // Whether the game is over, once known: the loop asks `to_act` at every ply, and the
        // result need not ask again.
        let mut over = None;
        while plies < self.config.playout_depth {
            match state.to_act() {
                ToAct::Over => {
                    over = Some(true);
                    break;
                }
                ToAct::Chance => {
                    self.rolls.clear();
                    state.rolls(&mut self.rolls);
                    let roll = sample_roll(&self.rolls, &mut self.rng);
                    state.apply_roll_unchecked(roll);
                }
                ToAct::Player(_) => {
                    self.actions.clear();
                    state.legal_actions(&mut self.actions);
                    if self.actions.is_empty() {
                        over = Some(false);
                        break;
                    }
                    let action = state.playout_action(&self.actions, &mut self.rng);
                    state.apply_unchecked(action);
                }
            }
            plies += 1;
        }
        let over = over.unwrap_or_else(|| state.to_act() == ToAct::Over);
        (self.draws.result(&state, over), plies)
    }
}

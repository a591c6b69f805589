//! The Type B table: a dense index over the fields of a position, the walk over every reachable
//! position, and value iteration by layers of the total cleared (see the module documentation).

use crate::core::{Game, Seat, ToAct};
use crate::games::arsisesi::{Arsisesi, GameType, BRIDGE, DIE_FACES, TOKENS};

/// Value iteration stops sweeping a layer once no value moved by more than this.
pub const TOLERANCE: f64 = 1e-12;

/// Marks a slot of the dense index that no reachable position has.
const UNREACHED: u32 = u32::MAX;

/// Per-side counts in the index: cleared 0…[`TOKENS`].
const CLEARED: usize = TOKENS as usize + 1;
/// Movement points in the index: 0 while a roll is due, then 1…[`DIE_FACES`].
const POINTS: usize = DIE_FACES as usize + 1;

/// What one reachable position is, for the sweeps.
#[derive(Copy, Clone, Debug)]
enum Kind {
    /// Finished: South's result.
    Over(f64),
    /// South (maximising) or North (minimising) acts; children `edges[first..first + len]`.
    Acts { south: bool, first: u32, len: u32 },
    /// A roll is due; children by weight, `total` the sum of the weights.
    Rolls { first: u32, len: u32, total: u32 },
}

/// Exact values of every Type B position reachable on lanes of one length.
#[derive(Debug)]
pub struct Table {
    len: u8,
    /// South's value per slot of the dense index; NaN for slots no reachable position has.
    values: Vec<f64>,
    positions: usize,
    finished: usize,
    sweeps: u32,
}

/// Slots in the dense index for lanes of `len` spaces.
fn slots(len: u8) -> usize {
    let span = usize::from(len) + 1;
    CLEARED * span * CLEARED * span * 2 * POINTS
}

/// A side's cleared count and the rank of its token on the Bridge (0: none).
fn side_fields(game: &Arsisesi, seat: Seat) -> (usize, usize) {
    let rank = (1..=game.lane_len())
        .find(|&r| game.piece_at(BRIDGE, r).is_some_and(|p| p.owner == seat))
        .map_or(0, usize::from);
    (usize::from(game.cleared(seat)), rank)
}

/// The slot of a Type B position on lanes of `len` spaces; `None` for anything else.
fn slot(game: &Arsisesi, len: u8) -> Option<usize> {
    if game.kind() != GameType::B || game.lane_len() != len {
        return None;
    }
    let span = usize::from(len) + 1;
    let (south_cleared, south_rank) = side_fields(game, Seat::South);
    let (north_cleared, north_rank) = side_fields(game, Seat::North);
    let turn = usize::from(game.turn() == Seat::North);
    let points = usize::from(game.movement_points().unwrap_or(0));
    let index =
        ((((south_cleared * span + south_rank) * CLEARED + north_cleared) * span + north_rank) * 2
            + turn)
            * POINTS
            + points;
    (index < slots(len)).then_some(index)
}

/// Every position reachable from the start of Type B on lanes of one length, numbered in the
/// order the walk found them (the start is 0), with the moves between them.
pub(super) struct Graph {
    len: u8,
    /// Per position: its slot in the dense index.
    pub(super) slots: Vec<usize>,
    kinds: Vec<Kind>,
    /// Per edge: the child's number and the roll's weight (1 for actions).
    edges: Vec<(u32, u32)>,
    /// Per position: the total cleared, which no move lowers.
    layers: Vec<u8>,
}

impl Graph {
    /// Walks every position reachable from the start on lanes of `len` spaces (clamped to 5–10).
    pub(super) fn walk(len: u8) -> Graph {
        let start = Arsisesi::new(GameType::B, len);
        let len = start.lane_len();
        // Slot → number of the position.
        let mut number = vec![UNREACHED; slots(len)];
        let mut found: Vec<Arsisesi> = Vec::new();
        let mut graph = Graph {
            len,
            slots: Vec::new(),
            kinds: Vec::new(),
            edges: Vec::new(),
            layers: Vec::new(),
        };
        let mut discover = |game: Arsisesi, found: &mut Vec<Arsisesi>, graph: &mut Graph| {
            let at = slot(&game, len).expect("a Type B position has a slot");
            if number[at] == UNREACHED {
                number[at] = found.len() as u32;
                graph.slots.push(at);
                graph
                    .layers
                    .push(game.cleared(Seat::South) + game.cleared(Seat::North));
                found.push(game);
            }
            number[at]
        };
        discover(start, &mut found, &mut graph);
        let (mut actions, mut rolls) = (Vec::new(), Vec::new());
        let mut next = 0;
        while next < found.len() {
            let game = found[next].clone();
            next += 1;
            let first = graph.edges.len() as u32;
            let kind = match game.to_act() {
                ToAct::Over => Kind::Over(
                    game.outcome()
                        .map_or(0.5, |outcome| outcome.score_for(Seat::South)),
                ),
                ToAct::Player(seat) => {
                    actions.clear();
                    game.legal_actions(&mut actions);
                    for &action in &actions {
                        let mut child = game.clone();
                        child.apply_unchecked(action);
                        let child = discover(child, &mut found, &mut graph);
                        graph.edges.push((child, 1));
                    }
                    Kind::Acts {
                        south: seat == Seat::South,
                        first,
                        len: actions.len() as u32,
                    }
                }
                ToAct::Chance => {
                    rolls.clear();
                    game.rolls(&mut rolls);
                    for &(roll, weight) in &rolls {
                        let mut child = game.clone();
                        child.apply_roll_unchecked(roll);
                        let child = discover(child, &mut found, &mut graph);
                        graph.edges.push((child, weight));
                    }
                    Kind::Rolls {
                        first,
                        len: rolls.len() as u32,
                        total: rolls.iter().map(|&(_, w)| w).sum(),
                    }
                }
            };
            graph.kinds.push(kind);
        }
        graph
    }

    /// Positions in the graph.
    pub(super) fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Value iteration by layers of the total cleared, from the highest down, starting every
    /// unfinished value at `initial`. Returns the values by position and the sweeps made.
    pub(super) fn iterate(&self, initial: f64) -> (Vec<f64>, u32) {
        let mut values: Vec<f64> = self
            .kinds
            .iter()
            .map(|k| match k {
                Kind::Over(v) => *v,
                _ => initial,
            })
            .collect();
        let top = self.layers.iter().copied().max().unwrap_or(0);
        let mut sweeps = 0;
        for layer in (0..=top).rev() {
            // Within a layer, the walk's order.
            let members: Vec<usize> = (0..self.len())
                .filter(|&i| self.layers[i] == layer)
                .collect();
            loop {
                sweeps += 1;
                let mut moved = 0.0f64;
                for &i in &members {
                    let value = self.backup(i, &values);
                    moved = moved.max((value - values[i]).abs());
                    values[i] = value;
                }
                if moved <= TOLERANCE {
                    break;
                }
            }
        }
        (values, sweeps)
    }

    /// The right-hand side of position `i`'s Bellman equation under `values`: its result if
    /// finished, the best child for the player to act, or the weighted mean over the rolls.
    pub(super) fn backup(&self, i: usize, values: &[f64]) -> f64 {
        match self.kinds[i] {
            Kind::Over(v) => v,
            Kind::Acts { south, first, len } => {
                let children = self.edges[first as usize..(first + len) as usize]
                    .iter()
                    .map(|&(c, _)| values[c as usize]);
                if south {
                    children.fold(f64::NEG_INFINITY, f64::max)
                } else {
                    children.fold(f64::INFINITY, f64::min)
                }
            }
            Kind::Rolls { first, len, total } => {
                let sum: f64 = self.edges[first as usize..(first + len) as usize]
                    .iter()
                    .map(|&(c, w)| f64::from(w) * values[c as usize])
                    .sum();
                sum / f64::from(total.max(1))
            }
        }
    }
}

impl Table {
    /// Walks every position reachable from the start of Type B on lanes of `len` spaces
    /// (clamped to 5–10) and solves them.
    pub fn solve(len: u8) -> Table {
        let graph = Graph::walk(len);
        let (values, sweeps) = graph.iterate(0.5);
        let mut by_slot = vec![f64::NAN; slots(graph.len)];
        for (&at, &value) in graph.slots.iter().zip(&values) {
            by_slot[at] = value;
        }
        Table {
            len: graph.len,
            values: by_slot,
            positions: graph.len(),
            finished: graph
                .kinds
                .iter()
                .filter(|k| matches!(k, Kind::Over(_)))
                .count(),
            sweeps,
        }
    }

    /// South's value of `game` (loss 0, draw ½, win 1); `None` for a position of another type or
    /// length, or one not reachable from the start.
    pub fn value(&self, game: &Arsisesi) -> Option<f64> {
        let value = *self.values.get(slot(game, self.len)?)?;
        (!value.is_nan()).then_some(value)
    }

    /// South's value of the position in slot `at` of the dense index (NaN if unreached).
    #[cfg(test)]
    pub(super) fn value_at(&self, at: usize) -> f64 {
        self.values[at]
    }

    /// The lane length solved.
    pub fn lane_len(&self) -> u8 {
        self.len
    }

    /// Positions reachable from the start (and solved).
    pub fn positions(&self) -> usize {
        self.positions
    }

    /// Of those, positions where the game is over.
    pub fn finished(&self) -> usize {
        self.finished
    }

    /// Sweeps over a layer's positions, summed over the layers.
    pub fn sweeps(&self) -> u32 {
        self.sweeps
    }

    /// South's value of every solved position, in the order of the dense index.
    pub fn values(&self) -> impl Iterator<Item = f64> + '_ {
        self.values.iter().copied().filter(|v| !v.is_nan())
    }

    /// Bytes the table holds in memory (a value for every slot of the dense index).
    pub fn bytes(&self) -> usize {
        self.values.len() * std::mem::size_of::<f64>()
    }
}

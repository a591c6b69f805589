//! A game review: every position of a record analysed in turn ([`Analyzing`], with
//! [`review_budget`] iterations each), a slice at a time, then per token what the bookkeeping
//! needs. Positions with one legal action are not searched: their value is the next position's.

use super::bookkeeping::{summarize, Summary};
use super::{thrower, Analyzing, Chance, Chances, PositionAnalysis, Turn};
use crate::ai::arena::game_seed;
use crate::ai::settings;
use crate::core::{Game, Record, Seat, ToAct, Token};
use crate::games::{AnyAction, AnyGame, AnyRoll};

/// Iterations a review searches per position of `game_id`: enough to rate the actions, few
/// enough that a typical game (the arena's length per id) reviews in seconds to tens of seconds
/// natively (docs/performance.md, "Analysis": `quintet bench --review`).
pub fn review_budget(game_id: &str) -> u32 {
    settings(game_id, crate::ai::Level::Strong).map_or(1, |s| s.iterations / REVIEW_SHARE)
}

/// A review searches this fraction of the Strong budget per position.
const REVIEW_SHARE: u32 = 4;

/// One token of a reviewed record.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A player's action.
    Decision {
        /// The mover.
        seat: Seat,
        /// The action played.
        action: AnyAction,
        /// The best action where it was played.
        best: AnyAction,
        /// How many actions were legal (1: forced, not labelled).
        legal: u32,
        /// The mover's win chance with the best action: the position's value for the mover.
        before: Chance,
        /// The mover's win chance after the action played.
        after: Chance,
    },
    /// A roll.
    Roll {
        /// The thrower.
        seat: Seat,
        /// The roll that came.
        roll: AnyRoll,
        /// The thrower's win chance after it.
        after: Chance,
        /// The thrower's win chance averaged over every possible roll by weight.
        expected: Chance,
    },
}

/// A reviewed record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// Every seat's win chance at each position, from the start to the end (one more than
    /// there are moments).
    pub points: Vec<Chances>,
    /// One per token of the record.
    pub moments: Vec<Moment>,
    /// Whether every figure is exact (a solved game).
    pub exact: bool,
}

impl Review {
    /// Each player's accuracy and luck, and who did better, for a game with `seats`.
    pub fn summary(&self, seats: &[Seat]) -> Summary {
        summarize(seats, &self.moments)
    }
}

/// A record being reviewed, a slice at a time.
#[derive(Debug)]
pub struct Reviewing {
    positions: Vec<AnyGame>,
    tokens: Vec<Token<AnyGame>>,
    /// Positions to analyse (by index), in order.
    todo: Vec<usize>,
    /// How many of `todo` are finished.
    done: usize,
    current: Option<Analyzing>,
    analyses: Vec<Option<PositionAnalysis>>,
    budget: u32,
    seed: u64,
    /// Iterations of search run so far.
    iterations: u64,
    review: Option<Review>,
}

impl Reviewing {
    /// Starts reviewing `record` with `budget` iterations per position; nothing runs until
    /// [`Reviewing::step`].
    pub fn new(record: &Record<AnyGame>, budget: u32, seed: u64) -> Reviewing {
        let mut positions = Vec::with_capacity(record.tokens().len() + 1);
        let mut game = record.start().clone();
        positions.push(game.clone());
        for token in record.tokens() {
            match *token {
                Token::Roll(r) => game.apply_roll_unchecked(r),
                Token::Action(a) => game.apply_unchecked(a),
            }
            positions.push(game.clone());
        }
        let last = positions.len() - 1;
        let todo = (0..=last)
            .filter(|&i| match positions[i].to_act() {
                ToAct::Over => false,
                ToAct::Chance => true,
                // A forced decision takes the next position's value; the last has none.
                ToAct::Player(_) => i == last || legal_count(&positions[i]) > 1,
            })
            .collect();
        Reviewing {
            analyses: vec![None; positions.len()],
            positions,
            tokens: record.tokens().to_vec(),
            todo,
            done: 0,
            current: None,
            budget,
            seed,
            iterations: 0,
            review: None,
        }
    }

    /// A review of `record` with [`review_budget`] iterations per position.
    pub fn of(record: &Record<AnyGame>, seed: u64) -> Reviewing {
        Reviewing::new(record, review_budget(record.start().id()), seed)
    }

    /// Runs up to about `slice` more iterations of search (exact positions cost none); `true`
    /// once the review is finished.
    pub fn step(&mut self, slice: u32) -> bool {
        let mut left = slice.max(1);
        while self.review.is_none() {
            let Some(&at) = self.todo.get(self.done) else {
                self.review = Some(self.assemble());
                break;
            };
            let (budget, seed) = (self.budget, game_seed(self.seed, at as u32));
            let current = self
                .current
                .get_or_insert_with(|| Analyzing::new(&self.positions[at], budget, seed));
            let before = current.iterations();
            let finished = current.step(left);
            let ran = current.iterations() - before;
            self.iterations += u64::from(ran);
            left = left.saturating_sub(ran);
            if finished {
                self.analyses[at] = self.current.take().and_then(Analyzing::into_result);
                self.done += 1;
            } else if left == 0 {
                break;
            }
        }
        self.review.is_some()
    }

    /// Positions analysed and to analyse in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.done, self.todo.len())
    }

    /// Iterations of search run so far, over all positions.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The review, once finished.
    pub fn result(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The review from the finished analyses.
    fn assemble(&self) -> Review {
        let n = self.tokens.len();
        let mut points = vec![[0; 4]; n + 1];
        for i in (0..=n).rev() {
            points[i] = match &self.analyses[i] {
                Some(analysis) => analysis.chances,
                None if self.positions[i].to_act() == ToAct::Over => {
                    super::position::over(&self.positions[i]).chances
                }
                // A forced decision, worth what its only action leads to.
                None => points[(i + 1).min(n)],
            };
        }
        let moments = (0..n)
            .map(|i| {
                let game = &self.positions[i];
                let analysis = self.analyses[i].as_ref();
                match self.tokens[i] {
                    Token::Action(action) => {
                        let seat = match game.to_act() {
                            ToAct::Player(seat) => seat,
                            _ => thrower(game),
                        };
                        let forced = points[i + 1][seat.index()];
                        let (best, before) = match analysis.map(|a| &a.turn) {
                            Some(Turn::Decision { best, .. }) => {
                                (*best, analysis.and_then(|a| a.action_chance(*best)))
                            }
                            _ => (action, None),
                        };
                        Moment::Decision {
                            seat,
                            action,
                            best,
                            legal: legal_count(game) as u32,
                            before: before.unwrap_or(forced),
                            after: analysis
                                .and_then(|a| a.action_chance(action))
                                .unwrap_or(forced),
                        }
                    }
                    Token::Roll(roll) => {
                        let seat = thrower(game);
                        let (after, expected) = match analysis.map(|a| &a.turn) {
                            Some(Turn::Throw { rolls, .. }) => {
                                let total: u64 = rolls.iter().map(|r| u64::from(r.weight)).sum();
                                let sum: u64 = rolls
                                    .iter()
                                    .map(|r| {
                                        u64::from(r.weight) * u64::from(r.chances[seat.index()])
                                    })
                                    .sum();
                                let after = rolls
                                    .iter()
                                    .find(|r| r.roll == roll)
                                    .map(|r| r.chances[seat.index()]);
                                let total = total.max(1);
                                (after, Some(((sum + total / 2) / total) as Chance))
                            }
                            _ => (None, None),
                        };
                        let next = points[i + 1][seat.index()];
                        Moment::Roll {
                            seat,
                            roll,
                            after: after.unwrap_or(next),
                            expected: expected.unwrap_or(next),
                        }
                    }
                }
            })
            .collect();
        Review {
            points,
            moments,
            exact: self.analyses.iter().flatten().all(|a| a.exact),
        }
    }
}

/// How many actions are legal in `game`.
fn legal_count(game: &AnyGame) -> usize {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal.len()
}

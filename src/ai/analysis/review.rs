//! A game review: every position of a record analysed in turn ([`Analyzing`], with
//! [`review_budget`] iterations each), a slice at a time, then per token what the bookkeeping
//! needs. Positions with one legal action are not searched: their value is the next position's.
//!
//! **One value per position** (issue 54): the chart's point, found where the position stands (a
//! search rooted there, the exact value, or the end of the game). Each token is the change from
//! its position's point to the next one's: a decision's "before" and "after" for the mover, a
//! throw's "expected" and "after" for the thrower. So one move's "after" is the next token's
//! "before"; after a move that a throw follows, it is the expectation over the throws (the
//! value of a chance point); and the labels, the key moments and the players' accuracy read the
//! chart's numbers. The value of the action played as the search at the position before rated
//! it is not used: a move the search there rarely tried kept a high value (the Arcēs
//! game called a move good that let South win at once). The rules' facts a move ahead
//! ([`Tactics`]) mark a move that misses a win at once or lets another seat win at once.
//!
//! **A throw's luck** is the thrower's chance after the roll that came minus the expectation
//! over every roll (the chart's point), both from the chance point's own search, so that its
//! mean over the rolls is zero at every chance point. The next point, from the next position's
//! own search, differs by that search's noise: measured against Arsisesi B's exact luck over 70
//! throws, luck within the chance point's search was off by 0.10 points on average (2.77 root
//! mean square), the change between the two points by 1.29 (3.07), which over a game's throws
//! would have credited both players with luck they never had.

use super::bookkeeping::{summarize, Summary};
use super::tactics::Tactic;
#[cfg(doc)]
use super::tactics::Tactics;
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
        /// The mover's win chance where it decided: the position's value (the chart's point).
        before: Chance,
        /// The mover's win chance in the position the action led to, found as that position's
        /// own value is (the chart's next point).
        after: Chance,
        /// What the rules say of the action a move ahead, if it is a blunder by them.
        tactic: Option<Tactic>,
    },
    /// A roll.
    Roll {
        /// The thrower.
        seat: Seat,
        /// The roll that came.
        roll: AnyRoll,
        /// The thrower's win chance after it (the chart's next point).
        after: Chance,
        /// The thrower's win chance before it, the expectation over every possible roll by
        /// weight (the chart's point).
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
    /// Per position, the rules' fact about the action played there ([`Tactics::tactic_of`]).
    tactics: Vec<Option<Tactic>>,
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
            tactics: vec![None; positions.len()],
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
                let done = self.current.take().expect("being analysed");
                if let (Some(tactics), Some(Token::Action(played))) =
                    (done.tactics(), self.tokens.get(at))
                {
                    self.tactics[at] = tactics.tactic_of(*played);
                }
                self.analyses[at] = done.into_result();
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

    /// The review from the finished analyses: the chart's points, and each token's change of
    /// them (see the module documentation).
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
                let seat = match game.to_act() {
                    ToAct::Player(seat) => seat,
                    _ => thrower(game),
                };
                let (before, after) = (points[i][seat.index()], points[i + 1][seat.index()]);
                match self.tokens[i] {
                    Token::Action(action) => Moment::Decision {
                        seat,
                        action,
                        best: match self.analyses[i].as_ref().map(|a| &a.turn) {
                            Some(Turn::Decision { best, .. }) => *best,
                            _ => action,
                        },
                        legal: legal_count(game) as u32,
                        before,
                        after,
                        tactic: self.tactics[i],
                    },
                    // Luck within the chance point's own search (module documentation).
                    Token::Roll(roll) => Moment::Roll {
                        seat,
                        roll,
                        after: match self.analyses[i].as_ref().map(|a| &a.turn) {
                            Some(Turn::Throw { rolls, .. }) => rolls
                                .iter()
                                .find(|r| r.roll == roll)
                                .map_or(after, |r| r.chances[seat.index()]),
                            _ => after,
                        },
                        expected: before,
                    },
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

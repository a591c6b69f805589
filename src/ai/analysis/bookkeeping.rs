//! The review's pure bookkeeping, shared by the command line and the page: labels from drops in
//! win chance, luck of throws, each player's accuracy and luck, and who played and threw better.
//! Typed facts only; `app::analysis` puts them into words.
//!
//! **Labels.** A decision's drop is the mover's win chance where it decided minus its chance in
//! the position its action led to (never below 0), both the chart's points
//! ([`super::Reviewing`]); the best action (the hint there) drops nothing by definition: what the
//! next position's own search finds beyond the first one's is the analysis's horizon, not the
//! player's error. In win-chance points (1 point = 1%), lichess's thresholds on the drop in
//! winning chances (its 0.1, 0.2 and 0.3 on a scale of −1 to 1 are 5, 10 and 15 points), with
//! "best", "excellent" and "good" below them:
//!
//! | Label | Drop |
//! |---|---|
//! | best | the best action, or another exactly as good (a drop of 0) |
//! | excellent | over 0 and under 1 point (not the best, but as good within the estimate's noise) |
//! | good | 1 to under 5 points |
//! | inaccuracy | 5 to under 10 points |
//! | mistake | 10 to under 15 points |
//! | blunder | 15 points or more |
//!
//! A move that is not the best is called best only where it drops nothing (issue 37: `4-3`, 0.7
//! points behind `end`, read "best"). A forced decision (one legal action) has no label and does
//! not count toward accuracy.
//!
//! A move that **misses a win at once, or lets another seat win at once** where another move
//! would not ([`super::tactics`]), is a blunder whatever its drop (issue 54): the rules settle
//! it, and a review that called such a move good would teach the wrong lesson.
//!
//! **Luck** of a throw (the backgammon definition): the thrower's win chance after the roll that
//! came minus the mean of that chance over every possible roll, by weight. Its mean over all
//! rolls at one chance point is zero, so luck measures what the dice gave, not how well anyone
//! played.
//!
//! **Accuracy** of a player: the mean drop over their labelled decisions (lower is better).

use super::{Chance, Moment};
use crate::core::Seat;

/// One win-chance point (1%) in the unit of [`Chance`] (parts per million).
pub const POINT: u32 = 10_000;

/// How good a decision was, from the drop in the mover's win chance.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Label {
    /// The best action, or one exactly as good.
    Best,
    /// Another action, less than 1 point behind the best.
    Excellent,
    /// Drop of 1 to under 5 points.
    Good,
    /// Drop of 5 to under 10 points.
    Inaccuracy,
    /// Drop of 10 to under 15 points.
    Mistake,
    /// Drop of 15 points or more.
    Blunder,
}

/// The smallest drop of each label, in [`Chance`] units, best first (the module's table; a drop of
/// 0 is [`Label::Best`]).
pub const THRESHOLDS: [(Label, Chance); 6] = [
    (Label::Best, 0),
    (Label::Excellent, 1),
    (Label::Good, POINT),
    (Label::Inaccuracy, 5 * POINT),
    (Label::Mistake, 10 * POINT),
    (Label::Blunder, 15 * POINT),
];

/// A player's accuracy differs by at least this mean drop per decision before one of them is
/// said to have played better (half a point).
pub const SKILL_MARGIN: Chance = POINT / 2;
/// Players' total luck differs by at least this before one of them is said to have thrown
/// better (five points).
pub const LUCK_MARGIN: i64 = 5 * POINT as i64;

impl Label {
    /// Every label, best first.
    pub const ALL: [Label; 6] = [
        Label::Best,
        Label::Excellent,
        Label::Good,
        Label::Inaccuracy,
        Label::Mistake,
        Label::Blunder,
    ];

    /// The label of a decision whose drop was `drop`.
    pub fn of_drop(drop: Chance) -> Label {
        THRESHOLDS
            .iter()
            .rev()
            .find(|&&(_, least)| drop >= least)
            .map_or(Label::Best, |&(label, _)| label)
    }

    /// Position in [`Label::ALL`], for per-label counts.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The drop of a decision: the mover's win chance before it minus after it, 0 for the best
/// action; `None` for throws.
pub fn drop(moment: &Moment) -> Option<Chance> {
    match *moment {
        Moment::Decision { action, best, .. } if action == best => Some(0),
        Moment::Decision { before, after, .. } => Some(before.saturating_sub(after)),
        Moment::Roll { .. } => None,
    }
}

/// The label of a decision; `None` for throws and forced decisions.
pub fn label(moment: &Moment) -> Option<Label> {
    match moment {
        Moment::Decision { legal, .. } if *legal <= 1 => None,
        Moment::Decision {
            tactic: Some(_), ..
        } => Some(Label::Blunder),
        _ => drop(moment).map(Label::of_drop),
    }
}

/// The luck of a throw in [`Chance`] units (negative: worse than average); `None` for decisions.
pub fn luck(moment: &Moment) -> Option<i64> {
    match *moment {
        Moment::Roll {
            after, expected, ..
        } => Some(i64::from(after) - i64::from(expected)),
        Moment::Decision { .. } => None,
    }
}

/// One player's figures over a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSummary {
    /// The seat.
    pub seat: Seat,
    /// Labelled decisions (forced ones are not counted).
    pub decisions: u32,
    /// Sum of their drops, in [`Chance`] units.
    pub lost: u64,
    /// Decisions per label, indexed by [`Label::index`].
    pub labels: [u32; 6],
    /// Throws made.
    pub throws: u32,
    /// Sum of the throws' luck, in [`Chance`] units.
    pub luck: i64,
}

impl SeatSummary {
    /// Accuracy: the mean drop per labelled decision (0 without any), rounded.
    pub fn mean_loss(&self) -> Chance {
        match self.decisions {
            0 => 0,
            n => ((self.lost + u64::from(n) / 2) / u64::from(n)) as Chance,
        }
    }
}

/// Every player's figures, and who did better.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// One per seat, in the game's seat order.
    pub seats: Vec<SeatSummary>,
    /// The player with the lowest mean drop, if it beats every other player with labelled
    /// decisions by at least [`SKILL_MARGIN`].
    pub played_better: Option<Seat>,
    /// The player with the most luck, if ahead of every other thrower by at least
    /// [`LUCK_MARGIN`].
    pub threw_better: Option<Seat>,
}

/// The summary of a review's moments for a game with `seats`.
pub fn summarize(seats: &[Seat], moments: &[Moment]) -> Summary {
    let mut rows: Vec<SeatSummary> = seats
        .iter()
        .map(|&seat| SeatSummary {
            seat,
            decisions: 0,
            lost: 0,
            labels: [0; 6],
            throws: 0,
            luck: 0,
        })
        .collect();
    for moment in moments {
        let seat = match *moment {
            Moment::Decision { seat, .. } | Moment::Roll { seat, .. } => seat,
        };
        let Some(row) = rows.iter_mut().find(|r| r.seat == seat) else {
            continue;
        };
        if let (Some(label), Some(drop)) = (label(moment), drop(moment)) {
            row.decisions += 1;
            row.lost += u64::from(drop);
            row.labels[label.index()] += 1;
        }
        if let Some(luck) = luck(moment) {
            row.throws += 1;
            row.luck += luck;
        }
    }
    let played: Vec<(Seat, i64)> = rows
        .iter()
        .filter(|r| r.decisions > 0)
        .map(|r| (r.seat, -i64::from(r.mean_loss())))
        .collect();
    let threw: Vec<(Seat, i64)> = rows
        .iter()
        .filter(|r| r.throws > 0)
        .map(|r| (r.seat, r.luck))
        .collect();
    Summary {
        played_better: leader(&played, i64::from(SKILL_MARGIN)),
        threw_better: leader(&threw, LUCK_MARGIN),
        seats: rows,
    }
}

/// The seat with the highest score, if there are two or more and it leads the next by `margin`.
fn leader(scores: &[(Seat, i64)], margin: i64) -> Option<Seat> {
    let (best, top) = scores.iter().copied().max_by_key(|&(_, s)| s)?;
    let runner_up = scores
        .iter()
        .filter(|&&(seat, _)| seat != best)
        .map(|&(_, s)| s)
        .max()?;
    (top - runner_up >= margin).then_some(best)
}

//! The game review as the page shows it: a point per position for the win-chance chart (with
//! its name for a screen reader), each token's mark for the move list (a decision's label, a
//! throw's luck), the key moments with the better move, and each player's figures and the
//! verdict in words. Pure: built from a record and its [`Review`] (which the worker computed),
//! tested natively; `src/web/review.rs` draws it.

use super::a11y::{action_words, seat as seat_words, turn_numbers};
use super::analysis::{amount_text, label_word, percent, points_text, summary_sentence};
use crate::ai::analysis::bookkeeping::{label, luck, Label};
use crate::ai::analysis::{Chances, Moment, Review};
use crate::core::{Game, Record, Seat};
use crate::games::{AnyAction, AnyGame};
use crate::i18n::{t, tr};

/// How many key moments the review lists at most.
pub const KEY_MOMENTS: usize = 5;

/// One position on the chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    /// Tokens played before it (0: the start).
    pub index: usize,
    /// Every seat's win chance there.
    pub chances: Chances,
    /// The seat whose line the point sits on: the one that made the token leading here (the
    /// first seat at the start).
    pub seat: Seat,
    /// The turn of the token that led here, as the move list numbers it (0 at the start).
    pub turn: usize,
    /// The label of the decision that led here, if it was labelled.
    pub label: Option<Label>,
    /// The point's name: which position, and every seat's win chance.
    pub name: String,
}

/// A decision worth looking at again: where the player lost the most.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyMoment {
    /// The token's index in the record: the position before it has `index` tokens.
    pub index: usize,
    /// The better action there.
    pub best: AnyAction,
    /// The label.
    pub label: Label,
    /// What happened and what was better, in words.
    pub text: String,
}

/// A token's mark in the move list: a decision's label (`??`) or a throw's luck (`+3.1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The short mark.
    pub text: String,
    /// Its words, for a screen reader.
    pub words: String,
    /// What kind of mark it is, so that good and bad luck differ by more than their sign.
    pub kind: MarkKind,
}

/// The kinds of [`Mark`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// A decision's label.
    Label,
    /// A throw better than the average.
    Lucky,
    /// A throw worse than the average.
    Unlucky,
    /// A throw as good as the average (to the tenth of a point).
    Even,
}

impl MarkKind {
    /// Its name, as the page's style sheet knows it (`data-kind`).
    pub fn name(self) -> &'static str {
        match self {
            MarkKind::Label => "label",
            MarkKind::Lucky => "lucky",
            MarkKind::Unlucky => "unlucky",
            MarkKind::Even => "even",
        }
    }
}

/// Everything the review shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewView {
    /// One per position, start to end.
    pub points: Vec<Point>,
    /// One per token: its mark for the move list, if it has one.
    pub marks: Vec<Option<Mark>>,
    /// The worst decisions (at most [`KEY_MOMENTS`], inaccuracies or worse), in game order.
    pub key: Vec<KeyMoment>,
    /// The verdict in one sentence.
    pub verdict: String,
    /// One line per player: accuracy and luck.
    pub seats: Vec<String>,
    /// Whether the figures are exact.
    pub exact: bool,
}

/// Every seat's win chance in words: "South 62.3%, North 37.7%".
pub fn chances_words(game: &AnyGame, chances: &Chances) -> String {
    game.seats()
        .iter()
        .map(|&seat| {
            tr(
                "analysis-seat-chance",
                &[
                    ("seat", seat_words(game, seat).into()),
                    ("chance", percent(chances[seat.index()]).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn mover(moment: &Moment) -> Seat {
    match *moment {
        Moment::Decision { seat, .. } | Moment::Roll { seat, .. } => seat,
    }
}

/// A short mark for a decision's label, as chess annotators write them.
fn label_mark(label: Label) -> Option<&'static str> {
    match label {
        Label::Best | Label::Excellent | Label::Good => None,
        Label::Inaccuracy => Some("?!"),
        Label::Mistake => Some("?"),
        Label::Blunder => Some("??"),
    }
}

/// A chart point's name: the position (the turn, as the move list numbers it, and the token
/// that led there) and every seat's win chance.
fn point_name(
    turn: usize,
    token: Option<String>,
    moment: Option<&Moment>,
    chances: String,
) -> String {
    let Some(token) = token else {
        return tr("review-point-start", &[("chances", chances.into())]);
    };
    let mut args = vec![
        ("n", turn.into()),
        ("move", token.into()),
        ("chances", chances.into()),
    ];
    match moment.and_then(label) {
        Some(l) => {
            args.push(("label", label_word(l).into()));
            tr("review-point-label", &args)
        }
        None => tr("review-point", &args),
    }
}

impl ReviewView {
    /// The view of `review`, made for `record`.
    pub fn new(record: &Record<AnyGame>, review: &Review) -> ReviewView {
        let game = record.start();
        let seats = game.seats();
        let mut points = Vec::with_capacity(review.points.len());
        let mut marks = Vec::with_capacity(review.moments.len());
        let mut key = Vec::new();
        let mut before = record.start().clone();
        let turns = turn_numbers(record);
        for (index, chances) in review.points.iter().enumerate() {
            let moment = index.checked_sub(1).and_then(|i| review.moments.get(i));
            let words = chances_words(game, chances);
            let token = index.checked_sub(1).and_then(|i| record.tokens().get(i));
            let turn = index
                .checked_sub(1)
                .map_or(0, |i| turns.get(i).copied().unwrap_or(index));
            let name = point_name(turn, token.map(ToString::to_string), moment, words);
            points.push(Point {
                index,
                chances: *chances,
                turn,
                seat: moment.map_or(seats[0], mover),
                label: moment.and_then(label),
                name,
            });
        }
        for (index, moment) in review.moments.iter().enumerate() {
            let mark = match (label(moment), luck(moment)) {
                (Some(l), _) => label_mark(l).map(|m| Mark {
                    text: m.to_string(),
                    words: label_word(l),
                    kind: MarkKind::Label,
                }),
                (None, Some(luck)) => {
                    let text = super::analysis::points(luck);
                    let kind = match text.as_bytes()[0] {
                        b'+' => MarkKind::Lucky,
                        b'-' => MarkKind::Unlucky,
                        _ => MarkKind::Even,
                    };
                    Some(Mark {
                        words: tr("review-luck", &[("points", points_text(luck).into())]),
                        text,
                        kind,
                    })
                }
                _ => None,
            };
            marks.push(mark);
            if let (
                Some(l @ (Label::Inaccuracy | Label::Mistake | Label::Blunder)),
                Moment::Decision {
                    seat,
                    action,
                    best,
                    before: was,
                    after,
                    ..
                },
            ) = (label(moment), *moment)
            {
                let args = [
                    ("n", turns.get(index).copied().unwrap_or(index + 1).into()),
                    ("seat", seat_words(game, seat).into()),
                    ("played", action_words(&before, action).into()),
                    ("label", label_word(l).into()),
                    (
                        "loss",
                        points_text(i64::from(after) - i64::from(was)).into(),
                    ),
                    ("best", action_words(&before, best).into()),
                ];
                key.push((
                    (l, was.saturating_sub(after)),
                    KeyMoment {
                        index,
                        best,
                        label: l,
                        text: tr("review-moment", &args),
                    },
                ));
            }
            if let Some(token) = record.tokens().get(index) {
                // The record was played legally to get here: a token that does not apply
                // would have failed its parse.
                let _ = (*token).play(&mut before);
            }
        }
        // The worst labels, then the largest drops (a blunder by the rules may drop little),
        // shown in game order.
        crate::core::sort_small_by(&mut key, |a, b| a.0 > b.0);
        key.truncate(KEY_MOMENTS);
        crate::core::sort_small_by(&mut key, |a, b| a.1.index < b.1.index);
        let summary = review.summary(seats);
        let seat_lines = summary
            .seats
            .iter()
            .map(|s| {
                tr(
                    "review-seat",
                    &[
                        ("seat", seat_words(game, s.seat).into()),
                        ("decisions", s.decisions.into()),
                        ("lost", amount_text(s.mean_loss()).into()),
                        ("blunders", s.labels[Label::Blunder.index()].into()),
                        ("luck", points_text(s.luck).into()),
                    ],
                )
            })
            .collect();
        ReviewView {
            points,
            marks,
            key: key.into_iter().map(|(_, k)| k).collect(),
            verdict: summary_sentence(&summary, game),
            seats: seat_lines,
            exact: review.exact,
        }
    }

    /// The turns the chart's time axis names, with the point each stands at: the first turn,
    /// then every multiple of a round step (1, 2 or 5 times a power of ten) that leaves at most
    /// six of them.
    pub fn turn_ticks(&self) -> Vec<(usize, usize)> {
        let last = self.points.last().map_or(0, |p| p.turn);
        let step = (0..20)
            .map(|i: u32| [1, 2, 5][i as usize % 3] * 10usize.pow(i / 3))
            .find(|&step| last / step <= 5)
            .unwrap_or(1);
        let mut ticks: Vec<(usize, usize)> = Vec::new();
        for point in &self.points {
            let wanted = point.turn == 1 || (point.turn > 1 && point.turn % step == 0);
            if wanted && ticks.last().is_none_or(|&(_, turn)| turn != point.turn) {
                ticks.push((point.index, point.turn));
            }
        }
        ticks
    }

    /// A note on where the figures come from.
    pub fn source(&self) -> String {
        t(if self.exact {
            "review-exact"
        } else {
            "review-estimated"
        })
    }
}

#[cfg(test)]
mod tests;

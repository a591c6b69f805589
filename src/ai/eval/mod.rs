//! Per-game evaluation: an estimate, for every seat, of how an unfinished position will end.
//!
//! The search calls [`Evaluate::evaluate`] where a playout stops, so an evaluation turns a short
//! look-ahead into a judgement of the whole game. Values are on the scale of results (loss 0,
//! draw ½, win 1) and indexed by [`Seat::index`]. Each game's evaluation is in its own file and
//! reads the game through its public API only; [`AnyGame`] dispatches to them.
//!
//! Most evaluations compute a score per seat (progress, material, safety) and turn the
//! difference into a value with a logistic curve ([`two_seat`]) or, for more than two seats, a
//! softmax ([`share`]); the scale of the curve says how many score units are worth a clear edge.

mod arces;
mod arsisesi;
pub mod lock;
mod seesaw;
mod senet;
mod zanstrekt;

use crate::core::{pick_index, Game, Rng, Seat};
use crate::games::arsisesi::ArsisesiAction;
use crate::games::{AnyAction, AnyGame};

/// One value per seat, indexed by [`Seat::index`]; seats not in the game hold 0.
pub type Values = [f32; 4];

/// A game the search can judge: its evaluation and its playout policy.
pub trait Evaluate: Game {
    /// The expected result of this unfinished position for every seat, each in \[0, 1\]. The
    /// default knows nothing about the game and gives every seat ½.
    fn evaluate(&self) -> Values {
        let mut values = [0.0; 4];
        for seat in self.seats() {
            values[seat.index()] = 0.5;
        }
        values
    }

    /// How much of [`Evaluate::evaluate`] is a certain draw, from 0 (the default: the evaluation
    /// says nothing of draws) to 1 (a dead draw, evaluated as an even share): a search with a
    /// contempt for draws ([`crate::ai::contempt`]) scores that share at its own worth of a draw.
    fn draw_chance(&self) -> f32 {
        0.0
    }

    /// [`Evaluate::evaluate`] and [`Evaluate::draw_chance`] at once, for games that work the
    /// chance out on the way to the evaluation (the search asks for both where it holds a
    /// contempt for draws).
    fn judge(&self) -> (Values, f32) {
        (self.evaluate(), self.draw_chance())
    }

    /// Whether this position is a turn start (a roll is due) with the same tokens where they
    /// were at `earlier`, an earlier turn start: the turns between changed nothing. A search with
    /// a contempt for draws counts a game whose turns changed nothing for a few rounds as one that
    /// never ends ([`crate::ai::past`]). The default says no: only a game where a turn may end
    /// with nothing done (Arsisesi) needs it.
    fn unchanged_since(&self, _earlier: &Self) -> bool {
        false
    }

    /// Whether `seat` could possibly win at once here: through its own actions alone, with no
    /// throw and no other seat acting first ([`crate::ai::analysis::tactics`]). `false` only
    /// where it surely cannot, which spares that look-ahead its move lists; the default says it
    /// may.
    fn may_win_at_once(&self, _seat: Seat) -> bool {
        true
    }

    /// The action a playout plays, from the non-empty legal list. The default picks uniformly.
    fn playout_action(&self, legal: &[Self::Action], rng: &mut Rng) -> Self::Action {
        legal[pick_index(legal.len(), rng)]
    }

    /// Where this position belongs to a game solved exactly ([`crate::ai::exact`]), every legal
    /// action with the mover's exact result after it (loss 0, draw ½, win 1), in legal-list
    /// order; `None` elsewhere (the default).
    fn solved_actions(&self) -> Option<Vec<(Self::Action, f64)>> {
        None
    }
}

/// The result of a finished game for every seat (win 1, draw ½, loss 0); an unfinished position
/// is scored by its evaluation.
pub fn outcome_values<G: Evaluate>(game: &G) -> Values {
    let Some(outcome) = game.outcome() else {
        return game.evaluate();
    };
    let mut values = [0.0; 4];
    for &seat in game.seats() {
        values[seat.index()] = outcome.score_for(seat) as f32;
    }
    values
}

/// Values of a two-seat game from South's advantage in score units: a logistic curve that gives
/// ½ each at no advantage and about 0.73 to South at an advantage of `scale`.
pub fn two_seat(south_advantage: f32, scale: f32) -> Values {
    // `libm`, not `f32::exp`: the same bits natively and on wasm32 (see Cargo.toml).
    let south = 1.0 / (1.0 + libm::expf(-south_advantage / scale));
    let mut values = [0.0; 4];
    values[Seat::South.index()] = south;
    values[Seat::North.index()] = 1.0 - south;
    values
}

/// Values for any number of seats from per-seat scores (`None`: the seat is out and gets 0): a
/// softmax with temperature `scale`, so the values add up to 1 like the shares of one win. With
/// two seats in, it equals [`two_seat`] on the score difference.
pub fn share(scores: [Option<f32>; 4], scale: f32) -> Values {
    let top = scores
        .iter()
        .flatten()
        .fold(f32::NEG_INFINITY, |m, &s| m.max(s));
    let mut values = [0.0; 4];
    let mut sum = 0.0;
    for (value, score) in values.iter_mut().zip(scores) {
        if let Some(s) = score {
            // Shifted by the top score so that exp never overflows.
            *value = libm::expf((s - top) / scale);
            sum += *value;
        }
    }
    if sum > 0.0 {
        for value in &mut values {
            *value /= sum;
        }
    }
    values
}

impl Evaluate for AnyGame {
    fn evaluate(&self) -> Values {
        match self {
            AnyGame::Senet(g) => g.evaluate(),
            AnyGame::Seesaw(g) => g.evaluate(),
            AnyGame::Arces(g) => g.evaluate(),
            AnyGame::Arsisesi(g) => g.evaluate(),
            AnyGame::Zanstrekt(g) => g.evaluate(),
        }
    }

    fn draw_chance(&self) -> f32 {
        match self {
            AnyGame::Senet(g) => g.draw_chance(),
            AnyGame::Seesaw(g) => g.draw_chance(),
            AnyGame::Arces(g) => g.draw_chance(),
            AnyGame::Arsisesi(g) => g.draw_chance(),
            AnyGame::Zanstrekt(g) => g.draw_chance(),
        }
    }

    fn judge(&self) -> (Values, f32) {
        match self {
            AnyGame::Senet(g) => g.judge(),
            AnyGame::Seesaw(g) => g.judge(),
            AnyGame::Arces(g) => g.judge(),
            AnyGame::Arsisesi(g) => g.judge(),
            AnyGame::Zanstrekt(g) => g.judge(),
        }
    }

    fn unchanged_since(&self, earlier: &AnyGame) -> bool {
        match (self, earlier) {
            (AnyGame::Arsisesi(g), AnyGame::Arsisesi(e)) => g.unchanged_since(e),
            _ => false,
        }
    }

    fn may_win_at_once(&self, seat: Seat) -> bool {
        match self {
            AnyGame::Senet(g) => g.may_win_at_once(seat),
            AnyGame::Seesaw(g) => g.may_win_at_once(seat),
            AnyGame::Arces(g) => g.may_win_at_once(seat),
            AnyGame::Arsisesi(g) => g.may_win_at_once(seat),
            AnyGame::Zanstrekt(g) => g.may_win_at_once(seat),
        }
    }

    fn playout_action(&self, legal: &[AnyAction], rng: &mut Rng) -> AnyAction {
        // The same policies as the concrete games, without copying the list to unwrap it.
        let moves = match self {
            AnyGame::Arsisesi(_) => {
                arsisesi::without_end(legal, &AnyAction::Arsisesi(ArsisesiAction::End))
            }
            _ => legal,
        };
        moves[pick_index(moves.len(), rng)]
    }

    fn solved_actions(&self) -> Option<Vec<(AnyAction, f64)>> {
        match self {
            AnyGame::Arsisesi(g) => g.solved_actions().map(|values| {
                values
                    .into_iter()
                    .map(|(a, v)| (AnyAction::Arsisesi(a), v))
                    .collect()
            }),
            _ => None,
        }
    }
}

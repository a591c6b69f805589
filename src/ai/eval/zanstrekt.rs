//! Žanstrekt: a race with captures. Each seat scores its pieces' progress round the lap (exited
//! pieces past the end, pieces in the pool a little below the start since entering costs a
//! throw), counting a piece committed to the bridge at the cell its crossing leads to: a piece
//! on its own Oþent is as good as ten cells further on, one on the opponent's ten cells back.
//! The side to act gets its pending throw, or a little for holding the next one.

use super::{two_seat, Evaluate, Values};
use crate::core::Seat;
use crate::games::zanstrekt::board::PIECES;
use crate::games::zanstrekt::board::{
    other_othent, side, BRIDGE, HOME, LAP_INDEX, LAP_LEN, NOT_ON_LAP, OFF,
};
use crate::games::zanstrekt::{Cell, Commitment, Zanstrekt};

/// An exited piece: past the end, and safe for good.
const EXITED: f32 = OFF as f32 + 3.0;
/// A piece in the pool: it still needs a throw to enter.
const POOL: f32 = -2.0;
/// The side to act holds the next throw (mean 2.5, but a 0 or an unusable throw is lost).
const TEMPO: f32 = 1.5;
/// Score units that make a clear edge.
const SCALE: f32 = 10.0;

/// A piece's lap index as seen by `seat`; the bridge, on no lap, counts as half way.
fn lap_index(seat: Seat, cell: Cell) -> f32 {
    match LAP_INDEX[side(seat)][cell.index()] {
        NOT_ON_LAP => f32::from(LAP_LEN / 2),
        index => f32::from(index),
    }
}

/// The progress of `seat`'s piece on `cell` (`home`: it has come round to its Žan).
fn progress(game: &Zanstrekt, seat: Seat, cell: Cell, home: bool) -> f32 {
    if home {
        return f32::from(HOME);
    }
    match game.commitment(seat) {
        // One step short of the far Oþent: the crossing's next throw goes through it.
        Some(Commitment::Bridge { toward }) if cell == BRIDGE => lap_index(seat, toward) - 1.0,
        Some(Commitment::Othent(at)) if at == cell => lap_index(seat, other_othent(at)) - 1.0,
        _ => lap_index(seat, cell),
    }
}

fn score(game: &Zanstrekt, seat: Seat) -> f32 {
    let mut score = EXITED * f32::from(game.exited(seat)) + POOL * f32::from(game.pool(seat));
    for (cell, owner, home) in game.pieces() {
        if owner == seat {
            score += progress(game, seat, cell, home);
        }
    }
    if game.turn() == seat {
        score += game.pending_throw().map_or(TEMPO, |t| f32::from(t.value()));
    }
    score
}

impl Evaluate for Zanstrekt {
    fn evaluate(&self) -> Values {
        two_seat(score(self, Seat::South) - score(self, Seat::North), SCALE)
    }

    /// An action moves one piece (ZAN-4), and a throw follows it: only a seat with one piece
    /// left to exit can win at once.
    fn may_win_at_once(&self, seat: Seat) -> bool {
        self.exited(seat) + 1 >= PIECES
    }
}

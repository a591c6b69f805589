//! Senet: a race. Each seat scores the squares its pieces have covered (a piece borne off counts
//! as past the end), a little for pieces that cannot be attacked, and the side to act gets the
//! throw it holds, or the average of one, since moving first is worth ground in a race.

use super::{two_seat, Evaluate, Values};
use crate::core::Seat;
use crate::games::senet::view::is_safe;
use crate::games::senet::{Senet, SQUARES};

/// A borne-off piece is worth a little more than one on the last square: it cannot be sent back.
const BORNE_OFF: f32 = SQUARES as f32 + 3.0;
/// A piece that cannot be attacked (on a safe square or beside a piece of its own).
const PROTECTED: f32 = 1.0;
/// A throw's mean value with the extra throws of 1, 4 and 6 counted: a turn's expected ground
/// is about 3.8 squares; the side to act has about half of it in hand.
const TEMPO: f32 = 2.0;
/// Score units that make a clear edge.
const SCALE: f32 = 9.0;

fn score(game: &Senet, seat: Seat) -> f32 {
    let mut score = BORNE_OFF * game.borne_off(seat) as f32;
    for square in 1..=SQUARES {
        if game.piece_at(square) != Some(seat) {
            continue;
        }
        score += f32::from(square);
        let beside = |s: u8| (1..=SQUARES).contains(&s) && game.piece_at(s) == Some(seat);
        if is_safe(square) || beside(square - 1) || beside(square + 1) {
            score += PROTECTED;
        }
    }
    if game.turn() == seat {
        score += game.pending_throw().map_or(TEMPO, |t| f32::from(t.value()));
    }
    score
}

impl Evaluate for Senet {
    fn evaluate(&self) -> Values {
        two_seat(score(self, Seat::South) - score(self, Seat::North), SCALE)
    }

    /// An action moves one piece, and a throw follows it: only a seat down to its last piece
    /// can win at once.
    fn may_win_at_once(&self, seat: Seat) -> bool {
        self.on_board(seat) <= 1
    }
}

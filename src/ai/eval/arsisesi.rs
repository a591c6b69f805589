//! Arsisesi: a race there (and, in Type A, back). Each seat scores its tokens' distance covered
//! along the whole trip: a waiting token 0, a token on the field its ranks from its own Home, a
//! token that turned over in the opponent's Home the full way out, a returning token that plus
//! the ranks it has come back, a cleared token the whole trip and a little more (it is safe from
//! kicks). The side to act gets its movement points left (one space each); the side about to
//! roll gets part of a mean roll.
//!
//! Playouts never give up movement points while a unit action is left: a random `end` would
//! waste most turns and make playouts much slower than real play.

use super::{two_seat, Evaluate, Values};
use crate::core::{pick_index, Rng, Seat};
use crate::games::arsisesi::{Arsisesi, ArsisesiAction, GameType};

/// Extra worth of a cleared token over one about to arrive: it can no longer be kicked.
const CLEARED_BONUS: f32 = 2.0;
/// The side about to roll: a mean roll is 3.5 points, about half of which is ahead of the
/// opponent's next roll.
const TEMPO: f32 = 1.75;

fn score(game: &Arsisesi, seat: Seat) -> f32 {
    let far = f32::from(game.lane_len() + 1);
    let return_trip = game.kind() == GameType::A;
    let trip = if return_trip { 2.0 * far } else { far };
    let mut score = f32::from(game.cleared(seat)) * (trip + CLEARED_BONUS);
    if return_trip {
        score += f32::from(game.arrived(seat)) * far;
    }
    let (first, last) = game.kind().lane_range();
    for lane in first..=last {
        for rank in 1..=game.lane_len() {
            let Some(piece) = game.piece_at(lane, rank) else {
                continue;
            };
            if piece.owner != seat {
                continue;
            }
            // Ranks from the owner's own Home.
            let out = if seat == Seat::South {
                f32::from(rank)
            } else {
                far - f32::from(rank)
            };
            score += if piece.returning {
                2.0 * far - out
            } else {
                out
            };
        }
    }
    if game.turn() == seat {
        score += game.movement_points().map_or(TEMPO, f32::from);
    }
    score
}

impl Evaluate for Arsisesi {
    fn evaluate(&self) -> Values {
        // A token's whole trip is worth a clear edge (seven or sixteen spaces on the usual board).
        let scale =
            f32::from(self.lane_len() + 1) * if self.kind() == GameType::A { 0.8 } else { 0.5 };
        two_seat(score(self, Seat::South) - score(self, Seat::North), scale)
    }

    fn playout_action(&self, legal: &[ArsisesiAction], rng: &mut Rng) -> ArsisesiAction {
        let moves = without_end(legal, &ArsisesiAction::End);
        moves[pick_index(moves.len(), rng)]
    }
}

/// The legal list without a trailing `end` (it sorts last), unless `end` is all there is.
pub(super) fn without_end<'a, A: PartialEq>(legal: &'a [A], end: &A) -> &'a [A] {
    match legal.split_last() {
        Some((last, rest)) if last == end && !rest.is_empty() => rest,
        _ => legal,
    }
}

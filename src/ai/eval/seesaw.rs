//! Seesaw: elimination. Each seat scores its material: stacks (a seat loses when it has none),
//! their sizes (a stack captures as far as its size reaches, and promotion grows it) and its
//! tiles (where it may place and where its stacks promote). The side to act gets a little for
//! moving first, since captures are compulsory and the first capture often decides an exchange.

use super::{two_seat, Evaluate, Values};
use crate::core::Seat;
use crate::games::seesaw::Seesaw;

/// Worth of one stack beyond its pieces.
const STACK: f32 = 2.0;
/// Worth of one piece in a stack.
const PIECE: f32 = 1.0;
/// Worth of one tile.
const TILE: f32 = 0.25;
/// Worth of being the side to act.
const TEMPO: f32 = 0.5;
/// Score units that make a clear edge.
const SCALE: f32 = 2.5;

impl Evaluate for Seesaw {
    fn evaluate(&self) -> Values {
        let mut score = [0.0f32; 2];
        let side = |seat: Seat| usize::from(seat != Seat::South);
        for index in 0..self.geometry().cells {
            if let Some((seat, size)) = self.stack_at(index) {
                score[side(seat)] += STACK + PIECE * f32::from(size);
            }
            if let Some(seat) = self.tile_at(index) {
                score[side(seat)] += TILE;
            }
        }
        score[side(self.turn())] += TEMPO;
        two_seat(score[0] - score[1], SCALE)
    }
}

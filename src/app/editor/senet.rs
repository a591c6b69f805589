//! Editing a Senet setup: pieces on squares (those missing are borne off), the side to move and
//! the pending throw.

use super::fields::set_turn;
use super::words::both;
use super::{Field, FieldId, Piece, Setup};
use crate::core::{Seat, Spot};
use crate::games::senet::{Senet, Throw, PIECES, SQUARES};

/// The throws the sticks can show (SEN-2).
const THROWS: [u8; 5] = [1, 2, 3, 4, 6];

/// The square of a spot (spots are square numbers), if it is one.
fn square(spot: Spot) -> Option<u8> {
    u8::try_from(spot.0)
        .ok()
        .filter(|s| (1..=SQUARES).contains(s))
}

fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

impl Setup for Senet {
    fn pieces(_id: &str) -> Vec<Piece> {
        vec![Piece::Man(Seat::South), Piece::Man(Seat::North)]
    }

    fn put(&mut self, piece: Piece, spot: Spot, _size: u16) {
        let (Piece::Man(seat), Some(square)) = (piece, square(spot)) else {
            return;
        };
        let bit = 1u32 << (square - 1);
        let again = self.pieces[side(seat)] & bit != 0;
        self.pieces[0] &= !bit;
        self.pieces[1] &= !bit;
        if !again {
            self.pieces[side(seat)] |= bit;
        }
    }

    fn erase(&mut self, spot: Spot) {
        if let Some(square) = square(spot) {
            self.pieces[0] &= !(1 << (square - 1));
            self.pieces[1] &= !(1 << (square - 1));
        }
    }

    fn clear(&mut self) {
        self.pieces = [0, 0];
    }

    fn fields(&self, _id: &str) -> Vec<Field> {
        vec![
            Field::to_move("senet", self.turn, &Seat::TWO),
            Field::throw(self.throw.map(|t| t.value()), &THROWS),
        ]
    }

    fn set(&mut self, field: FieldId, value: u32) {
        match field {
            FieldId::ToMove => set_turn(&mut self.turn, value, &Seat::TWO),
            FieldId::Throw if value == 0 => self.throw = None,
            FieldId::Throw => {
                if let Some(throw) = u8::try_from(value).ok().and_then(Throw::new) {
                    self.throw = Some(throw);
                }
            }
            _ => {}
        }
    }

    fn notes(&self) -> Vec<String> {
        let off = |seat| PIECES.saturating_sub(self.on_board(seat)) as u8;
        vec![both(
            "editor-note-borne-off",
            off(Seat::South),
            off(Seat::North),
        )]
    }
}

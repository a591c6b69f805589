//! Editing an Arcēs setup: stones, marbles, Towers and Cages, who is out, the side to move and
//! the turn count. The number of players is read from the board (as the notation does); the
//! palette offers the seats of the game id being edited.

use super::fields::set_turn;
use super::{Field, FieldId, Piece, Setup};
use crate::core::{Seat, Spot};
use crate::games::arces::board::seating;
use crate::games::arces::{Arces, Cell, Stack, TURN_LIMIT};
use crate::i18n::tr;

/// The seats of an Arcēs game id.
fn seats(id: &str) -> &'static [Seat] {
    seating(match id {
        "arces-4" => 4,
        "arces-3" => 3,
        _ => 2,
    })
}

fn cell_of(spot: Spot) -> Option<Cell> {
    Cell::from_index(usize::from(spot.0))
}

impl Setup for Arces {
    fn pieces(id: &str) -> Vec<Piece> {
        seats(id)
            .iter()
            .flat_map(|&s| [Piece::Stone(s), Piece::Marble(s)])
            .collect()
    }

    fn put(&mut self, piece: Piece, spot: Spot, _size: u16) {
        let Some(cell) = cell_of(spot) else {
            return;
        };
        let here = self.board[cell.index()];
        self.board[cell.index()] = match (piece, here) {
            // A stone: on an empty cell, then on top of a lone stone (a Tower or a Cage); a full
            // cell is emptied, so tapping cycles.
            (Piece::Stone(s), Stack::Empty) => Stack::Unit(s),
            (Piece::Stone(s), Stack::Unit(under)) => Stack::stones(under, s),
            (Piece::Stone(_), _) => Stack::Empty,
            // A marble sits on its owner's stone: added to a lone stone of its owner, taken off
            // again, and anywhere else it comes with its stone.
            (Piece::Marble(s), Stack::Command(owner)) if owner == s => Stack::Unit(s),
            (Piece::Marble(s), _) => Stack::Command(s),
            _ => here,
        };
    }

    fn erase(&mut self, spot: Spot) {
        if let Some(cell) = cell_of(spot) {
            self.board[cell.index()] = Stack::Empty;
        }
    }

    fn clear(&mut self) {
        self.board = [Stack::Empty; crate::games::arces::board::CELLS];
    }

    fn fields(&self, id: &str) -> Vec<Field> {
        let seats = seats(id);
        let mut fields = vec![
            Field::to_move(id, self.turn, seats),
            Field::number(FieldId::Turns, self.turns.into(), 0, TURN_LIMIT.into()),
        ];
        for &seat in seats {
            fields.push(Field::flag(FieldId::Out(seat), !self.has_marble(seat)));
        }
        fields
    }

    fn set(&mut self, field: FieldId, value: u32) {
        match field {
            FieldId::ToMove => set_turn(&mut self.turn, value, &Seat::ALL),
            FieldId::Turns => self.turns = value.min(TURN_LIMIT.into()) as u8,
            // Out: the seat's marble leaves the board (its stone stays). In again: the marble
            // goes back onto the seat's first lone stone, if it has one.
            FieldId::Out(seat) if value == 1 => {
                for stack in &mut self.board {
                    if *stack == Stack::Command(seat) {
                        *stack = Stack::Unit(seat);
                    }
                }
            }
            FieldId::Out(seat) if value == 0 && !self.has_marble(seat) => {
                if let Some(stack) = self.board.iter_mut().find(|s| **s == Stack::Unit(seat)) {
                    *stack = Stack::Command(seat);
                }
            }
            _ => {}
        }
    }

    fn notes(&self) -> Vec<String> {
        vec![tr(
            "editor-note-players",
            &[("players", self.players().into())],
        )]
    }
}

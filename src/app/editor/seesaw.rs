//! Editing a Seesaw setup: tiles and stacks of any size per cell, the side to move and a capture
//! chain's leftover steps.

use super::fields::set_turn;
use super::{Field, FieldId, Piece, Setup};
use crate::core::{Seat, Spot};
use crate::games::seesaw::{Chain, Seesaw};
use crate::i18n::t;

fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

/// The cell index of a spot (spots are cell indices), if it is on this board.
fn cell_of(game: &Seesaw, spot: Spot) -> Option<u8> {
    u8::try_from(spot.0)
        .ok()
        .filter(|&i| i < game.geometry().cells)
}

fn set_stack(game: &mut Seesaw, cell: u8, stack: Option<(Seat, u16)>) {
    let bit = 1u64 << cell;
    game.stacks[0] &= !bit;
    game.stacks[1] &= !bit;
    game.height[usize::from(cell)] = 0;
    if let Some((seat, size)) = stack {
        game.stacks[side(seat)] |= bit;
        game.height[usize::from(cell)] = size.max(1);
    }
}

impl Setup for Seesaw {
    fn pieces(_id: &str) -> Vec<Piece> {
        vec![
            Piece::Tile(Seat::South),
            Piece::Tile(Seat::North),
            Piece::Stack(Seat::South),
            Piece::Stack(Seat::North),
        ]
    }

    fn put(&mut self, piece: Piece, spot: Spot, size: u16) {
        let Some(cell) = cell_of(self, spot) else {
            return;
        };
        let bit = 1u64 << cell;
        match piece {
            Piece::Tile(seat) => {
                let again = self.tiles[side(seat)] & bit != 0;
                self.tiles[0] &= !bit;
                self.tiles[1] &= !bit;
                if !again {
                    self.tiles[side(seat)] |= bit;
                }
            }
            Piece::Stack(seat) => {
                // Again on one's own stack: one higher, so any size is a few taps away.
                let stack = match self.stack_at(cell) {
                    Some((owner, height)) if owner == seat => (seat, height.saturating_add(1)),
                    _ => (seat, size),
                };
                set_stack(self, cell, Some(stack));
            }
            _ => {}
        }
    }

    fn erase(&mut self, spot: Spot) {
        if let Some(cell) = cell_of(self, spot) {
            self.tiles[0] &= !(1 << cell);
            self.tiles[1] &= !(1 << cell);
            set_stack(self, cell, None);
        }
    }

    fn clear(&mut self) {
        for cell in 0..self.geometry().cells {
            set_stack(self, cell, None);
        }
        self.tiles = [0, 0];
        self.chain = None;
    }

    fn fields(&self, _id: &str) -> Vec<Field> {
        let geo = self.geometry();
        let mut cells = vec![(0, t("editor-chain-none"))];
        for cell in 0..geo.cells {
            let own = self.stack_at(cell).is_some_and(|(s, _)| s == self.turn);
            if own || self.chain.is_some_and(|c| c.cell == cell) {
                cells.push((u32::from(cell) + 1, geo.cell(cell).to_string()));
            }
        }
        let mut fields = vec![
            Field::to_move("seesaw", self.turn, &Seat::TWO),
            Field::choice(
                FieldId::Chain,
                self.chain.map_or(0, |c| u32::from(c.cell) + 1),
                cells,
            ),
        ];
        if let Some(chain) = self.chain {
            fields.push(Field::number(
                FieldId::Steps,
                chain.left.into(),
                1,
                u16::MAX.into(),
            ));
        }
        fields
    }

    fn set(&mut self, field: FieldId, value: u32) {
        match field {
            FieldId::ToMove => set_turn(&mut self.turn, value, &Seat::TWO),
            FieldId::Chain if value == 0 => self.chain = None,
            FieldId::Chain => {
                let Some(cell) = u8::try_from(value - 1)
                    .ok()
                    .filter(|&c| c < self.geometry().cells)
                else {
                    return;
                };
                // A capturing stack has captured once at least: one step fewer than its size is
                // the most it can have left.
                let height = self.stack_at(cell).map_or(2, |(_, h)| h);
                let left = self
                    .chain
                    .map_or(height.saturating_sub(1).max(1), |c| c.left);
                self.chain = Some(Chain { cell, left });
            }
            FieldId::Steps => {
                if let Some(chain) = &mut self.chain {
                    chain.left = value.clamp(1, u16::MAX.into()) as u16;
                }
            }
            _ => {}
        }
    }

    fn notes(&self) -> Vec<String> {
        Vec::new()
    }
}

//! Editing a Žanstrekt setup: pieces (a piece back on its own Žan after a full lap), the pools
//! and exited pieces, the bridge commitments and ambush flags, the side to move and the pending
//! throw.

use super::fields::set_turn;
use super::words::both;
use super::{Field, FieldId, Piece, Setup};
use crate::core::{Seat, Spot};
use crate::games::zanstrekt::board::{AMBUSH_CELLS, BRIDGE, OTHENT, PIECES, ZAN};
use crate::games::zanstrekt::view::{spot_cell, EXITED_SPOT};
use crate::games::zanstrekt::{Cell, Commitment, Zanstrekt};
use crate::i18n::{t, tr};

fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

/// The commitments a seat's field offers, by value (0 is none): a piece on either Oþent, or the
/// piece on the bridge heading for either one. The parser says which fit the board.
const COMMITMENTS: [Commitment; 4] = [
    Commitment::Othent(OTHENT[0]),
    Commitment::Othent(OTHENT[1]),
    Commitment::Bridge { toward: OTHENT[1] },
    Commitment::Bridge { toward: OTHENT[0] },
];

/// The cells an ambush flag can name (ZAN-9), in grid order.
fn ambush_cells() -> impl Iterator<Item = Cell> {
    let mask = AMBUSH_CELLS[0] | AMBUSH_CELLS[1];
    (0..27u8).map(Cell).filter(move |c| mask & c.bit() != 0)
}

/// Takes whatever stands on `cell` off.
fn lift(game: &mut Zanstrekt, cell: Cell) {
    game.pieces[0] &= !cell.bit();
    game.pieces[1] &= !cell.bit();
    game.home &= !cell.bit();
}

/// Empties `cell`, with the flags that named it (they mean nothing without a piece there).
fn vacate(game: &mut Zanstrekt, cell: Cell) {
    lift(game, cell);
    game.ambush &= !cell.bit();
    for commit in &mut game.commit {
        if commit.is_some_and(|c| c.cell() == cell) {
            *commit = None;
        }
    }
}

impl Setup for Zanstrekt {
    fn pieces(_id: &str) -> Vec<Piece> {
        vec![Piece::Man(Seat::South), Piece::Man(Seat::North)]
    }

    fn put(&mut self, piece: Piece, spot: Spot, _size: u16) {
        let Piece::Man(seat) = piece else {
            return;
        };
        if spot == EXITED_SPOT[side(seat)] {
            let exited = &mut self.exited[side(seat)];
            *exited = (*exited + 1) % (PIECES + 1);
            return;
        }
        let Some(cell) = spot_cell(spot).filter(|c| c.is_used()) else {
            return;
        };
        match self.piece_at(cell) {
            // Again on its own Žan: the piece has come round (ZAN-5); a third time, it goes.
            Some((owner, false)) if owner == seat && cell == ZAN[side(seat)] => {
                self.home |= cell.bit();
            }
            Some((owner, _)) if owner == seat => vacate(self, cell),
            _ => {
                lift(self, cell);
                self.pieces[side(seat)] |= cell.bit();
            }
        }
    }

    fn erase(&mut self, spot: Spot) {
        if let Some(seat) = Seat::TWO
            .into_iter()
            .find(|&s| EXITED_SPOT[side(s)] == spot)
        {
            self.exited[side(seat)] = 0;
        } else if let Some(cell) = spot_cell(spot) {
            vacate(self, cell);
        }
    }

    fn clear(&mut self) {
        self.pieces = [0, 0];
        self.home = 0;
        self.commit = [None, None];
        self.ambush = 0;
    }

    fn fields(&self, _id: &str) -> Vec<Field> {
        let mut fields = vec![
            Field::to_move("zanstrekt", self.turn, &Seat::TWO),
            Field::throw(self.throw, &[1, 2, 3, 4, 5]),
        ];
        for seat in Seat::TWO {
            let exited = self.exited[side(seat)].into();
            fields.push(Field::number(
                FieldId::Exited(seat),
                exited,
                0,
                PIECES.into(),
            ));
        }
        for seat in Seat::TWO {
            let mut choices = vec![(0, t("editor-commit-none"))];
            for (i, commitment) in COMMITMENTS.iter().enumerate() {
                let words = match *commitment {
                    Commitment::Othent(cell) => {
                        tr("editor-commit-othent", &[("cell", cell.to_string().into())])
                    }
                    Commitment::Bridge { toward } => tr(
                        "editor-commit-bridge",
                        &[
                            ("bridge", BRIDGE.to_string().into()),
                            ("cell", toward.to_string().into()),
                        ],
                    ),
                };
                choices.push((i as u32 + 1, words));
            }
            let value = self.commit[side(seat)]
                .and_then(|c| COMMITMENTS.iter().position(|&k| k == c))
                .map_or(0, |i| i as u32 + 1);
            fields.push(Field::choice(FieldId::Commit(seat), value, choices));
        }
        for cell in ambush_cells() {
            let on = self.ambush & cell.bit() != 0;
            fields.push(Field::flag(FieldId::Ambush(cell.0), on));
        }
        fields
    }

    fn set(&mut self, field: FieldId, value: u32) {
        match field {
            FieldId::ToMove => set_turn(&mut self.turn, value, &Seat::TWO),
            FieldId::Throw if value <= 5 => self.throw = (value > 0).then_some(value as u8),
            FieldId::Exited(seat) => self.exited[side(seat)] = value.min(PIECES.into()) as u8,
            FieldId::Commit(seat) => match value {
                0 => self.commit[side(seat)] = None,
                v => {
                    if let Some(&c) = COMMITMENTS.get(v as usize - 1) {
                        self.commit[side(seat)] = Some(c);
                    }
                }
            },
            FieldId::Ambush(index) => {
                if let Some(cell) = ambush_cells().find(|c| c.0 == index) {
                    match value {
                        0 => self.ambush &= !cell.bit(),
                        1 => self.ambush |= cell.bit(),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }

    fn notes(&self) -> Vec<String> {
        vec![both(
            "editor-note-pool",
            self.pool(Seat::South),
            self.pool(Seat::North),
        )]
    }
}

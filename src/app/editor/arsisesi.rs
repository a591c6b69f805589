//! Editing an Arsisesi setup (Types A, B and C): tokens on the lanes with their direction, tokens
//! waiting in the Homes (those missing are cleared), the side to move, movement points left and
//! the lane length.

use super::fields::set_turn;
use super::words::both;
use super::{Field, FieldId, Piece, Setup};
use crate::core::{Seat, Spot};
use crate::games::arsisesi::view::place_of;
use crate::games::arsisesi::{
    Arsisesi, Piece as Token, Place, DIE_FACES, LANES, MAX_LEN, MIN_LEN, TOKENS,
};
use crate::i18n::t;

fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

/// The next count of a Home's tokens: one more, and back to none after all five.
fn one_more(count: u8) -> u8 {
    (count + 1) % (TOKENS + 1)
}

impl Setup for Arsisesi {
    fn pieces(id: &str) -> Vec<Piece> {
        let mut pieces = vec![Piece::Man(Seat::South), Piece::Man(Seat::North)];
        if id == "arsisesi-a" {
            pieces.extend([Piece::Returning(Seat::South), Piece::Returning(Seat::North)]);
        }
        pieces
    }

    fn put(&mut self, piece: Piece, spot: Spot, _size: u16) {
        let (owner, returning) = match piece {
            Piece::Man(s) => (s, false),
            Piece::Returning(s) if self.kind().has_return_trip() => (s, true),
            _ => return,
        };
        match place_of(self, spot) {
            None => {}
            // A Home: a token of its owner waits there to set out, a returning token of the
            // opponent waits there to go back (Type A); each tap adds one.
            Some(home @ (Place::SouthHome | Place::NorthHome)) => {
                let host = if home == Place::SouthHome {
                    Seat::South
                } else {
                    Seat::North
                };
                if !returning && owner == host {
                    self.waiting[side(owner)] = one_more(self.waiting[side(owner)]);
                } else if returning && owner != host {
                    self.arrived[side(owner)] = one_more(self.arrived[side(owner)]);
                }
            }
            Some(place) => {
                let Some((lane, rank)) = place.lane_rank() else {
                    return;
                };
                let token = Token { owner, returning };
                if self.piece_at(lane, rank) == Some(token) {
                    self.take(lane, rank);
                } else {
                    self.put(lane, rank, token);
                }
            }
        }
    }

    fn erase(&mut self, spot: Spot) {
        match place_of(self, spot) {
            Some(Place::SouthHome) => {
                self.waiting[0] = 0;
                self.arrived[1] = 0;
            }
            Some(Place::NorthHome) => {
                self.waiting[1] = 0;
                self.arrived[0] = 0;
            }
            Some(place) => {
                if let Some((lane, rank)) = place.lane_rank() {
                    self.take(lane, rank);
                }
            }
            None => {}
        }
    }

    fn clear(&mut self) {
        for lane in 0..LANES as u8 {
            for rank in 1..=MAX_LEN {
                self.take(lane, rank);
            }
        }
    }

    fn fields(&self, id: &str) -> Vec<Field> {
        let mut points = vec![(0, t("editor-mp-none"))];
        points.extend((1..=DIE_FACES).map(|v| (u32::from(v), v.to_string())));
        let mut fields = vec![
            Field::to_move(id, self.turn, &Seat::TWO),
            Field::choice(
                FieldId::MovementPoints,
                self.mp.map_or(0, u32::from),
                points,
            ),
            Field::number(
                FieldId::Length,
                self.len.into(),
                MIN_LEN.into(),
                MAX_LEN.into(),
            ),
        ];
        for seat in Seat::TWO {
            let waiting = self.waiting[side(seat)].into();
            fields.push(Field::number(
                FieldId::Waiting(seat),
                waiting,
                0,
                TOKENS.into(),
            ));
        }
        if self.kind().has_return_trip() {
            for seat in Seat::TWO {
                let arrived = self.arrived[side(seat)].into();
                fields.push(Field::number(
                    FieldId::Arrived(seat),
                    arrived,
                    0,
                    TOKENS.into(),
                ));
            }
        }
        fields
    }

    fn set(&mut self, field: FieldId, value: u32) {
        let count = value.min(TOKENS.into()) as u8;
        match field {
            FieldId::ToMove => set_turn(&mut self.turn, value, &Seat::TWO),
            FieldId::MovementPoints if value <= DIE_FACES.into() => {
                self.mp = (value > 0).then_some(value as u8);
            }
            FieldId::Length => {
                let len = value.clamp(MIN_LEN.into(), MAX_LEN.into()) as u8;
                // Tokens beyond the new end of the lanes leave the board with them.
                for lane in 0..LANES as u8 {
                    for rank in len + 1..=MAX_LEN {
                        self.take(lane, rank);
                    }
                }
                self.len = len;
            }
            FieldId::Waiting(seat) => self.waiting[side(seat)] = count,
            FieldId::Arrived(seat) if self.kind().has_return_trip() => {
                self.arrived[side(seat)] = count;
            }
            _ => {}
        }
    }

    fn notes(&self) -> Vec<String> {
        vec![both(
            "editor-note-cleared",
            self.cleared(Seat::South),
            self.cleared(Seat::North),
        )]
    }
}

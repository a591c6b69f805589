//! Senet's places (see `games::places`): the 30 squares with their marks (SEN-1) and the trays
//! of borne-off pieces (SEN-12), and where the turn is (SEN-4).

use super::view::{mark, OFF_SPOT};
use super::{Senet, PIECES, SQUARES};
use crate::core::{Game, Seat, Spot};
use crate::games::places::{deciding, CellFacts, Occupant, PlaceKind, TurnFacts};

impl Senet {
    /// Squares 1 to 30, then the borne-off trays.
    pub fn places(&self) -> Vec<CellFacts> {
        let mut out: Vec<CellFacts> = (1..=SQUARES)
            .map(|square| {
                let kind = mark(square).map_or(PlaceKind::Cell, PlaceKind::House);
                let mut facts = CellFacts::cell(Spot(square.into()), square, kind);
                facts.occupant = self.piece_at(square).map(Occupant::Piece);
                facts
            })
            .collect();
        let mut off = CellFacts::cell(OFF_SPOT, "off", PlaceKind::BorneOff);
        off.counts = Seat::TWO
            .iter()
            .map(|&seat| (seat, (PIECES - self.on_board(seat)) as u8))
            .collect();
        out.push(off);
        out
    }

    /// The seat to throw or move, and its pending throw.
    pub fn turn_facts(&self) -> TurnFacts {
        let (seat, throw_due) = deciding(self.to_act(), self.turn());
        let mut facts = TurnFacts::basic(seat, throw_due, self.outcome());
        facts.throw = self.pending_throw().map(|t| t.value());
        facts
    }
}

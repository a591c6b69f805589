//! Seesaw's places (see `games::places`): every hex cell with its tile and stack (SEE-7, SEE-8),
//! and where the turn is: the capturing stack of a chain and its steps left (SEE-6).

use super::Seesaw;
use crate::core::{Game, Spot};
use crate::games::places::{deciding, CellFacts, Occupant, PlaceKind, TurnFacts};

impl Seesaw {
    /// Every cell in spot (notation) order; Seesaw has no off-board places.
    pub fn places(&self) -> Vec<CellFacts> {
        let geo = self.geometry();
        (0..geo.cells)
            .map(|i| {
                let mut facts = CellFacts::cell(Spot(i.into()), geo.cell(i), PlaceKind::Cell);
                facts.tile = self.tile_at(i);
                facts.occupant = self
                    .stack_at(i)
                    .map(|(owner, size)| Occupant::Stack { owner, size });
                facts
            })
            .collect()
    }

    /// The seat to act and any capture chain in progress.
    pub fn turn_facts(&self) -> TurnFacts {
        let (seat, throw_due) = deciding(self.to_act(), self.turn());
        let mut facts = TurnFacts::basic(seat, throw_due, self.outcome());
        let geo = self.geometry();
        facts.chain = self
            .chain()
            .map(|(cell, left)| (geo.cell(cell).to_string(), left));
        facts
    }
}

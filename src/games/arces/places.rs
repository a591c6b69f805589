//! Arcēs' places (see `games::places`): 49 cells with the Gold (ARC-1) and what stands on each
//! (ARC-4 … ARC-6), and where the turn is: moves played (ARC-9) and seats out (ARC-8).

use super::board::{Stack, GOLD};
use super::view::spot;
use super::{Arces, Cell, TURN_LIMIT};
use crate::core::{Game, Seat};
use crate::games::places::{deciding, CellFacts, Occupant, PlaceKind, TurnFacts};

impl Arces {
    /// Every cell, a1 first, rank by rank (the spot order).
    pub fn places(&self) -> Vec<CellFacts> {
        Cell::all()
            .map(|cell| {
                let kind = if cell == GOLD {
                    PlaceKind::Gold
                } else {
                    PlaceKind::Cell
                };
                let mut facts = CellFacts::cell(spot(cell), cell, kind);
                facts.occupant = match self.stack(cell) {
                    Stack::Empty => None,
                    Stack::Unit(s) => Some(Occupant::Stone(s)),
                    Stack::Command(s) => Some(Occupant::Marble(s)),
                    Stack::Tower(s) => Some(Occupant::Tower(s)),
                    Stack::Cage { bottom, top } => Some(Occupant::Cage { caged: bottom, top }),
                };
                facts
            })
            .collect()
    }

    /// The seat to move, the moves played and who is out.
    pub fn turn_facts(&self) -> TurnFacts {
        let (seat, throw_due) = deciding(self.to_act(), self.turn());
        let mut facts = TurnFacts::basic(seat, throw_due, self.outcome());
        facts.turns = Some((self.turns_played(), TURN_LIMIT));
        facts.out = Seat::ALL.into_iter().filter(|&s| self.is_out(s)).collect();
        facts
    }
}

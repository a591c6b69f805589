//! Žanstrekt's places (see `games::places`): the 21 cells pieces use with their special squares
//! (ZAN-1, ZAN-2) and pieces, whether a piece has done its lap (ZAN-5) or must cross the bridge
//! (ZAN-8); the pools and exited piles; and where the turn is: the pending throw, commitments and
//! ambushes on offer (ZAN-9).

use super::board::other_othent;
use super::view::{cell_spot, cells, special_at, EXITED_SPOT, POOL_SPOT};
use super::{Commitment, Zanstrekt};
use crate::core::{Game, Seat};
use crate::games::places::{deciding, CellFacts, Occupant, PlaceKind, TurnFacts};

impl Zanstrekt {
    /// The cells in spot order, then both pools and both exited piles (South's first).
    pub fn places(&self) -> Vec<CellFacts> {
        let mut out: Vec<CellFacts> = cells()
            .map(|cell| {
                let kind = special_at(cell).map_or(PlaceKind::Cell, |(kind, owner)| {
                    PlaceKind::Special(kind, owner)
                });
                let mut facts = CellFacts::cell(cell_spot(cell), cell, kind);
                facts.occupant = self.piece_at(cell).map(|(owner, lap_done)| {
                    let crossing_to = match self.commitment(owner) {
                        Some(Commitment::Othent(c)) if c == cell => Some(other_othent(c)),
                        Some(c @ Commitment::Bridge { toward }) if c.cell() == cell => Some(toward),
                        _ => None,
                    };
                    Occupant::Runner {
                        owner,
                        lap_done,
                        crossing_to: crossing_to.map(|c| c.to_string()),
                    }
                });
                facts
            })
            .collect();
        for (i, seat) in Seat::TWO.into_iter().enumerate() {
            let mut pool = CellFacts::cell(POOL_SPOT[i], "+", PlaceKind::Pool(seat));
            pool.counts.push((seat, self.pool(seat)));
            out.push(pool);
        }
        for (i, seat) in Seat::TWO.into_iter().enumerate() {
            let mut exited = CellFacts::cell(EXITED_SPOT[i], "off", PlaceKind::Exited(seat));
            exited.counts.push((seat, self.exited(seat)));
            out.push(exited);
        }
        out
    }

    /// The seat to throw or move, its throw, the committed pieces and the ambushes on offer.
    pub fn turn_facts(&self) -> TurnFacts {
        let (seat, throw_due) = deciding(self.to_act(), self.turn());
        let mut facts = TurnFacts::basic(seat, throw_due, self.outcome());
        facts.throw = self.pending_throw().map(|t| t.value());
        facts.commitments = Seat::TWO
            .into_iter()
            .filter_map(|s| self.commitment(s).map(|c| (s, c.cell().to_string())))
            .collect();
        let open = if seat.is_some() {
            self.open_ambushes()
        } else {
            0
        };
        facts.ambushes = cells()
            .filter(|c| open & c.bit() != 0)
            .map(|c| c.to_string())
            .collect();
        facts
    }
}

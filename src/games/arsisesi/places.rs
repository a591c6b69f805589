//! Arsisesi's places (see `games::places`): the Homes with what waits in them (ARS-6) and the
//! spaces of the lanes in play with their tokens, outbound or returning (ARS-1, ARS-3), and where
//! the turn is: the movement points left (ARS-2).

use super::view::{home, lanes_in_play, spot};
use super::{Arsisesi, GameType, Place};
use crate::core::{Game, Seat};
use crate::games::places::{deciding, CellFacts, Occupant, PlaceKind, TurnFacts};

impl Arsisesi {
    /// The spaces lane by lane from `a`, ranks from South, then South's and North's Homes.
    pub fn places(&self) -> Vec<CellFacts> {
        let bridge_only = self.kind() != GameType::C;
        let mut out = Vec::new();
        for lane in lanes_in_play(self.kind()) {
            for rank in 1..=self.lane_len() {
                let place = self.place(lane, rank);
                let kind = PlaceKind::Space {
                    lane,
                    rank,
                    bridge_only,
                };
                let mut facts = CellFacts::cell(spot(place), place, kind);
                facts.occupant = self.piece_at(lane, rank).map(|p| Occupant::Token {
                    owner: p.owner,
                    returning: p.returning,
                });
                out.push(facts);
            }
        }
        for seat in Seat::TWO {
            let place = Place::home(seat);
            let mut facts = CellFacts::cell(spot(place), place, PlaceKind::Home(seat));
            let held = home(self, seat);
            facts.counts.push((seat, held.waiting));
            if self.kind().has_return_trip() {
                facts.counts.push((seat.opponent(), held.guests));
            }
            out.push(facts);
        }
        out
    }

    /// The seat to roll or move, and its movement points left.
    pub fn turn_facts(&self) -> TurnFacts {
        let (seat, throw_due) = deciding(self.to_act(), self.turn());
        let mut facts = TurnFacts::basic(seat, throw_due, self.outcome());
        facts.points = self
            .movement_points()
            .filter(|_| !throw_due && seat.is_some());
        facts
    }
}

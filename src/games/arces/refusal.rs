//! Why an Arcēs move is refused (see `games::refusal`): one cell at a time (ARC-4), the marble's
//! one landing place (ARC-5), full cells and captures from a Tower (ARC-4, ARC-6). A caged stone
//! (ARC-6) is told apart before any of these, from the place's facts (`games::refusal`).

use super::board::Stack;
use super::rules::Arces;
use super::view::cell_at;
use crate::core::Spot;
use crate::games::refusal::{Refusal, RefusalKind as K};

impl Arces {
    /// Why the top piece on `from` cannot step to `to` (or cannot move at all); the caller has
    /// checked that the mover's piece is there and that the move is not legal.
    pub(crate) fn refusal(&self, from: Option<Spot>, to: Option<Spot>) -> Refusal {
        let me = self.turn;
        let Some(from) = from.and_then(cell_at) else {
            return Refusal::new(K::ArcesOneCell);
        };
        let moving = self.stack(from);
        if moving == Stack::Command(me) {
            return Refusal::new(K::ArcesMarble);
        }
        // A stone that cannot move at all: why it cannot take its first step.
        let Some(to) = to.and_then(cell_at).or(from.neighbours().first().copied()) else {
            return Refusal::new(K::ArcesOneCell);
        };
        if !from.neighbours().contains(&to) {
            return Refusal::new(K::ArcesOneCell);
        }
        Refusal::new(match (self.stack(to), moving == Stack::Tower(me)) {
            (Stack::Command(s) | Stack::Tower(s) | Stack::Cage { top: s, .. }, _) if s == me => {
                K::ArcesFull
            }
            (Stack::Tower(_) | Stack::Cage { .. }, false) => K::ArcesTower,
            _ => K::ArcesOneCell,
        })
    }
}

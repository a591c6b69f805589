//! Why an Arsisesi move is refused (see `games::refusal`). A click moves one token as far as
//! the points left allow, by the cheapest unit actions ([`paths::routes`]), so a refusal says
//! what such a route would cost (ARS-2), or why no route gets there at all: going back without
//! a kick (ARS-5), an own token in the way (ARS-3), Type B's one token (ARS-7), Type C's sideways
//! steps (ARS-8), or else how tokens move (ARS-3, ARS-4).

use super::board::GameType;
use super::paths::routes;
use super::rules::{Arsisesi, ArsisesiAction, Place};
use super::view::{place_of, spot};
use crate::core::{Game, Seat, Spot};
use crate::games::refusal::{holder, Refusal, RefusalKind as K};

/// Points enough for any route on the longest lanes, there and back.
const ANY_POINTS: u8 = 30;

impl Arsisesi {
    /// Why the token on `from` cannot get to `to` with the points left (or cannot move at all);
    /// `None` when it can.
    pub(crate) fn refusal(
        &self,
        mover: Seat,
        from: Option<Spot>,
        to: Option<Spot>,
    ) -> Option<Refusal> {
        let points = self.mp.unwrap_or(0);
        let aim = to.and_then(|s| place_of(self, s));
        let reaches = |game: &Arsisesi, place| {
            let found = routes(game, place);
            match aim {
                Some(t) => found.iter().find(|r| r.to == t).map(|r| r.cost()),
                None => found.first().map(|_| 0),
            }
        };
        let f = match self.start(mover, from) {
            Ok(f) if reaches(self, f).is_some() => return None,
            Ok(f) => f,
            Err(refusal) => return Some(refusal),
        };
        let mut unlimited = self.clone();
        unlimited.mp = Some(ANY_POINTS);
        if let Some(cost) = reaches(&unlimited, f) {
            return Some(
                Refusal::new(K::ArsisesiPoints)
                    .num("cost", cost as i64)
                    .num("points", i64::from(points)),
            );
        }
        Some(self.classify(mover, f, aim))
    }

    /// Why the unit action `action` is not legal: each one moves a token a single step or jump
    /// for 1 point (ARS-2 … ARS-8), so a longer way is refused as such, not by its cost.
    pub(crate) fn action_refusal(&self, mover: Seat, action: ArsisesiAction) -> Refusal {
        let ArsisesiAction::Move { from, to } = action else {
            return Refusal::new(K::ArsisesiMove);
        };
        match self.start(mover, Some(spot(from))) {
            Ok(f) => self.classify(mover, f, Some(to)),
            Err(refusal) => refusal,
        }
    }

    /// The place of the mover's token on `from`, or why there is none to move: no token of the
    /// mover's there, an opponent's, or Type B's one token already out (ARS-7).
    fn start(&self, mover: Seat, from: Option<Spot>) -> Result<Place, Refusal> {
        let found = from.and_then(|s| Some((s, place_of(self, s)?)));
        let Some((spot, f)) = found else {
            return Err(Refusal::new(K::ArsisesiMove));
        };
        let place = self.places().into_iter().find(|p| p.spot == spot);
        let name = place.as_ref().map_or(String::new(), |p| p.name.clone());
        match place.and_then(|p| holder(&p, mover)) {
            None => Err(Refusal::new(K::NoPiece).text("cell", &name)),
            Some(owner) if owner != mover => Err(Refusal::new(K::NotYours)
                .text("cell", &name)
                .seat("owner", self.seat_name(owner))
                .seat("mover", self.seat_name(mover))),
            _ if f == Place::home(mover)
                && self.kind == GameType::B
                && self.on_field(mover) > 0 =>
            {
                Err(Refusal::new(K::ArsisesiOne))
            }
            _ => Ok(f),
        }
    }

    /// Why no unit action takes the token on `f` to `aim` (or anywhere): an own token there
    /// (ARS-3), a change of lane other than one step sideways (ARS-8), a step back without a
    /// kick (ARS-5), or else the basic step and jump (ARS-3, ARS-4).
    fn classify(&self, mover: Seat, f: Place, aim: Option<Place>) -> Refusal {
        let Some(t) = aim else {
            return Refusal::new(K::ArsisesiMove);
        };
        let returning = f
            .lane_rank()
            .and_then(|(lane, rank)| self.piece_at(lane, rank))
            .is_some_and(|p| p.returning)
            || f == Place::home(mover.opponent());
        let ahead = if (mover == Seat::South) != returning {
            1
        } else {
            -1
        };
        let back = (self.signed_rank(t) - self.signed_rank(f)) * ahead < 0;
        let other_lane = f
            .lane_rank()
            .zip(t.lane_rank())
            .is_some_and(|((a, _), (b, _))| a != b);
        Refusal::new(match t.lane_rank() {
            Some((lane, rank)) if self.piece_at(lane, rank).is_some_and(|p| p.owner == mover) => {
                K::ArsisesiOwn
            }
            _ if other_lane => K::ArsisesiSideways,
            _ if back => K::ArsisesiBack,
            _ => K::ArsisesiMove,
        })
    }

    /// A place's rank counted from South's Home (0) to North's (L + 1).
    fn signed_rank(&self, place: Place) -> i16 {
        match place {
            Place::SouthHome => 0,
            Place::NorthHome => i16::from(self.len) + 1,
            Place::Bridge(rank) | Place::Cell { rank, .. } => i16::from(rank),
        }
    }
}

//! Why a Senet move is refused (see `games::refusal`): each piece has one move with the throw,
//! forward (or, when no piece can go forward, backward: SEN-8), so a refusal names the rule that
//! bars that one move, or says how far the throw goes (SEN-4).

use super::rules::{bit, side, Senet, ROW_ONE, SAFE, SQUARES};
use super::view::OFF_SPOT;
use crate::core::{Game, Spot};
use crate::games::refusal::{Refusal, RefusalKind as K};

impl Senet {
    /// Why the piece on `from` cannot go to `to` (or cannot move at all); the caller has checked
    /// that the mover's piece is there and that the move is not legal.
    pub(crate) fn refusal(&self, from: Option<Spot>, to: Option<Spot>) -> Refusal {
        let throw = self.throw.map_or(0, |t| t.value());
        let by = |kind| Refusal::new(kind).num("throw", i64::from(throw));
        let Some(from) = from.and_then(square).filter(|_| throw > 0) else {
            return Refusal::new(K::NoPiece).text("cell", &"off");
        };
        let forward = self.movers(throw).1;
        // The move asked for: forward, or back (SEN-8); the piece's own when none is named.
        let ahead = match to.map(|spot| (spot == OFF_SPOT, square(spot))) {
            None => forward,
            Some((true, _)) => true,
            Some((_, Some(t))) if t == from + throw => true,
            Some((_, Some(t))) if t + throw == from => false,
            Some(_) => return by(K::SenetThrow),
        };
        if forward && !ahead {
            return by(K::SenetForward);
        }
        let target = if ahead {
            from + throw
        } else {
            from.wrapping_sub(throw)
        };
        if to == Some(OFF_SPOT) && target <= SQUARES {
            return by(K::SenetThrow);
        }
        if !ahead && from <= throw {
            return by(K::SenetBelowOne);
        }
        let me = side(self.turn);
        let (own, opp) = (self.pieces[me], self.pieces[1 - me]);
        if target > SQUARES && own & ROW_ONE != 0 {
            return Refusal::new(K::SenetRowOne).seat("seat", self.seat_name(self.turn));
        }
        let path = if ahead {
            from + 1..=target.min(SQUARES)
        } else {
            target..=from - 1
        };
        let blocks = Self::blocks(opp);
        let opponent = self.turn.opponent();
        if let Some(cell) = path.clone().find(|&s| blocks & bit(s) != 0) {
            return Refusal::new(K::SenetBlock)
                .text("cell", &cell)
                .seat("owner", self.seat_name(opponent));
        }
        if target > SQUARES {
            return by(K::SenetThrow);
        }
        let t = bit(target);
        let kind = if own & t != 0 {
            return Refusal::new(K::SenetOwn);
        } else if opp & t & SAFE != 0 {
            K::SenetSafe
        } else if opp & t & (opp << 1 | opp >> 1) != 0 {
            K::SenetPair
        } else {
            return by(K::SenetThrow);
        };
        Refusal::new(kind)
            .text("cell", &target)
            .seat("owner", self.seat_name(opponent))
    }
}

/// The square of a spot, 1–30.
fn square(spot: Spot) -> Option<u8> {
    u8::try_from(spot.0)
        .ok()
        .filter(|s| (1..=SQUARES).contains(s))
}

//! Unit-action generation (ARS-3 … ARS-8). One walk serves both the legal list and the cheap
//! "has any unit action" test used by the automatic pass and the stalemate rule (ARS-10).
//!
//! Ranks run along a lane as signed numbers: 0 is South's Home, 1…L the spaces, L + 1 North's
//! Home. A token moves by `+1` or `-1` depending on its owner and whether it is returning.

use super::board::{GameType, BRIDGE};
use super::rules::{side, Arsisesi, Place};
use crate::core::Seat;

/// The directions and goals of one side, as signed ranks.
struct Sense {
    /// Direction of an outbound token.
    out: i8,
    /// Direction toward the side's own Home: of kicks (ARS-5) and of returning tokens.
    back: i8,
    /// Rank of the side's own Home.
    own_home: i8,
    /// Rank of the opponent's Home.
    opp_home: i8,
}

impl Sense {
    fn of(seat: Seat, len: u8) -> Sense {
        let far = len as i8 + 1;
        if seat == Seat::South {
            Sense {
                out: 1,
                back: -1,
                own_home: 0,
                opp_home: far,
            }
        } else {
            Sense {
                out: -1,
                back: 1,
                own_home: far,
                opp_home: 0,
            }
        }
    }
}

impl Arsisesi {
    /// The token on signed rank `rank` of `lane`; `None` for empty spaces and Homes (tokens in
    /// Homes never block, ARS-4).
    #[inline]
    fn at(&self, lane: u8, rank: i8) -> Option<Seat> {
        if rank < 1 || rank > self.len as i8 {
            return None;
        }
        self.cells[usize::from(lane)][rank as usize - 1].map(|p| p.owner)
    }

    #[inline]
    fn is_space(&self, rank: i8) -> bool {
        (1..=self.len as i8).contains(&rank)
    }

    #[inline]
    fn place_at(&self, lane: u8, rank: i8, sense: &Sense) -> Place {
        if rank == sense.own_home || rank == sense.opp_home {
            if rank == 0 {
                Place::SouthHome
            } else {
                Place::NorthHome
            }
        } else {
            self.place(lane, rank as u8)
        }
    }

    /// Whether `seat` has at least one unit action (any die value will do: each costs 1 MP).
    pub(crate) fn has_unit_action(&self, seat: Seat) -> bool {
        self.each_unit_action(seat, |_, _| true)
    }

    /// Calls `emit(from, to)` once for every unit action of `me`, each `(from, to)` pair once.
    /// Stops as soon as `emit` returns `true`, and then returns `true`.
    pub(crate) fn each_unit_action(
        &self,
        me: Seat,
        mut emit: impl FnMut(Place, Place) -> bool,
    ) -> bool {
        let s = Sense::of(me, self.len);
        let (first, last) = self.kind.lane_range();
        let mine = side(me);
        // The scan stops after the side's last token on the field: in Type B that is the only one,
        // and the spaces beyond it cost more than the moves (in wasm above all).
        let mut unseen = self.field[mine];
        'scan: for lane in first..=last {
            for rank in 1..=self.len as i8 {
                if unseen == 0 {
                    break 'scan;
                }
                let Some(piece) = self.cells[usize::from(lane)][rank as usize - 1] else {
                    continue;
                };
                if piece.owner != me {
                    continue;
                }
                unseen -= 1;
                let from = self.place(lane, rank as u8);
                let (dir, goal) = if piece.returning {
                    (s.back, s.own_home)
                } else {
                    (s.out, s.opp_home)
                };
                // ARS-3 step / ARS-4 jump, in the token's own direction.
                let next = rank + dir;
                if next == goal {
                    if emit(from, self.place_at(lane, next, &s)) {
                        return true;
                    }
                } else {
                    match self.at(lane, next) {
                        None => {
                            if emit(from, self.place(lane, next as u8)) {
                                return true;
                            }
                        }
                        Some(_) => {
                            let beyond = next + dir;
                            let open = beyond == goal || self.at(lane, beyond).is_none();
                            if open && emit(from, self.place_at(lane, beyond, &s)) {
                                return true;
                            }
                        }
                    }
                }
                // ARS-5 kick: one space toward the own Home onto an opponent token. For a
                // returning token that is its forward space, which the step above left alone.
                let behind = rank + s.back;
                if self.is_space(behind)
                    && matches!(self.at(lane, behind), Some(o) if o != me)
                    && emit(from, self.place(lane, behind as u8))
                {
                    return true;
                }
                // ARS-8 side-steps (Type C): onto an empty space, or a sideways kick.
                if self.kind == GameType::C {
                    for target in [lane.wrapping_sub(1), lane + 1] {
                        if target < first || target > last {
                            continue;
                        }
                        let occupant = self.at(target, rank);
                        if occupant != Some(me)
                            && emit(
                                from,
                                Place::Cell {
                                    lane: target,
                                    rank: rank as u8,
                                },
                            )
                        {
                            return true;
                        }
                    }
                }
            }
        }
        // Entering from the own Home (ARS-4, ARS-8); Type B allows one token on the field (ARS-7).
        if self.waiting[mine] > 0 && (self.kind != GameType::B || self.on_field(me) == 0) {
            let home = Place::home(me);
            let first_rank = s.own_home + s.out;
            for lane in first..=last {
                let target = if self.at(lane, first_rank).is_none() {
                    first_rank
                } else if self.at(lane, first_rank + s.out).is_none() {
                    first_rank + s.out
                } else {
                    continue;
                };
                if emit(home, self.place(lane, target as u8)) {
                    return true;
                }
            }
        }
        // ARS-6 / ARS-5: a returning token leaves the opponent's Home; it may kick at once.
        if self.arrived[mine] > 0 {
            let from = Place::home(me.opponent());
            let first_rank = s.opp_home + s.back;
            match self.at(BRIDGE, first_rank) {
                None => {
                    if emit(from, self.place(BRIDGE, first_rank as u8)) {
                        return true;
                    }
                }
                Some(occupant) => {
                    if occupant != me && emit(from, self.place(BRIDGE, first_rank as u8)) {
                        return true;
                    }
                    let beyond = first_rank + s.back;
                    if self.at(BRIDGE, beyond).is_none()
                        && emit(from, self.place(BRIDGE, beyond as u8))
                    {
                        return true;
                    }
                }
            }
        }
        false
    }
}

//! Senet move generation and play (SEN-4 … SEN-13).

use crate::core::{ActionSpots, Game, Outcome, ParseError, Seat, Spot, ToAct};

/// Squares on the board.
pub const SQUARES: u8 = 30;
/// Pieces per player.
pub const PIECES: u32 = 5;

/// One throw of the four sticks (SEN-2): 1, 2, 3, 4 or 6.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Throw(pub(crate) u8);

impl Throw {
    /// Every throw with its weight out of 16 (SEN-2).
    pub const ALL: [(Throw, u32); 5] = [
        (Throw(1), 4),
        (Throw(2), 6),
        (Throw(3), 4),
        (Throw(4), 1),
        (Throw(6), 1),
    ];

    /// The throw worth `value` points, if the sticks can show it.
    pub fn new(value: u8) -> Option<Throw> {
        matches!(value, 1 | 2 | 3 | 4 | 6).then_some(Throw(value))
    }

    /// Points of the throw.
    pub fn value(self) -> u8 {
        self.0
    }

    /// Whether the same player throws again afterwards (SEN-4).
    pub fn throws_again(self) -> bool {
        matches!(self.0, 1 | 4 | 6)
    }
}

/// A Senet action.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SenetAction {
    /// A move along the track, forward or (SEN-8) backward: `11-15`.
    Move {
        /// Square moved from (1–30).
        from: u8,
        /// Square landed on (1–30), before any water (SEN-11).
        to: u8,
    },
    /// Bearing a piece off (SEN-12): `27-off`.
    BearOff {
        /// Square borne off from.
        from: u8,
    },
    /// Declining to move off a safe square (SEN-9).
    Pass,
}

/// A Senet position: pieces, side to act, pending throw.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Senet {
    /// Bit `i` set: a piece of that colour on square `i + 1`. Index 0 Black (South), 1 White.
    pub(crate) pieces: [u32; 2],
    /// The side to act: South (Black) or North (White).
    pub(crate) turn: Seat,
    /// The throw waiting to be used, if thrown.
    pub(crate) throw: Option<Throw>,
}

/// Squares 26, 28 and 29 (SEN-6), as a mask.
pub(super) const SAFE: u32 = 1 << 25 | 1 << 27 | 1 << 28;
const WATER: u8 = 27;
const REBIRTH: u8 = 15;
pub(super) const ROW_ONE: u32 = (1 << 10) - 1;

pub(super) fn bit(square: u8) -> u32 {
    1 << (square - 1)
}

pub(super) fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

impl Senet {
    /// The position after the colour ceremony (SEN-3): `senet:wbwbwbwbw1b19:b`.
    pub fn new() -> Self {
        let white = [1, 3, 5, 7, 9].iter().fold(0, |m, &s| m | bit(s));
        let black = [2, 4, 6, 8, 11].iter().fold(0, |m, &s| m | bit(s));
        Senet {
            pieces: [black, white],
            turn: Seat::South,
            throw: None,
        }
    }

    /// The piece on `square` (1–30), as its seat: South is Black, North is White.
    pub fn piece_at(&self, square: u8) -> Option<Seat> {
        if self.pieces[0] & bit(square) != 0 {
            Some(Seat::South)
        } else if self.pieces[1] & bit(square) != 0 {
            Some(Seat::North)
        } else {
            None
        }
    }

    /// Pieces of `seat` still on the board.
    pub fn on_board(&self, seat: Seat) -> u32 {
        self.pieces[side(seat)].count_ones()
    }

    /// Pieces of `seat` borne off.
    pub fn borne_off(&self, seat: Seat) -> u32 {
        // Saturating: the editor draws setups the parser refuses, six pieces of a side included.
        PIECES.saturating_sub(self.on_board(seat))
    }

    /// The side to act (or that would act next, once the game is over).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The throw waiting to be used.
    pub fn pending_throw(&self) -> Option<Throw> {
        self.throw
    }

    /// Squares of `mask` that belong to a run of three or more (SEN-7).
    pub(super) fn blocks(mask: u32) -> u32 {
        let runs = mask & (mask >> 1) & (mask >> 2);
        runs | runs << 1 | runs << 2
    }

    /// The squares that have a square of `mask` at most `n` (1–8) squares after them (`forward`)
    /// or before them: `mask >> 1 | … | mask >> n` going forward. Without a loop over `n`: each
    /// step doubles the distance covered, and a last shift by `n - covered` reaches exactly `n`.
    pub(super) fn within(mask: u32, n: u32, forward: bool) -> u32 {
        debug_assert!((1..=8).contains(&n));
        let shift = |m: u32, k: u32| if forward { m >> k } else { m << k };
        let one = shift(mask, 1);
        let two = one | shift(one, 1);
        let four = two | shift(two, 2);
        let (near, covered) = if n >= 4 {
            (four, 4)
        } else if n >= 2 {
            (two, 2)
        } else {
            (one, 1)
        };
        near | shift(near, n - covered)
    }

    /// The squares of the pieces that can move with `throw`, as a mask, and whether they move
    /// forward: backward (SEN-8) only when no piece can move forward, bearing off included.
    #[inline]
    pub(super) fn movers(&self, throw: u8) -> (u32, bool) {
        let forward = self.movers_one_way(throw, true);
        if forward != 0 {
            (forward, true)
        } else {
            (self.movers_one_way(throw, false), false)
        }
    }

    /// The squares of the pieces that can move `throw` squares one way, as a mask. Whole masks
    /// (bit `i`: square `i + 1`) test every piece at once, without a branch per piece: `to_act`
    /// asks at every pending throw, in the playouts and in the AI's search.
    #[inline]
    fn movers_one_way(&self, throw: u8, forward: bool) -> u32 {
        let me = side(self.turn);
        let (own, opp) = (self.pieces[me], self.pieces[1 - me]);
        let throw = u32::from(throw);
        // No passing or landing on an opponent's block (SEN-7): no move from a square `throw` or
        // fewer squares before a square of a block (after it, going back).
        let barred = Self::within(Self::blocks(opp), throw, forward);
        // No landing on an own piece, nor on an opponent safe on 26, 28 or 29 or next to
        // another of its pieces (SEN-5, SEN-6).
        let taken = own | opp & (SAFE | opp << 1 | opp >> 1);
        let (lands_on_taken, reach) = if forward {
            // Past square 30 only to bear off, with no own piece on row one (SEN-12).
            let stays_on = (1 << (u32::from(SQUARES) - throw)) - 1;
            let bears_off = if own & ROW_ONE == 0 { !stays_on } else { 0 };
            (taken >> throw, stays_on | bears_off)
        } else {
            // Back at most to square 1.
            (taken << throw, !((1 << throw) - 1))
        };
        own & reach & !barred & !lands_on_taken
    }

    /// Where a piece that ended on the water goes (SEN-11), on a board without it.
    fn after_water(occupied: u32) -> u8 {
        if occupied & bit(REBIRTH) == 0 {
            return REBIRTH;
        }
        (!occupied).trailing_zeros() as u8 + 1
    }

    fn end_of_throw(&mut self, throw: Throw) {
        self.throw = None;
        if !throw.throws_again() {
            self.turn = self.turn.opponent();
        }
    }

    /// The side that has lost, once decided: the other has borne off every piece (SEN-12), or it
    /// cannot use its throw (SEN-10).
    fn loser(&self) -> Option<Seat> {
        for seat in Seat::TWO {
            if self.on_board(seat) == 0 {
                return Some(seat.opponent());
            }
        }
        (self.to_act() == ToAct::Over).then_some(self.turn)
    }

    /// SEN-13: 1 per loser's piece on 21–30, 3 per loser's piece on 1–20.
    fn points(&self, loser: Seat) -> u32 {
        let mask = self.pieces[side(loser)];
        let front = mask & !((1 << 20) - 1);
        front.count_ones() + 3 * (mask & ((1 << 20) - 1)).count_ones()
    }
}

impl Default for Senet {
    fn default() -> Self {
        Self::new()
    }
}

impl Game for Senet {
    fn thrower(&self) -> Option<Seat> {
        Some(self.turn())
    }

    type Action = SenetAction;
    type Roll = Throw;

    fn id(&self) -> &'static str {
        "senet"
    }

    fn parse_start(text: &str) -> Result<Self, ParseError> {
        super::notation::parse_start(text)
    }

    fn seats(&self) -> &'static [Seat] {
        &Seat::TWO
    }

    // Always inlined, as are `legal_actions` and `apply_unchecked`: the playouts and the AI's
    // search call them at every ply, and at opt-level "s" LLVM left them out of line on wasm32,
    // where each call cost V8 a frame and spilled registers (native builds inlined most of them).
    #[inline(always)]
    fn to_act(&self) -> ToAct {
        if self.pieces[0] == 0 || self.pieces[1] == 0 {
            return ToAct::Over; // SEN-12: a side has borne off every piece
        }
        match self.throw {
            None => ToAct::Chance,
            Some(throw) if self.movers(throw.0).0 == 0 => ToAct::Over, // SEN-10
            Some(_) => ToAct::Player(self.turn),
        }
    }

    #[inline(always)]
    fn legal_actions(&self, out: &mut Vec<SenetAction>) {
        let Some(throw) = self.throw else { return };
        if self.on_board(Seat::South) == 0 || self.on_board(Seat::North) == 0 {
            return;
        }
        let first = out.len();
        let (movers, forward) = self.movers(throw.0);
        let mut rest = movers;
        let each_mover = (0..movers.count_ones()).map(|_| {
            let from = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            if !forward {
                SenetAction::Move {
                    from,
                    to: from - throw.0,
                }
            } else if from + throw.0 > SQUARES {
                SenetAction::BearOff { from }
            } else {
                SenetAction::Move {
                    from,
                    to: from + throw.0,
                }
            }
        });
        // One `extend` by a known count: room is made and the length stored once, not per action.
        out.extend(each_mover);
        if movers != 0 && movers & !SAFE == 0 {
            out.push(SenetAction::Pass); // SEN-9: every mover stands on a safe square
        }
        // Ascending squares give the actions in their order (moves, then bearing off, then pass).
        debug_assert!(out[first..].is_sorted());
    }

    fn rolls(&self, out: &mut Vec<(Throw, u32)>) {
        if self.to_act() == ToAct::Chance {
            out.extend_from_slice(&Throw::ALL);
        }
    }

    #[inline(always)]
    fn apply_unchecked(&mut self, action: SenetAction) {
        let Some(throw) = self.throw else { return };
        let me = side(self.turn);
        match action {
            SenetAction::Pass => {}
            SenetAction::BearOff { from } => self.pieces[me] &= !bit(from),
            SenetAction::Move { from, to } => {
                self.pieces[me] &= !bit(from);
                if self.pieces[1 - me] & bit(to) != 0 {
                    // SEN-5 / SEN-8: the attacked piece takes the square the mover left.
                    self.pieces[1 - me] = self.pieces[1 - me] & !bit(to) | bit(from);
                }
                let landing = if to == WATER {
                    Self::after_water(self.pieces[0] | self.pieces[1])
                } else {
                    to
                };
                self.pieces[me] |= bit(landing);
            }
        }
        self.end_of_throw(throw);
    }

    fn apply_roll_unchecked(&mut self, roll: Throw) {
        self.throw = Some(roll);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.loser().map(|loser| Outcome::Win {
            winner: loser.opponent(),
            points: self.points(loser),
        })
    }

    fn parse_action(&self, text: &str) -> Result<SenetAction, ParseError> {
        super::notation::parse_action(text)
    }

    fn parse_roll(&self, text: &str) -> Result<Throw, ParseError> {
        super::notation::parse_throw(text)
    }

    fn parse_place(&self, text: &str) -> Option<Spot> {
        super::notation::parse_place(text)
    }

    fn is_capture(&self, action: SenetAction) -> bool {
        // An attack (SEN-5, SEN-8) lands on an opponent piece.
        matches!(action, SenetAction::Move { to, .. } if self.piece_at(to) == Some(self.turn.opponent()))
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        if seat == Seat::South {
            "Black"
        } else {
            "White"
        }
    }

    fn action_spots(&self, action: SenetAction) -> ActionSpots {
        match action {
            SenetAction::Move { from, to } => ActionSpots {
                from: Some(Spot(from.into())),
                to: Some(Spot(to.into())),
            },
            SenetAction::BearOff { from } => ActionSpots {
                from: Some(Spot(from.into())),
                to: Some(super::view::OFF_SPOT),
            },
            SenetAction::Pass => ActionSpots::default(),
        }
    }
}

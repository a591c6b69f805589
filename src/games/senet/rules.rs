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

const SAFE: [u8; 3] = [26, 28, 29];
const WATER: u8 = 27;
const REBIRTH: u8 = 15;
const ROW_ONE: u32 = (1 << 10) - 1;

fn bit(square: u8) -> u32 {
    1 << (square - 1)
}

fn side(seat: Seat) -> usize {
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
        PIECES - self.on_board(seat)
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
    fn blocks(mask: u32) -> u32 {
        let runs = mask & (mask >> 1) & (mask >> 2);
        runs | runs << 1 | runs << 2
    }

    /// Whether a piece of the side with `mask` on `square` is safe from attack (SEN-6).
    fn protected(mask: u32, square: u8) -> bool {
        SAFE.contains(&square) || mask & ((bit(square) << 1) | (bit(square) >> 1)) != 0
    }

    /// Squares strictly after `from` up to and including `to` (or the reverse), as a mask.
    fn span(a: u8, b: u8) -> u32 {
        let (lo, hi) = if a < b { (a + 1, b) } else { (b, a - 1) };
        let hi = hi.min(SQUARES);
        if lo > hi {
            return 0;
        }
        (u32::MAX >> (32 - u32::from(hi - lo + 1))) << (lo - 1)
    }

    /// The moves of one direction for `throw`, appended to `out`.
    fn moves(&self, throw: u8, forward: bool, out: &mut Vec<SenetAction>) {
        self.each_move(throw, forward, |m| {
            out.push(m);
            true
        });
    }

    /// Whether any move of one direction exists for `throw` (without allocating: `to_act` asks
    /// this at every pending throw).
    fn has_move(&self, throw: u8, forward: bool) -> bool {
        let mut any = false;
        self.each_move(throw, forward, |_| {
            any = true;
            false
        });
        any
    }

    /// Calls `f` with each move of one direction for `throw`, until `f` returns false.
    fn each_move(&self, throw: u8, forward: bool, mut f: impl FnMut(SenetAction) -> bool) {
        let me = side(self.turn);
        let (own, opp) = (self.pieces[me], self.pieces[1 - me]);
        let blocked = Self::blocks(opp);
        let may_bear_off = own & ROW_ONE == 0;
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            let target = if forward {
                from + throw
            } else if from > throw {
                from - throw
            } else {
                continue;
            };
            if Self::span(from, target) & blocked != 0 {
                continue;
            }
            if target > SQUARES {
                if may_bear_off && !f(SenetAction::BearOff { from }) {
                    return;
                }
                continue;
            }
            let landing = bit(target);
            if own & landing != 0 || (opp & landing != 0 && Self::protected(opp, target)) {
                continue;
            }
            if !f(SenetAction::Move { from, to: target }) {
                return;
            }
        }
    }

    /// Where a piece that ended on the water goes (SEN-11), on a board without it.
    fn after_water(occupied: u32) -> u8 {
        if occupied & bit(REBIRTH) == 0 {
            return REBIRTH;
        }
        (!occupied).trailing_zeros() as u8 + 1
    }

    fn is_on_safe_square(from: u8) -> bool {
        SAFE.contains(&from)
    }

    fn end_of_throw(&mut self, throw: Throw) {
        self.throw = None;
        if !throw.throws_again() {
            self.turn = self.turn.opponent();
        }
    }

    /// Winner and points, once decided (SEN-10, SEN-13).
    fn result(&self) -> Option<(Seat, Seat)> {
        for seat in Seat::TWO {
            if self.on_board(seat) == 0 {
                return Some((seat, seat.opponent()));
            }
        }
        let throw = self.throw?;
        let stuck = !self.has_move(throw.0, true) && !self.has_move(throw.0, false);
        stuck.then_some((self.turn.opponent(), self.turn))
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

    fn to_act(&self) -> ToAct {
        if self.result().is_some() {
            ToAct::Over
        } else if self.throw.is_none() {
            ToAct::Chance
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, out: &mut Vec<SenetAction>) {
        let Some(throw) = self.throw else { return };
        if self.on_board(Seat::South) == 0 || self.on_board(Seat::North) == 0 {
            return;
        }
        let first = out.len();
        self.moves(throw.0, true, out);
        if out.len() == first {
            // SEN-8: backward only when no forward move (bearing off included) exists.
            self.moves(throw.0, false, out);
        }
        let moves = &out[first..];
        let only_safe = moves.iter().all(|m| match *m {
            SenetAction::Move { from, .. } | SenetAction::BearOff { from } => {
                Self::is_on_safe_square(from)
            }
            SenetAction::Pass => false,
        });
        if !moves.is_empty() && only_safe {
            out.push(SenetAction::Pass); // SEN-9
        }
        out[first..].sort_unstable();
    }

    fn rolls(&self, out: &mut Vec<(Throw, u32)>) {
        if self.to_act() == ToAct::Chance {
            out.extend_from_slice(&Throw::ALL);
        }
    }

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
        self.result().map(|(winner, loser)| Outcome::Win {
            winner,
            points: self.points(loser),
        })
    }

    fn parse_action(&self, text: &str) -> Result<SenetAction, ParseError> {
        super::notation::parse_action(text)
    }

    fn parse_roll(&self, text: &str) -> Result<Throw, ParseError> {
        super::notation::parse_throw(text)
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

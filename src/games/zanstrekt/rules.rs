//! The Žanstrekt position, its actions and throws, and the [`Game`] implementation (ZAN-3 …
//! ZAN-11). Move planning (paths, stops, captures) lives in [`super::movegen`].

use super::board::{side, Cell, AMBUSH_CELLS, BRIDGE, FETNES, GETHRELN, PIECES, ZAN};
use super::movegen::{End, Plan};
use crate::core::{ActionSpots, Game, Outcome, ParseError, Seat, Spot, ToAct};

/// One throw of the die (ZAN-3): a d6 read as 0–5 (the 6 counts 0), each value weight 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Throw(pub(crate) u8);

impl Throw {
    /// Every throw with its weight (ZAN-3: uniform).
    pub const ALL: [(Throw, u32); 6] = [
        (Throw(0), 1),
        (Throw(1), 1),
        (Throw(2), 1),
        (Throw(3), 1),
        (Throw(4), 1),
        (Throw(5), 1),
    ];

    /// The throw worth `value`, if the die can show it (0–5).
    pub fn new(value: u8) -> Option<Throw> {
        (value <= 5).then_some(Throw(value))
    }

    /// Cells of movement (0 does nothing, ZAN-4).
    pub fn value(self) -> u8 {
        self.0
    }
}

/// A Žanstrekt action (docs/notation.md). The derived order is the legal list's order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ZanAction {
    /// `+`: a piece from the pool onto one's own Žan (ZAN-4), capturing an opponent there (ZAN-6).
    Enter,
    /// `from-to`: a piece moves along its lap or across the bridge; `to` is where it stops.
    Move {
        /// The moving piece's cell.
        from: Cell,
        /// Where the piece stops (before its own piece, in its castle, or after the full throw).
        to: Cell,
    },
    /// `from-off`: a piece leaves the board on the exact throw (ZAN-5).
    Exit {
        /// The exiting piece's cell.
        from: Cell,
    },
    /// `fromxto`: the castle ambush, taken instead of throwing (ZAN-9).
    Ambush {
        /// The player's castle (Fetneš).
        from: Cell,
        /// The opponent piece's cell, directly above or below the castle.
        to: Cell,
    },
    /// `throw`: decline every open ambush and throw the die (ZAN-9).
    Throw,
}

/// Why a piece must cross the bridge with its owner's next non-zero throw (ZAN-8).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Commitment {
    /// The piece on this Oþent is committed (`!e3`).
    Othent(Cell),
    /// The piece on the bridge is heading for this Oþent (`!e2-e1`).
    Bridge {
        /// The Oþent at the far end of its crossing.
        toward: Cell,
    },
}

impl Commitment {
    /// The cell of the committed piece.
    pub fn cell(self) -> Cell {
        match self {
            Commitment::Othent(cell) => cell,
            Commitment::Bridge { .. } => BRIDGE,
        }
    }
}

/// A Žanstrekt position: exactly what its notation holds.
///
/// `ambush` holds the cells of the `*` flags. Cells beside South's castle hold North pieces and
/// concern South, and vice versa, so one mask says both things the rules need: while the player to
/// act owns the castle beside a flagged cell, that player may ambush there now; otherwise the
/// flags record which of the mover's pieces ended a move or were entered beside the opponent's
/// occupied castle during this turn (and still stand there), which become the opponent's ambushes
/// when the turn passes (ZAN-9). The two kinds never occur together.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Zanstrekt {
    /// Cell masks of each seat's pieces (index 0 South, 1 North).
    pub(crate) pieces: [u32; 2],
    /// Žan cells whose piece has completed its lap (printed in capitals).
    pub(crate) home: u32,
    /// Each seat's committed piece, if any (at most one each, ZAN-8).
    pub(crate) commit: [Option<Commitment>; 2],
    /// The `*` flags (see the type's documentation).
    pub(crate) ambush: u32,
    /// Pieces each seat has exited (ZAN-5).
    pub(crate) exited: [u8; 2],
    /// The seat acting, or that would act next once the game is over.
    pub(crate) turn: Seat,
    /// The throw waiting to be used (1–5; a 0 or an unusable throw passes at once).
    pub(crate) throw: Option<u8>,
}

impl Zanstrekt {
    /// The initial position, `zanstrekt:9/9/9:s:s0n0`: every piece in its pool, South to throw.
    pub fn new() -> Self {
        Zanstrekt {
            pieces: [0; 2],
            home: 0,
            commit: [None; 2],
            ambush: 0,
            exited: [0; 2],
            turn: Seat::South,
            throw: None,
        }
    }

    /// The piece on `cell`: its seat, and whether it has come round to its own Žan (capitals).
    pub fn piece_at(&self, cell: Cell) -> Option<(Seat, bool)> {
        let home = self.home & cell.bit() != 0;
        if self.pieces[0] & cell.bit() != 0 {
            Some((Seat::South, home))
        } else if self.pieces[1] & cell.bit() != 0 {
            Some((Seat::North, home))
        } else {
            None
        }
    }

    /// Pieces of `seat` on the board.
    pub fn on_board(&self, seat: Seat) -> u8 {
        self.pieces[side(seat)].count_ones() as u8
    }

    /// Pieces of `seat` exited (its pile to the right, ZAN-5).
    pub fn exited(&self, seat: Seat) -> u8 {
        self.exited[side(seat)]
    }

    /// Pieces of `seat` waiting in its pool (not yet entered, or captured, or removed by fate).
    pub fn pool(&self, seat: Seat) -> u8 {
        // Saturating: the editor draws setups the parser refuses, with too many pieces among them.
        PIECES
            .saturating_sub(self.on_board(seat))
            .saturating_sub(self.exited(seat))
    }

    /// The seat acting (or that would act next, once the game is over).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The throw waiting to be used.
    pub fn pending_throw(&self) -> Option<Throw> {
        self.throw.map(Throw)
    }

    /// The committed piece of `seat` (ZAN-8), if any.
    pub fn commitment(&self, seat: Seat) -> Option<Commitment> {
        self.commit[side(seat)]
    }

    /// The cells the player to act may ambush now, instead of throwing (ZAN-9).
    pub fn open_ambushes(&self) -> u32 {
        if self.throw.is_some() {
            0
        } else {
            self.ambush & AMBUSH_CELLS[side(self.turn)]
        }
    }

    /// The `*` flags as a cell mask: open ambushes, or (mid-turn) the mover's pieces that will
    /// offer the opponent an ambush when the turn passes (see [`Zanstrekt`]).
    pub fn ambush_flags(&self) -> u32 {
        self.ambush
    }

    /// The winner, once one seat has exited all its pieces (ZAN-11).
    pub fn winner(&self) -> Option<Seat> {
        Seat::TWO
            .into_iter()
            .find(|&seat| self.exited[side(seat)] == PIECES)
    }

    /// Calls `f` with each action available with throw `v`, entering first, then moves and exits
    /// by cell, until `f` returns false. Allocation-free, so the roll can test for a usable throw.
    pub(crate) fn for_each_move(&self, v: u8, mut f: impl FnMut(ZanAction) -> bool) {
        let me = side(self.turn);
        // ZAN-8: the committed piece must cross if it can; if its way is barred (only from the
        // bridge, by one's own piece on the far Oþent) the throw falls back to ZAN-4.
        let committed = self.commit[me].map(Commitment::cell);
        if let Some(from) = committed {
            if let Some(plan) = self.plan(me, from, v) {
                f(plan.action(from));
                return;
            }
        }
        if self.pool(self.turn) > 0 && self.pieces[me] & ZAN[me].bit() == 0 && !f(ZanAction::Enter)
        {
            return;
        }
        let mut rest = self.pieces[me] & !committed.map_or(0, Cell::bit);
        while rest != 0 {
            let from = Cell(rest.trailing_zeros() as u8);
            rest &= rest - 1;
            if let Some(plan) = self.plan(me, from, v) {
                if !f(plan.action(from)) {
                    return;
                }
            }
        }
    }

    /// The opponent pieces `action` removes to their pool (ZAN-6 on moves, exits and entering,
    /// ZAN-9 on an ambush), as a cell mask. Moves and exits are planned with the pending throw.
    pub(crate) fn capture_mask(&self, action: ZanAction) -> u32 {
        let me = side(self.turn);
        let opp = self.pieces[1 - me];
        match action {
            ZanAction::Enter => opp & ZAN[me].bit(),
            ZanAction::Ambush { to, .. } => opp & to.bit(),
            ZanAction::Move { from, .. } | ZanAction::Exit { from } => self
                .throw
                .and_then(|v| self.plan(me, from, v))
                .map_or(0, |plan| plan.captures),
            ZanAction::Throw => 0,
        }
    }

    /// Whether throw `v` gives the player to act anything to do.
    fn can_use(&self, v: u8) -> bool {
        let mut any = false;
        self.for_each_move(v, |_| {
            any = true;
            false
        });
        any
    }

    /// Takes the piece of `owner` off `cell` (to its pool, or as the first half of a move), with
    /// everything the position said about it.
    fn lift(&mut self, owner: usize, cell: Cell) {
        self.pieces[owner] &= !cell.bit();
        self.home &= !cell.bit();
        self.ambush &= !cell.bit();
        if self.commit[owner].map(Commitment::cell) == Some(cell) {
            self.commit[owner] = None;
        }
    }

    /// Removes every opponent piece in `mask` to its pool (ZAN-6).
    fn capture(&mut self, opp: usize, mut mask: u32) {
        while mask != 0 {
            let cell = Cell(mask.trailing_zeros() as u8);
            mask &= mask - 1;
            self.lift(opp, cell);
        }
    }

    /// Puts the mover's piece down on `cell` after its captures and applies what the cell does
    /// (ZAN-9 ambush flags, ZAN-10 fate). Returns whether the mover throws again.
    fn land(&mut self, me: usize, cell: Cell) -> bool {
        self.pieces[me] |= cell.bit();
        if cell == GETHRELN[1 - me] {
            // ZAN-10: removed to the pool, after its captures (already made).
            self.lift(me, cell);
            return false;
        }
        if AMBUSH_CELLS[1 - me] & cell.bit() != 0 {
            self.ambush |= cell.bit();
        }
        cell == GETHRELN[me]
    }

    /// Keeps only ambush flags whose piece still stands beside the opponent's occupied castle.
    fn settle_ambush(&mut self, me: usize) {
        self.ambush &= self.pieces[me] & AMBUSH_CELLS[1 - me];
        if self.pieces[1 - me] & FETNES[1 - me].bit() == 0 {
            self.ambush = 0;
        }
    }

    /// Ends the throw: the same seat throws again, or the turn passes.
    fn end_throw(&mut self, again: bool) {
        self.throw = None;
        if !again {
            self.turn = self.turn.opponent();
        }
        if self.winner().is_some() {
            self.ambush = 0;
        }
    }

    /// Plays a planned move or exit (ZAN-5 … ZAN-10). Returns whether the mover throws again.
    fn apply_plan(&mut self, me: usize, from: Cell, plan: Plan) -> bool {
        self.lift(me, from);
        self.capture(1 - me, plan.captures);
        let End::Cell(to) = plan.end else {
            self.exited[me] += 1;
            return false;
        };
        let again = self.land(me, to);
        if self.pieces[me] & to.bit() != 0 {
            if plan.lap == super::board::HOME {
                self.home |= to.bit();
            }
            if to == BRIDGE {
                // ZAN-8: a piece on the bridge is always committed.
                self.commit[me] = Some(Commitment::Bridge {
                    toward: plan.toward,
                });
            } else if plan.commits && self.commit[me].is_none() {
                self.commit[me] = Some(Commitment::Othent(to));
            }
        }
        again
    }
}

impl Default for Zanstrekt {
    fn default() -> Self {
        Self::new()
    }
}

impl Game for Zanstrekt {
    fn thrower(&self) -> Option<Seat> {
        Some(self.turn())
    }

    type Action = ZanAction;
    type Roll = Throw;

    fn id(&self) -> &'static str {
        "zanstrekt"
    }

    fn parse_start(text: &str) -> Result<Self, ParseError> {
        super::notation::parse_start(text)
    }

    fn seats(&self) -> &'static [Seat] {
        &Seat::TWO
    }

    fn to_act(&self) -> ToAct {
        if self.exited[0] == PIECES || self.exited[1] == PIECES {
            ToAct::Over
        } else if self.throw.is_some() || self.open_ambushes() != 0 {
            ToAct::Player(self.turn)
        } else {
            ToAct::Chance
        }
    }

    fn legal_actions(&self, out: &mut Vec<ZanAction>) {
        if self.winner().is_some() {
            return;
        }
        let first = out.len();
        if let Some(v) = self.throw {
            // Entering, moves and exits each come out in order (one action per piece, pieces by
            // cell), so holding the exits back until every move is out gives the list's order.
            let mut exits = 0u32;
            self.for_each_move(v, |a| {
                match a {
                    ZanAction::Exit { from } => exits |= from.bit(),
                    _ => out.push(a),
                }
                true
            });
            while exits != 0 {
                out.push(ZanAction::Exit {
                    from: Cell(exits.trailing_zeros() as u8),
                });
                exits &= exits - 1;
            }
            debug_assert!(out[first..].is_sorted());
        } else {
            let castle = FETNES[side(self.turn)];
            let mut rest = self.open_ambushes();
            while rest != 0 {
                let to = Cell(rest.trailing_zeros() as u8);
                rest &= rest - 1;
                out.push(ZanAction::Ambush { from: castle, to });
            }
            if out.len() > first {
                out.push(ZanAction::Throw);
            }
        }
    }

    fn rolls(&self, out: &mut Vec<(Throw, u32)>) {
        if self.to_act() == ToAct::Chance {
            out.extend_from_slice(&Throw::ALL);
        }
    }

    fn apply_unchecked(&mut self, action: ZanAction) {
        let me = side(self.turn);
        let again = match action {
            ZanAction::Throw => {
                self.ambush = 0;
                return;
            }
            ZanAction::Ambush { from, to } => {
                // ZAN-9: the whole turn; ZAN-10 still applies to the ambushing piece.
                self.ambush = 0;
                self.lift(me, from);
                self.capture(1 - me, self.pieces[1 - me] & to.bit());
                self.land(me, to)
            }
            ZanAction::Enter => {
                let zan = ZAN[me];
                self.capture(1 - me, self.pieces[1 - me] & zan.bit());
                self.land(me, zan)
            }
            ZanAction::Move { from, .. } | ZanAction::Exit { from } => {
                let Some(v) = self.throw else { return };
                let Some(plan) = self.plan(me, from, v) else {
                    return;
                };
                self.apply_plan(me, from, plan)
            }
        };
        self.settle_ambush(me);
        self.end_throw(again);
    }

    fn apply_roll_unchecked(&mut self, roll: Throw) {
        // ZAN-4: a 0, or a throw nothing can use, passes by itself (docs/rulings.md).
        if roll.0 == 0 || !self.can_use(roll.0) {
            self.end_throw(false);
        } else {
            self.throw = Some(roll.0);
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner()
            .map(|winner| Outcome::Win { winner, points: 1 })
    }

    fn parse_action(&self, text: &str) -> Result<ZanAction, ParseError> {
        super::notation::parse_action(text)
    }

    fn parse_roll(&self, text: &str) -> Result<Throw, ParseError> {
        super::notation::parse_throw(text)
    }

    fn parse_place(&self, text: &str) -> Option<Spot> {
        super::notation::parse_place(text)
    }

    fn action_spots(&self, action: ZanAction) -> ActionSpots {
        super::view::action_spots(self.turn, action)
    }

    fn is_capture(&self, action: ZanAction) -> bool {
        self.capture_mask(action) != 0
    }
}

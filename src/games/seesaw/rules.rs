//! Seesaw positions, actions and play (SEE-2 … SEE-10).

use super::board::{geometry, Cell, Geometry, DEFAULT_SIDE, MAX_CELLS};
use super::movegen::{bit, capturers, destinations, distance, placements, targets, Bits};
use crate::core::{ActionSpots, Game, Outcome, ParseError, Seat, Spot, ToAct};

/// A Seesaw action (docs/notation.md, "Seesaw"). The order is the order of the legal list: moves,
/// captures, placements, `end`, each by cells in notation order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SeesawAction {
    /// A non-capturing move of a whole stack (SEE-3, SEE-4), also the leftover move after
    /// captures (SEE-6): `e1-e3`.
    Move {
        /// The stack's cell.
        from: Cell,
        /// Where it ends.
        to: Cell,
    },
    /// A capture (SEE-5, SEE-6, SEE-7), costing the shortest stack-free distance: `e3xf5`.
    Capture {
        /// The capturing stack's cell.
        from: Cell,
        /// The captured enemy stack's cell.
        to: Cell,
    },
    /// Placing a tile and a 1-stack (SEE-8): `+d2`.
    Place {
        /// The cell placed on.
        cell: Cell,
    },
    /// Stopping after captures instead of spending the leftover steps (SEE-6): `end`.
    End,
}

/// Seesaw has no dice: this type has no values, and every roll token is refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NoRoll {}

/// The capturing stack in the middle of a turn (SEE-6): where it stands and its steps left.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chain {
    /// The stack's cell number.
    pub(crate) cell: u8,
    /// Steps left, at least 1 and less than the stack's size.
    pub(crate) left: u16,
}

/// A Seesaw position: exactly what its notation holds (board, side to act, capture in progress).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seesaw {
    /// Cells per edge, 4 or 5.
    pub(crate) side: u8,
    /// Cells with a stack, per seat: index 0 South, 1 North.
    pub(crate) stacks: [u64; 2],
    /// Cells with a tile, per seat.
    pub(crate) tiles: [u64; 2],
    /// Stack size on each cell; 0 exactly where there is no stack.
    pub(crate) height: [u16; MAX_CELLS],
    /// The seat acting (or, once over, the seat that would act next).
    pub(crate) turn: Seat,
    /// The capture chain in progress, if the turn is under way.
    pub(crate) chain: Option<Chain>,
}

/// Per-seat array index: 0 South, 1 North.
#[inline(always)]
pub(crate) fn idx(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

/// Whether a stack of `size` owned by seat index `me` moves upwards (SEE-3): odd sizes go the
/// owner's forward way (South up, North down), even sizes the other way.
#[inline(always)]
pub(crate) fn moves_up(me: usize, size: u16) -> bool {
    (size & 1 == 1) == (me == 0)
}

impl Seesaw {
    /// The initial position on a board of `side` 4 or 5 (SEE-2): each seat a tile with a 1-stack
    /// on its corner, South to act.
    pub fn new(side: u8) -> Self {
        let geo = geometry(side);
        let (s, n) = (geo.south_start, geo.north_start);
        let mut height = [0; MAX_CELLS];
        height[usize::from(s)] = 1;
        height[usize::from(n)] = 1;
        Seesaw {
            side: geo.side,
            stacks: [bit(s), bit(n)],
            tiles: [bit(s), bit(n)],
            height,
            turn: Seat::South,
            chain: None,
        }
    }

    /// The board's side, 4 or 5.
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The seat to act (or, once over, the seat that would act next).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The capture chain in progress: the capturing stack's cell number and its steps left.
    pub fn chain(&self) -> Option<(u8, u16)> {
        self.chain.map(|c| (c.cell, c.left))
    }

    /// The stack on cell number `index`: owner and size.
    pub fn stack_at(&self, index: u8) -> Option<(Seat, u16)> {
        let b = bit(index);
        let size = *self.height.get(usize::from(index))?;
        if self.stacks[0] & b != 0 {
            Some((Seat::South, size))
        } else if self.stacks[1] & b != 0 {
            Some((Seat::North, size))
        } else {
            None
        }
    }

    /// The owner of the tile on cell number `index`.
    pub fn tile_at(&self, index: u8) -> Option<Seat> {
        let b = bit(index);
        if self.tiles[0] & b != 0 {
            Some(Seat::South)
        } else if self.tiles[1] & b != 0 {
            Some(Seat::North)
        } else {
            None
        }
    }

    /// The board's fixed data.
    #[inline(always)]
    pub fn geometry(&self) -> &'static Geometry {
        geometry(self.side)
    }

    #[inline(always)]
    pub(super) fn free(&self) -> u64 {
        self.geometry().board & !(self.stacks[0] | self.stacks[1])
    }

    /// The tallest stack of seat index `me`: how far the capture search must look (SEE-5).
    pub(super) fn max_height(&self, me: usize) -> u32 {
        let mut max = 0;
        for c in Bits(self.stacks[me]) {
            max = max.max(self.height[usize::from(c)]);
        }
        max.into()
    }

    /// Whether seat index `me` has any legal action at the start of a turn: a placement, a move,
    /// or a capture (which is then compulsory, but an action all the same).
    pub(crate) fn has_action(&self, me: usize) -> bool {
        let geo = self.geometry();
        let own = self.stacks[me];
        if own == 0 {
            return false;
        }
        let taken = self.stacks[0] | self.stacks[1] | self.tiles[0] | self.tiles[1];
        if placements(geo, self.tiles[me], taken) != 0 {
            return true;
        }
        let (mut up, mut down) = (0, 0);
        for c in Bits(own) {
            if moves_up(me, self.height[usize::from(c)]) {
                up |= bit(c);
            } else {
                down |= bit(c);
            }
        }
        if (geo.up.apply(up) | geo.down.apply(down)) & self.free() != 0 {
            return true;
        }
        capturers(
            geo,
            own,
            self.stacks[1 - me],
            &self.height,
            self.max_height(me),
        ) != 0
    }

    /// Whether the chain stack on `cell` with `left` steps has anything to do (SEE-6): a capture
    /// within `left`, or a first step of a leftover move.
    pub(crate) fn chain_can_act(&self, cell: u8, left: u16) -> bool {
        let geo = self.geometry();
        let me = idx(self.turn);
        let free = self.free();
        let up = moves_up(me, self.height[usize::from(cell)]);
        destinations(geo, cell, 1, up, free) != 0
            || targets(geo, cell, left.into(), self.stacks[1 - me], free) != 0
    }

    /// The winner, once a seat has no stacks (SEE-10). Stacks only disappear by capture, and the
    /// turn that takes the last one ends at once, so at any turn boundary this decides the game.
    fn winner(&self) -> Option<Seat> {
        if self.stacks[0] == 0 {
            Some(Seat::North)
        } else if self.stacks[1] == 0 {
            Some(Seat::South)
        } else {
            None
        }
    }

    /// Appends the non-capturing moves of the stack on `from` (SEE-3, SEE-4), in notation order.
    fn push_moves(&self, from: u8, steps: u32, free: u64, out: &mut Vec<SeesawAction>) {
        let geo = self.geometry();
        let up = moves_up(idx(self.turn), self.height[usize::from(from)]);
        let found = destinations(geo, from, steps, up, free);
        let from = geo.cell(from);
        out.extend(Bits(found).map(|to| SeesawAction::Move {
            from,
            to: geo.cell(to),
        }));
    }

    /// Appends the captures of the stack on `from` of the enemy stacks in `found`.
    fn push_captures(&self, from: u8, found: u64, out: &mut Vec<SeesawAction>) {
        let geo = self.geometry();
        let from = geo.cell(from);
        out.extend(Bits(found).map(|to| SeesawAction::Capture {
            from,
            to: geo.cell(to),
        }));
    }

    /// Ends the turn of the seat to act (SEE-9, SEE-10): promotes the stack that moved, then hands
    /// the turn on, skipping a seat that has no legal action.
    fn end_turn(&mut self, moved: Option<u8>) {
        self.chain = None;
        let me = idx(self.turn);
        if let Some(cell) = moved {
            // SEE-9: judged on the final cell, only for the stack that moved.
            let b = bit(cell);
            let h = &mut self.height[usize::from(cell)];
            let promotes = if *h & 1 == 1 {
                self.tiles[1 - me] & b != 0
            } else {
                self.tiles[me] & b != 0
            };
            if promotes {
                *h = h.saturating_add(1);
            }
        }
        let opponent = self.turn.opponent();
        if self.stacks[1 - me] == 0 {
            // SEE-10: the mover has won; the loser is named as the seat that would act next.
            self.turn = opponent;
        } else if self.has_action(1 - me) || !self.has_action(me) {
            // The opponent acts; or nobody can, a draw, again with the opponent named.
            self.turn = opponent;
        }
        // Otherwise the opponent is skipped (SEE-10) and the mover acts again.
    }
}

impl Default for Seesaw {
    fn default() -> Self {
        Self::new(DEFAULT_SIDE)
    }
}

impl Game for Seesaw {
    type Action = SeesawAction;
    type Roll = NoRoll;

    fn id(&self) -> &'static str {
        if self.side == 4 {
            "seesaw-4"
        } else {
            "seesaw"
        }
    }

    fn parse_start(text: &str) -> Result<Self, ParseError> {
        super::notation::parse_start(text)
    }

    fn seats(&self) -> &'static [Seat] {
        &Seat::TWO
    }

    fn to_act(&self) -> ToAct {
        if self.chain.is_some() {
            ToAct::Player(self.turn)
        } else if self.winner().is_some() || !self.has_action(idx(self.turn)) {
            ToAct::Over
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, out: &mut Vec<SeesawAction>) {
        let geo = self.geometry();
        let me = idx(self.turn);
        let (own, enemy) = (self.stacks[me], self.stacks[1 - me]);
        if own == 0 || enemy == 0 {
            return;
        }
        let free = self.free();
        if let Some(Chain { cell, left }) = self.chain {
            // SEE-6: capture again if anything is in range, else a leftover move or `end`.
            let found = targets(geo, cell, left.into(), enemy, free);
            if found != 0 {
                self.push_captures(cell, found, out);
            } else {
                self.push_moves(cell, left.into(), free, out);
                out.push(SeesawAction::End);
            }
            return;
        }
        // SEE-5: a possible capture overrides moving and placing.
        let capable = capturers(geo, own, enemy, &self.height, self.max_height(me));
        if capable != 0 {
            for from in Bits(capable) {
                let range = u32::from(self.height[usize::from(from)]);
                self.push_captures(from, targets(geo, from, range, enemy, free), out);
            }
            return;
        }
        for from in Bits(own) {
            self.push_moves(from, self.height[usize::from(from)].into(), free, out);
        }
        let taken = self.stacks[0] | self.stacks[1] | self.tiles[0] | self.tiles[1];
        let spaces = placements(geo, self.tiles[me], taken);
        out.extend(Bits(spaces).map(|cell| SeesawAction::Place {
            cell: geo.cell(cell),
        }));
    }

    fn rolls(&self, _out: &mut Vec<(NoRoll, u32)>) {}

    fn apply_unchecked(&mut self, action: SeesawAction) {
        let geo = self.geometry();
        let me = idx(self.turn);
        let index = |cell: Cell| geo.index(cell).unwrap_or(0);
        match action {
            SeesawAction::Move { from, to } => {
                let (from, to) = (index(from), index(to));
                self.stacks[me] = self.stacks[me] & !bit(from) | bit(to);
                self.height[usize::from(to)] = std::mem::take(&mut self.height[usize::from(from)]);
                self.end_turn(Some(to));
            }
            SeesawAction::Capture { from, to } => {
                let (from, to) = (index(from), index(to));
                let range = match self.chain {
                    Some(chain) => chain.left,
                    None => self.height[usize::from(from)],
                };
                let cost = distance(geo, from, to, self.free()).unwrap_or(u32::MAX);
                let left = u32::from(range).saturating_sub(cost) as u16;
                // SEE-7: the enemy stack goes; the capturer takes its cell; a tile stays.
                self.stacks[1 - me] &= !bit(to);
                self.stacks[me] = self.stacks[me] & !bit(from) | bit(to);
                self.height[usize::from(to)] = std::mem::take(&mut self.height[usize::from(from)]);
                self.chain = None;
                if left > 0 && self.stacks[1 - me] != 0 && self.chain_can_act(to, left) {
                    self.chain = Some(Chain { cell: to, left });
                } else {
                    // Nothing left to do (or nobody left to beat): the rest of the turn passes.
                    self.end_turn(Some(to));
                }
            }
            SeesawAction::Place { cell } => {
                let cell = index(cell);
                self.tiles[me] |= bit(cell);
                self.stacks[me] |= bit(cell);
                self.height[usize::from(cell)] = 1;
                self.end_turn(None);
            }
            SeesawAction::End => {
                let moved = self.chain.map(|c| c.cell);
                self.end_turn(moved);
            }
        }
    }

    fn apply_roll_unchecked(&mut self, roll: NoRoll) {
        match roll {}
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.chain.is_some() {
            return None;
        }
        if let Some(winner) = self.winner() {
            return Some(Outcome::Win { winner, points: 1 });
        }
        (!self.has_action(idx(self.turn))).then_some(Outcome::Draw)
    }

    fn parse_action(&self, text: &str) -> Result<SeesawAction, ParseError> {
        super::notation::parse_action(self.geometry(), text)
    }

    fn parse_roll(&self, text: &str) -> Result<NoRoll, ParseError> {
        super::notation::parse_roll(text)
    }

    fn parse_place(&self, text: &str) -> Option<Spot> {
        super::notation::parse_place(self.geometry(), text)
    }

    fn is_capture(&self, action: SeesawAction) -> bool {
        // SEE-7: a capture removes the whole enemy stack; nothing else touches the opponent.
        matches!(action, SeesawAction::Capture { .. })
    }

    fn action_spots(&self, action: SeesawAction) -> ActionSpots {
        let geo = self.geometry();
        let spot = |cell: Cell| geo.index(cell).map(|i| Spot(i.into()));
        match action {
            SeesawAction::Move { from, to } | SeesawAction::Capture { from, to } => ActionSpots {
                from: spot(from),
                to: spot(to),
            },
            SeesawAction::Place { cell } => ActionSpots {
                from: None,
                to: spot(cell),
            },
            SeesawAction::End => ActionSpots::default(),
        }
    }
}

//! Arsisesi state, actions and play (ARS-2 … ARS-10). Unit-action generation is in `movegen.rs`,
//! the board data in `board.rs`.

use super::board::{GameType, BRIDGE, DIE_FACES, LANES, MAX_LEN, MIN_LEN, TOKENS};
use crate::core::{ActionSpots, Game, Outcome, ParseError, Seat, Spot, ToAct};

/// A token on the field: its owner and whether it is on its way back (Type A only).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece {
    /// Whose token it is.
    pub owner: Seat,
    /// Whether it has turned over in the opponent's Home and heads for its own (ARS-6).
    pub returning: bool,
}

/// Where a token can be, as actions name it.
///
/// Types A and B name Bridge spaces by rank alone and Type C by lane and rank, so the two kinds of
/// space are different variants: an action prints without knowing its game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    /// South's Home (`S`).
    SouthHome,
    /// A Bridge space of Types A and B, by rank 1…L from South (`3`).
    Bridge(u8),
    /// A Type C space (`c4`).
    Cell {
        /// Lane 0–4 (`a`–`e`).
        lane: u8,
        /// Rank 1…L from South.
        rank: u8,
    },
    /// North's Home (`N`).
    NorthHome,
}

impl Place {
    /// The Home of `seat`.
    pub fn home(seat: Seat) -> Place {
        if seat == Seat::South {
            Place::SouthHome
        } else {
            Place::NorthHome
        }
    }

    /// Absolute lane (0 = `a`, the Bridge is 2) and rank of a field space; `None` for Homes.
    pub fn lane_rank(self) -> Option<(u8, u8)> {
        match self {
            Place::Bridge(rank) => Some((BRIDGE, rank)),
            Place::Cell { lane, rank } => Some((lane, rank)),
            Place::SouthHome | Place::NorthHome => None,
        }
    }
}

/// An Arsisesi action: one unit action for 1 MP, or giving up the rest of the roll.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ArsisesiAction {
    /// A step, jump, kick, side-step, entry from a Home or arrival in one (`S-1`, `1-3`, `c4-b4`,
    /// `7-N`). Which of these it is follows from the board: the pair is unique.
    Move {
        /// The token's place: its space, or the Home it leaves.
        from: Place,
        /// Where it goes.
        to: Place,
    },
    /// Give up the remaining movement points (`end`, ARS-2).
    End,
}

/// One roll of the die (ARS-2): `d1` … `d6`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Die(pub(crate) u8);

impl Die {
    /// The die showing `value`, if a d6 can show it.
    pub fn new(value: u8) -> Option<Die> {
        (1..=DIE_FACES).contains(&value).then_some(Die(value))
    }

    /// The number shown: movement points for the turn.
    pub fn value(self) -> u8 {
        self.0
    }
}

/// An Arsisesi position: game type, board length, tokens, side to act and remaining points.
///
/// Holds exactly what the notation holds; unused lanes and ranks stay empty so that equal
/// positions compare equal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arsisesi {
    pub(crate) kind: GameType,
    /// Spaces per lane, `MIN_LEN..=MAX_LEN`.
    pub(crate) len: u8,
    /// `cells[lane][rank - 1]`, absolute lanes.
    pub(crate) cells: [[Option<Piece>; MAX_LEN as usize]; LANES],
    /// Per seat (0 South, 1 North): outbound tokens waiting in the seat's own Home.
    pub(crate) waiting: [u8; 2],
    /// Per seat: returning tokens waiting in the opponent's Home (Type A).
    pub(crate) arrived: [u8; 2],
    /// Per seat: tokens on the field, kept with `cells` (which only [`Arsisesi::put`] and
    /// [`Arsisesi::take`] change) so that the win test at every ply and Type B's one-token rule
    /// need no scan of the board: the scans were a third of a random playout's time, and more
    /// in wasm, where they are not vectorized. A function of `cells`, so equal positions still
    /// compare equal.
    pub(crate) field: [u8; 2],
    /// The side to act, or to roll when `mp` is `None`.
    pub(crate) turn: Seat,
    /// Movement points left, `None` while a roll is due.
    pub(crate) mp: Option<u8>,
}

/// Index of a seat in per-seat arrays.
pub(crate) fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

impl Arsisesi {
    /// The initial position of a game type on lanes of `len` spaces (clamped to 5–10): all tokens
    /// in their Homes, South to roll.
    pub fn new(kind: GameType, len: u8) -> Self {
        Arsisesi {
            kind,
            len: len.clamp(MIN_LEN, MAX_LEN),
            cells: [[None; MAX_LEN as usize]; LANES],
            waiting: [TOKENS; 2],
            arrived: [0; 2],
            field: [0; 2],
            turn: Seat::South,
            mp: None,
        }
    }

    /// The game type.
    pub fn kind(&self) -> GameType {
        self.kind
    }

    /// Spaces per lane (L).
    pub fn lane_len(&self) -> u8 {
        self.len
    }

    /// The side to act, or to roll (or that would act next, once the game is over).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Movement points left in the turn; `None` while a roll is due.
    pub fn movement_points(&self) -> Option<u8> {
        self.mp
    }

    /// The token on a field space (absolute lane, rank 1…L); `None` when empty or off the board.
    pub fn piece_at(&self, lane: u8, rank: u8) -> Option<Piece> {
        if rank == 0 || rank > self.len {
            return None;
        }
        *self
            .cells
            .get(usize::from(lane))?
            .get(usize::from(rank) - 1)?
    }

    /// Outbound tokens of `seat` waiting in its own Home.
    pub fn waiting(&self, seat: Seat) -> u8 {
        self.waiting[side(seat)]
    }

    /// Returning tokens of `seat` waiting in the opponent's Home (Type A).
    pub fn arrived(&self, seat: Seat) -> u8 {
        self.arrived[side(seat)]
    }

    /// Tokens of `seat` on the field.
    pub fn on_field(&self, seat: Seat) -> u8 {
        debug_assert_eq!(
            self.field[side(seat)],
            self.cells
                .iter()
                .flatten()
                .filter(|cell| matches!(cell, Some(p) if p.owner == seat))
                .count() as u8,
            "field count out of step with the cells"
        );
        self.field[side(seat)]
    }

    /// Tokens of `seat` still in play (not cleared).
    pub fn in_play(&self, seat: Seat) -> u8 {
        self.waiting(seat) + self.arrived(seat) + self.on_field(seat)
    }

    /// Tokens of `seat` cleared (scored).
    pub fn cleared(&self, seat: Seat) -> u8 {
        TOKENS.saturating_sub(self.in_play(seat))
    }

    /// The seat that has cleared all five tokens, if any (ARS-6).
    pub fn winner(&self) -> Option<Seat> {
        if self.has_cleared_all(Seat::South) {
            Some(Seat::South)
        } else if self.has_cleared_all(Seat::North) {
            Some(Seat::North)
        } else {
            None
        }
    }

    /// Whether `seat` has no token left anywhere.
    fn has_cleared_all(&self, seat: Seat) -> bool {
        self.in_play(seat) == 0
    }

    /// ARS-10: a roll is due and neither player has any unit action, whatever the die shows.
    /// Every unit action costs 1 MP, so "for any die value" is "with at least one point".
    pub fn is_stalemate(&self) -> bool {
        self.mp.is_none() && self.winner().is_none() && self.neither_can_act()
    }

    /// The move part of [`Arsisesi::is_stalemate`], for callers that know the rest.
    fn neither_can_act(&self) -> bool {
        !self.has_unit_action(Seat::South) && !self.has_unit_action(Seat::North)
    }

    /// The enemy token a unit action of the side to act would kick back to its Home (ARS-5,
    /// ARS-8), if any. Legal moves never land on the mover's own token, so a move onto an
    /// occupied space is always a kick.
    pub fn kicked(&self, action: ArsisesiAction) -> Option<Piece> {
        let ArsisesiAction::Move { to, .. } = action else {
            return None;
        };
        let (lane, rank) = to.lane_rank()?;
        self.piece_at(lane, rank).filter(|p| p.owner != self.turn)
    }

    /// The place naming a field space in this game type.
    #[inline]
    pub(crate) fn place(&self, lane: u8, rank: u8) -> Place {
        if self.kind == GameType::C {
            Place::Cell { lane, rank }
        } else {
            Place::Bridge(rank)
        }
    }

    /// Puts `piece` on a field space (absolute lane, rank 1…L) and returns the token that was
    /// there.
    pub(crate) fn put(&mut self, lane: u8, rank: u8, piece: Piece) -> Option<Piece> {
        let before = self.cells[usize::from(lane)][usize::from(rank) - 1].replace(piece);
        self.field[side(piece.owner)] += 1;
        if let Some(p) = before {
            self.field[side(p.owner)] -= 1;
        }
        before
    }

    /// Removes and returns the token on a field space (absolute lane, rank 1…L).
    pub(crate) fn take(&mut self, lane: u8, rank: u8) -> Option<Piece> {
        let piece = self.cells[usize::from(lane)][usize::from(rank) - 1].take();
        if let Some(p) = piece {
            self.field[side(p.owner)] -= 1;
        }
        piece
    }

    /// Ends the turn: the opponent is to roll.
    fn pass_turn(&mut self) {
        self.turn = self.turn.opponent();
        self.mp = None;
    }

    /// After a roll or an action: with no points, or no unit action at all, the rest of the turn
    /// passes by itself (docs/rulings.md), so a player asked to act can always act.
    fn settle(&mut self) {
        if self.mp == Some(0) || !self.has_unit_action(self.turn) {
            self.pass_turn();
        }
    }

    /// Plays one unit action for the side to act (ARS-3 … ARS-8); legality is the caller's.
    fn apply_move(&mut self, from: Place, to: Place) {
        let me = self.turn;
        let mine = side(me);
        let piece = match from.lane_rank() {
            Some((lane, rank)) => self.take(lane, rank),
            None if from == Place::home(me) => {
                self.waiting[mine] = self.waiting[mine].saturating_sub(1);
                Some(Piece {
                    owner: me,
                    returning: false,
                })
            }
            None => {
                // ARS-6: a token that waited in the opponent's Home sets off back.
                self.arrived[mine] = self.arrived[mine].saturating_sub(1);
                Some(Piece {
                    owner: me,
                    returning: true,
                })
            }
        };
        let Some(piece) = piece else { return };
        match to.lane_rank() {
            Some((lane, rank)) => {
                if let Some(victim) = self.put(lane, rank, piece) {
                    // ARS-5: kicked back to its owner's Home, outbound, progress lost.
                    self.waiting[side(victim.owner)] += 1;
                }
            }
            // ARS-6: arriving in the opponent's Home turns the token over; it waits there.
            None if to != Place::home(me) && self.kind.has_return_trip() => self.arrived[mine] += 1,
            // Cleared: a returning token at home (ARS-6) or any arrival in Types B/C (ARS-7/8).
            None => {}
        }
        self.mp = self.mp.map(|mp| mp.saturating_sub(1));
        self.settle();
    }
}

impl Game for Arsisesi {
    fn thrower(&self) -> Option<Seat> {
        Some(self.turn())
    }

    type Action = ArsisesiAction;
    type Roll = Die;

    fn id(&self) -> &'static str {
        self.kind.id()
    }

    fn parse_start(text: &str) -> Result<Self, ParseError> {
        super::notation::parse_start(text)
    }

    fn seats(&self) -> &'static [Seat] {
        &Seat::TWO
    }

    fn to_act(&self) -> ToAct {
        if self.winner().is_some() {
            ToAct::Over
        } else if self.mp.is_some() {
            ToAct::Player(self.turn)
        } else if self.neither_can_act() {
            // is_stalemate without asking for the winner again: this runs at every ply.
            ToAct::Over
        } else {
            ToAct::Chance
        }
    }

    fn legal_actions(&self, out: &mut Vec<ArsisesiAction>) {
        if self.mp.is_none() || self.winner().is_some() {
            return;
        }
        let first = out.len();
        self.each_unit_action(self.turn, |from, to| {
            out.push(ArsisesiAction::Move { from, to });
            false
        });
        crate::core::sort_small(&mut out[first..]);
        // ARS-2: stopping is always allowed while acting; `End` sorts after every move.
        out.push(ArsisesiAction::End);
    }

    fn rolls(&self, out: &mut Vec<(Die, u32)>) {
        if self.to_act() == ToAct::Chance {
            out.extend((1..=DIE_FACES).map(|v| (Die(v), 1)));
        }
    }

    fn apply_unchecked(&mut self, action: ArsisesiAction) {
        match action {
            ArsisesiAction::End => self.pass_turn(),
            ArsisesiAction::Move { from, to } => self.apply_move(from, to),
        }
    }

    fn apply_roll_unchecked(&mut self, roll: Die) {
        self.mp = Some(roll.0);
        self.settle();
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.winner() {
            Some(Outcome::Win { winner, points: 1 })
        } else if self.is_stalemate() {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn parse_action(&self, text: &str) -> Result<ArsisesiAction, ParseError> {
        super::tokens::parse_action(self, text)
    }

    fn parse_roll(&self, text: &str) -> Result<Die, ParseError> {
        super::tokens::parse_die(text)
    }

    fn parse_place(&self, text: &str) -> Option<Spot> {
        super::tokens::parse_place(self, 0, text)
            .ok()
            .map(super::view::spot)
    }

    fn is_capture(&self, action: ArsisesiAction) -> bool {
        self.kicked(action).is_some()
    }

    fn action_spots(&self, action: ArsisesiAction) -> ActionSpots {
        match action {
            ArsisesiAction::Move { from, to } => ActionSpots {
                from: Some(super::view::spot(from)),
                to: Some(super::view::spot(to)),
            },
            ArsisesiAction::End => ActionSpots::default(),
        }
    }
}

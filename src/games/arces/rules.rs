//! Arcēs move generation and play (ARC-4 … ARC-9).

use super::board::{seating, Cell, Stack, CELLS, GOLD, SETUP};
use crate::core::{ActionSpots, Game, Outcome, ParseError, Seat, Spot, ToAct};

/// Turns after which a game without a winner is drawn (ARC-9).
pub const TURN_LIMIT: u8 = 100;

/// An Arcēs action.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ArcesAction {
    /// The top piece of `from` steps to the neighbouring cell `to` (ARC-4): `d2-d3`.
    Move {
        /// The cell the piece leaves.
        from: Cell,
        /// The neighbouring cell it enters.
        to: Cell,
    },
    /// No legal move: the player removes their marble and is out (ARC-8).
    Pass,
}

/// Arcēs has no chance: this type has no values, so no roll can ever be made or parsed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NoRoll {}

/// An Arcēs position for 2, 3 or 4 players: the board, the seat to act and the turns played.
///
/// It holds exactly what the notation holds. Everything else is read from the board: who is still
/// in (has a marble), who is out (a seat of the game without a marble), and the number of players
/// (the smallest seating of ARC-2 that contains every seat with a piece on the board).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arces {
    pub(crate) board: [Stack; CELLS],
    /// The seat to act, or that would act next once the game is over; always one with a marble.
    pub(crate) turn: Seat,
    /// Moves played so far (ARC-9); `pass` does not count.
    pub(crate) turns: u8,
}

/// Pieces in a cell (0, 1 or 2).
fn pieces(stack: Stack) -> u8 {
    u8::from(stack.bottom().is_some()) + u8::from(stack.top().is_some())
}

/// Bit per seat, in [`Seat::index`] order.
fn bit(seat: Seat) -> u8 {
    1 << seat.index()
}

impl Arces {
    /// The starting position (ARC-3) for 2, 3 or 4 players; `None` for any other count.
    pub fn new(players: usize) -> Option<Arces> {
        if !(2..=4).contains(&players) {
            return None;
        }
        let mut board = [Stack::Empty; CELLS];
        for seat in seating(players) {
            let setup = SETUP.iter().find(|s| s.seat == *seat)?;
            for cell in setup.stones {
                board[cell.index()] = Stack::Unit(*seat);
            }
            board[setup.marble.index()] = Stack::Command(*seat);
        }
        Some(Arces {
            board,
            turn: Seat::South,
            turns: 0,
        })
    }

    /// What `cell` holds.
    pub fn stack(&self, cell: Cell) -> Stack {
        self.board[cell.index()]
    }

    /// The seat to act (or that would act next, once the game is over).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Moves played so far; the game is drawn at [`TURN_LIMIT`] (ARC-9). Passes do not count.
    pub fn turns_played(&self) -> u8 {
        self.turns
    }

    /// Seats with any piece on the board, as a bit mask in [`Seat::index`] order.
    pub(super) fn present(&self) -> u8 {
        self.board.iter().fold(0, |mask, stack| match *stack {
            Stack::Empty => mask,
            Stack::Unit(s) | Stack::Command(s) | Stack::Tower(s) => mask | bit(s),
            Stack::Cage { bottom, top } => mask | bit(bottom) | bit(top),
        })
    }

    /// Seats with a marble (still in the game), as a bit mask.
    fn marbles(&self) -> u8 {
        self.board.iter().fold(0, |mask, stack| match *stack {
            Stack::Command(s) => mask | bit(s),
            _ => mask,
        })
    }

    /// The number of players: the smallest seating of ARC-2 (2: South, North; 3: South, West,
    /// North; 4: all) containing every seat that has a piece on the board. A seat whose pieces
    /// have all been captured cannot be seen, so a 3- or 4-player game in which the extra seats have
    /// vanished reads as a smaller one; such a seat takes no part in play either way.
    pub fn players(&self) -> usize {
        let present = self.present();
        if present & bit(Seat::East) != 0 {
            4
        } else if present & bit(Seat::West) != 0 {
            3
        } else {
            2
        }
    }

    /// Whether `seat` still has its marble (is in the game).
    pub fn has_marble(&self, seat: Seat) -> bool {
        self.marbles() & bit(seat) != 0
    }

    /// Whether `seat` plays in this game but is out (its marble was captured or it passed, ARC-8).
    pub fn is_out(&self, seat: Seat) -> bool {
        self.seats().contains(&seat) && !self.has_marble(seat)
    }

    /// Where `seat`'s marble is, if it is still in the game.
    pub fn marble(&self, seat: Seat) -> Option<Cell> {
        Cell::all().find(|&c| self.stack(c) == Stack::Command(seat))
    }

    /// The next seat after `seat` in turn order that still has a marble (ARC-8: out seats are
    /// skipped); `seat` itself if nobody else is left.
    fn next_after(&self, seat: Seat) -> Seat {
        let live = self.marbles();
        (1..=4)
            .map(|k| Seat::ALL[(seat.index() + k) % 4])
            .find(|&s| live & bit(s) != 0)
            .unwrap_or(seat)
    }

    /// The result, once decided: a marble on the Gold wins, so does the last marble (ARC-7); 100
    /// turns without a winner draw (ARC-9).
    fn result(&self) -> Option<Outcome> {
        if let Stack::Command(winner) = self.stack(GOLD) {
            return Some(Outcome::Win { winner, points: 1 });
        }
        let live = self.marbles();
        if live.count_ones() <= 1 {
            // No marble at all cannot be reached (the last one always wins first); call it a draw
            // rather than panic.
            return Some(match Seat::ALL.iter().find(|&&s| live & bit(s) != 0) {
                Some(&winner) => Outcome::Win { winner, points: 1 },
                None => Outcome::Draw,
            });
        }
        (self.turns >= TURN_LIMIT).then_some(Outcome::Draw)
    }

    /// What a stone of `me` makes of the cell `target` (ARC-6); `None` when it may not go there.
    /// `from_tower`: the stone leaves a Tower (it stood on its owner's stone).
    fn stone_onto(target: Stack, me: Seat, from_tower: bool) -> Option<Stack> {
        // One arm per row of ARC-6's table. Enemy stones include out players' inert ones (ARC-8).
        match target {
            Stack::Empty => Some(Stack::Unit(me)),
            Stack::Unit(s) if s == me => Some(Stack::Tower(me)),
            Stack::Unit(_) if from_tower => Some(Stack::Unit(me)),
            Stack::Unit(bottom) => Some(Stack::Cage { bottom, top: me }),
            // The marble goes, its stone stays under the mover.
            Stack::Command(s) if s != me => Some(Stack::Cage { bottom: s, top: me }),
            Stack::Tower(s) if s != me && from_tower => Some(Stack::Cage { bottom: s, top: me }),
            Stack::Cage { bottom, top } if top != me && from_tower => {
                Some(Stack::stones(bottom, me))
            }
            // Own Command, own Tower, own stone on top, or enemy top without a Tower to come from.
            _ => None,
        }
    }

    /// The moves of the seat to act (ARC-4 … ARC-6), in (from, to) order.
    fn moves(&self, out: &mut Vec<ArcesAction>) {
        let me = self.turn;
        for from in Cell::all() {
            let from_tower = match self.stack(from) {
                Stack::Command(s) if s == me => {
                    // ARC-5: a marble only steps onto a lone stone of its own.
                    for &to in from.neighbours() {
                        if self.stack(to) == Stack::Unit(me) {
                            out.push(ArcesAction::Move { from, to });
                        }
                    }
                    continue;
                }
                Stack::Unit(s) | Stack::Cage { top: s, .. } if s == me => false,
                Stack::Tower(s) if s == me => true,
                _ => continue,
            };
            for &to in from.neighbours() {
                if Self::stone_onto(self.stack(to), me, from_tower).is_some() {
                    out.push(ArcesAction::Move { from, to });
                }
            }
        }
    }
}

impl Game for Arces {
    type Action = ArcesAction;
    type Roll = NoRoll;

    fn id(&self) -> &'static str {
        match self.players() {
            2 => "arces",
            3 => "arces-3",
            _ => "arces-4",
        }
    }

    fn parse_start(text: &str) -> Result<Self, ParseError> {
        super::notation::parse_start(text)
    }

    fn seats(&self) -> &'static [Seat] {
        seating(self.players())
    }

    fn to_act(&self) -> ToAct {
        if self.result().is_some() {
            ToAct::Over
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, out: &mut Vec<ArcesAction>) {
        if self.result().is_some() {
            return;
        }
        let first = out.len();
        self.moves(out);
        if out.len() == first {
            out.push(ArcesAction::Pass); // ARC-8
        }
    }

    fn rolls(&self, _out: &mut Vec<(NoRoll, u32)>) {}

    fn apply_unchecked(&mut self, action: ArcesAction) {
        let me = self.turn;
        match action {
            ArcesAction::Pass => {
                // ARC-8: the marble leaves the board; the stone under it stays, inert.
                if let Some(cell) = self.marble(me) {
                    self.board[cell.index()] = Stack::Unit(me);
                }
            }
            ArcesAction::Move { from, to } => {
                let target = self.stack(to);
                let (rest, landed) = match self.stack(from) {
                    Stack::Command(s) => (Stack::Unit(s), Some(Stack::Command(s))),
                    Stack::Tower(s) => (Stack::Unit(s), Self::stone_onto(target, me, true)),
                    Stack::Cage { bottom, .. } => {
                        (Stack::Unit(bottom), Self::stone_onto(target, me, false))
                    }
                    _ => (Stack::Empty, Self::stone_onto(target, me, false)),
                };
                debug_assert!(landed.is_some(), "illegal move {action} applied");
                self.board[from.index()] = rest;
                self.board[to.index()] = landed.unwrap_or(Stack::Unit(me));
                self.turns = self.turns.saturating_add(1); // ARC-9: every move is one turn
            }
        }
        self.turn = self.next_after(me);
    }

    fn apply_roll_unchecked(&mut self, roll: NoRoll) {
        match roll {}
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }

    fn parse_action(&self, text: &str) -> Result<ArcesAction, ParseError> {
        super::notation::parse_action(text)
    }

    fn parse_roll(&self, text: &str) -> Result<NoRoll, ParseError> {
        super::notation::parse_roll(text)
    }

    fn parse_place(&self, text: &str) -> Option<Spot> {
        super::notation::parse_cell(0, text)
            .ok()
            .map(super::view::spot)
    }

    fn is_capture(&self, action: ArcesAction) -> bool {
        // A capture is a move after which the target cell holds fewer pieces than it had plus the
        // mover (ARC-6): a stone, a marble or a Tower's or Cage's top stone left the game. Caging
        // keeps every piece, so it is a plain move.
        let ArcesAction::Move { from, to } = action else {
            return false;
        };
        let me = self.turn;
        let from_tower = match self.stack(from) {
            Stack::Command(_) => return false, // ARC-5: marbles never capture
            Stack::Tower(s) => s == me,
            _ => false,
        };
        let before = self.stack(to);
        Self::stone_onto(before, me, from_tower)
            .is_some_and(|after| pieces(after) < pieces(before) + 1)
    }

    fn action_spots(&self, action: ArcesAction) -> ActionSpots {
        match action {
            ArcesAction::Move { from, to } => ActionSpots {
                from: Some(super::view::spot(from)),
                to: Some(super::view::spot(to)),
            },
            ArcesAction::Pass => ActionSpots::default(),
        }
    }
}

//! The Arcēs board as data: its size and the Gold (ARC-1), the starting layout (ARC-3), cells,
//! the pieces and the five formations a cell can hold. Reconstructed facts live here only, so that a
//! ruling can change in one line.

use crate::core::Seat;
use std::fmt;

/// Files a–g (ARC-1, reconstructed).
pub const FILES: u8 = 7;
/// Ranks 1–7 (ARC-1, reconstructed).
pub const RANKS: u8 = 7;
/// Cells on the board.
pub const CELLS: usize = FILES as usize * RANKS as usize;
/// Stones each player starts with, and the most one may ever have (ARC-3).
pub const STONES: u8 = 5;
/// The Gold, the goal cell in the centre (ARC-1, reconstructed): d4.
pub const GOLD: Cell = Cell::at(3, 3);

/// One seat's starting pieces (ARC-3): five stones, and the stone that carries the marble.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SeatSetup {
    /// The seat.
    pub seat: Seat,
    /// The cells of its five stones.
    pub stones: [Cell; STONES as usize],
    /// The stone among them that carries the marble.
    pub marble: Cell,
}

/// The starting layout of every seat (ARC-3, reconstructed): the middle five cells of each edge,
/// the marble on the middle one.
pub const SETUP: [SeatSetup; 4] = [
    edge(Seat::South, [(1, 0), (2, 0), (3, 0), (4, 0), (5, 0)]),
    edge(Seat::West, [(0, 1), (0, 2), (0, 3), (0, 4), (0, 5)]),
    edge(Seat::North, [(1, 6), (2, 6), (3, 6), (4, 6), (5, 6)]),
    edge(Seat::East, [(6, 1), (6, 2), (6, 3), (6, 4), (6, 5)]),
];

const fn edge(seat: Seat, cells: [(u8, u8); 5]) -> SeatSetup {
    let mut stones = [Cell(0); 5];
    let mut i = 0;
    while i < 5 {
        stones[i] = Cell::at(cells[i].0, cells[i].1);
        i += 1;
    }
    SeatSetup {
        seat,
        stones,
        marble: stones[2],
    }
}

/// The seats of a game of 2, 3 or 4 players, in turn order (ARC-2).
pub fn seating(players: usize) -> &'static [Seat] {
    const THREE: [Seat; 3] = [Seat::South, Seat::West, Seat::North];
    match players {
        2 => &Seat::TWO,
        3 => &THREE,
        _ => &Seat::ALL,
    }
}

/// A cell of the board, `a1` = 0, `b1` = 1, … `g1` = 6, `a2` = 7, … `g7` = 48 (rank-major from
/// South's left corner). The order is the order of the legal-action list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell at a file (0 = a) and rank (0 = rank 1), if on the board.
    pub fn new(file: u8, rank: u8) -> Option<Cell> {
        (file < FILES && rank < RANKS).then(|| Cell::at(file, rank))
    }

    /// The cell at a file and rank known to be on the board (tables, tests).
    pub(crate) const fn at(file: u8, rank: u8) -> Cell {
        debug_assert!(file < FILES && rank < RANKS);
        Cell(rank * FILES + file)
    }

    /// The cell with this index (0–48), if on the board.
    pub fn from_index(index: usize) -> Option<Cell> {
        (index < CELLS).then_some(Cell(index as u8))
    }

    /// Index 0–48, for per-cell arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// File 0–6 (a–g).
    pub fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank 0–6 (ranks 1–7).
    pub fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// Every cell, a1 first.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// The up-to-eight cells one king step away (ARC-4), in ascending order.
    pub fn neighbours(self) -> &'static [Cell] {
        let (len, cells) = &NEIGHBOURS[self.index()];
        &cells[..usize::from(*len)]
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

/// Per cell: how many neighbours, and the neighbours in ascending index order.
static NEIGHBOURS: [(u8, [Cell; 8]); CELLS] = neighbour_table();

const fn neighbour_table() -> [(u8, [Cell; 8]); CELLS] {
    let mut table = [(0u8, [Cell(0); 8]); CELLS];
    let mut i = 0;
    while i < CELLS {
        let (file, rank) = ((i % 7) as i8, (i / 7) as i8);
        let mut n = 0;
        // Ranks then files ascending, so that the list comes out in index order.
        let mut dr = -1;
        while dr <= 1 {
            let mut df = -1;
            while df <= 1 {
                let (f, r) = (file + df, rank + dr);
                if (df != 0 || dr != 0) && f >= 0 && f < FILES as i8 && r >= 0 && r < RANKS as i8 {
                    table[i].1[n] = Cell::at(f as u8, r as u8);
                    n += 1;
                }
                df += 1;
            }
            dr += 1;
        }
        table[i].0 = n as u8;
        i += 1;
    }
    table
}

/// One piece: a stone or a marble, and whose it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A stone (coloured piece with a dimple).
    Stone(Seat),
    /// A marble (the white piece); it always sits on one of its owner's stones (ARC-5).
    Marble(Seat),
}

/// What a cell holds: at most two pieces (ARC-4), in one of the formations the seed names. Impossible
/// stacks (a marble alone, under a stone, on someone else's stone, three pieces) cannot be written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Stack {
    /// Nothing.
    #[default]
    Empty,
    /// A lone stone (a Unit).
    Unit(Seat),
    /// A marble on its owner's stone (a Command).
    Command(Seat),
    /// Two stones of one colour (a Tower).
    Tower(Seat),
    /// Two stones of different colours (a Cage): `top` has caged `bottom`.
    Cage {
        /// The caged stone underneath.
        bottom: Seat,
        /// The stone on top.
        top: Seat,
    },
}

impl Stack {
    /// Two stones, `top` on `bottom`: a Tower if they match, otherwise a Cage.
    pub fn stones(bottom: Seat, top: Seat) -> Stack {
        if bottom == top {
            Stack::Tower(top)
        } else {
            Stack::Cage { bottom, top }
        }
    }

    /// The lower piece, or the only one.
    pub fn bottom(self) -> Option<Piece> {
        match self {
            Stack::Empty => None,
            Stack::Unit(s) | Stack::Command(s) | Stack::Tower(s) => Some(Piece::Stone(s)),
            Stack::Cage { bottom, .. } => Some(Piece::Stone(bottom)),
        }
    }

    /// The upper piece of a two-piece cell (`None` for an empty cell or a lone stone).
    pub fn top(self) -> Option<Piece> {
        match self {
            Stack::Empty | Stack::Unit(_) => None,
            Stack::Command(s) => Some(Piece::Marble(s)),
            Stack::Tower(s) | Stack::Cage { top: s, .. } => Some(Piece::Stone(s)),
        }
    }

    /// The piece that can move: the top one, or the only one (ARC-4).
    pub fn uppermost(self) -> Option<Piece> {
        self.top().or(self.bottom())
    }

    /// Stones of `seat` in this cell.
    pub fn stones_of(self, seat: Seat) -> u8 {
        match self {
            Stack::Empty => 0,
            Stack::Unit(s) | Stack::Command(s) => u8::from(s == seat),
            Stack::Tower(s) => 2 * u8::from(s == seat),
            Stack::Cage { bottom, top } => u8::from(bottom == seat) + u8::from(top == seat),
        }
    }

    /// Whether any piece of `seat` is here.
    pub fn has(self, seat: Seat) -> bool {
        self.stones_of(seat) > 0
    }
}

//! The Žanstrekt board as data: cells, the laps, the special squares and the bridge.
//!
//! Everything here is **\[reconstructed\]** (ZAN-1, ZAN-2): no surviving picture shows the board.
//! This is the one place to correct it. South's lap and each seat's special squares are listed
//! once; North's lap is derived by the 180° rotation ZAN-1 prescribes, and everything the rules
//! use (lap indices, the crossing, the ambush cells) is computed from these tables at compile time.

use crate::core::Seat;
use std::fmt;

/// Files (columns) of the board, `a`…`i`.
pub const FILES: u8 = 9;
/// Ranks (rows) of the board, 1 (South's side) … 3 (North's side).
pub const RANKS: u8 = 3;
/// Cells of the full grid, used or not.
pub const CELLS: usize = (FILES * RANKS) as usize;
/// Pieces per player (ZAN-11).
pub const PIECES: u8 = 6;

/// One cell of the 9×3 grid. The index is rank-major from South's left corner:
/// `a1` = 0, `b1` = 1, …, `i1` = 8, `a2` = 9, …, `i3` = 26 (so it orders like the grid, not like
/// cell names; notation sorts flags by name with [`Cell::name_key`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(pub(crate) u8);

impl Cell {
    /// The cell on `file` (0 = `a`) and `rank` (1…3), if on the grid.
    pub const fn at(file: u8, rank: u8) -> Option<Cell> {
        if file < FILES && rank >= 1 && rank <= RANKS {
            Some(Cell((rank - 1) * FILES + file))
        } else {
            None
        }
    }

    /// The cell with a two-character name such as `e2`. For the tables below: a bad name fails
    /// the build, because the tables are evaluated at compile time.
    pub(crate) const fn named(name: &str) -> Cell {
        let b = name.as_bytes();
        assert!(b.len() == 2, "a cell name has two characters");
        match Cell::at(b[0].wrapping_sub(b'a'), b[1].wrapping_sub(b'0')) {
            Some(cell) => cell,
            None => panic!("not a cell of the 9x3 board"),
        }
    }

    /// The grid index, 0…26 (see the type's documentation).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 = file `a` … 8 = file `i`.
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// 1 … 3.
    pub const fn rank(self) -> u8 {
        self.0 / FILES + 1
    }

    /// The cell seen from the other side of the table (ZAN-1: North's lap is South's rotated).
    pub const fn rotated(self) -> Cell {
        Cell((CELLS - 1) as u8 - self.0)
    }

    /// This cell's bit in a 27-bit cell mask.
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// A key that orders cells as their names sort (file, then rank), as notation flags need.
    pub const fn name_key(self) -> u8 {
        self.file() * RANKS + self.rank()
    }

    /// Whether pieces ever stand here: the 20 lap cells and the bridge.
    pub fn is_used(self) -> bool {
        USED & self.bit() != 0
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank())
    }
}

/// Cells on a lap, in lap order; index 20 is the Žan again and 21 is off the board.
pub const LAP_LEN: u8 = 20;
/// The lap index of a piece that has come round to its own Žan again (`S`/`N` in notation).
pub const HOME: u8 = LAP_LEN;
/// The lap index a move must reach exactly to exit (ZAN-5).
pub const OFF: u8 = LAP_LEN + 1;

/// ZAN-1 \[reconstructed\]: South's lap, counter-clockwise round the outer cells from its Žan.
pub const SOUTH_LAP: [Cell; LAP_LEN as usize] = [
    Cell::named("i1"),
    Cell::named("i2"),
    Cell::named("i3"),
    Cell::named("h3"),
    Cell::named("g3"),
    Cell::named("f3"),
    Cell::named("e3"),
    Cell::named("d3"),
    Cell::named("c3"),
    Cell::named("b3"),
    Cell::named("a3"),
    Cell::named("a2"),
    Cell::named("a1"),
    Cell::named("b1"),
    Cell::named("c1"),
    Cell::named("d1"),
    Cell::named("e1"),
    Cell::named("f1"),
    Cell::named("g1"),
    Cell::named("h1"),
];

/// ZAN-1 \[reconstructed\]: the bridge cell in the centre, reached only by crossing (ZAN-8).
pub const BRIDGE: Cell = Cell::named("e2");

/// ZAN-2 \[reconstructed\]: each seat's Oþent (bridge head), South first.
pub const OTHENT: [Cell; 2] = [Cell::named("e3"), Cell::named("e1")];
/// ZAN-2 \[reconstructed\]: each seat's Fetneš (castle), South first.
pub const FETNES: [Cell; 2] = [Cell::named("a2"), Cell::named("i2")];
/// ZAN-2 \[reconstructed\]: each seat's Geþreln (fate square), South first.
pub const GETHRELN: [Cell; 2] = [Cell::named("i3"), Cell::named("a1")];

/// Per-seat tables indexed by [`side`]: 0 South, 1 North.
pub const fn side(seat: Seat) -> usize {
    match seat {
        Seat::North => 1,
        _ => 0,
    }
}

const fn rotate_lap(lap: [Cell; LAP_LEN as usize]) -> [Cell; LAP_LEN as usize] {
    let mut out = lap;
    let mut i = 0;
    while i < lap.len() {
        out[i] = lap[i].rotated();
        i += 1;
    }
    out
}

/// Each seat's lap (ZAN-1): North's is South's rotated by 180°.
pub const LAPS: [[Cell; LAP_LEN as usize]; 2] = [SOUTH_LAP, rotate_lap(SOUTH_LAP)];

/// Each seat's Žan: the first cell of its lap (South i1, North a3).
pub const ZAN: [Cell; 2] = [LAPS[0][0], LAPS[1][0]];

/// Marks a cell that is on no lap in [`LAP_INDEX`].
pub const NOT_ON_LAP: u8 = u8::MAX;

const fn lap_index_table(lap: [Cell; LAP_LEN as usize]) -> [u8; CELLS] {
    let mut out = [NOT_ON_LAP; CELLS];
    let mut i = 0;
    while i < lap.len() {
        out[lap[i].index()] = i as u8;
        i += 1;
    }
    out
}

/// Lap index (0…19) of each cell for each seat, or [`NOT_ON_LAP`]. The Žan reads 0 here; a piece
/// that has come round is at [`HOME`] instead, which the position records separately.
pub const LAP_INDEX: [[u8; CELLS]; 2] = [lap_index_table(LAPS[0]), lap_index_table(LAPS[1])];

const fn mask_of(lap: [Cell; LAP_LEN as usize]) -> u32 {
    let mut m = BRIDGE.bit();
    let mut i = 0;
    while i < lap.len() {
        m |= lap[i].bit();
        i += 1;
    }
    m
}

/// Every cell a piece can stand on: both laps and the bridge.
pub const USED: u32 = mask_of(LAPS[0]) | mask_of(LAPS[1]);

const fn beside(castle: Cell) -> u32 {
    let mut m = 0;
    if let Some(c) = Cell::at(castle.file(), castle.rank() + 1) {
        m |= c.bit();
    }
    if castle.rank() > 1 {
        if let Some(c) = Cell::at(castle.file(), castle.rank() - 1) {
            m |= c.bit();
        }
    }
    m & USED
}

/// ZAN-9: the cells directly above and below each seat's castle, from which an opponent piece can
/// be ambushed.
pub const AMBUSH_CELLS: [u32; 2] = [beside(FETNES[0]), beside(FETNES[1])];

/// The Oþent at the far end of the bridge from `othent` (ZAN-8).
pub const fn other_othent(othent: Cell) -> Cell {
    if othent.0 == OTHENT[0].0 {
        OTHENT[1]
    } else {
        OTHENT[0]
    }
}

/// Whether `cell` is an Oþent of either seat.
pub const fn is_othent(cell: Cell) -> bool {
    cell.0 == OTHENT[0].0 || cell.0 == OTHENT[1].0
}

/// Every used cell, in grid-index order.
pub fn used_cells() -> impl Iterator<Item = Cell> {
    (0..CELLS as u8).map(Cell).filter(|c| c.is_used())
}

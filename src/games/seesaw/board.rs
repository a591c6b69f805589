//! The hexhex board as data (SEE-1, SEE-2): cell numbering, axial coordinates, neighbours and the
//! shift tables that expand a whole set of cells by one step at once.
//!
//! Cells are numbered in notation order: columns left to right (q ascending, `a` first), and inside a
//! column from the bottom (largest r) to the top. Bit `i` of a board mask is cell `i`, so iterating
//! a mask from its lowest bit visits cells in notation order, which is also the order of [`Cell`].

use std::fmt;

/// Cells of the largest board (side 5); every per-cell array has this length.
pub const MAX_CELLS: usize = 61;

/// The board sides this implementation plays (SEE-1): side 4 (37 cells) and side 5 (61 cells).
pub const SIDES: [u8; 2] = [4, 5];

/// The default side (SEE-1), game id `seesaw`; side 4 is `seesaw-4`.
pub const DEFAULT_SIDE: u8 = 5;

/// Axial steps (dq, dr) of the six directions (SEE-1, flat-topped, r grows downwards).
/// The first three are the upward directions N, NE, NW (South's forward, SEE-3), the last three
/// the downward ones S, SE, SW (North's forward).
pub const DIRECTIONS: [(i8, i8); 6] = [(0, -1), (1, -1), (-1, 0), (0, 1), (1, 0), (-1, 1)];

/// Names of [`DIRECTIONS`], for people.
pub const DIRECTION_NAMES: [&str; 6] = ["N", "NE", "NW", "S", "SE", "SW"];

/// Axial coordinates of South's start corner, the bottom corner of the board (SEE-2).
pub const fn south_start(side: u8) -> (i8, i8) {
    (0, side as i8 - 1)
}

/// Axial coordinates of North's start corner, the top corner of the board (SEE-2).
pub const fn north_start(side: u8) -> (i8, i8) {
    (0, 1 - side as i8)
}

const NONE: u8 = u8::MAX;

/// A cell as notation names it: column letter (`a` = 0) and number from the bottom of that column
/// (1-based), as in `e1`. Its order is notation order (column first, then from the bottom).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell in `column` (0 = `a`, at most 8) with `number` counted from the bottom (1 to 9).
    /// Whether it exists on a given board is the board's question ([`Geometry::index`]).
    pub const fn new(column: u8, number: u8) -> Option<Cell> {
        if column < 9 && number >= 1 && number <= 9 {
            Some(Cell(column << 4 | (number - 1)))
        } else {
            None
        }
    }

    /// Column, 0 for `a`.
    #[inline(always)]
    pub const fn column(self) -> u8 {
        self.0 >> 4
    }

    /// Number from the bottom of the column, from 1.
    #[inline(always)]
    pub const fn number(self) -> u8 {
        (self.0 & 15) + 1
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.column()), self.number())
    }
}

/// Shifts that move every cell of a mask to its neighbours in a set of directions at once.
///
/// Cell numbers are column by column, so a step is a constant index change inside a column but
/// depends on the column lengths across columns. Cells are grouped by their index change: each
/// group is a source mask and one shift, and a set expands with one and-shift-or per group.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shifts {
    left: [(u64, u32); GROUPS],
    right: [(u64, u32); GROUPS],
}

/// Most distinct index changes any direction set needs (six on side 5).
const GROUPS: usize = 6;

impl Shifts {
    const EMPTY: Shifts = Shifts {
        left: [(0, 0); GROUPS],
        right: [(0, 0); GROUPS],
    };

    /// The neighbours of the cells in `mask` in this set's directions (not `mask` itself, unless a
    /// cell of it neighbours another).
    #[inline(always)]
    pub(crate) fn apply(&self, mask: u64) -> u64 {
        let mut out = 0;
        let mut i = 0;
        while i < GROUPS {
            out |= (mask & self.left[i].0) << self.left[i].1;
            out |= (mask & self.right[i].0) >> self.right[i].1;
            i += 1;
        }
        out
    }

    const fn add(mut self, from: u8, to: u8) -> Shifts {
        let (groups, amount) = if to > from {
            (&mut self.left, (to - from) as u32)
        } else {
            (&mut self.right, (from - to) as u32)
        };
        let mut i = 0;
        while i < GROUPS {
            if groups[i].1 == amount || groups[i].1 == 0 {
                groups[i].0 |= 1 << from;
                groups[i].1 = amount;
                return self;
            }
            i += 1;
        }
        panic!("more shift groups than expected");
    }
}

/// Everything fixed about one board size: cell numbering, coordinates, neighbours, shift tables.
#[derive(Debug)]
pub struct Geometry {
    /// Cells per edge: 4 or 5.
    pub side: u8,
    /// Columns: 2 × side − 1.
    pub columns: u8,
    /// Cells: 3 × side × (side − 1) + 1.
    pub cells: u8,
    /// One bit per cell.
    pub(crate) board: u64,
    /// First cell of each column; entry `columns` is `cells`.
    col_start: [u8; 10],
    /// Axial (q, r) of each cell.
    axial: [(i8, i8); MAX_CELLS],
    /// Cell code ([`Cell`]) of each cell.
    code: [Cell; MAX_CELLS],
    /// Neighbour of each cell in each of [`DIRECTIONS`], or `NONE`.
    neighbour: [[u8; 6]; MAX_CELLS],
    /// All six directions (captures, SEE-5).
    pub(crate) around: Shifts,
    /// The three upward directions (SEE-3).
    pub(crate) up: Shifts,
    /// The three downward directions (SEE-3).
    pub(crate) down: Shifts,
    /// South's start cell (SEE-2).
    pub south_start: u8,
    /// North's start cell (SEE-2).
    pub north_start: u8,
}

/// Side 4: 37 cells, game id `seesaw-4`.
pub static SIDE_4: Geometry = Geometry::new(4);
/// Side 5: 61 cells, game id `seesaw`.
pub static SIDE_5: Geometry = Geometry::new(5);

/// The geometry of a supported side (side 4 for 4, side 5 otherwise).
#[inline(always)]
pub fn geometry(side: u8) -> &'static Geometry {
    if side == 4 {
        &SIDE_4
    } else {
        &SIDE_5
    }
}

/// The rows (r) column q spans on a board of this side, lowest first.
const fn column_span(side: u8, q: i8) -> (i8, i8) {
    let n = side as i8 - 1;
    let low = if -q - n > -n { -q - n } else { -n };
    let high = if n - q < n { n - q } else { n };
    (low, high)
}

impl Geometry {
    const fn new(side: u8) -> Geometry {
        let n = side as i8 - 1;
        let columns = 2 * side - 1;
        let mut g = Geometry {
            side,
            columns,
            cells: 0,
            board: 0,
            col_start: [0; 10],
            axial: [(0, 0); MAX_CELLS],
            code: [Cell(0); MAX_CELLS],
            neighbour: [[NONE; 6]; MAX_CELLS],
            around: Shifts::EMPTY,
            up: Shifts::EMPTY,
            down: Shifts::EMPTY,
            south_start: 0,
            north_start: 0,
        };
        let mut index = 0u8;
        let mut col = 0;
        while col < columns {
            g.col_start[col as usize] = index;
            let q = col as i8 - n;
            let (low, high) = column_span(side, q);
            let mut r = high;
            while r >= low {
                g.axial[index as usize] = (q, r);
                g.code[index as usize] = Cell(col << 4 | (high - r) as u8);
                index += 1;
                r -= 1;
            }
            col += 1;
        }
        g.col_start[columns as usize] = index;
        g.cells = index;
        g.board = if index == 64 {
            u64::MAX
        } else {
            (1 << index) - 1
        };
        let mut i = 0;
        while i < index as usize {
            let (q, r) = g.axial[i];
            let mut d = 0;
            while d < 6 {
                let to = g.index_at(q + DIRECTIONS[d].0, r + DIRECTIONS[d].1);
                g.neighbour[i][d] = to;
                if to != NONE {
                    g.around = g.around.add(i as u8, to);
                    if d < 3 {
                        g.up = g.up.add(i as u8, to);
                    } else {
                        g.down = g.down.add(i as u8, to);
                    }
                }
                d += 1;
            }
            i += 1;
        }
        let (q, r) = south_start(side);
        g.south_start = g.index_at(q, r);
        let (q, r) = north_start(side);
        g.north_start = g.index_at(q, r);
        g
    }

    /// The cell at axial (q, r), or `NONE` off the board.
    const fn index_at(&self, q: i8, r: i8) -> u8 {
        let n = self.side as i8 - 1;
        if q < -n || q > n {
            return NONE;
        }
        let (low, high) = column_span(self.side, q);
        if r < low || r > high {
            return NONE;
        }
        self.col_start[(q + n) as usize] + (high - r) as u8
    }

    /// The cell number at axial (q, r), if it is on the board.
    pub fn at(&self, q: i8, r: i8) -> Option<u8> {
        let i = self.index_at(q, r);
        (i != NONE).then_some(i)
    }

    /// Axial (q, r) of cell `index`.
    pub fn axial(&self, index: u8) -> (i8, i8) {
        self.axial[usize::from(index)]
    }

    /// The notation name of cell `index`.
    #[inline(always)]
    pub fn cell(&self, index: u8) -> Cell {
        self.code[usize::from(index)]
    }

    /// The number of a named cell, if the board has it.
    #[inline(always)]
    pub fn index(&self, cell: Cell) -> Option<u8> {
        let col = cell.column();
        if col >= self.columns {
            return None;
        }
        let start = self.col_start[usize::from(col)];
        let index = start + cell.number() - 1;
        (index < self.col_start[usize::from(col) + 1]).then_some(index)
    }

    /// Cells in column `col` (0 = `a`).
    pub fn column_len(&self, col: u8) -> u8 {
        self.col_start[usize::from(col) + 1] - self.col_start[usize::from(col)]
    }

    /// The neighbour of cell `index` in direction `d` (an index into [`DIRECTIONS`]).
    pub fn neighbour(&self, index: u8, d: usize) -> Option<u8> {
        let to = self.neighbour[usize::from(index)][d];
        (to != NONE).then_some(to)
    }
}

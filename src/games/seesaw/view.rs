//! What a Seesaw board shows, as data (no pixels), for a hex renderer.
//!
//! # Spots
//! Every cell is one [`Spot`], numbered in notation order: columns left to right (`a` first,
//! q ascending), and inside each column from the bottom (largest r) to the top. So `Spot(0)` is
//! `a1`, the bottom cell of the leftmost column. Side 5 has spots 0–60 (South's start `e1` is
//! spot 26, North's `e9` spot 34); side 4 has spots 0–36 (`d1` is 15, `d7` is 21). There are no
//! other spots: Seesaw has no off-board places.
//!
//! # Coordinates
//! Cells are flat-topped hexagons in axial coordinates (q, r) with s = −q − r (SEE-1, as in Red
//! Blob Games' guide): q grows to the right, r downwards; the centre is (0, 0) and a cell is on the
//! board when |q|, |r| and |s| are all below the side. [`axial`] and [`spot_at`] map both ways.

use super::board::{geometry, Cell};
use super::rules::{self, Seesaw};
use crate::core::{Seat, Spot};

/// Cells on a board of `side` (4 → 37, 5 → 61); spots are `0..cell_count(side)`.
pub fn cell_count(side: u8) -> u16 {
    geometry(side).cells.into()
}

/// Axial (q, r) of a spot, if the board has it.
pub fn axial(side: u8, spot: Spot) -> Option<(i8, i8)> {
    let geo = geometry(side);
    let index = u8::try_from(spot.0).ok().filter(|&i| i < geo.cells)?;
    Some(geo.axial(index))
}

/// The spot at axial (q, r), if it is on the board.
pub fn spot_at(side: u8, q: i8, r: i8) -> Option<Spot> {
    geometry(side).at(q, r).map(|i| Spot(i.into()))
}

/// The notation name of a spot (`e1`), if the board has it.
pub fn cell_name(side: u8, spot: Spot) -> Option<Cell> {
    let geo = geometry(side);
    let index = u8::try_from(spot.0).ok().filter(|&i| i < geo.cells)?;
    Some(geo.cell(index))
}

/// The spot of a named cell, if the board has it.
pub fn spot_of(side: u8, cell: Cell) -> Option<Spot> {
    geometry(side).index(cell).map(|i| Spot(i.into()))
}

/// A seat's start corner (SEE-2), where its first tile lies for the whole game: South's at the
/// bottom, North's at the top.
pub fn start_spot(side: u8, seat: Seat) -> Spot {
    let geo = geometry(side);
    Spot(
        if seat == Seat::South {
            geo.south_start
        } else {
            geo.north_start
        }
        .into(),
    )
}

/// Whether a stack of `size` owned by `seat` moves up the board (towards North's corner) on its
/// next move (SEE-3): odd stacks go their owner's forward way, even stacks the other way.
pub fn moves_up(seat: Seat, size: u16) -> bool {
    rules::moves_up(rules::idx(seat), size)
}

/// One cell as it should be drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CellView {
    /// The cell's spot.
    pub spot: Spot,
    /// Axial column coordinate (right is positive).
    pub q: i8,
    /// Axial row coordinate (down is positive).
    pub r: i8,
    /// The tile on it (a promotion cell of that seat), if any.
    pub tile: Option<Seat>,
    /// The stack on it: owner and size.
    pub stack: Option<(Seat, u16)>,
}

/// Everything a board picture needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// Cells per edge, 4 or 5.
    pub side: u8,
    /// Every cell in spot order.
    pub cells: Vec<CellView>,
    /// The seat to act (or that would act next, once over).
    pub turn: Seat,
    /// Mid-turn (SEE-6): the capturing stack's spot and its steps left, to mark it.
    pub chain: Option<(Spot, u16)>,
}

impl Seesaw {
    /// The board as data for a renderer.
    pub fn view(&self) -> BoardView {
        let geo = self.geometry();
        let cells = (0..geo.cells)
            .map(|i| {
                let (q, r) = geo.axial(i);
                CellView {
                    spot: Spot(i.into()),
                    q,
                    r,
                    tile: self.tile_at(i),
                    stack: self.stack_at(i),
                }
            })
            .collect();
        BoardView {
            side: self.side(),
            cells,
            turn: self.turn(),
            chain: self.chain().map(|(cell, left)| (Spot(cell.into()), left)),
        }
    }
}

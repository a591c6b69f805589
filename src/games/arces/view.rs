//! What an Arcēs board shows, as data (no pixels): every cell's pieces from bottom to top, the Gold,
//! who is to move and who is out.
//!
//! Spots (the clickable places, [`Spot`]): one per cell, numbered rank by rank from South's left
//! corner: `a1` = 0, `b1` = 1, … `g1` = 6, `a2` = 7, … `d4` (the Gold) = 24, … `g7` = 48. That is
//! the cell's [`Cell::index`]. There are no other spots: `pass` has none.
//!
//! On screen, rank 1 is at the bottom (South's edge), rank 7 at the top (North), file a on the left
//! (West's edge), file g on the right (East).

pub use super::board::{Cell, Piece, Stack, CELLS, FILES, GOLD, RANKS};
use super::rules::{Arces, TURN_LIMIT};
use crate::core::{Game, Seat, Spot};

/// The spot of a cell.
pub fn spot(cell: Cell) -> Spot {
    Spot(cell.index() as u16)
}

/// The cell of a spot, if it is one.
pub fn cell_at(spot: Spot) -> Option<Cell> {
    Cell::from_index(spot.0.into())
}

/// One cell as drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CellView {
    /// Which cell.
    pub cell: Cell,
    /// The lower piece, or the only one.
    pub bottom: Option<Piece>,
    /// The upper piece of a two-piece cell.
    pub top: Option<Piece>,
    /// Whether this is the Gold (drawn gilded).
    pub gold: bool,
}

/// Everything a renderer needs to draw an Arcēs position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// Every cell, in spot order (a1 first).
    pub cells: [CellView; CELLS],
    /// The seats of this game, in turn order (ARC-2).
    pub seats: &'static [Seat],
    /// Per seat, in [`Seat::index`] order: playing in this game but out (ARC-8).
    pub out: [bool; 4],
    /// The seat to move (or that would move next, once the game is over).
    pub turn: Seat,
    /// Moves played so far.
    pub turns_played: u8,
    /// Moves left before the game is drawn (ARC-9).
    pub turns_left: u8,
}

/// The view of a position.
pub fn board_view(game: &Arces) -> BoardView {
    let mut cells = [CellView {
        cell: GOLD,
        bottom: None,
        top: None,
        gold: true,
    }; CELLS];
    for (cell, view) in Cell::all().zip(cells.iter_mut()) {
        let stack = game.stack(cell);
        *view = CellView {
            cell,
            bottom: stack.bottom(),
            top: stack.top(),
            gold: cell == GOLD,
        };
    }
    BoardView {
        cells,
        seats: game.seats(),
        out: Seat::ALL.map(|seat| game.is_out(seat)),
        turn: game.turn(),
        turns_played: game.turns_played(),
        turns_left: TURN_LIMIT.saturating_sub(game.turns_played()),
    }
}

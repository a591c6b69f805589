//! What a Žanstrekt board shows, as data (no pixels): the cells, each seat's lap, the special
//! squares with their names, the pools and exited piles, and the [`Spot`] numbering for input.
//!
//! Spot numbering:
//! - a cell is `Spot(index)` with the grid index of [`Cell`]: `a1` = 0 … `i1` = 8, `a2` = 9 …
//!   `i2` = 17, `a3` = 18 … `i3` = 26, row by row from South's left corner. Only the 21 cells
//!   pieces use (the 20 lap cells and the bridge e2) are spots; the unused cells b2–d2 and f2–h2
//!   (indices 10–12, 14–16) never appear.
//! - South's pool is `Spot(27)`, North's pool `Spot(28)`: the `from` of entering (`+`), whose
//!   target is the seat's Žan cell.
//! - South's exited pile is `Spot(29)`, North's `Spot(30)`: the target of exiting (`h1-off`).
//! - An ambush goes from the castle to the ambushed cell; `throw` has no spots.
//!
//! The layout itself (files a–i left to right, ranks 1–3 from South's side) is in [`super::board`],
//! where the reconstructed facts (ZAN-1, ZAN-2) are kept in one place.

use super::board::{side, Cell, BRIDGE, CELLS, FETNES, GETHRELN, LAPS, LAP_LEN, OTHENT, ZAN};
use super::rules::{ZanAction, Zanstrekt};
use crate::core::{ActionSpots, Seat, Spot};

/// Each seat's pool (South first): pieces waiting to enter.
pub const POOL_SPOT: [Spot; 2] = [Spot(27), Spot(28)];
/// Each seat's exited pile (South first).
pub const EXITED_SPOT: [Spot; 2] = [Spot(29), Spot(30)];

/// The spot of a cell.
pub fn cell_spot(cell: Cell) -> Spot {
    Spot(cell.index() as u16)
}

/// The cell of a spot, if it is a cell pieces use.
pub fn spot_cell(spot: Spot) -> Option<Cell> {
    let cell = Cell(
        u8::try_from(spot.0)
            .ok()
            .filter(|&i| usize::from(i) < CELLS)?,
    );
    cell.is_used().then_some(cell)
}

/// A special square's kind (ZAN-1, ZAN-2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// Entrance and exit of its seat's pieces.
    Zan,
    /// Bridge head: crossing to the other Oþent (ZAN-8).
    Othent,
    /// Castle: stops its seat's pieces and ambushes beside it (ZAN-9).
    Fetnes,
    /// Fate: an extra throw for its seat, removal for the opponent (ZAN-10).
    Gethreln,
    /// The bridge cell e2, between the two Oþents (ZAN-8).
    Bridge,
}

impl Special {
    /// The square's name as the rules write it.
    pub fn name(self) -> &'static str {
        match self {
            Special::Zan => "Žan",
            Special::Othent => "Oþent",
            Special::Fetnes => "Fetneš",
            Special::Gethreln => "Geþreln",
            Special::Bridge => "bridge",
        }
    }
}

/// Every special square with its owner (the bridge belongs to nobody), South's first.
pub fn specials() -> [(Cell, Special, Option<Seat>); 9] {
    let s = Some(Seat::South);
    let n = Some(Seat::North);
    [
        (ZAN[0], Special::Zan, s),
        (OTHENT[0], Special::Othent, s),
        (FETNES[0], Special::Fetnes, s),
        (GETHRELN[0], Special::Gethreln, s),
        (ZAN[1], Special::Zan, n),
        (OTHENT[1], Special::Othent, n),
        (FETNES[1], Special::Fetnes, n),
        (GETHRELN[1], Special::Gethreln, n),
        (BRIDGE, Special::Bridge, None),
    ]
}

/// The special square on `cell`, with its owner, if any.
pub fn special_at(cell: Cell) -> Option<(Special, Option<Seat>)> {
    specials()
        .into_iter()
        .find(|s| s.0 == cell)
        .map(|(_, kind, owner)| (kind, owner))
}

/// `seat`'s lap in order from its Žan (lap index 0) to the cell before it (19); a piece then
/// returns to the Žan (20) and exits from there (ZAN-1, ZAN-5).
pub fn lap(seat: Seat) -> [Cell; LAP_LEN as usize] {
    LAPS[side(seat)]
}

/// Every cell pieces use, in grid-index order.
pub fn cells() -> impl Iterator<Item = Cell> {
    super::board::used_cells()
}

/// The spots of an action played by `seat` (see the module documentation).
pub fn action_spots(seat: Seat, action: ZanAction) -> ActionSpots {
    let me = side(seat);
    match action {
        ZanAction::Enter => ActionSpots {
            from: Some(POOL_SPOT[me]),
            to: Some(cell_spot(ZAN[me])),
        },
        ZanAction::Move { from, to } | ZanAction::Ambush { from, to } => ActionSpots {
            from: Some(cell_spot(from)),
            to: Some(cell_spot(to)),
        },
        ZanAction::Exit { from } => ActionSpots {
            from: Some(cell_spot(from)),
            to: Some(EXITED_SPOT[me]),
        },
        ZanAction::Throw => ActionSpots::default(),
    }
}

impl Zanstrekt {
    /// The opponent pieces `action` would send back to their pool: those landed on or jumped
    /// over (ZAN-6), the one on the Žan when entering, the ambushed one (ZAN-9).
    pub fn captured_by(&self, action: ZanAction) -> impl Iterator<Item = Cell> {
        let mask = self.capture_mask(action);
        cells().filter(move |c| mask & c.bit() != 0)
    }

    /// Every piece on the board: its cell, seat, and whether it has come round to its own Žan.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Seat, bool)> + '_ {
        cells().filter_map(|cell| self.piece_at(cell).map(|(seat, home)| (cell, seat, home)))
    }
}

//! Where one piece goes with one throw: its path along the lap or across the bridge, where it
//! stops, and what it captures (ZAN-5 … ZAN-9).

use super::board::{
    is_othent, other_othent, Cell, BRIDGE, FETNES, HOME, LAPS, LAP_INDEX, LAP_LEN, NOT_ON_LAP, OFF,
    ZAN,
};
use super::rules::{Commitment, ZanAction, Zanstrekt};

/// Where a move ends.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// On a cell.
    Cell(Cell),
    /// Off the board (ZAN-5).
    Off,
}

/// One piece's move with one throw, worked out before it is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    /// Where the piece stops.
    pub end: End,
    /// Opponent pieces landed on or jumped over (ZAN-6).
    pub captures: u32,
    /// The lap index at the end ([`HOME`] when back on its own Žan); meaningless on the bridge.
    pub lap: u8,
    /// Where a piece that stops on the bridge is heading.
    pub toward: Cell,
    /// Whether the piece becomes committed if its owner has no committed piece: a plain move that
    /// ends on an Oþent with the full throw (ZAN-8; a crossing never commits again).
    pub commits: bool,
}

impl Plan {
    /// The action that plays this plan for the piece on `from`.
    pub fn action(&self, from: Cell) -> ZanAction {
        match self.end {
            End::Cell(to) => ZanAction::Move { from, to },
            End::Off => ZanAction::Exit { from },
        }
    }
}

impl Zanstrekt {
    /// The lap index of `me`'s piece on `cell` (not the bridge).
    pub(super) fn lap_of(&self, me: usize, cell: Cell) -> u8 {
        if cell == ZAN[me] && self.home & cell.bit() != 0 {
            HOME
        } else {
            LAP_INDEX[me][cell.index()]
        }
    }

    /// How `me`'s piece on `from` moves with throw `v` (1–5), or `None` if it cannot move.
    ///
    /// The path is a number of bridge steps followed by lap indices from `start` on: a plain move
    /// runs `p + 1 …`; a committed piece on an Oþent steps onto the bridge and then onto the far
    /// Oþent and on along its lap; a piece on the bridge steps straight onto the far Oþent (ZAN-8).
    pub(crate) fn plan(&self, me: usize, from: Cell, v: u8) -> Option<Plan> {
        let crossing = self.commit[me].filter(|c| c.cell() == from);
        let (bridge_steps, start, toward) = match crossing {
            Some(Commitment::Othent(o)) => {
                let far = other_othent(o);
                (1, LAP_INDEX[me][far.index()], far)
            }
            Some(Commitment::Bridge { toward }) => (0, LAP_INDEX[me][toward.index()], toward),
            None => (0, self.lap_of(me, from).saturating_add(1), BRIDGE),
        };
        if start > OFF {
            return None; // not on this seat's lap: an inconsistent position, never reached
        }
        // ZAN-5: a throw that would carry the piece past the exit leaves it where it is.
        if v > bridge_steps && start + (v - 1 - bridge_steps) > OFF {
            return None;
        }
        let own = self.pieces[me] & !from.bit();
        let opp = self.pieces[1 - me];
        let mut plan = Plan {
            end: End::Off,
            captures: 0,
            lap: 0,
            toward,
            commits: false,
        };
        let mut taken = 0;
        for k in 0..v {
            let (cell, lap) = if k < bridge_steps {
                (BRIDGE, NOT_ON_LAP)
            } else {
                let lap = start + (k - bridge_steps);
                if lap == OFF {
                    plan.end = End::Off;
                    taken = k + 1;
                    break;
                }
                (LAPS[me][usize::from(lap % LAP_LEN)], lap)
            };
            // ZAN-7: stop on the cell before one's own piece.
            if own & cell.bit() != 0 {
                break;
            }
            plan.captures |= opp & cell.bit();
            plan.end = End::Cell(cell);
            plan.lap = lap;
            taken = k + 1;
            // ZAN-9: entering one's own castle ends the move.
            if cell == FETNES[me] {
                break;
            }
        }
        if taken == 0 {
            return None; // ZAN-7: a move must advance at least one cell.
        }
        let full = taken == v;
        plan.commits =
            crossing.is_none() && full && matches!(plan.end, End::Cell(to) if is_othent(to));
        Some(plan)
    }
}

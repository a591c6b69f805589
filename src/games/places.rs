//! What is where, as typed facts: every place a board offers to click (its cells and its
//! off-board places: trays, pools, Homes) with what kind of place it is and what stands on it,
//! and where inside a turn the position is. Screen-reader descriptions put these facts into
//! words in `app/`; the rules never need them, so each game computes its facts next to its view
//! (`places.rs` in its folder).
//!
//! The places are the spots of the board's own layouts ([`Spot`]), so the accessible board and
//! pointer input address the same places (a test holds every game to its scene's click regions).

use super::senet::view::Mark;
use super::zanstrekt::view::Special;
use super::AnyGame;
use crate::core::{Outcome, Seat, Spot};

/// What kind of place a spot is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlaceKind {
    /// A plain cell or square.
    Cell,
    /// A Senet square with its traditional mark (SEN-1).
    House(Mark),
    /// Arcēs' central square (ARC-1, ARC-7).
    Gold,
    /// A Žanstrekt special square and the seat it belongs to (ZAN-1, ZAN-2); the bridge cell
    /// belongs to nobody.
    Special(Special, Option<Seat>),
    /// An Arsisesi space on lane 0–4 (`a`–`e`) at rank 1…L from South (ARS-1).
    Space {
        /// The lane, 0 for `a`; the Bridge is lane 2 (`c`).
        lane: u8,
        /// The rank from South's side.
        rank: u8,
        /// Whether the game plays on the Bridge alone (Types A and B name spaces by rank).
        bridge_only: bool,
    },
    /// A seat's Arsisesi Home: its waiting tokens and, in Type A, the opponent's returning ones.
    Home(Seat),
    /// Senet's trays of borne-off pieces, both seats' (SEN-12).
    BorneOff,
    /// A seat's Žanstrekt pool: pieces not entered yet, or sent back (ZAN-4, ZAN-6).
    Pool(Seat),
    /// A seat's pile of Žanstrekt pieces that have left the board (ZAN-5).
    Exited(Seat),
}

/// A piece, or the pieces, standing on a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// A Senet piece.
    Piece(Seat),
    /// A Seesaw stack of `size` pieces (SEE-3).
    Stack {
        /// Its owner.
        owner: Seat,
        /// Pieces in it.
        size: u16,
    },
    /// An Arcēs lone stone.
    Stone(Seat),
    /// An Arcēs marble on its owner's stone (ARC-5).
    Marble(Seat),
    /// Two Arcēs stones of one seat.
    Tower(Seat),
    /// An Arcēs Cage: `top`'s stone sits on `caged`'s (ARC-6).
    Cage {
        /// The stone underneath.
        caged: Seat,
        /// The stone on top, the one that moves.
        top: Seat,
    },
    /// An Arsisesi token.
    Token {
        /// Its owner.
        owner: Seat,
        /// On its way back to its own Home (Type A, ARS-6); otherwise heading for the
        /// opponent's.
        returning: bool,
    },
    /// A Žanstrekt piece.
    Runner {
        /// Its owner.
        owner: Seat,
        /// Back on its own Žan after a full lap, so that only an exact 1 exits it (ZAN-5).
        lap_done: bool,
        /// The Oþent it must cross to with its owner's next throw, if committed (ZAN-8).
        crossing_to: Option<String>,
    },
}

/// One place of a board and what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellFacts {
    /// The place's spot, as the board's layout and [`crate::core::Game::action_spots`] use it.
    pub spot: Spot,
    /// The place as actions name it in notation: `15`, `e3`, `c3`, `3`, the Homes `S` and `N`,
    /// `off` for Senet's trays and Žanstrekt's exited piles, `+` for Žanstrekt's pools.
    pub name: String,
    /// What kind of place it is.
    pub kind: PlaceKind,
    /// Seesaw: the tile on the cell, by owner (SEE-8).
    pub tile: Option<Seat>,
    /// What stands on a cell.
    pub occupant: Option<Occupant>,
    /// What an off-board place or a Home holds: pieces by owner. A Home lists its owner's
    /// waiting tokens first, then (Type A) the opponent's returning ones.
    pub counts: Vec<(Seat, u8)>,
}

impl CellFacts {
    /// Facts of a cell with nothing counted.
    pub(crate) fn cell(spot: Spot, name: impl ToString, kind: PlaceKind) -> CellFacts {
        CellFacts {
            spot,
            name: name.to_string(),
            kind,
            tile: None,
            occupant: None,
            counts: Vec::new(),
        }
    }
}

/// Where inside a turn a position is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnFacts {
    /// The seat that decides next: to act, or to throw at a chance point; `None` once over.
    pub seat: Option<Seat>,
    /// Whether a throw is due before anyone acts.
    pub throw_due: bool,
    /// The pending throw the seat moves with (Senet, Žanstrekt).
    pub throw: Option<u8>,
    /// Arsisesi: movement points left (ARS-2).
    pub points: Option<u8>,
    /// Seesaw mid-turn: the capturing stack's cell and its steps left (SEE-6).
    pub chain: Option<(String, u16)>,
    /// Arcēs: moves played, and the limit at which the game is drawn (ARC-9).
    pub turns: Option<(u8, u8)>,
    /// Arcēs: seats that are out (ARC-8).
    pub out: Vec<Seat>,
    /// Žanstrekt: each committed piece's seat and cell (ZAN-8).
    pub commitments: Vec<(Seat, String)>,
    /// Žanstrekt: the cells the seat to act may ambush instead of throwing (ZAN-9).
    pub ambushes: Vec<String>,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
}

impl TurnFacts {
    /// Facts with only the seat, the throw state and the outcome set.
    pub(crate) fn basic(seat: Option<Seat>, throw_due: bool, outcome: Option<Outcome>) -> Self {
        TurnFacts {
            seat,
            throw_due,
            throw: None,
            points: None,
            chain: None,
            turns: None,
            out: Vec::new(),
            commitments: Vec::new(),
            ambushes: Vec::new(),
            outcome,
        }
    }
}

impl AnyGame {
    /// Every place of the board, cells first in the game's own order, then its off-board places.
    pub fn places(&self) -> Vec<CellFacts> {
        match self {
            AnyGame::Senet(g) => g.places(),
            AnyGame::Seesaw(g) => g.places(),
            AnyGame::Arces(g) => g.places(),
            AnyGame::Arsisesi(g) => g.places(),
            AnyGame::Zanstrekt(g) => g.places(),
        }
    }

    /// The places a walkthrough's note can name (docs/notation.md, "Annotated records"): the cells and
    /// spaces, and Arsisesi's Homes; not the places of either seat that share one name (`off`,
    /// `+`): Senet's trays, Žanstrekt's pools and exited piles. Each one's name is what
    /// [`Game::parse_place`](crate::core::Game::parse_place) reads back to its spot.
    pub fn note_places(&self) -> Vec<CellFacts> {
        let mut places = self.places();
        places.retain(|p| {
            !matches!(
                p.kind,
                PlaceKind::BorneOff | PlaceKind::Pool(_) | PlaceKind::Exited(_)
            )
        });
        places
    }

    /// The facts of one place, if the board has it.
    pub fn place(&self, spot: Spot) -> Option<CellFacts> {
        self.places().into_iter().find(|p| p.spot == spot)
    }

    /// Who decides next and what the turn holds.
    pub fn turn_facts(&self) -> TurnFacts {
        match self {
            AnyGame::Senet(g) => g.turn_facts(),
            AnyGame::Seesaw(g) => g.turn_facts(),
            AnyGame::Arces(g) => g.turn_facts(),
            AnyGame::Arsisesi(g) => g.turn_facts(),
            AnyGame::Zanstrekt(g) => g.turn_facts(),
        }
    }
}

/// The seat to decide and whether a throw is due, from who acts and the turn field's seat.
pub(crate) fn deciding(to_act: crate::core::ToAct, turn: Seat) -> (Option<Seat>, bool) {
    match to_act {
        crate::core::ToAct::Player(seat) => (Some(seat), false),
        crate::core::ToAct::Chance => (Some(turn), true),
        crate::core::ToAct::Over => (None, false),
    }
}

#[cfg(test)]
mod tests;

//! What an Arsisesi board shows, as data (no pixels): the lanes in play, the Homes and what waits
//! in them, and the [`Spot`] numbering used by pointer input.
//!
//! # Spots
//! The numbering does not depend on the game type or the lane length, so a spot means the same
//! place in every Arsisesi position:
//!
//! | Spot | Place |
//! |---|---|
//! | 0 | South's Home (`S`), below rank 1 of every lane |
//! | `10 × lane + rank` | the space of lane 0–4 (`a`–`e`) at rank 1–10: `a1` = 1, `a10` = 10, `b1` = 11, …, `e10` = 50 |
//! | 51 | North's Home (`N`), above rank L of every lane |
//!
//! Types A and B play on the Bridge, the centre lane `c`, so their spaces are spots 21…20 + L
//! (rank 3 of the Bridge is spot 23). An action's `from` is its token's spot (the Home's spot for a
//! token leaving a Home, ARS-6/ARS-8), its `to` the spot it goes to; `end` has neither.

use super::board::{GameType, BRIDGE, LANES, LANE_LETTERS, MAX_LEN};
use super::rules::{Arsisesi, ArsisesiAction, Piece, Place};
use crate::core::{Seat, Spot};

/// The spot of South's Home.
pub const SOUTH_HOME: Spot = Spot(0);
/// The spot of North's Home.
pub const NORTH_HOME: Spot = Spot(10 * LANES as u16 + 1);

/// The spot of a place (see the module documentation).
pub fn spot(place: Place) -> Spot {
    match place {
        Place::SouthHome => SOUTH_HOME,
        Place::NorthHome => NORTH_HOME,
        Place::Bridge(rank) => Spot(10 * u16::from(BRIDGE) + u16::from(rank)),
        Place::Cell { lane, rank } => Spot(10 * u16::from(lane) + u16::from(rank)),
    }
}

/// The Home a unit action would send a kicked token back to (ARS-5), if it kicks: what the page
/// tints, with the kicked space, to show the token's return.
pub fn kicked_home(game: &Arsisesi, action: ArsisesiAction) -> Option<Spot> {
    game.kicked(action)
        .map(|piece| spot(Place::home(piece.owner)))
}

/// The place a spot names in `game`, if it is a Home or a space in play there.
pub fn place_of(game: &Arsisesi, spot: Spot) -> Option<Place> {
    match spot {
        SOUTH_HOME => Some(Place::SouthHome),
        NORTH_HOME => Some(Place::NorthHome),
        Spot(n) => {
            let (lane, rank) = ((n - 1) / 10, (n - 1) % 10 + 1);
            let (first, last) = game.kind().lane_range();
            let lane = u8::try_from(lane).ok()?;
            let rank = u8::try_from(rank).ok()?;
            if lane < first || lane > last || rank > game.lane_len() || rank > MAX_LEN {
                return None;
            }
            Some(game.place(lane, rank))
        }
    }
}

/// The lanes drawn as in play, by absolute number (0 = `a`); the others are drawn unused.
pub fn lanes_in_play(kind: GameType) -> std::ops::RangeInclusive<u8> {
    let (first, last) = kind.lane_range();
    first..=last
}

/// The letter of a lane, `a`–`e`.
pub fn lane_letter(lane: u8) -> char {
    LANE_LETTERS[usize::from(lane).min(LANES - 1)]
}

/// What one Home holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HomeView {
    /// The owner's outbound tokens waiting to set out.
    pub waiting: u8,
    /// The opponent's returning tokens waiting to go back (Type A, ARS-6).
    pub guests: u8,
}

/// The contents of `owner`'s Home.
pub fn home(game: &Arsisesi, owner: Seat) -> HomeView {
    HomeView {
        waiting: game.waiting(owner),
        guests: game.arrived(owner.opponent()),
    }
}

/// Every space in play with its token, lane by lane from `a`, ranks from South.
pub fn spaces(game: &Arsisesi) -> impl Iterator<Item = (Place, Option<Piece>)> + '_ {
    lanes_in_play(game.kind()).flat_map(move |lane| {
        (1..=game.lane_len()).map(move |rank| (game.place(lane, rank), game.piece_at(lane, rank)))
    })
}

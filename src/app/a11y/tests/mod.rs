//! The screen-reader models' tests, in English (each test thread starts in English).

mod describe;
mod moves;
mod nav;
mod news;
// Native only: it reads the other languages' catalogs from disk.
#[cfg(not(target_arch = "wasm32"))]
mod punctuation;
mod typed;

use crate::core::Record;
use crate::games::AnyGame;

/// The position a record reaches.
fn pos(text: &str) -> AnyGame {
    Record::<AnyGame>::parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .position()
        .clone()
}

/// The spot of the place named `name` (as notation names it).
fn spot(game: &AnyGame, name: &str) -> crate::core::Spot {
    let place = game.places().into_iter().find(|p| p.name == name);
    place
        .unwrap_or_else(|| panic!("{game}: no place {name}"))
        .spot
}

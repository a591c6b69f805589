//! Words for the games' typed facts, through the message catalog (`src/i18n`): game names, seat
//! names and errors. Names stay as they are in every language (Senet, Arcēs); the words around
//! them are translated.

mod errors;

pub use errors::{rule_words, InWords, Short};

use crate::core::{Game, Seat};
use crate::games::GAME_IDS;
use crate::i18n::{self, t};

/// The name of a game id for people (`Arcēs, 3 players`), in the current language.
pub fn game_name(id: &str) -> String {
    if GAME_IDS.contains(&id) {
        t(&format!("game-{id}"))
    } else {
        t("game-unknown")
    }
}

/// The name of `seat` in `game` (Senet says Black and White), in the current language.
pub fn seat_name(game: &impl Game, seat: Seat) -> String {
    i18n::seat_name(game.seat_name(seat))
}

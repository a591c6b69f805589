//! Playing without sight in the browser (issue 21): the accessible board beside the canvas
//! ([`grid`]), the one polite live region ([`live`]) and, on the game page, the list of legal
//! moves and the typed-move field ([`page`]). The words come from [`crate::app::a11y`]; every
//! move goes through the same session paths as a click, a button or the keys.

pub mod grid;
pub mod live;
pub mod page;

use crate::app::a11y;
use crate::core::Record;
use crate::games::AnyGame;

/// A reading key (D, L, W): what it says about `shown` (the position on the board) and `record`
/// (the game). `None` for any other key.
pub fn reading(key: &str, shown: &AnyGame, record: &Record<AnyGame>) -> Option<String> {
    Some(match key {
        "d" | "D" => a11y::full(shown),
        "l" | "L" => a11y::last_move(record),
        "w" | "W" => a11y::turn(shown),
        _ => return None,
    })
}

/// Whether a key press should leave the reading keys alone: a modifier is held, a field has
/// the focus, or a dialog is open (its own keys come first).
pub fn keys_held(event: &web_sys::KeyboardEvent) -> bool {
    if event.ctrl_key() || event.alt_key() || event.meta_key() {
        return true;
    }
    let Ok(document) = super::dom::document() else {
        return true;
    };
    let typing = document.active_element().is_some_and(|e| {
        matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
            || e.has_attribute("contenteditable")
    });
    typing
        || document
            .query_selector("dialog[open]")
            .ok()
            .flatten()
            .is_some()
}

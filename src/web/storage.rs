//! Saved games in local storage: the current record of each game id, and the last game played.
//! Storage may be missing or full (private modes); every failure just means "not saved".

use super::dom;

const PREFIX: &str = "quintet.v1.";

fn storage() -> Option<web_sys::Storage> {
    dom::window().ok()?.local_storage().ok()?
}

/// Keeps `record` as the current game of `id`, and `id` as the last game played.
pub fn save(id: &str, record: &str) {
    if let Some(store) = storage() {
        let _ = store.set_item(&format!("{PREFIX}game.{id}"), record);
        let _ = store.set_item(&format!("{PREFIX}last"), id);
    }
}

/// The saved record of `id`, if any.
pub fn load(id: &str) -> Option<String> {
    storage()?.get_item(&format!("{PREFIX}game.{id}")).ok()?
}

/// The game id played last, if any.
pub fn last_id() -> Option<String> {
    storage()?.get_item(&format!("{PREFIX}last")).ok()?
}

/// Forgets the saved game of `id` (when it could not be read).
pub fn forget(id: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(&format!("{PREFIX}game.{id}"));
    }
}

/// A saved on/off setting, `default` when never set.
pub fn setting(name: &str, default: bool) -> bool {
    storage()
        .and_then(|s| {
            s.get_item(&format!("{PREFIX}setting.{name}"))
                .ok()
                .flatten()
        })
        .map_or(default, |v| v == "1")
}

/// Saves an on/off setting.
pub fn set_setting(name: &str, on: bool) {
    if let Some(store) = storage() {
        let _ = store.set_item(
            &format!("{PREFIX}setting.{name}"),
            if on { "1" } else { "0" },
        );
    }
}

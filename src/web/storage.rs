//! The browser's storage as strings: `localStorage` for saved games ([`Local`], the
//! [`Store`] of `app::saved`) and settings, `sessionStorage` for which saved game this tab
//! shows. Storage may be missing or full (private modes); reads then find nothing and writes
//! say why they failed.

use super::dom;
use crate::app::saved::{Store, StoreError};

/// Settings keep the first version's keys: their format never changed.
const SETTING: &str = "quintet.v1.setting.";
/// The item of `sessionStorage` naming the saved game this tab shows, so that a reload resumes
/// it rather than starting a copy.
const TAB: &str = "quintet.v2.tab";

fn local() -> Option<web_sys::Storage> {
    dom::window().ok()?.local_storage().ok()?
}

fn session() -> Option<web_sys::Storage> {
    dom::window().ok()?.session_storage().ok()?
}

/// `localStorage`.
pub struct Local;

impl Store for Local {
    fn get(&self, key: &str) -> Option<String> {
        local()?.get_item(key).ok()?
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let store = local().ok_or(StoreError::Missing)?;
        store.set_item(key, value).map_err(|_| StoreError::Full)
    }

    fn remove(&self, key: &str) {
        if let Some(store) = local() {
            let _ = store.remove_item(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Some(store) = local() else {
            return Vec::new();
        };
        let count = store.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| store.key(i).ok().flatten())
            .collect()
    }
}

/// The saved game this tab shows, if it remembers one.
pub fn tab_key() -> Option<String> {
    session()?.get_item(TAB).ok()?
}

/// Remembers (or with `None` forgets) the saved game this tab shows.
pub fn set_tab_key(key: Option<&str>) {
    if let Some(store) = session() {
        let _ = match key {
            Some(key) => store.set_item(TAB, key),
            None => store.remove_item(TAB),
        };
    }
}

/// A saved setting, `None` when never set.
pub fn setting_text(name: &str) -> Option<String> {
    Local.get(&format!("{SETTING}{name}"))
}

/// A saved on/off setting, `default` when never set.
pub fn setting(name: &str, default: bool) -> bool {
    setting_text(name).map_or(default, |v| v == "1")
}

/// Saves an on/off setting (a setting that cannot be saved just lasts this visit).
pub fn set_setting(name: &str, on: bool) {
    let _ = Local.set(&format!("{SETTING}{name}"), if on { "1" } else { "0" });
}

/// The item of `sessionStorage` naming the remote game this tab shows (its match), which makes
/// index.html's loader start the remote variant on a reload.
const REMOTE_TAB: &str = "quintet.v2.remote-tab";

/// The remote game this tab shows, if it remembers one.
pub fn remote_tab() -> Option<String> {
    session()?.get_item(REMOTE_TAB).ok()?
}

/// Remembers (or with `None` forgets) the remote game this tab shows.
pub fn set_remote_tab(key: Option<&str>) {
    if let Some(store) = session() {
        let _ = match key {
            Some(key) => store.set_item(REMOTE_TAB, key),
            None => store.remove_item(REMOTE_TAB),
        };
    }
}

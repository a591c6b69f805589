//! Where the game page lets the remote variant (`web::remote`, the `quintet-remote` wasm) drive a
//! game with a friend on another device. The variant installs its [`Hooks`] before the page
//! mounts; the plain page never does, so nothing they call is in its wasm: it pays for these few
//! calls alone.

use super::page::Page;
use crate::games::AnyRoll;
use std::cell::Cell;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// The remote variant's side of the page.
pub(super) struct Hooks {
    /// Opens the game on arrival when the address is a remote game's (a `?play=` link,
    /// `?remote=`); false leaves the arrival to the page.
    pub(super) arrive: fn(&mut Page) -> bool,
    /// The throw the protocol gives where the page's remote game is.
    pub(super) throw: fn(&Page) -> Option<AnyRoll>,
    /// Whether the person at this device may play in the page's remote game now: `Err` holds
    /// the catalog key of the words that say why not.
    pub(super) may_act: fn(&Page) -> Result<(), &'static str>,
    /// After every refresh of the page (remote game or not).
    pub(super) refreshed: fn(&mut Page) -> Result<(), JsValue>,
    /// Appends the group of remote games to "Your games"; whether it had any.
    pub(super) games: fn(&Element) -> Result<bool, JsValue>,
    /// A click on a button of that group.
    pub(super) games_clicked: fn(&Element) -> Result<(), JsValue>,
}

thread_local! {
    static HOOKS: Cell<Option<&'static Hooks>> = const { Cell::new(None) };
}

/// Installs the variant's hooks (before the page mounts).
pub(super) fn install(hooks: &'static Hooks) {
    HOOKS.set(Some(hooks));
}

/// The variant's hooks, where it runs.
pub(super) fn get() -> Option<&'static Hooks> {
    HOOKS.get()
}

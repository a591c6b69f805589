//! Continue in another browser (docs/remote.md, "A game that follows its player"): the game lives
//! in the browser that accepted it, so a person who opens the friend's link in another browser
//! (a chat app's own, another on the phone) only watches there. This device's part of the game,
//! its whole memory with its secrets, goes to the other browser in a private link,
//! `<page>?remote=continue#<memory>`; that browser keeps it and plays, and this one records that
//! it handed the game over (`quintet.v2.moved.<match>`) and from then on only watches, so the two
//! never both move (a signed game would show it if they did: "When two copies differ").

use super::arrival::{open_saved, show};
use super::{item, notice, with_remote, Mode};
use crate::app::remote_words::word;
use crate::app::saved::Store;
use crate::games::AnyGame;
use crate::remote::Device;
use crate::web::dom;
use crate::web::page::Page;
use crate::web::storage::Local;
use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};
use wasm_bindgen::JsValue;

/// The `remote=` value of a private link.
pub(super) const CONTINUE: &str = "continue";
/// The prefix of the item that says this browser handed a game over; the match follows.
const MOVED: &str = "quintet.v2.moved.";
/// What a memory's text needs escaped in a fragment (its lines, spaces, and the `#` of its links).
const FRAGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'#')
    .add(b'%')
    .add(b'"')
    .add(b'<')
    .add(b'>')
    .add(b'`');

/// Whether this browser handed the game `key` over to another.
pub(super) fn moved(key: &str) -> bool {
    Local.get(&format!("{MOVED}{key}")).is_some()
}

/// Forgets that the game `key` was handed over (Your games' Delete, or the game back here).
pub(super) fn forget(key: &str) {
    Local.remove(&format!("{MOVED}{key}"));
}

/// The private link of the game shown: this device's memory, for its person's other browser.
pub(super) fn private_link() -> Option<String> {
    with_remote(|r| r.device.as_ref().and_then(link_of)).flatten()
}

/// The private link of `device`'s game.
pub(super) fn link_of(device: &Device<AnyGame>) -> Option<String> {
    let text = device.encode();
    let page = super::page_address().ok()?;
    Some(format!(
        "{page}?remote={CONTINUE}#{}",
        utf8_percent_encode(&text, FRAGMENT)
    ))
}

/// Continue in another browser, pressed: the game is handed over, and this browser only
/// watches it from now on.
pub(super) fn hand_over(page: &mut Page) -> Result<(), JsValue> {
    let key = with_remote(|r| {
        r.moved = true;
        r.key.clone()
    });
    if let Some(key) = key {
        if Local.set(&format!("{MOVED}{key}"), "1").is_err() {
            page.message = word("remote-why-state");
        }
        page.announcement = word("remote-moved");
    }
    page.refresh()
}

/// A private link opened here: the memory it carries is kept (unless this browser holds the game
/// further on already) and shown, to play; the address loses the secrets at once.
pub(super) fn arrive(page: &mut Page) -> bool {
    let Ok(location) = dom::window().map(|w| w.location()) else {
        return false;
    };
    let hash = location.hash().unwrap_or_default();
    let text = percent_decode_str(hash.trim_start_matches('#'))
        .decode_utf8()
        .map(|t| t.into_owned())
        .unwrap_or_default();
    let device = match Device::<AnyGame>::decode(&text) {
        Ok(device) => device,
        Err(e) => {
            let _ = super::arrival::clean_address();
            notice(crate::app::remote_words::refusal(
                &crate::remote::Refusal::State(e),
            ));
            return false;
        }
    };
    let key = device.id().to_text();
    // The secrets leave the address bar before anything else.
    if let Ok(history) = dom::window().and_then(|w| w.history()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("?remote={key}")));
    }
    let held = Local
        .get(&item(&key))
        .and_then(|t| Device::<AnyGame>::decode(&t).ok());
    if held.is_some_and(|h| h.chain().messages().len() > device.chain().messages().len()) {
        notice(word("remote-continue-older"));
        return open_saved(page, &key);
    }
    if Local.set(&item(&key), &text).is_err() {
        notice(word("remote-why-state"));
        return false;
    }
    forget(&key);
    notice(word("remote-continued"));
    show(page, key, Mode::Playing, Some(device), Some(text));
    true
}

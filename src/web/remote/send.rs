//! Handing the link to send over, and saying beside it what became of it once that is known:
//! handed to the share sheet on phones and tablets (where `navigator.share` exists and the
//! pointer is coarse), copied to the clipboard elsewhere, or after a sheet that was cancelled or
//! failed; and when the clipboard refuses too, that the link is in the box to copy by hand. The
//! page's own Share (`web::share`) answers at once instead, to keep the first download small;
//! here the answer waits for the browser's, so a cancelled sheet is never said to have the link.

use super::panel;
use crate::app::remote_words::word;
use crate::web::dom;
use crate::web::l10n::then_once;
use js_sys::Reflect;
use wasm_bindgen::JsCast;
use web_sys::ShareData;

/// Hands `url` to the share sheet, or copies it where there is none (or the sheet does not
/// take it), and says which beside the link.
pub(super) fn hand_over(url: &str) {
    let Ok(navigator) = dom::window().map(|w| w.navigator()) else {
        return copy(url);
    };
    let has_sheet = Reflect::get(&navigator, &"share".into()).is_ok_and(|f| f.is_function());
    if !has_sheet || !dom::media("(pointer: coarse)") {
        return copy(url);
    }
    let data = ShareData::new();
    data.set_url(url);
    let url = url.to_string();
    then_once(
        &navigator.share_with_data(&data),
        |_| say("remote-shared"),
        move |_| copy(&url),
    );
}

/// Copies `url` and says so, or that it could not be (no clipboard on an insecure page, or
/// the browser refused).
pub(super) fn copy(url: &str) {
    let clipboard = dom::window()
        .ok()
        .and_then(|w| Reflect::get(&w.navigator(), &"clipboard".into()).ok())
        .filter(|c| !c.is_undefined())
        .map(|c| c.unchecked_into::<web_sys::Clipboard>());
    match clipboard {
        Some(clipboard) => then_once(
            &clipboard.write_text(url),
            |_| say("remote-copied"),
            |_| say("remote-copy-refused"),
        ),
        None => say("remote-copy-refused"),
    }
}

/// Says the message `key` beside the link (a status region: read out too).
fn say(key: &str) {
    let _ = panel::say(&word(key));
}

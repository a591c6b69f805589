//! The Share buttons: a link to the shown position or to the whole game (compact whenever that is
//! shorter, `app::links`), shown in the page and copied, or on phones handed to the system share
//! sheet.

use super::dom;
use wasm_bindgen::prelude::*;
use web_sys::{HtmlInputElement, ShareData};

/// What the screen-reader live region says after each way of sharing.
const COPIED_GAME: &str = "Link to the game copied.";
const COPIED_POSITION: &str = "Link to the position copied.";
const SHEET_GAME: &str = "Link to the game passed to the share sheet.";
const SHEET_POSITION: &str = "Link to the position passed to the share sheet.";

/// Shares the page's link to `record`: shows it in the link field, then hands it to the system
/// share sheet on phones and tablets (where `navigator.share` exists and the pointer is coarse;
/// desktops get the clipboard people expect there), copying it instead if the sheet is refused
/// or fails. Returns what to announce.
pub(super) fn offer(record: &str, whole_game: bool) -> Result<&'static str, JsValue> {
    let window = dom::window()?;
    let location = window.location();
    let link = format!("{}{}#{record}", location.origin()?, location.pathname()?);
    let field: HtmlInputElement = dom::by_id("share-link")?;
    field.set_value(&link);
    field.set_hidden(false);
    field.select();
    let navigator = window.navigator();
    let has_sheet =
        js_sys::Reflect::get(&navigator, &"share".into()).is_ok_and(|f| f.is_function());
    if has_sheet && dom::media("(pointer: coarse)") {
        let data = ShareData::new();
        data.set_url(&link);
        // Cancelling the sheet also rejects; the link is then on the clipboard all the same.
        let fallback = Closure::once(move |_: JsValue| copy(&link));
        let _ = navigator.share_with_data(&data).catch(&fallback);
        // The promise keeps the closure until it settles; an unused one costs a few bytes.
        fallback.forget();
        return Ok(if whole_game {
            SHEET_GAME
        } else {
            SHEET_POSITION
        });
    }
    copy(&link);
    Ok(if whole_game {
        COPIED_GAME
    } else {
        COPIED_POSITION
    })
}

/// Copies `link`. The clipboard may be refused (permissions, insecure pages): the link field
/// shows it anyway.
fn copy(link: &str) {
    if let Ok(window) = dom::window() {
        let _ = window.navigator().clipboard().write_text(link);
    }
}

//! The Share buttons: a link to the shown position or to the whole game (compact whenever that is
//! shorter, `app::links`), shown in the page and copied, or on phones handed to the system share
//! sheet.

use super::dom;
use crate::app::links::announcement;
use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlInputElement, ShareData};

/// Shares the page's link to `record`: shows it in the link field, then hands it to the system
/// share sheet on phones and tablets (where `navigator.share` exists and the pointer is coarse;
/// desktops get the clipboard people expect there), copying it instead if the sheet is refused
/// or fails. Returns what to announce.
pub(super) fn offer(record: &str, whole_game: bool) -> Result<String, JsValue> {
    let window = dom::window()?;
    let location = window.location();
    let record = crate::app::links::fragment(record);
    let link = format!("{}{}#{record}", location.origin()?, location.pathname()?);
    let field: HtmlInputElement = dom::by_id("share-link")?;
    field.set_value(&link);
    field.set_hidden(false);
    field.select();
    Ok(announcement(whole_game, hand_over(&link)?))
}

/// Hands `link` to the system share sheet on phones and tablets, copying it instead if the sheet
/// is refused or fails, or copies it on other devices; returns whether the sheet had it.
pub(super) fn hand_over(link: &str) -> Result<bool, JsValue> {
    let window = dom::window()?;
    let navigator = window.navigator();
    let has_sheet = Reflect::get(&navigator, &"share".into()).is_ok_and(|f| f.is_function());
    if has_sheet && dom::media("(pointer: coarse)") {
        let data = ShareData::new();
        data.set_url(link);
        let promise = navigator.share_with_data(&data);
        // If the sheet is refused, fails or is cancelled, the promise rejects and calls
        // `clipboard.writeText(link)`: a bound function, which needs no Rust closure (their
        // glue costs the page a kilobyte).
        let clipboard = navigator.clipboard();
        let method = |on: &JsValue, name: &str| {
            Reflect::get(on, &name.into())
                .ok()
                .and_then(|f| f.dyn_into::<Function>().ok())
        };
        // Insecure pages have no clipboard: then the link field is all there is.
        if let (Some(write), Some(catch)) =
            (method(&clipboard, "writeText"), method(&promise, "catch"))
        {
            let _ = catch.call1(&promise, &write.bind1(&clipboard, &link.into()));
        }
        return Ok(true);
    }
    copy(link);
    Ok(false)
}

/// Copies `link`. The clipboard may be refused (permissions, insecure pages): the link field
/// shows it anyway.
pub(super) fn copy(link: &str) {
    if let Ok(window) = dom::window() {
        let _ = window.navigator().clipboard().write_text(link);
    }
}

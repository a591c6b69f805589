//! The result panel over the board at the end of a game: who won, how, the points, and Rematch,
//! New game and Share game (a Review button joins them once the review exists).

use super::dom;
use super::page::Page;
use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlElement};

/// Shows the panel while the game on the board is over (unless it was hidden), else hides it.
pub(super) fn update(page: &Page) -> Result<(), JsValue> {
    let panel: HtmlElement = dom::by_id("result")?;
    let result = page
        .session
        .result()
        .filter(|_| page.result_shown() && !page.opening.is_open());
    panel.set_hidden(result.is_none());
    let Some(result) = result else {
        return Ok(());
    };
    for (id, text) in [
        ("result-title", result.headline.as_str()),
        ("result-reason", &result.reason),
        ("result-points", result.points.as_deref().unwrap_or("")),
    ] {
        dom::set_text(&dom::by_id::<Element>(id)?, text);
    }
    Ok(())
}

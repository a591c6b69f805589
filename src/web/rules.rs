//! The Rules dialog: the game's rules as text, with small live example boards (embedded,
//! non-interactive, with highlighted cells). Everything is inserted as text, never as HTML.

use super::{dom, embed};
use crate::app::rules::rules_for;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlDialogElement};

/// Fills the dialog with the rules of `game_id` and opens it.
pub fn open(game_id: &str) -> Result<(), JsValue> {
    let rules = rules_for(game_id);
    dom::set_text(&dom::by_id::<Element>("rules-title")?, rules.title);
    let body: Element = dom::by_id("rules-body")?;
    dom::clear(&body);
    dom::append(&body, "p", "summary", rules.summary)?;
    let dialog: HtmlDialogElement = dom::by_id("rules-dialog")?;
    dialog.show_modal()?;
    // Boards size themselves to their container, so they are mounted once the dialog is shown.
    for section in rules.sections {
        dom::append(&body, "h3", "", section.heading)?;
        for paragraph in section.paragraphs {
            dom::append(&body, "p", "", paragraph)?;
        }
        if let Some(example) = &section.example {
            let figure = dom::append(&body, "figure", "", "")?;
            let host = dom::append(&figure, "div", "example", "")?;
            dom::append(&figure, "figcaption", "", example.caption)?;
            let options = format!("interactive=0&highlight={}", example.highlight.join(","));
            embed::mount(
                host.dyn_into()?,
                example.record,
                &options,
                embed::Target::Quiet,
            )?;
        }
    }
    Ok(())
}

/// Closes the dialog and drops its boards.
pub fn close() -> Result<(), JsValue> {
    let dialog: HtmlDialogElement = dom::by_id("rules-dialog")?;
    dialog.close();
    dom::clear(&dom::by_id::<Element>("rules-body")?);
    Ok(())
}

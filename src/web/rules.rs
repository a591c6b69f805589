//! The Rules dialog: the game's rules as text, with small live example boards (embedded,
//! non-interactive, with highlighted cells). Everything is inserted as text, never as HTML.

use super::{dialogs, dom, embed, l10n};
use crate::app::rules::{rules_for, Rules};
use crate::i18n::{self, t};
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// Fills the dialog with the rules of `game_id` and opens it, once the rules texts of the
/// current language are there (they are fetched the first time).
pub fn open(game_id: &str) -> Result<(), JsValue> {
    let rules = rules_for(game_id);
    if i18n::has(rules.summary) {
        return show(rules);
    }
    l10n::load_rules(move || {
        if let Err(error) = show(rules) {
            web_sys::console::error_1(&error);
        }
    });
    Ok(())
}

fn show(rules: &'static Rules) -> Result<(), JsValue> {
    dom::set_text(&dom::by_id::<Element>("rules-title")?, &t(rules.title));
    let body: Element = dom::by_id("rules-body")?;
    dom::clear(&body);
    if !i18n::has(rules.summary) {
        // Offline before the service worker kept them, or a failed network.
        dom::append(&body, "p", "summary", &t("page-rules-unavailable"))?;
        return dialogs::open("rules-dialog");
    }
    dom::append(&body, "p", "summary", &t(rules.summary))?;
    dialogs::open("rules-dialog")?;
    // Boards size themselves to their container, so they are mounted once the dialog is shown.
    for section in rules.sections {
        dom::append(&body, "h3", "", &t(section.heading))?;
        for paragraph in section.paragraphs {
            dom::append(&body, "p", "", &t(paragraph))?;
        }
        if let Some(example) = &section.example {
            let figure = dom::append(&body, "figure", "", "")?;
            let host = dom::append(&figure, "div", "example", "")?;
            dom::append(&figure, "figcaption", "", &t(example.caption))?;
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

/// Drops the boards of the closed dialog (however it was closed).
pub fn closed() {
    if let Ok(body) = dom::by_id::<Element>("rules-body") {
        dom::clear(&body);
    }
}

//! The Rules dialog: the game's rules as text, with small example boards, each a non-interactive
//! `<quintet-board>` with highlighted cells. The element and its wasm are the embeds'
//! (`quintet-board.js`, `scripts/embed.mjs`), loaded the first time the dialog opens and
//! precached like the rules texts, so the page's own wasm carries no embed view (issue 37:
//! 12.6 KB of its gzip). Everything is inserted as text, never as HTML.

use super::{dialogs, dom, l10n, trusted};
use crate::app::rules::{rules_for, Rules};
use crate::i18n::{self, t};
use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// The script that defines `<quintet-board>`, beside the page (`scripts/embed.mjs`); the single
/// file defines the element inline instead (`scripts/offline.mjs`).
pub const BOARD_SCRIPT: &str = "quintet-board.js";

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
    // The boards size themselves to their container, so they are added once the dialog is shown;
    // each draws in the page's language (the element fetches its words, already cached).
    let lang = i18n::language();
    for section in rules.sections {
        dom::append(&body, "h3", "", &t(section.heading))?;
        for paragraph in section.paragraphs {
            dom::append(&body, "p", "", &t(paragraph))?;
        }
        if let Some(example) = &section.example {
            let figure = dom::append(&body, "figure", "", "")?;
            let board = dom::append(&figure, "quintet-board", "example", "")?;
            for (name, value) in [
                ("record", example.record),
                ("interactive", "0"),
                ("highlight", &example.highlight.join(",")),
                ("lang", lang),
            ] {
                board.set_attribute(name, value)?;
            }
            dom::append(&figure, "figcaption", "", &t(example.caption))?;
        }
    }
    define_board()
}

/// Loads the script that defines `<quintet-board>` unless the element is defined (the single
/// file, or a second opening) or its script was asked for already.
fn define_board() -> Result<(), JsValue> {
    let window = dom::window()?;
    let registry = Reflect::get(&window, &"customElements".into())?;
    let get: Function = Reflect::get(&registry, &"get".into())?.dyn_into()?;
    let document = dom::document()?;
    let selector = format!("script[src=\"{BOARD_SCRIPT}\"]");
    if !get
        .call1(&registry, &"quintet-board".into())?
        .is_undefined()
        || document.query_selector(&selector)?.is_some()
    {
        return Ok(());
    }
    trusted::load_module(&document, BOARD_SCRIPT)
}

/// Drops the boards of the closed dialog (however it was closed).
pub fn closed() {
    if let Ok(body) = dom::by_id::<Element>("rules-body") {
        dom::clear(&body);
    }
}

//! The position editor in the browser (its own wasm, `src/bin/editor.rs`): `editor.html` mounts
//! the editing page (`page`); loaded by the game page instead, the same module makes the
//! game page's picture downloads (`service`), so that the game page does not carry them.

mod events;
mod files;
mod page;
mod panel;
mod service;
mod walk;

use super::dom;

/// Starts the editor page, or the download service on the game page. Errors are reported on the
/// page and the console, never as a panic.
pub fn start() {
    // Out of the task that compiled the wasm, as the game page's start (`web::start`), and the
    // English catalog's set-up apart from the language's choice: each is cold code (issue 20).
    dom::soon(|| {
        crate::i18n::load_area(crate::i18n::EDITOR);
        crate::i18n::load_area(crate::i18n::BOARD);
        // The language the game page chose (link, setting or browser), before any word is
        // shown: the editor's panel and the pictures' captions.
        dom::soon(|| super::l10n::start_area("editor", run));
    });
}

fn run() {
    let Ok(document) = dom::document() else {
        return;
    };
    if document.get_element_by_id("editor").is_none() {
        if let Err(error) = service::install() {
            web_sys::console::error_1(&error);
        }
        return;
    }
    // (The service worker is registered once the panel is filled: `page::mount`.)
    if let Err(error) = page::mount() {
        web_sys::console::error_1(&error);
        // The panel, hidden until it is filled, shows the message.
        let _ = dom::root_attribute("data-ready", "");
        if let Some(el) = document.get_element_by_id("editor-status") {
            let text = crate::i18n::tr(
                "editor-failed",
                &[("error", super::describe(&error).into())],
            );
            dom::set_text(&el, &text);
        }
    }
}

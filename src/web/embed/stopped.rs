//! Embedded boards stopped by a panic. Built with `panic = "abort"`, the wasm stops at a panic
//! (the console shows only `RuntimeError: unreachable`), and what it was doing is left half
//! done: only a reload brings the boards back. Every board of a page runs in the one wasm, so a
//! panic hook, which runs before the stop, has each of them say so in its note, in its language,
//! with a Reload button, and tells its host once with a `quintet-error` (`<quintet-board>`: an
//! event; `embed.html`: a message to its parent). The boards are kept here apart from the
//! boards' own list, which the panic may have left lent out. (The game page and the editor say
//! a trap of their wasm from a script of their page: `index.html`, `www/editor.html`.)

use super::{element, frame, Target};
use crate::app::embed::events::{BoardEvent, ErrorDetail};
use crate::i18n::{self, t};
use crate::web::dom;
use gloo::events::EventListener;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;

thread_local! {
    /// Each board's note and where its events go.
    static SHOWN: RefCell<Vec<(HtmlElement, Target)>> = const { RefCell::new(Vec::new()) };
    /// Whether the hosts were told: once is enough, however many panics follow.
    static TOLD: Cell<bool> = const { Cell::new(false) };
}

/// Installs the panic report of the embeds' wasm; with `window.quintetTestHooks` set before it
/// starts (the browser tests set it), also `window.quintetEmbedTest.panic()`, which panics while
/// the boards are lent out, as a bug would: nothing on a host page calls it.
pub(super) fn install() {
    std::panic::set_hook(Box::new(|_| report()));
    let Ok(window) = dom::window() else { return };
    let wanted =
        js_sys::Reflect::get(&window, &"quintetTestHooks".into()).is_ok_and(|v| v.is_truthy());
    if !wanted {
        return;
    }
    let hook = js_sys::Object::new();
    let panic = Closure::<dyn Fn()>::new(|| {
        super::BOARDS.with(|boards| {
            let _lent = boards.borrow_mut();
            panic!("quintetEmbedTest.panic()");
        })
    });
    let _ = js_sys::Reflect::set(&hook, &"panic".into(), panic.as_ref());
    panic.forget();
    let _ = js_sys::Reflect::set(&window, &"quintetEmbedTest".into(), &hook);
}

/// Keeps board `index`'s note and target for a report.
pub(super) fn register(index: usize) {
    let shown = super::BOARDS.with(|boards| {
        let boards = boards.borrow();
        let board = boards.get(index)?.as_ref()?;
        Some((board.view.note.clone(), board.target.clone()))
    });
    if let Some(shown) = shown {
        SHOWN.with(|s| s.borrow_mut().push(shown));
    }
}

/// Says that the boards stopped on every board still on the page, each in its language (the
/// `lang` its element or page carries), and tells their hosts the first time.
fn report() {
    let tell = !TOLD.replace(true);
    SHOWN.with(|shown| {
        let Ok(shown) = shown.try_borrow() else {
            return;
        };
        for (note, target) in shown.iter().filter(|(note, _)| note.is_connected()) {
            let lang = note
                .closest("[lang]")
                .ok()
                .flatten()
                .and_then(|e| e.get_attribute("lang"));
            let home = lang.map(|code| i18n::enter(i18n::pick(&code)));
            let message = t("panic-stopped");
            dom::set_text(note, &message);
            note.set_hidden(false);
            reload_button(note);
            if let Some(home) = home {
                i18n::enter(home);
            }
            if !tell {
                continue;
            }
            let event = [BoardEvent::Error(ErrorDetail { message })];
            let told = match target {
                Target::Element(element) => element::deliver(element, &event),
                Target::Frame => frame::post(&event),
                Target::Quiet => Ok(()),
            };
            if let Err(error) = told {
                web_sys::console::error_1(&error);
            }
        }
    });
}

/// Appends a Reload button to `parent`.
fn reload_button(parent: &HtmlElement) {
    if let Ok(button) = dom::append(parent, "button", "", &t("panic-reload")) {
        let _ = button.set_attribute("type", "button");
        // Nothing of the stopped program is used: its state may be half changed.
        EventListener::new(&button, "click", |_| {
            if let Ok(window) = dom::window() {
                let _ = window.location().reload();
            }
        })
        .forget();
    }
}

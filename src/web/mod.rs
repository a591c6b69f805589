//! The browser front end (wasm32 only): DOM, canvas, pointer events and the address bar.
//! Long-lived state stays in Rust (`page::Page` in a thread-local); events borrow it briefly.
//! The computer opponent's Web Worker, the position editor and the embeds (`embed.html`,
//! `<quintet-board>`) are wasms of their own, whose entry points are [`worker`], [`editor`] and
//! [`embed`]; so is the game page with games by link turned on, [`remote`].

mod a11y;
mod analysis;
mod canvas;
mod ceremony_view;
mod computer;
mod dialogs;
mod dom;
pub mod editor;
pub mod embed;
mod events;
mod guide;
mod handoff;
mod hooks;
mod input;
mod l10n;
mod moves_list;
mod newgame;
mod page;
mod painted;
mod panel;
pub mod remote;
mod result_view;
mod review;
mod rules;
mod saved_view;
mod share;
mod sliced;
mod sound;
mod spawn;
mod storage;
mod trusted;
pub mod worker;

use crate::i18n::tr;
use wasm_bindgen::JsValue;

/// Registers the service worker that keeps the app working offline (only over http(s): pages
/// opened from disk cannot have one, and the single-file build needs none, even served over
/// http, where its policy, which allows `blob:` workers only, would refuse it with an error).
fn register_service_worker() {
    let Ok(window) = dom::window() else { return };
    let over_http = window
        .location()
        .protocol()
        .is_ok_and(|p| p.starts_with("http"));
    if over_http && !trusted::single_file() {
        // The promise's outcome changes nothing for the page; offline support is a bonus.
        let container = window.navigator().service_worker();
        if let Err(error) = trusted::register_service_worker(&container, "sw.js") {
            web_sys::console::error_1(&error);
        }
    }
}

/// Mounts the page. Errors are reported on the page and the console, never as a panic.
pub fn start() {
    let Ok(document) = dom::document() else {
        return;
    };
    if document.get_element_by_id("board").is_none() {
        // Not the game page (the embeds start their own wasm: [`embed::start`]).
        return;
    }
    // The page starts in its language, so nothing is drawn twice: the language in a task of its
    // own, its mount in the next and its first board in the tasks after that (issue 20). The
    // task that started the wasm also finished compiling it, and a phone's simulation puts it
    // as late as the wasm's download ends: whatever runs in it lengthens a late long task.
    dom::soon(|| l10n::start(|| dom::soon(mount_page)));
}

/// Mounts the game page, or says on it why it could not start.
fn mount_page() {
    if let Err(error) = page::mount() {
        web_sys::console::error_1(&error);
        if let Ok(doc) = dom::document() {
            if let Some(el) = doc.get_element_by_id("message") {
                let why = describe(&error);
                dom::set_text(&el, &tr("page-start-failed", &[("why", why.into())]));
            }
        }
        // A page that could not start still works offline next time; one that did registers at
        // the end of its start (`page::mount`).
        register_service_worker();
    }
}

/// A JS error value as text.
fn describe(error: &JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}

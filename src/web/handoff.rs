//! The game page's ways into the position editor: "Edit this position" opens `editor.html` on
//! the position shown, and the picture downloads (SVG and PNG of the board) are made by the
//! editor's own module, loaded the first time one is asked for (`editor-start.js`, which starts
//! `src/web/editor/service.rs` on this page). So the game page carries neither the SVG backend
//! nor the file code, and the pictures are the editor's, byte for byte.

use super::dom;
use super::page::{with_page, Page};
use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The editor's loader, written by `scripts/editor.mjs` beside `editor.html`.
const EDITOR_MODULE: &str = "editor-start.js";

/// What a button does to the page.
type Action = fn(&mut Page) -> Result<(), JsValue>;

/// Connects the buttons. The single-file download has no editor beside it and leaves them out.
pub fn wire() -> Result<(), JsValue> {
    let actions: [(&str, Action); 3] = [
        ("edit-position", edit),
        ("download-svg", |page| download(page, "svg")),
        ("download-png", |page| download(page, "png")),
    ];
    for (id, action) in actions {
        if let Ok(button) = dom::by_id::<web_sys::Element>(id) {
            EventListener::new(&button, "click", move |_| with_page(action)).forget();
        }
    }
    Ok(())
}

/// Opens the editor on the position shown, or on the whole walkthrough.
fn edit(page: &mut Page) -> Result<(), JsValue> {
    let text = crate::app::links::fragment(&walk_or_position(page));
    dom::window()?
        .location()
        .assign(&format!("editor.html#{text}"))
}

/// The record of a walkthrough, or the position shown.
fn walk_or_position(page: &Page) -> String {
    let record = page.session.record();
    if record.has_notes() {
        record.to_string()
    } else {
        page.session.position_text()
    }
}

/// Asks the editor's module for a picture of the position shown, as the board is turned.
fn download(page: &mut Page, format: &str) -> Result<(), JsValue> {
    let request = js_sys::Object::new();
    let set = |key: &str, value: JsValue| js_sys::Reflect::set(&request, &key.into(), &value);
    set("record", walk_or_position(page).into())?;
    // A walkthrough's picture is its step's, marks and arrows included.
    set("ply", crate::app::walk::point(&page.session).into())?;
    set("flip", page.flipped().into())?;
    set("format", format.into())?;
    set("scale", 2.into())?;
    let window: JsValue = dom::window()?.into();
    let export = js_sys::Reflect::get(&window, &"quintetExport".into())?;
    if let Some(export) = export.dyn_ref::<js_sys::Function>() {
        export.call1(&JsValue::NULL, &request)?;
        return Ok(());
    }
    // The module is not loaded yet: leave the request for it and load it (once).
    js_sys::Reflect::set(&window, &"quintetExportRequest".into(), &request)?;
    let document = dom::document()?;
    let selector = format!("script[src=\"{EDITOR_MODULE}\"]");
    if document.query_selector(&selector)?.is_none() {
        // Through the Trusted Types policy: a script's address is a script sink.
        super::trusted::load_module(&document, EDITOR_MODULE)?;
    }
    Ok(())
}

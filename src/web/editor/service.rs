//! Picture downloads for the game page. The game page sets `window.quintetExportRequest`
//! (`{ record, flip, format, scale }`) and loads this module; the module installs
//! `window.quintetExport(request)` for the next ones and answers the pending one. The request is
//! read like any input: a record that does not read is reported on the console, never drawn.

use super::super::dom;
use super::files;
use crate::core::Record;
use crate::games::AnyGame;
use crate::render::Diagram;
use wasm_bindgen::prelude::*;

/// Installs `window.quintetExport` and answers the request waiting for it, if any.
pub fn install() -> Result<(), JsValue> {
    let window: JsValue = dom::window()?.into();
    let answer = Closure::<dyn Fn(JsValue)>::new(|request: JsValue| {
        if let Err(error) = export(&request) {
            web_sys::console::error_1(&error);
        }
    });
    js_sys::Reflect::set(&window, &"quintetExport".into(), answer.as_ref())?;
    answer.forget();
    let pending = js_sys::Reflect::get(&window, &"quintetExportRequest".into())?;
    if pending.is_object() {
        js_sys::Reflect::delete_property(&window.into(), &"quintetExportRequest".into())?;
        export(&pending)?;
    }
    Ok(())
}

/// Makes the file a request asks for.
fn export(request: &JsValue) -> Result<(), JsValue> {
    let field = |name: &str| js_sys::Reflect::get(request, &name.into());
    let record = field("record")?.as_string().unwrap_or_default();
    let record =
        Record::<AnyGame>::parse(&record).map_err(|e| JsValue::from_str(&e.to_string()))?;
    // A walkthrough's step: its position and its note's marks and arrows.
    let ply = field("ply")?
        .as_f64()
        .map_or(record.tokens().len(), |ply| ply.max(0.0) as usize);
    let game: AnyGame = record.position_at(ply);
    let diagram = Diagram {
        flip: field("flip")?.as_bool().unwrap_or(false),
        note: record.note(ply.min(record.tokens().len())).cloned(),
        ..Diagram::default()
    };
    match field("format")?.as_string().as_deref() {
        Some("svg") => files::svg(&game, &diagram),
        _ => {
            let scale = field("scale")?.as_f64().unwrap_or(2.0) as u32;
            files::png(&game, &diagram, scale)
        }
    }
}

//! Diagram files: the SVG text and the PNG picture of a position, handed to the browser as
//! downloads. The SVG is [`Diagram::svg`], the bytes `quintet render --svg` prints; the PNG is the
//! same scene drawn by the canvas backend at 1× or 2× its logical size.

use super::super::{canvas, dom};
use crate::games::AnyGame;
use crate::render::Diagram;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlCanvasElement, Url};

/// The file name of a diagram of `game`: `quintet-senet.svg`, `quintet-arces@2x.png`.
pub fn name(game: &AnyGame, extension: &str, scale: u32) -> String {
    let id = crate::core::Game::id(game);
    if scale > 1 {
        format!("quintet-{id}@{scale}x.{extension}")
    } else {
        format!("quintet-{id}.{extension}")
    }
}

/// Downloads the SVG diagram of `game`.
pub fn svg(game: &AnyGame, diagram: &Diagram) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(&diagram.svg(game)));
    let options = BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    save(&blob, &name(game, "svg", 1))
}

/// Downloads the PNG diagram of `game`, `scale` pixels per logical unit (1 or 2).
pub fn png(game: &AnyGame, diagram: &Diagram, scale: u32) -> Result<(), JsValue> {
    let scene = diagram.scene(game);
    let canvas: HtmlCanvasElement = dom::document()?.create_element("canvas")?.dyn_into()?;
    let k = f64::from(scale.clamp(1, 4));
    canvas.set_width((f64::from(scene.width) * k).ceil() as u32);
    canvas.set_height((f64::from(scene.height) * k).ceil() as u32);
    canvas::draw(&canvas::context(&canvas)?, &scene, 1.0, k)?;
    let file = name(game, "png", scale);
    let done = Closure::once_into_js(move |blob: JsValue| {
        if let Ok(blob) = blob.dyn_into::<Blob>() {
            if let Err(error) = save(&blob, &file) {
                web_sys::console::error_1(&error);
            }
        }
    });
    canvas.to_blob(done.unchecked_ref())
}

/// Hands `blob` to the browser as a download named `file`.
fn save(blob: &Blob, file: &str) -> Result<(), JsValue> {
    let url = Url::create_object_url_with_blob(blob)?;
    let link: HtmlAnchorElement = dom::document()?.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(file);
    link.click();
    // The download has started from the link; the address can go once the click is handled.
    gloo::timers::callback::Timeout::new(1_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

//! Input wiring that the game page and the editor page share: listeners that live as long as the
//! document, the clicked element's attribute, presses on a board canvas, the keyboard's commands,
//! and the browser tests' view of a board's spots.

use super::dom;
use crate::app::keys::{self, Command};
use crate::core::Spot;
use crate::render::Scene;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, KeyboardEvent, PointerEvent};

/// Calls `f` for every `event` on `target`, for the life of the page.
pub fn listen(target: &EventTarget, event: &'static str, f: impl FnMut(&web_sys::Event) + 'static) {
    // A page lives as long as its document, so its listeners do too.
    EventListener::new(target, event, f).forget();
}

/// The value of `attribute` on the event's target or its closest ancestor that has it.
pub fn target_attribute(event: &web_sys::Event, attribute: &str) -> Option<String> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    target
        .closest(&format!("[{attribute}]"))
        .ok()??
        .get_attribute(attribute)
}

/// The event's target, if it is an `<input>`.
pub fn target_input(event: &web_sys::Event) -> Option<web_sys::HtmlInputElement> {
    event.target()?.dyn_into().ok()
}

/// Calls `f` with the number in `attribute` of the element clicked inside the element `container`
/// (or of its closest ancestor that has one): offered moves, the move list, the palette.
pub fn on_pick(container: &str, attribute: &'static str, f: fn(usize)) -> Result<(), JsValue> {
    let target: Element = dom::by_id(container)?;
    listen(&target, "click", move |event| {
        if let Some(n) = target_attribute(event, attribute).and_then(|n| n.parse().ok()) {
            f(n);
        }
    });
    Ok(())
}

/// Calls `f` with the point (CSS pixels from the canvas's corner) of each primary press on a
/// board canvas: mouse, touch or pen.
pub fn on_press(canvas: &Element, f: fn(f64, f64)) {
    // Not passive: preventing the default stops a tap from also scrolling or zooming.
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(canvas, "pointerdown", options, move |event| {
        let Some(event) = event.dyn_ref::<PointerEvent>() else {
            return;
        };
        if !event.is_primary() || event.button() > 0 {
            return;
        }
        event.prevent_default();
        f(f64::from(event.offset_x()), f64::from(event.offset_y()));
    })
    .forget();
}

/// Calls `f` with the command of each key pressed outside the page's fields (arrows only while
/// the board, `#board`, has the focus: elsewhere they scroll the page). While a dialog is open
/// the keys are its own: no command reaches the page behind it.
pub fn on_keys(f: fn(Command)) -> Result<(), JsValue> {
    let document = dom::document()?;
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&document, "keydown", options, move |event| {
        let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if super::dialogs::any_open() {
            return;
        }
        let active = dom::document().ok().and_then(|d| d.active_element());
        let tag = active.as_ref().map(|e| e.tag_name()).unwrap_or_default();
        if matches!(tag.as_str(), "SELECT" | "INPUT" | "TEXTAREA")
            || event.alt_key()
            || event.meta_key()
        {
            return;
        }
        let on_board = active.is_some_and(|e| e.id() == "board");
        let ctrl = event.ctrl_key();
        let Some(command) = keys::command(&event.key(), ctrl, event.shift_key(), on_board) else {
            return;
        };
        if matches!(command, Command::Cursor(..)) && !on_board {
            return;
        }
        event.prevent_default();
        f(command);
    })
    .forget();
    Ok(())
}

/// How a test hook sees a page's board: it calls its argument with the scene drawn and the
/// scale it was drawn at (CSS pixels per logical unit), if the page is mounted.
pub type BoardView = fn(&mut dyn FnMut(&Scene, f64));

/// Adds `spotCenter(spot)` (a spot's centre in CSS pixels from the canvas's corner, or null) and
/// `smallestTarget()` (the narrowest clickable region in CSS pixels) to a test hook object, so
/// browser tests need not reimplement the layout; and `panic()`, which panics while the page's
/// state is lent out, as a bug would, for the tests of the page's panic report (the pages' scripts, `embed::stopped`):
/// nothing a person does on the page calls it.
pub fn board_hooks(hook: &js_sys::Object, view: BoardView) -> Result<(), JsValue> {
    let center = Closure::<dyn Fn(u16) -> JsValue>::new(move |spot: u16| {
        let mut out = JsValue::NULL;
        view(&mut |scene, scale| {
            if let Some((x, y)) = scene.spot_center(Spot(spot)) {
                let (x, y) = (f64::from(x) * scale, f64::from(y) * scale);
                out = js_sys::Array::of2(&x.into(), &y.into()).into();
            }
        });
        out
    });
    let smallest = Closure::<dyn Fn() -> JsValue>::new(move || {
        let mut out = JsValue::NULL;
        view(&mut |scene, scale| {
            if let Some(s) = scene.smallest_hit() {
                out = (f64::from(s) * scale).into();
            }
        });
        out
    });
    let panic = Closure::<dyn Fn()>::new(move || view(&mut |_, _| std::process::abort()));
    // A walkthrough's marks and arrows as drawn (`mark:G:13`, `arrow:G:11:13`), not as pixels.
    let drawn = Closure::<dyn Fn() -> JsValue>::new(move || {
        let out = js_sys::Array::new();
        view(&mut |scene, _| {
            for text in crate::render::notes::drawn(scene) {
                out.push(&text.into());
            }
        });
        out.into()
    });
    js_sys::Reflect::set(hook, &"spotCenter".into(), center.as_ref())?;
    js_sys::Reflect::set(hook, &"smallestTarget".into(), smallest.as_ref())?;
    js_sys::Reflect::set(hook, &"panic".into(), panic.as_ref())?;
    js_sys::Reflect::set(hook, &"drawn".into(), drawn.as_ref())?;
    center.forget();
    smallest.forget();
    panic.forget();
    drawn.forget();
    Ok(())
}

//! The `<quintet-board>` element's side in Rust. The element itself is a small class in
//! `quintet-board.js` (written by `scripts/embed.mjs`): it mounts a board into its shadow root
//! with `quintetMountBoard` and forwards attribute changes, properties and methods to
//! `quintetBoardCall`. Events go back as `CustomEvent`s on the element that bubble and are
//! composed, so a listener anywhere on the page hears them.

use super::language::{self, BASE};
use super::{act, answer, mount, read, to_js, Target};
use crate::app::embed::events::BoardEvent;
use crate::web::dom;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CustomEvent, CustomEventInit, Element, HtmlElement};

/// Dispatches `events` on `element`.
pub(super) fn deliver(element: &Element, events: &[BoardEvent]) -> Result<(), JsValue> {
    for event in events {
        let init = CustomEventInit::new();
        init.set_bubbles(true);
        init.set_composed(true);
        init.set_detail(&to_js(event)?);
        let custom = CustomEvent::new_with_event_init_dict(event.name(), &init)?;
        element.dispatch_event(&custom)?;
    }
    Ok(())
}

/// One call from the element: `command` on board `index` with `arg`. Every argument comes from
/// a host page's script, so each is checked, and nothing here throws.
fn call(index: usize, command: &str, arg: JsValue) -> Result<JsValue, JsValue> {
    let text = arg.as_string();
    Ok(match command {
        "record" => read(index, |b| b.record_text()).into(),
        "position" => read(index, |b| b.position_text()).into(),
        "legalMoves" => to_js(&read(index, |b| b.legal_moves()))?,
        // For the browser tests: what the picture shows of a walkthrough's note.
        "drawn" => {
            let drawn = super::BOARDS.with(|b| {
                let boards = b.borrow();
                let board = boards.get(index).and_then(Option::as_ref);
                board.map(|board| board.view.drawn()).unwrap_or_default()
            });
            to_js(&drawn)?
        }
        // For the browser tests: the record's tokens (without notes), and how a person plays a
        // token on the board (the spots to click and where, or the bar's command).
        "tokens" => {
            let tokens = read(index, |b| {
                let record = b.session().record();
                record
                    .tokens()
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
            });
            to_js(&tokens)?
        }
        "plan" => {
            let notation = text.unwrap_or_default();
            let plan = super::BOARDS.with(|b| {
                let boards = b.borrow();
                let board = boards.get(index).and_then(Option::as_ref)?;
                board.view.plan(&board.model, &notation)
            });
            to_js(&plan)?
        }
        // A value that is not text plays nothing and is refused in the board's words.
        "play" => {
            let notation = text.unwrap_or_default();
            to_js(&answer(index, &mut |b| b.play(&notation)))?
        }
        "goTo" => {
            let ply = arg.as_f64().unwrap_or(f64::NAN);
            to_js(&answer(index, &mut |b| b.go_to(ply)))?
        }
        "flip" => {
            act(index, &mut |b| b.model.flip());
            JsValue::UNDEFINED
        }
        "reset" => {
            act(index, &mut |b| b.model.reset());
            JsValue::UNDEFINED
        }
        "setRecord" => {
            let record = text.unwrap_or_default();
            act(index, &mut |b| b.model.set_record(&record));
            JsValue::UNDEFINED
        }
        "setOptions" => {
            let query = text.unwrap_or_default();
            act(index, &mut |b| b.model.set_options(&query));
            JsValue::UNDEFINED
        }
        // What `ready` waits for after the mount: the board's words.
        "worded" => language::worded(index).into(),
        _ => JsValue::UNDEFINED,
    })
}

/// Installs `window.quintetMountBoard(host, record, query, element, base)` (returns the board's
/// index; `base` is the address of the embed's files, where its language files are) and `window.quintetBoardCall(index, command, arg)`, which the element's script calls.
pub fn install() -> Result<(), JsValue> {
    let window: JsValue = dom::window()?.into();
    let mount_fn = Closure::<dyn Fn(JsValue, JsValue, JsValue, JsValue, JsValue) -> JsValue>::new(
        |host: JsValue, record: JsValue, query: JsValue, element: JsValue, base: JsValue| {
            if let Some(base) = base.as_string() {
                BASE.with(|b| *b.borrow_mut() = base);
            }
            let Ok(host) = host.dyn_into::<HtmlElement>() else {
                return JsValue::from_str("quintet: the host must be an element");
            };
            let target = match element.dyn_into::<Element>() {
                Ok(element) => Target::Element(element),
                Err(_) => Target::Quiet,
            };
            let record = record.as_string().unwrap_or_default();
            let query = query.as_string().unwrap_or_default();
            match mount(host, &record, &query, target) {
                Ok(index) => {
                    super::stopped::register(index);
                    JsValue::from_f64(index as f64)
                }
                Err(error) => error,
            }
        },
    );
    js_sys::Reflect::set(&window, &"quintetMountBoard".into(), mount_fn.as_ref())?;
    mount_fn.forget();
    let call_fn = Closure::<dyn Fn(JsValue, JsValue, JsValue) -> JsValue>::new(
        |index: JsValue, command: JsValue, arg: JsValue| {
            let index = index.as_f64().filter(|i| *i >= 0.0 && i.fract() == 0.0);
            match (index, command.as_string()) {
                (Some(index), Some(command)) => {
                    call(index as usize, &command, arg).unwrap_or_else(|error| {
                        web_sys::console::error_1(&error);
                        JsValue::UNDEFINED
                    })
                }
                _ => JsValue::UNDEFINED,
            }
        },
    );
    js_sys::Reflect::set(&window, &"quintetBoardCall".into(), call_fn.as_ref())?;
    call_fn.forget();
    Ok(())
}

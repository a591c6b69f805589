//! `embed.html`'s protocol with the page that frames it. Out: the record as a plain string after
//! each change (as before events existed), and each event as `{ type: "quintet-move", … }`.
//! In: a record string, `{ type: "quintet-play", notation }` and `{ type: "quintet-goto", ply }`.
//! Messages are data from another site: each is checked, anything else is ignored, and nothing
//! here throws.

use super::view::View;
use super::{act, add, answer, to_js, Target};
use crate::app::embed::events::BoardEvent;
use crate::app::embed::MAX_RECORD;
use crate::core::Record;
use crate::games::AnyGame;
use crate::web::dom::{self, Step};
use gloo::events::EventListener;
use js_sys::Reflect;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlElement, MessageEvent, Window};

thread_local! {
    /// The record last sent to the parent, so that only changes are sent.
    static SENT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Mounts the iframe page: the record from the fragment, the options from the query. In short
/// tasks (issue 20): the board's model; its elements and listeners; its texts, buttons, words
/// and the canvas's box; its picture, drawn in slices off the page and then shown. Each runs
/// code for the first time, which the browser compiles as it is first called: as one task, the
/// mount blocked a phone's page for some 200 ms. The canvas has no backing store until its
/// picture is shown, so a sized canvas is a drawn board.
pub fn mount_page(host: HtmlElement) -> Result<(), JsValue> {
    let record = crate::web::page::hash_text();
    let query = dom::window()?.location().search()?;
    let model = Rc::new(Cell::new(None));
    let index = Rc::new(Cell::new(None));
    let (made, added, shown, drawn) = (model.clone(), index.clone(), index.clone(), index);
    let mut slices = None;
    dom::in_turn(vec![
        dom::once(move || {
            made.set(Some(super::model(&record, &query)));
            Ok(())
        }),
        dom::once(move || {
            let Some(model) = model.take() else {
                return Ok(());
            };
            let index = add(host, model, Target::Frame)?;
            added.set(Some(index));
            super::stopped::register(index);
            listen(index)
        }),
        dom::once(move || {
            let Some(index) = shown.get() else {
                return Ok(());
            };
            // embed.html's placeholder, shown until now (it paints before the wasm has come);
            // the page's heading stays, inside its landmark.
            if let Some(placeholder) = dom::document()?.query_selector("#embed .loading")? {
                placeholder.remove();
            }
            with_view(index, |view| view.held = true);
            act(index, &mut |_| ());
            Ok(())
        }),
        Box::new(move || {
            let Some(index) = drawn.get() else {
                return Ok(Step::Done);
            };
            let step = with_view(index, |view| view.first_slice(&mut slices));
            Ok(step.unwrap_or(Ok(Step::Done)).unwrap_or_else(|error| {
                // A picture that failed in slices is drawn whole.
                web_sys::console::error_1(&error);
                act(index, &mut |_| ());
                Step::Done
            }))
        }),
    ]);
    Ok(())
}

/// Runs `f` on board `index`'s view, if the board is there.
fn with_view<R>(index: usize, f: impl FnOnce(&mut View) -> R) -> Option<R> {
    super::BOARDS.with(|b| {
        let mut boards = b.borrow_mut();
        Some(f(&mut boards.get_mut(index)?.as_mut()?.view))
    })
}

/// The parent window, if the page is framed.
fn parent() -> Option<Window> {
    let window = dom::window().ok()?;
    window
        .parent()
        .ok()
        .flatten()
        .filter(|parent| *parent != window)
}

/// Keeps the record in the address and tells the parent about it and about `events`.
pub(super) fn deliver(events: &[BoardEvent], record: &str) -> Result<(), JsValue> {
    let changed = SENT.with(|sent| {
        let mut sent = sent.borrow_mut();
        let changed = sent.as_deref() != Some(record);
        *sent = Some(record.to_string());
        changed
    });
    let window = dom::window()?;
    if changed {
        let location = window.location();
        let hash = crate::app::links::fragment(record);
        let url = format!("{}{}#{hash}", location.pathname()?, location.search()?);
        window
            .history()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&url))?;
    }
    let Some(parent) = parent() else {
        return Ok(());
    };
    post(events)?;
    if changed {
        parent.post_message(&JsValue::from_str(record), "*")?;
    }
    Ok(())
}

/// Posts `events` to the parent page, each as `{ type, …detail }`.
pub(super) fn post(events: &[BoardEvent]) -> Result<(), JsValue> {
    let Some(parent) = parent() else {
        return Ok(());
    };
    for event in events {
        let message = to_js(event)?;
        Reflect::set(&message, &"type".into(), &event.name().into())?;
        parent.post_message(&message, "*")?;
    }
    Ok(())
}

/// Obeys the parent's messages.
fn listen(index: usize) -> Result<(), JsValue> {
    let window = dom::window()?;
    EventListener::new(&window, "message", move |event| {
        let Some(event) = event.dyn_ref::<MessageEvent>() else {
            return;
        };
        // Only the page that frames the board drives it.
        let from_parent = match (parent(), event.source()) {
            (Some(parent), Some(source)) => JsValue::from(parent) == JsValue::from(source),
            _ => false,
        };
        if from_parent {
            obey(index, &event.data());
        }
    })
    .forget();
    // A walkthrough steps with the arrow keys from the moment the frame has the focus, before
    // anything in it has (the board's own elements handle their keys).
    let active = gloo::events::EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&window, "keydown", active, move |event| {
        let idle = dom::document()
            .ok()
            .and_then(|d| d.active_element())
            .is_none_or(|a| a.tag_name() == "BODY");
        if let (Some(key), true) = (event.dyn_ref::<web_sys::KeyboardEvent>(), idle) {
            if let (false, Some(extras)) = (crate::web::a11y::keys_held(key), super::extras()) {
                (extras.key)(key, index);
            }
        }
    })
    .forget();
    Ok(())
}

/// One message from the parent.
fn obey(index: usize, data: &JsValue) {
    // A bare string is a record to show; an unreadable one is ignored, as it always was.
    if let Some(text) = data.as_string() {
        let text = text.trim();
        if text.len() <= MAX_RECORD && Record::<AnyGame>::parse(text).is_ok() {
            act(index, &mut |b| {
                if b.model.record_text() != text {
                    b.model.set_record(text);
                }
            });
        }
        return;
    }
    if !data.is_object() {
        return;
    }
    let field = |name: &str| Reflect::get(data, &name.into()).unwrap_or(JsValue::UNDEFINED);
    match field("type").as_string().as_deref() {
        Some("quintet-play") => {
            let notation = field("notation").as_string().unwrap_or_default();
            answer(index, &mut |b| b.play(&notation));
        }
        Some("quintet-goto") => {
            let ply = field("ply").as_f64().unwrap_or(f64::NAN);
            answer(index, &mut |b| b.go_to(ply));
        }
        _ => {}
    }
}

//! Every dialog of the page behaves alike: it opens modal, Escape (the browser's own `cancel`)
//! or a click on the backdrop closes it, focus goes back to the control that opened it, and no
//! game key acts while one is open (the page's key handler asks [`any_open`]).

use super::dom;
use gloo::events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlDialogElement, HtmlElement, MouseEvent};

thread_local! {
    /// The element that had the focus when each open dialog opened, innermost last.
    static OPENERS: RefCell<Vec<(String, Option<HtmlElement>)>> = const { RefCell::new(Vec::new()) };
}

/// Wires the dialog `id`: a backdrop click closes it, and when it closes (by any means) `on_close`
/// runs and the focus returns to its opener.
pub fn wire(id: &'static str, on_close: fn()) -> Result<(), JsValue> {
    let dialog: HtmlDialogElement = dom::by_id(id)?;
    EventListener::new(&dialog, "click", move |event| {
        let (Some(event), Ok(dialog)) = (
            event.dyn_ref::<MouseEvent>(),
            dom::by_id::<HtmlDialogElement>(id),
        ) else {
            return;
        };
        // A click on the backdrop reaches the dialog itself, outside its box (its padding is
        // inside the box, and clicks there must not close it).
        let on_dialog = event
            .target()
            .is_some_and(|t| JsValue::from(t) == JsValue::from(dialog.clone()));
        let r = dialog.get_bounding_client_rect();
        let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
        let outside = x < r.left() || x > r.right() || y < r.top() || y > r.bottom();
        if on_dialog && outside {
            dialog.close();
        }
    })
    .forget();
    EventListener::new(&dialog, "close", move |_| {
        on_close();
        let opener = OPENERS.with(|o| {
            let mut openers = o.borrow_mut();
            let at = openers.iter().rposition(|(d, _)| d == id)?;
            openers.remove(at).1
        });
        if let Some(opener) = opener.filter(|o| o.is_connected()) {
            let _ = opener.focus();
        }
    })
    .forget();
    Ok(())
}

/// Opens the dialog `id` as a modal, remembering what had the focus.
pub fn open(id: &str) -> Result<(), JsValue> {
    let dialog: HtmlDialogElement = dom::by_id(id)?;
    if dialog.open() {
        return Ok(());
    }
    let opener = dom::document()?
        .active_element()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    OPENERS.with(|o| o.borrow_mut().push((id.to_string(), opener)));
    dialog.show_modal()
}

/// Closes the dialog `id` (its `close` handler then runs).
pub fn close(id: &str) -> Result<(), JsValue> {
    dom::by_id::<HtmlDialogElement>(id)?.close();
    Ok(())
}

/// Whether any dialog is open: game keys then do nothing.
pub fn any_open() -> bool {
    dom::document()
        .ok()
        .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
        .is_some()
}

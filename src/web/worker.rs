//! The Web Worker side of the computer opponent, the whole of the worker's own wasm
//! (`src/bin/worker.rs`): games, search and the job protocol, none of the page. Every message
//! is a request text ([`crate::ai::job`]) answered by a reply text. The page stops a search it
//! no longer wants by terminating the worker, so nothing here needs to poll for cancellation.

use crate::ai::job;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Answers requests from now on, and tells the page it is ready. Outside a dedicated worker it
/// only logs an error: the worker's module has nothing to do on a page.
pub fn start() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        web_sys::console::error_1(&"the computer opponent's module runs in a worker".into());
        return;
    };
    if let Err(error) = listen(scope) {
        web_sys::console::error_1(&error);
    }
}

fn listen(scope: DedicatedWorkerGlobalScope) -> Result<(), JsValue> {
    let replies = scope.clone();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let reply = job::answer(&request);
        if let Err(error) = replies.post_message(&JsValue::from_str(&reply)) {
            web_sys::console::error_1(&error);
        }
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // The worker lives until the page terminates it; so does its handler.
    handler.forget();
    scope.post_message(&JsValue::from_str("ready"))
}

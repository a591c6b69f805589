//! The Web Worker side of the computer opponent. The worker runs the page's own wasm module
//! (`ai-worker.js`, written by `scripts/embed.mjs`, imports the same glue and binary), whose
//! entry point sees a worker scope instead of a window and starts here: every message is a
//! request text ([`crate::ai::job`]) answered by a reply text. The page stops a search it no
//! longer wants by terminating the worker, so nothing here needs to poll for cancellation.

use crate::ai::job;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// The worker scope, when this module runs in a dedicated worker.
pub fn scope() -> Option<DedicatedWorkerGlobalScope> {
    js_sys::global().dyn_into().ok()
}

/// Answers requests from now on, and tells the page it is ready.
pub fn start(scope: DedicatedWorkerGlobalScope) -> Result<(), JsValue> {
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

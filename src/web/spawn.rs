//! Starting the worker's wasm (`ai-worker.js`, `src/bin/worker.rs`): the computer opponent
//! ([`super::computer`]) and analysis ([`super::analysis`]) each run one, so that neither waits
//! for the other and each can be stopped alone (terminated) when its question goes stale.
//! Replies arrive as text on the page ([`with_page`]).
//!
//! The single-file download, opened from disk where no worker script can be loaded, carries the
//! worker's code and starts it from a `blob:` URL (`window.quintetWorkerUrl`, written by
//! `scripts/worker.mjs`).

use super::page::{with_page, Page};
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

/// The worker script, written beside the page by `scripts/worker.mjs`.
const WORKER_SCRIPT: &str = "ai-worker.js";

/// What the page does with a worker's message text, or with its failure.
type OnText = fn(&mut Page, String) -> Result<(), JsValue>;
type OnError = fn(&mut Page, &JsValue) -> Result<(), JsValue>;

/// A running worker and what keeps its handlers alive; dropping it terminates the worker.
pub(super) struct Running {
    pub(super) worker: Worker,
    /// The worker has said it is ready; until then a request waits.
    pub(super) ready: bool,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Running {
    fn drop(&mut self) {
        // Unhooked first: the handlers are freed with this struct, and no late event may call
        // a freed closure.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

impl Running {
    /// Starts a worker whose messages go to `on_text` (its first is `ready`) and whose failure
    /// (a script that did not load, offline before it was cached, a crash) goes to `on_error`.
    pub(super) fn start(on_text: OnText, on_error: OnError) -> Result<Running, JsValue> {
        // A classic worker, not a module: a page opened from disk can start those from a blob.
        let worker = super::trusted::start_worker(&worker_url())?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            with_page(|page| on_text(page, text));
        });
        let on_failure = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            // Said on the page rather than the console.
            event.prevent_default();
            with_page(|page| on_error(page, &event));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_failure.as_ref().unchecked_ref()));
        Ok(Running {
            worker,
            ready: false,
            _on_message: on_message,
            _on_error: on_failure,
        })
    }

    /// Sends a request text.
    pub(super) fn post(&self, text: &str) -> Result<(), JsValue> {
        self.worker.post_message(&text.into())
    }
}

/// The worker's script: the single file's `blob:` URL where it has one, else the script beside
/// the page.
fn worker_url() -> String {
    super::trusted::single_file_worker().unwrap_or_else(|| WORKER_SCRIPT.into())
}

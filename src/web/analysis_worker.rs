//! The analysis Web Worker (hints, win chances, reviews). It runs a wasm module of its own,
//! `quintet-analysis` (`src/bin/analysis.rs`, loaded by `analysis-worker.js`, which
//! `scripts/embed.mjs` writes), so that the page's module, whose download has a budget, does not
//! carry the analysis engine: the page starts this worker only when someone asks for analysis.
//! Every message is an analysis request text ([`crate::ai::job::analysis`]); the job runs in
//! slices and posts its progress between them, then its result. The page stops a job it no
//! longer wants (the position changed) by terminating the worker.

use crate::ai::job::analysis::Work;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Iterations between progress reports: tens of milliseconds.
const SLICE: u32 = 20_000;

/// Answers analysis requests from now on, and tells the page it is ready. Outside a worker it
/// does nothing.
pub fn start() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let replies = scope.clone();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let post = |reply: &str| {
            if let Err(error) = replies.post_message(&JsValue::from_str(reply)) {
                web_sys::console::error_1(&error);
            }
        };
        let request = event.data().as_string().unwrap_or_default();
        let mut work = match Work::start(&request) {
            Some(Ok(work)) => work,
            Some(Err(reply)) => return post(&reply),
            None => {
                let job = request.split(' ').next().unwrap_or("0");
                return post(&format!("{job} error not an analysis request"));
            }
        };
        let mut reported = None;
        loop {
            if let Some(reply) = work.step(SLICE) {
                return post(&reply);
            }
            // The page sees these while the worker goes on: posting does not wait.
            if reported != Some(work.progress()) {
                reported = Some(work.progress());
                post(&work.progress_text());
            }
        }
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // The worker lives until the page terminates it; so does its handler.
    handler.forget();
    if let Err(error) = scope.post_message(&JsValue::from_str("ready")) {
        web_sys::console::error_1(&error);
    }
}

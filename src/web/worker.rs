//! The Web Worker side of the computer opponent and of analysis, the whole of the worker's own
//! wasm (`src/bin/worker.rs`): games, search, the analysis engine, Arsisesi B's exact solution
//! and the job protocol, none of the page. Every message is a request text: a decision
//! ([`crate::ai::job`]) is answered whole by one reply text; an analysis job (hint, win chances,
//! review: [`crate::ai::job::analysis`]) runs in slices and posts its progress between them,
//! then its result. The page runs the two kinds in two workers of this same script, so a hint
//! never waits for the computer's move, and stops a job it no longer wants (the position
//! changed) by terminating its worker, so nothing here needs to poll for cancellation.

use crate::ai::job;
use crate::ai::job::analysis::Work;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Analysis iterations between progress reports: tens of milliseconds.
const SLICE: u32 = 20_000;

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
        let post = |reply: &str| {
            if let Err(error) = replies.post_message(&JsValue::from_str(reply)) {
                web_sys::console::error_1(&error);
            }
        };
        let request = event.data().as_string().unwrap_or_default();
        match Work::start(&request) {
            None => post(&job::answer(&request)),
            Some(Err(reply)) => post(&reply),
            Some(Ok(mut work)) => {
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
            }
        }
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // The worker lives until the page terminates it; so does its handler.
    handler.forget();
    scope.post_message(&JsValue::from_str("ready"))
}

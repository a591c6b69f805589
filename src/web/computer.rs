//! The page's side of the computer opponent: one question at a time to a Web Worker running
//! this same wasm module (so the board keeps drawing while it thinks), the pause between the
//! computer's steps, and cancelling.
//!
//! Cancelling terminates the worker: a search cannot be interrupted from outside, and a fresh
//! worker starts in milliseconds from the cached module. Where no worker can start (the
//! single-file download opened from disk cannot load module workers) the same decision is
//! worked out on the page in short slices between frames ([`Thinking`]), so it plays the same
//! move, only with the board less smooth.

use super::page::{with_page, Page};
use crate::ai::job::{Reply, Request, Thinking};
use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker script, written beside the page by `scripts/embed.mjs`.
const WORKER_SCRIPT: &str = "ai-worker.js";

/// Iterations per slice when thinking on the page itself: a few milliseconds each.
const INLINE_SLICE: u32 = 1_500;

/// A running worker and what keeps its handlers alive.
struct Running {
    worker: Worker,
    /// The worker has said it is ready; until then the pending request waits.
    ready: bool,
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

/// The question being worked on.
#[derive(Clone, Debug)]
pub(super) struct Pending {
    /// The request (its job number tells replies apart).
    pub request: Request,
    /// The record it was asked for: a reply for any other record is stale.
    pub record: String,
    /// When it was asked (`performance.now()`, ms).
    asked: f64,
}

/// Everything the page keeps about the computer players.
#[derive(Default)]
pub(super) struct Computer {
    running: Option<Running>,
    /// A worker failed to start once: think on the page from then on.
    no_worker: bool,
    inline: Option<(Thinking, u32, Timeout)>,
    last_job: u32,
    pending: Option<Pending>,
    /// The pause before the computer's next step, and the record it is for.
    timer: Option<(Timeout, String)>,
    /// Milliseconds from question to answer of the last decisions (for `quintetTest` and the
    /// browser benchmark), at most [`TIMES_KEPT`].
    times: Vec<f64>,
}

/// How many decision times are kept.
const TIMES_KEPT: usize = 1000;

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

impl Computer {
    /// The question being worked on, if any.
    pub(super) fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// Milliseconds each decision took, question to answer, oldest first.
    pub(super) fn times(&self) -> &[f64] {
        &self.times
    }

    /// Whether a step for `record` is waiting for its pause to end.
    pub(super) fn waiting_for(&self, record: &str) -> bool {
        self.timer.as_ref().is_some_and(|(_, r)| r == record)
    }

    /// Runs `step` on the page after `ms` milliseconds (for the game at `record`), replacing
    /// any earlier pause.
    pub(super) fn after(
        &mut self,
        ms: u32,
        record: String,
        step: fn(&mut Page) -> Result<(), JsValue>,
    ) {
        let timeout = Timeout::new(ms, move || {
            with_page(|page| {
                page.computer.timer = None;
                step(page)
            })
        });
        self.timer = Some((timeout, record));
    }

    /// Stops whatever the computer was doing: the pause, and a search (the worker is ended).
    pub(super) fn cancel(&mut self) {
        self.timer = None;
        self.inline = None;
        if self.pending.take().is_some() {
            self.running = None;
        }
    }

    /// Asks for a decision; the reply comes back through [`super::page::Page::computer_reply`].
    pub(super) fn ask(&mut self, request: Request, record: String) {
        self.last_job = self.last_job.wrapping_add(1).max(1);
        let request = Request {
            job: self.last_job,
            ..request
        };
        self.pending = Some(Pending {
            request: request.clone(),
            record,
            asked: now(),
        });
        if !self.no_worker && self.running.is_none() {
            match start_worker() {
                Ok(running) => self.running = Some(running),
                Err(error) => {
                    web_sys::console::info_1(&error);
                    self.no_worker = true;
                }
            }
        }
        match &self.running {
            Some(running) if running.ready => self.post(&request),
            Some(_) => {} // sent once the worker is ready
            None => self.think_inline(request),
        }
    }

    fn post(&mut self, request: &Request) {
        let sent = self
            .running
            .as_ref()
            .map(|r| r.worker.post_message(&request.to_text().into()));
        if let Some(Err(error)) = sent {
            web_sys::console::warn_1(&error);
            self.worker_failed();
        }
    }

    /// The worker said it is ready: send the pending request.
    fn ready(&mut self) {
        if let Some(running) = &mut self.running {
            running.ready = true;
            if let Some(p) = self.pending.clone() {
                self.post(&p.request);
            }
        }
    }

    /// The worker could not run (no module workers, a missing script, a crash): think on the
    /// page, now and from now on.
    fn worker_failed(&mut self) {
        self.running = None;
        self.no_worker = true;
        if let Some(p) = self.pending.clone() {
            self.think_inline(p.request);
        }
    }

    fn think_inline(&mut self, request: Request) {
        let thinking = Thinking::new(&request.game, request.level, request.seed);
        self.inline = Some((thinking, request.job, next_slice()));
    }

    /// One slice of thinking on the page; the reply once decided.
    fn inline_slice(&mut self) -> Option<Reply> {
        let (thinking, job, _) = self.inline.as_mut()?;
        let job = *job;
        match thinking.step(INLINE_SLICE) {
            None => {
                if let Some((_, _, timer)) = &mut self.inline {
                    *timer = next_slice();
                }
                None
            }
            Some(choice) => {
                self.inline = None;
                Some(match choice {
                    Some(action) => Reply::Move(job, action.to_string()),
                    None => Reply::Failed(job, "nobody is to act in this position".into()),
                })
            }
        }
    }

    /// Takes a reply if it answers the pending question (for `record`); stale replies are
    /// dropped.
    pub(super) fn take_reply(&mut self, reply: &Reply, record: &str) -> bool {
        let job = match reply {
            Reply::Move(job, _) | Reply::Failed(job, _) => *job,
        };
        match &self.pending {
            Some(p) if p.request.job == job && p.record == record => {
                if self.times.len() < TIMES_KEPT {
                    self.times.push(now() - p.asked);
                }
                self.pending = None;
                true
            }
            _ => false,
        }
    }
}

/// A timeout of 0 ms: lets the browser draw and handle input between slices.
fn next_slice() -> Timeout {
    Timeout::new(0, || {
        with_page(|page| match page.computer.inline_slice() {
            Some(reply) => page.computer_reply(reply),
            None => Ok(()),
        })
    })
}

fn start_worker() -> Result<Running, JsValue> {
    // A page opened from disk cannot start module workers; asking only logs an error.
    let over_http = web_sys::window()
        .and_then(|w| w.location().protocol().ok())
        .is_some_and(|p| p.starts_with("http"));
    if !over_http {
        return Err(JsValue::from_str(
            "no worker outside http(s): thinking on the page",
        ));
    }
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = super::trusted::start_worker(WORKER_SCRIPT, &options)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        with_page(|page| {
            if text == "ready" {
                page.computer.ready();
                return Ok(());
            }
            match Reply::parse(&text) {
                Some(reply) => page.computer_reply(reply),
                None => Err(JsValue::from_str(&format!(
                    "unreadable worker reply: {text}"
                ))),
            }
        });
    });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        // A worker whose script cannot load or run: the page thinks by itself instead.
        event.prevent_default();
        with_page(|page| {
            page.computer.worker_failed();
            Ok(())
        });
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Running {
        worker,
        ready: false,
        _on_message: on_message,
        _on_error: on_error,
    })
}

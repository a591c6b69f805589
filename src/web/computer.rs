//! The page's side of the computer opponent: one question at a time to a Web Worker (so the
//! board keeps drawing while it thinks), the pause between the computer's steps, and
//! cancelling.
//!
//! The worker runs a wasm of its own (`src/bin/worker.rs`): the page's module carries no search
//! code, and the worker's is downloaded only once a computer player needs a decision. Cancelling
//! terminates the worker: a search cannot be interrupted from outside, and a fresh worker
//! starts in milliseconds from the cached module ([`super::spawn`] starts it).

use super::page::{with_page, Page};
use super::spawn::Running;
use crate::ai::job::{Reply, Request};
use crate::i18n::t;
use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;

/// The question being worked on.
#[derive(Clone, Debug)]
pub(super) struct Pending {
    /// The request (its job number tells replies apart; a reply for any other record than its
    /// own is stale).
    pub request: Request,
    /// When it was asked (`performance.now()`, ms).
    asked: f64,
}

/// Everything the page keeps about the computer players.
#[derive(Default)]
pub(super) struct Computer {
    running: Option<Running>,
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
        // The computer will ask its worker soon: starting it now hides the download and start of
        // the worker's wasm behind the pause. A failure is said when the question is asked.
        if self.running.is_none() {
            self.running = start_worker().ok();
        }
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
        if self.pending.take().is_some() {
            self.running = None;
        }
    }

    /// Asks for a decision; the reply comes back through [`super::page::Page::computer_reply`],
    /// or at once when no worker can take the question.
    pub(super) fn ask(&mut self, request: Request) -> Option<Reply> {
        self.last_job = self.last_job.wrapping_add(1).max(1);
        let request = Request {
            job: self.last_job,
            ..request
        };
        self.pending = Some(Pending {
            request: request.clone(),
            asked: now(),
        });
        if self.running.is_none() {
            match start_worker() {
                Ok(running) => self.running = Some(running),
                Err(error) => return self.worker_failed(&error),
            }
        }
        if self.running.as_ref().is_some_and(|r| r.ready) {
            return self.post(&request);
        }
        None // sent once the worker is ready
    }

    fn post(&mut self, request: &Request) -> Option<Reply> {
        let sent = self.running.as_ref().map(|r| r.post(&request.to_text()));
        match sent {
            Some(Err(error)) => self.worker_failed(&error),
            _ => None,
        }
    }

    /// The worker said it is ready: send the pending request.
    fn ready(&mut self) -> Option<Reply> {
        let running = self.running.as_mut()?;
        running.ready = true;
        let request = self.pending.as_ref()?.request.clone();
        self.post(&request)
    }

    /// The worker could not run (a script that did not load, offline before it was cached, a
    /// crash): the pending question's answer is a failure the page shows, and the next question
    /// (after an undo or a new game) starts a fresh worker.
    fn worker_failed(&mut self, error: &JsValue) -> Option<Reply> {
        web_sys::console::warn_1(error);
        self.running = None;
        let job = self.pending.as_ref()?.request.job;
        Some(Reply::Failed(job, t("worker-failed")))
    }

    /// Takes a reply if it answers the pending question (for `record`); stale replies are
    /// dropped.
    pub(super) fn take_reply(&mut self, reply: &Reply, record: &str) -> bool {
        let job = match reply {
            Reply::Move(job, _) | Reply::Failed(job, _) => *job,
        };
        match &self.pending {
            Some(p) if p.request.job == job && p.request.record == record => {
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

fn start_worker() -> Result<Running, JsValue> {
    Running::start(
        |page, text| {
            let reply = if text == "ready" {
                page.computer.ready()
            } else {
                let reply = Reply::parse(&text);
                if reply.is_none() {
                    return Err(JsValue::from_str(&format!(
                        "unreadable worker reply: {text}"
                    )));
                }
                reply
            };
            reply.map_or(Ok(()), |reply| page.computer_reply(reply))
        },
        |page, error| match page.computer.worker_failed(error) {
            Some(reply) => page.computer_reply(reply),
            None => Ok(()),
        },
    )
}

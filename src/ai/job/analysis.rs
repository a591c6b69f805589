//! Analysis jobs for the worker: a hint (which is also the win-chance bar's question) and a
//! game review, asked and answered as text, run in slices with progress.
//!
//! Requests: `<job> hint <seed> <position>`, `<job> guide <seed> <record>` (a hint for the
//! record's last position, for the guided first game) and `<job> review <seed> <record>`.
//! Replies: any number of `<job> progress <done> <total>` (iterations of the hint's search, or
//! positions of the review), then `<job> hint <analysis>` or `<job> review <review>` (their
//! texts are in [`super::wire`]), or `<job> error <message>`. A guide's hint is followed by the
//! guide's notes on it, a line each ([`crate::games::guide::notes`]): the page words them, as
//! the worker carries no words.
//!
//! `<job> perfect <seed> <position>` (the decision protocol's text for [`Level::Perfect`]) is
//! answered here too, as a decision, `<job> move <action>` ([`super::Reply`]), or
//! `<job> error <message>` for a game not solved; [`super::answer`] gives the same reply.
//!
//! A job is a [`Work`]: [`Work::step`] runs a slice and gives the final reply once finished, so
//! the worker can report [`Work::progress`] between slices, and a page without a worker can run
//! the same job between frames. The worker runs a job to its end; the page stops one it no
//! longer wants (the position changed) by terminating the worker, as for decisions.

use super::wire::{hint_text, review_text};
use crate::ai::analysis::{Analyzing, Reviewing, Turn};
use crate::ai::exact::best;
use crate::ai::{Evaluate, Level};
use crate::core::{Game, Record};
use crate::games::AnyGame;

/// What the page asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Every seat's win chance and every legal action's, with the best (the record's last
    /// position).
    Hint,
    /// A hint, with the guided game's notes on it and on the record.
    Guide,
    /// A review of the whole record.
    Review,
    /// The Perfect level's action (the record's last position).
    Perfect,
}

impl Ask {
    fn word(self) -> &'static str {
        match self {
            Ask::Hint => "hint",
            Ask::Guide => "guide",
            Ask::Review => "review",
            Ask::Perfect => "perfect",
        }
    }
}

/// An analysis request.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisRequest {
    /// The page's number for this question.
    pub job: u32,
    /// What is asked.
    pub ask: Ask,
    /// The searches' seed (the same seed gives the same answer).
    pub seed: u64,
    /// The record: a hint is about its last position, a review covers it all.
    pub record: Record<AnyGame>,
}

impl AnalysisRequest {
    /// The request as the text sent to the worker.
    pub fn to_text(&self) -> String {
        let what = match self.ask {
            // A position alone: its text carries what the record reached (a pending throw too).
            Ask::Hint | Ask::Perfect => self.record.position().to_string(),
            Ask::Review | Ask::Guide => self.record.to_string(),
        };
        format!("{} {} {} {what}", self.job, self.ask.word(), self.seed)
    }

    /// Reads an analysis request; `None` if the text is not one (a decision, for instance),
    /// `Some(Err)` with the reason if it is a malformed one.
    pub fn parse(text: &str) -> Option<Result<AnalysisRequest, String>> {
        let mut parts = text.splitn(4, ' ');
        let job = parts.next()?;
        let ask = match parts.next()? {
            "hint" => Ask::Hint,
            "guide" => Ask::Guide,
            "review" => Ask::Review,
            "perfect" => Ask::Perfect,
            _ => return None,
        };
        Some((|| {
            let job = job
                .parse()
                .map_err(|_| format!("'{job}' is not a job number"))?;
            let seed = parts.next().ok_or("the request has no seed")?;
            let seed = seed
                .parse()
                .map_err(|_| format!("'{seed}' is not a seed"))?;
            let record = parts.next().ok_or("the request has no record")?;
            // In Debug form, as the decision protocol does: the worker's wasm carries no message
            // catalog (a reason in words would bring it in); the page shows its own words.
            let record = Record::<AnyGame>::parse(record)
                .map_err(|e| format!("the record cannot be read: {e:?}"))?;
            if ask == Ask::Perfect {
                Level::Perfect.check(record.start().id())?;
            }
            Ok(AnalysisRequest {
                job,
                ask,
                seed,
                record,
            })
        })())
    }
}

/// A reply to an analysis request, read back on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisReply {
    /// Work done so far, of the total.
    Progress {
        /// The job.
        job: u32,
        /// Done.
        done: u32,
        /// Of.
        total: u32,
    },
    /// A hint's analysis ([`super::wire::parse_hint`] reads it).
    Hint(u32, String),
    /// A review ([`super::wire::parse_review`] reads it).
    Review(u32, String),
    /// The job failed; the text says why.
    Failed(u32, String),
}

impl AnalysisReply {
    /// Reads a reply text; `None` for anything else.
    pub fn parse(text: &str) -> Option<AnalysisReply> {
        let (job, rest) = text.split_once(' ')?;
        let job = job.parse().ok()?;
        let (kind, rest) = rest.split_once(' ').unwrap_or((rest, ""));
        match kind {
            "progress" => {
                let (done, total) = rest.split_once(' ')?;
                Some(AnalysisReply::Progress {
                    job,
                    done: done.parse().ok()?,
                    total: total.parse().ok()?,
                })
            }
            "hint" => Some(AnalysisReply::Hint(job, rest.to_string())),
            "review" => Some(AnalysisReply::Review(job, rest.to_string())),
            "error" => Some(AnalysisReply::Failed(job, rest.to_string())),
            _ => None,
        }
    }

    /// The job the reply is for.
    pub fn job(&self) -> u32 {
        match self {
            AnalysisReply::Progress { job, .. }
            | AnalysisReply::Hint(job, _)
            | AnalysisReply::Review(job, _)
            | AnalysisReply::Failed(job, _) => *job,
        }
    }
}

#[derive(Debug)]
enum Task {
    Hint(Box<Analyzing>),
    Guide(Box<Analyzing>, Box<Record<AnyGame>>),
    Review(Box<Reviewing>),
    Perfect(AnyGame),
}

/// An analysis job being worked on.
#[derive(Debug)]
pub struct Work {
    job: u32,
    task: Task,
}

impl Work {
    /// Starts the job a request text asks for: `None` if it is not an analysis request,
    /// `Some(Err(reply))` with the error reply if it cannot be started.
    pub fn start(text: &str) -> Option<Result<Work, String>> {
        Some(match AnalysisRequest::parse(text)? {
            Ok(request) => Ok(Work::new(&request)),
            Err(why) => {
                let job = text.split(' ').next().and_then(|j| j.parse().ok());
                Err(format!("{} error {why}", job.unwrap_or(0u32)))
            }
        })
    }

    /// The job a request asks for.
    pub fn new(request: &AnalysisRequest) -> Work {
        let task = match request.ask {
            Ask::Hint => Task::Hint(Box::new(Analyzing::hint(
                request.record.position(),
                request.seed,
            ))),
            Ask::Guide => Task::Guide(
                Box::new(Analyzing::hint(request.record.position(), request.seed)),
                Box::new(request.record.clone()),
            ),
            Ask::Review => Task::Review(Box::new(Reviewing::of(&request.record, request.seed))),
            Ask::Perfect => Task::Perfect(request.record.position().clone()),
        };
        Work {
            job: request.job,
            task,
        }
    }

    /// Runs up to about `slice` iterations of search; the final reply once finished.
    pub fn step(&mut self, slice: u32) -> Option<String> {
        match &mut self.task {
            Task::Hint(job) => job.step(slice).then(|| {
                let text = job.result().map(hint_text).unwrap_or_default();
                format!("{} hint {text}", self.job)
            }),
            Task::Guide(job, record) => job.step(slice).then(|| {
                let Some(analysis) = job.result() else {
                    return format!("{} hint ", self.job);
                };
                let best = match analysis.turn {
                    Turn::Decision { best, .. } => Some(best),
                    _ => None,
                };
                let notes = crate::games::guide::notes(record, best);
                format!("{} hint {}{notes}", self.job, hint_text(analysis))
            }),
            Task::Review(job) => job.step(slice).then(|| {
                let text = job.result().map(review_text).unwrap_or_default();
                format!("{} review {text}", self.job)
            }),
            // Solves the table on first use, then reads it: one step.
            Task::Perfect(game) => Some(match game.solved_actions().and_then(|v| best(&v)) {
                Some(action) => format!("{} move {action}", self.job),
                None => format!("{} error nobody is to act in this position", self.job),
            }),
        }
    }

    /// Work done and in all (see the module documentation).
    pub fn progress(&self) -> (u32, u32) {
        match &self.task {
            Task::Hint(job) | Task::Guide(job, _) => job.progress(),
            Task::Review(job) => {
                let (done, total) = job.progress();
                (done as u32, total as u32)
            }
            Task::Perfect(_) => (0, 1),
        }
    }

    /// [`Work::progress`] as a reply text.
    pub fn progress_text(&self) -> String {
        let (done, total) = self.progress();
        format!("{} progress {done} {total}", self.job)
    }

    /// The job number.
    pub fn job(&self) -> u32 {
        self.job
    }
}

#[cfg(test)]
mod tests {
    use super::super::wire::{parse_hint, parse_review};
    use super::*;
    use crate::ai::analysis::Turn;

    fn run(text: &str) -> (Vec<String>, String) {
        let mut work = Work::start(text)
            .expect("an analysis request")
            .expect("started");
        let mut progress = Vec::new();
        loop {
            if let Some(reply) = work.step(700) {
                return (progress, reply);
            }
            progress.push(work.progress_text());
        }
    }

    #[test]
    fn a_hint_request_round_trips_and_its_reply_reads_back() {
        let record = Record::<AnyGame>::parse("senet;d2").unwrap();
        let request = AnalysisRequest {
            job: 4,
            ask: Ask::Hint,
            seed: 7,
            record: record.clone(),
        };
        let text = request.to_text();
        let again = AnalysisRequest::parse(&text).unwrap().unwrap();
        assert_eq!(again.record.position(), record.position());
        let (progress, reply) = run(&text);
        assert!(!progress.is_empty());
        for p in &progress {
            assert!(matches!(
                AnalysisReply::parse(p),
                Some(AnalysisReply::Progress { job: 4, done, total }) if done <= total
            ));
        }
        let Some(AnalysisReply::Hint(4, payload)) = AnalysisReply::parse(&reply) else {
            panic!("not a hint: {reply}");
        };
        let analysis = parse_hint(&payload, record.position()).expect("reads back");
        // The same analysis as the library's own call.
        let mut direct = Analyzing::hint(record.position(), 7);
        while !direct.step(100_000) {}
        assert_eq!(Some(&analysis), direct.result());
        assert!(matches!(analysis.turn, Turn::Decision { .. }));
    }

    #[test]
    fn a_review_reply_reads_back_against_its_record() {
        for text in ["arsisesi-b;d3,S-1,1-2,end,d6", "seesaw-4;+c1", "arces-3"] {
            let record = Record::<AnyGame>::parse(text).unwrap();
            let request = AnalysisRequest {
                job: 9,
                ask: Ask::Review,
                seed: 1,
                record: record.clone(),
            };
            let mut work = Work::new(&request);
            let reply = loop {
                if let Some(reply) = work.step(1_000_000) {
                    break reply;
                }
            };
            let Some(AnalysisReply::Review(9, payload)) = AnalysisReply::parse(&reply) else {
                panic!("not a review: {reply}");
            };
            let review = parse_review(&payload, &record).expect("reads back");
            let mut direct = Reviewing::of(&record, 1);
            while !direct.step(1_000_000) {}
            assert_eq!(Some(&review), direct.result(), "{text}");
            // Read against another record, it is refused.
            let other = Record::<AnyGame>::parse("senet;d1").unwrap();
            assert!(parse_review(&payload, &other).is_err(), "{text}");
        }
    }

    #[test]
    fn perfect_play_is_answered_as_a_decision_for_arsisesi_b_only() {
        let game = Record::<AnyGame>::parse("arsisesi-b;d4").unwrap();
        let (_, reply) = run(&format!("5 perfect 1 {}", game.position()));
        let AnyGame::Arsisesi(position) = game.position() else {
            unreachable!()
        };
        let perfect = crate::ai::exact::perfect_action(position).unwrap();
        assert_eq!(
            super::super::Reply::parse(&reply),
            Some(super::super::Reply::Move(5, perfect.to_string()))
        );
        // The same as `choose` plays.
        let chosen = crate::ai::choose(game.position(), Level::Perfect, 1).unwrap();
        assert_eq!(chosen.to_string(), perfect.to_string());
        let Some(Err(refused)) = Work::start("6 perfect 1 senet;d2") else {
            panic!("Perfect in Senet is refused");
        };
        assert!(
            refused.starts_with("6 error") && refused.contains("arsisesi-b"),
            "{refused}"
        );
        // The decision protocol's answer (the same text) is the same move.
        let page = super::super::answer(&format!("5 perfect 1 {}", game.position()));
        assert_eq!(page, reply);
    }

    #[test]
    fn bad_analysis_requests_get_an_error_reply_and_decisions_are_left_alone() {
        assert!(Work::start("3 strong 1 senet").is_none());
        assert!(Work::start("").is_none());
        for text in [
            "3 hint x senet",
            "3 review 1 chess",
            "3 hint 1",
            "x review 1 senet",
        ] {
            let Some(Err(reply)) = Work::start(text) else {
                panic!("{text}: not refused");
            };
            assert!(
                matches!(
                    AnalysisReply::parse(&reply),
                    Some(AnalysisReply::Failed(..))
                ),
                "{text}: {reply}"
            );
        }
        assert_eq!(AnalysisReply::parse("ready"), None);
        assert_eq!(AnalysisReply::parse("2 move 11-13"), None);
    }
}

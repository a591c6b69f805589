//! A computer decision as a job for the page's Web Worker: the request and reply texts (plain
//! strings, so nothing needs a serializer across the worker boundary), and [`Thinking`], a
//! decision worked out in slices for a caller that cannot wait for the whole search (the
//! worker answers a request whole; the page itself carries no search code since the worker got
//! a wasm of its own, `src/bin/worker.rs`).
//!
//! Request: `<job> <level> <seed> <record>`; reply: `<job> move <action>` or
//! `<job> error <message>`. The job number lets the page drop a reply to a question it no
//! longer asks (after an undo or a new game). The whole record goes, not only its position: the
//! search counts the idle rounds the game has already had ([`crate::ai::past`]).
//!
//! Analysis (hints, win chances, reviews) has requests of its own, run in slices with progress
//! ([`analysis`]); [`wire`] writes and reads their results.

pub mod analysis;
pub mod wire;

use super::{choose_any, past, plan, AnySearch, Evaluate, Level, Settings};
use crate::core::{Game, Record};
use crate::games::{AnyAction, AnyGame};

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The page's number for this question.
    pub job: u32,
    /// The level to play at.
    pub level: Level,
    /// The decision's seed (the same seed plays the same action).
    pub seed: u64,
    /// The game so far, as notation: the decision is in its position. Text, as the page holds
    /// it: a `Record` here brought its clone and comparison into the page's wasm, 817 bytes of
    /// gzip, which took the page over its budget.
    pub record: String,
}

impl Request {
    /// The request as the text sent to the worker.
    pub fn to_text(&self) -> String {
        format!("{} {} {} {}", self.job, self.level, self.seed, self.record)
    }

    /// Reads a request text.
    pub fn parse(text: &str) -> Result<Request, String> {
        Request::read(text).map(|(request, _)| request)
    }

    /// Reads a request text, and its record.
    fn read(text: &str) -> Result<(Request, Record<AnyGame>), String> {
        let mut parts = text.splitn(4, ' ');
        let mut next = |what: &str| parts.next().ok_or(format!("the request has no {what}"));
        let job = next("job number")?;
        let job = job
            .parse()
            .map_err(|_| format!("'{job}' is not a job number"))?;
        let level: Level = next("level")?.parse()?;
        let seed = next("seed")?;
        let seed = seed
            .parse()
            .map_err(|_| format!("'{seed}' is not a seed"))?;
        let text = next("record")?;
        // The page wrote the record, so an error here is a bug to log: the typed error as is.
        // Its Display would put it in words through the catalog, and so bring the whole English
        // catalog into the worker's wasm, which shows no words (about 17 KB of gzip).
        let record = Record::<AnyGame>::parse(text)
            .map_err(|e| format!("the record cannot be read: {e:?}"))?;
        level.check(record.position().id())?;
        let request = Request {
            job,
            level,
            seed,
            record: text.to_string(),
        };
        Ok((request, record))
    }
}

/// The worker's answer to a request text: the chosen action, or why there is none.
pub fn answer(text: &str) -> String {
    // A request too broken to name its job is answered as job 0, which the page never uses.
    let job: u32 = text
        .split(' ')
        .next()
        .and_then(|j| j.parse().ok())
        .unwrap_or(0);
    match Request::read(text) {
        Err(why) => format!("{job} error {why}"),
        Ok((request, record)) => match decide(&request, &record) {
            Some(action) => format!("{} move {action}", request.job),
            None => format!("{} error nobody is to act in this position", request.job),
        },
    }
}

/// The action a request's level plays: the search levels search ([`choose_any`]); Perfect,
/// which [`Request::parse`] accepts only for a game solved exactly, reads the exact values (the
/// worker's wasm carries the solution: it computes the table on its first use).
fn decide(request: &Request, record: &Record<AnyGame>) -> Option<AnyAction> {
    let game = record.position();
    if request.level == Level::Perfect {
        if let Some(values) = game.solved_actions() {
            return super::exact::best(&values);
        }
    }
    let turn_starts = past::turn_starts(record);
    choose_any(game, &turn_starts, request.level, request.seed)
}

/// A reply read back on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The job's chosen action, in notation.
    Move(u32, String),
    /// The job failed; the text says why.
    Failed(u32, String),
}

impl Reply {
    /// Reads a reply text; `None` for anything else (such as the worker's `ready`).
    pub fn parse(text: &str) -> Option<Reply> {
        let mut parts = text.splitn(3, ' ');
        let job = parts.next()?.parse().ok()?;
        let kind = parts.next()?;
        let rest = parts.next().unwrap_or("").to_string();
        match kind {
            "move" => Some(Reply::Move(job, rest)),
            "error" => Some(Reply::Failed(job, rest)),
            _ => None,
        }
    }
}

/// A decision being worked out a slice at a time; it ends with exactly what [`choose_any`]
/// plays for the same position, level and seed (so [`Level::Perfect`] as Strong: perfect play
/// is [`answer`]'s).
#[derive(Debug)]
pub struct Thinking {
    search: Option<(AnySearch, Settings)>,
    game: AnyGame,
    level: Level,
    seed: u64,
}

impl Thinking {
    /// Starts a decision in `game` after `turn_starts` (see [`choose_any`]); nothing runs until
    /// [`Thinking::step`].
    pub fn new(game: &AnyGame, turn_starts: &[AnyGame], level: Level, seed: u64) -> Thinking {
        let search = plan(game, level).map(|p| {
            let mut search = AnySearch::new(game, p.config, seed);
            search.remember(turn_starts);
            (search, p)
        });
        Thinking {
            search,
            game: game.clone(),
            level,
            seed,
        }
    }

    /// Runs up to `iterations` more; `Some(choice)` once decided (`None` inside when nobody is
    /// to act).
    pub fn step(&mut self, iterations: u32) -> Option<Option<AnyAction>> {
        match &mut self.search {
            // Nothing to search (no plan): the turn starts would go unread.
            None => Some(choose_any(&self.game, &[], self.level, self.seed)),
            Some((search, plan)) => search
                .step(plan, iterations)
                .then(|| search.decision(plan, self.seed)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Record};

    #[test]
    fn a_request_round_trips_and_is_answered_with_a_legal_action() {
        let record = "senet;d2,11-13,d3";
        let game = Record::<AnyGame>::parse(record).unwrap().position().clone();
        let request = Request {
            job: 7,
            level: Level::Easy,
            seed: 99,
            record: record.to_string(),
        };
        assert_eq!(Request::parse(&request.to_text()), Ok(request.clone()));
        let reply = answer(&request.to_text());
        let Some(Reply::Move(7, action)) = Reply::parse(&reply) else {
            panic!("not a move: {reply}");
        };
        let action = game
            .parse_action(&action)
            .expect("notation of a legal action");
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert!(legal.contains(&action));
    }

    /// The page sends the whole record, so the worker sees the idle rounds before the position
    /// (`crate::ai::past`): after two, it plays on where the position alone would have it end
    /// its turn once more.
    #[test]
    fn the_worker_counts_the_idle_rounds_of_the_record_it_is_sent() {
        let record = "arsisesi-a:s2/ssnN1Nn/-:n;d4,end,d2,d5,end,d6,d3";
        let position = Record::<AnyGame>::parse(record)
            .unwrap()
            .position()
            .to_string();
        assert_eq!(answer(&format!("5 strong 1 {position}")), "5 move end");
        let reply = answer(&format!("5 strong 1 {record}"));
        assert!(
            matches!(Reply::parse(&reply), Some(Reply::Move(5, ref a)) if a != "end"),
            "{reply}"
        );
    }

    #[test]
    fn bad_requests_get_an_error_reply() {
        for text in [
            "",
            "x",
            "3 grandmaster 1 senet",
            "3 easy -1 senet",
            "3 easy 1 nonsense",
            "3 perfect 1 senet",
            "3 perfect 1 arsisesi-a",
        ] {
            let reply = answer(text);
            assert!(
                matches!(Reply::parse(&reply), Some(Reply::Failed(..))),
                "{text:?} gave {reply:?}"
            );
        }
        assert_eq!(Reply::parse("ready"), None);
    }

    #[test]
    fn perfect_is_answered_from_the_exact_values_in_arsisesi_b() {
        let game = Record::<AnyGame>::parse("arsisesi-b;d3")
            .unwrap()
            .position()
            .clone();
        let reply = answer(&format!("4 perfect 1 {game}"));
        let best = crate::ai::exact::best(&game.solved_actions().unwrap()).unwrap();
        assert_eq!(reply, format!("4 move {best}"));
    }

    #[test]
    fn thinking_in_slices_plays_what_choose_plays() {
        for id in ["senet", "arces-3", "zanstrekt"] {
            let mut record = Record::<AnyGame>::from_id(id).unwrap();
            // Reach a decision: the dice games open with a throw.
            if record.position().to_act() == crate::core::ToAct::Chance {
                let mut rolls = Vec::new();
                record.position().rolls(&mut rolls);
                record.push(crate::core::Token::Roll(rolls[0].0)).unwrap();
            }
            let game = record.position().clone();
            let mut thinking = Thinking::new(&game, &[], Level::Medium, 5);
            let choice = loop {
                if let Some(choice) = thinking.step(500) {
                    break choice;
                }
            };
            assert_eq!(choice, choose_any(&game, &[], Level::Medium, 5), "{id}");
        }
    }
}

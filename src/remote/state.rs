//! A device's memory of a match as text (the page's storage item, the command line's state
//! file), versioned like the saved games (`app::saved`): a first line naming the format,
//! `field value` lines, and `end`.
//!
//! ```text
//! quintet remote game 1
//! game senet
//! person i
//! seat black
//! turn theirs
//! result -
//! updated 1764250000000
//! secret <the secret the latest message sent committed to, base64url>
//! message 1.….i.0.0.….-.….black
//! message 1.….j.1.0.….-.…
//! record senet
//! sent ?play=1.….j.1.…#senet
//! end
//! ```
//!
//! A game under version 2 (signed) adds `signing <seed>`, the seed of this device's key for the
//! game (secret like `secret`), and, in a game of three or four that has not started, one
//! `accepted a:<key>:<commit>:<open>:<sig>` line for each acceptance held. The acceptances a
//! starting message listed are in that message's line, not in lines of their own.
//!
//! The messages (their `play=` values) and the record are the whole truth: each message's record
//! is the start of the game's record, its count long, so the record is kept once (a long game
//! would otherwise fill the browser's storage). Reading a memory accepts the messages again, in
//! order, with every check a receiver makes, and requires the secret to match this device's
//! latest commitment.
//! `game`, `seat`, `turn`, `result`, `updated` and `sent` are a summary for the list of games,
//! which reads them without checking anything (`app::remote_games`); the reader here recomputes
//! all but `updated` and `sent` and ignores the rest. Reading never panics: any fault is a
//! [`StateError`], and the text is left as it was.

use super::chain::Chain;
use super::device::{Device, Standing};
use super::link::{Acceptance, Link};
use super::refusal::Refusal;
use super::values::{commit_v2, Person, Secret, SigningSeed};
use crate::core::{Game, Record};
use std::fmt;

/// The first line of this version.
pub const HEADER: &str = "quintet remote game 1";
/// The last line.
pub const FOOTER: &str = "end";

/// Why a device's memory does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateError {
    /// The first line is not this version's, or the last is not `end` (half-written, or from a
    /// later version).
    Format,
    /// A field's value is malformed.
    Field(&'static str),
    /// There are no messages.
    NoMessages,
    /// Message number `number` (as listed) was refused.
    Message {
        /// Its place in the list, from 0.
        number: usize,
        /// Why.
        refusal: Box<Refusal>,
    },
    /// The secret does not match this device's latest commitment.
    Secret,
    /// No random numbers could be had to make a message.
    NoEntropy,
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateError::Format => f.write_str("not a saved remote game of this version"),
            StateError::Field(name) => write!(f, "its {name} field is malformed"),
            StateError::NoMessages => f.write_str("it holds no messages"),
            StateError::Message { number, refusal } => write!(f, "message {number}: {refusal}"),
            StateError::Secret => f.write_str("its secret does not match its latest message"),
            StateError::NoEntropy => f.write_str("no random numbers could be had"),
        }
    }
}

impl std::error::Error for StateError {}

impl From<StateError> for Refusal {
    fn from(error: StateError) -> Self {
        Refusal::State(error)
    }
}

/// The words a summary uses for whose turn it is.
pub mod turn {
    /// This device's person has the move.
    pub const MINE: &str = "mine";
    /// The other person has it.
    pub const THEIRS: &str = "theirs";
    /// The game is over.
    pub const OVER: &str = "over";
    /// This device only watches: the game had its players before it could join.
    pub const WATCHING: &str = "watching";
}

impl<G: Game> Device<G> {
    /// The memory as text.
    pub fn encode(&self) -> String {
        let start = self.chain.record().start();
        let seat = match self.seat() {
            Some(seat) => start.seat_name(seat).to_ascii_lowercase(),
            None if self.full() => turn::WATCHING.to_string(),
            None => super::link::RANDOM.to_string(),
        };
        let turn = if self.chain.over() {
            turn::OVER
        } else if self.full() {
            turn::WATCHING
        } else if self.my_turn() {
            turn::MINE
        } else {
            turn::THEIRS
        };
        let result = match self.standing() {
            None => "-",
            Some(Standing::Won { resigned: false }) => "won",
            Some(Standing::Won { resigned: true }) => "won-resigned",
            Some(Standing::Lost { resigned: false }) => "lost",
            Some(Standing::Lost { resigned: true }) => "lost-resigned",
            Some(Standing::Drawn) => "drawn",
            Some(Standing::Ended) => "ended",
        };
        let mut out = format!(
            "{HEADER}\ngame {}\nperson {}\nseat {seat}\nturn {turn}\nresult {result}\nupdated {}\n",
            start.id(),
            self.person.letter(),
            self.updated,
        );
        if let Some(secret) = &self.secret {
            out.push_str(&format!("secret {}\n", secret.to_text()));
        }
        if let Some(seed) = &self.signing {
            out.push_str(&format!("signing {}\n", seed.to_text()));
        }
        for acceptance in &self.gathered {
            out.push_str(&format!("accepted {}\n", acceptance.to_text()));
        }
        for (link, message) in self.chain.links().iter().zip(self.chain.messages()) {
            if !message.listed {
                out.push_str(&format!("message {}\n", link.play_value()));
            }
        }
        out.push_str(&format!(
            "record {}\n",
            super::device::link_record(self.chain.record())
        ));
        if let Some(sent) = &self.sent {
            out.push_str(&format!("sent {}\n", sent.suffix()));
        }
        out.push_str(FOOTER);
        out
    }

    /// Reads a memory written by [`Device::encode`], checking every message again.
    pub fn decode(text: &str) -> Result<Device<G>, StateError> {
        let body = text
            .strip_prefix(HEADER)
            .and_then(|b| b.strip_prefix('\n'))
            .and_then(|b| b.strip_suffix(FOOTER))
            .ok_or(StateError::Format)?;
        let mut person = None;
        let mut secret = None;
        let mut signing = None;
        let mut gathered = Vec::new();
        let mut updated = 0;
        let mut sent = None;
        let mut links = Vec::new();
        let mut record = None;
        for line in body.lines() {
            let (field, value) = line.split_once(' ').unwrap_or((line, ""));
            match field {
                "person" => {
                    person = Some(Person::from_letter(value).ok_or(StateError::Field("person"))?)
                }
                "secret" => {
                    secret = Some(Secret::from_text(value).ok_or(StateError::Field("secret"))?)
                }
                "signing" => {
                    signing =
                        Some(SigningSeed::from_text(value).ok_or(StateError::Field("signing"))?)
                }
                "accepted" => gathered
                    .push(Acceptance::from_text(value).ok_or(StateError::Field("accepted"))?),
                "updated" => updated = value.parse().map_err(|_| StateError::Field("updated"))?,
                "message" => links.push(Link::parse(&format!("?play={value}#-")).map_err(|e| {
                    StateError::Message {
                        number: links.len(),
                        refusal: Box::new(Refusal::Link(e)),
                    }
                })?),
                "record" => {
                    record =
                        Some(Record::<G>::parse(value).map_err(|_| StateError::Field("record"))?)
                }
                "sent" => sent = Some(Link::parse(value).map_err(|_| StateError::Field("sent"))?),
                // The summary's fields, and any a later version adds.
                _ => {}
            }
        }
        let person = person.ok_or(StateError::Field("person"))?;
        let record = record.ok_or(StateError::Field("record"))?;
        if links.is_empty() {
            return Err(StateError::NoMessages);
        }
        let chain = Chain::<G>::rebuild(&links, &record).map_err(|(number, refusal)| {
            StateError::Message {
                number,
                refusal: Box::new(refusal),
            }
        })?;
        if chain.record().tokens().len() != record.tokens().len() {
            return Err(StateError::Field("record"));
        }
        let key = signing.as_ref().map(super::sign::public);
        if chain.version() == 1 && signing.is_some() {
            return Err(StateError::Field("signing"));
        }
        // The secret is the one this device's latest message committed to. Version 2: this
        // device's messages are those under its key; a joiner of three or four whose game has
        // not started keeps its acceptance as the link it sent, and one the game left out has
        // none that counted.
        let own = chain
            .messages()
            .iter()
            .rev()
            .find(|m| m.person() == person && (key.is_none() || chain.key_of(person) == key));
        let gathering = chain.gathers() && !chain.full();
        let accepted = |s: &Secret| {
            let made = key.map(|k| commit_v2(&chain.id(), &k, 1, s));
            made.is_some() && made == sent.as_ref().map(|l| l.commit)
        };
        match (own, &secret) {
            (None, None) => {}
            // Invited to a game for more than two that the others filled first.
            (Some(_), None) if chain.persons() > 2 => {}
            (Some(m), Some(s)) if chain.commitment(person, m.number, s) == Some(m.commit) => {}
            (None, Some(s)) if chain.gathers() && accepted(s) => {}
            _ => return Err(StateError::Secret),
        }
        if !gathering && !gathered.is_empty() {
            return Err(StateError::Field("accepted"));
        }
        let invite = super::device::link_record(chain.record());
        for acceptance in &gathered {
            let mut link = super::chain::acceptance_link(chain.id(), Person::Joiner, acceptance);
            link.record = invite.clone();
            chain
                .check_acceptance(&link)
                .map_err(|_| StateError::Field("accepted"))?;
        }
        if sent.as_ref().is_some_and(|s| {
            // Version 2, three or four: the acceptance was sent under `j` whatever letter the
            // starting message then gave.
            let accepted = chain.gathers() && s.number == 1;
            s.id != chain.id() || (s.person != person && !accepted)
        }) {
            return Err(StateError::Field("sent"));
        }
        let mut device = Device {
            person,
            chain,
            secret,
            sent,
            updated,
            fresh: Vec::new(),
            issued: Vec::new(),
            signing,
            gathered,
        };
        device.settle();
        Ok(device)
    }
}

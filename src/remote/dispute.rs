//! When two copies of a game differ anyway (docs/remote.md, "When two copies differ"): a device
//! that made two messages of one turn (two browsers of one person, a copy restored from a
//! backup), or under version 1 a link changed on the way, leaves the devices holding different
//! games. A message that contradicts this device's copy says where: the turn the copies part at,
//! whose it was, and what each holds. The way back is always the version of the person whose
//! turn it was: that device sends its link of the turn again ([`Device::message_link`]), and the
//! other takes it ([`Device::take_version`]), dropping its own moves after it and playing its
//! turn again (its next message reveals the same secret, committed before).

use super::chain::{owner, Accepted, Chain};
use super::device::{link_record, Device};
use super::link::Link;
use super::refusal::Refusal;
use super::values::Person;
use crate::core::{Game, Record};

/// Where two copies of a game part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dispute {
    /// The number of the message of this device's copy at which they part.
    pub number: u32,
    /// Who sent it.
    pub person: Person,
    /// Whether it was this device's own turn (its version is the one that counts).
    pub mine: bool,
    /// The move (1-based) where the copies first differ.
    pub token: usize,
    /// The turn as this device holds it.
    pub ours: Vec<String>,
    /// The turn as the other message holds it.
    pub theirs: Vec<String>,
    /// Whether the message is the other person's version of that turn, which this device can
    /// take.
    pub takes: bool,
}

/// The tokens of `record` from `from` to the end of the turn that starts there (while the same
/// seat plays), as written.
fn turn_from<G: Game>(record: &Record<G>, from: usize, until: Option<usize>) -> Vec<String> {
    let tokens = record.tokens();
    let mut game = record.position_at(from.min(tokens.len()));
    let seat = owner(&game);
    let mut out = Vec::new();
    for (k, token) in tokens.iter().enumerate().skip(from) {
        if until.is_some_and(|u| k >= u) || until.is_none() && owner(&game) != seat {
            break;
        }
        out.push(token.to_string());
        let _ = token.play(&mut game);
    }
    out
}

impl<G: Game> Device<G> {
    /// Where `link`, refused, parts from this device's copy, if it does: a message of this game
    /// whose record differs from the copy, or a message numbered as one held with other values.
    pub fn dispute(&self, link: &Link) -> Option<Dispute> {
        if link.id != self.id() || link.version != self.chain.version() {
            return None;
        }
        let record = Record::<G>::parse(&link.record).ok()?;
        if record.start() != self.chain.record().start() {
            return None;
        }
        let ours = self.chain.record().tokens();
        let theirs = record.tokens();
        let differs = (0..ours.len().min(theirs.len())).find(|&k| ours[k] != theirs[k]);
        let messages = self.chain.messages();
        let held = messages.iter().position(|m| m.number == link.number);
        let at = match (differs, held) {
            // The message that added the first token that differs.
            (Some(k), _) => messages.iter().position(|m| m.count > k)?,
            // The same number with other values (the same tokens, say another open value).
            (None, Some(i)) if self.chain.links()[i].play_value() != link.play_value() => i,
            _ => return None,
        };
        let message = &messages[at];
        if message.number < self.chain.start_number() {
            return None;
        }
        let from = messages[at - 1].count;
        let token = differs.map_or(from + 1, |k| k + 1);
        let mine = self.is_own(&self.chain.links()[at]);
        let same_turn = link.number == message.number && link.person == message.person;
        let takes = !mine && same_turn && self.truncated(at).is_ok_and(|c| c.check(link).is_ok());
        Some(Dispute {
            number: message.number,
            person: message.person,
            mine,
            token,
            ours: turn_from(self.chain.record(), from, Some(message.count)),
            theirs: turn_from(&record, from, same_turn.then_some(link.count)),
            takes,
        })
    }

    /// The copy without its messages from the `at`-th on.
    fn truncated(&self, at: usize) -> Result<Chain<G>, Refusal> {
        let messages = self.chain.messages();
        let links: Vec<Link> = self.chain.links()[..at]
            .iter()
            .zip(messages)
            .filter(|(_, m)| !m.listed)
            .map(|(l, _)| l.clone())
            .collect();
        let mut record = self.chain.record().clone();
        record.truncate(messages[at - 1].count);
        Chain::rebuild(&links, &record).map_err(|(_, why)| why)
    }

    /// Takes the other person's version `link` of the turn the copies part at: this device's
    /// messages from that turn on are dropped, `link` is accepted in its place, and this
    /// device's secret is again the one its last message kept committed to (which its dropped
    /// message had revealed). Refused, changing nothing, unless [`Device::dispute`] says it
    /// `takes`.
    pub fn take_version(&mut self, link: &Link, now: u64) -> Result<Accepted, Refusal> {
        let dispute = self
            .dispute(link)
            .filter(|d| d.takes)
            .ok_or(Refusal::Conflict {
                number: link.number,
            })?;
        let at = self
            .chain
            .messages()
            .iter()
            .position(|m| m.number == dispute.number)
            .ok_or(Refusal::GameOver)?;
        let dropped: Vec<Link> = self.chain.links()[at..]
            .iter()
            .filter(|l| self.is_own(l))
            .cloned()
            .collect();
        let mut chain = self.truncated(at)?;
        let accepted = chain.accept(link)?;
        if let Some(first) = dropped.first() {
            self.secret = first.reveal.or(self.secret);
        }
        self.chain = chain;
        let last_own = (0..self.chain.links().len())
            .rev()
            .find(|&i| self.is_own(&self.chain.links()[i]));
        self.sent = last_own.and_then(|i| self.message_link(self.chain.links()[i].number));
        self.fresh.clear();
        self.issued.clear();
        self.updated = now;
        Ok(accepted)
    }

    /// The link of message `number` as this device holds it, its record written again from the
    /// copy: what this device sends again when the other's copy differs at its own turn.
    pub fn message_link(&self, number: u32) -> Option<Link> {
        let i = self.chain.links().iter().position(|l| l.number == number)?;
        let mut record = self.chain.record().clone();
        record.truncate(self.chain.messages()[i].count);
        Some(Link {
            record: link_record(&record),
            ..self.chain.links()[i].clone()
        })
    }
}

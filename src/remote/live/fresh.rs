//! A live game's fresh open values (REMOTE.md "Live games"): before each throw of a turn, the
//! thrower's device shows the other device the decisions it has fixed (its request, the record
//! up to the throw), and the other device answers with `o_k`, 16 fresh random bytes, that the
//! throw at token `k` uses in place of the other's latest open value. Nobody knows a throw
//! before it is due, and a decision made before it cannot be taken back after it.
//!
//! The message that used the values lists them as `.k:o_k` pairs; the issuer's next message lists
//! them again ([`Chain`](super::super::Chain) requires the two lists to agree), so a game stays
//! checkable from its links alone. The issuing device also requires the message to use exactly
//! the values it issued, after exactly the decisions each request showed: a thrower cannot ask
//! twice and keep the throw it likes, nor leave a value out and fall back on the older one.

use super::super::chain::{owner, used};
use super::super::device::Device;
use super::super::link::Link;
use super::super::refusal::Refusal;
use super::super::values::{Entropy, OpenValue};
use crate::core::{Game, Record, ToAct};

/// A fresh value a device issued: the throw's token index `k`, the value, and the request it
/// answered (the record up to the throw).
pub type Issued<G> = (u32, OpenValue, Record<G>);

impl<G: Game> Device<G> {
    /// The `k` of the fresh value this device needs before it throws at the end of `record` (its
    /// copy extended by its turn's decisions so far); `None` where it does not throw next or
    /// already holds the value.
    pub fn wants_fresh(&self, record: &Record<G>) -> Option<u32> {
        let at_throw = record.position().to_act() == ToAct::Chance;
        let k = u32::try_from(record.tokens().len()).ok()?;
        let held = self.fresh.iter().any(|&(f, _)| f == k);
        (at_throw && !held && self.plays_next(record) && self.chain.next_number() >= 2).then_some(k)
    }

    /// Whether this device holds the fresh value for its throw at token `k`.
    pub fn has_fresh(&self, k: u32) -> bool {
        self.fresh.iter().any(|&(f, _)| f == k)
    }

    /// The throw at token `k` where `game` stands, in a live game: only once the other device's
    /// fresh value for it is here ([`Device::throw`] otherwise, as games by link throw).
    pub fn throw_live(&self, game: &G, k: usize) -> Option<G::Roll> {
        let held = u32::try_from(k).is_ok_and(|k| self.has_fresh(k));
        held.then(|| self.throw(game, k)).flatten()
    }

    /// The fresh values this device issued for the other's turn in hand, each with the request
    /// it answered, and the number of the message they are for: what a page keeps beside the
    /// saved game, so that a reload does not forget them (the thrower's move must list exactly
    /// these, or this device refuses it).
    pub fn issued(&self) -> (u32, &[Issued<G>]) {
        (self.chain.next_number(), &self.issued)
    }

    /// Takes back the values [`Device::issued`] gave before a reload, for message `number`:
    /// nothing changes when the game has moved on since, in this device's turn, or when this
    /// device has issued values again already.
    pub fn restore_issued(&mut self, number: u32, issued: Vec<Issued<G>>) {
        if number == self.chain.next_number() && !self.my_turn() && self.issued.is_empty() {
            self.issued = issued;
        }
    }

    /// The fresh values this device issued for the other's turn in hand, by `k`: what its live
    /// post gives (the same again after a reconnection).
    pub fn issued_values(&self) -> Vec<(u32, OpenValue)> {
        self.issued.iter().map(|&(k, o, _)| (k, o)).collect()
    }

    /// Keeps the fresh value `o_k` the other device issued for this device's throw at token
    /// `k`; the first value for a `k` stays (a value repeated after a reconnection is the same).
    pub fn receive_fresh(&mut self, k: u32, open: OpenValue) {
        if self.my_turn() && !self.has_fresh(k) {
            self.fresh.push((k, open));
            self.fresh.sort_by_key(|&(f, _)| f);
        }
    }

    /// Issues the fresh value for the other device's request: `record` extends this device's
    /// copy by the other person's decisions of its turn and stops at a throw of its own. The same
    /// request made again gets the same value; another request for the same throw (other
    /// decisions before it) is refused.
    pub fn issue_fresh(
        &mut self,
        record: &Record<G>,
        entropy: &mut dyn Entropy,
    ) -> Result<(u32, OpenValue), Refusal> {
        if self.my_turn() || self.chain.over() || self.chain.next_number() < 2 {
            return Err(Refusal::FreshValues);
        }
        let theirs = self.person.other();
        // Message 2 of a random seating is the inviter's, which knows the seats drawn before it
        // reveals them: its first tokens are its own, and the message's checks confirm it.
        let seat = match self.chain.seat_of(theirs) {
            Some(seat) => seat,
            None => owner(self.chain.record().position()).ok_or(Refusal::GameOver)?,
        };
        let copy = self.chain.record().tokens();
        if record.tokens().get(..copy.len()) != Some(copy) {
            return Err(Refusal::Rewritten {
                token: copy.len() + 1,
            });
        }
        let mut game = self.chain.record().position().clone();
        for (i, &token) in record.tokens()[copy.len()..].iter().enumerate() {
            if owner(&game) != Some(seat) {
                return Err(Refusal::WrongSeat {
                    token: copy.len() + i + 1,
                    owner: owner(&game).unwrap_or(seat),
                });
            }
            // The record has played it already, so it is possible here.
            let _ = token.play(&mut game);
        }
        if game.to_act() != ToAct::Chance || owner(&game) != Some(seat) {
            return Err(Refusal::FreshValues);
        }
        let k = u32::try_from(record.tokens().len()).map_err(|_| Refusal::FreshValues)?;
        if let Some((_, open, asked)) = self.issued.iter().find(|(f, _, _)| *f == k) {
            return if asked.tokens() == record.tokens() {
                Ok((k, *open))
            } else {
                Err(Refusal::FreshValues)
            };
        }
        // Each request extends the one before it: the decisions shown stay made.
        if let Some((_, _, last)) = self.issued.last() {
            let before = last.tokens();
            if record.tokens().get(..before.len()) != Some(before) {
                return Err(Refusal::FreshValues);
            }
        }
        let open = OpenValue::fresh(entropy)
            .map_err(|_| Refusal::State(super::super::StateError::NoEntropy))?;
        self.issued.push((k, open, record.clone()));
        Ok((k, open))
    }

    /// The `.k:o_k` pairs of this device's next message with `record`: the values it issued for
    /// the other person's latest message (which that message used), then those its own throws
    /// in `record` use. A resignation uses none.
    pub(in super::super) fn listed(
        &self,
        record: &Record<G>,
        resign: bool,
    ) -> Vec<(u32, OpenValue)> {
        let mut pairs = match self.chain.messages().last() {
            Some(last) if last.person() != self.person => last.fresh.clone(),
            _ => Vec::new(),
        };
        if !resign {
            let from = self.chain.record().tokens().len();
            let tokens = record.tokens();
            pairs.extend(used(&self.fresh, from).into_iter().filter(|&(k, _)| {
                matches!(tokens.get(k as usize), Some(crate::core::Token::Roll(_)))
            }));
        }
        pairs
    }

    /// The other person's message uses exactly the fresh values this device issued for it,
    /// each after the decisions its request showed.
    pub(in super::super) fn check_issued(&self, link: &Link) -> Result<(), Refusal> {
        if self.issued.is_empty() || link.resign {
            return Ok(());
        }
        let from = self.chain.record().tokens().len();
        let issued: Vec<_> = self.issued.iter().map(|&(k, o, _)| (k, o)).collect();
        if used(&link.fresh, from) != issued {
            return Err(Refusal::FreshValues);
        }
        let record = Record::<G>::parse(&link.record).map_err(Refusal::Record)?;
        for (k, _, asked) in &self.issued {
            if record.tokens().get(..*k as usize) != Some(asked.tokens()) {
                return Err(Refusal::FreshValues);
            }
        }
        // Once the thrower asked, it was live: a later throw of the turn that did not ask would
        // fall back on an open value known since the turn began.
        let first = self.issued.first().map_or(0, |&(k, _, _)| k as usize);
        let unasked = record
            .tokens()
            .iter()
            .enumerate()
            .skip(first)
            .any(|(k, t)| {
                matches!(t, crate::core::Token::Roll(_))
                    && !issued.iter().any(|&(f, _)| f as usize == k)
            });
        if unasked {
            return Err(Refusal::FreshValues);
        }
        Ok(())
    }
}

//! One device's side of a game by link: its person, the public copy of the game ([`Chain`]), the
//! secret its latest message committed to, the last link it sent, and when the game last moved.
//! Every message it sends passes the same checks as the messages it receives, before it is sent.

use super::chain::{owner, Accepted, Chain, SeatChoice};
use super::link::Link;
use super::refusal::Refusal;
use super::throws;
use super::values::{commit, Entropy, MatchId, OpenValue, Person, Secret};
use crate::core::{Game, Outcome, Record, Seat};

/// How a game ended, for this device's person.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// This device's person won (`resigned`: the other person resigned).
    Won {
        /// Whether by the other's resignation.
        resigned: bool,
    },
    /// This device's person lost (`resigned`: by its own resignation).
    Lost {
        /// Whether by its own resignation.
        resigned: bool,
    },
    /// Nobody won.
    Drawn,
    /// Another person resigned a game for more than two: it ended, and nobody won it.
    Ended,
}

/// A device's side of one game by link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Device<G: Game> {
    pub(super) person: Person,
    pub(super) chain: Chain<G>,
    /// The secret this device's latest message committed to, which its next one reveals.
    pub(super) secret: Option<Secret>,
    /// The last link this device sent.
    pub(super) sent: Option<Link>,
    /// When the game last moved here (a message sent or received), in ms since 1970.
    pub(super) updated: u64,
    /// Live games: the fresh values the other device issued for this device's throws of the
    /// turn in hand, by `k` (kept in memory only: docs/remote.md, "Live games").
    pub(super) fresh: Vec<(u32, OpenValue)>,
    /// Live games: the fresh values this device issued for the other's turn in hand, each with
    /// the record its request carried (the decisions fixed before the throw).
    pub(super) issued: Vec<(u32, OpenValue, Record<G>)>,
}

/// The record as a link carries it: compact whenever that is shorter than plain.
pub fn link_record<G: Game>(record: &Record<G>) -> String {
    let (plain, compact) = (record.to_string(), record.to_compact());
    if compact.len() < plain.len() {
        compact
    } else {
        plain
    }
}

impl<G: Game> Device<G> {
    /// A new game of `start` (a record, usually a game id alone) in which the inviter takes
    /// `choice`, and its invite, message 0.
    pub fn invite(
        start: &Record<G>,
        choice: SeatChoice,
        entropy: &mut dyn Entropy,
        now: u64,
    ) -> Result<(Device<G>, Link), Refusal> {
        let fresh = |e: &mut dyn Entropy| -> Result<_, Refusal> {
            Ok((
                MatchId::fresh(e).map_err(|_| Refusal::State(super::StateError::NoEntropy))?,
                Secret::fresh(e).map_err(|_| Refusal::State(super::StateError::NoEntropy))?,
                OpenValue::fresh(e).map_err(|_| Refusal::State(super::StateError::NoEntropy))?,
            ))
        };
        let (id, secret, open) = fresh(entropy)?;
        let link = Link {
            id,
            person: Person::Inviter,
            number: 0,
            count: start.tokens().len(),
            commit: commit(&id, Person::Inviter, 0, &secret),
            reveal: None,
            open,
            seat: Some(choice.text(start.start())),
            resign: false,
            fresh: Vec::new(),
            record: link_record(start),
        };
        let chain = Chain::open(&link)?;
        let device = Device {
            person: Person::Inviter,
            chain,
            secret: Some(secret),
            sent: Some(link.clone()),
            updated: now,
            fresh: Vec::new(),
            issued: Vec::new(),
        };
        Ok((device, link))
    }

    /// The joiner's side of the game `invite` starts, before it sends its acceptance
    /// ([`Device::compose`] makes it): in a game for two nothing of it needs saving until then.
    /// In a game for more, its person is the next to join: it follows the others' joins as
    /// they arrive ([`Device::receive`]) until it sends its own.
    pub fn join(invite: &Link, now: u64) -> Result<Device<G>, Refusal> {
        Ok(Device {
            person: Person::Joiner,
            chain: Chain::open(invite)?,
            secret: None,
            sent: None,
            updated: now,
            fresh: Vec::new(),
            issued: Vec::new(),
        })
    }

    /// This device's person.
    pub fn person(&self) -> Person {
        self.person
    }

    /// The public copy of the game.
    pub fn chain(&self) -> &Chain<G> {
        &self.chain
    }

    /// The match.
    pub fn id(&self) -> MatchId {
        self.chain.id()
    }

    /// This device's seat, once known: at once for a named seat (in a game for more than two,
    /// before this device joins, the seat it takes if it joins next); for a random one, at the
    /// start message (2 in a game for two), which the inviter makes knowing its own first secret.
    pub fn seat(&self) -> Option<Seat> {
        let start = self.chain.start_number();
        let drawn = || {
            let first = self.secret.filter(|_| self.chain.next_number() == start)?;
            self.chain.seats_given(&first)
        };
        match self.chain.seat_of(self.person) {
            Some(seat) => Some(seat),
            None if self.person == Person::Inviter => drawn().map(|s| s[0]),
            None => None,
        }
    }

    /// Whether this device has a part in the game: it made the invite or sent its acceptance.
    pub fn joined(&self) -> bool {
        // Only a device that sent a message holds a secret to reveal.
        self.secret.is_some()
    }

    /// Whether everyone joined before this device could: it only watches.
    pub fn full(&self) -> bool {
        !self.joined() && self.chain.next_number() >= self.chain.start_number()
    }

    /// Before this device joins a game for more than two: it will be the next to join.
    pub(super) fn settle(&mut self) {
        if !self.joined() && self.chain.persons() > 2 {
            let next = self.chain.next_number();
            if next < self.chain.start_number() {
                self.person = Person::from_index(next as usize).unwrap_or(self.person);
            }
        }
    }

    /// The last link this device sent.
    pub fn sent(&self) -> Option<&Link> {
        self.sent.as_ref()
    }

    /// When the game last moved here (ms since 1970).
    pub fn updated(&self) -> u64 {
        self.updated
    }

    /// Whether the next message is this device's to send.
    pub fn my_turn(&self) -> bool {
        !self.full() && self.chain.sender() == Some(self.person)
    }

    /// Whether this device's person plays the next token of `record` (which extends the copy
    /// with the tokens played so far this turn): its turn, its seat, and not past a throw that
    /// messages 0 and 1 may not make.
    pub fn plays_next(&self, record: &Record<G>) -> bool {
        let Some(seat) = self.seat() else {
            return false;
        };
        let next = self.chain.next_number();
        let early = if self.chain.persons() == 2 {
            next < 2 && record.position().to_act() == crate::core::ToAct::Chance
        } else {
            next < self.chain.start_number()
        };
        self.my_turn() && owner(record.position()) == Some(seat) && !early
    }

    /// How the game ended for this device's person, once it is over.
    pub fn standing(&self) -> Option<Standing> {
        if let Some(resigner) = self.chain.resigned() {
            return Some(if resigner == self.person {
                Standing::Lost { resigned: true }
            } else if self.chain.persons() > 2 {
                Standing::Ended
            } else {
                Standing::Won { resigned: true }
            });
        }
        match self.chain.record().position().outcome()? {
            Outcome::Draw => Some(Standing::Drawn),
            Outcome::Win { winner, .. } if Some(winner) == self.seat() => {
                Some(Standing::Won { resigned: false })
            }
            Outcome::Win { .. } => Some(Standing::Lost { resigned: false }),
        }
    }

    /// Checks the other person's message and adds it to the copy; on a refusal nothing changes.
    pub fn receive(&mut self, link: &Link, now: u64) -> Result<Accepted, Refusal> {
        if link.id != self.chain.id() {
            return Err(Refusal::OtherMatch);
        }
        if self.chain.persons() == 2 && link.person != Person::of_message(link.number) {
            return Err(Refusal::WrongPerson);
        }
        let waiting = self.chain.persons() > 2 && !self.joined();
        if link.person == self.person && link.number >= self.chain.next_number() && !waiting {
            return Err(Refusal::OwnTurn);
        }
        self.check_issued(link)?;
        let accepted = self.chain.accept(link)?;
        self.updated = now;
        self.issued.clear();
        self.fresh.clear();
        self.settle();
        Ok(accepted)
    }

    /// The throw at token `k` where `game` stands, in this device's turn: from the secret its
    /// latest message committed to and the open value of the other's latest message. `None`
    /// where this device may not throw.
    pub fn throw(&self, game: &G, k: usize) -> Option<G::Roll> {
        let number = self.chain.next_number();
        if !self.my_turn() || number < self.chain.start_number() {
            return None;
        }
        let k = u32::try_from(k).ok()?;
        let fresh = self.fresh.iter().find(|&&(f, _)| f == k).map(|&(_, o)| o);
        let open = match fresh {
            Some(open) => open,
            None => self.chain.message(number - 1)?.open,
        };
        throws::derive(game, &self.id(), k, &self.secret?, &open)
    }

    /// The message this device would send with `record` (its copy extended by its turn's tokens),
    /// with placeholder values: whether it passes the checks says whether the turn is complete.
    pub(super) fn draft(&self, record: &Record<G>, resign: bool) -> Link {
        let next = self.chain.next_number();
        let number = if resign && !self.my_turn() && self.chain.persons() == 2 {
            next + 1
        } else {
            next
        };
        Link {
            id: self.id(),
            person: self.person,
            number,
            count: record.tokens().len(),
            commit: super::values::Commitment([0; 32]),
            reveal: if self.joined() { self.secret } else { None },
            open: OpenValue([0; 16]),
            seat: None,
            resign,
            fresh: self.listed(record, resign),
            record: link_record(record),
        }
    }

    /// Whether `record` makes a message this device can send now: its turn's tokens complete
    /// (the turn, or the game, ended). `Err` says why not.
    pub fn ready(&self, record: &Record<G>) -> Result<(), Refusal> {
        if !self.my_turn() {
            return Err(if self.chain.over() {
                Refusal::GameOver
            } else {
                Refusal::OwnTurn
            });
        }
        self.chain.check(&self.draft(record, false)).map(|_| ())
    }

    /// Makes this device's next message from `record`, adds it to the copy and remembers it as
    /// the last link sent.
    pub fn compose(
        &mut self,
        record: &Record<G>,
        entropy: &mut dyn Entropy,
        now: u64,
    ) -> Result<Link, Refusal> {
        self.ready(record)?;
        let draft = self.draft(record, false);
        self.seal(draft, Some(record.clone()), entropy, now)
    }

    /// Resigns: a message that reveals this device's secret like any other and ends the game.
    /// In this device's turn it is the next message; otherwise it follows this device's own
    /// latest message, skipping the other's.
    pub fn resign(&mut self, entropy: &mut dyn Entropy, now: u64) -> Result<Link, Refusal> {
        if self.chain.persons() > 2 && !self.my_turn() && !self.chain.over() {
            return Err(Refusal::ResignInTurn);
        }
        let record = self.chain.record().clone();
        let draft = self.draft(&record, true);
        self.seal(draft, Some(record), entropy, now)
    }

    /// Gives `draft` its fresh commitment and open value, checks it and adds it.
    fn seal(
        &mut self,
        mut draft: Link,
        record: Option<Record<G>>,
        entropy: &mut dyn Entropy,
        now: u64,
    ) -> Result<Link, Refusal> {
        let no_entropy = |_| Refusal::State(super::StateError::NoEntropy);
        let secret = Secret::fresh(entropy).map_err(no_entropy)?;
        draft.open = OpenValue::fresh(entropy).map_err(no_entropy)?;
        draft.commit = commit(&self.id(), self.person, draft.number, &secret);
        self.chain.accept_with(&draft, record)?;
        self.secret = Some(secret);
        self.sent = Some(draft.clone());
        self.updated = now;
        Ok(draft)
    }
}

//! One device's side of a game by link: its person, the public copy of the game ([`Chain`]), the
//! secret its latest message committed to, the last link it sent, and when the game last moved.
//! Every message it sends passes the same checks as the messages it receives, before it is sent.

use super::chain::{owner, Accepted, Chain, SeatChoice};
use super::link::{Acceptance, Link};
use super::refusal::Refusal;
use super::sign;
use super::throws;
use super::values::{
    commit, commit_v2, Entropy, MatchId, OpenValue, Person, PublicKey, Secret, SigningSeed,
};
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
    /// Version 2: the seed of this device's signing key for the game, once it has sent a message.
    pub(super) signing: Option<SigningSeed>,
    /// Version 2, three or four, before the game starts: the acceptances this device holds, in
    /// the order of their keys (the inviter's starting message lists them).
    pub(super) gathered: Vec<Acceptance>,
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
    /// `choice`, under protocol `version` (2, signed, for every new game; 1 to play a client
    /// that speaks only version 1), and its invite, message 0.
    pub fn invite(
        start: &Record<G>,
        choice: SeatChoice,
        version: u8,
        entropy: &mut dyn Entropy,
        now: u64,
    ) -> Result<(Device<G>, Link), Refusal> {
        let no_entropy = |_| Refusal::State(super::StateError::NoEntropy);
        let id = MatchId::fresh(entropy).map_err(no_entropy)?;
        let secret = Secret::fresh(entropy).map_err(no_entropy)?;
        let open = OpenValue::fresh(entropy).map_err(no_entropy)?;
        let signing = if version == 2 {
            Some(SigningSeed::fresh(entropy).map_err(no_entropy)?)
        } else {
            None
        };
        let key = signing.as_ref().map(sign::public);
        let mut link = Link {
            version: if version == 2 { 2 } else { 1 },
            id,
            person: Person::Inviter,
            number: 0,
            count: start.tokens().len(),
            commit: match &key {
                Some(key) => commit_v2(&id, key, 0, &secret),
                None => commit(&id, Person::Inviter, 0, &secret),
            },
            reveal: None,
            open,
            seat: Some(choice.text(start.start())),
            resign: false,
            fresh: Vec::new(),
            key,
            accepted: Vec::new(),
            sig: None,
            record: link_record(start),
        };
        if let Some(seed) = &signing {
            let digest = sign::record_digest(start.start_text(), start, start.tokens().len());
            let input = sign::input(&sign::NO_PREV, &digest, &link.signed_value());
            link.sig = Some(sign::sign(seed, &input));
        }
        let chain = Chain::open(&link)?;
        let device = Device {
            person: Person::Inviter,
            chain,
            secret: Some(secret),
            sent: Some(link.clone()),
            updated: now,
            fresh: Vec::new(),
            issued: Vec::new(),
            signing,
            gathered: Vec::new(),
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
            signing: None,
            gathered: Vec::new(),
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

    /// This device's seat, once known: at once for a named seat (in a game for more than two
    /// under version 1, before this device joins, the seat it takes if it joins next; under
    /// version 2 a joiner's seat is known when the game starts); for a random one, at the start
    /// message, which the inviter makes knowing its own first secret.
    pub fn seat(&self) -> Option<Seat> {
        // A device that only watches plays no seat.
        if self.full() || self.gathering() && self.person != Person::Inviter {
            return None;
        }
        let start = self.chain.start_number();
        let drawn = || {
            let first = self.secret.filter(|_| self.chain.next_number() == start)?;
            if self.chain.gathers() {
                let opens: Vec<OpenValue> = self.gathered.iter().map(|a| a.open).collect();
                return self.chain.seats_with(&first, &opens);
            }
            self.chain.seats_given(&first)
        };
        match self.chain.seat_of(self.person) {
            Some(seat) if !self.left_out() => Some(seat),
            None if self.person == Person::Inviter => drawn().map(|s| s[0]),
            _ => None,
        }
    }

    /// Whether `link` is a message this device sent: by its key in version 2 (a joiner's letter
    /// in a game of three or four is fixed only when the game starts), by its letter in
    /// version 1.
    pub fn is_own(&self, link: &Link) -> bool {
        if !self.joined() && !self.gathering() {
            return false;
        }
        match (link.key, self.chain.version()) {
            (Some(key), 2) => self.key() == Some(key),
            (None, 2) => self.key().is_some() && self.chain.key_of(link.person) == self.key(),
            _ => link.person == self.person,
        }
    }

    /// How many have joined so far (the inviter included): in a game of three or four that has
    /// not started, what "2 of 3 players are in" counts.
    pub fn in_so_far(&self) -> usize {
        let persons = self.chain.persons();
        if self.chain.gathers() {
            if self.chain.full() {
                return persons;
            }
            let own = usize::from(self.person != Person::Inviter && self.secret.is_some());
            return (1 + self.gathered.len() + own).min(persons);
        }
        self.chain.messages().len().min(persons)
    }

    /// This device's public key (version 2), once it has sent a message.
    pub fn key(&self) -> Option<PublicKey> {
        self.signing.as_ref().map(sign::public)
    }

    /// Version 2, three or four: the game has not started, and the acceptances are gathering.
    pub fn gathering(&self) -> bool {
        self.chain.gathers() && !self.chain.full()
    }

    /// The acceptances this device holds of a game of three or four that has not started
    /// (version 2), its own included.
    pub fn gathered(&self) -> &[Acceptance] {
        &self.gathered
    }

    /// Version 2, three or four: this device accepted, but the game started with others.
    fn left_out(&self) -> bool {
        self.chain.gathers()
            && self.chain.full()
            && self
                .key()
                .is_none_or(|key| self.chain.person_with_key(&key).is_none())
    }

    /// Whether this device has a part in the game: it made the invite or sent its acceptance
    /// (and, in a game of three or four under version 2, the game started with it).
    pub fn joined(&self) -> bool {
        // Only a device that sent a message holds a secret to reveal.
        self.secret.is_some() && !self.left_out()
    }

    /// Whether everyone joined before this device could: it only watches.
    pub fn full(&self) -> bool {
        if self.chain.gathers() {
            // Before the start: the others' acceptances fill the game without this device's.
            let others = self.gathered.len() + 1 >= self.chain.persons() && self.secret.is_none();
            return self.left_out() || others;
        }
        !self.joined() && self.chain.next_number() >= self.chain.start_number()
    }

    /// Before this device joins a game for more than two: it will be the next to join (version
    /// 1). Version 2: once the game starts, its person is the one its key was given.
    pub(super) fn settle(&mut self) {
        if self.chain.gathers() {
            if self.chain.full() {
                self.gathered.clear();
                let person = self.key().and_then(|k| self.chain.person_with_key(&k));
                if let Some(person) = person {
                    self.person = person;
                }
            }
            return;
        }
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
        if self.full() {
            return false;
        }
        if self.gathering() {
            // The inviter starts once everyone has accepted; a joiner accepts once.
            return if self.person == Person::Inviter {
                self.gathered.len() + 1 == self.chain.persons()
            } else {
                !self.joined()
            };
        }
        self.chain.sender() == Some(self.person)
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
        if self.chain.gathers() && link.number == 1 {
            return self.gather(link, now);
        }
        let waiting = self.chain.persons() > 2 && !self.joined();
        // Version 2, three or four: a message is this device's own by its key, not its letter
        // (a joiner's letter is fixed when the game starts).
        let own = if self.chain.gathers() {
            self.key().is_some() && self.chain.key_of(link.person) == self.key()
        } else {
            link.person == self.person
        };
        if own && link.number >= self.chain.next_number() && !waiting {
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

    /// Version 2, three or four: an acceptance, which this device keeps until the starting
    /// message lists it (the inviter's device starts the game once it holds one per joiner).
    fn gather(&mut self, link: &Link, now: u64) -> Result<Accepted, Refusal> {
        let acceptance = self.chain.check_acceptance(link)?;
        let held = self.gathered.iter().any(|a| a.key == acceptance.key);
        if held || self.key() == Some(acceptance.key) {
            return Err(Refusal::Earlier {
                number: 1,
                latest: 1,
            });
        }
        if self.gathered.len() + 1 >= self.chain.persons() {
            return Err(Refusal::GroupFull {
                players: self.chain.persons(),
            });
        }
        self.gathered.push(acceptance);
        self.gathered.sort_by_key(|a| a.key.0);
        self.updated = now;
        Ok(Accepted {
            number: 1,
            from: self.chain.record().tokens().len(),
            seated: false,
        })
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
        let accepting = self.gathering() && self.person != Person::Inviter;
        let number = if resign && !self.my_turn() && self.chain.persons() == 2 {
            next + 1
        } else if accepting {
            1
        } else {
            next
        };
        let starts = self.gathering() && self.person == Person::Inviter;
        Link {
            version: self.chain.version(),
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
            key: None,
            accepted: if starts {
                self.gathered.clone()
            } else {
                Vec::new()
            },
            sig: None,
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
        let draft = self.draft(record, false);
        if self.gathering() && self.person != Person::Inviter {
            // An acceptance of three or four carries nothing.
            return if record.tokens().len() == self.chain.record().tokens().len() {
                Ok(())
            } else {
                Err(Refusal::SeatsUndecided)
            };
        }
        let mut draft = draft;
        if self.chain.version() == 2 && draft.reveal.is_none() {
            // A first message's key: its placeholder is checked for being there, not for being
            // this device's.
            draft.key = Some(PublicKey([0; 32]));
        }
        self.chain.check_unsigned(&draft).map(|_| ())
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

    /// Gives `draft` its fresh commitment and open value (version 2: its key in a first message,
    /// and its signature), checks it and adds it.
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
        let signing = match (self.chain.version(), self.signing) {
            (2, None) => Some(SigningSeed::fresh(entropy).map_err(no_entropy)?),
            (_, seed) => seed,
        };
        match &signing {
            Some(seed) => {
                let key = sign::public(seed);
                draft.commit = commit_v2(&self.id(), &key, draft.number, &secret);
                if draft.reveal.is_none() {
                    draft.key = Some(key);
                }
                let prev = self.chain.prev_of(&draft).ok_or(Refusal::Altered)?;
                let digest = match &record {
                    Some(r) => {
                        sign::record_digest(self.chain.record().start_text(), r, r.tokens().len())
                    }
                    None => [0; 32],
                };
                draft.sig = Some(sign::sign(
                    seed,
                    &sign::input(&prev, &digest, &draft.signed_value()),
                ));
            }
            None => draft.commit = commit(&self.id(), self.person, draft.number, &secret),
        }
        if self.gathering() && self.person != Person::Inviter {
            // An acceptance of three or four: checked as the inviter will, kept aside until the
            // starting message lists it.
            self.chain.check_acceptance(&draft)?;
        } else {
            self.chain.accept_with(&draft, record, None)?;
        }
        self.signing = signing;
        self.secret = Some(secret);
        self.sent = Some(draft.clone());
        self.updated = now;
        self.settle();
        Ok(draft)
    }
}

//! The public copy of a game by link: every message accepted so far and the record they make, and
//! the checks a message must pass to extend it (REMOTE.md "What it guarantees", "Seats", "Who plays
//! which tokens", "Throws"). A device keeps one beside its secrets; a third party builds one from
//! the links alone ([`super::verify`]). A refused message leaves the copy as it was.

use super::link::{Acceptance, Link, RANDOM};
use super::refusal::Refusal;
use super::sign::{self, Digester, NO_PREV};
use super::throws;
use super::values::{
    commit, commit_v2, seating, Commitment, MatchId, OpenValue, Person, PublicKey, Secret,
    Signature,
};
use crate::core::{Game, Record, Seat, ToAct, Token};

/// The seat that plays the next token where `game` stands: the seat to act, or at a chance
/// point the seat the turn field names (REMOTE.md "Who plays which tokens"); `None` at the end.
pub fn owner<G: Game>(game: &G) -> Option<Seat> {
    match game.to_act() {
        ToAct::Player(seat) => Some(seat),
        ToAct::Chance => game.thrower(),
        ToAct::Over => None,
    }
}

/// The invite's choice of the inviter's seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// The inviter sits here.
    Seat(Seat),
    /// Drawn when the inviter's first move message (2 in a game for two, or as many as there
    /// are persons) reveals its first secret.
    Random,
}

impl SeatChoice {
    /// Reads an invite's seat field for `game`: one of its seat names in lower case, or `random`.
    pub fn parse<G: Game>(game: &G, text: &str) -> Option<SeatChoice> {
        if text == RANDOM {
            return Some(SeatChoice::Random);
        }
        game.seats()
            .iter()
            .find(|&&seat| game.seat_name(seat).to_ascii_lowercase() == text)
            .map(|&seat| SeatChoice::Seat(seat))
    }

    /// The seat field for `game`.
    pub fn text<G: Game>(self, game: &G) -> String {
        match self {
            SeatChoice::Seat(seat) => game.seat_name(seat).to_ascii_lowercase(),
            SeatChoice::Random => RANDOM.to_string(),
        }
    }
}

/// One accepted message's public values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Its number.
    pub number: u32,
    /// Who sent it.
    pub person: Person,
    /// Its commitment.
    pub commit: Commitment,
    /// The secret it revealed.
    pub reveal: Option<Secret>,
    /// Its open value.
    pub open: OpenValue,
    /// The record's length after it.
    pub count: usize,
    /// Whether it resigned the game.
    pub resign: bool,
    /// The fresh open values its throws used (live games): `(k, o_k)`, by `k`.
    pub fresh: Vec<(u32, OpenValue)>,
    /// Version 2, three or four: an acceptance the starting message listed (it travels in that
    /// message, not in a link of its own).
    pub listed: bool,
}

impl Message {
    /// Who sent it.
    pub fn person(&self) -> Person {
        self.person
    }
}

/// What an accepted message brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accepted {
    /// The message's number.
    pub number: u32,
    /// The record's length before it: the new tokens are the record's tokens from here.
    pub from: usize,
    /// Whether this message decided the seats (message 2 of a random seating).
    pub seated: bool,
}

/// A throw with the values it came from, for people who check a game ([`Chain::throws`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThrowProof {
    /// The token's index in the record (0-based, `k`).
    pub k: usize,
    /// The throw, as written.
    pub roll: String,
    /// The message that made it, and so revealed the secret.
    pub number: u32,
    /// The secret.
    pub secret: Secret,
    /// The commitment it matched (made by the sender's previous message).
    pub commitment: Commitment,
    /// The open value, and the number of the message that carried it: the message before, or
    /// for a fresh value of a live game, the other person's next message (which lists it again).
    pub open: (OpenValue, u32),
    /// Whether the open value was a live game's fresh value `o_k`.
    pub fresh: bool,
    /// The digest.
    pub digest: [u8; 32],
}

/// The public copy of a game by link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain<G: Game> {
    /// The protocol version the invite set: 1, or 2 (signed).
    version: u8,
    id: MatchId,
    choice: SeatChoice,
    /// How many people play: as many as the game has seats.
    persons: usize,
    /// Each person's seat, by [`Person::index`], once known.
    seats: Option<Vec<Seat>>,
    messages: Vec<Message>,
    links: Vec<Link>,
    record: Record<G>,
}

impl<G: Game> Chain<G> {
    /// A copy that starts from an invite (message 0).
    pub fn open(invite: &Link) -> Result<Chain<G>, Refusal> {
        let record = Record::<G>::parse(&invite.record).map_err(Refusal::Record)?;
        Self::open_with(invite, record)
    }

    /// [`open`](Self::open) with the invite's record already read.
    fn open_with(invite: &Link, record: Record<G>) -> Result<Chain<G>, Refusal> {
        if invite.number != 0 {
            return Err(Refusal::NotInvite);
        }
        let start = record.start();
        let persons = start.seats().len();
        if !plays_at_a_distance(persons) {
            return Err(Refusal::SeatCount);
        }
        let text = invite.seat.as_deref().unwrap_or("");
        let choice =
            SeatChoice::parse(start, text).ok_or_else(|| Refusal::UnknownSeat(text.to_string()))?;
        if owner(start).is_none() {
            return Err(Refusal::GameOver);
        }
        // Named: the joiners take the seats that follow the inviter's, in turn order.
        let seats = match choice {
            SeatChoice::Seat(seat) => Some(rotation(start, seat)),
            SeatChoice::Random => None,
        };
        // The start as written (a game id prints as the id), which later records repeat.
        let mut empty = record.clone();
        empty.truncate(0);
        let mut chain = Chain {
            version: invite.version,
            id: invite.id,
            choice,
            persons,
            seats,
            messages: Vec::new(),
            links: Vec::new(),
            record: empty,
        };
        chain.accept_with(invite, Some(record), None)?;
        Ok(chain)
    }

    /// The copy that `links` make (without their records: each message's record is the start of
    /// `record`, as long as its count says), every message checked as when it arrived. A device
    /// keeps one record, not one per message ([`super::state`]). On a refusal, the link's index
    /// and why.
    pub fn rebuild(links: &[Link], record: &Record<G>) -> Result<Chain<G>, (usize, Refusal)> {
        // Each message's record grows from the one before: extended token by token, not replayed
        // from the start (a long game has hundreds of messages).
        let mut prefix = record.clone();
        prefix.truncate(0);
        let mut grow = |count: usize| {
            let tokens = record.tokens();
            if count > tokens.len() {
                return Err(Refusal::CountMismatch {
                    count,
                    tokens: tokens.len(),
                });
            }
            if count < prefix.tokens().len() {
                prefix.truncate(count);
            }
            for &token in &tokens[prefix.tokens().len()..count] {
                prefix
                    .push(token)
                    .map_err(|_| Refusal::Rewritten { token: count })?;
            }
            Ok(prefix.clone())
        };
        let (invite, rest) = links.split_first().ok_or((0, Refusal::NotInvite))?;
        let mut chain = grow(invite.count)
            .and_then(|r| Self::open_with(invite, r))
            .map_err(|e| (0, e))?;
        // The signatures' record digests, fed token by token as the record grows.
        let mut digester = Digester::new(record.start_text());
        for (i, link) in rest.iter().enumerate() {
            grow(link.count)
                .and_then(|r| {
                    let digest = (chain.version == 2).then(|| digester.digest(&r, link.count));
                    chain.accept_with(link, Some(r), digest)
                })
                .map_err(|e| (i + 1, e))?;
        }
        Ok(chain)
    }

    /// The match.
    pub fn id(&self) -> MatchId {
        self.id
    }

    /// The protocol version: 1, or 2 (every message signed by its sender).
    pub fn version(&self) -> u8 {
        self.version
    }

    /// Whether the joiners' acceptances are gathered by the inviter, whose starting message
    /// lists them (version 2, three or four persons), rather than numbered in joining order.
    pub fn gathers(&self) -> bool {
        self.version == 2 && self.persons > 2
    }

    /// Whether everyone has joined: the acceptances are in (the starting message is next, or
    /// in).
    pub fn full(&self) -> bool {
        if self.gathers() {
            self.messages.len() > 1
        } else {
            self.next_number() >= self.start_number()
        }
    }

    /// Version 2: the public key `person` sent in its first message, once held.
    pub fn key_of(&self, person: Person) -> Option<PublicKey> {
        self.messages
            .iter()
            .zip(&self.links)
            .find(|(m, l)| m.person == person && l.key.is_some())
            .and_then(|(_, l)| l.key)
    }

    /// Version 2: the person whose key is `key`, once the game has it.
    pub fn person_with_key(&self, key: &PublicKey) -> Option<Person> {
        self.people()
            .iter()
            .copied()
            .find(|&p| self.key_of(p) == Some(*key))
    }

    /// The invite's seat choice.
    pub fn choice(&self) -> SeatChoice {
        self.choice
    }

    /// How many people play: as many as the game has seats (two, or three or four in Arcēs).
    pub fn persons(&self) -> usize {
        self.persons
    }

    /// The people of this game, in the order they join.
    pub fn people(&self) -> &'static [Person] {
        &Person::ALL[..self.persons]
    }

    /// The number of the inviter's first message after everyone joined (2 in a game for two):
    /// it reveals the inviter's first secret, and so decides a random seating.
    pub fn start_number(&self) -> u32 {
        if self.version == 2 {
            2
        } else {
            self.persons as u32
        }
    }

    /// The seat of `person`, once known (at once for a named seat; for a random one at
    /// [`start_number`](Self::start_number)).
    pub fn seat_of(&self, person: Person) -> Option<Seat> {
        self.seats.as_ref()?.get(person.index()).copied()
    }

    /// The person in `seat`, once known.
    pub fn person_in(&self, seat: Seat) -> Option<Person> {
        self.people()
            .iter()
            .copied()
            .find(|&p| self.seat_of(p) == Some(seat))
    }

    /// Who sends the next message, while the game goes on: in a game for two, the inviter the
    /// even-numbered and the joiner the odd-numbered; in a game for more, each joiner in turn,
    /// then the inviter (whose message starts the game), then the person whose seat plays the
    /// record's next token (docs/remote.md, "Three and four").
    pub fn sender(&self) -> Option<Person> {
        let next = self.next_number();
        if self.over() {
            return None;
        }
        if self.persons == 2 {
            return Some(Person::of_message(next));
        }
        match next.cmp(&self.start_number()) {
            std::cmp::Ordering::Less => Person::from_index(next as usize),
            std::cmp::Ordering::Equal => Some(Person::Inviter),
            std::cmp::Ordering::Greater => self.person_in(owner(self.record.position())?),
        }
    }

    /// The record the messages make.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The messages accepted, in order.
    pub fn messages(&self) -> &[Message] {
        &self.messages
    }

    /// The links accepted, in order, without their records (each one's record is the start of
    /// [`record`](Self::record) its count long).
    pub fn links(&self) -> &[Link] {
        &self.links
    }

    /// The number of the next message in turn.
    pub fn next_number(&self) -> u32 {
        match self.messages.last() {
            None => 0,
            // Version 2, three or four: the acceptances go to the inviter, whose starting
            // message 2 comes next in the copy.
            Some(m) if m.number == 0 && self.gathers() => 2,
            Some(m) => m.number + 1,
        }
    }

    /// The person who resigned, if one did.
    pub fn resigned(&self) -> Option<Person> {
        self.messages.iter().find(|m| m.resign).map(Message::person)
    }

    /// Whether the game has ended, by its rules or by a resignation.
    pub fn over(&self) -> bool {
        self.resigned().is_some() || self.record.position().to_act() == ToAct::Over
    }

    /// The message numbered `number`, if accepted.
    pub fn message(&self, number: u32) -> Option<&Message> {
        self.messages.iter().find(|m| m.number == number)
    }

    /// Checks `link` against this copy and, if it passes, adds it.
    pub fn accept(&mut self, link: &Link) -> Result<Accepted, Refusal> {
        self.accept_with(link, None, None)
    }

    /// [`accept`](Self::accept) with the link's record already read, if it was, and its digest
    /// (version 2), if known.
    pub(super) fn accept_with(
        &mut self,
        link: &Link,
        record: Option<Record<G>>,
        digest: Option<[u8; 32]>,
    ) -> Result<Accepted, Refusal> {
        let (accepted, record) = self.checked(link, record, Signed::Checked(digest))?;
        let from = self.record.tokens().len();
        // The acceptances a starting message lists join, in order, before it.
        for (acceptance, &person) in link.accepted.iter().zip(&self.people()[1..]) {
            self.messages.push(Message {
                number: 1,
                person,
                commit: acceptance.commit,
                reveal: None,
                open: acceptance.open,
                count: 0,
                resign: false,
                fresh: Vec::new(),
                listed: true,
            });
            self.links
                .push(acceptance_link(self.id, person, acceptance));
        }
        if accepted.seated {
            self.seats = self.draw_seats(link);
        }
        self.messages.push(Message {
            number: link.number,
            person: link.person,
            commit: link.commit,
            reveal: link.reveal,
            open: link.open,
            count: if link.resign {
                self.record.tokens().len()
            } else {
                link.count
            },
            resign: link.resign,
            fresh: used(&link.fresh, from),
            listed: false,
        });
        self.links.push(Link {
            record: String::new(),
            ..link.clone()
        });
        if !link.resign {
            self.record = record;
        }
        Ok(accepted)
    }

    /// Every check of [`accept`](Self::accept), changing nothing.
    pub fn check(&self, link: &Link) -> Result<Accepted, Refusal> {
        self.checked(link, None, Signed::Checked(None))
            .map(|(accepted, _)| accepted)
    }

    /// Every check of [`check`](Self::check) but the signature's: a message being made, with
    /// placeholder values, is ready to be signed.
    pub(super) fn check_unsigned(&self, link: &Link) -> Result<Accepted, Refusal> {
        self.checked(link, None, Signed::Unsigned)
            .map(|(accepted, _)| accepted)
    }

    /// [`check`](Self::check), with the link's record (read from the link unless given).
    fn checked(
        &self,
        link: &Link,
        record: Option<Record<G>>,
        signed: Signed,
    ) -> Result<(Accepted, Record<G>), Refusal> {
        if link.id != self.id {
            return Err(Refusal::OtherMatch);
        }
        if link.version != self.version {
            return Err(Refusal::OtherVersion);
        }
        let two = self.persons == 2;
        let person_fits = if two {
            link.person == Person::of_message(link.number)
        } else {
            link.person.index() < self.persons
        };
        if !person_fits {
            return Err(Refusal::WrongPerson);
        }
        let expected = self.next_number();
        if self.gathers() && link.number == 1 {
            // An acceptance: gathered by the device ([`Chain::check_acceptance`]) until the
            // starting message lists it; after it, too late.
            return Err(if self.full() {
                Refusal::GroupFull {
                    players: self.persons,
                }
            } else {
                Refusal::NotInvite
            });
        }
        if link.number < expected {
            return Err(self.earlier(link, expected));
        }
        if self.over() {
            return Err(Refusal::GameOver);
        }
        if (link.number == 0) != link.seat.is_some() {
            return Err(Refusal::NotInvite);
        }
        // A resignation may skip the other person's message: its sender need not wait for its
        // turn to give up (docs/remote.md).
        let skips = two
            && link.resign
            && link.number == expected + 1
            && self
                .messages
                .last()
                .is_some_and(|m| m.person() == link.person);
        if link.number > expected && !skips {
            return Err(Refusal::Missing {
                number: link.number,
                expected,
            });
        }
        // In a game for more than two, each message in turn: the joiners in order, then the
        // seat to play (a resignation too, which could otherwise cross another's move).
        if !two && Some(link.person) != self.sender() {
            return Err(Refusal::WrongPerson);
        }
        let joined = self.message(self.start_number() - 1).is_some();
        if link.resign && (link.number < self.start_number() || !joined) {
            return Err(Refusal::ResignTooEarly);
        }
        let record = match record {
            Some(record) => record,
            None => Record::<G>::parse(&link.record).map_err(Refusal::Record)?,
        };
        if record.start() != self.record.start() {
            return Err(Refusal::OtherStart);
        }
        if link.count != record.tokens().len() {
            return Err(Refusal::CountMismatch {
                count: link.count,
                tokens: record.tokens().len(),
            });
        }
        // Version 2: whatever else it says, a message changed by anyone but its sender is
        // refused as such.
        if let Signed::Checked(digest) = signed {
            self.check_signature(link, &record, digest)?;
        }
        self.check_keys(link)?;
        self.check_reveal(link)?;
        self.check_echo(link)?;
        let seated = self.seats.is_none() && link.number == self.start_number();
        if link.resign {
            if !used(&link.fresh, self.record.tokens().len()).is_empty() {
                return Err(Refusal::FreshValues);
            }
            self.check_resignation(link, &record)?;
        } else {
            let seats = if seated {
                self.draw_seats(link)
            } else {
                self.seats.clone()
            };
            self.check_tokens(link, &record, seats.as_deref())?;
        }
        let accepted = Accepted {
            number: link.number,
            // A resignation's record may stop before the receiver's latest message: it adds
            // nothing, and the receiver's own tokens are not the sender's news.
            from: self.record.tokens().len(),
            seated,
        };
        Ok((accepted, record))
    }

    /// Why a message numbered before the next one is refused.
    fn earlier(&self, link: &Link, expected: u32) -> Refusal {
        let latest = expected.saturating_sub(1);
        match self.message(link.number) {
            Some(held)
                if held.commit == link.commit
                    && held.open == link.open
                    && self.link_of(held.number).map(|l| l.sig) == Some(link.sig)
                    && self.same_record(held, link) =>
            {
                Refusal::Earlier {
                    number: link.number,
                    latest,
                }
            }
            _ if link.number >= 1 && link.number < self.start_number() => {
                Refusal::SecondAcceptance {
                    players: self.persons,
                }
            }
            // A move that crossed a resignation (its number skipped) comes after the end.
            None => Refusal::GameOver,
            Some(_) => Refusal::Conflict {
                number: link.number,
            },
        }
    }

    /// Whether `link`'s record is the one `held` made (version 1 signs nothing, so a link
    /// changed on the way may repeat a held message's values with another record).
    fn same_record(&self, held: &Message, link: &Link) -> bool {
        let ours = &self.record.tokens()[..held.count.min(self.record.tokens().len())];
        Record::<G>::parse(&link.record).is_ok_and(|r| r.tokens() == ours)
    }

    /// Every message but a person's first reveals the secret its sender's previous message
    /// committed to (in a game for two, message `m − 2`).
    fn check_reveal(&self, link: &Link) -> Result<(), Refusal> {
        let previous = self.messages.iter().rev().find(|m| m.person == link.person);
        let Some(held) = previous else {
            return if self.persons == 2 || link.reveal.is_none() {
                Ok(())
            } else {
                Err(Refusal::BadReveal)
            };
        };
        let reveal = link.reveal.as_ref().ok_or(Refusal::BadReveal)?;
        if self.commitment(link.person, held.number, reveal) == Some(held.commit) {
            Ok(())
        } else {
            Err(Refusal::BadReveal)
        }
    }

    /// The commitment message `number` of `person` makes to `secret`: version 1's, bound to
    /// the person's letter, or version 2's, bound to its key.
    pub fn commitment(&self, person: Person, number: u32, secret: &Secret) -> Option<Commitment> {
        if self.version == 2 {
            Some(commit_v2(&self.id, &self.key_of(person)?, number, secret))
        } else {
            Some(commit(&self.id, person, number, secret))
        }
    }

    /// The link accepted as message `number` (the first, for the acceptances a starting
    /// message listed).
    fn link_of(&self, number: u32) -> Option<&Link> {
        self.links.iter().find(|l| l.number == number)
    }

    /// Version 2: the signature of the message `link` follows. The invite follows none; an
    /// acceptance, and the starting message of a game of three or four (which lists the
    /// acceptances, each signed by its sender), follow the invite; a resignation that skips the
    /// other's message follows its sender's own latest; every other message the one before it.
    pub(super) fn prev_of(&self, link: &Link) -> Option<Signature> {
        let number = match link.number {
            0 => return Some(NO_PREV),
            1 | 2 if self.gathers() => 0,
            n if self.link_of(n - 1).is_some() => n - 1,
            n => n.checked_sub(2)?,
        };
        self.link_of(number)?.sig
    }

    /// Version 2: the signature is the sender's, over the message as it was made.
    fn check_signature(
        &self,
        link: &Link,
        record: &Record<G>,
        digest: Option<[u8; 32]>,
    ) -> Result<(), Refusal> {
        if self.version != 2 {
            return Ok(());
        }
        let key = match link.key {
            Some(key) if link.reveal.is_none() => key,
            _ => self.key_of(link.person).ok_or(Refusal::Altered)?,
        };
        let sig = link.sig.ok_or(Refusal::Altered)?;
        let prev = self.prev_of(link).ok_or(Refusal::Altered)?;
        let digest = digest.unwrap_or_else(|| {
            sign::record_digest(self.record.start_text(), record, record.tokens().len())
        });
        let value = link.signed_value();
        let signed_after =
            |prev: &Signature| sign::verify(&key, &sign::input(prev, &digest, &value), &sig);
        // A resignation that crossed this device's own message follows its sender's latest
        // (`m − 2`, docs/remote.md "Signatures"), though this device holds `m − 1`: its sender
        // never saw it.
        let crossed = || {
            link.resign
                && link
                    .number
                    .checked_sub(2)
                    .and_then(|n| self.link_of(n))
                    .and_then(|l| l.sig)
                    .is_some_and(|p| signed_after(&p))
        };
        if signed_after(&prev) || crossed() {
            Ok(())
        } else {
            Err(Refusal::Altered)
        }
    }

    /// Version 2: a key in each person's first message only; the acceptances only in the
    /// starting message of a game of three or four, one for each joiner, in the order of their
    /// keys (so that the inviter does not choose it), each signed by its sender.
    fn check_keys(&self, link: &Link) -> Result<(), Refusal> {
        let first = link.reveal.is_none();
        if (self.version == 2 && first) != link.key.is_some() {
            return Err(Refusal::Altered);
        }
        let starts = self.gathers() && link.number == 2;
        if !starts {
            return if link.accepted.is_empty() {
                Ok(())
            } else {
                Err(Refusal::Acceptances)
            };
        }
        let keys: Vec<&PublicKey> = link.accepted.iter().map(|a| &a.key).collect();
        let inviter = self.key_of(Person::Inviter);
        let ordered = keys.windows(2).all(|w| w[0].0 < w[1].0);
        if keys.len() + 1 != self.persons || !ordered || keys.iter().any(|k| Some(**k) == inviter) {
            return Err(Refusal::Acceptances);
        }
        link.accepted
            .iter()
            .try_for_each(|a| self.check_listed(a).map_err(|_| Refusal::Acceptances))
    }

    /// Version 2, three or four: an acceptance as a joiner sends it (message 1 under the letter
    /// `j`, no tokens, its key, signed), which the inviter's device gathers until its starting
    /// message lists it. Changes nothing.
    pub fn check_acceptance(&self, link: &Link) -> Result<Acceptance, Refusal> {
        if link.id != self.id {
            return Err(Refusal::OtherMatch);
        }
        if link.version != self.version {
            return Err(Refusal::OtherVersion);
        }
        if !self.gathers() || link.number != 1 || link.person != Person::Joiner {
            return Err(Refusal::WrongPerson);
        }
        if self.full() {
            return Err(Refusal::GroupFull {
                players: self.persons,
            });
        }
        let record = Record::<G>::parse(&link.record).map_err(Refusal::Record)?;
        if record.start() != self.record.start() || record.tokens().len() != link.count {
            return Err(Refusal::OtherStart);
        }
        let (Some(key), Some(sig)) = (link.key, link.sig) else {
            return Err(Refusal::Altered);
        };
        let acceptance = Acceptance {
            key,
            commit: link.commit,
            open: link.open,
            sig,
        };
        let plain = acceptance_link(self.id, Person::Joiner, &acceptance);
        if plain.signed_value() != link.signed_value() {
            // Tokens, a resignation or fresh values: an acceptance of three or four has none.
            return Err(Refusal::SeatsUndecided);
        }
        self.check_listed(&acceptance)?;
        Ok(acceptance)
    }

    /// The acceptance's signature is its sender's, over message 1 following the invite.
    fn check_listed(&self, acceptance: &Acceptance) -> Result<(), Refusal> {
        let link = acceptance_link(self.id, Person::Joiner, acceptance);
        let prev = self
            .link_of(0)
            .and_then(|l| l.sig)
            .ok_or(Refusal::Altered)?;
        let digest = sign::record_digest(self.record.start_text(), &self.record, 0);
        let input = sign::input(&prev, &digest, &link.signed_value());
        if sign::verify(&acceptance.key, &input, &acceptance.sig) {
            Ok(())
        } else {
            Err(Refusal::Altered)
        }
    }

    /// The seats a random seating gives once `link` (the start message) reveals the inviter's
    /// first secret.
    fn draw_seats(&self, link: &Link) -> Option<Vec<Seat>> {
        if self.gathers() {
            let opens: Vec<OpenValue> = link.accepted.iter().map(|a| a.open).collect();
            return self.seats_with(&link.reveal?, &opens);
        }
        self.seats_given(&link.reveal?)
    }

    /// Each person's seat that a random seating gives with the inviter's first secret (which
    /// the inviter knows before its start message reveals it), once every joiner's message is
    /// held: [`seating`] of their open values, seat by seat in turn order from the first.
    pub fn seats_given(&self, secret: &Secret) -> Option<Vec<Seat>> {
        let opens = (1..self.start_number())
            .map(|n| self.message(n).map(|m| m.open))
            .collect::<Option<Vec<_>>>()?;
        self.seats_with(secret, &opens)
    }

    /// Each person's seat that a random seating gives with the inviter's first secret and the
    /// joiners' open values, in joining order (version 2, three or four: in the order of their
    /// keys, as the starting message lists them).
    pub fn seats_with(&self, secret: &Secret, opens: &[OpenValue]) -> Option<Vec<Seat>> {
        if opens.len() + 1 != self.persons {
            return None;
        }
        let start = self.record.start();
        let order = seating(&self.id, secret, opens, self.persons);
        let mut seats = vec![Seat::South; self.persons];
        for (seat, person) in rotation(start, owner(start)?).into_iter().zip(order) {
            seats[person] = seat;
        }
        Some(seats)
    }

    /// A resignation adds no tokens: its record is this copy's, or this copy's without the
    /// receiver's own latest message (which it may not have seen).
    fn check_resignation(&self, link: &Link, record: &Record<G>) -> Result<(), Refusal> {
        let ours = self.record.tokens();
        let theirs = record.tokens();
        let own_last = self
            .messages
            .iter()
            .rev()
            .find(|m| m.person() == link.person)
            .map_or(0, |m| m.count);
        let fits = theirs.len() <= ours.len()
            && theirs.len() >= own_last
            && ours[..theirs.len()] == *theirs;
        if fits {
            Ok(())
        } else {
            Err(Refusal::BadResignation)
        }
    }

    /// The record extends this copy by exactly the sender's own new tokens, with every throw as
    /// the values give it, and runs to the end of the sender's turn (or of the game).
    fn check_tokens(
        &self,
        link: &Link,
        record: &Record<G>,
        seats: Option<&[Seat]>,
    ) -> Result<(), Refusal> {
        let ours = self.record.tokens();
        let theirs = record.tokens();
        if let Some(at) = (0..ours.len()).find(|&i| theirs.get(i) != ours.get(i)) {
            return Err(Refusal::Rewritten { token: at + 1 });
        }
        let new = &theirs[ours.len()..];
        // Each value the sender's throws used is for a token of this message (the token itself
        // must be a throw: below).
        if used(&link.fresh, ours.len())
            .iter()
            .any(|&(k, _)| k as usize >= theirs.len())
        {
            return Err(Refusal::FreshValues);
        }
        // In a game for more than two, the invite and the joins carry no tokens, whatever the
        // seating: the game starts once everyone is in.
        let joining = self.persons > 2 && link.number < self.start_number();
        let Some(seats) = seats.filter(|_| !joining) else {
            // Message 0 or 1 of a random seating: the seats are not known yet.
            return if new.is_empty() {
                Ok(())
            } else {
                Err(Refusal::SeatsUndecided)
            };
        };
        let mine = seats[link.person.index()];
        let early = self.persons == 2 && link.number < 2;
        let mut game = self.record.position().clone();
        for (i, &token) in new.iter().enumerate() {
            let k = ours.len() + i;
            let owner = owner(&game).ok_or(Refusal::GameOver)?;
            if owner != mine {
                return Err(Refusal::WrongSeat {
                    token: k + 1,
                    owner,
                });
            }
            let fresh = link.fresh.iter().any(|&(f, _)| f as usize == k);
            if fresh && !matches!(token, Token::Roll(_)) {
                return Err(Refusal::FreshValues);
            }
            if let Token::Roll(roll) = token {
                // Throws are defined between two persons only (the one game for more, Arcēs,
                // has no dice): never derived among more.
                if early || self.persons > 2 {
                    return Err(Refusal::ThrowTooEarly { token: k + 1 });
                }
                let expected = self.derive(&game, link, k);
                if expected != Some(roll) {
                    return Err(Refusal::ForgedThrow {
                        token: k + 1,
                        expected: expected.map_or_else(String::new, |r| r.to_string()),
                        found: roll.to_string(),
                    });
                }
            }
            // The record has played it already, so it is possible here.
            let _ = token.play(&mut game);
        }
        let finished = match owner(&game) {
            None => true,
            Some(next) if next != mine => true,
            // Messages 0 and 1 stop before a throw of their own, or carry nothing at all.
            Some(_) => early && (new.is_empty() || game.to_act() == ToAct::Chance),
        };
        if finished {
            Ok(())
        } else {
            Err(Refusal::Unfinished)
        }
    }

    /// The throw at token `k` of a message like `link`, where `game` stands: from the secret
    /// `link` reveals and the open value of the message before it, or the fresh value `o_k`
    /// that `link` lists for it (live games).
    fn derive(&self, game: &G, link: &Link, k: usize) -> Option<G::Roll> {
        let k = u32::try_from(k).ok()?;
        let fresh = link.fresh.iter().find(|&&(f, _)| f == k).map(|&(_, o)| o);
        let open = match fresh {
            Some(open) => open,
            None => self.message(link.number.checked_sub(1)?)?.open,
        };
        throws::derive(game, &self.id, k, &link.reveal?, &open)
    }

    /// A live game's fresh values (REMOTE.md "Live games"): a message lists, by increasing `k`,
    /// first the values its sender issued for the other person's latest message (`k` before this
    /// copy's end), which must be exactly the ones that message used, then the ones its own
    /// throws used (checked token by token in [`check_tokens`](Self::check_tokens)).
    fn check_echo(&self, link: &Link) -> Result<(), Refusal> {
        if link.fresh.windows(2).any(|w| w[0].0 >= w[1].0) {
            return Err(Refusal::FreshValues);
        }
        let ours = self.record.tokens().len();
        let echo: Vec<_> = link
            .fresh
            .iter()
            .copied()
            .filter(|&(k, _)| (k as usize) < ours)
            .collect();
        let expected = match self.messages.last() {
            Some(last) if last.person() != link.person => last.fresh.as_slice(),
            _ => &[],
        };
        if echo == expected {
            Ok(())
        } else {
            Err(Refusal::FreshValues)
        }
    }

    /// Every throw of the record with the values it came from.
    pub fn throws(&self) -> Vec<ThrowProof> {
        let mut proofs = Vec::new();
        for (i, message) in self.messages.iter().enumerate() {
            let from = i.checked_sub(1).map_or(0, |p| self.messages[p].count);
            let (Some(secret), Some(before)) = (message.reveal, i.checked_sub(1)) else {
                continue;
            };
            let carried = (self.messages[before].open, self.messages[before].number);
            let committed = self
                .message(message.number.saturating_sub(2))
                .map(|m| m.commit);
            for k in from..message.count {
                let Some(Token::Roll(roll)) = self.record.tokens().get(k) else {
                    continue;
                };
                let Ok(k32) = u32::try_from(k) else { continue };
                let fresh = message.fresh.iter().find(|&&(f, _)| f == k32);
                let open = match fresh {
                    Some(&(_, o)) => (o, message.number + 1),
                    None => carried,
                };
                proofs.push(ThrowProof {
                    k,
                    roll: roll.to_string(),
                    number: message.number,
                    secret,
                    commitment: committed.unwrap_or(Commitment([0; 32])),
                    open,
                    fresh: fresh.is_some(),
                    digest: throws::digest(&self.id, k32, &secret, &open.0),
                });
            }
        }
        proofs
    }
}

/// Whether a game of `seats` seats is played at a distance: by two people, or by three or four
/// (Arcēs), one person to a seat.
pub fn plays_at_a_distance(seats: usize) -> bool {
    (2..=Person::ALL.len()).contains(&seats)
}

/// The game's seats in turn order from `seat` (for two: `seat`, then the other).
fn rotation<G: Game>(game: &G, seat: Seat) -> Vec<Seat> {
    let seats = game.seats();
    let at = seats.iter().position(|&s| s == seat).unwrap_or(0);
    seats[at..].iter().chain(&seats[..at]).copied().collect()
}

/// Whether a message is checked with its signature (a message received, or made and signed) or
/// without (a message being made, to know whether it is ready).
#[derive(Copy, Clone)]
enum Signed {
    /// With it; the record's digest, when the caller has it already.
    Checked(Option<[u8; 32]>),
    /// Without it.
    Unsigned,
}

/// The link of an acceptance a starting message lists (version 2, three or four), under the
/// letter `person` it was given (`j` as its sender made and signed it).
pub fn acceptance_link(id: MatchId, person: Person, acceptance: &Acceptance) -> Link {
    Link {
        version: 2,
        id,
        person,
        number: 1,
        count: 0,
        commit: acceptance.commit,
        reveal: None,
        open: acceptance.open,
        seat: None,
        resign: false,
        fresh: Vec::new(),
        key: Some(acceptance.key),
        accepted: Vec::new(),
        sig: Some(acceptance.sig),
        record: String::new(),
    }
}

/// The fresh values of a message's list that its own throws used: those at or after `from`, the
/// record's length before it (the others repeat the values its sender issued).
pub fn used(fresh: &[(u32, OpenValue)], from: usize) -> Vec<(u32, OpenValue)> {
    fresh
        .iter()
        .copied()
        .filter(|&(k, _)| k as usize >= from)
        .collect()
}

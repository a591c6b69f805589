//! The link (REMOTE.md "The link"):
//! `<page>?play=1.<match>.<person>.<m>.<count>.<commit>.<reveal>.<open>#<record>`, message 0 with
//! the inviter's seat after `open`. Two kinds of field may follow the others: `resign` (this
//! build's resignation, docs/remote.md) and live games' `<k>:<o_k>` pairs of fresh open values
//! (REMOTE.md "Live games"), which are read and written here and checked by [`super::Chain`].
//!
//! Version 2 (docs/remote.md, "Version 2") starts with `2.`, has the sender's public key after
//! `open` (and the seat) in each person's first message (the invite and the acceptances,
//! messages 0 and 1), the acceptances a game of three or four starts with as `a:` fields in its
//! starting message, and the sender's signature as its last field.

use super::values::{Commitment, MatchId, OpenValue, Person, PublicKey, Secret, Signature};
use percent_encoding::percent_decode_str;
use std::fmt;

/// The first protocol version, which games begun under it keep.
pub const VERSION: &str = "1";
/// The signed protocol version, which new games use.
pub const VERSION_2: &str = "2";
/// The prefix of an acceptance listed in a starting message (version 2, three or four).
pub const ACCEPTED: &str = "a:";

/// An acceptance of a game of three or four (version 2) as its starting message lists it: the
/// fields of the joiner's message 1 that are not the same for everyone.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Acceptance {
    /// The joiner's public key.
    pub key: PublicKey,
    /// Its commitment.
    pub commit: Commitment,
    /// Its open value.
    pub open: OpenValue,
    /// Its signature.
    pub sig: Signature,
}
/// The query key of a link.
pub const KEY: &str = "play";
/// The extra field that makes a message a resignation.
pub const RESIGN: &str = "resign";
/// The seat field of an invite that leaves the seats to the seats bit.
pub const RANDOM: &str = "random";

/// One message, as a link carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The protocol version: 1, or 2 (signed).
    pub version: u8,
    /// The game.
    pub id: MatchId,
    /// Who sent it.
    pub person: Person,
    /// `m`: its number in the game, from 0 (the invite).
    pub number: u32,
    /// The number of tokens in the record.
    pub count: usize,
    /// The commitment to the secret the sender's next message reveals.
    pub commit: Commitment,
    /// The secret the sender's previous message committed to; `None` (`-`) in messages 0 and 1.
    pub reveal: Option<Secret>,
    /// The open value.
    pub open: OpenValue,
    /// Message 0 only: the inviter's seat as the game names it in lower case, or `random`.
    pub seat: Option<String>,
    /// Whether the message is a resignation (docs/remote.md).
    pub resign: bool,
    /// Live games' fresh open values `(k, o_k)`, in the order written.
    pub fresh: Vec<(u32, OpenValue)>,
    /// Version 2: the sender's public key, in its first message (messages 0 and 1).
    pub key: Option<PublicKey>,
    /// Version 2, the starting message of a game of three or four: the acceptances it takes,
    /// in the order of their keys.
    pub accepted: Vec<Acceptance>,
    /// Version 2: the sender's signature (`None` only in a message being made).
    pub sig: Option<Signature>,
    /// The whole record, plain or compact, as written (percent-decoded).
    pub record: String,
}

/// Which field of a link was wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// The version.
    Version,
    /// `match`.
    Match,
    /// The person letter.
    Person,
    /// `m`.
    Number,
    /// `count`.
    Count,
    /// `commit`.
    Commit,
    /// `reveal`.
    Reveal,
    /// `open`.
    Open,
    /// The invite's seat.
    Seat,
    /// A field after the others (`resign` or a `k:o_k` pair).
    Extra,
    /// Version 2: the sender's public key.
    Key,
    /// Version 2: an acceptance listed in a starting message.
    Accepted,
    /// Version 2: the signature.
    Signature,
}

impl Field {
    /// The field's name as REMOTE.md writes it.
    pub fn name(self) -> &'static str {
        match self {
            Field::Version => "version",
            Field::Match => "match",
            Field::Person => "person",
            Field::Number => "m",
            Field::Count => "count",
            Field::Commit => "commit",
            Field::Reveal => "reveal",
            Field::Open => "open",
            Field::Seat => "seat",
            Field::Extra => "extra",
            Field::Key => "key",
            Field::Accepted => "accepted",
            Field::Signature => "signature",
        }
    }
}

/// Why the text of a link is not a link this build reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// There is no `play=` in the query.
    NoPlay,
    /// The `play=` value has fewer fields than its message needs.
    TooFewFields {
        /// How many there were.
        found: usize,
    },
    /// A version other than 1 and 2 (a later protocol, or a typo).
    Version,
    /// A field is malformed: wrong characters, wrong length, a number with leading zeros.
    Field(Field),
    /// There is no record after `#`.
    NoRecord,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NoPlay => f.write_str("the link has no play= field"),
            LinkError::TooFewFields { found } => {
                write!(f, "the play= field has only {found} parts")
            }
            LinkError::Version => f.write_str("the link is of another protocol version"),
            LinkError::Field(field) => write!(f, "the link's {} field is malformed", field.name()),
            LinkError::NoRecord => f.write_str("the link has no record after #"),
        }
    }
}

impl std::error::Error for LinkError {}

/// A decimal number without sign or leading zeros, within `u32`.
fn decimal(text: &str) -> Option<u32> {
    let canonical = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    canonical.then(|| text.parse().ok()).flatten()
}

impl Link {
    /// Reads a link: a whole address (`https://…/?play=…#record`), or its query and fragment
    /// (`?play=…#record`, `play=…#record`). Other query keys are left alone.
    pub fn parse(text: &str) -> Result<Link, LinkError> {
        let text = text.trim();
        let (before, record) = match text.split_once('#') {
            Some((before, record)) => (before, Some(record)),
            None => (text, None),
        };
        let query = before.split_once('?').map_or(before, |(_, q)| q);
        let value = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("play="))
            .ok_or(LinkError::NoPlay)?;
        let value = percent_decode_str(value)
            .decode_utf8()
            .map_err(|_| LinkError::Field(Field::Version))?;
        let mut link = Link::parse_value(&value)?;
        let record = record
            .filter(|r| !r.is_empty())
            .ok_or(LinkError::NoRecord)?;
        link.record = percent_decode_str(record)
            .decode_utf8()
            .map_err(|_| LinkError::NoRecord)?
            .into_owned();
        Ok(link)
    }

    /// Reads the value of `play=` alone (with an empty record).
    fn parse_value(value: &str) -> Result<Link, LinkError> {
        let mut fields: Vec<&str> = value.split('.').collect();
        if fields.len() < 8 {
            return Err(LinkError::TooFewFields {
                found: fields.len(),
            });
        }
        let version = match fields[0] {
            VERSION => 1,
            VERSION_2 => 2,
            _ => return Err(LinkError::Version),
        };
        let bad = |field| LinkError::Field(field);
        // Version 2's last field is the signature.
        let sig = if version == 2 {
            let last = fields.pop().unwrap_or_default();
            if fields.len() < 8 {
                return Err(LinkError::TooFewFields {
                    found: fields.len() + 1,
                });
            }
            Some(Signature::from_text(last).ok_or(bad(Field::Signature))?)
        } else {
            None
        };
        let id = MatchId::from_text(fields[1]).ok_or(bad(Field::Match))?;
        let person = Person::from_letter(fields[2]).ok_or(bad(Field::Person))?;
        let number = decimal(fields[3]).ok_or(bad(Field::Number))?;
        let count = number_usize(fields[4]).ok_or(bad(Field::Count))?;
        let commit = Commitment::from_text(fields[5]).ok_or(bad(Field::Commit))?;
        // A person's first message, its joining (the invite, message 0; each joiner's acceptance,
        // numbered as its place in the joining order; in version 2, message 1 of every joiner),
        // has nothing to reveal; every later one reveals a secret.
        let first = if version == 2 {
            number <= 1 && number as usize == person.index()
        } else {
            number as usize == person.index()
        };
        let reveal = match (first, fields[6]) {
            (true, "-") => None,
            (true, _) | (false, "-") => return Err(bad(Field::Reveal)),
            (false, text) => Some(Secret::from_text(text).ok_or(bad(Field::Reveal))?),
        };
        let open = OpenValue::from_text(fields[7]).ok_or(bad(Field::Open))?;
        let mut rest = fields[8..].iter();
        let too_few = LinkError::TooFewFields {
            found: fields.len() + usize::from(sig.is_some()),
        };
        let seat = if number == 0 {
            let seat = rest.next().ok_or(too_few.clone())?;
            let named = !seat.is_empty() && seat.bytes().all(|b| b.is_ascii_lowercase());
            if !named {
                return Err(bad(Field::Seat));
            }
            Some(seat.to_string())
        } else {
            None
        };
        let key = if version == 2 && first {
            let key = rest.next().ok_or(too_few)?;
            Some(PublicKey::from_text(key).ok_or(bad(Field::Key))?)
        } else {
            None
        };
        let mut link = Link {
            version,
            id,
            person,
            number,
            count,
            commit,
            reveal,
            open,
            seat,
            resign: false,
            fresh: Vec::new(),
            key,
            accepted: Vec::new(),
            sig,
            record: String::new(),
        };
        for field in rest {
            if let Some(listed) = field.strip_prefix(ACCEPTED) {
                let ordered = version == 2 && !link.resign && link.fresh.is_empty();
                let acceptance = ordered.then(|| Acceptance::parse(listed)).flatten();
                link.accepted.push(acceptance.ok_or(bad(Field::Accepted))?);
                continue;
            }
            if *field == RESIGN && !link.resign && link.fresh.is_empty() {
                link.resign = true;
                continue;
            }
            let (k, o) = field.split_once(':').ok_or(bad(Field::Extra))?;
            let pair = (decimal(k), OpenValue::from_text(o));
            let (Some(k), Some(o)) = pair else {
                return Err(bad(Field::Extra));
            };
            link.fresh.push((k, o));
        }
        Ok(link)
    }

    /// The value of `play=` without the signature: what the signature covers (version 2; the
    /// whole value in version 1).
    pub fn signed_value(&self) -> String {
        let version = if self.version == 2 {
            VERSION_2
        } else {
            VERSION
        };
        let mut out = format!(
            "{version}.{}.{}.{}.{}.{}.{}.{}",
            self.id.to_text(),
            self.person.letter(),
            self.number,
            self.count,
            self.commit.to_text(),
            self.reveal.map_or_else(|| "-".to_string(), |s| s.to_text()),
            self.open.to_text(),
        );
        if let Some(seat) = &self.seat {
            out.push('.');
            out.push_str(seat);
        }
        if let Some(key) = &self.key {
            out.push('.');
            out.push_str(&key.to_text());
        }
        for acceptance in &self.accepted {
            out.push('.');
            out.push_str(&acceptance.to_text());
        }
        if self.resign {
            out.push('.');
            out.push_str(RESIGN);
        }
        for (k, o) in &self.fresh {
            out.push_str(&format!(".{k}:{}", o.to_text()));
        }
        out
    }

    /// The value of `play=`: every field but the record.
    pub fn play_value(&self) -> String {
        let mut out = self.signed_value();
        if let Some(sig) = &self.sig {
            out.push('.');
            out.push_str(&sig.to_text());
        }
        out
    }

    /// The query and fragment, `?play=…#record`: a link without its page.
    pub fn suffix(&self) -> String {
        format!("?{KEY}={}#{}", self.play_value(), self.record)
    }

    /// The whole link on `page` (an address; any query or fragment it has is dropped).
    pub fn to_url(&self, page: &str) -> String {
        let page = page.split(['?', '#']).next().unwrap_or("");
        format!("{page}{}", self.suffix())
    }
}

impl Acceptance {
    /// The listed form, `a:<key>:<commit>:<open>:<sig>`.
    pub fn to_text(&self) -> String {
        format!(
            "{ACCEPTED}{}:{}:{}:{}",
            self.key.to_text(),
            self.commit.to_text(),
            self.open.to_text(),
            self.sig.to_text()
        )
    }

    /// Reads the listed form, `a:<key>:<commit>:<open>:<sig>`.
    pub fn from_text(text: &str) -> Option<Acceptance> {
        Acceptance::parse(text.strip_prefix(ACCEPTED)?)
    }

    /// Reads the listed form after its `a:`.
    fn parse(text: &str) -> Option<Acceptance> {
        let mut parts = text.split(':');
        let acceptance = Acceptance {
            key: PublicKey::from_text(parts.next()?)?,
            commit: Commitment::from_text(parts.next()?)?,
            open: OpenValue::from_text(parts.next()?)?,
            sig: Signature::from_text(parts.next()?)?,
        };
        parts.next().is_none().then_some(acceptance)
    }
}

/// [`decimal`] as a `usize`.
fn number_usize(text: &str) -> Option<usize> {
    decimal(text).and_then(|n| usize::try_from(n).ok())
}

/// Whether an address carries a link's `play=` key (the page's loader and arrival look for it).
pub fn is_link(address: &str) -> bool {
    let before = address.split('#').next().unwrap_or("");
    let query = before.split_once('?').map_or("", |(_, q)| q);
    query.split('&').any(|pair| pair.starts_with("play="))
}

//! Why a message is refused: one typed case for each thing REMOTE.md's "What it guarantees"
//! rules out, and the others a message can get wrong. Its `Display` is a short English form for
//! the command line; people read it through the catalog (`app::remote_words`).

use super::link::LinkError;
use super::state::StateError;
use crate::core::{RecordError, Seat};
use std::fmt;

/// Why a message (or a device's saved memory of a match) was refused. The receiver's copy of the
/// game stays as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The `play=` field is malformed.
    Link(LinkError),
    /// The record does not read: malformed, or a token impossible where it stands.
    Record(RecordError),
    /// The message belongs to another game (its match differs).
    OtherMatch,
    /// A game's first message must be its invite (message 0).
    NotInvite,
    /// Remote games are for two to four seats; this game has another number.
    SeatCount,
    /// The invite names a seat this game does not have.
    UnknownSeat(String),
    /// The record starts from another game or position than the invite's.
    OtherStart,
    /// An earlier message of this game, which this copy already holds.
    Earlier {
        /// The message's number.
        number: u32,
        /// The latest message this copy holds.
        latest: u32,
    },
    /// A second acceptance: the game already has its opponent (or, in a game of three or four,
    /// this place in the joining order is taken).
    SecondAcceptance {
        /// How many play the game.
        players: usize,
    },
    /// A message numbered as one this copy holds, but different from it: a rewriting.
    Conflict {
        /// The message's number.
        number: u32,
    },
    /// A later message: the ones between it and this copy never arrived.
    Missing {
        /// The message's number.
        number: u32,
        /// The number this copy waits for.
        expected: u32,
    },
    /// The person letter does not fit the message's number (even numbers are the inviter's).
    WrongPerson,
    /// The revealed secret does not match the commitment of the sender's previous message.
    BadReveal,
    /// The count field differs from the number of tokens in the record.
    CountMismatch {
        /// The count field.
        count: usize,
        /// The tokens in the record.
        tokens: usize,
    },
    /// The record differs from this copy before the new tokens (or is shorter than it).
    Rewritten {
        /// The first token (1-based) that differs, or where the record stops short.
        token: usize,
    },
    /// A new token belongs to the other person's seat.
    WrongSeat {
        /// The token (1-based).
        token: usize,
        /// The seat the token belongs to.
        owner: Seat,
    },
    /// Tokens in the acceptance of a game whose seats are still to be drawn.
    SeatsUndecided,
    /// A throw in message 0 or 1, which have no committed secret to throw with.
    ThrowTooEarly {
        /// The token (1-based).
        token: usize,
    },
    /// A throw that does not follow from the revealed secret and the other's open value.
    ForgedThrow {
        /// The token (1-based).
        token: usize,
        /// The throw the values give, as written (`d3`).
        expected: String,
        /// The throw the record has.
        found: String,
    },
    /// The message stops before the sender's turn, or the game, is over.
    Unfinished,
    /// The game is over (or was resigned): no message follows.
    GameOver,
    /// A resignation in message 0 or 1 (it must reveal a secret), or before the game has an
    /// opponent.
    ResignTooEarly,
    /// A resignation with tokens of its own, or whose record is not this copy's.
    BadResignation,
    /// A live game's fresh values do not fit: not the ones the other device issued, an echo that
    /// differs from the values the message before used, a value for a token that is no throw, or a
    /// request for a throw that is not due.
    FreshValues,
    /// The message is this device's own to send.
    OwnTurn,
    /// In a game for more than two, a resignation out of turn: it could cross another's move.
    ResignInTurn,
    /// Version 2: the signature is not the sender's over this message: it was changed after its
    /// sender made it (or a key is missing or out of place).
    Altered,
    /// A link of the other protocol version than the game's.
    OtherVersion,
    /// Version 2, three or four: an acceptance after the game had its players.
    GroupFull {
        /// How many play it.
        players: usize,
    },
    /// Version 2, three or four: a starting message whose acceptances are not one valid
    /// acceptance per joiner in the order of their keys.
    Acceptances,
    /// A device's saved memory of a match does not read (it is kept as it is), or a message could
    /// not be made.
    State(StateError),
}

impl From<LinkError> for Refusal {
    fn from(error: LinkError) -> Self {
        Refusal::Link(error)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Link(e) => write!(f, "malformed link: {e}"),
            Refusal::Record(e) => write!(f, "the record does not read: {e}"),
            Refusal::OtherMatch => f.write_str("the link belongs to another game"),
            Refusal::NotInvite => f.write_str("a game starts with its invite (message 0)"),
            Refusal::SeatCount => f.write_str("only games of two to four seats are played by link"),
            Refusal::UnknownSeat(seat) => write!(f, "this game has no seat '{seat}'"),
            Refusal::OtherStart => f.write_str("the record starts from another game"),
            Refusal::Earlier { number, latest } => write!(
                f,
                "an earlier link of this game (message {number}; the latest is {latest})"
            ),
            Refusal::SecondAcceptance { .. } => {
                f.write_str("a second acceptance: this game already has its opponent")
            }
            Refusal::Conflict { number } => {
                write!(f, "message {number} differs from the one already received")
            }
            Refusal::Missing { number, expected } => write!(
                f,
                "message {number} arrived before message {expected}: open the links in order"
            ),
            Refusal::WrongPerson => f.write_str("the person does not fit the message number"),
            Refusal::BadReveal => {
                f.write_str("the revealed secret does not match the sender's commitment")
            }
            Refusal::CountMismatch { count, tokens } => {
                write!(f, "the link counts {count} tokens, the record has {tokens}")
            }
            Refusal::Rewritten { token } => {
                write!(f, "the record differs from this game at token {token}")
            }
            Refusal::WrongSeat { token, owner } => write!(
                f,
                "token {token} belongs to {}, not the sender",
                owner.name()
            ),
            Refusal::SeatsUndecided => {
                f.write_str("the acceptance carries moves before the seats are drawn")
            }
            Refusal::ThrowTooEarly { token } => {
                write!(f, "token {token}: no throw may be made in messages 0 and 1")
            }
            Refusal::ForgedThrow {
                token,
                expected,
                found,
            } => write!(
                f,
                "token {token}: the throw is {found}, but the secret and open value give {expected}"
            ),
            Refusal::Unfinished => f.write_str("the message stops before the sender's turn ends"),
            Refusal::GameOver => f.write_str("the game is over"),
            Refusal::ResignTooEarly => {
                f.write_str("a resignation needs an opponent and a revealed secret")
            }
            Refusal::BadResignation => {
                f.write_str("a resignation adds no moves and keeps the game's record")
            }
            Refusal::FreshValues => {
                f.write_str("the live game's fresh values listed are not the ones issued")
            }
            Refusal::OwnTurn => f.write_str("this message is this device's own to send"),
            Refusal::ResignInTurn => {
                f.write_str("in a game of three or four, resign when it is your turn")
            }
            Refusal::Altered => {
                f.write_str("the signature does not match: the link was changed after it was made")
            }
            Refusal::OtherVersion => {
                f.write_str("the link is of another protocol version than the game")
            }
            Refusal::GroupFull { players } => {
                write!(f, "the game already has its {players} players")
            }
            Refusal::Acceptances => {
                f.write_str("the starting message does not list one valid acceptance per joiner")
            }
            Refusal::State(why) => write!(f, "the saved game does not read: {why}"),
        }
    }
}

impl std::error::Error for Refusal {}

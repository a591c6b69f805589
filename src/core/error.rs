//! Typed errors for notation and play, worded for people.

use std::fmt;

/// Why a piece of notation was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A character that has no meaning here.
    UnexpectedChar(char),
    /// The text ended where more was needed.
    UnexpectedEnd,
    /// Text left over after a complete field.
    Trailing,
    /// A count of cells, rows or columns that does not fit the board.
    WrongLength {
        /// What the board needs.
        expected: usize,
        /// What the text gave.
        found: usize,
    },
    /// A number outside its range.
    OutOfRange {
        /// The lowest accepted value.
        min: u32,
        /// The highest accepted value.
        max: u32,
        /// What the text gave.
        found: u64,
    },
    /// An unknown game id or position kind.
    UnknownGame(String),
    /// Anything else, said plainly (impossible piece counts, impossible turn fields, …).
    Invalid(String),
}

/// A notation error: which field, where in the text, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The field being read: `kind`, `board`, `turn`, `extra`, `action`, `roll`, `record`, …
    pub field: &'static str,
    /// Character offset (0-based) in the text that was parsed.
    pub offset: usize,
    /// What was wrong.
    pub reason: Reason,
}

impl ParseError {
    /// A new error for `field` at `offset`.
    pub fn new(field: &'static str, offset: usize, reason: Reason) -> Self {
        Self {
            field,
            offset,
            reason,
        }
    }

    /// Shorthand for [`Reason::Invalid`].
    pub fn invalid(field: &'static str, offset: usize, message: impl Into<String>) -> Self {
        Self::new(field, offset, Reason::Invalid(message.into()))
    }

    /// The same error with its offset moved by `by` (when a field was parsed out of a longer text).
    pub fn shifted(mut self, by: usize) -> Self {
        self.offset += by;
        self
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} field, at character {}: ",
            self.field,
            self.offset + 1
        )?;
        match &self.reason {
            Reason::UnexpectedChar(c) => write!(f, "unexpected character '{}'", c.escape_debug()),
            Reason::UnexpectedEnd => f.write_str("the text ends too early"),
            Reason::Trailing => f.write_str("unexpected text after the end"),
            Reason::WrongLength { expected, found } => {
                write!(f, "expected {expected}, found {found}")
            }
            Reason::OutOfRange { min, max, found } => {
                write!(f, "{found} is outside {min}..{max}")
            }
            Reason::UnknownGame(id) => write!(f, "unknown game '{id}'"),
            Reason::Invalid(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for ParseError {}

/// Why an action or roll could not be played. The position is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The action is not among the legal actions.
    Illegal {
        /// The action as written.
        token: String,
    },
    /// A roll is due, not an action.
    RollDue {
        /// The action as written.
        token: String,
    },
    /// The game is over.
    GameOver {
        /// The token as written.
        token: String,
    },
    /// A roll was given where a player must act.
    NotChance {
        /// The roll as written.
        token: String,
    },
    /// A roll that cannot come up here.
    ImpossibleRoll {
        /// The roll as written.
        token: String,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Illegal { token } => write!(f, "'{token}' is not a legal move here"),
            PlayError::RollDue { token } => {
                write!(f, "'{token}' cannot be played: a throw is due first")
            }
            PlayError::GameOver { token } => {
                write!(f, "'{token}' cannot be played: the game is over")
            }
            PlayError::NotChance { token } => {
                write!(f, "'{token}' is a throw, but a player must move now")
            }
            PlayError::ImpossibleRoll { token } => write!(f, "'{token}' cannot be thrown here"),
        }
    }
}

impl std::error::Error for PlayError {}

//! Typed errors for notation and play, worded for people.

use std::fmt;

/// Text from outside (a token, a game id) quoted in a message: at most [`Quoted::MAX`] characters
/// of it, then "…", so that a 100,000-character link gives a message that fits a panel.
#[derive(Copy, Clone, Debug)]
pub struct Quoted<'a>(pub &'a str);

impl Quoted<'_> {
    /// How many characters of the text are quoted.
    pub const MAX: usize = 60;
}

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(Self::MAX) {
            Some((cut, _)) => write!(f, "'{}…'", &self.0[..cut]),
            None => write!(f, "'{}'", self.0),
        }
    }
}

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
            Reason::UnknownGame(id) => write!(f, "unknown game {}", Quoted(id)),
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
            PlayError::Illegal { token } => write!(f, "{} is not a legal move here", Quoted(token)),
            PlayError::RollDue { token } => {
                write!(
                    f,
                    "{} cannot be played: a throw is due first",
                    Quoted(token)
                )
            }
            PlayError::GameOver { token } => {
                write!(f, "{} cannot be played: the game is over", Quoted(token))
            }
            PlayError::NotChance { token } => {
                write!(
                    f,
                    "{} is a throw, but a player must move now",
                    Quoted(token)
                )
            }
            PlayError::ImpossibleRoll { token } => {
                write!(f, "{} cannot be thrown here", Quoted(token))
            }
        }
    }
}

impl std::error::Error for PlayError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Record;
    use crate::games::AnyGame;

    #[test]
    fn a_huge_bad_token_is_quoted_short() {
        let huge = "x".repeat(100_000);
        for text in [
            huge.clone(),
            format!("senet;{huge}"),
            format!("senet;d2,{huge}"),
        ] {
            let message = Record::<AnyGame>::parse(&text).unwrap_err().to_string();
            assert!(message.len() < 300, "{} characters", message.len());
            assert!(
                message.contains(&format!("'{}…'", "x".repeat(Quoted::MAX))),
                "{message}"
            );
        }
        // Short text is quoted whole; a cut never splits a character.
        assert_eq!(Quoted("d9").to_string(), "'d9'");
        let wide = "Ž".repeat(61);
        assert_eq!(Quoted(&wide).to_string(), format!("'{}…'", "Ž".repeat(60)));
    }
}

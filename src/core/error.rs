//! Typed errors for notation and play. Their `Display` is a short English form for the
//! command line and for logs; people read them through `app::text::errors`, which words every
//! field in the chosen language.

use crate::i18n::{self, Arg};
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
    /// A rule of the game's notation that the text breaks (impossible piece counts, impossible
    /// turn fields, …).
    Invalid(Invalid),
}

/// A broken notation rule, as facts: the rule's name, which is the catalog message
/// `notation-<rule>` (`locales/<lang>/notation.ftl`), and the values that message names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    /// The rule, e.g. `arces-marble-under-stone`.
    pub rule: &'static str,
    /// The message's variables, by name.
    pub values: Vec<(&'static str, Value)>,
}

/// A value in an [`Invalid`]'s message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A count, which may select a plural form.
    Num(i64),
    /// Notation as written (a cell, a token, a letter), quoted as it is.
    Text(String),
    /// A seat, by the name [`Game::seat_name`](super::Game::seat_name) gives it (`South`,
    /// `Black`): said in the chosen language.
    Seat(&'static str),
}

/// How much of a piece of notation a message quotes: enough to recognise it, never a whole
/// pasted record.
pub const QUOTE_CHARS: usize = 60;

/// `text` cut to [`QUOTE_CHARS`] characters, with `…` when something was left out.
pub fn shorten(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

impl Invalid {
    /// A rule with no values yet.
    pub fn new(rule: &'static str) -> Self {
        Self {
            rule,
            values: Vec::new(),
        }
    }

    /// Adds a count.
    pub fn num(mut self, name: &'static str, n: impl TryInto<i64>) -> Self {
        let n = n.try_into().unwrap_or(i64::MAX);
        self.values.push((name, Value::Num(n)));
        self
    }

    /// Adds notation as written (shortened to [`QUOTE_CHARS`]).
    pub fn text(self, name: &'static str, text: impl fmt::Display) -> Self {
        self.push_text(name, &text)
    }

    // One copy of the work for every kind of notation (cells, letters, tokens): the page's wasm
    // carries dozens of call sites.
    #[inline(never)]
    fn push_text(mut self, name: &'static str, text: &dyn fmt::Display) -> Self {
        self.values
            .push((name, Value::Text(shorten(&text.to_string()))));
        self
    }

    /// Adds a seat, by its name in the game (`Game::seat_name`).
    pub fn seat(mut self, name: &'static str, seat_name: &'static str) -> Self {
        self.values.push((name, Value::Seat(seat_name)));
        self
    }

    /// The catalog message's key.
    pub fn key(&self) -> String {
        format!("notation-{}", self.rule)
    }
}

impl From<&'static str> for Invalid {
    fn from(rule: &'static str) -> Self {
        Invalid::new(rule)
    }
}

/// The rule in the chosen language (English unless the page chose another).
impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let args: Vec<(&str, Arg<'_>)> = self
            .values
            .iter()
            .map(|(name, value)| {
                let arg = match value {
                    Value::Num(n) => Arg::Num(*n),
                    Value::Text(text) => Arg::from(text),
                    Value::Seat(seat) => Arg::from(i18n::seat_name(seat)),
                };
                (*name, arg)
            })
            .collect();
        f.write_str(&i18n::tr(&self.key(), &args))
    }
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

    /// Shorthand for [`Reason::Invalid`]: a rule name alone, or an [`Invalid`] with its values.
    pub fn invalid(field: &'static str, offset: usize, rule: impl Into<Invalid>) -> Self {
        Self::new(field, offset, Reason::Invalid(rule.into()))
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
            Reason::Invalid(rule) => write!(f, "{rule}"),
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

//! Typed errors for notation and play: facts, not words. Their `Display` is a short English form
//! for logs and test failures, with a broken notation rule ([`Invalid`]) written as its facts (the
//! rule's name and values). People read them through `app::text`, which words every field from
//! the message catalog: `InWords` in the chosen language for the page, the embeds and the editor,
//! and `Short` for the command line (this short form, the rule in English words).

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
    /// `Black`): `app::text` says it in the chosen language.
    Seat(&'static str),
}

/// How much of a piece of notation a message quotes: enough to recognise it, never a whole
/// pasted record.
pub const QUOTE_CHARS: usize = 60;

/// `text` cut to [`QUOTE_CHARS`] characters, with `…` when something was left out.
pub fn shorten(text: &str) -> String {
    cut(text, QUOTE_CHARS)
}

/// `text` cut to `chars` characters, with `…` when something was left out.
pub fn cut(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        Some((end, _)) => format!("{}…", &text[..end]),
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

/// The facts, for logs and test failures: the rule and its values,
/// `arces-stones (seat: South, most: 5)`. Words for people come from `app::text`.
impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rule)?;
        for (i, (name, value)) in self.values.iter().enumerate() {
            f.write_str(if i == 0 { " (" } else { ", " })?;
            match value {
                Value::Num(n) => write!(f, "{name}: {n}")?,
                Value::Text(text) => write!(f, "{name}: '{text}'")?,
                Value::Seat(seat) => write!(f, "{name}: {seat}")?,
            }
        }
        if self.values.is_empty() {
            Ok(())
        } else {
            f.write_str(")")
        }
    }
}

/// How a caller words a broken notation rule in an error's short form: `app::text` gives the
/// catalog's message for it, `Display` the rule's facts.
pub type RuleWords<'a> = &'a dyn Fn(&Invalid) -> String;

impl Reason {
    /// What is wrong, in the short English form, with a broken rule written by `rule`.
    pub fn describe(&self, rule: RuleWords<'_>) -> String {
        match self {
            Reason::UnexpectedChar(c) => format!("unexpected character '{}'", c.escape_debug()),
            Reason::UnexpectedEnd => "the text ends too early".to_string(),
            Reason::Trailing => "unexpected text after the end".to_string(),
            Reason::WrongLength { expected, found } => {
                format!("expected {expected}, found {found}")
            }
            Reason::OutOfRange { min, max, found } => format!("{found} is outside {min}..{max}"),
            Reason::UnknownGame(id) => format!("unknown game '{id}'"),
            Reason::Invalid(invalid) => rule(invalid),
        }
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

impl ParseError {
    /// The short English form, `board field, at character 8: …`, with a broken rule written by
    /// `rule`.
    pub fn describe(&self, rule: RuleWords<'_>) -> String {
        format!(
            "{} field, at character {}: {}",
            self.field,
            self.offset + 1,
            self.reason.describe(rule)
        )
    }
}

/// The short English form with a broken rule's facts ([`ParseError::describe`]).
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&Invalid::to_string))
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

#[cfg(test)]
mod tests {
    use super::{Invalid, ParseError, Reason};

    #[test]
    fn display_writes_the_facts_and_describe_takes_the_callers_words() {
        let rule = Invalid::new("senet-pieces")
            .seat("seat", "Black")
            .num("count", 7)
            .text("cell", "z9");
        assert_eq!(
            rule.to_string(),
            "senet-pieces (seat: Black, count: 7, cell: 'z9')"
        );
        assert_eq!(
            Invalid::new("arces-no-marble").to_string(),
            "arces-no-marble"
        );
        let error = ParseError::new("board", 6, Reason::Invalid(rule));
        assert_eq!(
            error.to_string(),
            "board field, at character 7: senet-pieces (seat: Black, count: 7, cell: 'z9')"
        );
        assert_eq!(
            error.describe(&|rule| format!("<{}>", rule.key())),
            "board field, at character 7: <notation-senet-pieces>"
        );
    }
}

//! Notation, play and record errors in plain words, in the chosen language, from their typed
//! fields: the field and character a notation error points at, its [`Reason`] (a notation rule's
//! own message for [`Reason::Invalid`]), the number of a record's bad token. Notation is quoted
//! as written, cut to [`QUOTE_CHARS`](crate::core::QUOTE_CHARS) characters.
//!
//! Everything a person reads on the page, in an embed or in the editor comes from [`InWords`];
//! the command line prints the errors' short form ([`Short`]), whose broken rules are worded here
//! too. The core keeps the facts only ([`Invalid`]).

use crate::core::{
    shorten, CompactError, Invalid, NoteError, ParseError, PlayError, Reason, RecordError, Value,
};
use crate::i18n::{self, t, tr, Arg};

/// An error said as one or more whole sentences (ending with a full stop).
pub trait InWords {
    /// The sentence in the current language.
    fn in_words(&self) -> String;
}

impl InWords for ParseError {
    fn in_words(&self) -> String {
        tr(
            "error-parse",
            &[
                ("field", field(self.field).into()),
                ("at", (self.offset + 1).into()),
                ("reason", reason(&self.reason).into()),
            ],
        )
    }
}

impl InWords for PlayError {
    fn in_words(&self) -> String {
        tr("error-play", &[("reason", play_reason(self).into())])
    }
}

impl InWords for RecordError {
    fn in_words(&self) -> String {
        match self {
            RecordError::Start(error) => error.in_words(),
            RecordError::TokenSyntax {
                index,
                token,
                error,
                ..
            } => tr(
                "error-record-syntax",
                &[
                    ("index", (*index).into()),
                    ("token", shorten(token).into()),
                    ("reason", reason(&error.reason).into()),
                ],
            ),
            RecordError::TokenPlay { index, error, .. } => tr(
                "error-record-play",
                &[
                    ("index", (*index).into()),
                    ("reason", play_reason(error).into()),
                ],
            ),
            RecordError::Compact(error) => compact(error),
            RecordError::Note {
                index: 0, error, ..
            } => tr("error-note-start", &[("reason", note_reason(error).into())]),
            RecordError::Note {
                index,
                token,
                error,
                ..
            } => tr(
                "error-note",
                &[
                    ("index", (*index).into()),
                    ("token", shorten(token).into()),
                    ("reason", note_reason(error).into()),
                ],
            ),
        }
    }
}

/// Why a note cannot be read, in the catalog's words.
fn note_reason(error: &NoteError) -> String {
    let (key, value) = error.message();
    match &value {
        Some((name, value)) => tr(key, &[(*name, value.as_str().into())]),
        None => tr(key, &[]),
    }
}

/// Why a compact record's payload cannot be read (docs/notation.md, "Compact game records"); its
/// token numbers count from 1, like moves.
fn compact(error: &CompactError) -> String {
    match *error {
        CompactError::Version(_) => t("error-compact-version"),
        CompactError::Base64 { offset } => {
            tr("error-compact-base64", &[("at", (offset + 1).into())])
        }
        CompactError::Count => t("error-compact-count"),
        CompactError::Index {
            token,
            index,
            choices,
        } => tr(
            "error-compact-index",
            &[
                ("index", token.into()),
                ("choice", index.into()),
                ("choices", choices.into()),
            ],
        ),
        CompactError::GameOver { token, .. } => {
            tr("error-compact-game-over", &[("index", token.into())])
        }
        CompactError::Truncated { token, .. } => {
            tr("error-compact-truncated", &[("index", token.into())])
        }
        CompactError::LeftOver { .. } => t("error-compact-left-over"),
    }
}

/// The part of a text a notation error is in, as the `error-parse` message names it.
fn field(name: &str) -> String {
    let key = match name {
        "kind" => "error-field-kind",
        "board" => "error-field-board",
        "turn" => "error-field-turn",
        "extra" => "error-field-extra",
        "position" => "error-field-position",
        "action" => "error-field-action",
        "roll" => "error-field-roll",
        "record" => "error-field-record",
        _ => "error-field-other",
    };
    t(key)
}

/// What is wrong, without where.
fn reason(reason: &Reason) -> String {
    match reason {
        Reason::UnexpectedChar(c) => tr(
            "error-unexpected-char",
            &[("char", c.escape_debug().to_string().into())],
        ),
        Reason::UnexpectedEnd => t("error-unexpected-end"),
        Reason::Trailing => t("error-trailing"),
        Reason::WrongLength { expected, found } => tr(
            "error-wrong-length",
            &[("expected", (*expected).into()), ("found", (*found).into())],
        ),
        Reason::OutOfRange { min, max, found } => tr(
            "error-out-of-range",
            &[
                ("min", (*min).into()),
                ("max", (*max).into()),
                ("found", (*found).into()),
            ],
        ),
        Reason::UnknownGame(id) => tr("error-unknown-game", &[("id", shorten(id).into())]),
        Reason::Invalid(rule) => rule_words(rule),
    }
}

/// A broken notation rule in words: its own catalog message, `notation-<rule>`
/// (`locales/<lang>/notation.ftl`), with its values, seats named in the current language.
pub fn rule_words(rule: &Invalid) -> String {
    let args: Vec<(&str, Arg<'_>)> = rule
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
    tr(&rule.key(), &args)
}

/// An error's short form, as the command line prints it (`move 2 '11-14': …`, `board field, at
/// character 8: …`): the core's English form, with a broken rule in the catalog's words (English
/// unless a language was chosen).
pub trait Short {
    /// The short form.
    fn short(&self) -> String;
}

impl Short for ParseError {
    fn short(&self) -> String {
        self.describe(&rule_words)
    }
}

impl Short for RecordError {
    fn short(&self) -> String {
        match self {
            // The core's form of a note's error is a fact (`note-place (place: z9)`).
            RecordError::Note { .. } => self.in_words(),
            _ => self.describe(&rule_words),
        }
    }
}

fn play_reason(error: &PlayError) -> String {
    let (key, token) = match error {
        PlayError::Illegal { token } => ("error-play-illegal", token),
        PlayError::RollDue { token } => ("error-play-roll-due", token),
        PlayError::GameOver { token } => ("error-play-game-over", token),
        PlayError::NotChance { token } => ("error-play-not-chance", token),
        PlayError::ImpossibleRoll { token } => ("error-play-impossible-roll", token),
    };
    tr(key, &[("token", shorten(token).into())])
}

// Native only: the tests read the other languages' catalogs from disk.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

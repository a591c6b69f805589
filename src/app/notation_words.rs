//! Notation errors in plain words, through the message catalog: the typed errors of the parsers
//! ([`ParseError`], [`RecordError`], [`PlayError`]) become sentences people read. The parser's own
//! reason is kept (a [`Reason::Invalid`] carries the parser's sentence, which names the rule it
//! checks), with the part of the text it concerns and the character where it was found.
//!
//! The words are in the editor's area of the catalog (`locales/en/notation.ftl`, built into the
//! editor's wasm alone while only the editor shows them): each function loads it first.

use crate::core::{CompactError, ParseError, PlayError, Reason, RecordError};
use crate::i18n::{load_area, t, tr, EDITOR};

/// Why a position or a record's start cannot be read, and where.
pub fn parse_error(error: &ParseError) -> String {
    load_area(EDITOR);
    tr(
        "notation-at",
        &[
            ("problem", reason(&error.reason).into()),
            ("field", field(error.field).into()),
            ("at", (error.offset + 1).into()),
        ],
    )
}

/// Why a record (a start and its moves) cannot be read.
pub fn record_error(error: &RecordError) -> String {
    load_area(EDITOR);
    match error {
        RecordError::Start(e) => parse_error(e),
        RecordError::TokenSyntax {
            index,
            token,
            error,
            ..
        } => token_words(*index, token, reason(&error.reason)),
        RecordError::TokenPlay { index, error, .. } => {
            let token = match error {
                PlayError::Illegal { token }
                | PlayError::RollDue { token }
                | PlayError::GameOver { token }
                | PlayError::NotChance { token }
                | PlayError::ImpossibleRoll { token } => token,
            };
            token_words(*index, token, play_error(error))
        }
        RecordError::Compact(e) => compact_error(e),
    }
}

/// Why a compact record's payload cannot be read (token numbers count from 1, like moves).
pub fn compact_error(error: &CompactError) -> String {
    load_area(EDITOR);
    match *error {
        CompactError::Version(_) => t("notation-compact-version"),
        CompactError::Base64 { offset } => {
            tr("notation-compact-base64", &[("at", (offset + 1).into())])
        }
        CompactError::Count => t("notation-compact-count"),
        CompactError::Index {
            token,
            index,
            choices,
        } => tr(
            "notation-compact-index",
            &[
                ("token", token.into()),
                ("index", index.into()),
                ("choices", choices.into()),
            ],
        ),
        CompactError::GameOver { token, .. } => {
            tr("notation-compact-game-over", &[("token", token.into())])
        }
        CompactError::Truncated { token, .. } => {
            tr("notation-compact-truncated", &[("token", token.into())])
        }
        CompactError::LeftOver { .. } => t("notation-compact-left-over"),
    }
}

/// Why a well-formed move or throw cannot be played where it stands.
pub fn play_error(error: &PlayError) -> String {
    load_area(EDITOR);
    let (key, token) = match error {
        PlayError::Illegal { token } => ("notation-play-illegal", token),
        PlayError::RollDue { token } => ("notation-play-roll-due", token),
        PlayError::GameOver { token } => ("notation-play-game-over", token),
        PlayError::NotChance { token } => ("notation-play-not-chance", token),
        PlayError::ImpossibleRoll { token } => ("notation-play-impossible-roll", token),
    };
    tr(key, &[("token", token.into())])
}

fn token_words(index: usize, token: &str, problem: String) -> String {
    tr(
        "notation-record-token",
        &[
            ("index", index.into()),
            ("token", token.into()),
            ("problem", problem.into()),
        ],
    )
}

/// The reason alone.
pub fn reason(reason: &Reason) -> String {
    load_area(EDITOR);
    match reason {
        Reason::UnexpectedChar(c) => tr(
            "notation-unexpected-char",
            &[("char", c.to_string().into())],
        ),
        Reason::UnexpectedEnd => t("notation-unexpected-end"),
        Reason::Trailing => t("notation-trailing"),
        Reason::WrongLength { expected, found } => tr(
            "notation-wrong-length",
            &[("expected", (*expected).into()), ("found", (*found).into())],
        ),
        Reason::OutOfRange { min, max, found } => tr(
            "notation-out-of-range",
            &[
                ("found", (*found).into()),
                ("min", (*min).into()),
                ("max", (*max).into()),
            ],
        ),
        Reason::UnknownGame(id) => tr("notation-unknown-game", &[("id", id.into())]),
        Reason::Invalid(message) => message.clone(),
    }
}

/// The name of a part of the text (`board`, `turn`, …) for people.
fn field(name: &str) -> String {
    let key = match name {
        "kind" => "notation-field-kind",
        "board" => "notation-field-board",
        "turn" => "notation-field-turn",
        "extra" => "notation-field-extra",
        "action" => "notation-field-action",
        "roll" => "notation-field-roll",
        "record" => "notation-field-record",
        _ => "notation-field-position",
    };
    t(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Record};
    use crate::games::AnyGame;

    #[test]
    fn parser_errors_keep_their_reason_and_say_where() {
        let error = AnyGame::parse_start("seesaw:..../...../....../s1.....Nn1/....../...../....:s")
            .unwrap_err();
        assert_eq!(
            parse_error(&error),
            "South's first tile on d1 is missing (tiles are never removed) (board, character 26)"
        );
        let error = AnyGame::parse_start("senet:wbq:b").unwrap_err();
        assert_eq!(
            parse_error(&error),
            "unexpected character “q” (board, character 9)"
        );
        let error = AnyGame::parse_start("chess").unwrap_err();
        assert_eq!(
            parse_error(&error),
            "“chess” is not a game (game name, character 1)"
        );
    }

    #[test]
    fn record_errors_name_the_move() {
        let error = Record::<AnyGame>::parse("senet;d2,1-2").unwrap_err();
        assert_eq!(
            record_error(&error),
            "move 2 “1-2”: “1-2” is not a legal move here"
        );
        let error = Record::<AnyGame>::parse("senet;d5").unwrap_err();
        assert!(record_error(&error).starts_with("move 1 “d5”: "));
    }

    #[test]
    fn compact_errors_have_words_that_name_the_move() {
        let error = Record::<AnyGame>::parse("senet~2AiA").unwrap_err();
        assert_eq!(
            record_error(&error),
            "this compact record’s version cannot be read"
        );
        let error = Record::<AnyGame>::parse("senet~1A*A").unwrap_err();
        assert_eq!(
            record_error(&error),
            "character 9 cannot stand in a compact record here"
        );
        let index = CompactError::Index {
            token: 212,
            index: 5,
            choices: 3,
        };
        assert_eq!(compact_error(&index), "move 212: choice 5 of only 3");
        for (error, words) in [
            (
                CompactError::Count,
                "the number of moves is malformed or too large",
            ),
            (
                CompactError::GameOver { token: 4, count: 9 },
                "move 4: the game is already over",
            ),
            (
                CompactError::Truncated { token: 7, count: 9 },
                "move 7: the record ends too early",
            ),
            (
                CompactError::LeftOver { count: 9 },
                "data is left over after the last move",
            ),
        ] {
            assert_eq!(compact_error(&error), words);
        }
    }

    #[test]
    fn every_reason_has_words() {
        let reasons = [
            Reason::UnexpectedChar('x'),
            Reason::UnexpectedEnd,
            Reason::Trailing,
            Reason::WrongLength {
                expected: 7,
                found: 6,
            },
            Reason::OutOfRange {
                min: 1,
                max: 6,
                found: 9,
            },
            Reason::UnknownGame("go".into()),
        ];
        for r in reasons {
            let words = reason(&r);
            assert!(!words.starts_with("notation-"), "{r:?}: {words}");
        }
        for name in [
            "kind", "board", "turn", "extra", "action", "roll", "record", "x",
        ] {
            assert!(!field(name).starts_with("notation-"), "{name}");
        }
    }
}

use super::*;
use crate::core::{Game, Record};
use crate::games::AnyGame;
use crate::i18n;

fn record_words(text: &str) -> String {
    Record::<AnyGame>::parse(text)
        .expect_err("a bad record")
        .in_words()
}

/// (record, its error in English): every notation reason and both kinds of bad token.
const CASES: &[(&str, &str)] = &[
    (
        "chess",
        "In the game's name, at character 1: there is no game called 'chess'.",
    ),
    (
        "senet:5b4w",
        "In the turn field, at character 11: the text ends too early.",
    ),
    (
        "senet:8b1wb1bw1ww1b2bw6:b3:x",
        "In the last field, at character 27: there is more text after the end.",
    ),
    (
        "senet:8b1wb1bw1ww1b2bw6:b9",
        "In the turn field, at character 26: '9' is not a throw (1, 2, 3, 4 or 6).",
    ),
    (
        "arsisesi-c:-/7/6/7/7/7/-:s",
        "In the board, at character 16: 7 expected, 6 found.",
    ),
    (
        "arsisesi-a:s6/7/-:s",
        "In the board, at character 13: 6 is not between 1 and 5.",
    ),
    (
        "arsisesi-a:-/7/-/-:s",
        "In the board, at character 12: arsisesi-a needs two Homes and 1 lane, separated by \
         '/'; found 4 parts.",
    ),
    (
        "arces:1nn(nN)nn1/7/7/7/7/s6/1ss(sS)ss1:s:0",
        "In the board, at character 37: South has more than 5 stones.",
    ),
    (
        "senet;d2,11-13,d7",
        "Move 3 ('d7') cannot be read: 7 is not between 1 and 6.",
    ),
    (
        "senet;d2,11-q3",
        "Move 2 ('11-q3') cannot be read: 'q' does not belong here.",
    ),
    (
        "senet;11-13",
        "Move 1 ('11-13') cannot be read: '11-13' is not a throw (d1, d2, d3, d4 or d6).",
    ),
    (
        "senet;d2,11-14",
        "Move 2: '11-14' is not a legal move here.",
    ),
];

/// Every play error, as the page shows a typed move or throw that cannot be played.
fn play_errors() -> Vec<(PlayError, &'static str)> {
    let token = "12-15".to_string();
    vec![
        (
            PlayError::Illegal {
                token: token.clone(),
            },
            "'12-15' is not a legal move here.",
        ),
        (
            PlayError::RollDue {
                token: token.clone(),
            },
            "'12-15' cannot be played: a throw is due first.",
        ),
        (
            PlayError::GameOver {
                token: token.clone(),
            },
            "'12-15' cannot be played: the game is over.",
        ),
        (
            PlayError::NotChance { token: "d3".into() },
            "'d3' is a throw, but a player must move now.",
        ),
        (
            PlayError::ImpossibleRoll { token: "d5".into() },
            "'d5' cannot be thrown here.",
        ),
    ]
}

#[test]
fn errors_are_worded_from_their_fields() {
    i18n::use_builtin("en");
    for (record, expected) in CASES {
        assert_eq!(record_words(record), *expected, "{record}");
    }
}

#[test]
fn play_errors_are_worded_and_come_from_play() {
    i18n::use_builtin("en");
    for (error, expected) in play_errors() {
        assert_eq!(error.in_words(), expected);
    }
    // The errors a game really gives, worded.
    let mut game = Record::<AnyGame>::parse("senet;d2")
        .unwrap()
        .position()
        .clone();
    let roll = game.parse_roll("d3").unwrap();
    assert_eq!(
        game.play_roll(roll).unwrap_err().in_words(),
        "'d3' is a throw, but a player must move now."
    );
    let mut game = Record::<AnyGame>::parse("senet")
        .unwrap()
        .position()
        .clone();
    let action = game.parse_action("11-13").unwrap();
    assert_eq!(
        game.play(action).unwrap_err().in_words(),
        "'11-13' cannot be played: a throw is due first."
    );
}

#[test]
fn long_tokens_are_quoted_in_part() {
    let long = format!("senet;d2,{}", "1".repeat(500));
    let words = record_words(&long);
    assert!(words.contains(&format!("'{}…'", "1".repeat(60))), "{words}");
    assert!(words.chars().count() < 200, "{words}");
}

/// Issue 18: a 100,000-character bad link gives a message that fits a panel, wherever the bad
/// text stands (the game id, a throw, an action); a cut never splits a character.
#[test]
fn a_huge_bad_link_is_quoted_short() {
    let huge = "x".repeat(100_000);
    for text in [
        huge.clone(),
        format!("senet;{huge}"),
        format!("senet;d2,{huge}"),
    ] {
        let words = record_words(&text);
        assert!(words.chars().count() < 300, "{} characters", words.len());
        assert!(words.contains(&"x".repeat(60)), "{words}");
        assert!(!words.contains(&"x".repeat(61)), "{words}");
    }
    assert_eq!(crate::core::shorten("d9"), "d9");
    let wide = "Ž".repeat(61);
    assert_eq!(crate::core::shorten(&wide), format!("{}…", "Ž".repeat(60)));
}

#[test]
fn every_language_words_every_case_in_full() {
    for lang in ["fr", "es", "de", "qps"] {
        i18n::use_for_test(lang);
        let records = CASES.iter().map(|(r, e)| (record_words(r), *e));
        let plays = play_errors().into_iter().map(|(p, e)| (p.in_words(), e));
        for (words, english) in records.chain(plays) {
            assert_ne!(words, english, "{lang}: not translated");
            for leak in ["{$", "{-", "notation-", "error-"] {
                assert!(!words.contains(leak), "{lang}: {leak} in {words}");
            }
        }
    }
    i18n::use_builtin("en");
}

/// Every notation rule named in the games' code has an English message, and every message is
/// used: the rule names are the string literals that start with a game's or a shared prefix.
#[test]
fn every_notation_rule_has_its_message() {
    let english = i18n::Catalog::parse(i18n::ENGLISH).0;
    let keys: Vec<&str> = english
        .keys()
        .filter_map(|k| k.strip_prefix("notation-"))
        .collect();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    let mut rules = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !path.ends_with("tests") {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|x| x == "rs")
                && !path.ends_with("tests.rs")
                // Refusal kinds' names are messages of their own (`refusal-…`).
                && !path.ends_with("refusal.rs")
            {
                let text = std::fs::read_to_string(&path).unwrap();
                rules.extend(rule_literals(&text));
            }
        }
    }
    rules.sort();
    rules.dedup();
    for rule in &rules {
        assert!(keys.contains(&rule.as_str()), "no message notation-{rule}");
    }
    for key in keys {
        assert!(
            rules.iter().any(|r| r == key),
            "notation-{key} is never used"
        );
    }
}

/// The string literals in `text` that look like rule names: `"senet-…"`, `"leading-zero"`, …
fn rule_literals(text: &str) -> Vec<String> {
    const PREFIXES: [&str; 7] = [
        "senet-",
        "seesaw-",
        "arces-",
        "arsisesi-",
        "zanstrekt-",
        "leading-",
        "no-such-",
    ];
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            PREFIXES.iter().any(|p| s.starts_with(p))
                && s.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                && !crate::games::GAME_IDS.contains(s)
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn compact_errors_name_the_move() {
    use crate::core::CompactError;
    i18n::use_builtin("en");
    assert_eq!(
        record_words("senet~2AiA"),
        "This compact record's version cannot be read."
    );
    assert_eq!(
        record_words("senet~1A*A"),
        "At character 9: this character cannot stand in a compact record."
    );
    for (error, words) in [
        (
            CompactError::Index {
                token: 212,
                index: 5,
                choices: 3,
            },
            "Move 212: choice 5 of only 3.",
        ),
        (
            CompactError::Count,
            "The number of moves in this compact record cannot be read.",
        ),
        (
            CompactError::GameOver { token: 4, count: 9 },
            "Move 4: the game is already over.",
        ),
        (
            CompactError::Truncated { token: 7, count: 9 },
            "Move 7: the compact record ends too early.",
        ),
        (
            CompactError::LeftOver { count: 9 },
            "The compact record goes on after its last move.",
        ),
    ] {
        assert_eq!(RecordError::Compact(error).in_words(), words);
    }
}

#[test]
fn every_note_error_is_worded() {
    use crate::core::NoteError::*;
    for (error, words) in [
        (Unclosed, "its '{' is never closed by '}'"),
        (Brace, "'{' cannot stand inside a note"),
        (
            Directive("circle".into()),
            "'[%circle' is not a directive (mark or arrow)",
        ),
        (DirectiveEnd, "a directive ends with ']'"),
        (
            Mark("G".into()),
            "'G' is not a mark (like G13: a colour, then a place)",
        ),
        (
            Arrow("G11".into()),
            "'G11' is not an arrow (like G11-13: a colour, then two places)",
        ),
        (Colour('X'), "'X' is not a colour (G, R, B or Y)"),
        (Place("31".into()), "'31' is not a place on this board"),
        (AfterCaption, "marks and arrows come before the caption"),
        (
            After("x".into()),
            "'x' follows the note, which ends its move",
        ),
        (Twice, "a move has at most one note"),
        (
            Misplaced,
            "a note follows its move, and here it stands before one",
        ),
    ] {
        assert_eq!(super::note_reason(&error), words);
    }
}

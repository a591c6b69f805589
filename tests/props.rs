//! Property tests (proptest) for every game id, through `AnyGame`:
//! - every position reachable by legal play prints and parses back to itself, and so does the
//!   record that reaches it;
//! - `play` of an action that is not legal where it is tried (legal somewhere else in the same
//!   game, or an action of another game) is an error and leaves the position unchanged; likewise
//!   `play_roll` of a roll that is not possible there;
//! - the same records in compact form (docs/notation.md, "Compact game records") read back to the
//!   same record and print again the same;
//! - random and mutated records, plain and compact, never panic the parser, and a record it
//!   accepts prints as text that parses back to the same record, a compact payload it accepts is
//!   the one that record encodes to, and its positions draw and play on
//!   (`testkit::check_record_text`, shared with the fuzz target).
//!
//! Records are generated as lists of choices: from the game id's start, choice `c` picks the legal
//! token `c mod n` of the `n` possible (rolls and actions alike), so a shorter list shrinks to a
//! shorter record. `PROPTEST_CASES=N` sets the cases per property (default 24, a few seconds for
//! the whole file in the dev profile); a longer run:
//! `PROPTEST_CASES=2000 cargo test --release --test props`.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use quintet::core::{Game, Record, ToAct, Token};
use quintet::games::{AnyAction, AnyGame, AnyRoll, GAME_IDS};
use quintet::testkit::check_record_text;

/// Cases per property: `PROPTEST_CASES`, or 24.
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24);
    ProptestConfig {
        cases,
        // Shrinking re-runs whole records; a few hundred steps find a short case.
        max_shrink_iters: 512,
        ..ProptestConfig::default()
    }
}

/// Choice lists: up to 600 tokens, enough to finish most games of every id.
fn choices() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(any::<u32>(), 0..600)
}

/// The tokens possible where `game` stands, in list order.
fn possible(game: &AnyGame) -> Vec<Token<AnyGame>> {
    match game.to_act() {
        ToAct::Over => Vec::new(),
        ToAct::Chance => {
            let mut rolls = Vec::new();
            game.rolls(&mut rolls);
            rolls.into_iter().map(|(r, _)| Token::Roll(r)).collect()
        }
        ToAct::Player(_) => {
            let mut actions = Vec::new();
            game.legal_actions(&mut actions);
            actions.into_iter().map(Token::Action).collect()
        }
    }
}

/// The record `choices` make from the start of `id` (stopping at the end of the game).
fn walk(id: &str, choices: &[u32]) -> Record<AnyGame> {
    let mut record = Record::<AnyGame>::from_id(id).expect("a game id starts a record");
    for &c in choices {
        let tokens = possible(record.position());
        if tokens.is_empty() {
            break;
        }
        let token = tokens[c as usize % tokens.len()];
        record.push(token).expect("a possible token plays");
    }
    record
}

/// Every position along a record, start and end included.
fn positions(record: &Record<AnyGame>) -> Vec<AnyGame> {
    (0..=record.tokens().len())
        .map(|n| record.position_at(n))
        .collect()
}

fn round_trip(id: &str, choices: &[u32]) -> Result<(), TestCaseError> {
    let record = walk(id, choices);
    for state in positions(&record) {
        let printed = state.to_string();
        let parsed = AnyGame::parse_start(&printed)
            .map_err(|e| TestCaseError::fail(format!("{printed} does not parse: {e}")))?;
        prop_assert_eq!(&parsed, &state, "position round trip: {}", printed);
        prop_assert_eq!(parsed.to_string(), printed);
    }
    let text = record.to_string();
    let again = Record::<AnyGame>::parse(&text)
        .map_err(|e| TestCaseError::fail(format!("{text} does not parse: {e}")))?;
    prop_assert_eq!(again.to_string(), text.as_str());
    prop_assert_eq!(again.position(), record.position());
    prop_assert_eq!(again.tokens(), record.tokens());
    let compact = record.to_compact();
    let again = Record::<AnyGame>::parse(&compact)
        .map_err(|e| TestCaseError::fail(format!("{compact} for {text} does not parse: {e}")))?;
    prop_assert_eq!(again.to_string(), text.as_str());
    prop_assert_eq!(again.tokens(), record.tokens());
    prop_assert_eq!(again.to_compact(), compact);
    Ok(())
}

/// Actions of every other game id: the first legal actions a few tokens into each.
fn other_games_actions(id: &str) -> Vec<AnyAction> {
    GAME_IDS
        .iter()
        .filter(|other| **other != id)
        .flat_map(|other| {
            positions(&walk(other, &[0, 1, 2, 3, 4, 5]))
                .into_iter()
                .flat_map(|p| {
                    let mut actions = Vec::new();
                    p.legal_actions(&mut actions);
                    actions.into_iter().take(2)
                })
        })
        .collect()
}

fn foreign_play(id: &str, here: &[u32], elsewhere: &[u32]) -> Result<(), TestCaseError> {
    let mut actions: Vec<AnyAction> = Vec::new();
    let mut rolls: Vec<AnyRoll> = Vec::new();
    for p in positions(&walk(id, elsewhere)) {
        for token in possible(&p) {
            match token {
                Token::Action(a) if !actions.contains(&a) => actions.push(a),
                Token::Roll(r) if !rolls.contains(&r) => rolls.push(r),
                _ => {}
            }
        }
    }
    actions.extend(other_games_actions(id));
    let states = positions(&walk(id, here));
    // Every eighth position and the last: enough to meet every phase of a game.
    let last = states.len() - 1;
    for (n, state) in states.iter().enumerate() {
        if n % 8 != 0 && n != last {
            continue;
        }
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut possible_rolls = Vec::new();
        state.rolls(&mut possible_rolls);
        for &action in actions.iter().filter(|a| !legal.contains(a)) {
            let mut copy = state.clone();
            prop_assert!(
                copy.play(action).is_err(),
                "{} accepted in {}",
                action,
                state
            );
            prop_assert_eq!(&copy, state, "a refused action changed the position");
        }
        for &roll in rolls
            .iter()
            .filter(|r| !possible_rolls.iter().any(|(p, _)| p == *r))
        {
            let mut copy = state.clone();
            prop_assert!(
                copy.play_roll(roll).is_err(),
                "{} accepted in {}",
                roll,
                state
            );
            prop_assert_eq!(&copy, state, "a refused roll changed the position");
        }
    }
    Ok(())
}

/// One edit of a record's text.
#[derive(Clone, Debug)]
enum Edit {
    /// Insert text before the character at this position (modulo the length).
    Insert(usize, String),
    /// Delete up to `n` characters from this position.
    Delete(usize, usize),
    /// Replace the character at this position.
    Replace(usize, char),
    /// Cut the text here.
    Truncate(usize),
    /// Swap two comma-separated tokens.
    Swap(usize, usize),
    /// Repeat a comma-separated token.
    Repeat(usize),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let ch = prop_oneof![
        proptest::char::range('0', '9'),
        proptest::char::range('a', 'z'),
        prop::sample::select(vec![
            ';', ',', ':', '/', '-', '+', '*', '_', 'x', 'N', 'S', 'Ž'
        ]),
    ];
    edits_with("[a-zA-Z0-9;,:/+*x_ -]{0,4}|[\\PC]{1,2}", ch.boxed())
}

/// Edits of a compact record: mostly base64url characters, so that most edits reach the decoder
/// with a well-formed payload, and now and then anything else.
fn compact_edits() -> impl Strategy<Value = Vec<Edit>> {
    let ch = prop_oneof![
        8 => proptest::char::range('A', 'Z'),
        8 => proptest::char::range('a', 'z'),
        4 => proptest::char::range('0', '9'),
        1 => prop::sample::select(vec!['-', '_', '~', ';', '=', '+', '/', 'Ž']),
    ];
    edits_with("[A-Za-z0-9_-]{0,4}|[~;=]|[\\PC]{1,2}", ch.boxed())
}

fn edits_with(piece: &'static str, ch: BoxedStrategy<char>) -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        (any::<usize>(), piece).prop_map(|(p, s)| Edit::Insert(p, s)),
        (any::<usize>(), 1..4usize).prop_map(|(p, n)| Edit::Delete(p, n)),
        (any::<usize>(), ch).prop_map(|(p, c)| Edit::Replace(p, c)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Swap(a, b)),
        any::<usize>().prop_map(Edit::Repeat),
    ];
    prop::collection::vec(edit, 1..4)
}

fn apply(text: &str, edit: &Edit) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let at = |p: usize, len: usize| if len == 0 { 0 } else { p % (len + 1) };
    match edit {
        Edit::Insert(p, s) => {
            let i = at(*p, chars.len());
            chars.splice(i..i, s.chars());
        }
        Edit::Delete(p, n) => {
            let i = at(*p, chars.len());
            let j = (i + n).min(chars.len());
            chars.drain(i..j);
        }
        Edit::Replace(p, c) => {
            if !chars.is_empty() {
                let i = p % chars.len();
                chars[i] = *c;
            }
        }
        Edit::Truncate(p) => {
            let i = at(*p, chars.len());
            chars.truncate(i);
        }
        Edit::Swap(a, b) => {
            let mut tokens: Vec<&str> = text.split(',').collect();
            let (i, j) = (a % tokens.len(), b % tokens.len());
            tokens.swap(i, j);
            return tokens.join(",");
        }
        Edit::Repeat(a) => {
            let mut tokens: Vec<&str> = text.split(',').collect();
            let i = a % tokens.len();
            tokens.insert(i, tokens[i]);
            return tokens.join(",");
        }
    }
    chars.into_iter().collect()
}

/// Reads `text` as a record of any game: it must not panic, and an accepted record must print,
/// re-read, replay, draw and play on (`testkit::check_record_text`, the fuzz target's check).
fn parse_checked(text: &str) -> Result<(), TestCaseError> {
    check_record_text(text);
    Ok(())
}

fn mutated(id: &str, choices: &[u32], edits: &[Edit], compact: bool) -> Result<(), TestCaseError> {
    let record = walk(id, choices);
    let mut text = if compact {
        record.to_compact()
    } else {
        record.to_string()
    };
    for edit in edits {
        text = apply(&text, edit);
        parse_checked(&text)?;
    }
    Ok(())
}

/// One module of properties per game id.
macro_rules! per_game {
    ($($module:ident => $id:literal),+ $(,)?) => {
        /// The ids the macro covers, to check against `GAME_IDS`.
        const COVERED: &[&str] = &[$($id),+];
        $(
            mod $module {
                use super::*;
                proptest! {
                    #![proptest_config(config())]
                    #[test]
                    fn reachable_positions_print_and_parse_back(c in choices()) {
                        round_trip($id, &c)?;
                    }
                    #[test]
                    fn foreign_actions_and_rolls_are_refused(a in choices(), b in choices()) {
                        foreign_play($id, &a, &b)?;
                    }
                    #[test]
                    fn mutated_records_never_panic(c in choices(), e in edits()) {
                        mutated($id, &c, &e, false)?;
                    }
                    #[test]
                    fn mutated_compact_records_never_panic(c in choices(), e in compact_edits()) {
                        mutated($id, &c, &e, true)?;
                    }
                }
            }
        )+
    };
}

per_game! {
    senet => "senet",
    seesaw => "seesaw",
    seesaw_4 => "seesaw-4",
    arces => "arces",
    arces_3 => "arces-3",
    arces_4 => "arces-4",
    arsisesi_a => "arsisesi-a",
    arsisesi_b => "arsisesi-b",
    arsisesi_c => "arsisesi-c",
    zanstrekt => "zanstrekt",
}

#[test]
fn every_game_id_has_properties() {
    assert_eq!(COVERED, GAME_IDS);
}

/// Inputs the fuzz target (`fuzz/`) found that once panicked; each must now be refused cleanly.
const FUZZ_FINDINGS: &[&str] = &[
    // Arsisesi: a run of empty spaces beyond u32 before a token overflowed the rank (a panic in
    // debug builds, an out-of-bounds index in release).
    "arsisesi-c:-/99999999999s/7/7/7/7/-:s",
    "arsisesi-a:-/4294967295s1/-:s",
];

#[test]
fn fuzz_findings_are_refused() {
    for text in FUZZ_FINDINGS {
        assert!(Record::<AnyGame>::parse(text).is_err(), "{text}");
        check_record_text(text);
    }
}

/// Starts the notation-shaped strings below begin with.
fn start() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(GAME_IDS.to_vec()).prop_map(str::to_string),
        (
            prop::sample::select(GAME_IDS.to_vec()),
            "[a-zA-Z0-9.:/*_+-]{0,40}"
        )
            .prop_map(|(id, rest)| format!("{}:{rest}", id.split('-').next().unwrap_or(id))),
        "[a-z0-9-]{0,12}",
    ]
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        parse_checked(&text)?;
    }

    #[test]
    fn notation_shaped_text_never_panics(
        start in start(),
        tokens in prop::collection::vec("[a-zA-Z0-9:+*x_-]{0,6}", 0..12),
    ) {
        let text = if tokens.is_empty() { start } else { format!("{start};{}", tokens.join(",")) };
        parse_checked(&text)?;
    }
}

//! Every course as shipped: read, checked step by step as a learner would play it, worded in
//! every language with the English text's numbers and notation, and covering every ruling but
//! those no position can teach.

use super::*;
use crate::i18n::{Catalog, CATALOGS};

fn courses() -> Vec<Course> {
    COURSE_IDS
        .iter()
        .map(|id| course(id).unwrap().unwrap_or_else(|e| panic!("{id}: {e}")))
        .collect()
}

#[test]
fn every_course_reads_and_every_step_plays_as_it_says() {
    for course in courses() {
        let problems = check::check(&course);
        assert!(
            problems.is_empty(),
            "{}:\n{}",
            course.id,
            problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        );
        assert!((8..=16).contains(&course.steps.len()), "{}", course.id);
    }
}

#[test]
fn every_word_of_every_step_is_in_every_language_keeping_numbers_and_notation() {
    let catalogs: Vec<(&str, Catalog)> = CATALOGS
        .iter()
        .map(|(code, text)| (*code, Catalog::parse(text).0))
        .collect();
    let english = &catalogs[0].1;
    let mut keys = Vec::new();
    for course in courses() {
        for (code, text) in CATALOGS {
            let missing = check::words(&course, text, code);
            assert!(missing.is_empty(), "{code}: {missing:?}");
        }
        for step in &course.steps {
            for part in [None, Some("done"), Some("miss")] {
                keys.push(step.key(course.id, part));
            }
        }
    }
    // No word is left over from a step that is gone.
    let ours: Vec<&str> = english
        .keys()
        .filter(|k| {
            COURSE_IDS
                .iter()
                .any(|c| k.starts_with(&format!("lesson-{c}-")))
        })
        .collect();
    assert_eq!(ours.len(), keys.len(), "{ours:?}");
    for key in &keys {
        crate::i18n::use_builtin("en");
        let source = crate::i18n::t(key);
        assert!(!source.is_empty() && !source.contains(['{', '<']), "{key}");
        for code in ["fr", "es", "de"] {
            crate::i18n::use_for_test(code);
            let text = crate::i18n::t(key);
            assert_ne!(text, source, "{code}: {key} is not translated");
            let notation = crate::app::rules::translations::notation;
            assert_eq!(notation(&text), notation(&source), "{code}: {key}: {text}");
        }
    }
    crate::i18n::use_builtin("en");
}

/// The rulings no step teaches, and why: each is settled before the first move, is a limit
/// rather than a choice, or leaves the learner nothing to play.
const UNTAUGHT: [(&str, &str); 5] = [
    (
        "SEN-3",
        "the colours are drawn before the game's first position; the opening card shows it",
    ),
    (
        "SEN-10",
        "a throw that no piece can use ends the game at once: there is no move to make",
    ),
    (
        "ARC-9",
        "the 100-turn limit is a count, not a move; the last Arcēs step says it",
    ),
    (
        "ARS-1",
        "the board's size is the board every Arsisesi step is played on",
    ),
    (
        "ARS-9",
        "who starts is rolled before the game's first position",
    ),
];

#[test]
fn every_ruling_is_taught_by_a_step_or_said_why_not() {
    let taught: Vec<String> = courses()
        .iter()
        .flat_map(|c| c.steps.iter().flat_map(|s| s.rulings.clone()))
        .collect();
    for id in crate::app::rules::RULING_IDS {
        let untaught = UNTAUGHT.iter().any(|(u, _)| u == id);
        assert!(
            taught.iter().any(|t| t == id) != untaught,
            "{id}: taught by a step, or in UNTAUGHT with why, not both"
        );
    }
}

#[test]
fn a_lesson_is_named_by_its_course_or_a_game_id_with_an_optional_step() {
    assert_eq!(spec("seesaw"), Some(("seesaw", None)));
    assert_eq!(spec("seesaw/3"), Some(("seesaw", Some("3"))));
    assert_eq!(spec("arces-3/freed"), Some(("arces", Some("freed"))));
    assert_eq!(spec("arsisesi-b"), Some(("arsisesi", None)));
    assert_eq!(spec("arsisesi"), Some(("arsisesi", None)));
    assert_eq!(spec("chess"), None);
    assert_eq!(spec("seesaw-9"), None);
    assert_eq!(spec(""), None);
    let course = course("arces-4").unwrap().unwrap();
    assert_eq!(course.id, "arces");
    assert!(course.find("freed").is_some());
    let record = captioned("senet;{[%mark G13]}", "Go.").unwrap();
    assert_eq!(record.to_string(), "senet;{[%mark G13] Go.}");
    let record = captioned("senet;d2", "Now.").unwrap();
    assert_eq!(record.to_string(), "senet;d2{Now.}");
}

//! Refusals in words: the sentences, every kind in the four languages, and the paths
//! that show them (a click, a typed move, a record).

use super::*;
use crate::app::a11y;
use crate::app::{ClickResult, Session};
use crate::core::Record;

fn game(record: &str) -> AnyGame {
    Record::<AnyGame>::parse(record).unwrap().position().clone()
}

/// The session of `record`, and the spot of a place named as moves name it.
fn session(record: &str) -> (Session, impl Fn(&str) -> Spot) {
    let session = Session::from_record(record, 1).unwrap();
    let position = session.game().clone();
    (session, move |name| position.parse_place(name).unwrap())
}

#[test]
fn clicks_say_which_rule_refuses() {
    let cases = [
        (
            "arces",
            "d1",
            "d2",
            "A marble steps only onto a lone stone of its own.",
        ),
        ("seesaw", "e1", "e3", "A stack of 1 moves exactly 1 cell."),
        (
            "senet;d2",
            "11",
            "14",
            "A throw of 2 moves a piece 2 squares.",
        ),
        (
            "arces:1n1(nN)nn1/7/7/2(sn)4/2s4/7/1s1(sS)s2:s:6",
            "c4",
            "",
            "This stone is caged: a North stone stands on it.",
        ),
        (
            "senet;d2",
            "1",
            "",
            "The piece on 1 is White's, and Black is to move.",
        ),
        (
            "zanstrekt;d3,+,d2,+,d4",
            "i1",
            "f3",
            "A throw of 4 moves a piece exactly 4 cells along its lap: this one goes to g3.",
        ),
        (
            "arsisesi-a;d3",
            "N",
            "",
            "The token on North's Home is North's, and South is to move.",
        ),
    ];
    for (record, first, second, words) in cases {
        let (mut session, spot) = session(record);
        let mut result = session.click(spot(first));
        if !second.is_empty() {
            assert_eq!(result, ClickResult::Selected, "{record} {first}");
            result = session.click(spot(second));
        }
        assert_eq!(result, ClickResult::Refused(words.to_string()), "{record}");
        // Nothing changed but the selection.
        assert_eq!(
            session.record_text(),
            Record::<AnyGame>::parse(record).unwrap().to_string()
        );
    }
}

#[test]
fn typed_moves_and_records_give_the_same_reason() {
    let arces = game("arces");
    let error = a11y::parse(&arces, "d1-d2").unwrap_err();
    assert_eq!(
        error.words(&arces),
        "The piece on d1 cannot reach d2. A marble steps only onto a lone stone of its own."
    );
    let error = a11y::parse(&arces, "a1 a2").unwrap_err();
    assert_eq!(
        error.words(&arces),
        "There is no piece of yours to move from a1."
    );
    let text = "seesaw;e1-e3";
    let error = Record::<AnyGame>::parse(text).unwrap_err();
    assert_eq!(
        record_error(text, &error),
        "Move 1: 'e1-e3' is not a legal move here. A stack of 1 moves exactly 1 cell."
    );
    assert_eq!(
        action(
            &game("senet;d2"),
            game("senet;d2").parse_action("pass").unwrap()
        )
        .as_deref(),
        Some("You may pass only when every piece that can move stands on 26, 28 or 29.")
    );
    // A legal move, or nobody to act, has nothing to refuse.
    assert_eq!(
        clicked(&arces, arces.parse_place("d1").unwrap(), None),
        None
    );
    assert_eq!(clicked(&game("senet"), Spot(11), None), None);
}

/// Every case of every kind, in every language: a sentence with no key or variable showing,
/// naming the cells and numbers of its facts.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn every_kind_in_every_language() {
    use crate::games::refusal::tests::{clicked as refusal_of_click, CASES};
    for (code, _) in crate::i18n::LANGUAGES {
        crate::i18n::use_for_test(code);
        for case in CASES {
            let (record, from, to, _) = *case;
            let game = game(record);
            let refusal = if to == "=" {
                game.action_refusal(game.parse_action(from).unwrap())
            } else {
                refusal_of_click(record, from, to)
            }
            .unwrap();
            let said = words(&game, &refusal);
            assert!(
                !said.contains('{') && !said.contains("refusal-") && said.ends_with('.'),
                "{code} {case:?}: {said}"
            );
            for (_, value) in &refusal.values {
                let shown = match value {
                    Value::Num(n) => n.to_string(),
                    Value::Text(t) if t.len() <= 3 && t != "off" && t != "+" => t.clone(),
                    _ => continue,
                };
                assert!(
                    said.contains(&shown),
                    "{code} {case:?}: {said} lacks {shown}"
                );
            }
        }
    }
    crate::i18n::use_for_test("en");
}

/// Every kind has its message, and every message is a kind's.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn every_kind_has_its_message() {
    use crate::games::refusal::RefusalKind;
    let english = crate::i18n::Catalog::parse(crate::i18n::REFUSALS).0;
    let keys: Vec<&str> = english
        .keys()
        .filter_map(|k| k.strip_prefix("refusal-"))
        .collect();
    let names: Vec<&str> = RefusalKind::ALL.iter().map(|k| k.name()).collect();
    for name in &names {
        assert!(keys.contains(name), "no message refusal-{name}");
    }
    for key in keys {
        assert!(names.contains(&key), "refusal-{key} is no kind");
    }
}

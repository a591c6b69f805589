//! Typed moves: every notation form of every game, plain words, ambiguity and errors in words.

use super::*;
use crate::app::a11y::{parse, Typed, TypedError};
use crate::app::moves;
use crate::core::{Game, ToAct};
use crate::games::GAME_IDS;
use crate::testkit::random_walk;

/// What `text` plays in the position `record` reaches, as notation; panics on an error.
fn plays(record: &str, text: &str) -> String {
    let game = pos(record);
    match parse(&game, text) {
        Ok(Typed::Play(mv)) => mv.notation(),
        other => panic!("{record}: {text}: {other:?}"),
    }
}

/// The error words for `text`.
fn error(record: &str, text: &str) -> String {
    let game = pos(record);
    let before = game.clone();
    let result = parse(&game, text);
    assert_eq!(game, before);
    match result {
        Err(e) => e.words(&game),
        other => panic!("{record}: {text}: {other:?}"),
    }
}

#[test]
fn every_notation_form_of_every_game() {
    assert_eq!(parse(&pos("senet"), "t"), Ok(Typed::Throw));
    assert_eq!(parse(&pos("zanstrekt"), "throw"), Ok(Typed::Throw));
    assert_eq!(plays("senet;d2", "11-13"), "11-13");
    assert_eq!(plays("senet:4w24b:b3", "30-off"), "30-off");
    assert_eq!(plays("senet:www22b4:b1", "pass"), "pass");
    assert_eq!(plays("seesaw;e1-e2,e9-e8", "e2-e3"), "e2-e3");
    assert_eq!(plays("seesaw;e1-e2,e9-e8", "+d1"), "+d1");
    assert_eq!(plays("arces", "d1-c1"), "d1-c1");
    assert_eq!(plays("arsisesi-a;d3", "S-1"), "S-1");
    assert_eq!(plays("arsisesi-a;d3", "s-1"), "S-1");
    assert_eq!(plays("arsisesi-a;d3", "S-1,1-2"), "S-1,1-2");
    assert_eq!(plays("arsisesi-a;d3", "end"), "end");
    assert_eq!(plays("arsisesi-b:s4/6s/n5:s1", "7-N"), "7-N");
    assert_eq!(plays("arsisesi-c;d2,S-c1", "c1-b1"), "c1-b1");
    assert_eq!(plays("zanstrekt;d3", "+"), "+");
    assert_eq!(plays("zanstrekt:9/9/8S:s1:s5n0", "i1-off"), "i1-off");
    assert_eq!(plays("zanstrekt:n8/s8/9:s*a3:s0n0", "a2xa3"), "a2xa3");
    assert_eq!(plays("zanstrekt:n8/s8/9:s*a3:s0n0", "throw"), "throw");
    assert_eq!(plays("zanstrekt:n8/s8/9:s*a3:s0n0", "t"), "throw");
}

/// In seeded games of every id, each move's notation typed back plays that very move, and so
/// do its two spots' names typed as words when no other move shares them.
#[test]
fn typed_notation_and_cell_pairs_play_the_offered_moves() {
    for id in GAME_IDS {
        // Every third position: each typed line recomputes the moves (Arsisesi's routes).
        for game in random_walk(&AnyGame::new(id).unwrap(), 3, 300)
            .into_iter()
            .step_by(3)
        {
            if game.to_act() == ToAct::Chance {
                assert_eq!(parse(&game, "throw"), Ok(Typed::Throw));
            }
            let all = moves(&game);
            let places = game.places();
            let name = |s| places.iter().find(|p| p.spot == s).unwrap().name.clone();
            for mv in &all {
                let typed = parse(&game, &mv.notation());
                assert_eq!(
                    typed,
                    Ok(Typed::Play(mv.clone())),
                    "{game}: {}",
                    mv.notation()
                );
                let (Some(from), Some(to)) = (mv.from, mv.to) else {
                    continue;
                };
                let twins = all
                    .iter()
                    .filter(|m| m.from == mv.from && m.to == mv.to)
                    .count();
                let (from, to) = (name(from), name(to));
                if twins == 1 && from != "+" && to != "+" {
                    let words = format!("move {from} to {to}");
                    let typed = parse(&game, &words);
                    assert_eq!(typed, Ok(Typed::Play(mv.clone())), "{game}: {words}");
                }
            }
        }
    }
}

#[test]
fn plain_words() {
    // A square alone plays its piece's only move ("11" with a 2 in Senet).
    let cases = [
        ("senet;d2", "11 13", "11-13"),
        ("senet;d2", "11 to 13", "11-13"),
        ("senet;d2", "Move 11 to 13", "11-13"),
        ("senet;d2", "  move the piece on 11 to 13.  ", "11-13"),
        ("senet;d2", "11", "11-13"),
        ("senet:4w24b:b3", "30 off", "30-off"),
        ("senet:4w24b:b3", "bear 30 off", "30-off"),
        ("senet:www22b4:b1", "Pass", "pass"),
        ("seesaw;e1-e2,e9-e8", "place d1", "+d1"),
        ("seesaw;e1-e2,e9-e8", "d1", "+d1"),
        ("arsisesi-a;d3", "end turn", "end"),
        ("arsisesi-a;d3", "s 3", "S-1,1-2,2-3"),
        ("arsisesi-a:s3/ns5/n4:s2", "2 takes 1", "2-1"),
        ("zanstrekt;d3", "enter", "+"),
        ("zanstrekt;d3", "enter i1", "+"),
        ("zanstrekt:9/9/8S:s1:s5n0", "i1 off", "i1-off"),
        ("zanstrekt:n8/s8/9:s*a3:s0n0", "a2 x a3", "a2xa3"),
        ("zanstrekt:n8/s8/9:s*a3:s0n0", "roll", "throw"),
        ("zanstrekt:n8/s8/9:s*a3:s0n0", "ambush a2xa3", "a2xa3"),
        ("senet;d2", "move 11-13", "11-13"),
    ];
    for (record, text, expected) in cases {
        assert_eq!(plays(record, text), expected, "{record}: {text}");
    }
    assert_eq!(parse(&pos("arsisesi-c"), "Throw"), Ok(Typed::Throw));
}

#[test]
fn several_moves_that_fit_are_named() {
    assert_eq!(
        error("seesaw;e1-e2,e9-e8", "e2"),
        "3 moves fit: e2-d2, e2-e3, e2-f2. Type one of them."
    );
    assert_eq!(
        parse(&pos("arsisesi-a;d3"), "S"),
        Err(TypedError::Ambiguous(vec![
            "S-1".into(),
            "S-1,1-2".into(),
            "S-1,1-2,2-3".into()
        ]))
    );
    // Two routes end on 2: kicking North's token and stepping back, or not moving at all.
    assert_eq!(plays("arsisesi-a:s3/ns5/n4:s2", "2 2"), "2-1,1-2");
}

#[test]
fn errors_say_why_in_words_and_keep_the_game() {
    let senet = "senet;d2";
    assert_eq!(
        error(senet, "12-14"),
        "There is no piece of yours to move from 12."
    );
    assert_eq!(
        error(senet, "12 14"),
        "There is no piece of yours to move from 12."
    );
    assert_eq!(
        error(senet, "1-3"),
        "The piece on 1 is White's, and Black is to move."
    );
    // The rule that refuses comes after what was asked (src/app/refusal.rs).
    let reach = "The piece on 11 cannot reach 14 with a 2. A throw of 2 moves a piece 2 squares.";
    assert_eq!(error(senet, "11-14"), reach);
    assert_eq!(error(senet, "move 11 to 14"), reach);
    assert_eq!(
        error(senet, "2-4"),
        "The piece on 2 cannot move with a 2. A piece cannot land on a piece of its own."
    );
    assert_eq!(
        error(senet, "11 to z9"),
        "“z9” is neither a move nor a cell here."
    );
    assert_eq!(
        error(senet, "pass"),
        "You may pass only when every piece that can move stands on 26, 28 or 29."
    );
    assert_eq!(error(senet, ""), "Type a move, such as 8-10.");
    assert_eq!(error(senet, "t"), "There is nothing to throw now.");
    assert_eq!(error("senet", "11-13"), "Throw first: type t.");
    assert_eq!(error("senet", ""), "Type a move, such as t.");
    assert_eq!(error("senet:4w24b:b3;30-off", "5-7"), "The game is over.");
    assert_eq!(error("seesaw", "t"), "There is nothing to throw now.");
    assert_eq!(
        error("seesaw", "e9-e8"),
        "The stack on e9 is North's, and South is to move."
    );
    assert_eq!(
        error("seesaw", "e1-e4"),
        "The stack on e1 cannot reach e4. A stack of 1 moves exactly 1 cell."
    );
    assert_eq!(
        error("arces", "d4-d5"),
        "There is no piece of yours to move from d4."
    );
    assert_eq!(
        error("arces", "d1-d2"),
        "The piece on d1 cannot reach d2. A marble steps only onto a lone stone of its own."
    );
    assert_eq!(
        error("arsisesi-a;d3", "N-7"),
        "The token on North's Home is North's, and South is to move."
    );
    assert_eq!(
        error("arsisesi-a;d3", "S-5"),
        "The token on South's Home cannot reach 5. A token steps one space toward the Home it \
         heads for, or jumps one token, for 1 point each."
    );
    assert_eq!(
        error("arsisesi-a;d3", "4 5"),
        "There is no token of yours to move from 4."
    );
    assert_eq!(
        error("zanstrekt:n8/s8/9:s*a3:s0n0", "i1-i3"),
        "There is no piece of yours to move from i1."
    );
    assert_eq!(
        error("zanstrekt:9/9/8S:s1:s5n0", "enter"),
        "There is no piece of yours to move from South's pool."
    );
    let long = "x".repeat(100);
    let said = error(senet, &format!("11 to {long}"));
    assert_eq!(
        said,
        format!("“{}…” is neither a move nor a cell here.", "x".repeat(60))
    );
}

#[test]
fn keywords_come_from_the_catalog() {
    let french = "a11y-words-throw = t lancer\na11y-words-filler = de à le la pion\n";
    crate::i18n::use_language("fr", french);
    let thrown = parse(&pos("senet"), "lancer");
    let moved = parse(&pos("senet;d2"), "pion de 11 à 13");
    crate::i18n::use_builtin("en");
    assert_eq!(thrown, Ok(Typed::Throw));
    assert!(matches!(moved, Ok(Typed::Play(m)) if m.notation() == "11-13"));
}

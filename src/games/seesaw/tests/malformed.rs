//! Malformed input: every bad position, action and roll is an error naming its field and the
//! character offset where the problem is, and nothing panics.

use super::*;
use crate::core::Reason;

/// The side-4 start, whose board is at offsets 7–53 and turn at 55 (d1 at 25, g at 50).
const START4: &str = "seesaw:..../...../....../Ss1.....Nn1/....../...../....:s";

fn with_turn(turn: &str) -> String {
    format!("{}:{turn}", &START4[..54])
}

fn check_position(text: &str, field: &str, offset: usize) {
    match Seesaw::parse_start(text) {
        Ok(g) => panic!("{text} was accepted as {g}"),
        Err(e) => {
            assert_eq!((e.field, e.offset), (field, offset), "{text}: {e}");
            assert!(!e.to_string().is_empty());
        }
    }
}

#[test]
fn malformed_positions() {
    let cases: Vec<(String, &str, usize)> = vec![
        (String::new(), "kind", 0),
        ("chess".into(), "kind", 0),
        ("séesaw:..".into(), "kind", 0),
        (START4.replacen("seesaw", "seesaw-4", 1), "kind", 0),
        ("seesaw".replace('w', "W"), "kind", 0),
        ("seesaw:".into(), "board", 7),
        ("seesaw:x".into(), "board", 7),
        (START4[..54].to_string(), "turn", 54),
        // Eight columns.
        (START4.replacen("/....:", "/..../....:", 1), "board", 7),
        // Column g one cell short, column c one cell long.
        (START4.replacen("/....:", "/...:", 1), "board", 50),
        (
            START4.replacen("/....../Ss1", "/......./Ss1", 1),
            "board",
            24,
        ),
        (START4.replacen("....", "..x.", 1), "board", 9),
        (START4.replacen("....", "..é.", 1), "board", 9),
        (START4.replacen("Ss1", "Ss0", 1), "board", 27),
        (START4.replacen("Ss1", "Ss", 1), "board", 27),
        (START4.replacen("Ss1", "Ss01", 1), "board", 27),
        (START4.replacen("Ss1", "Ss99999999999", 1), "board", 27),
        (START4.replacen("Ss1", "Ss70000", 1), "board", 27),
        (START4.replacen("Ss1", "SS1", 1), "board", 27),
        (START4.replacen("....", "S_..", 1), "board", 8),
        (START4.replacen("....", "_s1.", 1), "board", 7),
        // No tile on South's corner; a South tile cut off from the others; more stacks than tiles.
        (START4.replacen("Ss1", "s1", 1), "board", 25),
        (START4.replacen("Nn1", "n1", 1), "board", 33),
        (START4.replacen("....", "S...", 1), "board", 7),
        (START4.replacen("....", "s1...", 1), "board", 7),
        (
            START4.replacen("Ss1", "S", 1).replacen("Nn1", "N", 1),
            "board",
            7,
        ),
        // Turn fields.
        (with_turn("x"), "turn", 55),
        (with_turn(""), "turn", 55),
        (with_turn("S"), "turn", 55),
        (with_turn("sn"), "turn", 56),
        (with_turn("s:2"), "turn", 56),
        (with_turn("s@"), "turn", 57),
        (with_turn("s@z1:1"), "turn", 57),
        (with_turn("s@h1:1"), "turn", 57),
        (with_turn("s@d9:1"), "turn", 58),
        (with_turn("s@d0:1"), "turn", 58),
        (with_turn("s@d1"), "turn", 59),
        (with_turn("s@d1:"), "turn", 60),
        (with_turn("s@d1:0"), "turn", 60),
        (with_turn("s@d1:x"), "turn", 60),
        (with_turn("s@d1:1"), "turn", 60),
        (with_turn("s@d7:1"), "turn", 57),
        (with_turn("s@d2:1"), "turn", 57),
        (with_turn("s@d1:1:1"), "turn", 61),
        (with_turn("s@d1:1:1:1"), "turn", 61),
    ];
    for (text, field, offset) in &cases {
        check_position(text, field, *offset);
    }
}

#[test]
fn impossible_turns() {
    // North has no stacks: South has won, so the finished position must name North.
    let won = position(5, &[("e1", "S"), ("e5", "s3"), ("e9", "N")], "s");
    check_position(&won, "turn", won.len() - 1);
    // North cannot act but South can: North would have been skipped.
    let skipped = "seesaw:SSSS/SSSSS/SSSSSS/SSSSSSNn2/Ns2NNNNN/NNNNN/NNNN:n";
    check_position(skipped, "turn", skipped.len() - 1);
    // A chain whose stack can neither capture nor move would already have ended.
    let stuck = position(
        5,
        &[("a1", "n1"), ("e1", "S"), ("d8", "N"), ("e9", "Ns3")],
        "s@e9:1",
    );
    check_position(&stuck, "turn", stuck.len() - 1);
    // A chain after North's last stack is gone.
    let over = position(5, &[("e1", "S"), ("e5", "s3"), ("e9", "N")], "s@e5:2");
    check_position(&over, "turn", over.len() - 4);
    // The same positions with the right turn parse.
    game(&position(5, &[("e1", "S"), ("e5", "s3"), ("e9", "N")], "n"));
    game("seesaw:SSSS/SSSSS/SSSSSS/SSSSSSNn2/Ns2NNNNN/NNNNN/NNNN:s");
}

#[test]
fn malformed_actions() {
    let g5 = game("seesaw");
    let g4 = game("seesaw-4");
    let cases: &[(&Seesaw, &str, usize)] = &[
        (&g5, "", 0),
        (&g5, "e1", 0),
        (&g5, "END", 0),
        (&g5, "end ", 0),
        (&g5, "pass", 0),
        (&g5, "e1-", 3),
        (&g5, "-e2", 0),
        (&g5, "j1-e2", 0),
        (&g5, "E1-e2", 0),
        (&g5, "e0-e2", 1),
        (&g5, "e10-e2", 1),
        (&g5, "e01-e2", 1),
        (&g5, "f9-e2", 1),
        (&g5, "e99999999999-e2", 1),
        (&g5, "e1-e2x", 5),
        (&g5, "e1xe2xe3", 5),
        (&g5, "e1 -e2", 2),
        (&g5, "+", 1),
        (&g5, "+z1", 1),
        (&g5, "+e", 2),
        (&g5, "+e1-e2", 3),
        (&g5, "é1-e2", 0),
        (&g5, "e1-é2", 3),
        (&g5, "e1-e2é", 5),
        (&g4, "e7-e1", 1),
        (&g4, "h1-g1", 0),
        (&g4, "d1-d8", 4),
    ];
    for &(g, text, offset) in cases {
        match g.parse_action(text) {
            Ok(a) => panic!("{text} was accepted as {a}"),
            Err(e) => assert_eq!((e.field, e.offset), ("action", offset), "{text}: {e}"),
        }
    }
    // Well-formed actions that are not legal are refused by `play`, leaving the position alone.
    let mut g = g5.clone();
    for text in ["e1-e3", "e1xe9", "+e5", "end", "e9-e8"] {
        let action = g.parse_action(text).unwrap();
        assert!(g.play(action).is_err(), "{text}");
        assert_eq!(g, g5);
    }
}

#[test]
fn rolls_are_refused() {
    let g = game("seesaw");
    for text in ["d1", "d6", "", "x"] {
        let e = g.parse_roll(text).unwrap_err();
        assert_eq!((e.field, e.offset), ("roll", 0), "{text}");
    }
    let mut rolls = Vec::new();
    g.rolls(&mut rolls);
    assert!(rolls.is_empty());
    assert!(matches!(
        Seesaw::parse_start("seesaw:..../...../....../Ss1.....Nn1/....../...../...:s")
            .unwrap_err()
            .reason,
        Reason::WrongLength {
            expected: 4,
            found: 3
        }
    ));
}

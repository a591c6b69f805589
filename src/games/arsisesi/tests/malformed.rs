//! Malformed positions, actions and rolls: each is an error naming the field and the offset.

use super::pos;
use crate::app::text::Short;
use crate::core::{Game, Reason};
use crate::games::arsisesi::Arsisesi;

#[test]
fn malformed_positions_name_field_and_offset() {
    let cases: &[(&str, &str, usize)] = &[
        // kind and field structure
        ("", "kind", 0),
        ("arsisesi", "kind", 0),
        ("arsisesi-d:s5/7/n5:s", "kind", 0),
        ("Arsisesi-a", "kind", 0),
        ("arsisesi-a:", "turn", 11),
        ("arsisesi-a:s5/7/n5", "turn", 18),
        ("arsisesi-a:s5/7/n5:s:x", "extra", 20),
        // bad homes
        ("arsisesi-a:/7/n5:s", "board", 11),
        ("arsisesi-a:x5/7/n5:s", "board", 11),
        ("arsisesi-a:n5/7/s5:s", "board", 11),
        ("arsisesi-a:S1s4/7/n5:s", "board", 11),
        ("arsisesi-a:s5/7/-n5:s", "board", 16),
        ("arsisesi-a:s/7/n5:s", "board", 12),
        ("arsisesi-a:s0/7/n5:s", "board", 12),
        ("arsisesi-a:s05/7/n5:s", "board", 12),
        ("arsisesi-a:s99999999999/7/n5:s", "board", 12),
        ("arsisesi-a:N1s4/7/n4:s", "board", 13),
        ("arsisesi-a:s4s1/7/n5:s", "board", 13),
        ("arsisesi-a:s4N1N1/7/n3:s", "board", 15),
        ("arsisesi-b:s4N1/7/n4:s", "board", 13),
        ("arsisesi-c:s5/7/7/7/7/7/n4S1:s", "board", 26),
        // counts over 5
        ("arsisesi-a:s6/7/n5:s", "board", 12),
        ("arsisesi-a:s5/s6/n5:s", "board", 11),
        ("arsisesi-a:s5/7/n5S1:s", "board", 11),
        ("arsisesi-a:s3/sss4/n5:s", "board", 11),
        ("arsisesi-c:s3/s6/s6/s6/7/7/n5:s", "board", 11),
        // lane counts wrong for the type
        ("arsisesi-a:s5/7/7/n5:s", "board", 11),
        ("arsisesi-b:s5/n5:s", "board", 11),
        ("arsisesi-c:s5/7/n5:s", "board", 11),
        ("arsisesi-c:s5/7/7/7/7/7/7/n5:s", "board", 11),
        // rank length outside 5-10, unequal lanes
        ("arsisesi-a:s5/4/n5:s", "board", 14),
        ("arsisesi-a:s1/ssss/n5:s", "board", 14),
        ("arsisesi-a:s5/11/n5:s", "board", 14),
        ("arsisesi-a:s5//n5:s", "board", 14),
        ("arsisesi-a:s4/10s/n5:s", "board", 16),
        ("arsisesi-a:s5/99999999999999/n5:s", "board", 14),
        ("arsisesi-c:s5/7/7/6/7/7/n5:s", "board", 18),
        ("arsisesi-c:s5/7/7/7/7/8/n5:s", "board", 22),
        // bad lane contents
        ("arsisesi-a:s5/3x3/n5:s", "board", 15),
        ("arsisesi-a:s5/07/n5:s", "board", 14),
        ("arsisesi-a:s5/3Ž3/n5:s", "board", 15),
        ("arsisesi-b:s4/S6/n5:s", "board", 14),
        ("arsisesi-c:s4/7/7/N6/7/7/n5:s", "board", 18),
        ("arsisesi-b:s3/ss5/n5:s", "board", 11),
        ("arsisesi-a:-/7/-:s", "board", 11),
        // bad turn and MP
        ("arsisesi-a:s5/7/n5:", "turn", 19),
        ("arsisesi-a:s5/7/n5:x", "turn", 19),
        ("arsisesi-a:s5/7/n5:S", "turn", 19),
        ("arsisesi-a:s5/7/n5:s0", "turn", 20),
        ("arsisesi-a:s5/7/n5:s7", "turn", 20),
        ("arsisesi-a:s5/7/n5:s10", "turn", 20),
        ("arsisesi-a:s5/7/n5:s3x", "turn", 21),
        ("arsisesi-a:s5/7/n5:sn", "turn", 20),
        ("arsisesi-a:s5/7/n5:s99999999999", "turn", 20),
        // impossible turns: points left without a move, a finished game mid-turn
        ("arsisesi-a:s2/sssnnnn/n1:s3", "turn", 25),
        ("arsisesi-a:-/7/n5:s", "turn", 18),
        ("arsisesi-a:-/7/n5:n3", "turn", 18),
    ];
    for &(text, field, offset) in cases {
        let err = Arsisesi::parse_start(text).expect_err(text);
        assert_eq!((err.field, err.offset), (field, offset), "{text}: {err}");
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn malformed_reasons_are_specific() {
    let reason = |text: &str| Arsisesi::parse_start(text).expect_err(text).reason;
    assert_eq!(
        reason("arsisesi-a:s5/4/n5:s"),
        Reason::OutOfRange {
            min: 5,
            max: 10,
            found: 4
        }
    );
    assert_eq!(
        reason("arsisesi-c:s5/7/7/6/7/7/n5:s"),
        Reason::WrongLength {
            expected: 7,
            found: 6
        }
    );
    assert_eq!(
        reason("arsisesi-a:s6/7/n5:s"),
        Reason::OutOfRange {
            min: 1,
            max: 5,
            found: 6
        }
    );
    assert_eq!(
        reason("arsisesi-a:s5/7/n5:s7"),
        Reason::OutOfRange {
            min: 1,
            max: 6,
            found: 7
        }
    );
    assert_eq!(
        reason("arsisesi-a:s5/3x3/n5:s"),
        Reason::UnexpectedChar('x')
    );
    let over = Arsisesi::parse_start("arsisesi-a:s5/s6/n5:s")
        .unwrap_err()
        .short();
    assert!(over.contains("South has 6 tokens"), "{over}");
}

#[test]
fn malformed_actions_and_rolls() {
    let a = pos("arsisesi-a");
    let cases: &[(&str, usize)] = &[
        ("", 0),
        ("end ", 0),
        ("End", 0),
        ("S", 0),
        ("S-", 2),
        ("-1", 0),
        ("S-0", 2),
        ("S-8", 2),
        ("9-N", 0),
        ("c3-c4", 0),
        ("1-2-3", 3),
        ("S–1", 0),
        ("s-1", 0),
        ("01-2", 0),
        ("1-99999999999", 2),
    ];
    for &(text, offset) in cases {
        let err = a.parse_action(text).expect_err(text);
        assert_eq!((err.field, err.offset), ("action", offset), "{text}: {err}");
    }
    let c = pos("arsisesi-c");
    let cases: &[(&str, usize)] = &[
        ("f3-f4", 0),
        ("c3-f4", 3),
        ("c0-c1", 1),
        ("c8-c7", 1),
        ("3-4", 0),
        ("c-c4", 1),
        ("cc3-c4", 1),
        ("C3-C4", 0),
        ("S-Ž1", 2),
    ];
    for &(text, offset) in cases {
        let err = c.parse_action(text).expect_err(text);
        assert_eq!((err.field, err.offset), ("action", offset), "{text}: {err}");
    }
    // Well-formed but illegal actions parse and are refused by play, leaving the position alone.
    let mut game = pos("arsisesi-a:s5/7/n5:s3");
    let action = game.parse_action("S-3").unwrap();
    assert!(game.play(action).is_err());
    assert_eq!(game, pos("arsisesi-a:s5/7/n5:s3"));
    for bad in [
        "",
        "d",
        "d0",
        "d7",
        "6",
        "d01",
        "dd4",
        "D4",
        "d4 ",
        "d99999999999",
    ] {
        assert_eq!(a.parse_roll(bad).expect_err(bad).field, "roll", "{bad}");
    }
    for good in 1..=6 {
        assert_eq!(a.parse_roll(&format!("d{good}")).unwrap().value(), good);
    }
}

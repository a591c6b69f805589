//! Notation: round trips, how the player count is read, records, and a table of malformed input.

use super::pos;
use crate::app::text::Short;
use crate::core::{Game, ParseError, Reason, Record, Seat};
use crate::games::arces::{Arces, ArcesAction, Cell};
use crate::games::AnyGame;

#[test]
fn positions_print_back_exactly() {
    for text in [
        "arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0",
        "arces:1nn(nN)nn1/w6/w6/(wW)6/w6/w6/1ss(sS)ss1:s:0",
        "arces:1nn(nN)nn1/w5e/w5e/(wW)5(eE)/w5e/w5e/1ss(sS)ss1:s:0",
        "arces:(wW)5(nN)/7/7/7/1(nn)s(wn)3/1(ss)(sS)(ns)3/7:s:0",
        "arces:1n1(nN)3/w1n2(ne)1/(wn)6/w5e/1s(ew)3(eE)/1s5/(sw)3(sS)(se)1:n:48",
        "arces:6(nN)/7/7/3(sS)3/2s4/7/7:n:100",
    ] {
        assert_eq!(pos(text).to_string(), text);
    }
}

#[test]
fn game_ids_give_the_starting_positions() {
    for (id, players) in [("arces", 2), ("arces-3", 3), ("arces-4", 4)] {
        let game = pos(id);
        assert_eq!(game.players(), players);
        assert_eq!(game.id(), id);
        assert_eq!(Some(game.clone()), Arces::new(players));
        let any = AnyGame::new(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(any.to_string(), game.to_string());
        assert_eq!(
            AnyGame::parse_start(&game.to_string()).map(|g| g.id()),
            Ok(id)
        );
    }
}

#[test]
fn the_player_count_is_the_smallest_seating_with_every_seat_on_the_board() {
    let cases = [
        (
            "arces:6(nN)/7/7/7/7/7/(sS)6:s:0",
            "arces",
            &[Seat::South, Seat::North][..],
        ),
        // West is out but its stone is still there: three players.
        (
            "arces:6(nN)/7/7/7/7/7/(sS)5w:s:0",
            "arces-3",
            &[Seat::South, Seat::West, Seat::North],
        ),
        // South and West only: West only plays in games of three or more.
        (
            "arces:7/7/7/7/7/7/(sS)5(wW):w:0",
            "arces-3",
            &[Seat::South, Seat::West, Seat::North],
        ),
        // East present: four players, even with North and West gone.
        ("arces:7/7/7/7/7/7/(sS)5(eE):e:0", "arces-4", &Seat::ALL),
    ];
    for (text, id, seats) in cases {
        let game = pos(text);
        assert_eq!((game.id(), game.seats()), (id, seats), "{text}");
    }
    let game = pos("arces:7/7/7/7/7/7/(sS)5(eE):e:0");
    assert!(game.is_out(Seat::North) && game.is_out(Seat::West));
    assert!(!game.is_out(Seat::East) && !game.is_out(Seat::South));
}

#[test]
fn a_seat_whose_pieces_are_all_gone_cannot_be_seen() {
    // Three players: West is out and has one inert stone left, which South's Tower captures. The
    // position then looks like a 2-player game (nothing on the board says otherwise); the record
    // keeps the count in its start, and play is the same either way.
    let start = "arces:6(nN)/7/7/7/7/1w5/(sS)(ss)5:s:30";
    assert_eq!(pos(start).id(), "arces-3");
    let record =
        Record::<Arces>::parse(&format!("{start};b1-b2")).unwrap_or_else(|e| panic!("{e}"));
    let end = record.position();
    assert_eq!(end.to_string(), "arces:6(nN)/7/7/7/7/1s5/(sS)s5:n:31");
    assert_eq!((end.id(), end.players()), ("arces", 2));
    assert!(!end.is_out(Seat::West));
    assert_eq!(record.to_string(), format!("{start};b1-b2"));
    // A game started from the id keeps it in the record.
    let from_id = Record::<Arces>::parse("arces-3;b1-b2").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(from_id.to_string(), "arces-3;b1-b2");
}

#[test]
fn actions_print_and_parse() {
    let game = pos("arces");
    let action = game.parse_action("d2-d3").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        action,
        ArcesAction::Move {
            from: Cell::at(3, 1),
            to: Cell::at(3, 2)
        }
    );
    assert_eq!(action.to_string(), "d2-d3");
    assert_eq!(game.parse_action("pass"), Ok(ArcesAction::Pass));
    assert_eq!(ArcesAction::Pass.to_string(), "pass");
    assert_eq!(
        game.parse_action("g7-a1").map(|a| a.to_string()),
        Ok("g7-a1".to_string())
    );
}

/// `(text, field, offset)`: each must be rejected naming that field at that character.
const BAD_POSITIONS: &[(&str, &str, usize)] = &[
    ("", "kind", 0),
    ("arces-5", "kind", 0),
    ("arcēs:7/7/7/7/7/7/7:s:0", "kind", 0),
    ("senet:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0", "kind", 0),
    ("arces:", "turn", 6),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s", "extra", 39),
    (
        "arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0:x",
        "position",
        41,
    ),
    // Board shape.
    ("arces::s:0", "board", 6),
    ("arces:1nn(nN)nn1/7/7/7/7/1ss(sS)ss1:s:0", "board", 35),
    ("arces:1nn(nN)nn1/7/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 28),
    ("arces:8/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:6/7/7/7/7/(nN)6/1ss(sS)ss1:s:0", "board", 7),
    ("arces:1nn(nN)nn2/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 15),
    ("arces:1nn(nN)nn1n/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 16),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss:s:0", "board", 36),
    ("arces:07/7/7/7/7/(nN)6/1ss(sS)ss1:s:0", "board", 6),
    ("arces:99999999999/7/7/7/7/(nN)6/1ss(sS)ss1:s:0", "board", 6),
    ("arces:x6/7/7/7/7/(nN)6/1ss(sS)ss1:s:0", "board", 6),
    ("arces:ñ6/7/7/7/7/(nN)6/1ss(sS)ss1:s:0", "board", 6),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1):s:0", "board", 37),
    // Impossible stacks.
    ("arces:N6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:(Nn)6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:(sN)6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:(NN)6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:(SN)6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:(nnn)6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:(nN)(nnN)5/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 10),
    ("arces:(n)6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 8),
    ("arces:()6/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 7),
    ("arces:(n1)5/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 8),
    ("arces:(n/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 8),
    ("arces:(nN)6/7/7/7/7/7/1ss(sS)ss1(s:s:0", "board", 32),
    // Piece counts.
    ("arces:1nn(nN)nn1/7/7/7/7/s6/1ss(sS)ss1:s:0", "board", 36),
    ("arces:1nn(nN)nn1/7/7/7/(sS)6/7/1ss(sS)s2:s:0", "board", 34),
    ("arces:(nn)(nn)(nN)n3/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 18),
    ("arces:7/7/7/7/7/7/1ss(sS)ss1:s:0", "board", 6),
    ("arces:1nn1nn1/7/7/7/7/7/1ss1ss1:s:0", "board", 6),
    // Turn field.
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1::0", "turn", 38),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:x:0", "turn", 38),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:S:0", "turn", 38),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:sn:0", "turn", 39),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:w:0", "turn", 38),
    (
        "arces:1nn(nN)nn1/w6/w6/(wW)6/w6/w6/1ss(sS)ss1:e:0",
        "turn",
        46,
    ),
    ("arces:(wW)4n(nN)/7/7/7/7/1w1(ww)3/s1s4:s:20", "turn", 39),
    // Turn count.
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:", "extra", 40),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:101", "extra", 40),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:255", "extra", 40),
    (
        "arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:99999999999999999999",
        "extra",
        40,
    ),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:-1", "extra", 40),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:07", "extra", 40),
    ("arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:1x", "extra", 41),
];

#[test]
fn malformed_positions_are_rejected_with_field_and_offset() {
    for &(text, field, offset) in BAD_POSITIONS {
        match Arces::parse_start(text) {
            Ok(game) => panic!("{text} was accepted as {game}"),
            Err(e) => {
                assert_eq!((e.field, e.offset), (field, offset), "{text}: {e}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
}

#[test]
fn malformed_position_messages_say_what_is_wrong() {
    // In the command line's words (the core's error holds the rule's facts).
    let message = |text: &str| {
        Arces::parse_start(text)
            .map(|g| g.to_string())
            .unwrap_err()
            .short()
    };
    let board = "1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1";
    assert!(message("arces:(Nn)6/7/7/7/7/7/1ss(sS)ss1:s:0").contains("under a stone"));
    assert!(message("arces:(sN)6/7/7/7/7/7/1ss(sS)ss1:s:0").contains("owner's stone"));
    assert!(message("arces:(NN)6/7/7/7/7/7/1ss(sS)ss1:s:0").contains("two marbles"));
    assert!(message("arces:(nnn)6/7/7/7/7/7/1ss(sS)ss1:s:0").contains("at most two pieces"));
    assert!(message("arces:N6/7/7/7/7/7/1ss(sS)ss1:s:0").contains("(nN)"));
    assert!(message("arces:1nn(nN)nn1/7/7/7/7/s6/1ss(sS)ss1:s:0").contains("more than 5 stones"));
    assert!(message("arces:1nn(nN)nn1/7/7/7/(sS)6/7/1ss(sS)s2:s:0").contains("one marble"));
    assert!(message(&format!("arces:{board}:w:0")).contains("West has no pieces"));
    assert!(message("arces:(wW)4n(nN)/7/7/7/7/1w1(ww)3/s1s4:s:20").contains("South is out"));
    let over = Arces::parse_start(&format!("arces:{board}:s:101")).unwrap_err();
    assert_eq!(
        over.reason,
        Reason::OutOfRange {
            min: 0,
            max: 100,
            found: 101
        }
    );
}

/// `(text, offset)`: malformed actions, all in the `action` field.
const BAD_ACTIONS: &[(&str, usize)] = &[
    ("", 0),
    ("d2", 0),
    ("d2d3", 0),
    ("d2–d3", 0),
    ("Pass", 0),
    ("pass ", 0),
    ("d2-", 3),
    ("-d3", 0),
    ("d-d3", 1),
    ("d2-d8", 4),
    ("d0-d1", 1),
    ("h1-h2", 0),
    ("D2-D3", 0),
    ("d2-d3-d4", 5),
    ("d02-d3", 1),
    ("d2-ē3", 3),
    ("d99999999999-d1", 1),
    (" d2-d3", 0),
];

#[test]
fn malformed_actions_are_rejected_with_offset() {
    let game = pos("arces");
    for &(text, offset) in BAD_ACTIONS {
        match game.parse_action(text) {
            Ok(action) => panic!("{text} was accepted as {action}"),
            Err(ParseError {
                field, offset: at, ..
            }) => {
                assert_eq!((field, at), ("action", offset), "{text}");
            }
        }
    }
}

#[test]
fn arces_has_no_rolls() {
    let game = pos("arces");
    for text in ["d1", "d6", "", "roll"] {
        let error = game.parse_roll(text).map(|r| r.to_string()).unwrap_err();
        assert_eq!((error.field, error.offset), ("roll", 0), "{text}");
    }
    let mut rolls = Vec::new();
    game.rolls(&mut rolls);
    assert!(rolls.is_empty());
}

#[test]
fn moves_after_the_end_are_refused() {
    let mut game = pos("arces:6(nN)/7/7/3(sS)3/2s4/7/7:n:6");
    let action = game.parse_action("g7-g6").unwrap_or_else(|e| panic!("{e}"));
    let before = game.clone();
    assert!(game.play(action).is_err());
    assert_eq!(game, before);
}

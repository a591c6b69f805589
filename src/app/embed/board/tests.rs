//! The embedded board's behaviour: notes, play, events, browsing and puzzles.

use super::*;
use crate::app::embed::events::BoardEvent as E;

fn names(events: &[BoardEvent]) -> Vec<&'static str> {
    events.iter().map(BoardEvent::name).collect()
}

fn moves(events: &[BoardEvent]) -> Vec<(String, &'static str, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            E::Move(m) => Some((m.notation.clone(), m.seat, m.ply)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_good_board_has_no_note_and_sends_nothing() {
    let mut board = EmbedBoard::new("senet;d2", "controls=1", 1);
    assert_eq!(board.note(), "");
    assert!(board.take_events().is_empty());
    assert_eq!(board.record_text(), "senet;d2");
    assert_eq!(board.position_text(), "senet:wbwbwbwbw1b19:b2");
}

#[test]
fn bad_records_and_attributes_are_noted_and_reported() {
    let mut board = EmbedBoard::new("senet:<b>:b", "colour=red&flip=sideways", 1);
    let note = board.note();
    assert!(note.starts_with("This board could not be read"), "{note}");
    assert!(note.contains("'colour' is not an option"), "{note}");
    assert!(note.contains("flip: 'sideways' is not 1 or 0"), "{note}");
    assert_eq!(board.record_text(), "senet", "a new game of the same kind");
    let events = board.take_events();
    assert_eq!(events, [E::Error(ErrorDetail { message: note })]);
    // A broken compact record also names its token, and starts a game of its kind.
    let board = EmbedBoard::new("zanstrekt~1AQ", "", 1);
    assert!(
        board
            .note()
            .contains("Move 1: the compact record ends too early"),
        "{}",
        board.note()
    );
    assert_eq!(board.record_text(), "zanstrekt");
    // A record too long is refused before it is read.
    let board = EmbedBoard::new(&"x".repeat(MAX_RECORD + 1), "", 1);
    assert!(board.note().contains("too long"), "{}", board.note());
}

#[test]
fn a_compact_record_opens_as_its_plain_record() {
    let board = EmbedBoard::new("senet~1AiA", "", 1);
    assert_eq!(board.note(), "");
    assert_eq!(board.record_text(), "senet;d2,11-13");
}

#[test]
fn play_reports_each_move_and_refuses_bad_text() {
    let mut board = EmbedBoard::new("senet;d2", "", 1);
    assert_eq!(board.play("11-13"), Answer::ok());
    let events = board.take_events();
    assert_eq!(
        events,
        [E::Move(MoveDetail {
            record: "senet;d2,11-13".into(),
            notation: "11-13".into(),
            seat: "south",
            position: "senet:wbwbwbwbw3b17:w".into(),
            ply: 2,
        })]
    );
    for bad in ["zz", "11-13", "<script>", ",,", ""] {
        let answer = board.play(bad);
        assert!(!answer.ok, "{bad}");
        let error = answer.error.unwrap();
        assert_eq!(
            board.take_events(),
            [E::Error(ErrorDetail { message: error })],
            "{bad}"
        );
    }
    assert_eq!(board.record_text(), "senet;d2,11-13", "nothing changed");
    // Several tokens are all or nothing.
    let mut board = EmbedBoard::new("seesaw-4", "", 1);
    assert!(!board.play("+d2,zz").ok);
    assert_eq!(board.record_text(), "seesaw-4");
    assert!(board.play("+d2,d7-c6").ok);
    let events = board.take_events();
    assert_eq!(
        moves(&events),
        [("+d2".into(), "south", 1), ("d7-c6".into(), "north", 2)]
    );
}

#[test]
fn refused_moves_say_which_rule_refuses_them() {
    let mut board = EmbedBoard::new("arces", "", 1);
    let spot = |name: &str| board.session().game().parse_place(name).unwrap();
    let (d1, d2, b7) = (spot("d1"), spot("d2"), spot("b7"));
    board.click(d1);
    board.click(d2);
    let marble = "A marble steps only onto a lone stone of its own.";
    assert_eq!(board.feedback(), marble);
    assert_eq!(board.record_text(), "arces");
    // The next click clears it, or gives its own.
    board.click(b7);
    assert_eq!(
        board.feedback(),
        "The piece on b7 is North's, and South is to move."
    );
    board.click(d1);
    assert_eq!(board.feedback(), "");
    assert!(
        board.take_events().is_empty(),
        "a refused click changes nothing"
    );
    // Notation played through the API: the error, then the rule.
    let answer = board.play("d1-d2");
    assert_eq!(
        answer.error.as_deref(),
        Some("Move 1: 'd1-d2' is not a legal move here. A marble steps only onto a lone stone of its own.")
    );
}

#[test]
fn rolls_name_the_thrower() {
    let mut board = EmbedBoard::new("senet;d2,11-13", "", 1);
    assert!(board.play("d3").ok);
    assert_eq!(
        board.take_events(),
        [E::Roll(RollDetail {
            roll: 3,
            seat: Some("north"),
        })]
    );
    assert_eq!(board.record_text(), "senet;d2,11-13,d3");
    // The throw button throws at random; the record grows by one roll.
    let mut board = EmbedBoard::new("zanstrekt", "", 9);
    board.command("throw");
    let events = board.take_events();
    assert!(
        matches!(
            events.as_slice(),
            [E::Roll(RollDetail {
                seat: Some("south"),
                ..
            })]
        ),
        "{events:?}"
    );
    // A static diagram has no throw.
    let mut board = EmbedBoard::new("zanstrekt", "interactive=0", 9);
    board.command("throw");
    assert_eq!(board.record_text(), "zanstrekt");
}

#[test]
fn the_end_of_a_game_is_reported_once() {
    // SEN-13: Black bears off its last piece; White's piece on 5 scores 3 points.
    let mut board = EmbedBoard::new("senet:4w24b:b3", "", 1);
    assert!(board.play("30-off").ok);
    let events = board.take_events();
    assert_eq!(names(&events), ["quintet-move", "quintet-end"]);
    assert_eq!(
        events[1],
        E::End(EndDetail {
            outcome: "win",
            winner: Some("south"),
            points: Some(3),
        })
    );
    // A board that arrives finished owes no end.
    let mut board = EmbedBoard::new("senet:4w24b:b3;30-off", "", 1);
    assert!(board.take_events().is_empty());
}

#[test]
fn go_to_browses_and_play_returns_to_the_game() {
    let mut board = EmbedBoard::new("senet;d2,11-13,d3", "", 1);
    assert_eq!(board.go_to(1.0), Answer::ok());
    assert_eq!(board.position_text(), "senet:wbwbwbwbw1b19:b2");
    assert_eq!(board.session().viewing(), Some(1));
    assert_eq!(board.go_to(99.0), Answer::ok());
    assert_eq!(board.session().viewing(), None);
    for bad in [-1.0, 1.5, f64::NAN, f64::INFINITY] {
        assert!(!board.go_to(bad).ok, "{bad}");
    }
    assert_eq!(board.go_to(0.0), Answer::ok());
    board.take_events();
    let next = board.legal_moves()[0].notation.clone();
    assert_eq!(board.play(&next), Answer::ok());
    assert_eq!(board.session().viewing(), None);
}

#[test]
fn options_change_in_place_and_reset_goes_back() {
    let mut board = EmbedBoard::new("arces", "highlight=d4", 1);
    assert!(board.play("c1-c2").ok);
    board.set_options("flip=1&highlight=d4,z9");
    assert!(board.options().flip);
    assert_eq!(board.record_text(), "arces;c1-c2", "the game stays");
    assert!(
        board.note().contains("'z9' is not a cell"),
        "{}",
        board.note()
    );
    board.set_options("highlight=d4");
    assert_eq!(board.note(), "", "the old highlight note goes");
    board.flip();
    assert!(board.options().flip);
    board.reset();
    assert_eq!(board.record_text(), "arces");
    board.set_record("seesaw");
    assert_eq!(board.record_text(), "seesaw");
    assert!(board.note().contains("highlight: 'd4'") || board.note().is_empty());
}

#[test]
fn a_puzzle_takes_back_wrong_moves_and_reports_the_solution() {
    let query = "solution=%2Bd2%2Cd7-c6%2C%2Bc1%7C%2Be1&autoplay-replies=1&prompt=Place%20well";
    let mut board = EmbedBoard::new("seesaw-4", query, 1);
    assert_eq!(board.prompt(), "Place well");
    assert_eq!(board.note(), "");
    // A wrong move is taken back, with the feedback and a quintet-wrong the host can react to
    // (no quintet-error: nothing the board was given is wrong).
    assert_eq!(board.play("d1-d2"), Answer::refused("Not this one."));
    assert_eq!(board.feedback(), "Not this one.");
    assert_eq!(board.record_text(), "seesaw-4");
    let wrong = board.take_events();
    assert_eq!(names(&wrong), ["quintet-wrong"]);
    assert_eq!(
        wrong[0],
        E::Wrong(WrongDetail {
            notation: "d1-d2".into(),
            tries: 1,
            message: "Not this one.".into(),
        })
    );
    // The right move, then the reply that plays itself.
    assert!(board.play("+d2").ok);
    assert_eq!(board.feedback(), "");
    assert_eq!(
        moves(&board.take_events()),
        [("+d2".into(), "south", 1), ("d7-c6".into(), "north", 2)]
    );
    assert!(board.play("+c1").ok);
    let events = board.take_events();
    assert_eq!(names(&events), ["quintet-move", "quintet-solved"]);
    assert_eq!(events[1], E::Solved(SolvedDetail { tries: 2 }));
    assert_eq!(board.feedback(), "Solved in 2 tries.");
    // Solved, the board is a normal board again.
    let next = board.legal_moves()[0].notation.clone();
    assert!(board.play(&next).ok);
    board.reset();
    assert_eq!(board.record_text(), "seesaw-4");
    assert_eq!(board.feedback(), "");
}

#[test]
fn a_puzzles_clicks_are_judged_too() {
    let mut board = EmbedBoard::new("senet;d2", "solution=11-13", 1);
    // 8-10 by clicks: taken back.
    board.click(Spot(8));
    board.click(Spot(10));
    assert_eq!(board.record_text(), "senet;d2");
    assert_eq!(board.feedback(), "Not this one.");
    board.click(Spot(11));
    board.click(Spot(13));
    assert_eq!(board.record_text(), "senet;d2,11-13");
    assert_eq!(board.feedback(), "Solved in 2 tries.");
}

#[test]
fn a_puzzles_throws_play_themselves() {
    let mut board = EmbedBoard::new("senet", "solution=d2,11-13,d3", 1);
    assert_eq!(
        board.record_text(),
        "senet;d2",
        "the first throw is made at once"
    );
    assert!(!board.can_throw(), "the reader does not throw");
    assert_eq!(names(&board.take_events()), ["quintet-roll"]);
    assert!(!board.play("d4").ok, "no throw is due");
    assert_eq!(names(&board.take_events()), ["quintet-error"]);
    assert!(board.play("11-13").ok);
    assert_eq!(
        names(&board.take_events()),
        ["quintet-move", "quintet-roll", "quintet-solved"]
    );
    assert_eq!(board.record_text(), "senet;d2,11-13,d3");
    assert_eq!(board.feedback(), "Solved at the first try.");
}

#[test]
fn a_solution_that_does_not_fit_leaves_a_normal_board() {
    let mut board = EmbedBoard::new("senet;d2", "solution=11-14", 1);
    let note = board.note();
    assert!(
        note.starts_with("This puzzle cannot be played: line 1"),
        "{note}"
    );
    assert_eq!(names(&board.take_events()), ["quintet-error"]);
    assert!(board.play("8-10").ok, "any legal move");
    assert_eq!(board.feedback(), "");
    // Changing the solution restarts the board with the new puzzle.
    board.set_options("solution=11-13");
    assert_eq!(board.note(), "");
    assert_eq!(board.record_text(), "senet;d2");
}

#[test]
fn a_language_change_words_the_notes_again_and_keeps_the_game() {
    crate::i18n::use_builtin("en");
    let mut board = EmbedBoard::new("senet;d2", "lang=fr-CA&colour=red", 1);
    assert_eq!(
        board.options().lang,
        Some("fr"),
        "lang is an option, not noted"
    );
    assert_eq!(
        board.note(),
        "Board options: 'colour' is not an option; left out."
    );
    board.play("11-13");
    crate::i18n::use_builtin("qps");
    board.reword();
    assert!(board.note().starts_with('['), "{}", board.note());
    assert_eq!(board.record_text(), "senet;d2,11-13", "the game stays");
    crate::i18n::use_builtin("en");
    board.reword();
    assert!(board.note().starts_with("Board options"));
    assert_eq!(EmbedBoard::new("senet", "lang=", 1).options().lang, None);
    assert_eq!(
        EmbedBoard::new("senet", "lang=xx", 1).options().lang,
        Some("en")
    );
    assert_eq!(EmbedBoard::new("senet", "lang=xx", 1).note(), "");
}

#[test]
fn a_language_that_could_not_be_had_is_a_note_and_an_error() {
    let mut board = EmbedBoard::new("senet", "lang=fr", 1);
    assert!(board.take_events().is_empty());
    board.language_missing("lang: its words could not be loaded from x/lang/fr.ftl".into());
    board.report_note();
    let note = "Board options: lang: its words could not be loaded from x/lang/fr.ftl.";
    assert_eq!(board.note(), note);
    assert_eq!(
        board.take_events(),
        [E::Error(ErrorDetail {
            message: note.into()
        })]
    );
    // Worded again (the board entered the language it could not have), the note stays.
    board.reword();
    assert_eq!(board.note(), note);
    // Another language is another try: the note goes.
    board.set_options("lang=de");
    assert_eq!(board.note(), "");
}

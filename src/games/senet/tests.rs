//! Senet: conformance, a scenario per ruling (SEN-1 … SEN-13), perft and malformed input.

use super::view::{cell_of, square_at, sticks};
use super::*;
use crate::core::{Game, Outcome, Record, Seat, ToAct};
use crate::testkit::{check_perft_file, conformance};

fn pos(text: &str) -> Senet {
    Senet::parse_start(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    pos(text).legal_actions(&mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Plays `actions` from `start` (a position with a pending throw) and returns the position.
fn after(start: &str, tokens: &str) -> String {
    let record = Record::<Senet>::parse(&format!("{start};{tokens}"))
        .unwrap_or_else(|e| panic!("{start};{tokens}: {e}"));
    record.position().to_string()
}

#[test]
fn conformance_random_games() {
    let report = conformance(&Senet::new(), 300, 7, 20_000);
    assert_eq!(report.games, 300);
    assert_eq!(report.draws, 0, "Senet has no draws");
}

#[test]
fn perft_pinned() {
    assert!(check_perft_file::<Senet>(include_str!("../../../tests/perft/senet.txt")) >= 4);
}

#[test]
fn sen_1_board_is_an_s() {
    assert_eq!(cell_of(1), (0, 0));
    assert_eq!(cell_of(10), (0, 9));
    assert_eq!(cell_of(11), (1, 9));
    assert_eq!(cell_of(20), (1, 0));
    assert_eq!(cell_of(21), (2, 0));
    assert_eq!(cell_of(30), (2, 9));
    for square in 1..=30 {
        let (row, col) = cell_of(square);
        assert_eq!(square_at(row, col), square);
    }
    assert_eq!(view::mark(27), Some(view::Mark::Water));
    assert_eq!(view::mark(15), Some(view::Mark::Rebirth));
    assert!(view::is_safe(26) && view::is_safe(28) && view::is_safe(29) && !view::is_safe(27));
}

#[test]
fn sen_2_throws_and_weights() {
    let mut rolls = Vec::new();
    Senet::new().rolls(&mut rolls);
    let text: Vec<String> = rolls.iter().map(|(r, w)| format!("{r} {w}")).collect();
    assert_eq!(text, ["d1 4", "d2 6", "d3 4", "d4 1", "d6 1"]);
    assert_eq!(rolls.iter().map(|r| r.1).sum::<u32>(), 16);
    assert!(Senet::new().parse_roll("d5").is_err());
    assert_eq!(sticks(6, 0), [false; 4]);
    assert_eq!(sticks(3, 5).iter().filter(|f| **f).count(), 3);
}

#[test]
fn sen_3_start_and_ceremony() {
    assert_eq!(Senet::new().to_string(), "senet:wbwbwbwbw1b19:b");
    assert_eq!(Senet::new().to_act(), ToAct::Chance);
    let t = |v| Throw::new(v).unwrap();
    assert_eq!(ceremony::black_player(&[t(2), t(3), t(1)]), Some(0));
    assert_eq!(ceremony::black_player(&[t(4), t(1)]), Some(1));
    assert_eq!(ceremony::black_player(&[t(4), t(6)]), None);
}

#[test]
fn sen_4_one_four_six_throw_again_two_three_pass() {
    assert_eq!(after("senet", "d1,11-12"), "senet:wbwbwbwbw2b18:b");
    assert_eq!(after("senet", "d4,11-15"), "senet:wbwbwbwbw5b15:b");
    assert_eq!(after("senet", "d6,11-17"), "senet:wbwbwbwbw7b13:b");
    assert_eq!(after("senet", "d2,11-13"), "senet:wbwbwbwbw3b17:w");
    assert_eq!(after("senet", "d3,11-14"), "senet:wbwbwbwbw4b16:w");
}

/// A position text from the squares of Black and White pieces and the turn field.
fn board(black: &[u8], white: &[u8], turn: &str) -> String {
    let mut text = String::from("senet:");
    let mut empty = 0;
    for square in 1..=30u8 {
        let c = if black.contains(&square) {
            'b'
        } else if white.contains(&square) {
            'w'
        } else {
            empty += 1;
            continue;
        };
        if empty > 0 {
            text += &empty.to_string();
            empty = 0;
        }
        text.push(c);
    }
    if empty > 0 {
        text += &empty.to_string();
    }
    format!("{text}:{turn}")
}

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn sen_5_attack_swaps_and_own_square_is_illegal() {
    // Black on 12 throws 2 onto the lone White piece on 14: they swap; a 2 passes the turn.
    let start = board(&[12], &[14, 20], "b2");
    assert_eq!(after(&start, "12-14"), board(&[14], &[12, 20], "w"));
    // Landing on one's own piece is not listed.
    assert_eq!(legal(&board(&[12, 14], &[1], "b2")), strings(&["14-16"]));
}

#[test]
fn sen_6_protection_by_pairs_and_safe_squares() {
    // A White pair on 14-15 protects both pieces.
    assert_eq!(
        legal(&board(&[12, 25], &[14, 15], "b2")),
        strings(&["25-27"])
    );
    // A pair across the row end 10/11 protects too.
    assert!(!legal(&board(&[9, 25], &[11, 10], "b2")).contains(&"9-11".to_string()));
    // ... while a lone piece does not.
    assert!(legal(&board(&[9, 25], &[11, 13], "b2")).contains(&"9-11".to_string()));
    // A lone piece on 26, 28 or 29 is safe.
    for safe in [26, 28, 29] {
        let moves = legal(&board(&[safe - 2, 5], &[safe, 1], "b2"));
        assert!(
            !moves.contains(&format!("{}-{safe}", safe - 2)),
            "{safe}: {moves:?}"
        );
    }
}

#[test]
fn sen_7_blocks_cannot_be_passed_forward_or_backward() {
    // White block on 13-15: Black on 12 with a 4 may not pass it; Black on 16 can move on.
    let moves = legal(&board(&[12, 16], &[13, 14, 15], "b4"));
    assert_eq!(moves, strings(&["16-20"]));
    // With only the piece behind the block, no forward move: backward 12-8 (SEN-8).
    assert_eq!(
        legal(&board(&[12], &[13, 14, 15, 1], "b4")),
        strings(&["12-8"])
    );
    // Backward over a block is barred too: Black on 16 throwing 4 would cross 13-15 to 12; every
    // other move is stopped by own pieces, a protected pair or row 1, so the throw loses.
    let game = pos(&board(&[1, 16, 20, 24, 28], &[5, 6, 13, 14, 15], "b4"));
    assert_eq!(game.to_act(), ToAct::Over);
    // One's own block never stops one's own pieces.
    assert!(legal(&board(&[12, 13, 14], &[1], "b4")).contains(&"12-16".to_string()));
}

#[test]
fn sen_8_backward_when_no_forward_move_swaps_forward() {
    // Black on 20 facing a White block 21-23 with a 2: backward 20-18 onto a lone White piece,
    // which is swapped forward into 20.
    let start = board(&[20], &[18, 21, 22, 23], "b2");
    assert_eq!(legal(&start), strings(&["20-18"]));
    assert_eq!(after(&start, "20-18"), board(&[18], &[20, 21, 22, 23], "w"));
    // A piece cannot go below 1: Black on 1 facing a block with no way back loses (SEN-10).
    assert_eq!(pos(&board(&[1], &[2, 3, 4], "b2")).to_act(), ToAct::Over);
}

#[test]
fn sen_9_pass_only_when_every_move_is_from_a_safe_square() {
    // Black's only movable piece stands on 26: pass is allowed.
    let start = board(&[26], &[1, 2, 3], "b1");
    assert_eq!(legal(&start), strings(&["26-27", "pass"]));
    // After a pass, a 1 still throws again (SEN-4).
    assert_eq!(after(&start, "pass"), board(&[26], &[1, 2, 3], "b"));
    // With a piece off the safe squares able to move, no pass.
    assert_eq!(
        legal(&board(&[26, 20], &[1, 2, 3], "b1")),
        strings(&["20-21", "26-27"])
    );
}

#[test]
fn sen_10_no_move_loses_with_points() {
    // Black on 1 with a throw of 2 faces a White block 2-4 and cannot go back: Black loses.
    let game = pos(&board(&[1], &[2, 3, 4, 25], "b2"));
    assert_eq!(game.to_act(), ToAct::Over);
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    assert!(actions.is_empty());
    // White (the winner) scores 3 per Black piece on 1-20: one piece.
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat::North,
            points: 3
        })
    );
}

#[test]
fn sen_11_water_goes_to_fifteen_or_lowest_empty() {
    assert_eq!(
        after(&board(&[24], &[1], "b3"), "24-27"),
        board(&[15], &[1], "w")
    );
    // 15 taken: the lowest-numbered empty square, here 2.
    assert_eq!(
        after(&board(&[24], &[1, 15], "b3"), "24-27"),
        board(&[2], &[1, 15], "w")
    );
    // Passing over 27 is harmless.
    assert_eq!(
        after(&board(&[24], &[1], "b4"), "24-28"),
        board(&[28], &[1], "b")
    );
    // A backward move can end on 27 too (row 1 is occupied, so 29 cannot bear off).
    let start = board(&[1, 29], &[2, 3, 4, 28], "b2");
    assert_eq!(legal(&start), strings(&["29-27", "pass"])); // 29 is safe: SEN-9
    assert_eq!(after(&start, "29-27"), board(&[1, 15], &[2, 3, 4, 28], "w"));
}

#[test]
fn sen_12_bearing_off_needs_row_one_clear_and_a_clear_path() {
    // No exact throw needed.
    assert_eq!(legal(&board(&[30], &[5], "b3")), strings(&["30-off"]));
    assert_eq!(legal(&board(&[25], &[5], "b6")), strings(&["25-off"]));
    // A Black piece still on row 1 suspends bearing off.
    assert_eq!(legal(&board(&[25, 3], &[5, 9], "b6")), strings(&["3-9"]));
    // A White block on 28-30 bars bearing off from behind it.
    assert_eq!(
        legal(&board(&[25, 12], &[28, 29, 30], "b6")),
        strings(&["12-18"])
    );
    // A piece sent back into row 1 suspends bearing off again: White on 8 swaps Black 11 to 8.
    let start = board(&[11, 30], &[8, 20], "w3");
    assert_eq!(after(&start, "8-11"), board(&[8, 30], &[11, 20], "b"));
    assert_eq!(legal(&board(&[8, 30], &[11, 20], "b3")), strings(&["8-11"]));
}

#[test]
fn sen_13_first_to_bear_off_all_wins_scoring_rows() {
    // Black's last piece bears off; White has one piece on 3 (3 points) and one on 25 (1 point).
    let end = after(&board(&[28], &[3, 25], "b3"), "28-off");
    assert_eq!(end, board(&[], &[3, 25], "w"));
    let game = pos(&end);
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat::South,
            points: 4
        })
    );
}

#[test]
fn records_replay_and_print() {
    let text = "senet;d2,11-13,d3,9-12,d1,13-14";
    let record = Record::<Senet>::parse(text).unwrap();
    assert_eq!(record.to_string(), text);
    assert_eq!(record.tokens().len(), 6);
}

#[test]
fn malformed_input_is_rejected_with_field_and_offset() {
    let cases: &[(&str, &str, usize)] = &[
        ("", "kind", 0),
        ("chess", "kind", 0),
        ("senet:", "turn", 6),
        ("senet:wbwbwbwbw1b19", "turn", 19),
        ("senet:wbwbwbwbw1b18:b", "board", 6),
        ("senet:wbwbwbwbw1b20:b", "board", 17),
        ("senet:wbwbwbwbwxb19:b", "board", 15),
        ("senet:wwwwwwbbbbb19:b", "board", 6),
        ("senet:30:b", "board", 6),
        ("senet:wbwbwbwbw1b19:x", "turn", 20),
        ("senet:wbwbwbwbw1b19:b5", "turn", 21),
        ("senet:wbwbwbwbw1b19:b44", "turn", 22),
        ("senet:wbwbwbwbw1b19:", "turn", 20),
        ("senet:wbwbwbwbw1b19:b:x", "extra", 21),
        ("senet:wbwbwbwbw1b99999999999999:b", "board", 17),
        ("senet:wbwbwbwbw01b19:b", "board", 15),
        ("senet:Žbwbwbwbw1b19:b", "board", 6),
    ];
    for &(text, field, offset) in cases {
        let err = Senet::parse_start(text).expect_err(text);
        assert_eq!((err.field, err.offset), (field, offset), "{text}: {err}");
    }
    let game = Senet::new();
    for bad in [
        "",
        "11",
        "11-",
        "-15",
        "0-4",
        "31-32",
        "11-off-",
        "11–15",
        "pas",
        "11-15x",
        "99999999999-1",
    ] {
        let err = game.parse_action(bad).expect_err(bad);
        assert_eq!(err.field, "action", "{bad}");
    }
    for bad in ["", "d", "d0", "d5", "d7", "4", "d44", "dd4"] {
        assert_eq!(game.parse_roll(bad).expect_err(bad).field, "roll", "{bad}");
    }
    // Records name the failing token and leave nothing half-applied.
    let err = Record::<Senet>::parse("senet;d2,11-14").unwrap_err();
    assert!(err.to_string().contains("move 2"), "{err}");
    let err = Record::<Senet>::parse("senet;11-13").unwrap_err();
    assert!(err.to_string().contains("move 1"), "{err}");
}

#[test]
fn within_is_every_shift_up_to_n() {
    let mut rng = crate::core::Rng::with_seed(11);
    for _ in 0..2_000 {
        let mask = rng.u32(..);
        for n in 1..=8 {
            let (mut after, mut before) = (0, 0);
            for k in 1..=n {
                (after, before) = (after | mask >> k, before | mask << k);
            }
            assert_eq!(Senet::within(mask, n, true), after, "{mask:#x} {n}");
            assert_eq!(Senet::within(mask, n, false), before, "{mask:#x} {n}");
        }
    }
}

/// The legal actions read from the rulings square by square (the way the rules computed them
/// before they worked on whole masks), in the order the rules list them.
fn legal_by_squares(game: &Senet) -> Vec<SenetAction> {
    let (me, them) = (game.turn(), game.turn().opponent());
    let Some(throw) = game.pending_throw() else {
        return Vec::new();
    };
    if game.on_board(me) == 0 || game.on_board(them) == 0 {
        return Vec::new();
    }
    let t = i32::from(throw.value());
    let has = |seat, sq: i32| (1..=30).contains(&sq) && game.piece_at(sq as u8) == Some(seat);
    let safe = |sq: i32| [26, 28, 29].contains(&sq);
    let in_block = |sq: i32| (sq - 2..=sq).any(|s| (s..s + 3).all(|q| has(them, q))); // SEN-7
    let guarded = |sq: i32| has(them, sq) && (safe(sq) || has(them, sq - 1) || has(them, sq + 1));
    let row_one_clear = (1..=10).all(|sq| !has(me, sq));
    let moves = |step: i32| -> Vec<SenetAction> {
        let mut list = Vec::new();
        for from in (1..=30).filter(|&sq| has(me, sq)) {
            let to = from + step * t;
            let mut crossed = if step > 0 {
                from + 1..=to
            } else {
                to..=from - 1
            };
            if to < 1 || crossed.any(in_block) {
                continue;
            }
            let from_sq = from as u8;
            if to > 30 {
                if row_one_clear {
                    list.push(SenetAction::BearOff { from: from_sq }); // SEN-12
                }
            } else if !has(me, to) && !guarded(to) {
                // SEN-5, SEN-6: not onto an own piece nor onto a protected opponent.
                list.push(SenetAction::Move {
                    from: from_sq,
                    to: to as u8,
                });
            }
        }
        list
    };
    let mut list = moves(1);
    if list.is_empty() {
        list = moves(-1); // SEN-8
    }
    let on_safe = |a: &SenetAction| match *a {
        SenetAction::Move { from, .. } | SenetAction::BearOff { from } => safe(i32::from(from)),
        SenetAction::Pass => false,
    };
    if !list.is_empty() && list.iter().all(on_safe) {
        list.push(SenetAction::Pass); // SEN-9
    }
    list
}

#[test]
fn masks_match_a_square_by_square_reading() {
    let mut rng = crate::core::Rng::with_seed(5);
    let (mut backward, mut passes, mut bear_offs, mut stuck) = (0, 0, 0, 0);
    for _ in 0..30_000 {
        // Up to five pieces a side, often crowded near the end (blocks, safe squares, bearing off).
        let mut pieces = [0u32; 2];
        for side in 0..2 {
            let lowest = if rng.bool() { 0 } else { 18 };
            for _ in 0..rng.u32(0..=5) {
                let square = rng.u32(lowest..30);
                if (pieces[0] | pieces[1]) & 1 << square == 0 {
                    pieces[side] |= 1 << square;
                }
            }
        }
        if pieces == [0, 0] {
            continue;
        }
        let turn = if rng.bool() { Seat::South } else { Seat::North };
        let throw = rng
            .choice([None, Some(1), Some(2), Some(3), Some(4), Some(6)])
            .unwrap();
        let game = Senet {
            pieces,
            turn,
            throw: throw.and_then(Throw::new),
        };
        let expected = legal_by_squares(&game);
        let mut list = Vec::new();
        game.legal_actions(&mut list);
        assert_eq!(list, expected, "{game}");
        let to_act = match game.pending_throw() {
            _ if pieces.contains(&0) => ToAct::Over,
            None => ToAct::Chance,
            Some(_) if expected.is_empty() => ToAct::Over,
            Some(_) => ToAct::Player(turn),
        };
        assert_eq!(game.to_act(), to_act, "{game}");
        assert_eq!(game.outcome().is_some(), to_act == ToAct::Over, "{game}");
        backward +=
            usize::from(matches!(list.first(), Some(SenetAction::Move { from, to }) if to < from));
        passes += usize::from(list.contains(&SenetAction::Pass));
        bear_offs += usize::from(matches!(list.last(), Some(SenetAction::BearOff { .. })));
        stuck += usize::from(game.throw.is_some() && to_act == ToAct::Over);
    }
    // Every rule had its cases.
    assert!(backward > 100 && passes > 100 && bear_offs > 100 && stuck > 100);
}

//! Arsisesi: conformance, perft and records, with the helpers the other test files share. The
//! ruling scenarios are in `tests/rulings.rs`, notation errors in `tests/malformed.rs`, routes in
//! `tests/routes.rs`.

mod malformed;
mod routes;
mod rulings;

use super::*;
use crate::core::{Game, Record};
use crate::testkit::{check_perft_file, conformance};

fn pos(text: &str) -> Arsisesi {
    Arsisesi::parse_start(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    pos(text).legal_actions(&mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Plays `tokens` (rolls and actions) from `start` and returns the position.
fn after(start: &str, tokens: &str) -> String {
    let record = Record::<Arsisesi>::parse(&format!("{start};{tokens}"))
        .unwrap_or_else(|e| panic!("{start};{tokens}: {e}"));
    record.position().to_string()
}

fn strings<const N: usize>(items: [&str; N]) -> Vec<String> {
    items.map(String::from).to_vec()
}

#[test]
fn conformance_random_games() {
    let a = conformance(&pos("arsisesi-a"), 1000, 11, 100_000);
    assert_eq!(a.games, 1000);
    // ARS-10: random Type A games mostly jam the Bridge and end drawn.
    assert!(a.draws > a.games / 2, "{a:?}");
    let b = conformance(&pos("arsisesi-b"), 400, 12, 100_000);
    assert_eq!(b.games, 400);
    let c = conformance(&pos("arsisesi-c"), 120, 13, 100_000);
    assert_eq!(c.games, 120);
}

#[test]
fn conformance_other_lane_lengths() {
    for start in [
        "arsisesi-a:s5/5/n5:s",
        "arsisesi-b:s5/10/n5:s",
        "arsisesi-c:s5/5/5/5/5/5/n5:s",
    ] {
        let report = conformance(&pos(start), 60, 5, 100_000);
        assert_eq!(report.games, 60, "{start}");
    }
    let long = conformance(&pos("arsisesi-c:s5/10/10/10/10/10/n5:s"), 30, 6, 100_000);
    assert_eq!(long.games, 30);
}

#[test]
fn perft_pinned() {
    let files = [
        include_str!("../../../tests/perft/arsisesi-a.txt"),
        include_str!("../../../tests/perft/arsisesi-b.txt"),
        include_str!("../../../tests/perft/arsisesi-c.txt"),
    ];
    for data in files {
        assert!(check_perft_file::<Arsisesi>(data) >= 4);
    }
}

#[test]
fn perft_start_by_hand() {
    // Depth 1: six rolls. Depth 2: A/B `S-1` or `end`; C five entries or `end`.
    // Depth 3 (A): after d1, S-1 ends the turn: 6 + 6; after d2…d6, S-1 leaves 1-2, S-2, end.
    assert_eq!(crate::core::perft(&pos("arsisesi-a"), 1), 6);
    assert_eq!(crate::core::perft(&pos("arsisesi-a"), 2), 12);
    assert_eq!(crate::core::perft(&pos("arsisesi-a"), 3), 12 + 5 * (3 + 6));
    // B: with a token on the Bridge no second one may enter (ARS-7): 1-2 or end.
    assert_eq!(crate::core::perft(&pos("arsisesi-b"), 3), 12 + 5 * (2 + 6));
    // C: after S-x1 with points left: step, 1 or 2 side-steps, 5 entries, end (8, 9, 9, 9, 8).
    assert_eq!(crate::core::perft(&pos("arsisesi-c"), 2), 36);
    assert_eq!(crate::core::perft(&pos("arsisesi-c"), 3), 36 + 5 * (43 + 6));
}

#[test]
fn records_replay_and_print() {
    let text = "arsisesi-a;d3,S-1,1-2,S-1,d2,N-7,7-6,d1,2-3";
    let record = Record::<Arsisesi>::parse(text).unwrap();
    assert_eq!(record.to_string(), text);
    assert_eq!(record.position().to_string(), "arsisesi-a:s3/s1s2n1/n4:n");
    let err = Record::<Arsisesi>::parse("arsisesi-a;d1,S-2").unwrap_err();
    assert!(err.to_string().contains("move 2"), "{err}");
}

//! One or more scenarios per ruling ARC-1 … ARC-9: position in, actions in, position, legal list
//! or outcome out. Every row of ARC-6's table has its own test.

use super::{after, is_legal, legal, legal_from, pos, win};
use crate::core::{Game, Outcome, Seat, ToAct};
use crate::games::arces::board::{Cell, CELLS, SETUP};
use crate::games::arces::{Arces, Stack, GOLD};

// ARC-1 ------------------------------------------------------------------------------------------

#[test]
fn arc_1_board_is_7_by_7_with_the_gold_on_d4() {
    assert_eq!(CELLS, 49);
    assert_eq!(Cell::all().count(), 49);
    assert_eq!(GOLD.to_string(), "d4");
    let names: Vec<String> = Cell::all().map(|c| c.to_string()).collect();
    assert_eq!(names.first().map(String::as_str), Some("a1"));
    assert_eq!(names[6], "g1");
    assert_eq!(names.last().map(String::as_str), Some("g7"));
    // Corners have 3 neighbours, edges 5, inner cells 8.
    assert_eq!(Cell::at(0, 0).neighbours().len(), 3);
    assert_eq!(Cell::at(3, 0).neighbours().len(), 5);
    assert_eq!(GOLD.neighbours().len(), 8);
    let around: Vec<String> = GOLD.neighbours().iter().map(|c| c.to_string()).collect();
    assert_eq!(around, ["c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"]);
}

// ARC-2 ------------------------------------------------------------------------------------------

#[test]
fn arc_2_two_players_are_south_and_north() {
    let game = pos("arces");
    assert_eq!(game.id(), "arces");
    assert_eq!(game.seats(), &[Seat::South, Seat::North]);
    assert_eq!(
        after("arces", &["d1-c1"]),
        "arces:1nn(nN)nn1/7/7/7/7/7/1s(sS)sss1:n:1"
    );
    assert_eq!(
        pos(&after("arces", &["d1-c1", "d7-c7"])).turn(),
        Seat::South
    );
}

#[test]
fn arc_2_three_players_go_south_west_north() {
    let game = pos("arces-3");
    assert_eq!(game.id(), "arces-3");
    assert_eq!(game.seats(), &[Seat::South, Seat::West, Seat::North]);
    let turns: Vec<Seat> = [
        &[][..],
        &["b1-b2"],
        &["b1-b2", "a2-b3"],
        &["b1-b2", "a2-b3", "b7-c6"],
    ]
    .iter()
    .map(|moves| pos(&after("arces-3", moves)).turn())
    .collect();
    assert_eq!(turns, [Seat::South, Seat::West, Seat::North, Seat::South]);
}

#[test]
fn arc_2_four_players_go_south_west_north_east() {
    let game = pos("arces-4");
    assert_eq!(game.id(), "arces-4");
    assert_eq!(game.seats(), &Seat::ALL);
    let moves = ["c1-c2", "a3-b3", "c7-c6", "g3-f3", "e1-e2"];
    let turns: Vec<Seat> = (0..=moves.len())
        .map(|n| pos(&after("arces-4", &moves[..n])).turn())
        .collect();
    let expected = [
        Seat::South,
        Seat::West,
        Seat::North,
        Seat::East,
        Seat::South,
        Seat::West,
    ];
    assert_eq!(turns, expected);
    assert_eq!(pos(&after("arces-4", &moves)).turns_played(), 5);
}

// ARC-3 ------------------------------------------------------------------------------------------

#[test]
fn arc_3_setup_for_two_three_and_four_players() {
    assert_eq!(
        pos("arces").to_string(),
        "arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0"
    );
    assert_eq!(
        pos("arces-3").to_string(),
        "arces:1nn(nN)nn1/w6/w6/(wW)6/w6/w6/1ss(sS)ss1:s:0"
    );
    assert_eq!(
        pos("arces-4").to_string(),
        "arces:1nn(nN)nn1/w5e/w5e/(wW)5(eE)/w5e/w5e/1ss(sS)ss1:s:0"
    );
    for setup in SETUP {
        let game = pos("arces-4");
        let names: Vec<String> = setup.stones.iter().map(|c| c.to_string()).collect();
        let marble = game.marble(setup.seat).map(|c| c.to_string());
        match setup.seat {
            Seat::South => assert_eq!((names, marble), (s(&["b1", "c1", "d1", "e1", "f1"]), d1())),
            Seat::West => assert_eq!(names, ["a2", "a3", "a4", "a5", "a6"]),
            Seat::North => assert_eq!(names, ["b7", "c7", "d7", "e7", "f7"]),
            Seat::East => assert_eq!(names, ["g2", "g3", "g4", "g5", "g6"]),
        }
    }
    assert_eq!(pos("arces-4").to_act(), ToAct::Player(Seat::South));
    assert_eq!(Arces::new(1), None);
    assert_eq!(Arces::new(5), None);
}

fn s(names: &[&str]) -> Vec<String> {
    names.iter().map(ToString::to_string).collect()
}

fn d1() -> Option<String> {
    Some("d1".to_string())
}

// ARC-4 ------------------------------------------------------------------------------------------

#[test]
fn arc_4_one_own_top_piece_steps_one_cell_in_any_direction() {
    // South: a stone in the open on c3, its marble boxed in on a1, a stone caged under North on f6.
    let game = pos("arces:7/5(sn)1/7/7/2s4/7/(sS)5(nN):s:0");
    assert_eq!(
        legal(&game),
        ["c3-b2", "c3-c2", "c3-d2", "c3-b3", "c3-d3", "c3-b4", "c3-c4", "c3-d4"]
    );
    // Only North's own pieces move for North: its top stone on f6 and nothing else.
    let north = pos("arces:7/5(sn)1/7/7/2s4/7/(sS)5(nN):n:0");
    assert_eq!(
        legal(&north),
        ["f6-e5", "f6-f5", "f6-g5", "f6-e6", "f6-g6", "f6-e7", "f6-f7", "f6-g7"]
    );
    assert!(
        !is_legal("arces:7/5(sn)1/7/7/2s4/7/(sS)5(nN):s:0", "c3-c5"),
        "one cell only"
    );
}

#[test]
fn arc_4_only_the_top_of_a_tower_moves_and_a_stone_on_the_gold_wins_nothing() {
    let start = "arces:6(nN)/7/7/7/2(ss)4/7/(sS)6:s:0";
    assert_eq!(legal_from(&pos(start), "c3").len(), 8);
    let text = after(start, &["c3-d4"]);
    assert_eq!(text, "arces:6(nN)/7/7/3s3/2s4/7/(sS)6:n:1");
    assert_eq!(pos(&text).outcome(), None);
    assert_eq!(pos(&text).to_act(), ToAct::Player(Seat::North));
}

// ARC-5 ------------------------------------------------------------------------------------------

#[test]
fn arc_5_a_marble_steps_only_onto_a_lone_stone_of_its_own() {
    // Around South's marble on d2: empty c1, c2, d3; North's lone stone d1; a Cage with South on
    // top (e1); South's Tower (c3); North's Command (e3); South's lone stone e2, the only target.
    let start = "arces:7/7/7/7/2(ss)1(nN)2/3(sS)s2/3n(ns)2:s:0";
    assert_eq!(legal_from(&pos(start), "d2"), ["d2-e2"]);
    assert_eq!(
        after(start, &["d2-e2"]),
        "arces:7/7/7/7/2(ss)1(nN)2/3s(sS)2/3n(ns)2:n:1"
    );
}

#[test]
fn arc_5_a_marble_never_captures() {
    // West's marble next to South's lone stone and South's marble: no move onto either.
    let start = "arces:6(nN)/7/7/7/7/1sw4/(wW)(sS)5:w:0";
    assert!(legal_from(&pos(start), "a1").is_empty());
    // West's stone c2 may take South's marble (b1) or cage its stone (b2); the marble may not.
    let stone = [
        "c2-b1", "c2-c1", "c2-d1", "c2-b2", "c2-d2", "c2-b3", "c2-c3", "c2-d3",
    ];
    assert_eq!(legal(&pos(start)), stone);
}

// ARC-6: one test per row of the table ----------------------------------------------------------

#[test]
fn arc_6_row_1_stone_onto_an_empty_cell_moves() {
    let start = "arces:6(nN)/7/7/7/7/3(ss)3/(sS)s5:s:0";
    assert_eq!(
        after(start, &["b1-b2"]),
        "arces:6(nN)/7/7/7/7/1s1(ss)3/(sS)6:n:1"
    );
    assert_eq!(
        after(start, &["d2-d3"]),
        "arces:6(nN)/7/7/7/3s3/3s3/(sS)s5:n:1"
    );
}

#[test]
fn arc_6_row_2_stone_onto_its_own_lone_stone_builds_a_tower() {
    let start = "arces:6(nN)/7/7/7/7/7/(sS)ss4:s:0";
    assert_eq!(
        after(start, &["b1-c1"]),
        "arces:6(nN)/7/7/7/7/7/(sS)1(ss)4:n:1"
    );
    // From a Tower too: the lower stone stays behind as a lone stone.
    let tower = "arces:6(nN)/7/7/7/7/7/(sS)(ss)s4:s:0";
    assert_eq!(
        after(tower, &["b1-c1"]),
        "arces:6(nN)/7/7/7/7/7/(sS)s(ss)4:n:1"
    );
}

#[test]
fn arc_6_row_3_stone_from_a_tower_captures_an_enemy_lone_stone() {
    let start = "arces:6(nN)/7/7/7/7/7/(sS)(ss)n4:s:0";
    assert!(legal(&pos(start)).contains(&"b1-c1".to_string()));
    assert_eq!(
        after(start, &["b1-c1"]),
        "arces:6(nN)/7/7/7/7/7/(sS)ss4:n:1"
    );
}

#[test]
fn arc_6_row_3_stone_not_from_a_tower_cages_an_enemy_lone_stone() {
    // From a lone stone.
    let start = "arces:6(nN)/7/7/7/7/7/(sS)sn4:s:0";
    assert_eq!(
        after(start, &["b1-c1"]),
        "arces:6(nN)/7/7/7/7/7/(sS)1(ns)4:n:1"
    );
    // From the top of a Cage: two stones, but not a Tower, so no capture either.
    let cage = "arces:6(nN)/7/7/7/7/7/(sS)(ns)n4:s:0";
    assert_eq!(
        after(cage, &["b1-c1"]),
        "arces:6(nN)/7/7/7/7/7/(sS)n(ns)4:n:1"
    );
}

#[test]
fn arc_6_row_4_stone_onto_an_enemy_marble_captures_it_and_its_player_is_out() {
    // Three players: South takes West's marble from a lone stone; West is out and skipped.
    let start = "arces:6(nN)/7/7/7/7/1(wW)5/(sS)s5:s:7";
    let text = after(start, &["b1-b2"]);
    assert_eq!(text, "arces:6(nN)/7/7/7/7/1(ws)5/(sS)6:n:8");
    let game = pos(&text);
    assert!(game.is_out(Seat::West));
    assert_eq!(game.players(), 3);
    assert_eq!(game.to_act(), ToAct::Player(Seat::North));
    // From a Tower the marble is taken, never the stone under it.
    let tower = "arces:6(nN)/7/7/7/7/1(wW)5/(sS)(ss)5:s:7";
    assert_eq!(
        after(tower, &["b1-b2"]),
        "arces:6(nN)/7/7/7/7/1(ws)5/(sS)s5:n:8"
    );
}

#[test]
fn arc_6_row_5_stone_from_a_tower_captures_the_top_of_an_enemy_tower() {
    let start = "arces:6(nN)/7/7/7/7/1(nn)5/(sS)(ss)5:s:0";
    assert_eq!(
        after(start, &["b1-b2"]),
        "arces:6(nN)/7/7/7/7/1(ns)5/(sS)s5:n:1"
    );
}

#[test]
fn arc_6_row_5_stone_from_a_tower_captures_the_top_of_a_cage() {
    // North caging West: North's stone goes, South's stone now cages West.
    let start = "arces:(wW)5(nN)/7/7/7/7/1(wn)5/(sS)(ss)5:s:0";
    assert_eq!(
        after(start, &["b1-b2"]),
        "arces:(wW)5(nN)/7/7/7/7/1(ws)5/(sS)s5:w:1"
    );
    // North caging South: the freed stone and the mover make a Tower.
    let own = "arces:6(nN)/7/7/7/7/1(sn)5/(sS)(ss)5:s:0";
    assert_eq!(
        after(own, &["b1-b2"]),
        "arces:6(nN)/7/7/7/7/1(ss)5/(sS)s5:n:1"
    );
}

#[test]
fn arc_6_row_6_any_other_full_cell_is_illegal() {
    // South's lone stone c3 is surrounded by its own Tower (b2), its own Command (c2), a Cage with
    // South on top (d2), North's Tower (b3) and a Cage with North on top (d3): only b4, c4, d4.
    let start = "arces:(wW)5(nN)/7/7/7/1(nn)s(wn)3/1(ss)(sS)(ns)3/7:s:0";
    let game = pos(start);
    assert_eq!(legal_from(&game, "c3"), ["c3-b4", "c3-c4", "c3-d4"]);
    // From a Tower, North's Tower (b3) may be taken, but South's own Command (c2) stays closed.
    assert_eq!(
        legal_from(&game, "b2"),
        ["b2-a1", "b2-b1", "b2-c1", "b2-a2", "b2-a3", "b2-b3", "b2-c3"]
    );
    // From the top of a Cage: not a Tower, so North's Cage top (d3) is closed.
    assert_eq!(
        legal_from(&game, "d2"),
        ["d2-c1", "d2-d1", "d2-e1", "d2-e2", "d2-c3", "d2-e3"]
    );
    for bad in [
        "c3-b2", "c3-c2", "c3-d2", "c3-b3", "c3-d3", "b2-c2", "d2-c2", "d2-d3",
    ] {
        assert!(!is_legal(start, bad), "{bad}");
    }
}

// ARC-7 ------------------------------------------------------------------------------------------

#[test]
fn arc_7_a_marble_on_the_gold_wins_at_once() {
    // Three players, all still in: South's marble steps onto its stone on d4.
    let start = "arces:6(nN)/7/7/3s3/2(sS)4/7/(wW)6:s:5";
    assert!(is_legal(start, "c3-d4"));
    let text = after(start, &["c3-d4"]);
    assert_eq!(text, "arces:6(nN)/7/7/3(sS)3/2s4/7/(wW)6:w:6");
    let game = pos(&text);
    assert_eq!(game.outcome(), win(Seat::South));
    assert_eq!(game.to_act(), ToAct::Over);
    assert!(legal(&game).is_empty());
}

#[test]
fn arc_7_last_marble_standing_wins_in_two_players() {
    let start = "arces:7/7/7/7/7/1(nN)5/(sS)s5:s:12";
    let text = after(start, &["b1-b2"]);
    assert_eq!(text, "arces:7/7/7/7/7/1(ns)5/(sS)6:s:13");
    assert_eq!(pos(&text).outcome(), win(Seat::South));
}

#[test]
fn arc_7_last_marble_standing_wins_in_three_players() {
    // West is out already (its stone f1 is inert); South takes North's marble.
    let start = "arces:7/7/7/7/7/1(nN)5/(sS)s3w1:s:30";
    assert_eq!(pos(start).players(), 3);
    assert_eq!(pos(start).outcome(), None);
    let text = after(start, &["b1-b2"]);
    assert_eq!(text, "arces:7/7/7/7/7/1(ns)5/(sS)4w1:s:31");
    let game = pos(&text);
    assert_eq!(game.outcome(), win(Seat::South));
    assert_eq!(game.to_act(), ToAct::Over);
}

#[test]
fn arc_7_last_marble_standing_wins_in_four_players() {
    // West and East are out (their stones a1 and g3 are inert); North takes South's marble.
    let start = "arces:(nN)6/7/7/3n3/3(sS)2e/7/w6:n:50";
    assert_eq!(pos(start).players(), 4);
    assert_eq!(pos(start).to_act(), ToAct::Player(Seat::North));
    let text = after(start, &["d4-d3"]);
    assert_eq!(text, "arces:(nN)6/7/7/7/3(sn)2e/7/w6:n:51");
    assert_eq!(pos(&text).outcome(), win(Seat::North));
}

#[test]
fn arc_7_a_capture_that_leaves_two_marbles_goes_on() {
    // Four players, all in: South takes West's marble; North and East still have theirs.
    let start = "arces:6(nN)/7/7/7/7/1(wW)5/(sS)s4(eE):s:3";
    let text = after(start, &["b1-b2"]);
    assert_eq!(text, "arces:6(nN)/7/7/7/7/1(ws)5/(sS)5(eE):n:4");
    let game = pos(&text);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.players(), 4);
    assert!(game.is_out(Seat::West));
}

// ARC-8 ------------------------------------------------------------------------------------------

#[test]
fn arc_8_no_legal_move_means_pass_and_the_seat_is_skipped() {
    // South's marble has no own lone stone beside it and South has no other top piece.
    let start = "arces:(wW)w3n(nN)/7/7/7/7/7/(sS)6:s:3";
    assert_eq!(legal(&pos(start)), ["pass"]);
    let passed = after(start, &["pass"]);
    assert_eq!(passed, "arces:(wW)w3n(nN)/7/7/7/7/7/s6:w:3");
    let game = pos(&passed);
    assert!(game.is_out(Seat::South));
    assert_eq!(game.players(), 3);
    assert!(!legal(&game).contains(&"pass".to_string()));
    // West, North, then West again: South is skipped from now on.
    let text = after(&passed, &["b7-b6", "f7-f6"]);
    assert_eq!(text, "arces:(wW)5(nN)/1w3n1/7/7/7/7/s6:w:5");
    assert_eq!(pos(&text).to_act(), ToAct::Player(Seat::West));
}

#[test]
fn arc_8_pass_is_never_legal_beside_a_move() {
    for id in ["arces", "arces-3", "arces-4"] {
        assert!(!legal(&pos(id)).contains(&"pass".to_string()));
    }
    assert!(!is_legal("arces:6(nN)/7/7/7/7/7/(sS)s5:s:0", "pass"));
}

#[test]
fn arc_8_pass_in_two_players_loses() {
    let text = after("arces:3n2(nN)/7/7/7/7/7/(sS)6:s:9", &["pass"]);
    assert_eq!(text, "arces:3n2(nN)/7/7/7/7/7/s6:n:9");
    assert_eq!(pos(&text).outcome(), win(Seat::North));
}

#[test]
fn arc_8_inert_stones_stay_and_can_be_caged_or_captured() {
    // South is out (no marble); its stones a1 and c1 stay as inert enemy stones.
    let start = "arces:(wW)4n(nN)/7/7/7/7/1w1(ww)3/s1s4:w:20";
    let game = pos(start);
    assert!(game.is_out(Seat::South));
    assert_eq!(game.players(), 3);
    assert_eq!(
        after(start, &["b2-a1"]),
        "arces:(wW)4n(nN)/7/7/7/7/3(ww)3/(sw)1s4:n:21"
    );
    assert_eq!(
        after(start, &["d2-c1"]),
        "arces:(wW)4n(nN)/7/7/7/7/1w1w3/s1w4:n:21"
    );
    // North moves next, then West again: the inert stones never move.
    let text = after(start, &["b2-a1", "f7-f6"]);
    assert_eq!(pos(&text).turn(), Seat::West);
    assert!(legal(&pos(&text)).iter().all(|a| !a.starts_with("c1-")));
}

#[test]
fn arc_8_an_inert_stone_keeps_its_cage_until_taken_from_a_tower() {
    // West is out; its inert stone cages South's stone on b2. South's lone stone cannot take it,
    // South's Tower can, freeing South's stone into a Tower.
    let start = "arces:6(nN)/7/7/7/7/1(sw)s4/(sS)1(ss)4:s:60";
    let game = pos(start);
    assert!(game.is_out(Seat::West));
    assert!(!is_legal(start, "c2-b2"));
    assert_eq!(
        after(start, &["c1-b2"]),
        "arces:6(nN)/7/7/7/7/1(ss)s4/(sS)1s4:n:61"
    );
}

// ARC-9 ------------------------------------------------------------------------------------------

#[test]
fn arc_9_the_hundredth_turn_draws() {
    let start = "arces:3n2(nN)/7/7/7/7/7/(sS)s5:s:99";
    assert_eq!(pos(start).outcome(), None);
    let text = after(start, &["b1-b2"]);
    assert_eq!(text, "arces:3n2(nN)/7/7/7/7/1s5/(sS)6:n:100");
    let game = pos(&text);
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert_eq!(game.to_act(), ToAct::Over);
    assert!(legal(&game).is_empty());
}

#[test]
fn arc_9_pass_is_not_a_turn() {
    // At 99 South must pass: the count stays at 99, West and North play on, the next move draws.
    let start = "arces:(wW)w3n(nN)/7/7/7/7/7/(sS)6:s:99";
    let passed = after(start, &["pass"]);
    assert_eq!(passed, "arces:(wW)w3n(nN)/7/7/7/7/7/s6:w:99");
    assert_eq!(pos(&passed).outcome(), None);
    let text = after(&passed, &["b7-b6"]);
    assert_eq!(text, "arces:(wW)4n(nN)/1w5/7/7/7/7/s6:n:100");
    assert_eq!(pos(&text).outcome(), Some(Outcome::Draw));
}

#[test]
fn arc_9_a_win_on_the_hundredth_turn_is_a_win() {
    let text = after("arces:7/7/7/7/7/1(nN)5/(sS)s5:s:99", &["b1-b2"]);
    assert!(text.ends_with(":s:100"));
    assert_eq!(pos(&text).outcome(), win(Seat::South));
    let gold = after("arces:6(nN)/7/7/3s3/2(sS)4/7/7:s:99", &["c3-d4"]);
    assert_eq!(pos(&gold).outcome(), win(Seat::South));
}

#[test]
fn arc_9_the_count_is_in_the_position() {
    let game = pos("arces:3n2(nN)/7/7/7/7/7/(sS)s5:s:42");
    assert_eq!(game.turns_played(), 42);
    assert!(Arces::parse_start("arces:3n2(nN)/7/7/7/7/7/(sS)s5:s:101").is_err());
    assert_eq!(game.stack(Cell::at(1, 0)), Stack::Unit(Seat::South));
}

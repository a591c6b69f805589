//! Scenarios for the start of a turn: SEE-2 to SEE-5, SEE-7 and SEE-8, each named after its
//! ruling, including a capture that overrides placements. Position in as notation text, actions
//! in, expected position or legal list out; every expectation was worked out by hand from the
//! rulings, with cell names as in SEE-1 (see `view`).

use super::*;

/// SEE-2: the start positions are the notation's, South acts, and its first actions are the three
/// upward steps of its 1-stack and the three placements around its tile.
#[test]
fn see_2_start() {
    let g = game("seesaw");
    assert_eq!(
        g.to_string(),
        "seesaw:...../....../......./......../Ss1.......Nn1/......../......./....../.....:s"
    );
    assert_eq!(legal(&g), ["e1-d1", "e1-e2", "e1-f1", "+d1", "+e2", "+f1"]);
    let g = game("seesaw-4");
    assert_eq!(
        g.to_string(),
        "seesaw:..../...../....../Ss1.....Nn1/....../...../....:s"
    );
    assert_eq!(legal(&g), ["d1-c1", "d1-d2", "d1-e1", "+c1", "+d2", "+e1"]);
    assert_eq!(game(&g.to_string()), g);
    let mut g = game("seesaw");
    play(&mut g, &["+e2"]);
    assert_eq!(legal(&g), ["e9-d8", "e9-e8", "e9-f8", "+d8", "+e8", "+f8"]);
}

/// SEE-3: an even South stack moves downwards and an even North stack upwards, one to two steps,
/// each step in any of the three directions (c3 is SW then SW, e3 S then S or SE then SW, …).
#[test]
fn see_3_parity_sets_the_directions() {
    let g = game(&position(
        5,
        &[("e1", "S"), ("e5", "s2"), ("e9", "Nn1")],
        "s",
    ));
    assert_eq!(
        legal(&g),
        [
            "e5-c3", "e5-d3", "e5-d4", "e5-e3", "e5-e4", "e5-f3", "e5-f4", "e5-g3", "+d1", "+e2",
            "+f1"
        ]
    );
    let g = game(&position(
        5,
        &[("e1", "Ss1"), ("e5", "n2"), ("e9", "N")],
        "n",
    ));
    assert_eq!(
        legal(&g),
        [
            "e5-c5", "e5-d5", "e5-d6", "e5-e6", "e5-e7", "e5-f5", "e5-f6", "e5-g5", "+d8", "+e8",
            "+f8"
        ]
    );
}

/// SEE-4: a 3-stack goes one to three steps; its own stack on e3 blocks (no e2-e3), tiles do not
/// (d2 and the cells beyond it), and e4 is reached the long way round in three steps.
#[test]
fn see_4_stacks_block_tiles_do_not() {
    let g = game(&position(
        5,
        &[
            ("e1", "S"),
            ("e2", "Ss3"),
            ("e3", "s1"),
            ("d2", "S"),
            ("e9", "Nn1"),
        ],
        "s",
    ));
    assert_eq!(
        legal(&g),
        [
            "e2-b2", "e2-c2", "e2-c3", "e2-d2", "e2-d3", "e2-d4", "e2-e4", "e2-f2", "e2-f3",
            "e2-f4", "e2-g2", "e2-g3", "e2-h2", "e3-d3", "e3-e4", "e3-f3", "+c1", "+c2", "+d1",
            "+d3", "+f1", "+f2"
        ]
    );
    let mut moved = g.clone();
    play(&mut moved, &["e2-e4"]);
    assert_eq!(
        moved.to_string(),
        position(
            5,
            &[
                ("e1", "S"),
                ("e2", "S"),
                ("e3", "s1"),
                ("e4", "s3"),
                ("d2", "S"),
                ("e9", "Nn1")
            ],
            "n"
        )
    );
}

/// SEE-5: both stacks that reach North's e3 must capture, backwards included; e5's direct path is
/// blocked by its own stack on e4, so it pays the detour f4-f3 (3 steps) and has none left.
#[test]
fn see_5_capture_duty_and_shortest_cost() {
    let start = position(
        5,
        &[
            ("e1", "S"),
            ("e2", "S"),
            ("e3", "n1"),
            ("e4", "s1"),
            ("e5", "s3"),
            ("e8", "N"),
            ("e9", "Nn1"),
        ],
        "s",
    );
    let g = game(&start);
    assert_eq!(legal(&g), ["e4xe3", "e5xe3"]);
    let mut long = g.clone();
    play(&mut long, &["e5xe3"]);
    // No steps left: the turn is over. The bare tile on e2 and the stack on e3 need the `_`.
    assert_eq!(
        long.to_string(),
        "seesaw:...../....../......./......../SS_s3s1...NNn1/......../......./....../.....:n"
    );
    let mut short = g.clone();
    play(&mut short, &["e4xe3"]);
    assert_eq!(
        short.to_string(),
        position(
            5,
            &[
                ("e1", "S"),
                ("e2", "S"),
                ("e3", "s1"),
                ("e5", "s3"),
                ("e8", "N"),
                ("e9", "Nn1")
            ],
            "n"
        )
    );
}

/// SEE-5, special case: a possible capture removes every move and placement.
#[test]
fn see_5_capture_overrides_placement() {
    let g = game(&position(
        5,
        &[("e1", "Ss1"), ("f1", "n1"), ("e8", "N"), ("e9", "Nn1")],
        "s",
    ));
    // Without the enemy on f1, South would have e1-d1, e1-e2 and +d1, +e2.
    assert_eq!(legal(&g), ["e1xf1"]);
    let mut g = g;
    play(&mut g, &["e1xf1"]);
    assert_eq!(
        g.to_string(),
        position(
            5,
            &[("e1", "S"), ("f1", "s1"), ("e8", "N"), ("e9", "Nn1")],
            "n"
        )
    );
    assert_eq!(g.to_act(), ToAct::Player(Seat::North));
}

/// SEE-7: the whole enemy stack goes, the capturer takes the cell, the tile there stays.
#[test]
fn see_7_capture_removes_the_whole_stack() {
    let mut g = game(&position(
        5,
        &[("e1", "Ss1"), ("f1", "Sn4"), ("e8", "N"), ("e9", "Nn1")],
        "s",
    ));
    assert_eq!(legal(&g), ["e1xf1"]);
    play(&mut g, &["e1xf1"]);
    assert_eq!(
        g.to_string(),
        position(
            5,
            &[("e1", "S"), ("f1", "Ss1"), ("e8", "N"), ("e9", "Nn1")],
            "n"
        )
    );
    assert_eq!(g.stack_at(35), Some((Seat::South, 1)));
    assert_eq!(g.tile_at(35), Some(Seat::South));
}

/// SEE-8: placements go next to an own tile, on cells with neither stack (e2) nor tile (d4 is
/// North's); cells next to North's tiles only (c4) are not South's.
#[test]
fn see_8_placement_next_to_own_tile() {
    let start = position(
        4,
        &[
            ("d1", "Ss1"),
            ("d2", "S"),
            ("d3", "S"),
            ("d4", "N"),
            ("d5", "N"),
            ("d6", "N"),
            ("d7", "Nn1"),
            ("e2", "n1"),
        ],
        "s",
    );
    let mut g = game(&start);
    assert_eq!(
        legal(&g),
        ["d1-c1", "d1-d2", "d1-e1", "+c1", "+c2", "+c3", "+e1", "+e3"]
    );
    play(&mut g, &["+c3"]);
    let after = start.replace("......", "..Ss1...").replace(":s", ":n");
    assert_eq!(g.to_string(), after);
    assert_eq!(g.tile_at(11), Some(Seat::South));
    assert_eq!(g.stack_at(11), Some((Seat::South, 1)));
}

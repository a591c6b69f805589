//! Scenarios for the later part of a turn and its end: capture chains and leftover steps (SEE-6),
//! promotion (SEE-9), the win, skipped seats and the draw (SEE-10). Position in as notation text,
//! actions in, expected position, legal list or outcome out; worked out by hand from the rulings.

use super::*;

/// SEE-6, special case: a chain of two captures. e4xe5 costs 1, the 2 steps left reach e7 (whose
/// direct path was blocked by e5 before), so the stack must capture again, and the chain ends with
/// no steps left on North's tile, where the odd stack promotes (SEE-9).
#[test]
fn see_6_two_capture_chain() {
    let mut g = game(&position(
        5,
        &[
            ("e1", "S"),
            ("e4", "s3"),
            ("e5", "n1"),
            ("e7", "Nn1"),
            ("e8", "N"),
            ("e9", "Nn1"),
        ],
        "s",
    ));
    assert_eq!(legal(&g), ["e4xe5"]);
    play(&mut g, &["e4xe5"]);
    assert_eq!(
        g.to_string(),
        position(
            5,
            &[
                ("e1", "S"),
                ("e5", "s3"),
                ("e7", "Nn1"),
                ("e8", "N"),
                ("e9", "Nn1")
            ],
            "s@e5:2"
        )
    );
    assert_eq!(legal(&g), ["e5xe7"]);
    play(&mut g, &["e5xe7"]);
    assert_eq!(
        g.to_string(),
        position(
            5,
            &[("e1", "S"), ("e7", "Ns4"), ("e8", "N"), ("e9", "Nn1")],
            "n"
        )
    );
}

/// SEE-6, special case: after the first capture two enemies are in range; the chain must take
/// one of them (no moves, no `end`), and either may be chosen.
#[test]
fn see_6_chain_chooses_between_two_enemies() {
    let start = position(
        5,
        &[
            ("e1", "S"),
            ("e4", "s3"),
            ("e5", "n1"),
            ("d6", "n1"),
            ("f6", "n1"),
            ("e8", "N"),
            ("e9", "N"),
            ("f8", "N"),
        ],
        "s",
    );
    let mut g = game(&start);
    // All three are within 3 steps at first: d6 and f6 by going round e5.
    assert_eq!(legal(&g), ["e4xd6", "e4xe5", "e4xf6"]);
    play(&mut g, &["e4xe5"]);
    assert_eq!(
        g.to_string().rsplit_once(":s").map(|(_, rest)| rest),
        Some("@e5:2")
    );
    assert_eq!(legal(&g), ["e5xd6", "e5xf6"]);
    let mut right = g.clone();
    play(&mut right, &["e5xf6"]);
    assert_eq!(
        right.to_string(),
        position(
            5,
            &[
                ("e1", "S"),
                ("d6", "n1"),
                ("f6", "s3"),
                ("e8", "N"),
                ("e9", "N"),
                ("f8", "N")
            ],
            "n"
        )
    );
    let mut left = g;
    play(&mut left, &["e5xd6"]);
    assert_eq!(
        left.to_string(),
        position(
            5,
            &[
                ("e1", "S"),
                ("d6", "s3"),
                ("f6", "n1"),
                ("e8", "N"),
                ("e9", "N"),
                ("f8", "N")
            ],
            "n"
        )
    );
}

/// SEE-6, special case: leftover steps used or not. North's 3-stack captures e3 for 2 steps; with
/// 1 left and nothing in range it may step on in its (odd, downward) directions or `end`.
/// SEE-9: promotion is judged on the final cell: South's tile on e3 or e2 promotes the odd stack,
/// f2 (no tile) does not.
#[test]
fn see_6_leftover_steps_used_or_ended() {
    let start = position(
        5,
        &[
            ("e1", "Ss1"),
            ("e2", "S"),
            ("e3", "Ss1"),
            ("e5", "n3"),
            ("e9", "N"),
        ],
        "n",
    );
    let mut g = game(&start);
    assert_eq!(legal(&g), ["e5xe3"]);
    play(&mut g, &["e5xe3"]);
    let mid = position(
        5,
        &[("e1", "Ss1"), ("e2", "S"), ("e3", "Sn3"), ("e9", "N")],
        "n@e3:1",
    );
    assert_eq!(g.to_string(), mid);
    assert_eq!(g.to_act(), ToAct::Player(Seat::North));
    assert_eq!(legal(&g), ["e3-d2", "e3-e2", "e3-f2", "end"]);

    let mut ended = g.clone();
    play(&mut ended, &["end"]);
    assert_eq!(
        ended.to_string(),
        position(
            5,
            &[("e1", "Ss1"), ("e2", "S"), ("e3", "Sn4"), ("e9", "N")],
            "s"
        )
    );
    let mut onto_tile = g.clone();
    play(&mut onto_tile, &["e3-e2"]);
    assert_eq!(
        onto_tile.to_string(),
        position(
            5,
            &[("e1", "Ss1"), ("e2", "Sn4"), ("e3", "S"), ("e9", "N")],
            "s"
        )
    );
    let mut off_tile = g;
    play(&mut off_tile, &["e3-f2"]);
    assert_eq!(
        off_tile.to_string(),
        position(
            5,
            &[
                ("e1", "Ss1"),
                ("e2", "S"),
                ("e3", "S"),
                ("f2", "n3"),
                ("e9", "N")
            ],
            "s"
        )
    );
}

/// SEE-6 with the RULINGS convention: a leftover that can be used neither to capture nor to move
/// (an odd South stack on the top corner) passes by itself, without `end`. SEE-9, special case:
/// the odd stack ends on North's tile and promotes.
#[test]
fn see_9_odd_stack_promotes_on_opponent_tile() {
    let mut g = game(&position(
        5,
        &[
            ("a1", "n1"),
            ("e1", "S"),
            ("e7", "s3"),
            ("d8", "N"),
            ("e9", "Nn1"),
        ],
        "s",
    ));
    assert_eq!(legal(&g), ["e7xe9"]);
    play(&mut g, &["e7xe9"]);
    assert_eq!(
        g.to_string(),
        position(
            5,
            &[("a1", "n1"), ("e1", "S"), ("d8", "N"), ("e9", "Ns4")],
            "n"
        )
    );
}

/// SEE-9, special case: an even stack promotes on its own tile (e2 or e1), not elsewhere (d2).
#[test]
fn see_9_even_stack_promotes_on_own_tile() {
    let start = position(
        5,
        &[("e1", "S"), ("e2", "S"), ("e3", "s2"), ("e9", "Nn1")],
        "s",
    );
    let g = game(&start);
    assert_eq!(
        legal(&g),
        [
            "e3-c1", "e3-d1", "e3-d2", "e3-e1", "e3-e2", "e3-f1", "e3-f2", "e3-g1", "+d1", "+d2",
            "+f1", "+f2"
        ]
    );
    let after = |action: &str| {
        let mut g = g.clone();
        play(&mut g, &[action]);
        g.to_string()
    };
    assert_eq!(
        after("e3-e2"),
        position(5, &[("e1", "S"), ("e2", "Ss3"), ("e9", "Nn1")], "n")
    );
    assert_eq!(
        after("e3-e1"),
        position(5, &[("e1", "Ss3"), ("e2", "S"), ("e9", "Nn1")], "n")
    );
    assert_eq!(
        after("e3-d2"),
        position(
            5,
            &[("d2", "s2"), ("e1", "S"), ("e2", "S"), ("e9", "Nn1")],
            "n"
        )
    );
    // A placed 1-stack does not move, so nothing promotes (and the moved-before e3 stays 2).
    assert_eq!(
        after("+d2"),
        position(
            5,
            &[
                ("d2", "Ss1"),
                ("e1", "S"),
                ("e2", "S"),
                ("e3", "s2"),
                ("e9", "Nn1")
            ],
            "n"
        )
    );
}

/// SEE-10, special case: the win. Capturing North's last stack ends the turn at once (the 2 steps
/// left are not offered); the finished position names North, the loser, as the seat to act.
#[test]
fn see_10_win() {
    let mut g = game(&position(
        5,
        &[("e1", "S"), ("e4", "s3"), ("e5", "n1"), ("e9", "N")],
        "s",
    ));
    assert_eq!(legal(&g), ["e4xe5"]);
    play(&mut g, &["e4xe5"]);
    assert_eq!(
        g.to_string(),
        position(5, &[("e1", "S"), ("e5", "s3"), ("e9", "N")], "n")
    );
    assert_eq!(g.to_act(), ToAct::Over);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Seat::South,
            points: 1
        })
    );
    assert!(legal(&g).is_empty());
    assert_eq!(game(&g.to_string()), g);
}

/// A fully tiled side-4 board: South's tiles on columns a–c and d1–d6, North's on d7 and e–g,
/// so nobody can place. Even stacks in the corners cannot move.
fn tiled(d: &str, e: &str) -> String {
    format!("seesaw:SSSS/SSSSS/SSSSSS/{d}/{e}/NNNNN/NNNN")
}

/// SEE-10, special case: a skipped player. South takes North's only movable stack; North's last
/// stack (an even stack in its corner) has no move, no placement and no capture, so North is
/// skipped and South acts again, and again after that.
#[test]
fn see_10_skipped_player() {
    let mut g = game(&format!("{}:s", tiled("SSs1SSSSNn2", "Nn1NNNNN")));
    assert_eq!(legal(&g), ["d2xe1"]);
    play(&mut g, &["d2xe1"]);
    // The odd stack promoted on North's tile e1 and now moves down.
    assert_eq!(
        g.to_string(),
        format!("{}:s", tiled("SSSSSSNn2", "Ns2NNNNN"))
    );
    assert_eq!(g.to_act(), ToAct::Player(Seat::South));
    assert_eq!(legal(&g), ["e1-d1"]);
    // The same board with North named to act is refused: North would be skipped.
    let refused = Seesaw::parse_start(&format!("{}:n", tiled("SSSSSSNn2", "Ns2NNNNN")));
    assert_eq!(refused.map_err(|e| e.field), Err("turn"));
    play(&mut g, &["e1-d1"]);
    // Even stack on its own tile: promoted to 3, free to move up; North is skipped again.
    assert_eq!(
        g.to_string(),
        format!("{}:s", tiled("Ss3SSSSSNn2", "NNNNNN"))
    );
    // Three steps up from the corner, through cells with tiles only.
    assert_eq!(
        legal(&g),
        [
            "d1-a1", "d1-b1", "d1-b2", "d1-c1", "d1-c2", "d1-c3", "d1-d2", "d1-d3", "d1-d4",
            "d1-e1", "d1-e2", "d1-e3", "d1-f1", "d1-f2", "d1-g1"
        ]
    );
}

/// SEE-10, special case: the draw. As above, but South's even stack on d1 blocks the promoted
/// stack on e1: after the capture neither seat has a legal action. The position names North.
#[test]
fn see_10_draw_when_nobody_can_act() {
    let mut g = game(&format!("{}:s", tiled("Ss2Ss1SSSSNn2", "Nn1NNNNN")));
    assert_eq!(legal(&g), ["d1xe1", "d2xe1"]);
    play(&mut g, &["d2xe1"]);
    assert_eq!(
        g.to_string(),
        format!("{}:n", tiled("Ss2SSSSSNn2", "Ns2NNNNN"))
    );
    assert_eq!(g.to_act(), ToAct::Over);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert!(legal(&g).is_empty());
    assert_eq!(game(&g.to_string()), g);
}

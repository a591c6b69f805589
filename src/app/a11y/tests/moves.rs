//! Legal moves in words, their announcements, and the focused cell's targets.

use super::*;
use crate::app::a11y::{action_words, focus, move_words, played};
use crate::app::{moves, Move};
use crate::core::Game;
use crate::games::GAME_IDS;
use crate::testkit::random_walk;

/// Every move of a position: notation and words.
fn listed(record: &str) -> Vec<(String, String)> {
    let game = pos(record);
    moves(&game)
        .iter()
        .map(|m| (m.notation(), move_words(&game, m)))
        .collect()
}

fn words_of(record: &str, notation: &str) -> String {
    let found = listed(record).into_iter().find(|(n, _)| n == notation);
    found
        .unwrap_or_else(|| panic!("{record}: no move {notation}"))
        .1
}

#[test]
fn senet_moves_attacks_bearing_off_and_pass() {
    assert_eq!(
        listed("senet;d2"),
        [
            ("8-10".to_string(), "Move the piece on 8 to 10".to_string()),
            (
                "11-13".to_string(),
                "Move the piece on 11 to 13".to_string()
            ),
        ]
    );
    // SEN-5: the attack swaps the two pieces.
    let attack = "senet:11b1w5w10:b2";
    assert_eq!(
        words_of(attack, "12-14"),
        "Move the piece on 12 to 14, attacking: the two pieces swap"
    );
    assert_eq!(
        words_of("senet:4w24b:b3", "30-off"),
        "Bear off the piece on 30"
    );
    assert_eq!(words_of("senet:www22b4:b1", "pass"), "Pass");
    let game = pos("senet;d2");
    let mv = moves(&game)
        .into_iter()
        .find(|m| m.notation() == "11-13")
        .unwrap();
    assert_eq!(played(&game, &mv), "Black: Move the piece on 11 to 13.");
}

#[test]
fn seesaw_moves_placements_captures_and_end() {
    let game = "seesaw;e1-e2,e9-e8";
    assert_eq!(words_of(game, "e2-e3"), "Move the stack on e2 to e3");
    assert_eq!(words_of(game, "+d1"), "Place a tile and a stack on d1");
    // Captures (SEE-5) and ending a chain (SEE-6), from seeded games.
    let (mut captures, mut ends) = (0, 0);
    for seed in 0..20 {
        for game in random_walk(&AnyGame::new("seesaw-4").unwrap(), seed, 1000) {
            for mv in &moves(&game) {
                let text = mv.notation();
                if let Some((from, to)) = text.split_once('x') {
                    let expected = format!("Move the stack on {from} to {to}, capturing");
                    assert_eq!(move_words(&game, mv), expected);
                    captures += 1;
                }
                if text == "end" {
                    assert_eq!(move_words(&game, mv), "End the turn");
                    ends += 1;
                }
            }
        }
    }
    assert!(captures > 0 && ends > 0, "{captures} {ends}");
}

#[test]
fn arces_stones_marbles_cages_and_captures() {
    assert_eq!(words_of("arces", "b1-b2"), "Move the stone on b1 to b2");
    assert_eq!(words_of("arces", "d1-c1"), "Move the marble on d1 to c1");
    // ARC-6: a lone stone onto a lone enemy stone cages it; from a Tower it captures.
    let cage = "arces:1nn(nN)1n1/7/7/3n3/3s3/7/1ss(sS)1s1:s:0";
    assert_eq!(
        words_of(cage, "d3-d4"),
        "Move the stone on d3 to d4, caging"
    );
    let capture = "arces:1nn(nN)1n1/7/7/3n3/3(ss)3/7/1ss(sS)3:s:0";
    assert_eq!(
        words_of(capture, "d3-d4"),
        "Move the top stone on d3 to d4, capturing"
    );
}

#[test]
fn arsisesi_routes_with_points_and_kicks() {
    assert_eq!(
        listed("arsisesi-a;d3"),
        [
            (
                "S-1".to_string(),
                "Move the token from South's Home to 1 for 1 point".to_string()
            ),
            (
                "S-1,1-2".to_string(),
                "Move the token from South's Home to 2 for 2 points".to_string()
            ),
            (
                "S-1,1-2,2-3".to_string(),
                "Move the token from South's Home to 3 for 3 points".to_string()
            ),
            ("end".to_string(), "End the turn".to_string()),
        ]
    );
    let kick = "arsisesi-a:s3/ns5/n4:s2";
    assert_eq!(
        words_of(kick, "2-1"),
        "Move the token from 2 to 1 for 1 point, kicking a token"
    );
    assert_eq!(
        words_of(kick, "2-3,3-4"),
        "Move the token from 2 to 4 for 2 points"
    );
    assert_eq!(
        words_of("arsisesi-b:s4/6s/n5:s1", "7-N"),
        "Move the token from 7 to North's Home for 1 point"
    );
    assert_eq!(
        words_of("arsisesi-c;d2", "S-c1,c1-c2"),
        "Move the token from South's Home to c2 for 2 points"
    );
}

#[test]
fn zanstrekt_entering_moving_exiting_ambushing_and_declining() {
    assert_eq!(words_of("zanstrekt;d3", "+"), "Enter a piece on i1");
    let ambush = "zanstrekt:n8/s8/9:s*a3:s0n0";
    assert_eq!(words_of(ambush, "a2xa3"), "Ambush from a2 on a3, capturing");
    assert_eq!(words_of(ambush, "throw"), "Decline the ambush and throw");
    assert_eq!(
        words_of("zanstrekt:9/9/8S:s1:s5n0", "i1-off"),
        "Exit the piece on i1"
    );
    // ZAN-6: landing on or jumping over an opponent's piece captures it.
    assert_eq!(
        words_of("zanstrekt:9/8n/8s:s2:s0n0", "i1-i3"),
        "Move the piece on i1 to i3, capturing"
    );
    assert_eq!(
        words_of("zanstrekt:9/9/8n:s3:s0n0", "+"),
        "Enter a piece on i1, capturing"
    );
}

#[test]
fn a_records_actions_are_named_one_by_one_for_the_move_list() {
    use crate::core::{Record, Token};
    let record = Record::<AnyGame>::parse("arsisesi-a;d3,S-1,1-2,2-3,d2,N-7").unwrap();
    let named: Vec<String> = record
        .tokens()
        .iter()
        .enumerate()
        .filter_map(|(i, token)| match *token {
            Token::Action(action) => Some(action_words(&record.position_at(i), action)),
            Token::Roll(_) => None,
        })
        .collect();
    assert_eq!(
        named,
        [
            "Move the token from South's Home to 1 for 1 point",
            "Move the token from 1 to 2 for 1 point",
            "Move the token from 2 to 3 for 1 point",
            "Move the token from North's Home to 7 for 1 point",
        ]
    );
    let game = pos("senet:11b1w5w10:b2");
    assert_eq!(
        action_words(&game, game.parse_action("12-14").unwrap()),
        "Move the piece on 12 to 14, attacking: the two pieces swap"
    );
}

#[test]
fn the_focused_cell_says_where_its_piece_can_go() {
    let game = pos("senet;d2");
    let all = moves(&game);
    let eleven = Some(spot(&game, "11"));
    assert_eq!(
        focus(&game, &all, spot(&game, "11"), eleven).unwrap(),
        "Square 11: Black piece. Selected. Can go to 13."
    );
    assert_eq!(
        focus(&game, &all, spot(&game, "13"), None).unwrap(),
        "Square 13: empty."
    );
    // Issue 37: the selected piece's target says so.
    assert_eq!(
        focus(&game, &all, spot(&game, "13"), eleven).unwrap(),
        "Square 13: empty. The piece on 11 can go here."
    );
    // Senet's attacks swap the pieces (SEN-5): called so, not captures.
    let game = pos("senet:11b1w5w10:b2");
    let all = moves(&game);
    let twelve = Some(spot(&game, "12"));
    assert_eq!(
        focus(&game, &all, spot(&game, "12"), None).unwrap(),
        "Square 12: Black piece. Can attack on 14."
    );
    assert_eq!(
        focus(&game, &all, spot(&game, "14"), twelve).unwrap(),
        "Square 14: White piece. The piece on 12 can attack here."
    );
    let game = pos("arsisesi-a:s3/ns5/n4:s2");
    let all = moves(&game);
    assert_eq!(
        focus(&game, &all, spot(&game, "2"), None).unwrap(),
        "Bridge rank 2: South token heading north. Can go to 3, 4. Can capture on 1, 2."
    );
    let game = pos("seesaw;e1-e2,e9-e8");
    let all = moves(&game);
    assert_eq!(
        focus(&game, &all, spot(&game, "d1"), None).unwrap(),
        "d1: empty. A new stack can go here."
    );
    let game = pos("zanstrekt;d3");
    let pool = game
        .places()
        .into_iter()
        .find(|p| p.name == "+")
        .unwrap()
        .spot;
    assert_eq!(
        focus(&game, &moves(&game), pool, None).unwrap(),
        "South's pool: 6 pieces. Can go to i1."
    );
}

/// Every move of seeded games of every id has words, and no two moves of a position share
/// them unless they share their spots too (the list must tell them apart).
#[test]
fn every_move_of_every_game_has_its_own_words() {
    for id in GAME_IDS {
        for game in random_walk(&AnyGame::new(id).unwrap(), 11, 300) {
            let all: Vec<Move> = moves(&game);
            let words: Vec<String> = all.iter().map(|m| move_words(&game, m)).collect();
            for (i, w) in words.iter().enumerate() {
                assert!(!w.is_empty() && !w.contains('{'), "{game}: {w}");
                for (j, other) in words.iter().enumerate().skip(i + 1) {
                    let same_spots = all[i].from == all[j].from && all[i].to == all[j].to;
                    assert!(w != other || same_spots, "{game}: {w} twice");
                }
            }
        }
    }
}

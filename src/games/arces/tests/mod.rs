//! Arcēs tests: conformance, perft, the view; scenarios per ruling in `rulings`, notation and
//! malformed input in `notation`.

mod notation;
mod rulings;

use super::view::{board_view, cell_at, spot};
use super::*;
use crate::core::{Game, Outcome, Seat, Spot, ToAct};
use crate::testkit::{check_perft_file, conformance};

/// A position from notation text, which must be valid.
pub(super) fn pos(text: &str) -> Arces {
    Arces::parse_start(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal actions as text, in list order.
pub(super) fn legal(game: &Arces) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions.iter().map(ToString::to_string).collect()
}

/// The legal moves of the piece on `from`, as text.
pub(super) fn legal_from(game: &Arces, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    legal(game)
        .into_iter()
        .filter(|a| a.starts_with(&prefix))
        .collect()
}

/// Plays `actions` (text) from `start`, each of which must be legal; returns the position text.
pub(super) fn after(start: &str, actions: &[&str]) -> String {
    let mut game = pos(start);
    for text in actions {
        let action = game
            .parse_action(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play(action)
            .unwrap_or_else(|e| panic!("{text} in {game}: {e}"));
    }
    game.to_string()
}

/// Whether `action` (text) is legal in `position` (text).
pub(super) fn is_legal(position: &str, action: &str) -> bool {
    let game = pos(position);
    game.parse_action(action).is_ok_and(|a| game.is_legal(a))
}

pub(super) fn win(winner: Seat) -> Option<Outcome> {
    Some(Outcome::Win { winner, points: 1 })
}

#[test]
fn conformance_two_players() {
    let report = conformance(&pos("arces"), 500, 1, 110);
    assert_eq!(report.games, 500);
    assert!(
        report.draws > 0 && report.draws < report.games,
        "{report:?}"
    );
}

#[test]
fn conformance_three_players() {
    let report = conformance(&pos("arces-3"), 500, 2, 110);
    assert_eq!(report.games, 500);
    assert!(
        report.draws > 0 && report.draws < report.games,
        "{report:?}"
    );
}

#[test]
fn conformance_four_players() {
    let report = conformance(&pos("arces-4"), 500, 3, 110);
    assert_eq!(report.games, 500);
    assert!(
        report.draws > 0 && report.draws < report.games,
        "{report:?}"
    );
}

#[test]
fn perft_two_players() {
    assert!(check_perft_file::<Arces>(include_str!("../../../../tests/perft/arces.txt")) >= 4);
}

#[test]
fn perft_three_players() {
    assert!(check_perft_file::<Arces>(include_str!("../../../../tests/perft/arces-3.txt")) >= 4);
}

#[test]
fn perft_four_players() {
    assert!(check_perft_file::<Arces>(include_str!("../../../../tests/perft/arces-4.txt")) >= 4);
}

#[test]
fn spots_number_the_cells_rank_by_rank() {
    let cell = |name: &str| {
        let game = pos("arces");
        match game.parse_action(&format!("{name}-a1")) {
            Ok(ArcesAction::Move { from, .. }) => from,
            other => panic!("{name}: {other:?}"),
        }
    };
    assert_eq!(spot(cell("a1")), Spot(0));
    assert_eq!(spot(cell("g1")), Spot(6));
    assert_eq!(spot(cell("a2")), Spot(7));
    assert_eq!(spot(GOLD), Spot(24));
    assert_eq!(spot(cell("g7")), Spot(48));
    assert_eq!(cell_at(Spot(24)), Some(GOLD));
    assert_eq!(cell_at(Spot(49)), None);
    let game = pos("arces");
    let action = game.parse_action("d1-e1").unwrap();
    let spots = game.action_spots(action);
    assert_eq!((spots.from, spots.to), (Some(Spot(3)), Some(Spot(4))));
    assert_eq!(game.action_spots(ArcesAction::Pass).from, None);
    assert_eq!(game.action_spots(ArcesAction::Pass).to, None);
}

#[test]
fn view_shows_pieces_gold_and_who_is_out() {
    // West passed earlier (out, stones inert); South's marble is on the Gold's neighbour c3.
    let game = pos("arces:w5(nN)/7/7/3(ns)3/2(sS)4/7/7:s:40");
    let view = board_view(&game);
    assert_eq!(view.seats, &[Seat::South, Seat::West, Seat::North]);
    assert_eq!(view.out, [false, true, false, false]);
    assert_eq!(view.turn, Seat::South);
    assert_eq!((view.turns_played, view.turns_left), (40, 60));
    let gold = view.cells[24];
    assert!(gold.gold);
    assert_eq!(gold.cell, GOLD);
    assert_eq!(gold.bottom, Some(Piece::Stone(Seat::North)));
    assert_eq!(gold.top, Some(Piece::Stone(Seat::South)));
    let command = view.cells[16]; // c3
    assert!(!command.gold);
    assert_eq!(command.bottom, Some(Piece::Stone(Seat::South)));
    assert_eq!(command.top, Some(Piece::Marble(Seat::South)));
    let unit = view.cells[42]; // a7
    assert_eq!(
        (unit.bottom, unit.top),
        (Some(Piece::Stone(Seat::West)), None)
    );
    assert_eq!((view.cells[0].bottom, view.cells[0].top), (None, None));
    assert_eq!(game.to_act(), ToAct::Player(Seat::South));
}

/// The board as plain piece lists, bottom first.
fn piece_lists(game: &Arces) -> Vec<Vec<Piece>> {
    board::Cell::all()
        .map(|cell| {
            let stack = game.stack(cell);
            stack.bottom().into_iter().chain(stack.top()).collect()
        })
        .collect()
}

/// A second, literal reading of ARC-4 … ARC-6 on piece lists: the moves of `me` and the board
/// each leads to.
fn plain_moves(cells: &[Vec<Piece>], me: Seat) -> Vec<(usize, usize, Vec<Vec<Piece>>)> {
    let mut out = Vec::new();
    for from in 0..cells.len() {
        let Some(&mover) = cells[from].last() else {
            continue;
        };
        let owner = match mover {
            Piece::Stone(s) | Piece::Marble(s) => s,
        };
        if owner != me {
            continue;
        }
        let from_tower = cells[from].len() == 2 && cells[from][0] == Piece::Stone(me);
        for to in 0..cells.len() {
            let (df, dr) = (
                (to % 7) as i32 - (from % 7) as i32,
                (to / 7) as i32 - (from / 7) as i32,
            );
            if to == from || df.abs() > 1 || dr.abs() > 1 {
                continue;
            }
            let target = &cells[to];
            let mut next = cells.to_vec();
            next[from].pop();
            let landing = match (mover, target.as_slice()) {
                (Piece::Marble(_), [Piece::Stone(s)]) if *s == me => Some(vec![target[0], mover]),
                (Piece::Marble(_), _) => None,
                (_, []) => Some(vec![mover]),
                (_, [Piece::Stone(s)]) if *s == me => Some(vec![target[0], mover]),
                (_, [_]) if from_tower => Some(vec![mover]),
                (_, [_]) => Some(vec![target[0], mover]),
                (_, [_, Piece::Marble(s)]) if *s != me => Some(vec![target[0], mover]),
                (_, [_, Piece::Stone(s)]) if *s != me && from_tower => Some(vec![target[0], mover]),
                _ => None,
            };
            if let Some(landing) = landing {
                next[to] = landing;
                out.push((from, to, next));
            }
        }
    }
    out
}

#[test]
fn move_generation_agrees_with_a_literal_reading_of_the_rules() {
    let mut rng = crate::core::Rng::with_seed(99);
    let mut checked = 0;
    for id in ["arces", "arces-3", "arces-4"] {
        for _ in 0..40 {
            let mut game = pos(id);
            while let ToAct::Player(me) = game.to_act() {
                let cells = piece_lists(&game);
                let expected = plain_moves(&cells, me);
                let mut actions = Vec::new();
                game.legal_actions(&mut actions);
                if expected.is_empty() {
                    assert_eq!(actions, [ArcesAction::Pass], "{game}");
                } else {
                    assert_eq!(actions.len(), expected.len(), "{game}");
                    for (action, (from, to, board)) in actions.iter().zip(&expected) {
                        let ArcesAction::Move { from: f, to: t } = *action else {
                            panic!("pass beside moves in {game}");
                        };
                        assert_eq!((f.index(), t.index()), (*from, *to), "{game}");
                        let mut next = game.clone();
                        next.apply_unchecked(*action);
                        assert_eq!(&piece_lists(&next), board, "{action} in {game}");
                        checked += 1;
                    }
                }
                game.apply_unchecked(actions[rng.usize(0..actions.len())]);
            }
        }
    }
    assert!(checked > 60_000, "{checked}");
}

#[test]
fn captures_are_exactly_the_moves_that_remove_a_piece() {
    // A second reading of ARC-6 for the capture ring: the board holds fewer pieces afterwards.
    let count = |game: &Arces| piece_lists(game).iter().map(Vec::len).sum::<usize>();
    let mut rng = crate::core::Rng::with_seed(7);
    let (mut captures, mut plain) = (0, 0);
    for id in ["arces", "arces-3", "arces-4"] {
        for _ in 0..30 {
            let mut game = pos(id);
            while let ToAct::Player(_) = game.to_act() {
                let mut actions = Vec::new();
                game.legal_actions(&mut actions);
                for &action in &actions {
                    let mut next = game.clone();
                    next.apply_unchecked(action);
                    // A pass takes the marble off too, but it is not a capture.
                    let removes = action != ArcesAction::Pass && count(&next) < count(&game);
                    assert_eq!(game.is_capture(action), removes, "{action} in {game}");
                    if removes {
                        captures += 1;
                    } else {
                        plain += 1;
                    }
                }
                game.apply_unchecked(actions[rng.usize(0..actions.len())]);
            }
        }
    }
    assert!(captures > 100 && plain > 1000, "{captures} {plain}");
}

#[test]
fn caging_is_not_a_capture_but_taking_a_marble_is() {
    // South's lone stone on b2, beside North's lone stone on c3 and North's marble on a3.
    let game = pos("arces:3n3/7/7/7/(nN)1n4/1s5/(sS)6:s:10");
    let is_capture = |text: &str| game.is_capture(game.parse_action(text).unwrap());
    assert!(!is_capture("b2-c3"), "a Cage keeps both stones");
    assert!(is_capture("b2-a3"), "the marble leaves the game");
    assert!(!is_capture("b2-b3"), "an empty cell");
    assert!(!game.is_capture(ArcesAction::Pass));
}

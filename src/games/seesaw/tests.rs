//! Seesaw tests: conformance, board data, perft, and (in submodules) one scenario per ruling plus
//! the listed special cases and malformed input. Speed is a benchmark, not a test:
//! `quintet bench seesaw-4 seesaw` (docs/performance.md, "Random playouts").

use super::board::{geometry, Cell, DIRECTIONS, SIDES};
use super::view;
use super::*;
use crate::core::{Game, Outcome, Seat, Spot, ToAct};

mod malformed;
mod scenarios;
mod turns;

/// Parses a position or game id, panicking with the error.
fn game(text: &str) -> Seesaw {
    Seesaw::parse_start(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal actions as text, in legal-list order.
fn legal(g: &Seesaw) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Plays actions given as text, each checked against the legal list.
fn play(g: &mut Seesaw, actions: &[&str]) {
    for text in actions {
        let action = g
            .parse_action(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        g.play(action)
            .unwrap_or_else(|e| panic!("{text} in {g}: {e}"));
    }
}

/// Builds a position text from the non-empty cells (`("e1", "Ss1")`) and the turn field, writing
/// every other cell as `.` and the `_` between a bare tile and a tile-less stack above it.
fn position(side: u8, cells: &[(&str, &str)], turn: &str) -> String {
    let geo = geometry(side);
    let content = |i: u8| {
        let name = geo.cell(i).to_string();
        cells
            .iter()
            .find(|(c, _)| *c == name)
            .map_or(".", |(_, v)| *v)
    };
    for (name, _) in cells {
        assert!(
            (0..geo.cells).any(|i| geo.cell(i).to_string() == *name),
            "{name} is not a cell of side {side}"
        );
    }
    let mut text = String::from("seesaw:");
    for i in 0..geo.cells {
        if i > 0 && geo.cell(i).number() == 1 {
            text.push('/');
        }
        let here = content(i);
        text.push_str(here);
        let next_same_column = i + 1 < geo.cells && geo.cell(i + 1).number() != 1;
        if matches!(here, "S" | "N") && next_same_column && content(i + 1).starts_with(['s', 'n']) {
            text.push('_');
        }
    }
    text.push(':');
    text.push_str(turn);
    text
}

#[test]
fn conformance_seesaw_5() {
    let report = crate::testkit::conformance(&game("seesaw"), 800, 5, 20_000);
    assert_eq!(report.games, 800);
}

#[test]
fn conformance_seesaw_4() {
    let report = crate::testkit::conformance(&game("seesaw-4"), 2000, 4, 20_000);
    assert_eq!(report.games, 2000);
}

#[test]
fn perft_seesaw_5() {
    let cases =
        crate::testkit::check_perft_file::<Seesaw>(include_str!("../../../tests/perft/seesaw.txt"));
    assert!(cases >= 4);
}

#[test]
fn perft_seesaw_4() {
    let cases = crate::testkit::check_perft_file::<Seesaw>(include_str!(
        "../../../tests/perft/seesaw-4.txt"
    ));
    assert!(cases >= 4);
}

/// SEE-1: cell counts, notation numbering, axial coordinates both ways.
#[test]
fn see_1_board_cells_and_coordinates() {
    assert_eq!(view::cell_count(5), 61);
    assert_eq!(view::cell_count(4), 37);
    for side in SIDES {
        let geo = geometry(side);
        let n = side as i8 - 1;
        let mut seen = 0;
        for q in -n..=n {
            for r in -n..=n {
                let on_board = (q + r).abs() <= n;
                assert_eq!(
                    view::spot_at(side, q, r).is_some(),
                    on_board,
                    "({q},{r}) side {side}"
                );
                if let Some(spot) = view::spot_at(side, q, r) {
                    assert_eq!(view::axial(side, spot), Some((q, r)));
                    let cell = view::cell_name(side, spot).unwrap();
                    assert_eq!(view::spot_of(side, cell), Some(spot));
                    seen += 1;
                }
            }
        }
        assert_eq!(seen, geo.cells);
        assert_eq!(view::axial(side, Spot(geo.cells.into())), None);
    }
    // Spots run column by column from the bottom: a1 is 0; e1/e9 (side 5), d1/d7 (side 4).
    let name = |side, spot| view::cell_name(side, Spot(spot)).unwrap().to_string();
    assert_eq!(name(5, 0), "a1");
    assert_eq!(name(5, 4), "a5");
    assert_eq!(name(5, 5), "b1");
    assert_eq!(name(5, 26), "e1");
    assert_eq!(name(5, 34), "e9");
    assert_eq!(name(5, 60), "i5");
    assert_eq!(name(4, 15), "d1");
    assert_eq!(name(4, 21), "d7");
    assert_eq!(view::axial(5, Spot(26)), Some((0, 4)));
    assert_eq!(view::axial(5, Spot(34)), Some((0, -4)));
    assert_eq!(view::axial(5, Spot(0)), Some((-4, 4)));
    assert_eq!(view::start_spot(5, Seat::South), Spot(26));
    assert_eq!(view::start_spot(5, Seat::North), Spot(34));
    assert_eq!(view::start_spot(4, Seat::South), Spot(15));
    assert_eq!(view::start_spot(4, Seat::North), Spot(21));
}

/// SEE-1: the named directions from the centre of the side-5 board, e5 = (0, 0).
#[test]
fn see_1_directions_from_the_centre() {
    let geo = geometry(5);
    let e5 = geo.index(Cell::new(4, 5).unwrap()).unwrap();
    let names: Vec<String> = (0..6)
        .map(|d| geo.cell(geo.neighbour(e5, d).unwrap()).to_string())
        .collect();
    // N, NE, NW (up), S, SE, SW (down).
    assert_eq!(names, ["e6", "f5", "d5", "e4", "f4", "d4"]);
    assert_eq!(DIRECTIONS[0], (0, -1));
}

/// The shift tables agree with the neighbour table for every cell of both boards.
#[test]
fn shift_tables_match_neighbours() {
    for side in SIDES {
        let geo = geometry(side);
        for i in 0..geo.cells {
            let mut all = 0u64;
            let mut up = 0u64;
            let mut down = 0u64;
            for (d, &(dq, dr)) in DIRECTIONS.iter().enumerate() {
                if let Some(to) = geo.neighbour(i, d) {
                    let (q, r) = geo.axial(i);
                    assert_eq!(geo.axial(to), (q + dq, r + dr));
                    all |= 1 << to;
                    if d < 3 {
                        up |= 1 << to;
                    } else {
                        down |= 1 << to;
                    }
                }
            }
            assert_eq!(
                geo.around.apply(1 << i),
                all,
                "side {side} cell {}",
                geo.cell(i)
            );
            assert_eq!(geo.up.apply(1 << i), up, "side {side} cell {}", geo.cell(i));
            assert_eq!(
                geo.down.apply(1 << i),
                down,
                "side {side} cell {}",
                geo.cell(i)
            );
        }
        assert_eq!(geo.around.apply(geo.board) & !geo.board, 0);
    }
}

/// Action spots: moves and captures from the stack to the target; placements only a target.
#[test]
fn action_spots_follow_the_spot_numbering() {
    let g = game("seesaw");
    let spots = |text: &str| g.action_spots(g.parse_action(text).unwrap());
    assert_eq!(spots("e1-e2").from, Some(Spot(26)));
    assert_eq!(spots("e1-e2").to, Some(Spot(27)));
    assert_eq!(spots("e1xf1").from, Some(Spot(26)));
    assert_eq!(spots("e1xf1").to, Some(Spot(35)));
    assert_eq!(spots("+d1").from, None);
    assert_eq!(spots("+d1").to, Some(Spot(18)));
    assert_eq!(spots("end"), crate::core::ActionSpots::default());
}

/// Only captures count as captures for the board's rings (SEE-7); the view's direction follows
/// SEE-3 (odd stacks forward: South up, North down; even stacks the other way).
#[test]
fn captures_and_directions_for_the_board() {
    let g = game(&position(5, &[("e1", "Ss9"), ("e9", "Nn1")], "s"));
    let capture = |text: &str| g.is_capture(g.parse_action(text).unwrap());
    assert!(g.is_legal(g.parse_action("e1xe9").unwrap()));
    assert!(capture("e1xe9"));
    assert!(!capture("e1-e2"));
    assert!(!capture("+d1"));
    assert!(!capture("end"));
    assert!(view::moves_up(Seat::South, 1));
    assert!(!view::moves_up(Seat::South, 2));
    assert!(!view::moves_up(Seat::North, 3));
    assert!(view::moves_up(Seat::North, 4));
}

/// The board view lists every cell with its coordinates, tile and stack.
#[test]
fn view_lists_cells_and_chain() {
    let g = game("seesaw-4");
    let v = g.view();
    assert_eq!(v.side, 4);
    assert_eq!(v.cells.len(), 37);
    assert_eq!(v.turn, Seat::South);
    assert_eq!(v.chain, None);
    let d1 = v.cells[15];
    assert_eq!(
        (d1.q, d1.r, d1.tile, d1.stack),
        (0, 3, Some(Seat::South), Some((Seat::South, 1)))
    );
    let d7 = v.cells[21];
    assert_eq!(
        (d7.q, d7.r, d7.tile, d7.stack),
        (0, -3, Some(Seat::North), Some((Seat::North, 1)))
    );
    assert!(v
        .cells
        .iter()
        .enumerate()
        .all(|(i, c)| c.spot == Spot(i as u16)));
    let mid = game(&position(
        5,
        &[("e1", "S"), ("e3", "s3"), ("e9", "Nn1")],
        "s@e3:1",
    ));
    assert_eq!(mid.view().chain, Some((Spot(28), 1)));
}

/// The game ids and the registry reach Seesaw.
#[test]
fn ids_and_registry() {
    use crate::games::AnyGame;
    assert_eq!(game("seesaw").id(), "seesaw");
    assert_eq!(game("seesaw-4").id(), "seesaw-4");
    let any = AnyGame::new("seesaw-4").unwrap();
    assert_eq!(
        any.to_string(),
        "seesaw:..../...../....../Ss1.....Nn1/....../...../....:s"
    );
    assert_eq!(any.id(), "seesaw-4");
    let parsed = AnyGame::parse_start(&game("seesaw").to_string()).unwrap();
    assert_eq!(parsed.id(), "seesaw");
    assert_eq!(game("seesaw").to_act(), ToAct::Player(Seat::South));
    assert_eq!(game("seesaw").outcome(), None::<Outcome>);
}

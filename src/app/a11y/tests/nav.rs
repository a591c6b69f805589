//! Keyboard geometry: every place reachable from every other in both orientations, the rows
//! holding every place once, and arrows that agree with the drawn board.

use super::*;
use crate::app::a11y::nav::{rows, step, Arrow};
use crate::core::Spot;
use crate::games::GAME_IDS;
use crate::render::{scene, Overlay};
use std::collections::BTreeSet;

fn ids() -> Vec<AnyGame> {
    let mut games: Vec<AnyGame> = GAME_IDS
        .iter()
        .map(|id| AnyGame::new(id).unwrap())
        .collect();
    // Another lane length (ARS-1 allows 5–10).
    games.push(pos("arsisesi-c:s5/5/5/5/5/5/n5:s"));
    games
}

/// Where each place is drawn: the centre of its click region on the board, turned when `flip`.
fn centers(game: &AnyGame, flip: bool) -> impl Fn(Spot) -> (f32, f32) {
    let overlay = Overlay {
        flip,
        ..Overlay::default()
    };
    let drawn = scene(game, &overlay);
    move |s| drawn.spot_center(s).unwrap()
}

#[test]
fn every_place_reaches_every_other_in_both_orientations() {
    for game in ids() {
        let places: BTreeSet<Spot> = game.places().iter().map(|p| p.spot).collect();
        for flip in [false, true] {
            for &start in &places {
                let mut seen = BTreeSet::from([start]);
                let mut todo = vec![start];
                while let Some(at) = todo.pop() {
                    for arrow in Arrow::ALL {
                        let to = step(&game, at, arrow, flip);
                        assert!(places.contains(&to), "{game}: {at:?} {arrow:?} -> {to:?}");
                        if seen.insert(to) {
                            todo.push(to);
                        }
                    }
                }
                assert_eq!(seen, places, "{game} flip {flip} from {start:?}");
            }
        }
    }
}

#[test]
fn rows_hold_every_place_once_top_to_bottom_as_drawn() {
    for game in ids() {
        let places: BTreeSet<Spot> = game.places().iter().map(|p| p.spot).collect();
        for flip in [false, true] {
            let rows = rows(&game, flip);
            let listed: Vec<Spot> = rows.iter().flatten().copied().collect();
            assert_eq!(listed.len(), places.len(), "{game}");
            assert_eq!(
                listed.iter().copied().collect::<BTreeSet<_>>(),
                places,
                "{game}"
            );
            // Drawn in that order: each row's places left to right, rows top to bottom (by the
            // scene's click regions; Senet's trays stand beside the board, last).
            let center = centers(&game, flip);
            for row in &rows {
                for pair in row.windows(2) {
                    assert!(
                        center(pair[0]).0 < center(pair[1]).0,
                        "{game} flip {flip}: {row:?}"
                    );
                }
            }
            let trays = crate::games::senet::view::OFF_SPOT;
            let senet = matches!(game, AnyGame::Senet(_));
            let board: Vec<&Vec<Spot>> = rows
                .iter()
                .filter(|r| !(senet && r[..] == [trays]))
                .collect();
            for pair in board.windows(2) {
                let y = |row: &Vec<Spot>| {
                    row.iter().map(|&s| center(s).1).sum::<f32>() / row.len() as f32
                };
                assert!(y(pair[0]) < y(pair[1]), "{game} flip {flip}: {pair:?}");
            }
        }
    }
}

/// On grid boards each arrow moves the focus that way on the drawn board, flipped or not; on
/// the tracks, Up and Down do.
#[test]
fn arrows_go_the_way_they_point_on_the_drawn_board() {
    for game in ids() {
        let track = matches!(game, AnyGame::Senet(_) | AnyGame::Zanstrekt(_));
        for flip in [false, true] {
            let center = centers(&game, flip);
            for place in game.places() {
                for arrow in Arrow::ALL {
                    let to = step(&game, place.spot, arrow, flip);
                    if to == place.spot || (track && matches!(arrow, Arrow::Left | Arrow::Right)) {
                        continue;
                    }
                    let ((x0, y0), (x1, y1)) = (center(place.spot), center(to));
                    let ok = match arrow {
                        Arrow::Up => y1 < y0,
                        Arrow::Down => y1 > y0,
                        Arrow::Left => x1 < x0,
                        Arrow::Right => x1 > x0,
                    };
                    assert!(ok, "{game} flip {flip}: {} {arrow:?} -> {to:?}", place.name);
                }
            }
        }
    }
}

fn walk(game: &AnyGame, from: &str, keys: &[Arrow], flip: bool) -> String {
    let mut at = spot(game, from);
    for &arrow in keys {
        at = step(game, at, arrow, flip);
    }
    game.places()
        .into_iter()
        .find(|p| p.spot == at)
        .unwrap()
        .name
}

#[test]
fn senet_follows_the_track_and_its_rows() {
    use Arrow::*;
    let game = pos("senet");
    assert_eq!(walk(&game, "10", &[Right], false), "11");
    assert_eq!(walk(&game, "11", &[Left], false), "10");
    assert_eq!(walk(&game, "30", &[Right], false), "off");
    assert_eq!(walk(&game, "off", &[Left], false), "30");
    assert_eq!(walk(&game, "1", &[Left, Up], false), "1");
    assert_eq!(walk(&game, "1", &[Down], false), "20");
    assert_eq!(walk(&game, "1", &[Down, Down], false), "21");
    // Turned, the rows swap and the track keeps its direction.
    assert_eq!(walk(&game, "1", &[Up], true), "20");
    assert_eq!(walk(&game, "10", &[Right], true), "11");
}

#[test]
fn zanstrekt_goes_round_the_lap_across_and_to_the_trays() {
    use Arrow::*;
    let game = pos("zanstrekt");
    for flip in [false, true] {
        // Counter-clockwise, as both seats' pieces run: i1 (South's Žan), i2, i3, h3 …
        assert_eq!(walk(&game, "i1", &[Right, Right, Right], flip), "h3");
        assert_eq!(walk(&game, "a1", &[Left], flip), "a2");
        assert_eq!(walk(&game, "i1", &[Right; 20], flip), "i1");
    }
    assert_eq!(walk(&game, "e1", &[Up], false), "e2");
    assert_eq!(walk(&game, "e1", &[Up, Up], false), "e3");
    assert_eq!(walk(&game, "b1", &[Up], false), "b3");
    assert_eq!(walk(&game, "e1", &[Down], true), "e2");
    let south_pool = walk(&game, "h1", &[Down], false);
    let south_out = walk(&game, "b1", &[Down], false);
    let kinds = |name: &str, from: &str, flip| {
        let at = step(&game, spot(&game, from), Down, flip);
        (name.to_string(), game.place(at).unwrap().kind)
    };
    use crate::core::Seat;
    use crate::games::places::PlaceKind;
    assert_eq!(
        kinds(&south_pool, "h1", false).1,
        PlaceKind::Pool(Seat::South)
    );
    assert_eq!(
        kinds(&south_out, "b1", false).1,
        PlaceKind::Exited(Seat::South)
    );
    // Turned, North's trays are at the bottom.
    assert_eq!(kinds("", "b3", true).1, PlaceKind::Pool(Seat::North));
}

#[test]
fn seesaw_rows_zigzag_and_come_back() {
    use Arrow::*;
    for id in ["seesaw", "seesaw-4"] {
        let game = pos(id);
        for place in game.places() {
            for flip in [false, true] {
                let right = step(&game, place.spot, Right, flip);
                let back = step(&game, right, Left, flip);
                // Where the zigzag row runs on, Left undoes Right.
                let row = rows(&game, flip)
                    .into_iter()
                    .find(|r| r.contains(&place.spot))
                    .unwrap();
                if row.contains(&right) && right != place.spot {
                    assert_eq!(back, place.spot, "{id} {}", place.name);
                }
            }
        }
        assert_eq!(walk(&game, "e1", &[Up, Up], false), "e3");
        assert_eq!(walk(&game, "e1", &[Down], true), "e2");
    }
}

#[test]
fn arces_and_arsisesi_ranks_files_lanes_and_homes() {
    use Arrow::*;
    let game = pos("arces");
    assert_eq!(walk(&game, "d1", &[Up, Right], false), "e2");
    assert_eq!(walk(&game, "d1", &[Up, Right], true), "c1");
    let game = pos("arsisesi-a");
    assert_eq!(walk(&game, "1", &[Down], false), "S");
    assert_eq!(walk(&game, "S", &[Up, Up], false), "2");
    assert_eq!(walk(&game, "7", &[Up], false), "N");
    assert_eq!(walk(&game, "7", &[Down], true), "N");
    let game = pos("arsisesi-c");
    assert_eq!(walk(&game, "S", &[Up, Left, Left, Left], false), "a1");
    assert_eq!(walk(&game, "a1", &[Down], false), "S");
    assert_eq!(walk(&game, "N", &[Down, Right], false), "d7");
    assert_eq!(walk(&game, "N", &[Up, Right], true), "b7");
}

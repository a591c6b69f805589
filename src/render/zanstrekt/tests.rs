use super::*;
use crate::core::{sample_roll, Game, Rng, Spot, ToAct};
use crate::games::zanstrekt::view::{self, cell_spot, EXITED_SPOT, POOL_SPOT};
use crate::render::scene::{HitArea, Shape};

fn overlays() -> Vec<Overlay> {
    let mut out = Vec::new();
    for portrait in [false, true] {
        for flip in [false, true] {
            out.push(Overlay {
                portrait,
                flip,
                ..Overlay::default()
            });
        }
    }
    out
}

/// Positions from seeded random games, every few plies.
fn positions() -> Vec<Zanstrekt> {
    let mut rng = Rng::with_seed(7);
    let mut out = Vec::new();
    for _ in 0..6 {
        let mut game = Zanstrekt::new();
        for ply in 0..900 {
            match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let mut rolls = Vec::new();
                    game.rolls(&mut rolls);
                    game.apply_roll_unchecked(sample_roll(&rolls, &mut rng));
                }
                ToAct::Player(_) => {
                    let mut legal = Vec::new();
                    game.legal_actions(&mut legal);
                    game.apply_unchecked(legal[rng.usize(0..legal.len())]);
                }
            }
            if ply % 23 == 0 {
                out.push(game.clone());
            }
        }
    }
    out
}

fn text_of(scene: &Scene) -> Vec<String> {
    scene
        .items
        .iter()
        .filter_map(|(shape, _)| match shape {
            Shape::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_action_spot_can_be_clicked_where_it_is_drawn() {
    let games = positions();
    assert!(games.len() > 100);
    for overlay in overlays() {
        for game in &games {
            let scene = scene(game, &overlay);
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            for action in legal {
                let spots = game.action_spots(action);
                for spot in spots.from.into_iter().chain(spots.to) {
                    let (x, y) = scene
                        .spot_center(spot)
                        .unwrap_or_else(|| panic!("{game}: {action} has no {spot:?}"));
                    assert_eq!(scene.spot_at(x, y), Some(spot), "{game}: {action}");
                }
            }
        }
    }
}

#[test]
fn hit_regions_are_the_used_cells_and_the_trays_and_match_the_drawing() {
    for overlay in overlays() {
        let scene = scene(&Zanstrekt::new(), &overlay);
        let geo = Geometry::new(&overlay);
        let mut expected: Vec<Spot> = view::cells().map(cell_spot).collect();
        expected.extend(POOL_SPOT);
        expected.extend(EXITED_SPOT);
        let mut got: Vec<Spot> = scene.hits.iter().map(|(s, _)| *s).collect();
        got.sort();
        expected.sort();
        assert_eq!(got, expected);
        for cell in view::cells() {
            let b = geo.square(cell);
            let hit = scene
                .hits
                .iter()
                .find(|(s, _)| *s == cell_spot(cell))
                .map(|(_, a)| a.clone());
            assert_eq!(hit, Some(HitArea::Rect(b.x, b.y, b.w, b.h)), "{cell}");
        }
        // The unused middle cells answer nothing: clicking them is clicking the inlay.
        for name in ["b2", "c2", "d2", "f2", "g2", "h2"] {
            let (x, y) = geo.center(Cell::named(name));
            assert_eq!(scene.spot_at(x, y), None, "{name}");
        }
        for (x, y) in scene.hits.iter().map(|(_, a)| a.center()) {
            assert!(x > 0.0 && y > 0.0 && x < scene.width && y < scene.height);
        }
    }
}

#[test]
fn the_parts_of_the_picture_do_not_overlap_and_fit_the_scene() {
    for overlay in overlays() {
        let geo = Geometry::new(&overlay);
        let mut parts = vec![
            geo.board,
            geo.pool[0],
            geo.pool[1],
            geo.exited[0],
            geo.exited[1],
            geo.die,
            geo.legend,
        ];
        parts.extend(geo.lap);
        assert_eq!(geo.lap.is_none(), overlay.portrait);
        for (i, a) in parts.iter().enumerate() {
            assert!(a.x >= 0.0 && a.y >= 0.0 && a.w > 0.0 && a.h > 0.0, "{a:?}");
            assert!(a.right() <= geo.width && a.bottom() <= geo.height, "{a:?}");
            for b in &parts[i + 1..] {
                let apart =
                    a.right() <= b.x || b.right() <= a.x || a.bottom() <= b.y || b.bottom() <= a.y;
                assert!(apart, "{a:?} overlaps {b:?} ({overlay:?})");
            }
        }
        // Roughly 700–900 units across when wide; narrow enough for phones when tall.
        if overlay.portrait {
            assert!(geo.width < 560.0 && geo.height > geo.width);
        } else {
            assert!((700.0..=900.0).contains(&geo.width) && geo.width > geo.height);
        }
    }
}

#[test]
fn the_near_seat_sits_at_the_bottom_and_flip_turns_the_board() {
    let plain = Geometry::new(&Overlay::default());
    let flipped = Geometry::new(&Overlay {
        flip: true,
        ..Overlay::default()
    });
    let (i1, a3) = (Cell::named("i1"), Cell::named("a3"));
    // South's Žan bottom right, North's top left; turned round, the other way about.
    let (sx, sy) = plain.center(i1);
    let (nx, ny) = plain.center(a3);
    assert!(sx > nx && sy > ny);
    assert_eq!(flipped.center(i1), (nx, ny));
    assert_eq!(flipped.center(a3), (sx, sy));
    assert!(plain.pool[0].y > plain.board.bottom() && plain.pool[1].bottom() < plain.board.y);
    assert!(flipped.pool[1].y > flipped.board.bottom());
    // Portrait: files run down, ranks across; South's Žan still near South's trays.
    let tall = Geometry::new(&Overlay {
        portrait: true,
        ..Overlay::default()
    });
    let (px, py) = tall.center(i1);
    let (qx, qy) = tall.center(a3);
    assert!(py > qy && px < qx);
    assert!(tall.pool[0].y > tall.pool[1].y);
}

#[test]
fn every_overlay_field_changes_the_picture() {
    let game = Zanstrekt::parse_start("zanstrekt:n1s6/s8/4s4:s2:s0n0").unwrap();
    let base = scene(&game, &Overlay::default());
    let spot = cell_spot(Cell::named("e1"));
    let changed = |overlay: Overlay| scene(&game, &overlay) != base;
    assert!(changed(Overlay {
        selected: Some(spot),
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        targets: vec![spot],
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        captures: vec![EXITED_SPOT[0]],
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        movable: vec![POOL_SPOT[0]],
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        last: vec![spot],
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        marks: vec![spot],
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        cursor: Some(POOL_SPOT[1]),
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        flip: true,
        ..Overlay::default()
    }));
    assert!(changed(Overlay {
        portrait: true,
        ..Overlay::default()
    }));
    let named = scene(
        &game,
        &Overlay {
            coords: true,
            ..Overlay::default()
        },
    );
    assert!(text_of(&named).contains(&"e2".to_string()));
    assert!(!text_of(&base).contains(&"e2".to_string()));
    let thrown = scene(
        &game,
        &Overlay {
            roll: Some((0, 3)),
            ..Overlay::default()
        },
    );
    assert!(text_of(&thrown).contains(&"0: nothing moves".to_string()));
}

#[test]
fn the_legend_names_the_squares_and_the_title_counts_the_pieces() {
    let game = Zanstrekt::parse_start("zanstrekt:n1s6/s8/4s4:s2:s0n1").unwrap();
    for overlay in overlays() {
        let scene = scene(&game, &overlay);
        let words = text_of(&scene);
        for name in [
            "Žan",
            "Oþent",
            "Fetneš",
            "Geþreln",
            "Laps run anticlockwise",
        ] {
            let name = if name.starts_with("Laps") && overlay.portrait {
                "Laps"
            } else {
                name
            };
            assert!(words.contains(&name.to_string()), "{name}");
        }
        assert!(words.contains(&"South's pool".to_string()));
        let exited = if overlay.portrait { "1/6" } else { "1 of 6" };
        assert!(words.contains(&exited.to_string()), "{words:?}");
    }
    let title = title(&game);
    assert!(
        title.contains("South (blue, round) 3 on the board, 3 in the pool, 0 exited"),
        "{title}"
    );
    assert!(
        title.contains("North (orange, square) 1 on the board, 4 in the pool, 1 exited"),
        "{title}"
    );
}

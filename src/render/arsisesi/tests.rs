use super::geometry::Geometry;
use super::*;
use crate::core::Game;
use crate::games::arsisesi::GameType;

fn pos(text: &str) -> Arsisesi {
    Arsisesi::parse_start(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn texts(scene: &Scene) -> Vec<String> {
    scene
        .items
        .iter()
        .filter_map(|(shape, _)| match shape {
            Shape::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// Every spot moves use answers at the centre of its region, for every type, the lane lengths
/// 5, 7 and 10, and both ways up; nothing else answers.
#[test]
fn every_spot_in_play_has_a_region_whose_centre_maps_back() {
    for kind in GameType::ALL {
        for len in [5, 7, 10] {
            for (flip, portrait) in [(false, false), (true, false), (false, true), (true, true)] {
                let game = Arsisesi::new(kind, len);
                let overlay = Overlay {
                    flip,
                    portrait,
                    ..Overlay::default()
                };
                let scene = scene(&game, &overlay);
                let mut expected = vec![SOUTH_HOME, NORTH_HOME];
                expected.extend(view::spaces(&game).map(|(place, _)| view::spot(place)));
                for &spot in &expected {
                    let (x, y) = scene
                        .spot_center(spot)
                        .unwrap_or_else(|| panic!("{kind:?} {len} {flip}: {spot:?} has no region"));
                    assert_eq!(scene.spot_at(x, y), Some(spot), "{kind:?} {len} {flip}");
                    assert!(view::place_of(&game, spot).is_some());
                }
                assert_eq!(
                    scene.hits.len(),
                    expected.len(),
                    "{kind:?} {len}: no extra regions"
                );
                for (_, area) in &scene.hits {
                    let (x, y) = area.center();
                    assert!(x > 0.0 && y > 0.0 && x < scene.width && y < scene.height);
                }
            }
        }
    }
}

#[test]
fn south_sits_at_the_bottom_until_the_board_is_turned() {
    let game = Arsisesi::new(GameType::A, 7);
    let plain = scene(&game, &Overlay::default());
    let (_, south_y) = plain.spot_center(SOUTH_HOME).unwrap();
    let (_, north_y) = plain.spot_center(NORTH_HOME).unwrap();
    let (_, rank1) = plain.spot_center(Spot(21)).unwrap();
    let (_, rank7) = plain.spot_center(Spot(27)).unwrap();
    assert!(north_y < rank7 && rank7 < rank1 && rank1 < south_y);
    let flipped = scene(
        &game,
        &Overlay {
            flip: true,
            ..Overlay::default()
        },
    );
    assert!(
        flipped.spot_center(SOUTH_HOME).unwrap().1 < flipped.spot_center(NORTH_HOME).unwrap().1
    );
    // Type C lanes run a–e left to right (turned: right to left).
    let wide = Arsisesi::new(GameType::C, 7);
    let a1 = scene(&wide, &Overlay::default())
        .spot_center(Spot(1))
        .unwrap();
    let e1 = scene(&wide, &Overlay::default())
        .spot_center(Spot(41))
        .unwrap();
    assert!(a1.0 < e1.0 && a1.1 == e1.1);
}

#[test]
fn tokens_point_where_they_travel() {
    let geo = Geometry::new(7, false, false);
    assert_eq!(geo.heading(Seat::South, false), -1.0);
    assert_eq!(geo.heading(Seat::South, true), 1.0);
    assert_eq!(geo.heading(Seat::North, false), 1.0);
    assert_eq!(geo.heading(Seat::North, true), -1.0);
    let turned = Geometry::new(7, true, false);
    assert_eq!(turned.heading(Seat::South, false), 1.0);
}

#[test]
fn die_points_counts_and_title_are_written() {
    let game = pos("arsisesi-a:s2N2/sS1nN2/n1S1:s3");
    let overlay = Overlay {
        roll: Some((5, 0)),
        ..Overlay::default()
    };
    let picture = scene(&game, &overlay);
    let words = texts(&picture);
    for expected in ["3 points", "2 waiting", "2 returning", "1 returning"] {
        assert!(words.iter().any(|t| t == expected), "{expected}: {words:?}");
    }
    let title = title(&game);
    assert!(title.contains("Type A") && title.contains("arsisesi-a:"));
    let one = scene_words("arsisesi-b:s4/s6/n5:s1");
    assert!(one.iter().any(|t| t == "1 point"), "{one:?}");
    let roll_due = scene_words("arsisesi-c:s5/7/7/7/7/7/n5:s");
    assert!(roll_due.iter().any(|t| t == "to roll"), "{roll_due:?}");
    // The cleared boxes' big numbers: South has cleared one token here, North none.
    let counts: Vec<String> = scene(&pos("arsisesi-a:s3/ns5/n4:s1"), &Overlay::default())
        .items
        .iter()
        .filter_map(|(shape, _)| match shape {
            Shape::Text { text, size, .. } if *size > 20.0 => Some(text.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(counts, ["1", "0"], "South's box is drawn first");
}

fn scene_words(text: &str) -> Vec<String> {
    texts(&scene(&pos(text), &Overlay::default()))
}

#[test]
fn coordinates_name_every_space() {
    let overlay = Overlay {
        coords: true,
        ..Overlay::default()
    };
    let bridge = texts(&scene(&Arsisesi::new(GameType::B, 5), &overlay));
    assert!(["1", "5"]
        .iter()
        .all(|n| bridge.iter().filter(|t| t == n).count() >= 2));
    let wide = texts(&scene(&Arsisesi::new(GameType::C, 7), &overlay));
    for name in ["a1", "c3", "e7"] {
        assert!(wide.iter().any(|t| t == name), "{name}");
    }
    assert!(wide.iter().any(|t| t.contains("HOME (S)")));
}

#[test]
fn marks_draw_something_for_every_overlay_field() {
    let game = pos("arsisesi-a:s2N2/sS1nN2/n1S1:s3");
    let plain = scene(&game, &Overlay::default()).items.len();
    let overlays = [
        Overlay {
            selected: Some(Spot(22)),
            ..Overlay::default()
        },
        Overlay {
            targets: vec![SOUTH_HOME],
            ..Overlay::default()
        },
        Overlay {
            captures: vec![Spot(25)],
            ..Overlay::default()
        },
        Overlay {
            movable: vec![NORTH_HOME],
            ..Overlay::default()
        },
        Overlay {
            last: vec![Spot(21), NORTH_HOME],
            ..Overlay::default()
        },
        Overlay {
            marks: vec![Spot(23)],
            ..Overlay::default()
        },
        Overlay {
            cursor: Some(SOUTH_HOME),
            ..Overlay::default()
        },
    ];
    for overlay in overlays {
        assert!(scene(&game, &overlay).items.len() > plain, "{overlay:?}");
    }
}

/// On a phone the die lies by the near Home (the player's own, at the bottom), so that both are
/// on a 640 px screen together; it lay across the top, 600 px away (issue 37). Either way up, and
/// for every lane length, the die's strip starts within a gap of that Home's foot.
#[test]
fn in_the_tall_layout_the_die_lies_by_the_near_home() {
    use crate::core::Seat;
    for len in [5, 7, 10] {
        for (flip, near) in [(false, Seat::South), (true, Seat::North)] {
            let geo = Geometry::new(len, flip, true);
            let home = geo.home(near);
            let die = geo.die_zone();
            let below = die.y - (home.y + home.h);
            assert!((0.0..=12.0).contains(&below), "{len} {flip}: {below}");
            let (_, h) = geo.size();
            assert!(die.y + die.h <= h, "{len} {flip}: the die on the card");
        }
    }
}

/// Issue 37: "HAUS NORD · 1 warten". One token waiting is said in the singular, in every language
/// whose verb or adjective agrees with it, on the board and to a screen reader.
#[test]
#[cfg(not(target_arch = "wasm32"))]
fn one_waiting_token_is_singular() {
    use crate::i18n::use_for_test;
    let waiting = |n: i64, back: i64| {
        let home = tr(
            "render-arsisesi-home-waiting",
            &[("home", "H".into()), ("waiting", n.into())],
        );
        let alone = tr("render-arsisesi-waiting", &[("waiting", n.into())]);
        let said = tr(
            "a11y-waiting",
            &[
                ("n", n.into()),
                ("back", back.into()),
                ("other", "X".into()),
            ],
        );
        [home, alone, said]
    };
    use_for_test("de");
    let (one, two) = (waiting(1, 1), waiting(2, 2));
    use_for_test("fr");
    let (un, deux) = (waiting(1, 1), waiting(2, 2));
    use_for_test("en");
    assert_eq!(one[0], "H · 1 wartet");
    assert_eq!(one[1], "1 wartet");
    assert_eq!(
        one[2],
        "1 wartet auf den Aufbruch, 1 Spielstein von X wartet auf den Rückweg"
    );
    assert_eq!(two[0], "H · 2 warten");
    assert!(two[2].starts_with("2 warten") && two[2].ends_with("X warten auf den Rückweg"));
    assert_eq!(un[2], "1 prêt à partir, 1 jeton de X prêt à repartir");
    assert_eq!(deux[2], "2 prêts à partir, 2 jetons de X prêts à repartir");
}

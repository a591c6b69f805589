use super::*;
use crate::core::Game;
use crate::core::Spot;

fn game(text: &str) -> Seesaw {
    let record = crate::core::Record::<Seesaw>::parse(text).unwrap_or_else(|e| panic!("{e}"));
    record.position().clone()
}

#[test]
fn every_cell_answers_clicks_at_its_centre() {
    for id in ["seesaw", "seesaw-4"] {
        for flip in [false, true] {
            let g = game(id);
            let overlay = Overlay {
                flip,
                ..Overlay::default()
            };
            let scene = scene(&g, &overlay);
            let cells = view::cell_count(g.side());
            assert_eq!(scene.hits.len(), usize::from(cells));
            for i in 0..cells {
                let (x, y) = scene.spot_center(Spot(i)).unwrap();
                assert_eq!(scene.spot_at(x, y), Some(Spot(i)), "{id} flip {flip}");
            }
            assert_eq!(
                scene.spot_at(2.0, 2.0),
                None,
                "the plate's corner is no cell"
            );
        }
    }
}

#[test]
fn south_starts_at_the_bottom_corner_unless_flipped() {
    let g = game("seesaw");
    let south = view::start_spot(5, Seat::South);
    let lowest = |scene: &Scene| {
        scene
            .hits
            .iter()
            .max_by(|a, b| a.1.center().1.total_cmp(&b.1.center().1))
            .map(|(spot, _)| *spot)
    };
    assert_eq!(lowest(&scene(&g, &Overlay::default())), Some(south));
    let flipped = Overlay {
        flip: true,
        ..Overlay::default()
    };
    assert_eq!(
        lowest(&scene(&g, &flipped)),
        Some(view::start_spot(5, Seat::North))
    );
}

#[test]
fn the_status_line_follows_the_turn() {
    let g = game("seesaw-4");
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(status_line(&g, &g.view(), &legal), "South to move or place");
    // South captured onto e4 with one step left and nothing more to capture (SEE-6).
    let mid = game("seesaw:s1.../...Nn1./SSs1..NN/SSs1S.N.N/.SSs1Ns2NN/.SSNN/..S.:s@e4:1");
    let mut legal = Vec::new();
    mid.legal_actions(&mut legal);
    let line = status_line(&mid, &mid.view(), &legal);
    assert_eq!(
        line,
        "South's stack on e4: 1 step left · move or end the turn"
    );
    let title = title(&mid);
    assert!(title.contains(&line), "{title}");
}

#[test]
fn marks_and_labels_are_drawn() {
    let g = game("seesaw");
    let plain = scene(&g, &Overlay::default());
    let texts = |scene: &Scene| -> Vec<String> {
        scene
            .items
            .iter()
            .filter_map(|(shape, _)| match shape {
                Shape::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect()
    };
    assert!(!texts(&plain).contains(&"e1".to_string()));
    let coords = scene(
        &g,
        &Overlay {
            coords: true,
            ..Overlay::default()
        },
    );
    for name in ["a1", "e1", "e9", "i5"] {
        assert!(texts(&coords).contains(&name.to_string()), "{name}");
    }
    let marked = scene(
        &g,
        &Overlay {
            selected: Some(Spot(26)),
            targets: vec![Spot(27)],
            captures: vec![Spot(34)],
            movable: vec![Spot(26)],
            placements: vec![Spot(18), Spot(35)],
            last: vec![Spot(26)],
            marks: vec![Spot(0)],
            cursor: Some(Spot(1)),
            ..Overlay::default()
        },
    );
    assert!(marked.items.len() > plain.items.len() + 8);
}

/// Every cell can be named off the board without coordinates drawn in it: its column's letter
/// beside the column's first cell, its number beside its row's first cell, each on its side of
/// the board, whichever way the board is turned (issue 49).
#[test]
fn rows_and_columns_are_labelled_on_the_frame() {
    for id in ["seesaw", "seesaw-4"] {
        let g = game(id);
        let side = g.side();
        for flip in [false, true] {
            let overlay = Overlay {
                flip,
                ..Overlay::default()
            };
            let drawn = scene(&g, &overlay);
            let label = |text: &str| {
                drawn.items.iter().find_map(|(shape, _)| match shape {
                    Shape::Text { text: t, x, y, .. } if t == text => Some((*x, *y)),
                    _ => None,
                })
            };
            let centre = |name: &str| {
                let cell = g.parse_place(name).unwrap();
                drawn.spot_center(cell).unwrap()
            };
            let near = |(x, y): (f32, f32), (cx, cy): (f32, f32)| {
                ((x - cx).powi(2) + (y - cy).powi(2)).sqrt() < S * 1.6
            };
            for column in 0..2 * side - 1 {
                let letter = char::from(b'a' + column).to_string();
                let at = label(&letter).unwrap_or_else(|| panic!("{id}: no {letter}"));
                assert!(near(at, centre(&format!("{letter}1"))), "{id} {letter}");
            }
            for number in 1..2 * side {
                // A row's first cell: column a's, or the top of the first column that long.
                let first = if number <= side {
                    format!("a{number}")
                } else {
                    format!("{}{number}", char::from(b'a' + number - side))
                };
                let at = label(&number.to_string()).unwrap_or_else(|| panic!("{id}: no {number}"));
                assert!(near(at, centre(&first)), "{id} flip {flip}: row {number}");
            }
        }
    }
}

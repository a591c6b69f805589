use super::super::{scene, svg, Diagram, Overlay};
use super::color;
use crate::core::{Hue, Record, Spot};
use crate::games::{AnyGame, GAME_IDS};

/// Every place a note can name on `game`'s board.
fn places(game: &AnyGame) -> Vec<Spot> {
    game.note_places().into_iter().map(|p| p.spot).collect()
}

#[test]
fn every_geometry_draws_every_mark_under_the_pieces_and_arrows_over_everything() {
    for id in GAME_IDS {
        let game = AnyGame::new(id).unwrap();
        let spots = places(&game);
        for (flip, portrait) in [(false, false), (true, false), (false, true)] {
            let mut overlay = Overlay {
                flip,
                portrait,
                ..Overlay::default()
            };
            for (i, &spot) in spots.iter().enumerate() {
                overlay.painted.push((spot, Hue::ALL[i % 4]));
            }
            let (first, last) = (spots[0], spots[spots.len() - 1]);
            overlay.arrows.push((Hue::Yellow, first, last));
            overlay.arrows.push((Hue::Red, last, spots[1]));
            let plain = scene(
                &game,
                &Overlay {
                    flip,
                    portrait,
                    ..Overlay::default()
                },
            );
            let drawn = scene(&game, &overlay);
            let marks: Vec<(Spot, Hue)> = drawn
                .annotations
                .iter()
                .filter(|(_, _, to)| to.is_none())
                .map(|&(hue, spot, _)| (spot, hue))
                .collect();
            let mut wanted = overlay.painted.clone();
            wanted.sort();
            let mut got = marks.clone();
            got.sort();
            assert_eq!(got, wanted, "{id}: every place is marked once");
            let arrows: Vec<_> = drawn.annotations.iter().filter(|a| a.2.is_some()).collect();
            assert_eq!(
                arrows,
                [
                    &(Hue::Yellow, first, Some(last)),
                    &(Hue::Red, last, Some(spots[1]))
                ]
            );
            // Arrows come last, over everything.
            let added = drawn.items.len() - plain.items.len();
            assert!(added > spots.len() * 4, "{id}: {added}");
            let tail = &drawn.items[drawn.items.len() - 8..];
            let yellow = color(Hue::Yellow).alpha(0.88);
            let red = color(Hue::Red).alpha(0.88);
            let fills: Vec<_> = tail.iter().filter_map(|(_, s)| s.fill.clone()).collect();
            assert!(fills.contains(&crate::render::Paint::Solid(yellow)), "{id}");
            assert!(fills.contains(&crate::render::Paint::Solid(red)), "{id}");
            // Marks under the pieces: the scene's pieces begin after their marks.
            for &(spot, start, _) in &drawn.pieces {
                let Some(mark_at) = drawn.items.iter().position(|(_, s)| {
                    overlay.painted.iter().any(|(p, h)| {
                        *p == spot
                            && s.fill == Some(crate::render::Paint::Solid(color(*h).alpha(0.3)))
                    })
                }) else {
                    continue;
                };
                assert!(
                    mark_at < start,
                    "{id}: the mark of {spot:?} is over its piece"
                );
            }
        }
    }
}

#[test]
fn a_diagram_of_a_walkthrough_step_holds_its_arrows_in_the_svg() {
    let record = Record::<AnyGame>::parse(
        "senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11>13,Y8>10] Two squares.}",
    )
    .unwrap();
    let diagram = Diagram {
        note: record.note(2).cloned(),
        ..Diagram::default()
    };
    let picture = diagram.scene(record.position());
    assert_eq!(
        picture.annotations,
        [
            (Hue::Green, Spot(13), None),
            (Hue::Green, Spot(11), Some(Spot(13))),
            (Hue::Yellow, Spot(8), Some(Spot(10))),
        ]
    );
    let text = diagram.svg(record.position());
    assert_eq!(text, format!("{}\n", svg::to_svg(&picture)));
    for hue in [Hue::Green, Hue::Yellow] {
        assert!(text.contains(&color(hue).css()), "{hue:?}");
    }
    // No caption in the picture: the page around it says it.
    assert!(!text.contains("Two squares"));
    // The start's note has no marks or arrows: the same picture as no note at all.
    let start = Diagram {
        note: record.note(0).cloned(),
        ..Diagram::default()
    };
    assert_eq!(
        start.svg(record.start()),
        Diagram::default().svg(record.start())
    );
}

#[test]
fn an_arrow_to_a_place_the_picture_lacks_is_left_out() {
    let game = AnyGame::new("senet").unwrap();
    let overlay = Overlay {
        arrows: vec![(Hue::Blue, Spot(1), Spot(99))],
        ..Overlay::default()
    };
    let drawn = scene(&game, &overlay);
    assert!(drawn.annotations.is_empty());
    assert_eq!(
        drawn.items.len(),
        scene(&game, &Overlay::default()).items.len()
    );
}

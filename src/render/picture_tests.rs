//! What a static picture must say without the page around it (issue 37): whose turn it is and
//! the throw to use, in every game; and highlighted cells that no seat's piece or special square
//! can be taken for.

use super::scene::{Paint, Shape};
use super::{scene, theme, Overlay};
use crate::app::embed::spot_named;
use crate::core::Record;
use crate::games::{AnyGame, GAME_IDS};

fn game(text: &str) -> AnyGame {
    Record::<AnyGame>::parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .position()
        .clone()
}

/// What a scene draws, its description aside.
fn drawn(game: &AnyGame) -> Vec<(Shape, super::scene::Style)> {
    scene(game, &Overlay::default()).items
}

#[test]
fn every_picture_says_whose_turn_it_is_and_the_throw() {
    // Pairs of positions that differ in the seat to act, then in the pending throw alone.
    let pairs = [
        ("senet:wbwbwbwbw1b19:w3", "senet:wbwbwbwbw1b19:b3"),
        ("senet:wbwbwbwbw1b19:w", "senet:wbwbwbwbw1b19:b"),
        ("senet:wbwbwbwbw1b19:w3", "senet:wbwbwbwbw1b19:w4"),
        ("zanstrekt:2n6/9/8s:s3:s0n2", "zanstrekt:2n6/9/8s:n3:s0n2"),
        ("zanstrekt:9/9/9:s:s0n0", "zanstrekt:9/9/9:n:s0n0"),
        ("zanstrekt:2n6/9/8s:s3:s0n2", "zanstrekt:2n6/9/8s:s4:s0n2"),
        (
            "seesaw:..../...../....../Ss1Ss3....Nn1/....../...../....:s",
            "seesaw:..../...../....../Ss1Ss3....Nn1/....../...../....:n",
        ),
        (
            "arces:2n(nN)nn1/7/7/7/3(sn)3/7/2s(sS)ss1:s:12",
            "arces:2n(nN)nn1/7/7/7/3(sn)3/7/2s(sS)ss1:n:12",
        ),
        ("arsisesi-b:s4/1s1n3/n4:s3", "arsisesi-b:s4/1s1n3/n4:n3"),
        ("arsisesi-b:s4/1s1n3/n4:s3", "arsisesi-b:s4/1s1n3/n4:s4"),
    ];
    for (a, b) in pairs {
        assert!(
            drawn(&game(a)) != drawn(&game(b)),
            "{a} and {b} look the same"
        );
    }
    // Senet's and Žanstrekt's trays, which had no cue: the mover's glows, the other's does not
    // (Senet: gold, as Arcēs' plaques; Žanstrekt: the seat's colour, as Arsisesi's Homes).
    let glows = |text: &str| {
        scene(&game(text), &Overlay::default())
            .items
            .into_iter()
            .filter(|(shape, style)| {
                matches!(shape, Shape::Rect { .. })
                    && style.shadow.is_some()
                    && style.fill.is_none()
            })
            .filter_map(|(shape, style)| match shape {
                Shape::Rect { y, .. } => Some((y.round() as i32, style.stroke.map(|s| s.0))),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    for (a, b, color) in [
        (
            "senet:wbwbwbwbw1b19:w3",
            "senet:wbwbwbwbw1b19:b3",
            theme::SELECT,
        ),
        (
            "senet:wbwbwbwbw1b19:w",
            "senet:wbwbwbwbw1b19:b",
            theme::SELECT,
        ),
        (
            "zanstrekt:2n6/9/8s:s3:s0n2",
            "zanstrekt:2n6/9/8s:n3:s0n2",
            crate::render::scene::Color::hex(0x0072b2),
        ),
    ] {
        let (one, other) = (glows(a), glows(b));
        assert_eq!(
            (one.len(), other.len()),
            (1, 1),
            "{a}: {one:?}; {b}: {other:?}"
        );
        assert_ne!(one[0].0, other[0].0, "{a} and {b}: the same tray glows");
        assert!(one.iter().chain(&other).all(|(_, c)| c.is_some()), "{a}");
        if a.starts_with("senet") {
            assert_eq!(one[0].1, Some(color), "{a}");
        } else {
            assert_eq!(one[0].1, Some(color), "{a}: South's blue");
        }
    }
    // Once the game is over no tray glows.
    assert!(glows("senet:ww27b:b1;30-off").is_empty());
}

#[test]
fn a_highlight_is_a_purple_double_ring_on_any_cell() {
    // Ordinary and special cells of every board: Senet's faience, Arcēs' Gold, Seesaw's empty
    // cells (once taken for South tiles), Arsisesi's Homes and Bridge, Žanstrekt's Oþent e3
    // (blue-rimmed, where a blue mark vanished) and its Žans.
    let cells: &[(&str, &[&str])] = &[
        ("senet", &["2", "15", "26", "27", "30"]),
        ("arces", &["d4", "c3"]),
        ("seesaw-4", &["d2", "a1"]),
        ("arsisesi-a", &["S", "N", "3"]),
        ("arsisesi-c", &["c3", "a1"]),
        ("zanstrekt", &["e3", "e1", "i1", "a3", "a2", "i3", "c3"]),
    ];
    for (id, names) in cells {
        let game = AnyGame::new(id).unwrap();
        let plain = scene(&game, &Overlay::default()).items;
        for name in names.iter() {
            let spot = spot_named(&game, name).unwrap_or_else(|| panic!("{id}: {name}"));
            let marked = Overlay {
                marks: vec![spot],
                ..Overlay::default()
            };
            let items = scene(&game, &marked).items;
            let added: Vec<_> = items.iter().filter(|item| !plain.contains(item)).collect();
            let ring = added
                .iter()
                .any(|(_, style)| style.stroke.is_some_and(|(c, _)| c == theme::MARK));
            let inner = added.iter().any(|(_, style)| {
                style
                    .stroke
                    .is_some_and(|(c, _)| (c.0, c.1, c.2) == (255, 255, 255))
            });
            assert!(ring && inner, "{id} {name}: {added:?}");
            // Its only fill is the mark's own tint: nothing a tile or a piece is painted with.
            for (_, style) in &added {
                if let Some(fill) = &style.fill {
                    assert_eq!(fill, &Paint::Solid(theme::MARK_TINT), "{id} {name}");
                }
            }
        }
    }
    // Every game id draws it.
    for id in GAME_IDS {
        let game = AnyGame::new(id).unwrap();
        let spot = scene(&game, &Overlay::default()).hits[0].0;
        let marked = Overlay {
            marks: vec![spot],
            ..Overlay::default()
        };
        let items = scene(&game, &marked).items;
        assert!(
            items
                .iter()
                .any(|(_, s)| s.stroke.is_some_and(|(c, _)| c == theme::MARK)),
            "{id}"
        );
    }
}

/// The other languages' files are read from `locales/` (native tests only).
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn no_description_ends_with_a_full_stop_in_any_language() {
    // The editor follows a picture's description with ". " and its verdict: a description with
    // its own full stop read "… North at a3.. South to move." (issue 37).
    for lang in ["en", "fr", "es", "de"] {
        crate::i18n::use_for_test(lang);
        for id in GAME_IDS {
            let title = super::title(&AnyGame::new(id).unwrap());
            assert!(!title.ends_with('.'), "{lang} {id}: {title}");
        }
        for text in ["zanstrekt:2n6/9/8s:s3:s0n2", "seesaw-4;+d2"] {
            let title = super::title(&game(text));
            assert!(!title.ends_with('.'), "{lang} {text}: {title}");
        }
    }
    crate::i18n::use_for_test("en");
}

//! What every game's picture promises the page.

use super::{scene, Overlay};
use crate::games::{AnyGame, GAME_IDS};

/// The narrowest phone the page is laid out for, in CSS px; the board is drawn across its whole
/// width in the tall layout.
const PHONE: f32 = 360.0;

/// The touch-target size, in CSS px.
const TARGET: f32 = 44.0;

#[test]
fn on_a_phone_every_spot_is_a_touch_target_of_44_px() {
    for id in GAME_IDS {
        let game = AnyGame::new(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        for flip in [false, true] {
            let overlay = Overlay {
                flip,
                portrait: true,
                ..Overlay::default()
            };
            let scene = scene(&game, &overlay);
            let smallest = scene.smallest_hit().expect("the board has spots");
            let px = smallest * PHONE / scene.width;
            assert!(px >= TARGET, "{id} flip {flip}: {px:.1} px");
        }
    }
}

/// A position link carries a pending throw with no roll in its record; the picture shows that
/// throw exactly as it shows the one a record's last roll names.
#[test]
fn a_pending_throw_in_the_position_is_drawn_as_the_last_roll() {
    use crate::core::{Game, Record};
    for (text, value) in [
        ("senet:11w7w1w1wwb2b1:b4", 4),
        ("zanstrekt:9/9/9:s3:s0n0", 3),
    ] {
        let record = Record::<AnyGame>::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let game = record.position();
        assert!(record.tokens().is_empty(), "{text}");
        let shown = Overlay {
            roll: Some((value, 0)),
            ..Overlay::default()
        };
        assert_eq!(
            scene(game, &Overlay::default()),
            scene(game, &shown),
            "{text}"
        );
        // And without a pending throw nothing stands in for one.
        let mut thrown = game.clone();
        let mut legal = Vec::new();
        thrown.legal_actions(&mut legal);
        thrown
            .play(legal[0])
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_ne!(
            scene(&thrown, &Overlay::default()),
            scene(&thrown, &shown),
            "{text}"
        );
    }
}

/// The Senet sticks' note says nothing stale ("the turn passes after moving" after a throw
/// nobody could use, or after the move): at the end it names the throw that ended the game
/// (SEN-10), or says nothing once the last piece is borne off; once a throw is used, nothing.
#[test]
fn senet_sticks_say_nothing_stale_at_the_end() {
    use crate::core::Record;
    let text = |record: &str| {
        let record = Record::<AnyGame>::parse(record).unwrap();
        let overlay = Overlay {
            roll: Some((2, 0)),
            ..Overlay::default()
        };
        super::svg::to_svg(&scene(record.position(), &overlay))
    };
    let stuck = text("senet;d2,8-10,d2");
    assert!(stuck.contains("no move with this throw"), "{stuck}");
    let borne = text("senet:ww27b:b1;30-off");
    for svg in [&stuck, &borne] {
        assert!(!svg.contains("turn passes") && !svg.contains("throw again"));
    }
    let going = text("senet;d2");
    assert!(going.contains("the turn passes after moving"));
    // Issue 37: once the 2 is used, White is to throw: the note about it has gone.
    let passed = text("senet;d2,11-13");
    assert!(!passed.contains("turn passes") && !passed.contains("throw again"));
}

/// The page reserves the board's box before the wasm runs, from a table of picture sizes in
/// `www/style.css` (issue 20); every id's picture, in both layouts and either way up, must have
/// exactly those sizes in every position, or the board would shift or stretch once drawn.
#[test]
fn the_style_sheet_knows_every_picture_size() {
    use crate::core::{Game, ToAct};
    let css = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/www/style.css"));
    let var = |rule: &str, name: &str| -> f32 {
        let start = rule.find(&format!("--{name}: ")).expect(name) + name.len() + 4;
        rule[start..]
            .split(';')
            .next()
            .unwrap_or("")
            .parse()
            .expect(name)
    };
    assert!(
        css.contains(&format!(
            "@media {} {{\n  #board {{ --bw: var(--pw); --bh: var(--ph); }}",
            super::TALL_LAYOUT
        )),
        "www/style.css gives the board its tall shape under another query than TALL_LAYOUT"
    );
    let editor_css = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/www/editor.css"));
    assert!(
        editor_css.contains(&format!(
            "@media {} {{\n  #editor #board {{ --bw: var(--pw); --bh: var(--ph); }}",
            super::EDITOR_TALL_LAYOUT
        )),
        "www/editor.css gives the board its tall shape under another query than EDITOR_TALL_LAYOUT"
    );
    for id in GAME_IDS {
        let rule = css
            .lines()
            .find(|line| line.contains(&format!("html[data-game=\"{id}\"] {{")))
            .unwrap_or_else(|| panic!("www/style.css has no size rule for {id}"));
        let wide = (var(rule, "lw"), var(rule, "lh"));
        let tall = (var(rule, "pw"), var(rule, "ph"));
        let mut rng = fastrand::Rng::with_seed(20);
        for _ in 0..4 {
            let mut game = AnyGame::new(id).unwrap_or_else(|e| panic!("{id}: {e}"));
            for _ in 0..150 {
                for (portrait, size) in [(false, wide), (true, tall)] {
                    for flip in [false, true] {
                        let overlay = Overlay {
                            portrait,
                            flip,
                            ..Overlay::default()
                        };
                        let picture = scene(&game, &overlay);
                        assert_eq!(
                            (picture.width, picture.height),
                            size,
                            "{id} tall {portrait}: {game}"
                        );
                    }
                }
                if game.to_act() == ToAct::Over {
                    break;
                }
                let mut rolls = Vec::new();
                game.rolls(&mut rolls);
                if let Some(&(roll, _)) = rolls.get(rng.usize(..rolls.len().max(1))) {
                    game.apply_roll_unchecked(roll);
                    continue;
                }
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                let Some(&action) = legal.get(rng.usize(..legal.len().max(1))) else {
                    break;
                };
                game.apply_unchecked(action);
            }
        }
    }
}

/// Positions along seeded random games of `id`: the start, some middle ones and the end.
fn positions(id: &str) -> Vec<AnyGame> {
    let start = AnyGame::new(id).unwrap_or_else(|e| panic!("{id}: {e}"));
    let walk = crate::testkit::random_walk(&start, 7, 3000);
    let middle = walk
        .iter()
        .skip(1)
        .enumerate()
        .filter(|(ply, _)| ply % 37 == 5)
        .map(|(_, game)| game.clone());
    let mut out = vec![start.clone()];
    out.extend(middle);
    out.extend(walk.last().cloned());
    out
}

/// Whether a caption may stay as it is in every language: numbers, notation (cells, ranks,
/// throws), single letters (a name spelled down a plaque, letter by letter) and the printed
/// credit.
fn language_free(text: &str) -> bool {
    const NAMES: [&str; 3] = ["ARSISESI", "Santo Ciaravino", "2008"];
    NAMES.contains(&text)
        || text.chars().count() == 1
        || text
            .chars()
            .all(|c| c.is_ascii_digit() || "/·–-()+ ".contains(c))
        || (text.chars().count() <= 3
            && text
                .chars()
                .any(|c| c.is_ascii_digit() || c.is_ascii_lowercase())
            && text.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// In the pseudo-locale every word drawn on a board, and the board's description, comes from the
/// catalog (bracketed; a two-line caption has one bracket per line): the canvas half of the
/// page's pseudo-locale browser test, which cannot read text inside a canvas.
#[test]
fn every_caption_comes_from_the_catalog() {
    use super::Shape;
    crate::i18n::use_builtin("qps");
    for id in GAME_IDS {
        for game in positions(id) {
            for (portrait, flip, coords) in [(false, false, true), (true, true, false)] {
                for roll in [None, Some((1, 0)), Some((3, 5))] {
                    let overlay = Overlay {
                        portrait,
                        flip,
                        coords,
                        roll,
                        ..Overlay::default()
                    };
                    let scene = scene(&game, &overlay);
                    let title = super::title(&game);
                    assert!(title.starts_with('['), "{id}: {title}");
                    for (shape, _) in &scene.items {
                        if let Shape::Text { text, .. } = shape {
                            let bracketed = text.contains('[') || text.contains(']');
                            assert!(
                                bracketed || language_free(text),
                                "{id} {game}: {text:?} is not from the catalog"
                            );
                        }
                    }
                }
            }
        }
    }
    crate::i18n::use_builtin("en");
}

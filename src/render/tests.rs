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

/// At the end of a Senet game the sticks' note says nothing stale ("the turn passes after
/// moving" after a throw nobody could use): it names the throw that ended the game (SEN-10), or
/// says nothing once the last piece is borne off.
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
}

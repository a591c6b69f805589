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

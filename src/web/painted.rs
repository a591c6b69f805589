//! Whether a board's canvas shows its page's scene, so that a drawing of the same picture is
//! skipped (issue 20). A change that leaves the board as it was (the opening ceremony's end, a
//! panel setting, a resize that keeps the box's size) redrew the whole board: on a phone a long
//! task of its own, and the canvas's commit after it, just as a visitor reaches for the board.

use super::canvas::{self, Shift};
use crate::render::Scene;
use wasm_bindgen::JsValue;
use web_sys::CanvasRenderingContext2d as Ctx;

/// How the canvas shows the page's scene: its scale (CSS pixels per unit) and device pixel
/// ratio. With the scene's size they make the backing store's (`canvas::fill_box`), whose change
/// clears the canvas. `None` while it shows something no scene describes (nothing yet, a piece
/// half-way, a lost context).
#[derive(Default)]
pub struct Painted(Option<(f64, f64)>);

impl Painted {
    /// Draws `after` with `shift` on `ctx` at `scale` and `dpr`, unless its canvas shows that
    /// picture already: `before` (the scene it replaces), as this notes, at the same scale and
    /// size. The scenes' items are the picture (their titles and hit areas are not drawn).
    pub fn draw(
        &mut self,
        ctx: &Ctx,
        before: &Scene,
        after: &Scene,
        scale: f64,
        dpr: f64,
        shift: Option<Shift>,
    ) -> Result<(), JsValue> {
        let now = Some((scale, dpr));
        if shift.is_none()
            && self.0 == now
            && (before.width, before.height) == (after.width, after.height)
            && before.items == after.items
        {
            return Ok(());
        }
        // A piece half-way is no scene's picture.
        self.0 = None;
        canvas::draw_shifted(ctx, after, scale, dpr, shift)?;
        if shift.is_none() {
            self.0 = now;
        }
        Ok(())
    }

    /// Notes that the canvas shows the page's scene at `scale` and `dpr` (drawn elsewhere: the
    /// first board's slices).
    pub fn set(&mut self, scale: f64, dpr: f64) {
        self.0 = Some((scale, dpr));
    }

    /// Notes that the canvas shows something else: the next drawing draws.
    pub fn forget(&mut self) {
        self.0 = None;
    }
}

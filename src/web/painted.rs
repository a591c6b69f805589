//! Whether a board's canvas shows its page's scene, so that a drawing of the same picture is
//! skipped (issue 20). A change that leaves the board as it was (the opening ceremony's end, a
//! panel setting, a resize that keeps the box's size) redrew the whole board: on a phone a long
//! task of its own, and the canvas's commit after it, just as a visitor reaches for the board.

use crate::render::Scene;
use web_sys::HtmlCanvasElement;

/// How the canvas shows the page's scene: its scale, its device pixel ratio and the backing
/// store's size, which a new size clears. `None` while it shows something no scene describes
/// (nothing yet, a piece half-way, a lost context).
#[derive(Default)]
pub struct Painted(Option<(f64, f64, (u32, u32))>);

impl Painted {
    /// Whether `canvas`, which shows `before` as this notes, would show `after` at `scale` and
    /// `dpr` without a new drawing. The scenes' items are the picture (their titles and hit
    /// areas are not drawn).
    pub fn shows(
        &self,
        canvas: &HtmlCanvasElement,
        before: &Scene,
        after: &Scene,
        scale: f64,
        dpr: f64,
    ) -> bool {
        self.0 == Some((scale, dpr, (canvas.width(), canvas.height())))
            && (before.width, before.height) == (after.width, after.height)
            && before.items == after.items
    }

    /// Notes that `canvas` shows the page's scene at `scale` and `dpr`.
    pub fn set(&mut self, canvas: &HtmlCanvasElement, scale: f64, dpr: f64) {
        self.0 = Some((scale, dpr, (canvas.width(), canvas.height())));
    }

    /// Notes that the canvas shows something else: the next drawing draws.
    pub fn forget(&mut self) {
        self.0 = None;
    }
}

//! A page's first board drawn in slices (issue 20): the game page's and the editor's (through
//! [`first_board`]), and `embed.html`'s (its view's `first_slice`, with [`Sliced`]). Its first
//! drawing runs cold code (the wasm's functions compiled on first call, the glue's JavaScript not
//! yet optimised, the canvas's fonts and gradients made for the first time), tens of milliseconds
//! on a fast computer and four times as many on a phone: one long task that holds up whatever the
//! visitor does. So the scene's items are drawn a few milliseconds at a time, each slice in a task
//! of its own, onto a canvas outside the document, and the finished picture is copied onto the
//! board in one call: nobody ever sees a half-drawn board. Later drawings are warm and draw
//! directly (`canvas::draw`).

use super::canvas;
use super::dom::{Step, Task};
use crate::render::{Overlay, Scene};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement};

/// Milliseconds of drawing per slice: well under the 50 ms that makes a long task, even on a
/// computer busy with something else.
pub const SLICE_MS: f64 = 6.0;

/// A drawing of one scene under way.
pub struct Sliced {
    buffer: HtmlCanvasElement,
    ctx: Ctx,
    /// Device pixels per logical unit.
    k: f64,
    /// The device pixel ratio it is drawn for.
    dpr: f64,
    /// The next item to draw.
    next: usize,
}

impl Sliced {
    /// Starts a drawing of `scene` for a board whose backing store is `width` × `height` device
    /// pixels, at `scale` CSS pixels per unit and device pixel ratio `dpr`.
    pub fn new(
        (width, height): (u32, u32),
        scene: &Scene,
        scale: f64,
        dpr: f64,
    ) -> Result<Self, JsValue> {
        let buffer: HtmlCanvasElement = super::dom::document()?
            .create_element("canvas")?
            .dyn_into()?;
        buffer.set_width(width);
        buffer.set_height(height);
        let ctx = canvas::context(&buffer)?;
        let k = canvas::begin(&ctx, scene, scale, dpr)?;
        Ok(Self {
            buffer,
            ctx,
            k,
            dpr,
            next: 0,
        })
    }

    /// Whether every item of `scene`, the scene the drawing was started with, is drawn.
    pub fn finished(&self, scene: &Scene) -> bool {
        self.next >= scene.items.len()
    }

    /// Draws `scene`'s next items for about `budget_ms` (at least one item, if any is left).
    /// `scene` is the one the drawing was started with.
    pub fn step(&mut self, scene: &Scene, budget_ms: f64) -> Result<(), JsValue> {
        let clock = super::dom::window()?.performance();
        let now = || clock.as_ref().map_or(0.0, |p| p.now());
        let start = now();
        while let Some((shape, style)) = scene.items.get(self.next) {
            canvas::item(&self.ctx, shape, style, self.k)?;
            self.next += 1;
            if now() - start >= budget_ms {
                break;
            }
        }
        Ok(())
    }

    /// Copies the finished drawing onto `board`'s context, replacing what it showed.
    pub fn show(&self, board: &Ctx) -> Result<(), JsValue> {
        board.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
        board.clear_rect(
            0.0,
            0.0,
            f64::from(self.buffer.width()),
            f64::from(self.buffer.height()),
        );
        board.draw_image_with_html_canvas_element(&self.buffer, 0.0, 0.0)?;
        // The copy keeps its own snapshot. The buffer's backing store (some 3.5 MB on a phone,
        // which V8 counts towards its next garbage collection) goes now, not at that collection.
        self.buffer.set_width(0);
        self.buffer.set_height(0);
        Ok(())
    }
}

/// Where a page's first board is ([`first_board`]).
pub enum FirstBoard {
    /// Not begun: what the board shows besides the position (the overlay) is made in the first
    /// task.
    Pending,
    /// The overlay made; the scene is made from it in the next task. Two tasks, because each
    /// runs code for the first time (the moves', then the drawing's), which is compiled as it is
    /// first called: long on a phone.
    Prepared(Overlay),
    /// The scene made, for this device pixel ratio; the drawing begins in the next task.
    Made(f64),
    /// Its items drawn a slice per task, then shown in a task of its own: the copy rasterises
    /// the whole picture on a computer without a GPU, tens of milliseconds of its own.
    Drawing(Sliced),
    /// Shown, or superseded by a drawing of the whole board at once.
    Drawn,
}

/// A page whose first board is drawn in slices: the game page and the editor.
pub trait FirstDrawing {
    /// The first board's state, kept by the page.
    fn first(&mut self) -> &mut FirstBoard;
    /// What the board shows besides the position: the moves on offer, the marks.
    fn overlay(&mut self) -> Result<Overlay, JsValue>;
    /// Makes the scene with `overlay` and sizes the board's canvas for it; returns the device
    /// pixel ratio.
    fn make_scene(&mut self, overlay: &Overlay) -> Result<f64, JsValue>;
    /// The board's canvas and context, the scene and its scale (CSS pixels per unit).
    fn board(&self) -> (&HtmlCanvasElement, &Ctx, &Scene, f64);
    /// Draws the whole board at once.
    fn draw(&mut self) -> Result<(), JsValue>;
    /// The first board is shown, drawn for device pixel ratio `dpr`.
    fn shown(&mut self, dpr: f64);
}

/// The first board's next step: the overlay made, the scene made, the drawing begun, its items
/// drawn a slice per task, the picture shown. A step that fails is reported and the board drawn
/// at once instead.
fn first_step(page: &mut impl FirstDrawing) -> Result<Step, JsValue> {
    let state = std::mem::replace(page.first(), FirstBoard::Drawn);
    let next = match state {
        FirstBoard::Pending => page.overlay().map(FirstBoard::Prepared),
        FirstBoard::Prepared(overlay) => page.make_scene(&overlay).map(FirstBoard::Made),
        FirstBoard::Made(dpr) => {
            let (board, _, scene, scale) = page.board();
            Sliced::new((board.width(), board.height()), scene, scale, dpr).map(FirstBoard::Drawing)
        }
        FirstBoard::Drawing(mut sliced) => {
            let (_, ctx, scene, _) = page.board();
            if sliced.finished(scene) {
                let shown = sliced.show(ctx);
                if shown.is_ok() {
                    page.shown(sliced.dpr);
                }
                shown.map(|()| FirstBoard::Drawn)
            } else {
                sliced
                    .step(scene, SLICE_MS)
                    .map(|()| FirstBoard::Drawing(sliced))
            }
        }
        FirstBoard::Drawn => Ok(FirstBoard::Drawn),
    };
    match next {
        Ok(FirstBoard::Drawn) => Ok(Step::Done),
        Ok(next) => {
            *page.first() = next;
            Ok(Step::Again)
        }
        Err(error) => {
            web_sys::console::error_1(&error);
            page.draw().map(|()| Step::Done)
        }
    }
}

/// [`first_step`] as a step of [`super::dom::in_turn`], for the page that `with_page` lends.
pub fn first_board<P: FirstDrawing>(
    with_page: impl Fn(&mut dyn FnMut(&mut P) -> Result<(), JsValue>) + 'static,
) -> Task {
    Box::new(move || {
        let mut step = Step::Done;
        with_page(&mut |page| {
            step = first_step(page)?;
            Ok(())
        });
        Ok(step)
    })
}

//! Drawing, without a screen: a game position plus the interface's marks ([`Overlay`]) become a
//! [`Scene`] of shapes in logical units. The Canvas 2D backend in `web` and the [`svg`] backend
//! draw the same scene, so the live board and a wiki picture come from the same code.

mod arces;
mod arsisesi;
mod diagram;
pub mod hex;
pub mod layout;
pub mod scene;
mod seesaw;
mod senet;
pub mod svg;
mod theme;
mod zanstrekt;

pub use diagram::Diagram;
pub use hex::HexLayout;
pub use layout::SquareLayout;
pub use scene::{Align, Color, HitArea, Paint, PathOp, Scene, Shape, Style};

use crate::core::Spot;
use crate::games::AnyGame;

/// Sine, cosine and tangent for drawing, from the pure-Rust `libm` on every target: `f32::sin`
/// calls the platform's C library natively and Rust's port of musl on wasm32, which differ in the
/// last bit for some angles, and the editor's SVG must be the same bytes as `quintet render`'s.
pub(crate) mod trig {
    /// Sine of `a` radians.
    pub fn sin(a: f32) -> f32 {
        libm::sinf(a)
    }

    /// Cosine of `a` radians.
    pub fn cos(a: f32) -> f32 {
        libm::cosf(a)
    }

    /// Tangent of `a` radians.
    pub fn tan(a: f32) -> f32 {
        libm::tanf(a)
    }
}

/// What the interface adds on top of a position: selection, legal targets, the last move,
/// marked cells and display options.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Overlay {
    /// The selected piece's spot.
    pub selected: Option<Spot>,
    /// Legal targets of the selection that do not capture.
    pub targets: Vec<Spot>,
    /// Legal targets of the selection that capture.
    pub captures: Vec<Spot>,
    /// Spots that can start a legal action (shown faintly so players see what may move).
    pub movable: Vec<Spot>,
    /// Spots where a legal action puts a new piece without picking one first (Seesaw's `+cell`):
    /// one click there plays it, so they are shown without a selection.
    pub placements: Vec<Spot>,
    /// The last move's spots (from, to).
    pub last: Vec<Spot>,
    /// Cells marked for an explanation (embed `highlight=`).
    pub marks: Vec<Spot>,
    /// The keyboard cursor.
    pub cursor: Option<Spot>,
    /// Draw the board turned 180°.
    pub flip: bool,
    /// Label every cell with its name.
    pub coords: bool,
    /// Prefer a tall layout (narrow screens); games without one ignore it.
    pub portrait: bool,
    /// The last throw to show (value), with a number that varies its look.
    pub roll: Option<(u8, u32)>,
}

/// The media query under which the page shows the tall layout ([`Overlay::portrait`]): where the
/// board has less than about 600 CSS px of width, the window being narrow or the panel beside the
/// board. `www/style.css` gives the board's box its tall shape under exactly this query (a test
/// checks), so the box is right before the wasm runs.
pub const TALL_LAYOUT: &str = "(max-width: 599.98px), (min-width: 821px) and (max-width: 935.98px)";

/// [`TALL_LAYOUT`] for the position editor, whose panel beside the board is 5rem wider than the
/// game page's: the tall picture up to a wider window. `www/editor.css` gives the box its tall
/// shape under exactly this query (a test checks).
pub const EDITOR_TALL_LAYOUT: &str =
    "(max-width: 599.98px), (min-width: 821px) and (max-width: 1015.98px)";

/// The scene for any game's position.
pub fn scene(game: &AnyGame, overlay: &Overlay) -> Scene {
    // A position link can carry a pending throw with no roll in its record (and the command-line
    // tool draws positions with no record at all): show that one.
    let with_throw;
    let overlay = match game.pending_throw() {
        Some(value) if overlay.roll.is_none() => {
            with_throw = Overlay {
                roll: Some((value, 0)),
                ..overlay.clone()
            };
            &with_throw
        }
        _ => overlay,
    };
    match game {
        AnyGame::Senet(g) => senet::scene(g, overlay),
        AnyGame::Arces(g) => arces::scene(g, overlay),
        AnyGame::Zanstrekt(g) => zanstrekt::scene(g, overlay),
        AnyGame::Seesaw(g) => seesaw::scene(g, overlay),
        AnyGame::Arsisesi(g) => arsisesi::scene(g, overlay),
    }
}

#[cfg(test)]
mod tests;

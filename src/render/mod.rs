//! Drawing, without a screen: a game position plus the interface's marks ([`Overlay`]) become a
//! [`Scene`] of shapes in logical units. The Canvas 2D backend in `web` and the [`svg`] backend
//! draw the same scene, so the live board and a wiki picture come from the same code.

mod arces;
mod arsisesi;
mod diagram;
pub mod hex;
pub mod layout;
pub mod notes;
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

use crate::core::{Hue, Spot};
use crate::games::AnyGame;

/// Sine, cosine and tangent for drawing, the same bits on every target: `f32::sin` calls the
/// platform's C library natively and Rust's port of musl on wasm32, which differ in the last bit
/// for some angles, and the editor's SVG must be the same bytes as `quintet render`'s. Written
/// here rather than taken from `libm` (as the computer opponent's `exp` and `ln` are): a board's
/// angles are a few turns at most, so a reduction by π/2 in `f64` and two short series are exact
/// to the last bit of an `f32` for them, where `libm`'s reduction for any angle cost the page's
/// download about 5 KB. Only `f64` additions, multiplications and `round_ties_even` (one wasm
/// instruction), which IEEE 754 defines exactly, so both targets give the same bits.
pub(crate) mod trig {
    use std::f64::consts::FRAC_PI_2;

    /// `a` as `r + q·π/2` with `|r| ≤ π/4`: `r`, and `q` modulo 4.
    fn reduce(a: f32) -> (f64, u8) {
        let x = f64::from(a);
        let q = (x / FRAC_PI_2).round_ties_even();
        // `q` is small for any angle a board uses; `as` saturates for the rest.
        (x - q * FRAC_PI_2, (q as i64).rem_euclid(4) as u8)
    }

    /// The Taylor series of sine and cosine on [-π/4, π/4], to well below an `f32`'s precision.
    fn sin_cos(r: f64) -> (f64, f64) {
        let r2 = r * r;
        let sin = r
            * (1.0
                - r2 / 6.0
                    * (1.0
                        - r2 / 20.0 * (1.0 - r2 / 42.0 * (1.0 - r2 / 72.0 * (1.0 - r2 / 110.0)))));
        let cos = 1.0
            - r2 / 2.0
                * (1.0
                    - r2 / 12.0
                        * (1.0
                            - r2 / 30.0
                                * (1.0 - r2 / 56.0 * (1.0 - r2 / 90.0 * (1.0 - r2 / 132.0)))));
        (sin, cos)
    }

    /// Sine and cosine of `a` radians.
    fn both(a: f32) -> (f64, f64) {
        let (r, q) = reduce(a);
        let (s, c) = sin_cos(r);
        match q {
            0 => (s, c),
            1 => (c, -s),
            2 => (-s, -c),
            _ => (-c, s),
        }
    }

    /// Sine of `a` radians.
    pub fn sin(a: f32) -> f32 {
        both(a).0 as f32
    }

    /// Cosine of `a` radians.
    pub fn cos(a: f32) -> f32 {
        both(a).1 as f32
    }

    /// Tangent of `a` radians.
    pub fn tan(a: f32) -> f32 {
        let (s, c) = both(a);
        (s / c) as f32
    }

    #[cfg(test)]
    mod tests {
        /// Against `libm` (correctly rounded but for rare last bits) over every angle a board could
        /// use, at every 1/1000 of a radian and at the multiples of π/12 the renderers use.
        #[test]
        fn as_libm_to_the_last_bit_or_so() {
            let mut worst = 0.0f32;
            let angles = (-20_000..=20_000)
                .map(|i| i as f32 / 1000.0)
                .chain((-48..=48).map(|i| i as f32 * std::f32::consts::PI / 12.0));
            for a in angles {
                for (ours, theirs) in [
                    (super::sin(a), libm::sinf(a)),
                    (super::cos(a), libm::cosf(a)),
                ] {
                    let ulp = f32::EPSILON * theirs.abs().max(f32::MIN_POSITIVE);
                    let off = (ours - theirs).abs();
                    assert!(off <= ulp.max(1e-7), "{a}: {ours} against {theirs}");
                    worst = worst.max(off);
                }
                if (a.rem_euclid(std::f32::consts::PI) - std::f32::consts::FRAC_PI_2).abs() > 0.01 {
                    let (ours, theirs) = (super::tan(a), libm::tanf(a));
                    assert!(
                        (ours - theirs).abs() <= 4.0 * f32::EPSILON * theirs.abs().max(1.0),
                        "{a}"
                    );
                }
            }
            assert!(worst < 1e-6, "{worst}");
        }
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
    /// A walkthrough's coloured marks, drawn under the pieces ([`notes`]).
    pub painted: Vec<(Spot, Hue)>,
    /// A walkthrough's arrows, drawn over everything ([`notes`]).
    pub arrows: Vec<(Hue, Spot, Spot)>,
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
    let mut scene = match game {
        AnyGame::Senet(g) => senet::scene(g, overlay),
        AnyGame::Arces(g) => arces::scene(g, overlay),
        AnyGame::Zanstrekt(g) => zanstrekt::scene(g, overlay),
        AnyGame::Seesaw(g) => seesaw::scene(g, overlay),
        AnyGame::Arsisesi(g) => arsisesi::scene(g, overlay),
    };
    notes::arrows(&mut scene, overlay);
    scene
}

/// What the picture of `game` shows, in words: an SVG picture's `<title>` ([`Diagram`]) and the
/// editor's board's description. Live boards, on the page and in embeds, name their canvas with
/// the position in words (`app::a11y::board_label`), so [`scene()`] leaves the title empty and the
/// page's download carries none of this.
pub fn title(game: &AnyGame) -> String {
    match game {
        AnyGame::Senet(g) => senet::title(g),
        AnyGame::Arces(g) => arces::title(g),
        AnyGame::Zanstrekt(g) => zanstrekt::title(g),
        AnyGame::Seesaw(g) => seesaw::title(g),
        AnyGame::Arsisesi(g) => arsisesi::title(g),
    }
}

#[cfg(test)]
mod picture_tests;
#[cfg(test)]
mod tests;

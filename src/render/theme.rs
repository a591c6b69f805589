//! The shared visual language: interaction marks and piece depth, the same in every game.

use super::scene::{Color, Shape, Style};
use super::Scene;

/// Selection glow.
pub const SELECT: Color = Color::hex(0xf2b705);
/// Legal target ring.
pub const TARGET: Color = Color::hex(0x1f7a4d);
/// Capture target ring (Okabe–Ito vermillion).
pub const CAPTURE: Color = Color::hex(0xd55e00);
/// Last-move tint.
pub const LAST: Color = Color::hex(0xf6d55c);
/// Explanation marks (Okabe–Ito blue).
pub const MARK: Color = Color::hex(0x0072b2);

/// Soft shadow for pieces.
pub fn piece_shadow(style: Style, size: f32) -> Style {
    style.with_shadow(Color(0, 0, 0, 0.35), size * 0.12, size * 0.03, size * 0.05)
}

/// Marks a cell of side `cell` at (x, y) for the overlay kinds, drawn over the board squares.
pub fn cell_tint(scene: &mut Scene, x: f32, y: f32, cell: f32, color: Color) {
    let inset = cell * 0.04;
    scene.add(
        Shape::Rect {
            x: x + inset,
            y: y + inset,
            w: cell - 2.0 * inset,
            h: cell - 2.0 * inset,
            radius: cell * 0.08,
        },
        Style::fill(color),
    );
}

/// The selection glow around a cell.
pub fn selection(scene: &mut Scene, x: f32, y: f32, cell: f32) {
    let inset = cell * 0.05;
    scene.add(
        Shape::Rect {
            x: x + inset,
            y: y + inset,
            w: cell - 2.0 * inset,
            h: cell - 2.0 * inset,
            radius: cell * 0.1,
        },
        Style::stroke(SELECT, cell * 0.07).with_shadow(SELECT.alpha(0.9), cell * 0.2, 0.0, 0.0),
    );
}

/// A legal-target ring centred at (cx, cy); captures get a broken ring in a second colour.
pub fn target(scene: &mut Scene, cx: f32, cy: f32, cell: f32, capture: bool) {
    if capture {
        scene.add(
            Shape::circle(cx, cy, cell * 0.4),
            Style::stroke(CAPTURE.alpha(0.9), cell * 0.07).dashed(cell * 0.16, cell * 0.08),
        );
    } else {
        scene.add(
            Shape::circle(cx, cy, cell * 0.14),
            Style::fill(TARGET.alpha(0.55)),
        );
        scene.add(
            Shape::circle(cx, cy, cell * 0.36),
            Style::stroke(TARGET.alpha(0.45), cell * 0.045),
        );
    }
}

/// The keyboard cursor: a dashed square.
pub fn cursor(scene: &mut Scene, x: f32, y: f32, cell: f32) {
    let inset = cell * 0.02;
    scene.add(
        Shape::Rect {
            x: x + inset,
            y: y + inset,
            w: cell - 2.0 * inset,
            h: cell - 2.0 * inset,
            radius: cell * 0.06,
        },
        Style::stroke(MARK, cell * 0.05).dashed(cell * 0.12, cell * 0.06),
    );
}

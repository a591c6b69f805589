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
/// Explanation marks (and the keyboard cursor): a reddish purple, the one hue no seat, board or
/// other mark uses. It was Okabe–Ito blue, South's colour in Seesaw and Žanstrekt: a marked empty
/// Seesaw cell read as a South tile, and a mark on Žanstrekt's blue-rimmed e3 barely showed.
pub const MARK: Color = Color::hex(0xb0307f);

/// Soft shadow for pieces.
pub fn piece_shadow(style: Style, size: f32) -> Style {
    style.with_shadow(Color(0, 0, 0, 0.35), size * 0.12, size * 0.03, size * 0.05)
}

/// The cell of side `cell` at (x, y), shrunk by `inset` of its side on every edge, with rounded
/// corners of `radius` of its side.
fn inset_square(x: f32, y: f32, cell: f32, inset: f32, radius: f32) -> Shape {
    let inset = cell * inset;
    Shape::Rect {
        x: x + inset,
        y: y + inset,
        w: cell - 2.0 * inset,
        h: cell - 2.0 * inset,
        radius: cell * radius,
    }
}

/// Marks a cell of side `cell` at (x, y) for the overlay kinds, drawn over the board squares.
pub fn cell_tint(scene: &mut Scene, x: f32, y: f32, cell: f32, color: Color) {
    scene.add(inset_square(x, y, cell, 0.04, 0.08), Style::fill(color));
}

/// A cell marked for an explanation (embed `highlight=`, the rules' example boards): a light tint
/// and a double ring, a solid one in [`MARK`] with a white line inside it, because a tint alone
/// vanishes on coloured squares (Senet's 15 and 26–30), and no piece, tile or square of any board
/// has a double rim, so the mark is told apart without its colour too.
pub fn mark(scene: &mut Scene, x: f32, y: f32, cell: f32) {
    cell_tint(scene, x, y, cell, MARK_TINT);
    scene.add(inset_square(x, y, cell, 0.04, 0.08), mark_ring(cell));
    scene.add(inset_square(x, y, cell, 0.095, 0.05), mark_inner(cell));
}

/// The tint of [`mark`].
pub const MARK_TINT: Color = MARK.alpha(0.2);

/// The ring of [`mark`] along any cell outline (a hexagon), sized like a square cell of side `cell`.
pub fn mark_ring(cell: f32) -> Style {
    Style::stroke(MARK, cell * 0.05)
}

/// The white line inside [`mark_ring`], drawn along the same outline shrunk by [`MARK_INSET`] of
/// a square cell's side.
pub fn mark_inner(cell: f32) -> Style {
    Style::stroke(Color(255, 255, 255, 0.95), cell * 0.022)
}

/// How far inside the ring's outline its white line runs, as a share of a square cell's side.
pub const MARK_INSET: f32 = 0.055;

/// The faint outline on a piece that can move, shown while nothing is selected. `strength`
/// (0..1) lets pale boards ask for a firmer line.
pub fn movable(scene: &mut Scene, x: f32, y: f32, cell: f32, strength: f32) {
    let line = Style::stroke(
        SELECT.alpha(0.55 + 0.25 * strength),
        cell * (0.031 + 0.008 * strength),
    );
    scene.add(inset_square(x, y, cell, 0.0625, 0.094), line);
}

/// The selection glow around a cell.
pub fn selection(scene: &mut Scene, x: f32, y: f32, cell: f32) {
    scene.add(inset_square(x, y, cell, 0.05, 0.1), selection_style(cell));
}

/// The selection glow along any cell outline (a hexagon), sized like a square cell of side `cell`.
pub fn selection_outline(scene: &mut Scene, outline: Shape, cell: f32) {
    scene.add(outline, selection_style(cell));
}

fn selection_style(cell: f32) -> Style {
    Style::stroke(SELECT, cell * 0.07).with_shadow(SELECT.alpha(0.9), cell * 0.2, 0.0, 0.0)
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
    scene.add(inset_square(x, y, cell, 0.02, 0.06), cursor_style(cell));
}

/// The keyboard cursor along any cell outline (a hexagon), sized like a square cell of side `cell`.
pub fn cursor_outline(scene: &mut Scene, outline: Shape, cell: f32) {
    scene.add(outline, cursor_style(cell));
}

fn cursor_style(cell: f32) -> Style {
    Style::stroke(MARK, cell * 0.05).dashed(cell * 0.12, cell * 0.06)
}

/// A six-sided die seen from above at (x, y) with side `size`, showing `value` pips (0 shows an
/// empty face with a small "0": Žanstrekt reads a 6 as 0). `None` draws a blank, dimmed die.
pub fn die(scene: &mut Scene, x: f32, y: f32, size: f32, value: Option<u8>) {
    use super::scene::Paint;
    let face = Style::paint(Paint::Linear {
        from: (x, y),
        to: (x + size, y + size),
        stops: vec![(0.0, Color::hex(0xffffff)), (1.0, Color::hex(0xe6e1d6))],
    })
    .with_stroke(Color::hex(0x7a7468), size * 0.03)
    .with_shadow(Color(0, 0, 0, 0.35), size * 0.15, size * 0.03, size * 0.06);
    let face = if value.is_some() {
        face
    } else {
        Style::fill(Color(200, 195, 185, 0.5))
    };
    scene.add(
        Shape::Rect {
            x,
            y,
            w: size,
            h: size,
            radius: size * 0.18,
        },
        face,
    );
    let Some(value) = value else { return };
    let pip = Color::hex(0x23201c);
    let (l, c, r) = (x + size * 0.26, x + size * 0.5, x + size * 0.74);
    let (t, m, b) = (y + size * 0.26, y + size * 0.5, y + size * 0.74);
    let pips: &[(f32, f32)] = match value {
        1 => &[(c, m)],
        2 => &[(l, t), (r, b)],
        3 => &[(l, t), (c, m), (r, b)],
        4 => &[(l, t), (r, t), (l, b), (r, b)],
        5 => &[(l, t), (r, t), (c, m), (l, b), (r, b)],
        6 => &[(l, t), (r, t), (l, m), (r, m), (l, b), (r, b)],
        _ => &[],
    };
    for &(px, py) in pips {
        scene.add(Shape::circle(px, py, size * 0.085), Style::fill(pip));
    }
    if !(1..=6).contains(&value) {
        scene.add(
            Shape::text(c, m, value.to_string(), size * 0.4, true),
            Style::fill(pip.alpha(0.5)),
        );
    }
}

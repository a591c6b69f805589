//! A walkthrough's marks and arrows (docs/notation.md, "Annotated records"), the same in every game:
//! marks are drawn by each game under its pieces through [`mark`], along the cell's own outline
//! (a square, a hexagon, a Home); arrows are drawn here over the whole picture, from and to the
//! centres of the places' click regions, so they need no geometry of their own.
//!
//! Colours come from the Okabe–Ito palette, which colour-blind people tell apart, and each has a
//! second cue: its own outline (solid, long dashes, short dashes, dots) and its own glyph (a
//! circle, a diamond, a square, a triangle) in a mark's corner and at an arrow's tail.

use super::scene::{Color, PathOp, Scene, Shape, Style};
use super::Overlay;
use crate::core::{Hue, Note, Spot};

/// The colour of `hue` (Okabe–Ito: bluish green, vermillion, blue, yellow).
pub fn color(hue: Hue) -> Color {
    match hue {
        Hue::Green => Color::hex(0x009e73),
        Hue::Red => Color::hex(0xd55e00),
        Hue::Blue => Color::hex(0x0072b2),
        Hue::Yellow => Color::hex(0xf0e442),
    }
}

/// The dashes of `hue`'s outline, as fractions of a cell (none: solid).
fn dashes(hue: Hue) -> Option<(f32, f32)> {
    match hue {
        Hue::Green => None,
        Hue::Red => Some((0.2, 0.08)),
        Hue::Blue => Some((0.09, 0.07)),
        Hue::Yellow => Some((0.02, 0.06)),
    }
}

/// Dark enough to outline every colour on every board (yellow on sand included).
const INK: Color = Color(20, 20, 24, 0.8);

impl Overlay {
    /// Adds the marks and arrows of `note`.
    pub fn add_note(&mut self, note: &Note) {
        self.painted
            .extend(note.marks().map(|(hue, place)| (place.spot, *hue)));
        self.arrows.extend(
            note.arrows()
                .map(|arrow| (arrow.hue, arrow.from.spot, arrow.to.spot)),
        );
    }
}

/// Draws the walkthrough marks of `spot`, if any, along `outline`: a wash of the colour, an
/// outline in its pattern and its glyph at `corner`. `cell` is the size of a square cell of the
/// same scale (a hexagon's width, a space's side).
pub fn mark(
    scene: &mut Scene,
    overlay: &Overlay,
    spot: Spot,
    outline: &Shape,
    corner: (f32, f32),
    cell: f32,
) {
    for &(_, hue) in overlay.painted.iter().filter(|(s, _)| *s == spot) {
        let color = color(hue);
        scene.add(outline.clone(), Style::fill(color.alpha(0.3)));
        let mut ring = Style::stroke(color, cell * 0.07);
        if let Some((dash, gap)) = dashes(hue) {
            ring = ring.dashed(dash * cell, gap * cell);
        }
        scene.add(outline.clone(), Style::stroke(INK.alpha(0.5), cell * 0.1));
        scene.add(outline.clone(), ring);
        glyph(scene, hue, corner, cell * 0.13);
        scene.annotations.push((hue, spot, None));
    }
}

/// A square cell of side `cell` at (x, y), inset a little, as a mark's outline, and the corner
/// its glyph sits in.
pub fn square(x: f32, y: f32, cell: f32) -> (Shape, (f32, f32)) {
    let inset = cell * 0.06;
    let outline = Shape::Rect {
        x: x + inset,
        y: y + inset,
        w: cell - 2.0 * inset,
        h: cell - 2.0 * inset,
        radius: cell * 0.08,
    };
    (outline, (x + cell * 0.8, y + cell * 0.2))
}

/// [`mark`] on a square cell of side `cell` at (x, y).
pub fn mark_square(
    scene: &mut Scene,
    overlay: &Overlay,
    spot: Spot,
    (x, y): (f32, f32),
    cell: f32,
) {
    if overlay.painted.iter().any(|(s, _)| *s == spot) {
        let (outline, corner) = square(x, y, cell);
        mark(scene, overlay, spot, &outline, corner, cell);
    }
}

/// `hue`'s glyph centred at `at`, of radius `r`, outlined so that it shows on any colour.
fn glyph(scene: &mut Scene, hue: Hue, (x, y): (f32, f32), r: f32) {
    let shape = match hue {
        Hue::Green => Shape::circle(x, y, r),
        Hue::Red => Shape::polygon(&[
            (x, y - r * 1.25),
            (x + r * 1.25, y),
            (x, y + r * 1.25),
            (x - r * 1.25, y),
        ]),
        Hue::Blue => Shape::Rect {
            x: x - r,
            y: y - r,
            w: 2.0 * r,
            h: 2.0 * r,
            radius: r * 0.15,
        },
        Hue::Yellow => Shape::polygon(&[
            (x, y - r * 1.3),
            (x + r * 1.2, y + r * 0.8),
            (x - r * 1.2, y + r * 0.8),
        ]),
    };
    let style = Style::fill(color(hue)).with_stroke(Color(255, 255, 255, 0.95), r * 0.35);
    scene.add(shape.clone(), Style::stroke(INK, r * 0.75));
    scene.add(shape, style);
}

/// What `scene` shows of a note, as text: `mark:G:13` for a mark, `arrow:G:11:13` for an arrow,
/// spots by number (what browser tests read through the pages' test hooks).
pub fn drawn(scene: &Scene) -> Vec<String> {
    let drawn = scene.annotations.iter();
    drawn
        .map(|(hue, from, to)| match to {
            Some(to) => format!("arrow:{}:{}:{}", hue.letter(), from.0, to.0),
            None => format!("mark:{}:{}", hue.letter(), from.0),
        })
        .collect()
}

/// Draws the overlay's arrows over `scene`, between the centres of their places' regions (a place
/// the picture does not show draws no arrow).
pub fn arrows(scene: &mut Scene, overlay: &Overlay) {
    for &(hue, from, to) in &overlay.arrows {
        let (Some(a), Some(b)) = (region(scene, from), region(scene, to)) else {
            continue;
        };
        let cell = a.2.min(b.2);
        arrow(scene, hue, (a.0, a.1), (b.0, b.1), cell);
        scene.annotations.push((hue, from, Some(to)));
    }
}

/// The centre of `spot`'s region and the narrower side of its box.
fn region(scene: &Scene, spot: Spot) -> Option<(f32, f32, f32)> {
    let (_, area) = scene.hits.iter().rev().find(|(s, _)| *s == spot)?;
    let (cx, cy) = area.center();
    let (_, _, w, h) = area.bounds();
    Some((cx, cy, w.min(h)))
}

/// One arrow from `a` to `b` for cells of size `cell`: a shaft and a head as one outlined shape,
/// the head's tip short of the target's centre, and the colour's glyph at the tail.
fn arrow(scene: &mut Scene, hue: Hue, a: (f32, f32), b: (f32, f32), cell: f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let tip = (b.0 - ux * cell * 0.12, b.1 - uy * cell * 0.12);
    let head = (cell * 0.42).min(len * 0.6);
    let (half, wing) = (cell * 0.08, cell * 0.24);
    let neck = (tip.0 - ux * head, tip.1 - uy * head);
    let at = |p: (f32, f32), k: f32| (p.0 + nx * k, p.1 + ny * k);
    let points = [
        at(a, half),
        at(neck, half),
        at(neck, wing),
        tip,
        at(neck, -wing),
        at(neck, -half),
        at(a, -half),
    ];
    let mut ops: Vec<PathOp> = points
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| {
            if i == 0 {
                PathOp::Move(x, y)
            } else {
                PathOp::Line(x, y)
            }
        })
        .collect();
    ops.push(PathOp::Close);
    let color = color(hue);
    scene.add(
        Shape::Path(ops),
        Style::fill(color.alpha(0.88))
            .with_stroke(INK, cell * 0.025)
            .with_shadow(Color(0, 0, 0, 0.35), cell * 0.06, 0.0, cell * 0.02),
    );
    glyph(scene, hue, a, cell * 0.11);
}

#[cfg(test)]
mod tests;

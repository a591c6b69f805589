//! The emblems of the special squares, drawn as simple vector glyphs so they stay crisp and tell
//! apart by shape alone: Žan a looped arrow (a lap begins and ends there), Oþent a bridge arch,
//! Fetneš a castle tower, Geþreln an eight-pointed star.

use super::super::scene::{Color, PathOp, Scene, Shape, Style};
use crate::games::zanstrekt::view::Special;
use crate::render::trig::{cos, sin, tan};
use std::f32::consts::PI;

/// Draws `kind`'s emblem centred at (cx, cy) within a square of side `s`, in `ink`.
pub(super) fn emblem(scene: &mut Scene, kind: Special, cx: f32, cy: f32, s: f32, ink: Color) {
    match kind {
        Special::Zan => zan(scene, cx, cy, s, ink),
        Special::Othent => othent(scene, cx, cy, s, ink),
        Special::Fetnes => fetnes(scene, cx, cy, s, ink),
        Special::Gethreln => gethreln(scene, cx, cy, s, ink),
        // The bridge has no emblem: the board draws the bridge itself over e2.
        Special::Bridge => {}
    }
}

/// Cubic-Bézier steps along a circular arc from angle `a0` to `a1` (radians, screen coordinates:
/// growing angles turn clockwise on screen), starting with a move to the arc's first point.
pub(super) fn arc(cx: f32, cy: f32, r: f32, a0: f32, a1: f32) -> Vec<PathOp> {
    let point = |a: f32| (cx + r * cos(a), cy + r * sin(a));
    let (x0, y0) = point(a0);
    let mut ops = vec![PathOp::Move(x0, y0)];
    let pieces = ((a1 - a0).abs() / (PI / 2.0)).ceil().max(1.0) as usize;
    let step = (a1 - a0) / pieces as f32;
    for i in 0..pieces {
        let (s0, s1) = (a0 + step * i as f32, a0 + step * (i + 1) as f32);
        // The standard quarter-circle fit: handles of 4/3·tan(θ/4) of the radius.
        let k = 4.0 / 3.0 * tan(step / 4.0) * r;
        let (px, py) = point(s0);
        let (qx, qy) = point(s1);
        ops.push(PathOp::Cubic(
            px - k * sin(s0),
            py + k * cos(s0),
            qx + k * sin(s1),
            qy - k * cos(s1),
            qx,
            qy,
        ));
    }
    ops
}

/// An arrowhead with its tip at (x, y) pointing along the unit vector (dx, dy).
pub(super) fn arrowhead(x: f32, y: f32, dx: f32, dy: f32, len: f32) -> Shape {
    let (bx, by) = (x - dx * len, y - dy * len);
    let (nx, ny) = (-dy * len * 0.6, dx * len * 0.6);
    Shape::polygon(&[(x, y), (bx + nx, by + ny), (bx - nx, by - ny)])
}

/// A ring arrow turning anticlockwise on screen, like the laps, round a dot: where a lap begins
/// and ends.
fn zan(scene: &mut Scene, cx: f32, cy: f32, s: f32, ink: Color) {
    let r = s * 0.27;
    let (a0, a1) = (0.35, 0.35 - 1.62 * PI);
    scene.add(
        Shape::Path(arc(cx, cy, r, a0, a1)),
        Style::stroke(ink, s * 0.075),
    );
    // Travelling towards smaller angles, the tangent is (sin a, −cos a).
    let (ex, ey) = (cx + r * cos(a1), cy + r * sin(a1));
    let (dx, dy) = (sin(a1), -cos(a1));
    scene.add(
        arrowhead(ex + dx * s * 0.1, ey + dy * s * 0.1, dx, dy, s * 0.2),
        Style::fill(ink),
    );
    scene.add(Shape::circle(cx, cy, s * 0.085), Style::fill(ink));
}

/// A bridge seen from the side: deck, arch, piers and the water below.
fn othent(scene: &mut Scene, cx: f32, cy: f32, s: f32, ink: Color) {
    let w = s * 0.36;
    let deck = cy - s * 0.1;
    let foot = cy + s * 0.2;
    let line = Style::stroke(ink, s * 0.07);
    scene.add(
        Shape::Path(vec![PathOp::Move(cx - w, deck), PathOp::Line(cx + w, deck)]),
        line.clone(),
    );
    scene.add(
        Shape::Path(vec![
            PathOp::Move(cx - w * 0.78, foot),
            PathOp::Quad(cx, deck - s * 0.16, cx + w * 0.78, foot),
        ]),
        line.clone(),
    );
    for k in [-1.0, 1.0] {
        scene.add(
            Shape::Path(vec![
                PathOp::Move(cx + k * w * 0.92, deck),
                PathOp::Line(cx + k * w * 0.92, foot),
            ]),
            line.clone(),
        );
        // Railing posts above the deck.
        scene.add(
            Shape::Path(vec![
                PathOp::Move(cx + k * w * 0.45, deck),
                PathOp::Line(cx + k * w * 0.45, deck - s * 0.12),
            ]),
            Style::stroke(ink, s * 0.05),
        );
    }
    let mut wave = vec![PathOp::Move(cx - w, foot + s * 0.12)];
    for i in 0..4 {
        let x = cx - w + (i as f32 + 0.5) * w / 2.0;
        let dy = if i % 2 == 0 { -s * 0.07 } else { s * 0.07 };
        wave.push(PathOp::Quad(
            x,
            foot + s * 0.12 + dy,
            x + w / 4.0,
            foot + s * 0.12,
        ));
    }
    scene.add(Shape::Path(wave), Style::stroke(ink.alpha(0.7), s * 0.045));
}

/// A crenellated tower with a gate.
fn fetnes(scene: &mut Scene, cx: f32, cy: f32, s: f32, ink: Color) {
    let p = |x: f32, y: f32| (cx + x * s, cy + y * s);
    let outline = [
        p(-0.28, 0.32),
        p(-0.28, -0.3),
        p(-0.15, -0.3),
        p(-0.15, -0.19),
        p(-0.065, -0.19),
        p(-0.065, -0.3),
        p(0.065, -0.3),
        p(0.065, -0.19),
        p(0.15, -0.19),
        p(0.15, -0.3),
        p(0.28, -0.3),
        p(0.28, 0.32),
    ];
    scene.add(
        Shape::polygon(&outline),
        Style::fill(ink.alpha(0.85)).with_stroke(ink, s * 0.03),
    );
    let hollow = Color::hex(0xfbf5e6);
    let (gx, gy) = p(0.0, 0.32);
    scene.add(
        Shape::Path(vec![
            PathOp::Move(gx - s * 0.09, gy),
            PathOp::Line(gx - s * 0.09, gy - s * 0.17),
            PathOp::Quad(gx, gy - s * 0.3, gx + s * 0.09, gy - s * 0.17),
            PathOp::Line(gx + s * 0.09, gy),
            PathOp::Close,
        ]),
        Style::fill(hollow),
    );
    let (wx, wy) = p(0.0, -0.08);
    scene.add(
        Shape::Rect {
            x: wx - s * 0.025,
            y: wy - s * 0.06,
            w: s * 0.05,
            h: s * 0.12,
            radius: s * 0.02,
        },
        Style::fill(hollow),
    );
}

/// An eight-pointed star of fate.
fn gethreln(scene: &mut Scene, cx: f32, cy: f32, s: f32, ink: Color) {
    let points: Vec<(f32, f32)> = (0..16)
        .map(|i| {
            let a = i as f32 * PI / 8.0 - PI / 2.0;
            let r = if i % 2 == 0 { s * 0.34 } else { s * 0.14 };
            (cx + r * cos(a), cy + r * sin(a))
        })
        .collect();
    scene.add(
        Shape::polygon(&points),
        Style::fill(ink.alpha(0.85)).with_stroke(ink, s * 0.025),
    );
    scene.add(
        Shape::circle(cx, cy, s * 0.06),
        Style::fill(Color::hex(0xfbf5e6)),
    );
}

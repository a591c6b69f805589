//! The Arcēs slab: grey stone with limestone tiles, the gilded Gold (ARC-1), and the files and
//! ranks cut into the frame. Every cell's hit region is its drawn tile square.

use super::super::scene::{Align, Color, HitArea, Paint, PathOp, Scene, Shape, Style};
use super::super::theme;
use super::super::Overlay;
use super::{pieces, seats, Geometry, CELL, FRAME};
use crate::games::arces::view::{self, Cell, FILES, RANKS};
use crate::render::trig::{cos, sin};

const SLAB_LIGHT: Color = Color::hex(0x6e737b);
const SLAB_DARK: Color = Color::hex(0x43474e);
const GROOVE: Color = Color::hex(0x2f3237);
const CUT: Color = Color(236, 232, 222, 0.88);
const GILT_INK: Color = Color::hex(0x8a6410);

/// The stone slab with the files and ranks cut into its frame.
pub(super) fn slab(scene: &mut Scene, geo: &Geometry) {
    let grid = &geo.grid;
    let (x, y) = (grid.x - FRAME, grid.y - FRAME);
    let (w, h) = (grid.width() + 2.0 * FRAME, grid.height() + 2.0 * FRAME);
    scene.add(
        Shape::Rect {
            x,
            y,
            w,
            h,
            radius: 12.0,
        },
        Style::paint(Paint::Linear {
            from: (x, y),
            to: (x + w * 0.3, y + h),
            stops: vec![(0.0, SLAB_LIGHT), (1.0, SLAB_DARK)],
        })
        .with_stroke(Color::hex(0x2c2f34), 1.5)
        .with_shadow(Color(20, 20, 25, 0.45), 16.0, 0.0, 6.0),
    );
    // A bevel: a lighter line along the top and left, the way a cut edge catches the light.
    scene.add(
        Shape::Rect {
            x: x + 3.0,
            y: y + 3.0,
            w: w - 6.0,
            h: h - 6.0,
            radius: 10.0,
        },
        Style::stroke(Color(255, 255, 255, 0.16), 2.0),
    );
    scene.add(
        Shape::Rect {
            x: grid.x - 3.0,
            y: grid.y - 3.0,
            w: grid.width() + 6.0,
            h: grid.height() + 6.0,
            radius: 4.0,
        },
        Style::fill(GROOVE),
    );
    let size = 22.0;
    let style = Style::fill(CUT);
    for file in 0..FILES {
        let Some(cell) = Cell::new(file, 0) else {
            continue;
        };
        let cx = geo.center(cell).0;
        let letter = char::from(b'a' + file).to_string();
        for ly in [grid.y - FRAME / 2.0, grid.y + grid.height() + FRAME / 2.0] {
            scene.add(
                Shape::text(cx, ly, letter.clone(), size, true),
                style.clone(),
            );
        }
    }
    for rank in 0..RANKS {
        let Some(cell) = Cell::new(0, rank) else {
            continue;
        };
        let cy = geo.center(cell).1;
        let number = (rank + 1).to_string();
        for lx in [grid.x - FRAME / 2.0, grid.x + grid.width() + FRAME / 2.0] {
            scene.add(
                Shape::text(lx, cy + 1.0, number.clone(), size, true),
                style.clone(),
            );
        }
    }
}

/// A small deterministic scatter, so that every tile is its own piece of stone.
fn grain(index: usize, k: u32) -> f32 {
    let mut v = (index as u32).wrapping_mul(2_654_435_761) ^ k.wrapping_mul(40_503);
    v ^= v >> 13;
    v = v.wrapping_mul(1_274_126_177);
    v ^= v >> 16;
    (v % 10_000) as f32 / 10_000.0
}

pub(super) fn tiles(scene: &mut Scene, geo: &Geometry, overlay: &Overlay) {
    for cell in Cell::all() {
        let (x, y) = geo.origin(cell);
        let i = cell.index();
        let inset = 1.5;
        let (tx, ty, side) = (x + inset, y + inset, CELL - 2.0 * inset);
        let paint = if cell == view::GOLD {
            seats::gilt(tx, ty, side, side)
        } else {
            let tone = grain(i, 1) * 0.08 - 0.04;
            let base = if tone >= 0.0 {
                pieces::mix(Color::hex(0xd8d2c4), Color::hex(0xffffff), tone)
            } else {
                pieces::mix(Color::hex(0xd8d2c4), Color::hex(0x000000), -tone)
            };
            Paint::Linear {
                from: (tx, ty),
                to: (tx + side, ty + side),
                stops: vec![
                    (0.0, pieces::mix(base, Color::hex(0xffffff), 0.25)),
                    (1.0, pieces::mix(base, Color::hex(0x000000), 0.08)),
                ],
            }
        };
        scene.add(
            Shape::Rect {
                x: tx,
                y: ty,
                w: side,
                h: side,
                radius: 4.0,
            },
            Style::paint(paint),
        );
        if cell == view::GOLD {
            gold_emblem(scene, tx, ty, side);
        } else {
            for k in 0..6 {
                let (sx, sy) = (grain(i, 10 + k), grain(i, 20 + k));
                let dark = grain(i, 30 + k) < 0.6;
                scene.add(
                    Shape::circle(
                        tx + 6.0 + sx * (side - 12.0),
                        ty + 6.0 + sy * (side - 12.0),
                        0.8 + grain(i, 40 + k) * 1.1,
                    ),
                    Style::fill(if dark {
                        Color(70, 62, 50, 0.16)
                    } else {
                        Color(255, 255, 255, 0.35)
                    }),
                );
            }
        }
        let spot = view::spot(cell);
        if overlay.last.contains(&spot) {
            theme::cell_tint(scene, x, y, CELL, theme::LAST.alpha(0.55));
        }
        if overlay.marks.contains(&spot) {
            theme::mark(scene, x, y, CELL);
        }
        crate::render::notes::mark_square(scene, overlay, spot, (x, y), CELL);
        if overlay.coords {
            scene.add(
                Shape::Text {
                    x: x + 6.0,
                    y: y + 11.0,
                    text: cell.to_string(),
                    size: 14.0,
                    bold: true,
                    align: Align::Start,
                },
                Style::fill(Color(60, 52, 42, 0.8)),
            );
        }
        scene.hit(spot, HitArea::Rect(x, y, CELL, CELL));
    }
}

/// The Gold: an engraved sun in a gilt frame, visible around a piece standing on it.
fn gold_emblem(scene: &mut Scene, x: f32, y: f32, side: f32) {
    let (cx, cy) = (x + side / 2.0, y + side / 2.0);
    scene.add(
        Shape::Rect {
            x: x + 4.0,
            y: y + 4.0,
            w: side - 8.0,
            h: side - 8.0,
            radius: 3.0,
        },
        Style::stroke(GILT_INK.alpha(0.55), 1.5),
    );
    let ink = Style::stroke(GILT_INK.alpha(0.6), 2.2);
    scene.add(Shape::circle(cx, cy, side * 0.15), ink.clone());
    for k in 0..12 {
        let a = k as f32 * std::f32::consts::TAU / 12.0;
        let (inner, outer) = if k % 2 == 0 {
            (0.22, 0.4)
        } else {
            (0.22, 0.31)
        };
        scene.add(
            Shape::Path(vec![
                PathOp::Move(cx + cos(a) * side * inner, cy + sin(a) * side * inner),
                PathOp::Line(cx + cos(a) * side * outer, cy + sin(a) * side * outer),
            ]),
            ink.clone(),
        );
    }
}

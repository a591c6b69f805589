//! The board itself: frame, lap squares (with their last-move and explanation tints and their
//! hit regions), special squares, the channel and its bridge, the coordinates and lap arrows.
//! What stands on the squares is drawn by [`marks`].

use super::emblems::{arrowhead, emblem};
use super::marks;
use super::{seat_color, seat_ink, Bx, Geometry, CREAM, FRAME, INK};
use crate::core::Seat;
use crate::games::zanstrekt::board::{BRIDGE, OTHENT};
use crate::games::zanstrekt::view::{self, cell_spot, Special};
use crate::games::zanstrekt::{Cell, Zanstrekt};
use crate::render::scene::{Color, HitArea, Paint, PathOp, Scene, Shape, Style};
use crate::render::{theme, Align, Overlay};

const WALNUT_LIGHT: Color = Color::hex(0x7a5236);
const WALNUT_DARK: Color = Color::hex(0x4a2f1d);
/// The dark wood between the squares: it shows as the stringing lines of the marquetry.
const FLOOR: Color = Color::hex(0x2e1c10);

/// Draws the board with its pieces and every cell mark, and registers the cells' hit regions.
pub(super) fn draw(scene: &mut Scene, geo: &Geometry, game: &Zanstrekt, overlay: &Overlay) {
    frame(scene, geo);
    channel(scene, geo);
    for cell in view::cells() {
        square(scene, geo, cell, overlay);
    }
    bridge(scene, geo);
    for cell in view::cells() {
        if let Some((kind, Some(owner))) = view::special_at(cell) {
            let b = geo.square(cell);
            let (cx, cy) = b.center();
            let s = geo.cell_size();
            if game.piece_at(cell).is_some() {
                // Keep the square's kind readable under a piece: a small emblem in the corner.
                let [_, (dx, dy)] = corners(geo, cell);
                let (ex, ey) = (cx + dx * s * 0.33, cy + dy * s * 0.33);
                emblem(scene, kind, ex, ey, s * 0.3, seat_ink(owner));
            } else {
                emblem(scene, kind, cx, cy, s * 0.78, seat_ink(owner));
            }
        }
    }
    labels(scene, geo, overlay.coords);
    lap_arrows(scene, geo);
    // Pieces and the interface's marks go over everything the board itself shows.
    marks::draw(scene, geo, game, overlay);
}

/// The corners (signs of x and y from the centre) of a square's name and of its small emblem:
/// the top left and top right, except that on an Oþent both move to the side away from the
/// bridge, whose railings reach into the square.
fn corners(geo: &Geometry, cell: Cell) -> [(f32, f32); 2] {
    if !OTHENT.contains(&cell) {
        return [(-1.0, -1.0), (1.0, -1.0)];
    }
    let (cx, cy) = geo.center(cell);
    let (bx, by) = geo.center(BRIDGE);
    if (bx - cx).abs() > (by - cy).abs() {
        let away = -(bx - cx).signum();
        [(away, -1.0), (away, 1.0)]
    } else {
        let away = -(by - cy).signum();
        [(-1.0, away), (1.0, away)]
    }
}

fn frame(scene: &mut Scene, geo: &Geometry) {
    let b = geo.board;
    scene.add(
        Shape::Rect {
            x: b.x,
            y: b.y,
            w: b.w,
            h: b.h,
            radius: 12.0,
        },
        Style::paint(Paint::Linear {
            from: (b.x, b.y),
            to: (b.x + b.w * 0.3, b.bottom()),
            stops: vec![(0.0, WALNUT_LIGHT), (1.0, WALNUT_DARK)],
        })
        .with_stroke(Color::hex(0x2a190d), 1.5)
        .with_shadow(Color(40, 20, 0, 0.45), 16.0, 0.0, 6.0),
    );
    // A thin light stringing line just inside the frame's edge.
    scene.add(
        Shape::Rect {
            x: b.x + 5.0,
            y: b.y + 5.0,
            w: b.w - 10.0,
            h: b.h - 10.0,
            radius: 8.0,
        },
        Style::stroke(Color(243, 228, 196, 0.35), 1.2),
    );
    let g = &geo.grid;
    scene.add(
        Shape::Rect {
            x: g.x - 3.0,
            y: g.y - 3.0,
            w: g.width() + 6.0,
            h: g.height() + 6.0,
            radius: 4.0,
        },
        Style::fill(FLOOR),
    );
}

/// The unused middle cells (b2–d2, f2–h2) as one rosewood channel with inlaid waves, running
/// under the bridge: there is nothing to stand on there.
fn channel(scene: &mut Scene, geo: &Geometry) {
    let s = geo.cell_size();
    let (a, z) = (Cell::named("b2"), Cell::named("h2"));
    let (ax, ay) = geo.center(a);
    let (zx, zy) = geo.center(z);
    let len = ((zx - ax).powi(2) + (zy - ay).powi(2)).sqrt();
    let (ux, uy) = ((zx - ax) / len, (zy - ay) / len);
    let (nx, ny) = (-uy, ux);
    let half_len = len / 2.0 + s * 0.5 - 2.0;
    let half_w = s * 0.5 - 2.0;
    let (mx, my) = ((ax + zx) / 2.0, (ay + zy) / 2.0);
    let corner =
        |along: f32, across: f32| (mx + ux * along + nx * across, my + uy * along + ny * across);
    let x0 = mx - (ux.abs() * half_len + nx.abs() * half_w);
    let y0 = my - (uy.abs() * half_len + ny.abs() * half_w);
    scene.add(
        Shape::Rect {
            x: x0,
            y: y0,
            w: 2.0 * (ux.abs() * half_len + nx.abs() * half_w),
            h: 2.0 * (uy.abs() * half_len + ny.abs() * half_w),
            radius: 4.0,
        },
        Style::paint(Paint::Linear {
            from: corner(0.0, -half_w),
            to: corner(0.0, half_w),
            stops: vec![
                (0.0, Color::hex(0x3d2418)),
                (0.5, Color::hex(0x5e3a27)),
                (1.0, Color::hex(0x3d2418)),
            ],
        }),
    );
    for (k, across) in [-0.22, 0.0, 0.22].into_iter().enumerate() {
        let waves = 18;
        let step = 2.0 * (half_len - s * 0.12) / waves as f32;
        let phase = if k == 1 { s * 0.05 } else { 0.0 };
        let start = -half_len + s * 0.12;
        let mut ops = vec![{
            let (x, y) = corner(start, across * s);
            PathOp::Move(x, y)
        }];
        for i in 0..waves {
            let along = start + (i as f32 + 0.5) * step;
            let lift = if i % 2 == 0 { 0.06 } else { -0.06 } * s;
            let (cx, cy) = corner(along + phase, across * s + lift);
            let (ex, ey) = corner(start + (i as f32 + 1.0) * step, across * s);
            ops.push(PathOp::Quad(cx, cy, ex, ey));
        }
        scene.add(
            Shape::Path(ops),
            Style::stroke(Color(214, 178, 128, 0.38), 1.6),
        );
    }
}

/// One used square: maple (alternating tones so steps are easy to count) or an ivory special
/// square edged in its owner's colour; the last-move and explanation tints; its hit region.
fn square(scene: &mut Scene, geo: &Geometry, cell: Cell, overlay: &Overlay) {
    let b = geo.square(cell);
    let s = geo.cell_size();
    let inner = Shape::Rect {
        x: b.x + 2.0,
        y: b.y + 2.0,
        w: s - 4.0,
        h: s - 4.0,
        radius: 4.0,
    };
    let special = view::special_at(cell);
    let (light, dark) = match special {
        Some((Special::Bridge, _)) => (Color::hex(0x6b4a33), Color::hex(0x4d3020)),
        Some(_) => (Color::hex(0xfdf9ef), Color::hex(0xe9dcc2)),
        None if (cell.file() + cell.rank()) % 2 == 0 => {
            (Color::hex(0xf1dfb6), Color::hex(0xdcc08c))
        }
        None => (Color::hex(0xe4c995), Color::hex(0xcdaa70)),
    };
    scene.add(
        inner,
        Style::paint(Paint::Linear {
            from: (b.x, b.y),
            to: (b.right(), b.bottom()),
            stops: vec![(0.0, light), (1.0, dark)],
        }),
    );
    if let Some((_, Some(owner))) = special {
        medallion(scene, b, owner, s);
    }
    let spot = cell_spot(cell);
    if overlay.last.contains(&spot) {
        theme::cell_tint(scene, b.x, b.y, s, theme::LAST.alpha(0.5));
    }
    if overlay.marks.contains(&spot) {
        theme::mark(scene, b.x, b.y, s);
    }
    scene.hit(spot, HitArea::Rect(b.x, b.y, s, s));
}

/// The owner's band round a special square and the medallion behind its emblem: round for South,
/// square for North, the same shapes as their pieces, so ownership never rests on colour alone.
fn medallion(scene: &mut Scene, b: Bx, owner: Seat, s: f32) {
    let color = seat_color(owner);
    scene.add(
        Shape::Rect {
            x: b.x + 5.5,
            y: b.y + 5.5,
            w: s - 11.0,
            h: s - 11.0,
            radius: 5.0,
        },
        Style::stroke(color.alpha(0.9), 3.5),
    );
    let (cx, cy) = b.center();
    let fill = Style::fill(color.alpha(0.13)).with_stroke(color.alpha(0.45), 1.5);
    if owner == Seat::North {
        let r = s * 0.3;
        scene.add(
            Shape::Rect {
                x: cx - r,
                y: cy - r,
                w: 2.0 * r,
                h: 2.0 * r,
                radius: s * 0.06,
            },
            fill,
        );
    } else {
        scene.add(Shape::circle(cx, cy, s * 0.33), fill);
    }
}

/// The bridge between the two Oþents: a plank deck over e2 with railings that reach onto both
/// bridge heads, drawn along whatever direction the board is turned.
fn bridge(scene: &mut Scene, geo: &Geometry) {
    let s = geo.cell_size();
    let (mx, my) = geo.center(BRIDGE);
    let (ax, ay) = geo.center(OTHENT[0]);
    let (zx, zy) = geo.center(OTHENT[1]);
    let len = ((zx - ax).powi(2) + (zy - ay).powi(2)).sqrt();
    let (ux, uy) = ((zx - ax) / len, (zy - ay) / len);
    let (nx, ny) = (-uy, ux);
    let at =
        |along: f32, across: f32| (mx + ux * along + nx * across, my + uy * along + ny * across);
    let half = s * 0.5 + s * 0.1;
    let w = s * 0.34;
    scene.add(
        Shape::polygon(&[at(-half, -w), at(half, -w), at(half, w), at(-half, w)]),
        Style::paint(Paint::Linear {
            from: at(0.0, -w),
            to: at(0.0, w),
            stops: vec![
                (0.0, Color::hex(0x8a5a2c)),
                (0.5, Color::hex(0xc4935a)),
                (1.0, Color::hex(0x8a5a2c)),
            ],
        })
        .with_shadow(Color(0, 0, 0, 0.45), 8.0, 0.0, 3.0),
    );
    let boards = 8;
    for i in 1..boards {
        let along = -half + i as f32 * 2.0 * half / boards as f32;
        let (x0, y0) = at(along, -w);
        let (x1, y1) = at(along, w);
        scene.add(
            Shape::Path(vec![PathOp::Move(x0, y0), PathOp::Line(x1, y1)]),
            Style::stroke(Color(60, 34, 14, 0.55), 1.4),
        );
    }
    for k in [-1.0f32, 1.0] {
        let rail = w + 3.0;
        let (x0, y0) = at(-half - 4.0, k * rail);
        let (cx, cy) = at(0.0, k * (rail + s * 0.06));
        let (x1, y1) = at(half + 4.0, k * rail);
        scene.add(
            Shape::Path(vec![PathOp::Move(x0, y0), PathOp::Quad(cx, cy, x1, y1)]),
            Style::stroke(Color::hex(0x3a2210), 4.0),
        );
        for along in [-half - 4.0, 0.0, half + 4.0] {
            let bulge = if along == 0.0 { s * 0.03 } else { 0.0 };
            let (px, py) = at(along, k * (rail + bulge));
            scene.add(
                Shape::circle(px, py, 4.5),
                Style::fill(Color::hex(0x5a3519)).with_stroke(Color::hex(0x2a170a), 1.2),
            );
        }
    }
}

/// File letters and rank numbers in the frame; with `coords`, every cell's name in its corner.
fn labels(scene: &mut Scene, geo: &Geometry, coords: bool) {
    let g = &geo.grid;
    let s = geo.cell_size();
    for index in 0..27u8 {
        let Some(cell) = Cell::at(index % 9, index / 9 + 1) else {
            continue;
        };
        let b = geo.square(cell);
        let (cx, cy) = b.center();
        let file = char::from(b'a' + cell.file()).to_string();
        let rank = cell.rank().to_string();
        let (across, down) = if geo.portrait {
            (rank, file)
        } else {
            (file, rank)
        };
        let faint = Style::fill(CREAM.alpha(0.75));
        if (b.bottom() - (g.y + g.height())).abs() < 1.0 {
            scene.add(
                Shape::text(cx, b.bottom() + FRAME / 2.0 + 1.0, across, 14.0, true),
                faint.clone(),
            );
        }
        if (b.x - g.x).abs() < 1.0 {
            scene.add(
                Shape::text(b.x - FRAME / 2.0 - 1.0, cy, down, 14.0, true),
                faint,
            );
        }
        if coords && cell.is_used() {
            let ink = if cell == BRIDGE { CREAM } else { INK };
            let [(sx, sy), _] = corners(geo, cell);
            scene.add(
                Shape::Text {
                    x: cx + sx * s * 0.41,
                    y: cy + sy * s * 0.36,
                    text: cell.to_string(),
                    size: 15.0,
                    bold: true,
                    align: if sx < 0.0 { Align::Start } else { Align::End },
                },
                Style::fill(ink.alpha(0.85)),
            );
        }
    }
}

/// Chevrons in the frame, on the cell boundaries, pointing the way every lap runs: anticlockwise
/// on screen (up the right, left along the top, down the left, right along the bottom), which a
/// half or quarter turn of the board does not change.
fn lap_arrows(scene: &mut Scene, geo: &Geometry) {
    let g = &geo.grid;
    let s = geo.cell_size();
    let (left, top) = (g.x, g.y);
    let (right, bottom) = (g.x + g.width(), g.y + g.height());
    let mid = FRAME / 2.0 + 1.5;
    let style = Style::fill(Color(243, 228, 196, 0.55));
    let mut add = |x: f32, y: f32, dx: f32, dy: f32| {
        scene.add(
            arrowhead(x + dx * 4.0, y + dy * 4.0, dx, dy, 9.0),
            style.clone(),
        );
    };
    for i in 1..g.cols {
        let x = left + f32::from(i) * s;
        add(x, top - mid, -1.0, 0.0);
        add(x, bottom + mid, 1.0, 0.0);
    }
    for i in 1..g.rows {
        let y = top + f32::from(i) * s;
        add(left - mid, y, 0.0, 1.0);
        add(right + mid, y, 0.0, -1.0);
    }
}

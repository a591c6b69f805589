//! The Senet board: sand-and-faience squares on a wooden frame, the S-shaped track (numbers and
//! arrows), the traditional marks, ivory cones (White) and ebony spools (Black), the borne-off
//! trays and the four throwing sticks.

use super::layout::SquareLayout;
use super::scene::{Color, HitArea, Paint, PathOp, Scene, Shape, Style};
use super::{theme, Overlay};
use crate::core::{Seat, Spot};
use crate::games::senet::view::{self, Mark, OFF_SPOT};
use crate::games::senet::{Senet, PIECES};

const CELL: f32 = 64.0;
const FRAME: f32 = 18.0;
const TRAY_W: f32 = 92.0;
const GAP: f32 = 14.0;
const STICKS_H: f32 = 104.0;

const INK: Color = Color::hex(0x2c3e73);
const FRAME_DARK: Color = Color::hex(0x6b4423);
const FRAME_LIGHT: Color = Color::hex(0x9c6b3c);

/// The whole Senet picture.
pub fn scene(game: &Senet, overlay: &Overlay) -> Scene {
    let board_w = f32::from(view::COLUMNS) * CELL + 2.0 * FRAME;
    let board_h = f32::from(view::ROWS) * CELL + 2.0 * FRAME;
    let mut scene = Scene::new(board_w + GAP + TRAY_W, board_h + STICKS_H);
    scene.title = format!("Senet board: {game}");
    let layout = SquareLayout {
        x: FRAME,
        y: FRAME,
        cell: CELL,
        cols: view::COLUMNS,
        rows: view::ROWS,
        flip: overlay.flip,
    };
    frame(&mut scene, board_w, board_h);
    squares(&mut scene, &layout, overlay);
    track_arrows(&mut scene, &layout);
    marks_and_targets(&mut scene, &layout, overlay);
    pieces(&mut scene, &layout, game);
    targets(&mut scene, &layout, overlay);
    tray(&mut scene, board_w + GAP, board_h, game, overlay);
    sticks(&mut scene, board_h, overlay.roll);
    scene
}

fn frame(scene: &mut Scene, w: f32, h: f32) {
    scene.add(
        Shape::Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
            radius: 10.0,
        },
        Style::paint(Paint::Linear {
            from: (0.0, 0.0),
            to: (0.0, h),
            stops: vec![(0.0, FRAME_LIGHT), (1.0, FRAME_DARK)],
        })
        .with_shadow(Color(40, 20, 0, 0.45), 14.0, 0.0, 5.0),
    );
    scene.add(
        Shape::Rect {
            x: FRAME - 3.0,
            y: FRAME - 3.0,
            w: w - 2.0 * FRAME + 6.0,
            h: h - 2.0 * FRAME + 6.0,
            radius: 4.0,
        },
        Style::fill(Color::hex(0x4a2c14)),
    );
}

fn squares(scene: &mut Scene, layout: &SquareLayout, overlay: &Overlay) {
    for square in 1..=30u8 {
        let (row, col) = view::cell_of(square);
        let (x, y) = layout.origin(row, col);
        let special = view::mark(square).is_some();
        let (light, dark) = if special {
            (Color::hex(0xbfe3dc), Color::hex(0x8cc7bd)) // faience
        } else {
            (Color::hex(0xf3e2bb), Color::hex(0xe0c78f)) // sand
        };
        scene.add(
            Shape::Rect {
                x: x + 1.5,
                y: y + 1.5,
                w: CELL - 3.0,
                h: CELL - 3.0,
                radius: 5.0,
            },
            Style::paint(Paint::Linear {
                from: (x, y),
                to: (x + CELL, y + CELL),
                stops: vec![(0.0, light), (1.0, dark)],
            }),
        );
        let spot = Spot(square.into());
        if overlay.last.contains(&spot) {
            theme::cell_tint(scene, x, y, CELL, theme::LAST.alpha(0.55));
        }
        if overlay.marks.contains(&spot) {
            theme::cell_tint(scene, x, y, CELL, theme::MARK.alpha(0.3));
        }
        let label = square.to_string();
        let size = if overlay.coords { 15.0 } else { 11.0 };
        let alpha = if overlay.coords { 0.85 } else { 0.45 };
        scene.add(
            Shape::Text {
                x: x + 6.0,
                y: y + 10.0,
                text: label,
                size,
                bold: overlay.coords,
                align: super::Align::Start,
            },
            Style::fill(Color(90, 60, 30, alpha)),
        );
        scene.hit(spot, HitArea::Rect(x, y, CELL, CELL));
    }
}

/// Faint arrows at the row ends show the S: right along row 1, left along row 2, right along 3.
fn track_arrows(scene: &mut Scene, layout: &SquareLayout) {
    for (from, to) in [(10u8, 11u8), (20, 21)] {
        let (r0, c0) = view::cell_of(from);
        let (r1, _) = view::cell_of(to);
        let (x, y0) = layout.center(r0, c0);
        let (_, y1) = layout.center(r1, c0);
        let side = if layout.origin(r0, c0).0 + CELL > layout.x + layout.width() - 1.0 {
            1.0
        } else {
            -1.0
        };
        let ax = x + side * (CELL / 2.0 + FRAME / 2.0);
        scene.add(
            Shape::Path(vec![PathOp::Move(ax, y0 - 6.0), PathOp::Line(ax, y1 + 2.0)]),
            Style::stroke(Color(255, 240, 210, 0.7), 2.5),
        );
        let dir = if y1 > y0 { 1.0 } else { -1.0 };
        scene.add(
            Shape::polygon(&[
                (ax - 5.0, y1 - 4.0 * dir),
                (ax + 5.0, y1 - 4.0 * dir),
                (ax, y1 + 5.0 * dir),
            ]),
            Style::fill(Color(255, 240, 210, 0.8)),
        );
    }
}

fn marks_and_targets(scene: &mut Scene, layout: &SquareLayout, overlay: &Overlay) {
    for square in 1..=30u8 {
        let (row, col) = view::cell_of(square);
        let (cx, cy) = layout.center(row, col);
        if let Some(mark) = view::mark(square) {
            glyph(scene, mark, cx, cy);
        }
        let spot = Spot(square.into());
        let (x, y) = layout.origin(row, col);
        if overlay.movable.contains(&spot) && overlay.selected.is_none() {
            scene.add(
                Shape::Rect {
                    x: x + 4.0,
                    y: y + 4.0,
                    w: CELL - 8.0,
                    h: CELL - 8.0,
                    radius: 6.0,
                },
                Style::stroke(theme::SELECT.alpha(0.55), 2.0),
            );
        }
        if overlay.selected == Some(spot) {
            theme::selection(scene, x, y, CELL);
        }
        if overlay.cursor == Some(spot) {
            theme::cursor(scene, x, y, CELL);
        }
    }
}

/// The traditional glyphs of SEN-1, drawn in faience ink.
fn glyph(scene: &mut Scene, mark: Mark, cx: f32, cy: f32) {
    let ink = Style::stroke(INK.alpha(0.8), 3.0);
    let s = CELL;
    match mark {
        Mark::Rebirth => {
            // Ankh: a loop over a cross.
            scene.add(
                Shape::Ellipse {
                    cx,
                    cy: cy - s * 0.17,
                    rx: s * 0.09,
                    ry: s * 0.12,
                },
                ink.clone(),
            );
            scene.add(
                Shape::Path(vec![
                    PathOp::Move(cx, cy - s * 0.05),
                    PathOp::Line(cx, cy + s * 0.32),
                ]),
                ink.clone(),
            );
            scene.add(
                Shape::Path(vec![
                    PathOp::Move(cx - s * 0.17, cy + 0.02 * s),
                    PathOp::Line(cx + s * 0.17, cy + 0.02 * s),
                ]),
                ink,
            );
        }
        Mark::Beauty => {
            // Nefer: a heart-shaped body with a windpipe and crossbars.
            scene.add(
                Shape::Path(vec![
                    PathOp::Move(cx, cy + s * 0.32),
                    PathOp::Cubic(
                        cx - s * 0.22,
                        cy + s * 0.18,
                        cx - s * 0.2,
                        cy - s * 0.05,
                        cx,
                        cy - s * 0.02,
                    ),
                    PathOp::Cubic(
                        cx + s * 0.2,
                        cy - s * 0.05,
                        cx + s * 0.22,
                        cy + s * 0.18,
                        cx,
                        cy + s * 0.32,
                    ),
                    PathOp::Close,
                ]),
                ink.clone(),
            );
            scene.add(
                Shape::Path(vec![
                    PathOp::Move(cx, cy - s * 0.02),
                    PathOp::Line(cx, cy - s * 0.34),
                ]),
                ink.clone(),
            );
            for dy in [0.16, 0.24] {
                scene.add(
                    Shape::Path(vec![
                        PathOp::Move(cx - s * 0.08, cy - s * dy),
                        PathOp::Line(cx + s * 0.08, cy - s * dy),
                    ]),
                    ink.clone(),
                );
            }
        }
        Mark::Water => {
            // Three zigzag ripples.
            for k in -1..=1 {
                let y = cy + k as f32 * s * 0.16;
                let mut ops = vec![PathOp::Move(cx - s * 0.3, y)];
                for i in 1..=6 {
                    let x = cx - s * 0.3 + i as f32 * s * 0.1;
                    ops.push(PathOp::Line(
                        x,
                        y + if i % 2 == 1 { -s * 0.05 } else { 0.0 },
                    ));
                }
                scene.add(Shape::Path(ops), Style::stroke(Color::hex(0x1d5fa8), 3.0));
            }
        }
        Mark::Three | Mark::Two => {
            let n = if mark == Mark::Three { 3 } else { 2 };
            for i in 0..n {
                let x = cx + (i as f32 - (n as f32 - 1.0) / 2.0) * s * 0.16;
                scene.add(
                    Shape::Path(vec![
                        PathOp::Move(x, cy - s * 0.2),
                        PathOp::Line(x, cy + s * 0.2),
                    ]),
                    Style::stroke(INK.alpha(0.8), 4.0),
                );
            }
        }
        Mark::Sun => {
            scene.add(
                Shape::circle(cx, cy, s * 0.17),
                Style::fill(Color::hex(0xc0392b).alpha(0.75)).with_stroke(INK.alpha(0.7), 2.0),
            );
        }
    }
}

/// Target rings go over the pieces, so that an attack on a piece is visible.
fn targets(scene: &mut Scene, layout: &SquareLayout, overlay: &Overlay) {
    for square in 1..=30u8 {
        let spot = Spot(square.into());
        let capture = overlay.captures.contains(&spot);
        if capture || overlay.targets.contains(&spot) {
            let (row, col) = view::cell_of(square);
            let (cx, cy) = layout.center(row, col);
            theme::target(scene, cx, cy, CELL, capture);
        }
    }
}

fn pieces(scene: &mut Scene, layout: &SquareLayout, game: &Senet) {
    for square in 1..=30u8 {
        let Some(seat) = game.piece_at(square) else {
            continue;
        };
        let (row, col) = view::cell_of(square);
        let (cx, cy) = layout.center(row, col);
        piece(scene, seat, cx, cy + 2.0, CELL);
    }
}

/// White pieces are ivory cones, Black pieces ebony spools: told apart by shape as well as tone.
fn piece(scene: &mut Scene, seat: Seat, cx: f32, cy: f32, s: f32) {
    let half = s * 0.25;
    let top = cy - s * 0.3;
    let base = cy + s * 0.27;
    if seat == Seat::North {
        let paint = Paint::Linear {
            from: (cx - half, 0.0),
            to: (cx + half, 0.0),
            stops: vec![
                (0.0, Color::hex(0xfffdf5)),
                (0.45, Color::hex(0xf1e6cc)),
                (1.0, Color::hex(0xb9a886)),
            ],
        };
        let body = Shape::Path(vec![
            PathOp::Move(cx - half, base),
            PathOp::Line(cx - s * 0.06, top + s * 0.06),
            PathOp::Quad(cx, top - s * 0.03, cx + s * 0.06, top + s * 0.06),
            PathOp::Line(cx + half, base),
            PathOp::Quad(cx, base + s * 0.1, cx - half, base),
            PathOp::Close,
        ]);
        scene.add(
            body,
            theme::piece_shadow(
                Style::paint(paint).with_stroke(Color::hex(0x8d7b58), 1.5),
                s,
            ),
        );
    } else {
        let paint = Paint::Linear {
            from: (cx - half, 0.0),
            to: (cx + half, 0.0),
            stops: vec![
                (0.0, Color::hex(0x5a5048)),
                (0.4, Color::hex(0x2b2420)),
                (1.0, Color::hex(0x0e0b09)),
            ],
        };
        let waist = s * 0.1;
        let body = Shape::Path(vec![
            PathOp::Move(cx - half, top),
            PathOp::Quad(cx - waist, cy, cx - half, base),
            PathOp::Quad(cx, base + s * 0.08, cx + half, base),
            PathOp::Quad(cx + waist, cy, cx + half, top),
            PathOp::Close,
        ]);
        scene.add(
            body,
            theme::piece_shadow(
                Style::paint(paint).with_stroke(Color::hex(0x000000), 1.5),
                s,
            ),
        );
        scene.add(
            Shape::Ellipse {
                cx,
                cy: top,
                rx: half,
                ry: s * 0.07,
            },
            Style::fill(Color::hex(0x4a403a)).with_stroke(Color::hex(0x000000), 1.2),
        );
    }
}

/// The trays beside the board: White's borne-off pieces above, Black's below, and the target for
/// bearing off.
fn tray(scene: &mut Scene, x: f32, h: f32, game: &Senet, overlay: &Overlay) {
    let style = Style::paint(Paint::Linear {
        from: (x, 0.0),
        to: (x + TRAY_W, 0.0),
        stops: vec![(0.0, FRAME_DARK), (1.0, FRAME_LIGHT)],
    })
    .with_shadow(Color(40, 20, 0, 0.4), 10.0, 0.0, 4.0);
    scene.add(
        Shape::Rect {
            x,
            y: 0.0,
            w: TRAY_W,
            h,
            radius: 10.0,
        },
        style,
    );
    let half = (h - 3.0 * 8.0) / 2.0;
    for (i, seat) in [(0, Seat::North), (1, Seat::South)] {
        let ty = 8.0 + i as f32 * (half + 8.0);
        scene.add(
            Shape::Rect {
                x: x + 8.0,
                y: ty,
                w: TRAY_W - 16.0,
                h: half,
                radius: 6.0,
            },
            Style::fill(Color::hex(0x4a2c14)),
        );
        let off = game.borne_off(seat);
        for k in 0..off {
            let px = x + 28.0 + (k % 2) as f32 * 36.0;
            let py = ty + 18.0 + (k / 2) as f32 * 22.0;
            piece(scene, seat, px, py, 34.0);
        }
        let label = format!("{off}/{PIECES}");
        scene.add(
            Shape::text(x + TRAY_W / 2.0, ty + half - 10.0, label, 12.0, true),
            Style::fill(Color(255, 240, 210, 0.85)),
        );
    }
    let tray_area = HitArea::Rect(x, 0.0, TRAY_W, h);
    if overlay.targets.contains(&OFF_SPOT) {
        scene.add(
            Shape::Rect {
                x: x + 3.0,
                y: 3.0,
                w: TRAY_W - 6.0,
                h: h - 6.0,
                radius: 9.0,
            },
            Style::stroke(theme::TARGET, 4.0).with_shadow(theme::TARGET, 10.0, 0.0, 0.0),
        );
        let (cx, cy) = tray_area.center();
        theme::target(scene, cx, cy, CELL, false);
    }
    if overlay.last.contains(&OFF_SPOT) {
        scene.add(
            Shape::Rect {
                x: x + 3.0,
                y: 3.0,
                w: TRAY_W - 6.0,
                h: h - 6.0,
                radius: 9.0,
            },
            Style::stroke(theme::LAST, 3.0),
        );
    }
    scene.hit(OFF_SPOT, tray_area);
}

/// The four sticks of SEN-2: flat (pale, painted) or round (dark, shaded) side up.
fn sticks(scene: &mut Scene, top: f32, roll: Option<(u8, u32)>) {
    let y = top + 16.0;
    let (value, variety) = roll.unwrap_or((0, 0));
    let faces = if roll.is_some() {
        view::sticks(value, variety)
    } else {
        [false; 4]
    };
    let stick_w = 150.0;
    let stick_h = 16.0;
    for (i, flat) in faces.iter().enumerate() {
        let sx = 24.0 + (i % 2) as f32 * (stick_w + 18.0);
        let sy = y + (i / 2) as f32 * (stick_h + 14.0) + 6.0;
        let style = if *flat {
            Style::paint(Paint::Linear {
                from: (0.0, sy),
                to: (0.0, sy + stick_h),
                stops: vec![(0.0, Color::hex(0xfbf1d9)), (1.0, Color::hex(0xe4cfa0))],
            })
        } else {
            Style::paint(Paint::Linear {
                from: (0.0, sy),
                to: (0.0, sy + stick_h),
                stops: vec![
                    (0.0, Color::hex(0xa0703f)),
                    (0.5, Color::hex(0x6e4521)),
                    (1.0, Color::hex(0x3d230f)),
                ],
            })
        };
        let style = if roll.is_some() {
            style
        } else {
            Style::fill(Color(120, 90, 60, 0.35))
        };
        scene.add(
            Shape::Rect {
                x: sx,
                y: sy,
                w: stick_w,
                h: stick_h,
                radius: 8.0,
            },
            style
                .with_shadow(Color(0, 0, 0, 0.3), 5.0, 0.0, 2.0)
                .with_stroke(Color::hex(0x3d230f), 1.0),
        );
        if *flat && roll.is_some() {
            for k in 0..3 {
                let mx = sx + 30.0 + k as f32 * 45.0;
                scene.add(
                    Shape::Path(vec![
                        PathOp::Move(mx, sy + 3.0),
                        PathOp::Line(mx + 8.0, sy + stick_h - 3.0),
                    ]),
                    Style::stroke(INK.alpha(0.6), 2.0),
                );
            }
        }
    }
    let text = match roll {
        Some((v, _)) => format!("{v}"),
        None => "–".to_string(),
    };
    let tx = 24.0 + 2.0 * stick_w + 18.0 + 60.0;
    scene.add(
        Shape::circle(tx, y + 30.0, 28.0),
        Style::fill(Color::hex(0xf3e2bb))
            .with_stroke(FRAME_DARK, 3.0)
            .with_shadow(Color(0, 0, 0, 0.3), 6.0, 0.0, 2.0),
    );
    scene.add(
        Shape::text(tx, y + 31.0, text, 30.0, true),
        Style::fill(FRAME_DARK),
    );
    let note = match roll {
        Some((1 | 4 | 6, _)) => "throw again after moving",
        Some(_) => "the turn passes after moving",
        None => "",
    };
    scene.add(
        Shape::Text {
            x: tx + 40.0,
            y: y + 30.0,
            text: note.into(),
            size: 14.0,
            bold: false,
            align: super::Align::Start,
        },
        Style::fill(Color(110, 80, 50, 0.95)),
    );
}

//! The Senet board: sand-and-faience squares on a wooden frame, the S-shaped track (numbers and
//! arrows), the traditional marks, ivory cones (White) and ebony spools (Black), the borne-off
//! trays and the four throwing sticks.

use super::layout::SquareLayout;
use super::scene::{Color, HitArea, Paint, PathOp, Scene, Shape, Style};
use super::{theme, Overlay};
use crate::core::{Game, Seat, Spot, ToAct};
use crate::games::senet::view::{self, Mark, OFF_SPOT};
use crate::games::senet::{Senet, PIECES};
use crate::i18n::{self, t, tr};

const CELL: f32 = 64.0;
const FRAME: f32 = 18.0;
const TRAY_W: f32 = 92.0;
const GAP: f32 = 14.0;
const STICKS_H: f32 = 104.0;

const INK: Color = Color::hex(0x2c3e73);
const FRAME_DARK: Color = Color::hex(0x6b4423);
const FRAME_LIGHT: Color = Color::hex(0x9c6b3c);

/// Width of the side column (trays and sticks) of the portrait layout.
const SIDE_W: f32 = 150.0;
/// Room left and right of the portrait picture: a phone draws it across the whole screen, and
/// the frame and trays should not touch the screen's edges.
const EDGE_PORTRAIT: f32 = 6.0;

/// The board's squares on the page: the S of SEN-1 in three rows of ten (landscape), or turned
/// into three columns of ten for narrow screens (portrait: 1–10 down the left column, 11–20 up
/// the middle, 21–30 down the right), so the track reads the same way either way.
struct Board {
    grid: SquareLayout,
    portrait: bool,
    /// Left edge of the frame.
    x: f32,
}

impl Board {
    fn new(overlay: &Overlay) -> Board {
        let (rows, cols) = if overlay.portrait {
            (view::COLUMNS, view::ROWS)
        } else {
            (view::ROWS, view::COLUMNS)
        };
        let x = if overlay.portrait { EDGE_PORTRAIT } else { 0.0 };
        Board {
            grid: SquareLayout {
                x: x + FRAME,
                y: FRAME,
                cell: CELL,
                cols,
                rows,
                flip: overlay.flip,
            },
            portrait: overlay.portrait,
            x,
        }
    }

    fn cell(&self, square: u8) -> (u8, u8) {
        let (row, col) = view::cell_of(square);
        if self.portrait {
            (col, row)
        } else {
            (row, col)
        }
    }

    fn origin(&self, square: u8) -> (f32, f32) {
        let (row, col) = self.cell(square);
        self.grid.origin(row, col)
    }

    fn center(&self, square: u8) -> (f32, f32) {
        let (row, col) = self.cell(square);
        self.grid.center(row, col)
    }

    /// Outer size, frame included.
    fn size(&self) -> (f32, f32) {
        (
            self.grid.width() + 2.0 * FRAME,
            self.grid.height() + 2.0 * FRAME,
        )
    }
}

/// What the Senet picture shows, in words (an SVG picture's title).
pub fn title(game: &Senet) -> String {
    tr(
        "render-senet-title",
        &[("position", game.to_string().into())],
    )
}

/// The whole Senet picture.
pub fn scene(game: &Senet, overlay: &Overlay) -> Scene {
    let board = Board::new(overlay);
    let (board_w, board_h) = board.size();
    let mut scene = if overlay.portrait {
        Scene::new(board_w + GAP + SIDE_W + 2.0 * board.x, board_h)
    } else {
        Scene::new(board_w + GAP + TRAY_W, board_h + STICKS_H)
    };
    frame(&mut scene, board.x, board_w, board_h);
    squares(&mut scene, &board, overlay);
    track_arrows(&mut scene, &board);
    marks_and_targets(&mut scene, &board, overlay);
    pieces(&mut scene, &board, game);
    targets(&mut scene, &board, overlay);
    let side = board.x + board_w + GAP;
    if overlay.portrait {
        let tray_h = 180.0;
        tray(
            &mut scene,
            (side, 0.0, SIDE_W, tray_h),
            Seat::North,
            game,
            overlay,
        );
        tray(
            &mut scene,
            (side, board_h - tray_h, SIDE_W, tray_h),
            Seat::South,
            game,
            overlay,
        );
        sticks(
            &mut scene,
            (side, tray_h, SIDE_W, board_h - 2.0 * tray_h),
            overlay.roll,
            true,
            game,
        );
    } else {
        let half = board_h / 2.0 - GAP / 4.0;
        tray(
            &mut scene,
            (side, 0.0, TRAY_W, half),
            Seat::North,
            game,
            overlay,
        );
        tray(
            &mut scene,
            (side, board_h - half, TRAY_W, half),
            Seat::South,
            game,
            overlay,
        );
        sticks(
            &mut scene,
            (0.0, board_h, board_w, STICKS_H),
            overlay.roll,
            false,
            game,
        );
    }
    scene
}

/// The wooden frame, `w` × `h` from (x, 0).
fn frame(scene: &mut Scene, x: f32, w: f32, h: f32) {
    scene.add(
        Shape::Rect {
            x,
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
            x: x + FRAME - 3.0,
            y: FRAME - 3.0,
            w: w - 2.0 * FRAME + 6.0,
            h: h - 2.0 * FRAME + 6.0,
            radius: 4.0,
        },
        Style::fill(Color::hex(0x4a2c14)),
    );
}

fn squares(scene: &mut Scene, board: &Board, overlay: &Overlay) {
    for square in 1..=30u8 {
        let (x, y) = board.origin(square);
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
            theme::mark(scene, x, y, CELL);
        }
        super::notes::mark_square(scene, overlay, spot, (x, y), CELL);
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

/// Faint arrows where the track turns (10→11 and 20→21), drawn in the frame outside the board so
/// the S reads at a glance in either layout.
fn track_arrows(scene: &mut Scene, board: &Board) {
    let (w, h) = board.size();
    let (mid_x, mid_y) = (w / 2.0, h / 2.0);
    let ink = Color(255, 240, 210, 0.8);
    for (from, to) in [(10u8, 11u8), (20, 21)] {
        let (ax, ay) = board.center(from);
        let (bx, by) = board.center(to);
        let out = CELL / 2.0 + FRAME / 2.0;
        // The turn is along one axis; push the arrow outwards along the other.
        let (ax, ay, bx, by) = if (ax - bx).abs() < 1.0 {
            let dx = if ax > mid_x { out } else { -out };
            (ax + dx, ay, bx + dx, by)
        } else {
            let dy = if ay > mid_y { out } else { -out };
            (ax, ay + dy, bx, by + dy)
        };
        scene.add(
            Shape::Path(vec![PathOp::Move(ax, ay), PathOp::Line(bx, by)]),
            Style::stroke(ink, 2.5),
        );
        let (ux, uy) = ((bx - ax).signum(), (by - ay).signum());
        let (px, py) = (-uy, ux);
        scene.add(
            Shape::polygon(&[
                (bx + ux * 5.0, by + uy * 5.0),
                (bx - ux * 4.0 + px * 5.0, by - uy * 4.0 + py * 5.0),
                (bx - ux * 4.0 - px * 5.0, by - uy * 4.0 - py * 5.0),
            ]),
            Style::fill(ink),
        );
    }
}

fn marks_and_targets(scene: &mut Scene, board: &Board, overlay: &Overlay) {
    for square in 1..=30u8 {
        let (cx, cy) = board.center(square);
        if let Some(mark) = view::mark(square) {
            glyph(scene, mark, cx, cy);
        }
        let spot = Spot(square.into());
        let (x, y) = board.origin(square);
        if overlay.movable.contains(&spot) && overlay.selected.is_none() {
            theme::movable(scene, x, y, CELL, 0.0);
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
fn targets(scene: &mut Scene, board: &Board, overlay: &Overlay) {
    for square in 1..=30u8 {
        let spot = Spot(square.into());
        let capture = overlay.captures.contains(&spot);
        if capture || overlay.targets.contains(&spot) {
            let (cx, cy) = board.center(square);
            theme::target(scene, cx, cy, CELL, capture);
        }
    }
}

fn pieces(scene: &mut Scene, board: &Board, game: &Senet) {
    for square in 1..=30u8 {
        let Some(seat) = game.piece_at(square) else {
            continue;
        };
        let (cx, cy) = board.center(square);
        let start = scene.begin_piece();
        piece(scene, seat, cx, cy + 2.0, CELL);
        scene.end_piece(Spot(square.into()), start);
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

/// One player's tray of borne-off pieces (White's above, Black's below), which is also the target
/// for bearing off.
fn tray(
    scene: &mut Scene,
    rect: (f32, f32, f32, f32),
    seat: Seat,
    game: &Senet,
    overlay: &Overlay,
) {
    let (x, y, w, h) = rect;
    let wood = Style::paint(Paint::Linear {
        from: (x, 0.0),
        to: (x + w, 0.0),
        stops: vec![(0.0, FRAME_DARK), (1.0, FRAME_LIGHT)],
    })
    .with_shadow(Color(40, 20, 0, 0.4), 10.0, 0.0, 4.0);
    scene.add(
        Shape::Rect {
            x,
            y,
            w,
            h,
            radius: 10.0,
        },
        wood,
    );
    scene.add(
        Shape::Rect {
            x: x + 8.0,
            y: y + 8.0,
            w: w - 16.0,
            h: h - 16.0,
            radius: 6.0,
        },
        Style::fill(Color::hex(0x4a2c14)),
    );
    let off = game.borne_off(seat);
    let per_row = ((w - 16.0) / 36.0).floor().max(1.0) as u32;
    for k in 0..off {
        let px = x + 26.0 + (k % per_row) as f32 * 36.0;
        let py = y + 28.0 + (k / per_row) as f32 * 26.0;
        piece(scene, seat, px, py, 34.0);
    }
    let light = Style::fill(Color(255, 240, 210, 0.9));
    // The tray of the seat whose turn it is (to throw, or to use the throw the sticks show)
    // glows, as the seat plaques of Arcēs do.
    if game.to_act() != ToAct::Over && game.turn() == seat {
        scene.add(
            Shape::Rect {
                x,
                y,
                w,
                h,
                radius: 10.0,
            },
            Style::stroke(theme::SELECT, 3.5).with_shadow(theme::SELECT.alpha(0.9), 12.0, 0.0, 0.0),
        );
    }
    if w >= 130.0 {
        let label = tr(
            "render-senet-off-named",
            &[
                ("seat", i18n::seat_name(game.seat_name(seat)).into()),
                ("off", off.into()),
                ("all", PIECES.into()),
            ],
        );
        scene.add(
            Shape::text(x + w / 2.0, y + h - 18.0, label, 12.0, true),
            light,
        );
    } else {
        let seat = i18n::seat_name(game.seat_name(seat));
        let name = Shape::text(x + w / 2.0, y + h - 30.0, seat, 11.0, false);
        scene.add(name, light.clone());
        let count = Shape::text(
            x + w / 2.0,
            y + h - 16.0,
            tr(
                "render-senet-off",
                &[("off", off.into()), ("all", PIECES.into())],
            ),
            12.0,
            true,
        );
        scene.add(count, light);
    }
    let area = HitArea::Rect(x, y, w, h);
    let inner = Shape::Rect {
        x: x + 3.0,
        y: y + 3.0,
        w: w - 6.0,
        h: h - 6.0,
        radius: 9.0,
    };
    // Only the mover's own tray is a target for bearing off.
    if overlay.targets.contains(&OFF_SPOT) && game.turn() == seat {
        scene.add(
            inner.clone(),
            Style::stroke(theme::TARGET, 4.0).with_shadow(theme::TARGET, 10.0, 0.0, 0.0),
        );
        let (cx, cy) = area.center();
        theme::target(scene, cx, cy, CELL, false);
    }
    if overlay.last.contains(&OFF_SPOT) && game.turn() != seat {
        scene.add(inner, Style::stroke(theme::LAST, 3.0));
    }
    scene.hit(OFF_SPOT, area);
}

/// The four sticks of SEN-2, flat (pale, painted) or round (dark, shaded) side up, with the
/// throw's value and what it means, laid out in `rect`: two pairs side by side (landscape) or one
/// above the other (portrait, `vertical`). Once `game` is over the note says why, or nothing: what
/// a throw would lead to is over with it.
fn sticks(
    scene: &mut Scene,
    rect: (f32, f32, f32, f32),
    roll: Option<(u8, u32)>,
    vertical: bool,
    game: &Senet,
) {
    let (x, y, w, h) = rect;
    // Centre the block of sticks, value and note in its rectangle.
    let content = if vertical { 236.0 } else { 72.0 };
    let y = y + ((h - content) / 2.0).max(0.0) - if vertical { 0.0 } else { 10.0 };
    let faces = match roll {
        Some((value, variety)) => view::sticks(value, variety),
        None => [false; 4],
    };
    let (stick_w, stick_h, gap) = if vertical {
        (w - 24.0, 16.0, 12.0)
    } else {
        (150.0, 16.0, 14.0)
    };
    for (i, flat) in faces.iter().enumerate() {
        let (sx, sy) = if vertical {
            (x + 12.0, y + 20.0 + i as f32 * (stick_h + gap))
        } else {
            (
                x + 24.0 + (i % 2) as f32 * (stick_w + 18.0),
                y + 22.0 + (i / 2) as f32 * (stick_h + gap),
            )
        };
        stick(scene, (sx, sy, stick_w, stick_h), roll.map(|_| *flat));
    }
    let (cx, cy) = if vertical {
        (x + w / 2.0, y + 20.0 + 4.0 * (stick_h + gap) + 40.0)
    } else {
        (x + 24.0 + 2.0 * stick_w + 18.0 + 60.0, y + 46.0)
    };
    scene.add(
        Shape::circle(cx, cy, 28.0),
        Style::fill(Color::hex(0xf3e2bb))
            .with_stroke(FRAME_DARK, 3.0)
            .with_shadow(Color(0, 0, 0, 0.3), 6.0, 0.0, 2.0),
    );
    let value = roll.map_or("–".to_string(), |(v, _)| v.to_string());
    scene.add(
        Shape::text(cx, cy + 1.0, value, 30.0, true),
        Style::fill(FRAME_DARK),
    );
    let over = game.to_act() == ToAct::Over;
    // The note is written on two lines; the side column shows them so, the tray joins them.
    let note = match roll {
        // SEN-10: the throw no piece could use ended the game.
        Some(_) if over && game.pending_throw().is_some() => t("render-senet-stuck"),
        // Nothing stale once the throw is used, the game over or the other player to throw
        // ("the turn passes after moving" after the move: issue 37).
        _ if over || game.pending_throw().is_none() => String::new(),
        Some((1 | 4 | 6, _)) => t("render-senet-again"),
        Some(_) => t("render-senet-passes"),
        None => String::new(),
    };
    let mut lines = note.lines();
    let (what, when) = (lines.next().unwrap_or(""), lines.next().unwrap_or(""));
    let note_style = Style::fill(Color(110, 80, 50, 0.95));
    if vertical {
        for (line, dy) in [(what, 44.0), (when, 60.0)] {
            scene.add(
                Shape::text(x + w / 2.0, cy + dy, line, 12.0, false),
                note_style.clone(),
            );
        }
    } else {
        let note = note.replace('\n', " ");
        let text = Shape::Text {
            x: cx + 40.0,
            y: cy,
            text: note,
            size: 14.0,
            bold: false,
            align: super::Align::Start,
        };
        scene.add(text, note_style);
    }
}

/// One stick: `Some(true)` flat side up, `Some(false)` round side up, `None` not thrown yet.
fn stick(scene: &mut Scene, rect: (f32, f32, f32, f32), flat: Option<bool>) {
    let (sx, sy, w, h) = rect;
    let style = match flat {
        Some(true) => Style::paint(Paint::Linear {
            from: (0.0, sy),
            to: (0.0, sy + h),
            stops: vec![(0.0, Color::hex(0xfbf1d9)), (1.0, Color::hex(0xe4cfa0))],
        }),
        Some(false) => Style::paint(Paint::Linear {
            from: (0.0, sy),
            to: (0.0, sy + h),
            stops: vec![
                (0.0, Color::hex(0xa0703f)),
                (0.5, Color::hex(0x6e4521)),
                (1.0, Color::hex(0x3d230f)),
            ],
        }),
        None => Style::fill(Color(120, 90, 60, 0.35)),
    };
    scene.add(
        Shape::Rect {
            x: sx,
            y: sy,
            w,
            h,
            radius: 8.0,
        },
        style
            .with_shadow(Color(0, 0, 0, 0.3), 5.0, 0.0, 2.0)
            .with_stroke(Color::hex(0x3d230f), 1.0),
    );
    if flat == Some(true) {
        // The painted marks of the flat face.
        for k in 0..3 {
            let mx = sx + w * (0.2 + 0.3 * k as f32);
            scene.add(
                Shape::Path(vec![
                    PathOp::Move(mx, sy + 3.0),
                    PathOp::Line(mx + 8.0, sy + h - 3.0),
                ]),
                Style::stroke(INK.alpha(0.6), 2.0),
            );
        }
    }
}

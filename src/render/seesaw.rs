//! The Seesaw board: clean modern hexes on a slate plate, South's corner at the bottom (SEE-1).
//! Tiles tint their cells in the owner's colour with the owner's emblem (a ring for South, a
//! hexagon for North, the shapes of their chips); stacks are piles of chips with their size and a
//! chevron for the way they move next (SEE-3). A legend per seat sits in the plate's corners and
//! a status line below the board says what the turn asks for, mid-capture included (SEE-6).

mod captions;
mod chips;

use super::hex::{hexagon, HexLayout};
use super::scene::{Color, HitArea, Paint, PathOp, Scene, Shape, Style};
use super::{theme, Overlay};
use crate::core::{Game, Seat};
use crate::games::seesaw::view::{self, BoardView, CellView};
use crate::games::seesaw::Seesaw;
use crate::render::trig::{cos, sin};
use captions::{column_letters, legends, row_numbers, status_band, status_line};
use chips::{palette, StackShape};

/// A cell's circumradius in scene units.
const S: f32 = 40.0;
/// Room between the recessed hexagon and the board's outer cells.
const PAD: f32 = 12.0;
/// Room between the plate's edges and the recessed hexagon.
const MARGIN: f32 = 12.0;
/// Room around the plate for its shadow.
const EDGE: f32 = 8.0;
/// Height of the status line under the board.
const BAND: f32 = 50.0;
/// Half the grout between neighbouring cells.
const GAP: f32 = 1.6;

const PLATE_TOP: Color = Color::hex(0x34414e);
const PLATE_BOTTOM: Color = Color::hex(0x222b34);
const CELL_LIGHT: Color = Color::hex(0xfbfbf9);
const CELL_DARK: Color = Color::hex(0xdfe3e8);
const TEXT: Color = Color::hex(0xeef2f5);
const MUTED: Color = Color::hex(0x9aabba);

/// What the Seesaw picture shows, in words (an SVG picture's title), its status line included.
pub fn title(game: &Seesaw) -> String {
    let board = game.view();
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    captions::title(&board, &status_line(game, &board, &legal))
}

/// The whole Seesaw picture.
pub fn scene(game: &Seesaw, overlay: &Overlay) -> Scene {
    let board = game.view();
    let mut layout = HexLayout {
        x: 0.0,
        y: 0.0,
        size: S,
        side: board.side,
        flip: overlay.flip,
    };
    // The outer cells' corners lie on a regular hexagon whose apothem is half the board's width;
    // the recessed hexagon is that, padded.
    let apothem = layout.width() / 2.0 + PAD;
    let radius = apothem * 2.0 / 3f32.sqrt();
    // On a phone the board's outer cells touch the picture's sides (the plate runs edge to edge
    // and the recess is cut off there): a hexagon's height is the touch target, and only the full
    // width makes it 44 px on a 360 px screen.
    let (w, edge) = if overlay.portrait {
        (layout.width(), 0.0)
    } else {
        (2.0 * (apothem + MARGIN + EDGE), EDGE)
    };
    let h = 2.0 * (radius + MARGIN + EDGE) + BAND;
    layout.x = w / 2.0;
    layout.y = EDGE + MARGIN + radius;
    let mut scene = Scene::new(w, h);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let status = status_line(game, &board, &legal);

    plate(&mut scene, &layout, radius, edge, (w, h));
    for cell in &board.cells {
        floor(&mut scene, &layout, cell);
    }
    for cell in &board.cells {
        floor_marks(&mut scene, &layout, &board, cell, overlay);
    }
    column_letters(&mut scene, &layout, &board);
    row_numbers(&mut scene, &layout, &board);
    legends(&mut scene, &layout, &board, edge + MARGIN);
    let mut standing: Vec<&CellView> = board.cells.iter().filter(|c| c.stack.is_some()).collect();
    // Nearer (lower on screen) stacks overlap the ones behind them.
    crate::core::sort_small_by(&mut standing, |a, b| {
        let (ax, ay) = layout.center(a.q, a.r);
        let (bx, by) = layout.center(b.q, b.r);
        ay.total_cmp(&by).then(ax.total_cmp(&bx)).is_lt()
    });
    for cell in standing {
        if let Some((seat, size)) = cell.stack {
            let (cx, cy) = layout.center(cell.q, cell.r);
            let up = view::moves_up(seat, size) != layout.flip;
            let start = scene.begin_piece();
            chips::stack(&mut scene, seat, size, up, cx, cy, S);
            scene.end_piece(cell.spot, start);
        }
    }
    for cell in &board.cells {
        targets(&mut scene, &layout, &board, cell, overlay);
    }
    status_band(&mut scene, (edge + MARGIN, w, h), &board, game, &status);
    scene
}

/// The slate plate, `edge` in from the picture's sides, and a recessed hexagon of circumradius
/// `radius` that frames the board.
fn plate(scene: &mut Scene, layout: &HexLayout, radius: f32, edge: f32, (w, h): (f32, f32)) {
    scene.add(
        Shape::Rect {
            x: edge,
            y: EDGE,
            w: w - 2.0 * edge,
            h: h - 2.0 * EDGE,
            radius: 18.0,
        },
        Style::paint(Paint::Linear {
            from: (0.0, EDGE),
            to: (0.0, h - EDGE),
            stops: vec![(0.0, PLATE_TOP), (1.0, PLATE_BOTTOM)],
        })
        .with_shadow(Color(10, 20, 30, 0.4), EDGE * 1.5, 0.0, EDGE * 0.4),
    );
    scene.add(
        rounded(&pointy_hexagon(layout.x, layout.y, radius), S * 0.4),
        Style::fill(Color::hex(0x161d24)).with_shadow(Color(255, 255, 255, 0.08), 2.0, 0.0, 1.5),
    );
}

/// A hexagon with corners at the top and bottom (the board's own outline, and North's emblem).
fn pointy_hexagon(cx: f32, cy: f32, r: f32) -> Vec<(f32, f32)> {
    (0..6)
        .map(|k| {
            let a = std::f32::consts::FRAC_PI_6 + std::f32::consts::FRAC_PI_3 * k as f32;
            (cx + r * cos(a), cy + r * sin(a))
        })
        .collect()
}

/// One cell's floor, plain or tiled, and its hit region (the same hexagon, without the grout).
fn floor(scene: &mut Scene, layout: &HexLayout, cell: &CellView) {
    let (cx, cy) = layout.center(cell.q, cell.r);
    let outline = hexagon(cx, cy, S - GAP);
    let (light, dark) = match cell.tile {
        Some(seat) => {
            let tile = palette(seat).tile;
            (tile, shade(tile, 0.9))
        }
        None => (CELL_LIGHT, CELL_DARK),
    };
    scene.add(
        rounded(&outline, S * 0.12),
        Style::paint(Paint::Linear {
            from: (cx - S * 0.5, cy - S * 0.8),
            to: (cx + S * 0.5, cy + S * 0.8),
            stops: vec![(0.0, light), (1.0, dark)],
        }),
    );
    if let Some(seat) = cell.tile {
        emblem(scene, seat, cx, cy);
    }
    scene.hit(
        cell.spot,
        HitArea::Polygon(layout.corners(cell.q, cell.r).to_vec()),
    );
}

/// The marks under the stacks, drawn once every floor is down so that glows spill over the
/// grout: explanation marks, the last move, the capture chain, the selection or what may move,
/// and where a new stack may be placed.
fn floor_marks(
    scene: &mut Scene,
    layout: &HexLayout,
    board: &BoardView,
    cell: &CellView,
    overlay: &Overlay,
) {
    let (cx, cy) = layout.center(cell.q, cell.r);
    let spot = cell.spot;
    if overlay.marks.contains(&spot) {
        // The tint, the ring and its white line (theme::mark): nothing like a tile's rim.
        let pitch = layout.pitch();
        scene.add(
            rounded(&hexagon(cx, cy, S - GAP), S * 0.12),
            Style::fill(theme::MARK_TINT),
        );
        scene.add(
            rounded(&hexagon(cx, cy, S * 0.9), S * 0.1),
            theme::mark_ring(pitch),
        );
        scene.add(
            rounded(
                &hexagon(cx, cy, S * 0.9 - theme::MARK_INSET * pitch),
                S * 0.08,
            ),
            theme::mark_inner(pitch),
        );
    }
    let outline = rounded(&hexagon(cx, cy, S * 0.88), S * 0.1);
    let corner = (cx + S * 0.32, cy - S * 0.52);
    super::notes::mark(scene, overlay, spot, &outline, corner, layout.pitch());
    if overlay.last.contains(&spot) {
        // A ring rather than a fill: a yellow wash would read as a North tile.
        scene.add(
            rounded(&hexagon(cx, cy, S * 0.84), S * 0.1),
            Style::stroke(theme::LAST, S * 0.09).with_shadow(
                Color(40, 30, 0, 0.55),
                S * 0.1,
                0.0,
                0.0,
            ),
        );
    }
    let chain = board.chain.filter(|(at, _)| *at == spot);
    if chain.is_some() {
        let color = palette(board.turn).base;
        scene.add(
            rounded(&hexagon(cx, cy, S * 0.86), S * 0.1),
            Style::stroke(color, S * 0.1).with_shadow(
                Color(255, 255, 255, 0.95),
                S * 0.2,
                0.0,
                0.0,
            ),
        );
    }
    if overlay.selected == Some(spot) {
        theme::selection_outline(
            scene,
            rounded(&hexagon(cx, cy, S * 0.88), S * 0.1),
            layout.pitch(),
        );
    } else if overlay.selected.is_none() && overlay.movable.contains(&spot) && chain.is_none() {
        // A halo on the floor around the stack's foot: a cell ring would look like the last move's.
        let foot = StackShape::new(1, S);
        scene.add(
            Shape::Ellipse {
                cx,
                cy: cy + foot.base,
                rx: foot.rx * 1.22,
                ry: foot.ry * 1.3,
            },
            Style::stroke(theme::SELECT, S * 0.07).with_shadow(theme::SELECT, S * 0.2, 0.0, 0.0),
        );
    }
    if overlay.placements.contains(&spot) && !overlay.targets.contains(&spot) {
        placement(scene, board.turn, cx, cy);
    }
}

/// A tile's emblem: the owner's chip shape, large enough to show around a stack.
fn emblem(scene: &mut Scene, seat: Seat, cx: f32, cy: f32) {
    let line = Style::stroke(palette(seat).emblem, S * 0.05);
    if seat == Seat::South {
        scene.add(Shape::circle(cx, cy, S * 0.62), line);
    } else {
        let points = pointy_hexagon(cx, cy, S * 0.68);
        scene.add(Shape::polygon(&points), line);
    }
}

/// Where the player to act may place (SEE-8): the ghost of a new chip, with a plus.
fn placement(scene: &mut Scene, seat: Seat, cx: f32, cy: f32) {
    let shape = StackShape::new(1, S);
    let y = cy + shape.top() + shape.chip / 2.0;
    let color = palette(seat).base;
    scene.add(
        Shape::Ellipse {
            cx,
            cy: y,
            rx: shape.rx,
            ry: shape.ry,
        },
        Style::fill(color.alpha(0.14))
            .with_stroke(color.alpha(0.85), S * 0.05)
            .dashed(S * 0.12, S * 0.08),
    );
    let arm = S * 0.14;
    scene.add(
        Shape::Path(vec![
            PathOp::Move(cx - arm, y),
            PathOp::Line(cx + arm, y),
            PathOp::Move(cx, y - arm),
            PathOp::Line(cx, y + arm),
        ]),
        Style::stroke(color.alpha(0.9), S * 0.065),
    );
}

/// Marks over the stacks: legal targets of the selection, the capture chain's steps left, the
/// keyboard cursor, cell names.
fn targets(
    scene: &mut Scene,
    layout: &HexLayout,
    board: &BoardView,
    cell: &CellView,
    overlay: &Overlay,
) {
    let (cx, cy) = layout.center(cell.q, cell.r);
    let spot = cell.spot;
    let capture = overlay.captures.contains(&spot);
    if capture || overlay.targets.contains(&spot) {
        let y = match cell.stack {
            Some((_, size)) => cy + StackShape::new(size, S).middle(),
            None => cy,
        };
        theme::target(scene, cx, y, layout.pitch(), capture);
    }
    if let Some((_, left)) = board.chain.filter(|(at, _)| *at == spot) {
        // On the bottom edge of the chain ring, like beads on it.
        steps_left(
            scene,
            board.turn,
            left,
            cx,
            cy + S * 0.86 * 3f32.sqrt() / 2.0,
        );
    }
    if overlay.cursor == Some(spot) {
        theme::cursor_outline(
            scene,
            rounded(&hexagon(cx, cy, S * 0.92), S * 0.1),
            layout.pitch(),
        );
    }
    if overlay.coords {
        if let Some(name) = view::cell_name(layout.side, spot) {
            let y = cy + S * 0.66;
            scene.add(
                Shape::Rect {
                    x: cx - S * 0.34,
                    y: y - S * 0.17,
                    w: S * 0.68,
                    h: S * 0.34,
                    radius: S * 0.17,
                },
                Style::fill(Color(255, 255, 255, 0.82)),
            );
            scene.add(
                Shape::text(cx, y, name.to_string(), S * 0.27, true),
                Style::fill(Color::hex(0x2a3440)),
            );
        }
    }
}

/// The steps a capturing stack has left (SEE-6), as pips in a row centred at (cx, y); a number
/// when there are too many to count at a glance.
fn steps_left(scene: &mut Scene, seat: Seat, left: u16, cx: f32, y: f32) {
    let colors = palette(seat);
    let pip = Style::fill(Color::hex(0xffffff)).with_stroke(colors.rim, S * 0.035);
    if left <= 4 {
        let gap = S * 0.22;
        let first = cx - gap * f32::from(left.saturating_sub(1)) / 2.0;
        for i in 0..left {
            scene.add(
                Shape::circle(first + gap * f32::from(i), y, S * 0.1),
                pip.clone(),
            );
        }
    } else {
        scene.add(
            Shape::Rect {
                x: cx - S * 0.3,
                y: y - S * 0.13,
                w: S * 0.6,
                h: S * 0.26,
                radius: S * 0.13,
            },
            pip,
        );
        scene.add(
            Shape::text(cx, y, format!("{left} ›"), S * 0.22, true),
            Style::fill(colors.rim),
        );
    }
}

/// `color` darkened to a fraction `k` of its brightness.
fn shade(color: Color, k: f32) -> Color {
    let down = |c: u8| (f32::from(c) * k).round() as u8;
    Color(down(color.0), down(color.1), down(color.2), color.3)
}

/// A closed polygon with its corners rounded by `radius` (modern, softer hexes).
fn rounded(points: &[(f32, f32)], radius: f32) -> Shape {
    let n = points.len();
    let mut ops = Vec::with_capacity(2 * n + 1);
    for i in 0..n {
        let (px, py) = points[(i + n - 1) % n];
        let (x, y) = points[i];
        let (nx, ny) = points[(i + 1) % n];
        let toward = |(ax, ay): (f32, f32)| {
            let (dx, dy) = (ax - x, ay - y);
            let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
            let k = (radius / len).min(0.5);
            (x + dx * k, y + dy * k)
        };
        let (ax, ay) = toward((px, py));
        let (bx, by) = toward((nx, ny));
        ops.push(if i == 0 {
            PathOp::Move(ax, ay)
        } else {
            PathOp::Line(ax, ay)
        });
        ops.push(PathOp::Quad(x, y, bx, by));
    }
    ops.push(PathOp::Close);
    Shape::Path(ops)
}

#[cfg(test)]
mod tests;

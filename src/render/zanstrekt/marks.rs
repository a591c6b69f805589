//! What lies on the board's squares: the pieces with their markers, and the interface's marks
//! (movable outlines, selection, cursor, target and capture rings, the pieces a move would
//! take, the open ambush).

use super::emblems::arrowhead;
use super::{pieces, Geometry};
use crate::core::{Game, Seat};
use crate::games::zanstrekt::board::{other_othent, BRIDGE};
use crate::games::zanstrekt::view::{self, cell_spot};
use crate::games::zanstrekt::{Cell, Commitment, ZanAction, Zanstrekt};
use crate::render::scene::{Color, PathOp, Scene, Shape, Style};
use crate::render::{theme, Overlay};

/// Draws the pieces and the marks, in the order that keeps each one visible: outlines and the
/// selection under the pieces, rings and crosses over them.
pub(super) fn draw(scene: &mut Scene, geo: &Geometry, game: &Zanstrekt, overlay: &Overlay) {
    cell_marks(scene, geo, overlay);
    // A walkthrough's marks over the board (the bridge's planks cover e2) and under the pieces.
    for cell in view::cells() {
        let b = geo.square(cell);
        let at = (b.x, b.y);
        crate::render::notes::mark_square(scene, overlay, cell_spot(cell), at, geo.cell_size());
    }
    for (cell, seat, home) in game.pieces() {
        let (cx, cy) = geo.center(cell);
        let start = scene.begin_piece();
        pieces::piece(scene, seat, cx, cy, geo.cell_size());
        if home {
            pieces::home_mark(scene, cx, cy, geo.cell_size());
        }
        scene.end_piece(cell_spot(cell), start);
        if let Some(toward) = crossing(game, seat, cell) {
            let (tx, ty) = geo.center(toward);
            pieces::crossing_mark(scene, (cx, cy), (tx, ty), geo.cell_size());
        }
    }
    victims(scene, geo, game, overlay);
    for cell in view::cells() {
        let spot = cell_spot(cell);
        let capture = overlay.captures.contains(&spot);
        if capture || overlay.targets.contains(&spot) {
            let (cx, cy) = geo.center(cell);
            theme::target(scene, cx, cy, geo.cell_size(), capture);
        }
    }
    ambush_hints(scene, geo, game, overlay);
}

/// Movable outlines, the selection glow and the keyboard cursor on cells.
fn cell_marks(scene: &mut Scene, geo: &Geometry, overlay: &Overlay) {
    let s = geo.cell_size();
    for cell in view::cells() {
        let spot = cell_spot(cell);
        let b = geo.square(cell);
        if overlay.selected.is_none() && overlay.movable.contains(&spot) {
            scene.add(
                Shape::Rect {
                    x: b.x + 2.5,
                    y: b.y + 2.5,
                    w: s - 5.0,
                    h: s - 5.0,
                    radius: 5.0,
                },
                Style::stroke(theme::SELECT.alpha(0.85), 3.0),
            );
        }
        if overlay.selected == Some(spot) {
            theme::selection(scene, b.x, b.y, s);
        }
        if overlay.cursor == Some(spot) {
            theme::cursor(scene, b.x, b.y, s);
        }
    }
}

/// Where a committed piece must cross to (ZAN-8), if `seat`'s piece on `cell` is committed.
fn crossing(game: &Zanstrekt, seat: Seat, cell: Cell) -> Option<Cell> {
    match game.commitment(seat)? {
        Commitment::Othent(at) if at == cell => Some(other_othent(at)),
        Commitment::Bridge { toward } if cell == BRIDGE => Some(toward),
        _ => None,
    }
}

/// With a piece selected, the opponent pieces its move would send back (landed on or jumped
/// over, ZAN-6) get a small cross: the capture ring alone marks only where the piece stops.
fn victims(scene: &mut Scene, geo: &Geometry, game: &Zanstrekt, overlay: &Overlay) {
    let Some(selected) = overlay.selected else {
        return;
    };
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let s = geo.cell_size();
    for action in legal {
        if game.action_spots(action).from != Some(selected) {
            continue;
        }
        for cell in game.captured_by(action) {
            let (cx, cy) = geo.center(cell);
            // Top left: the top-right corner may hold the square's small emblem.
            let (bx, by) = (cx - s * 0.27, cy - s * 0.27);
            scene.add(
                Shape::circle(bx, by, s * 0.11),
                Style::fill(theme::CAPTURE).with_stroke(Color::hex(0xffffff), 1.5),
            );
            let d = s * 0.045;
            scene.add(
                Shape::Path(vec![
                    PathOp::Move(bx - d, by - d),
                    PathOp::Line(bx + d, by + d),
                    PathOp::Move(bx + d, by - d),
                    PathOp::Line(bx - d, by + d),
                ]),
                Style::stroke(Color::hex(0xffffff), 2.2),
            );
        }
    }
}

/// An open ambush (ZAN-9) is easy to miss, since the throw button is off while it is offered:
/// a dashed arrow from the castle to the piece that can be taken, until something is selected.
fn ambush_hints(scene: &mut Scene, geo: &Geometry, game: &Zanstrekt, overlay: &Overlay) {
    if overlay.selected.is_some() {
        return;
    }
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let s = geo.cell_size();
    for action in legal {
        if let ZanAction::Ambush { from, to } = action {
            let (fx, fy) = geo.center(from);
            let (tx, ty) = geo.center(to);
            let len = ((tx - fx).powi(2) + (ty - fy).powi(2)).sqrt();
            let (ux, uy) = ((tx - fx) / len, (ty - fy) / len);
            // Beside the pieces rather than between them, where it would be hidden, and on the
            // side away from the castle's small emblem in its top-right corner.
            let (nx, ny) = (uy * s * 0.38, -ux * s * 0.38);
            let (x0, y0) = (fx + ux * s * 0.12 + nx, fy + uy * s * 0.12 + ny);
            let (x1, y1) = (tx - ux * s * 0.2 + nx, ty - uy * s * 0.2 + ny);
            scene.add(
                Shape::Path(vec![PathOp::Move(x0, y0), PathOp::Line(x1, y1)]),
                Style::stroke(theme::CAPTURE, 3.5).dashed(7.0, 4.0),
            );
            scene.add(
                arrowhead(x1 + ux * 4.0, y1 + uy * 4.0, ux, uy, 12.0),
                Style::fill(theme::CAPTURE),
            );
        }
    }
}

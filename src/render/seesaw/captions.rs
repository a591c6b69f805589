//! The words and labels around the Seesaw board: column letters and row numbers, each seat's legend, the status
//! line under the board, and the picture's description.

use super::chips;
use super::{BAND, EDGE, MARGIN, MUTED, S, TEXT};
use crate::core::{Game, Outcome, Seat, ToAct};
use crate::games::seesaw::view::{self, BoardView};
use crate::games::seesaw::{Seesaw, SeesawAction};
use crate::i18n::{seat_name, t, tr};
use crate::render::hex::HexLayout;
use crate::render::scene::{Align, Color, Scene, Shape, Style};

/// Column letters beside the first cell of every column (its bottom cell, on the board's two
/// lower edges: above them when the board is turned), so cell names can be read off the board
/// with the row numbers ([`row_numbers`]), which take the other edges; the top corners stay
/// free for the legend.
pub fn column_letters(scene: &mut Scene, layout: &HexLayout, board: &BoardView) {
    // Per column (axial q), its first cell: the one lowest on the board (largest r).
    let mut feet: Vec<(i8, i8)> = Vec::new();
    for cell in &board.cells {
        match feet.iter_mut().find(|(q, _)| *q == cell.q) {
            Some(foot) => foot.1 = foot.1.max(cell.r),
            None => feet.push((cell.q, cell.r)),
        }
    }
    let outward = if layout.flip { -1.0 } else { 1.0 };
    for (q, r) in feet {
        let (cx, cy) = layout.center(q, r);
        let column = (i32::from(q) + i32::from(board.side) - 1) as u8;
        let letter = char::from(b'a' + column).to_string();
        let y = cy + outward * (layout.pitch() / 2.0 + S * 0.34);
        scene.add(Shape::text(cx, y, letter, 16.0, true), Style::fill(MUTED));
    }
}

/// Row numbers (a cell's number counts from the bottom of its column: `e3` is the third cell of
/// column e) beside each row's first cell, up and left of it, along the board's left and
/// upper-left edges: with the column letters they name every cell.
pub fn row_numbers(scene: &mut Scene, layout: &HexLayout, board: &BoardView) {
    // Per number, the leftmost cell that has it.
    let mut first: Vec<(u8, u8, i8, i8)> = Vec::new();
    for cell in &board.cells {
        let Some(name) = view::cell_name(board.side, cell.spot) else {
            continue;
        };
        let (number, column) = (name.number(), name.column());
        match first.iter_mut().find(|(n, ..)| *n == number) {
            Some(row) if row.1 <= column => {}
            Some(row) => *row = (number, column, cell.q, cell.r),
            None => first.push((number, column, cell.q, cell.r)),
        }
    }
    for (number, _, q, r) in first {
        // Most of the way to the (missing) cell up and left of it, on the frame.
        let ((x, y), (nx, ny)) = (layout.center(q, r), layout.center(q - 1, r));
        let (x, y) = (x + (nx - x) * 0.7, y + (ny - y) * 0.7);
        scene.add(
            Shape::text(x, y, number.to_string(), 16.0, true),
            Style::fill(MUTED),
        );
    }
}

/// Each seat's chip, name and counts, in the corner on its side of the board, `left` in from the
/// picture's left side.
pub fn legends(scene: &mut Scene, layout: &HexLayout, board: &BoardView, left: f32) {
    let top_seat = if layout.flip {
        Seat::South
    } else {
        Seat::North
    };
    for seat in [Seat::South, Seat::North] {
        let (stacks, tile_count) = (sizes(board, seat).len(), tiles(board, seat));
        let x = left + 4.0;
        let y = if seat == top_seat {
            EDGE + MARGIN + 16.0
        } else {
            layout.y + layout.height() / 2.0 - 12.0
        };
        chips::token(scene, seat, x + 16.0, y + 6.0, 30.0);
        let acting = board.turn == seat;
        scene.add(
            Shape::Text {
                x: x + 40.0,
                y,
                text: seat_name(seat.name()),
                size: 21.0,
                bold: true,
                align: Align::Start,
            },
            Style::fill(if acting { TEXT } else { MUTED }),
        );
        scene.add(
            Shape::Text {
                x: x + 40.0,
                y: y + 22.0,
                text: tr(
                    "render-seesaw-counts",
                    &[("stacks", stacks.into()), ("tiles", tile_count.into())],
                ),
                size: 16.5,
                bold: false,
                align: Align::Start,
            },
            Style::fill(MUTED),
        );
    }
}

/// The status line under the board, with the chip of the seat it is about: `inset` in from both
/// sides of a picture of size `w` × `h`.
pub fn status_band(
    scene: &mut Scene,
    (inset, w, h): (f32, f32, f32),
    board: &BoardView,
    game: &Seesaw,
    status: &str,
) {
    let (x, y, bw, bh) = (inset, h - EDGE - BAND, w - 2.0 * inset, BAND - MARGIN);
    scene.add(
        Shape::Rect {
            x,
            y,
            w: bw,
            h: bh,
            radius: bh / 2.0,
        },
        Style::fill(Color(10, 16, 22, 0.55)),
    );
    let seat = match game.outcome() {
        Some(Outcome::Win { winner, .. }) => Some(winner),
        Some(Outcome::Draw) => None,
        None => Some(board.turn),
    };
    if let Some(seat) = seat {
        chips::token(scene, seat, x + bh * 0.8, y + bh / 2.0 + 1.0, 26.0);
    }
    // No text metrics here: an estimate of bold system-ui widths (0.56 em a character) keeps a
    // long line (a capture chain's) inside the band.
    let left = x + bh * 1.45;
    let room = x + bw - left - bh * 0.4;
    let size = (room / (0.56 * status.chars().count() as f32)).min(20.0);
    scene.add(
        Shape::Text {
            x: left,
            y: y + bh / 2.0,
            text: status.to_string(),
            size,
            bold: true,
            align: Align::Start,
        },
        Style::fill(TEXT),
    );
}

/// What the turn asks for, in a few words: the result, the capture chain's state (SEE-6), the
/// capture duty (SEE-5), or simply whose move it is.
pub fn status_line(game: &Seesaw, board: &BoardView, legal: &[SeesawAction]) -> String {
    if game.to_act() == ToAct::Over {
        return match game.outcome() {
            Some(Outcome::Win { winner, .. }) => tr(
                "render-seesaw-won",
                &[
                    ("winner", seat_name(winner.name()).into()),
                    ("loser", seat_name(winner.opponent().name()).into()),
                ],
            ),
            _ => t("render-seesaw-drawn"),
        };
    }
    let who = seat_name(board.turn.name());
    let has = |kind: fn(&SeesawAction) -> bool| legal.iter().any(kind);
    let captures = has(|a| matches!(a, SeesawAction::Capture { .. }));
    let moves = has(|a| matches!(a, SeesawAction::Move { .. }));
    let places = has(|a| matches!(a, SeesawAction::Place { .. }));
    match board.chain {
        Some((spot, left)) => {
            let at = view::cell_name(board.side, spot).map_or(String::new(), |c| c.to_string());
            let key = if captures {
                "render-seesaw-chain-capture"
            } else {
                "render-seesaw-chain-move"
            };
            let args = [
                ("seat", who.into()),
                ("cell", at.into()),
                ("left", left.into()),
            ];
            tr(key, &args)
        }
        None => {
            let key = if captures {
                "render-seesaw-must-capture"
            } else if moves && places {
                "render-seesaw-move-or-place"
            } else if places {
                "render-seesaw-place"
            } else {
                "render-seesaw-move"
            };
            tr(key, &[("seat", who.into())])
        }
    }
}

/// A short description for screen readers and SVG titles.
pub fn title(board: &BoardView, status: &str) -> String {
    let describe = |seat: Seat| {
        let sizes = sizes(board, seat);
        let sizes: Vec<String> = sizes.iter().map(ToString::to_string).collect();
        tr(
            "render-seesaw-seat",
            &[
                ("seat", seat_name(seat.name()).into()),
                ("stacks", sizes.len().into()),
                ("sizes", sizes.join(", ").into()),
                ("tiles", tiles(board, seat).into()),
            ],
        )
    };
    tr(
        "render-seesaw-title",
        &[
            ("side", board.side.into()),
            ("south", describe(Seat::South).into()),
            ("north", describe(Seat::North).into()),
            ("status", status.into()),
        ],
    )
}

/// The sizes of a seat's stacks, in spot order.
fn sizes(board: &BoardView, seat: Seat) -> Vec<u16> {
    board
        .cells
        .iter()
        .filter_map(|c| c.stack.filter(|(s, _)| *s == seat))
        .map(|(_, size)| size)
        .collect()
}

fn tiles(board: &BoardView, seat: Seat) -> usize {
    board.cells.iter().filter(|c| c.tile == Some(seat)).count()
}

//! Pieces (South's blue discs, North's orange squares: shape and colour both say whose), their
//! markers, and the trays for each seat's pool and exited pile.

use super::{seat_color, Bx, Geometry, CREAM};
use crate::core::{Game, Seat, Spot, ToAct};
use crate::games::zanstrekt::board::{side, PIECES};
use crate::games::zanstrekt::view::{EXITED_SPOT, POOL_SPOT};
use crate::games::zanstrekt::Zanstrekt;
use crate::i18n::{tr, with_seat};
use crate::render::scene::{fit, text_width, Color, HitArea, Paint, PathOp, Scene, Shape, Style};
use crate::render::trig::{cos, sin};
use crate::render::{theme, Align, Overlay};

/// Highlight, body and edge tones of each seat's pieces.
fn tones(seat: Seat) -> [Color; 4] {
    if seat == Seat::North {
        [
            Color::hex(0xffe2a0),
            Color::hex(0xe69f00),
            Color::hex(0x9a6200),
            Color::hex(0x5c3a00),
        ]
    } else {
        [
            Color::hex(0x9fd3f5),
            Color::hex(0x0072b2),
            Color::hex(0x00466e),
            Color::hex(0x00263d),
        ]
    }
}

/// A piece centred at (cx, cy), sized for a cell of side `s`.
pub(super) fn piece(scene: &mut Scene, seat: Seat, cx: f32, cy: f32, s: f32) {
    let [high, body, low, edge] = tones(seat);
    let r = s * 0.31;
    let paint = Paint::Radial {
        focus: (cx - r * 0.35, cy - r * 0.4),
        center: (cx, cy),
        radius: r * 1.1,
        stops: vec![(0.0, high), (0.45, body), (1.0, low)],
    };
    let style = theme::piece_shadow(Style::paint(paint).with_stroke(edge, s * 0.025), s);
    let ring = Style::stroke(Color(255, 255, 255, 0.4), s * 0.028);
    if seat == Seat::North {
        let h = r * 0.9;
        scene.add(
            Shape::Rect {
                x: cx - h,
                y: cy - h,
                w: 2.0 * h,
                h: 2.0 * h,
                radius: r * 0.28,
            },
            style,
        );
        let k = h * 0.6;
        scene.add(
            Shape::Rect {
                x: cx - k,
                y: cy - k,
                w: 2.0 * k,
                h: 2.0 * k,
                radius: r * 0.14,
            },
            ring,
        );
    } else {
        scene.add(Shape::circle(cx, cy, r), style);
        scene.add(Shape::circle(cx, cy, r * 0.62), ring);
    }
}

/// A piece that has come round to its own Žan (exits only on an exact 1): a pale star on it.
pub(super) fn home_mark(scene: &mut Scene, cx: f32, cy: f32, s: f32) {
    let (big, small) = (s * 0.15, s * 0.05);
    let points: Vec<(f32, f32)> = (0..8)
        .map(|i| {
            let a = i as f32 * std::f32::consts::FRAC_PI_4 - std::f32::consts::FRAC_PI_2;
            let r = if i % 2 == 0 { big } else { small };
            (cx + r * cos(a), cy + r * sin(a))
        })
        .collect();
    scene.add(
        Shape::polygon(&points),
        Style::fill(Color::hex(0xfff6d8)).with_stroke(Color(0, 0, 0, 0.55), 1.2),
    );
}

/// A piece committed to cross the bridge (ZAN-8): two chevrons pointing where it must go.
pub(super) fn crossing_mark(scene: &mut Scene, from: (f32, f32), to: (f32, f32), s: f32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    for step in [-0.07, 0.07] {
        let tip = (
            from.0 + ux * s * (step + 0.07),
            from.1 + uy * s * (step + 0.07),
        );
        let back = (tip.0 - ux * s * 0.09, tip.1 - uy * s * 0.09);
        let arm = s * 0.11;
        let ops = vec![
            PathOp::Move(back.0 + nx * arm, back.1 + ny * arm),
            PathOp::Line(tip.0, tip.1),
            PathOp::Line(back.0 - nx * arm, back.1 - ny * arm),
        ];
        scene.add(
            Shape::Path(ops.clone()),
            Style::stroke(Color(0, 0, 0, 0.5), s * 0.075),
        );
        scene.add(
            Shape::Path(ops),
            Style::stroke(Color::hex(0xffffff), s * 0.045),
        );
    }
}

/// Both seats' pools and exited piles, with their counts, marks and hit regions.
pub(super) fn trays(scene: &mut Scene, geo: &Geometry, game: &Zanstrekt, overlay: &Overlay) {
    for seat in Seat::TWO {
        let i = side(seat);
        let pool = game.pool(seat);
        let exited = game.exited(seat);
        tray(
            scene,
            geo.pool[i],
            seat,
            (
                &with_seat("render-zanstrekt-pool", seat.name()),
                &pool.to_string(),
            ),
            pool,
            POOL_SPOT[i],
            overlay,
        );
        // Whose turn it is (to throw, or to use the throw the die shows): their pool glows in
        // their colour, as the seat to act does in the other games' pictures.
        // Just outside the tray: the marks of play (a selected or movable pool) stay inside it.
        if game.to_act() != ToAct::Over && game.turn == seat {
            let b = geo.pool[i];
            scene.add(
                Shape::Rect {
                    x: b.x - 3.0,
                    y: b.y - 3.0,
                    w: b.w + 6.0,
                    h: b.h + 6.0,
                    radius: 13.0,
                },
                Style::stroke(seat_color(seat), 4.0).with_shadow(seat_color(seat), 10.0, 0.0, 0.0),
            );
        }
        // The narrow column has no room for words: a fraction.
        let count = if geo.portrait {
            format!("{exited}/{PIECES}")
        } else {
            tr(
                "render-zanstrekt-exited-count",
                &[("exited", exited.into()), ("all", PIECES.into())],
            )
        };
        tray(
            scene,
            geo.exited[i],
            seat,
            (&with_seat("render-zanstrekt-exited", seat.name()), &count),
            exited,
            EXITED_SPOT[i],
            overlay,
        );
    }
}

fn tray(
    scene: &mut Scene,
    b: Bx,
    seat: Seat,
    (title, count): (&str, &str),
    filled: u8,
    spot: Spot,
    overlay: &Overlay,
) {
    super::legend::plaque(scene, b);
    let well = Bx::new(b.x + 7.0, b.y + 29.0, b.w - 14.0, b.h - 36.0);
    scene.add(
        Shape::Rect {
            x: well.x,
            y: well.y,
            w: well.w,
            h: well.h,
            radius: 7.0,
        },
        Style::paint(Paint::Linear {
            from: (well.x, well.y),
            to: (well.x, well.bottom()),
            stops: vec![(0.0, Color::hex(0x1f1209)), (1.0, Color::hex(0x3a2414))],
        }),
    );
    // The seat's own piece as the title's icon, so an empty tray still says whose it is.
    piece(scene, seat, b.x + 17.0, b.y + 15.0, 30.0);
    // The title has the width the count leaves.
    let room = b.w - 48.0 - text_width(count, 17.0, true);
    scene.add(
        Shape::Text {
            x: b.x + 32.0,
            y: b.y + 15.0,
            text: title.to_string(),
            size: fit(title, 16.0, true, room),
            bold: true,
            align: Align::Start,
        },
        Style::fill(CREAM),
    );
    scene.add(
        Shape::Text {
            x: b.right() - 10.0,
            y: b.y + 15.0,
            text: count.to_string(),
            size: 17.0,
            bold: true,
            align: Align::End,
        },
        Style::fill(CREAM),
    );
    let step = well.w / f32::from(PIECES);
    let size = (step * 0.92 / 0.62).min(well.h * 0.84 / 0.62);
    let (_, cy) = well.center();
    for k in 0..PIECES {
        let cx = well.x + step * (f32::from(k) + 0.5);
        if k < filled {
            piece(scene, seat, cx, cy, size);
        } else {
            scene.add(
                Shape::circle(cx, cy, size * 0.12),
                Style::fill(seat_color(seat).alpha(0.35)),
            );
        }
    }
    marks(scene, b, well, spot, overlay);
    scene.hit(spot, HitArea::Rect(b.x, b.y, b.w, b.h));
}

/// The interface's marks on a tray: the same glow, rings and tints as on cells.
fn marks(scene: &mut Scene, b: Bx, well: Bx, spot: Spot, overlay: &Overlay) {
    let outline = |inset: f32| Shape::Rect {
        x: b.x + inset,
        y: b.y + inset,
        w: b.w - 2.0 * inset,
        h: b.h - 2.0 * inset,
        radius: 10.0 - inset,
    };
    if overlay.last.contains(&spot) {
        scene.add(outline(2.0), Style::stroke(theme::LAST, 3.0));
    }
    if overlay.marks.contains(&spot) {
        // theme::mark's ring and white line, on a tray.
        scene.add(outline(2.5), theme::mark_ring(60.0));
        scene.add(
            outline(2.5 + theme::MARK_INSET * 60.0),
            theme::mark_inner(60.0),
        );
    }
    if overlay.selected.is_none() && overlay.movable.contains(&spot) {
        scene.add(outline(2.5), Style::stroke(theme::SELECT.alpha(0.8), 2.5));
    }
    if overlay.selected == Some(spot) {
        scene.add(
            outline(2.0),
            Style::stroke(theme::SELECT, 4.5).with_shadow(theme::SELECT.alpha(0.9), 12.0, 0.0, 0.0),
        );
    }
    let capture = overlay.captures.contains(&spot);
    if capture || overlay.targets.contains(&spot) {
        let color = if capture {
            theme::CAPTURE
        } else {
            theme::TARGET
        };
        scene.add(
            outline(2.0),
            Style::stroke(color, 3.5).with_shadow(color, 10.0, 0.0, 0.0),
        );
        let (cx, cy) = well.center();
        theme::target(scene, cx, cy, well.h * 1.1, capture);
    }
    if overlay.cursor == Some(spot) {
        scene.add(
            outline(1.0),
            Style::stroke(theme::MARK, 3.0).dashed(8.0, 5.0),
        );
    }
}

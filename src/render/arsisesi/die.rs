//! The die beside the lanes: the roll, the points left (as words and as pips), and whose turn
//! it is, so the state of a turn of several unit actions is always in view. Beside the board the
//! parts stand in a column; in the tall layout's strip the die stands left of the others.

use super::geometry::Geometry;
use super::tokens::{self, chip};
use super::INK;
use crate::core::{Game, Seat, ToAct};
use crate::games::arsisesi::Arsisesi;
use crate::i18n::{seat_name, t, tr, with_seat};
use crate::render::scene::{Align, Color, Scene, Shape, Style};
use crate::render::theme;

/// The die with the roll, the points left as numbers and as pips, and whose turn it is.
pub fn die_zone(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, roll: Option<u8>) {
    let z = geo.die_zone();
    let line = geo.font(14.0);
    let points = game.movement_points();
    // In the strip the words are not enlarged: they sit beside the die, where the column's
    // width is what limits them.
    let (size, head, pips_at, words_at, word_size, align) = if geo.portrait {
        let size = 44.0;
        let x = z.x + size + 12.0;
        (
            size,
            (x, z.y + 11.0),
            (x, z.y + 29.0),
            (x, z.y + 46.0),
            11.5,
            Align::Start,
        )
    } else {
        let cx = z.x + z.w / 2.0;
        let head_y = z.y + line / 2.0 + 4.0;
        let pips_y = head_y + line / 2.0 + 10.0 + 50.0 + 14.0;
        (
            50.0,
            (cx, head_y),
            (cx, pips_y),
            (cx, pips_y + 6.0 + line / 2.0),
            geo.font(11.5),
            Align::Center,
        )
    };
    whose_turn(scene, geo, game, head, align);
    let (dx, dy) = if geo.portrait {
        (z.x + 4.0, z.y + (z.h - size) / 2.0)
    } else {
        (head.0 - size / 2.0, head.1 + line / 2.0 + 10.0)
    };
    theme::die(scene, dx, dy, size, roll);
    if roll.is_some() && points.is_none() {
        // The roll shown belongs to a finished turn: veil it so it does not read as points.
        scene.add(
            Shape::Rect {
                x: dx - 2.0,
                y: dy - 2.0,
                w: size + 4.0,
                h: size + 4.0,
                radius: size * 0.2,
            },
            Style::fill(Color::hex(0xf4ecda).alpha(0.55)),
        );
    }
    // Each text has one or two lines; the tall layout writes the points left on one.
    let words = match points {
        Some(left) => {
            let total = roll.unwrap_or(left).max(left);
            pips(scene, game.turn(), total, left, pips_at, align);
            tr("render-arsisesi-points-left", &[("points", left.into())])
        }
        None if game.to_act() == ToAct::Over => t("render-arsisesi-game-over"),
        None if roll.is_some() => t("render-arsisesi-to-roll-last"),
        None => t("render-arsisesi-to-roll"),
    };
    let mut split = words.lines().map(str::to_string);
    let mut lines: [String; 2] = [
        split.next().unwrap_or_default(),
        split.next().unwrap_or_default(),
    ];
    // Beside the die there are two lines below the name: the pips and the points left in words,
    // or the two lines of words.
    let at = if !geo.portrait {
        [words_at, (words_at.0, words_at.1 + line)]
    } else if points.is_some() {
        lines = [words.replace('\n', " "), String::new()];
        [words_at, words_at]
    } else {
        [pips_at, words_at]
    };
    for (i, (text, (x, y))) in lines.into_iter().zip(at).enumerate() {
        let style = if i == 0 {
            Style::fill(INK.alpha(0.85))
        } else {
            Style::fill(INK.alpha(0.7))
        };
        let shape = Shape::Text {
            x,
            y,
            text,
            size: word_size,
            bold: i == 0,
            align,
        };
        scene.add(shape, style);
    }
}

/// Whose turn it is (the player's chip and name) or the result, at `at` (its centre, or its start
/// with `Align::Start`).
fn whose_turn(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, at: (f32, f32), align: Align) {
    let ink = Style::fill(INK.alpha(0.85));
    if game.to_act() == ToAct::Over {
        let head = game.winner().map_or(t("render-arsisesi-drawn"), |w| {
            with_seat("render-arsisesi-wins", w.name())
        });
        let shape = Shape::Text {
            x: at.0,
            y: at.1,
            text: head,
            // Beside the die, "North wins" must fit the strip's narrow column.
            size: if geo.portrait { 13.5 } else { geo.font(12.0) },
            bold: true,
            align,
        };
        scene.add(shape, ink);
        return;
    }
    // Chip and name together; the width is estimated from the font size.
    let (chip_size, name_size) = (geo.font(11.0), geo.font(12.5));
    let seat = game.turn();
    let name = seat_name(seat.name());
    let width = chip_size + 4.0 + name_size * 0.62 * name.chars().count() as f32;
    let left = match align {
        Align::Start => at.0,
        _ => at.0 - width / 2.0,
    };
    chip(scene, seat, (left + chip_size / 2.0, at.1), chip_size, true);
    scene.add(
        Shape::Text {
            x: left + chip_size + 4.0,
            y: at.1,
            text: name,
            size: name_size,
            bold: true,
            align: Align::Start,
        },
        ink,
    );
}

/// One pip per point of the roll, filled while unspent, in a row at `at` (its centre, or its
/// start with `Align::Start`).
fn pips(scene: &mut Scene, seat: Seat, total: u8, left: u8, at: (f32, f32), align: Align) {
    let (step, r) = (11.0, 3.6);
    let first = match align {
        Align::Start => at.0 + r,
        _ => at.0 - step * (f32::from(total) - 1.0) / 2.0,
    };
    for i in 0..total {
        let pip = Shape::circle(first + f32::from(i) * step, at.1, r);
        let style = if i < left {
            Style::fill(tokens::ink(seat)).with_stroke(INK.alpha(0.5), 0.8)
        } else {
            Style::stroke(INK.alpha(0.4), 1.0)
        };
        scene.add(pip, style);
    }
}

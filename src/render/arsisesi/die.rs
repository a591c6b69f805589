//! The die beside the lanes: the roll, the points left (as words and as pips), and whose turn
//! it is, so the state of a turn of several unit actions is always in view.

use super::geometry::Geometry;
use super::tokens::{self, chip};
use super::INK;
use crate::core::{Game, ToAct};
use crate::games::arsisesi::Arsisesi;
use crate::render::scene::{Align, Color, Scene, Shape, Style};
use crate::render::theme;

/// The die with the roll, the points left as numbers and as pips, and whose turn it is.
pub fn die_zone(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, roll: Option<u8>) {
    let z = geo.die_zone();
    let cx = z.x + z.w / 2.0;
    let to_act = game.to_act();
    let seat = game.turn();
    let ink = Style::fill(INK.alpha(0.85));
    let line = geo.font(14.0);
    // Whose turn: the player's chip and name, or the result.
    let head_y = z.y + line / 2.0 + 4.0;
    match (to_act, game.winner()) {
        (ToAct::Over, winner) => {
            let head = winner.map_or("Drawn".to_string(), |w| format!("{} wins", w.name()));
            let size = geo.font(12.0);
            scene.add(Shape::text(cx, head_y, head, size, true), ink.clone());
        }
        _ => {
            // Chip and name centred together; the width is estimated from the font size.
            let (chip_size, name_size) = (geo.font(11.0), geo.font(12.5));
            let name = seat.name();
            let width = chip_size + 4.0 + name_size * 0.62 * name.len() as f32;
            let left = cx - width / 2.0;
            chip(
                scene,
                seat,
                (left + chip_size / 2.0, head_y),
                chip_size,
                true,
            );
            scene.add(
                Shape::Text {
                    x: left + chip_size + 4.0,
                    y: head_y,
                    text: name.to_string(),
                    size: name_size,
                    bold: true,
                    align: Align::Start,
                },
                ink.clone(),
            );
        }
    }
    let size = 50.0;
    let (dx, dy) = (cx - size / 2.0, head_y + line / 2.0 + 10.0);
    theme::die(scene, dx, dy, size, roll);
    let points = game.movement_points();
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
    let pips_y = dy + size + 14.0;
    let first_line = pips_y + 6.0 + line / 2.0;
    let words = |scene: &mut Scene, lines: [&str; 2]| {
        for (i, text) in lines.into_iter().enumerate() {
            let y = first_line + i as f32 * line;
            let style = if i == 0 {
                ink.clone()
            } else {
                Style::fill(INK.alpha(0.7))
            };
            scene.add(Shape::text(cx, y, text, geo.font(11.5), i == 0), style);
        }
    };
    match points {
        Some(left) => {
            // One pip per point of the roll: filled while unspent.
            let total = roll.unwrap_or(left).max(left);
            let step = 11.0;
            let first = cx - step * (f32::from(total) - 1.0) / 2.0;
            for i in 0..total {
                let pip = Shape::circle(first + f32::from(i) * step, pips_y, 3.6);
                let style = if i < left {
                    Style::fill(tokens::ink(seat)).with_stroke(INK.alpha(0.5), 0.8)
                } else {
                    Style::stroke(INK.alpha(0.4), 1.0)
                };
                scene.add(pip, style);
            }
            let count = match left {
                1 => "1 point".to_string(),
                n => format!("{n} points"),
            };
            words(scene, [&count, "left"]);
        }
        None if to_act == ToAct::Over => words(scene, ["game over", ""]),
        None if roll.is_some() => words(scene, ["to roll", "(last roll)"]),
        None => words(scene, ["to roll", ""]),
    }
}

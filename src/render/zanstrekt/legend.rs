//! What sits around the board: the die, the lap-direction plaque and the legend card naming the
//! special squares. They sit on their own plaques so their text reads on light and dark pages.

use super::emblems::{arrowhead, emblem};
use super::{seat_color, Bx, Geometry, CREAM, INK};
use crate::core::Seat;
use crate::games::zanstrekt::board::{side, ZAN};
use crate::games::zanstrekt::view::Special;
use crate::i18n::t;
use crate::render::scene::{fit, Color, Paint, PathOp, Scene, Shape, Style};
use crate::render::{theme, Align};

/// A walnut plaque, the same as the trays.
pub(super) fn plaque(scene: &mut Scene, b: Bx) {
    scene.add(
        Shape::Rect {
            x: b.x,
            y: b.y,
            w: b.w,
            h: b.h,
            radius: 10.0,
        },
        Style::paint(Paint::Linear {
            from: (b.x, b.y),
            to: (b.x, b.bottom()),
            stops: vec![(0.0, Color::hex(0x7a5236)), (1.0, Color::hex(0x4a2f1d))],
        })
        .with_shadow(Color(40, 20, 0, 0.4), 10.0, 0.0, 4.0),
    );
}

/// Cream text at (x, y), set smaller if it would not fit in `room` units of width.
fn text(
    scene: &mut Scene,
    (x, y, room): (f32, f32, f32),
    words: &str,
    size: f32,
    bold: bool,
    align: Align,
) {
    scene.add(
        Shape::Text {
            x,
            y,
            text: words.to_string(),
            size: fit(words, size, bold, room),
            bold,
            align,
        },
        Style::fill(CREAM),
    );
}

/// The die (ZAN-3: 0–5) with a caption saying what the last throw did.
pub(super) fn die(scene: &mut Scene, b: Bx, roll: Option<(u8, u32)>, portrait: bool) {
    plaque(scene, b);
    let size = b.h - 20.0;
    let value = roll.map(|(v, _)| v);
    let note = match value {
        None => t("render-zanstrekt-not-thrown"),
        Some(0) => t("render-zanstrekt-zero"),
        Some(v) => crate::i18n::tr("render-zanstrekt-last-throw", &[("throw", v.into())]),
    };
    let (die_x, tx, align) = if portrait {
        (b.x + 12.0, b.x + size + 26.0, Align::Start)
    } else {
        (b.right() - size - 12.0, b.right() - size - 26.0, Align::End)
    };
    // The words have the plaque's width but the die's and the margins.
    let room = b.w - size - 40.0;
    theme::die(scene, die_x, b.y + 10.0, size, value);
    let (head, small) = if portrait { (18.0, 15.0) } else { (16.0, 13.5) };
    let die = t("render-zanstrekt-die");
    text(scene, (tx, b.y + b.h * 0.35, room), &die, head, true, align);
    text(
        scene,
        (tx, b.y + b.h * 0.66, room),
        &note,
        small,
        false,
        align,
    );
}

/// A thumbnail of the board's ring, fitted into `area`: arrows the way the laps run and each
/// seat's Žan as a dot in its piece shape, in `ink`.
fn lap_map(scene: &mut Scene, geo: &Geometry, area: Bx, ink: Color) {
    let g = &geo.grid;
    let k = (area.w / g.width()).min(area.h / g.height());
    let (mw, mh) = (g.width() * k, g.height() * k);
    let (mx, my) = (area.x + (area.w - mw) / 2.0, area.y + (area.h - mh) / 2.0);
    scene.add(
        Shape::Rect {
            x: mx,
            y: my,
            w: mw,
            h: mh,
            radius: 3.0,
        },
        Style::stroke(ink.alpha(0.8), 2.0),
    );
    let style = Style::fill(ink);
    for (x, y, dx, dy) in [
        (mx + mw / 2.0 - 4.0, my, -1.0, 0.0),
        (mx + mw / 2.0 + 4.0, my + mh, 1.0, 0.0),
        (mx, my + mh / 2.0 + 4.0, 0.0, 1.0),
        (mx + mw, my + mh / 2.0 - 4.0, 0.0, -1.0),
    ] {
        scene.add(arrowhead(x, y, dx, dy, 8.0), style.clone());
    }
    for seat in Seat::TWO {
        let (cx, cy) = geo.center(ZAN[side(seat)]);
        let (px, py) = (mx + (cx - g.x) * k, my + (cy - g.y) * k);
        let r = 4.5;
        let dot = Style::fill(seat_color(seat)).with_stroke(Color::hex(0xffffff), 1.2);
        if seat == Seat::North {
            scene.add(
                Shape::Rect {
                    x: px - r,
                    y: py - r,
                    w: 2.0 * r,
                    h: 2.0 * r,
                    radius: 1.5,
                },
                dot,
            );
        } else {
            scene.add(Shape::circle(px, py, r), dot);
        }
    }
}

/// The lap direction on its own plaque (wide layout; the tall one lists it in the legend).
pub(super) fn lap(scene: &mut Scene, geo: &Geometry) {
    let Some(b) = geo.lap else {
        return;
    };
    plaque(scene, b);
    lap_map(
        scene,
        geo,
        Bx::new(b.x + 12.0, b.y + 14.0, 56.0, b.h - 28.0),
        CREAM,
    );
    let tx = b.x + 82.0;
    let top = b.y + b.h / 2.0 - 16.0;
    let room = b.right() - tx - 10.0;
    let head = t("render-zanstrekt-laps-head");
    text(scene, (tx, top, room), &head, 14.5, true, Align::Start);
    let note = t("render-zanstrekt-laps-note");
    // Both lines at one size, the smaller one fits.
    let size = note
        .lines()
        .map(|line| fit(line, 13.0, false, room))
        .fold(13.0, f32::min);
    for (i, line) in note.lines().enumerate() {
        let y = top + 17.0 + i as f32 * 15.0;
        text(scene, (tx, y, room), line, size, false, Align::Start);
    }
}

/// One legend entry: what its tile shows, its name, and what it does in two short lines.
enum Tile {
    Emblem(Special),
    Laps,
}

/// Each entry's tile, and the message keys of its name and of its gloss in two lines.
const ENTRIES: [(Tile, &str, &str); 5] = [
    (
        Tile::Emblem(Special::Zan),
        "render-zanstrekt-zan",
        "render-zanstrekt-zan-gloss",
    ),
    (
        Tile::Emblem(Special::Othent),
        "render-zanstrekt-othent",
        "render-zanstrekt-othent-gloss",
    ),
    (
        Tile::Emblem(Special::Fetnes),
        "render-zanstrekt-fetnes",
        "render-zanstrekt-fetnes-gloss",
    ),
    (
        Tile::Emblem(Special::Gethreln),
        "render-zanstrekt-gethreln",
        "render-zanstrekt-gethreln-gloss",
    ),
    (
        Tile::Laps,
        "render-zanstrekt-laps",
        "render-zanstrekt-laps-gloss",
    ),
];

/// The legend card: the special squares' emblems and names, so nobody has to hover to learn them
/// (the bridge is drawn as one, and the Oþent entry says what it is for). The tall layout has
/// no lap plaque, so its legend ends with the laps.
pub(super) fn legend(scene: &mut Scene, geo: &Geometry) {
    let (b, portrait) = (geo.legend, geo.portrait);
    scene.add(
        Shape::Rect {
            x: b.x,
            y: b.y,
            w: b.w,
            h: b.h,
            radius: 10.0,
        },
        Style::paint(Paint::Linear {
            from: (b.x, b.y),
            to: (b.x, b.bottom()),
            stops: vec![(0.0, Color::hex(0xfbf5e6)), (1.0, Color::hex(0xeee2c8))],
        })
        .with_stroke(Color::hex(0xb79a6c), 1.5)
        .with_shadow(Color(40, 20, 0, 0.3), 8.0, 0.0, 3.0),
    );
    let entries = if geo.lap.is_some() {
        &ENTRIES[..4]
    } else {
        &ENTRIES[..]
    };
    let n = entries.len() as f32;
    // Phones show the tall layout at about two thirds of its size: larger type there.
    let (tile, name_size, gloss_size, line) = if portrait {
        (34.0, 18.5, 15.0, 17.0)
    } else {
        (38.0, 16.0, 13.0, 15.0)
    };
    for (i, (kind, name, gloss)) in entries.iter().enumerate() {
        let gloss = t(gloss);
        let mut lines = gloss.lines();
        let (first, second) = (lines.next().unwrap_or(""), lines.next().unwrap_or(""));
        let slot = if portrait {
            // Inset from the card's edges: names have accents that reach above the line.
            let h = (b.h - 8.0) / n;
            Bx::new(b.x, b.y + 4.0 + i as f32 * h, b.w, h)
        } else {
            let w = b.w / n;
            Bx::new(b.x + i as f32 * w, b.y, w, b.h)
        };
        let (_, cy) = slot.center();
        let tx = slot.x + 8.0;
        let face = Bx::new(tx, cy - tile / 2.0, tile, tile);
        scene.add(
            Shape::Rect {
                x: face.x,
                y: face.y,
                w: tile,
                h: tile,
                radius: 5.0,
            },
            Style::fill(Color::hex(0xfffdf6)).with_stroke(Color::hex(0xb79a6c), 1.2),
        );
        match kind {
            Tile::Emblem(special) => emblem(scene, *special, tx + tile / 2.0, cy, tile, INK),
            Tile::Laps => lap_map(
                scene,
                geo,
                Bx::new(face.x + 6.0, face.y + 5.0, tile - 12.0, tile - 10.0),
                INK,
            ),
        }
        let x = tx + tile + 8.0;
        let top = cy - line * 1.05;
        // Both lines of a gloss at one size, the smaller one fits.
        let room = slot.right() - x - 6.0;
        let gloss = fit(first, gloss_size, false, room).min(fit(second, gloss_size, false, room));
        let name = t(name);
        for (k, (words, size, bold)) in [
            (name.as_str(), fit(&name, name_size, true, room), true),
            (first, gloss, false),
            (second, gloss, false),
        ]
        .into_iter()
        .enumerate()
        {
            scene.add(
                Shape::Text {
                    x,
                    y: top + k as f32 * line + if k > 0 { 2.0 } else { 0.0 },
                    text: words.to_string(),
                    size,
                    bold,
                    align: Align::Start,
                },
                Style::fill(INK),
            );
        }
        if i > 0 {
            let rule = if portrait {
                vec![
                    PathOp::Move(slot.x + 10.0, slot.y),
                    PathOp::Line(slot.right() - 10.0, slot.y),
                ]
            } else {
                vec![
                    PathOp::Move(slot.x, slot.y + 10.0),
                    PathOp::Line(slot.x, slot.bottom() - 10.0),
                ]
            };
            scene.add(
                Shape::Path(rule),
                Style::stroke(Color::hex(0xb79a6c).alpha(0.6), 1.0),
            );
        }
    }
}

//! The printed furniture around the lanes: the two Homes with the tokens waiting in them, the
//! "Cleared Tokens" boxes, and the card's title.

use super::geometry::{Geometry, Rect};
use super::tokens::{self, chip, slot, token};
use super::INK;
use crate::core::Seat;
use crate::games::arsisesi::{Arsisesi, GameType, TOKENS};
use crate::i18n::{seat_name, t, to_upper, tr, with_seat};
use crate::render::scene::{fit, Align, Color, Paint, Scene, Shape, Style};

/// Height of the printed caption strip along a Home's outer edge.
const CAPTION_H: f32 = 16.0;

/// A row of token places in a Home: where each token sits, their size, and the area around
/// them (what selection and the movable outline frame).
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub area: Rect,
    pub places: Vec<(f32, f32)>,
    pub size: f32,
}

impl Group {
    /// The frame around the first `n` places (at least one), where the tokens sit.
    pub fn area_of(&self, n: u8) -> Rect {
        let n = usize::from(n.clamp(1, TOKENS));
        let (first, last) = (self.places[0], self.places[n - 1]);
        Rect {
            x: first.0 - self.size / 2.0,
            y: first.1 - self.size / 2.0,
            w: last.0 - first.0 + self.size,
            h: self.size,
        }
        .inset(-5.0)
    }

    fn row(center: (f32, f32), size: f32, step: f32) -> Group {
        let n = f32::from(TOKENS);
        let width = size + (n - 1.0) * step;
        let left = center.0 - width / 2.0 + size / 2.0;
        let places = (0..TOKENS)
            .map(|i| (left + f32::from(i) * step, center.1))
            .collect();
        Group {
            area: Rect {
                x: center.0 - width / 2.0,
                y: center.1 - size / 2.0,
                w: width,
                h: size,
            }
            .inset(-5.0),
            places,
            size,
        }
    }
}

/// What a Home shows: its owner's waiting tokens and, in Type A, the opponent's returning tokens
/// waiting to set off (guests).
#[derive(Clone, Debug, PartialEq)]
pub struct HomeLayout {
    pub waiting: Group,
    pub guests: Option<Group>,
    /// The caption strip, on the Home's outer edge.
    pub caption: Rect,
}

pub fn layout(geo: &Geometry, kind: GameType, seat: Seat) -> HomeLayout {
    let band = geo.home(seat);
    let top = geo.home_on_top(seat);
    // The caption sits just inside the Home's printed inner frame, on the player's side.
    let caption = Rect {
        x: band.x + 8.0,
        y: if top {
            band.y + 5.0
        } else {
            band.y + band.h - 5.0 - CAPTION_H
        },
        w: band.w - 16.0,
        h: CAPTION_H,
    };
    let row_y = if top {
        (caption.y + caption.h + band.y + band.h - 4.0) / 2.0
    } else {
        (band.y + 4.0 + caption.y) / 2.0
    };
    if kind.has_return_trip() {
        HomeLayout {
            waiting: Group::row((band.x + band.w * 0.25, row_y), 30.0, 26.0),
            guests: Some(Group::row((band.x + band.w * 0.75, row_y), 30.0, 26.0)),
            caption,
        }
    } else {
        HomeLayout {
            waiting: Group::row((band.x + band.w / 2.0, row_y), 40.0, 50.0),
            guests: None,
            caption,
        }
    }
}

/// The group that holds the tokens the player to act could move out of `home`: their own waiting
/// tokens in their own Home, their returning tokens in the opponent's.
pub fn movers_group(layout: &HomeLayout, home: Seat, mover: Seat) -> Option<&Group> {
    if home == mover {
        Some(&layout.waiting)
    } else {
        layout.guests.as_ref()
    }
}

/// The Home's printed band (drawn under the marks and tokens).
pub fn band(scene: &mut Scene, geo: &Geometry, seat: Seat, to_act: bool) {
    let r = geo.home(seat);
    scene.add(
        Shape::Rect {
            x: r.x,
            y: r.y,
            w: r.w,
            h: r.h,
            radius: 14.0,
        },
        Style::paint(Paint::Linear {
            from: (r.x, r.y),
            to: (r.x, r.y + r.h),
            stops: vec![(0.0, Color::hex(0xf1e6cd)), (1.0, Color::hex(0xe8dabb))],
        })
        .with_stroke(INK.alpha(0.75), 2.0),
    );
    let inner = r.inset(4.0);
    let accent = if to_act {
        Style::stroke(tokens::ink(seat), 2.5)
    } else {
        Style::stroke(INK.alpha(0.35), 1.0)
    };
    scene.add(
        Shape::Rect {
            x: inner.x,
            y: inner.y,
            w: inner.w,
            h: inner.h,
            radius: 10.0,
        },
        accent,
    );
}

/// The tokens in a Home and their captions.
pub fn contents(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, seat: Seat, coords: bool) {
    let home = layout(geo, game.kind(), seat);
    let waiting = game.waiting(seat);
    let heading = geo.heading(seat, false);
    for (i, &place) in home.waiting.places.iter().enumerate() {
        if (i as u8) < waiting {
            token(scene, seat, false, place, home.waiting.size, heading);
        } else {
            slot(scene, seat, place, home.waiting.size, INK);
        }
    }
    let guest = seat.opponent();
    let guests = game.arrived(guest);
    if let Some(group) = &home.guests {
        let heading = geo.heading(guest, true);
        for &place in group.places.iter().take(usize::from(guests)) {
            token(scene, guest, true, place, group.size, heading);
        }
    }
    // Printed in capitals, as on the card; with coordinates, the Home's letter in notation.
    let mut name = with_seat("render-arsisesi-home", seat.name());
    name = to_upper(&name);
    if coords {
        name = format!("{name} ({})", seat.letter().to_ascii_uppercase());
    }
    let cy = home.caption.y + home.caption.h / 2.0;
    let bold = Style::fill(INK.alpha(0.8));
    let faint = Style::fill(INK.alpha(0.65));
    let Some(group) = &home.guests else {
        let text = tr(
            "render-arsisesi-home-waiting",
            &[("home", name.into()), ("waiting", waiting.into())],
        );
        let cx = home.caption.x + home.caption.w / 2.0;
        let size = fit(&text, geo.font(10.0), true, home.caption.w - 8.0);
        scene.add(Shape::text(cx, cy, text, size, true), bold);
        return;
    };
    // Type A: the name in the middle, each group's count under it, a third of the width each,
    // all at the size the longest needs.
    let waiting = tr("render-arsisesi-waiting", &[("waiting", waiting.into())]);
    // The guests' colour and shape say whose they are; the words stay short enough for a phone.
    let returning = tr("render-arsisesi-returning", &[("returning", guests.into())]);
    let third = home.caption.w / 3.0 - 6.0;
    let size = [(&name, true), (&waiting, false), (&returning, false)]
        .into_iter()
        .map(|(text, bold)| fit(text, geo.font(10.0), bold, third))
        .fold(geo.font(10.0), f32::min);
    scene.add(
        Shape::text(home.caption.x + home.caption.w / 2.0, cy, name, size, true),
        bold,
    );
    scene.add(
        Shape::Text {
            x: home.waiting.area.x + 4.0,
            y: cy,
            text: waiting,
            size,
            bold: false,
            align: Align::Start,
        },
        faint.clone(),
    );
    scene.add(
        Shape::Text {
            x: group.area.x + group.area.w - 4.0,
            y: cy,
            text: returning,
            size,
            bold: false,
            align: Align::End,
        },
        faint,
    );
}

/// A "Cleared Tokens" box: how many of `seat`'s tokens have scored, as a number and as chips.
pub fn cleared_box(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, seat: Seat) {
    let r = geo.cleared(seat);
    let cleared = game.cleared(seat);
    let won = game.winner() == Some(seat);
    let frame = if won {
        Style::fill(tokens::ink(seat).alpha(0.12))
            .with_stroke(tokens::ink(seat), 2.5)
            .with_shadow(tokens::ink(seat).alpha(0.6), 10.0, 0.0, 0.0)
    } else {
        Style::fill(tokens::ink(seat).alpha(0.06)).with_stroke(INK.alpha(0.7), 1.5)
    };
    scene.add(
        Shape::Rect {
            x: r.x,
            y: r.y,
            w: r.w,
            h: r.h,
            radius: 8.0,
        },
        frame,
    );
    if geo.portrait {
        cleared_row(scene, r, seat, cleared);
        return;
    }
    let cx = r.x + r.w / 2.0;
    scene.add(
        Shape::text(
            cx,
            r.y + 5.0 + geo.font(7.0),
            to_upper(&t("render-arsisesi-cleared")),
            geo.font(9.0),
            true,
        ),
        Style::fill(INK.alpha(0.75)),
    );
    scene.add(
        Shape::text(
            cx,
            r.y + 6.0 + geo.font(16.0),
            to_upper(&seat_name(seat.name())),
            geo.font(8.0),
            false,
        ),
        Style::fill(INK.alpha(0.6)),
    );
    scene.add(
        Shape::text(
            cx,
            r.y + 30.0 + geo.font(16.0),
            cleared.to_string(),
            24.0 + 4.0 * geo.text,
            true,
        ),
        Style::fill(tokens::ink(seat)),
    );
    let step = ((r.w - 10.0) / f32::from(TOKENS)).min(12.5);
    chips_row(scene, seat, cleared, (cx, r.y + r.h - 12.0), step);
}

/// A row of one chip per token, the first `cleared` filled, centred on `center`.
fn chips_row(scene: &mut Scene, seat: Seat, cleared: u8, center: (f32, f32), step: f32) {
    let left = center.0 - step * (f32::from(TOKENS) - 1.0) / 2.0;
    for i in 0..TOKENS {
        chip(
            scene,
            seat,
            (left + f32::from(i) * step, center.1),
            9.5,
            i < cleared,
        );
    }
}

/// The cleared box of the tall layout's strip, wide and low: the count on the left, and beside
/// it the heading, the seat and the chips.
fn cleared_row(scene: &mut Scene, r: Rect, seat: Seat, cleared: u8) {
    let (_, cy) = r.center();
    scene.add(
        Shape::text(r.x + 19.0, cy + 1.0, cleared.to_string(), 28.0, true),
        Style::fill(tokens::ink(seat)),
    );
    let cx = r.x + 36.0 + (r.w - 40.0) / 2.0;
    scene.add(
        Shape::text(
            cx,
            r.y + 12.0,
            to_upper(&t("render-arsisesi-cleared")),
            10.5,
            true,
        ),
        Style::fill(INK.alpha(0.75)),
    );
    scene.add(
        Shape::text(
            cx,
            r.y + 25.0,
            to_upper(&seat_name(seat.name())),
            9.5,
            false,
        ),
        Style::fill(INK.alpha(0.6)),
    );
    chips_row(scene, seat, cleared, (cx, r.y + r.h - 12.0), 11.0);
}

/// The card's credit: the game's author and year, the same in every language.
const AUTHOR: &str = "Santo Ciaravino";
const YEAR: &str = "2008";

/// "Type A", "Type B" or "Type C" in the current language.
pub(super) fn type_letter(kind: GameType) -> String {
    let letter = match kind {
        GameType::A => "A",
        GameType::B => "B",
        GameType::C => "C",
    };
    tr("render-arsisesi-type", &[("letter", letter.into())])
}

/// The type's name: Bridge, Simple or Wide, in the current language.
pub(super) fn variant(kind: GameType) -> String {
    t(match kind {
        GameType::A => "render-arsisesi-variant-a",
        GameType::B => "render-arsisesi-variant-b",
        GameType::C => "render-arsisesi-variant-c",
    })
}

/// The printed title and credit in the two free corners, or in the tall layout's line along the
/// card's top.
pub fn corners(scene: &mut Scene, geo: &Geometry, kind: GameType) {
    let letter = type_letter(kind);
    let name = variant(kind);
    if let Some(line) = geo.title_line() {
        let (cx, cy) = line.center();
        let line = format!("ARSISESI · {letter} {name} · {AUTHOR} {YEAR}");
        scene.add(
            Shape::text(cx, cy, line, 11.0, false),
            Style::fill(INK.alpha(0.6)),
        );
        return;
    }
    let top = geo.corner(true);
    let (cx, cy) = top.center();
    let line = geo.font(12.0);
    scene.add(
        Shape::text(cx, cy - line, "ARSISESI", 13.0, true),
        Style::fill(INK.alpha(0.85)),
    );
    for (i, text) in [letter, name].into_iter().enumerate() {
        scene.add(
            Shape::text(cx, cy + 2.0 + i as f32 * line, text, geo.font(9.5), i == 0),
            Style::fill(INK.alpha(0.7)),
        );
    }
    let bottom = geo.corner(false);
    let (cx, cy) = bottom.center();
    for (i, text) in [AUTHOR, YEAR].into_iter().enumerate() {
        scene.add(
            Shape::text(cx, cy + (i as f32 - 0.5) * geo.font(12.0), text, 8.5, false),
            Style::fill(INK.alpha(0.5)),
        );
    }
}

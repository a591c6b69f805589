//! Around the Arcēs board: a plaque for every seat on its own edge (its colour and symbol, whose
//! turn it is, who is out or has won) and the turn counter with the draw limit (ARC-9).

use super::super::scene::{text_width, Align, Color, Paint, PathOp, Scene, Shape, Style};
use super::super::theme;
use super::pieces::{stone, Look, Sizes};
use crate::core::Seat;
use crate::games::arces::TURN_LIMIT;
use crate::i18n::{seat_name, t, to_upper, tr};
use crate::render::trig::{cos, sin};

/// An edge of the picture, as seen on screen (after any flip).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Edge {
    /// Below the board.
    Bottom,
    /// Left of the board.
    Left,
    /// Above the board.
    Top,
    /// Right of the board.
    Right,
}

impl Edge {
    /// The edge a seat sits at (ARC-2, ARC-3: South at rank 1, West at file a, …); turned round
    /// with the board.
    pub fn of(seat: Seat, flip: bool) -> Edge {
        let edge = match seat {
            Seat::South => Edge::Bottom,
            Seat::West => Edge::Left,
            Seat::North => Edge::Top,
            Seat::East => Edge::Right,
        };
        if !flip {
            return edge;
        }
        match edge {
            Edge::Bottom => Edge::Top,
            Edge::Top => Edge::Bottom,
            Edge::Left => Edge::Right,
            Edge::Right => Edge::Left,
        }
    }
}

/// What a plaque says about its seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// Waiting for its turn.
    Waiting,
    /// To move now.
    ToMove,
    /// Out of the game (ARC-8).
    Out,
    /// Has won (ARC-7).
    Won,
}

/// Thickness of a plaque across its edge.
pub const PLAQUE: f32 = 48.0;
/// Height of the turn counter.
pub const COUNTER: f32 = 38.0;
const NAME_SIZE: f32 = 28.0;
const TAG_SIZE: f32 = 22.0;
const INK: Color = Color::hex(0x2a2622);
const MUTED: Color = Color::hex(0x6b645a);
const GILT_DARK: Color = Color::hex(0x8a6410);
/// Text on gilt: darker than the gilt's own shadows, for contrast.
const GILT_TEXT: Color = Color::hex(0x4f3806);
/// Dark amber: the selection glow's colour, dark enough for text on the pale plaque.
const TURN_INK: Color = Color::hex(0x8a5a00);

/// A rough width of system-font text, enough to place a second run of text after a first one.
/// Gilt paint over a box, shared by the Gold cell and the winner's plaque.
pub fn gilt(x: f32, y: f32, w: f32, h: f32) -> Paint {
    Paint::Linear {
        from: (x, y),
        to: (x + w, y + h),
        stops: vec![
            (0.0, Color::hex(0xfff0b3)),
            (0.35, Color::hex(0xf0c94a)),
            (0.7, Color::hex(0xd4a017)),
            (1.0, Color::hex(0xa87a0c)),
        ],
    }
}

fn plate(scene: &mut Scene, x: f32, y: f32, w: f32, h: f32, state: State) {
    let rect = Shape::Rect {
        x,
        y,
        w,
        h,
        radius: 12.0,
    };
    let style = match state {
        State::Won => Style::paint(gilt(x, y, w, h)).with_stroke(GILT_DARK, 2.5),
        State::Out => Style::fill(Color(214, 209, 199, 0.55))
            .with_stroke(Color(150, 143, 130, 0.6), 1.5)
            .dashed(6.0, 4.0),
        State::Waiting | State::ToMove => Style::paint(Paint::Linear {
            from: (x, y),
            to: (x, y + h),
            stops: vec![(0.0, Color::hex(0xf6f2ea)), (1.0, Color::hex(0xdcd5c6))],
        })
        .with_stroke(Color::hex(0xa69d8b), 1.5),
    };
    let style = if state == State::Out {
        style
    } else {
        style.with_shadow(Color(0, 0, 0, 0.25), 8.0, 0.0, 2.0)
    };
    scene.add(rect.clone(), style);
    if state == State::ToMove {
        scene.add(
            rect,
            Style::stroke(theme::SELECT, 3.5).with_shadow(theme::SELECT.alpha(0.9), 12.0, 0.0, 0.0),
        );
    }
}

/// The seat's stone: its colour and engraved symbol, crossed out when the seat is out.
fn badge(scene: &mut Scene, seat: Seat, cx: f32, cy: f32, state: State) {
    let sizes = Sizes::for_cell(PLAQUE);
    let look = Look::of(seat, state == State::Out);
    stone(scene, cx, cy - sizes.thick / 2.0, &sizes, look, true);
    if state == State::Out {
        let r = sizes.stone * 1.05;
        scene.add(
            Shape::Path(vec![
                PathOp::Move(cx - r, cy - r),
                PathOp::Line(cx + r, cy + r),
                PathOp::Move(cx + r, cy - r),
                PathOp::Line(cx - r, cy + r),
            ]),
            Style::stroke(Color(50, 44, 38, 0.85), 3.5),
        );
    }
}

fn tag(state: State) -> String {
    match state {
        State::Waiting => String::new(),
        State::ToMove => t("render-arces-tag-to-move"),
        State::Out => t("render-arces-tag-out"),
        State::Won => t("render-arces-tag-wins"),
    }
}

/// A seat's plaque centred on (cx, cy) at `edge`: lying along the top and bottom edges, standing
/// (name spelled downwards) along the sides.
pub fn plaque(scene: &mut Scene, seat: Seat, edge: Edge, cx: f32, cy: f32, state: State) {
    let name = seat_name(seat.name());
    let name = name.as_str();
    let text_ink = if state == State::Out { MUTED } else { INK };
    match edge {
        Edge::Top | Edge::Bottom => {
            let tag = tag(state);
            let name_w = text_width(name, NAME_SIZE, true);
            let tag_w = if tag.is_empty() {
                0.0
            } else {
                10.0 + text_width(&tag, TAG_SIZE, false)
            };
            let w = 12.0 + PLAQUE * 0.8 + 10.0 + name_w + tag_w + 16.0;
            let (x, y) = (cx - w / 2.0, cy - PLAQUE / 2.0);
            plate(scene, x, y, w, PLAQUE, state);
            badge(scene, seat, x + 12.0 + PLAQUE * 0.4, cy, state);
            // Both runs meet at one point, so a wrong width guess moves the padding, never
            // makes the words touch.
            let join = x + 12.0 + PLAQUE * 0.8 + 10.0 + name_w;
            scene.add(
                Shape::Text {
                    x: join,
                    y: cy + 1.0,
                    text: name.into(),
                    size: NAME_SIZE,
                    bold: true,
                    align: Align::End,
                },
                Style::fill(text_ink),
            );
            if !tag.is_empty() {
                scene.add(
                    Shape::Text {
                        x: join + 10.0,
                        y: cy + 2.0,
                        text: tag,
                        size: TAG_SIZE,
                        bold: state != State::Out,
                        align: Align::Start,
                    },
                    Style::fill(match state {
                        State::Won => GILT_TEXT,
                        State::ToMove => TURN_INK,
                        _ => MUTED,
                    }),
                );
            }
        }
        Edge::Left | Edge::Right => {
            let letters = name.chars().count() as f32;
            let line = NAME_SIZE * 0.95;
            let h = 10.0 + PLAQUE * 0.8 + 8.0 + letters * line + 24.0;
            let (x, y) = (cx - PLAQUE / 2.0, cy - h / 2.0);
            plate(scene, x, y, PLAQUE, h, state);
            badge(scene, seat, cx, y + 10.0 + PLAQUE * 0.4, state);
            let top = y + 10.0 + PLAQUE * 0.8 + 8.0 + line / 2.0;
            for (i, letter) in to_upper(name).chars().enumerate() {
                scene.add(
                    Shape::text(
                        cx,
                        top + i as f32 * line,
                        letter.to_string(),
                        NAME_SIZE,
                        true,
                    ),
                    Style::fill(text_ink),
                );
            }
            // No room for words here: an arrow into the board says "to move", a mark says the rest.
            let ay = y + h - 14.0;
            let dir = if edge == Edge::Left { 1.0 } else { -1.0 };
            match state {
                State::ToMove => scene.add(
                    Shape::polygon(&[
                        (cx - 7.0 * dir, ay - 8.0),
                        (cx + 8.0 * dir, ay),
                        (cx - 7.0 * dir, ay + 8.0),
                    ]),
                    Style::fill(TURN_INK),
                ),
                State::Won => {
                    let points: Vec<(f32, f32)> = (0..10)
                        .map(|k| {
                            let a =
                                k as f32 * std::f32::consts::PI / 5.0 - std::f32::consts::FRAC_PI_2;
                            let r = if k % 2 == 0 { 10.0 } else { 4.2 };
                            (cx + r * cos(a), ay + r * sin(a))
                        })
                        .collect();
                    scene.add(Shape::polygon(&points), Style::fill(GILT_TEXT));
                }
                State::Waiting | State::Out => {}
            }
        }
    }
}

/// The turn people are told about: the one being played, or the last one once the game is over.
pub fn turn_shown(turns_played: u8, over: bool) -> u8 {
    if over {
        turns_played
    } else {
        turns_played.saturating_add(1).min(TURN_LIMIT)
    }
}

/// The turn counter centred on (cx, cy): the turn being played (or the last one, once the game is
/// over) out of the hundred after which the game is drawn, with a bar that fills toward the limit.
pub fn counter(scene: &mut Scene, cx: f32, cy: f32, turns_played: u8, over: Option<bool>) {
    let limit = TURN_LIMIT;
    let turn = turn_shown(turns_played, over.is_some());
    let note = match over {
        None => tr("render-arces-draw-at", &[("limit", limit.into())]),
        Some(true) => t("render-arces-won"),
        Some(false) => t("render-arces-drawn"),
    };
    let main = tr(
        "render-arces-turn",
        &[("turn", turn.into()), ("limit", limit.into())],
    );
    let size = 26.0;
    let main_w = text_width(&main, size, true);
    let note_w = text_width(&note, size * 0.82, false);
    let w = main_w + 14.0 + note_w + 36.0;
    let (x, y) = (cx - w / 2.0, cy - COUNTER / 2.0);
    scene.add(
        Shape::Rect {
            x,
            y,
            w,
            h: COUNTER,
            radius: COUNTER / 2.0,
        },
        Style::paint(Paint::Linear {
            from: (x, y),
            to: (x, y + COUNTER),
            stops: vec![(0.0, Color::hex(0x575d66)), (1.0, Color::hex(0x3a3f46))],
        })
        .with_shadow(Color(0, 0, 0, 0.3), 8.0, 0.0, 2.0),
    );
    let filled = f32::from(turns_played.min(limit)) / f32::from(limit);
    if filled > 0.0 {
        let inset = 3.0;
        let h = COUNTER - 2.0 * inset;
        scene.add(
            Shape::Rect {
                x: x + inset,
                y: y + inset,
                w: (w - 2.0 * inset) * filled,
                h,
                radius: h / 2.0,
            },
            Style::fill(Color(190, 145, 45, 0.5)),
        );
    }
    let join = x + 18.0 + main_w;
    scene.add(
        Shape::Text {
            x: join,
            y: cy + 1.0,
            text: main,
            size,
            bold: true,
            align: Align::End,
        },
        Style::fill(Color::hex(0xf7f3ea)),
    );
    scene.add(
        Shape::Text {
            x: join + 14.0,
            y: cy + 1.0,
            text: note,
            size: size * 0.82,
            bold: false,
            align: Align::Start,
        },
        Style::fill(Color(244, 238, 225, 0.95)),
    );
}

//! Arsisesi tokens. The seed asks for tokens whose two faces tell their direction; here the face
//! up is the colour (Okabe–Ito blue for South, orange for North) with one chevron pointing the
//! way the token travels, and a turned-over (returning) token shows its pale back with a double
//! chevron pointing home. Shape is the second cue beside colour: South's tokens are discs,
//! North's rounded squares.

use super::super::scene::{Color, Paint, PathOp, Scene, Shape, Style};
use super::super::theme;
use crate::core::Seat;

/// A player's colours: face, its highlight and shade, the mark printed on it, and the pale back.
struct Palette {
    face: Color,
    light: Color,
    dark: Color,
    mark: Color,
    back: Color,
}

fn palette(seat: Seat) -> Palette {
    if seat == Seat::South {
        Palette {
            face: Color::hex(0x0072b2),
            light: Color::hex(0x5aa8dc),
            dark: Color::hex(0x004470),
            mark: Color::hex(0xfdfbf4),
            back: Color::hex(0xdcecf7),
        }
    } else {
        Palette {
            face: Color::hex(0xe69f00),
            light: Color::hex(0xffd268),
            dark: Color::hex(0x8f5f00),
            mark: Color::hex(0x3f2a00),
            back: Color::hex(0xfcebc4),
        }
    }
}

/// The player's colour, for printed accents (turn marks, cleared boxes).
pub fn ink(seat: Seat) -> Color {
    palette(seat).face
}

/// The outline of a token of `seat` centred at (cx, cy) with overall size `size`.
fn outline(seat: Seat, cx: f32, cy: f32, size: f32) -> Shape {
    if seat == Seat::South {
        Shape::circle(cx, cy, size / 2.0)
    } else {
        // A little smaller than the disc's diameter so the two carry the same visual weight.
        let side = size * 0.88;
        Shape::Rect {
            x: cx - side / 2.0,
            y: cy - side / 2.0,
            w: side,
            h: side,
            radius: side * 0.24,
        }
    }
}

/// A token on the board or in a Home. `heading` is -1 when it travels up the screen, +1 down.
pub fn token(
    scene: &mut Scene,
    seat: Seat,
    returning: bool,
    (cx, cy): (f32, f32),
    size: f32,
    heading: f32,
) {
    let p = palette(seat);
    let body = outline(seat, cx, cy, size);
    if returning {
        let paint = Paint::Radial {
            focus: (cx - size * 0.2, cy - size * 0.25),
            center: (cx, cy),
            radius: size * 0.6,
            stops: vec![(0.0, Color::hex(0xfffdf8)), (1.0, p.back)],
        };
        scene.add(
            body,
            theme::piece_shadow(Style::paint(paint).with_stroke(p.face, size * 0.1), size),
        );
        for k in [-1.0, 1.0] {
            chevron(scene, cx, cy + k * size * 0.1, size * 0.8, heading, p.dark);
        }
    } else {
        let paint = Paint::Radial {
            focus: (cx - size * 0.18, cy - size * 0.22),
            center: (cx, cy),
            radius: size * 0.62,
            stops: vec![(0.0, p.light), (0.6, p.face), (1.0, p.dark)],
        };
        scene.add(
            body,
            theme::piece_shadow(Style::paint(paint).with_stroke(p.dark, size * 0.045), size),
        );
        // A moulded inner edge, so the face reads as a raised token rather than a flat dot.
        scene.add(
            outline(seat, cx, cy, size * 0.78),
            Style::stroke(Color(255, 255, 255, 0.22), size * 0.035),
        );
        chevron(scene, cx, cy, size, heading, p.mark);
    }
}

/// A chevron pointing up (`heading` -1) or down (+1), centred at (cx, cy).
fn chevron(scene: &mut Scene, cx: f32, cy: f32, size: f32, heading: f32, color: Color) {
    let tip = cy + heading * size * 0.13;
    let arms = cy - heading * size * 0.07;
    scene.add(
        Shape::Path(vec![
            PathOp::Move(cx - size * 0.19, arms),
            PathOp::Line(cx, tip),
            PathOp::Line(cx + size * 0.19, arms),
        ]),
        Style::stroke(color, size * 0.09),
    );
}

/// A small flat token for counts (the cleared boxes and the turn mark): shape and colour only.
pub fn chip(scene: &mut Scene, seat: Seat, (cx, cy): (f32, f32), size: f32, filled: bool) {
    let p = palette(seat);
    let style = if filled {
        Style::fill(p.face).with_stroke(p.dark, size * 0.1)
    } else {
        Style::stroke(p.face.alpha(0.35), size * 0.1).dashed(size * 0.18, size * 0.14)
    };
    scene.add(outline(seat, cx, cy, size), style);
}

/// An empty printed place for a token in a Home.
pub fn slot(scene: &mut Scene, seat: Seat, (cx, cy): (f32, f32), size: f32, ink: Color) {
    scene.add(
        outline(seat, cx, cy, size),
        Style::stroke(ink.alpha(0.22), 1.2).dashed(3.0, 3.0),
    );
}

//! Arcēs pieces: stone discs in the seats' colours, each engraved with the seat's symbol, the white
//! marble seated in a stone's dimple, and two-piece cells drawn as a visible second layer, with
//! bars across the lower stone of a Cage.

use super::super::scene::{Color, Paint, PathOp, Scene, Shape, Style};
use super::super::theme;
use crate::core::Seat;
use crate::games::arces::Piece;

/// How one seat's pieces look. Colours are Okabe–Ito (colour-blind safe); the symbol is the second
/// cue, so no two seats differ by colour alone. Vermillion is left to the capture ring.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Look {
    /// Whose pieces: decides the engraved symbol.
    pub seat: Seat,
    /// The stone's colour.
    pub base: Color,
    /// Ink for the engraved symbol: whichever of near-black or near-white contrasts more.
    pub ink: Color,
    /// Drawn greyed: the seat is out and its stones are inert (ARC-8).
    pub out: bool,
}

/// The seats' colours in [`Seat::index`] order: South blue, West bluish green, North orange, East
/// reddish purple. The two-player pair (South, North) is the most distinct one.
const BASE: [u32; 4] = [0x0072b2, 0x009e73, 0xe69f00, 0xcc79a7];
const DARK_INK: Color = Color::hex(0x1b1712);
const LIGHT_INK: Color = Color::hex(0xf4f1ea);
const OUT_GREY: Color = Color::hex(0x9a968e);

impl Look {
    /// The look of `seat`'s pieces; greyed when it is `out`.
    pub fn of(seat: Seat, out: bool) -> Look {
        let base = Color::hex(BASE[seat.index()]);
        // Blue is the only colour dark enough for a light engraving (contrast 4.8 against 3.7).
        let ink = if seat == Seat::South {
            LIGHT_INK
        } else {
            DARK_INK
        };
        if out {
            Look {
                seat,
                base: mix(base, OUT_GREY, 0.75),
                ink: DARK_INK.alpha(0.55),
                out,
            }
        } else {
            Look {
                seat,
                base,
                ink,
                out,
            }
        }
    }
}

/// `a` moved toward `b` by `t` (0 = a, 1 = b).
pub fn mix(a: Color, b: Color, t: f32) -> Color {
    let m = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color(m(a.0, b.0), m(a.1, b.1), m(a.2, b.2), a.3 + (b.3 - a.3) * t)
}

fn lighter(c: Color, t: f32) -> Color {
    mix(c, Color::hex(0xffffff), t)
}

fn darker(c: Color, t: f32) -> Color {
    mix(c, Color::hex(0x000000), t)
}

/// Piece sizes for a cell of side `cell`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sizes {
    /// Stone radius.
    pub stone: f32,
    /// Stone thickness (the visible edge below the face).
    pub thick: f32,
    /// Vertical step between the faces of a two-stone cell.
    pub step: f32,
    /// Marble radius.
    pub marble: f32,
}

impl Sizes {
    /// Sizes in proportion to the cell.
    pub fn for_cell(cell: f32) -> Sizes {
        Sizes {
            stone: cell * 0.34,
            thick: cell * 0.06,
            step: cell * 0.23,
            marble: cell * 0.22,
        }
    }

    /// Centre of the top face of the lower (or only) stone, and of the upper stone, for a cell
    /// centred at `cy` holding a second layer or not. The pile is centred on the cell.
    pub fn faces(&self, cy: f32, two_stones: bool) -> (f32, f32) {
        if two_stones {
            let bottom = cy + (self.step - self.thick) / 2.0;
            (bottom, bottom - self.step)
        } else {
            let face = cy - self.thick / 2.0;
            (face, face)
        }
    }
}

/// Draws a cell's pieces, centred at (cx, cy). `looks` gives each seat's look.
pub fn cell(
    scene: &mut Scene,
    cx: f32,
    cy: f32,
    sizes: &Sizes,
    bottom: Option<Piece>,
    top: Option<Piece>,
    looks: &[Look; 4],
) {
    let Some(Piece::Stone(under)) = bottom else {
        return;
    };
    let look = |seat: Seat| looks[seat.index()];
    match top {
        None => stone(
            scene,
            cx,
            sizes.faces(cy, false).0,
            sizes,
            look(under),
            true,
        ),
        Some(Piece::Marble(owner)) => {
            // A Command: the marble sits in the stone's dimple, hiding the engraving.
            let face = sizes.faces(cy, false).0;
            stone(scene, cx, face, sizes, look(under), false);
            marble(
                scene,
                cx,
                face - sizes.marble * 0.3,
                sizes.marble,
                look(owner),
            );
        }
        Some(Piece::Stone(upper)) => {
            let (low, high) = sizes.faces(cy, true);
            stone(scene, cx, low, sizes, look(under), false);
            if upper != under {
                cage_bars(scene, cx, low, high, sizes, look(under));
            }
            // A pale seam under the upper stone's edge keeps the two layers apart, even when
            // both are the same colour (a Tower).
            scene.add(
                Shape::circle(cx, high + sizes.thick, sizes.stone),
                Style::stroke(Color(255, 255, 255, 0.55), sizes.stone * 0.07),
            );
            stone(scene, cx, high, sizes, look(upper), true);
        }
    }
}

/// One stone: a thick disc whose face is centred at (cx, face), with a dimple and the seat's
/// symbol engraved in it.
pub fn stone(scene: &mut Scene, cx: f32, face: f32, sizes: &Sizes, look: Look, engraved: bool) {
    let r = sizes.stone;
    let edge = darker(look.base, 0.45);
    scene.add(
        Shape::circle(cx, face + sizes.thick, r),
        theme::piece_shadow(Style::fill(edge), r * 2.0),
    );
    scene.add(
        Shape::Path(vec![
            PathOp::Move(cx - r, face),
            PathOp::Line(cx - r, face + sizes.thick),
            PathOp::Line(cx + r, face + sizes.thick),
            PathOp::Line(cx + r, face),
            PathOp::Close,
        ]),
        Style::fill(edge),
    );
    scene.add(
        Shape::circle(cx, face, r),
        Style::paint(Paint::Radial {
            focus: (cx - r * 0.35, face - r * 0.45),
            center: (cx, face),
            radius: r,
            stops: vec![
                (0.0, lighter(look.base, 0.38)),
                (0.55, look.base),
                (1.0, darker(look.base, 0.22)),
            ],
        })
        .with_stroke(darker(look.base, 0.55), r * 0.05),
    );
    // The dimple: shaded on the upper left, lit on the lower right, so it reads as a hollow.
    let d = r * 0.6;
    scene.add(
        Shape::circle(cx, face, d),
        Style::paint(Paint::Linear {
            from: (cx - d, face - d),
            to: (cx + d, face + d),
            stops: vec![
                (0.0, Color(0, 0, 0, 0.22)),
                (0.5, Color(0, 0, 0, 0.04)),
                (1.0, Color(255, 255, 255, 0.22)),
            ],
        }),
    );
    if engraved {
        symbol(scene, Symbol::of(look.seat), cx, face, r * 0.66, look.ink);
    }
}

/// The white marble seated on a stone, with the owner's symbol inked small on it so that a
/// Command's owner is told by shape as well as by the stone's colour.
pub fn marble(scene: &mut Scene, cx: f32, cy: f32, r: f32, look: Look) {
    let (white, shade) = if look.out {
        (Color::hex(0xe8e6e1), Color::hex(0xa9a59c))
    } else {
        (Color::hex(0xffffff), Color::hex(0xb5b3ad))
    };
    scene.add(
        Shape::circle(cx, cy, r),
        theme::piece_shadow(
            Style::paint(Paint::Radial {
                focus: (cx - r * 0.35, cy - r * 0.4),
                center: (cx, cy),
                radius: r,
                stops: vec![(0.0, white), (0.55, Color::hex(0xf0eee8)), (1.0, shade)],
            })
            .with_stroke(Color::hex(0x8e8a82), r * 0.06),
            r * 1.6,
        ),
    );
    scene.add(
        Shape::Ellipse {
            cx: cx - r * 0.38,
            cy: cy - r * 0.45,
            rx: r * 0.22,
            ry: r * 0.14,
        },
        Style::fill(Color(255, 255, 255, 0.9)),
    );
    let ink = if look.out {
        look.ink
    } else {
        darker(look.base, 0.15)
    };
    symbol(
        scene,
        Symbol::of(look.seat),
        cx,
        cy + r * 0.08,
        r * 0.8,
        ink,
    );
}

/// Bars across the visible rim of a caged stone: a Cage differs from a Tower by shape, not only by
/// the two colours.
fn cage_bars(scene: &mut Scene, cx: f32, low: f32, high: f32, sizes: &Sizes, caged: Look) {
    let r = sizes.stone;
    let ink = if caged.out {
        Color(40, 36, 30, 0.6)
    } else {
        Color(30, 26, 20, 0.8)
    };
    for k in [-0.82f32, -0.55, -0.27, 0.27, 0.55, 0.82] {
        let u = k * r;
        let arc = (r * r - u * u).sqrt();
        scene.add(
            Shape::Path(vec![
                PathOp::Move(cx + u, high + sizes.thick + arc - 1.0),
                PathOp::Line(cx + u, low + sizes.thick + arc - 0.5),
            ]),
            Style::stroke(ink, r * 0.07),
        );
    }
    // The caged stone's own symbol, small, between the middle bars.
    let band = low - high - sizes.thick;
    symbol(
        scene,
        Symbol::of(caged.seat),
        cx,
        high + sizes.thick + r + band / 2.0,
        band * 0.62,
        caged.ink,
    );
}

/// The seat symbols, each a different outline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// South: a ring.
    Ring,
    /// West: a triangle.
    Triangle,
    /// North: a diamond.
    Diamond,
    /// East: a plus.
    Plus,
}

impl Symbol {
    /// The symbol of a seat.
    pub fn of(seat: Seat) -> Symbol {
        match seat {
            Seat::South => Symbol::Ring,
            Seat::West => Symbol::Triangle,
            Seat::North => Symbol::Diamond,
            Seat::East => Symbol::Plus,
        }
    }
}

/// Draws `symbol` of overall size `size` centred at (cx, cy) in `ink`.
pub fn symbol(scene: &mut Scene, symbol: Symbol, cx: f32, cy: f32, size: f32, ink: Color) {
    let h = size / 2.0;
    let w = size * 0.16;
    let style = Style::stroke(ink, w);
    match symbol {
        Symbol::Ring => scene.add(Shape::circle(cx, cy, h * 0.78), style),
        Symbol::Triangle => scene.add(
            Shape::polygon(&[
                (cx, cy - h * 0.95),
                (cx + h * 0.95, cy + h * 0.72),
                (cx - h * 0.95, cy + h * 0.72),
            ]),
            style,
        ),
        Symbol::Diamond => scene.add(
            Shape::polygon(&[
                (cx, cy - h),
                (cx + h * 0.85, cy),
                (cx, cy + h),
                (cx - h * 0.85, cy),
            ]),
            style,
        ),
        Symbol::Plus => scene.add(
            Shape::Path(vec![
                PathOp::Move(cx - h * 0.85, cy),
                PathOp::Line(cx + h * 0.85, cy),
                PathOp::Move(cx, cy - h * 0.85),
                PathOp::Line(cx, cy + h * 0.85),
            ]),
            Style::stroke(ink, w * 1.25),
        ),
    }
}

//! Seesaw's pieces: stacks of chips seen slightly from above, with the size on the top chip and a
//! chevron for the way the stack moves next. South's chips are round, North's hexagonal, so the
//! owner reads from the shape as well as the colour.

use crate::core::Seat;
use crate::render::scene::{Color, Paint, PathOp, Scene, Shape, Style};
use crate::render::theme;

/// One seat's colours: Okabe–Ito blue for South, orange for North.
pub struct Palette {
    /// The seat's own colour (legend dots, chain rings).
    pub base: Color,
    /// Lit top face.
    pub top: Color,
    /// Shaded sides, lit edge first.
    pub side: [Color; 3],
    /// Rims and outlines.
    pub rim: Color,
    /// Numbers and chevrons on the top face.
    pub ink: Color,
    /// A tile of this seat (the cell floor).
    pub tile: Color,
    /// The tile's emblem line.
    pub emblem: Color,
}

const SOUTH: Palette = Palette {
    base: Color::hex(0x0072b2),
    top: Color::hex(0x2a8fd0),
    side: [
        Color::hex(0x1a7cbd),
        Color::hex(0x005f94),
        Color::hex(0x00436a),
    ],
    rim: Color::hex(0x00395a),
    ink: Color::hex(0xffffff),
    tile: Color::hex(0xb7d6ec),
    emblem: Color(0, 0x5a, 0x8e, 0.55),
};

const NORTH: Palette = Palette {
    base: Color::hex(0xe69f00),
    top: Color::hex(0xf6b938),
    side: [
        Color::hex(0xeaa514),
        Color::hex(0xc98a00),
        Color::hex(0x9a6900),
    ],
    rim: Color::hex(0x6e4b00),
    ink: Color::hex(0x2b1d00),
    tile: Color::hex(0xf6dca6),
    emblem: Color(0x9a, 0x66, 0x00, 0.5),
};

/// The colours of a seat.
pub fn palette(seat: Seat) -> &'static Palette {
    if seat == Seat::South {
        &SOUTH
    } else {
        &NORTH
    }
}

/// Chips drawn at most; taller stacks say their size on top and keep within their cell.
const MAX_DRAWN: u16 = 7;

/// Where a stack stands in a cell of circumradius `s`, as offsets from the cell centre.
#[derive(Copy, Clone, Debug)]
pub struct StackShape {
    /// Horizontal radius of a chip.
    pub rx: f32,
    /// Vertical radius of a chip's top face.
    pub ry: f32,
    /// Thickness of one chip.
    pub chip: f32,
    /// Chips drawn.
    pub drawn: u16,
    /// Centre line of the bottom chip's lower face, below the cell centre.
    pub base: f32,
}

impl StackShape {
    /// The shape of a stack of `size` in a cell of circumradius `s`.
    pub fn new(size: u16, s: f32) -> StackShape {
        let drawn = size.clamp(1, MAX_DRAWN);
        StackShape {
            rx: s * 0.62,
            ry: s * 0.4,
            chip: (s * 0.17).min(s * 0.78 / f32::from(drawn)),
            drawn,
            base: s * 0.26,
        }
    }

    /// Offset of the top face's centre below the cell centre (negative: above it).
    pub fn top(&self) -> f32 {
        self.base - self.chip * f32::from(self.drawn)
    }

    /// Offset of the middle of the whole stack, for rings drawn around it.
    pub fn middle(&self) -> f32 {
        (self.base + self.top()) / 2.0
    }
}

/// A stack of `size` chips of `seat` standing in the cell centred at (cx, cy) with circumradius
/// `s`; the chevron points up on screen when `up` holds.
pub fn stack(scene: &mut Scene, seat: Seat, size: u16, up: bool, cx: f32, cy: f32, s: f32) {
    let shape = StackShape::new(size, s);
    let colors = palette(seat);
    // One soft shadow for the whole stack, cast on the floor.
    scene.add(
        Shape::Ellipse {
            cx: cx + s * 0.04,
            cy: cy + shape.base + s * 0.05,
            rx: shape.rx * 1.02,
            ry: shape.ry * 1.0,
        },
        Style::fill(Color(0, 0, 0, 0.28)).with_shadow(Color(0, 0, 0, 0.35), s * 0.16, 0.0, 0.0),
    );
    for i in 0..shape.drawn {
        let y = cy + shape.base - shape.chip * f32::from(i);
        chip_side(scene, seat, colors, cx, y, &shape);
    }
    let ty = cy + shape.top();
    top_face(scene, seat, colors, cx, ty, &shape, s);
    let digits = size.to_string();
    let font = match digits.len() {
        1 => s * 0.46,
        2 => s * 0.38,
        _ => s * 0.27,
    };
    // The number sits a little towards the back of the move, the chevron ahead of it.
    let dir = if up { -1.0 } else { 1.0 };
    scene.add(
        Shape::text(cx, ty - dir * s * 0.07 + s * 0.015, digits, font, true),
        Style::fill(colors.ink),
    );
    chevron(scene, colors.ink, cx, ty + dir * s * 0.25, s * 0.13, dir);
}

/// The visible band of one chip whose lower face is centred at (cx, y).
fn chip_side(scene: &mut Scene, seat: Seat, colors: &Palette, cx: f32, y: f32, shape: &StackShape) {
    let (rx, ry, t) = (shape.rx, shape.ry, shape.chip);
    let shading = Paint::Linear {
        from: (cx - rx, 0.0),
        to: (cx + rx, 0.0),
        stops: vec![
            (0.0, colors.side[1]),
            (0.3, colors.side[0]),
            (1.0, colors.side[2]),
        ],
    };
    let rim = Style::paint(shading).with_stroke(colors.rim, rx * 0.035);
    if seat == Seat::South {
        let mut ops = vec![PathOp::Move(cx - rx, y - t), PathOp::Line(cx - rx, y)];
        half_ellipse(&mut ops, cx, y, rx, ry, true);
        ops.push(PathOp::Line(cx + rx, y - t));
        half_ellipse(&mut ops, cx, y - t, rx, ry, false);
        ops.push(PathOp::Close);
        scene.add(Shape::Path(ops), rim);
    } else {
        // Three faces of a hexagonal chip: front-left, front, front-right.
        let lower = chip_outline(cx, y, rx, ry);
        let faces = [(3, 2, 0), (2, 1, 1), (1, 0, 2)];
        for (a, b, shade) in faces {
            let quad = [
                lower[a],
                lower[b],
                (lower[b].0, lower[b].1 - t),
                (lower[a].0, lower[a].1 - t),
            ];
            let fill = match shade {
                0 => colors.side[0],
                1 => colors.side[1],
                _ => colors.side[2],
            };
            scene.add(
                Shape::polygon(&quad),
                Style::fill(fill).with_stroke(colors.rim, rx * 0.035),
            );
        }
    }
}

/// The top face of the top chip, centred at (cx, y).
fn top_face(
    scene: &mut Scene,
    seat: Seat,
    colors: &Palette,
    cx: f32,
    y: f32,
    shape: &StackShape,
    s: f32,
) {
    let (rx, ry) = (shape.rx, shape.ry);
    let paint = Paint::Radial {
        focus: (cx - rx * 0.35, y - ry * 0.5),
        center: (cx, y),
        radius: rx * 1.15,
        stops: vec![
            (0.0, lighten(colors.top, 0.35)),
            (0.55, colors.top),
            (1.0, colors.side[1]),
        ],
    };
    let style = Style::paint(paint).with_stroke(colors.rim, rx * 0.04);
    let face = if seat == Seat::South {
        Shape::Ellipse { cx, cy: y, rx, ry }
    } else {
        Shape::polygon(&chip_outline(cx, y, rx, ry))
    };
    scene.add(face, style);
    // A bevel just inside the rim, so the top reads as a raised face.
    let bevel = if seat == Seat::South {
        Shape::Ellipse {
            cx,
            cy: y,
            rx: rx * 0.8,
            ry: ry * 0.8,
        }
    } else {
        Shape::polygon(&chip_outline(cx, y, rx * 0.8, ry * 0.8))
    };
    scene.add(bevel, Style::stroke(Color(255, 255, 255, 0.22), s * 0.025));
}

/// `color` moved a fraction `k` of the way to white.
fn lighten(color: Color, k: f32) -> Color {
    let up = |c: u8| (f32::from(c) + (255.0 - f32::from(c)) * k).round() as u8;
    Color(up(color.0), up(color.1), up(color.2), color.3)
}

/// A hexagonal chip's outline seen from above at a slant: corners left and right.
fn chip_outline(cx: f32, cy: f32, rx: f32, ry: f32) -> [(f32, f32); 6] {
    [
        (cx + rx, cy),
        (cx + rx * 0.5, cy + ry),
        (cx - rx * 0.5, cy + ry),
        (cx - rx, cy),
        (cx - rx * 0.5, cy - ry),
        (cx + rx * 0.5, cy - ry),
    ]
}

/// A chevron of half-width `w` at (cx, cy) pointing up on screen (`dir` −1) or down (+1).
pub fn chevron(scene: &mut Scene, color: Color, cx: f32, cy: f32, w: f32, dir: f32) {
    let h = w * 0.62;
    scene.add(
        Shape::Path(vec![
            PathOp::Move(cx - w, cy - dir * h / 2.0),
            PathOp::Line(cx, cy + dir * h / 2.0),
            PathOp::Line(cx + w, cy - dir * h / 2.0),
        ]),
        Style::stroke(color, w * 0.42),
    );
}

/// Appends the lower half of an ellipse: left to right when `left_to_right`, else right to left.
/// The path must already stand at the starting end.
fn half_ellipse(ops: &mut Vec<PathOp>, cx: f32, cy: f32, rx: f32, ry: f32, left_to_right: bool) {
    // Two quarter arcs as cubic Béziers (the usual 0.5523 control length).
    const K: f32 = 0.552_284_8;
    let d = if left_to_right { 1.0 } else { -1.0 };
    let (x0, x1) = (cx - d * rx, cx + d * rx);
    ops.push(PathOp::Cubic(
        x0,
        cy + K * ry,
        cx - d * K * rx,
        cy + ry,
        cx,
        cy + ry,
    ));
    ops.push(PathOp::Cubic(
        cx + d * K * rx,
        cy + ry,
        x1,
        cy + K * ry,
        x1,
        cy,
    ));
}

/// A small chip of `seat` for legends, centred at (cx, cy).
pub fn token(scene: &mut Scene, seat: Seat, cx: f32, cy: f32, s: f32) {
    let shape = StackShape::new(1, s);
    let colors = palette(seat);
    chip_side(scene, seat, colors, cx, cy + shape.chip / 2.0, &shape);
    let style =
        theme::piece_shadow(Style::fill(colors.top), s * 0.5).with_stroke(colors.rim, s * 0.03);
    let face = if seat == Seat::South {
        Shape::Ellipse {
            cx,
            cy: cy - shape.chip / 2.0,
            rx: shape.rx,
            ry: shape.ry,
        }
    } else {
        Shape::polygon(&chip_outline(cx, cy - shape.chip / 2.0, shape.rx, shape.ry))
    };
    scene.add(face, style);
}

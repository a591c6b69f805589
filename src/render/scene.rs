//! A scene: shapes with fills, strokes and shadows in logical units, plus the hit regions that
//! map points back to board spots. The canvas and the SVG backends draw the same scene, and
//! hit testing reads the same geometry that was drawn, so the two cannot disagree.

use crate::core::{Hue, Spot};

/// An sRGB colour with alpha.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Color(pub u8, pub u8, pub u8, pub f32);

impl Color {
    /// An opaque colour from `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Color {
        Color((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, 1.0)
    }

    /// The same colour with alpha `a`.
    pub const fn alpha(self, a: f32) -> Color {
        Color(self.0, self.1, self.2, a)
    }

    /// CSS text for the colour.
    pub fn css(self) -> String {
        if self.3 >= 1.0 {
            format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
        } else {
            format!(
                "rgba({},{},{},{})",
                self.0,
                self.1,
                self.2,
                crate::core::decimal(f64::from(self.3.max(0.0)), 3)
            )
        }
    }
}

/// How a shape is filled.
#[derive(Clone, Debug, PartialEq)]
pub enum Paint {
    /// One colour.
    Solid(Color),
    /// A linear gradient between two points; stops are offsets 0..1.
    Linear {
        /// Start point.
        from: (f32, f32),
        /// End point.
        to: (f32, f32),
        /// Colour stops.
        stops: Vec<(f32, Color)>,
    },
    /// A radial gradient from a focus point out to a circle.
    Radial {
        /// Where the gradient starts (the highlight).
        focus: (f32, f32),
        /// The outer circle's centre.
        center: (f32, f32),
        /// The outer circle's radius.
        radius: f32,
        /// Colour stops.
        stops: Vec<(f32, Color)>,
    },
}

/// A soft shadow under a shape.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Shadow {
    /// Shadow colour.
    pub color: Color,
    /// Blur radius.
    pub blur: f32,
    /// Offset to the right.
    pub dx: f32,
    /// Offset downwards.
    pub dy: f32,
}

/// Fill, outline and shadow of a shape.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Style {
    /// Interior paint.
    pub fill: Option<Paint>,
    /// Outline colour and width.
    pub stroke: Option<(Color, f32)>,
    /// Shadow under the shape.
    pub shadow: Option<Shadow>,
    /// Dashed outline: dash and gap lengths.
    pub dash: Option<(f32, f32)>,
}

impl Style {
    /// A solid fill.
    pub fn fill(color: Color) -> Style {
        Style {
            fill: Some(Paint::Solid(color)),
            ..Style::default()
        }
    }

    /// A gradient or other paint.
    pub fn paint(paint: Paint) -> Style {
        Style {
            fill: Some(paint),
            ..Style::default()
        }
    }

    /// An outline only.
    pub fn stroke(color: Color, width: f32) -> Style {
        Style {
            stroke: Some((color, width)),
            ..Style::default()
        }
    }

    /// Adds an outline.
    pub fn with_stroke(mut self, color: Color, width: f32) -> Style {
        self.stroke = Some((color, width));
        self
    }

    /// Adds a shadow.
    pub fn with_shadow(mut self, color: Color, blur: f32, dx: f32, dy: f32) -> Style {
        self.shadow = Some(Shadow {
            color,
            blur,
            dx,
            dy,
        });
        self
    }

    /// Dashes the outline.
    pub fn dashed(mut self, dash: f32, gap: f32) -> Style {
        self.dash = Some((dash, gap));
        self
    }
}

/// One step of a path.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum PathOp {
    /// Start a new subpath.
    Move(f32, f32),
    /// Straight line.
    Line(f32, f32),
    /// Quadratic curve: control point, end point.
    Quad(f32, f32, f32, f32),
    /// Cubic curve: two control points, end point.
    Cubic(f32, f32, f32, f32, f32, f32),
    /// Close the subpath.
    Close,
}

/// Horizontal text alignment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Align {
    /// Left edge at x.
    Start,
    /// Centred on x.
    Center,
    /// Right edge at x.
    End,
}

/// A drawable shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A rectangle with rounded corners.
    Rect {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Corner radius.
        radius: f32,
    },
    /// An ellipse (a circle when the radii agree).
    Ellipse {
        /// Centre x.
        cx: f32,
        /// Centre y.
        cy: f32,
        /// Horizontal radius.
        rx: f32,
        /// Vertical radius.
        ry: f32,
    },
    /// A path of lines and curves.
    Path(Vec<PathOp>),
    /// One line of text, vertically centred on y.
    Text {
        /// Anchor x.
        x: f32,
        /// Centre line y.
        y: f32,
        /// The text.
        text: String,
        /// Font size.
        size: f32,
        /// Bold or regular.
        bold: bool,
        /// Alignment around x.
        align: Align,
    },
}

impl Shape {
    /// A circle.
    pub fn circle(cx: f32, cy: f32, r: f32) -> Shape {
        Shape::Ellipse {
            cx,
            cy,
            rx: r,
            ry: r,
        }
    }

    /// A closed polygon through `points`.
    pub fn polygon(points: &[(f32, f32)]) -> Shape {
        let mut ops: Vec<PathOp> = Vec::with_capacity(points.len() + 1);
        for (i, &(x, y)) in points.iter().enumerate() {
            ops.push(if i == 0 {
                PathOp::Move(x, y)
            } else {
                PathOp::Line(x, y)
            });
        }
        ops.push(PathOp::Close);
        Shape::Path(ops)
    }

    /// Centred text.
    pub fn text(x: f32, y: f32, text: impl Into<String>, size: f32, bold: bool) -> Shape {
        Shape::Text {
            x,
            y,
            text: text.into(),
            size,
            bold,
            align: Align::Center,
        }
    }
}

/// About how wide `text` is at `size` in the system font: scenes have no text metrics (the SVG
/// backend has no font at all), so captions are laid out on this estimate, which errs wide.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    let per_char = if bold { 0.64 } else { 0.6 };
    text.chars().count() as f32 * size * per_char
}

/// The font size, at most `size`, at which `text` fits in `width`: captions keep their place in
/// every language, a longer translation is set a little smaller.
pub fn fit(text: &str, size: f32, bold: bool, width: f32) -> f32 {
    let wide = text_width(text, size, bold);
    if wide > width && wide > 0.0 {
        size * width.max(0.0) / wide
    } else {
        size
    }
}

/// A region that answers clicks for a spot.
#[derive(Clone, Debug, PartialEq)]
pub enum HitArea {
    /// An axis-aligned rectangle: left, top, width, height.
    Rect(f32, f32, f32, f32),
    /// A convex or concave polygon.
    Polygon(Vec<(f32, f32)>),
}

impl HitArea {
    /// Whether the point lies inside.
    pub fn contains(&self, x: f32, y: f32) -> bool {
        match self {
            HitArea::Rect(l, t, w, h) => x >= *l && x < l + w && y >= *t && y < t + h,
            HitArea::Polygon(points) => {
                // Even-odd ray casting.
                let mut inside = false;
                let mut j = points.len().wrapping_sub(1);
                for (i, &(xi, yi)) in points.iter().enumerate() {
                    let (xj, yj) = points[j];
                    if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                        inside = !inside;
                    }
                    j = i;
                }
                inside
            }
        }
    }

    /// The centre of the region (of its bounding box for polygons).
    pub fn center(&self) -> (f32, f32) {
        let (l, t, w, h) = self.bounds();
        (l + w / 2.0, t + h / 2.0)
    }

    /// The bounding box: left, top, width, height.
    pub fn bounds(&self) -> (f32, f32, f32, f32) {
        match self {
            HitArea::Rect(l, t, w, h) => (*l, *t, *w, *h),
            HitArea::Polygon(points) => {
                let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
                for &(x, y) in points {
                    x0 = x0.min(x);
                    y0 = y0.min(y);
                    x1 = x1.max(x);
                    y1 = y1.max(y);
                }
                (x0, y0, x1 - x0, y1 - y0)
            }
        }
    }
}

/// Everything one board picture contains.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Scene {
    /// Logical width.
    pub width: f32,
    /// Logical height.
    pub height: f32,
    /// Shapes in drawing order.
    pub items: Vec<(Shape, Style)>,
    /// Clickable regions, later ones on top.
    pub hits: Vec<(Spot, HitArea)>,
    /// A short text description of the picture, an SVG picture's title: set by [`super::Diagram`]
    /// ([`super::title`]), empty on a live board's scene.
    pub title: String,
    /// Which items draw the piece standing on a spot (start and end index in `items`), so the
    /// page can slide a moved piece from where it came.
    pub pieces: Vec<(Spot, usize, usize)>,
    /// The walkthrough's marks (`None`) and arrows (to `Some` spot) drawn, in drawing order: what
    /// the picture shows of a note, for tests and descriptions.
    pub annotations: Vec<(Hue, Spot, Option<Spot>)>,
}

impl Scene {
    /// An empty scene of the given logical size.
    pub fn new(width: f32, height: f32) -> Scene {
        Scene {
            width,
            height,
            ..Scene::default()
        }
    }

    /// Adds a shape.
    pub fn add(&mut self, shape: Shape, style: Style) {
        self.items.push((shape, style));
    }

    /// Marks where the items of the piece on `spot` begin; pass the result to [`Scene::end_piece`].
    pub fn begin_piece(&self) -> usize {
        self.items.len()
    }

    /// Records that the items added since `start` draw the piece on `spot`.
    pub fn end_piece(&mut self, spot: Spot, start: usize) {
        if self.items.len() > start {
            self.pieces.push((spot, start, self.items.len()));
        }
    }

    /// The item range of the piece on `spot`, if the renderer marked one.
    pub fn piece_items(&self, spot: Spot) -> Option<(usize, usize)> {
        self.pieces
            .iter()
            .rev()
            .find(|(s, ..)| *s == spot)
            .map(|&(_, a, b)| (a, b))
    }

    /// Adds a clickable region.
    pub fn hit(&mut self, spot: Spot, area: HitArea) {
        self.hits.push((spot, area));
    }

    /// The spot under a point, topmost first.
    pub fn spot_at(&self, x: f32, y: f32) -> Option<Spot> {
        self.hits
            .iter()
            .rev()
            .find(|(_, area)| area.contains(x, y))
            .map(|(spot, _)| *spot)
    }

    /// The centre of a spot's region, if it has one.
    pub fn spot_center(&self, spot: Spot) -> Option<(f32, f32)> {
        self.hits
            .iter()
            .rev()
            .find(|(s, _)| *s == spot)
            .map(|(_, area)| area.center())
    }

    /// The narrowest side of any clickable region's bounding box, in scene units: times the
    /// drawing scale, the smallest touch target a person gets. `None` without regions.
    pub fn smallest_hit(&self) -> Option<f32> {
        self.hits
            .iter()
            .map(|(_, area)| {
                let (_, _, w, h) = area.bounds();
                w.min(h)
            })
            .reduce(f32::min)
    }
}

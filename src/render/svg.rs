//! The SVG backend: a [`Scene`] as a standalone SVG document, for wiki pictures,
//! `quintet render --svg` and the pages' SVG downloads. Text is escaped; nothing from a record is
//! ever emitted unescaped.
//!
//! Numbers are written by [`Num`] with integer arithmetic, as `core::decimal` does for the page:
//! `{}` of an `f32` would bring Rust's float printing into the page's wasm (several kilobytes of
//! a download with a budget), and two decimals are finer than any screen shows a diagram.

use super::scene::{Align, Paint, PathOp, Scene, Shape, Style};
use std::fmt::{self, Write};

/// A coordinate or size as SVG text: at most two decimals, trailing zeros dropped (`12`, `12.5`,
/// `-0.25`). Numbers that are not finite, or absurdly large, are written as `0`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Num(pub f32);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scaled = (f64::from(self.0) * 100.0).round();
        if !scaled.is_finite() || scaled.abs() > 1e15 {
            return f.write_str("0");
        }
        let scaled = scaled as i64;
        let sign = if scaled < 0 { "-" } else { "" };
        let (whole, hundredths) = (scaled.unsigned_abs() / 100, scaled.unsigned_abs() % 100);
        match hundredths {
            0 => write!(f, "{sign}{whole}"),
            h if h % 10 == 0 => write!(f, "{sign}{whole}.{}", h / 10),
            h => write!(f, "{sign}{whole}.{h:02}"),
        }
    }
}

/// The scene as an SVG document of its logical size.
pub fn to_svg(scene: &Scene) -> String {
    let mut defs = String::new();
    let mut body = String::new();
    let mut ids = 0usize;
    for (shape, style) in &scene.items {
        let attrs = style_attrs(style, &mut defs, &mut ids);
        shape_element(&mut body, shape, &attrs);
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\">",
        w = Num(scene.width),
        h = Num(scene.height)
    );
    let _ = write!(out, "<title>{}</title>", escape(&scene.title));
    let _ = write!(out, "<defs>{defs}</defs>{body}</svg>");
    out
}

fn style_attrs(style: &Style, defs: &mut String, ids: &mut usize) -> String {
    let mut attrs = String::new();
    match &style.fill {
        None => attrs.push_str(" fill=\"none\""),
        Some(Paint::Solid(c)) => {
            let _ = write!(attrs, " fill=\"{}\"", c.css());
        }
        Some(paint) => {
            let id = format!("p{}", *ids);
            *ids += 1;
            gradient(defs, &id, paint);
            let _ = write!(attrs, " fill=\"url(#{id})\"");
        }
    }
    if let Some((color, width)) = style.stroke {
        let _ = write!(
            attrs,
            " stroke=\"{}\" stroke-width=\"{}\" stroke-linejoin=\"round\" stroke-linecap=\"round\"",
            color.css(),
            Num(width)
        );
    }
    if let Some((dash, gap)) = style.dash {
        let _ = write!(attrs, " stroke-dasharray=\"{} {}\"", Num(dash), Num(gap));
    }
    if let Some(shadow) = style.shadow {
        let id = format!("f{}", *ids);
        *ids += 1;
        let _ = write!(
            defs,
            "<filter id=\"{id}\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"{}\" dy=\"{}\" stdDeviation=\"{}\" flood-color=\"{}\"/></filter>",
            Num(shadow.dx),
            Num(shadow.dy),
            Num(shadow.blur / 2.0),
            shadow.color.css()
        );
        let _ = write!(attrs, " filter=\"url(#{id})\"");
    }
    attrs
}

fn gradient(defs: &mut String, id: &str, paint: &Paint) {
    let stops = |defs: &mut String, stops: &[(f32, super::Color)]| {
        for (offset, color) in stops {
            let _ = write!(
                defs,
                "<stop offset=\"{}\" stop-color=\"{}\"/>",
                Num(*offset),
                color.css()
            );
        }
    };
    match paint {
        Paint::Solid(_) => {}
        Paint::Linear { from, to, stops: s } => {
            let _ = write!(
                defs,
                "<linearGradient id=\"{id}\" gradientUnits=\"userSpaceOnUse\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\">",
                Num(from.0),
                Num(from.1),
                Num(to.0),
                Num(to.1)
            );
            stops(defs, s);
            defs.push_str("</linearGradient>");
        }
        Paint::Radial {
            focus,
            center,
            radius,
            stops: s,
        } => {
            let _ = write!(
                defs,
                "<radialGradient id=\"{id}\" gradientUnits=\"userSpaceOnUse\" cx=\"{}\" cy=\"{}\" r=\"{}\" fx=\"{}\" fy=\"{}\">",
                Num(center.0),
                Num(center.1),
                Num(*radius),
                Num(focus.0),
                Num(focus.1)
            );
            stops(defs, s);
            defs.push_str("</radialGradient>");
        }
    }
}

fn shape_element(out: &mut String, shape: &Shape, attrs: &str) {
    match shape {
        Shape::Rect { x, y, w, h, radius } => {
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"{attrs}/>",
                Num(*x),
                Num(*y),
                Num(*w),
                Num(*h),
                Num(*radius)
            );
        }
        Shape::Ellipse { cx, cy, rx, ry } => {
            let _ = write!(
                out,
                "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\"{attrs}/>",
                Num(*cx),
                Num(*cy),
                Num(*rx),
                Num(*ry)
            );
        }
        Shape::Path(ops) => {
            let _ = write!(out, "<path d=\"{}\"{attrs}/>", path_data(ops));
        }
        Shape::Text {
            x,
            y,
            text,
            size,
            bold,
            align,
        } => {
            let anchor = match align {
                Align::Start => "start",
                Align::Center => "middle",
                Align::End => "end",
            };
            let weight = if *bold { "bold" } else { "normal" };
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" font-family=\"system-ui, sans-serif\" font-size=\"{}\" font-weight=\"{weight}\" text-anchor=\"{anchor}\" dominant-baseline=\"central\"{attrs}>{}</text>",
                Num(*x),
                Num(*y),
                Num(*size),
                escape(text)
            );
        }
    }
}

/// SVG path data for the ops.
fn path_data(ops: &[PathOp]) -> String {
    let mut d = String::new();
    for op in ops {
        let _ = match *op {
            PathOp::Move(x, y) => write!(d, "M{} {}", Num(x), Num(y)),
            PathOp::Line(x, y) => write!(d, "L{} {}", Num(x), Num(y)),
            PathOp::Quad(a, b, x, y) => write!(d, "Q{} {} {} {}", Num(a), Num(b), Num(x), Num(y)),
            PathOp::Cubic(a, b, c, e, x, y) => write!(
                d,
                "C{} {} {} {} {} {}",
                Num(a),
                Num(b),
                Num(c),
                Num(e),
                Num(x),
                Num(y)
            ),
            PathOp::Close => write!(d, "Z"),
        };
    }
    d
}

/// Escapes text for XML content and attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_at_most_two_decimals() {
        let cases = [
            (12.0, "12"),
            (12.5, "12.5"),
            (-0.25, "-0.25"),
            (0.004, "0"),
            (-0.004, "0"),
            (1.005, "1"),
            (2.999, "3"),
            (33.333_33, "33.33"),
            (f32::NAN, "0"),
            (f32::INFINITY, "0"),
        ];
        for (x, text) in cases {
            assert_eq!(Num(x).to_string(), text, "{x}");
        }
    }

    #[test]
    fn a_scene_becomes_a_document_with_escaped_text() {
        let mut scene = Scene::new(100.5, 40.0);
        scene.title = "a <b> & \"c\"".into();
        scene.add(
            Shape::text(10.0, 20.25, "x<y", 12.0, true),
            Style::fill(super::super::Color::hex(0x102030)),
        );
        let svg = to_svg(&scene);
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100.5 40\"")
        );
        assert!(svg.contains("<title>a &lt;b&gt; &amp; &quot;c&quot;</title>"));
        assert!(svg.contains("x=\"10\" y=\"20.25\""));
        assert!(svg.contains(">x&lt;y</text>"));
        assert!(svg.ends_with("</svg>"));
    }
}

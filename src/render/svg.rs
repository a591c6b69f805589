//! The SVG backend: a [`Scene`] as a standalone SVG document, for wiki pictures and
//! `quintet render --svg`. Text is escaped; nothing from a record is ever emitted unescaped.

use super::scene::{Align, Paint, PathOp, Scene, Shape, Style};
use std::fmt::Write;

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
        w = scene.width,
        h = scene.height
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
        let _ = write!(attrs, " stroke=\"{}\" stroke-width=\"{width}\" stroke-linejoin=\"round\" stroke-linecap=\"round\"", color.css());
    }
    if let Some((dash, gap)) = style.dash {
        let _ = write!(attrs, " stroke-dasharray=\"{dash} {gap}\"");
    }
    if let Some(shadow) = style.shadow {
        let id = format!("f{}", *ids);
        *ids += 1;
        let _ = write!(
            defs,
            "<filter id=\"{id}\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"{}\" dy=\"{}\" stdDeviation=\"{}\" flood-color=\"{}\"/></filter>",
            shadow.dx,
            shadow.dy,
            shadow.blur / 2.0,
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
                "<stop offset=\"{offset}\" stop-color=\"{}\"/>",
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
                from.0, from.1, to.0, to.1
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
                "<radialGradient id=\"{id}\" gradientUnits=\"userSpaceOnUse\" cx=\"{}\" cy=\"{}\" r=\"{radius}\" fx=\"{}\" fy=\"{}\">",
                center.0, center.1, focus.0, focus.1
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
                "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"{radius}\"{attrs}/>"
            );
        }
        Shape::Ellipse { cx, cy, rx, ry } => {
            let _ = write!(
                out,
                "<ellipse cx=\"{cx}\" cy=\"{cy}\" rx=\"{rx}\" ry=\"{ry}\"{attrs}/>"
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
                "<text x=\"{x}\" y=\"{y}\" font-family=\"system-ui, sans-serif\" font-size=\"{size}\" font-weight=\"{weight}\" text-anchor=\"{anchor}\" dominant-baseline=\"central\"{attrs}>{}</text>",
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
            PathOp::Move(x, y) => write!(d, "M{x} {y}"),
            PathOp::Line(x, y) => write!(d, "L{x} {y}"),
            PathOp::Quad(a, b, x, y) => write!(d, "Q{a} {b} {x} {y}"),
            PathOp::Cubic(a, b, c, e, x, y) => write!(d, "C{a} {b} {c} {e} {x} {y}"),
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

//! The Canvas 2D backend: draws a [`Scene`] crisply at any device pixel ratio.

use crate::render::{Align, Paint, PathOp, Scene, Shape, Style};
use wasm_bindgen::JsValue;
use web_sys::CanvasRenderingContext2d as Ctx;

/// Gives `canvas` a backing store of its CSS box's size at the device pixel ratio, for `scene`,
/// whose aspect ratio the style sheet has given the box, and describes it for screen readers.
/// Returns (CSS pixels per logical unit, ratio). The box is the style sheet's alone: setting its
/// size here would move the page once the wasm runs.
pub fn fill_box(
    canvas: &web_sys::HtmlCanvasElement,
    scene: &Scene,
    description: &str,
) -> Result<(f64, f64), JsValue> {
    let css_w = canvas.get_bounding_client_rect().width();
    let css_h = css_w * f64::from(scene.height) / f64::from(scene.width);
    let dpr = web_sys::window()
        .map_or(1.0, |w| w.device_pixel_ratio())
        .max(1.0);
    let (w, h) = ((css_w * dpr).round() as u32, (css_h * dpr).round() as u32);
    // Assigning the same size would still clear the canvas and cost a reallocation.
    if canvas.width() != w || canvas.height() != h {
        canvas.set_width(w);
        canvas.set_height(h);
    }
    canvas.set_attribute("aria-label", description)?;
    Ok((css_w / f64::from(scene.width), dpr))
}

/// Sizes `canvas` to show `scene` at `scale` CSS pixels per logical unit, crisp at the device
/// pixel ratio, and describes it for screen readers. Returns (scale actually used, ratio).
pub fn fit(
    canvas: &web_sys::HtmlCanvasElement,
    scene: &Scene,
    scale: f64,
    description: &str,
) -> Result<(f64, f64), JsValue> {
    let (sw, sh) = (f64::from(scene.width), f64::from(scene.height));
    let (css_w, css_h) = ((sw * scale).floor(), (sh * scale).floor());
    let dpr = web_sys::window()
        .map_or(1.0, |w| w.device_pixel_ratio())
        .max(1.0);
    canvas.set_width((css_w * dpr).round() as u32);
    canvas.set_height((css_h * dpr).round() as u32);
    let style = canvas.style();
    style.set_property("width", &format!("{}px", css_w as u32))?;
    style.set_property("height", &format!("{}px", css_h as u32))?;
    canvas.set_attribute("aria-label", description)?;
    Ok((css_w / sw, dpr))
}

/// The 2D context of a canvas.
pub fn context(canvas: &web_sys::HtmlCanvasElement) -> Result<Ctx, JsValue> {
    use wasm_bindgen::JsCast;
    canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2D canvas"))?
        .dyn_into::<Ctx>()
        .map_err(JsValue::from)
}

/// Items `start..end` drawn shifted by (dx, dy) logical units: a piece on its way.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Shift {
    /// First shifted item.
    pub start: usize,
    /// One past the last shifted item.
    pub end: usize,
    /// Horizontal offset.
    pub dx: f64,
    /// Vertical offset.
    pub dy: f64,
}

/// Draws `scene` scaled by `scale` (CSS pixels per logical unit) times `dpr`.
pub fn draw(ctx: &Ctx, scene: &Scene, scale: f64, dpr: f64) -> Result<(), JsValue> {
    draw_shifted(ctx, scene, scale, dpr, None)
}

/// Draws `scene` with one range of items shifted; shifted items are drawn last so a sliding
/// piece passes over the others.
pub fn draw_shifted(
    ctx: &Ctx,
    scene: &Scene,
    scale: f64,
    dpr: f64,
    shift: Option<Shift>,
) -> Result<(), JsValue> {
    let k = begin(ctx, scene, scale, dpr)?;
    let moving = |i: usize| shift.is_some_and(|s| i >= s.start && i < s.end);
    for (i, (shape, style)) in scene.items.iter().enumerate() {
        if !moving(i) {
            item(ctx, shape, style, k)?;
        }
    }
    if let Some(shift) = shift {
        ctx.translate(shift.dx, shift.dy)?;
        for (shape, style) in scene.items.get(shift.start..shift.end).unwrap_or_default() {
            item(ctx, shape, style, k)?;
        }
    }
    Ok(())
}

/// Clears the canvas and sets the transform for `scene`'s logical units; returns device pixels
/// per unit.
pub fn begin(ctx: &Ctx, scene: &Scene, scale: f64, dpr: f64) -> Result<f64, JsValue> {
    let k = scale * dpr;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
    ctx.clear_rect(
        0.0,
        0.0,
        f64::from(scene.width) * k + 2.0,
        f64::from(scene.height) * k + 2.0,
    );
    ctx.set_transform(k, 0.0, 0.0, k, 0.0, 0.0)?;
    Ok(k)
}

/// Draws one item of a scene; `k` is [`begin`]'s device pixels per unit.
pub fn item(ctx: &Ctx, shape: &Shape, style: &Style, k: f64) -> Result<(), JsValue> {
    ctx.save();
    if let Some(shadow) = style.shadow {
        ctx.set_shadow_color(&shadow.color.css());
        // Shadow sizes are in device pixels, untouched by the transform.
        ctx.set_shadow_blur(f64::from(shadow.blur) * k);
        ctx.set_shadow_offset_x(f64::from(shadow.dx) * k);
        ctx.set_shadow_offset_y(f64::from(shadow.dy) * k);
    }
    if let Shape::Text {
        x,
        y,
        text,
        size,
        bold,
        align,
    } = shape
    {
        let weight = if *bold { "600" } else { "400" };
        ctx.set_font(&format!(
            "{weight} {}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
            crate::core::decimal(f64::from(*size), 2)
        ));
        ctx.set_text_align(match align {
            Align::Start => "left",
            Align::Center => "center",
            Align::End => "right",
        });
        ctx.set_text_baseline("middle");
        if let Some(paint) = &style.fill {
            set_fill(ctx, paint)?;
            ctx.fill_text(text, f64::from(*x), f64::from(*y))?;
        }
        ctx.restore();
        return Ok(());
    }
    ctx.begin_path();
    trace(ctx, shape)?;
    if let Some(paint) = &style.fill {
        set_fill(ctx, paint)?;
        ctx.fill();
        // One shadow per shape: the outline must not cast a second one.
        ctx.set_shadow_color("transparent");
    }
    if let Some((color, width)) = style.stroke {
        ctx.set_stroke_style_str(&color.css());
        ctx.set_line_width(f64::from(width));
        ctx.set_line_join("round");
        ctx.set_line_cap("round");
        if let Some((dash, gap)) = style.dash {
            let pattern = js_sys::Array::of2(&f64::from(dash).into(), &f64::from(gap).into());
            ctx.set_line_dash(&pattern)?;
        }
        ctx.stroke();
    }
    ctx.restore();
    Ok(())
}

fn trace(ctx: &Ctx, shape: &Shape) -> Result<(), JsValue> {
    match shape {
        Shape::Rect { x, y, w, h, radius } => {
            let (x, y, w, h) = (f64::from(*x), f64::from(*y), f64::from(*w), f64::from(*h));
            let r = f64::from(*radius).min(w / 2.0).min(h / 2.0);
            ctx.move_to(x + r, y);
            ctx.arc_to(x + w, y, x + w, y + h, r)?;
            ctx.arc_to(x + w, y + h, x, y + h, r)?;
            ctx.arc_to(x, y + h, x, y, r)?;
            ctx.arc_to(x, y, x + w, y, r)?;
            ctx.close_path();
        }
        Shape::Ellipse { cx, cy, rx, ry } => {
            ctx.ellipse(
                f64::from(*cx),
                f64::from(*cy),
                f64::from(*rx),
                f64::from(*ry),
                0.0,
                0.0,
                std::f64::consts::TAU,
            )?;
        }
        Shape::Path(ops) => {
            for op in ops {
                match *op {
                    PathOp::Move(x, y) => ctx.move_to(x.into(), y.into()),
                    PathOp::Line(x, y) => ctx.line_to(x.into(), y.into()),
                    PathOp::Quad(a, b, x, y) => {
                        ctx.quadratic_curve_to(a.into(), b.into(), x.into(), y.into())
                    }
                    PathOp::Cubic(a, b, c, d, x, y) => ctx.bezier_curve_to(
                        a.into(),
                        b.into(),
                        c.into(),
                        d.into(),
                        x.into(),
                        y.into(),
                    ),
                    PathOp::Close => ctx.close_path(),
                }
            }
        }
        Shape::Text { .. } => {}
    }
    Ok(())
}

fn set_fill(ctx: &Ctx, paint: &Paint) -> Result<(), JsValue> {
    match paint {
        Paint::Solid(c) => ctx.set_fill_style_str(&c.css()),
        Paint::Linear { from, to, stops } => {
            let g =
                ctx.create_linear_gradient(from.0.into(), from.1.into(), to.0.into(), to.1.into());
            for (offset, color) in stops {
                g.add_color_stop(*offset, &color.css())?;
            }
            ctx.set_fill_style_canvas_gradient(&g);
        }
        Paint::Radial {
            focus,
            center,
            radius,
            stops,
        } => {
            let g = ctx.create_radial_gradient(
                focus.0.into(),
                focus.1.into(),
                0.0,
                center.0.into(),
                center.1.into(),
                f64::from(*radius),
            )?;
            for (offset, color) in stops {
                g.add_color_stop(*offset, &color.css())?;
            }
            ctx.set_fill_style_canvas_gradient(&g);
        }
    }
    Ok(())
}

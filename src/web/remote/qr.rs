//! The QR code of a link, for a friend beside you with their own phone: made by the `qrcode`
//! crate and drawn as SVG element by element (the pages enforce Trusted Types: no markup is
//! ever parsed from a string).

use crate::web::dom;
use qrcode::{Color, EcLevel, QrCode};
use wasm_bindgen::JsValue;
use web_sys::Element;

const SVG: &str = "http://www.w3.org/2000/svg";
/// The quiet zone around the code, in modules (the standard asks for 4).
const QUIET: usize = 4;

/// The QR code of `text` as an `<svg>` labelled `label`, or `None` if the text is too long for
/// any QR code (about 2,900 bytes at the lowest error correction).
pub(super) fn svg(text: &str, label: &str) -> Result<Option<Element>, JsValue> {
    // The lowest correction: links are long, and a screen is not a worn label.
    let Ok(code) = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L) else {
        return Ok(None);
    };
    let width = code.width();
    let size = width + 2 * QUIET;
    let document = dom::document()?;
    let node = |tag: &str, attributes: &[(&str, &str)]| -> Result<Element, JsValue> {
        let el = document.create_element_ns(Some(SVG), tag)?;
        for (name, value) in attributes {
            el.set_attribute(name, value)?;
        }
        Ok(el)
    };
    let view = format!("0 0 {size} {size}");
    let svg = node(
        "svg",
        &[
            ("viewBox", &view),
            ("width", "264"),
            ("height", "264"),
            ("role", "img"),
            ("aria-label", label),
            ("shape-rendering", "crispEdges"),
        ],
    )?;
    // White behind the code whatever the page's colours: readers want dark on light.
    let all = size.to_string();
    let background = node(
        "rect",
        &[("width", &all), ("height", &all), ("fill", "#fff")],
    )?;
    svg.append_child(&background)?;
    // One path of unit squares, one per dark module.
    let mut d = String::new();
    for (i, color) in code.to_colors().iter().enumerate() {
        if *color == Color::Dark {
            let (x, y) = (i % width + QUIET, i / width + QUIET);
            d.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    let path = node("path", &[("d", &d), ("fill", "#000")])?;
    svg.append_child(&path)?;
    Ok(Some(svg))
}

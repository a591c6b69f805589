//! A walkthrough on an embedded board (issue 41): the step controls with Next as the obvious
//! one, the arrow keys, the `size` option and the width its texts keep to. The board's model
//! decides ([`EmbedBoard::walkthrough`]); this only makes and styles the elements. Only the
//! embeds' wasm reaches it ([`super::Extras`]).

use super::{act, Extras};
use crate::app::embed::board::EmbedBoard;
use crate::app::embed::size;
use crate::i18n::{t, tr};
use crate::web::dom;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, KeyboardEvent};

/// The embeds' extras.
pub(super) static EXTRAS: Extras = Extras {
    controls,
    fit: fit_texts,
    key: step_key,
    width: size::board_width,
};

/// The step buttons of a walkthrough in `bar`: «, ‹ Back, the step counter, Next › (primary), ».
fn controls(bar: &Element, model: &EmbedBoard) -> Result<(), JsValue> {
    let (step, steps) = model.step();
    let counter = tr(
        "walk-counter",
        &[("step", step.into()), ("steps", steps.into())],
    );
    let (back, next) = (step > 1, step < steps);
    for (cmd, text, label, enabled) in [
        ("first", "«".to_string(), t("walk-first"), back),
        ("back", format!("‹ {}", t("walk-back")), String::new(), back),
        ("", counter, String::new(), true),
        (
            "forward",
            format!("{} ›", t("walk-next")),
            String::new(),
            next,
        ),
        ("last", "»".to_string(), t("walk-last"), next),
    ] {
        if cmd.is_empty() {
            let count = dom::append(bar, "span", "quintet-step", &text)?;
            count.style().set_property("align-self", "center")?;
            count.style().set_property("padding", "0 6px")?;
            continue;
        }
        let button = super::view::button(bar, cmd, &text, enabled)?;
        if !label.is_empty() {
            button.set_attribute("aria-label", &label)?;
        }
        if cmd == "forward" && enabled {
            // The obvious control: larger, bold and filled (at the last step it is disabled and
            // drawn as the others are).
            let style = button.style();
            for (name, value) in [
                ("font-weight", "700"),
                ("min-width", "96px"),
                ("background", "#0b6e4f"),
                ("color", "#fff"),
                ("border-color", "#0b6e4f"),
            ] {
                style.set_property(name, value)?;
            }
        }
    }
    Ok(())
}

/// The board command a key gives on a walkthrough: the arrows step, Home and End go to its ends.
fn key_command(key: &str) -> Option<&'static str> {
    Some(match key {
        "ArrowRight" => "forward",
        "ArrowLeft" => "back",
        "Home" => "first",
        "End" => "last",
        _ => return None,
    })
}

/// Keeps the texts around the board to its width (`width` CSS pixels), centred with it: a caption
/// reads as the board's, not as a line across the host's whole column.
fn fit_texts(parts: &[&HtmlElement], width: f64) -> Result<(), JsValue> {
    // A whole number: formatting an `f64` would bring the float printer into the game page's
    // wasm (its rules dialog mounts quiet boards), some 11 KB.
    let width = format!("{}px", width as u32);
    for part in parts {
        let style = part.style();
        style.set_property("max-width", &width)?;
        style.set_property("margin-left", "auto")?;
        style.set_property("margin-right", "auto")?;
    }
    Ok(())
}

/// Steps a walkthrough on board `index` for an arrow, Home or End key pressed anywhere in the
/// board but its accessible grid (whose arrows move between cells) and text fields. Returns
/// whether the key was used.
fn step_key(key: &KeyboardEvent, index: usize) -> bool {
    let Some(command) = key_command(&key.key()) else {
        return false;
    };
    let target = key.target().and_then(|t| t.dyn_into::<Element>().ok());
    let inside = |selector: &str| {
        target
            .as_ref()
            .and_then(|t| t.closest(selector).ok().flatten())
            .is_some()
    };
    if inside("[role=grid], input, textarea, select") {
        return false;
    }
    let walkthrough = super::read(index, EmbedBoard::walkthrough);
    if walkthrough {
        key.prevent_default();
        act(index, &mut |board| board.model.command(command));
    }
    walkthrough
}

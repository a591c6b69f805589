//! The editor's controls: the game picker, the palette, the fields, the verdict on the position,
//! its notation and the exports. Text from records is only ever set as text, never as HTML.

use super::super::dom;
use super::page::EditorPage;
use crate::app::editor::export::{frame_size, link};
use crate::app::editor::{tool_label, Field, Input, Piece, Tool};
use crate::app::text::game_name;
use crate::core::Seat;
use crate::i18n::{t, tr};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Element, HtmlAnchorElement, HtmlButtonElement, HtmlElement, HtmlFieldSetElement,
    HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement,
};

/// Brings every control up to date with the editor.
pub fn update(page: &EditorPage) -> Result<(), JsValue> {
    let editor = &page.editor;
    dom::by_id::<HtmlSelectElement>("editor-game")?.set_value(editor.id());
    palette(page)?;
    fields(&editor.fields())?;
    dom::set_text(&dom::by_id::<Element>("editor-help")?, &editor.help());
    let notes: Element = dom::by_id("editor-notes")?;
    dom::clear(&notes);
    for note in editor.notes() {
        dom::append(&notes, "li", "", &note)?;
    }
    dom::by_id::<HtmlButtonElement>("editor-undo")?.set_disabled(!editor.can_undo());
    dom::by_id::<HtmlButtonElement>("editor-redo")?.set_disabled(!editor.can_redo());
    verdict(page)?;
    dom::set_text(&dom::by_id::<Element>("editor-message")?, &page.message);
    dom::set_text(
        &dom::by_id::<Element>("editor-announce")?,
        &page.announcement,
    );
    super::walk::update(page)?;
    exports(page)
}

/// The palette's buttons, rebuilt when the game changes; the chosen one is pressed.
fn palette(page: &EditorPage) -> Result<(), JsValue> {
    let editor = &page.editor;
    let box_: Element = dom::by_id("palette")?;
    if box_.get_attribute("data-game").as_deref() != Some(editor.id()) {
        dom::clear(&box_);
        for (i, tool) in editor.tools().into_iter().enumerate() {
            let button = dom::append(&box_, "button", "tool", "")?;
            button.set_attribute("type", "button")?;
            button.set_attribute("data-tool", &i.to_string())?;
            if i < 9 {
                button.set_attribute("aria-keyshortcuts", &(i + 1).to_string())?;
            }
            dom::append(&button, "span", &swatch(tool), "")?
                .set_attribute("aria-hidden", "true")?;
            dom::append(&button, "span", "", &tool_label(editor.id(), tool))?;
        }
        box_.set_attribute("data-game", editor.id())?;
    }
    let buttons = box_.query_selector_all("button[data-tool]")?;
    for i in 0..buttons.length() {
        if let Some(button) = buttons.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            let on = button.get_attribute("data-tool") == Some(editor.tool().to_string());
            button.set_attribute("aria-pressed", if on { "true" } else { "false" })?;
        }
    }
    Ok(())
}

/// The classes of a palette entry's swatch: its kind and its seat's colour.
fn swatch(tool: Tool) -> String {
    let (kind, seat) = match tool {
        Tool::Erase => return "swatch erase".into(),
        Tool::Highlight => return "swatch highlight".into(),
        Tool::Put(Piece::Man(s)) => ("man", s),
        Tool::Put(Piece::Returning(s)) => ("returning", s),
        Tool::Put(Piece::Tile(s)) => ("tile", s),
        Tool::Put(Piece::Stack(s)) => ("stack", s),
        Tool::Put(Piece::Stone(s)) => ("stone", s),
        Tool::Put(Piece::Marble(s)) => ("marble", s),
    };
    let seat = match seat {
        Seat::South => "s",
        Seat::West => "w",
        Seat::North => "n",
        Seat::East => "e",
    };
    format!("swatch {kind} seat-{seat}")
}

/// The fields: rebuilt when their list changes, otherwise only their values are set (a number
/// being typed keeps its focus and its text while that text is the value in use, or no value
/// yet). Each control carries its field's key ([`FieldId::key`](crate::app::editor::FieldId)).
fn fields(list: &[Field]) -> Result<(), JsValue> {
    let box_: Element = dom::by_id("editor-fields")?;
    let signature: String = list
        .iter()
        .map(|f| match &f.input {
            Input::Choice(c) => format!("{}={}:{};", f.id.key(), f.label, c.len()),
            Input::Number { .. } => format!("{}={}#;", f.id.key(), f.label),
        })
        .collect();
    if box_.get_attribute("data-signature").as_deref() != Some(signature.as_str()) {
        dom::clear(&box_);
        for field in list {
            let label = dom::append(&box_, "label", "field", "")?;
            dom::append(&label, "span", "", &field.label)?;
            let control = match &field.input {
                Input::Choice(choices) => {
                    let select = dom::append(&label, "select", "", "")?;
                    for (value, words) in choices {
                        let option = dom::append(&select, "option", "", words)?;
                        option.set_attribute("value", &value.to_string())?;
                    }
                    select
                }
                Input::Number { min, max } => {
                    let input = dom::append(&label, "input", "", "")?;
                    input.set_attribute("type", "number")?;
                    input.set_attribute("inputmode", "numeric")?;
                    input.set_attribute("min", &min.to_string())?;
                    input.set_attribute("max", &max.to_string())?;
                    // Empty is no value: the style sheet marks it, as any text out of range.
                    input.set_attribute("required", "")?;
                    input
                }
            };
            control.set_attribute("data-field", &field.id.key())?;
        }
        box_.set_attribute("data-signature", &signature)?;
    }
    let focused = dom::document()?.active_element();
    for field in list {
        let selector = format!("[data-field=\"{}\"]", field.id.key());
        let Some(control) = box_.query_selector(&selector)? else {
            continue;
        };
        if let (Some(input), Input::Number { min, .. }) =
            (control.dyn_ref::<HtmlInputElement>(), &field.input)
        {
            let typing = match input.value().trim().parse::<u32>() {
                Ok(typed) => typed == field.value || typed < *min,
                Err(_) => true,
            };
            if focused.as_ref() == Some(&control) && typing {
                continue;
            }
        }
        let value = field.value.to_string();
        if let Some(select) = control.dyn_ref::<HtmlSelectElement>() {
            select.set_value(&value);
        } else if let Some(input) = control.dyn_ref::<HtmlInputElement>() {
            input.set_value(&value);
        }
    }
    Ok(())
}

/// Whether the position is possible, and its notation with the place the parser stopped marked.
fn verdict(page: &EditorPage) -> Result<(), JsValue> {
    let editor = &page.editor;
    let status: Element = dom::by_id("editor-status")?;
    // The verdict in full under the notation, for phones, whose bottom bar shows two lines of it.
    let problem: Element = dom::by_id("editor-problem")?;
    dom::set_text(&problem, &editor.problem().unwrap_or_default());
    let text = editor.text();
    let code: Element = dom::by_id("editor-notation")?;
    dom::clear(&code);
    match editor.problem() {
        None => {
            dom::set_text(&status, &t("editor-possible"));
            status.set_class_name("verdict ok");
            breakable(&code, text)?;
        }
        Some(problem) => {
            dom::set_text(&status, &problem);
            status.set_class_name("verdict bad");
            let at = editor.error().map_or(0, |e| e.offset);
            let chars: Vec<char> = text.chars().collect();
            let at = at.min(chars.len());
            let before: String = chars[..at].iter().collect();
            let here: String = chars.get(at).map_or(String::new(), char::to_string);
            let after: String = chars.get(at + 1..).unwrap_or_default().iter().collect();
            breakable(&code, &before)?;
            dom::append(&code, "mark", "", if here.is_empty() { " " } else { &here })?;
            breakable(&code, &after)?;
        }
    }
    Ok(())
}

/// Appends notation to `parent` so that a line may break after its separators (`:` `;` `,` `/`)
/// and nowhere else: a word (`seesaw`, a row, a move) is never cut (the style sheet scrolls what
/// has no separator to break at).
fn breakable(parent: &Element, text: &str) -> Result<(), JsValue> {
    for piece in text.split_inclusive([':', ';', ',', '/']) {
        dom::append(parent, "span", "", piece)?;
        if piece.ends_with([':', ';', ',', '/']) {
            dom::append(parent, "wbr", "", "")?;
        }
    }
    Ok(())
}

/// The link, play-from-here, the snippets and the diagram buttons: filled in for a possible
/// position, emptied and disabled for an impossible one.
fn exports(page: &EditorPage) -> Result<(), JsValue> {
    let fieldset: HtmlFieldSetElement = dom::by_id("exports")?;
    let record = page.editor.export_text();
    fieldset.set_disabled(record.is_none());
    let embed = &page.embed;
    for (id, on) in [
        ("opt-flip", embed.flip),
        ("opt-coords", embed.coords),
        ("opt-controls", embed.controls),
        ("opt-static", embed.fixed),
    ] {
        dom::by_id::<HtmlInputElement>(id)?.set_checked(on);
    }
    let marks = if embed.highlight.is_empty() {
        t("editor-marks-none")
    } else {
        tr(
            "editor-marks",
            &[("cells", embed.highlight.join(", ").into())],
        )
    };
    dom::set_text(&dom::by_id::<Element>("marks-note")?, &marks);
    dom::by_id::<HtmlButtonElement>("clear-marks")?.set_disabled(embed.highlight.is_empty());
    let size: HtmlInputElement = dom::by_id("opt-size")?;
    let focused = dom::document()?.active_element();
    if focused.as_ref() != Some(size.as_ref()) {
        size.set_value(&embed.size.map_or(String::new(), |s| s.to_string()));
    }
    let kept: Vec<&str> = embed.extra.iter().map(|(name, _)| name.as_str()).collect();
    let note: HtmlElement = dom::by_id("kept-note")?;
    note.set_hidden(kept.is_empty());
    dom::set_text(
        &note,
        &tr("editor-kept", &[("names", kept.join(", ").into())]),
    );
    let play: HtmlAnchorElement = dom::by_id("play-here")?;
    let (Some(record), Some((game, _))) = (record, page.editor.picture()) else {
        for id in ["snippet-iframe", "snippet-element", "snippet-wiki"] {
            dom::by_id::<HtmlTextAreaElement>(id)?.set_value("");
        }
        dom::by_id::<HtmlInputElement>("export-link")?.set_value("");
        play.remove_attribute("href")?;
        return Ok(());
    };
    let base = page.base();
    let url = link(&base, record);
    dom::by_id::<HtmlInputElement>("export-link")?.set_value(&url);
    play.set_href(&url);
    let scene = page.diagram().scene(&game);
    let walk = page.editor.walk().is_some_and(|w| w.record().has_notes());
    let size = frame_size(
        (scene.width, scene.height),
        embed.controls,
        embed.size,
        walk,
    );
    let title = tr(
        "editor-frame-title",
        &[("game", game_name(page.editor.id()).into())],
    );
    let snippets = [
        ("snippet-iframe", embed.iframe(&base, record, size, &title)),
        ("snippet-element", embed.element(&base, record)),
        ("snippet-wiki", embed.wiki(record)),
    ];
    for (id, text) in snippets {
        dom::by_id::<HtmlTextAreaElement>(id)?.set_value(&text);
    }
    Ok(())
}

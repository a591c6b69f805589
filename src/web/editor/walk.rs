//! The editor page's walkthrough controls (issue 41): start and leave, the steps, what a click
//! does and in which colour, the throws and moves to choose, the caption, and the list of the
//! step's marks and arrows with a Remove button each. The model is `app::editor::walk`.

use super::super::dom;
use super::super::input::{listen, target_attribute};
use super::page::{read_page, with_page, EditorPage};
use crate::app::editor::{caption_limit, note_items, Offer, Walk, WalkTool};
use crate::app::walk::colour;
use crate::core::{Game, Hue, ToAct};
use crate::i18n::{t, tr};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlButtonElement, HtmlElement, HtmlTextAreaElement};

/// The tools, in the order of their buttons.
const TOOLS: [(WalkTool, &str); 3] = [
    (WalkTool::Play, "editor-walk-tool-play"),
    (WalkTool::Mark, "editor-walk-tool-mark"),
    (WalkTool::Arrow, "editor-walk-tool-arrow"),
];

/// Brings the walkthrough's controls up to date: shown while one is written, the palette and
/// the turn fields hidden meanwhile.
pub fn update(page: &EditorPage) -> Result<(), JsValue> {
    let walk = page.editor.walk();
    for (id, hidden) in [
        ("walk-bar", walk.is_none()),
        ("walk-body", walk.is_none()),
        ("palette", walk.is_some()),
        ("turn-section", walk.is_some()),
        ("editor-help", walk.is_some()),
        ("walk-start", walk.is_some()),
        ("editor-keys", walk.is_some()),
        ("walk-keys", walk.is_none()),
    ] {
        dom::by_id::<HtmlElement>(id)?.set_hidden(hidden);
    }
    let start: HtmlButtonElement = dom::by_id("walk-start")?;
    start.set_disabled(page.editor.position().is_none());
    let Some(walk) = walk else {
        return Ok(());
    };
    let (at, len) = walk.step();
    let step = tr(
        "editor-walk-step",
        &[("step", (at + 1).into()), ("steps", (len + 1).into())],
    );
    dom::set_text(&dom::by_id::<Element>("walk-step")?, &step);
    for (id, enabled) in [
        ("walk-first", at > 0),
        ("walk-back", at > 0),
        ("walk-forward", at < len),
        ("walk-last", at < len),
        ("walk-cut", at < len),
        ("walk-clear", walk.note().is_some()),
    ] {
        dom::by_id::<HtmlButtonElement>(id)?.set_disabled(!enabled);
    }
    tools(walk)?;
    moves(walk)?;
    let caption: HtmlTextAreaElement = dom::by_id("walk-caption")?;
    let focused = dom::document()?.active_element();
    if focused.as_ref() != Some(caption.as_ref()) {
        caption.set_value(walk.note().map_or("", |n| n.caption()));
    }
    caption_length(&caption.value())?;
    notes(walk)
}

/// Says under the caption field when its text is longer than a board shows (`caption_limit`).
fn caption_length(text: &str) -> Result<(), JsValue> {
    let note: HtmlElement = dom::by_id("walk-caption-limit")?;
    let words = caption_limit(text);
    note.set_hidden(words.is_none());
    dom::set_text(&note, &words.unwrap_or_default());
    Ok(())
}

/// The tool and colour buttons, each pressed when chosen. They are made once, then only
/// worded and pressed, so that the one with the keyboard's focus keeps it.
fn tools(walk: &Walk) -> Result<(), JsValue> {
    let tools: Element = dom::by_id("walk-tools")?;
    let hues: Element = dom::by_id("walk-hues")?;
    if tools.child_element_count() == 0 {
        for i in 0..TOOLS.len() {
            toggle(&tools, "data-walk-tool", &i.to_string())?;
        }
        for hue in Hue::ALL {
            let letter = hue.letter().to_string();
            let button = toggle(&hues, "data-hue", &letter)?;
            let swatch = dom::append(&button, "span", &format!("hue hue-{letter}"), "")?;
            swatch.set_attribute("aria-hidden", "true")?;
            dom::append(&button, "span", "", "")?;
        }
    }
    for (i, (tool, key)) in TOOLS.iter().enumerate() {
        press(&tools, i, &t(key), *tool == walk.tool())?;
    }
    for (i, hue) in Hue::ALL.iter().enumerate() {
        press(&hues, i, &colour(*hue), *hue == walk.hue())?;
    }
    Ok(())
}

/// A toggle button in `parent`, with `value` in `attribute`.
fn toggle(parent: &Element, attribute: &str, value: &str) -> Result<HtmlElement, JsValue> {
    let button = dom::append(parent, "button", "tool", "")?;
    button.set_attribute("type", "button")?;
    button.set_attribute(attribute, value)?;
    Ok(button)
}

/// Words the `i`-th button of `parent` (its last span, or itself) and presses it, or not.
fn press(parent: &Element, i: usize, words: &str, on: bool) -> Result<(), JsValue> {
    let button = parent.query_selector_all("button")?.item(i as u32);
    let Some(button) = button.and_then(|b| b.dyn_into::<Element>().ok()) else {
        return Ok(());
    };
    let label = button.query_selector("span:last-child")?;
    dom::set_text(label.as_ref().unwrap_or(&button), words);
    button.set_attribute("aria-pressed", if on { "true" } else { "false" })
}

/// What the step asks for, in words, and the buttons for what no click on the board can do:
/// the throws to choose, a choice between moves, moves with no cell (pass, end).
fn moves(walk: &Walk) -> Result<(), JsValue> {
    let shown = walk.shown();
    let turn = match (shown.to_act(), walk.tool(), walk.pending()) {
        (ToAct::Over, WalkTool::Play, _) => "editor-walk-turn-over",
        (ToAct::Chance, WalkTool::Play, _) => "editor-walk-turn-throw",
        (_, WalkTool::Play, _) if !walk.choice().is_empty() => "editor-walk-choose",
        (_, WalkTool::Play, Some(_)) => "editor-walk-picked",
        (_, WalkTool::Play, None) => "editor-walk-turn-move",
        (_, WalkTool::Mark, _) => "editor-walk-tool-mark",
        (_, WalkTool::Arrow, Some(_)) => "editor-walk-arrow-from",
        (_, WalkTool::Arrow, None) => "editor-walk-tool-arrow",
    };
    dom::set_text(&dom::by_id::<Element>("walk-turn")?, &t(turn));
    let list: Element = dom::by_id("walk-moves")?;
    dom::clear(&list);
    if walk.tool() != WalkTool::Play {
        return Ok(());
    }
    for (i, offer) in walk.offers().into_iter().enumerate() {
        let text = match offer {
            Offer::Throw(roll) => {
                let value = roll.to_string().trim_start_matches('d').to_string();
                tr("editor-walk-throw", &[("value", value.into())])
            }
            Offer::Move(mv) => super::super::panel::label(&mv.label),
        };
        let button = dom::append(&list, "button", "", &text)?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-offer", &i.to_string())?;
        if i < 9 {
            button.set_attribute("aria-keyshortcuts", &(i + 1).to_string())?;
        }
    }
    Ok(())
}

/// The step's marks and arrows, each with its Remove button.
fn notes(walk: &Walk) -> Result<(), JsValue> {
    let list: Element = dom::by_id("walk-notes")?;
    dom::clear(&list);
    let items = walk.note().map(note_items).unwrap_or_default();
    if items.is_empty() {
        dom::append(&list, "li", "muted", &t("editor-walk-notes-none"))?;
    }
    for (id, words) in items {
        let item = dom::append(&list, "li", "", "")?;
        dom::append(&item, "span", "", &words)?;
        let button = dom::append(&item, "button", "", &t("editor-walk-remove"))?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-remove", &id)?;
        let label = tr("editor-walk-remove-item", &[("item", words.into())]);
        button.set_attribute("aria-label", &label)?;
    }
    Ok(())
}

/// Connects the walkthrough's controls.
pub fn wire() -> Result<(), JsValue> {
    let click = |id: &str, f: fn(&mut EditorPage) -> Result<(), JsValue>| -> Result<(), JsValue> {
        let target: Element = dom::by_id(id)?;
        listen(&target, "click", move |_| with_page(f));
        Ok(())
    };
    click("walk-start", |page| {
        if page.editor.start_walk() {
            page.announcement = t("editor-walk-started");
        }
        page.refresh()
    })?;
    click("walk-stop", |page| {
        page.editor.stop_walk();
        page.announcement = t("editor-walk-stopped");
        page.refresh()
    })?;
    click("walk-first", |page| step(page, |_, _| 0))?;
    click("walk-back", |page| step(page, |at, _| at.saturating_sub(1)))?;
    click("walk-forward", |page| step(page, |at, _| at + 1))?;
    click("walk-last", |page| step(page, |_, len| len))?;
    click("walk-clear", |page| edit(page, Walk::clear_note))?;
    click("walk-cut", |page| edit(page, Walk::cut))?;
    delegate("walk-tools", "data-walk-tool", |page, i| {
        let tool = TOOLS.get(i).map(|(tool, _)| *tool);
        page.editor
            .view_walk(|w| w.set_tool(tool.unwrap_or(WalkTool::Play)));
        page.refresh()
    })?;
    delegate("walk-hues", "data-hue", |page, i| {
        let hue = Hue::ALL.get(i).copied().unwrap_or(Hue::Green);
        page.editor.view_walk(|w| w.set_hue(hue));
        page.refresh()
    })?;
    delegate("walk-moves", "data-offer", offer)?;
    let notes: Element = dom::by_id("walk-notes")?;
    listen(&notes, "click", |event| {
        let Some(id) = target_attribute(event, "data-remove") else {
            return;
        };
        let (kind, n) = id.split_once(':').unwrap_or(("", ""));
        let n: usize = n.parse().unwrap_or(usize::MAX);
        let arrow = kind == "a";
        with_page(move |page| {
            edit(page, |w| {
                if arrow {
                    w.remove_arrow(n);
                } else {
                    w.remove_mark(n);
                }
            })
        });
    });
    let caption: Element = dom::by_id("walk-caption")?;
    // The limit is said as the author types, not only once the caption is kept.
    listen(&caption, "input", |event| {
        if let Err(error) = caption_length(&area_text(event)) {
            web_sys::console::error_1(&error);
        }
    });
    listen(&caption, "change", |event| {
        let text = area_text(event);
        with_page(move |page| {
            page.announcement = t("editor-walk-caption-set");
            edit(page, |w| w.set_caption(&text))
        });
    });
    let window = dom::window()?;
    let active = gloo::events::EventListenerOptions::enable_prevent_default();
    gloo::events::EventListener::new_with_options(&window, "keydown", active, |event| {
        let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        let to: fn(usize, usize) -> usize = match key.key().as_str() {
            "PageUp" => |at, _| at.saturating_sub(1),
            "PageDown" => |at, _| at + 1,
            _ => return,
        };
        // Decided now, not when the page is next free: the browser acts on the key on return.
        if read_page(|page| page.editor.walk().is_some()) != Some(true) {
            return;
        }
        key.prevent_default();
        with_page(move |page| step(page, to));
    })
    .forget();
    Ok(())
}

/// The text of the text area an event came from.
fn area_text(event: &web_sys::Event) -> String {
    let area = event
        .target()
        .and_then(|t| t.dyn_into::<HtmlTextAreaElement>().ok());
    area.map(|area| area.value()).unwrap_or_default()
}

/// Calls `f` with the number in `attribute` of a clicked child of `id`.
fn delegate(
    id: &str,
    attribute: &'static str,
    f: fn(&mut EditorPage, usize) -> Result<(), JsValue>,
) -> Result<(), JsValue> {
    let target: Element = dom::by_id(id)?;
    listen(&target, "click", move |event| {
        let index = target_attribute(event, attribute).and_then(|v| {
            if attribute == "data-hue" {
                let c = v.chars().next()?;
                Hue::ALL.iter().position(|h| h.letter() == c)
            } else {
                v.parse().ok()
            }
        });
        if let Some(index) = index {
            with_page(move |page| f(page, index));
        }
    });
    Ok(())
}

/// Shows the step `to` gives for the step shown and the number of tokens, and says it.
fn step(page: &mut EditorPage, to: fn(usize, usize) -> usize) -> Result<(), JsValue> {
    page.editor.view_walk(|w| {
        let (at, len) = w.step();
        w.go(to(at, len));
    });
    if let Some(walk) = page.editor.walk() {
        page.announcement = crate::app::walk::step_words(walk.record(), walk.step().0);
    }
    page.refresh()
}

/// Takes the `i`-th offer beside the board (a throw, a move: a button, or keys 1–9). The
/// buttons are made anew for the next step, so the board takes the keyboard's focus, for the
/// next move.
pub(super) fn offer(page: &mut EditorPage, i: usize) -> Result<(), JsValue> {
    edit(page, |w| {
        w.take(i);
    })?;
    if let Ok(board) = dom::by_id::<HtmlElement>("board") {
        board.focus()?;
    }
    Ok(())
}

/// A click on `spot` (or Enter on the cursor) with the walkthrough's tool.
pub(super) fn click(page: &mut EditorPage, spot: crate::core::Spot) -> Result<(), JsValue> {
    edit(page, |w| {
        w.click(spot);
    })
}

/// Changes the walkthrough (one step of undo), says what changed to screen readers and brings
/// the page up to date.
fn edit(page: &mut EditorPage, f: impl FnOnce(&mut Walk)) -> Result<(), JsValue> {
    page.message.clear();
    let before = page.editor.walk().cloned();
    page.editor.edit_walk(f);
    if let (Some(before), Some(after)) = (before, page.editor.walk()) {
        let news = after.news(&before);
        if !news.is_empty() {
            page.announcement = news;
        }
    }
    page.refresh()
}

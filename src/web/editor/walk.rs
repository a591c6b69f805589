//! The editor page's walkthrough controls (issue 41): start and leave, the steps, what a click
//! does and in which colour, the throws and moves to choose, the caption, and the list of the
//! step's marks and arrows with a Remove button each. The model is `app::editor::walk`.

use super::super::dom;
use super::super::input::{listen, target_attribute};
use super::page::{read_page, with_page, EditorPage};
use crate::app::editor::{Walk, WalkTool};
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

/// A colour's name (`walk-green`, …, in the shared catalog).
fn hue_name(hue: Hue) -> String {
    t(match hue {
        Hue::Green => "walk-green",
        Hue::Red => "walk-red",
        Hue::Blue => "walk-blue",
        Hue::Yellow => "walk-yellow",
    })
}

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
    notes(walk)
}

/// The tool and colour buttons, each pressed when chosen.
fn tools(walk: &Walk) -> Result<(), JsValue> {
    let tools: Element = dom::by_id("walk-tools")?;
    dom::clear(&tools);
    for (i, (tool, key)) in TOOLS.iter().enumerate() {
        let button = pressed(&tools, &t(key), *tool == walk.tool())?;
        button.set_attribute("data-walk-tool", &i.to_string())?;
    }
    let hues: Element = dom::by_id("walk-hues")?;
    dom::clear(&hues);
    for hue in Hue::ALL {
        let button = pressed(&hues, "", hue == walk.hue())?;
        button.set_attribute("data-hue", &hue.letter().to_string())?;
        let swatch = dom::append(&button, "span", &format!("hue hue-{}", hue.letter()), "")?;
        swatch.set_attribute("aria-hidden", "true")?;
        dom::append(&button, "span", "", &hue_name(hue))?;
    }
    Ok(())
}

/// A toggle button in `parent`, pressed or not.
fn pressed(parent: &Element, text: &str, on: bool) -> Result<HtmlElement, JsValue> {
    let button = dom::append(parent, "button", "tool", text)?;
    button.set_attribute("type", "button")?;
    button.set_attribute("aria-pressed", if on { "true" } else { "false" })?;
    Ok(button)
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
    let label = super::super::panel::label;
    let mut buttons: Vec<(&str, usize, String)> = Vec::new();
    for (i, roll) in walk.rolls().iter().enumerate() {
        let value = roll.to_string().trim_start_matches('d').to_string();
        buttons.push((
            "data-roll",
            i,
            tr("editor-walk-throw", &[("value", value.into())]),
        ));
    }
    for (i, mv) in walk.choice().iter().enumerate() {
        buttons.push(("data-choice", i, label(&mv.label)));
    }
    for (i, mv) in walk.free_moves().iter().enumerate() {
        buttons.push(("data-free", i, label(&mv.label)));
    }
    for (attribute, i, text) in buttons {
        let button = dom::append(&list, "button", "", &text)?;
        button.set_attribute("type", "button")?;
        button.set_attribute(attribute, &i.to_string())?;
    }
    Ok(())
}

/// The step's marks and arrows, each with its Remove button.
fn notes(walk: &Walk) -> Result<(), JsValue> {
    let list: Element = dom::by_id("walk-notes")?;
    dom::clear(&list);
    let mut items: Vec<(String, String)> = Vec::new();
    if let Some(note) = walk.note() {
        for (i, (hue, place)) in note.marks().enumerate() {
            let args = [
                ("colour", hue_name(*hue).into()),
                ("place", place.name.as_str().into()),
            ];
            items.push((format!("m:{i}"), tr("editor-walk-mark-item", &args)));
        }
        for (i, (hue, from, to)) in note.arrows().enumerate() {
            let args = [
                ("colour", hue_name(*hue).into()),
                ("from", from.name.as_str().into()),
                ("to", to.name.as_str().into()),
            ];
            items.push((format!("a:{i}"), tr("editor-walk-arrow-item", &args)));
        }
    }
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
    delegate("walk-moves", "data-roll", |page, i| {
        edit(page, |w| {
            if let Some(&roll) = w.rolls().get(i) {
                w.throw(roll);
            }
        })
    })?;
    delegate("walk-moves", "data-choice", |page, i| {
        edit(page, |w| {
            if let Some(mv) = w.choice().get(i).cloned() {
                w.play(&mv);
            }
        })
    })?;
    delegate("walk-moves", "data-free", |page, i| {
        edit(page, |w| {
            if let Some(mv) = w.free_moves().get(i).cloned() {
                w.play(&mv);
            }
        })
    })?;
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
    listen(&caption, "change", |event| {
        let text = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlTextAreaElement>().ok())
            .map(|area| area.value())
            .unwrap_or_default();
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

/// Shows the step `to` gives for the step shown and the number of tokens.
fn step(page: &mut EditorPage, to: fn(usize, usize) -> usize) -> Result<(), JsValue> {
    page.editor.view_walk(|w| {
        let (at, len) = w.step();
        w.go(to(at, len));
    });
    page.refresh()
}

/// Changes the walkthrough (one step of undo) and brings the page up to date.
fn edit(page: &mut EditorPage, f: impl FnOnce(&mut Walk)) -> Result<(), JsValue> {
    page.message.clear();
    page.editor.edit_walk(f);
    page.refresh()
}

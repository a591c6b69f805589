//! The editor page's event wiring: pointer, palette, fields, buttons, keyboard, address bar and
//! resizing all forward to the page.

use super::super::dom;
use super::super::input::{board_hooks, listen, on_keys, on_pick, on_press, target_attribute};
use super::page::{read_page, with_page, EditorPage};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// Calls `f` for clicks on `id`.
fn on_click(id: &str, f: fn(&mut EditorPage) -> Result<(), JsValue>) -> Result<(), JsValue> {
    let target: Element = dom::by_id(id)?;
    listen(&target, "click", move |_| with_page(f));
    Ok(())
}

/// The chosen game's id in the picker.
fn picked() -> String {
    dom::by_id::<HtmlSelectElement>("editor-game").map_or_else(|_| "senet".into(), |s| s.value())
}

/// Connects every control of the page.
pub fn wire() -> Result<(), JsValue> {
    let canvas: Element = dom::by_id("board")?;
    on_press(&canvas, |x, y| with_page(|page| page.pointer(x, y)));
    // A context given back after a loss (a GPU reset, memory pressure) is blank.
    listen(&canvas, "contextrestored", |_| {
        with_page(|page| page.repaint())
    });
    on_pick("palette", "data-tool", |i| with_page(|page| page.choose(i)))?;
    let fields: Element = dom::by_id("editor-fields")?;
    listen(&fields, "change", |event| {
        let index = target_attribute(event, "data-field").and_then(|i| i.parse().ok());
        let value = event.target().and_then(|t| {
            let t = t.dyn_into::<Element>().ok()?;
            let text = match t.dyn_ref::<HtmlSelectElement>() {
                Some(select) => select.value(),
                None => t.dyn_ref::<HtmlInputElement>()?.value(),
            };
            text.trim().parse::<u32>().ok()
        });
        match (index, value) {
            (Some(index), Some(value)) => with_page(|page| page.set_field(index, value)),
            // An unreadable number: the field shows its value again.
            _ => with_page(|page| super::panel::update(page)),
        }
    });
    on_click("editor-undo", |page| page.undo())?;
    on_click("editor-redo", |page| page.redo())?;
    on_click("editor-start", |page| page.restart(&picked(), false))?;
    on_click("editor-empty", |page| page.restart(&picked(), true))?;
    let game: Element = dom::by_id("editor-game")?;
    listen(&game, "change", |_| {
        with_page(|page| page.restart(&picked(), false))
    });
    let paste: Element = dom::by_id("editor-paste-form")?;
    let active = gloo::events::EventListenerOptions::enable_prevent_default();
    gloo::events::EventListener::new_with_options(&paste, "submit", active, |event| {
        // The form only opens the pasted text: no navigation.
        event.prevent_default();
        let text = dom::by_id::<HtmlInputElement>("editor-paste").map(|i| i.value());
        with_page(|page| page.load(&text.unwrap_or_default()));
    })
    .forget();
    for (id, name) in [
        ("opt-flip", "flip"),
        ("opt-coords", "coords"),
        ("opt-controls", "controls"),
        ("opt-static", "static"),
    ] {
        let input: Element = dom::by_id(id)?;
        listen(&input, "change", move |event| {
            let on = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .is_some_and(|input| input.checked());
            with_page(|page| page.set_option(name, on));
        });
    }
    on_click("clear-marks", |page| page.clear_marks())?;
    on_click("download-svg", |page| page.download(None))?;
    on_click("download-png-1", |page| page.download(Some(1)))?;
    on_click("download-png-2", |page| page.download(Some(2)))?;
    let exports: Element = dom::by_id("exports")?;
    listen(&exports, "click", |event| {
        if let Some(id) = target_attribute(event, "data-copy") {
            copy(&id);
        }
    });
    on_keys(|command| with_page(|page| page.key(command)))?;
    super::walk::wire()?;
    let size: Element = dom::by_id("opt-size")?;
    listen(&size, "change", |event| {
        let value = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .map(|input| input.value())
            .unwrap_or_default();
        with_page(|page| page.set_size(&value));
    });
    let window = dom::window()?;
    listen(&window, "hashchange", |_| {
        with_page(|page| page.hash_changed())
    });
    listen(&window, "resize", |_| with_page(|page| page.draw()));
    Ok(())
}

/// Copies the text of the field `id` (the clipboard may be refused: the text is selected, so a
/// person can copy it by hand).
fn copy(id: &str) {
    let Ok(element) = dom::by_id::<Element>(id) else {
        return;
    };
    let text = if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
        area.value()
    } else if let Some(input) = element.dyn_ref::<HtmlInputElement>() {
        input.select();
        input.value()
    } else {
        return;
    };
    if let Ok(window) = dom::window() {
        let _ = window.navigator().clipboard().write_text(&text);
    }
    with_page(|page| {
        page.announcement = crate::i18n::t("editor-copied");
        super::panel::update(page)
    });
}

/// `window.quintetEditorTest`: lets browser tests find a spot's centre, read the notation and
/// the smallest touch target without reimplementing the layout. Read-only.
pub fn install_test_hook() -> Result<(), JsValue> {
    let hook = js_sys::Object::new();
    board_hooks(&hook, |f| {
        read_page(|page| f(&page.scene, page.scale));
    })?;
    let text = Closure::<dyn Fn() -> JsValue>::new(|| {
        read_page(|page| JsValue::from_str(page.editor.text())).unwrap_or(JsValue::NULL)
    });
    js_sys::Reflect::set(&hook, &"text".into(), text.as_ref())?;
    text.forget();
    let window: JsValue = dom::window()?.into();
    js_sys::Reflect::set(&window, &"quintetEditorTest".into(), &hook)?;
    Ok(())
}

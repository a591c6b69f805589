//! The editor page's event wiring: pointer, palette, fields, buttons, keyboard, address bar and
//! resizing all forward to the page.

use super::super::dom;
use super::super::input::{
    board_hooks, listen, on_keys, on_pick, on_press, target_attribute, target_input,
};
use super::page::{read_page, with_page, EditorPage};
use crate::i18n::t;
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
    on_press(&canvas, |x, y| with_page(move |page| page.pointer(x, y)));
    // A context given back after a loss (a GPU reset, memory pressure) is blank.
    listen(&canvas, "contextrestored", |_| {
        with_page(|page| page.repaint())
    });
    on_pick("palette", "data-tool", |i| {
        with_page(move |page| page.choose(i))
    })?;
    let fields: Element = dom::by_id("editor-fields")?;
    // Each keystroke in a number field is used at once: the value shown is the value used
    // (app::editor::typing), whatever is clicked next.
    listen(&fields, "input", |event| {
        let Some(input) = target_input(event) else {
            return;
        };
        let Some(key) = input.get_attribute("data-field") else {
            return;
        };
        let text = input.value();
        with_page(move |page| page.type_field(&key, &text, &input));
    });
    listen(&fields, "change", |event| {
        let Some(target) = event.target() else { return };
        let Some(key) = target_attribute(event, "data-field") else {
            return;
        };
        if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
            let value = select.value().parse::<u32>();
            match value {
                Ok(value) => with_page(move |page| page.set_field(&key, value)),
                Err(_) => with_page(|page| super::panel::update(page)),
            }
        } else if let Ok(input) = target.dyn_into::<HtmlInputElement>() {
            let text = input.value();
            with_page(move |page| page.commit_field(&key, &text, &input));
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
            let on = target_input(event).is_some_and(|input| input.checked());
            with_page(move |page| page.set_option(name, on));
        });
    }
    on_click("clear-marks", |page| page.clear_marks())?;
    on_click("download-svg", |page| page.download(None))?;
    on_click("download-png-1", |page| page.download(Some(1)))?;
    on_click("download-png-2", |page| page.download(Some(2)))?;
    let exports: Element = dom::by_id("exports")?;
    listen(&exports, "click", |event| {
        let button = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-copy]").ok().flatten());
        if let Some(button) = button {
            if let Some(id) = button.get_attribute("data-copy") {
                copy(&id, button);
            }
        }
    });
    on_keys(|command| with_page(move |page| page.key(command)))?;
    super::walk::wire()?;
    let size: Element = dom::by_id("opt-size")?;
    listen(&size, "change", |event| {
        let value = target_input(event).map_or_else(String::new, |input| input.value());
        with_page(move |page| page.set_size(&value));
    });
    let window = dom::window()?;
    listen(&window, "hashchange", |_| {
        with_page(|page| page.hash_changed())
    });
    listen(&window, "resize", |_| with_page(|page| page.draw()));
    Ok(())
}

/// Copies the text of the field `id` for its Copy `button`, which says "Copied" for a moment;
/// where the browser refuses the clipboard, the text is selected and the button says so, for a
/// person to copy it by hand.
fn copy(id: &str, button: Element) {
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
    let Ok(window) = dom::window() else { return };
    // No clipboard outside a secure context (a page opened from disk): the selection it is.
    let navigator = window.navigator();
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).unwrap_or_default();
    if clipboard.is_undefined() || clipboard.is_null() {
        return copied(&button, false);
    }
    let done = button.clone();
    super::super::l10n::then_once(
        &navigator.clipboard().write_text(&text),
        move |_| copied(&done, true),
        move |_| copied(&button, false),
    );
}

/// Says on a Copy button, and to screen readers, whether its text was copied; the button says
/// "Copy" again after two seconds.
fn copied(button: &Element, done: bool) {
    let words = t(if done {
        "editor-copy-done"
    } else {
        "editor-copy-selected"
    });
    dom::set_text(button, &words);
    let back = button.clone();
    gloo::timers::callback::Timeout::new(2_000, move || {
        dom::set_text(&back, &t("editor-copy"));
    })
    .forget();
    with_page(move |page| {
        page.announcement = words;
        super::panel::update(page)
    });
}

/// `window.quintetEditorTest`: lets browser tests find a spot's centre, read the notation, the
/// keyboard's cursor, the fields' values in use and the smallest touch target without
/// reimplementing the layout; and
/// make the page panic (`input::board_hooks`). Read-only otherwise.
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
    // The keyboard's cursor: its spot, or null.
    let cursor = Closure::<dyn Fn() -> JsValue>::new(|| {
        let spot = read_page(|page| page.cursor).flatten();
        spot.map_or(JsValue::NULL, |s| JsValue::from(s.0))
    });
    js_sys::Reflect::set(&hook, &"cursor".into(), cursor.as_ref())?;
    cursor.forget();
    // Each field's key and the value the setup uses: what the field must show.
    let fields = Closure::<dyn Fn() -> JsValue>::new(|| {
        let list = js_sys::Array::new();
        read_page(|page| {
            for field in page.editor.fields() {
                let entry = js_sys::Array::of2(&field.id.key().into(), &field.value.into());
                list.push(&entry);
            }
        });
        list.into()
    });
    js_sys::Reflect::set(&hook, &"fields".into(), fields.as_ref())?;
    fields.forget();
    let window: JsValue = dom::window()?.into();
    js_sys::Reflect::set(&window, &"quintetEditorTest".into(), &hook)?;
    Ok(())
}

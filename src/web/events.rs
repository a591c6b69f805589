//! Event wiring: pointer, buttons, keyboard, address bar and resizing all forward to the page.

use super::dom;
use super::input::{board_hooks, listen, on_keys, on_pick, on_press};
use super::page::{read_page, with_page, Step};
use crate::core::Game;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Calls `f` for clicks on `id`.
fn on_click(id: &str, f: fn(&mut super::page::Page) -> Result<(), JsValue>) -> Result<(), JsValue> {
    let target: Element = dom::by_id(id)?;
    listen(&target, "click", move |_| with_page(f));
    Ok(())
}

/// Calls `f` with the new state when the checkbox `id` changes.
fn on_toggle(
    id: &str,
    f: fn(&mut super::page::Page, bool) -> Result<(), JsValue>,
) -> Result<(), JsValue> {
    let input: web_sys::HtmlInputElement = dom::by_id(id)?;
    listen(&input, "change", move |event| {
        let on = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .is_some_and(|input| input.checked());
        with_page(|page| f(page, on));
    });
    Ok(())
}

/// Connects the board, the dialogs and the game's own buttons; [`wire_rest`] the rest.
pub fn wire() -> Result<(), JsValue> {
    let canvas: Element = dom::by_id("board")?;
    on_press(&canvas, |x, y| with_page(|page| page.pointer(x, y)));
    // A context given back after a loss (a GPU reset, memory pressure) is blank.
    listen(&canvas, "contextrestored", |_| {
        with_page(|page| page.repaint())
    });
    let document = dom::document()?;
    // Sound may start once the person has done something on the page, never before.
    for gesture in ["pointerdown", "keydown"] {
        listen(&document, gesture, |_| {
            with_page(|page| {
                page.sound.allow();
                Ok(())
            })
        });
    }
    super::dialogs::wire("new-dialog", || {})?;
    super::dialogs::wire("rules-dialog", super::rules::closed)?;
    super::dialogs::wire("games-dialog", || {})?;
    on_click("games", |page| super::saved_view::open(page))?;
    on_click("games-close", |_| super::dialogs::close("games-dialog"))?;
    let games: Element = dom::by_id("games-body")?;
    listen(&games, "click", |event| {
        let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
        if let Some(target) = target {
            if let Err(error) = super::saved_view::clicked(&target) {
                web_sys::console::error_1(&error);
            }
        }
    });
    on_click("rematch", |page| page.rematch())?;
    on_click("result-new", |page| super::newgame::open(page))?;
    on_click("result-share", |page| page.share(true))?;
    on_click("result-hide", |page| page.hide_result())?;
    on_click("opening-skip", close_opening)?;
    on_click("opening-play", close_opening)?;
    on_toggle("sound", |page, on| {
        page.set_sound(on);
        Ok(())
    })?;
    on_click("throw", |page| page.throw())?;
    on_click("undo", |page| page.undo())?;
    on_click("redo", |page| page.redo())?;
    on_click("live", |page| page.view(None))?;
    on_click("new-game", |page| super::newgame::open(page))?;
    on_click("new-cancel", |_| super::newgame::cancel())?;
    let new_form: Element = dom::by_id("new-form")?;
    let active = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&new_form, "submit", active, |event| {
        // The dialogue closes itself; the page starts the game without a navigation.
        event.prevent_default();
        if let Err(error) = super::newgame::start() {
            web_sys::console::error_1(&error);
        }
    })
    .forget();
    let new_id: Element = dom::by_id("new-game-id")?;
    listen(&new_id, "change", |_| {
        if let Err(error) = super::newgame::game_changed() {
            web_sys::console::error_1(&error);
        }
    });
    Ok(())
}

/// Connects the rest, in a task after [`wire`]'s (a long task otherwise on a phone, whose every
/// listener is code running for the first time: issue 20): browsing the game, sharing, the
/// analysis, the settings, the picker, the keys and the window.
pub fn wire_rest() -> Result<(), JsValue> {
    on_click("first", |page| page.step_view(Step::First))?;
    on_click("back", |page| page.step_view(Step::Back))?;
    on_click("forward", |page| page.step_view(Step::Forward))?;
    on_click("last", |page| page.step_view(Step::Last))?;
    on_click("play-here", |page| page.play_from_here())?;
    on_click("pause", |page| page.toggle_pause())?;
    on_click("share-position", |page| page.share(false))?;
    on_click("share-game", |page| page.share(true))?;
    on_click("hint", super::analysis::hint)?;
    on_click("review-open", super::review::open)?;
    on_click("result-review", super::review::open)?;
    on_click("review-close", super::review::close)?;
    on_toggle("analysis-switch", super::analysis::set_bar)?;
    on_toggle("hints-vs-computer", super::analysis::set_against_computer)?;
    on_pick("review-points", "data-view", |i| {
        with_page(|page| super::review::jump(page, i))
    })?;
    on_pick("review-moments", "data-moment", |n| {
        with_page(|page| super::review::moment(page, n))
    })?;
    super::handoff::wire()?;
    on_toggle("show-targets", |page, on| page.set_show_targets(on))?;
    on_toggle("coords", |page, on| page.set_coords(on, true))?;
    on_toggle("undo-turns", |page, on| {
        page.set_undo_turns(on);
        Ok(())
    })?;
    let scrub: web_sys::HtmlInputElement = dom::by_id("scrub")?;
    listen(&scrub, "input", |event| {
        let value = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|input| input.value().parse().ok());
        if let Some(n) = value {
            with_page(|page| page.step_view(Step::At(n)));
        }
    });
    on_click("flip", |page| page.flip())?;
    on_click("rules", |page| super::rules::open(page.session.game().id()))?;
    on_click("rules-close", |_| {
        super::dialogs::close("rules-dialog")?;
        // At once: the dialog's `close` event, which does it however it closes, comes later.
        super::rules::closed();
        Ok(())
    })?;
    let picker: Element = dom::by_id("game-picker")?;
    listen(&picker, "change", |event| {
        let id = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .map(|select| select.value());
        if let Some(id) = id {
            with_page(|page| page.switch_game(&id));
        }
    });
    on_pick("actions", "data-move", |i| {
        with_page(|page| page.play_offered(i))
    })?;
    on_pick("moves", "data-view", |len| {
        with_page(|page| page.view(Some(len)))
    })?;
    // A dialog has the keys to itself (see `input::on_keys`): Escape closes it, and no game key
    // acts on the game behind it.
    on_keys(|command| with_page(|page| page.key(command)))?;
    let window = dom::window()?;
    listen(&window, "hashchange", |_| {
        with_page(|page| page.hash_changed())
    });
    listen(&window, "resize", |_| with_page(|page| page.draw()));
    Ok(())
}

/// Closes the opening's card (Skip or Play).
fn close_opening(page: &mut super::page::Page) -> Result<(), JsValue> {
    page.opening.close();
    page.refresh()
}

/// `window.quintetTest`: lets browser tests find a spot's centre and the moves on offer without
/// reimplementing the layout, and read how long the computer's decisions took. Read-only; it
/// changes nothing.
pub fn install_test_hook() -> Result<(), JsValue> {
    let hook = js_sys::Object::new();
    board_hooks(&hook, |f| {
        read_page(|page| f(&page.scene, page.scale));
    })?;
    let legal = Closure::<dyn Fn() -> JsValue>::new(|| {
        let list = js_sys::Array::new();
        read_page(|page| {
            let moves = page.session.moves();
            for mv in &moves {
                let shared = moves
                    .iter()
                    .filter(|m| m.from == mv.from && m.to == mv.to)
                    .count();
                let entry = js_sys::Array::of4(
                    &mv.notation().into(),
                    &mv.from.map_or(JsValue::NULL, |s| s.0.into()),
                    &mv.to.map_or(JsValue::NULL, |s| s.0.into()),
                    &(shared > 1).into(),
                );
                list.push(&entry);
            }
        });
        list.into()
    });
    let cursor = Closure::<dyn Fn() -> JsValue>::new(|| {
        read_page(|page| page.cursor().map_or(JsValue::NULL, |s| s.0.into()))
            .unwrap_or(JsValue::NULL)
    });
    let times = Closure::<dyn Fn() -> JsValue>::new(|| {
        let list = js_sys::Array::new();
        read_page(|page| {
            for &ms in page.computer.times() {
                list.push(&ms.into());
            }
        });
        list.into()
    });
    let analysing = Closure::<dyn Fn() -> JsValue>::new(|| {
        read_page(super::analysis::busy).unwrap_or(false).into()
    });
    js_sys::Reflect::set(&hook, &"analysing".into(), analysing.as_ref())?;
    analysing.forget();
    js_sys::Reflect::set(&hook, &"computerTimes".into(), times.as_ref())?;
    times.forget();
    js_sys::Reflect::set(&hook, &"legal".into(), legal.as_ref())?;
    js_sys::Reflect::set(&hook, &"cursor".into(), cursor.as_ref())?;
    legal.forget();
    cursor.forget();
    super::a11y::page::test_hooks(&hook)?;
    let window: JsValue = dom::window()?.into();
    js_sys::Reflect::set(&window, &"quintetTest".into(), &hook)?;
    Ok(())
}

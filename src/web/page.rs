//! The game page: one [`Session`] drawn on a canvas with its controls, kept in the address bar.

use super::{canvas, dom};
use crate::app::{ClickResult, Move, Session};
use crate::core::{Game, Spot};
use crate::games::{game_name, GAME_IDS};
use crate::render::{self, Scene};
use gloo::events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, Element, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlSelectElement,
};

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
}

struct Page {
    session: Session,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    scene: Scene,
    /// CSS pixels per logical scene unit, from the last layout.
    scale: f64,
    flip: bool,
    /// Moves offered as a choice after an ambiguous click.
    choice: Vec<Move>,
    message: String,
    seed: Option<u64>,
}

/// Builds the page, restores the game from the address bar, and wires the events.
pub fn mount() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    let ctx = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2D canvas"))?
        .dyn_into::<CanvasRenderingContext2d>()?;
    fill_picker()?;
    let seed = query_seed();
    let (session, message) = session_from_hash(seed);
    let page = Page {
        session,
        canvas,
        ctx,
        scene: Scene::default(),
        scale: 1.0,
        flip: false,
        choice: Vec::new(),
        message,
        seed,
    };
    PAGE.with(|p| *p.borrow_mut() = Some(page));
    wire()?;
    with_page(|page| page.refresh());
    install_test_hook()?;
    Ok(())
}

/// Runs `f` on the page, if mounted, and reports any error.
fn with_page(f: impl FnOnce(&mut Page) -> Result<(), JsValue>) {
    PAGE.with(|p| {
        if let Some(page) = p.borrow_mut().as_mut() {
            if let Err(error) = f(page) {
                web_sys::console::error_1(&error);
            }
        }
    });
}

fn fresh_seed(seed: Option<u64>) -> u64 {
    match seed {
        Some(s) => s,
        None => getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64),
    }
}

/// `?seed=N` makes every throw reproducible (used by the browser tests).
fn query_seed() -> Option<u64> {
    let search = dom::window().ok()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("seed=")?.parse().ok())
}

fn hash_text() -> String {
    let raw = dom::window()
        .and_then(|w| w.location().hash())
        .unwrap_or_default();
    let raw = raw.trim_start_matches('#');
    js_sys::decode_uri_component(raw)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| raw.to_string())
}

/// The session the address bar asks for, or a fresh game with a plain message when it is
/// malformed.
fn session_from_hash(seed: Option<u64>) -> (Session, String) {
    let text = hash_text();
    let seed_value = fresh_seed(seed);
    if text.is_empty() {
        return (new_session("senet", seed_value), String::new());
    }
    if GAME_IDS.contains(&text.as_str()) {
        return (new_session(&text, seed_value), String::new());
    }
    match Session::from_record(&text, seed_value) {
        Ok(session) => (session, String::new()),
        Err(error) => (
            new_session(named_game(&text), seed_value),
            format!("This link could not be opened ({error}). A new game has started instead."),
        ),
    }
}

/// The game a record names by its id or position kind (the text before `;` and `:`), so a broken
/// Seesaw link starts a fresh Seesaw game; Senet when it names none.
fn named_game(text: &str) -> &'static str {
    let key = text.split([';', ':']).next().unwrap_or("");
    GAME_IDS
        .iter()
        .copied()
        .find(|id| *id == key)
        .unwrap_or("senet")
}

fn new_session(id: &str, seed: u64) -> Session {
    Session::new(id, seed)
        .unwrap_or_else(|_| Session::new("senet", seed).expect("senet always starts"))
}

fn fill_picker() -> Result<(), JsValue> {
    let picker: HtmlSelectElement = dom::by_id("game-picker")?;
    dom::clear(&picker);
    for id in GAME_IDS {
        let option = dom::element("option", "", game_name(id))?;
        option.set_attribute("value", id)?;
        picker.append_child(&option)?;
    }
    Ok(())
}

fn listen(
    target: &web_sys::EventTarget,
    event: &'static str,
    f: impl FnMut(&web_sys::Event) + 'static,
) {
    // The page lives as long as the document, so its listeners do too.
    EventListener::new(target, event, f).forget();
}

fn wire() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    // Not passive: preventing the default stops a tap from also scrolling or zooming.
    let options = gloo::events::EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&canvas, "pointerdown", options, |event| {
        let Some(event) = event.dyn_ref::<web_sys::PointerEvent>() else {
            return;
        };
        if !event.is_primary() || event.button() > 0 {
            return;
        }
        event.prevent_default();
        let (x, y) = (f64::from(event.offset_x()), f64::from(event.offset_y()));
        with_page(|page| page.pointer(x, y));
    })
    .forget();
    let throw: HtmlButtonElement = dom::by_id("throw")?;
    listen(&throw, "click", |_| with_page(|page| page.throw()));
    let new_game: HtmlButtonElement = dom::by_id("new-game")?;
    listen(&new_game, "click", |_| with_page(|page| page.new_game()));
    let flip: HtmlButtonElement = dom::by_id("flip")?;
    listen(&flip, "click", |_| {
        with_page(|page| {
            page.flip = !page.flip;
            page.refresh()
        })
    });
    let picker: HtmlSelectElement = dom::by_id("game-picker")?;
    listen(&picker, "change", |_| with_page(|page| page.new_game()));
    let actions: HtmlElement = dom::by_id("actions")?;
    listen(&actions, "click", |event| {
        let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
            return;
        };
        let Some(index) = target
            .get_attribute("data-move")
            .and_then(|i| i.parse().ok())
        else {
            return;
        };
        with_page(|page| page.play_offered(index));
    });
    let window = dom::window()?;
    listen(&window, "hashchange", |_| {
        with_page(|page| page.hash_changed())
    });
    listen(&window, "resize", |_| with_page(|page| page.draw()));
    Ok(())
}

impl Page {
    fn pointer(&mut self, x: f64, y: f64) -> Result<(), JsValue> {
        let (lx, ly) = ((x / self.scale) as f32, (y / self.scale) as f32);
        let Some(spot) = self.scene.spot_at(lx, ly) else {
            return Ok(());
        };
        self.click(spot)
    }

    fn click(&mut self, spot: Spot) -> Result<(), JsValue> {
        self.choice.clear();
        self.message.clear();
        match self.session.click(spot) {
            ClickResult::Refused(why) => self.message = why,
            ClickResult::Choice(actions) => {
                self.message = "Several moves fit that click: choose one.".into();
                self.choice = actions;
            }
            ClickResult::Selected | ClickResult::Deselected | ClickResult::Played(_) => {}
        }
        self.refresh()
    }

    fn throw(&mut self) -> Result<(), JsValue> {
        self.choice.clear();
        self.message.clear();
        self.session.throw();
        self.refresh()
    }

    /// The moves shown as buttons: a pending choice, or the moves without board spots.
    fn offered(&self) -> Vec<Move> {
        if self.choice.is_empty() {
            self.session.free_moves()
        } else {
            self.choice.clone()
        }
    }

    fn play_offered(&mut self, index: usize) -> Result<(), JsValue> {
        let offered = self.offered();
        self.choice.clear();
        self.message = match offered.get(index) {
            Some(mv) => self
                .session
                .play_move(mv)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
            None => String::new(),
        };
        self.refresh()
    }

    fn new_game(&mut self) -> Result<(), JsValue> {
        let picker: HtmlSelectElement = dom::by_id("game-picker")?;
        let id = picker.value();
        self.session = new_session(&id, fresh_seed(self.seed.map(|s| s.wrapping_add(1))));
        self.choice.clear();
        self.message.clear();
        self.refresh()
    }

    fn hash_changed(&mut self) -> Result<(), JsValue> {
        if hash_text() == self.session.record_text() {
            return Ok(());
        }
        let (session, message) = session_from_hash(self.seed);
        self.session = session;
        self.message = message;
        self.choice.clear();
        self.refresh()
    }

    /// Redraws everything and writes the record into the address bar.
    fn refresh(&mut self) -> Result<(), JsValue> {
        let record = self.session.record_text();
        let window = dom::window()?;
        let url = format!(
            "{}{}#{record}",
            window.location().pathname()?,
            window.location().search()?
        );
        window
            .history()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&url))?;
        self.controls()?;
        self.draw()
    }

    fn controls(&self) -> Result<(), JsValue> {
        let game = self.session.game();
        let picker: HtmlSelectElement = dom::by_id("game-picker")?;
        picker.set_value(game.id());
        dom::set_text(&dom::by_id::<Element>("game-title")?, game_name(game.id()));
        dom::set_text(&dom::by_id::<Element>("status")?, &self.session.status());
        dom::set_text(&dom::by_id::<Element>("message")?, &self.message);
        let throw: HtmlButtonElement = dom::by_id("throw")?;
        throw.set_disabled(!self.session.can_throw());
        let actions: Element = dom::by_id("actions")?;
        dom::clear(&actions);
        for (index, mv) in self.offered().iter().enumerate() {
            let button = dom::element("button", "action", &label(&mv.label))?;
            button.set_attribute("data-move", &index.to_string())?;
            button.set_attribute("data-notation", &mv.notation())?;
            button.set_attribute("type", "button")?;
            actions.append_child(&button)?;
        }
        let ceremony: Element = dom::by_id("ceremony")?;
        dom::clear(&ceremony);
        for line in &self.session.ceremony().log {
            let item = dom::element("li", "", line)?;
            ceremony.append_child(&item)?;
        }
        let record: Element = dom::by_id("record")?;
        dom::set_text(&record, &self.session.record_text());
        Ok(())
    }

    /// Lays the canvas out to its container and draws the scene.
    fn draw(&mut self) -> Result<(), JsValue> {
        let mut overlay = self.session.overlay();
        overlay.flip = self.flip;
        self.scene = render::scene(self.session.game(), &overlay);
        let window = dom::window()?;
        let wrap = self
            .canvas
            .parent_element()
            .ok_or_else(|| JsValue::from_str("canvas has no parent"))?;
        let avail_w = f64::from(wrap.client_width()).max(200.0);
        let inner_h = window.inner_height()?.as_f64().unwrap_or(800.0);
        let avail_h = (inner_h - 120.0).max(240.0);
        let (sw, sh) = (f64::from(self.scene.width), f64::from(self.scene.height));
        let scale = (avail_w / sw).min(avail_h / sh);
        let (css_w, css_h) = ((sw * scale).floor(), (sh * scale).floor());
        let dpr = window.device_pixel_ratio().max(1.0);
        self.canvas.set_width((css_w * dpr).round() as u32);
        self.canvas.set_height((css_h * dpr).round() as u32);
        let style = self.canvas.style();
        style.set_property("width", &format!("{css_w}px"))?;
        style.set_property("height", &format!("{css_h}px"))?;
        self.canvas.set_attribute(
            "aria-label",
            &format!("{}. {}", self.scene.title, self.session.status()),
        )?;
        self.scale = css_w / sw;
        canvas::draw(&self.ctx, &self.scene, self.scale, dpr)
    }
}

/// A button label for an action without a board spot.
fn label(text: &str) -> String {
    match text {
        "pass" => "Pass".into(),
        "end" => "End turn".into(),
        "throw" => "Throw instead".into(),
        other => other.to_string(),
    }
}

/// `window.quintetTest`: lets browser tests find a spot's centre and the legal moves without
/// reimplementing the layout. Read-only; it changes nothing.
fn install_test_hook() -> Result<(), JsValue> {
    let hook = js_sys::Object::new();
    let center = Closure::<dyn Fn(u16) -> JsValue>::new(|spot: u16| {
        let mut out = JsValue::NULL;
        PAGE.with(|p| {
            if let Some(page) = p.borrow().as_ref() {
                if let Some((x, y)) = page.scene.spot_center(Spot(spot)) {
                    let pair = js_sys::Array::of2(
                        &(f64::from(x) * page.scale).into(),
                        &(f64::from(y) * page.scale).into(),
                    );
                    out = pair.into();
                }
            }
        });
        out
    });
    let legal = Closure::<dyn Fn() -> JsValue>::new(|| {
        let list = js_sys::Array::new();
        PAGE.with(|p| {
            if let Some(page) = p.borrow().as_ref() {
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
            }
        });
        list.into()
    });
    js_sys::Reflect::set(&hook, &"spotCenter".into(), center.as_ref())?;
    js_sys::Reflect::set(&hook, &"legal".into(), legal.as_ref())?;
    center.forget();
    legal.forget();
    let window: JsValue = dom::window()?.into();
    js_sys::Reflect::set(&window, &"quintetTest".into(), &hook)?;
    Ok(())
}

//! Embedded boards: `embed.html#<record>` (board only, for iframes) and the `<quintet-board>`
//! custom element (for wikis that allow scripts but not iframes) share this code. Each board is
//! independent; record text is only ever drawn or set as text, never parsed as HTML.

use super::{canvas, dom};
use crate::app::embed::{board_note, highlight_spots, parse_options, EmbedOptions};
use crate::app::Session;
use crate::core::Spot;
use crate::render::{self, Scene};
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement, PointerEvent};

/// Longest record accepted from an attribute or a message.
const MAX_RECORD: usize = 20_000;

thread_local! {
    /// Every mounted board; a slot is emptied when its board leaves the document.
    static BOARDS: RefCell<Vec<Option<Board>>> = const { RefCell::new(Vec::new()) };
}

struct Board {
    session: Session,
    options: EmbedOptions,
    marks: Vec<Spot>,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    bar: HtmlElement,
    note: HtmlElement,
    scene: Scene,
    scale: f64,
    /// The iframe page: fit the window and tell the parent about changes.
    page: bool,
}

/// Mounts the iframe page (`embed.html`): the record from the fragment, options from the query.
pub fn mount_page(host: HtmlElement) -> Result<(), JsValue> {
    let location = dom::window()?.location();
    let record = super::page::hash_text();
    let index = mount(host, &record, &location.search()?, true)?;
    listen_for_records(index)
}

/// Mounts one board into `host` and returns its index.
pub fn mount(host: HtmlElement, record: &str, query: &str, page: bool) -> Result<usize, JsValue> {
    let (options, mut option_notes) = parse_options(query);
    let (session, record_note) = session_for(record);
    let (marks, highlight_notes) = highlight_spots(session.game(), &options.highlight);
    option_notes.extend(highlight_notes);
    let message = board_note(&record_note, &option_notes);
    let document = dom::document()?;
    let canvas: HtmlCanvasElement = document.create_element("canvas")?.dyn_into()?;
    canvas.set_attribute("role", "img")?;
    canvas.style().set_property("display", "block")?;
    canvas
        .style()
        .set_property("touch-action", "manipulation")?;
    let bar = dom::element("div", "quintet-bar", "")?;
    bar.style().set_property("display", "flex")?;
    bar.style().set_property("flex-wrap", "wrap")?;
    bar.style().set_property("gap", "4px")?;
    bar.style().set_property("justify-content", "center")?;
    bar.style().set_property("margin-top", "4px")?;
    let note = dom::element("p", "quintet-note", &message)?;
    note.style().set_property("margin", "4px 0")?;
    note.style()
        .set_property("font", "13px system-ui, sans-serif")?;
    note.set_hidden(message.is_empty());
    host.append_child(&note)?;
    host.append_child(&canvas)?;
    host.append_child(&bar)?;
    let ctx = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2D canvas"))?
        .dyn_into::<CanvasRenderingContext2d>()?;
    let board = Board {
        session,
        options,
        marks,
        canvas,
        ctx,
        bar,
        note,
        scene: Scene::default(),
        scale: 1.0,
        page,
    };
    let index = BOARDS.with(|b| {
        let mut boards = b.borrow_mut();
        // Boards whose canvas was removed (a closed rules dialog) free their state.
        for slot in boards.iter_mut() {
            if slot
                .as_ref()
                .is_some_and(|board| !board.canvas.is_connected())
            {
                *slot = None;
            }
        }
        boards.push(Some(board));
        boards.len() - 1
    });
    wire(index)?;
    with_board(index, Board::refresh);
    Ok(index)
}

/// The record's session, or a fresh game of the same kind (else Senet) with a plain message.
fn session_for(record: &str) -> (Session, String) {
    let record = record.trim();
    let seed = getrandom::u64().unwrap_or(7);
    if record.len() <= MAX_RECORD {
        if let Ok(session) =
            Session::from_record(if record.is_empty() { "senet" } else { record }, seed)
        {
            return (session, String::new());
        }
    }
    let error = match Session::from_record(record, seed) {
        Err(e) if record.len() <= MAX_RECORD => e.to_string(),
        _ => "the record is too long".to_string(),
    };
    let kind = record.split([':', ';', '~']).next().unwrap_or("");
    let fresh = Session::new(kind, seed)
        .or_else(|_| Session::new("senet", seed))
        .unwrap_or_else(|_| unreachable!("senet's initial position always parses"));
    (
        fresh,
        format!("This board could not be read ({error}); showing a new game instead."),
    )
}

fn with_board(index: usize, f: impl FnOnce(&mut Board) -> Result<(), JsValue>) {
    BOARDS.with(|b| {
        if let Some(Some(board)) = b.borrow_mut().get_mut(index) {
            if let Err(error) = f(board) {
                web_sys::console::error_1(&error);
            }
        }
    });
}

fn wire(index: usize) -> Result<(), JsValue> {
    let parts = BOARDS.with(|b| {
        let boards = b.borrow();
        let board = boards.get(index)?.as_ref()?;
        Some((board.canvas.clone(), board.bar.clone()))
    });
    let Some((canvas, bar)) = parts else {
        return Ok(());
    };
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&canvas, "pointerdown", options, move |event| {
        let Some(event) = event.dyn_ref::<PointerEvent>() else {
            return;
        };
        if !event.is_primary() || event.button() > 0 {
            return;
        }
        let (x, y) = (f64::from(event.offset_x()), f64::from(event.offset_y()));
        with_board(index, |board| {
            if board.options.interactive && board.session.viewing().is_none() {
                event.prevent_default();
                let spot = board
                    .scene
                    .spot_at((x / board.scale) as f32, (y / board.scale) as f32);
                if let Some(spot) = spot {
                    board.session.click(spot);
                }
                board.refresh()?;
            }
            Ok(())
        });
    })
    .forget();
    EventListener::new(&bar, "click", move |event| {
        let command = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-cmd]").ok().flatten())
            .and_then(|t| t.get_attribute("data-cmd"));
        if let Some(command) = command {
            with_board(index, |board| board.command(&command));
        }
    })
    .forget();
    let window = dom::window()?;
    EventListener::new(&window, "resize", move |_| with_board(index, Board::draw)).forget();
    Ok(())
}

/// Accepts records sent by the parent page; anything that is not a readable record is ignored.
fn listen_for_records(index: usize) -> Result<(), JsValue> {
    let window = dom::window()?;
    EventListener::new(&window, "message", move |event| {
        let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
            return;
        };
        let Some(text) = event.data().as_string() else {
            return;
        };
        if text.len() > MAX_RECORD {
            return;
        }
        if let Ok(session) = Session::from_record(text.trim(), 1) {
            with_board(index, |board| {
                if session.record_text() != board.session.record_text() {
                    board.session = session;
                    board.refresh()?;
                }
                Ok(())
            });
        }
    })
    .forget();
    Ok(())
}

impl Board {
    fn command(&mut self, command: &str) -> Result<(), JsValue> {
        let len = self.session.record().tokens().len();
        let now = self.session.viewing().unwrap_or(len);
        match command {
            "first" => self.session.view(Some(0)),
            "back" => self.session.view(Some(now.saturating_sub(1))),
            "forward" => self.session.view(Some(now + 1)),
            "last" => self.session.view(None),
            "throw" if self.options.interactive => {
                self.session.throw();
            }
            other => {
                let index = other
                    .strip_prefix("move:")
                    .and_then(|i| i.parse::<usize>().ok());
                if let (Some(i), true) = (index, self.options.interactive) {
                    if let Some(mv) = self.session.free_moves().get(i) {
                        let _ = self.session.play_move(mv);
                    }
                }
            }
        }
        self.refresh()
    }

    fn refresh(&mut self) -> Result<(), JsValue> {
        self.controls()?;
        self.draw()?;
        if self.page {
            let record = self.session.record_text();
            let window = dom::window()?;
            let location = window.location();
            let url = format!("{}{}#{record}", location.pathname()?, location.search()?);
            window
                .history()?
                .replace_state_with_url(&JsValue::NULL, "", Some(&url))?;
            // Only the record crosses to the parent page.
            if let Ok(Some(parent)) = window.parent() {
                if parent != window {
                    parent.post_message(&JsValue::from_str(&record), "*")?;
                }
            }
        }
        Ok(())
    }

    fn controls(&self) -> Result<(), JsValue> {
        dom::clear(&self.bar);
        let mut buttons: Vec<(String, String, bool)> = Vec::new();
        if self.options.controls {
            let len = self.session.record().tokens().len();
            let now = self.session.viewing().unwrap_or(len);
            for (cmd, text, enabled) in [
                ("first", "«", now > 0),
                ("back", "‹", now > 0),
                ("forward", "›", now < len),
                ("last", "»", now < len),
            ] {
                buttons.push((cmd.into(), text.into(), enabled));
            }
        }
        if self.options.interactive && self.session.viewing().is_none() {
            if self.session.can_throw() {
                buttons.push(("throw".into(), "Throw".into(), true));
            }
            for (i, mv) in self.session.free_moves().iter().enumerate() {
                buttons.push((format!("move:{i}"), super::panel::label(&mv.label), true));
            }
        }
        for (cmd, text, enabled) in buttons {
            let button = dom::element("button", "", &text)?;
            button.set_attribute("type", "button")?;
            button.set_attribute("data-cmd", &cmd)?;
            if !enabled {
                button.set_attribute("disabled", "")?;
            }
            button.style().set_property("min-width", "44px")?;
            button.style().set_property("min-height", "36px")?;
            self.bar.append_child(&button)?;
        }
        self.bar.set_hidden(self.bar.child_element_count() == 0);
        Ok(())
    }

    fn draw(&mut self) -> Result<(), JsValue> {
        let window = dom::window()?;
        let host = self
            .canvas
            .parent_element()
            .ok_or_else(|| JsValue::from_str("board has no host"))?;
        let avail_w = f64::from(host.client_width()).max(120.0);
        let mut overlay = if self.options.interactive {
            self.session.overlay()
        } else {
            render::Overlay {
                roll: self.session.last_roll(),
                ..Default::default()
            }
        };
        overlay.flip = self.options.flip;
        overlay.coords = self.options.coords;
        overlay.marks = self.marks.clone();
        overlay.portrait = avail_w < 420.0;
        self.scene = render::scene(&self.session.shown(), &overlay);
        let (sw, sh) = (f64::from(self.scene.width), f64::from(self.scene.height));
        let mut scale = avail_w / sw;
        if self.page {
            // In an iframe the window is the container: fit both ways so nothing scrolls.
            let bar_h = if self.bar.hidden() { 0.0 } else { 48.0 };
            let note_h = if self.note.hidden() { 0.0 } else { 40.0 };
            let inner_h = window.inner_height()?.as_f64().unwrap_or(400.0);
            scale = scale.min(((inner_h - bar_h - note_h - 4.0) / sh).max(0.1));
        }
        let description = format!("{}. {}", self.scene.title, self.session.status());
        let (scale, dpr) = canvas::fit(&self.canvas, &self.scene, scale, &description)?;
        self.canvas.style().set_property("margin", "0 auto")?;
        self.scale = scale;
        canvas::draw(&self.ctx, &self.scene, self.scale, dpr)
    }
}

/// `window.quintetMountBoard(host, record, options)`: how the `<quintet-board>` element's script
/// mounts a board into its shadow root.
pub fn install_mount_function() -> Result<(), JsValue> {
    let mount_fn = Closure::<dyn Fn(JsValue, JsValue, JsValue) -> JsValue>::new(
        |host: JsValue, record: JsValue, options: JsValue| {
            let Ok(host) = host.dyn_into::<HtmlElement>() else {
                return JsValue::from_str("quintet: the host must be an element");
            };
            let record = record.as_string().unwrap_or_default();
            let options = options.as_string().unwrap_or_default();
            match mount(host, &record, &options, false) {
                Ok(index) => JsValue::from_f64(index as f64),
                Err(error) => error,
            }
        },
    );
    let window: JsValue = dom::window()?.into();
    js_sys::Reflect::set(&window, &"quintetMountBoard".into(), mount_fn.as_ref())?;
    mount_fn.forget();
    Ok(())
}

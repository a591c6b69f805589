//! What an embedded board looks like in the document: the prompt, the note, the canvas, a
//! walkthrough's caption, the puzzle's feedback and the buttons, and the listeners that forward
//! clicks and keys to the board.

pub(super) mod lesson;

use super::{act, extras, Board};
use crate::app::embed::board::EmbedBoard;
use crate::core::Game;
use crate::i18n::t;
use crate::render::{self, Scene};
use crate::web::a11y::grid::{Grid, Input};
use crate::web::a11y::live::Live;
use crate::web::a11y::{keys_held, reading};
use crate::web::dom::Step;
use crate::web::sliced::{Sliced, SLICE_MS};
use crate::web::{canvas, dom, panel};
use gloo::events::{EventListener, EventListenerOptions};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement, KeyboardEvent, PointerEvent,
};

/// How to play an action on a board ([`View::plan`]): the spots to click, each with its centre.
#[derive(serde::Serialize)]
pub(super) struct Plan {
    spots: Vec<(u16, f64, f64)>,
    command: Option<String>,
}

/// The document side of one board.
pub(super) struct View {
    host: HtmlElement,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    prompt: HtmlElement,
    /// The note above the board (what it cannot use; a stop: `stopped`).
    pub(super) note: HtmlElement,
    /// A walkthrough's caption, under the board.
    caption: HtmlElement,
    feedback: HtmlElement,
    bar: HtmlElement,
    scene: Scene,
    scale: f64,
    /// The iframe page: the board fits the window both ways.
    page: bool,
    /// The accessible board (made once the board has its index, by [`wire`]).
    grid: Option<Grid>,
    /// The board's live region.
    live: Live,
    /// The language the live region last heard the board in (empty before the first drawing).
    heard_in: &'static str,
    /// The next render leaves the canvas undrawn: `embed.html` draws its first picture in slices
    /// ([`View::first_slice`]).
    pub(super) held: bool,
    /// The held picture's backing store (device pixels), until it is shown or drawn whole.
    pending: Option<(u32, u32)>,
    /// The device pixel ratio the canvas was last sized for.
    dpr: f64,
    /// The board's index (set by [`wire`]).
    index: usize,
    /// A lesson's own elements, once the board shows one.
    lesson: Option<lesson::LessonDom>,
    /// Whether a whole course's progress was read from the browser.
    pub(super) progress_read: bool,
}

impl View {
    /// Builds the board's elements in `host`.
    pub(super) fn new(host: &HtmlElement, page: bool) -> Result<View, JsValue> {
        let canvas: HtmlCanvasElement = dom::document()?.create_element("canvas")?.dyn_into()?;
        canvas.set_attribute("role", "img")?;
        // No size until the first drawing: `embed.html` adds its board a task before it draws
        // it, and its tests (and scripts) take a sized canvas for a board that is shown.
        canvas.set_width(0);
        canvas.set_height(0);
        let style = canvas.style();
        style.set_property("display", "block")?;
        style.set_property("margin", "0 auto")?;
        style.set_property("touch-action", "manipulation")?;
        let text = |tag: &str, class: &str| -> Result<HtmlElement, JsValue> {
            let el = dom::element(tag, class, "")?;
            el.style().set_property("margin", "4px 0")?;
            el.style()
                .set_property("font", "13px system-ui, sans-serif")?;
            el.set_hidden(true);
            Ok(el)
        };
        let prompt = text("p", "quintet-prompt")?;
        prompt.style().set_property("font-weight", "600")?;
        let note = text("p", "quintet-note")?;
        let caption = text("p", "quintet-caption")?;
        caption.style().set_property("font-size", "15px")?;
        caption.style().set_property("line-height", "1.4")?;
        caption.style().set_property("padding", "0 4px")?;
        let feedback = text("p", "quintet-feedback")?;
        feedback.set_attribute("role", "status")?;
        feedback.style().set_property("text-align", "center")?;
        let bar = dom::element("div", "quintet-bar", "")?;
        bar.set_hidden(true);
        for (name, value) in [
            ("display", "flex"),
            ("flex-wrap", "wrap"),
            ("gap", "4px"),
            ("justify-content", "center"),
            ("margin-top", "4px"),
        ] {
            bar.style().set_property(name, value)?;
        }
        for part in [&prompt, &note] {
            host.append_child(part)?;
        }
        host.append_child(&canvas)?;
        host.append_child(&caption)?;
        host.append_child(&feedback)?;
        host.append_child(&bar)?;
        let live = Live::append_to(host)?;
        let ctx = canvas
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("no 2D canvas"))?
            .dyn_into::<CanvasRenderingContext2d>()?;
        Ok(View {
            host: host.clone(),
            canvas,
            ctx,
            prompt,
            note,
            caption,
            feedback,
            bar,
            scene: Scene::default(),
            scale: 1.0,
            page,
            grid: None,
            live,
            heard_in: "",
            held: false,
            pending: None,
            dpr: 1.0,
            index: 0,
            lesson: None,
            progress_read: false,
        })
    }

    /// The walkthrough's marks (`mark:G:13`) and arrows (`arrow:G:11:13`) drawn on the board,
    /// spots by number: what the browser tests read instead of pixels.
    pub(super) fn drawn(&self) -> Vec<String> {
        crate::render::notes::drawn(&self.scene)
    }

    /// How a person plays the action `notation` where the board stands, for the browser tests:
    /// the spots to click with their centres in CSS pixels from the canvas's corner, or the
    /// bar's command for an action with no place on the board; `None` if it is no action here.
    pub(super) fn plan(&self, model: &EmbedBoard, notation: &str) -> Option<Plan> {
        let game = model.session().game();
        let action = game.parse_action(notation).ok()?;
        let spots = game.action_spots(action);
        let free = model.session().free_moves();
        if let Some(i) = free.iter().position(|m| m.actions == [action]) {
            return Some(Plan {
                spots: Vec::new(),
                command: Some(format!("move:{i}")),
            });
        }
        let spots = spots.from.into_iter().chain(spots.to).filter_map(|spot| {
            let (x, y) = self.scene.spot_center(spot)?;
            Some((spot.0, f64::from(x) * self.scale, f64::from(y) * self.scale))
        });
        Some(Plan {
            spots: spots.collect(),
            command: None,
        })
    }

    /// Whether the board is still in a document.
    pub(super) fn is_connected(&self) -> bool {
        self.canvas.is_connected()
    }

    /// Shows the board's state: texts, buttons and the drawing.
    pub(super) fn render(&mut self, model: &EmbedBoard) -> Result<(), JsValue> {
        // Screen readers pronounce the words in the board's language (the whole document's in
        // `embed.html`).
        if self.page {
            crate::web::l10n::apply()?;
            dom::document()?.set_title(&t("a11y-embed-heading"));
        } else {
            self.host.set_attribute("lang", crate::i18n::language())?;
        }
        for (el, text) in [
            (&self.prompt, model.prompt().to_string()),
            (&self.note, model.note()),
            (&self.caption, model.caption()),
            (&self.feedback, model.feedback()),
        ] {
            dom::set_text(el, &text);
            el.set_hidden(text.is_empty());
        }
        self.buttons(model)?;
        self.render_lesson(model)?;
        self.draw(model)?;
        if let Some(extras) = extras() {
            // Under `embed.html`'s board, whose frame is the column, the texts keep the frame's
            // width: a board made short by a low frame would squeeze the buttons into a column.
            let board = f64::from(self.scene.width) * self.scale;
            let width = if self.page {
                board.max(f64::from(self.host.client_width()))
            } else {
                board
            };
            let mut texts = vec![
                &self.prompt,
                &self.note,
                &self.caption,
                &self.feedback,
                &self.bar,
            ];
            if let Some(lesson) = &self.lesson {
                texts.extend(lesson.parts());
            }
            (extras.fit)(&texts, width)?;
        }
        self.speak(model)
    }

    /// The accessible board and the live region, up to the model.
    fn speak(&mut self, model: &EmbedBoard) -> Result<(), JsValue> {
        let session = model.session();
        // A walkthrough's step, with its caption, when the board gets there; a lesson's news
        // (its goal, the answer to a try) after what the move itself says.
        let step = model.step_words();
        let language = crate::i18n::language();
        let mut said = String::new();
        if self.heard_in != language {
            // The first drawing, or the same board worded in its language once its words came
            // (every language alike: nothing is said on load).
            self.heard_in = language;
            self.live.hear(session, &step);
        } else if model.walkthrough() && self.live.replaced(session) {
            // Back to its record (reset, another record): the step shown, and nothing of the
            // turn at the end of the game it replaced.
            self.live.hear(session, &step);
            self.live.say(&step);
            said = step;
        } else {
            said = self.live.update(session, &step);
        }
        if let Some(news) = self.lesson_news(model) {
            self.live.say(format!("{said} {news}").trim());
        }
        let Some(grid) = self.grid.as_mut() else {
            return Ok(());
        };
        let moves = if model.accepts_moves() && session.viewing().is_none() {
            session.moves()
        } else {
            Vec::new()
        };
        let selected = session.overlay().selected;
        grid.update(&session.shown(), &moves, selected, model.options().flip)
    }

    /// A key or click on the accessible board: arrows move its focus, Enter is a click.
    fn grid_input(&mut self, model: &mut EmbedBoard, input: Input) {
        match input {
            Input::Arrow(from, arrow) => {
                if let Some(grid) = self.grid.as_mut() {
                    grid.arrow(&model.session().shown(), from, arrow, model.options().flip);
                }
            }
            Input::Activate(spot) => model.click(spot),
            Input::Focus(_) => {}
        }
    }

    fn buttons(&self, model: &EmbedBoard) -> Result<(), JsValue> {
        // The buttons are made anew: the one that had the focus gives it to its successor (a
        // walkthrough is stepped from the keyboard on them), or to the board once disabled.
        let focused = self.bar.query_selector("button:focus").ok().flatten();
        let focused = focused.and_then(|b| b.get_attribute("data-cmd"));
        dom::clear(&self.bar);
        let session = model.session();
        let mut buttons: Vec<(String, String, bool)> = Vec::new();
        if let (true, Some(extras)) = (model.walkthrough(), extras()) {
            (extras.controls)(&self.bar, model)?;
        } else if model.options().controls {
            let len = session.record().tokens().len();
            let now = session.viewing().unwrap_or(len);
            for (cmd, text, enabled) in [
                ("first", "«", now > 0),
                ("back", "‹", now > 0),
                ("forward", "›", now < len),
                ("last", "»", now < len),
            ] {
                buttons.push((cmd.into(), text.into(), enabled));
            }
        }
        if model.accepts_moves() && session.viewing().is_none() {
            if model.can_throw() {
                buttons.push(("throw".into(), t("embed-throw"), true));
            }
            for (i, mv) in session.free_moves().iter().enumerate() {
                buttons.push((format!("move:{i}"), panel::label(&mv.label), true));
            }
        }
        for (cmd, text, enabled) in buttons {
            button(&self.bar, &cmd, &text, enabled)?;
        }
        self.bar.set_hidden(self.bar.child_element_count() == 0);
        self.refocus(focused.as_deref());
        Ok(())
    }

    /// Gives the focus back to the bar's button for `cmd`, or to the canvas if it is disabled.
    fn refocus(&self, cmd: Option<&str>) {
        let Some(cmd) = cmd else {
            return;
        };
        let selector = format!("button[data-cmd=\"{cmd}\"]:not([disabled])");
        let button = self.bar.query_selector(&selector).ok().flatten();
        let target = button.and_then(|b| b.dyn_into::<HtmlElement>().ok());
        let _ = target.as_ref().unwrap_or(&self.canvas).focus();
    }

    fn draw(&mut self, model: &EmbedBoard) -> Result<(), JsValue> {
        let column = f64::from(self.host.client_width()).max(120.0);
        let size = model.options().size;
        // The tall layout where the board's width is a phone's.
        let narrow = column.min(size.map_or(f64::MAX, f64::from)) < 420.0;
        let shown = model.session().shown();
        let (mut scene, mut scale) = self.fit(model, &shown, narrow, column)?;
        if self.page && narrow {
            // A frame too low for the tall layout (an iframe made for a wide column, in a
            // phone's): the wide one, if it shows the board larger.
            let (wide, wide_scale) = self.fit(model, &shown, false, column)?;
            if wide_scale > scale {
                (scene, scale) = (wide, wide_scale);
            }
        }
        self.scene = scene;
        // The position shown in words, as the game page names its board (not the notation of
        // the scene's title, nor the turn at the record's end).
        let description = crate::app::a11y::board_label(&shown);
        let (scale, dpr) = canvas::fit(&self.canvas, &self.scene, scale, &description)?;
        // A walkthrough's board takes the focus, for its arrow keys.
        if model.walkthrough() {
            self.canvas.set_attribute("tabindex", "0")?;
            let keys = "ArrowLeft ArrowRight Home End";
            self.canvas.set_attribute("aria-keyshortcuts", keys)?;
        }
        self.scale = scale;
        self.dpr = dpr;
        if std::mem::take(&mut self.held) {
            // The box keeps its size (its style); the backing store waits for the picture.
            self.pending = Some((self.canvas.width(), self.canvas.height()));
            self.canvas.set_width(0);
            self.canvas.set_height(0);
            return Ok(());
        }
        self.pending = None;
        canvas::draw(&self.ctx, &self.scene, self.scale, dpr)
    }

    /// The scene of `shown` in the tall layout or not, and the scale that fits it in the
    /// `column`'s width (and `size`), and in `embed.html` in its window's height too.
    fn fit(
        &self,
        model: &EmbedBoard,
        shown: &crate::games::AnyGame,
        portrait: bool,
        column: f64,
    ) -> Result<(Scene, f64), JsValue> {
        let scene = render::scene(shown, &model.overlay(portrait));
        let (sw, sh) = (f64::from(scene.width), f64::from(scene.height));
        let dims = (scene.width, scene.height);
        let size = model.options().size;
        let width = extras().map_or(column, |x| (x.width)(column, dims, size, self.page));
        let mut scale = width / sw;
        if self.page {
            // In an iframe the window is the container: fit both ways so nothing scrolls. The
            // texts and buttons keep their height; the canvas gets the rest.
            let others = self.host.offset_height() - self.canvas.offset_height();
            let inner_h = dom::window()?.inner_height()?.as_f64().unwrap_or(400.0);
            scale = scale.min(((inner_h - f64::from(others) - 4.0) / sh).max(0.1));
        } else if model.is_lesson() {
            // A lesson on a wide screen keeps its goal, its board and the answer under it in
            // view at once (with room for a header above); a tall one scrolls instead, where
            // the board would be too small.
            let window = dom::window()?;
            let inner_h = window.inner_height()?.as_f64().unwrap_or(400.0);
            let inner_w = window.inner_width()?.as_f64().unwrap_or(400.0);
            if inner_w > inner_h {
                let others = f64::from(self.host.offset_height() - self.canvas.offset_height());
                scale = scale.min(((inner_h - others - 72.0) / sh).max(240.0 / sh));
            }
        }
        Ok((scene, scale))
    }

    /// The held first picture's next step: a slice drawn off the page (the drawing begun by
    /// the first call), then, once every item is drawn, the copy onto the canvas, given its
    /// backing store only now. Done at once if the board was drawn whole meanwhile (a resize,
    /// a message from the parent page).
    pub(super) fn first_slice(&mut self, slices: &mut Option<Sliced>) -> Result<Step, JsValue> {
        let Some((width, height)) = self.pending else {
            return Ok(Step::Done);
        };
        match slices {
            None => {
                *slices = Some(Sliced::new(
                    (width, height),
                    &self.scene,
                    self.scale,
                    self.dpr,
                )?);
            }
            Some(sliced) if sliced.finished(&self.scene) => {
                self.canvas.set_width(width);
                self.canvas.set_height(height);
                sliced.show(&self.ctx)?;
                self.pending = None;
                return Ok(Step::Done);
            }
            Some(sliced) => sliced.step(&self.scene, SLICE_MS)?,
        }
        Ok(Step::Again)
    }
}

/// A button of the bar that sends `cmd` to the board, a touch target of 44 px both ways (WCAG
/// 2.5.5) on a phone as everywhere.
pub(super) fn button(
    bar: &Element,
    cmd: &str,
    text: &str,
    enabled: bool,
) -> Result<HtmlElement, JsValue> {
    let button = dom::append(bar, "button", "", text)?;
    button.set_attribute("type", "button")?;
    button.set_attribute("data-cmd", cmd)?;
    if !enabled {
        button.set_attribute("disabled", "")?;
    }
    button.style().set_property("min-width", "44px")?;
    button.style().set_property("min-height", "44px")?;
    Ok(button)
}

/// Forwards the board's pointer presses, button clicks and window resizes to it.
pub(super) fn wire(index: usize) -> Result<(), JsValue> {
    let on: Rc<dyn Fn(Input)> = Rc::new(move |input| {
        // An embedded board draws no keyboard cursor: its cells' focus changes nothing.
        if matches!(input, Input::Focus(_)) {
            return;
        }
        act(index, &mut |board: &mut Board| {
            board.view.grid_input(&mut board.model, input);
        });
    });
    let parts = super::BOARDS.with(|b| {
        let mut boards = b.borrow_mut();
        let view = &mut boards.get_mut(index)?.as_mut()?.view;
        // After the bar, before the live region: the grid joins the board's parts.
        let grid = Grid::new(&view.host, on);
        Some((
            view.canvas.clone(),
            view.bar.clone(),
            view.host.clone(),
            grid,
        ))
    });
    let Some((canvas, bar, host, grid)) = parts else {
        return Ok(());
    };
    let grid = grid?;
    super::BOARDS.with(|b| {
        if let Some(Some(board)) = b.borrow_mut().get_mut(index) {
            board.view.grid = Some(grid);
            board.view.index = index;
        }
    });
    // The reading keys, and a walkthrough's steps, while the focus is in this board.
    let active = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&host, "keydown", active, move |event| {
        let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if keys_held(key) {
            return;
        }
        let name = key.key();
        if extras().is_some_and(|x| (x.key)(key, index)) {
            return;
        }
        super::BOARDS.with(|b| {
            if let Some(Some(board)) = b.borrow().get(index) {
                let session = board.model.session();
                if let Some(text) = reading(&name, &session.shown(), session.record()) {
                    board.view.live.say(&text);
                }
            }
        });
    })
    .forget();
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&canvas, "pointerdown", options, move |event| {
        let Some(event) = event.dyn_ref::<PointerEvent>() else {
            return;
        };
        if !event.is_primary() || event.button() > 0 {
            return;
        }
        let (x, y) = (f64::from(event.offset_x()), f64::from(event.offset_y()));
        act(index, &mut |board: &mut Board| {
            if board.model.options().interactive {
                event.prevent_default();
                let scale = board.view.scale;
                let spot = board
                    .view
                    .scene
                    .spot_at((x / scale) as f32, (y / scale) as f32);
                if let Some(spot) = spot {
                    board.model.click(spot);
                }
            }
        });
    })
    .forget();
    forward_commands(&bar, index);
    let window = dom::window()?;
    EventListener::new(&window, "resize", move |_| act(index, &mut |_| ())).forget();
    Ok(())
}

/// Sends the command of a `[data-cmd]` button clicked inside `parent` to board `index`.
fn forward_commands(parent: &Element, index: usize) {
    EventListener::new(parent, "click", move |event| {
        let command = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-cmd]").ok().flatten())
            .and_then(|t| t.get_attribute("data-cmd"));
        if let Some(command) = command {
            act(index, &mut |board| board.model.command(&command));
        }
    })
    .forget();
}

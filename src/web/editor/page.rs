//! The editor page: one [`Editor`] drawn on a canvas with its palette, fields and exports, kept
//! in the address bar (`editor.html#<position>`) whenever the position is possible.

use super::super::painted::Painted;
use super::super::sliced::{self, FirstBoard};
use super::super::{canvas, dom};
use super::{files, panel};
use crate::app::editor::export::Embed;
use crate::app::editor::{Editor, FieldId, Typed};
use crate::app::keys::{self, Command};
use crate::core::Spot;
use crate::games::GAME_IDS;
use crate::i18n::{t, tr};
use crate::render::{self, Diagram, Overlay, Scene};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlInputElement};

thread_local! {
    static PAGE: dom::Mounted<EditorPage> = const { dom::Mounted::new() };
}

/// Everything the editor page keeps between events.
pub(super) struct EditorPage {
    pub(super) editor: Editor,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    pub(super) scene: Scene,
    /// CSS pixels per logical scene unit, from the last layout.
    pub(super) scale: f64,
    /// The keyboard cursor.
    pub(super) cursor: Option<Spot>,
    /// The options of the exports (the board shows flip and coordinates as they will be drawn).
    pub(super) embed: Embed,
    /// What went wrong with the last pasted text or link, in words.
    pub(super) message: String,
    /// What the screen-reader live region says about the last change.
    pub(super) announcement: String,
    /// The first board's drawing, in slices.
    first: FirstBoard,
    /// What the board's canvas shows, so the same picture is not drawn again.
    painted: Painted,
}

/// Builds the page from the address bar (a record or game id; the game's start otherwise) and
/// wires its events.
pub fn mount() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    let ctx = canvas::context(&canvas)?;
    let (editor, message) = from_address();
    let page = EditorPage {
        editor,
        canvas,
        ctx,
        scene: Scene::default(),
        scale: 1.0,
        cursor: None,
        embed: Embed::default(),
        message,
        announcement: String::new(),
        first: FirstBoard::Pending,
        painted: Painted::default(),
    };
    PAGE.with(|p| p.set(page));
    with_page(|page| {
        page.embed.highlight = page.editor.mark_names();
        dom::root_attribute("data-game", page.editor.id())
    });
    // The board in slices, then the panel and the events: short tasks rather than one long one,
    // as on the game page (issue 20).
    dom::in_turn(vec![
        sliced::first_board(|f: &mut dyn FnMut(&mut EditorPage) -> _| PAGE.with(|p| p.with(f))),
        dom::once(|| or_offline(wire)),
        dom::once(|| or_offline(fill_panel)),
        dom::once(|| {
            super::super::register_service_worker();
            Ok(())
        }),
    ]);
    Ok(())
}

/// A step of the start after the board; if it fails, the steps after it are not taken (the
/// error is reported), but the page still works offline next time.
fn or_offline(step: fn() -> Result<(), JsValue>) -> Result<(), JsValue> {
    step().inspect_err(|_| super::super::register_service_worker())
}

/// Wires the events: the start's task after the board.
fn wire() -> Result<(), JsValue> {
    super::super::panel::fill_picker("editor-game")?;
    super::events::wire()
}

/// Fills the panel beside the board, shows it, and installs the tests' hook: the next task.
fn fill_panel() -> Result<(), JsValue> {
    with_page(|page| page.refresh_panel());
    // The panel's filled parts appear only now (www/editor.css), all at once and in their
    // places.
    dom::root_attribute("data-ready", "")?;
    super::events::install_test_hook()
}

/// The editor for the address bar's fragment, and a message if it could not be read.
fn from_address() -> (Editor, String) {
    let text = super::super::page::hash_text();
    if text.is_empty() {
        return (start("senet"), String::new());
    }
    match Editor::open(&text) {
        Ok(editor) => (editor, String::new()),
        Err(error) => {
            let key = text.split([';', ':']).next().unwrap_or("");
            let id = GAME_IDS.iter().copied().find(|&id| id == key);
            let message = tr("editor-link-unreadable", &[("reason", error.into())]);
            (start(id.unwrap_or("senet")), message)
        }
    }
}

fn start(id: &str) -> Editor {
    Editor::new(id).unwrap_or_default()
}

/// Runs `f` on the page, if mounted, and reports any error. An event that arrives while another
/// is handled (the browser dispatches some inside a change to the page: a focused field that is
/// rebuilt fires its `change`) is handled in the next task, after it.
pub(super) fn with_page(f: impl FnOnce(&mut EditorPage) -> Result<(), JsValue> + 'static) {
    if PAGE.with(|p| p.is_busy()) {
        // Once: a page still lent out then was stopped by a panic, which traps again (the page says so: www/editor.html).
        dom::soon(move || PAGE.with(|p| p.with(f)));
        return;
    }
    PAGE.with(|p| p.with(f));
}

/// Reads the page, if mounted.
pub(super) fn read_page<T>(f: impl FnOnce(&EditorPage) -> T) -> Option<T> {
    PAGE.with(|p| p.read(f))
}

impl EditorPage {
    /// A click or tap at (x, y) CSS pixels on the canvas.
    pub(super) fn pointer(&mut self, x: f64, y: f64) -> Result<(), JsValue> {
        // A press on the board keeps the focus where it was (it would otherwise scroll or zoom
        // a phone's page), so a number being typed is not committed by leaving its field: the
        // click must not use an older value than the field shows.
        self.commit_focused();
        let (lx, ly) = ((x / self.scale) as f32, (y / self.scale) as f32);
        match self.scene.spot_at(lx, ly) {
            Some(spot) => self.click(spot),
            None => Ok(()),
        }
    }

    fn click(&mut self, spot: Spot) -> Result<(), JsValue> {
        if self.editor.walk().is_some() {
            return super::walk::click(self, spot);
        }
        self.message.clear();
        self.editor.click(spot);
        self.refresh()
    }

    /// A keyboard command (arrows, Enter, digits for the palette or, while a walkthrough is
    /// written, for what is offered beside the board; undo, redo, flip).
    pub(super) fn key(&mut self, command: Command) -> Result<(), JsValue> {
        let walk = self.editor.walk();
        match command {
            Command::Cursor(dx, dy) => {
                // A walkthrough's first cursor goes where a move can start.
                let first = walk.map(|w| w.cursor_spots()).unwrap_or_default();
                self.cursor = keys::step(&self.scene, self.cursor, dx, dy, &first);
                self.draw()
            }
            Command::Activate => match self.cursor {
                Some(spot) => self.click(spot),
                None => self.key(Command::Cursor(1, 0)),
            },
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::Flip => self.set_option("flip", !self.embed.flip),
            Command::Offered(n) if walk.is_some() => super::walk::offer(self, n - 1),
            Command::Offered(n) => self.choose(n - 1),
            Command::Escape => {
                self.cursor = None;
                self.editor.view_walk(|w| w.drop_pending());
                self.refresh()
            }
            Command::Throw | Command::Pause | Command::Hint => Ok(()),
        }
    }

    /// Chooses palette entry `index`.
    pub(super) fn choose(&mut self, index: usize) -> Result<(), JsValue> {
        self.editor.choose(index);
        panel::update(self)
    }

    /// Sets the field `key` ([`FieldId::key`]) to the choice `value`.
    pub(super) fn set_field(&mut self, key: &str, value: u32) -> Result<(), JsValue> {
        let Some(field) = self.editor.field_named(key) else {
            return panel::update(self);
        };
        self.editor.set(field, value);
        self.field_changed(field)
    }

    /// A keystroke in the number field `key`, which holds `text` now: used at once; `input`
    /// shows the value used if that is not what was typed.
    pub(super) fn type_field(
        &mut self,
        key: &str,
        text: &str,
        input: &HtmlInputElement,
    ) -> Result<(), JsValue> {
        let Some(field) = self.editor.field_named(key) else {
            return Ok(());
        };
        if let Typed::Shown(value) = self.editor.typing(field, text) {
            input.set_value(&value.to_string());
        }
        self.field_changed(field)
    }

    /// The number field `key` committed with `text` (Enter, or the focus left it): `input`
    /// shows the value in use.
    pub(super) fn commit_field(
        &mut self,
        key: &str,
        text: &str,
        input: &HtmlInputElement,
    ) -> Result<(), JsValue> {
        let Some(field) = self.editor.field_named(key) else {
            return panel::update(self);
        };
        if let Some(value) = self.editor.commit(field, text) {
            input.set_value(&value.to_string());
        }
        self.field_changed(field)
    }

    /// Commits the number field that has the focus, if one has (see [`EditorPage::pointer`]).
    fn commit_focused(&mut self) {
        let input = dom::document()
            .ok()
            .and_then(|d| d.active_element())
            .and_then(|e| e.dyn_into::<HtmlInputElement>().ok());
        let Some(input) = input else { return };
        if let Some(field) = input
            .get_attribute("data-field")
            .and_then(|key| self.editor.field_named(&key))
        {
            if let Some(value) = self.editor.commit(field, &input.value()) {
                input.set_value(&value.to_string());
            }
        }
    }

    /// Shows a field's change: the whole page, or only the panel for the palette's stack size.
    fn field_changed(&mut self, field: FieldId) -> Result<(), JsValue> {
        if field == FieldId::StackSize {
            return panel::update(self);
        }
        self.refresh()
    }

    pub(super) fn undo(&mut self) -> Result<(), JsValue> {
        if self.editor.undo() {
            self.announcement = t("editor-undone");
        }
        self.refresh()
    }

    pub(super) fn redo(&mut self) -> Result<(), JsValue> {
        if self.editor.redo() {
            self.announcement = t("editor-redone");
        }
        self.refresh()
    }

    /// Starts over from the chosen game's start, or its empty board.
    pub(super) fn restart(&mut self, id: &str, empty: bool) -> Result<(), JsValue> {
        let done = if empty {
            self.editor.empty(id)
        } else {
            self.editor.start(id)
        };
        if done.is_ok() {
            self.message.clear();
            self.cursor = None;
        }
        self.refresh()
    }

    /// Opens pasted text (a link, a record, a game id or a snippet, which brings its board
    /// options); bad text keeps the setup and says why.
    pub(super) fn load(&mut self, text: &str) -> Result<(), JsValue> {
        match self.editor.load(text) {
            Ok(pasted) => {
                self.message.clear();
                self.cursor = None;
                self.announcement = t("editor-loaded");
                if let Some(options) = pasted.options {
                    self.embed = options;
                }
            }
            Err(why) => self.message = tr("editor-paste-unreadable", &[("reason", why.into())]),
        }
        self.refresh()
    }

    /// The address bar changed by hand (or by going back): open what it names.
    pub(super) fn hash_changed(&mut self) -> Result<(), JsValue> {
        let text = super::super::page::hash_text();
        if text.is_empty() || text == self.editor.text() {
            return Ok(());
        }
        self.load(&text)
    }

    /// Turns an export option on or off (`flip`, `coords`, `controls`, `static`).
    pub(super) fn set_option(&mut self, name: &str, on: bool) -> Result<(), JsValue> {
        match name {
            "flip" => self.embed.flip = on,
            "coords" => self.embed.coords = on,
            "controls" => self.embed.controls = on,
            "static" => self.embed.fixed = on,
            _ => {}
        }
        self.refresh()
    }

    /// Sets the board's width in pixels for the exports (`size`); empty or unreadable: the
    /// default.
    pub(super) fn set_size(&mut self, value: &str) -> Result<(), JsValue> {
        self.embed.size = crate::app::embed::size::parse_size(value);
        self.refresh()
    }

    pub(super) fn clear_marks(&mut self) -> Result<(), JsValue> {
        self.editor.clear_marks();
        self.refresh()
    }

    /// The diagram options chosen: what the downloads and the board show (a walkthrough's step
    /// with its marks and arrows).
    pub(super) fn diagram(&self) -> Diagram {
        Diagram {
            flip: self.embed.flip,
            coords: self.embed.coords,
            portrait: false,
            marks: self.editor.marks().to_vec(),
            note: self.editor.picture().and_then(|(_, note)| note),
        }
    }

    /// Downloads the diagram as SVG, or as PNG at `scale` (only a possible position, or a
    /// walkthrough's step).
    pub(super) fn download(&mut self, png: Option<u32>) -> Result<(), JsValue> {
        let Some((game, _)) = self.editor.picture() else {
            return Ok(());
        };
        match png {
            None => files::svg(&game, &self.diagram()),
            Some(scale) => files::png(&game, &self.diagram(), scale),
        }
    }

    /// Brings the panel and the board up to date, and the address bar when the position is
    /// possible (an impossible one cannot be opened from a link).
    pub(super) fn refresh(&mut self) -> Result<(), JsValue> {
        self.refresh_panel()?;
        // The style sheet gives the board its box from this game's picture size.
        dom::root_attribute("data-game", self.editor.id())?;
        self.draw()
    }

    /// [`EditorPage::refresh`] but the board: the address bar and the panel.
    fn refresh_panel(&mut self) -> Result<(), JsValue> {
        self.embed.highlight = self.editor.mark_names();
        self.embed.extra = self.editor.kept().to_vec();
        if let Some(text) = self.editor.export_text() {
            let window = dom::window()?;
            let hash = format!("#{}", crate::app::links::fragment(text));
            if window.location().hash()? != hash {
                window
                    .history()?
                    .replace_state_with_url(&JsValue::NULL, "", Some(&hash))?;
            }
        }
        panel::update(self)
    }

    /// Draws the setup into the box the style sheet gives the board.
    pub(super) fn draw(&mut self) -> Result<(), JsValue> {
        // A whole drawing supersedes the first board's, if that is still under way.
        self.first = FirstBoard::Drawn;
        let overlay = self.overlay();
        let before = std::mem::take(&mut self.scene);
        let dpr = self.scene_with(&overlay)?;
        self.painted
            .draw(&self.ctx, &before, &self.scene, self.scale, dpr, None)
    }

    /// The board's canvas lost its context and got it back, blank: the next drawing draws.
    pub(super) fn repaint(&mut self) -> Result<(), JsValue> {
        self.painted.forget();
        self.draw()
    }

    /// What the board shows besides the setup.
    fn overlay(&self) -> Overlay {
        let mut overlay = Overlay {
            flip: self.embed.flip,
            coords: self.embed.coords,
            // The tall picture where the style sheet gives the box its tall shape.
            portrait: dom::media(render::EDITOR_TALL_LAYOUT),
            marks: self.editor.marks().to_vec(),
            cursor: self.cursor,
            ..Overlay::default()
        };
        // A walkthrough's step: its note, the piece picked (or an arrow's start) and where
        // the piece may go.
        if let Some(walk) = self.editor.walk() {
            if let Some(note) = walk.note() {
                overlay.add_note(note);
            }
            overlay.selected = walk.pending();
            overlay.targets = walk.targets();
        }
        overlay
    }

    /// Makes the scene with `overlay` and sizes the canvas for it; returns the device pixel
    /// ratio.
    fn scene_with(&mut self, overlay: &Overlay) -> Result<f64, JsValue> {
        self.scene = render::scene(&self.editor.shown(), overlay);
        let status = match self.editor.problem() {
            Some(problem) => problem,
            None => t("editor-possible"),
        };
        let description = format!("{}. {status}", render::title(&self.editor.shown()));
        let (scale, dpr) = canvas::fill_box(&self.canvas, &self.scene, &description)?;
        self.scale = scale;
        Ok(dpr)
    }

    /// The folder the site is served from (ending in `/`): where the game page, `embed.html` and
    /// `quintet-board.js` are.
    pub(super) fn base(&self) -> String {
        let location = dom::window().map(|w| w.location());
        let (origin, path) = match location {
            Ok(l) => (
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default(),
            ),
            Err(_) => (String::new(), String::new()),
        };
        let folder = path.rfind('/').map_or("/", |end| &path[..=end]);
        format!("{origin}{folder}")
    }
}

impl sliced::FirstDrawing for EditorPage {
    fn first(&mut self) -> &mut FirstBoard {
        &mut self.first
    }

    fn overlay(&mut self) -> Result<Overlay, JsValue> {
        Ok(EditorPage::overlay(self))
    }

    fn make_scene(&mut self, overlay: &Overlay) -> Result<f64, JsValue> {
        self.scene_with(overlay)
    }

    fn board(&self) -> (&HtmlCanvasElement, &CanvasRenderingContext2d, &Scene, f64) {
        (&self.canvas, &self.ctx, &self.scene, self.scale)
    }

    fn draw(&mut self) -> Result<(), JsValue> {
        EditorPage::draw(self)
    }

    fn shown(&mut self, dpr: f64) {
        self.painted.set(self.scale, dpr);
    }
}

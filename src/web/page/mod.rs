//! The game page: one [`Session`] drawn on a canvas with its controls, kept in the address bar
//! and saved in local storage. Split by concern: [`opening`] (which game is shown: arrival,
//! links, new games, rematches, saved games, and saving), [`input`] (clicks, keys and buttons),
//! [`autoplay`] (the computer's turns) and [`animate`] (slides and tumbling throws).

mod animate;
mod autoplay;
mod input;
mod opening;

pub(super) use input::Step;
pub(super) use opening::hash_text;

use super::ceremony_view::Opening;
use super::computer::Computer;
use super::moves_list::MovesList;
use super::painted::Painted;
use super::sliced::{self, FirstBoard};
use super::sound::Sound;
use super::{canvas, dom, panel, share, storage};
use crate::app::saved::Shelf;
use crate::app::{links, seat_labels, Move, Players, Session};
use crate::core::{Game, Spot};
use crate::i18n::tr;
use crate::render::{self, Overlay, Scene};
use animate::Motion;
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

thread_local! {
    static PAGE: dom::Mounted<Page> = const { dom::Mounted::new() };
}

/// Everything the page keeps between events.
pub(super) struct Page {
    pub(super) session: Session,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    pub(super) scene: Scene,
    /// CSS pixels per logical scene unit, from the last layout.
    pub(super) scale: f64,
    /// The board is turned (a setting per game id).
    flip: bool,
    /// Moves offered as a choice after an ambiguous click.
    pub(super) choice: Vec<Move>,
    pub(super) message: String,
    /// What the screen-reader live region says about the last change: every announcement of
    /// the page goes through here.
    pub(super) announcement: String,
    /// A lasting notice: the games cannot be saved in this browser.
    pub(super) notice: String,
    /// The keyboard cursor.
    cursor: Option<Spot>,
    /// Whether legal targets and movable pieces are marked (a saved setting).
    show_targets: bool,
    /// Whether every cell shows its name (a saved setting; on in a guided game).
    coords: bool,
    /// Whether undo and redo take whole turns rather than single decisions (a saved setting).
    undo_turns: bool,
    /// The animation playing, with its start time (ms) and the pending frame request.
    motion: Option<(Motion, f64)>,
    frame: Option<gloo::render::AnimationFrame>,
    seed: Option<u64>,
    /// Who plays each seat (the address bar's query keeps it).
    pub(super) players: Players,
    /// The computer players' worker, question and pause.
    pub(super) computer: Computer,
    /// Milliseconds the computer waits before each step, so its moves can be followed
    /// (`?pace=N`; the browser tests use 0).
    pace: u32,
    /// Mixed into every computer decision's seed; `?seed=N` makes the games reproducible.
    ai_seed: u64,
    /// The record at which the computer failed to move, so it does not retry in a loop.
    halted: Option<String>,
    /// The computer players wait (the Pause button), e.g. to look at a demonstration game.
    paused: bool,
    /// Where the shown game is saved.
    shelf: Shelf,
    /// The record as the game was opened: a game nobody played in is not saved.
    baseline: String,
    /// The record at which the result panel was hidden, so it stays hidden until the game
    /// changes.
    result_hidden: Option<String>,
    /// The move list.
    pub(super) moves: MovesList,
    /// Sounds, and how many tokens of the record have been heard.
    pub(super) sound: Sound,
    heard: usize,
    /// The opening ceremony's card.
    pub(super) opening: Opening,
    /// Hints, the win-chance bar and the review.
    pub(super) analysis: super::analysis::Analysis,
    /// Whether the panel has been filled yet: the first board's tasks draw the board alone.
    filled: bool,
    /// The first board's drawing, in slices.
    first: FirstBoard,
    /// What the board's canvas shows, so the same picture is not drawn again.
    painted: Painted,
    /// Whether the game shown is one with a friend on another device, which the remote variant
    /// drives (`web::hooks`) and saves itself.
    pub(in crate::web) remote: bool,
    /// The guided first game, when this is one (`?guide=1`).
    pub(in crate::web) guide: Option<super::guide::Guide>,
}

/// The computer's default pause before each step: long enough to see a throw land and a move
/// highlighted, short enough not to drag.
const PACE_MS: u32 = 650;

/// Builds the page, restores the game (address bar, else a saved game), and wires the events.
pub fn mount() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    let ctx = canvas::context(&canvas)?;
    let seed = opening::query_number("seed");
    let search = dom::window()?.location().search()?;
    let (players, problems) = Players::from_query(&search);
    let guided = opening::query_number(super::guide::KEY) == Some(1);
    let players = if guided {
        super::guide::players()
    } else {
        players
    };
    let session = Session::new("senet", 0).map_err(|e| JsValue::from_str(&e.to_string()))?;
    let page = Page {
        baseline: session.record_text(),
        moves: MovesList::new(session.record().start()),
        session,
        canvas,
        ctx,
        scene: Scene::default(),
        scale: 1.0,
        flip: false,
        choice: Vec::new(),
        message: String::new(),
        announcement: String::new(),
        notice: String::new(),
        cursor: None,
        show_targets: storage::setting("show-targets", true),
        // `?coords=1` shows them for this page alone (a lesson's link), the setting unchanged.
        coords: opening::query_number("coords") == Some(1) || storage::setting("coords", false),
        undo_turns: storage::setting("undo-turns", false),
        motion: None,
        frame: None,
        seed,
        players,
        computer: Computer::default(),
        pace: opening::query_number("pace").map_or(PACE_MS, |p| p.min(10_000) as u32),
        ai_seed: opening::fresh_seed(seed),
        halted: None,
        paused: false,
        shelf: Shelf::default(),
        result_hidden: None,
        sound: Sound::new(storage::setting("sound", true)),
        heard: 0,
        opening: Opening::default(),
        analysis: super::analysis::Analysis::load(),
        filled: false,
        first: FirstBoard::Pending,
        painted: Painted::default(),
        remote: false,
        guide: None,
    };
    // Read before the first refresh writes the address, which keeps `review=1` only while the
    // review is open.
    let review_link = opening::query_number(links::REVIEW_KEY) == Some(1);
    PAGE.with(|p| p.set(page));
    // The rest in tasks of their own, each short (a long task holds up whatever the visitor does
    // meanwhile): the game to show, the first refresh (the address, the save, the computer's
    // turn), the board in slices, the panel, the analysis, the events in two, then the keyboard
    // section with its accessible board, then its first words (a slice at a time) and the
    // offline copy's service worker. Nothing is wired before the events' steps.
    dom::in_turn(vec![
        dom::once(move || {
            with_page(|page| {
                page.arrive();
                if guided {
                    super::guide::start(page);
                }
                if !problems.is_empty() {
                    let problems = tr(
                        "page-seat-problems",
                        &[
                            ("n", problems.len().into()),
                            ("problems", problems.join("; ").into()),
                        ],
                    );
                    page.message = format!("{} {problems}", page.message).trim().to_string();
                }
                Ok(())
            });
            Ok(())
        }),
        dom::once(|| {
            with_page(|page| page.refresh());
            Ok(())
        }),
        sliced::first_board(|f: &mut dyn FnMut(&mut Page) -> _| with_page(f)),
        // The panel, then the analysis and the review in a task of their own: the first run of
        // each is cold code (issue 20). A refresh in between brings both up to date.
        dom::once(|| {
            with_page(|page| {
                page.filled = true;
                panel::update(page)
            });
            Ok(())
        }),
        dom::once(|| {
            with_page(super::analysis::refresh);
            Ok(())
        }),
        dom::once(super::events::wire),
        dom::once(move || {
            super::events::wire_rest()?;
            if review_link {
                with_page(super::review::open);
            }
            dom::root_attribute("data-ready", "")
        }),
        dom::once(super::a11y::page::mount),
        super::a11y::page::first_update(),
        dom::once(|| {
            // After the first board, as browsers advise for a page's first visit: its precaching
            // downloads every other part of the app.
            super::register_service_worker();
            // The refusals' and the review's English words, which the first download leaves out
            // (issue 49): a review opened by a `?review=1` link is worded again once they came.
            super::l10n::load_english_refusals(|| with_page(super::review::refresh));
            // The browser tests' hook, once everything is in place.
            super::events::install_test_hook()
        }),
    ]);
    Ok(())
}

/// The page's clock, in milliseconds: the time the scene is drawn at.
fn now() -> Result<f64, JsValue> {
    Ok(dom::window()?.performance().map_or(0.0, |p| p.now()))
}

/// Runs `f` on the page, if mounted, and reports any error.
pub(super) fn with_page(f: impl FnOnce(&mut Page) -> Result<(), JsValue>) {
    PAGE.with(|p| p.with(f));
}

/// Reads the page, if mounted.
pub(super) fn read_page<T>(f: impl FnOnce(&Page) -> T) -> Option<T> {
    PAGE.with(|p| p.read(f))
}

impl Page {
    /// The computer's pause before each step, in ms (`?pace=N`), which replays keep too.
    pub(in crate::web) fn pace(&self) -> u32 {
        self.pace
    }

    /// The keyboard cursor's spot.
    pub(super) fn cursor(&self) -> Option<Spot> {
        self.cursor
    }

    /// Moves the keyboard cursor (the accessible board's focus) and draws it, if it moved.
    pub(super) fn set_cursor(&mut self, spot: Option<Spot>) -> Result<(), JsValue> {
        if self.cursor == spot {
            return Ok(());
        }
        self.cursor = spot;
        self.draw()
    }

    /// Whether legal moves are shown.
    pub(super) fn show_targets(&self) -> bool {
        self.show_targets
    }

    /// Whether every cell shows its name.
    pub(super) fn coords(&self) -> bool {
        self.coords
    }

    /// Shows every cell's name in this game alone (a guided game), the setting unchanged.
    pub(in crate::web) fn show_coords_for_now(&mut self) {
        self.coords = true;
    }

    /// Whether undo and redo take whole turns.
    pub(super) fn undo_turns(&self) -> bool {
        self.undo_turns
    }

    /// Whether the result panel is to be shown: the game on the board is over and the panel
    /// was not hidden.
    pub(super) fn result_shown(&self) -> bool {
        self.session.viewing().is_none()
            && self.result_hidden.as_deref() != Some(self.session.record_text().as_str())
    }

    /// Hides the result panel until the game changes (its × button, or Escape).
    pub(super) fn hide_result(&mut self) -> Result<(), JsValue> {
        self.result_hidden = Some(self.session.record_text());
        panel::update(self)
    }

    /// Redraws everything, writes the record (and who plays) into the address bar, saves it,
    /// sounds what was just played, and lets the computer move if it is its turn.
    pub(super) fn refresh(&mut self) -> Result<(), JsValue> {
        if self.refresh_board()? {
            self.refresh_panel()?;
        }
        Ok(())
    }

    /// [`refresh`](Self::refresh) in two tasks, the board in this one and the panel in the next,
    /// for a change no click waits on (the ceremony's end): two short tasks rather than a long
    /// one (issue 20).
    pub(super) fn refresh_in_two(&mut self) -> Result<(), JsValue> {
        if self.refresh_board()? {
            dom::soon(|| with_page(Page::refresh_panel));
        }
        Ok(())
    }

    /// The part of [`refresh`](Self::refresh) before the panel; false at the page's start, whose
    /// panel is filled in a task of its own (`mount`).
    fn refresh_board(&mut self) -> Result<bool, JsValue> {
        let seats = self.session.game().seats();
        self.session
            .set_seat_labels(seat_labels(&self.players, seats));
        self.write_address()?;
        self.save();
        if let Some(hooks) = super::hooks::get() {
            (hooks.refreshed)(self)?;
        }
        self.sound_news();
        self.schedule_computer();
        dom::root_attribute("data-game", self.session.game().id())?;
        if !self.filled {
            // The page's start: the board is drawn in the next tasks, the panel filled after it.
            // A change once the drawing has begun draws the whole board at once: restarting the
            // slices instead would never end while the computer plays on at `?pace=0`.
            if !matches!(self.first, FirstBoard::Pending) {
                self.draw()?;
            }
            return Ok(false);
        }
        // The board first: its box is laid out already (the style sheet's, from the first
        // paint), so measuring it costs no layout; the panel's changes are laid out afterwards
        // with the next frame instead of inside this task.
        self.draw()?;
        Ok(true)
    }

    /// Brings the panel and the analysis up to the game.
    fn refresh_panel(&mut self) -> Result<(), JsValue> {
        panel::update(self)?;
        super::analysis::refresh(self)
    }

    /// Writes the record and who plays into the address bar, with `?review=1` while the review
    /// is open ([`links::with_review`]).
    pub(super) fn write_address(&self) -> Result<(), JsValue> {
        let window = dom::window()?;
        let location = window.location();
        let now = location.search()?;
        let search = self.players.write_query(&now, self.session.game().seats());
        let search = links::with_review(&search, self.analysis.review.is_open());
        let search = links::with_flag(&search, super::guide::KEY, self.guide.is_some());
        let address = links::fragment(&links::address_text(self.session.record()));
        // The same address again (the page's start, a click that plays nothing) is no
        // navigation to make: Chromium's same-document navigation took 7–13 ms of the start's
        // tasks on a slow computer (issue 20).
        if search == now && location.hash()?.strip_prefix('#') == Some(address.as_str()) {
            return Ok(());
        }
        let url = format!("{}{search}#{address}", location.pathname()?);
        window
            .history()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&url))
    }

    /// Plays the sound of the newest token, if the record grew since the last refresh (opening
    /// a game, undo and browsing make no sound).
    fn sound_news(&mut self) {
        let len = self.session.record().tokens().len();
        if len > self.heard {
            self.sound.after(self.session.record());
        }
        self.heard = len;
    }

    /// Lays the canvas out to its container and draws the scene.
    pub(super) fn draw(&mut self) -> Result<(), JsValue> {
        self.draw_at(now()?)
    }

    /// Draws the scene as it looks at `now` (ms), mid-animation included.
    fn draw_at(&mut self, now: f64) -> Result<(), JsValue> {
        // A whole drawing supersedes the first board's, if that is still under way.
        self.first = FirstBoard::Drawn;
        let (overlay, elapsed) = self.overlay_at(now);
        let before = std::mem::take(&mut self.scene);
        let dpr = self.scene_with(&overlay)?;
        let shift = animate::shift(&self.motion, elapsed, &self.scene);
        self.painted
            .draw(&self.ctx, &before, &self.scene, self.scale, dpr, shift)
    }

    /// The board's canvas lost its context and got it back, blank: the next drawing draws.
    pub(super) fn repaint(&mut self) -> Result<(), JsValue> {
        self.painted.forget();
        self.draw()
    }

    /// What the board shows besides the position at `now` (ms), and the animation's elapsed
    /// time.
    fn overlay_at(&self, now: f64) -> (Overlay, f64) {
        // The tall layout where the style sheet gives the box its tall shape.
        let narrow = dom::media(render::TALL_LAYOUT);
        let mut overlay = self.session.overlay();
        overlay.flip = self.flip;
        overlay.coords = self.coords;
        overlay.portrait = narrow;
        overlay.cursor = self.cursor;
        let shown = self.session.shown();
        overlay.marks.extend(self.analysis.marks(&shown));
        super::review::better(self, &mut overlay);
        if self.computer_turn().is_some() {
            // The hints are for people: outlining the computer's pieces would invite a click the
            // board refuses.
            overlay.movable.clear();
            overlay.placements.clear();
        }
        if !self.show_targets {
            // The selection stays visible; only the hints are hidden.
            overlay.targets.clear();
            overlay.captures.clear();
            overlay.movable.clear();
            overlay.placements.clear();
        }
        let elapsed = self
            .motion
            .as_ref()
            .map_or(f64::MAX, |(_, start)| now - start);
        animate::tumble(&self.motion, elapsed, &mut overlay);
        (overlay, elapsed)
    }

    /// Makes the scene with `overlay` and sizes the canvas for it; returns the device pixel
    /// ratio.
    fn scene_with(&mut self, overlay: &Overlay) -> Result<f64, JsValue> {
        let shown = self.session.shown();
        self.scene = render::scene(&shown, overlay);
        // In words, the turn said once (issue 37: the scene's title gave notation, and with the
        // status after it, "…or place.. South to move.").
        let description = crate::app::a11y::board_label(&shown);
        let (scale, dpr) = canvas::fill_box(&self.canvas, &self.scene, &description)?;
        self.scale = scale;
        Ok(dpr)
    }
}

impl sliced::FirstDrawing for Page {
    fn first(&mut self) -> &mut FirstBoard {
        &mut self.first
    }

    fn overlay(&mut self) -> Result<Overlay, JsValue> {
        Ok(self.overlay_at(now()?).0)
    }

    fn make_scene(&mut self, overlay: &Overlay) -> Result<f64, JsValue> {
        self.scene_with(overlay)
    }

    fn board(&self) -> (&HtmlCanvasElement, &CanvasRenderingContext2d, &Scene, f64) {
        (&self.canvas, &self.ctx, &self.scene, self.scale)
    }

    fn draw(&mut self) -> Result<(), JsValue> {
        Page::draw(self)
    }

    fn shown(&mut self, dpr: f64) {
        self.painted.set(self.scale, dpr);
    }
}

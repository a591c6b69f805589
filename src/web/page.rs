//! The game page: one [`Session`] drawn on a canvas with its controls, kept in the address bar
//! and in local storage.

use super::computer::Computer;
use super::{canvas, dom, panel, share, storage};
use crate::ai::job::{Reply, Request};
use crate::app::keys::{self, Command};
use crate::app::{decides_seats, links, ClickResult, Controller, Move, Players, Session};
use crate::core::{Game, Seat, Spot, ToAct};
use crate::games::GAME_IDS;
use crate::render::{self, Scene};
use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlSelectElement};

thread_local! {
    static PAGE: dom::Mounted<Page> = const { dom::Mounted::new() };
}

/// Where the replay controls go.
#[derive(Copy, Clone, Debug)]
pub(super) enum Step {
    /// The start.
    First,
    /// One token back.
    Back,
    /// One token forward.
    Forward,
    /// The current position of the game.
    Last,
    /// After this many tokens (the slider).
    At(usize),
}

/// A short animation in progress.
enum Motion {
    /// The piece now on `spot` slides in from (dx, dy) logical units away.
    Slide { spot: Spot, dx: f64, dy: f64 },
    /// The dice or sticks tumble through these values before showing the throw.
    Throw { faces: Vec<u8> },
}

const SLIDE_MS: f64 = 220.0;
const THROW_MS: f64 = 360.0;

/// Everything the page keeps between events.
pub(super) struct Page {
    pub(super) session: Session,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    pub(super) scene: Scene,
    /// CSS pixels per logical scene unit, from the last layout.
    pub(super) scale: f64,
    flip: bool,
    /// Moves offered as a choice after an ambiguous click.
    pub(super) choice: Vec<Move>,
    pub(super) message: String,
    /// What the screen-reader live region says about the last change.
    pub(super) announcement: String,
    /// The keyboard cursor.
    cursor: Option<Spot>,
    /// Whether legal targets and movable pieces are marked (a saved setting).
    show_targets: bool,
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
}

/// The computer's default pause before each step: long enough to see a throw land and a move
/// highlighted, short enough not to drag.
const PACE_MS: u32 = 650;

/// Builds the page, restores the game (address bar, else the saved game), and wires the events.
pub fn mount() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = dom::by_id("board")?;
    let ctx = canvas::context(&canvas)?;
    panel::fill_picker("game-picker")?;
    let seed = query_number("seed");
    let search = dom::window()?.location().search()?;
    let (players, problems) = Players::from_query(&search);
    let (session, mut message) = initial_session(seed, &players);
    if !problems.is_empty() {
        message = format!(
            "{message} {}. Those seats are played by people.",
            problems.join("; ")
        )
        .trim()
        .to_string();
    }
    let page = Page {
        session,
        canvas,
        ctx,
        scene: Scene::default(),
        scale: 1.0,
        flip: false,
        choice: Vec::new(),
        message,
        announcement: String::new(),
        cursor: None,
        show_targets: storage::setting("show-targets", true),
        undo_turns: storage::setting("undo-turns", false),
        motion: None,
        frame: None,
        seed,
        players,
        computer: Computer::default(),
        pace: query_number("pace").map_or(PACE_MS, |p| p.min(10_000) as u32),
        ai_seed: fresh_seed(seed),
        halted: None,
        paused: false,
    };
    PAGE.with(|p| p.set(page));
    with_page(|page| page.refresh());
    // The rest in a task of its own, so that the one that draws the first board stays short
    // (a long task holds up whatever the visitor does meanwhile: issue 20).
    Timeout::new(0, || {
        if let Err(error) = finish_mount() {
            web_sys::console::error_1(&error);
        }
    })
    .forget();
    Ok(())
}

/// Wires the events and shows the rest of the panel, now that it is filled (www/style.css).
fn finish_mount() -> Result<(), JsValue> {
    super::events::wire()?;
    dom::root_attribute("data-ready", "")?;
    super::events::install_test_hook()
}

/// Runs `f` on the page, if mounted, and reports any error.
pub(super) fn with_page(f: impl FnOnce(&mut Page) -> Result<(), JsValue>) {
    PAGE.with(|p| p.with(f));
}

/// Reads the page, if mounted.
pub(super) fn read_page<T>(f: impl FnOnce(&Page) -> T) -> Option<T> {
    PAGE.with(|p| p.read(f))
}

fn fresh_seed(seed: Option<u64>) -> u64 {
    match seed {
        Some(s) => s,
        None => getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64),
    }
}

/// A number from the query: `?seed=N` makes every throw reproducible, `?pace=N` sets the
/// computer's pause (both used by the browser tests).
fn query_number(key: &str) -> Option<u64> {
    let search = dom::window().ok()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
}

pub(super) fn hash_text() -> String {
    let raw = dom::window()
        .and_then(|w| w.location().hash())
        .unwrap_or_default();
    let raw = raw.trim_start_matches('#');
    js_sys::decode_uri_component(raw)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| raw.to_string())
}

/// The game to show on arrival: the address bar's record, else the game played last (resumed from
/// storage), else a new Senet game. Unreadable input gives a fresh game and a plain message.
fn initial_session(seed: Option<u64>, players: &Players) -> (Session, String) {
    let text = hash_text();
    if text.is_empty() {
        let id = storage::last_id().filter(|id| GAME_IDS.contains(&id.as_str()));
        return resume_or_new(id.as_deref().unwrap_or("senet"), seed, players);
    }
    session_from_text(&text, seed, players)
}

fn session_from_text(text: &str, seed: Option<u64>, players: &Players) -> (Session, String) {
    let seed_value = fresh_seed(seed);
    if GAME_IDS.contains(&text) {
        return (new_session(text, seed_value, players), String::new());
    }
    match Session::from_record(text, seed_value) {
        Ok(session) => (session, String::new()),
        Err(error) => (
            new_session(named_game(text), seed_value, players),
            format!("This link could not be opened ({error}). A new game has started instead."),
        ),
    }
}

/// The saved game of `id`, or a new one; a saved game that no longer reads is set aside with a
/// notice.
fn resume_or_new(id: &str, seed: Option<u64>, players: &Players) -> (Session, String) {
    let seed_value = fresh_seed(seed);
    let Some(saved) = storage::load(id) else {
        return (new_session(id, seed_value, players), String::new());
    };
    match Session::from_record(&saved, seed_value) {
        Ok(session) if session.game().id() == id || saved.starts_with(id) => {
            (session, String::new())
        }
        _ => {
            storage::forget(id);
            (
                new_session(id, seed_value, players),
                "A saved game could not be read and was set aside; a new game has started.".into(),
            )
        }
    }
}

/// The game a record names by its id or position kind (the text before `;`, `:` and `~`), so a broken
/// Seesaw link starts a fresh Seesaw game; Senet when it names none.
fn named_game(text: &str) -> &'static str {
    let key = text.split([';', ':', '~']).next().unwrap_or("");
    GAME_IDS
        .iter()
        .copied()
        .find(|id| *id == key)
        .unwrap_or("senet")
}

/// A new game of `id` (Senet if the id is unknown) whose seats are already given (the query):
/// the ceremony's log names the computer where it sits. The ceremony is run once to learn who
/// takes South, then again with the same seed and the names in that order, which replays it.
fn new_session(id: &str, seed: u64, players: &Players) -> Session {
    let start = |names| {
        Session::with_names(id, seed, names)
            .or_else(|_| Session::new("senet", seed))
            .unwrap_or_else(|_| unreachable!("senet's initial position always parses"))
    };
    let probe = start(player_names(&[Controller::Person; 2]));
    let south = probe.ceremony().south_person;
    let mut by_player = [Controller::Person; 2];
    by_player[south] = players.get(Seat::South);
    by_player[1 - south] = players.get(Seat::North);
    if by_player == [Controller::Person; 2] {
        return probe;
    }
    start(player_names(&by_player))
}

/// The two players' names for the ceremony and the status: "Player 1" for a person, "Computer"
/// (numbered when both are).
fn player_names(players: &[Controller; 2]) -> [String; 2] {
    let computers = players.iter().filter(|&&c| c != Controller::Person).count();
    [0, 1].map(|i| match players[i] {
        Controller::Person => format!("Player {}", i + 1),
        Controller::Computer(_) if computers == 1 => "Computer".to_string(),
        Controller::Computer(_) => format!("Computer {}", i + 1),
    })
}

impl Page {
    /// The keyboard cursor's spot.
    pub(super) fn cursor(&self) -> Option<Spot> {
        self.cursor
    }

    pub(super) fn pointer(&mut self, x: f64, y: f64) -> Result<(), JsValue> {
        let (lx, ly) = ((x / self.scale) as f32, (y / self.scale) as f32);
        let Some(spot) = self.scene.spot_at(lx, ly) else {
            return Ok(());
        };
        self.cursor = None;
        self.click(spot)
    }

    fn click(&mut self, spot: Spot) -> Result<(), JsValue> {
        self.choice.clear();
        self.message.clear();
        if self.refuse_on_computer_turn() {
            return panel::update(self);
        }
        let mover = match self.session.game().to_act() {
            ToAct::Player(seat) => Some(self.session.game().seat_name(seat)),
            _ => None,
        };
        match self.session.click(spot) {
            ClickResult::Refused(why) => self.message = why,
            ClickResult::Choice(moves) => {
                self.message = "Several moves fit that click: choose one.".into();
                self.choice = moves;
            }
            ClickResult::Played(mv) => {
                self.announcement = format!("{} played {}.", mover.unwrap_or(""), mv.notation());
                self.refresh()?;
                return self.slide(mv.from, mv.to);
            }
            ClickResult::Selected | ClickResult::Deselected => {}
        }
        self.refresh()
    }

    pub(super) fn throw(&mut self) -> Result<(), JsValue> {
        self.choice.clear();
        self.message.clear();
        if self.refuse_on_computer_turn() {
            return panel::update(self);
        }
        self.throw_now()
    }

    /// Throws for whoever is to throw (a person's click, or the computer's turn).
    fn throw_now(&mut self) -> Result<(), JsValue> {
        let mut rolls = Vec::new();
        self.session.game().rolls(&mut rolls);
        let faces: Vec<u8> = rolls
            .iter()
            .filter_map(|(r, _)| r.to_string().trim_start_matches('d').parse().ok())
            .collect();
        if let Some(roll) = self.session.throw() {
            let value = roll.to_string().trim_start_matches('d').to_string();
            self.announcement = format!("Thrown: {value}.");
            if self.session.can_throw() {
                // The throw was used up at once (a 0, or nothing could move): say so, or it
                // looks as if the click did nothing.
                self.message = format!("Threw {value}: nothing can move with it.");
            }
            self.refresh()?;
            return self.animate(Motion::Throw { faces });
        }
        self.refresh()
    }

    /// Slides the piece that arrived on `to` in from `from` (both board spots).
    fn slide(&mut self, from: Option<Spot>, to: Option<Spot>) -> Result<(), JsValue> {
        let (Some(from), Some(to)) = (from, to) else {
            return Ok(());
        };
        let (Some(a), Some(b)) = (self.scene.spot_center(from), self.scene.spot_center(to)) else {
            return Ok(());
        };
        if self.scene.piece_items(to).is_none() {
            return Ok(());
        }
        let (dx, dy) = (f64::from(a.0 - b.0), f64::from(a.1 - b.1));
        self.animate(Motion::Slide { spot: to, dx, dy })
    }

    /// Starts an animation unless the person asked for reduced motion.
    fn animate(&mut self, motion: Motion) -> Result<(), JsValue> {
        if dom::media("(prefers-reduced-motion: reduce)") {
            return Ok(());
        }
        let window = dom::window()?;
        let now = window.performance().map_or(0.0, |p| p.now());
        self.motion = Some((motion, now));
        self.request_frame();
        Ok(())
    }

    fn request_frame(&mut self) {
        self.frame = Some(gloo::render::request_animation_frame(|now| {
            with_page(|page| page.tick(now));
        }));
    }

    /// One animation frame: draws the motion's state at `now`, or the final picture when done.
    fn tick(&mut self, now: f64) -> Result<(), JsValue> {
        let Some((_, start)) = &self.motion else {
            return Ok(());
        };
        let duration = match self.motion {
            Some((Motion::Slide { .. }, _)) => SLIDE_MS,
            _ => THROW_MS,
        };
        if now - start >= duration {
            self.motion = None;
            self.frame = None;
            return self.draw();
        }
        self.draw_at(now)?;
        self.request_frame();
        Ok(())
    }

    /// The moves shown as buttons: a pending choice, or the moves without board spots.
    pub(super) fn offered(&self) -> Vec<Move> {
        if self.choice.is_empty() {
            self.session.free_moves()
        } else {
            self.choice.clone()
        }
    }

    pub(super) fn play_offered(&mut self, index: usize) -> Result<(), JsValue> {
        if self.refuse_on_computer_turn() {
            return panel::update(self);
        }
        let offered = self.offered();
        self.choice.clear();
        self.message = match offered.get(index) {
            Some(mv) => match self.session.play_move(mv) {
                Ok(()) => {
                    self.announcement = format!("Played {}.", mv.notation());
                    String::new()
                }
                Err(e) => e.to_string(),
            },
            None => String::new(),
        };
        self.refresh()
    }

    pub(super) fn undo(&mut self) -> Result<(), JsValue> {
        self.take_back(true)
    }

    pub(super) fn redo(&mut self) -> Result<(), JsValue> {
        self.take_back(false)
    }

    /// Undo (`back`) or redo, by decision or whole turn as the setting says. Against the
    /// computer both pass over its decisions to a person's, else the computer would replay its
    /// move at once (undo) or search again what was just redone (redo).
    fn take_back(&mut self, back: bool) -> Result<(), JsValue> {
        self.choice.clear();
        self.message.clear();
        let players = self.players;
        let against_computer = players.any_person(self.session.game().seats());
        let skip = |seat: Seat| against_computer && players.computer(seat).is_some();
        let changed = if back {
            self.session.undo_by(self.undo_turns, skip)
        } else {
            self.session.redo_by(self.undo_turns, skip)
        };
        if changed {
            self.halted = None;
            self.announcement = if back {
                "Move taken back.".into()
            } else {
                "Move played again.".into()
            };
        }
        self.refresh()
    }

    /// Shows the position after `len` tokens (from the move list), or the game again.
    pub(super) fn view(&mut self, len: Option<usize>) -> Result<(), JsValue> {
        self.choice.clear();
        self.session.view(len);
        self.refresh()
    }

    /// Replay controls: steps through the record without changing it.
    pub(super) fn step_view(&mut self, to: Step) -> Result<(), JsValue> {
        let len = self.session.record().tokens().len();
        let now = self.session.viewing().unwrap_or(len);
        let target = match to {
            Step::First => 0,
            Step::Back => now.saturating_sub(1),
            Step::Forward => now + 1,
            Step::Last => len,
            Step::At(n) => n,
        };
        self.view((target < len).then_some(target))
    }

    pub(super) fn play_from_here(&mut self) -> Result<(), JsValue> {
        self.session.play_from_here();
        self.reset_marks();
        self.refresh()
    }

    /// Shares a link to the shown position alone, or to the whole game (`web::share`).
    pub(super) fn share(&mut self, whole_game: bool) -> Result<(), JsValue> {
        let text = if whole_game {
            links::shared_text(self.session.record())
        } else {
            self.session.position_text()
        };
        self.announcement = share::offer(&text, whole_game)?;
        panel::update(self)
    }

    /// The "Show legal moves" setting changed.
    pub(super) fn set_show_targets(&mut self, on: bool) -> Result<(), JsValue> {
        self.show_targets = on;
        storage::set_setting("show-targets", on);
        self.draw()
    }

    /// Whether the board is turned 180°.
    pub(super) fn flipped(&self) -> bool {
        self.flip
    }

    /// Whether legal moves are shown.
    pub(super) fn show_targets(&self) -> bool {
        self.show_targets
    }

    /// The "Undo whole turns" setting changed.
    pub(super) fn set_undo_turns(&mut self, on: bool) {
        self.undo_turns = on;
        storage::set_setting("undo-turns", on);
    }

    /// Whether undo and redo take whole turns.
    pub(super) fn undo_turns(&self) -> bool {
        self.undo_turns
    }

    pub(super) fn flip(&mut self) -> Result<(), JsValue> {
        self.flip = !self.flip;
        self.draw()
    }

    /// A new game of `id` between these players (the new-game dialogue): players are listed
    /// in seat order, or for games whose ceremony seats them, as Player 1 and Player 2, placed
    /// once the ceremony has run.
    pub(super) fn new_game(&mut self, id: &str, chosen: &[Controller]) -> Result<(), JsValue> {
        let pick = |i: usize| chosen.get(i).copied().unwrap_or_default();
        let seed = fresh_seed(self.seed.map(|s| s.wrapping_add(1)));
        self.session = Session::with_names(id, seed, player_names(&[pick(0), pick(1)]))
            .unwrap_or_else(|_| new_session("senet", seed, &Players::people()));
        let seats = self.session.game().seats();
        let mut players = Players::people();
        if decides_seats(id) && seats.len() == 2 {
            let south = self.session.ceremony().south_person;
            players.set(Seat::South, pick(south));
            players.set(Seat::North, pick(1 - south));
        } else {
            for (i, &seat) in seats.iter().enumerate() {
                players.set(seat, pick(i));
            }
        }
        self.players = players;
        self.halted = None;
        self.paused = false;
        self.reset_marks();
        self.refresh()
    }

    /// Another game picked: resume its saved game, or start one.
    pub(super) fn switch_game(&mut self) -> Result<(), JsValue> {
        let (session, message) = resume_or_new(&picked_id()?, self.seed, &self.players);
        self.session = session;
        self.reset_marks();
        self.message = message;
        self.refresh()
    }

    fn reset_marks(&mut self) {
        self.choice.clear();
        self.message.clear();
        self.cursor = None;
    }

    pub(super) fn hash_changed(&mut self) -> Result<(), JsValue> {
        let text = hash_text();
        if text == self.session.record_text() || text == links::address_text(self.session.record())
        {
            return Ok(());
        }
        let (session, message) = session_from_text(&text, self.seed, &self.players);
        self.session = session;
        self.reset_marks();
        self.message = message;
        self.refresh()
    }

    pub(super) fn key(&mut self, command: Command) -> Result<(), JsValue> {
        match command {
            Command::Cursor(dx, dy) => {
                let preferred = self.session.overlay().movable;
                self.cursor = keys::step(&self.scene, self.cursor, dx, dy, &preferred);
                self.draw()
            }
            Command::Activate => match self.cursor {
                Some(spot) => self.click(spot),
                None => self.key(Command::Cursor(1, 0)),
            },
            Command::Throw => self.throw(),
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::Flip => self.flip(),
            Command::Pause => self.toggle_pause(),
            Command::Escape => {
                self.session.view(None);
                self.session.deselect();
                self.reset_marks();
                self.refresh()
            }
            Command::Offered(n) => self.play_offered(n - 1),
        }
    }

    /// Redraws everything, writes the record (and who plays) into the address bar, saves it,
    /// and lets the computer move if it is its turn.
    pub(super) fn refresh(&mut self) -> Result<(), JsValue> {
        let players = self.players;
        self.session.set_seat_labels(Seat::ALL.map(|seat| {
            players
                .computer(seat)
                .map(|level| format!("computer, {level}"))
        }));
        let record = self.session.record_text();
        let window = dom::window()?;
        let search = players.write_query(&window.location().search()?, self.session.game().seats());
        let address = links::address_text(self.session.record());
        let url = format!("{}{search}#{address}", window.location().pathname()?);
        window
            .history()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&url))?;
        storage::save(self.session.game().id(), &record);
        self.schedule_computer();
        // The board first: its box is laid out already (the style sheet's, from the first
        // paint), so measuring it costs no layout; the panel's changes are laid out afterwards
        // with the next frame instead of inside this task.
        dom::root_attribute("data-game", self.session.game().id())?;
        self.draw()?;
        panel::update(self)
    }

    /// The seat whose turn it is, when the computer plays it and the game (not a browsed
    /// position) is shown.
    pub(super) fn computer_turn(&self) -> Option<Seat> {
        if self.session.viewing().is_some() {
            return None;
        }
        self.session
            .acting_seat()
            .filter(|&seat| self.players.computer(seat).is_some())
    }

    /// Whether the computer is thinking (for the indicator).
    pub(super) fn thinking(&self) -> bool {
        self.computer.pending().is_some()
    }

    /// Whether the computer failed to move in the game shown (and waits for a person), or is
    /// paused.
    pub(super) fn computer_halted(&self) -> bool {
        self.paused || self.halted.as_deref() == Some(self.session.record_text().as_str())
    }

    /// Whether the computer players are paused.
    pub(super) fn paused(&self) -> bool {
        self.paused
    }

    /// Pauses the computer players, or lets them go on (the Pause button, key P).
    pub(super) fn toggle_pause(&mut self) -> Result<(), JsValue> {
        self.paused = !self.paused;
        self.announcement = if self.paused {
            "The computer is paused.".into()
        } else {
            "The computer plays on.".into()
        };
        self.refresh()
    }

    /// Turns a person's input away during the computer's turn, saying why.
    fn refuse_on_computer_turn(&mut self) -> bool {
        let Some(seat) = self.computer_turn() else {
            return false;
        };
        self.message = format!(
            "{} is played by the computer: wait for its move.",
            self.session.game().seat_name(seat)
        );
        true
    }

    /// After every change: if the computer is to act in the game shown, it acts after its pause;
    /// a search for any other position is stopped.
    fn schedule_computer(&mut self) {
        let record = self.session.record_text();
        let wanted = self.computer_turn().is_some()
            && !self.paused
            && self.halted.as_deref() != Some(&record);
        if wanted
            && (self.computer.pending().is_some_and(|p| p.record == record)
                || self.computer.waiting_for(&record))
        {
            return;
        }
        self.computer.cancel();
        if wanted {
            self.computer.after(self.pace, record, Page::computer_step);
        }
    }

    /// The computer's step, once its pause is over: throw, or ask for a decision.
    fn computer_step(&mut self) -> Result<(), JsValue> {
        let Some(seat) = self.computer_turn() else {
            return Ok(());
        };
        let Some(level) = self.players.computer(seat) else {
            return Ok(());
        };
        if self.session.can_throw() {
            self.choice.clear();
            return self.throw_now();
        }
        let tokens = self.session.record().tokens().len() as u64;
        let request = Request {
            job: 0,
            level,
            // Each decision of a game its own seed, reproducible with `?seed=N`.
            seed: self.ai_seed ^ tokens.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            game: self.session.game().clone(),
        };
        if let Some(failed) = self.computer.ask(request, self.session.record_text()) {
            return self.computer_reply(failed);
        }
        panel::update(self)
    }

    /// A decision came back: play it if it still answers the game on the board.
    pub(super) fn computer_reply(&mut self, reply: Reply) -> Result<(), JsValue> {
        let record = self.session.record_text();
        if !self.computer.take_reply(&reply, &record) {
            return Ok(());
        }
        let game = self.session.game().clone();
        let played = match &reply {
            Reply::Move(_, text) => {
                game.parse_action(text)
                    .map_err(|e| e.to_string())
                    .and_then(|action| {
                        self.session
                            .play(action)
                            .map(|()| (action, text.clone()))
                            .map_err(|e| e.to_string())
                    })
            }
            Reply::Failed(_, why) => Err(why.clone()),
        };
        match played {
            Ok((action, text)) => {
                let mover = game.to_act();
                let who = match mover {
                    ToAct::Player(seat) => game.seat_name(seat),
                    _ => "",
                };
                self.announcement = format!("{who} (computer) played {text}.");
                self.refresh()?;
                let spots = game.action_spots(action);
                self.slide(spots.from, spots.to)
            }
            Err(why) => {
                self.halted = Some(record);
                self.message =
                    format!("The computer could not move ({why}). Undo, or start a new game.");
                panel::update(self)
            }
        }
    }

    /// Lays the canvas out to its container and draws the scene.
    pub(super) fn draw(&mut self) -> Result<(), JsValue> {
        let now = dom::window()?.performance().map_or(0.0, |p| p.now());
        self.draw_at(now)
    }

    /// Draws the scene as it looks at `now` (ms), mid-animation included.
    fn draw_at(&mut self, now: f64) -> Result<(), JsValue> {
        // The tall layout where the style sheet gives the box its tall shape.
        let narrow = dom::media(render::TALL_LAYOUT);
        let mut overlay = self.session.overlay();
        overlay.flip = self.flip;
        overlay.portrait = narrow;
        overlay.cursor = self.cursor;
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
        if let Some((Motion::Throw { faces }, _)) = &self.motion {
            // Tumble: a different face every 60 ms, then the real throw.
            let step = (elapsed / 60.0) as usize;
            if let (Some(&face), Some(real)) =
                (faces.get(step * 7 % faces.len().max(1)), overlay.roll)
            {
                overlay.roll = Some((face, real.1 + step as u32 + 1));
            }
        }
        self.scene = render::scene(&self.session.shown(), &overlay);
        let description = format!("{}. {}", self.scene.title, self.session.status());
        let (scale, dpr) = canvas::fill_box(&self.canvas, &self.scene, &description)?;
        self.scale = scale;
        let shift = match &self.motion {
            Some((Motion::Slide { spot, dx, dy }, _)) => {
                self.scene.piece_items(*spot).map(|(start, end)| {
                    // Ease out: fast start, gentle landing.
                    let t = (elapsed / SLIDE_MS).clamp(0.0, 1.0);
                    let left = (1.0 - t).powi(3);
                    canvas::Shift {
                        start,
                        end,
                        dx: dx * left,
                        dy: dy * left,
                    }
                })
            }
            _ => None,
        };
        canvas::draw_shifted(&self.ctx, &self.scene, self.scale, dpr, shift)
    }
}

fn picked_id() -> Result<String, JsValue> {
    let picker: HtmlSelectElement = dom::by_id("game-picker")?;
    Ok(picker.value())
}

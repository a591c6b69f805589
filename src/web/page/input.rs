//! A person's input: clicks on the board, keys, the throw, move and undo buttons, browsing the
//! move list, sharing and the settings.

use super::animate::Motion;
use super::{panel, storage, Page};
use crate::app::keys::{self, Command};
use crate::app::text::InWords;
use crate::app::{links, ClickResult};
use crate::core::{Game, Seat, Spot, ToAct};
use crate::i18n::{t, tr};
use wasm_bindgen::JsValue;

/// Where the replay controls go.
#[derive(Copy, Clone, Debug)]
pub(in crate::web) enum Step {
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

impl Page {
    pub(in crate::web) fn pointer(&mut self, x: f64, y: f64) -> Result<(), JsValue> {
        let (lx, ly) = ((x / self.scale) as f32, (y / self.scale) as f32);
        let Some(spot) = self.scene.spot_at(lx, ly) else {
            return Ok(());
        };
        self.cursor = None;
        self.click(spot)
    }

    /// Clears what a person's next action makes stale: a pending choice, the last message, and
    /// the opening's card.
    fn act(&mut self) {
        self.choice.clear();
        self.message.clear();
        self.opening.close();
    }

    /// A click (or the accessible board's Enter) on a spot.
    pub(in crate::web) fn click(&mut self, spot: Spot) -> Result<(), JsValue> {
        self.act();
        if self.refuse_on_computer_turn() {
            return panel::update(self);
        }
        let mover = match self.session.game().to_act() {
            ToAct::Player(seat) => crate::app::text::seat_name(self.session.game(), seat),
            _ => String::new(),
        };
        match self.session.click(spot) {
            ClickResult::Refused(why) => self.message = why,
            ClickResult::Choice(moves) => {
                self.message = t("page-choose");
                self.choice = moves;
            }
            ClickResult::Played(mv) => {
                self.announcement = tr(
                    "page-played",
                    &[("who", mover.into()), ("move", mv.notation().into())],
                );
                self.refresh()?;
                return self.slide(mv.from, mv.to);
            }
            ClickResult::Selected | ClickResult::Deselected => {}
        }
        self.refresh()
    }

    pub(in crate::web) fn throw(&mut self) -> Result<(), JsValue> {
        self.act();
        if self.refuse_on_computer_turn() {
            return panel::update(self);
        }
        self.throw_now()
    }

    /// Throws for whoever is to throw (a person's click, or the computer's turn).
    pub(super) fn throw_now(&mut self) -> Result<(), JsValue> {
        let mut rolls = Vec::new();
        self.session.game().rolls(&mut rolls);
        let faces: Vec<u8> = rolls
            .iter()
            .filter_map(|(r, _)| r.to_string().trim_start_matches('d').parse().ok())
            .collect();
        // A game with a friend on another device throws what the protocol gives.
        let thrown = match super::super::hooks::get().filter(|_| self.remote) {
            Some(hooks) => (hooks.throw)(self).and_then(|roll| self.session.throw_given(roll)),
            None => self.session.throw(),
        };
        if let Some(roll) = thrown {
            let value = roll.to_string().trim_start_matches('d').to_string();
            self.announcement = tr("page-thrown", &[("value", (&value).into())]);
            if self.session.can_throw() {
                // The throw was used up at once (a 0, or nothing could move): say so, or it
                // looks as if the click did nothing.
                self.message = tr("page-nothing-moves", &[("value", value.into())]);
            }
            self.refresh()?;
            return self.animate(Motion::Throw { faces });
        }
        self.refresh()
    }

    /// The moves shown as buttons: a pending choice, or the moves without board spots.
    pub(in crate::web) fn offered(&self) -> Vec<crate::app::Move> {
        if self.choice.is_empty() {
            self.session.free_moves()
        } else {
            self.choice.clone()
        }
    }

    pub(in crate::web) fn play_offered(&mut self, index: usize) -> Result<(), JsValue> {
        let offered = self.offered();
        self.act();
        if self.refuse_on_computer_turn() {
            return panel::update(self);
        }
        if let Some(mv) = offered.get(index) {
            match self.session.play_move(mv) {
                Ok(()) => {
                    self.announcement = tr("page-played-button", &[("move", mv.notation().into())])
                }
                Err(e) => self.message = e.in_words(),
            }
        }
        self.refresh()
    }

    pub(in crate::web) fn undo(&mut self) -> Result<(), JsValue> {
        self.take_back(true)
    }

    pub(in crate::web) fn redo(&mut self) -> Result<(), JsValue> {
        self.take_back(false)
    }

    /// Undo (`back`) or redo, by decision or whole turn as the setting says. Against the
    /// computer both pass over its decisions to a person's, else the computer would replay its
    /// move at once (undo) or search again what was just redone (redo).
    fn take_back(&mut self, back: bool) -> Result<(), JsValue> {
        self.act();
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
            self.announcement = t(if back { "page-undone" } else { "page-redone" });
        }
        self.refresh()
    }

    /// Shows the position after `len` tokens (from the move list), or the game again.
    pub(in crate::web) fn view(&mut self, len: Option<usize>) -> Result<(), JsValue> {
        self.choice.clear();
        self.session.view(len);
        self.refresh()
    }

    /// Replay controls: steps through the record without changing it.
    pub(in crate::web) fn step_view(&mut self, to: Step) -> Result<(), JsValue> {
        let len = self.session.record().tokens().len();
        let now = self.session.viewing().unwrap_or(len);
        let target = match to {
            Step::First => 0,
            Step::Back => now.saturating_sub(1),
            Step::Forward => now + 1,
            Step::Last => len,
            Step::At(n) => n,
        };
        if self.session.record().has_notes() {
            let point = target.min(len);
            self.announcement = crate::app::walk::step_words(self.session.record(), point);
        }
        self.view((target < len).then_some(target))
    }

    pub(in crate::web) fn play_from_here(&mut self) -> Result<(), JsValue> {
        self.session.play_from_here();
        self.reset_marks();
        self.refresh()
    }

    /// Shares a link to the shown position alone, or to the whole game (`web::share`), and
    /// says so where the buttons are.
    pub(in crate::web) fn share(&mut self, whole_game: bool) -> Result<(), JsValue> {
        let text = if whole_game {
            links::shared_text(self.session.record())
        } else {
            self.session.position_text()
        };
        self.announcement = super::share::offer(&text, whole_game)?;
        super::dom::set_text(
            &super::dom::by_id::<web_sys::Element>("share-note")?,
            &self.announcement,
        );
        panel::update(self)
    }

    /// The "Show legal moves" setting changed.
    pub(in crate::web) fn set_show_targets(&mut self, on: bool) -> Result<(), JsValue> {
        self.show_targets = on;
        storage::set_setting("show-targets", on);
        self.draw()
    }

    /// The "Show cell names" switch changed; `keep` saves it as the setting (a guided game
    /// turns it on for itself alone).
    pub(in crate::web) fn set_coords(&mut self, on: bool, keep: bool) -> Result<(), JsValue> {
        self.coords = on;
        if keep {
            storage::set_setting("coords", on);
        }
        self.draw()
    }

    /// The "Undo whole turns" setting changed.
    pub(in crate::web) fn set_undo_turns(&mut self, on: bool) {
        self.undo_turns = on;
        storage::set_setting("undo-turns", on);
    }

    /// The "Sound" setting changed.
    pub(in crate::web) fn set_sound(&mut self, on: bool) {
        self.sound.set_on(on);
        storage::set_setting("sound", on);
    }

    /// Whether the board is turned 180°.
    pub(in crate::web) fn flipped(&self) -> bool {
        self.flip
    }

    /// Turns the board, and remembers it for this game id.
    pub(in crate::web) fn flip(&mut self) -> Result<(), JsValue> {
        self.flip = !self.flip;
        storage::set_setting(&format!("flip.{}", self.session.game().id()), self.flip);
        self.draw()?;
        // The accessible board turns with the drawing.
        panel::update(self)
    }

    pub(super) fn reset_marks(&mut self) {
        self.choice.clear();
        self.message.clear();
        self.cursor = None;
    }

    pub(in crate::web) fn key(&mut self, command: Command) -> Result<(), JsValue> {
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
            Command::Hint => super::super::analysis::hint(self),
            Command::Escape => {
                if self.opening.is_open() {
                    self.opening.close();
                } else if self.session.game().ending().is_some() && self.result_shown() {
                    self.result_hidden = Some(self.session.record_text());
                }
                self.session.view(None);
                self.session.deselect();
                self.reset_marks();
                self.refresh()
            }
            Command::Offered(n) => self.play_offered(n - 1),
        }
    }
}

//! The computer's turns: it acts after its pause when it plays the seat to act in the game shown,
//! waits while paused, while the opening's card is up (until Play, Skip, Escape or a person's
//! move closes it), or after it failed, and its replies are played only if they still answer the
//! game on the board.

use super::{panel, Page};
use crate::ai::job::{Reply, Request};
use crate::app::text::InWords;
use crate::core::{Game, Seat, ToAct};
use crate::i18n::{t, tr};
use wasm_bindgen::JsValue;

impl Page {
    /// The seat whose turn it is, when the computer plays it and the game (not a browsed
    /// position) is shown.
    pub(in crate::web) fn computer_turn(&self) -> Option<Seat> {
        if self.session.viewing().is_some() {
            return None;
        }
        self.session
            .acting_seat()
            .filter(|&seat| self.players.computer(seat).is_some())
    }

    /// Whether the computer is thinking (for the indicator).
    pub(in crate::web) fn thinking(&self) -> bool {
        self.computer.pending().is_some()
    }

    /// Whether the computer failed to move in the game shown (and waits for a person), is
    /// paused, or waits for the opening's card to close.
    pub(in crate::web) fn computer_halted(&self) -> bool {
        self.paused
            || self.opening.is_open()
            || self.halted.as_deref() == Some(self.session.record_text().as_str())
    }

    /// Whether the computer players are paused.
    pub(in crate::web) fn paused(&self) -> bool {
        self.paused
    }

    /// Pauses the computer players, or lets them go on (the Pause button, key P).
    pub(in crate::web) fn toggle_pause(&mut self) -> Result<(), JsValue> {
        self.paused = !self.paused;
        self.announcement = t(if self.paused {
            "page-paused"
        } else {
            "page-resumed"
        });
        self.refresh()
    }

    /// Turns a person's input away during the computer's turn, saying why.
    pub(super) fn refuse_on_computer_turn(&mut self) -> bool {
        // In a game with a friend on another device, the friend's turns come by link.
        if let Some(hooks) = super::super::hooks::get().filter(|_| self.remote) {
            if let Err(why) = (hooks.may_act)(self) {
                self.message = crate::i18n::t(why);
                return true;
            }
        }
        let Some(seat) = self.computer_turn() else {
            return false;
        };
        self.message = tr(
            "page-computer-turn",
            &[(
                "seat",
                crate::app::text::seat_name(self.session.game(), seat).into(),
            )],
        );
        true
    }

    /// After every change: if the computer is to act in the game shown, it acts after its pause;
    /// a search for any other position is stopped.
    pub(super) fn schedule_computer(&mut self) {
        let record = self.session.record_text();
        // Not while the opening's card is up: a demonstration would otherwise play under it
        // (issue 37).
        let wanted = self.computer_turn().is_some() && !self.computer_halted();
        if wanted
            && (self
                .computer
                .pending()
                .is_some_and(|p| p.request.record == record)
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
    pub(in crate::web) fn computer_step(&mut self) -> Result<(), JsValue> {
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
            record: self.session.record_text(),
        };
        if let Some(failed) = self.computer.ask(request) {
            return self.computer_reply(failed);
        }
        panel::update(self)
    }

    /// A decision came back: play it if it still answers the game on the board.
    pub(in crate::web) fn computer_reply(&mut self, reply: Reply) -> Result<(), JsValue> {
        let record = self.session.record_text();
        if !self.computer.take_reply(&reply, &record) {
            return Ok(());
        }
        let game = self.session.game().clone();
        let played = match &reply {
            Reply::Move(_, text) => {
                game.parse_action(text)
                    .map_err(|e| e.in_words())
                    .and_then(|action| {
                        self.session
                            .play(action)
                            .map(|()| (action, text.clone()))
                            .map_err(|e| e.in_words())
                    })
            }
            Reply::Failed(_, why) => Err(why.clone()),
        };
        match played {
            Ok((action, text)) => {
                let who = match game.to_act() {
                    ToAct::Player(seat) => crate::app::text::seat_name(&game, seat),
                    _ => String::new(),
                };
                self.announcement = tr(
                    "page-computer-played",
                    &[("who", who.into()), ("move", text.into())],
                );
                self.refresh()?;
                let spots = game.action_spots(action);
                self.slide(spots.from, spots.to)
            }
            Err(why) => {
                self.halted = Some(record);
                self.message = tr("page-computer-failed", &[("why", why.into())]);
                panel::update(self)
            }
        }
    }
}

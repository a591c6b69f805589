//! Undo and redo: by single decisions or whole turns, passing over the computer's replies.

use super::{seat_to_decide, Session};
use crate::core::{Game, Seat, ToAct, Token};
use crate::games::AnyGame;

impl Session {
    /// Takes back the last decision: the last action and any throws after it (the throw it
    /// used stays, so undo cannot be used to throw again). Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        let tokens = self.record.tokens();
        let Some(last_action) = tokens.iter().rposition(|t| matches!(t, Token::Action(_))) else {
            return false;
        };
        if last_action < self.fixed {
            return false;
        }
        let taken: Vec<Token<AnyGame>> = tokens[last_action..].iter().rev().copied().collect();
        self.record.truncate(last_action);
        self.undone.extend(taken);
        self.selected = None;
        self.viewing = None;
        true
    }

    /// Undoes one decision, or with `whole_turns` the whole last turn (every decision its seat
    /// made in a row: Senet's extra throws, Arsisesi's unit actions); then goes on while the
    /// seat to act is one `skip` says to pass over (the computer's, against a person: taking
    /// back a person's move must also take back the computer's replies, or the computer would
    /// play them again at once). Returns whether anything changed.
    pub fn undo_by(&mut self, whole_turns: bool, mut skip: impl FnMut(Seat) -> bool) -> bool {
        if !self.undo_step(whole_turns) {
            return false;
        }
        while self.acting_seat().is_some_and(&mut skip) && self.undo_step(whole_turns) {}
        true
    }

    /// Redoes one decision or one whole turn, then goes on while the seat to act is one `skip`
    /// says to pass over and there is more to redo. Returns whether anything changed.
    pub fn redo_by(&mut self, whole_turns: bool, mut skip: impl FnMut(Seat) -> bool) -> bool {
        if !self.redo_step(whole_turns) {
            return false;
        }
        while self.acting_seat().is_some_and(&mut skip) && self.redo_step(whole_turns) {}
        true
    }

    fn undo_step(&mut self, whole_turn: bool) -> bool {
        if !self.undo() {
            return false;
        }
        while whole_turn && self.last_action_continues_turn() {
            self.undo();
        }
        true
    }

    fn redo_step(&mut self, whole_turn: bool) -> bool {
        let seat = self.acting_seat();
        if !self.redo() {
            return false;
        }
        while whole_turn && self.can_redo() && self.acting_seat() == seat {
            self.redo();
        }
        true
    }

    /// Whether the last action in the record was made by the seat that decides now, with no
    /// other seat deciding in between: the same turn.
    fn last_action_continues_turn(&self) -> bool {
        let tokens = self.record.tokens();
        let Some(i) = tokens.iter().rposition(|t| matches!(t, Token::Action(_))) else {
            return false;
        };
        let ToAct::Player(actor) = self.record.position_at(i).to_act() else {
            return false;
        };
        self.acting_seat() == Some(actor)
            && seat_to_decide(&self.record.position_at(i + 1)) == Some(actor)
    }

    /// Plays again what the last undo took back. Returns whether anything changed.
    pub fn redo(&mut self) -> bool {
        let mut changed = false;
        // Replay up to and including the next action, then the throws that followed it.
        while let Some(token) = self.undone.pop() {
            if self.record.push(token).is_err() {
                self.undone.clear();
                break;
            }
            changed = true;
            if matches!(token, Token::Action(_)) {
                while let Some(&next @ Token::Roll(_)) = self.undone.last() {
                    self.undone.pop();
                    if self.record.push(next).is_err() {
                        self.undone.clear();
                    }
                }
                break;
            }
        }
        self.selected = None;
        self.viewing = None;
        changed
    }

    /// Whether undo would do anything.
    pub fn can_undo(&self) -> bool {
        self.record.tokens()[self.fixed.min(self.record.tokens().len())..]
            .iter()
            .any(|t| matches!(t, Token::Action(_)))
    }

    /// Whether redo would do anything.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }
}

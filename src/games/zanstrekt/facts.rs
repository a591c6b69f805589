//! Žanstrekt's action facts (see `games::facts`): entering on one's Žan (`+`, ZAN-4), moves, which
//! are captures when they land on or jump over an opponent's piece (ZAN-6), exits (`-off`, ZAN-5),
//! the castle ambush and declining it by throwing (ZAN-9). Entering, exiting and the ambush keep
//! their own kind when they also capture.

use super::board::{side, ZAN};
use super::{ZanAction, Zanstrekt};
use crate::core::Game;
use crate::games::facts::{ActionFacts, ActionKind};

impl Zanstrekt {
    /// What `action` does here. Entering names the Žan the piece enters on as its `to`, though
    /// the notation (`+`) does not write it.
    pub fn action_facts(&self, action: ZanAction) -> ActionFacts {
        match action {
            ZanAction::Enter => {
                ActionFacts::new(ActionKind::Enter, None::<u8>, Some(ZAN[side(self.turn())]))
            }
            ZanAction::Move { from, to } => {
                let kind = if self.is_capture(action) {
                    ActionKind::Capture
                } else {
                    ActionKind::Move
                };
                ActionFacts::new(kind, Some(from), Some(to))
            }
            ZanAction::Exit { from } => ActionFacts::new(ActionKind::Exit, Some(from), None::<u8>),
            ZanAction::Ambush { from, to } => {
                ActionFacts::new(ActionKind::Ambush, Some(from), Some(to))
            }
            ZanAction::Throw => ActionFacts::bare(ActionKind::Throw),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::facts::testing::check;
    use crate::games::facts::ActionKind::*;

    #[test]
    fn entries_captures_exits_ambushes_and_throws() {
        check("zanstrekt;d3", "+", (Enter, "", "i1"));
        check("zanstrekt;d3,+,d2", "+", (Enter, "", "a3"));
        // ZAN-6: jumping over North's piece on i2 takes it.
        check("zanstrekt:9/8n/8s:s2:s0n0", "i1-i3", (Capture, "i1", "i3"));
        check("zanstrekt:9/9/8s:s2:s0n0", "i1-i3", (Move, "i1", "i3"));
        check("zanstrekt:9/9/7s1:s2:s0n0", "h1-off", (Exit, "h1", ""));
        let ambush = "zanstrekt:n8/s8/9:s*a3:s0n0";
        check(ambush, "a2xa3", (Ambush, "a2", "a3"));
        check(ambush, "throw", (Throw, "", ""));
    }
}

//! Senet's action facts (see `games::facts`): moves, attacks that swap places (SEN-5, SEN-8),
//! bearing off (SEN-12) and passing (SEN-9).

use super::{Senet, SenetAction};
use crate::core::Game;
use crate::games::facts::{ActionFacts, ActionKind};

impl Senet {
    /// What `action` does here.
    pub fn action_facts(&self, action: SenetAction) -> ActionFacts {
        match action {
            SenetAction::Move { from, to } => {
                let kind = if self.is_capture(action) {
                    ActionKind::Capture
                } else {
                    ActionKind::Move
                };
                ActionFacts::new(kind, Some(from), Some(to))
            }
            SenetAction::BearOff { from } => {
                ActionFacts::new(ActionKind::Exit, Some(from), None::<u8>)
            }
            SenetAction::Pass => ActionFacts::bare(ActionKind::Pass),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::facts::testing::check;
    use crate::games::facts::ActionKind::*;

    #[test]
    fn moves_swaps_bearing_off_and_passes() {
        check("senet;d2", "11-13", (Move, "11", "13"));
        // SEN-5: Black on 12 lands on the lone White piece on 14 and they swap.
        check("senet:11b1w5w10:b2", "12-14", (Capture, "12", "14"));
        // SEN-12: bearing off leaves the board, so there is no cell to go to.
        check("senet:4w24b:b3", "30-off", (Exit, "30", ""));
        // SEN-9: passing touches no cell.
        check("senet:www22b4:b1", "pass", (Pass, "", ""));
    }
}

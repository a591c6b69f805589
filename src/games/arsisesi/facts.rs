//! Arsisesi's action facts (see `games::facts`). A unit action is a kick when it lands on an
//! opponent's token (ARS-5), even straight out of a Home; otherwise leaving a Home for the field
//! enters it, reaching a Home (to turn over, ARS-6, or to be cleared, ARS-6 and ARS-7) exits the
//! field, and steps, jumps and side-steps (ARS-3, ARS-4, ARS-8) are moves. `end` gives up the
//! remaining points (ARS-2).

use super::{Arsisesi, ArsisesiAction, Place};
use crate::games::facts::{ActionFacts, ActionKind};

impl Arsisesi {
    /// What `action` does here.
    pub fn action_facts(&self, action: ArsisesiAction) -> ActionFacts {
        let ArsisesiAction::Move { from, to } = action else {
            return ActionFacts::bare(ActionKind::End);
        };
        let home = |place: Place| matches!(place, Place::SouthHome | Place::NorthHome);
        let kind = if self.kicked(action).is_some() {
            ActionKind::Capture
        } else if home(from) {
            ActionKind::Enter
        } else if home(to) {
            ActionKind::Exit
        } else {
            ActionKind::Move
        };
        ActionFacts::new(kind, Some(from), Some(to))
    }
}

#[cfg(test)]
mod tests {
    use crate::games::facts::testing::check;
    use crate::games::facts::ActionKind::*;

    #[test]
    fn entries_steps_kicks_exits_and_end() {
        check("arsisesi-b;d3", "S-1", (Enter, "S", "1"));
        check("arsisesi-c;d3", "S-c1", (Enter, "S", "c1"));
        // ARS-5: South's token on 2 kicks North's on 1 back home.
        let kick = "arsisesi-a:s3/ns5/n4:s1";
        check(kick, "2-1", (Capture, "2", "1"));
        check(kick, "2-3", (Move, "2", "3"));
        check(kick, "end", (End, "", ""));
        // ARS-7: reaching North's Home clears the token.
        check("arsisesi-b:s4/6s/n5:s1", "7-N", (Exit, "7", "N"));
    }
}

//! Seesaw's action facts (see `games::facts`): placing (SEE-8), moving (SEE-3, SEE-4),
//! capturing (SEE-5 … SEE-7) and ending a capture chain early (SEE-6).

use super::{Seesaw, SeesawAction};
use crate::games::facts::{ActionFacts, ActionKind};

impl Seesaw {
    /// What `action` does here.
    pub fn action_facts(&self, action: SeesawAction) -> ActionFacts {
        match action {
            SeesawAction::Move { from, to } => {
                ActionFacts::new(ActionKind::Move, Some(from), Some(to))
            }
            SeesawAction::Capture { from, to } => {
                ActionFacts::new(ActionKind::Capture, Some(from), Some(to))
            }
            SeesawAction::Place { cell } => {
                ActionFacts::new(ActionKind::Place, None::<u8>, Some(cell))
            }
            SeesawAction::End => ActionFacts::bare(ActionKind::End),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::facts::testing::check;
    use crate::games::facts::ActionKind::*;

    /// A side-4 game that reaches a compulsory capture (SEE-5), then a chain that may end (SEE-6).
    const GAME: &str = "seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,\
                        c1-b1,c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4";

    #[test]
    fn places_moves_captures_and_end() {
        check("seesaw-4", "+d2", (Place, "", "d2"));
        check("seesaw-4", "d1-e1", (Move, "d1", "e1"));
        check(GAME, "f3xe4", (Capture, "f3", "e4"));
        let chain = format!(
            "{GAME},f3xe4,e5xe4,+f3,e4xf3,f2xf3,b4-b3,f3-e4,b3-c3,d3xc3,d6-e5,e4xe5,f5xe5,\
             c3-c4,+e4,+e3,e4xe3,e2xe3,+c5,c4xc5,+f5,c5xe5,f5xe5,b1-a1,e5-d5,+c2,+b4,+g3,+f4,\
             g3xf4,d5-e4,f4xe4"
        );
        check(&chain, "end", (End, "", ""));
        check(&chain, "e4-d4", (Move, "e4", "d4"));
    }
}

//! Arcēs's action facts (see `games::facts`): a move onto an opponent's piece captures it or
//! cages it (ARC-6); both are captures to the player, since the opponent's piece can no longer
//! move. Other moves (to an empty cell, onto one's own stone) are moves; `pass` is ARC-8.

use super::board::Piece;
use super::{Arces, ArcesAction};
use crate::games::facts::{ActionFacts, ActionKind};

impl Arces {
    /// What `action` does here.
    pub fn action_facts(&self, action: ArcesAction) -> ActionFacts {
        match action {
            ArcesAction::Move { from, to } => {
                let opponent = match self.stack(to).uppermost() {
                    Some(Piece::Stone(seat) | Piece::Marble(seat)) => seat != self.turn(),
                    None => false,
                };
                let kind = if opponent {
                    ActionKind::Capture
                } else {
                    ActionKind::Move
                };
                ActionFacts::new(kind, Some(from), Some(to))
            }
            ArcesAction::Pass => ActionFacts::bare(ActionKind::Pass),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::facts::testing::check;
    use crate::games::facts::ActionKind::*;

    #[test]
    fn moves_cages_and_captures() {
        check("arces", "c1-c2", (Move, "c1", "c2"));
        // ARC-6: a lone stone onto North's lone stone on d4 cages it ...
        let cage = "arces:1nn(nN)1n1/7/7/3n3/3s3/7/1ss(sS)1s1:s:0";
        check(cage, "d3-d4", (Capture, "d3", "d4"));
        // ... and from a Tower it captures it; onto one's own stone it builds a Tower.
        let tower = "arces:1nn(nN)1n1/7/7/3n3/3(ss)3/7/1s1(sS)1s1:s:0";
        check(tower, "d3-d4", (Capture, "d3", "d4"));
        check(cage, "c1-d2", (Move, "c1", "d2"));
        check(cage, "d1-c1", (Move, "d1", "c1"));
    }
}

//! Arcēs: a race of marbles to the Gold under siege. Each seat still in scores its marble's
//! distance to the Gold (king steps), its stones (caged ones count little: they cannot move until
//! freed), its marble's room to move (the marble only steps onto its own lone stones: toward the
//! Gold, onto a stone of its own waiting on the Gold, or away from danger), and the danger to its
//! marble: an enemy stone beside it captures it on its owner's next move, which puts the seat
//! out, and enemy stones two steps away are one move from that. Seats that are out score
//! nothing; the scores become values with a softmax, so three or four seats share one win.

use super::{share, Evaluate, Values};
use crate::core::{Game, Seat};
use crate::games::arces::{Arces, Cell, Stack, GOLD};

/// Per king step between the marble and the Gold.
const DISTANCE: f32 = 2.0;
/// Per stone free to move.
const STONE: f32 = 1.0;
/// Per stone of the seat caged under an enemy's.
const CAGED: f32 = 0.3;
/// Per own lone stone beside the marble (at most three count): a square to flee to.
const ESCAPE: f32 = 0.4;
/// A marble with no own lone stone beside it cannot move at all.
const STUCK: f32 = 1.0;
/// An own lone stone beside the marble and nearer the Gold: a step toward the win.
const STEPPING_STONE: f32 = 0.6;
/// An own lone stone on the Gold itself: the marble wins by stepping onto it.
const STONE_ON_GOLD: f32 = 1.5;
/// A live enemy stone beside the marble with an enemy to move first: the marble is all but lost.
const ATTACKED: f32 = 8.0;
/// A live enemy stone beside the marble, its owner to move first and able to answer (flee, or
/// take or cage an attacker).
const THREATENED: f32 = 1.5;
/// As [`THREATENED`], with no answer in sight: the marble will be taken.
const TRAPPED: f32 = 6.0;
/// Per live enemy stone two steps from the marble: one move from attacking it.
const STALKED: f32 = 0.5;
/// Score units that make a clear edge.
const SCALE: f32 = 2.5;

/// King-step distance between two cells.
fn distance(a: Cell, b: Cell) -> u8 {
    a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank()))
}

/// The seat of the stone that could move off `stack`, if it belongs to a seat still in.
fn mobile_stone(game: &Arces, stack: Stack) -> Option<Seat> {
    let seat = match stack {
        Stack::Unit(s) | Stack::Tower(s) | Stack::Cage { top: s, .. } => s,
        Stack::Empty | Stack::Command(_) => return None,
    };
    game.has_marble(seat).then_some(seat)
}

/// Whether a stone of `seat` stands beside `cell`, ready to take or cage a stone there.
fn guarded(game: &Arces, seat: Seat, cell: Cell) -> bool {
    cell.neighbours()
        .iter()
        .any(|&n| mobile_stone(game, game.stack(n)) == Some(seat))
}

fn score(game: &Arces, seat: Seat, marble: Cell) -> f32 {
    let here = distance(marble, GOLD);
    let mut score = -DISTANCE * f32::from(here);
    let mut stalkers = 0;
    for cell in Cell::all() {
        let stack = game.stack(cell);
        score += match stack {
            Stack::Cage { bottom, top } if bottom == seat && top != seat => CAGED,
            _ => STONE * f32::from(stack.stones_of(seat)),
        };
        if distance(cell, marble) == 2 && mobile_stone(game, stack).is_some_and(|s| s != seat) {
            stalkers += 1;
        }
    }
    score -= STALKED * stalkers as f32;
    if game.stack(GOLD) == Stack::Unit(seat) {
        score += STONE_ON_GOLD;
    }
    let mut escapes = 0;
    let mut attackers = 0;
    let mut answered = true;
    for &near in marble.neighbours() {
        let stack = game.stack(near);
        if stack == Stack::Unit(seat) {
            escapes += 1;
            if distance(near, GOLD) < here {
                score += STEPPING_STONE;
            }
        }
        if mobile_stone(game, stack).is_some_and(|s| s != seat) {
            attackers += 1;
            answered &= guarded(game, seat, near);
        }
    }
    score += ESCAPE * escapes.min(3) as f32;
    if escapes == 0 {
        score -= STUCK;
    }
    if attackers > 0 {
        score -= if game.turn() != seat {
            // Whoever moves next can take it, unless it is this seat.
            ATTACKED
        } else if escapes > 0 || (attackers == 1 && answered) {
            THREATENED
        } else {
            TRAPPED
        };
    }
    score
}

impl Evaluate for Arces {
    fn evaluate(&self) -> Values {
        let mut scores = [None; 4];
        for &seat in self.seats() {
            if let Some(marble) = self.marble(seat) {
                scores[seat.index()] = Some(score(self, seat, marble));
            }
        }
        share(scores, SCALE)
    }
}

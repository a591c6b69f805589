//! Arsisesi: a race there (and, in Type A, back). Each seat scores its tokens' distance covered
//! along the whole trip: a waiting token 0, a token on the field its ranks from its own Home, a
//! token that turned over in the opponent's Home the full way out, a returning token that plus
//! the ranks it has come back, a cleared token the whole trip and a little more (it is safe from
//! kicks). The side to act gets its movement points left (one space each); the side about to
//! roll gets part of a mean roll.
//!
//! Playouts never give up movement points while a unit action is left: a random `end` would
//! waste most turns and make playouts much slower than real play.
//!
//! A Type A Bridge can lock for good ([`locked`]): no token will ever reach a Home again, so the
//! game can only end drawn (ARS-10, once the side that can still bring tokens in has done so, or
//! never). The race score would still call the side further along the winner, and the search
//! would keep that "lead" by ending its turns for ever instead of playing on to the stalemate;
//! such positions are worth an even share, all of it a draw ([`Evaluate::draw_chance`]), which
//! a search with a contempt for draws counts below an even share ([`crate::ai::contempt`]).

use super::lock::locked;
use super::{two_seat, Evaluate, Values};
use crate::core::{pick_index, Rng, Seat};
use crate::games::arsisesi::{Arsisesi, ArsisesiAction, GameType};

/// Extra worth of a cleared token over one about to arrive: it can no longer be kicked.
const CLEARED_BONUS: f32 = 2.0;
/// The side about to roll: a mean roll is 3.5 points, about half of which is ahead of the
/// opponent's next roll.
const TEMPO: f32 = 1.75;

fn score(game: &Arsisesi, seat: Seat) -> f32 {
    let far = f32::from(game.lane_len() + 1);
    let return_trip = game.kind() == GameType::A;
    let trip = if return_trip { 2.0 * far } else { far };
    let mut score = f32::from(game.cleared(seat)) * (trip + CLEARED_BONUS);
    if return_trip {
        score += f32::from(game.arrived(seat)) * far;
    }
    let (first, last) = game.kind().lane_range();
    for lane in first..=last {
        for rank in 1..=game.lane_len() {
            let Some(piece) = game.piece_at(lane, rank) else {
                continue;
            };
            if piece.owner != seat {
                continue;
            }
            // Ranks from the owner's own Home.
            let out = if seat == Seat::South {
                f32::from(rank)
            } else {
                far - f32::from(rank)
            };
            score += if piece.returning {
                2.0 * far - out
            } else {
                out
            };
        }
    }
    if game.turn() == seat {
        score += game.movement_points().map_or(TEMPO, f32::from);
    }
    score
}

impl Evaluate for Arsisesi {
    fn evaluate(&self) -> Values {
        self.judge().0
    }

    fn draw_chance(&self) -> f32 {
        self.judge().1
    }

    fn judge(&self) -> (Values, f32) {
        if locked(self) {
            return (two_seat(0.0, 1.0), 1.0);
        }
        // A token's whole trip is worth a clear edge (seven or sixteen spaces on the usual board).
        let scale =
            f32::from(self.lane_len() + 1) * if self.kind() == GameType::A { 0.8 } else { 0.5 };
        let race = two_seat(score(self, Seat::South) - score(self, Seat::North), scale);
        (race, 0.0)
    }

    fn playout_action(&self, legal: &[ArsisesiAction], rng: &mut Rng) -> ArsisesiAction {
        let moves = without_end(legal, &ArsisesiAction::End);
        moves[pick_index(moves.len(), rng)]
    }

    fn solved_actions(&self) -> Option<Vec<(ArsisesiAction, f64)>> {
        crate::ai::exact::mover_values(self)
    }
}

/// The legal list without a trailing `end` (it sorts last), unless `end` is all there is.
pub(super) fn without_end<'a, A: PartialEq>(legal: &'a [A], end: &A) -> &'a [A] {
    match legal.split_last() {
        Some((last, rest)) if last == end && !rest.is_empty() => rest,
        _ => legal,
    }
}

#[cfg(test)]
mod tests {
    use super::locked;
    use crate::core::Game;
    use crate::games::arsisesi::Arsisesi;

    fn position(text: &str) -> Arsisesi {
        Arsisesi::parse_start(text).unwrap()
    }

    #[test]
    fn a_locked_bridge_is_locked_and_an_open_one_is_not() {
        // Positions where Strong once ended its turns for ever (arena, seed 99).
        for text in [
            "arsisesi-a:s3/ssnn3/n3:n3",
            "arsisesi-a:s3/2ssnnn/n2:s",
            "arsisesi-a:s3/ssnn2n/n2:n5",
        ] {
            assert!(locked(&position(text)), "{text}");
        }
        for text in [
            // A gap: South's front token can jump North's into it.
            "arsisesi-a:s3/ss1nn2/n3:s",
            // North's front is a single token: South's jumps it.
            "arsisesi-a:s3/ssn4/n4:s",
            // A returning South token above the wall kicks its way down.
            "arsisesi-a:s2/ssnnS2/n3:s",
            // Type B never freezes this way (one token each on the field).
            "arsisesi-b:s4/s6/n4:s",
            "arsisesi-a",
        ] {
            assert!(!locked(&position(text)), "{text}");
        }
    }

    #[test]
    fn a_locked_bridge_is_worth_an_even_share_all_of_it_drawn() {
        use crate::ai::Evaluate;
        use crate::core::Seat;
        let values = position("arsisesi-a:s3/ssnn3/n3:n3").evaluate();
        assert_eq!(values[Seat::South.index()], 0.5);
        assert_eq!(values[Seat::North.index()], 0.5);
        assert_eq!(position("arsisesi-a:s3/ssnn3/n3:n3").draw_chance(), 1.0);
        assert_eq!(position("arsisesi-a:s3/ss1nn2/n3:s").draw_chance(), 0.0);
    }
}

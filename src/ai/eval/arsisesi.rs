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
//! A Type A Bridge can lock for good ([`super::lock::locked`]): no token will ever reach a Home
//! again, so the game can only end drawn (ARS-10, once the side that can still bring tokens in
//! has done so, or never). The race score would still call the side further along the winner,
//! and the search would keep that "lead" by ending its turns for ever instead of playing on to
//! the stalemate; such positions are worth an even share, all of it a draw
//! ([`Evaluate::draw_chance`]), which a search with a contempt for draws counts below an even
//! share ([`crate::ai::contempt`]).

use super::lock::{bridge_locked, Bridge};
use super::{two_seat, Evaluate, Values};
use crate::core::{pick_index, Rng, Seat};
use crate::games::arsisesi::{Arsisesi, ArsisesiAction, GameType, DIE_FACES};

/// Extra worth of a cleared token over one about to arrive: it can no longer be kicked.
const CLEARED_BONUS: f32 = 2.0;
/// The side about to roll: a mean roll is 3.5 points, about half of which is ahead of the
/// opponent's next roll.
const TEMPO: f32 = 1.75;

/// Each seat's score (South's, North's) and, in Type A, the Bridge packed for [`bridge_locked`],
/// in one scan of the field: the evaluation runs at every leaf of the computer's search, and one
/// scan per seat plus one for the lock cost a tenth of an Arsisesi A search. Each seat's sum
/// adds the same terms in the same order as a scan of its own would, so the bits are the same.
fn scores(game: &Arsisesi) -> ([f32; 2], Option<Bridge>) {
    let far = f32::from(game.lane_len() + 1);
    let return_trip = game.kind() == GameType::A;
    let trip = if return_trip { 2.0 * far } else { far };
    let seats = [Seat::South, Seat::North];
    let mut score = seats.map(|seat| f32::from(game.cleared(seat)) * (trip + CLEARED_BONUS));
    if return_trip {
        for (score, seat) in score.iter_mut().zip(seats) {
            *score += f32::from(game.arrived(seat)) * far;
        }
    }
    let mut bridge = return_trip.then(|| Bridge::homes(game));
    let (first, last) = game.kind().lane_range();
    for lane in first..=last {
        for rank in 1..=game.lane_len() {
            let Some(piece) = game.piece_at(lane, rank) else {
                continue;
            };
            // Ranks from the owner's own Home.
            let (out, score) = if piece.owner == Seat::South {
                (f32::from(rank), &mut score[0])
            } else {
                (far - f32::from(rank), &mut score[1])
            };
            *score += if piece.returning {
                2.0 * far - out
            } else {
                out
            };
            if let Some(bridge) = &mut bridge {
                *bridge = bridge.with(rank, piece);
            }
        }
    }
    let turn = usize::from(game.turn() != Seat::South);
    score[turn] += game.movement_points().map_or(TEMPO, f32::from);
    (score, bridge)
}

impl Evaluate for Arsisesi {
    fn unchanged_since(&self, earlier: &Arsisesi) -> bool {
        // Everything but whose turn it is: a roll due, and the same tokens in the same places.
        self.mp.is_none()
            && earlier.mp.is_none()
            && self.cells == earlier.cells
            && self.waiting == earlier.waiting
            && self.arrived == earlier.arrived
            && self.kind == earlier.kind
            && self.len == earlier.len
    }

    fn evaluate(&self) -> Values {
        self.judge().0
    }

    fn draw_chance(&self) -> f32 {
        self.judge().1
    }

    fn judge(&self) -> (Values, f32) {
        let ([south, north], bridge) = scores(self);
        // `bridge` is there in Type A only; a won game is not locked.
        if bridge.is_some_and(|b| self.winner().is_none() && bridge_locked(b)) {
            return (two_seat(0.0, 1.0), 1.0);
        }
        // A token's whole trip is worth a clear edge (seven or sixteen spaces on the usual board).
        let scale =
            f32::from(self.lane_len() + 1) * if self.kind() == GameType::A { 0.8 } else { 0.5 };
        (two_seat(south - north, scale), 0.0)
    }

    /// A unit action moves one token one space, or two with a jump (ARS-3, ARS-4), and costs a
    /// movement point: a seat wins at once only if its tokens' trips left fit in twice its
    /// points (the die's most while a roll is due).
    fn may_win_at_once(&self, seat: Seat) -> bool {
        let points = match self.movement_points() {
            Some(points) if self.turn() == seat => points,
            _ => DIE_FACES,
        };
        trip_left(self, seat) <= 2 * u32::from(points)
    }

    fn playout_action(&self, legal: &[ArsisesiAction], rng: &mut Rng) -> ArsisesiAction {
        let moves = without_end(legal, &ArsisesiAction::End);
        moves[pick_index(moves.len(), rng)]
    }

    fn solved_actions(&self) -> Option<Vec<(ArsisesiAction, f64)>> {
        crate::ai::exact::mover_values(self)
    }
}

/// The spaces `seat`'s tokens have still to cover until the last is cleared: the whole trip
/// for a token in its own Home, the way back (Type A) for one in the opponent's Home, and for one
/// on the field the rest of its way, as [`scores`] counts the way covered.
fn trip_left(game: &Arsisesi, seat: Seat) -> u32 {
    let far = u32::from(game.lane_len()) + 1;
    let return_trip = game.kind() == GameType::A;
    let trip = if return_trip { 2 * far } else { far };
    let mut left = u32::from(game.waiting(seat)) * trip + u32::from(game.arrived(seat)) * far;
    let (first, last) = game.kind().lane_range();
    for lane in first..=last {
        for rank in 1..=game.lane_len() {
            let Some(piece) = game.piece_at(lane, rank).filter(|p| p.owner == seat) else {
                continue;
            };
            // Ranks from the owner's own Home.
            let out = if seat == Seat::South {
                u32::from(rank)
            } else {
                far - u32::from(rank)
            };
            left += if piece.returning { out } else { trip - out };
        }
    }
    left
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
    use super::super::lock::locked;
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

    /// The evaluation packs the Bridge in its own scan: it must find the same locks as
    /// [`locked`], which packs it alone, all along random games.
    #[test]
    fn the_evaluation_sees_the_locks_that_locked_sees() {
        use crate::ai::Evaluate;
        use crate::core::{Rng, Token};
        let mut rng = Rng::with_seed(7);
        let (mut plies, mut locks) = (0, 0);
        for _ in 0..200 {
            let mut game = position("arsisesi-a");
            for _ in 0..300 {
                let lock = locked(&game);
                assert_eq!(game.draw_chance() == 1.0, lock, "{game}");
                plies += 1;
                locks += usize::from(lock);
                match crate::testkit::random_token(&game, &mut rng) {
                    Some(Token::Roll(roll)) => game.apply_roll_unchecked(roll),
                    Some(Token::Action(action)) => game.apply_unchecked(action),
                    None => break,
                }
            }
        }
        assert!(
            plies > 10_000 && locks > 100,
            "{plies} plies, {locks} locked"
        );
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

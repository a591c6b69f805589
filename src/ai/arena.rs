//! Matches between two levels, and their score.
//!
//! Seating: in a two-seat game the first level (`a`) takes South in even-numbered games and North
//! in odd ones. With three or four seats (Arcēs), `a` takes one seat and `b` all the others, the
//! seat of `a` rotating through the seating order from game to game: game `i` puts `a` in seat
//! `i mod players`. So `a` scores 1 for a win, ½ for a draw and 0 when any other seat wins.
//!
//! Randomness: game `i` of a match with seed `s` draws its rolls and every decision's seed from one
//! generator seeded by [`game_seed`]`(s, i)`, so one game of a match can be replayed alone.

use super::past::TurnStarts;
use super::{choose_after, Evaluate, Level};
use crate::core::{sample_roll, Game, Outcome, Rng, Seat, ToAct};

/// The level in each seat, indexed by [`Seat::index`], and the seat of the first level.
pub fn seating(seats: &[Seat], game: u32, a: Level, b: Level) -> ([Level; 4], Seat) {
    let a_seat = seats[game as usize % seats.len()];
    let mut levels = [b; 4];
    levels[a_seat.index()] = a;
    (levels, a_seat)
}

/// The seed of game `game` of a match with seed `seed`: the first number of a generator seeded
/// by the match seed plus a large odd multiple of the game number, so games are independent and
/// each can be replayed alone.
pub fn game_seed(seed: u64, game: u32) -> u64 {
    Rng::with_seed(seed.wrapping_add(u64::from(game).wrapping_mul(0x9E37_79B9_7F4A_7C15))).u64(..)
}

/// How one game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played<G: Game> {
    /// The result; `None` when the game hit the ply cap (scored as a draw).
    pub outcome: Option<Outcome>,
    /// Actions and rolls played.
    pub plies: u32,
    /// The actions and rolls in order, to replay or report the game.
    pub tokens: Vec<crate::core::Token<G>>,
}

/// Plays one game from `start` with the level in each seat (indexed by [`Seat::index`]). Rolls
/// are sampled from the weights; `decide` picks each action from the position and the game's
/// turn starts before it (normally [`choose_after`], wrapped by callers that time it). A game
/// still running after `max_plies` actions and rolls is stopped.
pub fn play_game<G: Evaluate>(
    start: &G,
    levels: [Level; 4],
    seed: u64,
    max_plies: u32,
    decide: &mut impl FnMut(&G, &[G], Level, u64) -> Option<G::Action>,
) -> Played<G> {
    use crate::core::Token;
    let mut rng = Rng::with_seed(seed);
    let mut game = start.clone();
    let mut tokens = Vec::new();
    let mut rolls = Vec::new();
    let mut turn_starts = TurnStarts::default();
    let mut plies = 0;
    loop {
        match game.to_act() {
            ToAct::Over => break,
            _ if plies >= max_plies => break,
            ToAct::Chance => {
                turn_starts.push(&game);
                rolls.clear();
                game.rolls(&mut rolls);
                let roll = sample_roll(&rolls, &mut rng);
                game.apply_roll_unchecked(roll);
                tokens.push(Token::Roll(roll));
            }
            ToAct::Player(seat) => {
                let decision_seed = rng.u64(..);
                let level = levels[seat.index()];
                let Some(action) = decide(&game, turn_starts.as_slice(), level, decision_seed)
                else {
                    break;
                };
                game.apply_unchecked(action);
                tokens.push(Token::Action(action));
            }
        }
        plies += 1;
    }
    Played {
        outcome: game.outcome(),
        plies,
        tokens,
    }
}

/// The running score of the first level of a match.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first level won.
    pub wins: u32,
    /// Games drawn, including those stopped by the ply cap.
    pub draws: u32,
    /// Games another seat won.
    pub losses: u32,
    /// Games stopped by the ply cap (also counted in `draws`).
    pub capped: u32,
    /// Actions and rolls played in all games.
    pub plies: u64,
}

impl Tally {
    /// Adds a game in which the first level sat in `a_seat`.
    pub fn add(&mut self, outcome: Option<Outcome>, a_seat: Seat, plies: u32) {
        self.plies += u64::from(plies);
        match outcome {
            None => {
                self.capped += 1;
                self.draws += 1;
            }
            Some(Outcome::Draw) => self.draws += 1,
            Some(Outcome::Win { winner, .. }) if winner == a_seat => self.wins += 1,
            Some(Outcome::Win { .. }) => self.losses += 1,
        }
    }

    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first level's score: (wins + ½ draws) / games, or 0 before any game.
    pub fn score(&self) -> f64 {
        match self.games() {
            0 => 0.0,
            n => (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(n),
        }
    }

    /// The 95% Wilson score interval of [`Tally::score`], treating the score as a proportion of
    /// the games played (a draw counts as half a success). Unlike the normal approximation it
    /// stays inside \[0, 1\] and is not empty at a score of 0 or 1.
    pub fn interval(&self) -> (f64, f64) {
        let n = f64::from(self.games());
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let z = 1.959_964;
        let p = self.score();
        let z2 = z * z;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

/// Plays a whole match of `games` games between levels `a` and `b` from `start` with
/// [`choose_after`], seated as the module documentation says. `max_plies` caps each game.
pub fn play_match<G: Evaluate>(
    start: &G,
    a: Level,
    b: Level,
    games: u32,
    seed: u64,
    max_plies: u32,
) -> Tally {
    let mut tally = Tally::default();
    for i in 0..games {
        let (levels, a_seat) = seating(start.seats(), i, a, b);
        let played = play_game(
            start,
            levels,
            game_seed(seed, i),
            max_plies,
            &mut choose_after,
        );
        tally.add(played.outcome, a_seat, played.plies);
    }
    tally
}

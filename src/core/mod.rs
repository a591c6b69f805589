//! The vocabulary every game shares: seats, who acts, outcomes, the [`Game`] trait with explicit
//! chance points, notation errors, records (plain and compact) and perft.
//!
//! Modelled on OpenSpiel's explicit chance nodes (rolls are listed with integer weights and applied
//! by whoever runs the game) and on shakmaty's checked API (`play` validates against the legal list
//! and leaves the state unchanged on error).

pub mod base64url;
pub mod compact;
mod decimal;
mod error;
pub mod notes;
mod perft;
mod record;
mod rng;
mod sort;

pub use compact::CompactError;
pub use decimal::decimal;
pub use error::{
    cut, shorten, Invalid, ParseError, PlayError, Reason, RuleWords, Value, QUOTE_CHARS,
};
pub use notes::{Arrow, Hue, Note, NoteError, Place};
pub use perft::perft;
pub use record::{Record, RecordError, Token};
pub use rng::{pick_index, sample_roll, Rng};
pub use sort::{sort_small, sort_small_by};

use std::fmt::{Debug, Display};
use std::hash::Hash;

/// An absolute seat at the table. Two-player games use South and North; Arcēs adds West and East.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Seat {
    /// Sits at the bottom of the screen; plays first unless a ruling says otherwise.
    South,
    /// Arcēs only: second in turn order (ARC-2).
    West,
    /// Sits at the top of the screen.
    North,
    /// Arcēs only: fourth in turn order (ARC-2).
    East,
}

impl Seat {
    /// All seats in Arcēs turn order.
    pub const ALL: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];
    /// The two seats of a two-player game.
    pub const TWO: [Seat; 2] = [Seat::South, Seat::North];

    /// The seat's letter in notation: `s`, `w`, `n`, `e`.
    pub fn letter(self) -> char {
        match self {
            Seat::South => 's',
            Seat::West => 'w',
            Seat::North => 'n',
            Seat::East => 'e',
        }
    }

    /// The seat for a notation letter (lower case).
    pub fn from_letter(c: char) -> Option<Seat> {
        Some(match c {
            's' => Seat::South,
            'w' => Seat::West,
            'n' => Seat::North,
            'e' => Seat::East,
            _ => return None,
        })
    }

    /// Index 0..4 in [`Seat::ALL`] order, for per-seat arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The seat's name in English, for the command line; it is also the catalog key of the
    /// seat's word in other languages (`app::text::seat_name`, message `seat-south`).
    pub fn name(self) -> &'static str {
        match self {
            Seat::South => "South",
            Seat::West => "West",
            Seat::North => "North",
            Seat::East => "East",
        }
    }

    /// The other seat of a two-player game.
    pub fn opponent(self) -> Seat {
        match self {
            Seat::South => Seat::North,
            Seat::North => Seat::South,
            Seat::West => Seat::East,
            Seat::East => Seat::West,
        }
    }
}

/// Who acts next.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ToAct {
    /// This seat chooses an action from the legal list.
    Player(Seat),
    /// A roll is due: its outcomes and weights come from [`Game::rolls`].
    Chance,
    /// The game has ended; see [`Game::outcome`].
    Over,
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One seat won; `points` is the game's own score of the win (Senet SEN-13), otherwise 1.
    Win {
        /// The winning seat.
        winner: Seat,
        /// Points scored by the winner.
        points: u32,
    },
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// The result for one seat on the scale loss 0, draw ½, win 1.
    pub fn score_for(self, seat: Seat) -> f64 {
        match self {
            Outcome::Win { winner, .. } if winner == seat => 1.0,
            Outcome::Win { .. } => 0.0,
            Outcome::Draw => 0.5,
        }
    }
}

impl Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Win { winner, points } if *points > 1 => {
                write!(f, "{} wins ({points} points)", winner.name())
            }
            Outcome::Win { winner, .. } => write!(f, "{} wins", winner.name()),
            Outcome::Draw => f.write_str("draw"),
        }
    }
}

/// A clickable place on a board: a cell, a Home, a pool. Its meaning is the game's own; the game's
/// layout maps it to pixels, and [`Game::action_spots`] maps actions onto it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot(pub u16);

/// Where an action starts and ends on the board, for pointer input and highlights.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ActionSpots {
    /// The spot the player selects first (the moving piece), if any.
    pub from: Option<Spot>,
    /// The spot the action goes to, if any.
    pub to: Option<Spot>,
}

/// One game's rules: a position that knows who acts, what may be done, and what chance may bring.
///
/// Legality has one source, [`Game::legal_actions`]; [`Game::play`] checks against it.
/// Rules never hold randomness: at a chance point the runner samples one of [`Game::rolls`].
pub trait Game: Clone + Debug + Eq + Hash + Display {
    /// A player's decision. Prints and parses as docs/notation.md says.
    type Action: Copy + Debug + Eq + Ord + Hash + Display;
    /// A chance outcome (a throw, a die). Prints as `d<value>`.
    type Roll: Copy + Debug + Eq + Ord + Hash + Display;

    /// The game id of this position (`senet`, `seesaw-4`, `arces-3`, …).
    fn id(&self) -> &'static str;
    /// Reads a record's start: one of this game's ids (its initial position) or a position.
    fn parse_start(text: &str) -> Result<Self, ParseError>;
    /// The seats playing, in turn order.
    fn seats(&self) -> &'static [Seat];
    /// Who acts now.
    fn to_act(&self) -> ToAct;
    /// Appends the legal actions, sorted and unique; empty unless a player is to act.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Appends the possible rolls with positive integer weights, in ascending value (compact
    /// records number them in that order); empty unless at a chance point.
    fn rolls(&self, out: &mut Vec<(Self::Roll, u32)>);
    /// Applies an action known to be legal.
    fn apply_unchecked(&mut self, action: Self::Action);
    /// Applies a roll known to be possible.
    fn apply_roll_unchecked(&mut self, roll: Self::Roll);
    /// The result, once [`Game::to_act`] is [`ToAct::Over`].
    fn outcome(&self) -> Option<Outcome>;
    /// Parses an action in this position's notation (cell names may depend on the board).
    fn parse_action(&self, text: &str) -> Result<Self::Action, ParseError>;
    /// Parses a roll token such as `d4`.
    fn parse_roll(&self, text: &str) -> Result<Self::Roll, ParseError>;
    /// The board spots an action starts from and goes to.
    fn action_spots(&self, action: Self::Action) -> ActionSpots;
    /// The spot of a place written as this game writes it in actions (`13`, `e3`, `c4`, `S`), for
    /// the marks and arrows of annotated records; `None` if this board has no such place.
    fn parse_place(&self, text: &str) -> Option<Spot>;

    /// The seat that throws at a chance point: the one the position's turn field names
    /// (NOTATION.md: a side letter alone means that side must throw now). Games with chance keep
    /// the seat whose turn it is; `None` in games without chance.
    fn thrower(&self) -> Option<Seat> {
        None
    }

    /// Whether an action removes or displaces an opponent's piece (drawn differently on the board).
    fn is_capture(&self, _action: Self::Action) -> bool {
        false
    }

    /// The name a seat has in this game (Senet says Black and White), in English for the command
    /// line; people read it in their language through `app::text::seat_name`.
    fn seat_name(&self, seat: Seat) -> &'static str {
        seat.name()
    }

    /// Whether `action` is in the legal list.
    fn is_legal(&self, action: Self::Action) -> bool {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        legal.binary_search(&action).is_ok()
    }

    /// Plays a legal action; on error the position is unchanged.
    fn play(&mut self, action: Self::Action) -> Result<(), PlayError> {
        if self.is_legal(action) {
            self.apply_unchecked(action);
            Ok(())
        } else {
            Err(self.illegal(action.to_string()))
        }
    }

    /// Applies a possible roll; on error the position is unchanged.
    fn play_roll(&mut self, roll: Self::Roll) -> Result<(), PlayError> {
        let mut rolls = Vec::new();
        self.rolls(&mut rolls);
        if rolls.iter().any(|&(r, _)| r == roll) {
            self.apply_roll_unchecked(roll);
            Ok(())
        } else if rolls.is_empty() {
            Err(PlayError::NotChance {
                token: roll.to_string(),
            })
        } else {
            Err(PlayError::ImpossibleRoll {
                token: roll.to_string(),
            })
        }
    }

    /// The error for an action token that is not legal here, explaining why in plain words.
    fn illegal(&self, token: String) -> PlayError {
        match self.to_act() {
            ToAct::Player(_) => PlayError::Illegal { token },
            ToAct::Chance => PlayError::RollDue { token },
            ToAct::Over => PlayError::GameOver { token },
        }
    }
}

//! The pure interface state machine, shared by the page and the tests: a game session with its
//! record, selection, ceremony and status, driven by spots (clicks) and commands. It knows nothing
//! of the DOM; `web` only forwards events to it and draws what it reports.

pub mod a11y;
pub mod analysis;
pub mod ceremony;
pub mod dice;
pub mod editor;
pub mod effect;
pub mod embed;
pub mod games_list;
pub mod guide;
mod hints;
pub mod keys;
pub mod lesson;
pub mod links;
mod moves;
pub mod players;
pub mod puzzle;
pub mod refusal;
pub mod remote_games;
pub mod remote_news;
pub mod remote_turn;
pub mod remote_words;
pub mod result;
pub mod review;
pub mod rules;
pub mod saved;
mod session;
pub mod text;
pub mod turns;
pub mod walk;

pub use ceremony::{decides_seats, player_names, Alone, Ceremony};
pub use moves::{moves, Move};
pub use players::{Controller, Players};
pub use session::{computer_labels, seat_labels, ClickResult, Session};

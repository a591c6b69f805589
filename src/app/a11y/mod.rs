//! Playing without sight (issue 21): the pure models a screen reader's board uses. The page
//! calls them with the position it shows:
//! - [`cell`] reads one place ("Square 15, house of rebirth: White piece"), [`focus`] adds what
//!   the accessible board's focused cell needs (selected, where its piece can go);
//! - [`turn`], [`short`] and [`full`] read whose turn it is and the whole position;
//! - [`move_words`] names a legal move for the list of moves, [`played`] announces one,
//!   [`action_words`] names a record's action for the move list;
//! - [`parse`] reads a typed move against the legal moves, with errors in words;
//! - [`nav`] moves the keyboard's cursor in the board's own geometry.
//!
//! Facts come typed from `games` ([`crate::games::places`], [`crate::games::facts`]); every word comes
//! from the message catalog (`locales/<lang>/a11y.ftl`).

mod actions;
mod errors;
pub mod nav;
mod news;
mod position;
mod typed;
mod words;

pub use actions::{action_words, focus, focus_in, move_words, played};
pub use errors::TypedError;
pub use news::{entry, last_move, news, news_to, turn_numbers};
pub use position::{board_label, full, short, turn};
pub use typed::{parse, Typed};
pub use words::{cell, place_name, seat};

#[cfg(test)]
mod tests;

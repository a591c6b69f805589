//! Refusals in words: why a move is not legal, from the typed facts of [`crate::games::refusal`]
//! through the catalog (`locales/<lang>/refusals.ftl`), in the current language. This is the one
//! source of "why not" for every place a move is refused; a lesson judges wrong moves through
//! the same paths:
//! - a click or tap, or Enter on the accessible board: [`Session::click`] answers
//!   `ClickResult::Refused(sentence)`, the sentence of [`clicked`] for the selected piece and the
//!   spot clicked (or the spot alone, with nothing selected);
//! - a typed move: [`crate::app::a11y::parse`] answers a `TypedError` whose words end with the
//!   same sentence (`TypedError::Refused`);
//! - notation played on an embedded board (`play()`) and records on the command line: a record
//!   whose token is refused is worded by [`record_error`] (the error, then the reason);
//! - anything else that holds a position and an action: [`action`].
//!
//! [`Session::click`]: crate::app::Session::click

use crate::core::{Game, PlayError, Record, RecordError, Spot, Value};
use crate::games::refusal::Refusal;
use crate::games::{AnyAction, AnyGame};
use crate::i18n::{self, tr, Arg};

/// A refusal in one sentence.
pub fn words(game: &AnyGame, refusal: &Refusal) -> String {
    fact_words(
        game,
        &format!("refusal-{}", refusal.kind.name()),
        &refusal.values,
    )
}

/// The catalog message `key` about `game`, with a fact's values as its arguments (seats in
/// words, Homes and pools by name, cells as moves name them) and `$piece`, the game's noun.
pub fn fact_words(game: &AnyGame, key: &str, values: &[(&'static str, Value)]) -> String {
    let places = game.places();
    let mut args: Vec<(&str, Arg<'_>)> = values
        .iter()
        .map(|(name, value)| {
            let arg = match value {
                Value::Num(n) => Arg::Num(*n),
                Value::Seat(seat) => Arg::from(i18n::seat_name(seat)),
                // Homes and pools in words; cells as moves name them.
                Value::Text(text) => match places.iter().find(|p| p.name == *text) {
                    Some(place) => Arg::from(crate::app::a11y::place_name(game, place)),
                    None => Arg::from(text),
                },
            };
            (*name, arg)
        })
        .collect();
    let noun = match game {
        AnyGame::Seesaw(_) => "stack",
        AnyGame::Arsisesi(_) => "token",
        _ => "piece",
    };
    args.push(("piece", noun.into()));
    tr(key, &args)
}

/// Why the selected piece on `from` cannot go to `to`, or with nothing selected (`to` none)
/// why the piece on `from` cannot move; `None` when it can, or nobody is to act.
pub fn clicked(game: &AnyGame, from: Spot, to: Option<Spot>) -> Option<String> {
    game.refusal(Some(from), to).map(|r| words(game, &r))
}

/// Why `action` cannot be played in `game`; `None` when it can, or nobody is to act.
pub fn action(game: &AnyGame, action: AnyAction) -> Option<String> {
    game.action_refusal(action).map(|r| words(game, &r))
}

/// The refusal behind a record that could not be read: its token was understood but is not
/// legal where it stands. `text` is the record as given (plain; compact records are checked
/// move by move when decoded). The position and the refusal, for whoever words them.
pub fn of_record(text: &str, error: &RecordError) -> Option<(AnyGame, Refusal)> {
    let RecordError::TokenPlay {
        offset,
        error: PlayError::Illegal { token },
        ..
    } = error
    else {
        return None;
    };
    let before: String = text.chars().take(*offset).collect();
    let before = before.trim_end_matches([',', ';']);
    let game = Record::<AnyGame>::parse(before).ok()?.position().clone();
    let action = game.parse_action(token).ok()?;
    let refusal = game.action_refusal(action)?;
    Some((game, refusal))
}

/// A record's error in words, followed by the reason its token is refused where there is one.
pub fn record_error(text: &str, error: &RecordError) -> String {
    use crate::app::text::InWords;
    let said = error.in_words();
    match of_record(text, error) {
        Some((game, refusal)) => format!("{said} {}", words(&game, &refusal)),
        None => said,
    }
}

#[cfg(test)]
mod tests;

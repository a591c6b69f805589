//! What the live region says as a game goes on, and the move list's names: every token of a
//! record in words, with its move number and its player, so that a throw repeated on the next
//! turn is still spoken (its number changed).

use super::actions::{action_words, played};
use super::position::turn;
use super::words::seat;
use crate::core::{Game, Record, Seat, ToAct, Token};
use crate::games::AnyGame;
use crate::i18n::{t, tr};

/// Who decides at `before`: the seat to act, or the seat whose throw is due.
fn decider(before: &AnyGame) -> Option<Seat> {
    match before.to_act() {
        ToAct::Player(s) => Some(s),
        _ => before.turn_facts().seat,
    }
}

fn who(before: &AnyGame) -> String {
    decider(before).map_or_else(String::new, |s| seat(before, s))
}

fn thrown(token: &Token<AnyGame>) -> String {
    token.to_string().trim_start_matches('d').to_string()
}

/// The move list's name for the `number`th token (1-based) of a record, played from `before`:
/// "Move 6, Black: Move the piece on 11 to 13", "Move 5, Black: threw 3".
pub fn entry(before: &AnyGame, token: &Token<AnyGame>, number: usize) -> String {
    let who = who(before);
    match token {
        Token::Roll(_) => tr(
            "a11y-entry-throw",
            &[
                ("n", number.into()),
                ("who", who.into()),
                ("value", thrown(token).into()),
            ],
        ),
        Token::Action(action) => tr(
            "a11y-entry",
            &[
                ("n", number.into()),
                ("who", who.into()),
                ("action", action_words(before, *action).into()),
            ],
        ),
    }
}

/// The announcement of the record's tokens after the first `from`, then whose turn it is (or
/// how the game ended): "Move 5: Black threw 3. Black: Move the piece on 11 to 13. White to
/// throw." Empty when nothing was added.
pub fn news(record: &Record<AnyGame>, from: usize) -> String {
    let tokens = record.tokens();
    if from >= tokens.len() {
        return String::new();
    }
    let mut game = record.position_at(from);
    let mut lines = Vec::new();
    for (i, token) in tokens.iter().enumerate().skip(from) {
        lines.push(match token {
            Token::Roll(_) => tr(
                "a11y-threw",
                &[
                    ("n", (i + 1).into()),
                    ("who", who(&game).into()),
                    ("value", thrown(token).into()),
                ],
            ),
            Token::Action(action) => played(&game, &super::actions::as_move(&game, vec![*action])),
        });
        match token {
            Token::Roll(roll) => game.apply_roll_unchecked(*roll),
            Token::Action(action) => game.apply_unchecked(*action),
        }
    }
    lines.push(turn(&game));
    lines.join(" ")
}

/// The last action of a record in words, with its number and player (the L key); the last
/// throw when no action was played yet.
pub fn last_move(record: &Record<AnyGame>) -> String {
    let tokens = record.tokens();
    let last = tokens
        .iter()
        .rposition(|t| matches!(t, Token::Action(_)))
        .or_else(|| tokens.len().checked_sub(1));
    match last {
        Some(i) => tr(
            "a11y-last",
            &[(
                "entry",
                entry(&record.position_at(i), &tokens[i], i + 1).into(),
            )],
        ),
        None => t("a11y-no-move"),
    }
}

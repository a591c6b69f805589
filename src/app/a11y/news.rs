//! What the live region says as a game goes on, and the move list's names: every token of a
//! record in words, with its turn's number (as the move list shows it) and its player, so that a
//! throw repeated on the next turn is still spoken (its number changed).

use super::actions::{action_words, move_words, played};
use super::position::turn;
use super::words::seat;
use crate::app::turns::Turns;
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

/// The number of the turn each token of `record` belongs to (1-based), as the move list
/// numbers its entries ([`Turns`]), so that the names, the announcements and the list agree.
pub fn turn_numbers(record: &Record<AnyGame>) -> Vec<usize> {
    let mut turns = Turns::new(record.start());
    turns.sync(record);
    let mut numbers = vec![0; record.tokens().len()];
    for turn in turns.turns() {
        for n in numbers.iter_mut().skip(turn.first).take(turn.len) {
            *n = turn.number;
        }
    }
    numbers
}

/// The move list's name for a token of a record, played from `before` in turn `number` (as the
/// list numbers its turns, [`Turns`]): "Turn 3, Black: Move the piece on 11 to 13", "Turn 3,
/// Black: threw 3".
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
/// how the game ended): "Turn 3: Black threw 3. Black: Move the piece on 11 to 13. White to
/// throw." Empty when nothing was added. `labels` names who plays a seat where the page knows
/// it (the computer and its level, [`crate::app::session::computer_labels`]), so that a
/// listener can tell the computer's moves from their own: "White (computer, strong): …".
pub fn news(record: &Record<AnyGame>, from: usize, labels: &[Option<String>; 4]) -> String {
    news_to(record, from, record.tokens().len(), labels)
}

/// [`news`] of the tokens from `from` to `to` only, then whose turn it is after them: what a
/// walkthrough's step without a caption says ("Turn 1: Black threw 2. Black to move with a 2.").
pub fn news_to(
    record: &Record<AnyGame>,
    from: usize,
    to: usize,
    labels: &[Option<String>; 4],
) -> String {
    let tokens = &record.tokens()[..to.min(record.tokens().len())];
    if from >= tokens.len() {
        return String::new();
    }
    let numbers = turn_numbers(record);
    let mut game = record.position_at(from);
    let mut lines = Vec::new();
    for (i, token) in tokens.iter().enumerate().skip(from) {
        lines.push(match token {
            Token::Roll(_) => tr(
                "a11y-threw",
                &[
                    ("n", numbers[i].into()),
                    ("who", who(&game).into()),
                    ("value", thrown(token).into()),
                ],
            ),
            Token::Action(action) => {
                let mv = super::actions::as_move(&game, vec![*action]);
                match decider(&game).and_then(|s| labels[s.index()].as_ref().map(|l| (s, l))) {
                    Some((s, label)) => tr(
                        "a11y-played",
                        &[
                            (
                                "who",
                                tr(
                                    "status-who",
                                    &[("seat", seat(&game, s).into()), ("name", label.into())],
                                )
                                .into(),
                            ),
                            ("action", move_words(&game, &mv).into()),
                        ],
                    ),
                    None => played(&game, &mv),
                }
            }
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
                entry(&record.position_at(i), &tokens[i], turn_numbers(record)[i]).into(),
            )],
        ),
        None => t("a11y-no-move"),
    }
}

//! What an embedded board tells its host: the details of the `quintet-…` events, the entries of
//! `legalMoves()` and the result of `play()`. They are typed here once; `web` hands them to
//! JavaScript with serde-wasm-bindgen, as a `CustomEvent`'s detail on `<quintet-board>` and as
//! `{ type, … }` messages from `embed.html` to its parent. Records stay plain strings.

use crate::core::{Game, Outcome, Seat, ToAct};
use crate::games::AnyGame;
use serde::Serialize;

/// A seat's name in the embed API (`"south"`, `"west"`, `"north"`, `"east"`): an identifier,
/// whatever the game calls the seat for people.
pub fn seat_id(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "south",
        Seat::West => "west",
        Seat::North => "north",
        Seat::East => "east",
    }
}

/// `quintet-move`: an action was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveDetail {
    /// The whole record after the action.
    pub record: String,
    /// The action, in the game's notation.
    #[serde(rename = "move")]
    pub notation: String,
    /// Who played it.
    pub seat: &'static str,
    /// The position after it.
    pub position: String,
    /// Tokens in the record after it (rolls count): `goTo(ply)` shows this position.
    pub ply: u32,
}

/// `quintet-roll`: sticks were thrown or a die rolled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RollDetail {
    /// The value thrown.
    pub roll: u8,
    /// Who threw.
    pub seat: Option<&'static str>,
}

/// `quintet-end`: the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EndDetail {
    /// `"win"` or `"draw"`.
    pub outcome: &'static str,
    /// The winner's seat, for a win.
    pub winner: Option<&'static str>,
    /// The winner's points, for a win (1 in games that do not score; Senet scores, SEN-13).
    pub points: Option<u32>,
}

impl EndDetail {
    /// The details of a game's outcome.
    pub fn of(outcome: Outcome) -> EndDetail {
        match outcome {
            Outcome::Win { winner, points } => EndDetail {
                outcome: "win",
                winner: Some(seat_id(winner)),
                points: Some(points),
            },
            Outcome::Draw => EndDetail {
                outcome: "draw",
                winner: None,
                points: None,
            },
        }
    }
}

/// `quintet-error`: something the board was given cannot be used (its note says the same).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ErrorDetail {
    /// What went wrong, in plain words.
    pub message: String,
}

/// `quintet-solved`: the reader played a whole line of the puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SolvedDetail {
    /// Tries needed: 1 when no wrong move was made.
    pub tries: u32,
}

/// `quintet-wrong`: the reader's move is not one the puzzle asks for; it was taken back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WrongDetail {
    /// The move tried, in notation (an Arsisesi route's actions joined by commas).
    #[serde(rename = "move")]
    pub notation: String,
    /// The reader's wrong tries so far, this one included.
    pub tries: u32,
    /// What the board says under it ("Not this one."), in its language.
    pub message: String,
}

/// One event of an embedded board; it serializes as its detail alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum BoardEvent {
    /// `quintet-move`.
    Move(MoveDetail),
    /// `quintet-roll`.
    Roll(RollDetail),
    /// `quintet-end`.
    End(EndDetail),
    /// `quintet-error`.
    Error(ErrorDetail),
    /// `quintet-solved`.
    Solved(SolvedDetail),
    /// `quintet-wrong`.
    Wrong(WrongDetail),
}

impl BoardEvent {
    /// The event's type name, as the element dispatches it and the iframe posts it.
    pub fn name(&self) -> &'static str {
        match self {
            BoardEvent::Move(_) => "quintet-move",
            BoardEvent::Roll(_) => "quintet-roll",
            BoardEvent::End(_) => "quintet-end",
            BoardEvent::Error(_) => "quintet-error",
            BoardEvent::Solved(_) => "quintet-solved",
            BoardEvent::Wrong(_) => "quintet-wrong",
        }
    }
}

/// One entry of `legalMoves()`: a legal action now, with its typed facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalMove {
    /// The action in notation, as `play()` takes it.
    pub notation: String,
    /// The cell it starts from, if any.
    pub from: Option<String>,
    /// The cell it goes to, if any.
    pub to: Option<String>,
    /// `"move"`, `"capture"`, `"place"`, `"pass"`, `"end"`, `"enter"`, `"exit"`, `"ambush"` or
    /// `"throw"`.
    pub kind: &'static str,
}

/// The legal actions of the player to act in `game` (none at a chance point or at the end).
pub fn legal_moves(game: &AnyGame) -> Vec<LegalMove> {
    if !matches!(game.to_act(), ToAct::Player(_)) {
        return Vec::new();
    }
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions
        .into_iter()
        .map(|action| {
            let facts = game.action_facts(action);
            LegalMove {
                notation: action.to_string(),
                from: facts.from,
                to: facts.to,
                kind: facts.kind.name(),
            }
        })
        .collect()
}

/// What `play()`, `goTo()` and the iframe's commands answer (by default: not done, no reason,
/// as for a board that is gone).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Answer {
    /// Whether it was done.
    pub ok: bool,
    /// Why not, in plain words.
    pub error: Option<String>,
}

impl Answer {
    /// Done.
    pub fn ok() -> Answer {
        Answer {
            ok: true,
            error: None,
        }
    }

    /// Not done, for the reason given.
    pub fn refused(error: impl Into<String>) -> Answer {
        Answer {
            ok: false,
            error: Some(error.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_moves_carry_notation_cells_and_kinds() {
        let game = crate::core::Record::<AnyGame>::parse("senet;d2")
            .unwrap()
            .position()
            .clone();
        let moves = legal_moves(&game);
        let first = &moves[0];
        assert_eq!(first.notation, "8-10");
        assert_eq!(first.from.as_deref(), Some("8"));
        assert_eq!(first.to.as_deref(), Some("10"));
        assert_eq!(first.kind, "move");
        // At a chance point nobody has a move.
        assert!(legal_moves(&AnyGame::new("senet").unwrap()).is_empty());
    }

    #[test]
    fn outcomes_name_seats_and_points() {
        let win = EndDetail::of(Outcome::Win {
            winner: Seat::North,
            points: 3,
        });
        assert_eq!(
            (win.outcome, win.winner, win.points),
            ("win", Some("north"), Some(3))
        );
        let draw = EndDetail::of(Outcome::Draw);
        assert_eq!(
            (draw.outcome, draw.winner, draw.points),
            ("draw", None, None)
        );
    }
}

//! Why a typed move is not a move here, in words.

use super::words::{noun, short};
use crate::app::refusal;
use crate::games::refusal::Refusal;
use crate::games::AnyGame;
use crate::i18n::{t, tr};

/// Why a typed line is not a move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedError {
    /// Nothing was typed; an example of what would do.
    Empty(String),
    /// The game has ended.
    Over,
    /// A throw is due before any move.
    ThrowFirst,
    /// "Throw" was typed where nothing is to be thrown.
    NoThrow,
    /// A word that is neither notation, a keyword nor a cell of this board.
    Unknown(String),
    /// The rule that refuses the move, alone: no piece of the mover's there, someone else's,
    /// or a move without a piece to name (`pass`, a placement).
    Refused(Refusal),
    /// The mover's piece on this place has no move now, and the rule that bars it.
    Stuck(String, Refusal),
    /// The mover's piece on the first place cannot reach the second, and the rule that bars it.
    CannotReach(String, String, Refusal),
    /// Several moves fit; their notations.
    Ambiguous(Vec<String>),
    /// Understood, but not legal here (the text as typed, shortened).
    Illegal(String),
}

/// At most as much typed text as any error quotes ([`QUOTE_CHARS`](crate::core::QUOTE_CHARS)),
/// marked when cut.
pub(super) use crate::core::shorten as clip;

impl TypedError {
    /// The error in words, for `game` (the position the text was read against).
    pub fn words(&self, game: &AnyGame) -> String {
        let places = game.places();
        let say = |cell: &String| {
            let place = places.iter().find(|p| p.name == *cell);
            place.map_or_else(|| cell.clone(), |p| short(game, p))
        };
        let piece = |cell: &str| {
            let place = places.iter().find(|p| p.name == cell);
            let key = match noun(game, place) {
                "stack" => "stack",
                "token" => "token",
                _ => "piece",
            };
            ("piece", key.into())
        };
        let throw = ("throw", game.turn_facts().throw.unwrap_or(0).into());
        match self {
            TypedError::Empty(example) => tr("a11y-typed-empty", &[("example", example.into())]),
            TypedError::Over => t("a11y-typed-over"),
            TypedError::ThrowFirst => t("a11y-typed-throw-first"),
            TypedError::NoThrow => t("a11y-typed-no-throw"),
            TypedError::Unknown(text) => tr("a11y-typed-unknown", &[("text", text.into())]),
            TypedError::Refused(why) => refusal::words(game, why),
            TypedError::Stuck(cell, why) => {
                let stuck = tr(
                    "a11y-typed-stuck",
                    &[piece(cell), ("cell", say(cell).into()), throw],
                );
                format!("{stuck} {}", refusal::words(game, why))
            }
            TypedError::CannotReach(from, to, why) => {
                let stuck = tr(
                    "a11y-typed-cannot-reach",
                    &[
                        piece(from),
                        ("from", say(from).into()),
                        ("to", say(to).into()),
                        throw,
                    ],
                );
                format!("{stuck} {}", refusal::words(game, why))
            }
            TypedError::Ambiguous(moves) => tr(
                "a11y-typed-ambiguous",
                &[
                    ("n", moves.len().into()),
                    ("moves", moves.join(", ").into()),
                ],
            ),
            TypedError::Illegal(text) => tr("a11y-typed-illegal", &[("text", text.into())]),
        }
    }
}

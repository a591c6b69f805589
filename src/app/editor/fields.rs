//! The editor's fields: what a position holds besides its pieces (the side to move, a pending
//! throw, counts off the board, commitments, …), each with its value and the values it can take.

use super::words;
use crate::core::Seat;
use crate::i18n::t;

/// Which field: the editor's vocabulary for every game's turn fields and counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FieldId {
    /// The seat to act (every game).
    ToMove,
    /// The pending throw, 0 for none (Senet, Žanstrekt).
    Throw,
    /// A capture chain's stack: 0 for none, else its cell index + 1 (Seesaw).
    Chain,
    /// The steps the capturing stack has left (Seesaw).
    Steps,
    /// The size of the stacks the palette puts (Seesaw; the palette's, not the position's).
    StackSize,
    /// Moves played so far (Arcēs).
    Turns,
    /// Whether a seat is out: 1 out, 0 in (Arcēs).
    Out(Seat),
    /// Movement points left, 0 when the die is to be rolled (Arsisesi).
    MovementPoints,
    /// Spaces per lane (Arsisesi).
    Length,
    /// A seat's tokens waiting in its own Home (Arsisesi).
    Waiting(Seat),
    /// A seat's tokens arrived in the opponent's Home, waiting to return (Arsisesi A).
    Arrived(Seat),
    /// Pieces a seat has exited (Žanstrekt).
    Exited(Seat),
    /// A seat's committed piece (Žanstrekt, ZAN-8): see `zanstrekt::COMMITMENTS`.
    Commit(Seat),
    /// An ambush flag on a cell, by the cell's grid index: 1 set, 0 not (Žanstrekt, ZAN-9).
    Ambush(u8),
}

impl FieldId {
    /// A name for the field that stays the same while the list of fields changes around it
    /// (`to-move`, `exited-s`, `ambush-13`): the page's controls carry it, so that an event that
    /// arrives after the list was rebuilt still reaches the field it came from.
    pub fn key(self) -> String {
        let (name, seat) = match self {
            FieldId::ToMove => return "to-move".into(),
            FieldId::Throw => return "throw".into(),
            FieldId::Chain => return "chain".into(),
            FieldId::Steps => return "steps".into(),
            FieldId::StackSize => return "stack-size".into(),
            FieldId::Turns => return "turns".into(),
            FieldId::MovementPoints => return "points".into(),
            FieldId::Length => return "length".into(),
            FieldId::Ambush(cell) => return format!("ambush-{cell}"),
            FieldId::Out(seat) => ("out", seat),
            FieldId::Waiting(seat) => ("waiting", seat),
            FieldId::Arrived(seat) => ("arrived", seat),
            FieldId::Exited(seat) => ("exited", seat),
            FieldId::Commit(seat) => ("commit", seat),
        };
        format!("{name}-{}", seat.letter())
    }
}

/// How a field is entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// One of these values, each with its words.
    Choice(Vec<(u32, String)>),
    /// A whole number in this range.
    Number {
        /// The lowest value.
        min: u32,
        /// The highest value.
        max: u32,
    },
}

/// One field with its words and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// Which field.
    pub id: FieldId,
    /// Its name for people.
    pub label: String,
    /// Its value now.
    pub value: u32,
    /// How it is entered.
    pub input: Input,
}

impl Field {
    /// A field with a choice of values.
    pub fn choice(id: FieldId, value: u32, choices: Vec<(u32, String)>) -> Field {
        Field {
            id,
            label: words::field_label(id),
            value,
            input: Input::Choice(choices),
        }
    }

    /// A number field.
    pub fn number(id: FieldId, value: u32, min: u32, max: u32) -> Field {
        Field {
            id,
            label: words::field_label(id),
            value,
            input: Input::Number { min, max },
        }
    }

    /// The seat to act, among `seats`, named as the game names them.
    pub fn to_move(game: &str, turn: Seat, seats: &[Seat]) -> Field {
        let choices = seats
            .iter()
            .map(|&s| (s.index() as u32, words::seat(game, s)))
            .collect();
        Field::choice(FieldId::ToMove, turn.index() as u32, choices)
    }

    /// A pending throw: none, or one of `values`.
    pub fn throw(value: Option<u8>, values: &[u8]) -> Field {
        let mut choices = vec![(0, t("editor-throw-none"))];
        choices.extend(values.iter().map(|&v| (u32::from(v), v.to_string())));
        Field::choice(FieldId::Throw, value.map_or(0, u32::from), choices)
    }

    /// A yes-or-no field.
    pub fn flag(id: FieldId, on: bool) -> Field {
        let choices = vec![(0, t("editor-no")), (1, t("editor-yes"))];
        Field::choice(id, u32::from(on), choices)
    }

    /// Whether `value` is one this field can take.
    pub fn accepts(&self, value: u32) -> bool {
        match &self.input {
            Input::Choice(choices) => choices.iter().any(|&(v, _)| v == value),
            Input::Number { min, max } => (*min..=*max).contains(&value),
        }
    }
}

/// Sets `turn` to the seat whose index is `value`, if it is one of `seats` (the side-to-move
/// field of every game).
pub fn set_turn(turn: &mut Seat, value: u32, seats: &[Seat]) {
    if let Some(seat) = seats.iter().copied().find(|s| s.index() as u32 == value) {
        *turn = seat;
    }
}

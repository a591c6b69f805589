//! Senet notation (docs/notation.md): `senet:<30 squares>:<turn>`, actions `11-15`, `27-off`,
//! `pass`, throws `d1`…`d4`, `d6`.

use super::rules::{Senet, SenetAction, Throw, PIECES, SQUARES};
use crate::core::{Invalid, ParseError, Reason, Seat};
use crate::games::text::{expect_end, fields, number_at, parse_square_word};
use std::fmt;

const KIND: &str = "senet";

pub(super) fn parse_start(text: &str) -> Result<Senet, ParseError> {
    if text == KIND {
        return Ok(Senet::new());
    }
    let [kind, board, turn] = fields::<3>(text, KIND)?;
    let _ = kind;
    let mut pieces = [0u32; 2];
    let mut square: u32 = 0;
    let mut chars = board.1.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let at = board.0 + i;
        match c {
            'b' | 'w' => {
                square += 1;
                if square > u32::from(SQUARES) {
                    return Err(too_long(at, square));
                }
                pieces[usize::from(c == 'w')] |= 1 << (square - 1);
            }
            '1'..='9' => {
                let (run, len) = number_at(&board.1[i..]);
                for _ in 1..len {
                    chars.next();
                }
                square = square.saturating_add(run);
                if square > u32::from(SQUARES) {
                    return Err(too_long(at, square));
                }
            }
            _ => return Err(ParseError::new("board", at, Reason::UnexpectedChar(c))),
        }
    }
    if square != u32::from(SQUARES) {
        return Err(ParseError::new(
            "board",
            board.0,
            Reason::WrongLength {
                expected: SQUARES.into(),
                found: square as usize,
            },
        ));
    }
    for (index, name) in [(0, "Black"), (1, "White")] {
        if pieces[index].count_ones() > PIECES {
            return Err(ParseError::invalid(
                "board",
                board.0,
                Invalid::new("senet-pieces")
                    .seat("seat", name)
                    .num("count", pieces[index].count_ones())
                    .num("most", PIECES),
            ));
        }
    }
    if pieces[0] == 0 && pieces[1] == 0 {
        return Err(ParseError::invalid("board", board.0, "senet-both-off"));
    }
    let (at, t) = turn;
    let mut tc = t.chars();
    let seat = match tc.next() {
        Some('b') => Seat::South,
        Some('w') => Seat::North,
        Some(c) => return Err(ParseError::new("turn", at, Reason::UnexpectedChar(c))),
        None => return Err(ParseError::new("turn", at, Reason::UnexpectedEnd)),
    };
    let throw = match tc.next() {
        None => None,
        Some(c) => {
            let value = c.to_digit(10).and_then(|d| Throw::new(d as u8));
            let Some(throw) = value else {
                return Err(ParseError::invalid(
                    "turn",
                    at + 1,
                    Invalid::new("senet-turn-throw").text("digit", c),
                ));
            };
            expect_end("turn", at + 2, tc.as_str())?;
            Some(throw)
        }
    };
    Ok(Senet {
        pieces,
        turn: seat,
        throw,
    })
}

fn too_long(at: usize, found: u32) -> ParseError {
    ParseError::new(
        "board",
        at,
        Reason::WrongLength {
            expected: SQUARES.into(),
            found: found as usize,
        },
    )
}

pub(super) fn parse_action(text: &str) -> Result<SenetAction, ParseError> {
    if text == "pass" {
        return Ok(SenetAction::Pass);
    }
    let Some((from, to)) = text.split_once('-') else {
        return Err(ParseError::invalid(
            "action",
            0,
            Invalid::new("senet-action").text("token", text),
        ));
    };
    let from_sq = parse_square_word("action", 0, from, 1, SQUARES.into())? as u8;
    let to_at = from.len() + 1;
    if to == "off" {
        return Ok(SenetAction::BearOff { from: from_sq });
    }
    let to_sq = parse_square_word("action", to_at, to, 1, SQUARES.into())? as u8;
    Ok(SenetAction::Move {
        from: from_sq,
        to: to_sq,
    })
}

/// A square (`13`). The trays of borne-off pieces are not places: `off` names either seat's.
pub(super) fn parse_place(text: &str) -> Option<crate::core::Spot> {
    let square = parse_square_word("action", 0, text, 1, SQUARES.into()).ok()?;
    Some(crate::core::Spot(square as u16))
}

pub(super) fn parse_throw(text: &str) -> Result<Throw, ParseError> {
    let digits = text.strip_prefix('d').ok_or_else(|| {
        ParseError::invalid("roll", 0, Invalid::new("senet-roll").text("token", text))
    })?;
    let value = parse_square_word("roll", 1, digits, 1, 6)?;
    Throw::new(value as u8).ok_or_else(|| ParseError::invalid("roll", 1, "senet-five"))
}

impl fmt::Display for Senet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{KIND}:")?;
        let mut empty = 0;
        for square in 1..=SQUARES {
            match self.piece_at(square) {
                None => empty += 1,
                Some(seat) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    f.write_str(if seat == Seat::South { "b" } else { "w" })?;
                }
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
        f.write_str(if self.turn == Seat::South { ":b" } else { ":w" })?;
        if let Some(throw) = self.throw {
            write!(f, "{}", throw.value())?;
        }
        Ok(())
    }
}

impl fmt::Display for SenetAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SenetAction::Move { from, to } => write!(f, "{from}-{to}"),
            SenetAction::BearOff { from } => write!(f, "{from}-off"),
            SenetAction::Pass => f.write_str("pass"),
        }
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.0)
    }
}

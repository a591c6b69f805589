//! Žanstrekt notation (docs/notation.md, "Žanstrekt"):
//! `zanstrekt:<rank 3>/<rank 2>/<rank 1>:<turn>:s<k>n<k>`, actions `+`, `h1-e3`, `h1-off`,
//! `a2xa3`, `throw`, throws `d0`…`d5`.
//!
//! The turn field is read and written in [`super::turn`]. Parsing accepts exactly the printed
//! form, so every position has one text.

use super::board::{side, Cell, BRIDGE, FILES, GETHRELN, PIECES, RANKS, ZAN};
use super::rules::{Throw, ZanAction, Zanstrekt};
use crate::core::{Invalid, ParseError, Reason, Seat};
use crate::games::text::{expect_end, fields, number_at, parse_square_word};
use std::fmt;

const KIND: &str = "zanstrekt";

pub(super) fn parse_start(text: &str) -> Result<Zanstrekt, ParseError> {
    if text == KIND {
        return Ok(Zanstrekt::new());
    }
    let key = text.split(':').next().unwrap_or_default();
    if key != KIND {
        return Err(ParseError::new(
            "kind",
            0,
            Reason::UnknownGame(key.to_string()),
        ));
    }
    let [_, board, turn, extra] = fields::<4>(text, KIND)?;
    let mut game = Zanstrekt::new();
    parse_board(&mut game, board)?;
    parse_extra(&mut game, extra)?;
    super::turn::parse_turn(&mut game, turn)?;
    Ok(game)
}

/// The piece letter for `seat`, in capitals for a piece that has come round (ZAN-5).
fn letter(seat: Seat, home: bool) -> char {
    match (seat, home) {
        (Seat::North, false) => 'n',
        (Seat::North, true) => 'N',
        (_, false) => 's',
        (_, true) => 'S',
    }
}

fn parse_board(game: &mut Zanstrekt, (at, text): (usize, &str)) -> Result<(), ParseError> {
    let mut rank = RANKS; // ranks 3 → 1
    let mut file: u32 = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let here = at + i;
        match c {
            '/' => {
                if file != u32::from(FILES) {
                    return Err(rank_length(here, file));
                }
                if rank == 1 {
                    return Err(ParseError::invalid("board", here, "zanstrekt-ranks"));
                }
                rank -= 1;
                file = 0;
            }
            '1'..='9' => {
                let (run, len) = number_at(&text[i..]);
                for _ in 1..len {
                    chars.next();
                }
                file = file.saturating_add(run);
                if file > u32::from(FILES) {
                    return Err(rank_length(here, file));
                }
            }
            's' | 'n' | 'S' | 'N' => {
                if file >= u32::from(FILES) {
                    return Err(rank_length(here, file + 1));
                }
                let cell = Cell::at(file as u8, rank).unwrap_or(BRIDGE);
                file += 1;
                let seat = if c.eq_ignore_ascii_case(&'s') {
                    Seat::South
                } else {
                    Seat::North
                };
                let home = c.is_ascii_uppercase();
                if !cell.is_used() {
                    return Err(ParseError::invalid(
                        "board",
                        here,
                        Invalid::new("zanstrekt-unused-cell").text("cell", cell),
                    ));
                }
                if home && cell != ZAN[side(seat)] {
                    return Err(ParseError::invalid(
                        "board",
                        here,
                        Invalid::new("zanstrekt-capital")
                            .text("letter", c)
                            .text("cell", ZAN[side(seat)]),
                    ));
                }
                if cell == GETHRELN[1 - side(seat)] {
                    return Err(ParseError::invalid(
                        "board",
                        here,
                        Invalid::new("zanstrekt-on-gethreln")
                            .seat("seat", seat.name())
                            .text("cell", cell),
                    ));
                }
                game.pieces[side(seat)] |= cell.bit();
                if home {
                    game.home |= cell.bit();
                }
            }
            _ => return Err(ParseError::new("board", here, Reason::UnexpectedChar(c))),
        }
    }
    if file != u32::from(FILES) {
        return Err(rank_length(at + text.len(), file));
    }
    if rank != 1 {
        return Err(ParseError::new(
            "board",
            at + text.len(),
            Reason::WrongLength {
                expected: RANKS.into(),
                found: usize::from(RANKS - rank + 1),
            },
        ));
    }
    for seat in Seat::TWO {
        if game.on_board(seat) > PIECES {
            return Err(ParseError::invalid(
                "board",
                at,
                Invalid::new("zanstrekt-pieces")
                    .seat("seat", seat.name())
                    .num("count", game.on_board(seat))
                    .num("most", PIECES),
            ));
        }
    }
    Ok(())
}

fn rank_length(offset: usize, found: u32) -> ParseError {
    ParseError::new(
        "board",
        offset,
        Reason::WrongLength {
            expected: FILES.into(),
            found: found as usize,
        },
    )
}

fn parse_extra(game: &mut Zanstrekt, (at, text): (usize, &str)) -> Result<(), ParseError> {
    let mut i = 0;
    for (index, seat) in Seat::TWO.into_iter().enumerate() {
        match text[i..].chars().next() {
            Some(c) if c == seat.letter() => i += 1,
            Some(c) => return Err(ParseError::new("extra", at + i, Reason::UnexpectedChar(c))),
            None => return Err(ParseError::new("extra", at + i, Reason::UnexpectedEnd)),
        }
        let (_, len) = number_at(&text[i..]);
        if len == 0 {
            return Err(match text[i..].chars().next() {
                Some(c) => ParseError::new("extra", at + i, Reason::UnexpectedChar(c)),
                None => ParseError::new("extra", at + i, Reason::UnexpectedEnd),
            });
        }
        let count = parse_square_word("extra", at + i, &text[i..i + len], 0, PIECES.into())?;
        i += len;
        game.exited[index] = count as u8;
        if game.on_board(seat) + game.exited[index] > PIECES {
            return Err(ParseError::invalid(
                "extra",
                at + i - len,
                Invalid::new("zanstrekt-exited")
                    .seat("seat", seat.name())
                    .num("count", game.on_board(seat))
                    .num("exited", game.exited[index])
                    .num("most", PIECES),
            ));
        }
    }
    expect_end("extra", at + i, &text[i..])?;
    if game.exited == [PIECES; 2] {
        return Err(ParseError::invalid("extra", at, "zanstrekt-both-exited"));
    }
    Ok(())
}

/// Reads a cell name (`a1`…`i3`) at the start of `text`.
pub(super) fn cell_at(field: &'static str, at: usize, text: &str) -> Result<Cell, ParseError> {
    let mut chars = text.chars();
    let file = match chars.next() {
        Some(c @ 'a'..='i') => c as u8 - b'a',
        Some(c) => return Err(ParseError::new(field, at, Reason::UnexpectedChar(c))),
        None => return Err(ParseError::new(field, at, Reason::UnexpectedEnd)),
    };
    let rank = match chars.next() {
        Some(c @ '1'..='3') => c as u8 - b'0',
        Some(c) => return Err(ParseError::new(field, at + 1, Reason::UnexpectedChar(c))),
        None => return Err(ParseError::new(field, at + 1, Reason::UnexpectedEnd)),
    };
    Cell::at(file, rank).ok_or_else(|| ParseError::invalid(field, at, "no-such-cell"))
}

/// A cell pieces use (`e2`; the Žans are `i1` and `a3`).
pub(super) fn parse_place(text: &str) -> Option<crate::core::Spot> {
    let cell = cell_at("action", 0, text).ok()?;
    used("action", 0, cell).ok()?;
    (text.len() == 2).then(|| super::view::cell_spot(cell))
}

pub(super) fn parse_action(text: &str) -> Result<ZanAction, ParseError> {
    match text {
        "+" => return Ok(ZanAction::Enter),
        "throw" => return Ok(ZanAction::Throw),
        _ => {}
    }
    let from = cell_at("action", 0, text).map_err(|e| {
        if e.offset == 0 {
            ParseError::invalid(
                "action",
                0,
                Invalid::new("zanstrekt-action").text("token", text),
            )
        } else {
            e
        }
    })?;
    used("action", 0, from)?;
    let rest = &text[2..];
    let action = if let Some(to) = rest.strip_prefix('-') {
        if to == "off" {
            return Ok(ZanAction::Exit { from });
        }
        let cell = cell_at("action", 3, to)?;
        used("action", 3, cell)?;
        expect_end("action", 5, &to[2..])?;
        ZanAction::Move { from, to: cell }
    } else if let Some(to) = rest.strip_prefix('x') {
        let cell = cell_at("action", 3, to)?;
        used("action", 3, cell)?;
        expect_end("action", 5, &to[2..])?;
        ZanAction::Ambush { from, to: cell }
    } else {
        return Err(match rest.chars().next() {
            Some(c) => ParseError::new("action", 2, Reason::UnexpectedChar(c)),
            None => ParseError::new("action", 2, Reason::UnexpectedEnd),
        });
    };
    Ok(action)
}

fn used(field: &'static str, at: usize, cell: Cell) -> Result<Cell, ParseError> {
    if cell.is_used() {
        Ok(cell)
    } else {
        Err(ParseError::invalid(
            field,
            at,
            Invalid::new("zanstrekt-unused-cell").text("cell", cell),
        ))
    }
}

pub(super) fn parse_throw(text: &str) -> Result<Throw, ParseError> {
    let digits = text.strip_prefix('d').ok_or_else(|| {
        ParseError::invalid(
            "roll",
            0,
            Invalid::new("zanstrekt-roll").text("token", text),
        )
    })?;
    let value = parse_square_word("roll", 1, digits, 0, 5)?;
    Ok(Throw(value as u8))
}

impl fmt::Display for Zanstrekt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{KIND}:")?;
        for rank in (1..=RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let cell = Cell::at(file, rank).unwrap_or(BRIDGE);
                match self.piece_at(cell) {
                    None => empty += 1,
                    Some((seat, home)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", letter(seat, home))?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 1 {
                f.write_str("/")?;
            }
        }
        f.write_str(":")?;
        super::turn::write_turn(self, f)?;
        write!(f, ":s{}n{}", self.exited[0], self.exited[1])
    }
}

impl fmt::Display for ZanAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZanAction::Enter => f.write_str("+"),
            ZanAction::Move { from, to } => write!(f, "{from}-{to}"),
            ZanAction::Exit { from } => write!(f, "{from}-off"),
            ZanAction::Ambush { from, to } => write!(f, "{from}x{to}"),
            ZanAction::Throw => f.write_str("throw"),
        }
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.0)
    }
}

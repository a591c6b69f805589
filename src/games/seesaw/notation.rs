//! Seesaw notation (docs/notation.md): `seesaw:<columns>:<turn>`, the turn being `s`, `n`, or
//! mid-turn `s@f4:2`; actions `e1-e2`, `e3xf5`, `+d2`, `end`. Seesaw has no rolls.
//!
//! One addition to the notation, which is otherwise ambiguous: a bare tile directly below a stack
//! on no tile in the same column would print as `S` + `s1` = `Ss1`, which reads as one cell (a
//! tile with a stack). Such a pair is written with `_` between them: `S_s1`. The `_` is required
//! there and refused anywhere else, so every position keeps exactly one spelling.
//!
//! Errors name the field and the character offset in the whole text. Offsets are counted in bytes
//! while parsing (every character before an error is ASCII or the error is at it) and turned into
//! character counts at the end.

use super::board::{geometry, Cell, Geometry, MAX_CELLS};
use super::movegen::bit;
use super::rules::{Chain, NoRoll, Seesaw, SeesawAction};
use super::validate::{check_board, check_chain, check_turn_start};
use crate::core::{Invalid, ParseError, Reason, Seat};
use crate::games::text::{number_at, parse_square_word};
use std::fmt;

const KIND: &str = "seesaw";

/// Written between a bare tile and a tile-less stack on the next cell of the same column: without
/// it `S` + `s1` would read as the single cell `Ss1` (see the module documentation).
const SEPARATOR: char = '_';

/// The largest stack size notation accepts (sizes are stored in 16 bits).
const MAX_SIZE: u32 = u16::MAX as u32;

pub(super) fn parse_start(text: &str) -> Result<Seesaw, ParseError> {
    match text {
        "seesaw" => Ok(Seesaw::new(5)),
        "seesaw-4" => Ok(Seesaw::new(4)),
        _ => parse_position(text).map_err(|e| in_chars(text, e)),
    }
}

/// Turns a byte offset at a character boundary into a character offset.
fn in_chars(text: &str, mut error: ParseError) -> ParseError {
    if let Some(head) = text.get(..error.offset) {
        error.offset = head.chars().count();
    }
    error
}

/// A board as read, before the turn field: the position's pieces and where each cell was written.
pub(super) struct Board {
    pub(super) side: u8,
    pub(super) stacks: [u64; 2],
    pub(super) tiles: [u64; 2],
    pub(super) height: [u16; MAX_CELLS],
    /// Where each cell starts in the text, for error offsets.
    pub(super) at: [usize; MAX_CELLS],
}

fn parse_position(text: &str) -> Result<Seesaw, ParseError> {
    let mut parts = [(0usize, ""); 5];
    let mut count = 0;
    let mut offset = 0;
    for part in text.split(':') {
        if count == parts.len() {
            return Err(ParseError::new("turn", parts[4].0 - 1, Reason::Trailing));
        }
        parts[count] = (offset, part);
        count += 1;
        offset += part.len() + 1;
    }
    let kind = parts[0].1;
    if kind != KIND {
        if kind == "seesaw-4" {
            return Err(ParseError::invalid("kind", 0, "seesaw-kind"));
        }
        return Err(ParseError::new(
            "kind",
            0,
            Reason::UnknownGame(kind.to_string()),
        ));
    }
    if count == 1 {
        return Err(ParseError::new("board", text.len(), Reason::UnexpectedEnd));
    }
    let board = parse_board(parts[1].0, parts[1].1)?;
    check_board(&board, parts[1].0)?;
    match count {
        2 => return Err(ParseError::new("turn", text.len(), Reason::UnexpectedEnd)),
        5 => return Err(ParseError::new("turn", parts[4].0 - 1, Reason::Trailing)),
        _ => {}
    }
    let geo = geometry(board.side);
    let (at, turn) = parts[2];
    let mut chars = turn.chars();
    let seat = match chars.next() {
        Some('s') => Seat::South,
        Some('n') => Seat::North,
        Some(c) => return Err(ParseError::new("turn", at, Reason::UnexpectedChar(c))),
        None => return Err(ParseError::new("turn", at, Reason::UnexpectedEnd)),
    };
    let mut game = Seesaw {
        side: board.side,
        stacks: board.stacks,
        tiles: board.tiles,
        height: board.height,
        turn: seat,
        chain: None,
    };
    let rest = chars.as_str();
    match rest.strip_prefix('@') {
        None if !rest.is_empty() => {
            let c = rest.chars().next().unwrap_or(' ');
            Err(ParseError::new("turn", at + 1, Reason::UnexpectedChar(c)))
        }
        None if count == 4 => Err(ParseError::invalid(
            "turn",
            parts[3].0 - 1,
            "seesaw-steps-without-chain",
        )),
        None => {
            check_turn_start(&game, at)?;
            Ok(game)
        }
        Some(name) => {
            let cell = parse_cell(geo, "turn", at + 2, name)?;
            if count < 4 {
                return Err(ParseError::invalid(
                    "turn",
                    text.len(),
                    "seesaw-chain-without-steps",
                ));
            }
            let (steps_at, steps) = parts[3];
            let left = parse_square_word("turn", steps_at, steps, 1, MAX_SIZE)? as u16;
            check_chain(&game, at + 2, steps_at, cell, left)?;
            game.chain = Some(Chain { cell, left });
            Ok(game)
        }
    }
}

fn parse_board(at: usize, text: &str) -> Result<Board, ParseError> {
    let columns = text.split('/').count();
    let side = match columns {
        7 => 4,
        9 => 5,
        n => {
            return Err(ParseError::invalid(
                "board",
                at,
                Invalid::new("seesaw-columns").num("found", n),
            ))
        }
    };
    let geo = geometry(side);
    let mut board = Board {
        side,
        stacks: [0; 2],
        tiles: [0; 2],
        height: [0; MAX_CELLS],
        at: [at; MAX_CELLS],
    };
    let mut index = 0u8;
    let mut col = 0u8;
    let mut filled = 0u8;
    let mut col_at = at;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let here = at + i;
        if c == '/' {
            check_column(geo, col, filled, col_at)?;
            col += 1;
            filled = 0;
            col_at = here + 1;
            continue;
        }
        if !matches!(c, '.' | 'S' | 'N' | 's' | 'n') {
            return Err(ParseError::new("board", here, Reason::UnexpectedChar(c)));
        }
        if filled == geo.column_len(col) {
            return Err(ParseError::invalid(
                "board",
                here,
                Invalid::new("seesaw-column-full")
                    .text("column", char::from(b'a' + col))
                    .num("cells", geo.column_len(col)),
            ));
        }
        board.at[usize::from(index)] = here;
        let mut stack = c;
        if matches!(c, 'S' | 'N') {
            board.tiles[usize::from(c == 'N')] |= bit(index);
            stack = match chars.peek() {
                Some(&(_, next @ ('s' | 'n'))) => {
                    chars.next();
                    next
                }
                Some(&(j, SEPARATOR)) => {
                    chars.next();
                    if !matches!(chars.peek(), Some(&(_, 's' | 'n'))) {
                        return Err(ParseError::invalid("board", at + j, "seesaw-underscore"));
                    }
                    '.'
                }
                _ => '.',
            };
        }
        if stack != '.' {
            let digits_at = match chars.peek() {
                Some(&(j, _)) => j,
                None => text.len(),
            };
            let (size, len) = number_at(&text[digits_at..]);
            if len == 0 {
                return Err(ParseError::invalid(
                    "board",
                    at + digits_at,
                    "seesaw-stack-size",
                ));
            }
            if len > 1 && text[digits_at..].starts_with('0') {
                return Err(ParseError::invalid("board", at + digits_at, "leading-zero"));
            }
            if size == 0 || size > MAX_SIZE {
                return Err(ParseError::new(
                    "board",
                    at + digits_at,
                    Reason::OutOfRange {
                        min: 1,
                        max: MAX_SIZE,
                        found: size.into(),
                    },
                ));
            }
            for _ in 0..len {
                chars.next();
            }
            board.stacks[usize::from(stack == 'n')] |= bit(index);
            board.height[usize::from(index)] = size as u16;
        }
        index += 1;
        filled += 1;
    }
    check_column(geo, col, filled, col_at)?;
    Ok(board)
}

fn check_column(geo: &Geometry, col: u8, filled: u8, at: usize) -> Result<(), ParseError> {
    let expected = geo.column_len(col);
    if filled == expected {
        Ok(())
    } else {
        Err(ParseError::new(
            "board",
            at,
            Reason::WrongLength {
                expected: expected.into(),
                found: filled.into(),
            },
        ))
    }
}

/// Reads a cell name such as `f4` on this board.
fn parse_cell(
    geo: &Geometry,
    field: &'static str,
    at: usize,
    text: &str,
) -> Result<u8, ParseError> {
    let mut chars = text.chars();
    let col = match chars.next() {
        None => return Err(ParseError::new(field, at, Reason::UnexpectedEnd)),
        Some(c @ 'a'..='i') if (c as u8 - b'a') < geo.columns => c as u8 - b'a',
        Some(c) => {
            return Err(ParseError::invalid(
                field,
                at,
                Invalid::new("seesaw-no-column")
                    .text("column", c.escape_debug())
                    .text("last", char::from(b'a' + geo.columns - 1)),
            ))
        }
    };
    let number = parse_square_word(field, at + 1, chars.as_str(), 1, geo.column_len(col).into())?;
    Cell::new(col, number as u8)
        .and_then(|cell| geo.index(cell))
        .ok_or_else(|| ParseError::invalid(field, at, "no-such-cell"))
}

/// A cell of this board (`e3`).
pub(super) fn parse_place(geo: &Geometry, text: &str) -> Option<crate::core::Spot> {
    let cell = parse_cell(geo, "action", 0, text).ok()?;
    Some(crate::core::Spot(cell.into()))
}

pub(super) fn parse_action(geo: &Geometry, text: &str) -> Result<SeesawAction, ParseError> {
    parse_action_bytes(geo, text).map_err(|e| in_chars(text, e))
}

fn parse_action_bytes(geo: &Geometry, text: &str) -> Result<SeesawAction, ParseError> {
    if text == "end" {
        return Ok(SeesawAction::End);
    }
    if let Some(cell) = text.strip_prefix('+') {
        let cell = parse_cell(geo, "action", 1, cell)?;
        return Ok(SeesawAction::Place {
            cell: geo.cell(cell),
        });
    }
    let Some(sep) = text.find(['-', 'x']) else {
        return Err(ParseError::invalid(
            "action",
            0,
            Invalid::new("seesaw-action").text("token", text),
        ));
    };
    let from = geo.cell(parse_cell(geo, "action", 0, &text[..sep])?);
    let to = geo.cell(parse_cell(geo, "action", sep + 1, &text[sep + 1..])?);
    Ok(if text.as_bytes()[sep] == b'x' {
        SeesawAction::Capture { from, to }
    } else {
        SeesawAction::Move { from, to }
    })
}

pub(super) fn parse_roll(text: &str) -> Result<NoRoll, ParseError> {
    Err(ParseError::invalid(
        "roll",
        0,
        Invalid::new("seesaw-no-dice").text("token", text),
    ))
}

impl fmt::Display for Seesaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let geo = self.geometry();
        write!(f, "{KIND}:")?;
        for index in 0..geo.cells {
            let cell = geo.cell(index);
            if index > 0 && cell.number() == 1 {
                f.write_str("/")?;
            }
            let tile = self.tile_at(index);
            let stack = self.stack_at(index);
            match tile {
                Some(Seat::South) => f.write_str("S")?,
                Some(_) => f.write_str("N")?,
                None if stack.is_none() => f.write_str(".")?,
                None => {}
            }
            if let Some((seat, size)) = stack {
                write!(f, "{}{size}", seat.letter())?;
            } else if tile.is_some() && index + 1 < geo.cells {
                let next = index + 1;
                if geo.cell(next).number() != 1
                    && self.tile_at(next).is_none()
                    && self.stack_at(next).is_some()
                {
                    write!(f, "{SEPARATOR}")?;
                }
            }
        }
        write!(f, ":{}", self.turn.letter())?;
        if let Some(Chain { cell, left }) = self.chain {
            write!(f, "@{}:{left}", geo.cell(cell))?;
        }
        Ok(())
    }
}

impl fmt::Display for SeesawAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeesawAction::Move { from, to } => write!(f, "{from}-{to}"),
            SeesawAction::Capture { from, to } => write!(f, "{from}x{to}"),
            SeesawAction::Place { cell } => write!(f, "+{cell}"),
            SeesawAction::End => f.write_str("end"),
        }
    }
}

impl fmt::Display for NoRoll {
    fn fmt(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

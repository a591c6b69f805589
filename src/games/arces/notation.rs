//! Arcēs notation (docs/notation.md): `arces:<board>:<seat>:<turns>`, ranks 7→1 separated by
//! `/`, files a→g; stones `s` `w` `n` `e`; two-piece cells `(bottomtop)` such as `(sS)` (a
//! Command), `(ss)` (a Tower), `(sn)` (a Cage, North on top). Actions `d2-d3` and `pass`; no rolls.

use super::board::{Cell, Stack, CELLS, FILES, RANKS, STONES};
use super::rules::{Arces, ArcesAction, NoRoll, TURN_LIMIT};
use crate::core::{Invalid, ParseError, Reason, Seat};
use crate::games::text::{fields, number_at, parse_square_word};
use std::fmt;
use std::str::CharIndices;

const KIND: &str = "arces";

pub(super) fn parse_start(text: &str) -> Result<Arces, ParseError> {
    let players = match text {
        "arces" => Some(2),
        "arces-3" => Some(3),
        "arces-4" => Some(4),
        _ => None,
    };
    if let Some(start) = players.and_then(Arces::new) {
        return Ok(start);
    }
    let kind = text.split(':').next().unwrap_or_default();
    if kind != KIND {
        return Err(ParseError::new(
            "kind",
            0,
            Reason::UnknownGame(kind.to_string()),
        ));
    }
    let [_, (board_at, board_text), (turn_at, turn_text), (extra_at, extra_text)] =
        fields::<4>(text, KIND)?;
    let board = parse_board(board_at, board_text)?;
    let game = Arces {
        board,
        turn: Seat::South,
        turns: 0,
    };

    let present = game.present();
    if present.count_ones() < 2 {
        return Err(ParseError::invalid("board", board_at, "arces-two-players"));
    }
    if !Seat::ALL.into_iter().any(|s| game.has_marble(s)) {
        return Err(ParseError::invalid("board", board_at, "arces-no-marble"));
    }

    let mut letters = turn_text.chars();
    let turn = match letters.next() {
        None => return Err(ParseError::new("turn", turn_at, Reason::UnexpectedEnd)),
        Some(c) => Seat::from_letter(c).ok_or(ParseError::new(
            "turn",
            turn_at,
            Reason::UnexpectedChar(c),
        ))?,
    };
    if letters.next().is_some() {
        return Err(ParseError::new("turn", turn_at + 1, Reason::Trailing));
    }
    if present & (1 << turn.index()) == 0 {
        let message = Invalid::new("arces-turn-absent").seat("seat", turn.name());
        return Err(ParseError::invalid("turn", turn_at, message));
    }
    if !game.has_marble(turn) {
        let message = Invalid::new("arces-turn-out").seat("seat", turn.name());
        return Err(ParseError::invalid("turn", turn_at, message));
    }

    let turns = parse_square_word("extra", extra_at, extra_text, 0, TURN_LIMIT.into())? as u8;
    Ok(Arces {
        turn,
        turns,
        ..game
    })
}

/// Stone letter → seat.
fn stone(c: char) -> Option<Seat> {
    Seat::from_letter(c)
}

/// Marble letter → seat.
fn marble(c: char) -> Option<Seat> {
    Seat::from_letter(c.to_ascii_lowercase()).filter(|_| c.is_ascii_uppercase())
}

/// Reads the board field (which starts at `at` in the whole text).
fn parse_board(at: usize, text: &str) -> Result<[Stack; CELLS], ParseError> {
    if text.is_empty() {
        return Err(ParseError::new("board", at, Reason::UnexpectedEnd));
    }
    let mut board = [Stack::Empty; CELLS];
    let mut counts = Counts::default();
    // `line` 0 is rank 7 (written first); `file` counts the cells read on the line so far.
    let mut line: u8 = 0;
    let mut file: u32 = 0;
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        let here = at + i;
        let stack = match c {
            '/' => {
                check_rank_length(here, line, file)?;
                line += 1;
                file = 0;
                if line >= RANKS {
                    return Err(ParseError::invalid("board", here, "arces-ranks-over"));
                }
                continue;
            }
            '1'..='9' => {
                let (run, len) = number_at(&text[i..]);
                for _ in 1..len {
                    chars.next();
                }
                file = file.saturating_add(run);
                if file > u32::from(FILES) {
                    return Err(too_many_cells(here, line, file));
                }
                continue;
            }
            '(' => parse_pair(at, here, &mut chars)?,
            _ => match (stone(c), marble(c)) {
                (Some(seat), _) => Stack::Unit(seat),
                (_, Some(_)) => {
                    let own = c.to_ascii_lowercase();
                    let message =
                        Invalid::new("arces-lone-marble").text("pair", format!("({own}{c})"));
                    return Err(ParseError::invalid("board", here, message));
                }
                _ => return Err(ParseError::new("board", here, Reason::UnexpectedChar(c))),
            },
        };
        if file >= u32::from(FILES) {
            return Err(too_many_cells(here, line, file + 1));
        }
        counts.add(stack, here)?;
        board[Cell::at(file as u8, RANKS - 1 - line).index()] = stack;
        file += 1;
    }
    let end = at + text.len();
    check_rank_length(end, line, file)?;
    if line + 1 < RANKS {
        let message = Invalid::new("arces-ranks-under").num("ranks", line + 1);
        return Err(ParseError::invalid("board", end, message));
    }
    Ok(board)
}

fn check_rank_length(at: usize, line: u8, file: u32) -> Result<(), ParseError> {
    if file == u32::from(FILES) {
        return Ok(());
    }
    let message = Invalid::new("arces-rank-short")
        .num("rank", RANKS - line)
        .num("cells", file);
    Err(ParseError::invalid("board", at, message))
}

fn too_many_cells(at: usize, line: u8, found: u32) -> ParseError {
    let message = Invalid::new("arces-rank-long")
        .num("rank", RANKS - line)
        .num("cells", found);
    ParseError::invalid("board", at, message)
}

/// Reads a two-piece cell after its `(` (at `open` in the whole text), up to and including the
/// `)`. `at` is where the board field starts, for the offsets of `chars`.
fn parse_pair(at: usize, open: usize, chars: &mut CharIndices<'_>) -> Result<Stack, ParseError> {
    let mut piece = |which: &'static str| match chars.next() {
        None => Err(ParseError::new("board", open, Reason::UnexpectedEnd)),
        Some((_, c)) if stone(c).is_some() || marble(c).is_some() => Ok(c),
        Some((i, ')')) => Err(ParseError::invalid("board", at + i, which)),
        Some((i, c)) => Err(ParseError::new("board", at + i, Reason::UnexpectedChar(c))),
    };
    let bottom = piece("arces-pair-lower")?;
    let top = piece("arces-pair-upper")?;
    let stack = match (stone(bottom), stone(top), marble(top)) {
        (Some(b), Some(t), _) => Stack::stones(b, t),
        (Some(b), None, Some(m)) if b == m => Stack::Command(b),
        (Some(_), None, Some(_)) => {
            let message =
                Invalid::new("arces-marble-foreign").text("pair", format!("({bottom}{top})"));
            return Err(ParseError::invalid("board", open, message));
        }
        (None, _, Some(_)) => {
            return Err(ParseError::invalid("board", open, "arces-two-marbles"));
        }
        _ => {
            let message =
                Invalid::new("arces-marble-under").text("pair", format!("({bottom}{top})"));
            return Err(ParseError::invalid("board", open, message));
        }
    };
    match chars.next() {
        Some((_, ')')) => Ok(stack),
        Some((_, c)) if stone(c).is_some() || marble(c).is_some() => {
            Err(ParseError::invalid("board", open, "arces-three-pieces"))
        }
        Some((i, c)) => Err(ParseError::new("board", at + i, Reason::UnexpectedChar(c))),
        None => Err(ParseError::new("board", open, Reason::UnexpectedEnd)),
    }
}

/// Stones and marbles per seat while reading, to reject impossible counts where they happen.
#[derive(Default)]
struct Counts {
    stones: [u8; 4],
    marbles: [u8; 4],
}

impl Counts {
    fn add(&mut self, stack: Stack, at: usize) -> Result<(), ParseError> {
        for seat in Seat::ALL {
            self.stones[seat.index()] += stack.stones_of(seat);
            if self.stones[seat.index()] > STONES {
                let message = Invalid::new("arces-stones")
                    .seat("seat", seat.name())
                    .num("most", STONES);
                return Err(ParseError::invalid("board", at, message));
            }
        }
        if let Stack::Command(seat) = stack {
            self.marbles[seat.index()] += 1;
            if self.marbles[seat.index()] > 1 {
                let message = Invalid::new("arces-marbles").seat("seat", seat.name());
                return Err(ParseError::invalid("board", at, message));
            }
        }
        Ok(())
    }
}

pub(super) fn parse_action(text: &str) -> Result<ArcesAction, ParseError> {
    if text == "pass" {
        return Ok(ArcesAction::Pass);
    }
    let Some((from, to)) = text.split_once('-') else {
        let message = Invalid::new("arces-action").text("token", text);
        return Err(ParseError::invalid("action", 0, message));
    };
    let from = parse_cell(0, from)?;
    let to = parse_cell(text.len() - to.len(), to)?;
    Ok(ArcesAction::Move { from, to })
}

/// Reads a cell name such as `d4` at `at` in an action.
pub(super) fn parse_cell(at: usize, word: &str) -> Result<Cell, ParseError> {
    let mut chars = word.chars();
    let file = match chars.next() {
        None => return Err(ParseError::new("action", at, Reason::UnexpectedEnd)),
        Some(c @ 'a'..='g') => c as u8 - b'a',
        Some(c) => return Err(ParseError::new("action", at, Reason::UnexpectedChar(c))),
    };
    let rank = parse_square_word("action", at + 1, chars.as_str(), 1, RANKS.into())?;
    Ok(Cell::at(file, rank as u8 - 1))
}

pub(super) fn parse_roll(_text: &str) -> Result<NoRoll, ParseError> {
    Err(ParseError::invalid("roll", 0, "arces-no-dice"))
}

impl fmt::Display for Arces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{KIND}:")?;
        for line in 0..RANKS {
            if line > 0 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for file in 0..FILES {
                let stack = self.stack(Cell::at(file, RANKS - 1 - line));
                if stack == Stack::Empty {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                match stack {
                    Stack::Empty => {}
                    Stack::Unit(s) => write!(f, "{}", s.letter())?,
                    Stack::Command(s) => {
                        write!(f, "({}{})", s.letter(), s.letter().to_ascii_uppercase())?
                    }
                    Stack::Tower(s) => write!(f, "({0}{0})", s.letter())?,
                    Stack::Cage { bottom, top } => {
                        write!(f, "({}{})", bottom.letter(), top.letter())?
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        write!(f, ":{}:{}", self.turn.letter(), self.turns)
    }
}

impl fmt::Display for ArcesAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArcesAction::Move { from, to } => write!(f, "{from}-{to}"),
            ArcesAction::Pass => f.write_str("pass"),
        }
    }
}

impl fmt::Display for NoRoll {
    fn fmt(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

//! Arsisesi actions and rolls in notation (docs/notation.md, "Arsisesi"): `S-1`, `1-3`, `c4-b4`,
//! `7-N`, `end`; rolls `d1`…`d6`. Cells are ranks in Types A and B, lane and rank in Type C.

use super::board::{GameType, DIE_FACES, LANE_LETTERS};
use super::rules::{Arsisesi, ArsisesiAction, Die, Place};
use crate::core::{Invalid, ParseError, Reason};
use crate::games::text::parse_square_word;
use std::fmt;

pub(super) fn parse_action(game: &Arsisesi, text: &str) -> Result<ArsisesiAction, ParseError> {
    if text == "end" {
        return Ok(ArsisesiAction::End);
    }
    let Some((from, to)) = text.split_once('-') else {
        return Err(ParseError::invalid(
            "action",
            0,
            Invalid::new("arsisesi-action").text("token", text),
        ));
    };
    let from = parse_place(game, 0, from)?;
    let to = parse_place(game, text.len() - to.len(), to)?;
    Ok(ArsisesiAction::Move { from, to })
}

/// A Home (`S`, `N`) or a space: a rank (`3`) in Types A and B, lane and rank (`c3`) in Type C.
pub(super) fn parse_place(game: &Arsisesi, at: usize, word: &str) -> Result<Place, ParseError> {
    match word {
        "S" => return Ok(Place::SouthHome),
        "N" => return Ok(Place::NorthHome),
        _ => {}
    }
    let max = u32::from(game.len);
    if game.kind != GameType::C {
        let rank = parse_square_word("action", at, word, 1, max)?;
        return Ok(Place::Bridge(rank as u8));
    }
    let Some(c) = word.chars().next() else {
        return Err(ParseError::new("action", at, Reason::UnexpectedEnd));
    };
    let Some(lane) = LANE_LETTERS.iter().position(|&l| l == c) else {
        return Err(ParseError::invalid(
            "action",
            at,
            Invalid::new("arsisesi-lane").text("letter", c),
        ));
    };
    let rank = parse_square_word("action", at + 1, &word[1..], 1, max)?;
    Ok(Place::Cell {
        lane: lane as u8,
        rank: rank as u8,
    })
}

pub(super) fn parse_die(text: &str) -> Result<Die, ParseError> {
    let Some(digits) = text.strip_prefix('d') else {
        return Err(ParseError::invalid(
            "roll",
            0,
            Invalid::new("arsisesi-roll").text("token", text),
        ));
    };
    let value = parse_square_word("roll", 1, digits, 1, DIE_FACES.into())?;
    Ok(Die(value as u8))
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Place::SouthHome => f.write_str("S"),
            Place::NorthHome => f.write_str("N"),
            Place::Bridge(rank) => write!(f, "{rank}"),
            Place::Cell { lane, rank } => {
                let letter = LANE_LETTERS.get(usize::from(lane)).copied().unwrap_or('?');
                write!(f, "{letter}{rank}")
            }
        }
    }
}

impl fmt::Display for ArsisesiAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArsisesiAction::Move { from, to } => write!(f, "{from}-{to}"),
            ArsisesiAction::End => f.write_str("end"),
        }
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.0)
    }
}

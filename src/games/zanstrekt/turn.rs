//! The Žanstrekt turn field (docs/notation.md): the side letter, the pending throw (1–5) if thrown,
//! then the flags: commitments (`!e3`, `!e2-e1`, ZAN-8) in cell-name order, then ambush cells
//! (`*a3`, ZAN-9) in cell-name order. It carries everything about the turn that the board cannot
//! show, and is checked against the board: flags must name pieces that can carry them.

use super::board::{is_othent, side, Cell, AMBUSH_CELLS, BRIDGE, FETNES, FILES, RANKS};
use super::notation::cell_at;
use super::rules::{Commitment, Zanstrekt};
use crate::core::{Invalid, ParseError, Reason, Seat};
use std::fmt;

/// Reads the turn field into `game`, whose board and exited counts are already read.
pub(super) fn parse_turn(
    game: &mut Zanstrekt,
    (at, text): (usize, &str),
) -> Result<(), ParseError> {
    let bad = |offset: usize, rule: Invalid| ParseError::invalid("turn", at + offset, rule);
    let mut chars = text.char_indices().peekable();
    game.turn = match chars.next() {
        Some((_, 's')) => Seat::South,
        Some((_, 'n')) => Seat::North,
        Some((_, c)) => return Err(ParseError::new("turn", at, Reason::UnexpectedChar(c))),
        None => return Err(ParseError::new("turn", at, Reason::UnexpectedEnd)),
    };
    let mut throw_at = None;
    if let Some(&(i, c)) = chars.peek() {
        if c.is_ascii_digit() {
            chars.next();
            if !('1'..='5').contains(&c) {
                return Err(bad(i, Invalid::new("zanstrekt-throw").text("digit", c)));
            }
            game.throw = Some(c as u8 - b'0');
            throw_at = Some(i);
        }
    }
    // Flags: commitments, then ambushes, each in cell-name order.
    let mut last_key: Option<(u8, u8)> = None;
    let mut ambush_owner: Option<usize> = None;
    while let Some((i, c)) = chars.next() {
        let group = match c {
            '!' => 0,
            '*' => 1,
            _ => return Err(ParseError::new("turn", at + i, Reason::UnexpectedChar(c))),
        };
        let cell = cell_at("turn", at + i + 1, &text[i + 1..])?;
        chars.next();
        chars.next();
        let key = (group, cell.name_key());
        if last_key.is_some_and(|last| last >= key) {
            return Err(bad(i, "zanstrekt-flag-order".into()));
        }
        last_key = Some(key);
        let owner = game.piece_at(cell).map(|(seat, _)| side(seat));
        if group == 0 {
            let Some(owner) = owner else {
                return Err(bad(
                    i,
                    Invalid::new("zanstrekt-commit-empty").text("cell", cell),
                ));
            };
            let commitment = if cell == BRIDGE {
                if chars.next_if(|&(_, c)| c == '-').is_none() {
                    return Err(bad(i, "zanstrekt-bridge-heading".into()));
                }
                let to = cell_at("turn", at + i + 4, &text[i + 4..])?;
                chars.next();
                chars.next();
                if !is_othent(to) {
                    return Err(bad(
                        i + 4,
                        Invalid::new("zanstrekt-crossing").text("cell", to),
                    ));
                }
                Commitment::Bridge { toward: to }
            } else if is_othent(cell) {
                Commitment::Othent(cell)
            } else {
                return Err(bad(
                    i,
                    Invalid::new("zanstrekt-commit-where").text("cell", cell),
                ));
            };
            if game.commit[owner].is_some() {
                return Err(bad(i, "zanstrekt-commit-twice".into()));
            }
            game.commit[owner] = Some(commitment);
        } else {
            let Some(castle_owner) = (0..2).find(|&s| AMBUSH_CELLS[s] & cell.bit() != 0) else {
                return Err(bad(
                    i,
                    Invalid::new("zanstrekt-ambush-where").text("cell", cell),
                ));
            };
            if owner != Some(1 - castle_owner) {
                return Err(bad(
                    i,
                    Invalid::new("zanstrekt-ambush-target").text("cell", cell),
                ));
            }
            if game.pieces[castle_owner] & FETNES[castle_owner].bit() == 0 {
                return Err(bad(
                    i,
                    Invalid::new("zanstrekt-ambush-castle")
                        .text("cell", cell)
                        .text("castle", FETNES[castle_owner]),
                ));
            }
            if ambush_owner.is_some_and(|o| o != castle_owner) {
                return Err(bad(i, "zanstrekt-ambush-sides".into()));
            }
            ambush_owner = Some(castle_owner);
            game.ambush |= cell.bit();
        }
    }
    if game.pieces[0] & BRIDGE.bit() != 0 || game.pieces[1] & BRIDGE.bit() != 0 {
        let flagged = game
            .commit
            .iter()
            .any(|c| matches!(c, Some(Commitment::Bridge { .. })));
        if !flagged {
            return Err(bad(text.len(), "zanstrekt-bridge-flag".into()));
        }
    }
    if let Some(winner) = game.winner() {
        if game.turn == winner || game.throw.is_some() || game.ambush != 0 {
            return Err(bad(
                0,
                Invalid::new("zanstrekt-over")
                    .seat("seat", winner.name())
                    .seat("other", winner.opponent().name()),
            ));
        }
    }
    if ambush_owner == Some(side(game.turn)) {
        if let Some(i) = throw_at {
            return Err(bad(i, "zanstrekt-ambush-throw".into()));
        }
    }
    if let (Some(v), Some(i)) = (game.throw, throw_at) {
        let mut any = false;
        game.for_each_move(v, |_| {
            any = true;
            false
        });
        if !any {
            return Err(bad(i, Invalid::new("zanstrekt-unusable").num("throw", v)));
        }
    }
    Ok(())
}

/// Writes the turn field of `game`.
pub(super) fn write_turn(game: &Zanstrekt, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{}", game.turn.letter())?;
    if let Some(v) = game.throw {
        write!(f, "{v}")?;
    }
    for commitment in by_name().filter_map(|cell| {
        game.commit
            .iter()
            .flatten()
            .copied()
            .find(|c| c.cell() == cell)
    }) {
        match commitment {
            Commitment::Othent(cell) => write!(f, "!{cell}")?,
            Commitment::Bridge { toward } => write!(f, "!{BRIDGE}-{toward}")?,
        }
    }
    for cell in by_name().filter(|c| game.ambush & c.bit() != 0) {
        write!(f, "*{cell}")?;
    }
    Ok(())
}

/// Every cell in name order (`a1`, `a2`, `a3`, `b1`, …), the order flags are written in.
fn by_name() -> impl Iterator<Item = Cell> {
    (0..FILES).flat_map(|file| (1..=RANKS).filter_map(move |rank| Cell::at(file, rank)))
}

//! Arsisesi positions in notation (docs/notation.md, "Arsisesi"): `arsisesi-a:s5/7/n5:s`,
//! `kind:southhome/lane/…/lane/northhome:turn`. Actions and rolls are in `tokens.rs`.

use super::board::{GameType, DEFAULT_LEN, DIE_FACES, MAX_LEN, MIN_LEN, TOKENS};
use super::rules::{side, Arsisesi, Piece};
use crate::core::{Invalid, ParseError, Reason, Seat};
use crate::games::text::{fields, number_at, parse_square_word};
use std::fmt;

pub(super) fn parse_start(text: &str) -> Result<Arsisesi, ParseError> {
    let key = text.split(':').next().unwrap_or("");
    let Some(kind) = GameType::from_id(key) else {
        return Err(ParseError::new(
            "kind",
            0,
            Reason::UnknownGame(key.to_string()),
        ));
    };
    if text == key {
        return Ok(Arsisesi::new(kind, DEFAULT_LEN));
    }
    let [_, board, turn] = fields::<3>(text, key)?;
    let mut game = parse_board(kind, board.0, board.1)?;
    parse_turn(&mut game, turn.0, turn.1)?;
    Ok(game)
}

/// Reads `southhome/lane/…/lane/northhome` into a position with South to roll.
fn parse_board(kind: GameType, at: usize, board: &str) -> Result<Arsisesi, ParseError> {
    let parts: Vec<(usize, &str)> = board
        .split('/')
        .scan(at, |offset, part| {
            let start = *offset;
            *offset += part.len() + 1;
            Some((start, part))
        })
        .collect();
    let lanes = kind.lane_count();
    if parts.len() != lanes + 2 {
        return Err(ParseError::invalid(
            "board",
            at,
            Invalid::new("arsisesi-parts")
                .text("game", kind.id())
                .num("lanes", lanes)
                .num("parts", parts.len()),
        ));
    }
    let mut game = Arsisesi::new(kind, DEFAULT_LEN);
    game.waiting = [0; 2];
    let (first, _) = kind.lane_range();
    let mut len = None;
    for (i, &(offset, text)) in parts[1..=lanes].iter().enumerate() {
        let lane = first + i as u8;
        let found = parse_lane(&mut game, kind, lane, offset, text)?;
        match len {
            None if !(u32::from(MIN_LEN)..=u32::from(MAX_LEN)).contains(&found) => {
                return Err(ParseError::new(
                    "board",
                    offset,
                    Reason::OutOfRange {
                        min: MIN_LEN.into(),
                        max: MAX_LEN.into(),
                        found: found.into(),
                    },
                ));
            }
            None => len = Some(found),
            Some(expected) if expected != found => {
                return Err(ParseError::new(
                    "board",
                    offset,
                    Reason::WrongLength {
                        expected: expected as usize,
                        found: found as usize,
                    },
                ));
            }
            Some(_) => {}
        }
    }
    game.len = len.map_or(DEFAULT_LEN, |l| l as u8);
    let (south, north) = (parts[0], parts[lanes + 1]);
    parse_home(&mut game, Seat::South, south.0, south.1)?;
    parse_home(&mut game, Seat::North, north.0, north.1)?;
    check_counts(&game, at)?;
    Ok(game)
}

/// Reads one lane into `game`; returns its length in spaces (saturating, for the range check).
fn parse_lane(
    game: &mut Arsisesi,
    kind: GameType,
    lane: u8,
    at: usize,
    text: &str,
) -> Result<u32, ParseError> {
    let mut rank: u32 = 0;
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        let piece = match c {
            's' => Some(Piece {
                owner: Seat::South,
                returning: false,
            }),
            'n' => Some(Piece {
                owner: Seat::North,
                returning: false,
            }),
            'S' if kind.has_return_trip() => Some(Piece {
                owner: Seat::South,
                returning: true,
            }),
            'N' if kind.has_return_trip() => Some(Piece {
                owner: Seat::North,
                returning: true,
            }),
            'S' | 'N' => {
                return Err(ParseError::invalid("board", at + i, "arsisesi-returning"));
            }
            '0' => {
                return Err(ParseError::invalid("board", at + i, "arsisesi-zero-run"));
            }
            '1'..='9' => {
                let (run, digits) = number_at(&text[i..]);
                for _ in 1..digits {
                    chars.next();
                }
                rank = rank.saturating_add(run);
                None
            }
            _ => return Err(ParseError::new("board", at + i, Reason::UnexpectedChar(c))),
        };
        if let Some(piece) = piece {
            // Saturating: a huge run of empty spaces before a token is out of range, not an
            // overflow (found by the fuzz target).
            rank = rank.saturating_add(1);
            if rank > u32::from(MAX_LEN) {
                return Err(ParseError::new(
                    "board",
                    at + i,
                    Reason::OutOfRange {
                        min: MIN_LEN.into(),
                        max: MAX_LEN.into(),
                        found: rank.into(),
                    },
                ));
            }
            game.put(lane, rank as u8, piece);
        }
    }
    Ok(rank)
}

/// Reads a Home: `-`, or the owner's waiting tokens (`s3`) then the opponent's arrived ones
/// (`N2`, Type A), each with a count 1–5.
fn parse_home(game: &mut Arsisesi, owner: Seat, at: usize, text: &str) -> Result<(), ParseError> {
    if text == "-" {
        return Ok(());
    }
    if text.is_empty() {
        return Err(ParseError::invalid("board", at, "arsisesi-empty-home"));
    }
    let own = owner.letter();
    let guest = owner.opponent().letter().to_ascii_uppercase();
    let mut rest = text;
    let mut offset = at;
    let mut seen_own = false;
    let mut seen_guest = false;
    while let Some(c) = rest.chars().next() {
        let is_own = c == own;
        if !(is_own || c == guest) {
            let message = if c == owner.opponent().letter() {
                Invalid::new("arsisesi-outbound-home")
                    .seat("seat", owner.opponent().name())
                    .seat("other", owner.name())
            } else if c == own.to_ascii_uppercase() {
                Invalid::new("arsisesi-returning-home")
                    .seat("seat", owner.name())
                    .seat("other", owner.opponent().name())
            } else {
                return Err(ParseError::new("board", offset, Reason::UnexpectedChar(c)));
            };
            return Err(ParseError::invalid("board", offset, message));
        }
        if !is_own && !game.kind.has_return_trip() {
            return Err(ParseError::invalid("board", offset, "arsisesi-returning"));
        }
        if seen_guest || (is_own && seen_own) {
            return Err(ParseError::invalid(
                "board",
                offset,
                Invalid::new("arsisesi-home-order")
                    .text("own", own)
                    .text("guest", guest),
            ));
        }
        let digits = &rest[1..];
        let len = number_at(digits).1;
        if len == 0 {
            return Err(ParseError::invalid(
                "board",
                offset + 1,
                Invalid::new("arsisesi-count").text("letter", c),
            ));
        }
        let count = parse_square_word("board", offset + 1, &digits[..len], 1, TOKENS.into())? as u8;
        if is_own {
            game.waiting[side(owner)] = count;
            seen_own = true;
        } else {
            game.arrived[side(owner.opponent())] = count;
            seen_guest = true;
        }
        rest = &digits[len..];
        offset += 1 + len;
    }
    Ok(())
}

/// Impossible token counts: more than five of a side, both sides cleared, two on the Type B field.
fn check_counts(game: &Arsisesi, at: usize) -> Result<(), ParseError> {
    for seat in Seat::TWO {
        let total = u32::from(game.waiting(seat))
            + u32::from(game.arrived(seat))
            + u32::from(game.on_field(seat));
        if total > u32::from(TOKENS) {
            return Err(ParseError::invalid(
                "board",
                at,
                Invalid::new("arsisesi-tokens")
                    .seat("seat", seat.name())
                    .num("total", total)
                    .num("most", TOKENS),
            ));
        }
        if game.kind == GameType::B && game.on_field(seat) > 1 {
            return Err(ParseError::invalid(
                "board",
                at,
                Invalid::new("arsisesi-bridge-tokens")
                    .seat("seat", seat.name())
                    .num("count", game.on_field(seat)),
            ));
        }
    }
    if game.winner().is_some() && game.in_play(Seat::South) + game.in_play(Seat::North) == 0 {
        return Err(ParseError::invalid("board", at, "arsisesi-both-cleared"));
    }
    Ok(())
}

/// Reads `s`, `n` (to roll) or `s4` (to act with 4 MP) and checks it against the board.
fn parse_turn(game: &mut Arsisesi, at: usize, text: &str) -> Result<(), ParseError> {
    let mut chars = text.chars();
    game.turn = match chars.next() {
        Some(c @ ('s' | 'n')) => Seat::from_letter(c).unwrap_or(Seat::South),
        Some(c) => return Err(ParseError::new("turn", at, Reason::UnexpectedChar(c))),
        None => return Err(ParseError::new("turn", at, Reason::UnexpectedEnd)),
    };
    let digits = chars.as_str();
    if !digits.is_empty() {
        let mp = parse_square_word("turn", at + 1, digits, 1, DIE_FACES.into())?;
        game.mp = Some(mp as u8);
    }
    if let Some(winner) = game.winner() {
        if game.turn != winner.opponent() || game.mp.is_some() {
            return Err(ParseError::invalid(
                "turn",
                at,
                Invalid::new("arsisesi-over")
                    .seat("seat", winner.name())
                    .text("letter", winner.opponent().letter()),
            ));
        }
    } else if game.mp.is_some() && !game.has_unit_action(game.turn) {
        return Err(ParseError::invalid(
            "turn",
            at,
            Invalid::new("arsisesi-no-move").seat("seat", game.turn.name()),
        ));
    }
    Ok(())
}

fn write_home(f: &mut fmt::Formatter<'_>, game: &Arsisesi, owner: Seat) -> fmt::Result {
    let own = game.waiting(owner);
    let guest = game.arrived(owner.opponent());
    if own == 0 && guest == 0 {
        return f.write_str("-");
    }
    if own > 0 {
        write!(f, "{}{own}", owner.letter())?;
    }
    if guest > 0 {
        write!(
            f,
            "{}{guest}",
            owner.opponent().letter().to_ascii_uppercase()
        )?;
    }
    Ok(())
}

impl fmt::Display for Arsisesi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.kind.id())?;
        write_home(f, self, Seat::South)?;
        let (first, last) = self.kind.lane_range();
        for lane in first..=last {
            f.write_str("/")?;
            let mut empty = 0;
            for rank in 1..=self.len {
                match self.piece_at(lane, rank) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let letter = piece.owner.letter();
                        let letter = if piece.returning {
                            letter.to_ascii_uppercase()
                        } else {
                            letter
                        };
                        write!(f, "{letter}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        f.write_str("/")?;
        write_home(f, self, Seat::North)?;
        write!(f, ":{}", self.turn.letter())?;
        if let Some(mp) = self.mp {
            write!(f, "{mp}")?;
        }
        Ok(())
    }
}

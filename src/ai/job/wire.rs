//! Analyses as text, for the worker's replies: integers and notation only (no floats to format
//! or parse in the page's wasm), read back against the position or record they were asked for
//! (action and roll notation is read where it was played).
//!
//! A position ([`PositionAnalysis`]), one line:
//! `<exact 0|1> <chances> over`, `<exact> <chances> decide <seat> <best> <action>=<chance>:<visits>…`
//! or `<exact> <chances> throw <seat> <roll>=<weight>:<chances>…`, where `<chances>` is four
//! win chances in millionths, comma-separated, in seat-index order, and `<seat>` a seat letter.
//!
//! A review ([`Review`]), one line per item: `exact 0|1`, then one `p <chances>` per position,
//! then one line per token: `d <seat> <action> <best> <legal> <before> <after> <fact>` for a
//! decision, where `<fact>` is the rules' verdict a move ahead (`-` none, `w` a missed win at
//! once, `l` a win at once let through: [`Tactic`]), and `r <seat> <roll> <after> <expected>`
//! for a roll.

use crate::ai::analysis::tactics::Tactic;
use crate::ai::analysis::{
    ActionChance, Chance, Chances, Moment, PositionAnalysis, Review, RollChance, Turn,
};
use crate::core::{Game, Record, Seat, Token};
use crate::games::AnyGame;
use std::fmt::Write;

/// A position's analysis as one line.
pub fn hint_text(analysis: &PositionAnalysis) -> String {
    let mut text = format!(
        "{} {}",
        u8::from(analysis.exact),
        chances_text(&analysis.chances)
    );
    match &analysis.turn {
        Turn::Over => text.push_str(" over"),
        Turn::Decision {
            seat,
            best,
            actions,
        } => {
            let _ = write!(text, " decide {} {best}", seat.letter());
            for a in actions {
                let _ = write!(text, " {}={}:{}", a.action, a.chance, a.visits);
            }
        }
        Turn::Throw { seat, rolls } => {
            let _ = write!(text, " throw {}", seat.letter());
            for r in rolls {
                let _ = write!(
                    text,
                    " {}={}:{}",
                    r.roll,
                    r.weight,
                    chances_text(&r.chances)
                );
            }
        }
    }
    text
}

/// Reads [`hint_text`] back, for the position `game` it was asked for.
pub fn parse_hint(text: &str, game: &AnyGame) -> Result<PositionAnalysis, String> {
    let mut words = text.split(' ');
    let mut next = || words.next().ok_or("the analysis is cut short".to_string());
    let exact = flag(next()?)?;
    let chances = parse_chances(next()?)?;
    let turn = match next()? {
        "over" => Turn::Over,
        "decide" => {
            let seat = parse_seat(next()?)?;
            let best = game.parse_action(next()?).map_err(|e| e.to_string())?;
            let mut actions = Vec::new();
            for item in words {
                let (action, rest) = pair(item, '=')?;
                let (chance, visits) = pair(rest, ':')?;
                actions.push(ActionChance {
                    action: game.parse_action(action).map_err(|e| e.to_string())?,
                    chance: number(chance)?,
                    visits: number(visits)?,
                });
            }
            Turn::Decision {
                seat,
                best,
                actions,
            }
        }
        "throw" => {
            let seat = parse_seat(next()?)?;
            let mut rolls = Vec::new();
            for item in words {
                let (roll, rest) = pair(item, '=')?;
                let (weight, chances) = pair(rest, ':')?;
                rolls.push(RollChance {
                    roll: game.parse_roll(roll).map_err(|e| e.to_string())?,
                    weight: number(weight)?,
                    chances: parse_chances(chances)?,
                });
            }
            Turn::Throw { seat, rolls }
        }
        other => return Err(format!("'{other}' is not a kind of position")),
    };
    Ok(PositionAnalysis {
        chances,
        turn,
        exact,
    })
}

/// A review as lines of text.
pub fn review_text(review: &Review) -> String {
    let mut text = format!("exact {}", u8::from(review.exact));
    for chances in &review.points {
        let _ = write!(text, "\np {}", chances_text(chances));
    }
    for moment in &review.moments {
        let _ = match *moment {
            Moment::Decision {
                seat,
                action,
                best,
                legal,
                before,
                after,
                tactic,
            } => write!(
                text,
                "\nd {} {action} {best} {legal} {before} {after} {}",
                seat.letter(),
                tactic.map_or('-', Tactic::letter)
            ),
            Moment::Roll {
                seat,
                roll,
                after,
                expected,
            } => write!(text, "\nr {} {roll} {after} {expected}", seat.letter()),
        };
    }
    text
}

/// Reads [`review_text`] back, for the record it was asked for: one moment per token, read
/// where the token was played, and one point per position.
pub fn parse_review(text: &str, record: &Record<AnyGame>) -> Result<Review, String> {
    let mut lines = text.lines();
    let exact = match lines.next().and_then(|l| l.strip_prefix("exact ")) {
        Some(flag_text) => flag(flag_text)?,
        None => return Err("the review does not start with 'exact'".into()),
    };
    let mut points = Vec::new();
    let mut moments = Vec::new();
    let mut game = record.start().clone();
    let tokens = record.tokens();
    for line in lines {
        let mut words = line.split(' ');
        let kind = words.next().unwrap_or("");
        let mut next = || {
            words
                .next()
                .ok_or(format!("the line '{line}' is cut short"))
        };
        if kind == "p" {
            points.push(parse_chances(next()?)?);
            continue;
        }
        let Some(token) = tokens.get(moments.len()) else {
            return Err("the review has more moves than the record".into());
        };
        let seat = parse_seat(next()?)?;
        let moment = match kind {
            "d" => Moment::Decision {
                seat,
                action: game.parse_action(next()?).map_err(|e| e.to_string())?,
                best: game.parse_action(next()?).map_err(|e| e.to_string())?,
                legal: number(next()?)?,
                before: number(next()?)?,
                after: number(next()?)?,
                tactic: match next()? {
                    "-" => None,
                    fact => Some(fact.parse()?),
                },
            },
            "r" => Moment::Roll {
                seat,
                roll: game.parse_roll(next()?).map_err(|e| e.to_string())?,
                after: number(next()?)?,
                expected: number(next()?)?,
            },
            other => return Err(format!("'{other}' is not a kind of review line")),
        };
        let matches = match (moment, token) {
            (Moment::Decision { action, .. }, Token::Action(a)) => action == *a,
            (Moment::Roll { roll, .. }, Token::Roll(r)) => roll == *r,
            _ => false,
        };
        if !matches {
            return Err(format!(
                "move {} of the review is not the record's",
                moments.len() + 1
            ));
        }
        match *token {
            Token::Roll(r) => game.apply_roll_unchecked(r),
            Token::Action(a) => game.apply_unchecked(a),
        }
        moments.push(moment);
    }
    if moments.len() != tokens.len() || points.len() != tokens.len() + 1 {
        return Err("the review does not cover the whole record".into());
    }
    Ok(Review {
        points,
        moments,
        exact,
    })
}

fn chances_text(chances: &Chances) -> String {
    let [a, b, c, d] = chances;
    format!("{a},{b},{c},{d}")
}

fn parse_chances(text: &str) -> Result<Chances, String> {
    let mut chances = [0; 4];
    let mut parts = text.split(',');
    for chance in &mut chances {
        *chance = number(parts.next().unwrap_or(""))?;
    }
    if parts.next().is_some() {
        return Err(format!("'{text}' is not four win chances"));
    }
    Ok(chances)
}

fn number(text: &str) -> Result<Chance, String> {
    text.parse()
        .map_err(|_| format!("'{text}' is not a whole number"))
}

fn flag(text: &str) -> Result<bool, String> {
    match text {
        "0" => Ok(false),
        "1" => Ok(true),
        _ => Err(format!("'{text}' is not 0 or 1")),
    }
}

fn parse_seat(text: &str) -> Result<Seat, String> {
    let mut chars = text.chars();
    match (chars.next().and_then(Seat::from_letter), chars.next()) {
        (Some(seat), None) => Ok(seat),
        _ => Err(format!("'{text}' is not a seat letter")),
    }
}

fn pair(text: &str, separator: char) -> Result<(&str, &str), String> {
    text.split_once(separator)
        .ok_or(format!("'{text}' has no '{separator}'"))
}

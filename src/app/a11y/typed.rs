//! Typed moves: what a person types in the move field, read against the legal moves of the
//! position ([`crate::app::moves`], so an Arsisesi route that one click pair plays is one typed
//! move too). Notation (`11-13`, `+d2`, `e3xf5`, `27-off`, `pass`, `end`, `S-1,1-2`) and plain
//! words where they are unambiguous ("11 13", "move 11 to 13", "place d2", "end turn", "throw",
//! in the page's language). Errors say in words why nothing fits; reading never changes the
//! game.

use super::actions::as_move;
use super::errors::{clip, TypedError};
use crate::app::{moves, Move};
use crate::core::{Game, Seat, Spot, ToAct};
use crate::games::places::PlaceKind;
use crate::games::refusal::{Refusal, RefusalKind as K};
use crate::games::AnyGame;
use crate::i18n::{t, to_lower, to_upper};

/// What a typed line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Throw the sticks or the die, as the T key does.
    Throw,
    /// Play this move (one or more actions, as one click pair would).
    Play(Move),
}

/// Reads `text` against the legal moves of `game`.
pub fn parse(game: &AnyGame, text: &str) -> Result<Typed, TypedError> {
    let text = text.trim();
    let legal = moves(game);
    let mover = match game.to_act() {
        ToAct::Over => return Err(TypedError::Over),
        ToAct::Player(seat) => Some(seat),
        ToAct::Chance => None,
    };
    if text.is_empty() {
        let example = legal
            .first()
            .map_or_else(|| "t".to_string(), Move::notation);
        return Err(TypedError::Empty(example));
    }
    let words = Words::new();
    let typed: Vec<String> = to_lower(text)
        .split(|c: char| c.is_whitespace() || ",;.:!?-→".contains(c))
        .filter(|w| !w.is_empty() && !words.filler.contains(&w.to_string()))
        .map(str::to_string)
        .collect();
    if !typed.is_empty() && typed.iter().all(|w| words.throw.contains(w)) {
        if mover.is_none() {
            return Ok(Typed::Throw);
        }
        // Žanstrekt: throwing declines the ambushes on offer (ZAN-9).
        return pick(&legal, |m| is(m, "throw")).ok_or(TypedError::NoThrow);
    }
    let Some(mover) = mover else {
        return Err(TypedError::ThrowFirst);
    };
    if let Some(result) = notation(game, &legal, text, mover) {
        return result;
    }
    read_words(game, &legal, &words, &typed, mover)
        .unwrap_or_else(|| Err(TypedError::Illegal(clip(text))))
}

/// The single move in `legal` that `keep` accepts, as a play.
fn pick(legal: &[Move], keep: impl Fn(&Move) -> bool) -> Option<Typed> {
    let mut found = legal.iter().filter(|m| keep(m));
    match (found.next(), found.next()) {
        (Some(m), None) => Some(Typed::Play(m.clone())),
        _ => None,
    }
}

fn is(mv: &Move, token: &str) -> bool {
    mv.actions.len() == 1 && mv.actions[0].to_string() == token
}

/// `text` as notation: one action or several separated by commas. `None` if it does not read
/// as notation.
fn notation(
    game: &AnyGame,
    legal: &[Move],
    text: &str,
    mover: Seat,
) -> Option<Result<Typed, TypedError>> {
    let mut after = game.clone();
    let mut actions = Vec::new();
    for token in text.split(',').map(str::trim) {
        let action = after
            .parse_action(token)
            .or_else(|_| after.parse_action(&to_lower(token)))
            .or_else(|_| after.parse_action(&to_upper(token)))
            .ok()?;
        if after.to_act() != ToAct::Player(mover) || !after.is_legal(action) {
            let spots = after.action_spots(action);
            let why = after.action_refusal(action);
            return Some(Err(explain(
                &after,
                &moves(&after),
                (spots.from, spots.to),
                why,
                text,
            )));
        }
        after.apply_unchecked(action);
        actions.push(action);
    }
    if let Some(m) = legal.iter().find(|m| m.actions == actions) {
        return Some(Ok(Typed::Play(m.clone())));
    }
    Some(Ok(Typed::Play(as_move(game, actions))))
}

/// The words people may type besides notation, in the page's language and as notation has them.
struct Words {
    filler: Vec<String>,
    throw: Vec<String>,
    pass: Vec<String>,
    end: Vec<String>,
    enter: Vec<String>,
    off: Vec<String>,
    capture: Vec<String>,
    place: Vec<String>,
}

impl Words {
    fn new() -> Words {
        let list = |key: &str, notation: &[&str]| -> Vec<String> {
            let mut words: Vec<String> = t(key).split_whitespace().map(to_lower).collect();
            words.extend(notation.iter().map(|w| w.to_string()));
            words
        };
        Words {
            filler: list("a11y-words-filler", &[]),
            throw: list("a11y-words-throw", &["t", "throw"]),
            pass: list("a11y-words-pass", &["pass"]),
            end: list("a11y-words-end", &["end"]),
            enter: list("a11y-words-enter", &["+"]),
            off: list("a11y-words-off", &["off"]),
            capture: list("a11y-words-capture", &["x"]),
            place: list("a11y-words-place", &[]),
        }
    }
}

/// Reads plain words: keywords and cell names. `None` when they name no move at all.
fn read_words(
    game: &AnyGame,
    legal: &[Move],
    words: &Words,
    typed: &[String],
    mover: Seat,
) -> Option<Result<Typed, TypedError>> {
    let places = game.places();
    let (mut cells, mut enter, mut off, mut capture, mut place) =
        (Vec::new(), false, false, false, false);
    let mut keyword = None;
    for word in typed {
        let has = |list: &[String]| list.contains(word);
        if has(&words.pass) {
            keyword = Some("pass");
        } else if has(&words.end) {
            keyword = Some("end");
        } else if has(&words.enter) {
            enter = true;
        } else if has(&words.off) {
            off = true;
        } else if has(&words.capture) {
            capture = true;
        } else if has(&words.place) {
            place = true;
        } else if let Some(p) = places
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(word) && p.name != "+" && p.name != "off")
        {
            cells.push(p.spot);
        } else if let Ok(action) = game.parse_action(word) {
            // Notation inside words ("take e3xf5"): its two places.
            let spots = game.action_spots(action);
            cells.extend(spots.from.into_iter().chain(spots.to));
            capture |= game.is_capture(action);
        } else {
            return Some(Err(TypedError::Unknown(clip(word))));
        }
    }
    if let Some(token) = keyword {
        return (cells.is_empty()).then(|| {
            pick(legal, |m| is(m, token)).ok_or_else(|| TypedError::Illegal(clip(token)))
        });
    }
    let own = |kind: fn(Seat) -> PlaceKind| {
        places
            .iter()
            .find(|p| p.kind == kind(mover))
            .map(|p| p.spot)
    };
    let (from, to) = match (enter, off, cells.as_slice()) {
        (true, _, [] | [_]) => (own(PlaceKind::Pool), cells.first().copied()),
        (_, true, [from]) => {
            let tray = places
                .iter()
                .find(|p| p.kind == PlaceKind::BorneOff || p.kind == PlaceKind::Exited(mover));
            (Some(*from), tray.map(|p| p.spot))
        }
        (false, false, [from, to]) => (Some(*from), Some(*to)),
        (false, false, [cell]) => (None, Some(*cell)),
        _ => return None,
    };
    let fits: Vec<&Move> = legal
        .iter()
        .filter(|m| match (from, to) {
            (Some(f), Some(t)) => m.from == Some(f) && m.to == Some(t),
            (Some(f), None) => m.from == Some(f),
            // One cell alone: a piece there with one move, or a place to put a new one.
            (None, Some(c)) if place => m.from.is_none() && m.to == Some(c),
            (None, Some(c)) => m.from == Some(c) || (m.from.is_none() && m.to == Some(c)),
            (None, None) => false,
        })
        .collect();
    let captures: Vec<&Move> = fits.iter().copied().filter(|m| m.capture).collect();
    let fits = if capture && !captures.is_empty() {
        captures
    } else {
        fits
    };
    Some(match fits.as_slice() {
        [one] => Ok(Typed::Play((*one).clone())),
        [] => {
            let (from, to) = if from.is_none() && !place {
                (to, None)
            } else {
                (from, to)
            };
            let why = game.refusal(from, to);
            Err(explain(game, legal, (from, to), why, &typed.join(" ")))
        }
        many => Err(TypedError::Ambiguous(
            many.iter().map(|m| m.notation()).collect(),
        )),
    })
}

/// Why no legal move goes from `from` to `to`: the rule that refuses it (`why`, from
/// `crate::app::refusal`'s facts), after what was asked where the move names a piece of the
/// mover's.
fn explain(
    game: &AnyGame,
    legal: &[Move],
    (from, to): (Option<Spot>, Option<Spot>),
    why: Option<Refusal>,
    text: &str,
) -> TypedError {
    if game.to_act() == ToAct::Chance {
        return TypedError::ThrowFirst;
    }
    let Some(why) = why else {
        return TypedError::Illegal(clip(text));
    };
    let places = game.places();
    let find = |spot: Option<Spot>| spot.and_then(|s| places.iter().find(|p| p.spot == s));
    let start = find(from).filter(|_| !matches!(why.kind, K::NoPiece | K::NotYours));
    let Some(start) = start else {
        return TypedError::Refused(why);
    };
    let name = start.name.clone();
    if !legal.iter().any(|m| m.from == from) {
        return TypedError::Stuck(name, why);
    }
    match find(to) {
        Some(target) => TypedError::CannotReach(name, target.name.clone(), why),
        None => TypedError::Refused(why),
    }
}

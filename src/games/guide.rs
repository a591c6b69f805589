//! What the guided first game says, as typed facts: why a hinted move is good ([`WhyKind`], the
//! one-line reason beside a hint) and what just happened for the first time ([`TipKind`], a tip
//! naming its ruling). Worked out from the rules alone (the position, the action and the position
//! after it), so every game id has them. The computer's worker works them out with its hint
//! ([`notes`]: the page's first download carries none of this) and `app::guide` words them
//! (`guide-why-<name>`, `guide-tip-<name>`, in the rules texts the page fetches on use).

use super::fact::{fact_kinds, Fact};
use super::facts::ActionKind;
use super::zanstrekt::board::GETHRELN;
use super::{AnyAction, AnyGame};
use crate::core::{Game, Record, Seat, ToAct, Token, Value};
use std::fmt::Write;

fact_kinds! {
    /// Why a hinted move is good, in one line (the catalog message is `guide-why-<name>`).
    WhyKind;
    /// It takes an opponent's piece (values: `cell`, `game`: the family, whose verb it uses).
    Capture "capture" None;
    /// Žanstrekt: the ambush from the castle takes the piece on `cell`.
    Ambush "ambush" Some("ZAN-9");
    /// It takes a piece off the board, home or out (values: `game`).
    Off "off" None;
    /// It brings a new piece into play (values: `cell`, `game`).
    Enter "enter" None;
    /// Seesaw: a tile and a new 1-stack on `cell`, where no enemy stack can reach it next turn.
    PlaceSafe "place-safe" Some("SEE-8");
    /// Seesaw: a tile and a new 1-stack on `cell`: material gained.
    Place "place" Some("SEE-8");
    /// Its piece ends on `cell`, where no opponent's reply can take it.
    Safe "safe" None;
    /// Žanstrekt: it lands on its own fate square `cell` and throws again.
    FateOwn "fate-own" Some("ZAN-10");
    /// Arcēs: the marble steps to `cell`, nearer the Gold.
    Gold "gold" Some("ARC-7");
    /// Nothing more particular: of all moves, it leaves the best chance of winning.
    Best "best" None;
}

fact_kinds! {
    /// What happened for the first time in a guided game (the catalog message is
    /// `guide-tip-<name>`), with the ruling that explains it.
    TipKind;
    /// Žanstrekt: an ambush from a castle took the piece on `cell`.
    Ambush "ambush" Some("ZAN-9");
    /// Seesaw: a capture left the stack steps to capture again or move on.
    Chain "chain" Some("SEE-6");
    /// Arcēs: a stone moved onto an enemy stone on `cell` (caged or captured).
    Cage "cage" Some("ARC-6");
    /// Arsisesi: a token on `cell` was kicked back to its Home.
    Kick "kick" Some("ARS-5");
    /// Žanstrekt: a piece landed on a fate square `cell` (its owner's or the opponent's).
    Fate "fate" Some("ZAN-10");
    /// Senet: an attack swapped the pieces on `cell`.
    Attack "attack" Some("SEN-5");
}

/// A one-line reason for the hint.
pub type Why = Fact<WhyKind>;
/// A tip about what a move did.
pub type Tip = Fact<TipKind>;

/// The family a game id belongs to, as the catalog's selectors name it.
fn family(game: &AnyGame) -> &'static str {
    match game {
        AnyGame::Senet(_) => "senet",
        AnyGame::Seesaw(_) => "seesaw",
        AnyGame::Arces(_) => "arces",
        AnyGame::Arsisesi(_) => "arsisesi",
        AnyGame::Zanstrekt(_) => "zanstrekt",
    }
}

/// The seat to decide in `game`, if a person or the computer is to choose (not a throw).
fn deciding(game: &AnyGame) -> Option<Seat> {
    match game.to_act() {
        ToAct::Player(seat) => Some(seat),
        _ => None,
    }
}

/// Why `action` is a good move for the player to act in `game` (the best move a hint found).
pub fn why(game: &AnyGame, action: AnyAction) -> Why {
    let facts = game.action_facts(action);
    let cell = facts.to.clone().unwrap_or_default();
    let of = |kind| {
        Fact::new(kind)
            .text("cell", &cell)
            .text("game", &family(game))
    };
    match facts.kind {
        ActionKind::Capture => return of(WhyKind::Capture),
        ActionKind::Ambush => return of(WhyKind::Ambush),
        ActionKind::Exit => return of(WhyKind::Off),
        ActionKind::Enter if !matches!(game, AnyGame::Zanstrekt(_)) => return of(WhyKind::Enter),
        _ => {}
    }
    let Some(mover) = deciding(game) else {
        return of(WhyKind::Best);
    };
    let mut after = game.clone();
    after.apply_unchecked(action);
    let to = game.action_spots(action).to;
    if let (AnyGame::Zanstrekt(_), Some(name)) = (game, &facts.to) {
        let own = GETHRELN[super::zanstrekt::board::side(mover)].to_string();
        if *name == own {
            return of(WhyKind::FateOwn);
        }
    }
    if let (AnyGame::Arces(before), AnyGame::Arces(now)) = (game, &after) {
        // Kings' moves to the Gold (ARC-4: one cell in any of 8 directions).
        let gold = super::arces::GOLD;
        let distance = |g: &super::arces::Arces| {
            g.marble(mover).map(|c| {
                c.file()
                    .abs_diff(gold.file())
                    .max(c.rank().abs_diff(gold.rank()))
            })
        };
        if matches!((distance(before), distance(now)), (Some(a), Some(b)) if b < a) {
            return of(WhyKind::Gold);
        }
    }
    let safe = to.is_some_and(|spot| !threatened(&after, mover, spot));
    match (facts.kind, safe) {
        (ActionKind::Place, true) => of(WhyKind::PlaceSafe),
        (ActionKind::Place, false) => of(WhyKind::Place),
        (ActionKind::Move | ActionKind::Enter, true) => of(WhyKind::Safe),
        _ => of(WhyKind::Best),
    }
}

/// Whether an opponent of `mover` can take the piece on `spot` with their next decision in
/// `after` (over every throw first, in the games with dice). False while `mover` still acts:
/// the turn is not over, so nothing can be said yet.
fn threatened(after: &AnyGame, mover: Seat, spot: crate::core::Spot) -> bool {
    let takes = |g: &AnyGame| {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        legal.iter().any(|&a| {
            let kind = g.action_facts(a).kind;
            matches!(kind, ActionKind::Capture | ActionKind::Ambush)
                && g.action_spots(a).to == Some(spot)
        })
    };
    match after.to_act() {
        ToAct::Player(seat) if seat != mover => takes(after),
        ToAct::Chance => {
            let mut rolls = Vec::new();
            after.rolls(&mut rolls);
            rolls.iter().any(|&(roll, _)| {
                let mut thrown = after.clone();
                thrown.apply_roll_unchecked(roll);
                deciding(&thrown).is_some_and(|s| s != mover) && takes(&thrown)
            })
        }
        _ => false,
    }
}

/// The tip `action`, played in `before`, calls for: something a newcomer meets for the first
/// time and would otherwise learn only by losing pieces.
pub fn tip(before: &AnyGame, action: AnyAction) -> Option<Tip> {
    let facts = before.action_facts(action);
    let cell = facts.to.clone().unwrap_or_default();
    let mover = deciding(before)?;
    let kind = match (before, facts.kind) {
        (AnyGame::Zanstrekt(_), ActionKind::Ambush) => TipKind::Ambush,
        (AnyGame::Seesaw(_), ActionKind::Capture) => {
            let mut after = before.clone();
            after.apply_unchecked(action);
            // Steps left over after the capture: the same stack acts again (SEE-6).
            if deciding(&after) != Some(mover) {
                return None;
            }
            TipKind::Chain
        }
        (AnyGame::Arces(_), ActionKind::Capture) => TipKind::Cage,
        (AnyGame::Arsisesi(_), ActionKind::Capture) => TipKind::Kick,
        (AnyGame::Senet(_), ActionKind::Capture) => TipKind::Attack,
        (AnyGame::Zanstrekt(_), ActionKind::Move | ActionKind::Capture)
            if GETHRELN.iter().any(|c| c.to_string() == cell) =>
        {
            TipKind::Fate
        }
        _ => return None,
    };
    Some(Fact::new(kind).text("cell", &cell))
}

/// The guide's notes on a hint, a line each after the hint's analysis: `why <kind> <cell>
/// <game>` for `best`, the hinted action of the record's last position, then `tip <kind> <cell>`
/// for each kind of tip, where its event first happened in `record` (oldest first). A value
/// that is not there is written `-`.
pub fn notes(record: &Record<AnyGame>, best: Option<AnyAction>) -> String {
    let mut text = String::new();
    let mut line = |head: &str, name: &str, values: &[(&str, Value)]| {
        let _ = write!(text, "\n{head} {name}");
        for (_, value) in values {
            match value {
                Value::Text(t) if !t.is_empty() => text.push_str(&format!(" {t}")),
                _ => text.push_str(" -"),
            }
        }
    };
    if let Some(best) = best {
        let why = why(record.position(), best);
        line("why", why.kind.name(), &why.values);
    }
    let mut told = Vec::new();
    for (index, token) in record.tokens().iter().enumerate() {
        let Token::Action(action) = *token else {
            continue;
        };
        let Some(tip) = tip(&record.position_at(index), action) else {
            continue;
        };
        if !told.contains(&tip.kind) {
            told.push(tip.kind);
            line("tip", tip.kind.name(), &tip.values);
        }
    }
    text
}

/// One of [`notes`]' lines read back: whether it is a `why` (else a `tip`), the kind's name and
/// its values by the names its message uses.
pub type Note<'a> = (bool, &'a str, Vec<(&'static str, Value)>);

/// Reads one of [`notes`]' lines; `None` for a line that is not one.
pub fn read_note(line: &str) -> Option<Note<'_>> {
    let mut words = line.split(' ');
    let why = match words.next()? {
        "why" => true,
        "tip" => false,
        _ => return None,
    };
    let name = words.next()?;
    let names: &[&'static str] = if why { &["cell", "game"] } else { &["cell"] };
    let values = names
        .iter()
        .zip(words)
        .map(|(&n, w)| {
            (
                n,
                Value::Text(if w == "-" {
                    String::new()
                } else {
                    w.to_string()
                }),
            )
        })
        .collect();
    Some((why, name, values))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Record;

    fn at(record: &str) -> AnyGame {
        Record::<AnyGame>::parse(record).unwrap().position().clone()
    }

    fn why_of(record: &str, action: &str) -> WhyKind {
        let game = at(record);
        let action = game.parse_action(action).unwrap();
        why(&game, action).kind
    }

    fn tip_of(record: &str, action: &str) -> Option<TipKind> {
        let game = at(record);
        let action = game.parse_action(action).unwrap();
        tip(&game, action).map(|t| t.kind)
    }

    #[test]
    fn every_hinted_move_of_every_game_has_a_reason() {
        // Every legal action of the first positions of every game id gets a reason whose
        // values name a cell and a family, so each sentence can be formed.
        for id in crate::games::GAME_IDS {
            let mut game = AnyGame::new(id).unwrap();
            let mut rng = crate::core::Rng::with_seed(3);
            for _ in 0..40 {
                match game.to_act() {
                    ToAct::Over => break,
                    ToAct::Chance => {
                        let mut rolls = Vec::new();
                        game.rolls(&mut rolls);
                        game.apply_roll_unchecked(crate::core::sample_roll(&rolls, &mut rng));
                    }
                    ToAct::Player(_) => {
                        let mut legal = Vec::new();
                        game.legal_actions(&mut legal);
                        for &a in &legal {
                            let reason = why(&game, a);
                            assert!(reason.values.iter().any(|(n, _)| *n == "game"), "{id}");
                        }
                        let pick = legal[crate::core::pick_index(legal.len(), &mut rng)];
                        game.apply_unchecked(pick);
                    }
                }
            }
        }
    }

    #[test]
    fn reasons_follow_the_rules() {
        // SEE-8: South's first placement, far from North, gains a stack no enemy reaches.
        assert_eq!(why_of("seesaw", "+c1"), WhyKind::PlaceSafe);
        // SEN-5: Black's 8 attacks White's 9 with a 1.
        assert_eq!(why_of("senet;d1", "8-9"), WhyKind::Capture);
        // SEN-12: bearing off.
        assert_eq!(why_of("senet:ww26bb:b1", "30-off"), WhyKind::Off);
    }

    #[test]
    fn notes_read_back() {
        let record = Record::<AnyGame>::parse("senet;d1,8-9,d2").unwrap();
        let text = notes(&record, None);
        assert_eq!(text, "\ntip attack 9");
        let game = record.position();
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let text = notes(&record, Some(legal[0]));
        let lines: Vec<_> = text.lines().skip(1).filter_map(read_note).collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].0 && lines[0].2[1] == ("game", Value::Text("senet".into())));
        assert_eq!(
            lines[1],
            (false, "attack", vec![("cell", Value::Text("9".into()))])
        );
    }

    #[test]
    fn tips_come_with_what_they_explain() {
        assert_eq!(tip_of("senet;d1", "8-9"), Some(TipKind::Attack));
        assert_eq!(tip_of("senet;d2", "10-12"), None);
    }
}

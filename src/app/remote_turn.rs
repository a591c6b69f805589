//! The turn in hand of a game with a friend on another device, kept beside the saved game
//! (`quintet.v2.turn.<match>`): the record up to the latest throw this device showed in its
//! turn. A throw shown is fixed with the decisions before it (docs/remote.md, "Undo"): the
//! protocol fixes each throw of a turn when the turn starts, so a turn played again after a
//! reload, or in another tab of the same device, would bring the same throws after other
//! decisions. So the page takes the turn back from here when it opens the game, and a tab whose
//! turn departs from it shows it instead of throwing or sending. (A live game's throws that
//! asked the other device come back from their retained request instead: `web::remote::live`.)

use super::saved::Store;
use crate::core::Record;
use crate::games::AnyGame;
use crate::remote::{link_record, Device};

/// The storage items' prefix (not the saved games' `quintet.v2.remote.`, whose list this is not).
const PREFIX: &str = "quintet.v2.turn.";

fn item(key: &str) -> String {
    format!("{PREFIX}{key}")
}

/// Keeps `record`, which ends with a throw this device just showed, as the match `key`'s turn in
/// hand. A full storage loses only this: the turn then starts again on a reload.
pub fn keep(store: &impl Store, key: &str, record: &Record<AnyGame>) {
    let _ = store.set(&item(key), &link_record(record));
}

/// Forgets the match `key`'s turn in hand (its game was deleted, or moved on).
pub fn forget(store: &impl Store, key: &str) {
    store.remove(&item(key));
}

/// The match `key`'s turn in hand, where it still continues `device`'s copy of the game by
/// tokens of this device's own turn; a turn kept before the game moved on (this device sent its
/// turn, or received the friend's), or a damaged text, is none (and forgotten).
pub fn kept(store: &impl Store, key: &str, device: &Device<AnyGame>) -> Option<Record<AnyGame>> {
    let text = store.get(&item(key))?;
    let turn = continues(&text, device);
    if turn.is_none() {
        forget(store, key);
    }
    turn
}

fn continues(text: &str, device: &Device<AnyGame>) -> Option<Record<AnyGame>> {
    let record = Record::<AnyGame>::parse(text).ok()?;
    let mut turn = device.chain().record().clone();
    let (tokens, copy) = (record.tokens(), turn.tokens().len());
    if tokens.len() <= copy || tokens[..copy] != *turn.tokens() {
        return None;
    }
    for &token in &tokens[copy..] {
        if !device.plays_next(&turn) || turn.push(token).is_err() {
            return None;
        }
    }
    Some(turn)
}

/// The match `key`'s turn in hand where `record` (a tab's turn so far) departs from it: another
/// tab of this device, or this one before it was left behind, showed throws that `record` does
/// not hold, so `record` may neither throw nor be sent.
pub fn departed(
    store: &impl Store,
    key: &str,
    device: &Device<AnyGame>,
    record: &Record<AnyGame>,
) -> Option<Record<AnyGame>> {
    kept(store, key, device).filter(|turn| !record.tokens().starts_with(turn.tokens()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::saved::tests::Memory;
    use crate::core::{Game, Seat, ToAct, Token};
    use crate::remote::{SeatChoice, SeededEntropy};

    /// A Senet game by link, accepted: the inviter (Black) to throw first.
    fn senet() -> (Device<AnyGame>, Device<AnyGame>) {
        let mut entropy = SeededEntropy::new(3);
        let start = Record::<AnyGame>::from_id("senet").unwrap();
        let (mut inviter, _) =
            Device::invite(&start, SeatChoice::Seat(Seat::South), 2, &mut entropy, 0).unwrap();
        let invite = inviter.sent().unwrap().clone();
        let mut joiner = Device::<AnyGame>::join(&invite, 0).unwrap();
        let accept = joiner.compose(&start, &mut entropy, 0).unwrap();
        inviter.receive(&accept, 0).unwrap();
        (inviter, joiner)
    }

    /// `device`'s turn played on from `record` (the first legal action each time), up to and
    /// including its next throw, or with `whole` to the turn's end.
    fn play_on(device: &Device<AnyGame>, record: &Record<AnyGame>, whole: bool) -> Record<AnyGame> {
        let mut record = record.clone();
        while device.plays_next(&record) {
            let game = record.position().clone();
            let token = if game.to_act() == ToAct::Chance {
                Token::Roll(device.throw(&game, record.tokens().len()).unwrap())
            } else {
                let mut actions = Vec::new();
                game.legal_actions(&mut actions);
                Token::Action(actions[0])
            };
            record.push(token).unwrap();
            if !whole && matches!(token, Token::Roll(_)) {
                break;
            }
        }
        record
    }

    #[test]
    fn a_turn_in_hand_comes_back_until_the_game_moves_on() {
        let (mut inviter, mut joiner) = senet();
        let store = Memory::new();
        assert_eq!(kept(&store, "m", &inviter), None);
        let start = inviter.chain().record().clone();
        let first = play_on(&inviter, &start, false);
        keep(&store, "m", &first);
        assert_eq!(kept(&store, "m", &inviter).as_ref(), Some(&first));
        // The same turn, further on: it departs from nothing.
        assert_eq!(departed(&store, "m", &inviter, &first), None);
        // Another tab, at the turn's start, has not seen the throw: it departs.
        assert_eq!(
            departed(&store, "m", &inviter, &start).as_ref(),
            Some(&first)
        );
        // The other device's copy holds none of it: its own turn is not this one.
        assert_eq!(kept(&store, "m", &joiner), None);
        assert_eq!(store.get(&item("m")), None, "forgotten");
        // Sent: the turn in hand is the game now, and is forgotten.
        keep(&store, "m", &first);
        let record = play_on(&inviter, &first, true);
        let mut entropy = SeededEntropy::new(4);
        let two = inviter.compose(&record, &mut entropy, 0).unwrap();
        assert_eq!(kept(&store, "m", &inviter), None);
        joiner.receive(&two, 0).unwrap();
        // A damaged text, or one of another game, is none.
        for text in ["senet;zz", "seesaw;", "", "senet;d6,11-17"] {
            store.set(&item("m"), text).unwrap();
            assert_eq!(kept(&store, "m", &joiner), None, "{text}");
        }
    }
}

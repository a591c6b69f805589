//! Games with a friend on another device, as the list of games shows them: each device's memory
//! of a match is one storage item, `quintet.v2.remote.<match>`, in the text format of
//! `remote::state`. The list reads only the summary lines that format writes for it (the game,
//! this device's side, whose turn, the result, when the game last moved, the last link sent),
//! and checks nothing: the remote variant reads the whole memory, checking every message, when the
//! game is opened. So the plain page lists remote games without carrying the protocol's code.

use super::games_list::{ago, Row};
use super::saved::Store;
use crate::app::text::game_name;
use crate::core::Game;
use crate::i18n::{self, t, tr};
use crate::remote::state::{turn, FOOTER, HEADER};

/// The prefix of every remote game's item; the match (base64url) follows.
pub const PREFIX: &str = "quintet.v2.remote.";

/// The value of the summary line `field` in a memory's text; `None` unless the text is a complete
/// memory of this version and has the line.
fn field<'a>(text: &'a str, field: &str) -> Option<&'a str> {
    let body = text.strip_prefix(HEADER)?.strip_suffix(FOOTER)?;
    body.lines()
        .find_map(|line| line.strip_prefix(field)?.strip_prefix(' '))
}

/// Every remote game in `store` as the list shows it: the game's name, this device's side, whose
/// move it is and since when ("Waiting for your friend · sent 5 minutes ago") or the result;
/// those whose move it is here first. A memory that does not read is listed as such.
pub fn rows(store: &impl Store, now: u64) -> Vec<Row> {
    // The list's words are the remote area's.
    super::remote_words::load();
    // Those whose move it is here first: the list is short, and a sort costs the page code.
    let (mut mine, mut others) = (Vec::new(), Vec::new());
    for full in store.keys() {
        let Some(key) = full.strip_prefix(PREFIX) else {
            continue;
        };
        let text = store.get(&full).unwrap_or_default();
        let f = |name| field(&text, name);
        let mut row = Row {
            key: key.to_string(),
            title: t("saved-unreadable"),
            status: String::new(),
            detail: String::new(),
            // The list's side line says who plays what here.
            players: String::new(),
            finished: false,
            current: false,
        };
        let (Some(game), Some(Ok(updated))) = (f("game"), f("updated").map(str::parse)) else {
            others.push(row);
            continue;
        };
        let when = || ago(now, updated).into();
        row.title = game_name(game);
        row.status = match f("seat") {
            // A game this device only watches: nobody's side is its own.
            Some(turn::WATCHING) => t("remote-list-watching"),
            Some(seat) if seat != "random" => tr(
                "remote-list-side",
                &[("seat", i18n::seat_name(seat).into())],
            ),
            _ => t("remote-list-side-random"),
        };
        row.detail = match f("turn") {
            Some(turn::MINE) => tr("remote-list-your-move", &[("when", when())]),
            Some(turn::WATCHING) => tr("remote-list-watched", &[("when", when())]),
            Some(turn::THEIRS) => {
                // Arcēs for three or four waits for one of the others, not "your friend".
                let group = crate::games::AnyGame::new(game).is_ok_and(|g| g.seats().len() > 2);
                let key = if group {
                    "remote-list-waiting-group"
                } else {
                    "remote-list-waiting"
                };
                tr(key, &[("when", when())])
            }
            _ => t(match f("result").and_then(|r| r.get(..3)) {
                Some("won") => "remote-list-won",
                Some("los") => "remote-list-lost",
                Some("end") => "remote-list-ended",
                _ => "result-drawn",
            }),
        };
        if f("turn") == Some(turn::MINE) {
            mine.push(row);
        } else {
            others.push(row);
        }
    }
    mine.append(&mut others);
    mine
}

/// Whether a remote game in `store` is played by more than two (Arcēs for three or four): the
/// list's heading then speaks of friends, not of one friend.
pub fn any_group(store: &impl Store) -> bool {
    store.keys().iter().any(|key| {
        let text = key
            .strip_prefix(PREFIX)
            .and_then(|_| store.get(key))
            .unwrap_or_default();
        field(&text, "game")
            .is_some_and(|g| crate::games::AnyGame::new(g).is_ok_and(|g| g.seats().len() > 2))
    })
}

/// The last link the remote game `key` sent, without its page (Send again).
pub fn sent(store: &impl Store, key: &str) -> Option<String> {
    let text = store.get(&(PREFIX.to_string() + key))?;
    // A device that only watches has nothing of its own to send.
    if field(&text, "turn") == Some(turn::WATCHING) {
        return None;
    }
    field(&text, "sent").map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::saved::StoreError;
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    #[derive(Default)]
    struct Map(RefCell<BTreeMap<String, String>>);

    impl Store for Map {
        fn get(&self, key: &str) -> Option<String> {
            self.0.borrow().get(key).cloned()
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
            self.0.borrow_mut().insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&self, key: &str) {
            self.0.borrow_mut().remove(key);
        }
        fn keys(&self) -> Vec<String> {
            self.0.borrow().keys().cloned().collect()
        }
    }

    #[test]
    fn the_list_reads_the_summaries_the_devices_write() {
        use crate::core::{Record, Seat};
        use crate::games::AnyGame;
        use crate::remote::{Device, SeatChoice, SeededEntropy};
        let mut entropy = SeededEntropy::new(1);
        let start = Record::<AnyGame>::from_id("senet").unwrap();
        let (inviter, invite) = Device::invite(
            &start,
            SeatChoice::Seat(Seat::North),
            2,
            &mut entropy,
            60_000,
        )
        .unwrap();
        let mut joiner = Device::<AnyGame>::join(&invite, 0).unwrap();
        joiner
            .compose(&start, &mut entropy, 120_000)
            .expect("the acceptance");
        let store = Map::default();
        for (device, key) in [(&inviter, "a"), (&joiner, "b")] {
            store
                .set(&format!("{PREFIX}{key}"), &device.encode())
                .unwrap();
        }
        store.set(&format!("{PREFIX}c"), "half a gam").unwrap();
        store.set("quintet.v2.game.x", "not ours").unwrap();
        let rows = rows(&store, 3 * 60_000);
        assert_eq!(rows.len(), 3);
        // Both wait for the other (the inviter has not received the acceptance yet): in the
        // storage's order.
        let words = |r: &Row| {
            [
                r.key.clone(),
                r.title.clone(),
                r.status.clone(),
                r.detail.clone(),
            ]
        };
        assert_eq!(
            rows.iter().map(words).collect::<Vec<_>>(),
            [
                [
                    "a",
                    "Senet",
                    "You play White",
                    "Waiting for your friend · sent 2 minutes ago"
                ],
                [
                    "b",
                    "Senet",
                    "You play Black",
                    "Waiting for your friend · sent 1 minute ago"
                ],
                ["c", "Could not be read", "", ""],
            ]
        );
        assert_eq!(sent(&store, "b"), Some(joiner.sent().unwrap().suffix()));
        assert_eq!(sent(&store, "c"), None);
    }

    #[test]
    fn summaries_say_whose_move_and_the_result() {
        let text = |fields: &str| format!("{HEADER}\ngame seesaw\n{fields}\nupdated 5\n{FOOTER}");
        let store = Map::default();
        store
            .set(&format!("{PREFIX}m"), &text("seat random\nturn mine"))
            .unwrap();
        store
            .set(
                &format!("{PREFIX}o"),
                &text("seat south\nturn over\nresult lost-resigned"),
            )
            .unwrap();
        // Arcēs for four: waiting for the others; a game another person resigned ended.
        let group = |fields: &str| text(fields).replace("game seesaw", "game arces-4");
        store
            .set(&format!("{PREFIX}p"), &group("seat west\nturn theirs"))
            .unwrap();
        store
            .set(
                &format!("{PREFIX}q"),
                &group("seat north\nturn over\nresult ended"),
            )
            .unwrap();
        // A device that only watches (a game of four that filled before it joined).
        store
            .set(
                &format!("{PREFIX}w"),
                &group("seat watching\nturn watching\nsent ?play=x#arces-4"),
            )
            .unwrap();
        assert!(any_group(&store));
        assert_eq!(sent(&store, "w"), None, "no Send again for a watcher");
        let rows = rows(&store, 5);
        let row = |key: &str| rows.iter().find(|r| r.key == key).unwrap();
        assert_eq!(
            (row("w").status.as_str(), row("w").detail.as_str()),
            ("Watching", "Watching · moved just now")
        );
        assert_eq!(rows[0].status, "Sides not drawn yet");
        assert_eq!(row("p").detail, "Waiting for the others · sent just now");
        assert_eq!(row("q").detail, "Finished: ended by a resignation");
        assert_eq!(rows[0].detail, "Your move · received just now");
        assert_eq!(row("o").detail, "Finished: you lost");
        assert_eq!(row("o").status, "You play South");
        store
            .set(&format!("{PREFIX}v"), "quintet remote game 2\nend")
            .unwrap();
        let updated = text("turn mine").replace("updated 5", "updated x");
        store.set(&format!("{PREFIX}x"), &updated).unwrap();
        let rows = super::rows(&store, 5);
        assert_eq!(rows.len(), 7);
        let unreadable = rows.iter().filter(|r| r.title == "Could not be read");
        assert!(unreadable.clone().all(|r| r.detail.is_empty()));
        assert_eq!(unreadable.count(), 2);
    }
}

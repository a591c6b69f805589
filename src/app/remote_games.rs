//! Games with a friend on another device, as the list of games shows them: each device's memory
//! of a match is one storage item, `quintet.v2.remote.<match>`, in the text format of
//! `remote::state`. The list reads only the summary lines that format writes for it (the game,
//! this device's side, whose turn, the result, when the game last moved, the last link sent),
//! and checks nothing: the remote variant reads the whole memory, checking every message, when the
//! game is opened. So the plain page lists remote games without carrying the protocol's code.

use super::games_list::ago;
use super::saved::Store;
use crate::app::text::game_name;
use crate::i18n::{self, t, tr};
use crate::remote::state::{turn, FOOTER, HEADER};

/// The prefix of every remote game's item; the match (base64url) follows.
pub const PREFIX: &str = "quintet.v2.remote.";

/// Whose turn a remote game is at.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// This device has the move.
    Mine,
    /// The friend has it.
    Theirs,
    /// The game is over.
    Over,
}

/// What the list says of one remote game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The game id.
    pub game: String,
    /// This device's seat as the game names it in lower case (`black`), once known.
    pub seat: Option<String>,
    /// Whose turn.
    pub turn: Turn,
    /// The result for this device: `won`, `lost` or `drawn` (with `-resigned`), once over.
    pub result: Option<String>,
    /// When the game last moved (ms since 1970).
    pub updated: u64,
    /// The last link sent, without its page (`?play=…#record`).
    pub sent: Option<String>,
}

impl Summary {
    /// Reads the summary lines of a memory; `None` unless it is complete and of this version.
    pub fn read(text: &str) -> Option<Summary> {
        let body = text.strip_prefix(HEADER)?.strip_prefix('\n')?;
        let body = body.strip_suffix(FOOTER)?;
        let mut summary = Summary {
            game: String::new(),
            seat: None,
            turn: Turn::Over,
            result: None,
            updated: 0,
            sent: None,
        };
        for line in body.lines() {
            let (field, value) = line.split_once(' ').unwrap_or((line, ""));
            let some = || Some(value.to_string()).filter(|v| !v.is_empty() && v != "-");
            match field {
                "game" => summary.game = value.to_string(),
                "seat" => summary.seat = some().filter(|v| v != "random"),
                "turn" => {
                    summary.turn = match value {
                        turn::MINE => Turn::Mine,
                        turn::THEIRS => Turn::Theirs,
                        _ => Turn::Over,
                    }
                }
                "result" => summary.result = some(),
                "updated" => summary.updated = value.parse().ok()?,
                "sent" => summary.sent = some(),
                _ => {}
            }
        }
        Some(summary)
    }
}

/// One remote game's item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A memory whose summary reads; `key` is the match.
    Game {
        /// The item's key after [`PREFIX`].
        key: String,
        /// What it says.
        summary: Summary,
    },
    /// An item that does not read, kept as it is.
    Unreadable {
        /// The item's key after [`PREFIX`].
        key: String,
    },
}

/// Every remote game in `store`: those whose move it is here first, then by when they last
/// moved, latest first; unreadable ones last.
pub fn list(store: &impl Store) -> Vec<Item> {
    let mut items: Vec<(u64, Item)> = store
        .keys()
        .into_iter()
        .filter_map(|full| {
            let key = full.strip_prefix(PREFIX)?.to_string();
            let text = store.get(&full)?;
            Some(match Summary::read(&text) {
                Some(summary) => {
                    let rank = match summary.turn {
                        Turn::Mine => 2,
                        Turn::Theirs => 1,
                        Turn::Over => 0,
                    } << 62
                        | summary.updated.min(u64::MAX >> 2);
                    (rank, Item::Game { key, summary })
                }
                None => (0, Item::Unreadable { key }),
            })
        })
        .collect();
    // Few items: an insertion sort, as `saved::list` (std's sorts cost the page kilobytes).
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && items[j - 1].0 < items[j].0 {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
    items.into_iter().map(|(_, item)| item).collect()
}

/// One remote game as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The item's key (the match).
    pub key: String,
    /// The game's name, or that it could not be read.
    pub title: String,
    /// This device's side.
    pub side: String,
    /// Whose move and since when, or the result.
    pub status: String,
    /// The last link sent, for Send again.
    pub sent: Option<String>,
}

/// The rows of `items`, `now` being the time in ms.
pub fn rows(items: &[Item], now: u64) -> Vec<Row> {
    items
        .iter()
        .map(|item| match item {
            Item::Game { key, summary } => Row {
                key: key.clone(),
                title: game_name(&summary.game),
                side: match &summary.seat {
                    Some(seat) => tr(
                        "remote-list-side",
                        &[("seat", i18n::seat_name(seat).into())],
                    ),
                    None => t("remote-list-side-random"),
                },
                status: status(summary, now),
                sent: summary.sent.clone(),
            },
            Item::Unreadable { key } => Row {
                key: key.clone(),
                title: t("remote-list-unreadable"),
                side: String::new(),
                status: String::new(),
                sent: None,
            },
        })
        .collect()
}

/// Whose move it is and since when ("Waiting for your friend · sent 5 minutes ago"), or the
/// result.
fn status(summary: &Summary, now: u64) -> String {
    let when = ago(now, summary.updated);
    match summary.turn {
        Turn::Mine => tr("remote-list-your-move", &[("when", when.into())]),
        Turn::Theirs => tr("remote-list-waiting", &[("when", when.into())]),
        Turn::Over => t(match summary.result.as_deref().unwrap_or("") {
            r if r.starts_with("won") => "remote-list-won",
            r if r.starts_with("lost") => "remote-list-lost",
            _ => "remote-list-drawn",
        }),
    }
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
        let (inviter, invite) =
            Device::invite(&start, SeatChoice::Seat(Seat::North), &mut entropy, 60_000).unwrap();
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
        let items = list(&store);
        assert_eq!(items.len(), 3);
        let rows = rows(&items, 3 * 60_000);
        // Both wait for the other: the inviter has not received the acceptance yet.
        assert_eq!(rows[0].key, "b");
        assert_eq!(rows[0].title, "Senet");
        assert_eq!(rows[0].side, "You play Black");
        assert_eq!(
            rows[0].status,
            "Waiting for your friend · sent 1 minute ago"
        );
        assert_eq!(
            rows[1].status,
            "Waiting for your friend · sent 2 minutes ago"
        );
        assert_eq!(rows[1].side, "You play White");
        assert_eq!(
            rows[0].sent.as_deref(),
            Some(joiner.sent().unwrap().suffix().as_str())
        );
        assert_eq!(rows[2].title, "This game could not be read.");
        assert!(rows[2].sent.is_none());
    }

    #[test]
    fn summaries_say_whose_move_and_the_result() {
        let text = |fields: &str| format!("{HEADER}\ngame seesaw\n{fields}\nupdated 5\n{FOOTER}");
        let mine = Summary::read(&text("seat random\nturn mine")).unwrap();
        assert_eq!((mine.turn, mine.seat.as_deref()), (Turn::Mine, None));
        assert_eq!(status(&mine, 5), "Your move · received just now");
        let over = Summary::read(&text("seat south\nturn over\nresult lost-resigned")).unwrap();
        assert_eq!(status(&over, 5), "Finished: you lost");
        assert_eq!(Summary::read("quintet remote game 2\nend"), None);
        assert_eq!(
            Summary::read(&text("turn mine").replace("updated 5", "updated x")),
            None
        );
    }
}

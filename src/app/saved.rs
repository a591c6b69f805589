//! Saved games: every unfinished game (any number per game kind) and the last
//! [`FINISHED_KEPT`] finished ones, each in its own storage item, so that nothing a player did is
//! ever lost. The page's storage only reads and writes strings ([`Store`]); everything else is
//! here and tested natively.
//!
//! Each game is one item, `quintet.v2.game.<key>`, in a small versioned text format
//! ([`SavedGame::encode`]): a first line naming the format, `field value` lines, and `end`. A
//! value that lacks either end (half-written, foreign, or from a later version) is never thrown
//! away: it is listed as [`Entry::Unreadable`] with its text, to be copied or deleted by hand,
//! and so is a game whose record no longer reads. There is no index item: the list is the
//! storage's keys, so two tabs writing different games never touch the same item, and a tab
//! whose game was changed by another tab meanwhile saves under a new key ([`Shelf::save`]).
//!
//! Games saved by the first version (`quintet.v1.game.<id>`, one per game id) are carried over
//! by [`migrate`] and removed only once their copy is written.

use super::players::Players;
use crate::core::{Game, Record};
use crate::games::{AnyGame, GAME_IDS};

/// The prefix of every saved game's item.
pub const PREFIX: &str = "quintet.v2.game.";
/// The first version's saved games (`quintet.v1.game.<id>`).
pub const V1_PREFIX: &str = "quintet.v1.game.";
/// The first version's "game played last" item.
pub const V1_LAST: &str = "quintet.v1.last";
/// How many finished games are kept for review; older ones go first.
pub const FINISHED_KEPT: usize = 20;

const HEADER: &str = "quintet saved game 2";
const FOOTER: &str = "end";

/// Why a write failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The storage is full (its quota is used up).
    Full,
    /// There is no storage (turned off, or a private mode that refuses it).
    Missing,
}

/// Where saved games live: the page's `localStorage`, or a map in the tests.
pub trait Store {
    /// The value of `key`, if any.
    fn get(&self, key: &str) -> Option<String>;
    /// Writes `value` under `key`.
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removes `key` (nothing if it is absent).
    fn remove(&self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// One saved game: its record and who played it, when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game id (the kind listed even if the record stops reading).
    pub id: String,
    /// The record, as notation.
    pub record: String,
    /// Who plays each seat.
    pub players: Players,
    /// Which person (0 or 1) sits South, when a ceremony, a rematch or the new-game dialogue
    /// said so; `None` for a game opened from a link.
    pub south: Option<usize>,
    /// When it was last played (ms since 1970).
    pub played: u64,
    /// Whether the game is over.
    pub finished: bool,
}

/// A storage item under [`PREFIX`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A game that reads; `key` is its item's name after the prefix.
    Game {
        /// The item's key after [`PREFIX`].
        key: String,
        /// The game.
        game: SavedGame,
    },
    /// An item that cannot be read, kept as it is.
    Unreadable {
        /// The item's key after [`PREFIX`].
        key: String,
        /// Its whole text.
        text: String,
    },
}

impl Entry {
    /// The item's key after [`PREFIX`].
    pub fn key(&self) -> &str {
        match self {
            Entry::Game { key, .. } | Entry::Unreadable { key, .. } => key,
        }
    }
}

impl SavedGame {
    /// The item's text.
    pub fn encode(&self) -> String {
        let seats = AnyGame::new(&self.id).map_or(&[][..], |g| g.seats());
        let south = self.south.map_or(String::new(), |s| (s + 1).to_string());
        format!(
            "{HEADER}\ngame {}\nplayers {}\nsouth {south}\nplayed {}\nstate {}\nrecord {}\n{FOOTER}",
            self.id,
            self.players.write_query("", seats),
            self.played,
            if self.finished { "finished" } else { "playing" },
            self.record,
        )
    }

    /// Reads an item's text; `None` unless it is complete and its record reads. Unknown fields
    /// are left out, so that a later version's additions do not make a game unreadable.
    pub fn decode(text: &str) -> Option<SavedGame> {
        let body = text.strip_prefix(HEADER)?.strip_prefix('\n')?;
        let body = body.strip_suffix(FOOTER)?;
        let mut game = SavedGame {
            id: String::new(),
            record: String::new(),
            players: Players::people(),
            south: None,
            played: 0,
            finished: false,
        };
        for line in body.lines() {
            let (field, value) = line.split_once(' ').unwrap_or((line, ""));
            match field {
                "game" => game.id = value.to_string(),
                "players" => game.players = Players::from_query(value).0,
                "south" => {
                    game.south = value
                        .parse::<usize>()
                        .ok()
                        .filter(|&s| s == 1 || s == 2)
                        .map(|s| s - 1)
                }
                "played" => game.played = value.parse().ok()?,
                "state" => game.finished = value == "finished",
                "record" => game.record = value.to_string(),
                _ => {}
            }
        }
        let record = Record::<AnyGame>::parse(&game.record).ok()?;
        (record.position().id() == game.id).then_some(game)
    }
}

/// Every saved game and unreadable item in `store`, most recently played first (unreadable
/// ones last).
pub fn list(store: &impl Store) -> Vec<Entry> {
    let mut entries: Vec<Entry> = store
        .keys()
        .into_iter()
        .filter_map(|full| {
            let key = full.strip_prefix(PREFIX)?.to_string();
            let text = store.get(&full)?;
            Some(match SavedGame::decode(&text) {
                Some(game) => Entry::Game { key, game },
                None => Entry::Unreadable { key, text },
            })
        })
        .collect();
    let rank = |e: &Entry| match e {
        Entry::Game { game, .. } => (0, u64::MAX - game.played),
        Entry::Unreadable { .. } => (1, 0),
    };
    order(&mut entries, |a, b| (rank(a), a.key()) > (rank(b), b.key()));
    entries
}

/// Orders `items` stably so that no item `after` another. The lists are short (saved games),
/// and std's sorts cost the page kilobytes of code for each type they sort.
pub(super) fn order<T>(items: &mut [T], after: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && after(&items[j - 1], &items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The most recently played unfinished game, of game id `id` if given.
pub fn latest_unfinished(entries: &[Entry], id: Option<&str>) -> Option<(String, SavedGame)> {
    entries.iter().find_map(|e| match e {
        Entry::Game { key, game } if !game.finished && id.is_none_or(|id| game.id == id) => {
            Some((key.clone(), game.clone()))
        }
        _ => None,
    })
}

/// A fresh item key from the time and a random number: unique across tabs in practice.
pub fn new_key(now: u64, random: u64) -> String {
    format!("{now}-{}", random % 1_000_000)
}

/// Carries the first version's saved games over: each `quintet.v1.game.<id>` becomes a saved
/// game (listed as unreadable if its record no longer reads, never dropped) and is removed once
/// its copy is written; the game played last gets the latest time, so it is the one resumed.
/// Returns the first write error, if any (the old items then stay for the next visit).
pub fn migrate(store: &impl Store, now: u64, random: u64) -> Result<(), StoreError> {
    let last = store.get(V1_LAST);
    let mut old: Vec<(String, String)> = store
        .keys()
        .into_iter()
        .filter_map(|key| {
            let id = key.strip_prefix(V1_PREFIX)?.to_string();
            Some((key.clone(), id))
        })
        .collect();
    order(&mut old, |a, b| a.0 > b.0);
    for (n, (key, id)) in old.iter().enumerate() {
        let Some(record) = store.get(key) else {
            continue;
        };
        let finished =
            Record::<AnyGame>::parse(&record).is_ok_and(|r| r.position().outcome().is_some());
        let played = if last.as_deref() == Some(id) {
            now
        } else {
            now.saturating_sub(1 + n as u64)
        };
        let game = SavedGame {
            id: if GAME_IDS.contains(&id.as_str()) {
                id.clone()
            } else {
                String::new()
            },
            record,
            players: Players::people(),
            south: None,
            played,
            finished,
        };
        let fresh = format!("{PREFIX}{}", new_key(now, random.wrapping_add(n as u64)));
        store.set(&fresh, &game.encode())?;
        store.remove(key);
    }
    if !old.is_empty() {
        store.remove(V1_LAST);
    }
    Ok(())
}

/// The page's hold on the game it shows: which item it is saved under, and what this tab last
/// wrote or read there, so that a change made by another tab is noticed and not overwritten.
#[derive(Clone, Debug, Default)]
pub struct Shelf {
    key: Option<String>,
    written: Option<String>,
    /// The game last written: saving the same game again writes nothing.
    last: Option<SavedGame>,
    /// Whether a write has failed (the page says so once).
    pub failed: bool,
}

/// What [`Shelf::save`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    /// The game is saved under this key (after [`PREFIX`]).
    Under(String),
    /// The write failed; `first` is true the first time, when the page says so.
    Failed {
        /// Whether this is the first failure.
        first: bool,
    },
}

impl Shelf {
    /// A shelf for a game saved under `key` whose item reads `text` now (a resumed game), or
    /// for a game not saved yet.
    pub fn holding(key: Option<String>, text: Option<String>) -> Shelf {
        let last = text.as_deref().and_then(SavedGame::decode);
        Shelf {
            key,
            written: text,
            last,
            failed: false,
        }
    }

    /// The key the shown game is saved under, if it is saved.
    pub fn key(&self) -> Option<&str> {
        self.key.as_deref()
    }

    /// Forgets the shown game's item (a new game, or the item was deleted): the next save
    /// writes a new one.
    pub fn release(&mut self) {
        self.key = None;
        self.written = None;
        self.last = None;
    }

    /// Saves `game`: under its own key, unless another tab changed or removed that item since
    /// this tab wrote it, in which case under a new one (both games are kept). A finished game
    /// also drops the oldest finished games beyond [`FINISHED_KEPT`].
    /// Saving the same game again (only its time differs) writes nothing, so that looking at
    /// a game does not make it the one played last.
    pub fn save(&mut self, store: &impl Store, game: &SavedGame, random: u64) -> Saved {
        if let (Some(key), Some(last)) = (&self.key, &self.last) {
            if same_game(last, game) {
                return Saved::Under(key.clone());
            }
        }
        let key = match &self.key {
            Some(key) if store.get(&format!("{PREFIX}{key}")) == self.written => key.clone(),
            _ => new_key(game.played, random),
        };
        let text = game.encode();
        match store.set(&format!("{PREFIX}{key}"), &text) {
            Ok(()) => {
                self.key = Some(key.clone());
                self.written = Some(text);
                self.last = Some(SavedGame {
                    played: 0,
                    ..game.clone()
                });
                if game.finished {
                    prune(store);
                }
                Saved::Under(key)
            }
            Err(_) => {
                let first = !self.failed;
                self.failed = true;
                Saved::Failed { first }
            }
        }
    }
}

/// Whether two saves are of the same game at the same point (their times aside).
fn same_game(a: &SavedGame, b: &SavedGame) -> bool {
    a.record == b.record
        && a.id == b.id
        && a.players == b.players
        && a.south == b.south
        && a.finished == b.finished
}

/// Removes finished games beyond the newest [`FINISHED_KEPT`].
fn prune(store: &impl Store) {
    let finished = list(store).into_iter().filter_map(|e| match e {
        Entry::Game { key, game } if game.finished => Some(key),
        _ => None,
    });
    for key in finished.skip(FINISHED_KEPT) {
        store.remove(&format!("{PREFIX}{key}"));
    }
}

#[cfg(test)]
pub(crate) mod tests;

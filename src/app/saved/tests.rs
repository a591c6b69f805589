//! Saved games against an in-memory store that can be full or missing, and two tabs at once.

use super::*;
use crate::ai::Level;
use crate::app::Controller;
use crate::core::Seat;
use std::cell::RefCell;
use std::collections::BTreeMap;

/// A store in memory; `room` limits the number of items (a full store), `None` storage is
/// missing altogether. Other models' tests keep their items in one too.
pub(crate) struct Memory {
    items: RefCell<BTreeMap<String, String>>,
    room: Option<usize>,
}

impl Memory {
    pub(crate) fn new() -> Memory {
        Memory {
            items: RefCell::default(),
            room: Some(usize::MAX),
        }
    }

    fn with(items: &[(&str, &str)]) -> Memory {
        let store = Memory::new();
        for (k, v) in items {
            store
                .items
                .borrow_mut()
                .insert(k.to_string(), v.to_string());
        }
        store
    }
}

impl Store for Memory {
    fn get(&self, key: &str) -> Option<String> {
        self.items.borrow().get(key).cloned()
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let Some(room) = self.room else {
            return Err(StoreError::Missing);
        };
        let mut items = self.items.borrow_mut();
        if !items.contains_key(key) && items.len() >= room {
            return Err(StoreError::Full);
        }
        items.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&self, key: &str) {
        self.items.borrow_mut().remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.items.borrow().keys().cloned().collect()
    }
}

fn game(record: &str, played: u64) -> SavedGame {
    let parsed = Record::<AnyGame>::parse(record).unwrap();
    SavedGame {
        id: parsed.position().id().to_string(),
        record: record.to_string(),
        players: Players::people(),
        south: Some(1),
        played,
        finished: parsed.position().outcome().is_some(),
    }
}

fn games(store: &Memory) -> Vec<SavedGame> {
    list(store)
        .into_iter()
        .filter_map(|e| match e {
            Entry::Game { game, .. } => Some(game),
            Entry::Unreadable { .. } => None,
        })
        .collect()
}

fn unreadable(store: &Memory) -> Vec<String> {
    list(store)
        .into_iter()
        .filter_map(|e| match e {
            Entry::Unreadable { text, .. } => Some(text),
            Entry::Game { .. } => None,
        })
        .collect()
}

#[test]
fn a_saved_game_reads_back_with_its_players() {
    let mut saved = game("senet;d2,11-13", 1_700_000_000_000);
    saved
        .players
        .set(Seat::North, Controller::Computer(Level::Strong));
    let text = saved.encode();
    assert!(
        text.starts_with("quintet saved game 2\n") && text.ends_with("\nend"),
        "{text}"
    );
    assert!(text.contains("\nplayers ?north=strong\n"), "{text}");
    assert_eq!(SavedGame::decode(&text), Some(saved.clone()));
    // A field from a later version is left out, not a reason to give up the game.
    let later = text.replace("\nrecord", "\nclock 5:00\nrecord");
    assert_eq!(SavedGame::decode(&later), Some(saved));
}

#[test]
fn half_written_foreign_and_broken_items_are_kept_and_listed() {
    let whole = game("senet;d2,11-13", 5).encode();
    let half = &whole[..whole.len() / 2];
    let broken = whole.replace("11-13", "11-99");
    let store = Memory::with(&[
        ("quintet.v2.game.a", half),
        ("quintet.v2.game.b", "{\"not\": \"ours\"}"),
        ("quintet.v2.game.c", &broken),
        ("quintet.v2.game.d", &whole),
        ("someone.else", "left alone"),
    ]);
    assert_eq!(games(&store).len(), 1);
    let kept = unreadable(&store);
    assert_eq!(
        kept,
        [half.to_string(), "{\"not\": \"ours\"}".into(), broken]
    );
    // Listing changes nothing.
    assert_eq!(store.keys().len(), 5);
}

#[test]
fn the_list_puts_the_latest_first_and_finds_the_latest_unfinished_game() {
    let store = Memory::new();
    let mut shelf = Shelf::default();
    shelf.save(&store, &game("seesaw;+d1", 10), 1);
    let mut other = Shelf::default();
    other.save(&store, &game("senet;d2,11-13", 30), 2);
    let mut third = Shelf::default();
    third.save(&store, &game("senet;d2,8-10,d2", 40), 3);
    let entries = list(&store);
    let played: Vec<u64> = games(&store).iter().map(|g| g.played).collect();
    assert_eq!(played, [40, 30, 10]);
    let (_, latest) = latest_unfinished(&entries, None).unwrap();
    assert_eq!(
        latest.record, "senet;d2,11-13",
        "the finished game is passed over"
    );
    let (key, seesaw) = latest_unfinished(&entries, Some("seesaw")).unwrap();
    assert_eq!(seesaw.played, 10);
    assert_eq!(shelf.key(), Some(key.as_str()));
    assert_eq!(latest_unfinished(&entries, Some("arces")), None);
}

#[test]
fn first_version_games_are_carried_over_without_loss() {
    let store = Memory::with(&[
        ("quintet.v1.game.senet", "senet;d2,11-13"),
        ("quintet.v1.game.seesaw", "seesaw;+d1"),
        ("quintet.v1.game.arces", "arces;zz-99"),
        ("quintet.v1.last", "seesaw"),
        ("quintet.v1.setting.show-targets", "0"),
    ]);
    migrate(&store, 1_000, 7).unwrap();
    let moved = games(&store);
    assert_eq!(moved.len(), 2);
    assert_eq!(
        moved[0].record, "seesaw;+d1",
        "the game played last comes first"
    );
    assert_eq!(moved[1].record, "senet;d2,11-13");
    assert!(moved
        .iter()
        .all(|g| g.south.is_none() && g.players == Players::people()));
    let kept = unreadable(&store);
    assert_eq!(kept.len(), 1);
    assert!(kept[0].contains("\nrecord arces;zz-99\n"), "{}", kept[0]);
    let keys = store.keys();
    assert!(
        keys.iter()
            .all(|k| !k.starts_with(V1_PREFIX) && k != V1_LAST),
        "{keys:?}"
    );
    assert!(keys.contains(&"quintet.v1.setting.show-targets".to_string()));
    // Run again: nothing left to carry, nothing changes.
    migrate(&store, 2_000, 8).unwrap();
    assert_eq!(store.keys(), keys);
}

#[test]
fn a_migration_that_cannot_write_keeps_the_old_games() {
    let mut store = Memory::with(&[("quintet.v1.game.senet", "senet;d2")]);
    store.room = Some(1);
    assert_eq!(migrate(&store, 1, 1), Err(StoreError::Full));
    assert_eq!(
        store.get("quintet.v1.game.senet").as_deref(),
        Some("senet;d2")
    );
}

#[test]
fn one_game_stays_one_item_through_moves_and_undo() {
    let store = Memory::new();
    let mut shelf = Shelf::default();
    let Saved::Under(key) = shelf.save(&store, &game("senet;d2", 1), 1) else {
        panic!("saved");
    };
    for (record, time) in [
        ("senet;d2,11-13", 2),
        ("senet;d2,11-13,d3", 3),
        ("senet;d2", 4),
    ] {
        assert_eq!(
            shelf.save(&store, &game(record, time), 9),
            Saved::Under(key.clone())
        );
    }
    assert_eq!(games(&store).len(), 1);
    assert_eq!(games(&store)[0].record, "senet;d2");
    // Saving the same game again leaves its time alone.
    shelf.save(&store, &game("senet;d2", 99), 9);
    assert_eq!(games(&store)[0].played, 4);
}

#[test]
fn two_tabs_never_overwrite_each_others_games() {
    let store = Memory::new();
    // Tab A plays a game; tab B resumes the same item (a duplicated tab).
    let mut a = Shelf::default();
    let Saved::Under(key) = a.save(&store, &game("senet;d2", 1), 1) else {
        panic!("saved");
    };
    let item = format!("{PREFIX}{key}");
    let mut b = Shelf::holding(Some(key.clone()), store.get(&item));
    // B moves first: its item is still what it read, so it writes there.
    assert_eq!(
        b.save(&store, &game("senet;d2,11-13", 2), 2),
        Saved::Under(key.clone())
    );
    // A moves differently: the item changed under it, so A's game goes to a new item.
    let Saved::Under(fork) = a.save(&store, &game("senet;d2,8-10", 3), 3) else {
        panic!("saved");
    };
    assert_ne!(fork, key);
    let records: Vec<String> = games(&store).into_iter().map(|g| g.record).collect();
    assert_eq!(records, ["senet;d2,8-10", "senet;d2,11-13"]);
    // Each tab goes on in its own item.
    assert_eq!(
        a.save(&store, &game("senet;d2,8-10,d1", 4), 4),
        Saved::Under(fork)
    );
    assert_eq!(
        b.save(&store, &game("senet;d2,11-13,d1", 5), 5),
        Saved::Under(key.clone())
    );
    // An item deleted elsewhere is written afresh by the tab still playing it.
    store.remove(&item);
    let Saved::Under(again) = b.save(&store, &game("senet;d2,11-13,d1,9-10", 6), 6) else {
        panic!("saved");
    };
    assert_ne!(again, key);
    assert_eq!(games(&store).len(), 2);
}

#[test]
fn full_or_missing_storage_fails_once_loudly_and_play_goes_on() {
    let mut full = Memory::new();
    full.room = Some(0);
    let mut shelf = Shelf::default();
    assert_eq!(
        shelf.save(&full, &game("senet;d2", 1), 1),
        Saved::Failed { first: true }
    );
    assert_eq!(
        shelf.save(&full, &game("senet;d2,11-13", 2), 1),
        Saved::Failed { first: false }
    );
    assert_eq!(shelf.key(), None);
    let mut missing = Memory::new();
    missing.room = None;
    let mut shelf = Shelf::default();
    assert_eq!(
        shelf.save(&missing, &game("senet;d2", 1), 1),
        Saved::Failed { first: true }
    );
    // Room again (a finished game deleted): the next move is saved.
    full.room = Some(5);
    let mut shelf = Shelf::default();
    assert!(matches!(
        shelf.save(&full, &game("senet;d2", 3), 1),
        Saved::Under(_)
    ));
}

#[test]
fn only_the_latest_finished_games_are_kept() {
    let store = Memory::new();
    let mut playing = Shelf::default();
    playing.save(&store, &game("senet;d2", 0), 0);
    for n in 0..(FINISHED_KEPT as u64 + 3) {
        let mut shelf = Shelf::default();
        shelf.save(&store, &game("senet;d2,8-10,d2", 100 + n), n);
    }
    let kept = games(&store);
    let finished: Vec<u64> = kept
        .iter()
        .filter(|g| g.finished)
        .map(|g| g.played)
        .collect();
    assert_eq!(finished.len(), FINISHED_KEPT);
    assert_eq!(finished.last(), Some(&103), "the three oldest went");
    assert!(
        kept.iter().any(|g| !g.finished),
        "unfinished games are never dropped"
    );
}

#[test]
fn keys_are_short_and_differ() {
    let a = new_key(1_764_000_000_000, 12345);
    let b = new_key(1_764_000_000_000, 12346);
    assert_ne!(a, b);
    assert!(a.len() <= 20, "{a}");
    assert!(a.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-'));
}

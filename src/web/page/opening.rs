//! Which game the page shows, and keeping it saved. A link always opens as a game of its own
//! (saved once someone plays in it) and never replaces a saved game; a reload resumes the saved
//! game this tab showed (`sessionStorage` remembers which); with no link, the game this tab
//! showed or else the latest unfinished one is resumed. New games and rematches start unsaved
//! too, so untouched games do not fill the list.

use super::{dom, storage, Page};
use crate::app::saved::{self, Entry, Saved, SavedGame, Shelf, PREFIX};
use crate::app::text::{game_name, InWords};
use crate::app::{decides_seats, games_list, links, player_names, Controller, Players, Session};
use crate::core::{Game, Seat};
use crate::games::GAME_IDS;
use crate::i18n::{t, tr};
use crate::web::moves_list::MovesList;
use storage::Local;
use wasm_bindgen::JsValue;

/// The time now, in ms since 1970.
fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A random seed, or `seed` when the tests fixed one.
pub(in crate::web) fn fresh_seed(seed: Option<u64>) -> u64 {
    match seed {
        Some(s) => s,
        None => getrandom::u64().unwrap_or_else(|_| now()),
    }
}

/// A number from the query: `?seed=N` makes every throw reproducible, `?pace=N` sets the
/// computer's pause (both used by the browser tests).
pub(in crate::web) fn query_number(key: &str) -> Option<u64> {
    let search = dom::window().ok()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
}

/// The address bar's record, decoded (a walkthrough's notes travel percent-encoded).
pub(in crate::web) fn hash_text() -> String {
    let raw = dom::window()
        .and_then(|w| w.location().hash())
        .unwrap_or_default();
    links::from_fragment(raw.trim_start_matches('#'))
}

/// The game a record names by its id or position kind (the text before `;` and `:`), so a broken
/// Seesaw link starts a fresh Seesaw game; Senet when it names none.
fn named_game(text: &str) -> &'static str {
    let key = text.split([';', ':', '~']).next().unwrap_or("");
    GAME_IDS
        .iter()
        .copied()
        .find(|id| *id == key)
        .unwrap_or("senet")
}

/// A new game of `id` (Senet if the id is unknown) whose seats are already given (the query):
/// the ceremony's words name the computer where it sits. The ceremony is run once to learn who
/// takes South, then again with the same seed and the names in that order, which replays it.
fn new_session(id: &str, seed: u64, players: &Players) -> Session {
    let start = |names| {
        Session::with_names(id, seed, names)
            .or_else(|_| Session::new("senet", seed))
            .unwrap_or_else(|_| unreachable!("senet's initial position always parses"))
    };
    let probe = start(player_names(&[Controller::Person; 2]));
    let south = probe.ceremony().south_person;
    let mut by_player = [Controller::Person; 2];
    by_player[south] = players.get(Seat::South);
    by_player[1 - south] = players.get(Seat::North);
    if by_player == [Controller::Person; 2] {
        return probe;
    }
    start(player_names(&by_player))
}

/// A link opened as a game of its own: where the visitor's own unfinished games are (issue 37:
/// a friend's link left them wondering). Empty without any.
fn saved_kept(entries: &[Entry]) -> String {
    let unfinished: Vec<&SavedGame> = entries
        .iter()
        .filter_map(|e| match e {
            Entry::Game { game, .. } if !game.finished => Some(game),
            _ => None,
        })
        .collect();
    match unfinished.first() {
        None => String::new(),
        Some(latest) => tr(
            "page-saved-kept",
            &[
                ("n", unfinished.len().into()),
                ("game", game_name(&latest.id).into()),
            ],
        ),
    }
}

/// The saved game under `key` in `entries`.
fn find(entries: &[Entry], key: &str) -> Option<(String, SavedGame)> {
    entries.iter().find_map(|e| match e {
        Entry::Game { key: k, game } if k == key => Some((k.clone(), game.clone())),
        _ => None,
    })
}

impl Page {
    /// The game to show on arrival: the address bar's, else the saved game this tab showed,
    /// else the latest unfinished one, else a new game of the kind played last (Senet at first).
    /// The first version's saved games are carried over first.
    pub(super) fn arrive(&mut self) {
        // A failure leaves the old items for the next visit; the notice comes with the first
        // save that fails.
        let _ = saved::migrate(&Local, now(), fresh_seed(None));
        if super::super::hooks::get().is_some_and(|hooks| (hooks.arrive)(self)) {
            return;
        }
        let text = hash_text();
        if !text.is_empty() {
            return self.open_text(&text);
        }
        let entries = saved::list(&Local);
        let tab = storage::tab_key().and_then(|key| find(&entries, &key));
        if let Some((key, game)) = tab.or_else(|| saved::latest_unfinished(&entries, None)) {
            return self.resume(&key, &game);
        }
        let id = entries.iter().find_map(|e| match e {
            Entry::Game { game, .. } => Some(game.id.clone()),
            Entry::Unreadable { .. } => None,
        });
        let seed = fresh_seed(self.seed);
        let session = new_session(id.as_deref().unwrap_or("senet"), seed, &self.players);
        self.show(session, Shelf::default(), true);
    }

    /// Opens a link's record (or a bare game id: a new game). A record this tab's saved game,
    /// or another unfinished saved game, stands at exactly is resumed, so a reload or a link
    /// from the history does not make a copy; any other is a new game that replaces nothing.
    fn open_text(&mut self, text: &str) {
        let seed = fresh_seed(self.seed);
        if GAME_IDS.contains(&text) {
            let session = new_session(text, seed, &self.players);
            return self.show(session, Shelf::default(), true);
        }
        match Session::from_record(text, seed) {
            Ok(mut session) => {
                // A walkthrough opens at its start, to be stepped through.
                if session.record().has_notes() {
                    session.view(Some(0));
                }
                let printed = session.record_text();
                let entries = saved::list(&Local);
                let tab = storage::tab_key().and_then(|key| find(&entries, &key));
                let same = tab.filter(|(_, g)| g.record == printed).or_else(|| {
                    entries.iter().find_map(|e| match e {
                        Entry::Game { key, game } if !game.finished && game.record == printed => {
                            Some((key.clone(), game.clone()))
                        }
                        _ => None,
                    })
                });
                match same {
                    Some((key, game)) => self.resume(&key, &game),
                    None => {
                        self.show(session, Shelf::default(), false);
                        self.message = saved_kept(&entries);
                    }
                }
            }
            Err(error) => {
                let session = new_session(named_game(text), seed, &self.players);
                self.show(session, Shelf::default(), true);
                let broken = tr("page-link-broken", &[("error", error.in_words().into())]);
                let kept = saved_kept(&saved::list(&Local));
                self.message = format!("{broken} {kept}").trim_end().to_string();
            }
        }
    }

    /// Resumes the saved game `game` under `key`, with its players.
    fn resume(&mut self, key: &str, game: &SavedGame) {
        let Some(session) = games_list::session_of(game, fresh_seed(self.seed)) else {
            return;
        };
        self.players = game.players;
        let text = saved::Store::get(&Local, &format!("{PREFIX}{key}"));
        self.show(session, Shelf::holding(Some(key.to_string()), text), false);
    }

    /// Sounds the record's newest token at the next refresh, as if the page had shown `len`
    /// tokens before: a friend's move that arrived live is heard like one played here.
    pub(in crate::web) fn hear_after(&mut self, len: usize) {
        self.heard = self.heard.min(len);
    }

    /// Shows `session` as the page's game, saved on `shelf`; `fresh` for a new game, whose
    /// ceremony (if any) is then told.
    pub(in crate::web) fn show(&mut self, session: Session, shelf: Shelf, fresh: bool) {
        self.remote = false;
        storage::set_tab_key(shelf.key());
        self.baseline = session.record_text();
        self.heard = session.record().tokens().len();
        self.flip = storage::setting(&format!("flip.{}", session.game().id()), false);
        let ceremony = session.ceremony();
        if fresh && !ceremony.steps.is_empty() {
            let id = session.game().id();
            let alone = self.players.alone(ceremony.south_person);
            self.opening.tell(
                ceremony.lines(session.names(), alone),
                ceremony
                    .verdict(id, session.names(), alone)
                    .unwrap_or_default(),
            );
        } else {
            self.opening.close();
        }
        self.session = session;
        self.shelf = shelf;
        self.result_hidden = None;
        self.halted = None;
        self.paused = false;
        self.reset_marks();
    }

    /// Puts the game's words into the language just chosen: the people's names (their order
    /// kept), the ceremony card, and the move list, which is built anew; then redraws the rest.
    pub(in crate::web) fn language_changed(&mut self) -> Result<(), JsValue> {
        let south = self.session.ceremony().south_person;
        let mut by_person = [Controller::Person; 2];
        by_person[south] = self.players.get(Seat::South);
        by_person[1 - south] = self.players.get(Seat::North);
        self.session.set_names(player_names(&by_person));
        let names = self.session.names();
        let ceremony = self.session.ceremony();
        let id = self.session.game().id();
        let alone = self.players.alone(south);
        let verdict = match ceremony.verdict(id, names, alone) {
            Some(verdict) => verdict,
            None => self.you_play().unwrap_or_default(),
        };
        self.opening.reword(ceremony.lines(names, alone), verdict);
        self.moves = MovesList::new(self.session.record().start());
        self.refresh()
    }

    /// Saves the game on the board, once someone played in it (or it was saved before): the
    /// same item through every move, undo and redo.
    pub(super) fn save(&mut self) {
        let record = self.session.record_text();
        if self.remote {
            return;
        }
        if self.shelf.key().is_none() && record == self.baseline {
            return;
        }
        let game = SavedGame {
            id: self.session.game().id().to_string(),
            record,
            players: self.players,
            south: self
                .session
                .seated()
                .then_some(self.session.ceremony().south_person),
            played: now(),
            finished: self.session.game().ending().is_some(),
        };
        match self.shelf.save(&Local, &game, fresh_seed(None)) {
            Saved::Under(key) => storage::set_tab_key(Some(&key)),
            Saved::Failed { first: true } => self.notice = t("saved-cannot-save"),
            Saved::Failed { first: false } => {}
        }
    }

    /// A new game of `id` between these players (the new-game dialogue): players are listed
    /// in seat order, or for games whose ceremony seats them, as Player 1 and Player 2, placed
    /// once the ceremony has run.
    pub(in crate::web) fn new_game(
        &mut self,
        id: &str,
        chosen: &[Controller],
    ) -> Result<(), JsValue> {
        let pick = |i: usize| chosen.get(i).copied().unwrap_or_default();
        let seed = fresh_seed(self.seed.map(|s| s.wrapping_add(1)));
        let session = Session::with_names(id, seed, player_names(&[pick(0), pick(1)]))
            .unwrap_or_else(|_| new_session("senet", seed, &Players::people()));
        let seats = session.game().seats();
        let mut players = Players::people();
        if decides_seats(id) && seats.len() == 2 {
            let south = session.ceremony().south_person;
            players.set(Seat::South, pick(south));
            players.set(Seat::North, pick(1 - south));
        } else {
            for (i, &seat) in seats.iter().enumerate() {
                players.set(seat, pick(i));
            }
        }
        self.players = players;
        // A game of one's own choosing ends the guide, and its cell names with it.
        if self.guide.take().is_some() {
            self.coords = storage::setting("coords", false);
        }
        self.show(session, Shelf::default(), true);
        self.tell_you_play();
        self.refresh()
    }

    /// Against the computer with no ceremony to tell, the opening card says who the person is;
    /// the computer waits for it, as for a ceremony (issue 49).
    pub(in crate::web) fn tell_you_play(&mut self) {
        if !self.opening.is_open() {
            if let Some(card) = self.you_play() {
                self.opening.tell(Vec::new(), card);
            }
        }
    }

    /// "You play South (blue) against the computer (easy).", where one person plays the computer
    /// in a game without a ceremony.
    pub(in crate::web) fn you_play(&self) -> Option<String> {
        let game = self.session.game();
        if !self.session.ceremony().steps.is_empty() {
            return None;
        }
        let seats = game.seats();
        let labels = crate::app::seat_labels(&self.players, seats);
        let you = *seats
            .iter()
            .find(|&&s| self.players.computer(s).is_none() && labels[s.index()].is_some())?;
        let level = seats.iter().find_map(|&s| self.players.computer(s))?;
        let words = crate::app::text::seat_name(game, you);
        Some(crate::app::ceremony::you_play(&words, you, level))
    }

    /// The same game again with the seats swapped (turned one seat on in Arcēs for three or
    /// four): each person or computer level plays the next seat, with no ceremony.
    pub(in crate::web) fn rematch(&mut self) -> Result<(), JsValue> {
        let game = self.session.game();
        let (id, seats) = (game.id(), game.seats());
        let mut players = Players::people();
        for (i, &seat) in seats.iter().enumerate() {
            players.set(seats[(i + 1) % seats.len()], self.players.get(seat));
        }
        let seed = fresh_seed(self.seed.map(|s| s.wrapping_add(2)));
        let (names, south) = if self.session.seated() {
            let south = self.session.ceremony().south_person;
            (self.session.names().clone(), 1 - south)
        } else {
            let by_person = [players.get(Seat::South), players.get(Seat::North)];
            (player_names(&by_person), 0)
        };
        let Ok(session) = Session::rematch(id, seed, names, south) else {
            return Ok(());
        };
        self.players = players;
        self.show(session, Shelf::default(), true);
        self.refresh()
    }

    /// Another game picked: resume its latest unfinished saved game, or start one.
    pub(in crate::web) fn switch_game(&mut self, id: &str) -> Result<(), JsValue> {
        let entries = saved::list(&Local);
        match saved::latest_unfinished(&entries, Some(id)) {
            Some((key, game)) => {
                self.resume(&key, &game);
                self.announcement = tr("page-resumed-game", &[("game", game_name(id).into())]);
            }
            None => {
                let session = new_session(id, fresh_seed(self.seed), &self.players);
                self.show(session, Shelf::default(), true);
            }
        }
        self.refresh()
    }

    /// Resumes the saved game under `key` (the list's Resume).
    pub(in crate::web) fn resume_saved(&mut self, key: &str) -> Result<(), JsValue> {
        if let Some((key, game)) = find(&saved::list(&Local), key) {
            self.resume(&key, &game);
        }
        self.refresh()
    }

    /// Deletes the saved item `key` (the list's Delete). The game on the board, if it was that
    /// one, stays on the board unsaved until it is played on.
    pub(in crate::web) fn delete_saved(&mut self, key: &str) {
        saved::Store::remove(&Local, &format!("{PREFIX}{key}"));
        if self.shelf.key() == Some(key) {
            self.shelf.release();
            self.baseline = self.session.record_text();
            storage::set_tab_key(None);
        }
        self.announcement = t("saved-deleted");
    }

    /// The key the game on the board is saved under.
    pub(in crate::web) fn saved_key(&self) -> Option<&str> {
        self.shelf.key()
    }

    /// The address bar changed by hand or by a link: a new game, as any link is.
    pub(in crate::web) fn hash_changed(&mut self) -> Result<(), JsValue> {
        let text = hash_text();
        if text == self.session.record_text() || text == links::address_text(self.session.record())
        {
            return Ok(());
        }
        self.open_text(&text);
        self.refresh()
    }
}

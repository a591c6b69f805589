//! Which remote game an address opens: a `?play=` link (the friend's message, an invite, or a
//! game to watch), `?remote=new&game=…&side=…` (New game's "A friend on another device"),
//! `?remote=<match>` (Your games' Open, and every reload), or this tab's remembered game. A link
//! that is refused leaves the saved game as it was and opens it, saying why.

use super::{flow, item, notice, now, Mode, Remote, REMOTE};
use crate::app::remote_words::{refusal, word};
use crate::app::saved::{Shelf, Store};
use crate::app::{remote_turn, Players, Session};
use crate::core::{Game, Record};
use crate::games::AnyGame;
use crate::i18n::tr;
use crate::remote::chain::plays_at_a_distance;
use crate::remote::link::{is_link, KEY};
use crate::remote::{Device, Link, Refusal, SeatChoice, SystemEntropy};
use crate::web::page::Page;
use crate::web::storage::{self, Local};
use crate::web::{dom, page};
use wasm_bindgen::JsValue;

/// The query's value of `key`.
fn param(search: &str, key: &str) -> Option<String> {
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))
        .map(str::to_string)
}

/// The page's hook: opens the remote game the address names; false leaves the arrival to the
/// page (after saying why, where a remote game was asked for and cannot be shown).
pub(super) fn arrive(page: &mut Page) -> bool {
    let Ok(location) = dom::window().map(|w| w.location()) else {
        return false;
    };
    let href = location.href().unwrap_or_default();
    let search = location.search().unwrap_or_default();
    if is_link(&href) {
        if open_link(page, &href) {
            return true;
        }
        // Refused (why is said): over the game the page shows without the link, never a new
        // game of the fragment's id with its "who plays which side".
        let _ = drop_link();
        return storage::remote_tab().is_some_and(|key| open_saved(page, &key));
    }
    match param(&search, "remote") {
        Some(continued) if continued == super::handover::CONTINUE => super::handover::arrive(page),
        Some(new) if new == "new" => {
            let game = param(&search, "game").unwrap_or_default();
            // `protocol=1`: a version 1 invitation, for a friend whose page or client is older.
            let version = if param(&search, "protocol").as_deref() == Some("1") {
                1
            } else {
                2
            };
            match param(&search, "side") {
                Some(side) => new_game(page, &game, &side, version),
                None => choose(page, &game),
            }
        }
        Some(key) => open_saved(page, &key),
        None => storage::remote_tab().is_some_and(|key| open_saved(page, &key)),
    }
}

/// A new game by link of `id`: its start, while the player chooses a side.
fn choose(page: &mut Page, id: &str) -> bool {
    match Session::from_record(id, 0) {
        Ok(session) if plays_at_a_distance(session.game().seats().len()) => {
            put(page, session);
            REMOTE.with(|r| {
                *r.borrow_mut() = Some(Remote::opened(id.to_string(), Mode::Choosing, None, None))
            });
            true
        }
        _ => {
            notice(refusal(&Refusal::SeatCount));
            false
        }
    }
}

/// A new game by link of `id`, the inviter in `side` (a seat name, or `random`).
pub(super) fn new_game(page: &mut Page, id: &str, side: &str, version: u8) -> bool {
    let start = match Record::<AnyGame>::from_id(id) {
        Ok(start) if plays_at_a_distance(start.start().seats().len()) => start,
        _ => {
            notice(refusal(&Refusal::SeatCount));
            return false;
        }
    };
    let choice = SeatChoice::parse(start.start(), side).unwrap_or(SeatChoice::Random);
    let device = match Device::invite(&start, choice, version, &mut SystemEntropy, now()) {
        Ok((device, _)) => device,
        Err(e) => {
            notice(tr("remote-cannot-start", &[("why", e.to_string().into())]));
            return false;
        }
    };
    let key = device.id().to_text();
    let text = keep(page, &key, &device);
    show(page, key, Mode::Playing, Some(device), Some(text));
    true
}

/// Saves `device` as the remote game `key` (saying so where the storage refuses); its text.
fn keep(page: &mut Page, key: &str, device: &Device<AnyGame>) -> String {
    let text = device.encode();
    if Local.set(&item(key), &text).is_err() {
        page.notice = word("remote-why-state");
    }
    text
}

/// The saved remote game `key`.
pub(super) fn open_saved(page: &mut Page, key: &str) -> bool {
    let Some(text) = Local.get(&item(key)) else {
        return false;
    };
    match Device::<AnyGame>::decode(&text) {
        Ok(device) => {
            show(
                page,
                key.to_string(),
                Mode::Playing,
                Some(device),
                Some(text),
            );
            true
        }
        Err(e) => {
            notice(refusal(&Refusal::State(e)));
            false
        }
    }
}

/// A `?play=` link: a message of a game this device plays, an invite, or a game to watch.
pub(super) fn open_link(page: &mut Page, href: &str) -> bool {
    let link = match Link::parse(href) {
        Ok(link) => link,
        Err(e) => {
            notice(refusal(&e.into()));
            return false;
        }
    };
    let key = link.id.to_text();
    if let Some(text) = Local.get(&item(&key)) {
        // Moved to another browser: shown as it was left, to watch; the other browser plays.
        if super::handover::moved(&key) {
            return open_saved(page, &key);
        }
        take(page, key, text, &link, false);
        return true;
    }
    if link.number == 0 {
        return match Device::<AnyGame>::join(&link, now()) {
            // A game for more than two is kept from the invite on: the others' acceptances,
            // which come before this device's own, must find it (docs/remote.md, "Three and
            // four").
            Ok(device) if device.chain().persons() > 2 => {
                let text = keep(page, &key, &device);
                show(page, key, Mode::Invited, Some(device), Some(text));
                true
            }
            Ok(device) => {
                show(page, key, Mode::Invited, Some(device), None);
                true
            }
            Err(why) => {
                notice(refusal(&why));
                false
            }
        };
    }
    // A later message of a game this device has no part in: shown read-only, to watch.
    match Session::from_record(&link.record, 0) {
        Ok(session) => {
            put(page, session);
            REMOTE
                .with(|r| *r.borrow_mut() = Some(Remote::opened(key, Mode::Watching, None, None)));
            true
        }
        Err(e) => {
            notice(refusal(&Refusal::Record(e)));
            false
        }
    }
}

/// The friend's message `link` of the saved game `key` (whose stored text is `text`), by link or
/// (`live`) through the relay: checked, saved, then shown with the friend's moves replayed. A
/// refused link leaves the game as it was and says why; the latest link, held already, says so
/// (the same move often comes both ways in a live game).
pub(super) fn take(page: &mut Page, key: String, text: String, link: &Link, live: bool) {
    // Reading a memory checks every message again (O(game)); the game on the page is that
    // memory already when the stored text is the one it last read or wrote, so a long game
    // does not pay it on every message.
    let shown = super::with_remote(|r| {
        r.device
            .clone()
            .filter(|_| r.key == key && r.stored.as_deref() == Some(text.as_str()))
    })
    .flatten();
    let decoded = shown.map_or_else(|| Device::<AnyGame>::decode(&text), Ok);
    let mut device = match decoded {
        Ok(device) => device,
        Err(e) => {
            notice(refusal(&Refusal::State(e)));
            return;
        }
    };
    let before = device.clone();
    let heard = device.chain().record().tokens().len();
    // The game's latest message, here already (it came through the relay too): said so. An
    // older link keeps its refusal, "an earlier link of this game".
    // In a game for more than two, the invite is opened again by everyone who joins.
    let invite = link.number == 0 && device.chain().persons() > 2;
    let latest = invite || link.number.checked_add(1) == Some(device.chain().next_number());
    let held = latest
        && device
            .chain()
            .links()
            .iter()
            .any(|l| l.number == link.number && l.commit == link.commit);
    // Version 2, three or four: an acceptance held already (gathered, or this device's own).
    let held = held
        || device.gathering()
            && link.number == 1
            && (device.is_own(link) || device.gathered().iter().any(|a| Some(a.key) == link.key));
    let received = device.receive(link, now());
    let from = match &received {
        Ok(accepted) => Some(accepted.from),
        Err(_) => None,
    };
    let (device, stored) = match received {
        Ok(_) => {
            let changed = device.encode();
            // Saved before it is shown: a reload must not lose the friend's move.
            if Local.set(&item(&key), &changed).is_err() {
                page.notice = word("remote-why-state");
            }
            (device, Some(changed))
        }
        Err(_) if held => {
            notice(word("remote-already-here"));
            (before, Some(text))
        }
        Err(why) => {
            notice(refusal(&why));
            (before, Some(text))
        }
    };
    // A message that contradicts the copy: where they part, and the way back.
    let dispute = from
        .is_none()
        .then(|| device.dispute(link))
        .flatten()
        .map(|d| (d, link.clone()));
    show(page, key, Mode::Playing, Some(device), stored);
    if dispute.is_some() {
        super::with_remote(|r| r.dispute = dispute);
    }
    if let Some(from) = from {
        if live {
            page.hear_after(heard);
        }
        flow::replay(page, from);
    }
}

/// Shows the remote game `key` as this device knows it.
pub(super) fn show(
    page: &mut Page,
    key: String,
    mode: Mode,
    device: Option<Device<AnyGame>>,
    stored: Option<String>,
) {
    let Some(mut device) = device else { return };
    let moved = super::handover::moved(&key);
    // A game for more than two that this device has not joined yet is still an invitation.
    let mode = if mode == Mode::Playing && !device.joined() {
        Mode::Invited
    } else {
        mode
    };
    super::live::restore(&key, &mut device);
    // This device's turn goes on from the throws it showed (`remote_turn`), reload or not.
    let turn = (mode == Mode::Playing)
        .then(|| remote_turn::kept(&Local, &key, &device))
        .flatten();
    let record = turn.as_ref().unwrap_or(device.chain().record()).to_string();
    let Ok(mut session) = Session::from_record(&record, 0) else {
        return;
    };
    let resigned = device
        .chain()
        .resigned()
        .and_then(|p| device.chain().seat_of(p));
    session.fix(session.record().tokens().len(), resigned);
    put(page, session);
    if mode == Mode::Playing || (mode == Mode::Invited && device.chain().persons() > 2) {
        storage::set_remote_tab(Some(&key));
        let _ = set_address(Some(&key));
    }
    REMOTE.with(|r| {
        let old = r.borrow_mut().take();
        // The QR code stays open across the game's own messages.
        let qr = old.as_ref().is_some_and(|o| o.key == key && o.qr);
        let mut opened = Remote::opened(key, mode, Some(device), stored);
        opened.qr = qr;
        opened.moved = moved;
        *r.borrow_mut() = Some(opened)
    });
}

/// Shows the page's remote game at `record`, this device's turn resumed after a reload: its
/// decisions up to its request for a fresh value, fixed (the friend's device holds it to them).
pub(super) fn resume(page: &mut Page, record: &str) {
    let Ok(mut session) = Session::from_record(record, 0) else {
        return;
    };
    let tokens = session.record().tokens().len();
    let resigned = page.session.resigned();
    session.fix(tokens, resigned);
    put(page, session);
}

/// Puts `session` on the page as its remote game, between people, saved by the variant.
fn put(page: &mut Page, session: Session) {
    page.players = Players::people();
    page.show(session, Shelf::default(), false);
    page.remote = true;
}

/// The address for the remote game `key` (or, with `None`, for no remote game): the query
/// without the remote keys, plus `remote=<key>`; the record stays in the fragment.
pub(super) fn set_address(key: Option<&str>) -> Result<(), JsValue> {
    replace_address(key, true)
}

/// The address without the refused link: no remote keys, no fragment.
fn drop_link() -> Result<(), JsValue> {
    replace_address(None, false)
}

/// The address with `remote=<key>` (or none) for the remote keys, and with the fragment if
/// `fragment`.
fn replace_address(key: Option<&str>, fragment: bool) -> Result<(), JsValue> {
    let window = dom::window()?;
    let location = window.location();
    let mut parts: Vec<String> = location
        .search()?
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| {
            let name = pair.split('=').next().unwrap_or("");
            !pair.is_empty() && ![KEY, "remote", "game", "side"].contains(&name)
        })
        .map(str::to_string)
        .collect();
    if let Some(key) = key {
        parts.push(format!("remote={key}"));
    }
    let query = if parts.is_empty() {
        String::new()
    } else {
        format!("?{}", parts.join("&"))
    };
    let hash = if fragment {
        location.hash()?
    } else {
        String::new()
    };
    let url = format!("{}{query}{hash}", location.pathname()?);
    window
        .history()?
        .replace_state_with_url(&JsValue::NULL, "", Some(&url))
}

/// The address without remote keys, once the page shows another game.
pub(super) fn clean_address() -> Result<(), JsValue> {
    set_address(None)
}

/// Opens `href` as if the page had just arrived there (the browser tests' hook, and a link
/// opened again in the same tab).
pub(super) fn open_again(href: &str) -> Result<(), JsValue> {
    let window = dom::window()?;
    window
        .history()?
        .replace_state_with_url(&JsValue::NULL, "", Some(href))?;
    page::with_page(|page| {
        if !arrive(page) {
            page.message = super::NOTICE
                .with(|n| n.borrow_mut().take())
                .unwrap_or_default();
        }
        page.refresh()
    });
    Ok(())
}

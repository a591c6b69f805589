//! The remote variant of the game page (`quintet-remote`, started by `src/bin/remote.rs`): the
//! same page, with games with a friend on another device turned on (docs/remote.md). It installs
//! the page's hooks (`web::hooks`), then mounts the page as `quintet-web` does. index.html's
//! loader starts it for a `?play=` link, a `?remote=` address, a tab that shows a remote game or
//! a device that keeps one; the plain page's wasm carries none of this.
//!
//! Split by concern: `arrival` (which remote game an address opens), `flow` (sending, receiving,
//! resigning, saving with compare-and-set), `games` (their group in Your games), `handover` (Continue
//! in another browser), `live` (the relay, where the build names one), `panel` (what the panel
//! says and offers), `qr` (the link's QR code), `send` (the link handed to the share sheet or the
//! clipboard, and said so) and `test_hook` (the browser tests' `window.quintetRemote`).

mod arrival;
mod flow;
mod games;
mod handover;
mod live;
mod panel;
mod qr;
mod send;
mod test_hook;

use super::dom;
use super::hooks::{self, Hooks};
use super::page::{with_page, Page};
use super::storage::{self, Local};
use crate::app::saved::Store;
use crate::app::{remote_turn, remote_words};
use crate::core::{Seat, Token};
use crate::games::{AnyGame, AnyRoll};
use crate::remote::Device;
use std::cell::RefCell;
use wasm_bindgen::JsValue;

/// What the page lets the variant do.
static HOOKS: Hooks = Hooks {
    arrive: arrival::arrive,
    throw,
    may_act: why_not,
    refreshed,
    games: games::fill,
    games_clicked: games::clicked,
};

/// Starts the game page with remote games turned on.
pub fn start() {
    remote_words::load();
    super::l10n::use_area("remote");
    hooks::install(&HOOKS);
    test_hook::install();
    super::start();
}

/// How this device takes part in the game shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mode {
    /// A new game (New game's "A friend on another device"): the player chooses a side, then
    /// the invite is made. The key is the game id.
    Choosing,
    /// One of its two players, with its memory saved.
    Playing,
    /// Invited, not answered yet: nothing is saved until the acceptance is sent.
    Invited,
    /// A game between two other devices, shown read-only.
    Watching,
}

/// The remote game the page shows.
struct Remote {
    /// The match, as the storage item names it.
    key: String,
    mode: Mode,
    /// This device's side (none when watching).
    device: Option<Device<AnyGame>>,
    /// The storage item's text as this tab last read or wrote it: a save that finds another
    /// text there (another tab moved the game on) is not made.
    stored: Option<String>,
    /// Whether the QR code of the link to send is shown.
    qr: bool,
    /// Whether Resign was pressed once (the second press resigns).
    resign_armed: bool,
    /// The number of the replay of the friend's turn under way, if one is.
    replay: Option<u32>,
    /// A message that contradicts this device's copy, and where they part (docs/remote.md,
    /// "When two copies differ"): shown until the game moves on.
    dispute: Option<(crate::remote::Dispute, crate::remote::Link)>,
    /// This device moved the game to another browser (Continue in another browser): it only
    /// watches, and the private link is shown again if asked.
    moved: bool,
    /// Where the friend's tokens of the message just received begin in the record, until the
    /// game moves on: the panel says them in words.
    news: Option<usize>,
}

impl Remote {
    /// The page's remote game `key` as it opens: no QR code shown, Resign not pressed, no replay,
    /// no news.
    fn opened(
        key: String,
        mode: Mode,
        device: Option<Device<AnyGame>>,
        stored: Option<String>,
    ) -> Self {
        Remote {
            key,
            mode,
            device,
            stored,
            qr: false,
            resign_armed: false,
            replay: None,
            dispute: None,
            moved: false,
            news: None,
        }
    }
}

thread_local! {
    static REMOTE: RefCell<Option<Remote>> = const { RefCell::new(None) };
    /// Words to show once the page has its game (a link refused before any game was shown).
    static NOTICE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs `f` on the remote game shown, if any. Never call the page's refresh inside: it calls
/// [`refreshed`], which borrows it again.
fn with_remote<T>(f: impl FnOnce(&mut Remote) -> T) -> Option<T> {
    REMOTE.with(|r| r.borrow_mut().as_mut().map(f))
}

/// The item of the match `key` in the page's storage.
fn item(key: &str) -> String {
    format!("{}{key}", crate::app::remote_games::PREFIX)
}

/// The time now, in ms since 1970.
fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// The throw the protocol gives where the page's game is, in this device's turn. In a live
/// game it waits for the other device's fresh value: the first press asks for it, and the
/// throw happens when it arrives (`live`). A throw from the link's values is kept as the turn in
/// hand (`remote_turn`): shown, it is fixed, reload or not.
fn throw(page: &Page) -> Option<AnyRoll> {
    if departed(page) {
        return None;
    }
    let record = page.session.record();
    let k = record.tokens().len();
    let waits = live::throws_wait();
    let (roll, ask) = with_remote(|r| {
        let device = r.device.as_ref()?;
        if u32::try_from(k).is_ok_and(|k| device.has_fresh(k)) {
            return Some((device.throw_live(record.position(), k), None));
        }
        if waits {
            return Some((None, device.wants_fresh(record)));
        }
        let roll = device.throw(record.position(), k)?;
        let mut turn = record.clone();
        if turn.push(Token::Roll(roll)).is_ok() {
            remote_turn::keep(&Local, &r.key, &turn);
        }
        Some((Some(roll), None))
    })
    .flatten()?;
    if let Some(k) = ask {
        live::ask(k, record);
    }
    roll
}

/// Whether the page's turn departs from the turn in hand (`remote_turn`): another tab of this
/// device showed throws that this one does not hold, so this one may neither throw nor send.
/// The page then shows that turn instead (in a task of its own: the page is busy now), and
/// says so.
fn departed(page: &Page) -> bool {
    let record = page.session.record();
    let departed = with_remote(|r| {
        let device = r.device.as_ref()?;
        remote_turn::departed(&Local, &r.key, device, record)
    })
    .flatten()
    .is_some();
    if departed {
        dom::soon(|| {
            with_page(|page| {
                if let Some(key) = with_remote(|r| r.key.clone()) {
                    let text = Local.get(&item(&key));
                    flow::reload(page, key, text);
                }
                page.refresh()
            })
        });
    }
    departed
}

/// Whether the page may send this device's completed turn by itself: the game shown live
/// (not browsed, not a replay of the friend's turn), played here.
fn may_send(page: &Page) -> bool {
    page.session.viewing().is_none()
        && with_remote(|r| r.replay.is_none() && r.mode == Mode::Playing && !r.moved)
            .unwrap_or(false)
}

/// Whether the person here may play now (see [`why_not`]).
fn may_act(page: &Page) -> bool {
    why_not(page).is_ok()
}

/// Whether the person here may play now: this device's turn and seat, the game shown live (not
/// browsed, not a replay of the friend's turn), no throw waiting for the friend's device (Throw
/// is off meanwhile, and the panel offers the way out); otherwise the catalog key of why not.
fn why_not(page: &Page) -> Result<(), &'static str> {
    if live::waiting().is_some() {
        return Err("remote-live-throwing");
    }
    let session = &page.session;
    let plays = session.viewing().is_none()
        && with_remote(|r| {
            r.replay.is_none()
                && r.mode != Mode::Watching
                && !r.moved
                && r.device
                    .as_ref()
                    .is_some_and(|d| d.plays_next(session.record()))
        })
        .unwrap_or(false);
    if plays {
        Ok(())
    } else {
        Err("remote-not-yours")
    }
}

/// After every refresh: the panel, or, when the page left the remote game, forgetting it.
fn refreshed(page: &mut Page) -> Result<(), JsValue> {
    if let Some(notice) = NOTICE.with(|n| n.borrow_mut().take()) {
        page.message = notice;
        // A refused link is said alone: not beside a new game's "who plays which side".
        page.opening.close();
    }
    // H says why it gives no hint in the page's words for games against the computer; a game at
    // a distance says it in its own (here, so that the plain page carries none of it).
    if page.remote && page.message == crate::i18n::t("analysis-hints-computer-off") {
        page.message = remote_words::word("remote-hints-off");
    }
    if !page.remote {
        if REMOTE.with(|r| r.borrow_mut().take()).is_some() {
            storage::set_remote_tab(None);
            arrival::clean_address()?;
        }
        return panel::hide();
    }
    // The status says who is who: the page set the seats' labels for computers (none here).
    let seat = with_remote(|r| r.device.as_ref().and_then(Device::seat)).flatten();
    if let Some(seat) = seat {
        let labels = Seat::ALL.map(|s| {
            let key = if s == seat {
                "remote-label-you"
            } else {
                "remote-label-friend"
            };
            Some(remote_words::word(key))
        });
        page.session.set_seat_labels(labels);
    }
    // A throw shown fixes the decisions before it (docs/remote.md, "Undo"); so does one asked
    // for and waiting, as the other device holds the move to them (undone, the turn could not go
    // on). Every throw is shown through a refresh, which comes here first.
    page.session.fix_throws();
    if let Some(k) = live::waiting() {
        let resigned = page.session.resigned();
        page.session.fix(k as usize, resigned);
    }
    live::follow(page);
    panel::render(page)
}

/// Says `words` once the page shows its game.
fn notice(words: String) {
    NOTICE.with(|n| *n.borrow_mut() = Some(words));
}

/// The page's address without query or fragment: what links start with.
fn page_address() -> Result<String, JsValue> {
    let location = dom::window()?.location();
    Ok(format!("{}{}", location.origin()?, location.pathname()?))
}

//! Live games on the page (docs/remote.md, "Live games"): where the build names a relay (the
//! `quintet-relay` meta tag that `QUINTET_RELAY` writes), the remote game shown also travels
//! through it. This device keeps one retained post on its topic (its latest link, its request
//! for a fresh value, the values it gave), reads the other person's, and the indicator says
//! Live, Reconnecting… or Offline. Without a relay nothing here runs and games go by link.
//!
//! Split: `socket` (the WebSocket that carries the MQTT session, its pings and reconnections),
//! `incoming` (what a post that arrived does here), `kept` (what survives a reload), and this
//! module: which game is followed,
//! this device's own post, the throw waiting for its fresh value, sending a completed turn.

mod incoming;
mod kept;
mod socket;

use super::{flow, with_remote, Mode};
use crate::core::Record;
use crate::games::AnyGame;
use crate::remote::live::client::{Phase, Session};
use crate::remote::live::post::Post;
use crate::remote::live::seal;
use crate::remote::{link_record, Device, MatchId, Person, SystemEntropy};
use crate::web::dom;
use crate::web::page::{with_page, Page};
use std::cell::RefCell;

/// What the indicator says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Status {
    /// Connected: the friend's moves arrive by themselves.
    Live,
    /// The connection dropped (or is being made): trying again.
    Reconnecting,
    /// No connection for a while, or the browser is offline: the link is the way.
    Offline,
}

impl Status {
    /// Its name in the page's `data-live` attribute and the tests' hook.
    pub(super) fn name(self) -> &'static str {
        match self {
            Status::Live => "live",
            Status::Reconnecting => "reconnecting",
            Status::Offline => "offline",
        }
    }
}

/// Failed connection attempts after which the indicator says Offline (it keeps trying).
const OFFLINE_AFTER: u32 = 3;

/// The remote game followed on the relay.
struct Follow {
    /// The match, as the storage item names it.
    key: String,
    id: MatchId,
    /// This device's person.
    person: Person,
    /// The topic this device publishes on (its person's; a joiner's own before a game of three
    /// or four starts, under version 2).
    topic: String,
    relay: String,
    session: Session,
    /// The connection, while one is open or opening.
    socket: Option<socket::Socket>,
    /// Each connection's number: events of an older one do nothing.
    generation: u32,
    /// Connection attempts that failed since the last success.
    failures: u32,
    /// When the connection under way was begun (ms): one that has not reached the broker's
    /// acceptance within [`socket::CONNECT_WITHIN`] is given up and tried again.
    begun: f64,
    /// The record this device's throw asked a fresh value for, in the turn in hand.
    ask: Option<String>,
    /// The throw pressed and waiting for its fresh value (its token index).
    waiting: Option<u32>,
    /// The text of the post last published: the same is not published again.
    posted: Option<String>,
    /// A send of this device's completed turn is on its way.
    sending: bool,
    /// In a game for more than two: messages that came before the ones they follow (each
    /// person's post arrives on its own topic, in no particular order), kept until those are in.
    early: Vec<crate::remote::Link>,
    /// The keep-alive timer and the reconnection's timeout, dropped with the game.
    timers: socket::Timers,
}

thread_local! {
    /// The relay the build names, read once.
    static RELAY: Option<String> = relay_address();
    static LIVE: RefCell<Option<Follow>> = const { RefCell::new(None) };
}

/// The `quintet-relay` meta tag's address, if the build wrote one.
fn relay_address() -> Option<String> {
    let meta = dom::document()
        .ok()?
        .query_selector("meta[name=quintet-relay]")
        .ok()??;
    meta.get_attribute("content").filter(|c| !c.is_empty())
}

/// The time now, in ms (the session's clock).
fn now() -> f64 {
    js_sys::Date::now()
}

/// Runs `f` on the game followed, if any. Never call into the page inside.
fn with_live<T>(f: impl FnOnce(&mut Follow) -> T) -> Option<T> {
    LIVE.with(|l| l.borrow_mut().as_mut().map(f))
}

/// After every refresh: follows the remote game shown (a game this device plays) on the relay,
/// or stops following; in a live game, sends a completed turn.
pub(super) fn follow(page: &Page) {
    let Some(relay) = RELAY.with(Clone::clone) else {
        return;
    };
    let wanted = with_remote(|r| {
        // A game for more than two is followed from its invite on (kept once opened): the
        // others' acceptances come before this device's own.
        let group = r.device.as_ref()?.chain().persons() > 2;
        let invited = r.mode == Mode::Invited && group && r.stored.is_some();
        // A game moved to another browser is that browser's to publish.
        let device = r
            .device
            .as_ref()
            .filter(|_| (r.mode == Mode::Playing || invited) && !r.moved)?;
        let topic = seal::device_topic(device);
        Some((r.key.clone(), device.id(), device.person(), group, topic))
    })
    .flatten();
    let followed = with_live(|f| f.key.clone());
    match wanted {
        None => {
            if followed.is_some() {
                stop();
            }
        }
        Some((key, id, person, group, topic)) => {
            if followed.as_deref() != Some(key.as_str()) {
                stop();
                start(relay, key, id, person, group, topic.clone());
            }
            // Before it joins, a device's person is the next to join (version 1); a joiner's
            // topic is its own until the game starts (version 2).
            with_live(|f| {
                f.person = person;
                f.topic = topic;
            });
            send_when_complete(page);
        }
    }
}

/// Starts following the match `id` as `person`: the two persons' topics, or in a game for
/// more every person's.
fn start(relay: String, key: String, id: MatchId, person: Person, group: bool, topic: String) {
    let Ok(client) = seal::client_id(&mut SystemEntropy) else {
        return;
    };
    let filters = if group {
        vec![format!("{}/+", seal::topic(&id))]
    } else {
        vec![
            seal::person_topic(&id, person.other()),
            seal::person_topic(&id, person),
        ]
    };
    LIVE.with(|l| {
        *l.borrow_mut() = Some(Follow {
            key,
            id,
            person,
            topic,
            relay,
            session: Session::new(client, 30, filters),
            socket: None,
            generation: 0,
            failures: 0,
            begun: now(),
            ask: None,
            waiting: None,
            posted: None,
            sending: false,
            early: Vec::new(),
            timers: socket::Timers::default(),
        })
    });
    socket::connect();
    socket::keep_alive();
}

/// Stops following (the page shows another game): says goodbye to the broker and closes.
fn stop() {
    if let Some(mut follow) = LIVE.with(|l| l.borrow_mut().take()) {
        socket::close(&mut follow);
    }
}

/// Gives the device of the match `key`, as the page is about to show it, the values it gave
/// before the page was opened again (kept beside the saved game, which does not hold them).
/// Nothing without a relay.
pub(super) fn restore(key: &str, device: &mut Device<AnyGame>) {
    if RELAY.with(Option::is_some) {
        kept::restore(key, device);
    }
}

/// Forgets what a live game kept beside the saved game `key` (Your games' Delete).
pub(super) fn forget(key: &str) {
    kept::forget(key);
}

/// What the indicator says, where the page follows a game live.
pub(super) fn status() -> Option<Status> {
    with_live(|f| {
        let connected = f.session.phase() == Phase::Connected && f.socket.is_some();
        let online = dom::window().is_ok_and(|w| w.navigator().on_line());
        if connected {
            Status::Live
        } else if !online || f.failures >= OFFLINE_AFTER {
            Status::Offline
        } else {
            Status::Reconnecting
        }
    })
}

/// Whether a throw waits for a fresh value: the game is live, or this turn already asked for
/// one (then every later throw of the turn must too, or the other device refuses the move).
pub(super) fn throws_wait() -> bool {
    with_live(|f| f.ask.is_some()).unwrap_or(false) || status() == Some(Status::Live)
}

/// The throw at token `k` of `record` was pressed and waits for its fresh value: asks for it.
pub(super) fn ask(k: u32, record: &Record<AnyGame>) {
    with_live(|f| {
        f.ask = Some(link_record(record));
        f.waiting = Some(k);
    });
    publish(false);
}

/// The token index of the throw waiting for its fresh value, if one is.
pub(super) fn waiting() -> Option<u32> {
    with_live(|f| f.waiting).flatten()
}

/// This device sent its turn (or resigned): its request is answered, and the post says so.
pub(super) fn sent() {
    with_live(|f| {
        f.ask = None;
        f.waiting = None;
    });
    publish(false);
}

/// Publishes this device's post, unless it says what the last one said (`force`: even so).
fn publish(force: bool) {
    let Some((link, give, topic)) = with_remote(|r| {
        // A device that has not joined has no topic of its own yet; the topic is the device's
        // as it is now (a joiner that has just accepted publishes on its key's).
        let device = r.device.as_ref().filter(|d| d.joined())?;
        let topic = seal::device_topic(device);
        Some((
            device.sent().map(|l| l.to_url("")),
            device.issued_values(),
            topic,
        ))
    })
    .flatten() else {
        return;
    };
    with_live(|f| {
        let text = Post {
            link,
            ask: f.ask.clone(),
            give,
        }
        .to_text();
        if !force && f.posted.as_deref() == Some(text.as_str()) {
            return;
        }
        f.topic = topic.clone();
        let Ok(payload) = seal::seal(&f.id, &topic, &text, &mut SystemEntropy) else {
            return;
        };
        let bytes = f.session.publish(&topic, payload, now());
        f.posted = Some(text);
        socket::send(f, &bytes);
    });
}

/// In a live game, a turn that is complete goes at once: the friend's device is listening, as
/// across a table. (By link, the player presses Send and shares the link.)
fn send_when_complete(page: &Page) {
    if status() != Some(Status::Live) || !super::may_send(page) {
        return;
    }
    let complete = with_remote(|r| {
        let device = r.device.as_ref()?;
        let ready = device.my_turn()
            && device.chain().next_number() >= device.chain().start_number()
            && device.ready(page.session.record()).is_ok();
        Some(ready)
    })
    .flatten()
    .unwrap_or(false);
    let schedule =
        complete && with_live(|f| !std::mem::replace(&mut f.sending, true)) == Some(true);
    if schedule {
        // Not inside the refresh that found it complete: sending refreshes the page again.
        dom::soon(|| {
            with_live(|f| f.sending = false);
            with_page(flow::send_live);
        });
    }
}

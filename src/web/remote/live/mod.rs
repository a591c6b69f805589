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
use crate::remote::live::relays::Relays;
use crate::remote::live::seal;
use crate::remote::{link_record, Device, MatchId, Person, SystemEntropy};
use crate::web::dom;
use crate::web::page::{with_page, Page};
use std::cell::RefCell;
use wasm_bindgen::JsValue;

/// What the indicator says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Status {
    /// Connected, and the broker accepted the session: the friend's moves arrive by themselves.
    Live,
    /// The connection dropped (or is being made): trying again, through another relay of the
    /// list where `another` (the one before failed).
    Reconnecting {
        /// The address being tried is not the one that failed.
        another: bool,
    },
    /// No connection for a while, or the browser is offline: the link is the way.
    Offline,
}

impl Status {
    /// Its name in the page's `data-live` attribute and the tests' hook.
    pub(super) fn name(self) -> &'static str {
        match self {
            Status::Live => "live",
            Status::Reconnecting { .. } => "reconnecting",
            Status::Offline => "offline",
        }
    }
}

/// How long a throw waits for the friend's device before the panel offers to throw with the
/// link's values (ms); on Offline it does so at once.
const WAY_OUT_AFTER: u32 = 5_000;

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
    /// The relay list, and the address in use.
    relays: Relays,
    session: Session,
    /// The connection, while one is open or opening.
    socket: Option<socket::Socket>,
    /// Each connection's number: events of an older one do nothing.
    generation: u32,
    /// When the connection under way was begun (ms): one that has not reached the broker's
    /// acceptance within [`socket::CONNECT_WITHIN`] is given up and tried again.
    begun: f64,
    /// The record this device's throw asked a fresh value for, in the turn in hand.
    ask: Option<String>,
    /// The throw pressed and waiting for its fresh value (its token index).
    waiting: Option<u32>,
    /// The friend's device has not given the waiting throw's value for a while: the panel
    /// offers to throw with the link's values.
    overdue: bool,
    /// This turn's throws go by link: the person took the way out of a throw that waited.
    by_link: bool,
    /// A request of this turn reached the broker (it confirmed storing it), or a fresh value
    /// came: the friend's device may have answered, and a throw by link would then be refused,
    /// so while the relay is away the throw waits for it to come back.
    stored_ask: bool,
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
    /// The relay list the build names, read once.
    static RELAY: Option<String> = relay_address();
    static LIVE: RefCell<Option<Follow>> = const { RefCell::new(None) };
}

/// The `quintet-relay` meta tag's addresses (one, or a list separated by spaces), if the build
/// wrote any.
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
            // A throw waiting for a device the relay cannot reach now would wait for nothing:
            // unless its request reached the broker, it is thrown with the link's values at
            // once (in a task of its own: this is the page's refresh).
            if waiting().is_some() && status() == Some(Status::Offline) && way_out() {
                dom::soon(|| {
                    with_page(|page| {
                        if status() != Some(Status::Offline) || !way_out() {
                            return Ok(());
                        }
                        throw_by_link(page)?;
                        page.message = crate::app::remote_words::word("remote-live-thrown-by-link");
                        page.refresh()
                    })
                });
            }
        }
    }
}

/// Starts following the match `id` as `person`: the two persons' topics, or in a game for
/// more every person's.
fn start(relay: String, key: String, id: MatchId, person: Person, group: bool, topic: String) {
    let Ok(client) = seal::client_id(&mut SystemEntropy) else {
        return;
    };
    // Each device starts on an address of the list at random, so that players spread over a
    // cluster's nodes.
    let Some(relays) = Relays::new(&relay, js_sys::Math::random()) else {
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
            relays,
            session: Session::new(client, 30, filters),
            socket: None,
            generation: 0,
            begun: now(),
            ask: None,
            waiting: None,
            overdue: false,
            by_link: false,
            stored_ask: false,
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

/// What the indicator says, where the page follows a game live. The browser's own word that it
/// is offline counts at once (a socket notices only within a keep-alive), and Live needs the
/// broker's acceptance of this connection, not an earlier one's.
pub(super) fn status() -> Option<Status> {
    with_live(|f| {
        let online = dom::window().is_ok_and(|w| w.navigator().on_line());
        let connected = f.session.phase() == Phase::Connected && f.socket.is_some();
        if !online || (!connected && f.relays.offline()) {
            Status::Offline
        } else if connected {
            Status::Live
        } else {
            Status::Reconnecting {
                another: f.relays.another(),
            }
        }
    })
}

/// The relay address in use or being tried, where the page follows a game live.
pub(super) fn relay() -> Option<String> {
    with_live(|f| f.relays.address().to_string())
}

/// Whether a throw waits for a fresh value: the game is live, or this turn already asked for
/// one (then every later throw of the turn must too, or the other device refuses the move);
/// never once the person took the way out of a throw that waited, for the rest of the turn.
pub(super) fn throws_wait() -> bool {
    let by_link = with_live(|f| f.by_link).unwrap_or(false);
    let asked = with_live(|f| f.ask.is_some()).unwrap_or(false);
    !by_link && (asked || status() == Some(Status::Live))
}

/// The throw at token `k` of `record` was pressed and waits for its fresh value: asks for it,
/// and offers the way out if the value has not come within [`WAY_OUT_AFTER`].
pub(super) fn ask(k: u32, record: &Record<AnyGame>) {
    let first = with_live(|f| {
        f.ask = Some(link_record(record));
        let first = f.waiting != Some(k);
        if first {
            f.waiting = Some(k);
            f.overdue = false;
        }
        first
    })
    .unwrap_or(false);
    publish(false);
    if first {
        socket::overdue_after(k, WAY_OUT_AFTER);
    }
}

/// The token index of the throw waiting for its fresh value, if one is.
pub(super) fn waiting() -> Option<u32> {
    with_live(|f| f.waiting).flatten()
}

/// Whether the waiting throw may be taken with the link's values now. While live, once its value
/// is overdue (the friend's device is likely away: this device's next post withdraws the request
/// it has not read). While the relay is away, only if no request of this turn reached the broker:
/// otherwise the friend's device may have answered, and the issuer refuses a move that asked and
/// fell back (else a thrower that saw the value could pick the better of two throws), so the
/// throw waits for the relay to come back, with its answer.
pub(super) fn way_out() -> bool {
    let Some((overdue, stored)) = with_live(|f| (f.overdue, f.stored_ask)) else {
        return false;
    };
    waiting().is_some()
        && if status() == Some(Status::Live) {
            overdue
        } else {
            !stored
        }
}

/// Whether the waiting throw's request is on the broker while the relay is away: the panel says
/// the throw waits for the relay to come back.
pub(super) fn waits_for_relay() -> bool {
    waiting().is_some()
        && status() != Some(Status::Live)
        && with_live(|f| f.stored_ask).unwrap_or(false)
}

/// The broker confirmed a publication: if this device's latest post, with a request for a fresh
/// value, is stored, the request has reached the relay.
pub(super) fn confirmed() {
    with_live(|f| {
        let own = seal::person_topic(&f.id, f.person);
        if f.ask.is_some() && !f.session.pending(&own) {
            f.stored_ask = true;
        }
    });
}

/// The panel's "Throw by link": takes the way out, then shows the throw.
pub(super) fn throw_by_link_pressed(page: &mut Page) -> Result<(), JsValue> {
    throw_by_link(page)?;
    page.refresh()
}

/// Takes the way out of the waiting throw: it is thrown with the link's values, as in a game
/// by link, and so is the rest of the turn, which goes by link (or by the relay, if it is back
/// by then: the friend's device then has a request it no longer needs to answer, replaced by
/// this device's next post). The decisions before it stay fixed, as the request showed them.
pub(super) fn throw_by_link(page: &mut Page) -> Result<(), JsValue> {
    let Some(k) = waiting() else {
        return Ok(());
    };
    with_live(|f| {
        f.waiting = None;
        f.overdue = false;
        f.ask = None;
        f.by_link = true;
    });
    // The post without the request replaces the one with it, on the relay or in the session's
    // queue for the next connection.
    publish(false);
    page.throw()?;
    let resigned = page.session.resigned();
    page.session.fix(k as usize + 1, resigned);
    Ok(())
}

/// This device sent its turn (or resigned): its request is answered, and the post says so.
pub(super) fn sent() {
    with_live(|f| {
        f.ask = None;
        f.waiting = None;
        f.overdue = false;
        f.by_link = false;
        f.stored_ask = false;
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

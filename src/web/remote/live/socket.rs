//! The WebSocket that carries the live game's MQTT session (subprotocol `mqtt`, binary frames):
//! it opens the session, hands what arrives to the session and its events to `incoming`, pings
//! while the line is quiet, drops a line that stopped answering (a phone that changed networks),
//! a broker that refused the session or spoke no MQTT, or one that leaves publications
//! unconfirmed or the subscription ungranted (`Session::stalled`), and after a drop connects again,
//! to the next address of the relay list (`Relays`: at once while another address is left to
//! try, then with pauses growing from 0.5 s to 8 s), at once when the browser comes back
//! online. When the browser says it is offline, the line is dropped at once.

use super::{incoming, now, with_live, Follow};
use crate::remote::live::client::{Event, Phase};
use crate::web::dom;
use crate::web::page::with_page;
use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
use js_sys::{ArrayBuffer, Uint8Array};
use wasm_bindgen::JsCast;
use web_sys::{BinaryType, MessageEvent, WebSocket};

/// One connection: the socket and its listeners (dropped with it).
pub(super) struct Socket {
    ws: WebSocket,
    _listeners: [EventListener; 4],
}

/// The timers of a followed game.
#[derive(Default)]
pub(super) struct Timers {
    keep_alive: Option<Interval>,
    retry: Option<Timeout>,
    online: Option<EventListener>,
    offline: Option<EventListener>,
    /// The waiting throw's way out, offered when it fires.
    overdue: Option<Timeout>,
}

/// How long a connection may take to be accepted by the broker, in ms: a broker that takes the
/// TCP connection and never answers would otherwise hold the page at Reconnecting… for ever.
pub(super) const CONNECT_WITHIN: f64 = 10_000.0;

/// Opens a new connection for the game followed (the old one, if any, is dropped).
pub(super) fn connect() {
    let Some((relay, generation)) = with_live(|f| {
        f.generation = f.generation.wrapping_add(1);
        f.begun = now();
        f.session.lost();
        if let Some(old) = f.socket.take() {
            let _ = old.ws.close();
        }
        (f.relays.address().to_string(), f.generation)
    }) else {
        return;
    };
    let Ok(ws) = WebSocket::new_with_str(&relay, "mqtt") else {
        dropped(generation);
        return;
    };
    ws.set_binary_type(BinaryType::Arraybuffer);
    let current = move |f: &Follow| f.generation == generation;
    let on_open = EventListener::new(&ws, "open", move |_| {
        with_live(|f| {
            if current(f) {
                let bytes = f.session.open(now());
                send(f, &bytes);
            }
        });
    });
    let on_message = EventListener::new(&ws, "message", move |event| {
        let Some(data) = event
            .dyn_ref::<MessageEvent>()
            .and_then(|m| m.data().dyn_into::<ArrayBuffer>().ok())
        else {
            return;
        };
        received(generation, &Uint8Array::new(&data).to_vec());
    });
    let on_close = EventListener::new(&ws, "close", move |_| dropped(generation));
    let on_error = EventListener::new(&ws, "error", move |_| dropped(generation));
    with_live(|f| {
        f.socket = Some(Socket {
            ws,
            _listeners: [on_open, on_message, on_close, on_error],
        })
    });
}

/// Bytes from the broker on connection `generation`.
fn received(generation: u32, bytes: &[u8]) {
    let read = with_live(|f| {
        if f.generation != generation {
            return None;
        }
        Some(match f.session.receive(bytes, now()) {
            // A CONNACK that refuses the session: this node is of no use; the next one is.
            Ok(_) if f.session.phase() == Phase::Refused => Err(()),
            Ok((events, out)) => {
                send(f, &out);
                Ok(events)
            }
            Err(_) => Err(()),
        })
    })
    .flatten();
    let events = match read {
        Some(Ok(events)) => events,
        // Refused, or not MQTT: this is no broker to talk to; the connection is dropped and
        // the next address tried.
        Some(Err(())) => {
            with_live(|f| {
                if let Some(socket) = f.socket.take() {
                    let _ = socket.ws.close();
                }
            });
            dropped(generation);
            return;
        }
        None => return,
    };
    for event in events {
        match event {
            Event::Connected => {
                with_live(|f| {
                    f.relays.connected();
                    f.timers.retry = None;
                });
                // This device's post goes out again on every connection: whatever it did while
                // away is in it, and a broker that lost its retained messages (restarted without
                // persistence) gets it back for the friend to catch up from.
                super::publish(true);
                with_page(|page| page.refresh());
            }
            Event::Message { topic, payload, .. } => incoming::message(&topic, &payload),
            Event::Stored(_) => super::confirmed(),
        }
    }
}

/// Connection `generation` closed or failed: says so and tries the next address after a pause.
fn dropped(generation: u32) {
    let changed = with_live(|f| {
        if f.generation != generation || f.timers.retry.is_some() {
            return false;
        }
        if let Some(socket) = f.socket.take() {
            let _ = socket.ws.close();
        }
        f.session.lost();
        let delay = f.relays.failed();
        f.timers.retry = Some(Timeout::new(delay, move || {
            let again = with_live(|f| {
                f.timers.retry = None;
                f.generation == generation
            });
            if again == Some(true) {
                connect();
            }
        }));
        true
    });
    if changed == Some(true) {
        // In a task of its own: a socket that fails at once does so inside the page's refresh.
        dom::soon(|| with_page(|page| page.refresh()));
    }
}

/// Pings while the line is quiet, connects at once when the browser comes back online, and drops
/// the line at once when it goes offline (the socket itself would notice only within a
/// keep-alive, while the page said Live and a throw waited for nothing).
pub(super) fn keep_alive() {
    let interval = Interval::new(1_000, || {
        let dead = with_live(|f| {
            let t = now();
            let stuck = f.socket.is_some()
                && f.session.phase() != Phase::Connected
                && t - f.begun > CONNECT_WITHIN;
            if stuck || f.session.silent(t) || f.session.stalled(t) {
                // A dead line closes no socket by itself: this one is dropped and replaced.
                if let Some(socket) = f.socket.take() {
                    let _ = socket.ws.close();
                }
                return Some(f.generation);
            }
            let bytes = f.session.tick(now());
            send(f, &bytes);
            None
        })
        .flatten();
        if let Some(generation) = dead {
            dropped(generation);
        }
    });
    let online = dom::window().ok().map(|window| {
        EventListener::new(&window, "online", |_| {
            let waiting = with_live(|f| f.socket.is_none()).unwrap_or(false);
            if waiting {
                with_live(|f| f.timers.retry = None);
                connect();
            }
        })
    });
    let offline = dom::window().ok().map(|window| {
        EventListener::new(&window, "offline", |_| {
            if let Some(generation) = with_live(|f| f.generation) {
                dropped(generation);
            }
        })
    });
    with_live(|f| {
        f.timers.keep_alive = Some(interval);
        f.timers.online = online;
        f.timers.offline = offline;
    });
}

/// After `ms`, if the throw at token `k` still waits for its value, the panel offers the way
/// out (throwing with the link's values), and the line catches up: it subscribes again (the
/// broker sends the retained posts again) and publishes this device's post again, in case a
/// delivery was lost either way (a NATS node under load was seen to leave a post undelivered
/// while both devices stayed connected); again every 10 s while the throw waits.
pub(super) fn overdue_after(k: u32, ms: u32) {
    let timer = Timeout::new(ms, move || {
        let due = with_live(|f| {
            let due = f.waiting == Some(k);
            f.overdue |= due;
            if due {
                let bytes = f.session.resubscribe(now());
                send(f, &bytes);
            }
            due
        });
        if due == Some(true) {
            super::publish(true);
            with_page(|page| page.refresh());
            // In a task of its own: this timer is not dropped inside its own callback.
            dom::soon(move || overdue_after(k, 10_000));
        }
    });
    with_live(|f| f.timers.overdue = Some(timer));
}

/// Sends `bytes` on the game's open connection (nothing while there is none: the session keeps
/// its publications for the next one).
pub(super) fn send(f: &Follow, bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    if let Some(socket) = &f.socket {
        if socket.ws.ready_state() == WebSocket::OPEN {
            let _ = socket.ws.send_with_u8_array(bytes);
        }
    }
}

/// Says goodbye to the broker and closes (the page left the game).
pub(super) fn close(f: &mut Follow) {
    let bytes = f.session.close();
    send(f, &bytes);
    if let Some(socket) = f.socket.take() {
        let _ = socket.ws.close();
    }
    f.timers = Timers::default();
}

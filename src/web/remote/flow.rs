//! What this device does in a remote game: send its turn (or its acceptance), resign, replay the
//! friend's turn. Every save compares the storage item with the text this tab last read or
//! wrote: if another tab moved the game on meanwhile, nothing is sent, and the page shows the game
//! as that tab left it, so two tabs never send two different moves for one turn.

use super::arrival::{set_address, show};
use super::send;
use super::{item, now, with_remote, Mode, REMOTE};
use crate::app::remote_news;
use crate::app::remote_words::{refusal, word};
use crate::app::saved::Store;
use crate::app::text::seat_name;
use crate::games::AnyGame;
use crate::remote::{Chain, Device, Link, SystemEntropy};
use crate::web::page::{with_page, Page, Step};
use crate::web::storage::{self, Local};
use wasm_bindgen::JsValue;

/// What a save found.
enum Saved {
    /// Made: the link to send.
    Sent(Box<Link>),
    /// Another tab changed the game: its text, to show instead.
    Changed(Option<String>),
    /// Refused or failed: why, in words.
    Failed(String),
}

/// Makes this device's next message with `make` on a copy of its side, saves it if the storage
/// still holds what this tab last saw, and only then keeps it.
fn save_with(
    make: impl FnOnce(&mut Device<AnyGame>) -> Result<Link, crate::remote::Refusal>,
) -> Option<(String, Saved)> {
    with_remote(|r| {
        let current = Local.get(&item(&r.key));
        if current != r.stored {
            return (r.key.clone(), Saved::Changed(current));
        }
        let Some(mut device) = r.device.clone() else {
            return (r.key.clone(), Saved::Failed(String::new()));
        };
        let link = match make(&mut device) {
            Ok(link) => link,
            Err(why) => return (r.key.clone(), Saved::Failed(refusal(&why))),
        };
        let text = device.encode();
        if Local.set(&item(&r.key), &text).is_err() {
            return (r.key.clone(), Saved::Failed(word("remote-why-state")));
        }
        r.stored = Some(text);
        r.device = Some(device);
        r.mode = Mode::Playing;
        r.resign_armed = false;
        (r.key.clone(), Saved::Sent(Box::new(link)))
    })
}

/// The panel's main button: sends this device's turn, or its acceptance, or takes the friend's
/// version of a turn the copies part at.
pub(super) fn send(page: &mut Page) -> Result<(), JsValue> {
    let takes = with_remote(|r| r.dispute.as_ref().is_some_and(|(d, _)| d.takes));
    if takes == Some(true) {
        return take_version(page);
    }
    send_turn(page, true)
}

/// Sends this device's completed turn in a live game: through the relay, without handing the
/// link to the share sheet (it stays in the panel, should the relay drop).
pub(super) fn send_live(page: &mut Page) -> Result<(), JsValue> {
    send_turn(page, false)
}

/// Sends the page's turn, unless it departs from the turn in hand another tab showed
/// (`remote_turn`): that turn is shown instead.
fn send_turn(page: &mut Page, hand_over: bool) -> Result<(), JsValue> {
    if super::departed(page) {
        return Ok(());
    }
    let record = page.session.record().clone();
    let saved = save_with(|device| device.compose(&record, &mut SystemEntropy, now()));
    after_save(page, saved, hand_over)
}

/// Takes the friend's version of the turn the copies part at (docs/remote.md, "When two copies
/// differ"): saved if the storage still holds what this tab last saw, then shown, the friend's
/// turn replayed.
fn take_version(page: &mut Page) -> Result<(), JsValue> {
    let taken = with_remote(|r| {
        let (_, link) = r.dispute.clone()?;
        let mut device = r.device.clone()?;
        let current = Local.get(&item(&r.key));
        if current != r.stored {
            return Some((r.key.clone(), Err(None), current));
        }
        Some(match device.take_version(&link, now()) {
            Ok(accepted) => {
                let text = device.encode();
                if Local.set(&item(&r.key), &text).is_err() {
                    return Some((r.key.clone(), Err(Some(word("remote-why-state"))), None));
                }
                (r.key.clone(), Ok((device, accepted.from)), Some(text))
            }
            Err(why) => (r.key.clone(), Err(Some(refusal(&why))), None),
        })
    })
    .flatten();
    match taken {
        Some((key, Ok((device, from)), text)) => {
            show(page, key, Mode::Playing, Some(device), text);
            super::live::sent();
            replay(page, from);
            page.message = word("remote-dispute-taken");
        }
        Some((key, Err(None), text)) => reload(page, key, text),
        Some((_, Err(Some(why)), _)) => page.message = why,
        None => {}
    }
    page.refresh()
}

/// Resign, pressed twice.
pub(super) fn resign(page: &mut Page) -> Result<(), JsValue> {
    let armed = with_remote(|r| std::mem::replace(&mut r.resign_armed, true)).unwrap_or(false);
    if !armed {
        return page.refresh();
    }
    let saved = save_with(|device| device.resign(&mut SystemEntropy, now()));
    let live = super::live::status() == Some(super::live::Status::Live);
    after_save(page, saved, !live)
}

/// Shows what a save did: the game with its new message and the link to send (handed to the
/// share sheet with `hand_over`), or the game as another tab left it, or why nothing was sent.
/// Where the game is followed live, the message goes to the relay too.
fn after_save(
    page: &mut Page,
    saved: Option<(String, Saved)>,
    hand_over: bool,
) -> Result<(), JsValue> {
    let Some((key, saved)) = saved else {
        return Ok(());
    };
    match saved {
        Saved::Sent(link) => {
            // To the relay first: the friend's device need not wait for this page's drawing.
            super::live::sent();
            let device = with_remote(|r| r.device.clone()).flatten();
            let stored = with_remote(|r| r.stored.clone()).flatten();
            show(page, key.clone(), Mode::Playing, device, stored);
            set_address(Some(&key))?;
            storage::set_remote_tab(Some(&key));
            if !hand_over {
                page.announcement = word("remote-live-sent");
                return page.refresh();
            }
            let url = link.to_url(&super::page_address()?);
            // After the panel shows the new link: what became of it is said beside it.
            page.refresh()?;
            send::hand_over(&url);
            return Ok(());
        }
        Saved::Changed(text) => reload(page, key, text),
        Saved::Failed(why) => page.message = why,
    }
    page.refresh()
}

/// Shows the game `key` as the storage holds it now (another tab moved it on).
pub(super) fn reload(page: &mut Page, key: String, text: Option<String>) {
    let device = text
        .as_deref()
        .and_then(|t| Device::<AnyGame>::decode(t).ok());
    show(page, key, Mode::Playing, device, text);
    page.message = word("remote-other-tab");
}

/// Replays the friend's new tokens, from the `from`-th, one at a time at the page's pace (at
/// once with `?pace=0`), and says what they were (the panel says it in words until the game
/// moves on, in the page's language of the moment: `panel`).
pub(super) fn replay(page: &mut Page, from: usize) {
    if from >= page.session.record().tokens().len() {
        return;
    }
    let said = with_remote(|r| {
        r.news = Some(from);
        news(r.device.as_ref()?.chain(), from)
    })
    .flatten();
    page.announcement = said.unwrap_or_default();
    if page.pace() == 0 {
        return;
    }
    page.session.view(Some(from));
    let replay = REPLAYS.with(|n| {
        n.set(n.get().wrapping_add(1));
        n.get()
    });
    if with_remote(|r| r.replay = Some(replay)).is_none() {
        return;
    }
    schedule(page.pace(), replay);
}

/// What the friend played from the game's `from`-th token on, in words; in a game for more
/// than two, who played: the seat of the latest message's sender.
pub(super) fn news(chain: &Chain<AnyGame>, from: usize) -> Option<String> {
    let start = chain.record().start();
    let seat = chain
        .messages()
        .last()
        .filter(|_| chain.persons() > 2)
        .and_then(|m| chain.seat_of(m.person))
        .map(|seat| seat_name(start, seat));
    remote_news::played(chain.record(), from, seat.as_deref())
}

thread_local! {
    /// The replays begun so far: each has its number, so that a step of an earlier one that
    /// was cut short does nothing.
    static REPLAYS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// The replay's next step after `pace` ms, unless another replay (or none) has begun since.
fn schedule(pace: u32, replay: u32) {
    // Forgotten, not kept: a timer dropped inside its own callback would free the closure that
    // runs. A stale step finds another replay number and does nothing.
    gloo::timers::callback::Timeout::new(pace, move || {
        if with_remote(|r| r.replay) != Some(Some(replay)) {
            return;
        }
        with_page(|page| {
            let len = page.session.record().tokens().len();
            if page.session.viewing().is_some_and(|n| n + 1 < len) {
                schedule(pace, replay);
                page.step_view(Step::Forward)
            } else {
                with_remote(|r| r.replay = None);
                page.view(None)
            }
        });
    })
    .forget();
}

/// Copies the link to send, and says so.
pub(super) fn copy(_: &mut Page) -> Result<(), JsValue> {
    if let Some(url) = link_to_send()? {
        send::copy(&url);
    }
    Ok(())
}

/// Hands the link to send to the share sheet (or copies it).
pub(super) fn share_link(_: &mut Page) -> Result<(), JsValue> {
    if let Some(url) = link_to_send()? {
        send::hand_over(&url);
    }
    Ok(())
}

/// Shows or hides the QR code.
pub(super) fn toggle_qr(page: &mut Page) -> Result<(), JsValue> {
    with_remote(|r| r.qr = !r.qr);
    page.refresh()
}

/// The last link this device sent, on this page's address.
pub(super) fn link_to_send() -> Result<Option<String>, JsValue> {
    let sent = REMOTE.with(|r| {
        r.borrow()
            .as_ref()
            .and_then(|r| r.device.as_ref()?.sent().cloned())
    });
    Ok(match sent {
        Some(link) => Some(link.to_url(&super::page_address()?)),
        None => None,
    })
}

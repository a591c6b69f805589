//! What a post that arrived on the relay does here. The other person's post carries their
//! latest link (taken as if opened, once: an earlier one is already here), their request for a
//! fresh value (answered, the same value again if asked again) and the values they gave for this
//! device's throws (a throw waiting for one happens now). A post that does not open under the
//! match's key was not made by either device: refused in words, the game untouched. This
//! device's own topic is read too: a post there that is not its latest (a stranger's, or one
//! from before a move sent by link) is replaced at once, so the friend catches up from the right
//! one; its own request, found there after the page was opened again mid-turn, resumes the turn.

use super::super::{arrival, item, with_remote, Mode};
use super::{publish, with_live, Follow};
use crate::app::remote_words::{refusal, word};
use crate::app::saved::Store;
use crate::core::Record;
use crate::games::AnyGame;
use crate::remote::live::post::Post;
use crate::remote::live::seal;
use crate::remote::values::OpenValue;
use crate::remote::{Link, Refusal, SystemEntropy};
use crate::web::page::{with_page, Page};
use crate::web::storage::Local;
use wasm_bindgen::JsValue;

/// A message on `topic` (one of the two persons' topics of the game followed).
pub(super) fn message(topic: &str, payload: &[u8]) {
    let Some((id, own)) = with_live(|f: &mut Follow| (f.id, topic == f.topic)) else {
        return;
    };
    // Before this device joins a game for more than two, every topic is another's.
    let joined = with_remote(|r| r.device.as_ref().map(|d| d.joined()))
        .flatten()
        .unwrap_or(false);
    let own = own && joined;
    let post = seal::open(&id, topic, payload)
        .ok()
        .and_then(|text| Post::parse(&text));
    if own {
        let sent = with_remote(|r| r.device.as_ref()?.sent().map(|l| l.number)).flatten();
        let theirs = post
            .as_ref()
            .and_then(|p| Link::parse(p.link.as_deref()?).ok())
            .map(|l| l.number);
        if theirs != sent {
            publish(true);
        } else if let Some(ask) = post.and_then(|p| p.ask) {
            with_page(|page| resume(page, &ask));
        }
        return;
    }
    with_page(|page| match post {
        Some(post) => apply(page, post),
        None => {
            page.message = word("remote-live-forged");
            page.refresh()
        }
    });
}

/// The other person's post.
fn apply(page: &mut Page, post: Post) -> Result<(), JsValue> {
    if let Some(url) = &post.link {
        match Link::parse(url) {
            Ok(link) => take(page, &link),
            Err(e) => page.message = refusal(&Refusal::from(e)),
        }
    }
    if let Some(ask) = &post.ask {
        answer(page, ask);
    }
    let throw = receive(&post.give);
    page.refresh()?;
    match throw {
        Some(k) => throw_now(page, k),
        None => Ok(()),
    }
}

/// The throw at token `k`, whose fresh value is here.
fn throw_now(page: &mut Page, k: u32) -> Result<(), JsValue> {
    with_live(|f| {
        f.waiting = None;
        f.overdue = false;
        // A fresh throw of this turn: every later throw of it must be fresh too.
        f.stored_ask = true;
    });
    page.throw()?;
    // The throw and the decisions before it are fixed: the other device gave its value for
    // exactly these (undo would lead to a move it refuses).
    let resigned = page.session.resigned();
    page.session.fix(k as usize + 1, resigned);
    Ok(())
}

/// This device's own retained request, read after the page was opened again in the middle of
/// its turn: its decisions come back (fixed) and its throw waits for, or takes, the friend's
/// value, so the turn goes on where it was.
fn resume(page: &mut Page, ask: &str) -> Result<(), JsValue> {
    if with_live(|f| f.ask.is_some()).unwrap_or(true) {
        return Ok(());
    }
    let Ok(record) = Record::<AnyGame>::parse(ask) else {
        return Ok(());
    };
    let shown = page.session.record().tokens();
    let ours = with_remote(|r| {
        let device = r.device.as_ref().filter(|_| r.mode == Mode::Playing)?;
        let copy = device.chain().record().tokens();
        Some(device.my_turn() && record.tokens().starts_with(copy))
    })
    .flatten()
    .unwrap_or(false);
    if !ours || !record.tokens().starts_with(shown) {
        return Ok(());
    }
    let Ok(k) = u32::try_from(record.tokens().len()) else {
        return Ok(());
    };
    with_live(|f| {
        f.ask = Some(ask.to_string());
        f.waiting = Some(k);
    });
    arrival::resume(page, ask);
    // The post this page made on connecting did not know the request yet: it goes out again.
    publish(false);
    let held = with_remote(|r| r.device.as_ref().map(|d| d.has_fresh(k)))
        .flatten()
        .unwrap_or(false);
    page.refresh()?;
    if held {
        throw_now(page, k)?;
    }
    Ok(())
}

/// The other's latest link, unless this device holds it already (it came by link, or this is
/// the retained post read again after a reconnection). In a game for more than two, a link
/// that comes before the one it follows waits for it.
fn take(page: &mut Page, link: &Link) {
    let news = with_remote(|r| {
        let device = r.device.as_ref()?;
        let group = device.chain().persons() > 2;
        let followed = r.mode == Mode::Playing || (group && r.mode == Mode::Invited);
        let own = device.is_own(link);
        let next = device.chain().next_number();
        // Version 2, three or four: the acceptances, which the inviter gathers (and the others
        // count) until the game starts.
        let acceptance = device.gathering() && link.number == 1;
        let news = followed && !own && (link.number >= next || acceptance);
        news.then(|| (r.key.clone(), group && link.number > next))
    })
    .flatten();
    let Some((key, early)) = news else {
        return;
    };
    if early {
        with_live(|f| {
            f.early.retain(|l| l.person != link.person);
            f.early.push(link.clone());
        });
        return;
    }
    if let Some(text) = Local.get(&item(&key)) {
        arrival::take(page, key, text, link, true);
        if let Some(notice) = super::super::NOTICE.with(|n| n.borrow_mut().take()) {
            page.message = notice;
        }
    }
    // The message that followed this one, if it came first.
    let next = with_remote(|r| r.device.as_ref().map(|d| d.chain().next_number())).flatten();
    let waiting = with_live(|f| {
        let at = f.early.iter().position(|l| Some(l.number) == next)?;
        Some(f.early.remove(at))
    })
    .flatten();
    if let Some(link) = waiting {
        take(page, &link);
    }
}

/// The other's request for a fresh value: answered with this device's value for it.
fn answer(page: &mut Page, ask: &str) {
    let Ok(record) = Record::<AnyGame>::parse(ask) else {
        page.message = refusal(&Refusal::FreshValues);
        return;
    };
    let answered = with_remote(|r| {
        let device = r.device.as_mut().filter(|_| r.mode == Mode::Playing)?;
        // A request of a turn already received (a retained post from before) is old news.
        let old = record.tokens().len() < device.chain().record().tokens().len();
        if device.my_turn() || old {
            return None;
        }
        let before = device.issued_values();
        Some(
            device
                .issue_fresh(&record, &mut SystemEntropy)
                .map(|_| device.issued_values() != before),
        )
    })
    .flatten();
    match answered {
        Some(Ok(true)) => {
            with_remote(|r| {
                if let Some(device) = &r.device {
                    super::kept::keep(&r.key, device);
                }
            });
            publish(false);
        }
        Some(Err(why)) => page.message = refusal(&why),
        _ => {}
    }
}

/// The values the other gave for this device's throws; the waiting throw's index, if its
/// value is here now.
fn receive(give: &[(u32, OpenValue)]) -> Option<u32> {
    // A turn whose throw went by link lists no fresh value: one that comes late is not taken
    // (its throw used the link's values, and a value listed for it would change it).
    if with_live(|f| f.by_link).unwrap_or(false) {
        return None;
    }
    let waiting = super::waiting();
    with_remote(|r| {
        let device = r.device.as_mut()?;
        for &(k, open) in give {
            device.receive_fresh(k, open);
        }
        waiting.filter(|&k| device.has_fresh(k))
    })
    .flatten()
}

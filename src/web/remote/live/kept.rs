//! What a live game keeps across a reload of the page. The fresh values this device gave for the
//! friend's turn in hand are kept beside the saved game (`quintet.v2.live.<match>`): a page
//! opened again answers the friend's request with the same value, not a new one, and holds the
//! friend's move to it. (The saved game itself stays what games by link save: the values belong
//! to one turn.) The thrower's side needs no storage: its request is its own retained post,
//! which `incoming` takes back (its decisions and the throw), and the values are the friend's.

use crate::app::saved::Store;
use crate::core::Record;
use crate::games::AnyGame;
use crate::remote::link_record;
use crate::remote::live::Issued;
use crate::remote::values::OpenValue;
use crate::remote::Device;
use crate::web::storage::Local;

/// The storage items' prefix (not the saved games' `quintet.v2.remote.`, whose list this is not).
const PREFIX: &str = "quintet.v2.live.";
/// The first word of the text, and its version.
const HEADER: &str = "quintet live issued 1";

/// Keeps the values `device` issued (the match `key`), or forgets them when there are none.
pub(super) fn keep(key: &str, device: &Device<AnyGame>) {
    let (number, issued) = device.issued();
    let item = format!("{PREFIX}{key}");
    if issued.is_empty() {
        Local.remove(&item);
        return;
    }
    let mut text = format!("{HEADER} {number}");
    for (k, open, asked) in issued {
        text.push_str(&format!("\n{k} {} {}", open.to_text(), link_record(asked)));
    }
    // A full storage loses only the values: the friend's move may then be refused in words.
    let _ = Local.set(&item, &text);
}

/// Forgets what was kept for the match `key` (its game was deleted).
pub(super) fn forget(key: &str) {
    Local.remove(&format!("{PREFIX}{key}"));
}

/// Gives `device` back the values it issued before the page was opened again, if they are for
/// the turn in hand; a damaged text is ignored.
pub(super) fn restore(key: &str, device: &mut Device<AnyGame>) {
    let Some(text) = Local.get(&format!("{PREFIX}{key}")) else {
        return;
    };
    if let Some((number, issued)) = read(&text) {
        device.restore_issued(number, issued);
    }
}

/// Reads a kept text.
fn read(text: &str) -> Option<(u32, Vec<Issued<AnyGame>>)> {
    let mut lines = text.lines();
    let number = lines.next()?.strip_prefix(HEADER)?.trim().parse().ok()?;
    let mut issued = Vec::new();
    for line in lines {
        let (k, rest) = line.split_once(' ')?;
        let (open, record) = rest.split_once(' ')?;
        issued.push((
            k.parse().ok()?,
            OpenValue::from_text(open)?,
            Record::parse(record).ok()?,
        ));
    }
    Some((number, issued))
}

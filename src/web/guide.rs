//! The guided first game (`?guide=1#<id>`, or the opening card's link): the person plays South
//! against Easy, cell names shown, with a hint at each of their decisions and its one-line
//! reason, and a tip the first time something happens. The worker works both out with the hint
//! (`games::guide::notes`) and `app::guide` words them; the words come with the rules texts,
//! fetched when the guided game starts: nobody else downloads any of it.

use super::dom;
use super::page::{with_page, Page};
use crate::ai::Level;
use crate::app::{Controller, Players};
use crate::core::{Game, Seat, ToAct};
use wasm_bindgen::JsValue;
use web_sys::HtmlElement;

/// The query key that opens a guided game.
pub(super) const KEY: &str = "guide";

/// What a guided game keeps.
#[derive(Default)]
pub(super) struct Guide {
    /// The tips shown so far, by kind name: each is shown once.
    shown: Vec<String>,
    /// The tip on show, in words.
    tip: String,
}

/// The players of a guided game: the person South, Easy in every other seat.
pub(super) fn players() -> Players {
    let mut players = Players::people();
    for seat in [Seat::West, Seat::North, Seat::East] {
        players.set(seat, Controller::Computer(Level::Easy));
    }
    players
}

/// Starts the guide on the page: cell names on (for this game alone, the setting unchanged)
/// and the words fetched, then shown.
pub(super) fn start(page: &mut Page) {
    page.guide = Some(Guide::default());
    page.show_coords_for_now();
    if page.session.record().tokens().is_empty() {
        page.tell_you_play();
    }
    super::l10n::load_rules(|| with_page(|page| page.refresh()));
}

/// Whether the person is to decide in the live position of a guided game: the moment for a hint.
pub(super) fn wants_hint(page: &Page) -> bool {
    if page.guide.is_none() || page.session.viewing().is_some() {
        return false;
    }
    match page.session.game().to_act() {
        ToAct::Player(seat) => page.players.computer(seat).is_none(),
        _ => false,
    }
}

/// Shows the newest tip of the guide's notes on the hint, if its kind has not been shown.
pub(super) fn follow(page: &mut Page) -> Result<(), JsValue> {
    let line: HtmlElement = dom::by_id("guide-tip")?;
    let Some(guide) = page.guide.as_mut() else {
        line.set_hidden(true);
        return Ok(());
    };
    let said = crate::app::guide::said(page.session.game(), page.analysis.notes.as_str());
    for (kind, words) in said.tips {
        if !guide.shown.contains(&kind) {
            guide.shown.push(kind);
            guide.tip = words;
        }
    }
    line.set_hidden(guide.tip.is_empty());
    dom::set_text(&line, &guide.tip);
    Ok(())
}

/// The opening card's offer of a guided game, for anyone not in one.
pub(super) fn offer(page: &Page) -> Result<(), JsValue> {
    let link: HtmlElement = dom::by_id("opening-guide")?;
    let game = page.session.game();
    link.set_hidden(page.guide.is_some() || page.remote);
    link.set_attribute("href", &format!("?{KEY}=1#{}", game.id()))?;
    Ok(())
}

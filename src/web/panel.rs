//! The controls beside the board: game picker, status, buttons, move list, ceremony and record.
//! Text from records is only ever set as text, never as HTML.

use super::dom;
use super::page::Page;
use crate::app::text::{game_name, seat_name};
use crate::core::{Game, ToAct};
use crate::games::{uses_dice, GAME_IDS};
use crate::i18n::{t, tr};
use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlButtonElement, HtmlElement, HtmlSelectElement};

/// Lists every game id in the picker `id` (the game page's, the editor's).
pub fn fill_picker(id: &str) -> Result<(), JsValue> {
    let picker: HtmlSelectElement = dom::by_id(id)?;
    dom::clear(&picker);
    for id in GAME_IDS {
        let option = dom::element("option", "", &game_name(id))?;
        option.set_attribute("value", id)?;
        picker.append_child(&option)?;
    }
    Ok(())
}

/// Brings every control up to date with the page's session.
pub fn update(page: &mut Page) -> Result<(), JsValue> {
    let session = &page.session;
    let game = session.game();
    let picker: HtmlSelectElement = dom::by_id("game-picker")?;
    picker.set_value(game.id());
    let status = match session.viewing() {
        Some(0) => tr(
            "status-looking-start",
            &[("status", session.status().into())],
        ),
        Some(n) => tr(
            "status-looking",
            &[("n", n.into()), ("status", session.status().into())],
        ),
        None => session.status(),
    };
    let browsing = session.viewing().is_some();
    let computer_turn = page.computer_turn();
    // Shown from the start of the computer's turn (its pause included), so a person sees at
    // once that the computer has the move.
    let busy = computer_turn.filter(|_| !page.computer_halted());
    let doing = busy.map_or(String::new(), |seat| {
        let doing = if session.can_throw() {
            "throw"
        } else if page.thinking() {
            "think"
        } else {
            "move"
        };
        tr(
            "page-computer-doing",
            &[
                ("seat", seat_name(game, seat).into()),
                ("doing", doing.into()),
            ],
        )
    });
    let pause = t(if page.paused() {
        "page-resume"
    } else {
        "page-pause"
    });
    let record = session.record_text();
    let caption = crate::app::walk::caption(session);
    // Tables rather than a call each: the page's code is part of its download.
    for (id, text) in [
        ("caption", &caption),
        ("game-title", &game_name(game.id())),
        ("status", &status),
        ("message", &page.message),
        ("notice", &page.notice),
        ("thinking-text", &doing),
        ("pause", &pause),
        ("record", &record),
    ] {
        dom::set_text(&dom::by_id::<Element>(id)?, text);
    }
    // The live region is the accessible section's: it says the record's news in words.
    super::a11y::page::update(page)?;
    let has_dice = uses_dice(game.id());
    let computers = game
        .seats()
        .iter()
        .any(|&s| page.players.computer(s).is_some());
    // Pause is for the computer's turns: a person's own turn has nothing to hold (issue 37).
    let person_turn = session
        .acting_seat()
        .is_some_and(|s| page.players.computer(s).is_none());
    let over = game.to_act() == ToAct::Over;
    for (id, hidden) in [
        ("caption", caption.is_empty()),
        ("thinking", busy.is_none()),
        ("throw", !has_dice),
        ("dice-box", !has_dice),
        ("pause", !computers || person_turn),
        ("live", !browsing),
    ] {
        dom::by_id::<HtmlElement>(id)?.set_hidden(hidden);
    }
    for (id, enabled) in [
        (
            "throw",
            // In a game with a friend on another device, only in this device's turn.
            session.can_throw()
                && !browsing
                && computer_turn.is_none()
                && !(page.remote
                    && super::hooks::get().is_some_and(|h| (h.may_act)(page).is_err())),
        ),
        ("undo", session.can_undo()),
        ("redo", session.can_redo()),
        ("pause", !over),
    ] {
        dom::by_id::<HtmlButtonElement>(id)?.set_disabled(!enabled);
    }
    for (id, on) in [
        ("show-targets", page.show_targets()),
        ("coords", page.coords()),
        ("undo-turns", page.undo_turns()),
        ("sound", page.sound.is_on()),
    ] {
        dom::by_id::<web_sys::HtmlInputElement>(id)?.set_checked(on);
    }
    let actions: Element = dom::by_id("actions")?;
    dom::clear(&actions);
    if !browsing && computer_turn.is_none() {
        for (index, mv) in page.offered().iter().enumerate() {
            let button = dom::element("button", "action", &label(&mv.label))?;
            button.set_attribute("data-move", &index.to_string())?;
            button.set_attribute("data-notation", &mv.notation())?;
            button.set_attribute("type", "button")?;
            button.set_attribute("aria-keyshortcuts", &(index + 1).to_string())?;
            actions.append_child(&button)?;
        }
    }
    replay(page)?;
    dice(page)?;
    ceremony(page)?;
    super::result_view::update(page)?;
    page.opening.render()?;
    super::guide::follow(page)?;
    super::guide::offer(page)?;
    let Page { moves, session, .. } = page;
    moves.update(session)
}

/// The opening ceremony beside the board, after its card is gone: each throw, then who is who.
fn ceremony(page: &Page) -> Result<(), JsValue> {
    let list: Element = dom::by_id("ceremony")?;
    dom::clear(&list);
    let session = &page.session;
    let ceremony = session.ceremony();
    let alone = page.players.alone(ceremony.south_person);
    let lines = ceremony.lines(session.names(), alone);
    let verdict = ceremony.verdict(session.game().id(), session.names(), alone);
    for line in lines.iter().chain(&verdict) {
        dom::append(&list, "li", "", line)?;
    }
    Ok(())
}

/// The replay controls: the slider spans the record, the buttons step through it.
fn replay(page: &Page) -> Result<(), JsValue> {
    let len = page.session.record().tokens().len();
    let shown = page.session.viewing().unwrap_or(len);
    let scrub: web_sys::HtmlInputElement = dom::by_id("scrub")?;
    scrub.set_max(&len.to_string());
    scrub.set_value(&shown.to_string());
    scrub.set_disabled(len == 0);
    for (id, enabled) in [
        ("first", shown > 0),
        ("back", shown > 0),
        ("forward", shown < len),
        ("last", shown < len),
    ] {
        dom::by_id::<HtmlButtonElement>(id)?.set_disabled(!enabled);
    }
    dom::by_id::<HtmlElement>("play-here")?.set_hidden(page.session.viewing().is_none());
    Ok(())
}

/// The dice-honesty table: each throw's count against its expected count so far.
fn dice(page: &Page) -> Result<(), JsValue> {
    let rows: Element = dom::by_id("dice-rows")?;
    dom::clear(&rows);
    let stats = crate::app::dice::roll_stats(page.session.record());
    for stat in &stats {
        let row = dom::element("tr", "", "")?;
        let value = stat.roll.trim_start_matches('d');
        for text in [
            value.to_string(),
            stat.count.to_string(),
            crate::i18n::number(stat.expected, 1),
        ] {
            let cell = dom::element("td", "", &text)?;
            row.append_child(&cell)?;
        }
        rows.append_child(&row)?;
    }
    dom::by_id::<HtmlElement>("dice-empty")?.set_hidden(!stats.is_empty());
    Ok(())
}

/// A button label for a move without a board spot, or a choice.
pub fn label(text: &str) -> String {
    match text {
        "pass" => t("move-pass"),
        "end" => t("move-end"),
        "throw" => t("move-decline-ambush"),
        other => other.to_string(),
    }
}

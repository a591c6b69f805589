//! The controls beside the board: game picker, status, buttons, move list, ceremony and record.
//! Text from records is only ever set as text, never as HTML.

use super::dom;
use super::page::Page;
use crate::app::text::game_name;
use crate::core::{Game, Token};
use crate::games::{uses_dice, GAME_IDS};
use crate::i18n::t;
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
pub fn update(page: &Page) -> Result<(), JsValue> {
    let session = &page.session;
    let game = session.game();
    let picker: HtmlSelectElement = dom::by_id("game-picker")?;
    picker.set_value(game.id());
    dom::set_text(&dom::by_id::<Element>("game-title")?, &game_name(game.id()));
    let status = match session.viewing() {
        Some(0) => format!("Looking at the starting position. {}", session.status()),
        Some(n) => format!(
            "Looking at the position after move {n}. {}",
            session.status()
        ),
        None => session.status(),
    };
    dom::set_text(&dom::by_id::<Element>("status")?, &status);
    dom::set_text(&dom::by_id::<Element>("message")?, &page.message);
    dom::set_text(&dom::by_id::<Element>("announce")?, &page.announcement);
    let browsing = session.viewing().is_some();
    let computer_turn = page.computer_turn();
    set_enabled(
        "throw",
        session.can_throw() && !browsing && computer_turn.is_none(),
    )?;
    // Shown from the start of the computer's turn (its pause included), so a person sees at
    // once that the computer has the move.
    let busy = computer_turn.filter(|_| !page.computer_halted());
    dom::by_id::<HtmlElement>("thinking")?.set_hidden(busy.is_none());
    if let Some(seat) = busy {
        let doing = if session.can_throw() {
            "throws"
        } else if page.thinking() {
            "is thinking"
        } else {
            "moves"
        };
        let text = format!("{} (computer) {doing}…", game.seat_name(seat));
        dom::set_text(&dom::by_id::<Element>("thinking-text")?, &text);
    }
    let has_dice = uses_dice(game.id());
    dom::by_id::<HtmlElement>("throw")?.set_hidden(!has_dice);
    dom::by_id::<HtmlElement>("dice-box")?.set_hidden(!has_dice);
    let pause: HtmlElement = dom::by_id("pause")?;
    let seats = game.seats();
    pause.set_hidden(!seats.iter().any(|&s| page.players.computer(s).is_some()));
    dom::set_text(&pause, if page.paused() { "Resume" } else { "Pause" });
    set_enabled("undo", session.can_undo())?;
    set_enabled("redo", session.can_redo())?;
    dom::by_id::<HtmlElement>("live")?.set_hidden(!browsing);
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
    moves(page)?;
    replay(page)?;
    dice(page)?;
    let show: web_sys::HtmlInputElement = dom::by_id("show-targets")?;
    show.set_checked(page.show_targets());
    let turns: web_sys::HtmlInputElement = dom::by_id("undo-turns")?;
    turns.set_checked(page.undo_turns());
    let ceremony: Element = dom::by_id("ceremony")?;
    dom::clear(&ceremony);
    for line in &session.ceremony().log {
        let item = dom::element("li", "", line)?;
        ceremony.append_child(&item)?;
    }
    dom::set_text(&dom::by_id::<Element>("record")?, &session.record_text());
    Ok(())
}

fn set_enabled(id: &str, enabled: bool) -> Result<(), JsValue> {
    dom::by_id::<HtmlButtonElement>(id)?.set_disabled(!enabled);
    Ok(())
}

/// The move list: one button per token; the shown position is marked, a click shows it.
/// Tokens already listed stay: a game of a thousand throws and moves, played by the computer
/// at full speed, would otherwise rebuild a thousand buttons at every step.
fn moves(page: &Page) -> Result<(), JsValue> {
    let list: Element = dom::by_id("moves")?;
    let tokens = page.session.record().tokens();
    let shown = page.session.viewing().unwrap_or(tokens.len());
    let buttons = list.query_selector_all("button")?;
    let kept = (0..buttons.length().min(tokens.len() as u32))
        .take_while(|&i| {
            buttons
                .item(i)
                .and_then(|b| b.text_content())
                .is_some_and(|text| text == tokens[i as usize].to_string())
        })
        .count();
    while list.child_element_count() as usize > kept {
        match list.last_element_child() {
            Some(last) => last.remove(),
            None => break,
        }
    }
    for (i, token) in tokens.iter().enumerate().skip(kept) {
        let item = dom::element("li", "", "")?;
        let class = if matches!(token, Token::Roll(_)) {
            "roll"
        } else {
            "action"
        };
        let button = dom::element("button", class, &token.to_string())?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-view", &(i + 1).to_string())?;
        item.append_child(&button)?;
        list.append_child(&item)?;
    }
    if let Some(old) = list.query_selector("[aria-current]")? {
        old.remove_attribute("aria-current")?;
    }
    if shown > 0 {
        if let Some(current) = list.query_selector(&format!("[data-view=\"{shown}\"]"))? {
            current.set_attribute("aria-current", "step")?;
        }
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
    set_enabled("first", shown > 0)?;
    set_enabled("back", shown > 0)?;
    set_enabled("forward", shown < len)?;
    set_enabled("last", shown < len)?;
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
            crate::core::decimal(stat.expected, 1),
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

//! The new-game dialogue: which game, and who plays (a person, or the computer at a level) in
//! each seat, or as Player 1 and Player 2 where the game's opening throws decide the seats.

use super::dom;
use super::page::{with_page, Page};
use crate::app::text::{game_name, seat_name};
use crate::app::{decides_seats, Controller};
use crate::core::{Game, Record};
use crate::games::{AnyGame, GAME_IDS};
use crate::i18n::{t, tr};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlDialogElement, HtmlSelectElement};

/// Opens the dialogue for the page's game and players.
pub fn open(page: &Page) -> Result<(), JsValue> {
    let picker: HtmlSelectElement = dom::by_id("new-game-id")?;
    if picker.length() == 0 {
        for id in GAME_IDS {
            let option = dom::element("option", "", &game_name(id))?;
            option.set_attribute("value", id)?;
            picker.append_child(&option)?;
        }
    }
    let game = page.session.game();
    picker.set_value(game.id());
    // Start from who plays now, seat by seat; when nobody has played a game yet, the others
    // are the computer (issue 49: a newcomer playing alone).
    let mut current: Vec<Controller> = game.seats().iter().map(|&s| page.players.get(s)).collect();
    let newcomer = crate::app::saved::list(&super::storage::Local).is_empty();
    if newcomer && current.iter().all(|&c| c == Controller::Person) {
        for other in current.iter_mut().skip(1) {
            *other = Controller::Computer(crate::ai::Level::Easy);
        }
    }
    fill_players(game.id(), &current)?;
    super::dialogs::open("new-dialog")
}

/// Rebuilds the player rows for the game picked in the dialogue, keeping the choices made.
pub fn game_changed() -> Result<(), JsValue> {
    let id = dom::by_id::<HtmlSelectElement>("new-game-id")?.value();
    fill_players(&id, &chosen()?)
}

/// Whether "A friend on another device" ("Friends on other devices") is ticked.
fn with_friend() -> Result<bool, JsValue> {
    // The single-file download has no such row (no address a friend could open).
    let (Ok(row), Ok(tick)) = (
        dom::by_id::<web_sys::HtmlElement>("new-friend-row"),
        dom::by_id::<web_sys::HtmlInputElement>("new-friend"),
    ) else {
        return Ok(false);
    };
    Ok(!row.hidden() && tick.checked())
}

/// Starts the game the dialogue describes. A game with a friend on another device is the
/// remote variant's: the page goes there (`?remote=new`, docs/remote.md), which asks for the
/// side.
pub fn start() -> Result<(), JsValue> {
    let id = dom::by_id::<HtmlSelectElement>("new-game-id")?.value();
    if with_friend()? {
        return dom::window()?
            .location()
            .assign(&("?remote=new&game=".to_string() + &id));
    }
    let players = chosen()?;
    dom::by_id::<HtmlDialogElement>("new-dialog")?.close();
    with_page(|page| page.new_game(&id, &players));
    Ok(())
}

/// Closes the dialogue without changing anything.
pub fn cancel() -> Result<(), JsValue> {
    dom::by_id::<HtmlDialogElement>("new-dialog")?.close();
    Ok(())
}

/// The choice in each row, in order.
fn chosen() -> Result<Vec<Controller>, JsValue> {
    let rows = dom::by_id::<Element>("new-players")?.query_selector_all("select")?;
    Ok((0..rows.length())
        .filter_map(|i| rows.item(i)?.dyn_into::<HtmlSelectElement>().ok())
        .map(|select| Controller::from_key(&select.value()).unwrap_or_default())
        .collect())
}

fn fill_players(id: &str, previous: &[Controller]) -> Result<(), JsValue> {
    let Ok(record) = Record::<AnyGame>::from_id(id) else {
        return Ok(());
    };
    let game = record.position();
    let two = game.seats().len() == 2;
    // Every game is played at a distance: by two, or in Arcēs by three or four.
    if let Ok(label) = dom::by_id::<Element>("new-friend-row")
        .and_then(|row| row.query_selector("span")?.ok_or(JsValue::NULL))
    {
        let key = if two { "new-friend" } else { "new-friends" };
        label.set_attribute("data-l10n", key)?;
        dom::set_text(&label, &t(key));
    }
    let by_ceremony = decides_seats(id) && two;
    let rows: Vec<String> = game
        .seats()
        .iter()
        .enumerate()
        .map(|(i, &seat)| {
            if by_ceremony {
                tr("new-player-number", &[("number", (i + 1).into())])
            } else if i == 0 {
                tr("new-seat-first", &[("seat", seat_name(game, seat).into())])
            } else {
                seat_name(game, seat)
            }
        })
        .collect();
    let fieldset: Element = dom::by_id("new-players")?;
    // Keep the legend, replace the rows.
    while let Some(row) = fieldset.query_selector("label")? {
        row.remove();
    }
    for (i, name) in rows.iter().enumerate() {
        let label = dom::append(&fieldset, "label", "", "")?;
        dom::append(&label, "span", "", name)?;
        let select: HtmlSelectElement = dom::document()?.create_element("select")?.dyn_into()?;
        for choice in Controller::CHOICES.into_iter().filter(|c| c.plays(id)) {
            let option = dom::element("option", "", &choice.label())?;
            option.set_attribute("value", choice.key())?;
            select.append_child(&option)?;
        }
        select.set_value(previous.get(i).copied().unwrap_or_default().key());
        label.append_child(&select)?;
    }
    let note = if by_ceremony {
        t("new-ceremony-note")
    } else {
        String::new()
    };
    dom::set_text(&dom::by_id::<Element>("new-note")?, &note);
    Ok(())
}

//! The group of games with a friend on another device in "Your games" (a hook of the page's
//! list, `saved_view`): the game, this device's side, whose move it is and since when, with Open
//! (a link: the variant starts with the page it loads), Send again (the last link sent) and
//! Delete (asked twice, as for any saved game: an invitation nobody accepted, a game given up).

use super::super::saved_view::button;
use super::super::storage::Local;
use super::super::{dom, share};
use crate::app::remote_games;
use crate::app::saved::Store;
use crate::i18n::t;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// Appends the group to the list's `body`; whether it had any game.
pub(super) fn fill(body: &Element) -> Result<bool, JsValue> {
    let rows = remote_games::rows(&Local, js_sys::Date::now() as u64);
    if rows.is_empty() {
        return Ok(false);
    }
    let heading = if remote_games::any_group(&Local) {
        "new-friends"
    } else {
        "new-friend"
    };
    dom::append(body, "h3", "", &t(heading))?;
    let list = dom::append(body, "ul", "saved-list", "")?;
    for row in rows {
        let item = dom::append(&list, "li", "", "")?;
        let info = dom::append(&item, "div", "saved-info", "")?;
        dom::append(&info, "strong", "", &row.title)?;
        dom::append(&info, "span", "", &row.status)?;
        dom::append(&info, "span", "muted", &row.detail)?;
        let actions = dom::append(&item, "div", "saved-actions", "")?;
        let open = dom::append(&actions, "a", "", &t("saved-resume"))?;
        open.set_attribute("href", &("?remote=".to_string() + &row.key))?;
        // Only a player has a link of its own to send again.
        if remote_games::sent(&Local, &row.key).is_some() {
            button(
                &actions,
                &t("remote-list-send-again"),
                "data-resend",
                &row.key,
            )?;
        }
        button(&actions, &t("saved-delete"), "data-remote-delete", &row.key)?;
    }
    Ok(true)
}

/// A click on Send again, which hands the last link sent over again (share sheet or
/// clipboard), or on Delete.
pub(super) fn clicked(button: &Element) -> Result<(), JsValue> {
    if let Some(key) = button.get_attribute("data-remote-delete") {
        return delete(button, &key);
    }
    let Some(key) = button.get_attribute("data-resend") else {
        return Ok(());
    };
    if let Some(sent) = remote_games::sent(&Local, &key) {
        let location = dom::window()?.location();
        share::hand_over(&(location.origin()? + &location.pathname()? + &sent))?;
        dom::set_text(button, &t("saved-copied"));
    }
    Ok(())
}

/// Delete asks once more ("Delete for good?"), then removes the game's memory from this device
/// and its row from the list. The friend's device keeps its own copy.
fn delete(button: &Element, key: &str) -> Result<(), JsValue> {
    if !button.has_attribute("data-sure") {
        button.set_attribute("data-sure", "")?;
        dom::set_text(button, &t("saved-delete-sure"));
        return Ok(());
    }
    Local.remove(&(remote_games::PREFIX.to_string() + key));
    super::live::forget(key);
    super::handover::forget(key);
    crate::app::remote_turn::forget(&Local, key);
    if let Some(item) = button.closest("li")? {
        item.remove();
    }
    Ok(())
}

//! "Your games": the saved games, unfinished first, then the finished ones kept for review, then
//! anything that could not be read (its text shown, to copy or delete). Resume opens a game;
//! Review opens a finished one into its game review; Delete asks once more before it deletes.

use super::page::{with_page, Page};
use super::storage::Local;
use super::{dialogs, dom, panel};
use crate::app::{games_list, saved};
use crate::i18n::t;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlTextAreaElement};

const DIALOG: &str = "games-dialog";

/// Fills the list and opens the dialog.
pub(super) fn open(page: &Page) -> Result<(), JsValue> {
    fill(page)?;
    dialogs::open(DIALOG)
}

/// Builds the list from the storage as it is now.
fn fill(page: &Page) -> Result<(), JsValue> {
    let entries = saved::list(&Local);
    let now = js_sys::Date::now() as u64;
    let (rows, unreadable) = games_list::rows(&entries, now, page.saved_key());
    let body: Element = dom::by_id("games-body")?;
    dom::clear(&body);
    for (heading, finished) in [("saved-playing", false), ("saved-finished", true)] {
        let rows: Vec<_> = rows.iter().filter(|r| r.finished == finished).collect();
        if rows.is_empty() {
            continue;
        }
        dom::append(&body, "h3", "", &t(heading))?;
        let list = dom::append(&body, "ul", "saved-list", "")?;
        for row in rows {
            let item = dom::append(&list, "li", "", "")?;
            let info = dom::append(&item, "div", "saved-info", "")?;
            dom::append(&info, "strong", "", &row.title)?;
            dom::append(&info, "span", "", &row.status)?;
            dom::append(&info, "span", "", &row.players)?;
            dom::append(&info, "span", "muted", &row.detail)?;
            let actions = dom::append(&item, "div", "saved-actions", "")?;
            if row.current {
                dom::append(&actions, "span", "badge", &t("saved-this-game"))?;
            }
            // A finished game opens into its review (issue 19); an unfinished one resumes.
            if finished {
                button(&actions, &t("saved-review"), "data-review", &row.key)?;
            } else if !row.current {
                button(&actions, &t("saved-resume"), "data-open", &row.key)?;
            }
            button(&actions, &t("saved-delete"), "data-delete", &row.key)?;
        }
    }
    // Games with a friend on another device, in a group of their own: the remote variant's, which
    // index.html's loader starts on any device that keeps one.
    let remote = match super::hooks::get() {
        Some(hooks) => (hooks.games)(&body)?,
        None => false,
    };
    if rows.is_empty() && unreadable.is_empty() && !remote {
        dom::append(&body, "p", "muted", &t("saved-none"))?;
    }
    if !unreadable.is_empty() {
        dom::append(&body, "h3", "", &t("saved-unreadable"))?;
        dom::append(&body, "p", "muted", &t("saved-unreadable-note"))?;
        let list = dom::append(&body, "ul", "saved-list", "")?;
        for (key, text) in unreadable {
            let item = dom::append(&list, "li", "unreadable", "")?;
            let area: HtmlTextAreaElement = dom::append(&item, "textarea", "", "")?.dyn_into()?;
            area.set_read_only(true);
            area.set_rows(3);
            area.set_value(&text);
            let actions = dom::append(&item, "div", "saved-actions", "")?;
            button(&actions, &t("saved-copy"), "data-copy", &key)?;
            button(&actions, &t("saved-delete"), "data-delete", &key)?;
        }
    }
    Ok(())
}

pub(super) fn button(
    parent: &Element,
    label: &str,
    attribute: &str,
    key: &str,
) -> Result<(), JsValue> {
    let button = dom::append(parent, "button", "", label)?;
    button.set_attribute("type", "button")?;
    button.set_attribute(attribute, key)?;
    Ok(())
}

/// A click in the list: Resume, Review, Delete (twice) or Copy.
pub(super) fn clicked(target: &Element) -> Result<(), JsValue> {
    let Some(button) = target.closest("button")? else {
        return Ok(());
    };
    if let Some(key) = button.get_attribute("data-open") {
        dialogs::close(DIALOG)?;
        with_page(|page| page.resume_saved(&key));
    } else if let Some(key) = button.get_attribute("data-review") {
        dialogs::close(DIALOG)?;
        with_page(|page| {
            if page.saved_key() != Some(key.as_str()) {
                page.resume_saved(&key)?;
            }
            super::review::open(page)
        });
    } else if let Some(key) = button.get_attribute("data-delete") {
        if button.has_attribute("data-sure") {
            with_page(|page| {
                page.delete_saved(&key);
                fill(page)?;
                panel::update(page)
            });
            // The list was rebuilt: keep the focus in the dialog.
            if let Ok(body) = dom::by_id::<web_sys::HtmlElement>("games-body") {
                body.set_tab_index(-1);
                let _ = body.focus();
            }
        } else {
            button.set_attribute("data-sure", "")?;
            dom::set_text(&button, &t("saved-delete-sure"));
        }
    } else if button.has_attribute("data-copy") {
        let area = button
            .closest("li")?
            .and_then(|li| li.query_selector("textarea").ok().flatten())
            .and_then(|a| a.dyn_into::<HtmlTextAreaElement>().ok());
        if let Some(area) = area {
            area.select();
            let _ = dom::window()?
                .navigator()
                .clipboard()
                .write_text(&area.value());
            dom::set_text(&button, &t("saved-copied"));
        }
    } else if let Some(hooks) = super::hooks::get() {
        (hooks.games_clicked)(&button)?;
    }
    Ok(())
}

//! The page's language: chosen at start from the link (`?lang=fr`), else the choice saved in the
//! settings, else the browser's languages; English is built in, another language is fetched
//! (`lang/<code>.ftl`, written by `scripts/languages.mjs`, precached by the service worker; a page
//! with a catalog area of its own fetches `lang/<code>-<area>.ftl` too) or,
//! in the single-file download, read from the page itself; so are the rules texts of each
//! language (`lang/<code>-rules.ftl`), when the Rules dialog opens. The choice fills the static text
//! (`data-l10n="key"`, `data-l10n-aria-label="key"`), sets the document's `lang` and, on a
//! change, redraws the page, canvas included, keeping the game.

use super::{dom, page};
use crate::app::text::game_name;
use crate::i18n::{self, t, LANGUAGES};
use gloo::events::EventListener;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement, Response};

/// Where the chosen language is remembered.
const STORAGE_KEY: &str = "quintet.v1.setting.lang";

/// The attributes a static element may take from the catalog, as `data-l10n-<attribute>`.
const ATTRIBUTES: [&str; 3] = ["aria-label", "title", "placeholder"];

/// The element of the single-file download that holds every language's catalog (JSON by code).
const BUNDLED: &str = "quintet-languages";

/// Chooses the language and sets it up, then calls `ready` (in the next task for English and
/// the pseudo-locale, after the fetch otherwise; a failed fetch leaves English, with no message).
pub fn start(ready: impl FnOnce() + 'static) {
    let code = requested();
    fill_picker();
    // The catalog's set-up in a task of its own: each half is cold code, and together they made
    // a long task on a phone (issue 20).
    dom::soon(move || switch(code, AREA.get(), Box::new(ready)));
}

/// Makes the game page fetch `area`'s words with every language, as the remote variant does
/// (its words are built into its own wasm, in English: [`i18n::REMOTE`]).
pub fn use_area(area: &'static str) {
    AREA.set(Some(area));
}

/// [`start`] for a page with a wasm and a catalog area of its own (the position editor, whose
/// English words are [`i18n::load_area`]ed): the same choice of language, with the area's words
/// in that language (`lang/<code>-<area>.ftl`) fetched too. Such a page has no picker: the choice
/// made on the game page holds.
pub fn start_area(area: &'static str, ready: impl FnOnce() + 'static) {
    switch(requested(), Some(area), Box::new(ready));
}

/// The language asked for: `?lang=` (any unknown code is English), else the saved choice, else
/// the first of the browser's languages Quintet speaks.
fn requested() -> &'static str {
    if let Some(code) = query_lang() {
        return i18n::pick(&code);
    }
    if let Some(code) = storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten()) {
        return i18n::pick(&code);
    }
    let preferred: Vec<String> = dom::window()
        .map(|w| w.navigator().languages())
        .map(|list| list.iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default();
    i18n::negotiate(&preferred)
}

/// The `lang` value of the address bar's query, if any.
fn query_lang() -> Option<String> {
    let search = dom::window().ok()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .map(str::to_string)
}

fn storage() -> Option<web_sys::Storage> {
    dom::window().ok()?.local_storage().ok()?
}

/// Loads `code`'s catalog (and its words for `area`) if it needs one, applies it and calls `then`.
fn switch(code: &'static str, area: Option<&'static str>, then: Box<dyn FnOnce()>) {
    if code == "en" || code == i18n::PSEUDO {
        i18n::use_builtin(code);
        if STARTED.get() {
            // Back to English: its refusals and the review's words, if they had not come (the
            // page began in another language), then the static texts that name them; at the
            // start, they come after the first board.
            load_english_refusals(|| super::page::with_page(super::review::refresh));
        }
        if code == "en" && !STARTED.replace(true) {
            // The pages are written in the catalog's English (a native test keeps them so):
            // rewriting every static text in the first task would only hold up the first board
            // (issue 20).
            if let Ok(picker) = dom::by_id::<HtmlSelectElement>("language") {
                picker.set_value(code);
            }
            return then();
        }
        return done(then);
    }
    fetch_file(code.to_string(), move |text| {
        let Some(text) = text else {
            i18n::use_builtin("en");
            return done(then);
        };
        let Some(area) = area else {
            i18n::use_language(code, &text);
            return done(then);
        };
        // An area that cannot be had comes in English, from the wasm, like any missing message.
        fetch_file(format!("{code}-{area}"), move |words| {
            i18n::use_language(code, &(text + "\n" + &words.unwrap_or_default()));
            done(then);
        });
    });
}

/// A message of the refusals, to tell whether they are there.
const REFUSALS_PROBE: &str = "refusal-no-piece";

/// Fetches the English words of the boards' area (`lang/en-board.ftl`) for the refusals they
/// hold, if the page is in English (or the pseudo-locale) and lacks them: the page's wasm leaves
/// them out of its first download, and the other languages' files carry them. Then calls `then`.
pub fn load_english_refusals(then: impl FnOnce() + 'static) {
    if i18n::has(REFUSALS_PROBE) {
        return then();
    }
    fetch_file("en-board".to_string(), move |text| {
        let english = matches!(i18n::language(), "en" | i18n::PSEUDO);
        if let Some(text) = text.filter(|_| english && !i18n::has(REFUSALS_PROBE)) {
            i18n::add(&text);
        }
        then();
    });
}

/// Loads the rules texts of the current language (`lang/<code>-rules.ftl`; English's for the
/// pseudo-locale), then calls `then`, whether they came or not.
pub fn load_rules(then: impl FnOnce() + 'static) {
    let code = i18n::language();
    let file = if code == i18n::PSEUDO { "en" } else { code };
    fetch_file(format!("{file}-rules"), move |text| {
        // A language picked meanwhile has its own rules, which the next opening loads.
        if let Some(text) = text.filter(|_| i18n::language() == code) {
            i18n::add(&text);
        }
        then();
    });
}

/// What to do with a fetched file's text.
type Fetched = dyn FnOnce(Option<String>);

/// Calls `then` once with the text of `lang/<name>.ftl` (read from the page itself in the single
/// file), or `None` if it cannot be had.
fn fetch_file(name: String, then: impl FnOnce(Option<String>) + 'static) {
    fetch_from("", name, then);
}

/// Loads `code`'s catalog for an embedded board, from `base` (the address of the embed's files,
/// which may be another site than the page's) without switching the page to it, then calls
/// `then` with whether it came. A file that cannot be had leaves the language empty, so its
/// boards speak English, and it is not fetched again.
pub(super) fn load_for_board(base: &str, code: &'static str, then: impl FnOnce(bool) + 'static) {
    fetch_from(base, code.to_string(), move |text| {
        let loaded = text.is_some();
        i18n::load_language(code, &text.unwrap_or_default());
        then(loaded);
    });
}

/// [`fetch_file`] from `base`'s `lang/` folder.
pub(super) fn fetch_from(base: &str, name: String, then: impl FnOnce(Option<String>) + 'static) {
    if let Some(text) = bundled(&name) {
        return then(Some(text));
    }
    let Ok(window) = dom::window() else {
        return then(None);
    };
    // Whichever way the fetch ends, `then` runs once: the first callback takes it.
    let then: Rc<Cell<Option<Box<Fetched>>>> = Rc::new(Cell::new(Some(Box::new(then))));
    let finish = move |text: Option<String>| {
        if let Some(then) = then.take() {
            then(text);
        }
    };
    let failed = finish.clone();
    let on_response = move |response: JsValue| {
        let text = response
            .dyn_into::<Response>()
            .ok()
            .filter(Response::ok)
            .and_then(|r| r.text().ok());
        match text {
            Some(promise) => {
                let failed = finish.clone();
                then_once(
                    &promise,
                    move |text| finish(text.as_string()),
                    move |_| failed(None),
                );
            }
            None => finish(None),
        }
    };
    let fetched = window.fetch_with_str(&format!("{base}lang/{name}.ftl"));
    then_once(&fetched, on_response, move |_| failed(None));
}

/// Calls `ok` or `failed` when `promise` settles. The callbacks live until then (one small leak
/// per language switch, which a person does a handful of times).
pub(super) fn then_once(
    promise: &js_sys::Promise,
    ok: impl FnOnce(JsValue) + 'static,
    failed: impl FnOnce(JsValue) + 'static,
) {
    let ok = Closure::<dyn FnMut(JsValue)>::once(ok);
    let failed = Closure::<dyn FnMut(JsValue)>::once(failed);
    let _ = promise.then2(&ok, &failed);
    ok.forget();
    failed.forget();
}

/// The file `name` when the page carries every language file (the single-file download).
fn bundled(name: &str) -> Option<String> {
    let json = dom::document()
        .ok()?
        .get_element_by_id(BUNDLED)?
        .text_content()?;
    let all = js_sys::JSON::parse(&json).ok()?;
    js_sys::Reflect::get(&all, &JsValue::from_str(name))
        .ok()?
        .as_string()
}

thread_local! {
    /// Whether a language was put on the page yet (the first one, in English, needs no rewrite).
    static STARTED: Cell<bool> = const { Cell::new(false) };
    /// The catalog area the game page fetches with each language ([`use_area`]).
    static AREA: Cell<Option<&'static str>> = const { Cell::new(None) };
}

fn done(then: Box<dyn FnOnce()>) {
    STARTED.set(true);
    if let Err(error) = apply() {
        web_sys::console::error_1(&error);
    }
    then();
}

/// Puts the current language on the page: the document's `lang`, the static text, the game
/// names in the pickers and the language picker's choice (`embed.html` calls it in its board's
/// language).
pub(super) fn apply() -> Result<(), JsValue> {
    let document = dom::document()?;
    let code = i18n::language();
    let Some(root) = document.document_element() else {
        return Ok(());
    };
    root.set_attribute("lang", code)?;
    apply_within(&root)?;
    each(&root, "#game-picker option, #new-game-id option", |el| {
        if let Some(id) = el.get_attribute("value") {
            dom::set_text(el, &game_name(&id));
        }
    })?;
    if let Ok(picker) = dom::by_id::<HtmlSelectElement>("language") {
        picker.set_value(code);
    }
    Ok(())
}

/// Words the static texts inside `root` (`data-l10n`, `data-l10n-<attribute>`): the whole page
/// in [`apply`], or a part whose words come after the page's (the review's, in English after
/// the first board).
pub(super) fn apply_within(root: &Element) -> Result<(), JsValue> {
    each(root, "[data-l10n]", |el| {
        if let Some(key) = el.get_attribute("data-l10n") {
            dom::set_text(el, &t(&key));
        }
    })?;
    for attribute in ATTRIBUTES {
        let data = format!("data-l10n-{attribute}");
        each(root, &format!("[{data}]"), |el| {
            if let Some(key) = el.get_attribute(&data) {
                let _ = el.set_attribute(attribute, &t(&key));
            }
        })?;
    }
    Ok(())
}

/// Runs `f` on every element `selector` finds inside `root`.
fn each(root: &Element, selector: &str, mut f: impl FnMut(&Element)) -> Result<(), JsValue> {
    let list = root.query_selector_all(selector)?;
    for i in 0..list.length() {
        if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            f(&el);
        }
    }
    Ok(())
}

/// Offers every language by its own name in the settings, and switches when one is picked.
fn fill_picker() {
    let Ok(picker) = dom::by_id::<HtmlSelectElement>("language") else {
        return;
    };
    for (code, name) in LANGUAGES {
        if let Ok(option) = dom::element("option", "", name) {
            let _ = option.set_attribute("value", code);
            let _ = option.set_attribute("lang", code);
            let _ = picker.append_child(&option);
        }
    }
    let target = picker.clone();
    EventListener::new(&picker, "change", move |_| choose(&target.value())).forget();
}

/// Switches to the language picked in the settings, remembers it, and redraws the page.
fn choose(value: &str) {
    let code = i18n::pick(value);
    if let Some(store) = storage() {
        let _ = store.set_item(STORAGE_KEY, code);
    }
    // A link's `?lang=` would otherwise win over the choice on the next visit.
    if query_lang().is_some() {
        if let Err(error) = set_query_lang(code) {
            web_sys::console::error_1(&error);
        }
    }
    switch(
        code,
        AREA.get(),
        Box::new(|| page::with_page(|page| page.language_changed())),
    );
}

/// Rewrites the address bar's `lang=` to `code`, keeping the rest of the query and the record.
fn set_query_lang(code: &str) -> Result<(), JsValue> {
    let window = dom::window()?;
    let location = window.location();
    let query: Vec<String> = location
        .search()?
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            if pair.starts_with("lang=") {
                format!("lang={code}")
            } else {
                pair.to_string()
            }
        })
        .collect();
    let url = format!(
        "{}?{}{}",
        location.pathname()?,
        query.join("&"),
        location.hash()?
    );
    window
        .history()?
        .replace_state_with_url(&JsValue::NULL, "", Some(&url))
}

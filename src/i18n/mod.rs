//! The message catalog: every word people read comes from here, in English, French, Spanish or
//! German (and the pseudo-locale `qps` for tests).
//!
//! Catalogs are Fluent files (`locales/<lang>/<area>.ftl`, the format translators' tools know):
//! English is the source and the fallback, built into the program; the other languages are
//! separate files the page fetches when chosen ([`use_language`]). Messages are formatted by a
//! small reader of the Fluent subset Quintet uses ([`parse`](self) module docs): the reference
//! implementation, `fluent-bundle`, measured 65 KB gzip of wasm on its own (README,
//! "Languages"), a quarter of the page's whole budget; the native tests format every message of
//! every language with both and require the same text.
//!
//! The current language is per thread (the page, the worker and each test thread have their own);
//! it starts as English.

mod format;
mod parse;
mod plural;
mod pseudo;
// Native only: the oracles (fluent-bundle, intl_pluralrules) are native dev-dependencies.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

pub use parse::{Catalog, Issue};

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

/// The English catalog, the source of every message: the files of `locales/en/` joined
/// (`build.rs`), except the areas of pages with a wasm of their own ([`EDITOR`]).
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en-shared.ftl"));

/// The English words of the position editor (`locales/en/editor.ftl` and `notation.ftl`): only
/// code that shows them refers to this, so only the editor's wasm carries them. [`load_area`]
/// adds them to the catalog.
pub const EDITOR: &str = include_str!(concat!(env!("OUT_DIR"), "/en-editor.ftl"));

/// The languages offered: code and name in that language, English first.
pub const LANGUAGES: &[(&str, &str)] = &[
    ("en", "English"),
    ("fr", "Français"),
    ("es", "Español"),
    ("de", "Deutsch"),
];

/// The pseudo-locale's code (`?lang=qps`): brackets and 40% more length on every message.
pub const PSEUDO: &str = "qps";

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Text, written as it is (names, notation, numbers already formatted).
    Str(Cow<'a, str>),
    /// A whole number: written in digits, and it selects plural forms.
    Num(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}

macro_rules! number_args {
    ($($t:ty),+) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )+};
}
number_args!(i32, i64, u8, u16, u32, u64, usize);

struct State {
    english: Rc<Catalog>,
    /// The areas added to `english` ([`load_area`]), by the address of their text.
    areas: Vec<usize>,
    /// The chosen language's catalog, `None` for English and the pseudo-locale.
    current: Option<Rc<Catalog>>,
    lang: &'static str,
}

thread_local! {
    static STATE: RefCell<Option<State>> = const { RefCell::new(None) };
}

fn with_state<T>(f: impl FnOnce(&mut State) -> T) -> T {
    STATE.with(|cell| {
        let mut state = cell.borrow_mut();
        let state = state.get_or_insert_with(|| State {
            english: Rc::new(Catalog::parse(ENGLISH).0),
            areas: Vec::new(),
            current: None,
            lang: "en",
        });
        f(state)
    })
}

/// Adds an area's English messages (such as [`EDITOR`]) to this thread's catalog; again with the
/// same area, does nothing.
pub fn load_area(source: &'static str) {
    with_state(|s| {
        let address = source.as_ptr() as usize;
        if s.areas.contains(&address) {
            return;
        }
        s.areas.push(address);
        let (area, _) = Catalog::parse(source);
        let english = Rc::make_mut(&mut s.english);
        english.messages.extend(area.messages);
        english.terms.extend(area.terms);
    });
}

/// The message `key` in the current language.
pub fn t(key: &str) -> String {
    tr(key, &[])
}

/// The message `key` in the current language, with its variables. A message the language
/// lacks comes in English; a key no catalog has comes back as itself (the tests make sure every
/// key used exists).
pub fn tr(key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let (english, current, lang) = with_state(|s| (s.english.clone(), s.current.clone(), s.lang));
    let catalog = current.as_deref().unwrap_or(&english);
    let found = catalog
        .messages
        .get(key)
        .map(|p| (p, catalog))
        .or_else(|| english.messages.get(key).map(|p| (p, &*english)));
    let Some((pattern, catalog)) = found else {
        return key.to_string();
    };
    let scope = format::Scope {
        catalog,
        fallback: &english,
        lang,
        args,
    };
    let mut out = String::new();
    scope.write(pattern, &mut out, 0);
    if lang == PSEUDO {
        pseudo::transform(&out)
    } else {
        out
    }
}

/// The current language's code (`en`, `fr`, `es`, `de` or `qps`).
pub fn language() -> &'static str {
    with_state(|s| s.lang)
}

/// The supported language a requested code names (`fr-CA` → `fr`, `qps` → `qps`); English for
/// anything else, with no message (an unknown `?lang=` is not an error).
pub fn pick(requested: &str) -> &'static str {
    let base = requested
        .split(['-', '_'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if base == PSEUDO {
        return PSEUDO;
    }
    LANGUAGES
        .iter()
        .map(|&(code, _)| code)
        .find(|&code| code == base)
        .unwrap_or("en")
}

/// The first of the browser's preferred languages that Quintet speaks, else English.
pub fn negotiate<S: AsRef<str>>(preferred: &[S]) -> &'static str {
    preferred
        .iter()
        .map(|p| pick(p.as_ref()))
        .find(|&code| code != "en" && code != PSEUDO)
        .unwrap_or("en")
}

/// Switches to English, or to the pseudo-locale, which need no file.
pub fn use_builtin(code: &str) {
    let lang = if pick(code) == PSEUDO { PSEUDO } else { "en" };
    with_state(|s| {
        s.current = None;
        s.lang = lang;
    });
}

/// Switches to `code` with its catalog's text (fetched by the page). Entries that cannot be read
/// are returned and fall back to English; an unsupported code switches to English.
pub fn use_language(code: &str, source: &str) -> Vec<Issue> {
    let lang = pick(code);
    if lang == "en" || lang == PSEUDO {
        use_builtin(lang);
        return Vec::new();
    }
    let (catalog, issues) = Catalog::parse(source);
    with_state(|s| {
        s.current = Some(Rc::new(catalog));
        s.lang = lang;
    });
    issues
}

//! The message catalog: every word people read comes from here, in English, French, Spanish or
//! German (and the pseudo-locale `qps` for tests).
//!
//! Catalogs are Fluent files (`locales/<lang>/<area>.ftl`, the format translators' tools know):
//! English is the source and the fallback, built into the program; the other languages are
//! separate files the page fetches when chosen ([`use_language`]). Messages are formatted by a
//! small reader of the Fluent subset Quintet uses ([`parse`](self) module docs): the reference
//! implementation, `fluent-bundle`, measured 65 KB gzip of wasm on its own (docs/languages.md,
//! "Languages"), a quarter of the page's whole budget; the native tests format every message of
//! every language with both and require the same text.
//!
//! The current language is per thread (the page, the worker and each test thread have their own);
//! it starts as English.

mod case;
mod format;
mod number;
mod parse;
mod plural;
mod pseudo;
// Native only: the oracles (fluent-bundle, intl_pluralrules) are native dev-dependencies.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

pub use case::{to_lower, to_upper};
use parse::Entry;
pub use parse::{Catalog, Issue};

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

/// The English catalog, the source of every message: the files of `locales/en/` joined
/// (`build.rs`), except the areas of pages with a wasm of their own ([`EDITOR`]) and the rules
/// texts (`RULES`, native only).
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en-shared.ftl"));

/// The English words of the position editor (`locales/en/editor.ftl`): only code that shows them
/// refers to this, so only the editor's wasm carries them. [`load_area`] adds them to the catalog.
pub const EDITOR: &str = include_str!(concat!(env!("OUT_DIR"), "/en-editor.ftl"));

/// The English words of games with a friend on another device (`locales/en/remote.ftl`): built
/// into the remote variant's wasm and the command line alone, as [`EDITOR`] into the editor's.
pub const REMOTE: &str = include_str!(concat!(env!("OUT_DIR"), "/en-remote.ftl"));

/// The English words only the embeds' own wasm and the editor show (`locales/en/board.ftl`: a
/// board whose language could not be loaded, …; `embed.ftl`, `embed-size.ftl`,
/// `walk-controls.ftl`; the refusals and the review's words, which the game page fetches after
/// its first board), which [`load_area`] adds as [`EDITOR`]'s. The other
/// languages' come in the file a board fetches for its language.
pub const BOARD: &str = include_str!(concat!(env!("OUT_DIR"), "/en-board.ftl"));

/// The rules texts in English (`locales/en/rules-*.ftl`), built into native programs. The page
/// leaves them out of its wasm (6 KB of gzip): they are a document of their own, fetched with the
/// Rules dialog and added ([`add`]).
#[cfg(not(target_arch = "wasm32"))]
pub const RULES: &str = include_str!(concat!(env!("OUT_DIR"), "/en-rules.ftl"));

/// Each language's whole catalog (every area, the rules texts and the lessons' words), built
/// into native programs, which check a language has every word (`quintet lessons`).
#[cfg(not(target_arch = "wasm32"))]
pub const CATALOGS: [(&str, &str); 4] = [
    ("en", include_str!(concat!(env!("OUT_DIR"), "/en.ftl"))),
    ("fr", include_str!(concat!(env!("OUT_DIR"), "/fr.ftl"))),
    ("es", include_str!(concat!(env!("OUT_DIR"), "/es.ftl"))),
    ("de", include_str!(concat!(env!("OUT_DIR"), "/de.ftl"))),
];
/// Why a move is refused, in English (`locales/en/refusals.ftl`), and the review's words
/// (`review.ftl`) and shared links' (`share.ftl`), built into native programs.
/// In the wasms they are part of [`BOARD`]: the embeds and the editor load it, and the game page
/// fetches it after its first board (`lang/en-board.ftl`).
#[cfg(not(target_arch = "wasm32"))]
pub const REFUSALS: &str = include_str!(concat!(env!("OUT_DIR"), "/en-refusals.ftl"));

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
    /// Every language's catalog loaded so far, so that embedded boards in different languages
    /// on one page can each [`enter`] their own before they draw.
    loaded: Vec<(&'static str, Rc<Catalog>)>,
}

thread_local! {
    static STATE: RefCell<Option<State>> = const { RefCell::new(None) };
}

fn with_state<T>(f: impl FnOnce(&mut State) -> T) -> T {
    STATE.with(|cell| {
        let mut state = cell.borrow_mut();
        let state = state.get_or_insert_with(|| {
            #[allow(unused_mut)]
            let mut english = Catalog::index(ENGLISH).0;
            #[cfg(not(target_arch = "wasm32"))]
            english.messages.extend(Catalog::index(RULES).0.messages);
            #[cfg(not(target_arch = "wasm32"))]
            english.messages.extend(Catalog::index(REFUSALS).0.messages);
            State {
                english: Rc::new(english),
                areas: Vec::new(),
                current: None,
                lang: "en",
                loaded: Vec::new(),
            }
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
        let (area, _) = Catalog::index(source);
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
        .and_then(Entry::pattern)
        .map(|p| (p, catalog))
        .or_else(|| {
            english
                .messages
                .get(key)
                .and_then(Entry::pattern)
                .map(|p| (p, &*english))
        });
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

/// A seat's word in the current language, from the name its game gives it
/// ([`Game::seat_name`](crate::core::Game::seat_name): `South`, `Black`): the message
/// `seat-<name in lower case>`, so the notation letters stay in `core` and the words here.
pub fn seat_name(name: &str) -> String {
    t(&format!("seat-{}", name.to_ascii_lowercase()))
}

/// The message `key` whose one variable, `$seat`, is a seat's word ([`seat_name`] of `name`):
/// one call for the pictures' many "South to move", "North's Home", … (each call written out
/// again cost the page's wasm about 100 bytes).
pub fn with_seat(key: &str, name: &str) -> String {
    tr(key, &[("seat", seat_name(name).into())])
}

/// Every English message built into the page ([`ENGLISH`]) with the variables it uses, as the
/// formatting benchmark formats them (`examples/i18n_bench.rs` and the wasm build under Node.js,
/// `scripts/bench.sh --i18n`).
pub fn bench_messages() -> Vec<(String, Vec<String>)> {
    let (catalog, _) = Catalog::parse(ENGLISH);
    catalog
        .keys()
        .map(|key| (key.to_string(), catalog.variables(key)))
        .collect()
}

/// Formats `messages` (from [`bench_messages`]) `rounds` times in the current language, every
/// variable set to 1 in odd rounds and 3 in even ones (both plural forms); returns the characters
/// written, so the work cannot be optimised away.
pub fn bench_format(messages: &[(String, Vec<String>)], rounds: u32) -> u64 {
    let mut written = 0;
    for round in 0..rounds {
        let n = if round % 2 == 0 { 1 } else { 3 };
        for (key, variables) in messages {
            let args: Vec<(&str, Arg<'_>)> = variables
                .iter()
                .map(|v| (v.as_str(), Arg::Num(n)))
                .collect();
            written += tr(key, &args).len() as u64;
        }
    }
    written
}

pub use number::number_in;

/// `value` rounded to `decimals` places as the current language writes it (`62,3` in French).
pub fn number(value: f64, decimals: u32) -> String {
    number_in(language(), value, decimals)
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

/// Whether the current language, or English behind it, has the message `key`.
pub fn has(key: &str) -> bool {
    with_state(|s| {
        s.current
            .as_ref()
            .is_some_and(|c| c.messages.contains_key(key))
            || s.english.messages.contains_key(key)
    })
}

/// Whether the current language's own catalog has the message `key` (English's for English and
/// the pseudo-locale): no fallback to English, as [`has`] allows. A part fetched later for one
/// language (the rules texts) may be in English's catalog already, brought by another board.
pub fn has_here(key: &str) -> bool {
    with_state(|s| match &s.current {
        Some(current) => current.messages.contains_key(key),
        None => s.english.messages.contains_key(key),
    })
}

/// Adds the messages of `source` to the current language's catalog (English's for English and
/// the pseudo-locale): a part fetched later, such as the rules texts. Entries without a name or
/// an `=` are returned and left out; a value that cannot be read falls back to English when it
/// is formatted ([`Catalog::index`]).
pub fn add(source: &str) -> Vec<Issue> {
    let (extra, issues) = Catalog::index(source);
    with_state(|s| {
        let catalog = match s.current.as_mut() {
            Some(current) => current,
            None => &mut s.english,
        };
        let catalog = Rc::make_mut(catalog);
        catalog.messages.extend(extra.messages);
        catalog.terms.extend(extra.terms);
        if let Some(current) = s.current.clone() {
            let lang = s.lang;
            remember(s, lang, current);
        }
    });
    issues
}

/// Keeps `catalog` as `code`'s for [`enter`].
fn remember(s: &mut State, code: &'static str, catalog: Rc<Catalog>) {
    match s.loaded.iter_mut().find(|(c, _)| *c == code) {
        Some(entry) => entry.1 = catalog,
        None => s.loaded.push((code, catalog)),
    }
}

/// Whether [`enter`]ing `code` needs no file: English, the pseudo-locale, or a language whose
/// catalog was loaded.
pub fn is_loaded(code: &str) -> bool {
    code == "en" || code == PSEUDO || with_state(|s| s.loaded.iter().any(|(c, _)| *c == code))
}

/// Loads `code`'s catalog from its text without switching to it (an embedded board's language,
/// fetched for that board alone). Entries without a name or an `=` are returned and left out.
pub fn load_language(code: &str, source: &str) -> Vec<Issue> {
    let lang = pick(code);
    if lang == "en" || lang == PSEUDO {
        return Vec::new();
    }
    let (catalog, issues) = Catalog::index(source);
    with_state(|s| remember(s, lang, Rc::new(catalog)));
    issues
}

/// Switches to `code` for a while, with the catalog loaded for it (English if none was), and
/// returns the language to come back to with another `enter`: each embedded board draws in its
/// own language on a page that may hold several.
pub fn enter(code: &'static str) -> &'static str {
    with_state(|s| {
        let previous = s.lang;
        if code != previous {
            let catalog = s
                .loaded
                .iter()
                .find(|(c, _)| *c == code)
                .map(|e| e.1.clone());
            s.lang = match (&catalog, code) {
                (Some(_), _) | (None, PSEUDO) => code,
                (None, _) => "en",
            };
            s.current = catalog;
        }
        previous
    })
}

/// Switches the test thread to `code` with the catalog `build.rs` joined for it, as the page
/// would after fetching it (English and `qps` need no file).
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) fn use_for_test(code: &str) {
    let path = std::path::Path::new(env!("OUT_DIR")).join(format!("{code}.ftl"));
    match std::fs::read_to_string(path) {
        Ok(text) => {
            // Every value read now, as the pages read them only when formatted.
            let (_, issues) = Catalog::parse(&text);
            assert!(issues.is_empty(), "{code}: {issues:?}");
            use_language(code, &text);
        }
        Err(_) => use_builtin(code),
    }
}

/// Switches to English, or to the pseudo-locale, which need no file.
pub fn use_builtin(code: &str) {
    let lang = if pick(code) == PSEUDO { PSEUDO } else { "en" };
    with_state(|s| {
        s.current = None;
        s.lang = lang;
    });
}

/// Switches to `code` with its catalog's text (fetched by the page). Entries without a name or
/// an `=` are returned; they and values that cannot be read fall back to English; an
/// unsupported code switches to English.
pub fn use_language(code: &str, source: &str) -> Vec<Issue> {
    let lang = pick(code);
    if lang == "en" || lang == PSEUDO {
        use_builtin(lang);
        return Vec::new();
    }
    let (catalog, issues) = Catalog::index(source);
    with_state(|s| {
        let catalog = Rc::new(catalog);
        remember(s, lang, catalog.clone());
        s.current = Some(catalog);
        s.lang = lang;
    });
    issues
}

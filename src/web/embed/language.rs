//! An embedded board's own language (`lang=fr`), in the embeds' wasm alone (`EMBEDS`: the game
//! page's example boards speak the page's language). The board's words are fetched from where
//! the embeds are published; until they come the board waits for them: its `quintet-error`s are
//! held back, so that the first one its host hears is worded in its language (the note's, sent
//! again once the words are in), and `<quintet-board>`'s `ready` resolves only then. A file that
//! cannot be had (no CORS header for `lang/*` on another site, offline, missing) is said in the
//! note and sent as a `quintet-error`; the board speaks English.

use super::{act, Board};
use crate::app::embed::events::BoardEvent;
use crate::i18n::{self, tr};
use crate::web::dom;
use std::cell::RefCell;
use wasm_bindgen::JsValue;

thread_local! {
    /// Where the embeds' files are (`quintet-board.js` says, on another site's page); empty for
    /// the page's own folder.
    pub(super) static BASE: RefCell<String> = const { RefCell::new(String::new()) };
    /// The boards waiting for their language's words, with the language.
    static WAITING: RefCell<Vec<(usize, &'static str)>> = const { RefCell::new(Vec::new()) };
    /// Who waits for a board's words: the resolvers of [`worded`]'s promises, by board.
    static WORDED: RefCell<Vec<(usize, js_sys::Function)>> = const { RefCell::new(Vec::new()) };
    /// The languages whose file could not be had, with its address: a board that asks for one
    /// later is told too.
    static FAILED: RefCell<Vec<(&'static str, String)>> = const { RefCell::new(Vec::new()) };
}

/// The language board `index` waits for, if any.
fn waiting(index: usize) -> Option<&'static str> {
    WAITING.with(|w| {
        w.borrow()
            .iter()
            .find(|(i, _)| *i == index)
            .map(|&(_, code)| code)
    })
}

/// Follows board `index`'s `lang` option, with the board lent (`home` is the page's language):
/// enters the language and words the notes again in it if its words are loaded; otherwise
/// returns the language to fetch (once: a board waiting for it asks no more), and the board
/// keeps its words until they come. A board that waited no longer does: it sends its note, now
/// in its language, and its `ready` resolves.
pub(super) fn follow(index: usize, board: &mut Board, home: &'static str) -> Option<&'static str> {
    let wanted = board.model.options().lang;
    let waited = waiting(index);
    if wanted != board.lang {
        match wanted {
            Some(code) if !i18n::is_loaded(code) => {
                if waited == Some(code) {
                    return None;
                }
                WAITING.with(|w| {
                    let mut w = w.borrow_mut();
                    w.retain(|(i, _)| *i != index);
                    w.push((index, code));
                });
                return Some(code);
            }
            Some(code) => i18n::enter(code),
            None => i18n::enter(home),
        };
        board.lang = wanted;
        // Words that could not be had: English, and the note says why.
        let failed = wanted.and_then(|code| {
            FAILED.with(|f| {
                f.borrow()
                    .iter()
                    .find(|(c, _)| *c == code)
                    .map(|(_, file)| file.clone())
            })
        });
        if let Some(file) = &failed {
            let note = tr("board-lang-failed", &[("file", file.as_str().into())]);
            board.model.language_missing(note);
        }
        board.model.reword();
        if failed.is_some() && waited.is_none() {
            board.model.report_note();
        }
    }
    if waited.is_some() {
        WAITING.with(|w| w.borrow_mut().retain(|(i, _)| *i != index));
        board.model.report_note();
        let resolvers: Vec<js_sys::Function> = WORDED.with(|w| {
            let mut w = w.borrow_mut();
            let (done, rest) = w.drain(..).partition(|(i, _)| *i == index);
            *w = rest;
            done.into_iter().map(|(_, f)| f).collect::<Vec<_>>()
        });
        for resolve in resolvers {
            let _ = resolve.call0(&JsValue::UNDEFINED);
        }
    }
    None
}

/// Holds back the `quintet-error`s of a board that waits for its words: its note is sent again
/// once they come, in its language.
pub(super) fn hold(index: usize, events: &mut Vec<BoardEvent>) {
    if waiting(index).is_some() {
        events.retain(|event| !matches!(event, BoardEvent::Error(_)));
    }
}

/// Fetches `code`'s words for board `index`, then shows the board again: in its language, or in
/// English with a note saying which file could not be had.
pub(super) fn fetch(index: usize, code: &'static str) {
    let base = BASE.with(|b| b.borrow().clone());
    let file = address(&format!("{base}lang/{code}.ftl"));
    crate::web::l10n::load_for_board(&base, code, move |loaded| {
        if !loaded {
            FAILED.with(|f| f.borrow_mut().push((code, file)));
        }
        act(index, &mut |_| ());
    });
}

/// `path` as a whole address (the page's folder for a relative one), for a note.
fn address(path: &str) -> String {
    dom::window()
        .and_then(|w| w.location().href())
        .and_then(|page| web_sys::Url::new_with_base(path, &page))
        .map_or_else(|_| path.to_string(), |url| url.href())
}

/// A promise that resolves once board `index` speaks its language (at once if it waits for no
/// words): what `<quintet-board>`'s `ready` waits for.
pub(super) fn worded(index: usize) -> js_sys::Promise {
    if waiting(index).is_none() {
        return js_sys::Promise::resolve(&JsValue::UNDEFINED);
    }
    js_sys::Promise::new(&mut |resolve, _| {
        WORDED.with(|w| w.borrow_mut().push((index, resolve)));
    })
}

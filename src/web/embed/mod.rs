//! Embedded boards: `embed.html` (for iframes) and the `<quintet-board>` element (for pages that
//! allow scripts, the game page's rules dialog among them) share this code. The board itself is
//! the pure [`EmbedBoard`]; `view` draws it, `element` is the element's API and `frame` the
//! iframe's messages. Record text is only ever drawn or set as text, never parsed as HTML.
//!
//! The embeds have a wasm of their own (`src/bin/embed.rs`, entry [`start`]). The game page's
//! wasm calls none of this: its rules dialog's examples are `<quintet-board>` elements, whose
//! script and wasm load when the dialog opens (`web::rules`, issue 37).

mod element;
mod frame;
mod language;
mod stopped;
mod view;
mod walk;

use crate::app::embed::board::EmbedBoard;
use crate::app::embed::events::{Answer, BoardEvent};
use crate::i18n;
use crate::web::dom;
use std::cell::{Cell, RefCell};
use view::View;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

/// Where a board's events go.
#[derive(Clone)]
pub enum Target {
    /// `CustomEvent`s on the `<quintet-board>` element.
    Element(Element),
    /// Messages to the parent page of `embed.html`, which also keeps the record in its address.
    Frame,
    /// Nowhere: a board mounted without an element to receive its events.
    Quiet,
}

thread_local! {
    /// Every mounted board; a slot is emptied when its board leaves the document.
    static BOARDS: RefCell<Vec<Option<Board>>> = const { RefCell::new(Vec::new()) };
    /// What the embeds' wasm does for its boards beyond drawing them: set at its start, so the
    /// game page's wasm, whose example boards are quiet and speak its language, never links it.
    static EMBEDS: Cell<Option<Embeds>> = const { Cell::new(None) };
    /// What only the embeds' wasm does ([`walk::EXTRAS`], set by [`start`]).
    static EXTRAS: Cell<Option<&'static Extras>> = const { Cell::new(None) };
}

/// What only embedded boards do (the embeds' own wasm): a walkthrough's step controls and keys,
/// the `size` option, and the texts kept to the board's width. The game page's boards (the rules
/// dialog's examples) are never walkthroughs and take no size, so, reached only through a table
/// that [`start`] sets, none of it is in the page's download.
pub(super) struct Extras {
    /// Puts a walkthrough's step buttons into the bar.
    pub controls: fn(&Element, &EmbedBoard) -> Result<(), JsValue>,
    /// Keeps the texts around the board to its width in CSS pixels.
    pub fit: fn(&[&HtmlElement], f64) -> Result<(), JsValue>,
    /// A key pressed in board `index`: whether it stepped a walkthrough.
    pub key: fn(&web_sys::KeyboardEvent, usize) -> bool,
    /// The board's width for the column's width, the picture's size, `size` and whether the
    /// board fills `embed.html`'s frame.
    pub width: fn(f64, (f32, f32), Option<u32>, bool) -> f64,
}

/// The embeds' extras, if this is their wasm.
fn extras() -> Option<&'static Extras> {
    EXTRAS.with(Cell::get)
}

/// The embeds' own work for a board (see `EMBEDS`).
#[derive(Copy, Clone)]
struct Embeds {
    /// Follows a change of board `index`'s `lang` option, called in the page's language `home`
    /// with the board lent: [`language::follow`].
    language: fn(usize, &mut Board, &'static str) -> Option<&'static str>,
    /// Sends board `index`'s new events to its target (with its record), and fetches the
    /// language `language::follow` asked for, once the board is released: [`deliver`].
    deliver: fn(usize, &Target, Vec<BoardEvent>, &str, Option<&'static str>),
}

/// The embeds' entry point: installs the functions `<quintet-board>` calls, then mounts
/// `embed.html`'s board if this is that page (a page with `#embed`). Errors go to the console.
pub fn start() {
    stopped::install();
    // Words only these boards show (a language that could not be loaded, …).
    i18n::load_area(i18n::BOARD);
    EMBEDS.with(|e| {
        e.set(Some(Embeds {
            language: language::follow,
            deliver,
        }))
    });
    EXTRAS.with(|e| e.set(Some(&walk::EXTRAS)));
    if let Err(error) = element::install() {
        web_sys::console::error_1(&error);
    }
    let host = dom::document()
        .ok()
        .and_then(|document| document.get_element_by_id("embed"))
        .and_then(|host| host.dyn_into().ok());
    if let Some(host) = host {
        // In a task of its own: the one that started the wasm also finished compiling it, and a
        // phone's simulation puts it as late as the wasm's download ends, so whatever runs in
        // it lengthens a late long task (issue 20; the game page's start does the same).
        dom::soon(move || {
            if let Err(error) = frame::mount_page(host) {
                web_sys::console::error_1(&error);
            }
        });
    }
}

/// Delivers board `index`'s events to its element or its parent page (a `quintet-error` waits
/// for the board's language: [`language::hold`]), then fetches `fetch`, the language the board
/// waits for, if any.
fn deliver(
    index: usize,
    target: &Target,
    mut events: Vec<BoardEvent>,
    record: &str,
    fetch: Option<&'static str>,
) {
    language::hold(index, &mut events);
    let delivered = match target {
        Target::Element(element) => element::deliver(element, &events),
        Target::Frame => frame::deliver(&events, record),
        Target::Quiet => Ok(()),
    };
    if let Err(error) = delivered {
        web_sys::console::error_1(&error);
    }
    if let Some(code) = fetch {
        language::fetch(index, code);
    }
}

struct Board {
    model: EmbedBoard,
    view: View,
    target: Target,
    /// The language the board draws in (its `lang` option once that language's catalog is
    /// loaded); `None` follows the page's.
    lang: Option<&'static str>,
}

/// Mounts one board for `record` with the options of `query` into `host`; returns its index.
pub fn mount(
    host: HtmlElement,
    record: &str,
    query: &str,
    target: Target,
) -> Result<usize, JsValue> {
    let index = add(host, model(record, query), target)?;
    act(index, &mut |_| ());
    Ok(index)
}

/// The board for `record` with the options of `query`, not yet shown.
fn model(record: &str, query: &str) -> EmbedBoard {
    EmbedBoard::new(record, query, getrandom::u64().unwrap_or(7))
}

/// Adds `model`'s board to `host`, wired but not yet drawn (its canvas has no size until the
/// first [`act`]); returns its index.
fn add(host: HtmlElement, model: EmbedBoard, target: Target) -> Result<usize, JsValue> {
    let board = Board {
        model,
        view: View::new(&host, matches!(target, Target::Frame))?,
        target,
        lang: None,
    };
    let index = BOARDS.with(|b| {
        let mut boards = b.borrow_mut();
        // Boards whose canvas was removed (a closed rules dialog) free their state.
        for slot in boards.iter_mut() {
            if slot
                .as_ref()
                .is_some_and(|board| !board.view.is_connected())
            {
                *slot = None;
            }
        }
        boards.push(Some(board));
        boards.len() - 1
    });
    view::wire(index)?;
    Ok(index)
}

/// Runs `f` on board `index` in its language, redraws it, then delivers the events it
/// produced. Delivery comes after the board is released: a host's listener may call the board
/// again at once. (Not generic: one copy of this for every caller keeps the download small.)
fn act(index: usize, f: &mut dyn FnMut(&mut Board)) {
    // The catalog is one per page: each board enters its own language and leaves it after.
    let home = i18n::language();
    let embeds = EMBEDS.with(Cell::get);
    let done = BOARDS.with(|b| {
        let mut boards = b.borrow_mut();
        let board = boards.get_mut(index)?.as_mut()?;
        if let Some(lang) = board.lang {
            i18n::enter(lang);
        }
        f(board);
        let fetch = embeds.and_then(|e| (e.language)(index, board, home));
        view::lesson::follow(index, board);
        if let Err(error) = board.view.render(&board.model) {
            web_sys::console::error_1(&error);
        }
        let events = board.model.take_events();
        Some((
            events,
            board.target.clone(),
            board.model.record_text(),
            fetch,
        ))
    });
    i18n::enter(home);
    if let (Some((events, target, record, fetch)), Some(embeds)) = (done, embeds) {
        (embeds.deliver)(index, &target, events, &record, fetch);
    }
}

/// [`act`] on the board's model, for an answer to a script.
fn answer(index: usize, f: &mut dyn FnMut(&mut EmbedBoard) -> Answer) -> Answer {
    let mut answer = Answer::default();
    act(index, &mut |board| answer = f(&mut board.model));
    answer
}

/// Reads from board `index` without changing or redrawing it.
fn read<R: Default>(index: usize, f: impl FnOnce(&EmbedBoard) -> R) -> R {
    BOARDS.with(|b| {
        let boards = b.borrow();
        boards
            .get(index)
            .and_then(Option::as_ref)
            .map_or_else(R::default, |board| f(&board.model))
    })
}

/// An event's detail as a plain JavaScript object (absent values as `null`).
fn to_js(value: &impl serde::Serialize) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(Into::into)
}

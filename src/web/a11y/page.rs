//! The game page's keyboard section: the accessible board, the list of legal moves, the
//! typed-move field and the live region, kept up to date by [`update`] (called with every
//! update of the panel) and played through the page's own paths: a cell's Enter is a click on
//! the board, a listed or typed move is played as an offered button is, `t` is the Throw button.

use super::grid::{Grid, Input};
use super::live::Live;
use super::{keys_held, reading};
use crate::app::a11y::{self, Typed};
use crate::app::Move;
use crate::i18n::{t, tr};
use crate::web::dom::{self, Step, Task};
use crate::web::input::{listen, on_pick};
use crate::web::page::{with_page, Page};
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, HtmlInputElement, KeyboardEvent};

/// The section's parts. Kept apart from the page's state: the page lends itself to
/// [`update`], and the section's handlers borrow this only while the page is not acting.
struct Section {
    grid: Grid,
    live: Live,
    /// The legal moves listed, and what they were listed for.
    listed: Vec<Move>,
    listed_for: String,
}

thread_local! {
    static SECTION: RefCell<Option<Section>> = const { RefCell::new(None) };
}

fn with_section<R>(f: impl FnOnce(&mut Section) -> R) -> Option<R> {
    SECTION.with(|s| s.borrow_mut().as_mut().map(f))
}

/// Builds the section in the page's `#cells` and wires its controls.
pub fn mount() -> Result<(), JsValue> {
    let host: Element = dom::by_id("cells")?;
    let on: Rc<dyn Fn(Input)> = Rc::new(|input| with_page(|page| grid_input(page, input)));
    let section = Section {
        grid: Grid::new(&host, on)?,
        live: Live::new(dom::by_id("announce")?),
        listed: Vec::new(),
        listed_for: String::new(),
    };
    SECTION.with(|s| *s.borrow_mut() = Some(section));
    on_pick("legal-list", "data-legal", |i| {
        with_page(|page| play_listed(page, i))
    })?;
    let form: Element = dom::by_id("typed")?;
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&form, "submit", options, |event| {
        event.prevent_default();
        with_page(typed);
    })
    .forget();
    let document = dom::document()?;
    listen(&document, "keydown", |event| {
        let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if keys_held(key) {
            return;
        }
        let name = key.key();
        with_page(|page| {
            let record = page.session.record();
            if let Some(text) = reading(&name, &page.session.shown(), record) {
                with_section(|s| s.live.say(&text));
            }
            Ok(())
        });
    });
    Ok(())
}

/// Brings the section up to the page: news into the live region, the grid, the list.
pub fn update(page: &Page) -> Result<(), JsValue> {
    part(page, None).map(|_| ())
}

/// Cells worded per task at the page's start: a few milliseconds of a slow computer's time, words
/// and their layout.
const CELLS_PER_TASK: usize = 16;

/// [`update`] at the page's start, a part per task: the grid's rows, its cells' words a slice at
/// a time, then the list. The first grid is cold code, a hundred cells' words and their layout:
/// one long task on a phone otherwise (issue 20). A refresh meanwhile (the computer at
/// `?pace=0`) brings the whole section up to date, and the steps left find nothing to do.
pub fn first_update() -> Task {
    Box::new(|| {
        let mut step = Step::Done;
        with_page(|page| {
            step = part(page, Some(CELLS_PER_TASK))?;
            Ok(())
        });
        Ok(step)
    })
}

/// [`update`], or its next part (that many of the grid's cells): [`Step::Again`] while the grid
/// has more to do.
fn part(page: &Page, cells: Option<usize>) -> Result<Step, JsValue> {
    let session = &page.session;
    let live_moves = session.viewing().is_none() && page.computer_turn().is_none();
    let moves = if live_moves {
        session.moves()
    } else {
        Vec::new()
    };
    let selected = session.overlay().selected;
    let shown = session.shown();
    with_section(|s| {
        s.live.update(session, &page.announcement);
        // A sliced step that did something leaves the list to a later one; a whole one did all.
        if s.grid
            .step(&shown, &moves, selected, page.flipped(), cells)?
            && cells.is_some()
        {
            return Ok(Step::Again);
        }
        // The language too: a switch words the list and the examples again.
        let key = format!(
            "{}|{}|{live_moves}",
            crate::i18n::language(),
            session.record_text()
        );
        if key != s.listed_for {
            s.listed_for = key;
            list(&shown, &moves)?;
            s.listed = moves;
            // Examples in this game's notation (issue 37: Senet's and Seesaw's for every game).
            let family = crate::core::Game::id(&shown)
                .split('-')
                .next()
                .unwrap_or("");
            let hint = tr("a11y-typed-hint", &[("game", family.into())]);
            dom::set_text(&dom::by_id::<Element>("typed-hint")?, &hint);
        }
        Ok(Step::Done)
    })
    .unwrap_or(Ok(Step::Done))
}

/// The list of legal moves in words, each a button.
fn list(game: &crate::games::AnyGame, moves: &[Move]) -> Result<(), JsValue> {
    let list: Element = dom::by_id("legal-list")?;
    let had_focus = dom::document()?
        .active_element()
        .is_some_and(|a| list.contains(Some(&a)));
    dom::clear(&list);
    for (i, mv) in moves.iter().enumerate() {
        let item = dom::append(&list, "li", "", "")?;
        let button = dom::append(&item, "button", "", &a11y::move_words(game, mv))?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-legal", &i.to_string())?;
        button.set_attribute("data-notation", &mv.notation())?;
    }
    if moves.is_empty() {
        dom::append(&list, "li", "muted", &t("a11y-legal-none"))?;
    }
    let summary: HtmlElement = dom::by_id("legal-summary")?;
    dom::set_text(&summary, &tr("a11y-legal", &[("n", moves.len().into())]));
    if had_focus {
        // The pressed button is gone with the old list: the focus stays in the section.
        summary.focus()?;
    }
    Ok(())
}

/// A key or click on the accessible board.
fn grid_input(page: &mut Page, input: Input) -> Result<(), JsValue> {
    match input {
        // The focused cell is the board's cursor too, drawn on the canvas (issue 37). (The focus
        // an arrow moves reaches `Focus` while the page is busy, so the arrow draws it.)
        Input::Arrow(from, arrow) => {
            let (game, flip) = (page.session.shown(), page.flipped());
            let to = with_section(|s| s.grid.arrow(&game, from, arrow, flip));
            page.set_cursor(to)
        }
        Input::Activate(spot) => page.click(spot),
        Input::Focus(spot) => page.set_cursor(Some(spot)),
    }
}

/// Plays `mv` as an offered button is played (refused on the computer's turn, announced, the
/// page refreshed): as the one move on offer.
fn play(page: &mut Page, mv: Move) -> Result<(), JsValue> {
    page.choice = vec![mv];
    page.play_offered(0)
}

fn play_listed(page: &mut Page, index: usize) -> Result<(), JsValue> {
    match with_section(|s| s.listed.get(index).cloned()).flatten() {
        Some(mv) => play(page, mv),
        None => Ok(()),
    }
}

/// The typed-move field's Enter: plays what it reads, or says why not in its message.
fn typed(page: &mut Page) -> Result<(), JsValue> {
    let field: HtmlInputElement = dom::by_id("typed-move")?;
    let error: Element = dom::by_id("typed-error")?;
    let game = page.session.game().clone();
    let read = if page.session.viewing().is_some() {
        Err(t("a11y-looking"))
    } else {
        a11y::parse(&game, &field.value()).map_err(|e| e.words(&game))
    };
    let problem = read.as_ref().err().cloned().unwrap_or_default();
    dom::set_text(&error, &problem);
    if problem.is_empty() {
        field.remove_attribute("aria-invalid")?;
        field.set_value("");
    } else {
        field.set_attribute("aria-invalid", "true")?;
    }
    match read {
        Ok(Typed::Throw) => page.throw(),
        Ok(Typed::Play(mv)) => play(page, mv),
        Err(_) => Ok(()),
    }
}

/// Adds to the browser tests' hook: `turn()` (`"over"`, `"throw"` for a person's throw,
/// `"play"` for a person's move, `"wait"` while the computer acts) and `step(spot, key)` (where
/// an arrow key moves the accessible board's focus), so that a test can play by keyboard alone.
/// Read-only.
pub fn test_hooks(hook: &js_sys::Object) -> Result<(), JsValue> {
    use crate::core::{Game, Spot, ToAct};
    use wasm_bindgen::closure::Closure;
    let turn = Closure::<dyn Fn() -> JsValue>::new(|| {
        crate::web::page::read_page(|page| {
            let word = match page.session.game().to_act() {
                ToAct::Over => "over",
                _ if page.computer_turn().is_some() => "wait",
                ToAct::Chance => "throw",
                ToAct::Player(_) => "play",
            };
            JsValue::from_str(word)
        })
        .unwrap_or(JsValue::NULL)
    });
    let step = Closure::<dyn Fn(u16, String) -> JsValue>::new(|spot: u16, key: String| {
        let Some(arrow) = crate::app::a11y::nav::Arrow::from_key(&key) else {
            return JsValue::NULL;
        };
        crate::web::page::read_page(|page| {
            let to = crate::app::a11y::nav::step(
                &page.session.shown(),
                Spot(spot),
                arrow,
                page.flipped(),
            );
            JsValue::from(to.0)
        })
        .unwrap_or(JsValue::NULL)
    });
    js_sys::Reflect::set(hook, &"turn".into(), turn.as_ref())?;
    js_sys::Reflect::set(hook, &"step".into(), step.as_ref())?;
    turn.forget();
    step.forget();
    Ok(())
}

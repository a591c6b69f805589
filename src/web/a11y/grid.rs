//! The accessible board: a DOM grid (the ARIA grid pattern, with a roving tabindex) whose rows
//! are the board's places as drawn ([`nav::rows`]); arrow keys move in the board's own geometry
//! ([`nav::step`]), and each cell's name says what is on it, whether it is selected and where
//! its piece can go ([`a11y::focus`]). Hidden until it has the focus, then a compact panel of
//! cells with the focused cell's words under it, so that sighted keyboard users see it too.

use crate::app::a11y::{self, nav, nav::Arrow};
use crate::app::Move;
use crate::core::Spot;
use crate::games::AnyGame;
use crate::i18n::t;
use crate::web::dom;
use gloo::events::{EventListener, EventListenerOptions};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, KeyboardEvent};

/// What a person did on the grid.
#[derive(Copy, Clone, Debug)]
pub enum Input {
    /// An arrow key on the cell of this spot.
    Arrow(Spot, Arrow),
    /// Enter, Space or a click on the cell of this spot: what a click on the board does.
    Activate(Spot),
    /// The cell of this spot took the focus: the board draws its cursor there.
    Focus(Spot),
}

/// How the panel looks while it has the focus, set through the CSS object model (which a
/// page's content security policy allows where a `<style>` is refused, as in `embed.html`):
/// the page's colours where it has them, the system's in a host page.
const SHOWN: &str = concat!(
    "position:static;width:auto;height:auto;overflow:visible;clip:auto;",
    "clip-path:none;white-space:normal;margin:.5rem auto;padding:.4rem;",
    "max-width:40rem;border:1px solid var(--line, GrayText);border-radius:10px;",
    "background:var(--panel, Canvas);color:var(--fg, CanvasText);",
    "font:13px system-ui, sans-serif"
);
/// Hidden as the page's `.visually-hidden` (screen readers still read it) until focused.
const HIDDEN: &str = concat!(
    "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);",
    "clip-path:inset(50%);white-space:nowrap;margin:0;padding:0;border:0"
);
const ROW: &str = "display:flex;justify-content:center;gap:3px;margin:3px 0";
// Focus scrolls a cell clear of a phone's controls bar kept at the bottom of the screen.
const CELL: &str = concat!(
    "min-width:2.1rem;max-width:5rem;height:1.7rem;padding:0 .2rem;",
    "border:1px solid var(--line, GrayText);border-radius:5px;display:flex;",
    "align-items:center;justify-content:center;overflow:hidden;white-space:nowrap;",
    "cursor:pointer;box-sizing:border-box;outline-offset:1px;",
    "scroll-margin:4rem 0 10rem;font-weight:400;background:transparent;color:inherit"
);
const TEXT: &str = "margin:.35rem .2rem 0;text-align:center";

/// A copy of `model` (with its children when `deep`).
fn copy(model: &HtmlElement, deep: bool) -> Result<HtmlElement, JsValue> {
    model
        .clone_node_with_deep(deep)?
        .dyn_into::<HtmlElement>()
        .map_err(|_| JsValue::from_str("a copied cell is no element"))
}

/// Sets an element's whole inline style in one call (a grid has a hundred cells, each a call
/// across to the browser per property otherwise, in the page's first tasks: issue 20).
fn css(el: &HtmlElement, rules: &str) -> Result<(), JsValue> {
    el.style().set_css_text(rules);
    Ok(())
}

/// The grid and the state it shows.
pub struct Grid {
    grid: HtmlElement,
    caption: HtmlElement,
    help: HtmlElement,
    /// Each cell's spot and element, in reading order.
    cells: Vec<(Spot, HtmlElement)>,
    /// What each cell was last given (its words, whether it holds something, whether it is
    /// selected), so that a move rewrites only the cells it changed.
    written: Vec<(String, bool, bool)>,
    /// What the rows were built for (game kind, orientation, places): rebuilt when it changes.
    shape: Vec<Vec<Spot>>,
    /// The cell that takes the focus (the roving tabindex).
    focus: Option<Spot>,
    /// What the labels were written for, so that a redraw with no change costs nothing.
    shown: String,
    /// What the labels are being written for, and the next cell to word ([`Grid::step`]).
    wording: String,
    next: usize,
}

impl Grid {
    /// A grid in `parent`; `on` hears what is done on it.
    pub fn new(parent: &Element, on: Rc<dyn Fn(Input)>) -> Result<Grid, JsValue> {
        let wrap = dom::append(parent, "div", "", "")?;
        css(&wrap, HIDDEN)?;
        let grid = dom::append(&wrap, "div", "", "")?;
        grid.set_attribute("role", "grid")?;
        grid.set_attribute("aria-label", &t("a11y-grid"))?;
        let caption = dom::append(&wrap, "p", "", "")?;
        // The focused cell's name already says it.
        caption.set_attribute("aria-hidden", "true")?;
        let help = dom::append(&wrap, "p", "", &t("a11y-grid-help"))?;
        help.set_attribute("aria-hidden", "true")?;
        css(&caption, TEXT)?;
        css(&help, TEXT)?;
        wire(&grid, on);
        show_on_focus(&wrap);
        Ok(Grid {
            grid,
            caption,
            help,
            cells: Vec::new(),
            written: Vec::new(),
            shape: Vec::new(),
            focus: None,
            shown: String::new(),
            wording: String::new(),
            next: 0,
        })
    }

    /// Shows `game` (the position on the board) turned when `flip`, with `moves` (the moves a
    /// person may play now, else none) and the `selected` place.
    pub fn update(
        &mut self,
        game: &AnyGame,
        moves: &[Move],
        selected: Option<Spot>,
        flip: bool,
    ) -> Result<(), JsValue> {
        // Without a number of cells, one step does all that is left.
        self.step(game, moves, selected, flip, None).map(|_| ())
    }

    /// A part of [`update`](Self::update): given a number of `cells`, the rows alone when the
    /// board's shape changed, else the next that many cells' words; without one, all that is
    /// left. Returns whether it did anything, so that a page's start can give each part a task
    /// of its own: the first grid, words and layout, is a long task on a phone otherwise (issue
    /// 20). A later call for another position starts that position's words again.
    pub fn step(
        &mut self,
        game: &AnyGame,
        moves: &[Move],
        selected: Option<Spot>,
        flip: bool,
        cells: Option<usize>,
    ) -> Result<bool, JsValue> {
        // The language is part of what was shown: a change words the grid again (the page's
        // setting, or an embedded board's `lang`).
        let lang = crate::i18n::language();
        let picked = selected.map_or(-1, |s| i32::from(s.0));
        let key = format!("{lang}|{game}|{}|{picked}|{flip}", moves.len());
        if key == self.shown {
            return Ok(false);
        }
        if key != self.wording {
            if !self.wording.starts_with(&format!("{lang}|")) {
                self.grid.set_attribute("aria-label", &t("a11y-grid"))?;
                dom::set_text(&self.help, &t("a11y-grid-help"));
            }
            self.wording = key;
            self.next = 0;
            let rows = nav::rows(game, flip);
            if rows != self.shape {
                self.build(game, &rows)?;
                self.shape = rows;
                if cells.is_some() {
                    return Ok(true);
                }
            }
        }
        let end = cells.map_or(usize::MAX, |n| self.next + n);
        let places = game.places();
        while let Some(((spot, cell), written)) = self
            .cells
            .get(self.next)
            .zip(self.written.get_mut(self.next))
            .filter(|_| self.next < end)
        {
            self.next += 1;
            let words = a11y::focus_in(game, &places, moves, *spot, selected).unwrap_or_default();
            let has = places
                .iter()
                .find(|p| p.spot == *spot)
                .is_some_and(|p| p.occupant.is_some() || p.counts.iter().any(|(_, n)| *n > 0));
            let picked = selected == Some(*spot);
            if Some(*spot) == self.focus {
                dom::set_text(&self.caption, &words);
            }
            if written.0 != words {
                if let Some(said) = cell.last_element_child() {
                    dom::set_text(&said, &words);
                }
                written.0 = words;
            }
            if (written.1, written.2) != (has, picked) {
                let style = cell.style();
                // 600, the page's one bold weight (www/style.css: few fonts).
                style.set_property("font-weight", if has { "600" } else { "400" })?;
                let (bg, fg) = if picked {
                    (
                        "var(--accent, Highlight)",
                        "var(--accent-fg, HighlightText)",
                    )
                } else {
                    ("transparent", "inherit")
                };
                style.set_property("background", bg)?;
                style.set_property("color", fg)?;
                (written.1, written.2) = (has, picked);
            }
        }
        if self.next >= self.cells.len() {
            self.shown = self.wording.clone();
        }
        Ok(true)
    }

    /// Rebuilds the rows for `rows`, keeping the focused place (and the focus, if it was here).
    fn build(&mut self, game: &AnyGame, rows: &[Vec<Spot>]) -> Result<(), JsValue> {
        let had_focus = self.has_focus();
        dom::clear(&self.grid);
        self.cells.clear();
        self.written.clear();
        let places = game.places();
        // One row and one cell made, then copied: a board has up to a hundred cells, and each
        // attribute and style set is a call across to the browser (issue 20).
        let row_model = dom::element("div", "", "")?;
        row_model.set_attribute("role", "row")?;
        css(&row_model, ROW)?;
        let cell_model = dom::element("div", "", "")?;
        // The cell's name is its words, read from its content (hidden from the eyes); the short
        // name is for the eyes alone.
        let short = dom::append(&cell_model, "span", "", "")?;
        short.set_attribute("aria-hidden", "true")?;
        let said = dom::append(&cell_model, "span", "", "")?;
        css(&said, HIDDEN)?;
        cell_model.set_attribute("role", "gridcell")?;
        cell_model.set_attribute("tabindex", "-1")?;
        css(&cell_model, CELL)?;
        for row in rows {
            let line = copy(&row_model, false)?;
            self.grid.append_child(&line)?;
            for &spot in row {
                let name = places
                    .iter()
                    .find(|p| p.spot == spot)
                    .map(|p| p.name.clone())
                    .unwrap_or_default();
                // Notation's one word among the cells' names is said in the board's language
                // (issue 37: "off" on a French board).
                let name = if name == "off" {
                    t("a11y-cell-off")
                } else {
                    name
                };
                let cell = copy(&cell_model, true)?;
                cell.set_attribute("data-spot", &spot.0.to_string())?;
                if let Some(short) = cell.first_element_child() {
                    dom::set_text(&short, &name);
                }
                line.append_child(&cell)?;
                self.cells.push((spot, cell));
                // No words yet; the style is a cell's with nothing on it, not selected.
                self.written.push((String::from("\0"), false, false));
            }
        }
        let keep = self
            .focus
            .filter(|f| self.cells.iter().any(|(s, _)| s == f));
        self.focus = keep.or_else(|| self.cells.first().map(|(s, _)| *s));
        if let Some(spot) = self.focus {
            self.move_focus(spot, had_focus)?;
        }
        Ok(())
    }

    /// Whether one of the grid's cells has the focus.
    fn has_focus(&self) -> bool {
        // `:focus` also matches inside a shadow root, where the document's active element is
        // the host.
        self.grid.query_selector(":focus").ok().flatten().is_some()
    }

    /// Makes `spot`'s cell the one Tab reaches, and focuses it when `focus`.
    fn move_focus(&mut self, spot: Spot, focus: bool) -> Result<(), JsValue> {
        // Only the cell that had the focus and the one that takes it change (a rebuilt grid's
        // cells all start without it).
        for (s, cell) in &self.cells {
            if *s == spot {
                cell.set_attribute("tabindex", "0")?;
                cell.style()
                    .set_property("outline", "3px solid var(--focus, Highlight)")?;
                dom::set_text(
                    &self.caption,
                    &cell
                        .last_element_child()
                        .and_then(|said| said.text_content())
                        .unwrap_or_default(),
                );
                if focus {
                    cell.focus()?;
                }
            } else if Some(*s) == self.focus {
                cell.set_attribute("tabindex", "-1")?;
                cell.style().set_property("outline", "none")?;
            }
        }
        self.focus = Some(spot);
        Ok(())
    }

    /// The arrow `arrow` pressed on `from` in `game` (turned when `flip`): the focus moves to the
    /// neighbour in the board's geometry. Returns the spot now focused.
    pub fn arrow(&mut self, game: &AnyGame, from: Spot, arrow: Arrow, flip: bool) -> Spot {
        let to = nav::step(game, from, arrow, flip);
        if let Err(error) = self.move_focus(to, true) {
            web_sys::console::error_1(&error);
        }
        to
    }
}

/// Shows the panel while the focus is in it, hides it when the focus leaves.
fn show_on_focus(wrap: &HtmlElement) {
    let shown = wrap.clone();
    EventListener::new(wrap, "focusin", move |_| {
        let _ = css(&shown, SHOWN);
    })
    .forget();
    let hidden = wrap.clone();
    EventListener::new(wrap, "focusout", move |event| {
        let next = js_sys::Reflect::get(event, &"relatedTarget".into())
            .ok()
            .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        if !next.is_some_and(|n| hidden.contains(Some(&n))) {
            let _ = css(&hidden, HIDDEN);
        }
    })
    .forget();
}

/// Keys and clicks on the cells go to `on`.
fn wire(grid: &HtmlElement, on: Rc<dyn Fn(Input)>) {
    let spot_of = |event: &web_sys::Event| -> Option<Spot> {
        let target = event.target()?.dyn_into::<Element>().ok()?;
        let cell = target.closest("[data-spot]").ok()??;
        cell.get_attribute("data-spot")?.parse().ok().map(Spot)
    };
    let keys = on.clone();
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(grid, "keydown", options, move |event| {
        let (Some(key), Some(spot)) = (event.dyn_ref::<KeyboardEvent>(), spot_of(event)) else {
            return;
        };
        if key.ctrl_key() || key.alt_key() || key.meta_key() {
            return;
        }
        let input = match key.key().as_str() {
            "Enter" | " " => Input::Activate(spot),
            other => match Arrow::from_key(other) {
                Some(arrow) => Input::Arrow(spot, arrow),
                None => return,
            },
        };
        event.prevent_default();
        // The page's own keys (the canvas's Enter) stop here: the grid has done it.
        event.stop_propagation();
        keys(input);
    })
    .forget();
    let clicks = on.clone();
    EventListener::new(grid, "click", move |event| {
        if let Some(spot) = spot_of(event) {
            clicks(Input::Activate(spot));
        }
    })
    .forget();
    EventListener::new(grid, "focusin", move |event| {
        if let Some(spot) = spot_of(event) {
            // In a task of its own: the focus an arrow key moves arrives while that key's handler
            // still holds the board.
            let on = on.clone();
            dom::soon(move || on(Input::Focus(spot)));
        }
    })
    .forget();
}

//! The opening ceremony told over the board: each throw appears in turn on a line of its own,
//! then who plays which side and moves first; Skip shows the game at once, Play (or any move)
//! closes the card. The computer waits while the card is up (`Page::schedule_computer`). With
//! reduced motion everything shows at once.

use super::dom;
use super::page::with_page;
use crate::i18n::t;
use gloo::timers::callback::Interval;
use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlElement};

/// Milliseconds between two lines of the ceremony: time to read one (Senet's first line lists
/// every throw before the deciding 1).
const STEP_MS: u32 = 1200;

/// The card's state.
#[derive(Default)]
pub(super) struct Opening {
    lines: Vec<String>,
    verdict: String,
    /// How many lines are shown so far.
    shown: usize,
    open: bool,
    timer: Option<Interval>,
}

impl Opening {
    /// Starts telling a ceremony: `lines` one by one, then `verdict`.
    pub(super) fn tell(&mut self, lines: Vec<String>, verdict: String) {
        self.open = true;
        self.timer = None;
        self.shown = 0;
        if dom::media("(prefers-reduced-motion: reduce)") {
            self.shown = lines.len();
        } else {
            self.timer = Some(Interval::new(STEP_MS, || {
                with_page(|page| {
                    page.opening.shown += 1;
                    if page.opening.telling() {
                        page.opening.render()
                    } else {
                        page.opening.timer = None;
                        // The verdict and Play, in the panel's task.
                        page.refresh_in_two()
                    }
                })
            }));
        }
        self.lines = lines;
        self.verdict = verdict;
    }

    /// Replaces the words being told (a language change), keeping how far the telling is.
    pub(super) fn reword(&mut self, lines: Vec<String>, verdict: String) {
        self.lines = lines;
        self.verdict = verdict;
    }

    /// Whether the throws are still being told.
    pub(super) fn telling(&self) -> bool {
        self.open && self.shown < self.lines.len()
    }

    /// Whether the card is shown.
    pub(super) fn is_open(&self) -> bool {
        self.open
    }

    /// Closes the card (Skip, Play, Escape, or a person's move).
    pub(super) fn close(&mut self) {
        self.open = false;
        self.timer = None;
    }

    /// Brings the card up to date. The throws told so far and then the verdict go into the one
    /// paragraph that holds "Deciding who plays which side…" from the first paint, each on a
    /// line of its own: text added to an element already shown is neither a layout shift nor a
    /// new largest paint (issue 20), where a list item per throw was both.
    pub(super) fn render(&self) -> Result<(), JsValue> {
        let card: HtmlElement = dom::by_id("opening")?;
        card.set_hidden(!self.open);
        if !self.open {
            return Ok(());
        }
        let text: Element = dom::by_id("opening-text")?;
        dom::clear(&text);
        let told = &self.lines[..self.shown.min(self.lines.len())];
        for line in told {
            dom::append(&text, "span", "step", line)?;
            dom::append(&text, "br", "", "")?;
        }
        let done = !self.telling();
        if done {
            let verdict = dom::append(&text, "strong", "verdict", &self.verdict)?;
            verdict.set_id("opening-verdict");
        } else if told.is_empty() {
            dom::set_text(&text, &t("ceremony-pending"));
        }
        dom::by_id::<HtmlElement>("opening-skip")?.set_hidden(done);
        dom::by_id::<HtmlElement>("opening-play")?.set_hidden(!done);
        Ok(())
    }
}

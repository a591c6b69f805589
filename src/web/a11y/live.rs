//! The polite live region: the one place where a board's news is spoken. It says every token
//! added to the record in words (own moves, the computer's named as such, throws with their
//! turn's number), then whose turn it is or how the game ended; other news (undo, pause, a
//! copied link) comes from the page as text.

use crate::app::a11y;
use crate::app::Session;
use crate::web::dom;
use wasm_bindgen::JsValue;
use web_sys::HtmlElement;

/// A live region and what it has heard so far.
pub struct Live {
    el: HtmlElement,
    /// The record last seen, to tell growth from undo or another game.
    record: String,
    len: usize,
    /// The page's last own announcement, so that a redraw does not repeat it.
    extra: String,
}

impl Live {
    /// Speaks through `el` (a polite live region).
    pub fn new(el: HtmlElement) -> Live {
        Live {
            el,
            record: String::new(),
            len: 0,
            extra: String::new(),
        }
    }

    /// A new visually hidden polite region in `parent`.
    pub fn append_to(parent: &web_sys::Element) -> Result<Live, JsValue> {
        let el = dom::append(parent, "p", "", "")?;
        el.set_attribute("aria-live", "polite")?;
        // Visually hidden as the page's .visually-hidden, through the CSS object model so that
        // it holds in a shadow root and under embed.html's content security policy.
        for (name, value) in [
            ("position", "absolute"),
            ("width", "1px"),
            ("height", "1px"),
            ("overflow", "hidden"),
            ("clip", "rect(0 0 0 0)"),
            ("white-space", "nowrap"),
            ("margin", "0"),
        ] {
            el.style().set_property(name, value)?;
        }
        Ok(Live::new(el))
    }

    /// Brings the region up to `session`: the record's new tokens in words, else `extra` (the
    /// page's own news) when it changed. The first call only takes note of the game. Returns
    /// what it said (empty for nothing).
    pub fn update(&mut self, session: &Session, extra: &str) -> String {
        let record = session.record_text();
        let len = session.record().tokens().len();
        let first = self.record.is_empty();
        let grew = self.grew(&record, len);
        let text = if first {
            String::new()
        } else if grew {
            let news = a11y::news(session.record(), self.len, session.seat_labels());
            // At the end, the result panel's reason too ("all five pieces borne off").
            match session.result() {
                Some(result) => format!("{news} {}", result.reason),
                None => news,
            }
        } else if record != self.record {
            // Undo, redo, another game: the page says what happened, then whose turn it is.
            let turn = a11y::turn(session.game());
            format!("{extra} {turn}").trim().to_string()
        } else if extra != self.extra {
            extra.to_string()
        } else {
            String::new()
        };
        self.record = record;
        self.len = len;
        self.extra = extra.to_string();
        if !text.is_empty() {
            self.say(&text);
        }
        text
    }

    /// Whether `record`, of `len` tokens, is the record last heard with tokens added.
    fn grew(&self, record: &str, len: usize) -> bool {
        len > self.len
            && record
                .strip_prefix(self.record.as_str())
                .is_some_and(|rest| rest.starts_with([',', ';']))
    }

    /// Takes note of `session` and `extra` without a word (an embedded board drawn first, or
    /// worded anew in its language).
    pub fn hear(&mut self, session: &Session, extra: &str) {
        self.record = session.record_text();
        self.len = session.record().tokens().len();
        self.extra = extra.to_string();
    }

    /// Whether `session` holds another game than the one last heard, not the same one grown (a
    /// board reset to its record, or given another).
    pub fn replaced(&self, session: &Session) -> bool {
        let record = session.record_text();
        record != self.record && !self.grew(&record, session.record().tokens().len())
    }

    /// Says `text` now; the same words twice in a row are still spoken.
    pub fn say(&self, text: &str) {
        let same = self.el.text_content().is_some_and(|t| t == text);
        // A trailing no-break space changes the text without changing what is heard.
        let text = if same {
            format!("{text}\u{a0}")
        } else {
            text.to_string()
        };
        dom::set_text(&self.el, &text);
    }
}

//! The move list: numbered turns, each with the seat's colour chip and name, its throws as small
//! stick or die glyphs and its actions as notation; every token a button that shows the position
//! after it, the shown one marked. Only what changed is rebuilt ([`Turns::sync`]): a Žanstrekt
//! game of thousands of tokens costs one entry per new token.

use super::dom;
use crate::app::text::seat_name;
use crate::app::turns::Turns;
use crate::app::Session;
use crate::core::{Game, Seat, Token};
use crate::games::AnyGame;
use crate::i18n::tr;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// The list's model and its elements.
pub(super) struct MovesList {
    turns: Turns,
    /// One `li` per turn.
    items: Vec<Element>,
    /// One button per token.
    buttons: Vec<Element>,
    /// The token whose button is marked as shown (1-based count), if any.
    current: usize,
    /// The scroll that brings it into view, at the next frame.
    scroll: Option<gloo::render::AnimationFrame>,
}

impl MovesList {
    /// An empty list for a game from `start`.
    pub(super) fn new(start: &AnyGame) -> MovesList {
        MovesList {
            turns: Turns::new(start),
            items: Vec::new(),
            buttons: Vec::new(),
            current: 0,
            scroll: None,
        }
    }

    /// Brings the list up to the session's record and marks the shown position.
    pub(super) fn update(&mut self, session: &Session) -> Result<(), JsValue> {
        let list: Element = dom::by_id("moves")?;
        let record = session.record();
        let kept = self.turns.sync(record);
        for button in self.buttons.drain(kept..) {
            button.remove();
        }
        let turns = self.turns.turns();
        let items = turns.iter().take_while(|t| t.first < kept).count();
        for item in self.items.drain(items.min(self.items.len())..) {
            item.remove();
        }
        if kept == 0 {
            dom::clear(&list);
        }
        let game = record.start();
        list.set_class_name(if game.id() == "senet" {
            "moves senet"
        } else {
            "moves"
        });
        let tokens = record.tokens();
        // Each token's name in words (issue 21) is read from the position before it, walked once.
        let mut before = record.position_at(kept);
        for turn in turns {
            let first = turn.first.max(kept);
            for (i, token) in tokens
                .iter()
                .enumerate()
                .take(turn.first + turn.len)
                .skip(first)
            {
                if self.items.len() < turn.number {
                    let item = entry(&list, turn.number, turn.seat, game)?;
                    self.items.push(item);
                }
                let button = token_button(token, i + 1)?;
                let name = crate::app::a11y::entry(&before, token, turn.number);
                button.set_attribute("aria-label", &name)?;
                match token {
                    Token::Roll(roll) => before.apply_roll_unchecked(*roll),
                    Token::Action(action) => before.apply_unchecked(*action),
                }
                self.items[turn.number - 1].append_child(&button)?;
                self.buttons.push(button);
            }
        }
        self.mark(session.viewing().unwrap_or(tokens.len()), &list)
    }

    /// Marks the button of the position shown (after `shown` tokens) and scrolls it into the
    /// list's view.
    fn mark(&mut self, shown: usize, list: &Element) -> Result<(), JsValue> {
        if shown == self.current && kept_mark(&self.buttons, shown) {
            return Ok(());
        }
        if let Some(old) = self
            .current
            .checked_sub(1)
            .and_then(|i| self.buttons.get(i))
        {
            old.remove_attribute("aria-current")?;
        }
        self.current = shown;
        let Some(button) = shown.checked_sub(1).and_then(|i| self.buttons.get(i)) else {
            return Ok(());
        };
        button.set_attribute("aria-current", "step")?;
        // Scrolled at the next frame: reading positions now would lay the whole list out once
        // more than the frame does.
        let (list, button) = (list.clone(), button.clone());
        self.scroll = Some(gloo::render::request_animation_frame(move |_| {
            // Measured against the list itself: a button's offset parent is its turn's entry.
            let (outer, inner) = (
                list.get_bounding_client_rect(),
                button.get_bounding_client_rect(),
            );
            let view = f64::from(list.scroll_top());
            let top = inner.top() - outer.top() + view;
            let bottom = inner.bottom() - outer.top() + view;
            let height = f64::from(list.client_height());
            if top < view || bottom > view + height {
                list.set_scroll_top((bottom - height + 4.0).max(0.0) as i32);
            }
        }));
        Ok(())
    }
}

/// Whether the button after `shown` tokens still carries the mark (it was not rebuilt).
fn kept_mark(buttons: &[Element], shown: usize) -> bool {
    shown
        .checked_sub(1)
        .and_then(|i| buttons.get(i))
        .is_some_and(|b| b.has_attribute("aria-current"))
}

/// A turn's entry: its number, the seat's chip and name.
fn entry(list: &Element, number: usize, seat: Seat, game: &AnyGame) -> Result<Element, JsValue> {
    let item = dom::append(list, "li", "turn", "")?;
    dom::append(&item, "span", "num", &number.to_string())?;
    let chip = dom::append(&item, "span", "chip", "")?;
    chip.set_attribute("data-seat", &seat.letter().to_string())?;
    dom::append(&item, "span", "who", &seat_name(game, seat))?;
    Ok(item.into())
}

/// A token's button: a throw as its glyph and value, an action as its notation.
fn token_button(token: &Token<AnyGame>, after: usize) -> Result<Element, JsValue> {
    let text = token.to_string();
    let button = dom::element("button", "", "")?;
    button.set_attribute("type", "button")?;
    button.set_attribute("data-view", &after.to_string())?;
    button.set_attribute("data-token", &text)?;
    match token {
        Token::Roll(_) => {
            let value = text.trim_start_matches('d');
            button.set_class_name("roll");
            button.set_attribute("aria-label", &tr("moves-threw", &[("value", value.into())]))?;
            // Sticks or a die's pips, drawn by the CSS from the value.
            let glyph = dom::append(&button, "span", "glyph", "")?;
            glyph.set_attribute("data-v", value)?;
            dom::append(&button, "span", "", value)?;
        }
        Token::Action(_) => {
            button.set_class_name("action");
            dom::set_text(&button, &text);
        }
    }
    Ok(button.into())
}

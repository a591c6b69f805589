//! Numbers typed into the editor's fields. The value a field shows is the value the setup uses:
//! each keystroke that makes a value is used at once (one change to undo, however many keys it
//! took), a value above the field's range is used as its highest and shown so, and text that is
//! no value yet (empty, or too small while more digits may come) changes nothing until it is
//! committed, when the field shows the value in use again.

use super::{Editor, FieldId, Input, MAX_STACK};

/// What a keystroke in a number field did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The text is the value in use: the field keeps it as typed.
    Used,
    /// The setup uses another value than the text says (the text was out of range): the field
    /// must show this one.
    Shown(u32),
    /// The text is no value yet: nothing changed, and the field says it is not one.
    Pending,
}

/// The number in `text` (digits, with spaces around); a number too large for `u32` is
/// `u32::MAX`, which is above every field's range.
fn number(text: &str) -> Option<u32> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse().unwrap_or(u32::MAX))
}

impl Editor {
    /// The field called `key` ([`FieldId::key`]) among the fields now, if it is one.
    pub fn field_named(&self, key: &str) -> Option<FieldId> {
        self.fields()
            .into_iter()
            .map(|f| f.id)
            .find(|id| id.key() == key)
    }

    /// The value `field` has now.
    pub fn value(&self, field: FieldId) -> Option<u32> {
        self.fields()
            .into_iter()
            .find(|f| f.id == field)
            .map(|f| f.value)
    }

    /// `text` typed into the number field `field` (a keystroke; the field keeps its focus).
    pub fn typing(&mut self, field: FieldId, text: &str) -> Typed {
        let Some(Input::Number { min, max }) = self
            .fields()
            .into_iter()
            .find(|f| f.id == field)
            .map(|f| f.input)
        else {
            return Typed::Pending;
        };
        let Some(typed) = number(text) else {
            return Typed::Pending;
        };
        if typed < min {
            return Typed::Pending;
        }
        let wanted = typed.min(max);
        self.set_typed(field, wanted);
        match self.value(field) {
            Some(value) if value == typed => Typed::Used,
            Some(value) => Typed::Shown(value),
            None => Typed::Pending,
        }
    }

    /// The field `field` left with `text` in it (Enter, Tab, or another control used): the value
    /// it names, brought into range, is used, and the field shows the value in use, which it
    /// returns. Text that names no value leaves the setup as it is.
    pub fn commit(&mut self, field: FieldId, text: &str) -> Option<u32> {
        let range = self
            .fields()
            .into_iter()
            .find(|f| f.id == field)
            .map(|f| f.input);
        if let (Some(Input::Number { min, max }), Some(typed)) = (range, number(text)) {
            self.set_typed(field, typed.clamp(min, max));
        }
        self.typing = None;
        self.value(field)
    }

    /// Sets a typed value: the keystrokes of one number are one change to undo.
    fn set_typed(&mut self, field: FieldId, value: u32) {
        if field == FieldId::StackSize {
            self.size = value.clamp(1, u32::from(MAX_STACK)) as u16;
            return;
        }
        if self.typing != Some(field) || self.undo.is_empty() {
            // The first keystroke that changes something records the change.
            if self.set(field, value) {
                self.typing = Some(field);
            }
            return;
        }
        // Still the same number: the change recorded at its first keystroke covers this one.
        self.setup_field(field, value);
        if self.undo.last().is_some_and(|before| self.is_at(before)) {
            // Typed back to where it was: no change is left to undo.
            self.undo.pop();
            self.typing = None;
        }
        self.redo.clear();
        self.check();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;

    #[test]
    fn numbers_read_from_text() {
        assert_eq!(number(" 12 "), Some(12));
        assert_eq!(number("007"), Some(7));
        assert_eq!(number("99999999999"), Some(u32::MAX));
        for text in ["", " ", "-3", "1e2", "1.5", "+4", "x"] {
            assert_eq!(number(text), None, "{text:?}");
        }
    }

    #[test]
    fn each_keystroke_that_makes_a_value_is_used_and_undone_as_one() {
        let mut e = Editor::new("arces").unwrap();
        let start = e.text().to_string();
        assert_eq!(e.typing(FieldId::Turns, "1"), Typed::Used);
        assert!(e.text().ends_with(":1"), "{}", e.text());
        assert_eq!(e.typing(FieldId::Turns, "12"), Typed::Used);
        assert!(e.text().ends_with(":12"), "{}", e.text());
        assert_eq!(e.commit(FieldId::Turns, "12"), Some(12));
        assert!(e.undo());
        assert_eq!(e.text(), start, "one undo takes the whole number back");
        assert!(!e.can_undo());
        // Typed back to the value it had: nothing to undo.
        e.typing(FieldId::Turns, "3");
        e.typing(FieldId::Turns, "");
        e.typing(FieldId::Turns, "0");
        assert_eq!(e.text(), start);
        assert!(!e.can_undo());
    }

    #[test]
    fn out_of_range_text_is_shown_as_the_value_used() {
        let mut e = Editor::new("zanstrekt").unwrap();
        // Six pieces at most: a 9 is used as 6, and the field must say so.
        assert_eq!(e.typing(FieldId::Exited(Seat::South), "9"), Typed::Shown(6));
        assert_eq!(e.value(FieldId::Exited(Seat::South)), Some(6));
        // Text that is no number changes nothing, and on leaving the field it shows the value.
        assert_eq!(e.typing(FieldId::Exited(Seat::South), ""), Typed::Pending);
        assert_eq!(e.typing(FieldId::Exited(Seat::South), "-"), Typed::Pending);
        assert_eq!(e.value(FieldId::Exited(Seat::South)), Some(6));
        assert_eq!(e.commit(FieldId::Exited(Seat::South), ""), Some(6));
        assert_eq!(e.commit(FieldId::Exited(Seat::South), "2"), Some(2));
        assert!(e.text().ends_with(":s2n0"), "{}", e.text());
        // Below the lowest value: more digits may come, so it waits; committed, it is the lowest.
        let mut e = Editor::new("arsisesi-c").unwrap();
        let Some(Input::Number { min, .. }) = e
            .fields()
            .into_iter()
            .find(|f| f.id == FieldId::Length)
            .map(|f| f.input)
        else {
            panic!("Arsisesi C has a length field");
        };
        assert!(min > 1);
        let before = e.text().to_string();
        assert_eq!(e.typing(FieldId::Length, "1"), Typed::Pending);
        assert_eq!(e.text(), before);
        assert_eq!(e.commit(FieldId::Length, "1"), Some(min));
    }

    #[test]
    fn the_stack_size_typed_is_the_size_put() {
        let mut e = Editor::new("seesaw").unwrap();
        assert_eq!(e.typing(FieldId::StackSize, "3"), Typed::Used);
        assert_eq!(e.value(FieldId::StackSize), Some(3));
        assert_eq!(e.typing(FieldId::StackSize, "0"), Typed::Pending);
        assert_eq!(e.typing(FieldId::StackSize, "70000"), Typed::Shown(65_535));
        assert_eq!(e.commit(FieldId::StackSize, "0"), Some(1));
    }

    #[test]
    fn fields_are_found_by_their_keys_whatever_their_place() {
        for &id in crate::games::GAME_IDS {
            let e = Editor::new(id).unwrap();
            let fields = e.fields();
            let mut keys: Vec<String> = fields.iter().map(|f| f.id.key()).collect();
            for f in &fields {
                assert_eq!(e.field_named(&f.id.key()), Some(f.id), "{id}");
            }
            keys.sort();
            keys.dedup();
            assert_eq!(keys.len(), fields.len(), "{id}: keys are unique");
        }
        assert_eq!(FieldId::Exited(Seat::North).key(), "exited-n");
        assert_eq!(FieldId::Ambush(13).key(), "ambush-13");
        assert_eq!(Editor::new("senet").unwrap().field_named("exited-s"), None);
    }
}

//! Typed facts with their values: a kind (which rule refuses a move, what a move does) and the
//! cells, counts and seats a sentence about it names. `app/` words them through the catalog
//! (`refusal-<name>`, `guide-…-<name>`); the games compute them next to their rules.

use crate::core::Value;

/// Declares a kind of fact: its variants with their names (which the catalog's keys end in)
/// and the rulings they apply, with `ALL`, `name()` and `ruling()`.
macro_rules! fact_kinds {
    ($(#[doc = $what:literal])+ $kind:ident;
     $($(#[doc = $doc:literal])+ $variant:ident $name:literal $ruling:expr;)+) => {
        $(#[doc = $what])+
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $kind {
            $($(#[doc = $doc])+ $variant,)+
        }

        impl $kind {
            /// Every kind, in declaration order (games in the picker's order).
            pub const ALL: &'static [$kind] = &[$($kind::$variant,)+];
            const TABLE: &'static [(&'static str, Option<&'static str>)] = &[$(($name, $ruling),)+];

            /// The kind's name, which the catalog's keys for it end in.
            pub fn name(self) -> &'static str {
                Self::TABLE[self as usize].0
            }

            /// The ruling the kind is about (`docs/rulings.md`), where one is.
            pub fn ruling(self) -> Option<&'static str> {
                Self::TABLE[self as usize].1
            }
        }
    };
}
pub(crate) use fact_kinds;

/// A fact of kind `K` and the values its sentence names, by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact<K> {
    /// What the fact is.
    pub kind: K,
    /// The sentence's values, by name.
    pub values: Vec<(&'static str, Value)>,
}

impl<K> Fact<K> {
    /// A fact with no values yet.
    pub(crate) fn new(kind: K) -> Self {
        Fact {
            kind,
            values: Vec::new(),
        }
    }

    /// Adds a count.
    pub(crate) fn num(mut self, name: &'static str, n: i64) -> Self {
        self.values.push((name, Value::Num(n)));
        self
    }

    /// Adds a cell or other notation, as written. One copy for every kind of cell.
    #[inline(never)]
    pub(crate) fn text(mut self, name: &'static str, text: &dyn std::fmt::Display) -> Self {
        self.values.push((name, Value::Text(text.to_string())));
        self
    }

    /// Adds a seat, by the name its game gives it (`Game::seat_name`: Senet's Black and White).
    pub(crate) fn seat(mut self, name: &'static str, seat_name: &'static str) -> Self {
        self.values.push((name, Value::Seat(seat_name)));
        self
    }
}

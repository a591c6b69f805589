//! Formats a parsed pattern with its arguments, as Fluent does (without bidi isolation marks:
//! every language Quintet speaks is written left to right).

use super::parse::{Catalog, Elem, Entry, Key, Variant};
use super::plural;
use super::Arg;

/// How deep message and term references may nest: a cycle in a fetched catalog must not hang
/// the page, and no real message nests more than two or three deep.
const MAX_DEPTH: u8 = 8;

/// Where a pattern is formatted: the catalog it came from (for references), the English
/// catalog for references the language lacks, its language (for plural rules) and the
/// arguments in scope.
#[derive(Clone, Copy)]
pub(super) struct Scope<'a, 'b> {
    pub catalog: &'a Catalog,
    pub fallback: &'a Catalog,
    pub lang: &'a str,
    pub args: &'a [(&'b str, Arg<'b>)],
}

impl Scope<'_, '_> {
    pub fn write(&self, pattern: &[Elem], out: &mut String, depth: u8) {
        for elem in pattern {
            match elem {
                Elem::Text(text) | Elem::Literal(text) => out.push_str(text),
                Elem::Var(name) => match self.arg(name) {
                    Some(Arg::Str(s)) => out.push_str(s),
                    Some(Arg::Num(n)) => out.push_str(&n.to_string()),
                    // As Fluent writes a missing variable.
                    None => {
                        out.push_str("{$");
                        out.push_str(name);
                        out.push('}');
                    }
                },
                Elem::Term(name) => {
                    let term = self.lookup(|c| c.terms.get(name).and_then(Entry::pattern));
                    match term {
                        Some((found, catalog)) if depth < MAX_DEPTH => {
                            // Terms see none of the message's variables (Fluent scoping).
                            let scope = Scope {
                                catalog,
                                args: &[],
                                ..*self
                            };
                            scope.write(found, out, depth + 1);
                        }
                        _ => {
                            out.push_str("{-");
                            out.push_str(name);
                            out.push('}');
                        }
                    }
                }
                Elem::Message(name) => {
                    match self.lookup(|c| c.messages.get(name).and_then(Entry::pattern)) {
                        Some((found, catalog)) if depth < MAX_DEPTH => {
                            Scope { catalog, ..*self }.write(found, out, depth + 1);
                        }
                        _ => {
                            out.push('{');
                            out.push_str(name);
                            out.push('}');
                        }
                    }
                }
                Elem::Select {
                    on,
                    variants,
                    default,
                } => {
                    let chosen = self.select(on, variants).unwrap_or(*default);
                    self.write(&variants[chosen].1, out, depth);
                }
            }
        }
    }

    fn arg(&self, name: &str) -> Option<&Arg<'_>> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// An entry from this catalog, else from the English one.
    fn lookup<'c>(
        &'c self,
        get: impl Fn(&'c Catalog) -> Option<&'c Vec<Elem>>,
    ) -> Option<(&'c [Elem], &'c Catalog)> {
        get(self.catalog)
            .map(|p| (p.as_slice(), self.catalog))
            .or_else(|| get(self.fallback).map(|p| (p.as_slice(), self.fallback)))
    }

    /// The variant a select expression picks: an exact number, then the number's plural
    /// category; a word matches a text argument exactly.
    fn select(&self, on: &str, variants: &[Variant]) -> Option<usize> {
        match self.arg(on)? {
            Arg::Num(n) => variants
                .iter()
                .position(|(k, _)| *k == Key::Number(*n))
                .or_else(|| {
                    let category = plural::category(self.lang, *n);
                    variants
                        .iter()
                        .position(|(k, _)| matches!(k, Key::Word(w) if w == category))
                }),
            Arg::Str(s) => variants
                .iter()
                .position(|(k, _)| matches!(k, Key::Word(w) if w == s)),
        }
    }
}

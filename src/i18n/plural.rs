//! CLDR cardinal plural categories of whole numbers for the four languages Quintet speaks.
//!
//! The general library (`intl_pluralrules`, what `fluent-bundle` uses) carries the rules of every
//! CLDR locale: 14 KB gzip of wasm against a page budget with about 11 KB to spare (measured on
//! 2026-11-25, see docs/languages.md). Four rules over integers are a few lines; a native test
//! checks them against that library for every number up to two million and for large round
//! numbers, so they cannot silently differ from CLDR.

/// The plural category of `n` in `lang` (`one` or `other`; English for an unknown
/// language). Quintet formats whole numbers only, so the CLDR operands `v` and `e` are 0.
pub fn category(lang: &str, n: i64) -> &'static str {
    let i = n.unsigned_abs();
    match lang {
        // fr one: i = 0,1. (Newer CLDR adds `many` for round millions in French and Spanish;
        // the rules `fluent-bundle` follows, and so these, do not.)
        "fr" if i <= 1 => "one",
        "fr" => "other",
        // en, de: one: i = 1 and v = 0; es one: n = 1.
        _ if i == 1 => "one",
        _ => "other",
    }
}

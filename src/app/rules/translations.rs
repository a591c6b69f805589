//! The rules in every language: plain, of dialog length, translated, and keeping every number,
//! cell, move and ruling id of the English text.

use super::{Rules, ALL};
use crate::i18n::{self, t};

fn words(rules: &Rules) -> usize {
    rules.texts().map(|t| t.split_whitespace().count()).sum()
}

/// The languages the rules are written in, with the length the dialog allows (in words):
/// French, Spanish and German take more words than English for the same rules. Each game's
/// text ends with the same short section on the computer's levels and analysis (about 60
/// words, and 60 more for Arsisesi B's Perfect level), hence the room above 600 in English;
/// Arsisesi's also says how a Type A Bridge locks, with an example (about 100 words more).
const LANGUAGES: [(&str, std::ops::RangeInclusive<usize>); 4] = [
    ("en", 250..=820),
    ("fr", 250..=920),
    ("es", 250..=920),
    ("de", 220..=820),
];

/// What a translation must keep exactly: every number (squares, counts, throws) and every piece
/// of notation (cells, moves such as `12-15`, `e4xe5` or `29-off`, ruling ids such as `SEN-3`),
/// each sorted.
pub(crate) fn notation(text: &str) -> (Vec<String>, Vec<String>) {
    let mut numbers: Vec<String> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect();
    numbers.sort();
    let is_notation = |w: &&str| {
        let ruling = w.split_once('-').is_some_and(|(l, n)| {
            l.len() == 3
                && l.bytes().all(|b| b.is_ascii_uppercase())
                && n.bytes().all(|b| b.is_ascii_digit())
        });
        // Squares (12), cells (e4) and `off`, joined by `-` or `x`: 12-15, e4xe5, 29-off.
        let part = |p: &str| {
            let digits = p.trim_start_matches(|c: char| ('a'..='i').contains(&c));
            p == "off"
                || (p.len() - digits.len() <= 1
                    && !digits.is_empty()
                    && digits.bytes().all(|b| b.is_ascii_digit()))
        };
        let moves = w.split(['-', 'x']).all(part);
        // Bare numbers are compared above; notation has a letter or a dash too.
        let digits = w.bytes().all(|b| b.is_ascii_digit());
        w.bytes().any(|b| b.is_ascii_digit()) && !digits && (ruling || moves)
    };
    let mut tokens: Vec<String> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-'))
        .filter(is_notation)
        .map(str::to_string)
        .collect();
    tokens.sort();
    (numbers, tokens)
}

#[test]
fn texts_are_plain_and_of_dialog_length_in_every_language() {
    for (lang, range) in LANGUAGES {
        i18n::use_for_test(lang);
        for rules in ALL {
            for text in rules.texts() {
                assert!(
                    !text.trim().is_empty(),
                    "{lang} {}: empty text",
                    rules.title
                );
                for bad in ["<", "**", "`", "  ", "\n", "{"] {
                    assert!(!text.contains(bad), "{lang}: {bad:?} in {text:?}");
                }
            }
            let words = words(rules);
            assert!(
                range.contains(&words),
                "{lang} {}: {words} words",
                rules.title
            );
        }
    }
    i18n::use_builtin("en");
}

#[test]
fn translations_keep_every_number_cell_move_and_ruling() {
    for rules in ALL {
        for key in rules.keys() {
            i18n::use_builtin("en");
            let english = t(key);
            for (lang, _) in &LANGUAGES[1..] {
                i18n::use_for_test(lang);
                let text = t(key);
                // Names and some headings ("Promotion") are the same words; sentences never.
                if english.split_whitespace().count() > 3 {
                    assert_ne!(text, english, "{lang}: {key} is not translated");
                }
                assert_eq!(notation(&text), notation(&english), "{lang}: {key}: {text}");
            }
        }
    }
    i18n::use_builtin("en");
}

//! The texts of the Rules dialog: for each game a short explanation in our own words, with the
//! rulings (`docs/rulings.md`) that settle what the original texts leave open, and small example
//! boards given as records.
//!
//! Everything is plain data: the words are catalog keys (`locales/<lang>/rules-<game>.ftl`), the
//! page inserts every text as text (no Markdown, no HTML) and draws each example's record with its
//! highlighted cells, named as in the game's action notation
//! ([`spot_named`](super::embed::spot_named)). Records and highlights are the same in every
//! language.

mod arces;
mod arsisesi;
mod seesaw;
mod senet;
mod zanstrekt;

use crate::i18n::t;

/// The rules of one game family. Every `&'static str` but the game ids, records and highlights
/// is a message key; [`Rules::texts`] gives the words.
#[derive(Debug)]
pub struct Rules {
    /// The game's name, as the dialog's title.
    pub title: &'static str,
    /// The game ids this text covers (all sizes, player counts or types of the game).
    pub game_ids: &'static [&'static str],
    /// One paragraph: the goal, the pieces and the dice.
    pub summary: &'static str,
    /// The sections, in reading order.
    pub sections: &'static [Section],
}

/// One headed part of a game's rules.
#[derive(Debug)]
pub struct Section {
    /// The section's heading.
    pub heading: &'static str,
    /// Its paragraphs, each plain text.
    pub paragraphs: &'static [&'static str],
    /// A board illustrating the section, shown after the paragraphs.
    pub example: Option<Example>,
}

/// A small board illustrating one rule.
#[derive(Debug)]
pub struct Example {
    /// The record to draw: a position, possibly followed by tokens; the board shows where it leads.
    pub record: &'static str,
    /// Cells to mark, named as in the game's action notation (`15`, `e3`, `S`, `c3`).
    pub highlight: &'static [&'static str],
    /// What to look at, in one or two sentences.
    pub caption: &'static str,
}

/// The section every game's rules end with: the computer's levels, hints, win chances and the
/// review (`locales/<lang>/rules-common.ftl`); Arsisesi adds its Perfect level for Type B.
const COMPUTER: Section = Section {
    heading: "rules-computer",
    paragraphs: &["rules-computer-1", "rules-computer-2"],
    example: None,
};

/// Shown for a game id that has no rules (none of [`GAME_IDS`](crate::games::GAME_IDS)).
static UNKNOWN: Rules = Rules {
    title: "game-unknown",
    game_ids: &[],
    summary: "rules-unknown-summary",
    sections: &[],
};

/// Every game family's rules, in the game picker's order.
pub static ALL: [&Rules; 5] = [
    &senet::SENET,
    &seesaw::SEESAW,
    &arces::ARCES,
    &arsisesi::ARSISESI,
    &zanstrekt::ZANSTREKT,
];

/// The rules for a game id (`seesaw-4`, `arces-3`, `arsisesi-c`, …): sizes, player counts and
/// types of one game share one text. An unknown id gets a short text saying there are none.
pub fn rules_for(game_id: &str) -> &'static Rules {
    ALL.iter()
        .copied()
        .find(|rules| rules.game_ids.contains(&game_id))
        .unwrap_or(&UNKNOWN)
}

impl Rules {
    /// The message key of every text of the rules (title, summary, headings, paragraphs,
    /// captions), in reading order.
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        [self.title, self.summary]
            .into_iter()
            .chain(self.sections.iter().flat_map(|section| {
                std::iter::once(section.heading)
                    .chain(section.paragraphs.iter().copied())
                    .chain(section.example.iter().map(|example| example.caption))
            }))
    }

    /// Every text of the rules in the current language, in reading order.
    pub fn texts(&self) -> impl Iterator<Item = String> + '_ {
        self.keys().map(t)
    }

    /// The examples, in reading order.
    pub fn examples(&self) -> impl Iterator<Item = &'static Example> + '_ {
        self.sections
            .iter()
            .filter_map(|section| section.example.as_ref())
    }
}

#[cfg(test)]
/// Every ruling id: the headings of `docs/rulings.md` (held together by a test below), for
/// the tests that check the ids the code cites.
pub(crate) const RULING_IDS: &[&str] = &[
    "SEN-1", "SEN-2", "SEN-3", "SEN-4", "SEN-5", "SEN-6", "SEN-7", "SEN-8", "SEN-9", "SEN-10",
    "SEN-11", "SEN-12", "SEN-13", "ARS-1", "ARS-2", "ARS-3", "ARS-4", "ARS-5", "ARS-6", "ARS-7",
    "ARS-8", "ARS-9", "ARS-10", "SEE-1", "SEE-2", "SEE-3", "SEE-4", "SEE-5", "SEE-6", "SEE-7",
    "SEE-8", "SEE-9", "SEE-10", "ARC-1", "ARC-2", "ARC-3", "ARC-4", "ARC-5", "ARC-6", "ARC-7",
    "ARC-8", "ARC-9", "ZAN-1", "ZAN-2", "ZAN-3", "ZAN-4", "ZAN-5", "ZAN-6", "ZAN-7", "ZAN-8",
    "ZAN-9", "ZAN-10", "ZAN-11",
];

// Native only: the other languages' catalogs are read from disk.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod translations;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::embed::spot_named;
    use crate::core::{Game, Record};
    use crate::games::{AnyGame, GAME_IDS};

    /// Each game family's ruling prefix, by one of its game ids.
    const PREFIXES: [(&str, &str); 5] = [
        ("senet", "SEN-"),
        ("seesaw", "SEE-"),
        ("arces", "ARC-"),
        ("arsisesi-a", "ARS-"),
        ("zanstrekt", "ZAN-"),
    ];

    /// The ruling ids cited in a text, in order: words of three capitals, a hyphen and a number.
    fn cited(text: &str) -> Vec<&str> {
        text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .filter(|word| {
                word.split_once('-').is_some_and(|(letters, number)| {
                    letters.len() == 3
                        && letters.bytes().all(|b| b.is_ascii_uppercase())
                        && !number.is_empty()
                        && number.bytes().all(|b| b.is_ascii_digit())
                })
            })
            .collect()
    }

    #[test]
    fn every_game_id_has_its_familys_rules() {
        for &id in GAME_IDS {
            let rules = rules_for(id);
            assert!(rules.game_ids.contains(&id), "{id}");
            assert!(!rules.sections.is_empty(), "{id}");
        }
        for rules in ALL {
            for id in rules.game_ids {
                assert!(GAME_IDS.contains(id), "{id} is no game id");
            }
        }
        let shared = |a: &str, b: &str| std::ptr::eq(rules_for(a), rules_for(b));
        assert!(shared("arsisesi-a", "arsisesi-b") && shared("arsisesi-a", "arsisesi-c"));
        assert!(shared("arces", "arces-3") && shared("arces", "arces-4"));
        assert!(shared("seesaw", "seesaw-4"));
        assert!(!shared("senet", "seesaw"));
        assert_eq!(rules_for("chess").title, "game-unknown");
        assert_eq!(rules_for("chess").texts().next().unwrap(), "Unknown game");
    }

    #[test]
    fn examples_are_valid_records_of_their_game_with_named_highlights() {
        for rules in ALL {
            let examples: Vec<_> = rules.examples().collect();
            assert!((2..=4).contains(&examples.len()), "{}", rules.title);
            for example in examples {
                let record = Record::<AnyGame>::parse(example.record)
                    .unwrap_or_else(|e| panic!("{}: {e}", example.record));
                let position = record.position();
                assert!(
                    rules.game_ids.contains(&position.id()),
                    "{} is not {}",
                    example.record,
                    rules.title
                );
                assert!(position.outcome().is_none(), "{}", example.record);
                assert!(!example.highlight.is_empty(), "{}", example.record);
                for name in example.highlight {
                    assert!(
                        spot_named(position, name).is_some(),
                        "{}: no cell {name}",
                        example.record
                    );
                }
            }
        }
    }

    #[test]
    fn texts_cite_existing_rulings_of_their_own_game() {
        for (id, prefix) in PREFIXES {
            let rules = rules_for(id);
            let texts: Vec<String> = rules.texts().collect();
            let mut ids: Vec<&str> = texts.iter().flat_map(|t| cited(t)).collect();
            for cited in &ids {
                assert!(
                    cited.starts_with(prefix) && RULING_IDS.contains(cited),
                    "{}: {cited} is no ruling of this game",
                    rules.title
                );
            }
            ids.sort();
            ids.dedup();
            assert!(ids.len() >= 3, "{}: cites only {ids:?}", rules.title);
        }
    }

    /// The rulings page, where each ruling is a heading `### SEN-1`.
    const RULINGS_PAGE: &str =
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rulings.md"));

    #[test]
    fn the_rulings_page_defines_exactly_these_ids() {
        let defined: Vec<&str> = RULINGS_PAGE
            .lines()
            .filter_map(|line| line.strip_prefix("### "))
            .collect();
        assert_eq!(defined, RULING_IDS);
        // The page cites no ruling it does not define.
        for id in cited(RULINGS_PAGE) {
            assert!(RULING_IDS.contains(&id), "docs/rulings.md cites {id}");
        }
    }

    /// Every ruling id the code and the tests cite is on the rulings page.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_code_cites_only_rulings_the_page_defines() {
        fn walk(dir: &std::path::Path, found: &mut Vec<(String, String)>) {
            for entry in std::fs::read_dir(dir).expect("a folder of the repository") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    walk(&path, found);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).expect("a source file");
                    for id in cited(&text) {
                        found.push((path.display().to_string(), id.to_string()));
                    }
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        walk(&root.join("src"), &mut found);
        walk(&root.join("tests"), &mut found);
        let prefixes = PREFIXES.map(|(_, prefix)| prefix);
        let rulings: Vec<_> = found
            .iter()
            .filter(|(_, id)| prefixes.iter().any(|p| id.starts_with(p)))
            .collect();
        assert!(rulings.len() > 100, "{} citations", rulings.len());
        for (path, id) in rulings {
            assert!(RULING_IDS.contains(&id.as_str()), "{path} cites {id}");
        }
    }

    #[test]
    fn ruling_ids_are_found_in_text() {
        assert_eq!(
            cited("SEN-9: a pass. ARS-10, xSEN-1, SEN-, se-3, 12-15, ABC-1x (ZAN-11)"),
            ["SEN-9", "ARS-10", "ZAN-11"]
        );
    }
}

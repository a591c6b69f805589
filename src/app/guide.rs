//! The guided first game in words: the one-line reason beside each hint and the tips shown the
//! first time something happens, from the typed facts of [`crate::games::guide`]. Their words
//! are in the rules texts (`locales/<lang>/rules-guide.ftl`), which the page fetches on use
//! with the Rules dialog's: a player who never opens a guided game never downloads them.

use super::refusal::fact_words;
use crate::games::guide::read_note;
use crate::games::AnyGame;
use crate::i18n;

/// What the guide says about a hint, in words: its reason ("Why: it adds a stack on c1 where no
/// enemy stack can reach it next turn.") and the tips of the game so far, by kind, oldest first.
/// Read from the notes the worker adds to a guided game's hint ([`crate::games::guide::notes`]);
/// a note whose words are not loaded yet is left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// Why the hinted move is good.
    pub why: Option<String>,
    /// Each kind of tip (its name) with its words.
    pub tips: Vec<(String, String)>,
}

/// Words the guide's `notes` (a line each) about `game`, the hinted position.
pub fn said(game: &AnyGame, notes: &str) -> Said {
    let mut said = Said::default();
    for (why, name, values) in notes.lines().filter_map(read_note) {
        let key = format!("guide-{}-{name}", if why { "why" } else { "tip" });
        if !i18n::has(&key) {
            continue;
        }
        let words = fact_words(game, &key, &values);
        if why {
            said.why = Some(words);
        } else {
            said.tips.push((name.to_string(), words));
        }
    }
    said
}

// Native: the catalogs of the four languages are read from the build's files.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::core::{Game, Record};
    use crate::games::guide::{notes, TipKind, WhyKind};

    /// Every reason and tip has its sentence in the four languages, naming what it is about.
    #[test]
    fn every_reason_and_tip_is_worded_in_four_languages() {
        let game = AnyGame::new("arces").unwrap();
        for (lang, _) in crate::i18n::LANGUAGES {
            crate::i18n::use_for_test(lang);
            for kind in WhyKind::ALL {
                let key = format!("guide-why-{}", kind.name());
                let fact = crate::games::fact::Fact::new(*kind)
                    .text("cell", &"c3")
                    .text("game", &"arces");
                let text = fact_words(&game, &key, &fact.values);
                assert!(
                    !text.contains("guide-") && !text.contains('{'),
                    "{lang}: {key}"
                );
            }
            for kind in TipKind::ALL {
                let key = format!("guide-tip-{}", kind.name());
                let fact = crate::games::fact::Fact::new(*kind).text("cell", &"c3");
                let text = fact_words(&game, &key, &fact.values);
                assert!(
                    !text.contains("guide-") && text.contains("c3"),
                    "{lang}: {key}"
                );
            }
        }
        crate::i18n::use_for_test("en");
    }

    /// The worker's notes worded on the page: the reason, then each tip once.
    #[test]
    fn notes_are_worded() {
        crate::i18n::use_for_test("en");
        let record = Record::<AnyGame>::parse("seesaw").unwrap();
        let game = record.position();
        let place = game.parse_action("+c1").unwrap();
        let placed = said(game, &notes(&record, Some(place)));
        assert_eq!(
            placed.why.as_deref(),
            Some("Why: it adds a stack on c1 where no enemy stack can reach it next turn.")
        );
        assert!(placed.tips.is_empty());
        let record = Record::<AnyGame>::parse("senet;d1,8-9,d2").unwrap();
        let attacked = said(record.position(), &notes(&record, None));
        assert_eq!(attacked.why, None);
        assert_eq!(attacked.tips.len(), 1);
        assert!(
            attacked.tips[0].1.starts_with("First attack, on 9:"),
            "{:?}",
            attacked.tips
        );
    }
}

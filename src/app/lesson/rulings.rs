//! Where the Rules dialog explains each ruling: the section whose text a lesson step shows for
//! the ruling it teaches, with the dialog's "Rulings used here" lines that cite it. Kept here,
//! beside the lessons, rather than in the dialog's own data: the game page's download carries
//! the dialog, and nothing there reads this.

use crate::app::rules::{cited, rules_for};
use crate::i18n::t;

/// Each ruling and the heading (catalog key) of the Rules dialog's section that explains it.
const SECTIONS: [(&str, &str); 53] = [
    ("SEN-1", "rules-senet-start"),
    ("SEN-2", "rules-senet-turn"),
    ("SEN-3", "rules-senet-start"),
    ("SEN-4", "rules-senet-turn"),
    ("SEN-5", "rules-senet-attack"),
    ("SEN-6", "rules-senet-attack"),
    ("SEN-7", "rules-senet-blocks"),
    ("SEN-8", "rules-senet-blocks"),
    ("SEN-9", "rules-senet-squares"),
    ("SEN-10", "rules-senet-blocks"),
    ("SEN-11", "rules-senet-squares"),
    ("SEN-12", "rules-senet-winning"),
    ("SEN-13", "rules-senet-winning"),
    ("SEE-1", "rules-seesaw-start"),
    ("SEE-2", "rules-seesaw-start"),
    ("SEE-3", "rules-seesaw-moving"),
    ("SEE-4", "rules-seesaw-moving"),
    ("SEE-5", "rules-seesaw-capturing"),
    ("SEE-6", "rules-seesaw-capturing"),
    ("SEE-7", "rules-seesaw-capturing"),
    ("SEE-8", "rules-seesaw-turn"),
    ("SEE-9", "rules-seesaw-promotion"),
    ("SEE-10", "rules-seesaw-winning"),
    ("ARC-1", "rules-arces-start"),
    ("ARC-2", "rules-arces-start"),
    ("ARC-3", "rules-arces-start"),
    ("ARC-4", "rules-arces-turn"),
    ("ARC-5", "rules-arces-turn"),
    ("ARC-6", "rules-arces-towers"),
    ("ARC-7", "rules-arces-winning"),
    ("ARC-8", "rules-arces-out"),
    ("ARC-9", "rules-arces-winning"),
    ("ARS-1", "rules-arsisesi-start"),
    ("ARS-2", "rules-arsisesi-turn"),
    ("ARS-3", "rules-arsisesi-turn"),
    ("ARS-4", "rules-arsisesi-turn"),
    ("ARS-5", "rules-arsisesi-kicking"),
    ("ARS-6", "rules-arsisesi-type-a"),
    ("ARS-7", "rules-arsisesi-types-b-c"),
    ("ARS-8", "rules-arsisesi-types-b-c"),
    ("ARS-9", "rules-arsisesi-start"),
    ("ARS-10", "rules-arsisesi-winning"),
    ("ZAN-1", "rules-zanstrekt-start"),
    ("ZAN-2", "rules-zanstrekt-start"),
    ("ZAN-3", "rules-zanstrekt-turn"),
    ("ZAN-4", "rules-zanstrekt-turn"),
    ("ZAN-5", "rules-zanstrekt-turn"),
    ("ZAN-6", "rules-zanstrekt-captures"),
    ("ZAN-7", "rules-zanstrekt-captures"),
    ("ZAN-8", "rules-zanstrekt-bridge"),
    ("ZAN-9", "rules-zanstrekt-castle"),
    ("ZAN-10", "rules-zanstrekt-castle"),
    ("ZAN-11", "rules-zanstrekt-winning"),
];

/// What the Rules dialog of game `game` says of `ruling`: the heading of the section that
/// explains it, then that section's paragraphs and the lines citing the ruling (catalog keys).
/// `None` when no section explains it.
pub fn ruling_text(game: &str, ruling: &str) -> Option<(&'static str, Vec<&'static str>)> {
    let (_, heading) = SECTIONS.iter().find(|(id, _)| *id == ruling)?;
    let rules = rules_for(game);
    let section = rules.sections.iter().find(|s| s.heading == *heading)?;
    let mut keys: Vec<&'static str> = section.paragraphs.to_vec();
    for other in rules.sections.iter().filter(|s| s.heading != *heading) {
        for &key in other.paragraphs {
            if cited(&t(key)).contains(&ruling) {
                keys.push(key);
            }
        }
    }
    Some((section.heading, keys))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::rules::RULING_IDS;

    #[test]
    fn every_ruling_is_explained_by_a_section_of_its_games_rules() {
        let mut ids = SECTIONS.map(|(id, _)| id);
        let mut all = RULING_IDS.to_vec();
        ids.sort();
        all.sort();
        assert_eq!(ids.to_vec(), all);
        for (id, _) in SECTIONS {
            let game = match &id[..3] {
                "SEN" => "senet",
                "SEE" => "seesaw",
                "ARC" => "arces",
                "ARS" => "arsisesi-a",
                _ => "zanstrekt",
            };
            let (_, keys) = ruling_text(game, id).unwrap_or_else(|| panic!("{id}"));
            assert!(!keys.is_empty(), "{id}");
        }
        let (heading, keys) = ruling_text("seesaw-4", "SEE-5").unwrap();
        assert_eq!(heading, "rules-seesaw-capturing");
        assert_eq!(keys, ["rules-seesaw-capturing-1", "rules-seesaw-rulings-2"]);
        assert_eq!(ruling_text("senet", "SEE-5"), None);
    }
}

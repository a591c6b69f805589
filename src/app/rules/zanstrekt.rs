//! The rules of Žanstrekt for the Rules dialog.

use super::{Example, Rules, Section};

/// Žanstrekt, with ZAN-1 to ZAN-11.
pub static ZANSTREKT: Rules = Rules {
    title: "rules-zanstrekt-title",
    game_ids: &["zanstrekt"],
    summary: "rules-zanstrekt-summary",
    sections: &[
        Section {
            heading: "rules-zanstrekt-start",
            paragraphs: &["rules-zanstrekt-start-1", "rules-zanstrekt-start-2"],
            example: None,
        },
        Section {
            heading: "rules-zanstrekt-turn",
            paragraphs: &["rules-zanstrekt-turn-1"],
            example: None,
        },
        Section {
            heading: "rules-zanstrekt-captures",
            paragraphs: &["rules-zanstrekt-captures-1"],
            example: Some(Example {
                record: "zanstrekt:3n1ns2/9/n7s:s4:s0n1",
                highlight: &["g3", "f3", "d3", "c3", "i1", "h3"],
                caption: "rules-zanstrekt-captures-caption",
            }),
        },
        Section {
            heading: "rules-zanstrekt-bridge",
            paragraphs: &["rules-zanstrekt-bridge-1"],
            example: Some(Example {
                record: "zanstrekt:4s2n1/9/2n5s:s3!e3:s1n0",
                highlight: &["e3", "e2", "e1", "f1"],
                caption: "rules-zanstrekt-bridge-caption",
            }),
        },
        Section {
            heading: "rules-zanstrekt-castle",
            paragraphs: &["rules-zanstrekt-castle-1", "rules-zanstrekt-castle-2"],
            example: Some(Example {
                record: "zanstrekt:n5s2/s8/3n5:s*a3:s0n0",
                highlight: &["a2", "a3"],
                caption: "rules-zanstrekt-castle-caption",
            }),
        },
        Section {
            heading: "rules-zanstrekt-winning",
            paragraphs: &["rules-zanstrekt-winning-1"],
            example: None,
        },
        Section {
            heading: "rules-zanstrekt-rulings",
            paragraphs: &[
                "rules-zanstrekt-rulings-1",
                "rules-zanstrekt-rulings-2",
                "rules-zanstrekt-rulings-3",
                "rules-zanstrekt-rulings-4",
            ],
            example: None,
        },
        super::COMPUTER,
    ],
};

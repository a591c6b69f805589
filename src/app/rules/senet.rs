//! The rules of Senet for the Rules dialog.

use super::{Example, Rules, Section};

/// Senet, in the modern souvenir-set ruleset with SEN-1 to SEN-13.
pub static SENET: Rules = Rules {
    title: "rules-senet-title",
    game_ids: &["senet"],
    summary: "rules-senet-summary",
    sections: &[
        Section {
            heading: "rules-senet-start",
            paragraphs: &["rules-senet-start-1", "rules-senet-start-2"],
            example: None,
        },
        Section {
            heading: "rules-senet-turn",
            paragraphs: &["rules-senet-turn-1"],
            example: None,
        },
        Section {
            heading: "rules-senet-attack",
            paragraphs: &["rules-senet-attack-1"],
            example: Some(Example {
                record: "senet:8b1wb1bw1ww1b2bw6:b3",
                highlight: &["12", "15", "17", "18"],
                caption: "rules-senet-attack-caption",
            }),
        },
        Section {
            heading: "rules-senet-blocks",
            paragraphs: &["rules-senet-blocks-1", "rules-senet-blocks-2"],
            example: Some(Example {
                record: "senet:11b1bbwww4w6w:b3",
                highlight: &["12", "14", "15", "16", "17", "18"],
                caption: "rules-senet-blocks-caption",
            }),
        },
        Section {
            heading: "rules-senet-squares",
            paragraphs: &["rules-senet-squares-1", "rules-senet-squares-2"],
            example: Some(Example {
                record: "senet:10b1w2w2b1ww1bw5:b3;24-27",
                highlight: &["15", "27"],
                caption: "rules-senet-squares-caption",
            }),
        },
        Section {
            heading: "rules-senet-winning",
            paragraphs: &["rules-senet-winning-1", "rules-senet-winning-2"],
            example: Some(Example {
                record: "senet:11w7w1w1wwb2b1:b4",
                highlight: &["26", "29"],
                caption: "rules-senet-winning-caption",
            }),
        },
        Section {
            heading: "rules-senet-rulings",
            paragraphs: &[
                "rules-senet-rulings-1",
                "rules-senet-rulings-2",
                "rules-senet-rulings-3",
                "rules-senet-rulings-4",
                "rules-senet-rulings-5",
            ],
            example: None,
        },
        super::COMPUTER,
    ],
};

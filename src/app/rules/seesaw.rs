//! The rules of Seesaw for the Rules dialog.

use super::{Example, Rules, Section};

/// Seesaw on both board sizes, with SEE-1 to SEE-10.
pub static SEESAW: Rules = Rules {
    title: "rules-seesaw-title",
    game_ids: &["seesaw", "seesaw-4"],
    summary: "rules-seesaw-summary",
    sections: &[
        Section {
            heading: "rules-seesaw-start",
            paragraphs: &["rules-seesaw-start-1"],
            example: None,
        },
        Section {
            heading: "rules-seesaw-turn",
            paragraphs: &["rules-seesaw-turn-1"],
            example: None,
        },
        Section {
            heading: "rules-seesaw-moving",
            paragraphs: &["rules-seesaw-moving-1"],
            example: None,
        },
        Section {
            heading: "rules-seesaw-capturing",
            paragraphs: &["rules-seesaw-capturing-1"],
            example: Some(Example {
                record: "seesaw:...../....../......./.S.....N/Ss1S.s3n1..NNn1/...n2..../......./\
                    ....../.....:s",
                highlight: &["e4", "e5", "f4"],
                caption: "rules-seesaw-capturing-caption",
            }),
        },
        Section {
            heading: "rules-seesaw-promotion",
            paragraphs: &["rules-seesaw-promotion-1"],
            example: Some(Example {
                record: "seesaw:...../....../......./.SS.s2.../Ss1S.....NNn1/......n1N/......./\
                    ....../.....:s",
                highlight: &["d5", "d3"],
                caption: "rules-seesaw-promotion-caption",
            }),
        },
        Section {
            heading: "rules-seesaw-winning",
            paragraphs: &["rules-seesaw-winning-1"],
            example: None,
        },
        Section {
            heading: "rules-seesaw-rulings",
            paragraphs: &[
                "rules-seesaw-rulings-1",
                "rules-seesaw-rulings-2",
                "rules-seesaw-rulings-3",
                "rules-seesaw-rulings-4",
                "rules-seesaw-rulings-5",
                "rules-seesaw-rulings-6",
            ],
            example: None,
        },
        super::COMPUTER,
    ],
};

//! The rules of Arsisesi, all three types, for the Rules dialog.

use super::{Example, Rules, Section};

/// Arsisesi types A, B and C, with ARS-1 to ARS-10.
pub static ARSISESI: Rules = Rules {
    title: "rules-arsisesi-title",
    game_ids: &["arsisesi-a", "arsisesi-b", "arsisesi-c"],
    summary: "rules-arsisesi-summary",
    sections: &[
        Section {
            heading: "rules-arsisesi-start",
            paragraphs: &["rules-arsisesi-start-1"],
            example: None,
        },
        Section {
            heading: "rules-arsisesi-turn",
            paragraphs: &["rules-arsisesi-turn-1"],
            example: None,
        },
        Section {
            heading: "rules-arsisesi-kicking",
            paragraphs: &["rules-arsisesi-kicking-1"],
            example: Some(Example {
                record: "arsisesi-a:s5/n6/n4:s2",
                highlight: &["S", "1", "2"],
                caption: "rules-arsisesi-kicking-caption",
            }),
        },
        Section {
            heading: "rules-arsisesi-type-a",
            paragraphs: &["rules-arsisesi-type-a-1"],
            example: Some(Example {
                record: "arsisesi-a:s2N1/1s1nS2/n3S1:s1",
                highlight: &["5", "4"],
                caption: "rules-arsisesi-type-a-caption",
            }),
        },
        Section {
            heading: "rules-arsisesi-types-b-c",
            paragraphs: &["rules-arsisesi-types-b-c-1", "rules-arsisesi-types-b-c-2"],
            example: Some(Example {
                record: "arsisesi-c:s3/7/2s4/2n4/3sn2/7/n3:s1",
                highlight: &["b3", "c3", "d4", "d5"],
                caption: "rules-arsisesi-types-b-c-caption",
            }),
        },
        // Type A's lock (issue 42): how it happens, and that it is a draw (ARS-10).
        Section {
            heading: "rules-arsisesi-winning",
            paragraphs: &["rules-arsisesi-winning-1", "rules-arsisesi-winning-2"],
            example: Some(Example {
                record: "arsisesi-a:s3/2ssnn1/n3:s",
                highlight: &["3", "4", "5", "6"],
                caption: "rules-arsisesi-winning-caption",
            }),
        },
        Section {
            heading: "rules-arsisesi-rulings",
            paragraphs: &[
                "rules-arsisesi-rulings-1",
                "rules-arsisesi-rulings-2",
                "rules-arsisesi-rulings-3",
                "rules-arsisesi-rulings-4",
                "rules-arsisesi-rulings-5",
                "rules-arsisesi-rulings-6",
            ],
            example: None,
        },
        // Type B alone is solved, so its Perfect level is said here (issue 19).
        Section {
            heading: "rules-computer",
            paragraphs: &[
                "rules-computer-1",
                "rules-computer-2",
                "rules-arsisesi-computer-3",
            ],
            example: None,
        },
    ],
};

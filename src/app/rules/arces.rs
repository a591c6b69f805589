//! The rules of Arcēs for the Rules dialog.

use super::{Example, Rules, Section};

/// Arcēs for 2, 3 or 4 players, with ARC-1 to ARC-9.
pub static ARCES: Rules = Rules {
    title: "rules-arces-title",
    game_ids: &["arces", "arces-3", "arces-4"],
    summary: "rules-arces-summary",
    sections: &[
        Section {
            heading: "rules-arces-start",
            paragraphs: &["rules-arces-start-1"],
            example: None,
        },
        Section {
            heading: "rules-arces-turn",
            paragraphs: &["rules-arces-turn-1"],
            example: None,
        },
        Section {
            heading: "rules-arces-towers",
            paragraphs: &["rules-arces-towers-1"],
            example: Some(Example {
                record: "arces:2n(nN)n2/7/7/2n1n2/2(ss)1s2/7/3(sS)1s1:s:12",
                highlight: &["c3", "c4", "e3", "e4"],
                caption: "rules-arces-towers-caption",
            }),
        },
        Section {
            heading: "rules-arces-out",
            paragraphs: &["rules-arces-out-1"],
            example: Some(Example {
                record: "arces:1nn(nN)n2/w4n1/ww5/1(wW)5/w1s4/4s2/1s1(sS)1s1:s:12",
                highlight: &["c3", "b4"],
                caption: "rules-arces-out-caption",
            }),
        },
        Section {
            heading: "rules-arces-winning",
            paragraphs: &["rules-arces-winning-1"],
            example: Some(Example {
                record: "arces:2n1n2/3(nN)3/2n1n2/3s3/3(sS)3/2s1s2/5s1:s:14",
                highlight: &["d3", "d4"],
                caption: "rules-arces-winning-caption",
            }),
        },
        Section {
            heading: "rules-arces-rulings",
            paragraphs: &[
                "rules-arces-rulings-1",
                "rules-arces-rulings-2",
                "rules-arces-rulings-3",
                "rules-arces-rulings-4",
            ],
            example: None,
        },
        super::COMPUTER,
    ],
};

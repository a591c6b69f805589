//! Which form of a record goes into a link: plain records are readable, compact ones
//! (docs/notation.md, "Compact game records") are about a tenth as long, short enough for chat apps
//! and mail clients that cut links at 2–4 KB.

use crate::core::Record;
use crate::games::AnyGame;
use crate::i18n::t;

/// Up to this many characters of plain record, the address bar keeps the readable plain form;
/// beyond it, the compact form. Links of that length still pass where people share them
/// (Microsoft Teams cuts them at about 2,048 characters); a Žanstrekt game, about 4 characters a
/// token, crosses it after some 370 tokens, long before its end.
pub const COMPACT_ADDRESS_BEYOND: usize = 1_500;

/// The record as the address bar holds it: plain up to [`COMPACT_ADDRESS_BEYOND`] characters,
/// compact beyond.
pub fn address_text(record: &Record<AnyGame>) -> String {
    let plain = record.to_string();
    if plain.len() > COMPACT_ADDRESS_BEYOND {
        record.to_compact()
    } else {
        plain
    }
}

/// The record for a link to the whole game: compact whenever that is shorter than plain.
pub fn shared_text(record: &Record<AnyGame>) -> String {
    let (plain, compact) = (record.to_string(), record.to_compact());
    if compact.len() < plain.len() {
        compact
    } else {
        plain
    }
}

/// The query key of review links: `?review=1` opens straight into the game review.
pub const REVIEW_KEY: &str = "review";

/// `query` (with or without its `?`) with `review=1` while the review is `open` and without any
/// `review` key otherwise, other keys kept in their order: the address bar says `?review=1`
/// only while the review shows, so that closing it (or starting another game) leaves a link
/// that opens the game, not its review. Returns the query with its `?`, or an empty string.
pub fn with_review(query: &str, open: bool) -> String {
    let mut parts: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty() && pair.split('=').next() != Some(REVIEW_KEY))
        .collect();
    let flag = format!("{REVIEW_KEY}=1");
    if open {
        parts.push(&flag);
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("?{}", parts.join("&"))
    }
}

/// What to announce once a link was shared: to the whole game or to the position, copied or
/// handed to the system share sheet.
pub fn announcement(whole_game: bool, sheet: bool) -> String {
    t(match (whole_game, sheet) {
        (true, false) => "share-copied-game",
        (false, false) => "share-copied-position",
        (true, true) => "share-sheet-game",
        (false, true) => "share-sheet-position",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, ToAct};

    #[test]
    fn the_review_flag_is_in_the_query_only_while_the_review_is_open() {
        assert_eq!(
            with_review("?north=strong&review=1", false),
            "?north=strong"
        );
        assert_eq!(with_review("?review=1", false), "");
        assert_eq!(with_review("review=0&lang=fr", true), "?lang=fr&review=1");
        assert_eq!(with_review("", true), "?review=1");
        // Only the key itself: `reviewer=x` is another key.
        assert_eq!(with_review("?reviewer=x&review", false), "?reviewer=x");
    }

    /// A Žanstrekt record of `tokens` tokens, always playing the first choice.
    fn zanstrekt(tokens: usize) -> Record<AnyGame> {
        let mut record = Record::<AnyGame>::from_id("zanstrekt").unwrap();
        while record.tokens().len() < tokens && record.position().to_act() != ToAct::Over {
            let choice = crate::core::compact::choices(record.position())[0];
            record.push(choice).unwrap();
        }
        record
    }

    #[test]
    fn the_address_bar_switches_to_compact_beyond_the_threshold() {
        let mut record = zanstrekt(1000);
        assert!(record.to_string().len() > COMPACT_ADDRESS_BEYOND + 100);
        while record.to_string().len() > COMPACT_ADDRESS_BEYOND {
            assert_eq!(address_text(&record), record.to_compact());
            record.pop();
        }
        assert_eq!(address_text(&record), record.to_string());
        record.truncate(3);
        assert_eq!(address_text(&record), record.to_string());
    }

    #[test]
    fn a_shared_game_is_compact_whenever_that_is_shorter() {
        let start = Record::<AnyGame>::from_id("senet").unwrap();
        // `senet` against `senet~1AA`.
        assert_eq!(shared_text(&start), "senet");
        let game = Record::<AnyGame>::parse("senet;d2,11-13").unwrap();
        assert_eq!(shared_text(&game), "senet~1AiA");
        let long = zanstrekt(300);
        assert_eq!(shared_text(&long), long.to_compact());
        assert_eq!(Record::<AnyGame>::parse(&shared_text(&long)).unwrap(), long);
    }

    #[test]
    fn every_announcement_is_in_the_catalog() {
        for whole_game in [false, true] {
            for sheet in [false, true] {
                let text = announcement(whole_game, sheet);
                assert!(text.starts_with("Link "), "{text}");
            }
        }
        // Issue 18: Share says "Link copied".
        assert_eq!(
            announcement(true, false),
            "Link copied: it opens the whole game."
        );
        assert_eq!(
            announcement(false, false),
            "Link copied: it opens this position."
        );
    }
}

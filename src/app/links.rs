//! Which form of a record goes into a link: plain records are readable, compact ones
//! (docs/notation.md, "Compact game records") are about a tenth as long, short enough for chat apps
//! and mail clients that cut links at 2–4 KB. A walkthrough (a record with notes, docs/notation.md
//! "Annotated records") always travels plain, since the compact form carries no notes; its notes
//! are percent-encoded in a link ([`fragment`]).

use crate::core::Record;
use crate::games::AnyGame;
use crate::i18n::t;

/// Up to this many characters of plain record, the address bar keeps the readable plain form;
/// beyond it, the compact form. Links of that length still pass where people share them
/// (Microsoft Teams cuts them at about 2,048 characters); a Žanstrekt game, about 4 characters a
/// token, crosses it after some 370 tokens, long before its end.
pub const COMPACT_ADDRESS_BEYOND: usize = 1_500;

/// The record as the address bar holds it: plain up to [`COMPACT_ADDRESS_BEYOND`] characters,
/// compact beyond; a walkthrough always plain.
pub fn address_text(record: &Record<AnyGame>) -> String {
    let plain = record.to_string();
    if plain.len() > COMPACT_ADDRESS_BEYOND && !record.has_notes() {
        record.to_compact()
    } else {
        plain
    }
}

/// The record for a link to the whole game: compact whenever that is shorter than plain, but a
/// walkthrough plain (the compact form would lose its notes).
pub fn shared_text(record: &Record<AnyGame>) -> String {
    let (plain, compact) = (record.to_string(), record.to_compact());
    if compact.len() < plain.len() && !record.has_notes() {
        compact
    } else {
        plain
    }
}

/// What a link's fragment percent-encodes besides controls, space and bytes beyond ASCII: what
/// ends or breaks a link where people paste it (`"`, `<`, `>`, `` ` ``, brackets and braces), `#`
/// and `%` itself. Plain records hold none of these (docs/notation.md), so only notes change.
const ENCODED: &[u8] = b"\"#%<>[\\]^`{|}";

/// `record` as a link's fragment (after `#`): percent-encoded where a note needs it, the same
/// text for a plain record. (Written out: `percent_encoding`'s encoder brings a 768-byte table
/// into the page's download.)
pub fn fragment(record: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(record.len());
    for b in record.bytes() {
        if b <= b' ' || b >= 0x7f || ENCODED.contains(&b) {
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        } else {
            out.push(char::from(b));
        }
    }
    out
}

/// A link's fragment (without its `#`) as the record it holds. Forgiving: a `%` not followed by
/// two hex digits (a caption's "50%" typed by hand) stays as it is, and bytes that are not UTF-8
/// become U+FFFD.
pub fn from_fragment(fragment: &str) -> String {
    percent_encoding::percent_decode_str(fragment)
        .decode_utf8_lossy()
        .into_owned()
}

/// The query key of review links: `?review=1` opens straight into the game review.
pub const REVIEW_KEY: &str = "review";

/// `query` (with or without its `?`) with `review=1` while the review is `open` and without any
/// `review` key otherwise, other keys kept in their order: the address bar says `?review=1`
/// only while the review shows, so that closing it (or starting another game) leaves a link
/// that opens the game, not its review. Returns the query with its `?`, or an empty string.
pub fn with_review(query: &str, open: bool) -> String {
    with_flag(query, REVIEW_KEY, open)
}

/// `query` with `key=1` at its end when `on`, and without `key` otherwise (the guided game's
/// `guide=1` too); other keys keep their order.
pub fn with_flag(query: &str, key: &str, on: bool) -> String {
    let mut parts: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty() && pair.split('=').next() != Some(key))
        .collect();
    let flag = format!("{key}=1");
    if on {
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
    fn walkthroughs_travel_plain_and_their_notes_percent_encoded() {
        let text = "senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11>13] 50% → 13}";
        let record = Record::<AnyGame>::parse(text).unwrap();
        assert_eq!(shared_text(&record), text);
        assert_eq!(address_text(&record), text);
        let mut long = zanstrekt(1000);
        long.set_note(
            0,
            Record::<AnyGame>::parse("zanstrekt;{Long.}")
                .unwrap()
                .note(0)
                .cloned(),
        );
        assert_eq!(address_text(&long), long.to_string());
        let encoded = fragment(text);
        assert_eq!(
            encoded,
            "senet;%7BBlack%20throws%20first.%7Dd2,11-13%7B%5B%25mark%20G13%5D%20\
             %5B%25arrow%20G11%3E13%5D%2050%25%20%E2%86%92%2013%7D"
        );
        assert_eq!(from_fragment(&encoded), text);
        // Plain records and compact ones need no encoding.
        for plain in [
            "senet;d2,11-13",
            "seesaw:...../....../......./......../Ss1.......Nn1/......../......./....../.....:s",
            "senet~1AiA",
        ] {
            assert_eq!(fragment(plain), plain);
        }
        // A "%" typed by hand, and what a browser's address bar makes of spaces.
        assert_eq!(from_fragment("senet;d2{50%%20sure}"), "senet;d2{50% sure}");
        assert_eq!(from_fragment("senet;d2{100%}"), "senet;d2{100%}");
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

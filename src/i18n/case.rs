//! Upper and lower case for the letters the catalogs use: ASCII, Latin-1 Supplement and Latin
//! Extended-A (which hold every letter of English, French, Spanish, German and the pseudo-locale).
//! std's `str::to_uppercase` and `to_lowercase` carry Unicode's whole case tables, about 7 KB of
//! gzip in the page's wasm, for letters no message has; other characters stay as they are here.
//! The tests require the same text as std on every message of every language and on every
//! character of the covered blocks.

/// Pairs of Latin Extended-A letters where the capital comes first and the small letter follows:
/// the first capital and the last small letter of each run.
const PAIRS: [(u32, u32); 5] = [
    (0x100, 0x12F),
    (0x132, 0x137),
    (0x139, 0x148),
    (0x14A, 0x177),
    (0x179, 0x17E),
];

/// `c`'s place in a run of [`PAIRS`]: `Some(true)` for a capital, `Some(false)` for a small letter.
fn paired(c: u32) -> Option<bool> {
    PAIRS
        .iter()
        .find(|(first, last)| (*first..=*last).contains(&c))
        .map(|(first, _)| (c - first) % 2 == 0)
}

fn shifted(c: char, by: i32) -> char {
    char::from_u32((c as u32).wrapping_add_signed(by)).unwrap_or(c)
}

/// `text` in capitals, as `str::to_uppercase` writes it for these letters (`ß` → `SS`).
pub fn to_upper(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            'a'..='z' | 'à'..='þ' if c != '÷' => out.push(shifted(c, -32)),
            'ß' => out.push_str("SS"),
            'µ' => out.push('\u{39C}'),
            'ÿ' => out.push('\u{178}'),
            '\u{131}' => out.push('I'),
            '\u{149}' => out.push_str("\u{2BC}N"),
            '\u{17F}' => out.push('S'),
            _ if paired(c as u32) == Some(false) => out.push(shifted(c, -1)),
            _ => out.push(c),
        }
    }
    out
}

/// `text` in small letters, as `str::to_lowercase` writes it for these letters.
pub fn to_lower(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            'A'..='Z' | 'À'..='Þ' if c != '×' => out.push(shifted(c, 32)),
            '\u{130}' => out.push_str("i\u{307}"),
            '\u{178}' => out.push('ÿ'),
            _ if paired(c as u32) == Some(true) => out.push(shifted(c, 1)),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{to_lower, to_upper};

    #[test]
    fn every_covered_character_is_cased_as_std_does() {
        for c in (0..=0x17F).filter_map(char::from_u32) {
            let s = c.to_string();
            assert_eq!(
                to_upper(&s),
                s.to_uppercase(),
                "upper case of {c:?} (U+{:04X})",
                c as u32
            );
            assert_eq!(
                to_lower(&s),
                s.to_lowercase(),
                "lower case of {c:?} (U+{:04X})",
                c as u32
            );
        }
    }

    #[test]
    fn every_message_of_every_language_is_cased_as_std_does() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/locales");
        let mut checked = 0;
        for lang in ["en", "fr", "es", "de"] {
            let dir = std::fs::read_dir(format!("{root}/{lang}")).expect("the locale's folder");
            for file in dir {
                let path = file.expect("a catalog file").path();
                if path.extension().is_none_or(|e| e != "ftl") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("a readable catalog");
                for line in text.lines() {
                    // The pseudo-locale shows every message transformed: accents and dots.
                    for s in [line.to_string(), crate::i18n::pseudo::transform(line)] {
                        assert_eq!(to_upper(&s), s.to_uppercase(), "{}: {s}", path.display());
                        assert_eq!(to_lower(&s), s.to_lowercase(), "{}: {s}", path.display());
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 2000, "only {checked} lines checked");
    }
}

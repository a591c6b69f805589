//! Small shared helpers for reading notation: fields, numbers, strict ends.

use crate::core::{ParseError, Reason};

/// Splits `kind:f1:f2…` into exactly `N` fields with their offsets, checking the kind.
/// The first field returned is the kind itself.
pub fn fields<'a, const N: usize>(
    text: &'a str,
    kind: &str,
) -> Result<[(usize, &'a str); N], ParseError> {
    let mut out = [(0, ""); N];
    let mut offset = 0;
    let mut parts = text.split(':');
    for (i, slot) in out.iter_mut().enumerate() {
        let Some(part) = parts.next() else {
            return Err(ParseError::new(
                FIELD_NAMES[i.min(4)],
                text.len(),
                Reason::UnexpectedEnd,
            ));
        };
        if i == 0 && part != kind {
            return Err(ParseError::new(
                "kind",
                0,
                Reason::UnknownGame(part.to_string()),
            ));
        }
        *slot = (offset, part);
        offset += part.len() + 1;
    }
    if parts.next().is_some() {
        return Err(ParseError::new(
            FIELD_NAMES[N.min(4)],
            offset - 1,
            Reason::Trailing,
        ));
    }
    Ok(out)
}

const FIELD_NAMES: [&str; 5] = ["kind", "board", "turn", "extra", "position"];

/// The decimal number at the start of `text` and how many digits it took (0 if none).
/// Saturates rather than overflowing, so huge numbers fail range checks instead of panicking.
pub fn number_at(text: &str) -> (u32, usize) {
    let len = text.bytes().take_while(u8::is_ascii_digit).count();
    let value = text[..len].bytes().fold(0u32, |n, d| {
        n.saturating_mul(10).saturating_add(u32::from(d - b'0'))
    });
    (value, len)
}

/// Reads a whole word as a number in `min..=max`, for squares, ranks and die values.
pub fn parse_square_word(
    field: &'static str,
    offset: usize,
    word: &str,
    min: u32,
    max: u32,
) -> Result<u32, ParseError> {
    let (value, len) = number_at(word);
    if len == 0 {
        return match word.chars().next() {
            Some(c) => Err(ParseError::new(field, offset, Reason::UnexpectedChar(c))),
            None => Err(ParseError::new(field, offset, Reason::UnexpectedEnd)),
        };
    }
    if len < word.len() {
        let c = word[len..].chars().next().unwrap_or(' ');
        return Err(ParseError::new(
            field,
            offset + len,
            Reason::UnexpectedChar(c),
        ));
    }
    if word.len() > 1 && word.starts_with('0') {
        return Err(ParseError::invalid(field, offset, "leading-zero"));
    }
    if value < min || value > max {
        return Err(ParseError::new(
            field,
            offset,
            Reason::OutOfRange {
                min,
                max,
                found: value.into(),
            },
        ));
    }
    Ok(value)
}

/// Fails unless `rest` is empty.
pub fn expect_end(field: &'static str, offset: usize, rest: &str) -> Result<(), ParseError> {
    if rest.is_empty() {
        Ok(())
    } else {
        Err(ParseError::new(field, offset, Reason::Trailing))
    }
}

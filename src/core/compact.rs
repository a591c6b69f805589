//! Compact game records (docs/notation.md, "Compact game records"): `start~1<base64url>`, where the
//! bytes are the token count (unsigned LEB128) and then each token as its index among the
//! choices where it stands, in ⌈log2 n⌉ bits, most significant bit first. A whole Žanstrekt game
//! shrinks from about 3 KB of text to about 300 characters, short enough for a chat message.
//!
//! Records enter through [`super::Record::parse`], which detects the `~`; this module only turns
//! tokens into bits and back.

use super::base64url;
use super::{Game, Token};
use std::fmt;

/// What separates the start from the version and payload.
pub const MARK: char = '~';
/// The encoding this build writes and reads.
pub const VERSION: char = '1';
/// The longest record read, in tokens. Forced tokens take no bits, so the count alone bounds the
/// work of reading; real games stay far below it (the longest of 100,000 random Žanstrekt games
/// had 4,294 tokens).
pub const MAX_TOKENS: u64 = 100_000;

/// Why a compact record's version or payload was rejected. Token numbers count from 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CompactError {
    /// The version character after `~` is not one this build reads (or is missing).
    Version(Option<char>),
    /// A character that cannot stand at this place in base64url.
    Base64 {
        /// Character offset in the whole record.
        offset: usize,
    },
    /// The token count is not a well-formed varint, or is beyond [`MAX_TOKENS`].
    Count,
    /// A token's index is not below its number of choices.
    Index {
        /// Which token.
        token: usize,
        /// The index read.
        index: usize,
        /// How many choices there were.
        choices: usize,
    },
    /// The game ended before the count of tokens was reached.
    GameOver {
        /// The first token that cannot be played.
        token: usize,
        /// The token count of the record.
        count: usize,
    },
    /// The payload ends before the count of tokens was reached.
    Truncated {
        /// The token that could not be read.
        token: usize,
        /// The token count of the record.
        count: usize,
    },
    /// Bytes, or non-zero bits, after the last token.
    LeftOver {
        /// The token count of the record.
        count: usize,
    },
}

impl fmt::Display for CompactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // By value: formatting `&usize` would add a copy of the number formatting to the page.
        match *self {
            CompactError::Version(_) => f.write_str("unknown compact record version"),
            CompactError::Base64 { offset } => {
                write!(f, "character {} is not valid base64url here", offset + 1)
            }
            CompactError::Count => f.write_str("the token count is malformed or too large"),
            CompactError::Index {
                token,
                index,
                choices,
            } => write!(f, "token {token}: index {index} of {choices} choices"),
            CompactError::GameOver { token, .. } => {
                write!(f, "token {token}: the game is already over")
            }
            CompactError::Truncated { token, .. } => {
                write!(f, "token {token}: the data ends too early")
            }
            CompactError::LeftOver { .. } => f.write_str("data left over after the last token"),
        }
    }
}

impl std::error::Error for CompactError {}

/// The tokens possible where `game` stands, in the order compact records number them: at a
/// chance point the rolls in ascending value (as every game lists them, checked by the
/// conformance suite); otherwise the legal actions sorted as text (their notation, byte order),
/// as the legal-action listing shows them, which is not always the order of the action type
/// (Senet's `11-13` sorts before `8-10`); nothing at the end.
pub fn choices<G: Game>(game: &G) -> Vec<Token<G>> {
    named_choices(game).into_iter().map(|(_, t)| t).collect()
}

/// [`choices`] with their notation.
fn named_choices<G: Game>(game: &G) -> Vec<(String, Token<G>)> {
    let mut rolls = Vec::new();
    game.rolls(&mut rolls);
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let mut named = Vec::new();
    for i in 0..rolls.len() + actions.len() {
        let token = match rolls.get(i) {
            Some(&(roll, _)) => Token::Roll(roll),
            None => Token::Action(actions[i - rolls.len()]),
        };
        named.push((token.to_string(), token));
    }
    // A chance point has rolls only, listed in ascending value; else actions only, sorted as text.
    if rolls.is_empty() {
        crate::core::sort_small_by(&mut named, |a, b| a.0 < b.0);
    }
    named
}

/// Bits for an index among `n` choices: ⌈log2 n⌉, none for a forced token.
fn width(n: usize) -> u32 {
    match n {
        0 | 1 => 0,
        n => usize::BITS - (n - 1).leading_zeros(),
    }
}

/// The index of each token among its choices, given by `pick` (the token's number and its
/// choices with their notation), replayed `count` times from `start`: the tokens and the position
/// they reach (reading; writing keeps its indices, [`encode`]).
type Pick<'a, G> = dyn FnMut(usize, &[(String, Token<G>)]) -> Result<usize, CompactError> + 'a;

fn replay<G: Game>(
    start: &G,
    count: usize,
    pick: &mut Pick<'_, G>,
) -> Result<(Vec<Token<G>>, G), CompactError> {
    let mut game = start.clone();
    let mut tokens = Vec::new();
    for token in 1..=count {
        let choices = named_choices(&game);
        if choices.is_empty() {
            return Err(CompactError::GameOver { token, count });
        }
        let index = pick(token, &choices)?;
        let &(_, chosen) = choices.get(index).ok_or(CompactError::Index {
            token,
            index,
            choices: choices.len(),
        })?;
        chosen.apply_unchecked(&mut game);
        tokens.push(chosen);
    }
    Ok((tokens, game))
}

/// Each token's index among its choices and the bits it takes, in order: what [`encode`] writes.
pub(super) type Picks = Vec<(usize, u32)>;

/// The payload (version and base64url) for `tokens` played from `start`, which must all be
/// possible where they stand, as a record's are. Tokens are found by their notation: comparing
/// text keeps the page from carrying a comparison of every game's actions. `picks` holds the
/// indices of the first tokens already, from an earlier call on the same tokens (the record
/// keeps them): the address bar writes a long game's compact form after every move, and listing
/// every token's choices again each time made that quadratic in the game's length.
pub(super) fn encode<G: Game>(start: &G, tokens: &[Token<G>], picks: &mut Picks) -> String {
    picks.truncate(tokens.len());
    let mut game = start.clone();
    for (i, token) in tokens.iter().enumerate() {
        if i >= picks.len() {
            let choices = named_choices(&game);
            let wanted = token.to_string();
            // A record holds only possible tokens, so each is found.
            let index = choices.iter().position(|(text, _)| *text == wanted);
            picks.push((index.unwrap_or(0), width(choices.len())));
        }
        token.apply_unchecked(&mut game);
    }
    let mut bytes = Vec::new();
    let mut count = tokens.len() as u64;
    loop {
        let low = (count & 0x7f) as u8;
        count >>= 7;
        if count == 0 {
            bytes.push(low);
            break;
        }
        bytes.push(low | 0x80);
    }
    let mut free = 0;
    for &(index, width) in picks.iter() {
        for bit in (0..width).rev() {
            if free == 0 {
                bytes.push(0);
                free = 8;
            }
            free -= 1;
            if let Some(last) = bytes.last_mut() {
                *last |= (((index >> bit) & 1) as u8) << free;
            }
        }
    }
    let mut out = String::from(VERSION);
    out.push_str(&base64url::encode(&bytes));
    out
}

/// Reads the version and payload (`1…`, the text after `~`) from `start`, which begins at
/// character `offset` of the record: the tokens, all possible where they stand, and the
/// position they reach.
pub(super) fn decode<G: Game>(
    start: &G,
    text: &str,
    offset: usize,
) -> Result<(Vec<Token<G>>, G), CompactError> {
    let mut chars = text.chars();
    match chars.next() {
        Some(VERSION) => {}
        other => return Err(CompactError::Version(other)),
    }
    let bytes = base64url::decode(chars.as_str()).map_err(|at| CompactError::Base64 {
        offset: offset + VERSION.len_utf8() + at,
    })?;
    let (count, body) = read_count(&bytes).ok_or(CompactError::Count)?;
    let mut bits = Bits { bytes: body, at: 0 };
    let replayed = replay(start, count, &mut |token, choices| {
        bits.read(width(choices.len()))
            .ok_or(CompactError::Truncated { token, count })
    })?;
    if !bits.rest_is_padding() {
        return Err(CompactError::LeftOver { count });
    }
    Ok(replayed)
}

/// The token count (LEB128, the shortest form only, at most [`MAX_TOKENS`]) and the bytes after it.
fn read_count(bytes: &[u8]) -> Option<(usize, &[u8])> {
    const _: () = assert!(MAX_TOKENS < 1 << 21, "a count takes at most 3 bytes");
    let mut count = 0u64;
    for (i, &byte) in bytes.iter().enumerate().take(3) {
        count |= u64::from(byte & 0x7f) << (7 * i);
        if count > MAX_TOKENS {
            return None;
        }
        if byte & 0x80 == 0 {
            // A last byte of zero after others is a longer way to write a shorter count.
            return (i == 0 || byte != 0).then(|| (count as usize, &bytes[i + 1..]));
        }
    }
    None
}

/// A bit stream read most significant bit first.
struct Bits<'a> {
    bytes: &'a [u8],
    /// Bits read so far.
    at: usize,
}

impl Bits<'_> {
    /// The next `width` bits as a number, if there are that many.
    fn read(&mut self, width: u32) -> Option<usize> {
        let mut value = 0;
        for _ in 0..width {
            let byte = self.bytes.get(self.at / 8)?;
            value = value << 1 | usize::from(byte >> (7 - self.at % 8) & 1);
            self.at += 1;
        }
        Some(value)
    }

    /// Whether what is left is only the zero bits that pad the last byte read.
    fn rest_is_padding(&self) -> bool {
        self.bytes.len() == self.at.div_ceil(8)
            && self
                .bytes
                .last()
                .is_none_or(|&last| self.at % 8 == 0 || last << (self.at % 8) == 0)
    }
}

//! Base64url without padding (RFC 4648 §5), as compact records and remote games' links use it.
//! Written out because the crates that do it carry engines, configurations and padding modes
//! the page would pay for in size (docs/performance.md, "Download size"); this is all a record needs.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The bytes as base64url, no padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        // n bytes need n + 1 characters.
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(group >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The bytes of base64url text without padding. Only the canonical text of some bytes is
/// accepted (no stray bits in the last character, no length that no bytes have), so that what
/// is read prints back the same. The error is the byte offset of the offending character.
pub fn decode(text: &str) -> Result<Vec<u8>, usize> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    let (mut acc, mut bits) = (0u32, 0u32);
    for (i, c) in text.bytes().enumerate() {
        let value = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' => 62,
            b'_' => 63,
            _ => return Err(i),
        };
        acc = acc << 6 | u32::from(value);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    // What is left must be the zero padding of the last byte (2 or 4 bits); 6 bits left means a
    // character that holds no byte at all.
    if bits >= 6 || acc != 0 {
        return Err(text.len() - 1);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_test_vectors() {
        // RFC 4648 §10, without the padding.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).as_deref(), Ok(plain.as_bytes()));
        }
    }

    #[test]
    fn url_alphabet_round_trips_every_byte() {
        let bytes: Vec<u8> = (0..=255).collect();
        let text = encode(&bytes);
        assert!(text.contains('-') && text.contains('_'));
        assert!(!text.contains('+') && !text.contains('/') && !text.contains('='));
        assert_eq!(decode(&text), Ok(bytes));
    }

    #[test]
    fn refuses_what_is_not_canonical_base64url() {
        assert_eq!(decode("Zm9v+g"), Err(4), "standard alphabet");
        assert_eq!(decode("Zm8="), Err(3), "padding");
        assert_eq!(decode("Zm9vY"), Err(4), "a character holding no byte");
        assert_eq!(decode("Zh"), Err(1), "stray bits in the last character");
        assert_eq!(decode("Zm9"), Err(2), "stray bits in the last character");
        assert_eq!(decode("Zm9vŽ"), Err(4), "non-ASCII");
    }
}

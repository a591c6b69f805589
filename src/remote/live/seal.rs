//! What the relay sees of a live game (REMOTE.md "Live games"): topic names made from a hash of
//! the match, and payloads sealed with AES-256-GCM under `SHA-256("quintet/key/1" ‖ match)`.
//!
//! **Payload framing** (docs/remote.md, "Live games"): `0x01 ‖ nonce (12 bytes) ‖ AES-256-GCM
//! ciphertext and its 16-byte tag`, the topic name as associated data (so a payload copied to
//! the other person's topic, or another game's, does not open). The plaintext is the sender's
//! [`Post`](super::post::Post) as UTF-8 text, padded with newlines to a multiple of 256 bytes so
//! that the length shows the game's length only roughly.
//!
//! **Nonces** are 96 random bits from the operating system for each payload. A counter would
//! need the device's state to survive every tab, reload and retry without ever repeating; with
//! random nonces, the chance that two of a match's payloads share one stays below 2⁻⁶⁰ for the
//! first million messages (a game sends a few hundred), and a key is never used for another
//! match.
//!
//! AES-GCM is RustCrypto's `aes-gcm` (pure Rust, constant-time software AES): the same code runs
//! natively in the tests and in the page, synchronously; WebCrypto would add nothing to the
//! download but answers through promises, and could not be tested natively.

use super::super::values::{sha256, Entropy, MatchId, NoEntropy, Person};
use crate::core::base64url;
use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Key, Nonce};

/// The first byte of a sealed payload: this framing's version.
pub const FRAMING: u8 = 1;
/// The nonce's length in bytes.
pub const NONCE: usize = 12;
/// Plaintexts are padded to a multiple of this many bytes.
pub const PAD: usize = 256;

/// The match's topic, `base64url(SHA-256("quintet/topic/1" ‖ match))` (43 characters).
pub fn topic(id: &MatchId) -> String {
    super::super::values::topic(id)
}

/// The topic `person` publishes on: the match's topic, `/`, the person's letter.
pub fn person_topic(id: &MatchId, person: Person) -> String {
    format!("{}/{}", topic(id), person.letter())
}

/// The topic a device publishes on: its person's, or (version 2, three or four) before the
/// game starts, a joiner's own, `<T>/<its public key>`, since every acceptance is `j`'s and two
/// friends may accept at once (docs/remote.md, "Version 2").
pub fn device_topic<G: crate::core::Game>(device: &super::super::Device<G>) -> String {
    match device.key() {
        Some(key) if device.gathering() && device.person() != Person::Inviter => {
            format!("{}/{}", topic(&device.id()), key.to_text())
        }
        _ => person_topic(&device.id(), device.person()),
    }
}

/// The match's key, `SHA-256("quintet/key/1" ‖ match)`.
pub fn key(id: &MatchId) -> [u8; 32] {
    sha256(&[b"quintet/key/1", &id.0])
}

/// Why a payload did not open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unsealed {
    /// Not this framing (another version, or too short to hold a nonce and a tag).
    Framing,
    /// The tag does not match: another game's key, another topic, or bytes changed on the way.
    Forged,
    /// The plaintext is not UTF-8.
    Text,
}

/// Seals `text` for `topic` under the match's key.
pub fn seal(
    id: &MatchId,
    topic: &str,
    text: &str,
    entropy: &mut dyn Entropy,
) -> Result<Vec<u8>, NoEntropy> {
    let mut nonce = [0; NONCE];
    entropy.fill(&mut nonce)?;
    let mut plain = text.as_bytes().to_vec();
    plain.resize(plain.len().div_ceil(PAD).max(1) * PAD, b'\n');
    let cipher = Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&key(id)));
    let payload = Payload {
        msg: &plain,
        aad: topic.as_bytes(),
    };
    // Encryption fails only for plaintexts over 64 GiB.
    let sealed = cipher
        .encrypt(Nonce::from_slice(&nonce), payload)
        .map_err(|_| NoEntropy)?;
    let mut out = Vec::with_capacity(1 + NONCE + sealed.len());
    out.push(FRAMING);
    out.extend_from_slice(&nonce);
    out.extend_from_slice(&sealed);
    Ok(out)
}

/// Opens a payload received on `topic`: its text, without the padding.
pub fn open(id: &MatchId, topic: &str, payload: &[u8]) -> Result<String, Unsealed> {
    if payload.len() < 1 + NONCE + 16 || payload[0] != FRAMING {
        return Err(Unsealed::Framing);
    }
    let cipher = Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&key(id)));
    let sealed = Payload {
        msg: &payload[1 + NONCE..],
        aad: topic.as_bytes(),
    };
    let plain = cipher
        .decrypt(Nonce::from_slice(&payload[1..=NONCE]), sealed)
        .map_err(|_| Unsealed::Forged)?;
    let text = String::from_utf8(plain).map_err(|_| Unsealed::Text)?;
    Ok(text.trim_end_matches('\n').to_string())
}

/// A client identifier for the broker: `q` and 22 random characters of base64url's letters and
/// digits (MQTT 3.1.1 §3.1.3.1 promises 23 such characters work everywhere). Random, not made
/// from the match, so that the broker cannot link the two persons' connections by name.
pub fn client_id(entropy: &mut dyn Entropy) -> Result<String, NoEntropy> {
    let mut bytes = [0; 24];
    entropy.fill(&mut bytes)?;
    let text: String = base64url::encode(&bytes)
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(22)
        .collect();
    Ok(format!("q{text}"))
}

#[cfg(test)]
mod tests {
    use super::super::super::values::SeededEntropy;
    use super::*;

    fn vector_match() -> MatchId {
        MatchId(std::array::from_fn(|i| i as u8))
    }

    #[test]
    fn the_topic_is_remote_md_s_vector() {
        assert_eq!(
            person_topic(&vector_match(), Person::Joiner),
            "NQtEwJOSfMVRmrYaAxTfi58eh-2EGQ6Cm3U5DlldMZ4/j"
        );
    }

    #[test]
    fn the_key_is_the_tagged_hash_of_the_match() {
        // SHA-256("quintet/key/1" ‖ 00…0f), computed apart with Python's hashlib.
        assert_eq!(
            base64url::encode(&key(&vector_match())),
            "txDfplERpvtK6697zwtUPokMfQfIMWDBbdkOQbuFBbo"
        );
    }

    #[test]
    fn a_sealed_payload_opens_on_its_topic_only() {
        let id = vector_match();
        let mut entropy = SeededEntropy::new(1);
        let topic_i = person_topic(&id, Person::Inviter);
        let text = "?play=1.AAECAwQFBgcICQoLDA0ODw.i.0.0.x#senet";
        let sealed = seal(&id, &topic_i, text, &mut entropy).unwrap();
        assert_eq!(sealed[0], FRAMING);
        assert_eq!(sealed.len(), 1 + NONCE + PAD + 16);
        assert_eq!(open(&id, &topic_i, &sealed).as_deref(), Ok(text));
        let topic_j = person_topic(&id, Person::Joiner);
        assert_eq!(open(&id, &topic_j, &sealed), Err(Unsealed::Forged));
        let other = MatchId([9; 16]);
        assert_eq!(open(&other, &topic_i, &sealed), Err(Unsealed::Forged));
        let mut changed = sealed.clone();
        changed[20] ^= 1;
        assert_eq!(open(&id, &topic_i, &changed), Err(Unsealed::Forged));
        assert_eq!(open(&id, &topic_i, &sealed[..20]), Err(Unsealed::Framing));
        let mut version = sealed;
        version[0] = 2;
        assert_eq!(open(&id, &topic_i, &version), Err(Unsealed::Framing));
    }

    #[test]
    fn payloads_show_neither_the_game_nor_repeat_a_nonce() {
        let id = vector_match();
        let mut entropy = SeededEntropy::new(2);
        let topic = person_topic(&id, Person::Inviter);
        let text = format!("?play=1.{}.i.0.0#senet south north", id.to_text());
        let a = seal(&id, &topic, &text, &mut entropy).unwrap();
        let b = seal(&id, &topic, &text, &mut entropy).unwrap();
        assert_ne!(a[1..=NONCE], b[1..=NONCE]);
        assert_ne!(a[1 + NONCE..], b[1 + NONCE..]);
        for word in [
            &b"senet"[..],
            b"south",
            b"play=",
            &id.to_text().into_bytes(),
        ] {
            assert!(!a.windows(word.len()).any(|w| w == word));
        }
    }

    #[test]
    fn client_ids_are_23_plain_characters() {
        let id = client_id(&mut SeededEntropy::new(3)).unwrap();
        assert_eq!(id.len(), 23);
        assert!(id.chars().all(|c| c.is_ascii_alphanumeric()));
    }
}

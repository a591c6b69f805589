//! Version 2's signatures (docs/remote.md, "Version 2"): each device makes an Ed25519 key for
//! the game (RustCrypto's `ed25519-dalek`), sends its public key in its first message and signs
//! every message, so that a link changed on the way by anyone but its sender is refused on
//! arrival. A message's signature covers the signature of the message it follows, the digest of
//! its record and every other field of its link:
//!
//! ```text
//! input = "quintet/sign/2" ‖ prev (64 bytes; zeros for the invite) ‖ SHA-256(record) ‖ value
//! ```
//!
//! where `value` is the link's `play=` value without its last field (the signature), and
//! `record` the record's start as the invite writes it, then each token, the first after `;`,
//! the others after `,` (the project's plain notation, without notes): the same for a plain or
//! a compact link, so any copy of a message can be written again from a device's memory.

use super::values::{PublicKey, Signature, SigningSeed};
use crate::core::{Game, Record};
use ed25519_dalek::{Signer, SigningKey, VerifyingKey};
use sha2::{Digest, Sha256};

/// The tag every signed input starts with.
pub const TAG: &[u8] = b"quintet/sign/2";

/// The `prev` of the invite, which follows no message.
pub const NO_PREV: Signature = Signature([0; 64]);

/// The public key of a device's signing seed.
pub fn public(seed: &SigningSeed) -> PublicKey {
    PublicKey(SigningKey::from_bytes(&seed.0).verifying_key().to_bytes())
}

/// The bytes a message's signature covers.
pub fn input(prev: &Signature, record: &[u8; 32], value: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(TAG.len() + 96 + value.len());
    out.extend_from_slice(TAG);
    out.extend_from_slice(&prev.0);
    out.extend_from_slice(record);
    out.extend_from_slice(value.as_bytes());
    out
}

/// Signs `input` with the device's seed.
pub fn sign(seed: &SigningSeed, input: &[u8]) -> Signature {
    Signature(SigningKey::from_bytes(&seed.0).sign(input).to_bytes())
}

/// Whether `signature` is `key`'s over `input` (strict verification: no other encoding of the
/// same signature, no weak key, passes).
pub fn verify(key: &PublicKey, input: &[u8], signature: &Signature) -> bool {
    let Ok(key) = VerifyingKey::from_bytes(&key.0) else {
        return false;
    };
    let signature = ed25519_dalek::Signature::from_bytes(&signature.0);
    key.verify_strict(input, &signature).is_ok()
}

/// The digest of the first `count` tokens of `record`, its start written as `start` (the
/// invite's).
pub fn record_digest<G: Game>(start: &str, record: &Record<G>, count: usize) -> [u8; 32] {
    let mut digest = Digester::new(start);
    digest.digest(record, count)
}

/// [`record_digest`] of growing prefixes of one record without hashing each from the start: a
/// device's memory holds hundreds of messages, each a prefix of the game's record.
#[derive(Clone)]
pub struct Digester {
    start: String,
    hash: Sha256,
    fed: usize,
}

impl Digester {
    /// A digester for records that start as `start`.
    pub fn new(start: &str) -> Digester {
        let mut hash = Sha256::new();
        hash.update(start.as_bytes());
        Digester {
            start: start.to_string(),
            hash,
            fed: 0,
        }
    }

    /// The digest of `record`'s first `count` tokens (a record that extends the ones given
    /// before is fed from where they stopped; a shorter one starts again).
    pub fn digest<G: Game>(&mut self, record: &Record<G>, count: usize) -> [u8; 32] {
        if count < self.fed {
            *self = Digester::new(&self.start.clone());
        }
        let tokens = record.tokens();
        for token in &tokens[self.fed..count.min(tokens.len())] {
            let separator = if self.fed == 0 { ";" } else { "," };
            self.hash.update(separator.as_bytes());
            self.hash.update(token.to_string().as_bytes());
            self.fed += 1;
        }
        self.hash.clone().finalize().into()
    }
}

//! The protocol's values (REMOTE.md "Values"): the match, the two persons, secrets, commitments
//! and open values, and the hashes made of them. All hashes are SHA-256 over byte strings joined
//! without separators; integers are unsigned big-endian; tags are ASCII.

use crate::core::base64url;
use sha2::{Digest, Sha256};
use std::fmt;

/// Declares a fixed-length byte value that travels in links as base64url without padding.
macro_rules! bytes_value {
    ($(#[$doc:meta])* $name:ident, $len:expr) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash)]
        pub struct $name(pub [u8; $len]);

        impl $name {
            /// The length in bytes.
            pub const LEN: usize = $len;

            /// The value as base64url without padding.
            pub fn to_text(&self) -> String {
                base64url::encode(&self.0)
            }

            /// Reads base64url text of exactly this value's length; `None` otherwise.
            pub fn from_text(text: &str) -> Option<Self> {
                let bytes = base64url::decode(text).ok()?;
                Some(Self(bytes.try_into().ok()?))
            }

            /// A fresh random value.
            pub fn fresh(entropy: &mut dyn Entropy) -> Result<Self, NoEntropy> {
                let mut bytes = [0; $len];
                entropy.fill(&mut bytes)?;
                Ok(Self(bytes))
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($name), self.to_text())
            }
        }
    };
}

bytes_value!(
    /// `match`: 16 random bytes chosen by the inviter, naming the game in every message.
    MatchId,
    16
);
bytes_value!(
    /// `s`: 32 random bytes a message commits to and the sender's next message reveals.
    Secret,
    32
);
bytes_value!(
    /// A commitment to a secret, [`commit`]'s hash.
    Commitment,
    32
);
bytes_value!(
    /// `o`: 16 random bytes in every message, fixed after the other person's commitment.
    OpenValue,
    16
);

bytes_value!(
    /// A device's Ed25519 public key for one game (version 2), sent in its first message.
    PublicKey,
    32
);
bytes_value!(
    /// An Ed25519 signature over a message (version 2), its link's last field.
    Signature,
    64
);
bytes_value!(
    /// The 32 random bytes a device makes its Ed25519 key of a game from (version 2): kept in
    /// its memory, never sent.
    SigningSeed,
    32
);

/// The operating system could not give random bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NoEntropy;

impl fmt::Display for NoEntropy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no random numbers could be had from the system")
    }
}

/// Where secrets, open values and match ids come from.
pub trait Entropy {
    /// Fills `bytes` with unpredictable bytes.
    fn fill(&mut self, bytes: &mut [u8]) -> Result<(), NoEntropy>;
}

/// The operating system's randomness (the browser's `crypto.getRandomValues` on the page).
#[derive(Copy, Clone, Debug, Default)]
pub struct SystemEntropy;

impl Entropy for SystemEntropy {
    fn fill(&mut self, bytes: &mut [u8]) -> Result<(), NoEntropy> {
        getrandom::fill(bytes).map_err(|_| NoEntropy)
    }
}

/// Predictable bytes from a seed, for tests and simulations only: a device that used it would
/// let anyone who knows the seed foresee its throws.
#[derive(Clone, Debug)]
pub struct SeededEntropy(pub crate::core::Rng);

impl SeededEntropy {
    /// Bytes from `seed`.
    pub fn new(seed: u64) -> SeededEntropy {
        SeededEntropy(crate::core::Rng::with_seed(seed))
    }
}

impl Entropy for SeededEntropy {
    fn fill(&mut self, bytes: &mut [u8]) -> Result<(), NoEntropy> {
        self.0.fill(bytes);
        Ok(())
    }
}

/// One of the people of a game by link: two, or in a game of three or four seats (Arcēs) as many
/// as it has seats, who join in this order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Person {
    /// `i`, who made the invite; sends the even-numbered messages of a game for two.
    Inviter,
    /// `j`, who accepted it first; sends the odd-numbered messages of a game for two.
    Joiner,
    /// `k`, the second to join a game of three or four.
    Third,
    /// `l`, the third to join a game of four.
    Fourth,
}

impl Person {
    /// Every person, in the order they join.
    pub const ALL: [Person; 4] = [
        Person::Inviter,
        Person::Joiner,
        Person::Third,
        Person::Fourth,
    ];

    /// The person's letter in links and hashes.
    pub fn letter(self) -> char {
        match self {
            Person::Inviter => 'i',
            Person::Joiner => 'j',
            Person::Third => 'k',
            Person::Fourth => 'l',
        }
    }

    /// The person for a letter.
    pub fn from_letter(letter: &str) -> Option<Person> {
        Person::ALL
            .into_iter()
            .find(|p| letter.len() == 1 && letter.starts_with(p.letter()))
    }

    /// The person who joins `index`-th (0 for the inviter).
    pub fn from_index(index: usize) -> Option<Person> {
        Person::ALL.get(index).copied()
    }

    /// Who sends message `number` of a game for two: even numbers are the inviter's, odd the
    /// joiner's. (In a game for more, [`Chain::sender`](super::Chain::sender) says.)
    pub fn of_message(number: u32) -> Person {
        if number % 2 == 0 {
            Person::Inviter
        } else {
            Person::Joiner
        }
    }

    /// The other person of a game for two.
    pub fn other(self) -> Person {
        match self {
            Person::Inviter => Person::Joiner,
            _ => Person::Inviter,
        }
    }

    /// 0 for the inviter, 1 for the joiner, 2 and 3 for the later ones, for per-person arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// SHA-256 of the parts joined.
pub(super) fn sha256(parts: &[&[u8]]) -> [u8; 32] {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update(part);
    }
    hash.finalize().into()
}

/// SHA-256 of `bytes` (the tests' and vectors' checks).
pub fn sha256_of(bytes: &[u8]) -> [u8; 32] {
    sha256(&[bytes])
}

/// `commit(person, m, s) = SHA-256("quintet/commit/1" ‖ match ‖ person ‖ u32(m) ‖ s)`: the
/// commitment message `number` of `person` carries to the secret its next message reveals.
pub fn commit(id: &MatchId, person: Person, number: u32, secret: &Secret) -> Commitment {
    Commitment(sha256(&[
        b"quintet/commit/1",
        &id.0,
        &[person.letter() as u8],
        &number.to_be_bytes(),
        &secret.0,
    ]))
}

/// Version 2's commitment, `SHA-256("quintet/commit/2" ‖ match ‖ key ‖ u32(m) ‖ s)`: bound to
/// the sender's public key rather than its person letter, which in a game of three or four is
/// fixed only when the game starts (docs/remote.md, "Version 2").
pub fn commit_v2(id: &MatchId, key: &PublicKey, number: u32, secret: &Secret) -> Commitment {
    Commitment(sha256(&[
        b"quintet/commit/2",
        &id.0,
        &key.0,
        &number.to_be_bytes(),
        &secret.0,
    ]))
}

/// The seats bit of a random seating of two (REMOTE.md "Seats"):
/// `SHA-256("quintet/seats/1" ‖ match ‖ s_i0 ‖ o_j1)[0] & 1`. False (0) gives the inviter the seat
/// the start position's turn field names, true (1) the other.
pub fn seats_bit(id: &MatchId, inviter_first: &Secret, acceptance_open: &OpenValue) -> bool {
    seating(id, inviter_first, &[*acceptance_open], 2)[0] == 1
}

/// A random seating of `persons` people (docs/remote.md, "Three and four"): for each seat in turn
/// order from the one that moves first, the index of the person who sits there. The hash
/// `h = SHA-256("quintet/seats/1" ‖ match ‖ s_i0 ‖ o_1 ‖ … ‖ o_{n−1})` of the inviter's first
/// secret and every joiner's open value picks, seat by seat, one of the `r` people still standing
/// (in joining order) with the next byte `b` of `h`: person `b mod r`, skipping a byte at or above
/// `⌊256/r⌋·r` so that none is favoured, and hashing `h` again should its bytes run out. For two
/// people that is the seats bit: `h[0] & 1` picks who sits first.
pub fn seating(
    id: &MatchId,
    inviter_first: &Secret,
    opens: &[OpenValue],
    persons: usize,
) -> Vec<usize> {
    let mut parts: Vec<&[u8]> = vec![b"quintet/seats/1", &id.0, &inviter_first.0];
    parts.extend(opens.iter().map(|o| &o.0[..]));
    let mut hash = sha256(&parts);
    let mut at = 0;
    let mut standing: Vec<usize> = (0..persons).collect();
    let mut order = Vec::with_capacity(persons);
    while standing.len() > 1 {
        if at == hash.len() {
            hash = sha256(&[&hash]);
            at = 0;
        }
        let byte = usize::from(hash[at]);
        at += 1;
        let r = standing.len();
        if byte >= 256 / r * r {
            continue;
        }
        order.push(standing.remove(byte % r));
    }
    order.extend(standing);
    order
}

/// The live games' topic name (REMOTE.md "Live games"): `base64url(SHA-256("quintet/topic/1" ‖
/// match))`, which a relay sees instead of the match. Links do not use it; it is here with the
/// other hashes so that the live transport and its test vector find it.
pub fn topic(id: &MatchId) -> String {
    base64url::encode(&sha256(&[b"quintet/topic/1", &id.0]))
}

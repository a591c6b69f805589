//! Games between two devices by link, with throws neither player can bias: REMOTE.md (v1) built
//! exactly, and the project's own account of it in `docs/remote.md`; and its extension to Arcēs
//! for three and four, one device per person (`docs/remote.md`, "Three and four").
//!
//! Each message is a link carrying the whole record and the protocol's values ([`link`]). Each
//! message commits to a fresh secret and reveals the one its sender's previous message committed
//! to ([`values`]), so only that device can send the next one; each throw is a hash of the
//! thrower's secret, fixed before the other person chose its open value, and of that open value
//! ([`throws`]). A device keeps the public copy of the game ([`Chain`]), which checks every
//! message: the record extends the copy by the sender's own new tokens ([`chain::owner`]), each
//! throw follows from the values, the turn is complete. [`Device`] adds a device's secrets and its
//! memory as text ([`state`]); [`verify`] checks a whole game from its links.
//!
//! Pure and generic over [`Game`](crate::core::Game): it uses `core` alone, builds natively, and
//! the rules never learn that a game is remote. Live games through a relay ([`live`]) add fresh
//! open values `.k:o_k`, which [`Chain`] checks like the rest. With more than two persons the
//! joiners come in order, the inviter's message after the joins starts the game, and each later
//! message is the seat to move's ([`Chain::sender`]); a resignation goes in its sender's turn.

pub mod chain;
mod device;
mod dispute;
pub mod link;
pub mod live;
mod refusal;
pub mod sign;
pub mod state;
#[cfg(test)]
mod tests;
pub mod throws;
pub mod values;
mod verify;

pub use chain::{owner, Accepted, Chain, Message, SeatChoice, ThrowProof};
pub use device::{link_record, Device, Standing};
pub use dispute::Dispute;
pub use link::{Link, LinkError};
pub use refusal::Refusal;
pub use state::StateError;
pub use values::{Entropy, MatchId, Person, SeededEntropy, SystemEntropy};
pub use verify::{verify, Failure};

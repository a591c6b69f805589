//! Live games through a relay (REMOTE.md "Live games", docs/remote.md): the same messages as
//! games by link, also carried by an MQTT broker over WebSockets, with a fresh open value from
//! the other device before every throw.
//!
//! Pure like the rest of [`remote`](super): [`mqtt`] writes and reads the MQTT 3.1.1 packets,
//! [`client`] keeps a session without doing any input or output, [`seal`] names the topics and
//! seals the payloads (AES-256-GCM), [`post`] is what a device publishes, and `fresh` adds the
//! fresh values to a [`Device`](super::Device), and [`relays`] picks the address from the
//! build's relay list and fails over between them. The page's WebSocket and timers are in
//! `src/web/`.

pub mod client;
mod fresh;
pub mod mqtt;
pub mod post;
pub mod relays;
pub mod seal;
pub use fresh::Issued;
#[cfg(test)]
mod tests;

//! Which relay a live game's connection uses, from the list the build names (`QUINTET_RELAY`,
//! space-separated: the nodes of one cluster, docs/remote.md "Running a relay"). A device starts
//! on one address at random, so that a site's players spread over the nodes, and when its line
//! drops or an address fails (an error answer, a refused WebSocket path, a line closed at once),
//! it goes on to the next address of the list at once; only when every address has failed in a
//! row does it pause before the next round, with pauses that grow from 0.5 s to 8 s.
//!
//! Nothing is lost or repeated on the way: the session ([`super::client`]) keeps each topic's
//! latest publication until a broker confirms it and sends it again on the next connection,
//! whatever node that is, and a message that arrives twice is taken once (its number).
//! Pure: the page's socket (`src/web/remote/live/socket.rs`) asks it where to connect.

/// Failed attempts in a row after which the indicator says Offline (it keeps trying), where the
/// list has fewer addresses than this; with more, when each address has failed once.
pub const OFFLINE_AFTER: u32 = 3;

/// The pause before trying the next address of the same round, in ms: short, so that a node
/// that died is left at once, yet not a loop inside one task of the page.
pub const NEXT_ADDRESS: u32 = 100;

/// The relay list and where the connection stands in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relays {
    addresses: Vec<String>,
    /// The address in use, or being tried.
    at: usize,
    /// Attempts that failed since the last connection the broker accepted.
    failures: u32,
}

impl Relays {
    /// The list in `text` (addresses separated by spaces), starting at the address that `pick`
    /// (a number in `0..1`, from the page's random numbers) falls on; `None` for an empty list.
    pub fn new(text: &str, pick: f64) -> Option<Relays> {
        let addresses: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        if addresses.is_empty() {
            return None;
        }
        // Truncation is the point: `pick` in 0..1 falls on one of the addresses.
        let at =
            ((pick.clamp(0.0, 1.0) * addresses.len() as f64) as usize).min(addresses.len() - 1);
        Some(Relays {
            addresses,
            at,
            failures: 0,
        })
    }

    /// The address to connect to.
    pub fn address(&self) -> &str {
        &self.addresses[self.at]
    }

    /// How many addresses the list has.
    pub fn len(&self) -> usize {
        self.addresses.len()
    }

    /// Whether the list is empty (never: [`Relays::new`] makes none).
    pub fn is_empty(&self) -> bool {
        self.addresses.is_empty()
    }

    /// The broker accepted the connection: the next failure starts a new count.
    pub fn connected(&mut self) {
        self.failures = 0;
    }

    /// The line to the current address dropped, or the attempt failed: moves on to the next
    /// address, and says how long to wait before connecting to it (ms).
    pub fn failed(&mut self) -> u32 {
        self.failures = self.failures.saturating_add(1);
        let n = self.len() as u32;
        self.at = (self.at + 1) % self.addresses.len();
        if self.failures % n != 0 {
            return NEXT_ADDRESS;
        }
        let rounds = self.failures / n;
        (500u32 << (rounds - 1).min(4)).min(8_000)
    }

    /// Attempts that failed since the last accepted connection.
    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// Whether so many attempts failed that the link is the way for now.
    pub fn offline(&self) -> bool {
        self.failures >= OFFLINE_AFTER.max(self.len() as u32)
    }

    /// Whether the address being tried is another than the one that failed: the indicator says
    /// so ("trying another relay").
    pub fn another(&self) -> bool {
        self.len() > 1 && self.failures > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_picked_among_the_addresses() {
        let text = "wss://a/mqtt  wss://b/mqtt wss://c/mqtt";
        let starts: Vec<String> = [0.0, 0.34, 0.7, 0.999_999, 1.0, -1.0, f64::NAN]
            .iter()
            .map(|&p| Relays::new(text, p).unwrap().address().to_string())
            .collect();
        assert_eq!(
            starts,
            [
                "wss://a/mqtt",
                "wss://b/mqtt",
                "wss://c/mqtt",
                "wss://c/mqtt",
                "wss://c/mqtt",
                "wss://a/mqtt",
                "wss://a/mqtt"
            ]
        );
        assert_eq!(Relays::new(" \n", 0.5), None);
    }

    #[test]
    fn one_address_backs_off_as_before() {
        let mut relays = Relays::new("ws://127.0.0.1:9001/", 0.5).unwrap();
        let pauses: Vec<u32> = (0..7).map(|_| relays.failed()).collect();
        assert_eq!(pauses, [500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
        assert_eq!(relays.address(), "ws://127.0.0.1:9001/");
        assert!(!relays.another(), "one address: nothing else to try");
        relays.connected();
        assert_eq!((relays.failures(), relays.offline()), (0, false));
        relays.failed();
        relays.failed();
        assert!(!relays.offline());
        relays.failed();
        assert!(relays.offline(), "Offline after three failures, as before");
    }

    #[test]
    fn a_failure_moves_on_to_the_next_address_at_once() {
        let mut relays = Relays::new("n1 n2 n3", 0.0).unwrap();
        assert_eq!(relays.address(), "n1");
        let mut seen = Vec::new();
        for _ in 0..7 {
            let pause = relays.failed();
            seen.push((relays.address().to_string(), pause, relays.offline()));
        }
        let expected = [
            ("n2", NEXT_ADDRESS, false),
            ("n3", NEXT_ADDRESS, false),
            ("n1", 500, true),
            ("n2", NEXT_ADDRESS, true),
            ("n3", NEXT_ADDRESS, true),
            ("n1", 1_000, true),
            ("n2", NEXT_ADDRESS, true),
        ];
        let expected: Vec<_> = expected
            .iter()
            .map(|&(a, p, o)| (a.to_string(), p, o))
            .collect();
        assert_eq!(seen, expected);
        assert!(relays.another());
        // Accepted on n2: live there; its line drops later, and n3 is next.
        relays.connected();
        assert!(!relays.another() && !relays.offline());
        assert_eq!(relays.failed(), NEXT_ADDRESS);
        assert_eq!(relays.address(), "n3");
    }

    #[test]
    fn two_addresses_are_offline_after_three_failures() {
        let mut relays = Relays::new("n1 n2", 0.9).unwrap();
        assert_eq!(relays.address(), "n2");
        assert_eq!(relays.failed(), NEXT_ADDRESS);
        assert_eq!(relays.failed(), 500);
        assert!(!relays.offline());
        assert_eq!(relays.failed(), NEXT_ADDRESS);
        assert!(relays.offline());
    }
}

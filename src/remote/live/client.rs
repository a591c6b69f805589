//! An MQTT session without input or output of its own: it says what to send and reads what
//! arrived, and the page's WebSocket (or the native tests' TCP socket) carries the bytes. It
//! connects with a clean session, subscribes to the other persons' topics, publishes each of
//! its own messages retained at QoS 1, keeps every publication until the broker's PUBACK and sends
//! it again after a reconnection, and pings when the line has been quiet for half the keep-alive.
//! A broker that confirms nothing for a third of the keep-alive while publications wait is not
//! storing them (a NATS node whose JetStream requests time out answers pings yet drops
//! publications without a PUBACK): the line is then as good as dead, and the page makes a new one,
//! which sends them again.
//!
//! Subscriptions are watched the same way. A NATS node answers a QoS 1 SUBSCRIBE with 0x80
//! (failure) when it cannot make the subscription's JetStream consumer, which happens for some
//! seconds while the cluster elects a new JetStream leader after a node died (each answer about
//! 4 s after the SUBSCRIBE: `scripts/nats-subscribe-probe.mjs`): the line stays up, pings are
//! answered, and nothing the other device publishes would ever arrive. A failed subscription is
//! made again a second later; a SUBSCRIBE left unanswered for a third of the keep-alive, or a
//! subscription still not granted after a whole keep-alive of failures, condemns the line like
//! publications that are not stored. And after a reconnection the session subscribes again
//! twice, 2 s and 10 s after the broker accepted it ([`REREAD_AFTER`]), each time reading the
//! retained posts again (§3.8.4): a NATS node fills its map of retained messages from a stream,
//! asynchronously, so right after a failover it may hand out an older post, while the newer one
//! was published before this subscription's interest reached the publisher's node and was
//! delivered to nobody.
//!
//! A NATS node may also grant a subscription and then deliver nothing on it. The session sees
//! that from its own posts: it subscribes to the topic it publishes on, so the broker sends each
//! stored publication back to it. One not back within [`ECHO_WITHIN`] of its PUBACK means the
//! subscription is deaf, and the session subscribes again (reading the retained posts again).

use super::mqtt::{Connect, MqttError, Packet, Publish, QoS, Reader};

/// The SUBACK return code of a filter the broker could not subscribe (§3.9.3).
const SUBSCRIBE_FAILED: u8 = 0x80;

/// How long after a failed subscription it is made again (ms).
const RETRY_AFTER: f64 = 1_000.0;

/// When, after the broker accepted a reconnection, the session subscribes again to read the
/// retained posts once more (ms after the CONNACK): once the cluster has settled a little, and
/// once more after a JetStream leader election's usual length.
pub const REREAD_AFTER: [f64; 2] = [2_000.0, 10_000.0];

/// How long after its PUBACK this session's own publication may take to come back on its
/// subscription before the session subscribes again (ms).
pub const ECHO_WITHIN: f64 = 5_000.0;

/// The session's latest publication on a topic it subscribes to, expected back.
#[derive(Clone, Debug)]
struct Echo {
    id: u16,
    topic: String,
    payload: Vec<u8>,
    /// When the broker confirmed storing it on this connection (ms).
    stored_at: Option<f64>,
}

/// Where the session stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No connection, or CONNECT sent and no CONNACK yet.
    Connecting,
    /// The broker accepted the session.
    Connected,
    /// The broker refused the session (its CONNACK code), or sent bytes that are not MQTT.
    Refused,
}

/// What the session read from the broker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The broker accepted the connection; the subscriptions and any unconfirmed publications
    /// are on their way.
    Connected,
    /// A message on a subscribed topic (a retained one right after subscribing).
    Message {
        /// Its topic.
        topic: String,
        /// Its payload.
        payload: Vec<u8>,
        /// Whether the broker kept it from before this subscription.
        retained: bool,
    },
    /// The broker confirmed storing a publication (packet identifier).
    Stored(u16),
}

/// One client session.
#[derive(Clone, Debug)]
pub struct Session {
    client_id: String,
    keep_alive: u16,
    filters: Vec<String>,
    phase: Phase,
    reader: Reader,
    next_id: u16,
    /// Publications the broker has not confirmed, oldest first.
    unconfirmed: Vec<Publish>,
    /// When a packet was last sent (ms), for the keep-alive.
    last_sent: f64,
    /// When bytes last came from the broker (ms): a line silent for a whole keep-alive, though
    /// pings go out every half, is dead (a phone that changed networks, a laptop that slept).
    last_received: f64,
    /// Since when publications sent on this connection have waited without any PUBACK (ms).
    waiting_since: Option<f64>,
    /// The last SUBSCRIBE sent on this connection, whose SUBACK decides (packet identifier),
    /// and when it was sent (ms).
    subscribing: Option<(u16, f64)>,
    /// Since when this connection's subscription has waited for a SUBACK that grants it (ms):
    /// none yet, or each one a failure.
    unsubscribed_since: Option<f64>,
    /// When to subscribe again (ms), soonest first: a failed subscription's retry, a
    /// reconnection's re-reads.
    again_at: Vec<f64>,
    /// Whether a broker ever accepted this session: the next acceptance is a reconnection.
    was_connected: bool,
    /// The own publication the subscription should bring back.
    echo: Option<Echo>,
}

impl Session {
    /// A session with this client id (1–23 of `0-9a-zA-Z`), subscribing to `filters`.
    pub fn new(client_id: String, keep_alive: u16, filters: Vec<String>) -> Session {
        Session {
            client_id,
            keep_alive,
            filters,
            phase: Phase::Connecting,
            reader: Reader::default(),
            next_id: 1,
            unconfirmed: Vec::new(),
            last_sent: 0.0,
            last_received: 0.0,
            waiting_since: None,
            subscribing: None,
            unsubscribed_since: None,
            again_at: Vec::new(),
            was_connected: false,
            echo: None,
        }
    }

    /// Where the session stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How many publications wait for the broker's confirmation.
    pub fn unconfirmed(&self) -> usize {
        self.unconfirmed.len()
    }

    /// The line dropped (or is given up): nothing may say the session is connected before a
    /// broker has accepted the next connection.
    pub fn lost(&mut self) {
        self.phase = Phase::Connecting;
        self.forget_line();
    }

    /// What belonged to the connection that ended: its waits and its planned subscriptions.
    fn forget_line(&mut self) {
        self.waiting_since = None;
        self.subscribing = None;
        self.unsubscribed_since = None;
        self.again_at.clear();
        if let Some(echo) = &mut self.echo {
            echo.stored_at = None;
        }
    }

    /// Whether a filter of the session's takes `topic` (a filter is a topic, or ends in `/+`).
    fn covers(&self, topic: &str) -> bool {
        self.filters.iter().any(|f| match f.strip_suffix('+') {
            Some(prefix) => topic
                .strip_prefix(prefix)
                .is_some_and(|rest| !rest.is_empty() && !rest.contains('/')),
            None => f == topic,
        })
    }

    /// Whether a publication on `topic` waits for the broker's confirmation.
    pub fn pending(&self, topic: &str) -> bool {
        self.unconfirmed.iter().any(|p| p.topic == topic)
    }

    /// Subscribes again to the session's filters: the broker replaces the subscriptions and
    /// sends their retained messages again (MQTT 3.1.1 §3.8.4), so a device that waited too long
    /// for a post catches up with it even if a delivery was lost. Nothing while not connected.
    pub fn resubscribe(&mut self, now: f64) -> Vec<u8> {
        if self.phase != Phase::Connected {
            return Vec::new();
        }
        let filters = self
            .filters
            .iter()
            .map(|f| (f.clone(), QoS::AtLeastOnce))
            .collect();
        let id = self.fresh_id();
        self.last_sent = now;
        self.subscribing = Some((id, now));
        self.unsubscribed_since.get_or_insert(now);
        Packet::Subscribe { id, filters }.encode()
    }

    /// The bytes that open a (new) connection: CONNECT. The reader starts afresh.
    pub fn open(&mut self, now: f64) -> Vec<u8> {
        self.phase = Phase::Connecting;
        self.reader = Reader::default();
        self.forget_line();
        self.last_sent = now;
        self.last_received = now;
        Packet::Connect(Connect {
            client_id: self.client_id.clone(),
            keep_alive: self.keep_alive,
        })
        .encode()
    }

    /// A packet identifier: never 0 (§2.3.1), and none of an unconfirmed publication's or the
    /// subscription's that waits for its SUBACK.
    fn fresh_id(&mut self) -> u16 {
        loop {
            let id = self.next_id;
            self.next_id = self.next_id.checked_add(1).unwrap_or(1);
            if !self.unconfirmed.iter().any(|p| p.id == id)
                && self.subscribing.map(|(s, _)| s) != Some(id)
            {
                return id;
            }
        }
    }

    /// Publishes `payload` on `topic`, retained, at QoS 1: the bytes to send now (none while not
    /// connected: they go when the broker accepts the next connection). It replaces any
    /// publication on `topic` the broker has not confirmed: a retained topic holds its latest
    /// message only, so an older one sent again after a reconnection would only show the other
    /// device a state this one has left (a request for a fresh value whose throw went by link).
    pub fn publish(&mut self, topic: &str, payload: Vec<u8>, now: f64) -> Vec<u8> {
        self.unconfirmed.retain(|p| p.topic != topic);
        let id = self.fresh_id();
        let publish = Publish {
            topic: topic.to_string(),
            payload,
            qos: QoS::AtLeastOnce,
            retain: true,
            dup: false,
            id,
        };
        self.echo = self.covers(topic).then(|| Echo {
            id,
            topic: topic.to_string(),
            payload: publish.payload.clone(),
            stored_at: None,
        });
        self.unconfirmed.push(publish.clone());
        if self.phase == Phase::Connected {
            self.last_sent = now;
            self.waiting_since.get_or_insert(now);
            Packet::Publish(publish).encode()
        } else {
            Vec::new()
        }
    }

    /// Reads bytes from the broker: what happened, and the bytes to answer with.
    pub fn receive(&mut self, bytes: &[u8], now: f64) -> Result<(Vec<Event>, Vec<u8>), MqttError> {
        let packets = self.reader.push(bytes).inspect_err(|_| {
            self.phase = Phase::Refused;
        })?;
        self.last_received = now;
        let (mut events, mut out) = (Vec::new(), Vec::new());
        for packet in packets {
            match packet {
                Packet::ConnAck { code: 0, .. } => {
                    self.phase = Phase::Connected;
                    events.push(Event::Connected);
                    out.extend(self.resubscribe(now));
                    if self.was_connected {
                        self.again_at = REREAD_AFTER.iter().map(|after| now + after).collect();
                    }
                    self.was_connected = true;
                    for publish in &self.unconfirmed {
                        let again = Publish {
                            dup: true,
                            ..publish.clone()
                        };
                        out.extend(Packet::Publish(again).encode());
                    }
                    self.waiting_since = (!self.unconfirmed.is_empty()).then_some(now);
                }
                Packet::ConnAck { .. } => self.phase = Phase::Refused,
                Packet::Publish(p) => {
                    if p.qos == QoS::AtLeastOnce {
                        out.extend(Packet::PubAck(p.id).encode());
                    }
                    if self
                        .echo
                        .as_ref()
                        .is_some_and(|e| e.topic == p.topic && e.payload == p.payload)
                    {
                        self.echo = None;
                    }
                    events.push(Event::Message {
                        topic: p.topic,
                        payload: p.payload,
                        retained: p.retain,
                    });
                }
                Packet::PubAck(id) => {
                    if let Some(echo) = self.echo.as_mut().filter(|e| e.id == id) {
                        echo.stored_at.get_or_insert(now);
                    }
                    self.unconfirmed.retain(|p| p.id != id);
                    self.waiting_since = (!self.unconfirmed.is_empty()).then_some(now);
                    events.push(Event::Stored(id));
                }
                // Only the last SUBSCRIBE's answer tells what the broker holds now.
                Packet::SubAck { id, codes } if self.subscribing.map(|(s, _)| s) == Some(id) => {
                    self.subscribing = None;
                    if codes.contains(&SUBSCRIBE_FAILED) || codes.len() != self.filters.len() {
                        self.plan_subscription(now + RETRY_AFTER);
                    } else {
                        self.unsubscribed_since = None;
                    }
                }
                // An older SUBACK, PINGRESP: nothing to do. A broker sends no CONNECT, SUBSCRIBE,
                // PINGREQ or DISCONNECT (3.1.1 has no server DISCONNECT); they are ignored.
                _ => {}
            }
        }
        if !out.is_empty() {
            self.last_sent = now;
        }
        Ok((events, out))
    }

    /// Subscribes again at `at` (ms), unless that is planned already.
    fn plan_subscription(&mut self, at: f64) {
        if !self.again_at.contains(&at) {
            self.again_at.push(at);
            self.again_at.sort_by(f64::total_cmp);
        }
    }

    /// What to send when the timer fires at `now` (ms): a SUBSCRIBE that is due (a failed
    /// one's retry, a reconnection's re-read, an own post not back within [`ECHO_WITHIN`]), else
    /// PINGREQ once half the keep-alive has passed without a packet sent (the broker drops a
    /// client after 1.5 keep-alives, §3.1.2.10).
    pub fn tick(&mut self, now: f64) -> Vec<u8> {
        if self.phase == Phase::Connected && self.again_at.first().is_some_and(|&at| now >= at) {
            // One SUBSCRIBE does for every time that has passed (a timer that slept).
            self.again_at.retain(|&at| at > now);
            return self.resubscribe(now);
        }
        let deaf = self
            .echo
            .as_ref()
            .and_then(|e| e.stored_at)
            .is_some_and(|t| now - t > ECHO_WITHIN);
        if self.phase == Phase::Connected && deaf {
            // Once per ECHO_WITHIN while it stays away: the retained copy comes with the grant.
            if let Some(echo) = &mut self.echo {
                echo.stored_at = Some(now);
            }
            return self.resubscribe(now);
        }
        let due = self.last_sent + f64::from(self.keep_alive) * 500.0;
        if self.phase == Phase::Connected && now >= due {
            self.last_sent = now;
            Packet::PingReq.encode()
        } else {
            Vec::new()
        }
    }

    /// Whether the line is dead at `now` (ms): connected, yet nothing came from the broker for a
    /// whole keep-alive, though a ping (answered at once) goes out after half of one. The page
    /// then drops the connection and makes a new one.
    pub fn silent(&self, now: f64) -> bool {
        self.phase == Phase::Connected
            && now - self.last_received > f64::from(self.keep_alive) * 1000.0
    }

    /// Whether the broker is not doing its part at `now` (ms): it has left publications
    /// unconfirmed for a third of the keep-alive, confirming none meanwhile (it is not storing
    /// them), or a SUBSCRIBE unanswered for as long, or it has failed the subscription again and
    /// again for a whole keep-alive (longer than the leader elections seen, which end by
    /// themselves). The page then drops the line and makes a new one, which subscribes and sends
    /// the publications again.
    pub fn stalled(&self, now: f64) -> bool {
        let keep_alive = f64::from(self.keep_alive) * 1000.0;
        let longer = |since: Option<f64>, limit: f64| since.is_some_and(|t| now - t > limit);
        self.phase == Phase::Connected
            && (longer(self.waiting_since, keep_alive / 3.0)
                || longer(self.subscribing.map(|(_, t)| t), keep_alive / 3.0)
                || longer(self.unsubscribed_since, keep_alive))
    }

    /// The bytes that close the session cleanly.
    pub fn close(&mut self) -> Vec<u8> {
        self.phase = Phase::Connecting;
        Packet::Disconnect.encode()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn connack() -> Vec<u8> {
        Packet::ConnAck {
            session_present: false,
            code: 0,
        }
        .encode()
    }

    #[test]
    fn connects_subscribes_and_publishes_after_the_connack() {
        let mut s = Session::new("q".into(), 30, vec!["t/j".into()]);
        let open = s.open(0.0);
        assert!(matches!(
            Packet::decode(&open),
            Ok(Some((Packet::Connect(_), _)))
        ));
        // Published before the broker answered: kept, sent with the subscription.
        assert!(s.publish("t/i", vec![1], 1.0).is_empty());
        let (events, out) = s.receive(&connack(), 2.0).unwrap();
        assert_eq!(events, vec![Event::Connected]);
        let mut reader = Reader::default();
        let sent = reader.push(&out).unwrap();
        assert!(matches!(&sent[0], Packet::Subscribe { filters, .. } if filters[0].0 == "t/j"));
        assert!(matches!(&sent[1], Packet::Publish(p) if p.retain && p.topic == "t/i"));
        assert_eq!(s.unconfirmed(), 1);
        let (events, _) = s.receive(&Packet::PubAck(1).encode(), 3.0).unwrap();
        assert_eq!(events, vec![Event::Stored(1)]);
        assert!(
            matches!(&sent[0], Packet::Subscribe { id: 2, .. }),
            "ids are never 0"
        );
        assert_eq!(s.unconfirmed(), 0);
    }

    #[test]
    fn unconfirmed_publications_go_again_after_a_reconnection() {
        let mut s = Session::new("q".into(), 30, vec!["t/j".into()]);
        s.open(0.0);
        s.receive(&connack(), 0.0).unwrap();
        assert!(!s.publish("t/i", vec![1], 1.0).is_empty());
        s.open(5.0);
        assert_eq!(s.phase(), Phase::Connecting);
        let (_, out) = s.receive(&connack(), 6.0).unwrap();
        let sent = Reader::default().push(&out).unwrap();
        assert!(matches!(&sent[1], Packet::Publish(p) if p.dup && p.id == 2));
    }

    #[test]
    fn a_newer_publication_replaces_an_unconfirmed_one_of_its_topic() {
        let mut s = Session::new("q".into(), 30, vec!["t/j".into()]);
        s.open(0.0);
        s.receive(&connack(), 0.0).unwrap();
        assert!(!s.publish("t/i", vec![1], 1.0).is_empty());
        s.publish("t/x", vec![7], 1.0);
        assert!(s.pending("t/i") && s.pending("t/x") && !s.pending("t/j"));
        let again = Reader::default().push(&s.resubscribe(1.5)).unwrap();
        assert!(matches!(&again[..], [Packet::Subscribe { filters, .. }] if filters[0].0 == "t/j"));
        s.lost();
        assert_eq!(
            s.phase(),
            Phase::Connecting,
            "a dropped line is not connected"
        );
        assert!(s.resubscribe(1.6).is_empty());
        assert!(s.publish("t/i", vec![2], 2.0).is_empty());
        assert_eq!(s.unconfirmed(), 2);
        s.open(3.0);
        let (_, out) = s.receive(&connack(), 4.0).unwrap();
        let sent = Reader::default().push(&out).unwrap();
        let payloads: Vec<_> = sent
            .iter()
            .filter_map(|p| match p {
                Packet::Publish(p) => Some((p.topic.as_str(), p.payload.clone())),
                _ => None,
            })
            .collect();
        assert_eq!(payloads, [("t/x", vec![7]), ("t/i", vec![2])]);
    }

    fn suback(id: u16, code: u8) -> Vec<u8> {
        Packet::SubAck {
            id,
            codes: vec![code],
        }
        .encode()
    }

    /// The identifiers of the SUBSCRIBE packets in `bytes`.
    fn subscribes(bytes: &[u8]) -> Vec<u16> {
        Reader::default()
            .push(bytes)
            .unwrap()
            .into_iter()
            .filter_map(|p| match p {
                Packet::Subscribe { id, .. } => Some(id),
                _ => None,
            })
            .collect()
    }

    /// A session whose broker accepted it at 0 ms, and the SUBSCRIBE it sent (id 1).
    fn subscribed_once() -> Session {
        let mut s = Session::new("q".into(), 30, vec!["t/j".into()]);
        s.open(0.0);
        let (_, out) = s.receive(&connack(), 0.0).unwrap();
        assert_eq!(subscribes(&out), [1]);
        s
    }

    #[test]
    fn publications_left_unconfirmed_for_a_third_of_the_keep_alive_condemn_the_line() {
        let mut s = Session::new("q".into(), 30, vec!["t/j".into()]);
        s.open(0.0);
        s.receive(&connack(), 0.0).unwrap();
        s.receive(&suback(1, 1), 10.0).unwrap();
        s.publish("t/i", vec![1], 1_000.0);
        s.publish("t/x", vec![2], 2_000.0);
        assert!(!s.stalled(11_000.0));
        // One confirmation (the subscription took id 1): the broker works, the count starts again
        // for the other.
        s.receive(&Packet::PubAck(2).encode(), 5_000.0).unwrap();
        assert!(!s.stalled(14_000.0));
        assert!(s.stalled(15_001.0));
        s.receive(&Packet::PubAck(3).encode(), 15_002.0).unwrap();
        assert!(!s.stalled(99_000.0), "nothing waits");
        // Published while not connected: it waits for the next connection, not for a PUBACK.
        s.lost();
        s.publish("t/i", vec![3], 100_000.0);
        assert!(!s.stalled(200_000.0));
        s.open(200_000.0);
        let (_, out) = s.receive(&connack(), 200_001.0).unwrap();
        let [id] = subscribes(&out)[..] else {
            panic!("one SUBSCRIBE")
        };
        s.receive(&suback(id, 0), 200_002.0).unwrap();
        assert!(!s.stalled(210_000.0));
        assert!(s.stalled(210_002.0));
    }

    #[test]
    fn a_failed_subscription_is_made_again_and_one_never_granted_condemns_the_line() {
        let mut s = subscribed_once();
        // A NATS node whose JetStream leader is being elected: 0x80. The line is up (pings
        // answered), but nothing published to `t/j` would arrive: subscribed again a second
        // later.
        s.receive(&suback(1, SUBSCRIBE_FAILED), 500.0).unwrap();
        assert!(s.tick(1_499.0).is_empty());
        assert_eq!(subscribes(&s.tick(1_500.0)), [2]);
        assert!(s.tick(1_600.0).is_empty(), "once");
        // Failed again, then the answer to an older SUBSCRIBE: only the last one's counts.
        s.receive(&suback(2, SUBSCRIBE_FAILED), 2_000.0).unwrap();
        s.receive(&suback(1, 0), 2_100.0).unwrap();
        assert_eq!(subscribes(&s.tick(3_000.0)), [3]);
        // Granted: nothing more to send but pings, and the line is judged by its publications.
        s.receive(&suback(3, 1), 3_100.0).unwrap();
        assert!(s.tick(5_000.0).is_empty());
        assert!(!s.stalled(60_000.0));
        // An election that lasts: each SUBSCRIBE fails 4 s after it went (as NATS answers),
        // and goes again a second later, the line kept while the broker answers...
        let mut t = 100_000.0;
        let mut id = subscribes(&s.resubscribe(t))[0];
        while t < 128_000.0 {
            s.receive(&suback(id, SUBSCRIBE_FAILED), t + 4_000.0)
                .unwrap();
            assert!(!s.stalled(t + 4_500.0), "{t}");
            t += 5_000.0;
            id = subscribes(&s.tick(t))[0];
        }
        // ...until a whole keep-alive has passed without a grant: another node is tried.
        assert!(!s.stalled(130_000.0));
        assert!(s.stalled(130_001.0));
        // A new connection: the old retry is forgotten, the count starts again.
        s.open(140_000.0);
        assert!(
            s.tick(145_000.0).is_empty(),
            "not connected: nothing planned"
        );
        s.receive(&connack(), 145_001.0).unwrap();
        assert!(!s.stalled(155_000.0));
        assert!(
            s.stalled(155_002.0),
            "a SUBACK that never comes condemns the line within a third of the keep-alive"
        );
    }

    #[test]
    fn a_reconnection_reads_the_retained_posts_again_twice() {
        let mut s = subscribed_once();
        s.receive(&suback(1, 1), 10.0).unwrap();
        // The first connection reads them once.
        assert!(s.tick(2_500.0).is_empty());
        assert!(s.tick(10_500.0).is_empty());
        s.lost();
        s.open(20_000.0);
        let (_, out) = s.receive(&connack(), 20_100.0).unwrap();
        let first = subscribes(&out);
        s.receive(&suback(first[0], 1), 20_200.0).unwrap();
        assert!(s.tick(22_099.0).is_empty());
        let again = subscribes(&s.tick(22_100.0));
        assert_eq!(again.len(), 1);
        s.receive(&suback(again[0], 1), 22_200.0).unwrap();
        assert!(s.tick(30_000.0).is_empty());
        assert_eq!(subscribes(&s.tick(30_100.0)).len(), 1);
        assert!(s.tick(40_000.0).is_empty(), "twice only");
        // Each re-read is a SUBSCRIBE whose retained messages the broker sends again: the same
        // post arriving twice is read twice (the page takes a link it holds as nothing new).
        let post = Packet::Publish(Publish {
            topic: "t/j".into(),
            payload: vec![5],
            qos: QoS::AtLeastOnce,
            retain: true,
            dup: false,
            id: 9,
        })
        .encode();
        for t in [40_001.0, 40_002.0] {
            let (events, _) = s.receive(&post, t).unwrap();
            assert!(matches!(
                &events[..],
                [Event::Message { retained: true, .. }]
            ));
        }
        // A line that drops before its re-reads forgets them; the next one plans its own.
        s.lost();
        s.open(50_000.0);
        s.receive(&connack(), 50_000.0).unwrap();
        s.lost();
        assert!(s.tick(52_000.0).is_empty());
        s.open(60_000.0);
        s.receive(&connack(), 60_000.0).unwrap();
        // A timer that slept past both: one SUBSCRIBE, not two.
        assert_eq!(subscribes(&s.tick(75_000.0)).len(), 1);
        assert!(s.tick(75_001.0).is_empty());
    }

    #[test]
    fn an_own_post_that_does_not_come_back_makes_the_subscription_again() {
        let mut s = Session::new("q".into(), 30, vec!["t/+".into()]);
        s.open(0.0);
        s.receive(&connack(), 0.0).unwrap();
        s.receive(&suback(1, 1), 10.0).unwrap();
        let echo = |payload: Vec<u8>, id| {
            Packet::Publish(Publish {
                topic: "t/i".into(),
                payload,
                qos: QoS::AtLeastOnce,
                retain: false,
                dup: false,
                id,
            })
            .encode()
        };
        // Stored and back: nothing more.
        s.publish("t/i", vec![1], 1_000.0);
        s.receive(&Packet::PubAck(2).encode(), 1_100.0).unwrap();
        s.receive(&echo(vec![1], 7), 1_200.0).unwrap();
        assert!(s.tick(9_000.0).is_empty());
        // Stored, and not back within ECHO_WITHIN of its PUBACK: the broker granted a
        // subscription that delivers nothing; subscribed again, once per ECHO_WITHIN.
        s.publish("t/i", vec![2], 10_000.0);
        assert!(
            s.tick(16_000.0).is_empty(),
            "not stored yet: the PUBACK's clock"
        );
        s.receive(&Packet::PubAck(3).encode(), 10_100.0).unwrap();
        assert!(s.tick(15_100.0).is_empty());
        assert_eq!(subscribes(&s.tick(15_101.0)).len(), 1);
        assert!(s.tick(16_000.0).is_empty());
        // An older post of the topic is not the one awaited.
        s.receive(&echo(vec![1], 8), 16_500.0).unwrap();
        assert_eq!(subscribes(&s.tick(20_102.0)).len(), 1);
        // Its retained copy, sent with the new subscription: the line hears again.
        s.receive(&echo(vec![2], 9), 20_200.0).unwrap();
        assert_eq!(
            s.tick(40_000.0),
            Packet::PingReq.encode(),
            "a ping, no SUBSCRIBE"
        );
        // A topic the session does not subscribe to is not awaited.
        let mut other = subscribed_once();
        other.publish("t/i", vec![3], 1_000.0);
        other.receive(&Packet::PubAck(2).encode(), 1_100.0).unwrap();
        assert!(other.tick(9_000.0).is_empty());
    }

    #[test]
    fn messages_are_acknowledged_and_pings_keep_the_line() {
        let mut s = Session::new("q".into(), 30, vec!["t/j".into()]);
        s.open(0.0);
        s.receive(&connack(), 0.0).unwrap();
        let incoming = Packet::Publish(Publish {
            topic: "t/j".into(),
            payload: vec![9],
            qos: QoS::AtLeastOnce,
            retain: true,
            dup: false,
            id: 4,
        });
        let (events, out) = s.receive(&incoming.encode(), 1.0).unwrap();
        assert_eq!(
            events,
            vec![Event::Message {
                topic: "t/j".into(),
                payload: vec![9],
                retained: true
            }]
        );
        assert_eq!(out, Packet::PubAck(4).encode());
        assert!(s.tick(10_000.0).is_empty());
        assert_eq!(s.tick(16_000.0), Packet::PingReq.encode());
        assert!(s.tick(17_000.0).is_empty());
        // The ping is answered: the line lives. Unanswered, it is dead a keep-alive after the
        // broker was last heard.
        assert!(!s.silent(30_000.0));
        s.receive(&Packet::PingResp.encode(), 16_010.0).unwrap();
        assert!(!s.silent(46_000.0));
        assert!(s.silent(46_011.0));
        // A new connection starts the count again.
        s.open(50_000.0);
        assert!(!s.silent(90_000.0), "not connected: nothing to judge");
    }

    #[test]
    fn a_refusal_or_garbage_refuses_the_session() {
        let mut s = Session::new("q".into(), 30, Vec::new());
        s.open(0.0);
        let refused = Packet::ConnAck {
            session_present: false,
            code: 5,
        };
        s.receive(&refused.encode(), 0.0).unwrap();
        assert_eq!(s.phase(), Phase::Refused);
        s.open(1.0);
        assert!(s.receive(&[0xf0, 0], 1.0).is_err());
        assert_eq!(s.phase(), Phase::Refused);
    }
}

//! The few MQTT 3.1.1 packets a live game needs (OASIS MQTT Version 3.1.1, 2014), written from
//! the specification: CONNECT/CONNACK, PUBLISH (QoS 0 and 1, retain), PUBACK,
//! SUBSCRIBE/SUBACK, PINGREQ/PINGRESP and DISCONNECT. No crate fits: the maintained clients
//! (rumqttc, paho) need Tokio or C sockets, and the packet-only crates for wasm32 (mqttbytes,
//! mqtt4bytes, embedded-mqtt) are deprecated or unmaintained since 2020 (docs/remote.md, "Live
//! games").
//!
//! Pure bytes in, bytes out: the page's WebSocket (`src/web/remote/live*`) and the native tests'
//! TCP socket carry them. Section numbers below are the specification's.

use std::fmt;

/// The most a remaining length can say (§2.2.3): four bytes of seven bits.
pub const MAX_REMAINING: usize = 268_435_455;

/// A quality of service (§4.3). Quintet publishes at 1 so that the broker confirms it stored a
/// retained message, and a message not yet confirmed is sent again after a reconnection.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum QoS {
    /// At most once.
    AtMostOnce = 0,
    /// At least once (PUBACK).
    AtLeastOnce = 1,
}

/// A PUBLISH packet (§3.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Publish {
    /// The topic name (no wildcards).
    pub topic: String,
    /// The payload, opaque to MQTT.
    pub payload: Vec<u8>,
    /// QoS 0 or 1.
    pub qos: QoS,
    /// Whether the broker keeps it as the topic's last message for later subscribers (§3.3.1.3).
    pub retain: bool,
    /// Whether this is a second delivery (QoS 1 only).
    pub dup: bool,
    /// The packet identifier of a QoS 1 publication; ignored at QoS 0.
    pub id: u16,
}

/// A CONNECT packet's fields that Quintet sets (§3.1): clean session, no will, no name or
/// password (a public broker takes anonymous clients; a deployment that wants more puts a
/// proxy before it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connect {
    /// The client identifier (§3.1.3.1): 1–23 characters of `0-9a-zA-Z` are accepted by every
    /// broker.
    pub client_id: String,
    /// Seconds between control packets before the broker drops the client (§3.1.2.10).
    pub keep_alive: u16,
}

/// One MQTT control packet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Packet {
    /// Client to broker: open a session.
    Connect(Connect),
    /// Broker to client: the session's answer; code 0 accepts (§3.2.2.3).
    ConnAck {
        /// Whether the broker kept a session (never, with a clean session).
        session_present: bool,
        /// The return code: 0 accepted, 1–5 refused.
        code: u8,
    },
    /// Either way: a message.
    Publish(Publish),
    /// Either way: a QoS 1 message was received.
    PubAck(u16),
    /// Client to broker: topic filters with the highest QoS wanted.
    Subscribe {
        /// The packet identifier.
        id: u16,
        /// The filters.
        filters: Vec<(String, QoS)>,
    },
    /// Broker to client: one return code per filter (0x80 is a failure).
    SubAck {
        /// The packet identifier.
        id: u16,
        /// The codes.
        codes: Vec<u8>,
    },
    /// Client to broker: I am here.
    PingReq,
    /// Broker to client: so am I.
    PingResp,
    /// Client to broker: closing cleanly (the broker drops no will).
    Disconnect,
}

/// Why bytes are not an MQTT packet Quintet reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MqttError {
    /// A remaining length of more than four bytes (§2.2.3).
    Length,
    /// A packet type Quintet does not use, or reserved flags set wrong (§2.2.2).
    Type(u8),
    /// A packet whose fields run past its remaining length, or leave bytes over.
    Malformed(&'static str),
    /// A string that is not UTF-8 (§1.5.3).
    Utf8,
}

impl fmt::Display for MqttError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MqttError::Length => f.write_str("MQTT remaining length over four bytes"),
            MqttError::Type(byte) => write!(f, "MQTT packet type or flags {byte:#04x} not used"),
            MqttError::Malformed(what) => write!(f, "malformed MQTT {what}"),
            MqttError::Utf8 => f.write_str("MQTT string is not UTF-8"),
        }
    }
}

impl std::error::Error for MqttError {}

/// Appends a length-prefixed string or byte string (§1.5.3).
fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    let len = u16::try_from(bytes.len()).unwrap_or(u16::MAX);
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(&bytes[..usize::from(len)]);
}

/// The remaining length as 1–4 bytes of seven bits, lowest first (§2.2.3).
fn put_length(out: &mut Vec<u8>, mut len: usize) {
    loop {
        let mut byte = (len % 128) as u8;
        len /= 128;
        if len > 0 {
            byte |= 0x80;
        }
        out.push(byte);
        if len == 0 {
            break;
        }
    }
}

impl Packet {
    /// The packet's bytes. A body over [`MAX_REMAINING`] cannot be said; Quintet's messages are
    /// far below it (a long game's link is a few kilobytes).
    pub fn encode(&self) -> Vec<u8> {
        let mut body = Vec::new();
        let first = match self {
            Packet::Connect(c) => {
                put_bytes(&mut body, b"MQTT");
                body.push(4); // protocol level 3.1.1
                body.push(0b0000_0010); // clean session
                body.extend_from_slice(&c.keep_alive.to_be_bytes());
                put_bytes(&mut body, c.client_id.as_bytes());
                0x10
            }
            Packet::ConnAck {
                session_present,
                code,
            } => {
                body.extend_from_slice(&[u8::from(*session_present), *code]);
                0x20
            }
            Packet::Publish(p) => {
                put_bytes(&mut body, p.topic.as_bytes());
                if p.qos == QoS::AtLeastOnce {
                    body.extend_from_slice(&p.id.to_be_bytes());
                }
                body.extend_from_slice(&p.payload);
                let dup = u8::from(p.dup && p.qos == QoS::AtLeastOnce);
                0x30 | dup << 3 | (p.qos as u8) << 1 | u8::from(p.retain)
            }
            Packet::PubAck(id) => {
                body.extend_from_slice(&id.to_be_bytes());
                0x40
            }
            Packet::Subscribe { id, filters } => {
                body.extend_from_slice(&id.to_be_bytes());
                for (filter, qos) in filters {
                    put_bytes(&mut body, filter.as_bytes());
                    body.push(*qos as u8);
                }
                0x82
            }
            Packet::SubAck { id, codes } => {
                body.extend_from_slice(&id.to_be_bytes());
                body.extend_from_slice(codes);
                0x90
            }
            Packet::PingReq => 0xc0,
            Packet::PingResp => 0xd0,
            Packet::Disconnect => 0xe0,
        };
        let mut out = Vec::with_capacity(body.len() + 5);
        out.push(first);
        put_length(&mut out, body.len());
        out.extend_from_slice(&body);
        out
    }

    /// Reads one packet from the start of `bytes`: the packet and how many bytes it took, or
    /// `None` when `bytes` holds only part of it so far.
    pub fn decode(bytes: &[u8]) -> Result<Option<(Packet, usize)>, MqttError> {
        let Some(&first) = bytes.first() else {
            return Ok(None);
        };
        let mut len = 0usize;
        let mut at = 1;
        loop {
            let Some(&byte) = bytes.get(at) else {
                return Ok(None);
            };
            len |= usize::from(byte & 0x7f) << (7 * (at - 1));
            at += 1;
            if byte & 0x80 == 0 {
                break;
            }
            if at == 5 {
                return Err(MqttError::Length);
            }
        }
        let Some(body) = bytes.get(at..at + len) else {
            return Ok(None);
        };
        let packet = Self::body(first, body)?;
        Ok(Some((packet, at + len)))
    }

    /// The packet of type and flags `first` whose variable header and payload are `body`.
    fn body(first: u8, body: &[u8]) -> Result<Packet, MqttError> {
        let mut r = Cursor { bytes: body, at: 0 };
        let packet = match (first >> 4, first & 0x0f) {
            (1, 0) => {
                if r.string()? != "MQTT" || r.u8()? != 4 {
                    return Err(MqttError::Malformed("CONNECT protocol"));
                }
                let flags = r.u8()?;
                let keep_alive = r.u16()?;
                let client_id = r.string()?;
                // Quintet sends no will, name or password; a broker never sends CONNECT.
                if flags & !0b10 != 0 {
                    return Err(MqttError::Malformed("CONNECT flags"));
                }
                Packet::Connect(Connect {
                    client_id,
                    keep_alive,
                })
            }
            (2, 0) => {
                let session_present = r.u8()? & 1 == 1;
                Packet::ConnAck {
                    session_present,
                    code: r.u8()?,
                }
            }
            (3, flags) => {
                let qos = match flags >> 1 & 3 {
                    0 => QoS::AtMostOnce,
                    1 => QoS::AtLeastOnce,
                    // QoS 2 is never asked for by Quintet, and 3 is malformed (§3.3.1.2).
                    _ => return Err(MqttError::Type(first)),
                };
                let topic = r.string()?;
                let id = if qos == QoS::AtLeastOnce { r.u16()? } else { 0 };
                Packet::Publish(Publish {
                    topic,
                    payload: r.rest().to_vec(),
                    qos,
                    retain: flags & 1 == 1,
                    dup: flags & 8 == 8,
                    id,
                })
            }
            (4, 0) => Packet::PubAck(r.u16()?),
            (8, 2) => {
                let id = r.u16()?;
                let mut filters = Vec::new();
                while !r.done() {
                    let filter = r.string()?;
                    let qos = match r.u8()? {
                        0 => QoS::AtMostOnce,
                        1 => QoS::AtLeastOnce,
                        _ => return Err(MqttError::Malformed("SUBSCRIBE QoS")),
                    };
                    filters.push((filter, qos));
                }
                if filters.is_empty() {
                    return Err(MqttError::Malformed("SUBSCRIBE without filters"));
                }
                Packet::Subscribe { id, filters }
            }
            (9, 0) => Packet::SubAck {
                id: r.u16()?,
                codes: r.rest().to_vec(),
            },
            (12, 0) => Packet::PingReq,
            (13, 0) => Packet::PingResp,
            (14, 0) => Packet::Disconnect,
            _ => return Err(MqttError::Type(first)),
        };
        if r.done() {
            Ok(packet)
        } else {
            Err(MqttError::Malformed("packet with bytes over"))
        }
    }
}

/// Reads a packet's fields in order.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], MqttError> {
        let part = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(MqttError::Malformed("packet cut short"))?;
        self.at += n;
        Ok(part)
    }

    fn u8(&mut self) -> Result<u8, MqttError> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, MqttError> {
        let b = self.take(2)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    fn string(&mut self) -> Result<String, MqttError> {
        let len = usize::from(self.u16()?);
        let bytes = self.take(len)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| MqttError::Utf8)
    }

    fn rest(&mut self) -> &'a [u8] {
        let rest = &self.bytes[self.at..];
        self.at = self.bytes.len();
        rest
    }

    fn done(&self) -> bool {
        self.at == self.bytes.len()
    }
}

/// Bytes from a stream (a TCP socket, or WebSocket frames that need not hold whole packets,
/// §6) gathered into packets.
#[derive(Clone, Debug, Default)]
pub struct Reader {
    buffer: Vec<u8>,
}

impl Reader {
    /// Adds bytes received and returns the packets they complete. After an error the stream
    /// cannot be trusted: the caller closes the connection and starts a new [`Reader`].
    pub fn push(&mut self, bytes: &[u8]) -> Result<Vec<Packet>, MqttError> {
        self.buffer.extend_from_slice(bytes);
        let mut packets = Vec::new();
        let mut used = 0;
        while let Some((packet, len)) = Packet::decode(&self.buffer[used..])? {
            packets.push(packet);
            used += len;
        }
        self.buffer.drain(..used);
        Ok(packets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(packet: Packet, bytes: &[u8]) {
        assert_eq!(packet.encode(), bytes, "{packet:?}");
        assert_eq!(
            Packet::decode(bytes),
            Ok(Some((packet, bytes.len()))),
            "{bytes:?}"
        );
        for cut in 0..bytes.len() {
            assert_eq!(Packet::decode(&bytes[..cut]), Ok(None), "cut at {cut}");
        }
    }

    #[test]
    fn connect_is_3_1_1_with_a_clean_session() {
        // §3.1: 0x10, length, "MQTT", level 4, flags 0x02, keep alive 60, client id "q1".
        let bytes = [
            0x10, 14, 0, 4, b'M', b'Q', b'T', b'T', 4, 2, 0, 60, 0, 2, b'q', b'1',
        ];
        let connect = Connect {
            client_id: "q1".into(),
            keep_alive: 60,
        };
        round_trip(Packet::Connect(connect), &bytes[..]);
    }

    #[test]
    fn connack_reads_its_code() {
        round_trip(
            Packet::ConnAck {
                session_present: false,
                code: 0,
            },
            &[0x20, 2, 0, 0],
        );
        round_trip(
            Packet::ConnAck {
                session_present: true,
                code: 5,
            },
            &[0x20, 2, 1, 5],
        );
    }

    #[test]
    fn publish_at_qos_0_and_1_with_retain() {
        let p = Publish {
            topic: "a/b".into(),
            payload: vec![1, 2, 3],
            qos: QoS::AtMostOnce,
            retain: false,
            dup: false,
            id: 0,
        };
        round_trip(
            Packet::Publish(p.clone()),
            &[0x30, 8, 0, 3, b'a', b'/', b'b', 1, 2, 3],
        );
        let retained = Publish {
            qos: QoS::AtLeastOnce,
            retain: true,
            id: 0x1234,
            ..p.clone()
        };
        round_trip(
            Packet::Publish(retained.clone()),
            &[0x33, 10, 0, 3, b'a', b'/', b'b', 0x12, 0x34, 1, 2, 3],
        );
        let again = Publish {
            dup: true,
            ..retained
        };
        round_trip(
            Packet::Publish(again),
            &[0x3b, 10, 0, 3, b'a', b'/', b'b', 0x12, 0x34, 1, 2, 3],
        );
        // An empty retained payload clears the topic's retained message (§3.3.1.3).
        let clear = Publish {
            payload: Vec::new(),
            retain: true,
            ..p
        };
        round_trip(Packet::Publish(clear), &[0x31, 5, 0, 3, b'a', b'/', b'b']);
    }

    #[test]
    fn publish_at_qos_2_or_3_is_refused() {
        assert_eq!(
            Packet::decode(&[0x34, 5, 0, 1, b'a', 0, 1]),
            Err(MqttError::Type(0x34))
        );
        assert_eq!(
            Packet::decode(&[0x36, 5, 0, 1, b'a', 0, 1]),
            Err(MqttError::Type(0x36))
        );
    }

    #[test]
    fn puback_subscribe_suback() {
        round_trip(Packet::PubAck(7), &[0x40, 2, 0, 7]);
        round_trip(
            Packet::Subscribe {
                id: 1,
                filters: vec![
                    ("t/i".into(), QoS::AtLeastOnce),
                    ("t/j".into(), QoS::AtMostOnce),
                ],
            },
            &[
                0x82, 14, 0, 1, 0, 3, b't', b'/', b'i', 1, 0, 3, b't', b'/', b'j', 0,
            ],
        );
        round_trip(
            Packet::SubAck {
                id: 1,
                codes: vec![1, 0x80],
            },
            &[0x90, 4, 0, 1, 1, 0x80],
        );
        // §3.8.1: SUBSCRIBE's reserved flags are 0010; 0000 is malformed.
        assert!(Packet::decode(&[0x80, 6, 0, 1, 0, 1, b't', 0]).is_err());
        assert!(Packet::decode(&[0x82, 2, 0, 1]).is_err());
    }

    #[test]
    fn ping_and_disconnect() {
        round_trip(Packet::PingReq, &[0xc0, 0]);
        round_trip(Packet::PingResp, &[0xd0, 0]);
        round_trip(Packet::Disconnect, &[0xe0, 0]);
        assert_eq!(Packet::decode(&[0xc1, 0]), Err(MqttError::Type(0xc1)));
        assert!(Packet::decode(&[0xc0, 1, 0]).is_err(), "bytes over");
    }

    #[test]
    fn remaining_length_takes_up_to_four_bytes() {
        // §2.2.3's table: the boundaries of one to four bytes.
        for (len, bytes) in [
            (0, vec![0x00]),
            (127, vec![0x7f]),
            (128, vec![0x80, 0x01]),
            (16_383, vec![0xff, 0x7f]),
            (16_384, vec![0x80, 0x80, 0x01]),
            (2_097_151, vec![0xff, 0xff, 0x7f]),
            (2_097_152, vec![0x80, 0x80, 0x80, 0x01]),
            (MAX_REMAINING, vec![0xff, 0xff, 0xff, 0x7f]),
        ] {
            let mut out = Vec::new();
            put_length(&mut out, len);
            assert_eq!(out, bytes, "{len}");
        }
        assert_eq!(
            Packet::decode(&[0x30, 0xff, 0xff, 0xff, 0xff, 0x01]),
            Err(MqttError::Length)
        );
        let payload = vec![7; 300];
        let p = Packet::Publish(Publish {
            topic: "t".into(),
            payload,
            qos: QoS::AtMostOnce,
            retain: true,
            dup: false,
            id: 0,
        });
        let bytes = p.encode();
        assert_eq!(&bytes[..3], &[0x31, 0xaf, 0x02]); // 303 = 0x2f + 2·128
        assert_eq!(Packet::decode(&bytes), Ok(Some((p, bytes.len()))));
    }

    #[test]
    fn strings_must_be_utf8_and_fit() {
        assert_eq!(
            Packet::decode(&[0x30, 4, 0, 2, 0xff, 0xfe]),
            Err(MqttError::Utf8)
        );
        assert!(Packet::decode(&[0x30, 3, 0, 5, b'a']).is_err());
    }

    #[test]
    fn a_reader_gathers_packets_across_frames() {
        let mut stream = Packet::ConnAck {
            session_present: false,
            code: 0,
        }
        .encode();
        stream.extend(Packet::PingResp.encode());
        stream.extend(Packet::PubAck(9).encode());
        let mut reader = Reader::default();
        let mut got = Vec::new();
        for piece in stream.chunks(3) {
            got.extend(reader.push(piece).unwrap());
        }
        assert_eq!(
            got,
            vec![
                Packet::ConnAck {
                    session_present: false,
                    code: 0
                },
                Packet::PingResp,
                Packet::PubAck(9)
            ]
        );
        assert!(
            reader.push(&[0xf0, 0]).is_err(),
            "AUTH is MQTT 5, not 3.1.1"
        );
    }
}

//! REMOTE.md's test vectors ("Test vectors"), each as a test.

use crate::games::AnyGame;
use crate::remote::values::{commit, seats_bit, topic, MatchId, OpenValue, Person, Secret};
use crate::remote::{throws, Chain, Link, SeatChoice};

fn values() -> (MatchId, Secret, OpenValue) {
    let id = MatchId(std::array::from_fn(|i| i as u8));
    let s = Secret(std::array::from_fn(|i| 0x20 + i as u8));
    let o = OpenValue(std::array::from_fn(|i| 0x40 + i as u8));
    (id, s, o)
}

#[test]
fn the_values_read_as_the_vectors_write_them() {
    let (id, s, o) = values();
    assert_eq!(id.to_text(), "AAECAwQFBgcICQoLDA0ODw");
    assert_eq!(s.to_text(), "ICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj8");
    assert_eq!(o.to_text(), "QEFCQ0RFRkdISUpLTE1OTw");
    assert_eq!(MatchId::from_text("AAECAwQFBgcICQoLDA0ODw"), Some(id));
    assert_eq!(Secret::from_text(&s.to_text()), Some(s));
    assert_eq!(OpenValue::from_text(&o.to_text()), Some(o));
    // A value of another length is no value.
    assert_eq!(MatchId::from_text(&s.to_text()), None);
}

#[test]
fn commitments() {
    let (id, s, _) = values();
    assert_eq!(
        commit(&id, Person::Inviter, 0, &s).to_text(),
        "7fUG9hhMr5OcEWqXsyU3ErExk7BrlLt4qQRS2YGmyjM"
    );
    assert_eq!(
        commit(&id, Person::Joiner, 1, &s).to_text(),
        "Oqzxxhb7hJKZP-Y4hAh7aho1c91zp6TrfV5Fh52wAxk"
    );
}

#[test]
fn the_seats_bit() {
    let (id, s, o) = values();
    assert!(seats_bit(&id, &s, &o), "the vector's bit is 1");
}

/// The throws for k = 0…11 from the vectors' values over a roll list of these weights, as
/// indices into it.
fn throws_over(weights: &[u32]) -> Vec<usize> {
    let (id, s, o) = values();
    (0..12)
        .map(|k| {
            throws::pick(throws::digest(&id, k, &s, &o), weights)
                .unwrap()
                .0
        })
        .collect()
}

#[test]
fn senet_throws() {
    let faces = [1, 2, 3, 4, 6];
    let thrown: Vec<u32> = throws_over(&[4, 6, 4, 1, 1])
        .into_iter()
        .map(|i| faces[i])
        .collect();
    assert_eq!(thrown, [6, 1, 1, 3, 3, 2, 1, 1, 4, 1, 1, 3]);
}

#[test]
fn die_throws() {
    assert_eq!(throws_over(&[1; 6]), [5, 3, 4, 1, 2, 3, 5, 3, 2, 4, 5, 5]);
}

#[test]
fn the_games_own_roll_lists_give_the_vectors_throws() {
    // Through `derive`, with each game's roll list where the throw is due.
    let (id, s, o) = values();
    for (start, expected) in [
        (
            "senet",
            [
                "d6", "d1", "d1", "d3", "d3", "d2", "d1", "d1", "d4", "d1", "d1", "d3",
            ],
        ),
        (
            "arsisesi-a",
            [
                "d6", "d4", "d5", "d2", "d3", "d4", "d6", "d4", "d3", "d5", "d6", "d6",
            ],
        ),
        (
            "zanstrekt",
            [
                "d5", "d3", "d4", "d1", "d2", "d3", "d5", "d3", "d2", "d4", "d5", "d5",
            ],
        ),
    ] {
        let game = AnyGame::new(start).unwrap();
        let thrown: Vec<String> = (0..12)
            .map(|k| throws::derive(&game, &id, k, &s, &o).unwrap().to_string())
            .collect();
        assert_eq!(thrown, expected, "{start}");
    }
    // No throw where none is due.
    let seesaw = AnyGame::new("seesaw").unwrap();
    assert_eq!(throws::derive(&seesaw, &id, 0, &s, &o), None);
}

#[test]
fn the_topic() {
    let (id, _, _) = values();
    assert_eq!(topic(&id), "NQtEwJOSfMVRmrYaAxTfi58eh-2EGQ6Cm3U5DlldMZ4");
}

#[test]
fn an_invite_with_the_vector_values_reads_and_round_trips() {
    let (id, s, o) = values();
    let text = format!(
        "https://example.com/quintet/?play=1.{}.i.0.0.{}.-.{}.random#senet",
        id.to_text(),
        commit(&id, Person::Inviter, 0, &s).to_text(),
        o.to_text()
    );
    let link = Link::parse(&text).unwrap();
    assert_eq!(link.to_url("https://example.com/quintet/"), text);
    let chain = Chain::<AnyGame>::open(&link).unwrap();
    assert_eq!(chain.choice(), SeatChoice::Random);
}

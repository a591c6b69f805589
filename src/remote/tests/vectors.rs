//! REMOTE.md's test vectors ("Test vectors"), each as a test.

use crate::core::Record;
use crate::games::AnyGame;
use crate::remote::sign;
use crate::remote::values::{
    commit, commit_v2, seats_bit, topic, MatchId, OpenValue, Person, Secret, SigningSeed,
};
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

/// Version 2's vectors (docs/remote.md, "Version 2"): the devices' seeds are bytes 0x60…0x7f
/// (the inviter) and 0x80…0x9f (the joiner).
fn seeds() -> (SigningSeed, SigningSeed) {
    (
        SigningSeed(std::array::from_fn(|i| 0x60 + i as u8)),
        SigningSeed(std::array::from_fn(|i| 0x80 + i as u8)),
    )
}

/// The version 2 invite of Senet with random seats, and the joiner's acceptance, from the
/// vectors' values (the same secret and open value for both, as in version 1's vectors).
fn signed_pair() -> (Link, Link) {
    let (id, s, o) = values();
    let (i, j) = seeds();
    let start = Record::<AnyGame>::from_id("senet").unwrap();
    let digest = sign::record_digest(start.start_text(), &start, 0);
    let mut invite = Link {
        version: 2,
        id,
        person: Person::Inviter,
        number: 0,
        count: 0,
        commit: commit_v2(&id, &sign::public(&i), 0, &s),
        reveal: None,
        open: o,
        seat: Some("random".into()),
        resign: false,
        fresh: Vec::new(),
        key: Some(sign::public(&i)),
        accepted: Vec::new(),
        sig: None,
        record: "senet".into(),
    };
    invite.sig = Some(sign::sign(
        &i,
        &sign::input(&sign::NO_PREV, &digest, &invite.signed_value()),
    ));
    let mut acceptance = Link {
        person: Person::Joiner,
        number: 1,
        commit: commit_v2(&id, &sign::public(&j), 1, &s),
        seat: None,
        key: Some(sign::public(&j)),
        sig: None,
        ..invite.clone()
    };
    acceptance.sig = Some(sign::sign(
        &j,
        &sign::input(&invite.sig.unwrap(), &digest, &acceptance.signed_value()),
    ));
    (invite, acceptance)
}

#[test]
fn version_2_keys_commitments_and_digests() {
    let (id, s, _) = values();
    let (i, j) = seeds();
    assert_eq!(
        sign::public(&i).to_text(),
        "F0VTtFbd38aQjsqxwQH-arIeK6oGF3lbfUOmNIKZP9U"
    );
    assert_eq!(
        sign::public(&j).to_text(),
        "zRSzf5VulTGU_3-3Oz2B3MVh1hp1OAlLfD4aZD7l86o"
    );
    assert_eq!(
        commit_v2(&id, &sign::public(&i), 0, &s).to_text(),
        "sE3PuOLaHZn-oxdqhAJOlA-9v07eE-jotwR8rqjEdqs"
    );
    let record = Record::<AnyGame>::parse("senet;d2,11-13").unwrap();
    assert_eq!(
        crate::core::base64url::encode(&sign::record_digest("senet", &record, 2)),
        "ztWMl9SbJf2H8qrUJDXyBiFYAk2YEAMxMlzSBAGwgvk"
    );
    // The digest is the plain record's SHA-256, whichever notation the link wrote.
    let compact = Record::<AnyGame>::parse(&record.to_compact()).unwrap();
    assert_eq!(
        sign::record_digest("senet", &compact, 2),
        crate::remote::values::sha256_of(b"senet;d2,11-13")
    );
}

#[test]
fn version_2_invite_and_acceptance() {
    let (invite, acceptance) = signed_pair();
    assert_eq!(invite.to_url("https://example.com/quintet/"), "https://example.com/quintet/?play=2.AAECAwQFBgcICQoLDA0ODw.i.0.0.sE3PuOLaHZn-oxdqhAJOlA-9v07eE-jotwR8rqjEdqs.-.QEFCQ0RFRkdISUpLTE1OTw.random.F0VTtFbd38aQjsqxwQH-arIeK6oGF3lbfUOmNIKZP9U.WIM4fJ-ada-LDBDRxZT8-Vf55ndH4U1T-D0jEHBg1T-uBGCQK1U5EA8jzTHxUFH2LXgh1Ul0lIPlGpOsTzOfAA#senet");
    assert_eq!(acceptance.to_url("https://example.com/quintet/"), "https://example.com/quintet/?play=2.AAECAwQFBgcICQoLDA0ODw.j.1.0.uxptHarOnPz30Xu0fbJFOlF9t9d1VQVp2VgprY4Ebr0.-.QEFCQ0RFRkdISUpLTE1OTw.zRSzf5VulTGU_3-3Oz2B3MVh1hp1OAlLfD4aZD7l86o.zAhtO9hOMuBYskTUSIRKB7nUT7iTTf-h0u-GahPHrvUe12E3rLW5eSmU4MXuqWgPoVnKAe_qkmh6jN_kup06BA#senet");
    let mut chain = Chain::<AnyGame>::open(&Link::parse(&invite.to_url("")).unwrap()).unwrap();
    chain
        .accept(&Link::parse(&acceptance.to_url("")).unwrap())
        .unwrap();
    assert_eq!(chain.version(), 2);
}

//! A device's memory as text: it reads back to the same device after every message, and a text
//! that is cut, changed or foreign is an error, never a panic.

use super::{two_seat_ids, Pair};
use crate::core::{Rng, Seat};
use crate::games::AnyGame;
use crate::remote::state::{FOOTER, HEADER};
use crate::remote::{Device, Refusal, SeatChoice, StateError};

#[test]
fn the_memory_reads_back_after_every_message() {
    for (n, id) in two_seat_ids().iter().enumerate() {
        let mut pair = Pair::new(id, SeatChoice::Random, n as u64);
        for _ in 0..12 {
            for device in [&pair.inviter, &pair.joiner] {
                let text = device.encode();
                assert!(text.starts_with(HEADER) && text.ends_with(FOOTER));
                assert_eq!(
                    Device::<AnyGame>::decode(&text).as_ref(),
                    Ok(device),
                    "{id}"
                );
            }
            if pair.inviter.chain().over() {
                break;
            }
            pair.step();
        }
    }
}

#[test]
fn the_summary_says_the_game_the_seat_and_whose_turn() {
    // The joiner is Black and throws first, but not in its acceptance: the inviter's message 2
    // gives it the open value to throw with.
    let mut pair = Pair::new("senet", SeatChoice::Seat(Seat::North), 3);
    let text = pair.joiner.encode();
    for line in [
        "game senet",
        "person j",
        "seat black",
        "turn theirs",
        "result -",
    ] {
        assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
    }
    let sent = pair.joiner.sent().unwrap().suffix();
    assert!(text.contains(&format!("\nsent {sent}\n")));
    let text = pair.inviter.encode();
    assert!(text.contains("\nseat white\n") && text.contains("\nturn mine\n"));
    pair.step();
    assert!(pair.joiner.encode().contains("\nturn mine\n"));
    assert_eq!(pair.links[2].count, 0);
}

#[test]
fn faults_are_named() {
    let mut pair = Pair::new("seesaw", SeatChoice::Seat(Seat::South), 5);
    pair.step();
    let text = pair.inviter.encode();
    let decode = |t: &str| Device::<AnyGame>::decode(t).map(|_| ());
    assert_eq!(decode(&text[..text.len() - 1]), Err(StateError::Format));
    assert_eq!(
        decode(&text.replacen("quintet remote game 1", "quintet remote game 2", 1)),
        Err(StateError::Format)
    );
    assert_eq!(
        decode(&text.replace("\nperson i\n", "\nperson x\n")),
        Err(StateError::Field("person"))
    );
    assert_eq!(
        decode(&text.replace("\nperson i\n", "\n")),
        Err(StateError::Field("person"))
    );
    // The joiner's person with the inviter's secret.
    assert_eq!(
        decode(&text.replace("\nperson i\n", "\nperson j\n")),
        Err(StateError::Secret)
    );
    let no_messages: String = text
        .lines()
        .filter(|l| !l.starts_with("message "))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(decode(&no_messages), Err(StateError::NoMessages));
    // A message changed after the fact.
    let lines: Vec<&str> = text.lines().collect();
    let third = lines
        .iter()
        .position(|l| l.starts_with("message "))
        .unwrap()
        + 2;
    let mut tampered = lines.clone();
    let changed = lines[third].replace(
        &pair.links[2].reveal.unwrap().to_text(),
        &crate::remote::values::Secret([0; 32]).to_text(),
    );
    tampered[third] = &changed;
    assert_eq!(
        decode(&tampered.join("\n")),
        Err(StateError::Message {
            number: 2,
            refusal: Box::new(Refusal::BadReveal)
        })
    );
}

#[test]
fn cut_and_changed_memories_never_panic() {
    let mut pair = Pair::new("zanstrekt", SeatChoice::Random, 9);
    for _ in 0..6 {
        pair.step();
    }
    let text = pair.joiner.encode();
    for cut in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        let _ = Device::<AnyGame>::decode(&text[..cut]);
        let _ = Device::<AnyGame>::decode(&format!("{}{FOOTER}", &text[..cut]));
    }
    let mut rng = Rng::with_seed(1);
    let bytes = text.as_bytes();
    for _ in 0..2000 {
        let mut changed = bytes.to_vec();
        for _ in 0..1 + rng.usize(0..4) {
            let at = rng.usize(0..changed.len());
            changed[at] = b" .-_:#?=;,~019aijdz\n"[rng.usize(0..20)];
        }
        if let Ok(changed) = String::from_utf8(changed) {
            let _ = Device::<AnyGame>::decode(&changed);
        }
    }
}

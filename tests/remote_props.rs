//! Property tests of games by link (src/remote/): from random seeds, two simulated devices play a
//! game of a random two-seat id and seating by passing links (read back from their text, as they
//! travel), with random decisions; both copies stay equal, each device's memory reads back, a
//! message refused by one device leaves it unchanged, and a third party verifies the links. The
//! same for Arcēs for three and four among as many devices, each receiving every message.
//! Under version 2 (signed, as every new game is), a message changed on the way in any field or
//! in its record is refused with the receiver unchanged. `PROPTEST_CASES=N` sets the cases
//! (default 16).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use quintet::core::{pick_index, Game, Record, Rng, ToAct, Token};
use quintet::games::{AnyGame, GAME_IDS};
use quintet::remote::{verify, Device, Link, Person, SeatChoice, SeededEntropy};

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(16);
    ProptestConfig::with_cases(cases)
}

/// The record `device` reaches by playing its turn with random decisions.
fn turn(device: &Device<AnyGame>, rng: &mut Rng) -> Record<AnyGame> {
    let mut record = device.chain().record().clone();
    while device.plays_next(&record) {
        let game = record.position().clone();
        let token = match game.to_act() {
            ToAct::Chance => Token::Roll(device.throw(&game, record.tokens().len()).unwrap()),
            _ => {
                let mut actions = Vec::new();
                game.legal_actions(&mut actions);
                Token::Action(actions[pick_index(actions.len(), rng)])
            }
        };
        record.push(token).unwrap();
    }
    record
}

/// `link`'s text with one character of one field (or of its record) changed to another
/// base64url character, as someone on the way could; `None` if it came out the same.
fn tamper(link: &Link, rng: &mut Rng) -> Option<String> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let value = link.play_value();
    let mut parts: Vec<String> = value.split('.').map(String::from).collect();
    parts.push(link.record.clone());
    let field = pick_index(parts.len(), rng);
    let mut chars: Vec<char> = parts[field].chars().collect();
    if chars.is_empty() {
        return None;
    }
    let at = pick_index(chars.len(), rng);
    chars[at] = char::from(ALPHABET[pick_index(ALPHABET.len(), rng)]);
    let changed: String = chars.into_iter().collect();
    if changed == parts[field] {
        return None;
    }
    parts[field] = changed;
    let record = parts.pop()?;
    Some(format!("?play={}#{record}", parts.join(".")))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn two_devices_agree_on_every_message(id in 0..GAME_IDS.len(), seat in 0..3usize, seed in any::<u64>(), messages in 2..60usize) {
        // A game of another number of seats is the next id's (Arcēs for 3 and 4: Arcēs).
        let id = GAME_IDS[id];
        let start = match Record::<AnyGame>::from_id(id).unwrap() {
            r if r.start().seats().len() == 2 => r,
            _ => Record::<AnyGame>::from_id("arces").unwrap(),
        };
        let choice = match start.start().seats().get(seat.wrapping_sub(1)) {
            Some(&s) => SeatChoice::Seat(s),
            None => SeatChoice::Random,
        };
        let mut entropy = SeededEntropy::new(seed);
        let mut rng = Rng::with_seed(seed);
        let (mut inviter, invite) = Device::invite(&start, choice, 2, &mut entropy, 0).unwrap();
        let mut joiner = Device::join(&invite, 0).unwrap();
        let mut links = vec![invite.to_url("https://q.example/")];
        for n in 1..messages {
            if inviter.chain().over() {
                break;
            }
            let (sender, receiver) = if inviter.my_turn() {
                (&mut inviter, &mut joiner)
            } else {
                (&mut joiner, &mut inviter)
            };
            let record = turn(sender, &mut rng);
            let link = sender.compose(&record, &mut entropy, n as u64).unwrap();
            let text = link.to_url("https://q.example/");
            let travelled = Link::parse(&text).unwrap();
            let before = receiver.clone();
            // Changed on the way by anyone but its sender, in any field or in its record:
            // refused on arrival (version 2), nothing changed.
            if let Some(changed) = tamper(&link, &mut rng) {
                if let Ok(parsed) = Link::parse(&changed) {
                    let mut copy = receiver.clone();
                    match copy.receive(&parsed, 0) {
                        Err(_) => prop_assert_eq!(&copy, &before),
                        // Only the same message written otherwise gets in.
                        Ok(_) => prop_assert_eq!(parsed.play_value(), travelled.play_value()),
                    }
                }
            }
            // The sender's own link again, at either device: refused, nothing changed.
            if n > 1 {
                let earlier = Link::parse(&links[n - 1]).unwrap();
                prop_assert!(receiver.receive(&earlier, 0).is_err());
                prop_assert_eq!(&*receiver, &before);
            }
            receiver.receive(&travelled, n as u64).unwrap();
            prop_assert_eq!(inviter.chain(), joiner.chain());
            links.push(text);
        }
        for device in [&inviter, &joiner] {
            let read = Device::<AnyGame>::decode(&device.encode());
            prop_assert_eq!(read.as_ref(), Ok(device));
        }
        let refs: Vec<&str> = links.iter().map(String::as_str).collect();
        prop_assert_eq!(&verify::<AnyGame>(&refs).unwrap(), inviter.chain());
    }

    #[test]
    fn every_device_of_a_group_agrees_on_every_message(four in any::<bool>(), seat in 0..5usize, seed in any::<u64>(), messages in 4..80usize) {
        let id = if four { "arces-4" } else { "arces-3" };
        let start = Record::<AnyGame>::from_id(id).unwrap();
        let choice = match start.start().seats().get(seat.wrapping_sub(1)) {
            Some(&s) => SeatChoice::Seat(s),
            None => SeatChoice::Random,
        };
        let mut entropy = SeededEntropy::new(seed);
        let mut rng = Rng::with_seed(seed);
        let (inviter, invite) = Device::invite(&start, choice, 2, &mut entropy, 0).unwrap();
        let persons = inviter.chain().persons();
        let mut devices = vec![inviter];
        let mut links = vec![invite.to_url("https://q.example/")];
        for n in 1..messages {
            if devices[0].chain().over() {
                break;
            }
            // The next to join opens the invitation and the acceptances so far.
            if n < persons {
                let mut joiner = Device::join(&invite, 0).unwrap();
                for text in &links[1..] {
                    joiner.receive(&Link::parse(text).unwrap(), 0).unwrap();
                }
                devices.push(joiner);
            }
            let senders: Vec<usize> = (0..devices.len()).filter(|&d| devices[d].my_turn()).collect();
            prop_assert_eq!(senders.len(), 1);
            let from = senders[0];
            let record = turn(&devices[from], &mut rng);
            let link = devices[from].compose(&record, &mut entropy, n as u64).unwrap();
            let text = link.to_url("https://q.example/");
            for (d, device) in devices.iter_mut().enumerate() {
                if d == from {
                    continue;
                }
                let before = device.clone();
                if let Some(changed) = tamper(&link, &mut rng) {
                    if let Ok(parsed) = Link::parse(&changed) {
                        let mut copy = device.clone();
                        if copy.receive(&parsed, 0).is_ok() {
                            prop_assert_eq!(parsed.play_value(), link.play_value());
                        } else {
                            prop_assert_eq!(&copy, &before);
                        }
                    }
                }
                // The message under another person's letter: refused, nothing changed.
                let mut forged = Link::parse(&text).unwrap();
                forged.person = Person::ALL[(forged.person.index() + 1) % persons];
                prop_assert!(device.receive(&forged, 0).is_err());
                // An earlier message again: refused, nothing changed.
                prop_assert!(device.receive(&Link::parse(&links[n - 1]).unwrap(), 0).is_err());
                prop_assert_eq!(&*device, &before);
                device.receive(&Link::parse(&text).unwrap(), n as u64).unwrap();
            }
            links.push(text);
            for device in &devices[1..] {
                prop_assert_eq!(device.chain(), devices[0].chain());
            }
        }
        for device in &devices {
            let read = Device::<AnyGame>::decode(&device.encode());
            prop_assert_eq!(read.as_ref(), Ok(device));
        }
        let refs: Vec<&str> = links.iter().map(String::as_str).collect();
        prop_assert_eq!(&verify::<AnyGame>(&refs).unwrap(), devices[0].chain());
    }
}

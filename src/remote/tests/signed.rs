//! Version 2 (docs/remote.md, "Version 2"): whole signed games of every two-seat id, the issue's
//! edited link refused on arrival with the receiver unchanged, a change to any field refused,
//! version 1 and 2 kept apart, and Arcēs for three and four joined by acceptances in any order.

use super::{turn, two_seat_ids, Pair};
use crate::core::{Game, Record, Rng, Seat, Token};
use crate::games::AnyGame;
use crate::remote::{verify, Device, Link, Person, Refusal, SeatChoice, SeededEntropy};

/// `link` as it travels: written as a URL and read back.
fn travel(link: &Link) -> Link {
    let read = Link::parse(&link.to_url("https://q.example/")).unwrap();
    assert_eq!(&read, link);
    read
}

/// `receiver` refuses `link` for `why`, and its copy stays as it was.
fn refused(receiver: &mut Device<AnyGame>, link: &Link, why: Refusal) {
    let before = receiver.clone();
    assert_eq!(receiver.receive(link, 99), Err(why));
    assert_eq!(*receiver, before, "a refusal changes nothing");
}

#[test]
fn whole_signed_games_of_every_two_seat_id_agree_verify_and_read_back() {
    for (n, id) in two_seat_ids().iter().enumerate() {
        for (c, choice) in [SeatChoice::Random, SeatChoice::Seat(Seat::South)]
            .into_iter()
            .enumerate()
        {
            let mut pair = Pair::of_version(id, choice, (n * 10 + c) as u64, 2);
            pair.finish(20_000);
            assert!(pair.inviter.chain().over(), "{id}");
            assert_eq!(pair.inviter.chain(), pair.joiner.chain());
            assert_eq!(pair.inviter.chain().version(), 2);
            let texts: Vec<String> = pair
                .links
                .iter()
                .map(|l| l.to_url("https://q.example/"))
                .collect();
            assert!(texts.iter().all(|t| t.contains("?play=2.")));
            let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
            assert_eq!(&verify::<AnyGame>(&refs).unwrap(), pair.inviter.chain());
            for device in [&pair.inviter, &pair.joiner] {
                assert_eq!(
                    Device::<AnyGame>::decode(&device.encode()).as_ref(),
                    Ok(device)
                );
            }
        }
    }
}

/// A Senet game under `version` up to a message whose turn ends with a throw and a move that
/// another legal move after the same throw could replace and still end the turn (the issue's
/// `d2,8-10` and `d2,9-11`): the game, the device that has not received it yet (the receiver as
/// it was), the message, and the message with the other move.
fn edited(version: u8, seed: u64) -> (Pair, Device<AnyGame>, Link, Link) {
    let mut pair = Pair::of_version("senet", SeatChoice::Seat(Seat::South), seed, version);
    loop {
        assert!(!pair.inviter.chain().over(), "no such message in the game");
        let link = pair.step();
        let sender = if link.person == Person::Inviter {
            &pair.inviter
        } else {
            &pair.joiner
        };
        let chain = sender.chain();
        let from = chain.messages()[chain.messages().len() - 2].count;
        let tokens = chain.record().tokens().to_vec();
        let n = tokens.len();
        if n < from + 2
            || !matches!(tokens[n - 2], Token::Roll(_))
            || !matches!(tokens[n - 1], Token::Action(_))
        {
            continue;
        }
        let mut record = chain.record().clone();
        record.truncate(n - 1);
        let mut actions = Vec::new();
        record.position().legal_actions(&mut actions);
        for other in actions {
            if Token::Action(other) == tokens[n - 1] {
                continue;
            }
            let mut changed_record = record.clone();
            changed_record.push(Token::Action(other)).unwrap();
            let ends = crate::remote::owner(changed_record.position()) != sender.seat();
            if ends {
                let changed = Link {
                    record: changed_record.to_string(),
                    ..link.clone()
                };
                let receiver = if link.person == Person::Inviter {
                    &pair.joiner
                } else {
                    &pair.inviter
                };
                let before = super::rewind(receiver, pair.links.len() - 1);
                return (pair, before, link, changed);
            }
        }
    }
}

#[test]
fn the_issues_edited_link_is_refused_on_arrival_with_the_game_untouched() {
    let mut v1_accepted = 0;
    for seed in 0..6 {
        let (pair, mut receiver, original, changed) = edited(2, seed);
        let before = receiver.clone();
        assert_eq!(
            receiver.receive(&travel(&changed), 9),
            Err(Refusal::Altered)
        );
        assert_eq!(receiver, before, "refused with the saved game untouched");
        // The original still arrives.
        receiver.receive(&travel(&original), 9).unwrap();
        assert_eq!(receiver.chain(), pair.inviter.chain());
        // Version 1 cannot tell: the same change is accepted (the limit version 2 removes).
        let (_, mut receiver1, _, changed1) = edited(1, seed);
        if receiver1.receive(&travel(&changed1), 9).is_ok() {
            v1_accepted += 1;
        }
    }
    assert!(v1_accepted > 0, "version 1 accepts such a change");
}

#[test]
fn a_change_to_any_field_is_refused_with_nothing_changed() {
    let mut pair = Pair::of_version("senet", SeatChoice::Random, 7, 2);
    for _ in 0..6 {
        pair.step();
    }
    let link = pair.step();
    let to = if link.person == Person::Inviter {
        &pair.joiner
    } else {
        &pair.inviter
    };
    let receiver = super::rewind(to, pair.links.len() - 1);
    let value = link.play_value();
    let record = &link.record;
    let fields: Vec<&str> = value.split('.').collect();
    let mut tried = 0;
    let mut receiver = receiver;
    for i in 0..fields.len() {
        let mut f: Vec<String> = fields.iter().map(|s| s.to_string()).collect();
        // One character changed, in the middle of the field.
        let chars: Vec<char> = f[i].chars().collect();
        let at = chars.len() / 2;
        let swap = match chars[at] {
            'A' => 'B',
            '0' => '1',
            '1' => '2',
            _ => 'A',
        };
        f[i] = chars
            .iter()
            .enumerate()
            .map(|(j, &c)| if j == at { swap } else { c })
            .collect();
        let changed = format!("?play={}#{record}", f.join("."));
        let before = receiver.clone();
        if let Ok(parsed) = Link::parse(&changed) {
            assert!(
                receiver.receive(&parsed, 9).is_err(),
                "field {i}: {changed}"
            );
            tried += 1;
        }
        assert_eq!(receiver, before);
    }
    assert!(tried >= 6, "{tried}");
    // The record written in the other notation (plain for compact) is the same message.
    let plain = Link {
        record: pair.inviter.chain().record().to_string(),
        ..link.clone()
    };
    let mut copy = receiver.clone();
    assert!(
        copy.receive(&plain, 9).is_ok(),
        "the record in another notation"
    );
}

#[test]
fn versions_are_kept_apart() {
    let pair = Pair::of_version("seesaw", SeatChoice::Seat(Seat::South), 3, 2);
    let mut v1 = pair.links[1].clone();
    v1.version = 1;
    v1.key = None;
    v1.sig = None;
    let mut inviter = super::rewind(&pair.inviter, 1);
    refused(&mut inviter, &v1, Refusal::OtherVersion);
    // A version 1 game goes on as version 1.
    let pair = Pair::of_version("seesaw", SeatChoice::Seat(Seat::South), 3, 1);
    assert_eq!(pair.inviter.chain().version(), 1);
    assert!(pair.links.iter().all(|l| l.sig.is_none() && l.version == 1));
}

/// A game of `id` (arces-3 or arces-4) under version 2: every joiner accepts from the invite
/// alone, the acceptances reach the inviter in the order `order` (a permutation of the
/// joiners), and the inviter's starting message goes to everyone.
fn group(
    id: &str,
    choice: SeatChoice,
    seed: u64,
    order: &[usize],
) -> (Vec<Device<AnyGame>>, Vec<Link>, SeededEntropy) {
    let mut entropy = SeededEntropy::new(seed);
    let start = Record::<AnyGame>::from_id(id).unwrap();
    let (inviter, invite) = Device::invite(&start, choice, 2, &mut entropy, 1).unwrap();
    let persons = inviter.chain().persons();
    let mut devices = vec![inviter];
    let mut acceptances = Vec::new();
    // At the same time: each joiner has seen nothing but the invite.
    for _ in 1..persons {
        let mut joiner = Device::join(&travel(&invite), 1).unwrap();
        assert!(joiner.my_turn() && !joiner.joined());
        assert_eq!(
            joiner.seat(),
            None,
            "a joiner's seat is fixed when the game starts"
        );
        let record = joiner.chain().record().clone();
        let link = joiner.compose(&record, &mut entropy, 2).unwrap();
        assert_eq!(
            (link.number, link.person, link.count),
            (1, Person::Joiner, 0)
        );
        assert!(joiner.joined() && !joiner.my_turn());
        assert_eq!(
            Device::<AnyGame>::decode(&joiner.encode()).as_ref(),
            Ok(&joiner)
        );
        acceptances.push(link);
        devices.push(joiner);
    }
    let mut links = vec![invite];
    for &j in order {
        assert!(!devices[0].my_turn());
        devices[0].receive(&travel(&acceptances[j]), 3).unwrap();
        // The same acceptance twice changes nothing.
        refused(
            &mut devices[0],
            &acceptances[j],
            Refusal::Earlier {
                number: 1,
                latest: 1,
            },
        );
        assert_eq!(
            Device::<AnyGame>::decode(&devices[0].encode()).as_ref(),
            Ok(&devices[0])
        );
        links.push(acceptances[j].clone());
    }
    assert!(devices[0].my_turn(), "everyone is in: the inviter starts");
    (devices, links, entropy)
}

#[test]
fn acceptances_at_the_same_time_in_any_order_seat_everyone() {
    for (id, orders) in [
        ("arces-3", vec![vec![0, 1], vec![1, 0]]),
        ("arces-4", vec![vec![0, 1, 2], vec![2, 0, 1], vec![1, 2, 0]]),
    ] {
        for (o, order) in orders.iter().enumerate() {
            for choice in [SeatChoice::Random, SeatChoice::Seat(Seat::North)] {
                let seed = 40 + o as u64;
                let (mut devices, mut links, mut entropy) = group(id, choice, seed, order);
                let mut rng = Rng::with_seed(seed);
                let mut seats = Vec::new();
                for _ in 0..400 {
                    if devices[0].chain().over() {
                        break;
                    }
                    let senders: Vec<usize> = (0..devices.len())
                        .filter(|&d| devices[d].my_turn())
                        .collect();
                    assert_eq!(senders.len(), 1, "{id}: one device sends");
                    let from = senders[0];
                    let record = turn(&devices[from], &mut rng);
                    let link = devices[from].compose(&record, &mut entropy, 4).unwrap();
                    for (d, device) in devices.iter_mut().enumerate() {
                        if d != from {
                            device.receive(&travel(&link), 5).unwrap();
                        }
                    }
                    links.push(link);
                    if seats.is_empty() {
                        seats = devices.iter().map(|d| d.seat().unwrap()).collect();
                        let persons: Vec<Person> = devices.iter().map(|d| d.person()).collect();
                        let mut sorted = persons.clone();
                        sorted.sort_by_key(|p| p.index());
                        sorted.dedup();
                        assert_eq!(sorted.len(), devices.len(), "{id}: {persons:?}");
                        if let SeatChoice::Seat(seat) = choice {
                            assert_eq!(seats[0], seat);
                        }
                    }
                    for device in &devices[1..] {
                        assert_eq!(device.chain(), devices[0].chain());
                    }
                }
                let mut distinct = seats.clone();
                distinct.sort_by_key(|s| s.index());
                distinct.dedup();
                assert_eq!(distinct.len(), devices.len(), "{id}: everyone seated");
                for device in &devices {
                    assert_eq!(
                        Device::<AnyGame>::decode(&device.encode()).as_ref(),
                        Ok(device)
                    );
                }
                let texts: Vec<String> = links.iter().map(|l| l.to_url("https://q/")).collect();
                let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
                assert_eq!(
                    &verify::<AnyGame>(&refs).unwrap(),
                    devices[0].chain(),
                    "{id}"
                );
            }
        }
    }
}

#[test]
fn a_late_friend_is_told_the_game_is_full_and_only_watches() {
    let (mut devices, links, mut entropy) = group("arces-3", SeatChoice::Random, 5, &[1, 0]);
    // A third friend who opened only the invitation accepts too, after the others.
    let mut late = Device::join(&travel(&links[0]), 1).unwrap();
    let record = late.chain().record().clone();
    let acceptance = late.compose(&record, &mut entropy, 2).unwrap();
    refused(
        &mut devices[0],
        &acceptance,
        Refusal::GroupFull { players: 3 },
    );
    // The inviter starts; the late device, given the starting message, only watches.
    let record = turn(&devices[0], &mut Rng::with_seed(1));
    let start = devices[0].compose(&record, &mut entropy, 3).unwrap();
    late.receive(&travel(&start), 4).unwrap();
    assert!(late.full() && !late.joined() && !late.my_turn());
    assert_eq!(late.seat(), None, "a device that only watches is no player");
    assert_eq!(
        Device::<AnyGame>::decode(&late.encode()).as_ref(),
        Ok(&late)
    );
    // After the start, an acceptance is too late.
    refused(
        &mut devices[0],
        &acceptance,
        Refusal::GroupFull { players: 3 },
    );
    // A device that opened the invite and the two acceptances knows before it accepts.
    let mut third = Device::<AnyGame>::join(&travel(&links[0]), 1).unwrap();
    third.receive(&travel(&links[1]), 2).unwrap();
    third.receive(&travel(&links[2]), 2).unwrap();
    assert!(third.full() && !third.my_turn());
}

#[test]
fn a_resignation_that_crossed_a_move_is_taken_by_its_mover() {
    // The inviter resigns before it has the joiner's message 3: its resignation (message 4)
    // follows its own message 2, and reaches the joiner before or after the joiner sends 3.
    let mut pair = Pair::of_version("seesaw", SeatChoice::Random, 3, 2);
    pair.step();
    let mut entropy = crate::remote::SeededEntropy::new(1);
    let early = pair.inviter.clone().resign(&mut entropy, 7).unwrap();
    assert_eq!(early.number, 4);
    let mut before = pair.joiner.clone();
    before.receive(&early, 8).unwrap();
    assert!(before.chain().over());
    pair.step();
    let mut after = pair.joiner.clone();
    after.receive(&early, 9).unwrap();
    assert!(after.chain().over());
    // Its value changed on the way is still found out.
    let mut forged = early.clone();
    forged.count = 0;
    forged.record = pair.joiner.chain().record().start_text().to_string();
    assert!(matches!(
        pair.joiner.clone().receive(&forged, 9),
        Err(Refusal::Altered)
    ));
}

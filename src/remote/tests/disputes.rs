//! When two copies differ anyway (docs/remote.md, "When two copies differ"): both devices say
//! at which turn and what each holds, the device whose turn it was sends its link of it again,
//! the other takes it, and the game goes on to its end.

use super::{rewind, turn, Pair};
use crate::core::{Game, Seat, Token};
use crate::games::AnyGame;
use crate::remote::{Device, Link, Refusal, SeatChoice};

/// `link` as it travels.
fn travel(link: &Link) -> Link {
    Link::parse(&link.to_url("https://q.example/")).unwrap()
}

/// The latest message of `pair` made again by its sender with another last move (a throw and a
/// move; another legal move after the same throw that also ends the turn), if there is one.
fn other_version(pair: &Pair, link: &Link) -> Option<Link> {
    let sender = if link.person == crate::remote::Person::Inviter {
        &pair.inviter
    } else {
        &pair.joiner
    };
    let record = sender.chain().record();
    let n = record.tokens().len();
    let from = sender.chain().messages().iter().rev().nth(1)?.count;
    if n < from + 2 || !matches!(record.tokens()[n - 1], Token::Action(_)) {
        return None;
    }
    let mut base = record.clone();
    base.truncate(n - 1);
    let mut actions = Vec::new();
    base.position().legal_actions(&mut actions);
    actions.into_iter().find_map(|a| {
        let mut other = base.clone();
        other.push(Token::Action(a)).ok()?;
        let ends = crate::remote::owner(other.position()) != sender.seat();
        (Token::Action(a) != record.tokens()[n - 1] && ends).then(|| Link {
            record: other.to_string(),
            ..link.clone()
        })
    })
}

#[test]
fn a_version_1_link_changed_on_the_way_is_mended_and_the_game_goes_on() {
    for seed in 0..4 {
        let mut pair = Pair::new("senet", SeatChoice::Seat(Seat::South), seed);
        // A message with a move that another could replace: sent, and changed on the way.
        let (original, changed) = loop {
            let link = pair.step();
            if let Some(changed) = other_version(&pair, &link) {
                break (link, changed);
            }
        };
        let (mut sender, mut receiver) = if original.person == crate::remote::Person::Inviter {
            (
                pair.inviter.clone(),
                rewind(&pair.joiner, pair.links.len() - 1),
            )
        } else {
            (
                pair.joiner.clone(),
                rewind(&pair.inviter, pair.links.len() - 1),
            )
        };
        // Version 1 cannot tell: the receiver takes the changed move and answers.
        if receiver.receive(&travel(&changed), 5).is_err() {
            continue;
        }
        let mut rng = crate::core::Rng::with_seed(seed);
        let mut entropy = crate::remote::SeededEntropy::new(seed);
        let record = turn(&receiver, &mut rng);
        let answer = receiver.compose(&record, &mut entropy, 6).unwrap();
        let before = sender.clone();
        let refused = sender.receive(&travel(&answer), 7).unwrap_err();
        assert!(matches!(refused, Refusal::Rewritten { .. }), "{refused:?}");
        assert_eq!(sender, before);
        // The sender's device says where, and that the turn was its own.
        let dispute = sender.dispute(&answer).unwrap();
        assert!(dispute.mine && !dispute.takes);
        assert_eq!(dispute.number, original.number);
        assert_ne!(dispute.ours, dispute.theirs);
        // It sends its link of that turn again; the receiver's device says where, and takes it.
        let again = sender.message_link(original.number).unwrap();
        assert_eq!(again.play_value(), original.play_value());
        let refused = receiver.receive(&travel(&again), 8).unwrap_err();
        assert_eq!(
            refused,
            Refusal::Conflict {
                number: original.number
            }
        );
        let dispute = receiver.dispute(&again).unwrap();
        assert!(!dispute.mine && dispute.takes);
        assert_eq!((dispute.ours.clone(), dispute.theirs.clone()), {
            let d = sender.dispute(&answer).unwrap();
            (d.theirs, d.ours)
        });
        receiver.take_version(&travel(&again), 9).unwrap();
        assert_eq!(receiver.chain(), sender.chain());
        assert!(receiver.my_turn());
        assert_eq!(
            Device::<AnyGame>::decode(&receiver.encode()).as_ref(),
            Ok(&receiver)
        );
        // The game goes on to its end.
        let mut devices = [sender, receiver];
        for _ in 0..2_000 {
            if devices[0].chain().over() {
                break;
            }
            let from = usize::from(!devices[0].my_turn());
            let record = turn(&devices[from], &mut rng);
            let link = devices[from].compose(&record, &mut entropy, 10).unwrap();
            devices[1 - from].receive(&travel(&link), 10).unwrap();
        }
        assert!(devices[0].chain().over());
        assert_eq!(devices[0].chain(), devices[1].chain());
        return;
    }
    panic!("no seed gave a changed link that version 1 accepts");
}

#[test]
fn two_versions_of_one_signed_turn_the_other_takes_the_later() {
    // One person's two browsers both move (version 2): the friend's device finds the second
    // version a contradiction, says so, and can take it.
    let mut pair = Pair::of_version("seesaw", SeatChoice::Seat(Seat::South), 11, 2);
    for _ in 0..3 {
        pair.step();
    }
    let mut rng = crate::core::Rng::with_seed(5);
    let mut entropy = crate::remote::SeededEntropy::new(5);
    let (first, second) = pair.sides();
    let mut other_browser = first.clone();
    let record = turn(first, &mut rng);
    let link = first.compose(&record, &mut entropy, 3).unwrap();
    second.receive(&travel(&link), 3).unwrap();
    let record = turn(second, &mut rng);
    let answer = second.compose(&record, &mut entropy, 4).unwrap();
    // The other browser moves too, another way.
    let mut record = turn(&other_browser, &mut rng);
    for seed in 6..40 {
        if record.tokens() != pair_tokens(&link) {
            break;
        }
        record = turn(&other_browser, &mut crate::core::Rng::with_seed(seed));
    }
    let fork = other_browser.compose(&record, &mut entropy, 5).unwrap();
    let before = second.clone();
    let refused = second.receive(&travel(&fork), 6).unwrap_err();
    assert_eq!(
        refused,
        Refusal::Conflict {
            number: fork.number
        }
    );
    assert_eq!(*second, before);
    let dispute = second.dispute(&fork).unwrap();
    assert!(dispute.takes && !dispute.mine);
    second.take_version(&travel(&fork), 7).unwrap();
    assert_eq!(second.chain(), other_browser.chain());
    // And the other browser, given the friend's first answer, says the turn was its own.
    let mine = other_browser.dispute(&answer).unwrap();
    assert!(mine.mine && !mine.takes);
}

/// The tokens a link's record holds.
fn pair_tokens(link: &Link) -> Vec<Token<AnyGame>> {
    crate::core::Record::<AnyGame>::parse(&link.record)
        .unwrap()
        .tokens()
        .to_vec()
}

//! Every refusal, each from a message as a careless or dishonest sender could make it, and the
//! receiver's copy unchanged after it.

use super::{rewind, turn, Pair};
use crate::core::{Game, Record, Seat, ToAct, Token};
use crate::games::AnyGame;
use crate::remote::link::{Field, LinkError};
use crate::remote::values::{Commitment, OpenValue, Secret};
use crate::remote::{verify, Chain, Device, Link, Refusal, SeatChoice};

/// A message as `sender` could make it next, with `record` and a valid reveal.
fn forged(sender: &Device<AnyGame>, record: &Record<AnyGame>) -> Link {
    let number = sender.chain.next_number();
    Link {
        version: 1,
        id: sender.id(),
        person: sender.person,
        number,
        count: record.tokens().len(),
        commit: Commitment([7; 32]),
        reveal: if number >= 2 { sender.secret } else { None },
        open: OpenValue([9; 16]),
        seat: None,
        resign: false,
        fresh: Vec::new(),
        key: None,
        accepted: Vec::new(),
        sig: None,
        record: record.to_string(),
    }
}

/// `receiver` refuses `link` for `why`, and its copy stays as it was.
fn refused(receiver: &mut Device<AnyGame>, link: &Link, why: Refusal) {
    let before = receiver.clone();
    assert_eq!(receiver.receive(link, 99), Err(why));
    assert_eq!(*receiver, before, "a refusal changes nothing");
}

/// Seesaw with the inviter South: message 0 carries nothing, message 1 nothing (the inviter
/// moves first), message 2 the inviter's first move.
fn seesaw() -> Pair {
    Pair::new("seesaw", SeatChoice::Seat(Seat::South), 1)
}

/// Senet with the inviter Black (South, who throws first): messages 0 and 1 carry nothing.
fn senet() -> Pair {
    Pair::new("senet", SeatChoice::Seat(Seat::South), 2)
}

#[test]
fn a_malformed_play_field() {
    let pair = seesaw();
    // An address without dots, so that the fields count from the query.
    let good = pair.links[1].to_url("http://localhost/");
    let (query, record) = good.split_once('#').unwrap();
    let fields: Vec<&str> = query.split('.').collect();
    let with = |i: usize, value: &str| {
        let mut f = fields.clone();
        f[i] = value;
        format!("{}#{record}", f.join("."))
    };
    for (text, error) in [
        (format!("http://localhost/#{record}"), LinkError::NoPlay),
        (format!("{query}#"), LinkError::NoRecord),
        (query.to_string(), LinkError::NoRecord),
        (
            format!("{}#{record}", fields[..5].join(".")),
            LinkError::TooFewFields { found: 5 },
        ),
        (
            format!("{}#{record}", fields[..7].join(".")),
            LinkError::TooFewFields { found: 7 },
        ),
        (good.replacen("?play=1.", "?play=3.", 1), LinkError::Version),
        (with(1, "AAEC"), LinkError::Field(Field::Match)),
        (with(2, "x"), LinkError::Field(Field::Person)),
        (with(3, "01"), LinkError::Field(Field::Number)),
        (with(3, "-1"), LinkError::Field(Field::Number)),
        (with(4, "x"), LinkError::Field(Field::Count)),
        (with(5, "abc"), LinkError::Field(Field::Commit)),
        (with(6, "ICEi"), LinkError::Field(Field::Reveal)),
        (
            with(7, "QEFCQ0RFRkdISUpLTE1OT!"),
            LinkError::Field(Field::Open),
        ),
        (
            format!("{query}.nonsense#{record}"),
            LinkError::Field(Field::Extra),
        ),
        (
            format!("{query}.3:xyz#{record}"),
            LinkError::Field(Field::Extra),
        ),
    ] {
        assert_eq!(Link::parse(&text), Err(error.clone()), "{text}");
        let mut inviter = pair.inviter.clone();
        let why = Link::parse(&text).map(|_| ()).unwrap_err();
        assert_eq!(Refusal::from(why), Refusal::Link(error));
        // Nothing to receive: the page refuses before the copy is touched.
        assert_eq!(inviter.chain().links().len(), 2);
        inviter.updated = 0;
    }
    // A reveal in message 1, or none from message 2 on.
    let two = seesaw_two();
    let text = two
        .to_url("https://q.example/")
        .replace(&format!(".{}.", two.reveal.unwrap().to_text()), ".-.");
    assert_eq!(Link::parse(&text), Err(LinkError::Field(Field::Reveal)));
    let text = pair.links[1].to_url("https://q.example/").replacen(
        ".-.",
        &format!(".{}.", Secret([1; 32]).to_text()),
        1,
    );
    assert_eq!(Link::parse(&text), Err(LinkError::Field(Field::Reveal)));
    // The invite's seat is lower-case letters.
    let invite = pair.links[0]
        .to_url("https://q.example/")
        .replace(".south#", ".South#");
    assert_eq!(Link::parse(&invite), Err(LinkError::Field(Field::Seat)));
}

/// Message 2 of the Seesaw game.
fn seesaw_two() -> Link {
    let mut pair = seesaw();
    pair.step()
}

#[test]
fn a_record_that_does_not_read() {
    let mut pair = seesaw();
    let mut link = forged(&pair.inviter, pair.inviter.chain().record());
    link.record = "seesaw;e1-z9".to_string();
    link.count = 1;
    let why = pair.joiner.clone().receive(&link, 9).unwrap_err();
    assert!(matches!(why, Refusal::Record(_)), "{why:?}");
    refused(&mut pair.joiner, &link, why);
}

#[test]
fn a_link_from_another_game() {
    let mut pair = seesaw();
    let other = Pair::new("seesaw", SeatChoice::Seat(Seat::South), 77);
    let link = other.links[1].clone();
    refused(&mut pair.inviter, &link, Refusal::OtherMatch);
    let mut chain = pair.inviter.chain().clone();
    assert_eq!(chain.accept(&link), Err(Refusal::OtherMatch));
}

#[test]
fn a_game_starts_with_its_invite_with_a_seat_it_has() {
    let pair = seesaw();
    assert_eq!(
        Chain::<AnyGame>::open(&pair.links[1]).unwrap_err(),
        Refusal::NotInvite
    );
    let links: Vec<String> = pair.links.iter().map(|l| l.suffix()).collect();
    let failure = verify::<AnyGame>(&[&links[1]]).unwrap_err();
    assert_eq!((failure.index, failure.refusal), (0, Refusal::NotInvite));
    // Arcēs for three is played by three persons (docs/remote.md, "Three and four").
    let mut invite = pair.links[0].clone();
    invite.record = "arces-3".to_string();
    assert_eq!(Chain::<AnyGame>::open(&invite).map(|c| c.persons()), Ok(3));
    let mut invite = pair.links[0].clone();
    invite.seat = Some("east".to_string());
    assert_eq!(
        Chain::<AnyGame>::open(&invite).unwrap_err(),
        Refusal::UnknownSeat("east".into())
    );
    // Senet names its seats Black and White.
    let mut invite = senet().links[0].clone();
    assert_eq!(invite.seat.as_deref(), Some("black"));
    invite.seat = Some("south".to_string());
    assert!(Chain::<AnyGame>::open(&invite).is_err());
}

#[test]
fn a_record_of_another_start() {
    let mut pair = seesaw();
    let other = Record::<AnyGame>::from_id("seesaw-4").unwrap();
    let link = forged(&pair.inviter, &other);
    refused(&mut pair.joiner, &link, Refusal::OtherStart);
}

#[test]
fn an_earlier_link_of_the_same_game() {
    let mut pair = seesaw();
    let two = pair.step();
    pair.step();
    for link in [&pair.links[0], &pair.links[1], &two] {
        let latest = pair.inviter.chain().next_number() - 1;
        let why = Refusal::Earlier {
            number: link.number,
            latest,
        };
        refused(&mut pair.inviter, link, why.clone());
        refused(&mut pair.joiner, link, why);
    }
}

#[test]
fn a_second_acceptance_after_the_opponent_is_known() {
    let mut pair = seesaw();
    // A third device opens the same invite and accepts it too.
    let mut third = Device::<AnyGame>::join(&pair.links[0], 5).unwrap();
    let record = third.chain().record().clone();
    let mut entropy = crate::remote::SeededEntropy::new(33);
    let late = third.compose(&record, &mut entropy, 6).unwrap();
    refused(
        &mut pair.inviter,
        &late,
        Refusal::SecondAcceptance { players: 2 },
    );
    // Even after the game went on.
    pair.step();
    refused(
        &mut pair.inviter,
        &late,
        Refusal::SecondAcceptance { players: 2 },
    );
}

#[test]
fn a_rewriting_of_a_message_already_received() {
    let mut pair = seesaw();
    // The inviter's device makes message 2 twice, with different moves: the second copy is
    // refused once the first arrived.
    let mut copy = pair.inviter.clone();
    let mut rng = crate::core::Rng::with_seed(4);
    let first = pair.step();
    let mut other = turn(&copy, &mut rng);
    while other == *pair.joiner.chain().record() || other.tokens() == first_record(&first) {
        other = turn(&copy, &mut rng);
    }
    let mut entropy = crate::remote::SeededEntropy::new(8);
    let second = copy.compose(&other, &mut entropy, 3).unwrap();
    refused(&mut pair.joiner, &second, Refusal::Conflict { number: 2 });
}

fn first_record(link: &Link) -> Vec<Token<AnyGame>> {
    Record::<AnyGame>::parse(&link.record)
        .unwrap()
        .tokens()
        .to_vec()
}

#[test]
fn a_message_before_the_one_it_follows() {
    let mut pair = seesaw();
    pair.step();
    pair.step();
    let four = pair.step();
    let mut joiner = rewind(&pair.joiner, 2);
    refused(
        &mut joiner,
        &four,
        Refusal::Missing {
            number: 4,
            expected: 2,
        },
    );
}

#[test]
fn a_person_that_does_not_fit_the_number() {
    let mut pair = seesaw();
    let mut link = forged(&pair.inviter, pair.inviter.chain().record());
    link.person = crate::remote::Person::Joiner;
    refused(&mut pair.joiner, &link, Refusal::WrongPerson);
}

#[test]
fn a_reveal_that_does_not_match_its_commitment() {
    let mut pair = seesaw();
    let record = turn(&pair.inviter, &mut crate::core::Rng::with_seed(1));
    let mut link = forged(&pair.inviter, &record);
    link.reveal = Some(Secret([3; 32]));
    refused(&mut pair.joiner, &link, Refusal::BadReveal);
    // Nor can the joiner send the inviter's message: it does not know the secret.
    let mut link = forged(&pair.inviter, &record);
    link.reveal = pair.joiner.secret;
    refused(&mut pair.joiner.clone(), &link, Refusal::BadReveal);
}

#[test]
fn a_count_that_is_not_the_records() {
    let mut pair = seesaw();
    let record = turn(&pair.inviter, &mut crate::core::Rng::with_seed(1));
    let mut link = forged(&pair.inviter, &record);
    link.count += 1;
    refused(
        &mut pair.joiner,
        &link,
        Refusal::CountMismatch {
            count: 2,
            tokens: 1,
        },
    );
}

#[test]
fn a_record_that_differs_before_the_new_tokens() {
    let mut pair = seesaw();
    pair.step();
    // The joiner's message 3 changes the inviter's first move, then plays on from there.
    let mut record = Record::<AnyGame>::from_id("seesaw").unwrap();
    let played = pair.joiner.chain().record().tokens()[0];
    let mut actions = Vec::new();
    record.position().legal_actions(&mut actions);
    let other = actions
        .into_iter()
        .find(|&a| Token::Action(a) != played)
        .unwrap();
    record.push(Token::Action(other)).unwrap();
    let mut actions = Vec::new();
    record.position().legal_actions(&mut actions);
    record.push(Token::Action(actions[0])).unwrap();
    let link = forged(&pair.joiner, &record);
    refused(&mut pair.inviter, &link, Refusal::Rewritten { token: 1 });
    // A record shorter than the copy is a rewriting too.
    let empty = Record::<AnyGame>::from_id("seesaw").unwrap();
    let link = forged(&pair.joiner, &empty);
    refused(&mut pair.inviter, &link, Refusal::Rewritten { token: 1 });
}

#[test]
fn a_token_for_the_wrong_seat() {
    let mut pair = seesaw();
    // The inviter plays its move, then the joiner's too.
    let mut record = turn(&pair.inviter, &mut crate::core::Rng::with_seed(1));
    let mut actions = Vec::new();
    record.position().legal_actions(&mut actions);
    record.push(Token::Action(actions[0])).unwrap();
    let link = forged(&pair.inviter, &record);
    refused(
        &mut pair.joiner,
        &link,
        Refusal::WrongSeat {
            token: 2,
            owner: Seat::North,
        },
    );
}

#[test]
fn tokens_in_the_acceptance_before_the_seats_are_drawn() {
    let pair = Pair::new("seesaw", SeatChoice::Random, 3);
    let mut inviter = rewind(&pair.inviter, 1);
    let joiner = Device::<AnyGame>::join(&pair.links[0], 1).unwrap();
    let mut record = joiner.chain().record().clone();
    let mut actions = Vec::new();
    record.position().legal_actions(&mut actions);
    record.push(Token::Action(actions[0])).unwrap();
    let link = forged(&joiner, &record);
    refused(&mut inviter, &link, Refusal::SeatsUndecided);
    // The joiner's own device will not make it either.
    assert!(!joiner.plays_next(&joiner.chain().record().clone()));
}

#[test]
fn a_throw_in_message_0_or_1() {
    // Senet with the joiner Black: it throws first, but not in its acceptance.
    let pair = Pair::new("senet", SeatChoice::Seat(Seat::North), 3);
    assert_eq!(pair.links[1].count, 0);
    let mut inviter = rewind(&pair.inviter, 1);
    let joiner = Device::<AnyGame>::join(&pair.links[0], 1).unwrap();
    let mut record = joiner.chain().record().clone();
    record
        .push(Token::parse(record.position(), "d2").unwrap())
        .unwrap();
    let link = forged(&joiner, &record);
    refused(&mut inviter, &link, Refusal::ThrowTooEarly { token: 1 });
}

#[test]
fn a_throw_that_does_not_follow_from_the_revealed_secret() {
    let mut pair = senet();
    let device = &pair.inviter;
    let mut record = device.chain().record().clone();
    let honest = device.throw(record.position(), 0).unwrap().to_string();
    let forged_roll = if honest == "d4" { "d2" } else { "d4" };
    record
        .push(Token::parse(record.position(), forged_roll).unwrap())
        .unwrap();
    // The rest of the turn, so that only the throw is wrong.
    let mut rng = crate::core::Rng::with_seed(5);
    while record.position().to_act() == ToAct::Player(Seat::South) {
        let mut actions = Vec::new();
        record.position().legal_actions(&mut actions);
        let action = actions[crate::core::pick_index(actions.len(), &mut rng)];
        record.push(Token::Action(action)).unwrap();
    }
    let link = forged(&pair.inviter, &record);
    refused(
        &mut pair.joiner,
        &link,
        Refusal::ForgedThrow {
            token: 1,
            expected: honest,
            found: forged_roll.to_string(),
        },
    );
}

#[test]
fn a_message_that_stops_before_its_turn_ends() {
    let mut pair = senet();
    // The throw alone, where a move follows it.
    let device = &pair.inviter;
    let mut record = device.chain().record().clone();
    let roll = device.throw(record.position(), 0).unwrap();
    record.push(Token::Roll(roll)).unwrap();
    assert_eq!(record.position().to_act(), ToAct::Player(Seat::South));
    let link = forged(&pair.inviter, &record);
    refused(&mut pair.joiner, &link, Refusal::Unfinished);
    // Nothing at all, in its turn.
    let link = forged(&pair.inviter, pair.inviter.chain().record());
    refused(&mut pair.joiner, &link, Refusal::Unfinished);
    assert_eq!(
        pair.inviter.ready(pair.inviter.chain().record()),
        Err(Refusal::Unfinished)
    );
}

#[test]
fn a_message_that_should_end_the_game_but_stops() {
    // Play Senet games to their end until one whose last message has two tokens or more, and
    // cut that message one token short of the end.
    for seed in 11.. {
        let mut pair = Pair::new("senet", SeatChoice::Seat(Seat::South), seed);
        pair.finish(100_000);
        let links = pair.links.clone();
        let last = links.last().unwrap().clone();
        let full = Record::<AnyGame>::parse(&last.record).unwrap();
        assert_eq!(full.position().to_act(), ToAct::Over);
        let before = Record::<AnyGame>::parse(&links[links.len() - 2].record).unwrap();
        if full.tokens().len() < before.tokens().len() + 2 {
            continue;
        }
        let receiver = if last.person == pair.inviter.person {
            &pair.joiner
        } else {
            &pair.inviter
        };
        let mut receiver = rewind(receiver, links.len() - 1);
        let mut short = last.clone();
        short.count -= 1;
        let mut record = full.clone();
        record.truncate(short.count);
        short.record = record.to_string();
        refused(&mut receiver, &short, Refusal::Unfinished);
        // After the end, nothing more: not even from the other person.
        receiver.receive(&last, 1).unwrap();
        let mut sender = if last.person == pair.inviter.person {
            pair.inviter.clone()
        } else {
            pair.joiner.clone()
        };
        let mut after = last.clone();
        after.number += 1;
        after.person = after.person.other();
        refused(&mut sender, &after, Refusal::GameOver);
        return;
    }
}

#[test]
fn resignations() {
    let mut pair = seesaw();
    pair.step();
    // The joiner resigns in its turn: the next message, no tokens.
    let mut joiner = pair.joiner.clone();
    let mut entropy = crate::remote::SeededEntropy::new(1);
    let resign = joiner.resign(&mut entropy, 5).unwrap();
    assert!(resign.resign && resign.number == 3 && resign.reveal.is_some());
    let mut inviter = pair.inviter.clone();
    inviter.receive(&resign, 6).unwrap();
    assert!(inviter.chain().over());
    assert_eq!(
        inviter.standing(),
        Some(crate::remote::Standing::Won { resigned: true })
    );
    assert_eq!(
        joiner.standing(),
        Some(crate::remote::Standing::Lost { resigned: true })
    );
    // Nothing follows it.
    refused(
        &mut inviter,
        &pair.links[2],
        Refusal::Earlier {
            number: 2,
            latest: 3,
        },
    );

    // The inviter resigns out of turn: it skips the joiner's message 3.
    let mut inviter = pair.inviter.clone();
    let early = inviter.resign(&mut entropy, 7).unwrap();
    assert_eq!(early.number, 4);
    let mut joiner = pair.joiner.clone();
    joiner.receive(&early, 8).unwrap();
    assert!(joiner.chain().over());
    // A move of the joiner's that crossed it is refused by the inviter: the game is over.
    let three = pair.step();
    refused(&mut inviter, &three, Refusal::GameOver);
    // The crossing resignation reaches a joiner who did send message 3: accepted too, and
    // its new tokens are none (not the joiner's own message 3, which it does not hold).
    let mut joiner_after = pair.joiner.clone();
    let held = joiner_after.chain().record().tokens().len();
    assert!(early.count < held);
    let accepted = joiner_after.receive(&early, 9).unwrap();
    assert_eq!(accepted.from, held);

    // A resignation with tokens, or a record not the game's.
    let mut pair = seesaw();
    pair.step();
    let mut bad = resign.clone();
    let record = turn(&pair.joiner, &mut crate::core::Rng::with_seed(2));
    bad.count = record.tokens().len();
    bad.record = record.to_string();
    refused(&mut pair.inviter, &bad, Refusal::BadResignation);
    // Before the game has an opponent, or in message 1.
    let pair = seesaw();
    let mut lone = Device::<AnyGame>::join(&pair.links[0], 1).unwrap();
    assert_eq!(lone.resign(&mut entropy, 1), Err(Refusal::ResignTooEarly));
    let inviter_alone = rewind(&pair.inviter, 1);
    assert_eq!(
        inviter_alone.clone().resign(&mut entropy, 1),
        Err(Refusal::ResignTooEarly)
    );
}

#[test]
fn fresh_values_that_no_device_issued() {
    let mut pair = seesaw();
    let record = turn(&pair.inviter, &mut crate::core::Rng::with_seed(1));
    let mut link = forged(&pair.inviter, &record);
    link.fresh.push((1, OpenValue([5; 16])));
    let text = link.to_url("https://q.example/");
    assert!(text.contains(&format!(".1:{}#", OpenValue([5; 16]).to_text())));
    assert_eq!(Link::parse(&text).unwrap(), link);
    refused(&mut pair.joiner, &link, Refusal::FreshValues);
}

#[test]
fn a_message_that_is_the_devices_own_to_send() {
    let mut pair = seesaw();
    let record = turn(&pair.inviter, &mut crate::core::Rng::with_seed(1));
    let link = forged(&pair.inviter, &record);
    // The inviter's own message 2, made in another tab, opened in this one.
    refused(&mut pair.inviter, &link, Refusal::OwnTurn);
}

//! Live games' fresh values between two simulated devices: whole games of every two-seat id
//! where each throw waits for the other device's value, checked again from the links alone, and
//! every way a thrower or a link could get the values wrong.

use super::super::tests::{decision, two_seat_ids, Pair};
use super::super::{verify, Device, Link, Refusal, SeatChoice};
use crate::core::{Game, Record, Rng, ToAct, Token};
use crate::games::AnyGame;

/// The record `sender` reaches in its turn, each throw after a fresh value that `issuer` gave
/// for the decisions before it.
fn live_turn(
    sender: &mut Device<AnyGame>,
    issuer: &mut Device<AnyGame>,
    rng: &mut Rng,
    entropy: &mut crate::remote::SeededEntropy,
) -> Record<AnyGame> {
    let mut record = sender.chain().record().clone();
    while sender.plays_next(&record) {
        let game = record.position().clone();
        let token = match game.to_act() {
            ToAct::Chance => {
                let k = record.tokens().len();
                if let Some(wanted) = sender.wants_fresh(&record) {
                    assert_eq!(wanted as usize, k);
                    assert_eq!(sender.throw_live(&game, k), None, "a throw waits");
                    let (given, open) = issuer.issue_fresh(&record, entropy).unwrap();
                    assert_eq!(given, wanted);
                    // Asked again (a reconnection): the same value.
                    assert_eq!(issuer.issue_fresh(&record, entropy), Ok((given, open)));
                    sender.receive_fresh(given, open);
                }
                Token::Roll(sender.throw_live(&game, k).unwrap())
            }
            ToAct::Player(_) => decision(&game, rng),
            ToAct::Over => break,
        };
        record.push(token).unwrap();
    }
    record
}

/// One live message: the sender's turn, composed and received.
fn live_step(pair: &mut Pair) -> Link {
    let (mut rng, mut entropy) = (pair.rng.clone(), pair.entropy.clone());
    let (sender, receiver) = pair.sides();
    let record = live_turn(sender, receiver, &mut rng, &mut entropy);
    let link = sender.compose(&record, &mut entropy, 2).unwrap();
    let travelled = Link::parse(&link.to_url("https://q.example/")).unwrap();
    receiver.receive(&travelled, 3).unwrap();
    (pair.rng, pair.entropy) = (rng, entropy);
    pair.links.push(link.clone());
    link
}

#[test]
fn whole_live_games_of_every_two_seat_id_verify_from_their_links() {
    for id in two_seat_ids() {
        for seed in 0..2 {
            // Under both versions: the page's games are signed (version 2).
            let version = if seed == 1 { 2 } else { 1 };
            let mut pair = Pair::of_version(id, SeatChoice::Random, seed, version);
            while !pair.inviter.chain().over() && pair.links.len() < 400 {
                live_step(&mut pair);
            }
            let texts: Vec<String> = pair
                .links
                .iter()
                .map(|l| l.to_url("https://q.example/"))
                .collect();
            let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
            let chain = verify::<AnyGame>(&refs).unwrap_or_else(|e| panic!("{id}: {e:?}"));
            let proofs = chain.throws();
            let rolls = chain
                .record()
                .tokens()
                .iter()
                .filter(|t| matches!(t, Token::Roll(_)))
                .count();
            assert_eq!(proofs.len(), rolls, "{id}");
            // Every throw of a live game used a fresh value, listed twice where a next message
            // of its issuer exists.
            assert!(proofs.iter().all(|p| p.fresh), "{id}");
            // Each throw is the one its proof derives: the thrower's revealed secret and the
            // fresh value, and that value came from the other person's next message (the game's
            // last message has none: its values come from the message itself).
            for proof in &proofs {
                let game = chain.record().position_at(proof.k);
                let k = u32::try_from(proof.k).unwrap();
                let roll = crate::remote::throws::derive(
                    &game,
                    &chain.id(),
                    k,
                    &proof.secret,
                    &proof.open.0,
                )
                .unwrap();
                assert_eq!(roll.to_string(), proof.roll, "{id}: token {k}");
                let last = pair.links.len() as u32 - 1;
                let from = proof.open.1;
                assert!(
                    from == proof.number + 1 || (from == proof.number && proof.number == last),
                    "{id}: token {k}: value from message {from}, throw in {}",
                    proof.number
                );
            }
            for (i, link) in pair.links.iter().enumerate().skip(1) {
                let before = pair.links[i - 1].count;
                let own = crate::remote::chain::used(&link.fresh, before);
                if let Some(next) = pair.links.get(i + 1) {
                    let echo: Vec<_> = next
                        .fresh
                        .iter()
                        .copied()
                        .filter(|(k, _)| (*k as usize) < link.count)
                        .collect();
                    assert_eq!(echo, own, "{id}: message {i}");
                }
            }
        }
    }
}

/// A Senet pair at the inviter's message 2, the joiner holding values issued for its throws.
fn senet_live() -> (Pair, Record<AnyGame>) {
    senet_live_seed(5)
}

/// [`senet_live`] with another seed; the sender's turn is played and not yet sent.
fn senet_live_seed(seed: u64) -> (Pair, Record<AnyGame>) {
    let mut pair = Pair::new("senet", SeatChoice::Random, seed);
    if pair.joiner.my_turn() {
        live_step(&mut pair);
    }
    let (mut rng, mut entropy) = (pair.rng.clone(), pair.entropy.clone());
    let (sender, receiver) = pair.sides();
    let record = live_turn(sender, receiver, &mut rng, &mut entropy);
    pair.entropy = entropy;
    (pair, record)
}

#[test]
fn a_throw_waits_for_the_other_devices_value() {
    let pair = Pair::new("senet", SeatChoice::Seat(crate::core::Seat::South), 1);
    let mut pair = pair;
    if pair.joiner.my_turn() {
        live_step(&mut pair);
    }
    let sender = if pair.inviter.my_turn() {
        &pair.inviter
    } else {
        &pair.joiner
    };
    let record = sender.chain().record().clone();
    let k = sender
        .wants_fresh(&record)
        .expect("Senet's turn starts with a throw");
    assert!(!sender.has_fresh(k));
}

#[test]
fn the_issuer_refuses_a_message_that_drops_or_changes_its_values() {
    let (mut pair, record) = senet_live();
    let mut entropy = pair.entropy.clone();
    let (sender, receiver) = pair.sides();
    let good = sender.clone().compose(&record, &mut entropy, 2).unwrap();
    assert!(!good.fresh.is_empty());
    // The thrower leaves its fresh values out (and so falls back on the older open value).
    let mut dropped = good.clone();
    dropped.fresh.clear();
    assert_eq!(
        receiver.clone().receive(&dropped, 3),
        Err(Refusal::FreshValues)
    );
    // A value changed: the issuer's copy and a third party's both refuse it.
    let mut changed = good.clone();
    changed.fresh[0].1 .0[0] ^= 1;
    assert_eq!(
        receiver.clone().receive(&changed, 3),
        Err(Refusal::FreshValues)
    );
    // A fresh value listed for a token that is no throw.
    let mut decision = good.clone();
    let k = record
        .tokens()
        .iter()
        .rposition(|t| matches!(t, Token::Action(_)))
        .unwrap();
    decision.fresh = vec![(k as u32, decision.fresh[0].1)];
    let mut third = receiver.clone();
    third.issued.clear();
    assert!(third.receive(&decision, 3).is_err());
    receiver.receive(&good, 3).unwrap();
}

#[test]
fn a_request_for_the_same_throw_with_other_decisions_is_refused() {
    let mut found = false;
    for seed in 0..40 {
        let (mut pair, _) = senet_live_seed(seed);
        let mut entropy = pair.entropy.clone();
        let (_, issuer) = pair.sides();
        // A request whose last token before the throw is a decision that had alternatives.
        let asked: Vec<Record<AnyGame>> = issuer.issued.iter().map(|(_, _, r)| r.clone()).collect();
        for record in asked {
            let k = record.tokens().len();
            let Some(Token::Action(chosen)) = record.tokens().last().copied() else {
                continue;
            };
            let mut other = record.clone();
            other.truncate(k - 1);
            let mut actions = Vec::new();
            other.position().legal_actions(&mut actions);
            let Some(&instead) = actions.iter().find(|&&a| a != chosen) else {
                continue;
            };
            other.push(Token::Action(instead)).unwrap();
            if other.position().to_act() != ToAct::Chance {
                continue;
            }
            assert_eq!(
                issuer.issue_fresh(&other, &mut entropy),
                Err(Refusal::FreshValues),
                "seed {seed}"
            );
            found = true;
        }
        // In the issuer's own turn nothing is issued.
        let (sender, _) = pair.sides();
        let own = sender.chain().record().clone();
        assert_eq!(
            sender.clone().issue_fresh(&own, &mut entropy),
            Err(Refusal::FreshValues)
        );
    }
    assert!(found, "no turn with a decision before a throw in 40 games");
}

#[test]
fn an_echo_that_differs_is_refused_by_a_verifier() {
    let mut pair = Pair::new("senet", SeatChoice::Random, 9);
    for _ in 0..4 {
        live_step(&mut pair);
    }
    let last = pair.links.len() - 1;
    let mut texts: Vec<String> = pair
        .links
        .iter()
        .map(|l| l.to_url("https://q.example/"))
        .collect();
    let mut bad = pair.links[last].clone();
    let before = pair.links[last - 1].count as u32;
    bad.fresh.retain(|(k, _)| *k >= before);
    if bad.fresh != pair.links[last].fresh {
        texts[last] = bad.to_url("https://q.example/");
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        let failure = verify::<AnyGame>(&refs).unwrap_err();
        assert_eq!(failure.index, last);
        assert_eq!(failure.refusal, Refusal::FreshValues);
    }
}

#[test]
fn a_later_throw_that_did_not_ask_is_refused_by_the_issuer() {
    let mut found = false;
    for seed in 0..60 {
        let mut pair = Pair::new("senet", SeatChoice::Random, seed);
        for _ in 0..3 {
            if pair.inviter.chain().over() {
                break;
            }
            let (mut rng, mut entropy) = (pair.rng.clone(), pair.entropy.clone());
            let (sender, issuer) = pair.sides();
            // The first throw asks; the later ones of the turn use the older open value.
            let mut record = sender.chain().record().clone();
            let mut asked = 0;
            while sender.plays_next(&record) {
                let game = record.position().clone();
                let k = record.tokens().len();
                let token = match game.to_act() {
                    ToAct::Chance => {
                        if asked == 0 && sender.wants_fresh(&record).is_some() {
                            let (given, open) = issuer.issue_fresh(&record, &mut entropy).unwrap();
                            sender.receive_fresh(given, open);
                            asked += 1;
                        }
                        Token::Roll(sender.throw(&game, k).unwrap())
                    }
                    _ => decision(&game, &mut rng),
                };
                record.push(token).unwrap();
            }
            let throws = record.tokens()[sender.chain().record().tokens().len()..]
                .iter()
                .filter(|t| matches!(t, Token::Roll(_)))
                .count();
            let link = sender.compose(&record, &mut entropy, 2).unwrap();
            if asked == 1 && throws > 1 {
                assert_eq!(issuer.clone().receive(&link, 3), Err(Refusal::FreshValues));
                found = true;
                break;
            }
            issuer.receive(&link, 3).unwrap();
            (pair.rng, pair.entropy) = (rng, entropy);
            pair.links.push(link);
        }
        if found {
            break;
        }
    }
    assert!(found, "no Senet turn with two throws in 60 games");
}

#[test]
fn values_issued_before_a_reload_are_taken_back_for_the_same_turn_only() {
    let (mut pair, record) = senet_live();
    let mut entropy = pair.entropy.clone();
    let (sender, receiver) = pair.sides();
    let (number, issued) = receiver.issued();
    let kept: Vec<_> = issued.to_vec();
    assert!(!kept.is_empty());
    // The issuing page reloads: its device comes back from the saved game, without the values.
    let mut reloaded = Device::<AnyGame>::decode(&receiver.encode()).unwrap();
    assert!(reloaded.issued().1.is_empty());
    // Values for another message are not taken.
    reloaded.restore_issued(number + 2, kept.clone());
    assert!(reloaded.issued().1.is_empty());
    reloaded.restore_issued(number, kept.clone());
    assert_eq!(reloaded.issued().1, &kept[..]);
    // The thrower's move, which lists the values, is accepted as before the reload; a device
    // that forgot them would accept it too, but could not hold the thrower to them.
    let link = sender.compose(&record, &mut entropy, 2).unwrap();
    reloaded.receive(&link, 3).unwrap();
    // Once the turn is received, old values are not taken back.
    reloaded.restore_issued(number, kept);
    assert!(reloaded.issued().1.is_empty());
}

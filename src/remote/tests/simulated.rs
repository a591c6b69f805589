//! Whole games played by two simulated devices passing links, for every two-seat game id and
//! every seating: both copies agree, a third party verifies the links, and every throw is the
//! one its values give.

use super::{two_seat_ids, Pair};
use crate::core::{Game, Seat, ToAct, Token};
use crate::games::AnyGame;
use crate::remote::{throws, verify, SeatChoice, Standing};

/// The seatings an invite can ask for in `id`: random, and each of its seats.
fn choices(id: &str) -> Vec<SeatChoice> {
    let game = AnyGame::new(id).unwrap();
    let mut all = vec![SeatChoice::Random];
    all.extend(game.seats().iter().map(|&s| SeatChoice::Seat(s)));
    all
}

#[test]
fn whole_games_of_every_two_seat_id_agree_and_verify() {
    assert_eq!(
        two_seat_ids(),
        [
            "senet",
            "seesaw",
            "seesaw-4",
            "arces",
            "arsisesi-a",
            "arsisesi-b",
            "arsisesi-c",
            "zanstrekt"
        ]
    );
    for (n, id) in two_seat_ids().iter().enumerate() {
        for (c, choice) in choices(id).into_iter().enumerate() {
            let seed = (n * 10 + c) as u64;
            let mut pair = Pair::new(id, choice, seed);
            pair.finish(20_000);
            let (inviter, joiner) = (&pair.inviter, &pair.joiner);
            assert!(inviter.chain().over(), "{id} {choice:?}");
            assert_eq!(inviter.chain(), joiner.chain(), "{id} {choice:?}");
            assert_eq!(
                inviter.chain().record().position().to_act(),
                ToAct::Over,
                "{id}: ended by its rules"
            );
            // Exactly one of them won, or both drew.
            let standings = (inviter.standing().unwrap(), joiner.standing().unwrap());
            assert!(
                matches!(
                    standings,
                    (Standing::Won { .. }, Standing::Lost { .. })
                        | (Standing::Lost { .. }, Standing::Won { .. })
                        | (Standing::Drawn, Standing::Drawn)
                ),
                "{id}: {standings:?}"
            );
            let texts: Vec<String> = pair
                .links
                .iter()
                .map(|l| l.to_url("https://q.example/"))
                .collect();
            let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
            let verified = verify::<AnyGame>(&refs).unwrap();
            assert_eq!(&verified, inviter.chain(), "{id}");
            check_throws(&verified);
            if let SeatChoice::Seat(seat) = choice {
                assert_eq!(inviter.seat(), Some(seat));
            }
            assert_ne!(inviter.seat(), joiner.seat());
        }
    }
}

/// Every throw of the record has a proof, and the proof's values give it.
fn check_throws(chain: &crate::remote::Chain<AnyGame>) {
    let proofs = chain.throws();
    let rolls = chain
        .record()
        .tokens()
        .iter()
        .filter(|t| matches!(t, Token::Roll(_)))
        .count();
    assert_eq!(proofs.len(), rolls);
    for proof in proofs {
        let game = chain.record().position_at(proof.k);
        let k = u32::try_from(proof.k).unwrap();
        let roll = throws::derive(&game, &chain.id(), k, &proof.secret, &proof.open.0).unwrap();
        assert_eq!(roll.to_string(), proof.roll);
        assert_eq!(proof.open.1 + 1, proof.number);
        assert!(!proof.fresh, "games by link use no fresh values");
    }
}

#[test]
fn random_seats_go_both_ways() {
    let mut inviter_first = 0;
    for seed in 0..40 {
        let mut pair = Pair::new("seesaw", SeatChoice::Random, seed);
        // The inviter knows its seat once it holds the acceptance; the joiner at message 2.
        let drawn = pair.inviter.seat();
        assert!(drawn.is_some());
        assert_eq!(pair.joiner.seat(), None);
        pair.step();
        assert_eq!(pair.inviter.seat(), drawn);
        if drawn == Some(Seat::South) {
            inviter_first += 1;
        }
        assert_eq!(
            pair.inviter.seat(),
            pair.joiner.chain().seat_of(pair.inviter.person())
        );
    }
    assert!((8..=32).contains(&inviter_first), "{inviter_first} of 40");
}

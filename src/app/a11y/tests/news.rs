//! The live region's news and the move list's names.

use crate::app::a11y::{entry, last_move, news, turn_numbers};
use crate::core::{Game, Record, ToAct, Token};
use crate::games::{AnyGame, GAME_IDS};

fn record(text: &str) -> Record<AnyGame> {
    Record::<AnyGame>::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn senet_throws_and_moves_in_words_with_their_turns() {
    let rec = record("senet;d2,11-13,d2");
    let none = Default::default();
    assert_eq!(
        news(&rec, 0, &none),
        "Turn 1: Black threw 2. Black: Move the piece on 11 to 13. \
         Turn 2: White threw 2. White to move with a 2."
    );
    // Only what was added since; the same throw on a later turn is a new sentence.
    assert_eq!(
        news(&rec, 2, &none),
        "Turn 2: White threw 2. White to move with a 2."
    );
    assert_eq!(news(&rec, 3, &none), "");
    let start = rec.position_at(1);
    assert_eq!(
        entry(&start, &rec.tokens()[1], 1),
        "Turn 1, Black: Move the piece on 11 to 13"
    );
    assert_eq!(
        entry(rec.start(), &rec.tokens()[0], 1),
        "Turn 1, Black: threw 2"
    );
    assert_eq!(
        last_move(&rec),
        "Last move: Turn 1, Black: Move the piece on 11 to 13."
    );
    assert_eq!(last_move(&record("senet")), "No move has been played yet.");
}

#[test]
fn every_game_names_every_token_and_ends_with_the_result() {
    for id in GAME_IDS {
        // A random game, pushed token by token as the page does.
        let mut rec = record(id);
        let mut rng = crate::core::Rng::with_seed(3);
        let (mut actions, mut rolls) = (Vec::new(), Vec::new());
        for _ in 0..4000 {
            let game = rec.position().clone();
            let token = match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    rolls.clear();
                    game.rolls(&mut rolls);
                    Token::Roll(crate::core::sample_roll(&rolls, &mut rng))
                }
                ToAct::Player(_) => {
                    actions.clear();
                    game.legal_actions(&mut actions);
                    Token::Action(actions[crate::core::pick_index(actions.len(), &mut rng)])
                }
            };
            rec.push(token).unwrap();
        }
        let said = news(&rec, 0, &Default::default());
        let tokens = rec.tokens();
        // The numbers are the move list's turns: every token of a turn has its turn's number.
        let mut turns = crate::app::turns::Turns::new(rec.start());
        turns.sync(&rec);
        let numbers = turn_numbers(&rec);
        for turn in turns.turns() {
            let of_turn = &numbers[turn.first..turn.first + turn.len];
            assert!(of_turn.iter().all(|&n| n == turn.number), "{id}: {turn:?}");
        }
        assert_eq!(numbers.len(), tokens.len());
        for (i, token) in tokens.iter().enumerate() {
            let name = entry(&rec.position_at(i), token, numbers[i]);
            assert!(
                name.starts_with(&format!("Turn {}, ", numbers[i])),
                "{id}: {name}"
            );
            assert!(!name.contains('{'), "{id}: {name}");
        }
        if rec.position().to_act() == ToAct::Over {
            assert!(
                said.ends_with('.') && said.contains("Game over"),
                "{id}: {said}"
            );
        }
        assert!(!said.is_empty() && !said.contains('{'), "{id}");
    }
}

#[test]
fn the_computers_moves_are_named_as_the_computers() {
    // Seesaw: South opens, North (the computer here) answers.
    let rec = record("seesaw-4;+c1,+c6");
    let mut labels: [Option<String>; 4] = Default::default();
    labels[crate::core::Seat::North.index()] = Some("computer, strong".into());
    let said = news(&rec, 0, &labels);
    assert!(said.contains("North (computer, strong): "), "{said}");
    assert!(!said.contains("South ("), "{said}");
    // Throws and whose turn it is keep the plain seat name.
    let rec = record("senet;d2,11-13,d2");
    labels = Default::default();
    labels[crate::core::Seat::South.index()] = Some("computer, easy".into());
    let said = news(&rec, 0, &labels);
    assert!(
        said.starts_with("Turn 1: Black threw 2. Black (computer, easy): Move"),
        "{said}"
    );
}

//! The live region's news and the move list's names.

use crate::app::a11y::{entry, last_move, news};
use crate::core::{Game, Record, ToAct, Token};
use crate::games::{AnyGame, GAME_IDS};

fn record(text: &str) -> Record<AnyGame> {
    Record::<AnyGame>::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn senet_throws_and_moves_in_words_with_their_numbers() {
    let rec = record("senet;d2,11-13,d2");
    assert_eq!(
        news(&rec, 0),
        "Move 1: Black threw 2. Black: Move the piece on 11 to 13. \
         Move 3: White threw 2. White to move with a 2."
    );
    // Only what was added since; the same throw on a later move is a new sentence.
    assert_eq!(
        news(&rec, 2),
        "Move 3: White threw 2. White to move with a 2."
    );
    assert_eq!(news(&rec, 3), "");
    let start = rec.position_at(1);
    assert_eq!(
        entry(&start, &rec.tokens()[1], 2),
        "Move 2, Black: Move the piece on 11 to 13"
    );
    assert_eq!(
        entry(rec.start(), &rec.tokens()[0], 1),
        "Move 1, Black: threw 2"
    );
    assert_eq!(
        last_move(&rec),
        "Last move: Move 2, Black: Move the piece on 11 to 13."
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
        let said = news(&rec, 0);
        let tokens = rec.tokens();
        for (i, token) in tokens.iter().enumerate() {
            let name = entry(&rec.position_at(i), token, i + 1);
            assert!(
                name.starts_with(&format!("Move {}, ", i + 1)),
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

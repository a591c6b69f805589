//! Compact game records (docs/notation.md): payloads worked out by hand from
//! the text of the contract, every error with the token it names, and whole games of every id
//! (random games here; the property tests and the fuzz target add mutated payloads).

use quintet::core::compact::{choices, CompactError};
use quintet::core::{sample_roll, Game, Record, RecordError, Rng, ToAct, Token};
use quintet::games::{AnyGame, GAME_IDS};

fn parse(text: &str) -> Result<Record<AnyGame>, RecordError> {
    Record::<AnyGame>::parse(text)
}

fn compact_error(text: &str) -> CompactError {
    match parse(text) {
        Err(RecordError::Compact(e)) => e,
        other => panic!("{text}: expected a compact record error, got {other:?}"),
    }
}

#[test]
fn payloads_worked_out_from_the_contract() {
    // Count 0: the byte 00.
    assert_eq!(parse("senet").unwrap().to_compact(), "senet~1AA");
    // Count 2 (byte 02); d2 is roll 1 of d1 d2 d3 d4 d6 (3 bits: 001); then `11-13` is action 0
    // of `11-13`, `8-10` (sorted as text; 1 bit: 0). Bits 0010, padded: byte 20.
    // Bytes 02 20 = 000000 100010 0000(00) = "AiA".
    assert_eq!(parse("senet;d2,11-13").unwrap().to_compact(), "senet~1AiA");
    // `8-10` is action 1 as text, though its squares come first: bits 0011, byte 30.
    assert_eq!(parse("senet;d2,8-10").unwrap().to_compact(), "senet~1AjA");
    for (compact, plain) in [
        ("senet~1AA", "senet"),
        ("senet~1AiA", "senet;d2,11-13"),
        ("senet~1AjA", "senet;d2,8-10"),
    ] {
        assert_eq!(parse(compact).unwrap().to_string(), plain);
    }
}

#[test]
fn a_position_start_is_kept_as_written() {
    let plain = "senet:wbwbwbwbw1b19:b;d3";
    let compact = parse(plain).unwrap().to_compact();
    assert!(compact.starts_with("senet:wbwbwbwbw1b19:b~1"), "{compact}");
    assert_eq!(parse(&compact).unwrap().to_string(), plain);
    // A position with its throw pending: the first token is an action.
    let pending = "senet:10b1w2w2b1ww1bw5:b3;24-27,d2";
    let record = parse(pending).unwrap();
    assert_eq!(parse(&record.to_compact()).unwrap(), record);
}

#[test]
fn errors_name_the_token_and_what_is_wrong() {
    use CompactError::*;
    assert_eq!(compact_error("senet~2AA"), Version(Some('2')));
    assert_eq!(compact_error("senet~"), Version(None));
    // "A" alone holds no byte; the offset counts from the start of the record.
    assert_eq!(compact_error("senet~1A"), Base64 { offset: 7 });
    assert_eq!(compact_error("senet~1A*A"), Base64 { offset: 8 });
    // Stray bits in the last character: "Ai" would be byte 02 and the bits 0010.
    assert_eq!(compact_error("senet~1Ai"), Base64 { offset: 8 });
    // Plain tokens after a compact record are not base64url.
    assert_eq!(compact_error("senet~1AiA;d2"), Base64 { offset: 10 });
    // Bytes ff ff 7f: a count of 2,097,151 tokens.
    assert_eq!(compact_error("senet~1__9_"), Count);
    // Bytes 80 00: zero, written too long.
    assert_eq!(compact_error("senet~1gAA"), Count);
    // Bytes 01 a0: one token, index 5 (bits 101) of the five rolls.
    assert_eq!(
        compact_error("senet~1AaA"),
        Index {
            token: 1,
            index: 5,
            choices: 5
        }
    );
    // Byte 02: two tokens and no bits for the first.
    assert_eq!(compact_error("senet~1Ag"), Truncated { token: 1, count: 2 });
    // Bytes 02 20 00 and 02 21: a byte, or a set bit, after the last token.
    assert_eq!(compact_error("senet~1AiAA"), LeftOver { count: 2 });
    assert_eq!(compact_error("senet~1AiE"), LeftOver { count: 2 });
    // Byte 01 after a finished game.
    assert_eq!(
        compact_error("senet:bwww13w12:b2~1AQ"),
        GameOver { token: 1, count: 1 }
    );
    assert_eq!(
        parse("senet~1AaA").unwrap_err().to_string(),
        "bad compact record: token 1: index 5 of 5 choices"
    );
    // The start is read as in a plain record.
    assert!(matches!(parse("chess~1AA"), Err(RecordError::Start(_))));
}

/// A seeded random game of `id`, to the end.
fn random_game(id: &str, seed: u64) -> Record<AnyGame> {
    let mut rng = Rng::with_seed(seed);
    let mut record = Record::<AnyGame>::from_id(id).unwrap();
    loop {
        let game = record.position().clone();
        let token = match game.to_act() {
            ToAct::Over => return record,
            ToAct::Chance => {
                let mut rolls = Vec::new();
                game.rolls(&mut rolls);
                Token::Roll(sample_roll(&rolls, &mut rng))
            }
            ToAct::Player(_) => {
                let mut actions = Vec::new();
                game.legal_actions(&mut actions);
                Token::Action(actions[rng.usize(0..actions.len())])
            }
        };
        record.push(token).unwrap();
    }
}

#[test]
fn random_games_of_every_id_round_trip_and_shrink() {
    for id in GAME_IDS {
        for seed in 0..4 {
            let record = random_game(id, seed);
            let plain = record.to_string();
            let compact = record.to_compact();
            let again = parse(&compact).unwrap_or_else(|e| panic!("{compact}: {e}"));
            assert_eq!(again, record, "{id} seed {seed}");
            assert_eq!(again.to_string(), plain);
            assert_eq!(again.to_compact(), compact);
            // Whole games shrink to a fraction; a game over in a few tokens has little to save.
            assert!(
                plain.len() < 100 || compact.len() * 4 < plain.len(),
                "{id} seed {seed}: {} of {} characters",
                compact.len(),
                plain.len()
            );
        }
    }
}

#[test]
fn the_compact_form_kept_move_by_move_is_the_one_written_afresh() {
    // A record keeps the indices of its tokens between calls (a long game's address bar is
    // written after every move): growing, undone, cut back and grown another way, it writes
    // what a record parsed from its text writes.
    for id in GAME_IDS {
        let whole = random_game(id, 7);
        let tokens = whole.tokens().to_vec();
        let mut record = Record::<AnyGame>::from_id(id).unwrap();
        let fresh = |r: &Record<AnyGame>| parse(&r.to_string()).unwrap().to_compact();
        for (i, &token) in tokens.iter().enumerate() {
            record.push(token).unwrap();
            if i % 7 == 0 || i + 1 == tokens.len() {
                assert_eq!(
                    record.to_compact(),
                    fresh(&record),
                    "{id} after {} tokens",
                    i + 1
                );
            }
        }
        let half = tokens.len() / 2;
        record.truncate(half);
        record.pop();
        assert_eq!(record.to_compact(), fresh(&record), "{id} cut back");
        // Grown another way: the last choice, then the first ones, where the indices kept before
        // the cut would be wrong.
        for n in 0..20 {
            let choices = choices(record.position());
            let Some(&token) = (if n == 0 {
                choices.last()
            } else {
                choices.first()
            }) else {
                break;
            };
            record.push(token).unwrap();
        }
        assert_eq!(
            record.to_compact(),
            fresh(&record),
            "{id} grown another way"
        );
        let clone = record.clone();
        assert_eq!(
            clone,
            parse(&record.to_string()).unwrap(),
            "{id}: the kept indices are no part of equality"
        );
        assert_eq!(clone.to_compact(), record.to_compact());
    }
}

#[test]
fn choices_are_the_listing_order() {
    // Senet's legal list orders by square (8-10 first); compact records and the listing sort
    // the same actions as text.
    let game = parse("senet;d2").unwrap().position().clone();
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let texts = |tokens: Vec<String>| tokens.join(" ");
    assert_eq!(
        texts(legal.iter().map(ToString::to_string).collect()),
        "8-10 11-13"
    );
    assert_eq!(
        texts(choices(&game).iter().map(ToString::to_string).collect()),
        "11-13 8-10"
    );
    let start = AnyGame::new("zanstrekt").unwrap();
    assert_eq!(
        texts(choices(&start).iter().map(ToString::to_string).collect()),
        "d0 d1 d2 d3 d4 d5"
    );
}

//! Annotated records (docs/notation.md, "Annotated records"): every game id's places, whole random
//! games with notes at random points read back to the same record and the same text, texts as
//! people write them kept byte for byte, and every error with the token it names.

use quintet::app::text::InWords;
use quintet::core::{Game, Hue, Note, NoteError, Place, Record, RecordError, Rng, Spot};
use quintet::games::{AnyGame, GAME_IDS};
use quintet::testkit::random_token;

fn parse(text: &str) -> Result<Record<AnyGame>, RecordError> {
    Record::<AnyGame>::parse(text)
}

/// The places a note can name on `game`'s board, with their names.
fn places(game: &AnyGame) -> Vec<Place> {
    game.note_places()
        .into_iter()
        .map(|p| Place {
            spot: p.spot,
            name: p.name,
        })
        .collect()
}

#[test]
fn each_game_names_its_places_as_its_actions_do() {
    for id in GAME_IDS {
        let game = AnyGame::new(id).unwrap();
        let all = places(&game);
        assert!(all.len() >= 9, "{id}");
        for place in &all {
            // An arrow joins two places with `-` (or `>`), which no place's name holds.
            assert!(!place.name.contains(['-', '>']), "{id} {}", place.name);
            assert_eq!(
                game.parse_place(&place.name),
                Some(place.spot),
                "{id} {}",
                place.name
            );
        }
        for name in [
            "", "0", "z9", "a0", "e2-e3", "+", "01", " 1", "1 ", "pass", "S1",
        ] {
            assert_eq!(game.parse_place(name), None, "{id} '{name}'");
        }
    }
    let cases = [
        ("senet", "13", Some(13)),
        ("senet", "off", None),
        ("senet", "31", None),
        ("seesaw", "i5", Some(60)),
        ("seesaw-4", "i5", None),
        ("seesaw-4", "g4", Some(36)),
        ("arces", "d2", Some(10)),
        ("arces-4", "h1", None),
        ("arsisesi-a", "S", Some(0)),
        ("arsisesi-b", "7", Some(27)),
        ("arsisesi-b", "c4", None),
        ("arsisesi-c", "c4", Some(24)),
        ("arsisesi-c", "4", None),
        ("zanstrekt", "i1", Some(8)),
        ("zanstrekt", "a3", Some(18)),
        ("zanstrekt", "e2", Some(13)),
        ("zanstrekt", "c2", None),
        ("zanstrekt", "off", None),
    ];
    for (id, name, spot) in cases {
        let game = AnyGame::new(id).unwrap();
        assert_eq!(game.parse_place(name), spot.map(Spot), "{id} {name}");
    }
}

/// A caption of a few words drawn from characters a caption may hold, commas, semicolons,
/// brackets, percent signs and letters beyond ASCII included.
fn caption(rng: &mut Rng) -> String {
    const WORDS: [&str; 12] = [
        "Black", "throws", "2;", "then", "11-13,", "50%", "[sic]", "Žan", "Oþent", "é", "→", "]",
    ];
    (0..rng.usize(0..6))
        .map(|_| WORDS[rng.usize(0..WORDS.len())])
        .collect::<Vec<_>>()
        .join(" ")
}

/// A random note on `game`'s board: marks, arrows and a caption, in random order of edits.
fn note(game: &AnyGame, rng: &mut Rng) -> Note {
    let all = places(game);
    let mut note = Note::default();
    for _ in 0..rng.usize(0..5) {
        let hue = Hue::ALL[rng.usize(0..4)];
        let a = all[rng.usize(0..all.len())].clone();
        if rng.bool() {
            note.toggle_mark(hue, a);
        } else {
            let b = all[rng.usize(0..all.len())].clone();
            note.toggle_arrow(hue, a, b);
        }
    }
    note.set_caption(&caption(rng));
    note
}

/// A seeded random game of `id` of at most `max` tokens, with a note at about one point in three.
fn annotated_game(id: &str, seed: u64, max: usize) -> Record<AnyGame> {
    let mut rng = Rng::with_seed(seed);
    let mut record = Record::<AnyGame>::from_id(id).unwrap();
    for at in 0..=max {
        if rng.usize(0..3) == 0 {
            let n = note(record.position(), &mut rng);
            record.set_note(at, Some(n));
        }
        if at == max {
            break;
        }
        let Some(token) = random_token(record.position(), &mut rng) else {
            break;
        };
        record.push(token).unwrap();
    }
    record
}

#[test]
fn annotated_games_of_every_id_round_trip() {
    for id in GAME_IDS {
        for seed in 0..12 {
            let record = annotated_game(id, seed, 60);
            let text = record.to_string();
            let again = parse(&text).unwrap_or_else(|e| panic!("{id} {seed}: {text}\n{e}"));
            assert_eq!(again, record, "{id} {seed}: {text}");
            assert_eq!(again.to_string(), text);
            // Notes drop with the tokens they follow; the compact form carries none.
            let compact = parse(&record.to_compact()).unwrap();
            assert!(!compact.has_notes());
            assert_eq!(compact.tokens(), record.tokens());
        }
    }
}

#[test]
fn texts_as_written_are_kept_byte_for_byte() {
    for text in [
        "senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11-13] Two flat sides: two squares.}",
        // The first spelling of arrows, `>`, is still read and written back as it was.
        "senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11>13] Two flat sides: two squares.}",
        "senet;{}d2{},11-13{}",
        "senet;d2{[%mark G13][%arrow G11>13]No spaces.},11-13{[%arrow R13>15,B11>13]  Two spaces.}",
        "senet:wbwbwbwbw1b19:b;{[%mark Y15,G26] A position with its note alone.}",
        "senet;{ A start note, a space first; then ; and , in it.}d2",
        "seesaw;{[%mark Ge1,Re9]}e1-e2{[%arrow Ge1-e2] [%mark Be1]},e9-e8",
        "seesaw-4;d1-d2{[%arrow Yd1>d2] Side 4.}",
        "arces;{[%mark Yd4] [%arrow Bd1-d4] The Gold.}c1-d2{[%arrow Gc1-d2]}",
        "arces-4;{[%mark Gg4,Ra4]}",
        "arsisesi-a;{[%mark GS,RN]}d3,S-1{[%arrow GS-1]},1-2{[%arrow G1-2] [%mark B2,Y7]}",
        "arsisesi-c;d3{Lanes.},S-c1{[%arrow GS-c1,Rc1>c2] [%mark Ba1,Ye7,GN]}",
        "zanstrekt;{[%mark Gi1,Ra3] Žans.}d3,+{[%mark Gi1]},d2,+,d4,i1-g3{[%arrow Gi1-g3]}",
        "senet;d2{Ünïcödé → 50% ]}",
    ] {
        let record = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(record.has_notes(), "{text}");
        assert_eq!(record.to_string(), text);
    }
    // The start's note alone is the start's; notes sit at the points they follow.
    let record = parse("senet;{a}d2,11-13{b}").unwrap();
    let at: Vec<(usize, &str)> = record
        .notes()
        .iter()
        .map(|(i, n)| (*i, n.caption()))
        .collect();
    assert_eq!(at, [(0, "a"), (2, "b")]);
    assert_eq!(record.note(1), None);
    // A plain record is still plain.
    assert_eq!(
        parse("senet;d2,11-13").unwrap().to_string(),
        "senet;d2,11-13"
    );
    assert!(!parse("senet").unwrap().has_notes());
}

#[test]
fn notes_follow_edits_of_the_record() {
    let mut record = parse("senet;{a}d2{b},11-13{c}").unwrap();
    record.pop();
    assert_eq!(record.to_string(), "senet;{a}d2{b}");
    record.truncate(0);
    assert_eq!(record.to_string(), "senet;{a}");
    record.set_note(0, None);
    assert_eq!(record.to_string(), "senet");
    record.set_note(
        3,
        Some(parse("senet;{x}").unwrap().note(0).unwrap().clone()),
    );
    assert_eq!(record.to_string(), "senet", "past the end");
}

/// The note error `text` gives: its token's number and text, its offset and reason.
fn note_error(text: &str) -> (usize, String, usize, NoteError) {
    match parse(text) {
        Err(RecordError::Note {
            index,
            token,
            offset,
            error,
        }) => (index, token, offset, error),
        other => panic!("{text}: expected a note error, got {other:?}"),
    }
}

#[test]
fn every_note_error_names_the_token_it_follows() {
    use NoteError::*;
    let s = String::from;
    for (text, expected) in [
        ("senet;d2{Open", (1, s("d2"), 8, Unclosed)),
        ("senet;d2{a{b}}", (1, s("d2"), 10, Brace)),
        (
            "senet;{[%circle G13]}d2",
            (0, s("senet"), 7, Directive(s("circle"))),
        ),
        (
            "senet;d2,11-13{[%mark G13}",
            (2, s("11-13"), 15, DirectiveEnd),
        ),
        ("senet;d2{[%mark 13]}", (1, s("d2"), 16, Colour('1'))),
        ("senet;d2{[%mark G]}", (1, s("d2"), 16, Mark(s("G")))),
        ("senet;d2{[%arrow G11]}", (1, s("d2"), 17, Arrow(s("G11")))),
        ("senet;d2{[%mark G31]}", (1, s("d2"), 17, Place(s("31")))),
        ("senet;d2{Text [%mark G13]}", (1, s("d2"), 14, AfterCaption)),
        ("senet;d2{a}x,11-13", (1, s("d2"), 11, After(s("x")))),
        ("senet;d2{a}{b}", (1, s("d2"), 11, Twice)),
        ("senet;d2,{a}11-13", (1, s("d2"), 9, Misplaced)),
        (
            "senet;d2{[%arrow G11>off]}",
            (1, s("d2"), 21, Place(s("off"))),
        ),
        // Places are the board's at the note's point: side 4 has no column h.
        (
            "seesaw-4;{[%mark Gh1]}",
            (0, s("seesaw-4"), 18, Place(s("h1"))),
        ),
        (
            "arsisesi-a;d3{[%mark Gc3]}",
            (1, s("d3"), 22, Place(s("c3"))),
        ),
        ("arsisesi-c;d3{[%mark G3]}", (1, s("d3"), 22, Place(s("3")))),
        (
            "zanstrekt;{[%arrow Gi1-off]}",
            (0, s("zanstrekt"), 23, Place(s("off"))),
        ),
        // Offsets count characters, not bytes.
        ("senet;d2{é}x", (1, s("d2"), 11, After(s("x")))),
    ] {
        assert_eq!(note_error(text), expected, "{text}");
    }
    // Token errors keep their numbers when notes come before them.
    assert!(matches!(
        parse("senet;{Start.}d2{Two.},11-14"),
        Err(RecordError::TokenPlay {
            index: 2,
            offset: 23,
            ..
        })
    ));
    assert!(matches!(
        parse("senet;d2{a}"),
        Ok(r) if r.tokens().len() == 1
    ));
}

#[test]
fn note_errors_are_said_in_words() {
    let cases = [
        (
            "senet;d2{[%mark G31]}",
            "The note after move 1 ('d2') cannot be read: '31' is not a place on this board.",
        ),
        (
            "senet;{Start",
            "The note after the start cannot be read: its '{' is never closed by '}'.",
        ),
    ];
    for (text, words) in cases {
        assert_eq!(parse(text).unwrap_err().in_words(), words);
    }
    // The core's own form keeps the fact, not words (docs/architecture.md: the core keeps facts).
    assert_eq!(
        parse("senet;d2{[%mark G31]}").unwrap_err().to_string(),
        "note after move 1 'd2': note-place (place: 31)"
    );
}

/// The worked examples of docs/embedding.md's walkthrough section, one per game: each reads,
/// has notes at several points, and writes back as written.
#[test]
fn the_documented_walkthroughs_read_back_as_written() {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/embedding.md"))
        .expect("docs/embedding.md");
    let section = docs
        .split("## Walkthroughs")
        .nth(1)
        .expect("a Walkthroughs section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut kinds = Vec::new();
    for line in section.lines() {
        let Some(rest) = line.split("record=\"").nth(1) else {
            continue;
        };
        let text = rest.split('"').next().unwrap_or("");
        let record = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(record.notes().len() >= 2, "{text}");
        assert_eq!(record.to_string(), text);
        let kind = record
            .start()
            .id()
            .split('-')
            .next()
            .unwrap_or("")
            .to_string();
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds.sort();
    assert_eq!(kinds, ["arces", "arsisesi", "seesaw", "senet", "zanstrekt"]);
}

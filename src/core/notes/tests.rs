use super::*;

/// Places `1` to `30` as spots 1 to 30, like Senet's squares.
fn squares(name: &str) -> Option<Spot> {
    let n: u16 = name.parse().ok()?;
    ((1..=30).contains(&n) && !name.starts_with('0')).then_some(Spot(n))
}

fn read(text: &str) -> Result<(Note, usize), (NoteError, usize)> {
    Note::read(text, 0, &squares)
}

fn place(n: u16) -> Place {
    Place {
        spot: Spot(n),
        name: n.to_string(),
    }
}

#[test]
fn a_note_reads_its_directives_then_its_caption_and_writes_them_back() {
    for text in [
        "{}",
        "{Black throws first.}",
        "{[%mark G13] [%arrow G11-13] Two flat sides: two squares.}",
        "{[%mark G13] [%arrow G11>13] The first spelling of arrows, still read.}",
        "{[%mark G13][%arrow G11-13]Tight.}",
        "{[%arrow G1-2,R3>4,B5-6] Each arrow keeps its spelling.}",
        "{[%mark G13,R14,B15,Y16]}",
        "{[%arrow G11>13,R9>12] }",
        "{[%arrow Y1>2]  Two spaces: the caption keeps one.}",
        "{ A caption may start with a space, hold ], [, % and ; or ,}",
        "{[%mark B1] [%mark G2] Directives repeat, in any order.}",
        "{Ünïcödé, ok: 50%}",
    ] {
        let (note, end) = read(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(end, text.len(), "{text}");
        assert_eq!(note.to_string(), text);
    }
    let (note, _) = read("{[%mark G13,R14] [%arrow B11>13] [%mark Y1] Caption}").unwrap();
    assert_eq!(note.caption(), "Caption");
    let marks: Vec<(Hue, u16)> = note.marks().map(|(h, p)| (*h, p.spot.0)).collect();
    assert_eq!(marks, [(Hue::Green, 13), (Hue::Red, 14), (Hue::Yellow, 1)]);
    let arrows: Vec<(Hue, u16, u16)> = note
        .arrows()
        .map(|a| (a.hue, a.from.spot.0, a.to.spot.0))
        .collect();
    assert_eq!(arrows, [(Hue::Blue, 11, 13)]);
    // Both spellings name the same arrow.
    let (dash, _) = read("{[%arrow B11-13]}").unwrap();
    let (gt, _) = read("{[%arrow B11>13]}").unwrap();
    let spots = |n: &Note| {
        n.arrows()
            .map(|a| (a.hue, a.from.spot, a.to.spot))
            .collect::<Vec<_>>()
    };
    assert_eq!(spots(&dash), spots(&gt));
}

#[test]
fn a_note_ends_at_its_brace() {
    let text = "{a},11-13";
    assert_eq!(read(text).unwrap().1, 3);
}

#[test]
fn every_error_says_what_and_where() {
    use NoteError::*;
    for (text, error, at) in [
        ("{No end", Unclosed, 0),
        ("{[%mark G13]", Unclosed, 0),
        ("{Inner {brace}}", Brace, 7),
        ("{[%mark G1{]}", Brace, 10),
        ("{[%circle G13]}", Directive("circle".into()), 1),
        ("{[%Mark G13]}", Directive("Mark".into()), 1),
        ("{[%]}", Directive(String::new()), 1),
        ("{[%mark]}", Mark(String::new()), 1),
        ("{[%arrow]}", Arrow(String::new()), 1),
        ("{[%mark G13}", DirectiveEnd, 1),
        ("{[%mark G13,]}", Mark(String::new()), 12),
        ("{[%mark G]}", Mark("G".into()), 8),
        ("{[%mark  G13]}", Colour(' '), 8),
        ("{[%mark X13]}", Colour('X'), 8),
        ("{[%mark g13]}", Colour('g'), 8),
        ("{[%mark G31]}", Place("31".into()), 9),
        ("{[%mark G013]}", Place("013".into()), 9),
        ("{[%mark G13 ]}", Place("13 ".into()), 9),
        ("{[%arrow G11]}", Arrow("G11".into()), 9),
        ("{[%arrow G11>]}", Arrow("G11>".into()), 9),
        ("{[%arrow G>11]}", Arrow("G>11".into()), 9),
        ("{[%arrow G11>11]}", Arrow("G11>11".into()), 9),
        ("{[%arrow G11-11]}", Arrow("G11-11".into()), 9),
        ("{[%arrow G11-]}", Arrow("G11-".into()), 9),
        ("{[%arrow G-13]}", Arrow("G-13".into()), 9),
        ("{[%arrow G11-12-13]}", Place("12-13".into()), 13),
        ("{[%arrow G11-12>13]}", Place("12>13".into()), 13),
        ("{[%arrow G11-40]}", Place("40".into()), 13),
        ("{[%arrow G11>13,R12>40]}", Place("40".into()), 20),
        ("{[%arrow G0>13]}", Place("0".into()), 10),
        ("{Caption [%mark G13]}", AfterCaption, 9),
        ("{[%mark G13] Caption [%arrow G1>2]}", AfterCaption, 21),
    ] {
        assert_eq!(read(text), Err((error, at)), "{text}");
    }
}

#[test]
fn an_error_displays_its_fact_not_words() {
    // The words are the catalog's (app::text), so the core does not use i18n.
    assert_eq!(
        NoteError::Place("31".into()).to_string(),
        "note-place (place: 31)"
    );
    assert_eq!(NoteError::Twice.to_string(), "note-twice");
}

#[test]
fn editing_toggles_marks_and_arrows_and_keeps_the_text_readable() {
    let mut note = Note::default();
    note.toggle_mark(Hue::Green, place(13));
    assert_eq!(note.to_string(), "{[%mark G13]}");
    note.set_caption("  Two {flat} sides [%mark x]  ");
    assert_eq!(note.to_string(), "{[%mark G13] Two (flat) sides [mark x]}");
    note.toggle_arrow(Hue::Red, place(11), place(13));
    note.toggle_mark(Hue::Blue, place(14));
    // New arrows are written with `-`, which a wiki tag can hold as it is.
    assert_eq!(
        note.to_string(),
        "{[%mark G13,B14] [%arrow R11-13] Two (flat) sides [mark x]}"
    );
    // Again in another colour: the colour changes; in the same colour: it goes.
    note.toggle_mark(Hue::Yellow, place(13));
    note.toggle_arrow(Hue::Red, place(11), place(13));
    assert_eq!(
        note.to_string(),
        "{[%mark Y13,B14] Two (flat) sides [mark x]}"
    );
    note.toggle_arrow(Hue::Green, place(12), place(12));
    note.remove_mark(1);
    note.remove_mark(5);
    note.set_caption("");
    assert_eq!(note.to_string(), "{[%mark Y13]}");
    note.remove_mark(0);
    assert!(note.is_empty());
    assert_eq!(note.to_string(), "{}");
    // Every edit reads back as written.
    let mut note = read("{[%arrow G1>2,B3>4] [%mark R5]}").unwrap().0;
    note.remove_arrow(1);
    note.toggle_mark(Hue::Red, place(6));
    note.toggle_arrow(Hue::Yellow, place(7), place(8));
    note.set_caption("Now.");
    let text = note.to_string();
    assert_eq!(text, "{[%arrow G1>2,Y7-8] [%mark R5,R6] Now.}");
    assert_eq!(read(&text).unwrap().0, note);
}

#[test]
fn colours_have_letters() {
    for hue in Hue::ALL {
        assert_eq!(Hue::from_letter(hue.letter()), Some(hue));
    }
    assert_eq!(Hue::from_letter('g'), None);
}

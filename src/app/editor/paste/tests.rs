use super::*;
use crate::app::editor::Editor;

const WALK: &str =
    "senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11>13] Two \"flat\" sides & more.}";

#[test]
fn every_snippet_the_editor_makes_opens_with_all_its_options() {
    let embed = Embed {
        flip: true,
        coords: true,
        controls: true,
        fixed: true,
        highlight: vec!["13".into(), "15".into()],
        size: Some(480),
        extra: vec![
            ("prompt".into(), "A \"prompt\" & <more>".into()),
            ("lang".into(), "fr".into()),
        ],
    };
    let base = "https://example.org/q/";
    for snippet in [
        embed.iframe(base, WALK, (480, 300), "Senet"),
        embed.element(base, WALK),
        embed.wiki(WALK),
        format!(
            "{base}embed.html?{}#{}",
            embed.query(),
            crate::app::links::fragment(WALK)
        ),
    ] {
        let pasted = read(&snippet).unwrap_or_else(|e| panic!("{snippet}: {e}"));
        assert_eq!(pasted.options.as_ref(), Some(&embed), "{snippet}");
        let walk = pasted.walk.unwrap();
        assert_eq!(walk.record().to_string(), WALK, "{snippet}");
        assert_eq!(walk.step(), (0, 2), "a walkthrough opens at its start");
        // Written again, the same snippet.
        let (editor, _) = Editor::open_text(&snippet).unwrap();
        assert_eq!(editor.text(), WALK);
    }
}

#[test]
fn snippets_from_elsewhere_open_too() {
    // The wiki tag with its text as the prompt, single quotes, unquoted values, entities.
    let pasted = read(
        "<quintet record='senet;d2' controls=1 flip=\"yes\" data-x=\"1\">Black &amp; white</quintet>",
    )
    .unwrap();
    let options = pasted.options.unwrap();
    assert!(options.controls && options.flip && !options.fixed);
    assert_eq!(
        options.extra,
        [("prompt".to_string(), "Black & white".to_string())]
    );
    // A snippet's game keeps its line, at its end.
    let walk = pasted.walk.unwrap();
    assert_eq!(
        (walk.record().to_string(), walk.step()),
        ("senet;d2".into(), (1, 1))
    );
    // An iframe's width is its page's layout: its board's options are all in its address.
    let pasted = read(
        "<iframe src=\"https://x.org/embed.html?controls=1&amp;highlight=e3%2Cf5#seesaw\" width=\"640\" height=\"600\"></iframe>",
    )
    .unwrap();
    let options = pasted.options.unwrap();
    assert_eq!((options.controls, options.size), (true, None));
    assert_eq!(options.highlight, ["e3", "f5"]);
    assert!(pasted.walk.is_none(), "no moves: the position itself");
    // The element with its script line first, as the editor writes it.
    let pasted = read(
        "<script type=\"module\" src=\"https://x.org/quintet-board.js\"></script>\n<quintet-board record=\"arces\" interactive=\"0\"></quintet-board>",
    )
    .unwrap();
    assert!(pasted.options.unwrap().fixed);
}

#[test]
fn a_quoted_value_may_hold_a_gt_sign_and_the_text_after_the_tag_is_its_prompt() {
    // Issue 52: the prompt was read from the first '>', inside the record.
    let pasted = read(
        "<quintet record=\"senet;d2,11-13{[%arrow G11>13] ok}\" flip=\"1\">A prompt…</quintet>",
    )
    .unwrap();
    let options = pasted.options.unwrap();
    assert!(options.flip);
    assert_eq!(
        options.extra,
        [("prompt".to_string(), "A prompt…".to_string())]
    );
    let walk = pasted.walk.unwrap();
    assert_eq!(
        walk.record().to_string(),
        "senet;d2,11-13{[%arrow G11>13] ok}"
    );
    // Self-closing, or with nothing between the tags: no prompt.
    for tag in [
        "<quintet record='senet;d2{[%arrow G11>13]}' />",
        "<quintet record=\"senet;d2{[%arrow G11>13]}\"></quintet>",
    ] {
        assert_eq!(read(tag).unwrap().options.unwrap().extra, [], "{tag}");
    }
}

#[test]
fn links_and_records_open_as_before_and_bad_snippets_are_said() {
    // A game page link: its last position, no options.
    let pasted = read("https://x.org/?north=strong#senet;d2,11-13").unwrap();
    assert_eq!(pasted.setup.to_string(), "senet:wbwbwbwbw3b17:w");
    assert!(pasted.walk.is_none() && pasted.options.is_none());
    // A walkthrough link, percent-encoded: a walkthrough.
    let link = format!("https://x.org/#{}", crate::app::links::fragment(WALK));
    assert_eq!(
        read(&link).unwrap().walk.unwrap().record().to_string(),
        WALK
    );
    assert_eq!(
        read("<div>nothing</div>").unwrap_err(),
        "No board was found in this snippet: paste an iframe, a quintet-board element or a wiki tag as the editor makes them."
    );
    assert!(
        read("<quintet-board record=\"senet;d2{[%mark G31]}\"></quintet-board>")
            .unwrap_err()
            .contains("'31' is not a place on this board")
    );
}

#[test]
fn options_kept_from_a_pasted_board_go_with_it() {
    // Issue 52: the Seesaw puzzle's solution and prompt stuck to every board after it.
    let puzzle = "<quintet record=\"seesaw-4\" solution=\"+d2,d7-c6,+c1|+e1,d7-e6,+f1\" \
                  autoplay-replies=\"1\">South to place twice: find a line the rules allow.</quintet>";
    let names = |e: &Editor| -> Vec<String> { e.kept().iter().map(|(n, _)| n.clone()).collect() };
    let mut e = Editor::default();
    e.load(puzzle).unwrap();
    assert_eq!(names(&e), ["solution", "autoplay-replies", "prompt"]);
    // Edited, it is the same board: they stay.
    e.choose(0);
    e.click(crate::core::Spot(20));
    assert_eq!(names(&e).len(), 3);
    let leaves: [fn(&mut Editor); 5] = [
        |e: &mut Editor| e.start("seesaw-4").unwrap(),
        |e: &mut Editor| e.start("arces").unwrap(),
        |e: &mut Editor| e.empty("seesaw").unwrap(),
        |e: &mut Editor| {
            e.load("senet").unwrap();
        },
        |e: &mut Editor| {
            e.load("https://x.org/#senet;d2").unwrap();
        },
    ];
    for leave in leaves {
        let mut e = Editor::default();
        e.load(puzzle).unwrap();
        leave(&mut e);
        assert_eq!(e.kept(), [], "another board keeps none of them");
        // Undo brings the puzzle back, options and all.
        assert!(e.undo());
        assert_eq!(names(&e).len(), 3);
    }
    // Opened from the address bar, the same.
    let (e, _) = Editor::open_text(puzzle).unwrap();
    assert_eq!(names(&e).len(), 3);
}

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
    // An iframe's width is the board's size.
    let pasted = read(
        "<iframe src=\"https://x.org/embed.html?controls=1&amp;highlight=e3%2Cf5#seesaw\" width=\"500\" height=\"600\"></iframe>",
    )
    .unwrap();
    let options = pasted.options.unwrap();
    assert_eq!((options.controls, options.size), (true, Some(500)));
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

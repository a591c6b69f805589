use super::*;
use crate::app::editor::Editor;
use crate::core::Hue;

/// A Senet walkthrough editor at its start.
fn senet() -> Editor {
    let mut e = Editor::new("senet").unwrap();
    assert!(e.start_walk());
    e
}

#[test]
fn a_line_is_played_from_the_setup_with_chosen_throws() {
    let mut e = senet();
    assert_eq!(e.text(), "senet");
    let walk = e.walk().unwrap();
    assert_eq!(walk.step(), (0, 0));
    let rolls: Vec<String> = walk.rolls().iter().map(ToString::to_string).collect();
    assert_eq!(rolls, ["d1", "d2", "d3", "d4", "d6"]);
    // Clicks play nothing while a throw is due; the author chooses it.
    assert!(!e.click(Spot(11)));
    e.edit_walk(|w| w.throw(w.rolls()[1]));
    assert_eq!(e.text(), "senet;d2");
    // A piece, then where it goes.
    assert!(!e.click(Spot(11)));
    assert_eq!(e.walk().unwrap().pending(), Some(Spot(11)));
    assert_eq!(e.walk().unwrap().targets(), [Spot(13)]);
    assert!(e.click(Spot(13)));
    assert_eq!(e.text(), "senet;d2,11-13");
    assert_eq!(e.walk().unwrap().step(), (2, 2));
    // Undo takes the move back, redo plays it again.
    assert!(e.undo());
    assert_eq!(e.text(), "senet;d2");
    assert!(e.redo());
    assert_eq!(e.text(), "senet;d2,11-13");
}

#[test]
fn notes_are_written_at_any_step_and_edited_or_deleted() {
    let mut e = senet();
    e.edit_walk(|w| w.set_caption("Black throws first."));
    e.edit_walk(|w| w.throw(w.rolls()[1]));
    e.click(Spot(11));
    e.click(Spot(13));
    e.edit_walk(|w| {
        w.set_tool(WalkTool::Mark);
        w.set_hue(Hue::Green);
        w.click(Spot(13));
        w.set_tool(WalkTool::Arrow);
        assert_eq!(w.click(Spot(11)), WalkClick::Picked);
        w.click(Spot(13));
        w.set_hue(Hue::Yellow);
        w.click(Spot(8));
        w.click(Spot(10));
        w.set_caption("Two flat sides: two squares.");
    });
    let walk_text = "senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11-13,Y8-10] \
                     Two flat sides: two squares.}";
    assert_eq!(e.text(), walk_text);
    // Back to step 1 (after the throw): no note there; stepping is not an edit.
    let undo = e.can_undo();
    e.view_walk(|w| w.go(1));
    assert_eq!(e.walk().unwrap().note(), None);
    assert_eq!(e.can_undo(), undo);
    e.view_walk(|w| w.go(2));
    // Edit: recolour the mark, remove an arrow, then the whole note.
    e.edit_walk(|w| {
        w.set_tool(WalkTool::Mark);
        w.set_hue(Hue::Red);
        w.click(Spot(13));
        w.remove_arrow(0);
    });
    assert_eq!(
        e.text(),
        "senet;{Black throws first.}d2,11-13{[%mark R13] [%arrow Y8-10] Two flat sides: two squares.}"
    );
    e.edit_walk(Walk::clear_note);
    assert_eq!(e.text(), "senet;{Black throws first.}d2,11-13");
    // What the pictures draw: the step's position and note.
    e.view_walk(|w| w.go(0));
    let (game, note) = e.picture().unwrap();
    assert_eq!(game, AnyGame::new("senet").unwrap());
    assert_eq!(note.unwrap().caption(), "Black throws first.");
    // Playing from an earlier step replaces the line after it.
    e.edit_walk(|w| w.throw(w.rolls()[0]));
    assert_eq!(e.text(), "senet;{Black throws first.}d1");
    e.undo();
    e.view_walk(|w| w.go(1));
    e.edit_walk(Walk::cut);
    assert_eq!(e.text(), "senet;{Black throws first.}d2");
}

#[test]
fn leaving_the_walkthrough_is_undone_and_a_position_start_is_kept() {
    let mut e = Editor::new("arces").unwrap();
    // Erase the stone on b1: a possible set-up that is no game's start.
    e.choose(e.tools().len() - 2);
    e.click(Spot(1));
    let setup = e.text().to_string();
    assert!(e.start_walk());
    assert_eq!(
        e.text(),
        setup,
        "a set-up that is no game's start is written as a position"
    );
    e.click(Spot(2));
    e.click(Spot(9));
    let line = e.text().to_string();
    assert!(line.starts_with(&format!("{setup};")), "{line}");
    e.stop_walk();
    assert_eq!(e.text(), setup);
    assert!(e.walk().is_none());
    e.undo();
    assert_eq!(e.text(), line);
    // An impossible set-up has no walkthrough.
    let mut e = Editor::new("senet").unwrap();
    e.empty("senet").unwrap();
    assert!(!e.start_walk());
}

#[test]
fn every_game_plays_and_annotates_a_line() {
    for id in crate::games::GAME_IDS {
        let mut e = Editor::new(id).unwrap();
        assert!(e.start_walk(), "{id}");
        for _ in 0..6 {
            let walk = e.walk().unwrap();
            if let Some(&roll) = walk.rolls().last() {
                e.edit_walk(|w| w.throw(roll));
                continue;
            }
            let shown = walk.shown();
            let Some(mv) = crate::app::moves(&shown).into_iter().next() else {
                break;
            };
            e.edit_walk(|w| w.play(&mv));
        }
        let places = e.walk().unwrap().shown().note_places();
        e.edit_walk(|w| {
            w.set_tool(WalkTool::Mark);
            w.click(places[0].spot);
            w.set_tool(WalkTool::Arrow);
            w.click(places[1].spot);
            w.click(places[2].spot);
            w.set_caption(&format!("{id}: {{caption}} with [%odd] text"));
        });
        let text = e.text().to_string();
        let again = Editor::open(&text).unwrap();
        assert_eq!(again.text(), text, "{id}");
        let note = again
            .walk()
            .unwrap()
            .record()
            .notes()
            .last()
            .cloned()
            .unwrap()
            .1;
        assert_eq!(
            (note.marks().count(), note.arrows().count()),
            (1, 1),
            "{id}"
        );
        assert_eq!(note.caption(), format!("{id}: (caption) with [odd] text"));
    }
}

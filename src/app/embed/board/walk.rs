//! An embedded board showing a walkthrough (a record with notes): it opens at its start, steps
//! with Next and Back, shows each point's caption under the board and says it with its step.

use super::EmbedBoard;
use crate::app::walk;
use crate::i18n::tr;

impl EmbedBoard {
    /// Opens a record with notes at its start (not a puzzle's, which starts at its end).
    pub(super) fn open_walkthrough(&mut self) {
        self.walkthrough = self.session.record().has_notes() && self.lesson.is_none();
        if self.walkthrough && self.puzzle.is_none() {
            self.session.view(Some(0));
        }
    }

    /// Whether the board shows a walkthrough: step controls, captions and their announcements.
    pub fn walkthrough(&self) -> bool {
        self.walkthrough
    }

    /// The caption of the point shown (empty for none), cut at [`walk::TEXT_LIMIT`].
    pub fn caption(&self) -> String {
        if self.lesson.is_some() {
            return String::new();
        }
        walk::caption(&self.session)
    }

    /// The step shown and the number of steps, from 1 (every point of the record is one).
    pub fn step(&self) -> (usize, usize) {
        let len = self.session.record().tokens().len();
        (walk::point(&self.session) + 1, len + 1)
    }

    /// The note on the captions longer than a board shows ([`walk::TEXT_LIMIT`] characters, cut
    /// there), naming their steps; empty when there are none.
    pub(super) fn captions_cut(&self) -> String {
        let long = self.session.record().notes().iter();
        let long = long.filter(|(_, n)| n.caption().chars().count() > walk::TEXT_LIMIT);
        let steps: Vec<String> = long.map(|(at, _)| (at + 1).to_string()).collect();
        if steps.is_empty() {
            return String::new();
        }
        let args = [
            ("count", steps.len().into()),
            ("steps", steps.join(", ").into()),
            ("limit", walk::TEXT_LIMIT.into()),
        ];
        tr("walk-caption-cut", &args)
    }

    /// What a screen reader is told of the point shown: its step, caption, marks and arrows;
    /// empty unless this is a walkthrough.
    pub fn step_words(&self) -> String {
        if !self.walkthrough {
            return String::new();
        }
        walk::step_words(self.session.record(), walk::point(&self.session))
    }
}

#[cfg(test)]
mod tests {
    use super::super::EmbedBoard;
    use crate::app::embed::events::BoardEvent;
    use crate::core::Spot;

    const WALK: &str =
        "senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11>13] Two squares.}";

    #[test]
    fn a_walkthrough_opens_at_its_start_and_steps_with_its_captions() {
        let mut board = EmbedBoard::new(WALK, "", 1);
        assert!(board.walkthrough());
        assert_eq!(board.note(), "");
        assert_eq!(
            (board.step(), board.caption().as_str()),
            ((1, 3), "Black throws first.")
        );
        assert_eq!(board.step_words(), "Step 1 of 3: Black throws first.");
        assert!(board.overlay(false).arrows.is_empty());
        board.command("forward");
        assert_eq!((board.step(), board.caption().as_str()), ((2, 3), ""));
        board.command("forward");
        assert_eq!(board.step(), (3, 3));
        assert_eq!(board.caption(), "Two squares.");
        let overlay = board.overlay(false);
        assert_eq!(overlay.painted, [(Spot(13), crate::core::Hue::Green)]);
        assert_eq!(overlay.arrows.len(), 1);
        assert!(board
            .step_words()
            .starts_with("Step 3 of 3: Two squares. Marked in green: 13."));
        board.command("first");
        assert_eq!(board.step(), (1, 3));
        // Stepping sends nothing to the host; the record is the one given, notes and all.
        assert!(board.take_events().is_empty());
        assert_eq!(board.record_text(), WALK);
    }

    #[test]
    fn a_caption_longer_than_a_board_shows_is_cut_and_the_note_says_so() {
        let long = "é".repeat(2519);
        let text = format!("senet;{{Short.}}d2{{{long}}},11-13{{{long}}}");
        let mut board = EmbedBoard::new(&text, "", 1);
        board.command("forward");
        assert_eq!(board.caption(), format!("{}…", "é".repeat(500)));
        assert_eq!(
            board.note(),
            "The captions of steps 2, 3 are longer than 500 characters: their ends are left out."
        );
        // The record is kept whole.
        assert_eq!(board.record_text(), text);
        let board = EmbedBoard::new(&format!("senet;{{{long}}}"), "", 1);
        assert_eq!(
            board.note(),
            "The caption of step 1 is longer than 500 characters: its end is left out."
        );
        assert_eq!(EmbedBoard::new(WALK, "", 1).note(), "");
    }

    #[test]
    fn a_static_walkthrough_draws_its_notes_and_a_plain_record_is_no_walkthrough() {
        let mut board = EmbedBoard::new(WALK, "interactive=0", 1);
        board.command("last");
        assert_eq!(board.overlay(false).arrows.len(), 1);
        let plain = EmbedBoard::new("senet;d2,11-13", "controls=1", 1);
        assert!(!plain.walkthrough());
        assert_eq!(plain.step_words(), "");
        assert_eq!(plain.step(), (3, 3), "a game opens at its end");
    }

    #[test]
    fn moves_played_at_the_end_of_a_walkthrough_keep_its_notes_in_the_events() {
        let mut board = EmbedBoard::new(WALK, "", 1);
        board.command("last");
        assert!(board.play("d3").ok);
        let events = board.take_events();
        assert!(matches!(&events[..], [BoardEvent::Roll(_)]), "{events:?}");
        assert_eq!(board.record_text(), format!("{WALK},d3"));
        // A start with its note alone takes its first token directly after the note.
        let mut board = EmbedBoard::new("senet;{The start.}", "", 1);
        assert!(board.walkthrough());
        assert!(board.play("d2").ok);
        assert_eq!(board.record_text(), "senet;{The start.}d2");
        assert!(board.play("11-13").ok);
        let moved: Vec<String> = board
            .take_events()
            .into_iter()
            .filter_map(|e| match e {
                BoardEvent::Move(m) => Some(m.record),
                _ => None,
            })
            .collect();
        assert_eq!(moved, ["senet;{The start.}d2,11-13"]);
    }
}

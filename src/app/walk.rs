//! Walkthroughs: records with notes (docs/notation.md, "Annotated records"), stepped through one point
//! at a time. A board showing one opens at its start; each point's caption stands under the board
//! and is said to screen readers with its step ("Step 3 of 8: …"), with the marks and arrows in
//! words, since they are drawn only.

use super::{a11y, Session};
use crate::core::{Hue, Note, Record};
use crate::games::AnyGame;
use crate::i18n::tr;

/// The point a session shows: how many tokens of its record (the end unless browsing).
pub fn point(session: &Session) -> usize {
    session
        .viewing()
        .unwrap_or_else(|| session.record().tokens().len())
}

/// The note at the point the session shows, if any.
pub fn shown_note(session: &Session) -> Option<&Note> {
    session.record().note(point(session))
}

/// The most characters of a caption, or of a board's prompt, that a board shows: the rest of a
/// longer one is left out, with an ellipsis, and the embed's note and the editor say so. The
/// notation sets no limit (a record read before keeps opening), so this is the readers' and the
/// editor's one limit (issue 52).
pub const TEXT_LIMIT: usize = 500;

/// `text` as a board shows it: whole, or its first [`TEXT_LIMIT`] characters and `…`.
pub fn within_limit(text: &str) -> String {
    crate::core::cut(text, TEXT_LIMIT)
}

/// The caption at the point the session shows (empty for none), as a board shows it.
pub fn caption(session: &Session) -> String {
    within_limit(shown_note(session).map_or("", Note::caption))
}

/// What a screen reader says at `point` of a walkthrough: the step and its caption, then the
/// marks and arrows. Each point is a step, the start the first. A step without a caption says
/// its throw or move in words, as the live region says them in a game (the start: whose turn
/// it is), so that no step is only a number.
pub fn step_words(record: &Record<AnyGame>, point: usize) -> String {
    let step = ("step", (point + 1).into());
    let steps = ("steps", (record.tokens().len() + 1).into());
    let note = record.note(point);
    let mut caption = note.map_or("", Note::caption).to_string();
    if caption.is_empty() {
        caption = match point.checked_sub(1) {
            Some(i) => a11y::news_to(record, i, point, &Default::default()),
            None => a11y::turn(record.start()),
        };
    }
    let mut words = tr("walk-step", &[step, steps, ("caption", caption.into())]);
    let Some(note) = note else {
        return words;
    };
    for hue in Hue::ALL {
        let places: Vec<&str> = note
            .marks()
            .filter(|(h, _)| *h == hue)
            .map(|(_, p)| p.name.as_str())
            .collect();
        if !places.is_empty() {
            let args = [
                ("colour", colour(hue).into()),
                ("places", places.join(", ").into()),
            ];
            words.push(' ');
            words.push_str(&tr("walk-marks", &args));
        }
    }
    for arrow in note.arrows() {
        let args = [
            ("colour", colour(arrow.hue).into()),
            ("from", arrow.from.name.as_str().into()),
            ("to", arrow.to.name.as_str().into()),
        ];
        words.push(' ');
        words.push_str(&tr("walk-arrow", &args));
    }
    words
}

/// A colour's name ("green").
pub fn colour(hue: Hue) -> String {
    crate::i18n::t(match hue {
        Hue::Green => "walk-green",
        Hue::Red => "walk-red",
        Hue::Blue => "walk-blue",
        Hue::Yellow => "walk-yellow",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const WALK: &str = "senet;{Black throws first.}d2,11-13{[%mark G13,Y15,G14] \
                        [%arrow G11>13,R8>10] Two flat sides: two squares.}";

    #[test]
    fn each_point_is_a_step_said_with_its_caption_marks_and_arrows() {
        let record = Record::<AnyGame>::parse(WALK).unwrap();
        assert_eq!(step_words(&record, 0), "Step 1 of 3: Black throws first.");
        // A step without a caption says its throw or move, and whose turn it is then.
        assert_eq!(
            step_words(&record, 1),
            "Step 2 of 3: Turn 1: Black threw 2. Black to move with a 2."
        );
        let bare = Record::<AnyGame>::parse("senet;d2,11-13{[%mark G13]}").unwrap();
        assert_eq!(step_words(&bare, 0), "Step 1 of 3: Black to throw.");
        assert_eq!(
            step_words(&bare, 2),
            "Step 3 of 3: Black: Move the piece on 11 to 13. White to throw. Marked in green: 13."
        );
        assert_eq!(
            step_words(&record, 2),
            "Step 3 of 3: Two flat sides: two squares. Marked in green: 13, 14. \
             Marked in yellow: 15. Arrow in green from 11 to 13. Arrow in red from 8 to 10."
        );
    }

    #[test]
    fn a_session_shows_the_note_of_its_point() {
        let mut session = Session::from_record(WALK, 1).unwrap();
        assert_eq!(point(&session), 2);
        assert_eq!(caption(&session), "Two flat sides: two squares.");
        assert_eq!(session.overlay().arrows.len(), 2);
        session.view(Some(0));
        assert_eq!(caption(&session), "Black throws first.");
        assert!(session.overlay().arrows.is_empty());
        session.view(Some(1));
        assert_eq!((point(&session), caption(&session).as_str()), (1, ""));
    }
}

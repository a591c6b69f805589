//! Walkthroughs: records with notes (docs/notation.md, "Annotated records"), stepped through one point
//! at a time. A board showing one opens at its start; each point's caption stands under the board
//! and is said to screen readers with its step ("Step 3 of 8: …"), with the marks and arrows in
//! words, since they are drawn only.

use super::Session;
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

/// The caption at the point the session shows (empty for none).
pub fn caption(session: &Session) -> &str {
    shown_note(session).map_or("", Note::caption)
}

/// What a screen reader says at `point` of a walkthrough: the step and its caption, then the
/// marks and arrows. Each point is a step, the start the first.
pub fn step_words(record: &Record<AnyGame>, point: usize) -> String {
    let step = ("step", (point + 1).into());
    let steps = ("steps", (record.tokens().len() + 1).into());
    let note = record.note(point);
    let caption = note.map_or("", Note::caption);
    let mut words = if caption.is_empty() {
        tr("walk-step-bare", &[step, steps])
    } else {
        tr("walk-step", &[step, steps, ("caption", caption.into())])
    };
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
    for (hue, from, to) in note.arrows() {
        let args = [
            ("colour", colour(*hue).into()),
            ("from", from.name.as_str().into()),
            ("to", to.name.as_str().into()),
        ];
        words.push(' ');
        words.push_str(&tr("walk-arrow", &args));
    }
    words
}

/// A colour's name.
fn colour(hue: Hue) -> String {
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
        assert_eq!(step_words(&record, 1), "Step 2 of 3.");
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
        assert_eq!((point(&session), caption(&session)), (1, ""));
    }
}

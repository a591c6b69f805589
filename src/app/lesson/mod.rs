//! Lessons (issue 49, docs/lessons.md): for each game family a course of short steps, each a
//! small position with a one-sentence goal that the learner plays out on the board, judged by the
//! rules. A step is data, not code: an annotated record (docs/notation.md), its goal, the lines
//! that reach it and the tries it refuses, in `lessons/<course>.txt` ([`course`] reads it), with
//! its words in the catalog (`locales/<lang>/lessons-<course>.ftl`: the goal, which becomes the
//! record's caption, what the step taught, and why a legal move misses). [`check`] plays every
//! step as a learner would, for `quintet lessons` and the tests.
//!
//! The embedded board plays a lesson ([`crate::app::embed::board`], `lesson=seesaw/3`), so the
//! game page, `<quintet-board>`, `embed.html` and the wiki tags all show the same steps; their
//! words come with the rules texts, fetched on use.

pub mod check;
mod course;
mod goal;
mod progress;
mod rulings;
mod trial;

pub use course::{Course, CourseError, FileProblem, Step};
pub use goal::Goal;
pub use progress::{key as progress_key, Progress};
pub use rulings::ruling_text;
pub use trial::{Judgement, Trial};

use crate::core::{Note, Record, RecordError};
use crate::games::AnyGame;

/// The course files, in the game picker's order: each course's id and text.
const FILES: [(&str, &str); 5] = [
    ("senet", include_str!("../../../lessons/senet.txt")),
    ("seesaw", include_str!("../../../lessons/seesaw.txt")),
    ("arces", include_str!("../../../lessons/arces.txt")),
    ("arsisesi", include_str!("../../../lessons/arsisesi.txt")),
    ("zanstrekt", include_str!("../../../lessons/zanstrekt.txt")),
];

/// Every course id, in the game picker's order.
pub const COURSE_IDS: [&str; 5] = ["senet", "seesaw", "arces", "arsisesi", "zanstrekt"];

/// The course that teaches `id`, a course id or any game id of its family (`arces-3` is
/// `arces`'s): `None` for another text, else the course read from its file.
pub fn course(id: &str) -> Option<Result<Course, CourseError>> {
    let family = id.split('-').next().unwrap_or(id);
    let (id, text) = FILES.iter().find(|(course, _)| *course == family)?;
    Some(Course::parse(id, text))
}

/// The step a `lesson` option names: a course (`seesaw`, or a game id of it) alone, or with a
/// step, by number or name, after a `/` (`seesaw/3`, `seesaw/chain`). `None` for a course that
/// does not exist; the step is as written.
pub fn spec(text: &str) -> Option<(&'static str, Option<&str>)> {
    let (course, step) = match text.split_once('/') {
        Some((course, step)) => (course, Some(step)),
        None => (text, None),
    };
    let family = course.split('-').next().unwrap_or(course);
    let id = COURSE_IDS.iter().copied().find(|id| *id == family)?;
    let named = course == id || crate::games::GAME_IDS.contains(&course);
    named.then_some((id, step))
}

/// The step's annotated record with `caption` as the caption of its last note (the note at the
/// step's position; a note is added where there is none).
pub fn captioned(record: &str, caption: &str) -> Result<Record<AnyGame>, RecordError> {
    let mut record = Record::<AnyGame>::parse(record)?;
    let at = record.tokens().len();
    let mut note = record.note(at).cloned().unwrap_or_else(Note::default);
    note.set_caption(caption);
    record.set_note(at, Some(note));
    Ok(record)
}

// Native only: every language's catalog is read from the build's files.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

//! The check of a course that `quintet lessons` runs and the tests repeat: every step is played
//! on an embedded board as a learner would play it (`lesson=<course>/<n>`), through the same
//! paths as the page. Each line must reach the step's goal; each wrong try must be refused,
//! with the rules' reason for a move they forbid (by a click, and typed) or with the step's own
//! words for a legal move that misses, the position back at the step's start. The record must
//! read (notes with marks and arrows, no caption: the goal's words are the caption), the goal's
//! places be on its board, and each ruling exist, belong to the game and be cited by a text of
//! the Rules dialog. [`words`] checks that a language has every word of the course.

use super::{ruling_text, Course, Step};
use crate::app::embed::board::EmbedBoard;
use crate::app::embed::events::BoardEvent;
use crate::app::rules::RULING_IDS;
use crate::core::{Game, Record, ToAct, Token};
use crate::games::AnyGame;
use crate::i18n::Catalog;
use std::fmt;

/// A problem with one step of a course.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The step's number (from 1) and name.
    pub step: (usize, String),
    /// What is wrong.
    pub what: Trouble,
}

/// What is wrong with a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Its record cannot be read (the error).
    Record(String),
    /// A note of its record has a caption: the goal's words are the caption.
    Caption,
    /// Its position is a finished game.
    Over,
    /// A ruling id that does not exist, or is another game's.
    Ruling(String),
    /// A ruling that no text of the Rules dialog cites, so the step cannot show its text.
    Uncited(String),
    /// A place of its goal that is not on its board.
    Place(String),
    /// A line that does not fit the board (the puzzle's reason).
    Line(String),
    /// Line `n` (from 1) does not reach the goal, played as a learner would; what happened.
    Unsolved(usize, String),
    /// A wrong try the step does not refuse with a reason; what happened.
    Accepted(String, String),
    /// A word missing in a language: its key and the language.
    Word(String, String),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {} ({}): ", self.step.0, self.step.1)?;
        match &self.what {
            Trouble::Record(error) => write!(f, "its record cannot be read: {error}"),
            Trouble::Caption => f.write_str("its record has a caption; the goal's words are its caption (locales/<lang>/lessons-<course>.ftl)"),
            Trouble::Over => f.write_str("its position is a finished game"),
            Trouble::Ruling(id) => write!(f, "'{id}' is not a ruling of this game (docs/rulings.md)"),
            Trouble::Uncited(id) => write!(f, "no text of the Rules dialog cites {id}, so the step cannot show it (locales/<lang>/rules-<game>.ftl)"),
            Trouble::Place(place) => write!(f, "its goal names '{place}', which is not a place of its board"),
            Trouble::Line(error) => write!(f, "{error}"),
            Trouble::Unsolved(n, what) => write!(f, "line {n} does not reach the goal: {what}"),
            Trouble::Accepted(tried, what) => write!(f, "the wrong try '{tried}' is not refused with a reason: {what}"),
            Trouble::Word(key, lang) => write!(f, "'{key}' is missing in {lang}"),
        }
    }
}

/// Every problem of `course`, step by step, in the current language's words (English natively).
pub fn check(course: &Course) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (i, step) in course.steps.iter().enumerate() {
        let mut trouble = |what| {
            problems.push(Problem {
                step: (i + 1, step.name.clone()),
                what,
            })
        };
        for what in check_step(course, i, step) {
            trouble(what);
        }
    }
    problems
}

/// The words of `course` that `catalog` (a language's catalog text) lacks, `lang` naming it.
pub fn words(course: &Course, catalog: &str, lang: &str) -> Vec<Problem> {
    let (catalog, _) = Catalog::parse(catalog);
    let mut problems = Vec::new();
    for (i, step) in course.steps.iter().enumerate() {
        for part in [None, Some("done"), Some("miss")] {
            let key = step.key(course.id, part);
            if !catalog.keys().any(|k| k == key) {
                problems.push(Problem {
                    step: (i + 1, step.name.clone()),
                    what: Trouble::Word(key, lang.to_string()),
                });
            }
        }
    }
    problems
}

/// The board of step `i` of `course`, as `<quintet-board lesson="course/n">` shows it.
fn board(course: &Course, i: usize) -> EmbedBoard {
    EmbedBoard::new("", &format!("lesson={}/{}", course.id, i + 1), 1)
}

fn check_step(course: &Course, i: usize, step: &Step) -> Vec<Trouble> {
    let mut out = Vec::new();
    let record = match Record::<AnyGame>::parse(&step.record) {
        Ok(record) => record,
        Err(error) => return vec![Trouble::Record(error.to_string())],
    };
    if record
        .notes()
        .iter()
        .any(|(_, note)| !note.caption().is_empty())
    {
        out.push(Trouble::Caption);
    }
    let start = record.position();
    if start.to_act() == ToAct::Over {
        return vec![Trouble::Over];
    }
    let prefix = format!("{}-", &course_prefix(start));
    for id in &step.rulings {
        if !RULING_IDS.contains(&id.as_str()) || !id.starts_with(&prefix) {
            out.push(Trouble::Ruling(id.clone()));
        } else if ruling_text(start.id(), id).is_none() {
            out.push(Trouble::Uncited(id.clone()));
        }
    }
    for goal in &step.goals {
        for place in goal.places() {
            if start.parse_place(place).is_none() {
                out.push(Trouble::Place(place.to_string()));
            }
        }
    }
    if let Err(error) = super::Trial::new(start, step) {
        out.push(Trouble::Line(error.to_string()));
        return out;
    }
    for (n, line) in step.lines.iter().enumerate() {
        if let Err(what) = solve(course, i, line) {
            out.push(Trouble::Unsolved(n + 1, what));
        }
    }
    for tried in &step.wrong {
        if let Err(what) = refuse(course, i, tried) {
            out.push(Trouble::Accepted(tried.clone(), what));
        }
    }
    out
}

/// The ruling prefix of a game (`SEE` for Seesaw).
fn course_prefix(game: &AnyGame) -> &'static str {
    match game {
        AnyGame::Senet(_) => "SEN",
        AnyGame::Seesaw(_) => "SEE",
        AnyGame::Arces(_) => "ARC",
        AnyGame::Arsisesi(_) => "ARS",
        AnyGame::Zanstrekt(_) => "ZAN",
    }
}

/// Plays `line` on step `i`'s board as a learner: the learner's moves as `play()` takes them,
/// Throw where the line throws for the learner; the other seats' replies and throws must come by
/// themselves. The goal must be met at the end.
fn solve(course: &Course, i: usize, line: &str) -> Result<(), String> {
    let mut board = board(course, i);
    let start = board.session().record().tokens().len();
    let record = Record::<AnyGame>::parse(&format!("{};{line}", board.session().game()))
        .map_err(|e| e.to_string())?;
    let wanted = record.tokens();
    let mut guard = 0;
    while !board.lesson_view().is_some_and(|v| v.done_now) {
        guard += 1;
        let played = &board.session().record().tokens()[start..];
        let Some(&next) = wanted.get(played.len()) else {
            return Err(format!(
                "the line ends after '{}' with the goal not met",
                line
            ));
        };
        if played != &wanted[..played.len()] || guard > 4 * wanted.len() + 4 {
            let played: Vec<String> = played.iter().map(ToString::to_string).collect();
            return Err(format!("the board played '{}'", played.join(",")));
        }
        match next {
            Token::Roll(_) if board.can_throw() => board.command("throw"),
            Token::Roll(roll) => return Err(format!("no Throw is offered for '{roll}'")),
            Token::Action(action) => {
                let answer = board.play(&action.to_string());
                if let Some(error) = answer.error {
                    return Err(format!("'{action}' is refused: {error}"));
                }
            }
        }
    }
    Ok(())
}

/// Tries `tried` on step `i`'s board (after the learner's throw, where the step starts with
/// one): a legal move must miss, with the step's words, back at the start and told to the host;
/// a forbidden one must be refused with a reason when clicked and when typed, changing nothing.
fn refuse(course: &Course, i: usize, tried: &str) -> Result<(), String> {
    let mut board = board(course, i);
    while board.can_throw() {
        board.command("throw");
    }
    let before = board.record_text();
    let game = board.session().game().clone();
    let miss = crate::i18n::t(&course.steps[i].key(course.id, Some("miss")));
    board.take_events();
    if Record::<AnyGame>::parse(&format!("{game};{tried}")).is_ok() {
        let answer = board.play(tried);
        let wrong = board
            .take_events()
            .into_iter()
            .any(|e| matches!(e, BoardEvent::Wrong(w) if w.message == miss));
        return match answer.error {
            Some(error) if error == miss && wrong && board.record_text() == before => Ok(()),
            Some(error) => Err(format!("it answers '{error}'")),
            None => Err("it is played and accepted".to_string()),
        };
    }
    // Forbidden: its first move clicked from its cell to its target (a try that names no cell
    // of this board, or whose first move is legal, is checked typed only).
    let first = game.parse_action(tried.split(',').next().unwrap_or("").trim());
    let clickable = first.ok().filter(|&action| !game.is_legal(action));
    if let Some(action) = clickable {
        let spots = game.action_spots(action);
        for spot in spots.from.into_iter().chain(spots.to) {
            board.click(spot);
        }
    }
    let clicked = board.lesson_view().map(|v| v.answer).unwrap_or_default();
    if board.record_text() != before {
        return Err("a click plays it".to_string());
    }
    let mut typed = self::board(course, i);
    while typed.can_throw() {
        typed.command("throw");
    }
    typed.type_move(tried);
    let said = typed.lesson_view().map(|v| v.answer).unwrap_or_default();
    if typed.record_text() != before || said.is_empty() || said == miss {
        return Err(format!("typed, it answers '{said}'"));
    }
    if clickable.is_some() && (clicked.is_empty() || clicked == miss) {
        return Err(format!("clicked, it answers '{clicked}'"));
    }
    Ok(())
}

//! Reading a course file (`lessons/<course>.txt`, docs/lessons.md): a header naming the game the
//! course teaches, then its steps, each a block of fields. The reader checks the shape of the
//! text alone (fields, names, goals as words); whether a step plays as it says is
//! [`check`](super::check)'s work, against the rules.
//!
//! ```text
//! file   = { comment | blank } "game " game-id NL { step }
//! step   = "step " name NL { field NL }
//! field  = "rule " ruling { " " ruling }      the rulings the step teaches (SEE-5)
//!        | "record " annotated-record         the position, with marks and arrows
//!        | "goal " goal                       what the learner must do (several: all of them)
//!        | "line " tokens                     a way to do it (the first is the stated solution)
//!        | "wrong " tokens                    a try that the step refuses, with its reason
//! name   = lower-case letters, digits and "-"
//! ```

use super::goal::Goal;
use std::fmt;

/// One course: the steps of one game family, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    /// The course's id: the family's (`seesaw`), the first part of its game ids.
    pub id: &'static str,
    /// The game the course teaches and whose first game it offers at its end (`seesaw`).
    pub game: String,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// One step: a position, what to do there and how the rules judge it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The step's name in its course (`chain`): its words are `lesson-<course>-<name>` (the
    /// goal), `…-done` (what it taught) and `…-miss` (why a legal move misses the goal).
    pub name: String,
    /// The rulings it teaches (`SEE-5`), whose text the Rules dialog shows.
    pub rulings: Vec<String>,
    /// The annotated record whose end is the step's position; its note there gives the marks and
    /// arrows, and the goal's words become its caption.
    pub record: String,
    /// What the learner must do; every goal must be met.
    pub goals: Vec<Goal>,
    /// Ways to do it, in record notation from the step's position (the learner's moves, the
    /// throws and the other seats' replies); the first is the stated solution.
    pub lines: Vec<String>,
    /// Tries the step refuses: moves the rules forbid, or legal ones that miss the goal.
    pub wrong: Vec<String>,
    /// The line of the file where the step starts, for messages.
    pub at: usize,
}

/// Why a course file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseError {
    /// The file's line (from 1).
    pub line: usize,
    /// What is wrong there.
    pub problem: FileProblem,
}

/// What is wrong with a line of a course file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// No `game` line before the first step.
    NoGame,
    /// A line that is none of the fields.
    Unknown(String),
    /// A field before any `step`.
    OutsideStep,
    /// A step name that is not lower-case letters, digits and hyphens.
    Name(String),
    /// Two steps of one name.
    Twice(String),
    /// A field given with no value.
    Empty(&'static str),
    /// A `record` given twice in a step.
    TwoRecords,
    /// A goal that cannot be read.
    Goal(String),
    /// A step without this field.
    Missing(&'static str),
    /// A course with no step.
    NoStep,
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.problem {
            FileProblem::NoGame => f.write_str("the file names no game ('game seesaw') before its steps"),
            FileProblem::Unknown(text) => write!(f, "'{text}' is not a field (step, rule, record, goal, line, wrong)"),
            FileProblem::OutsideStep => f.write_str("a field before the first 'step'"),
            FileProblem::Name(name) => write!(f, "'{name}' is not a step name (lower-case letters, digits and '-')"),
            FileProblem::Twice(name) => write!(f, "a second step named '{name}'"),
            FileProblem::Empty(field) => write!(f, "'{field}' has no value"),
            FileProblem::TwoRecords => f.write_str("a second 'record' in one step"),
            FileProblem::Goal(text) => write!(f, "'{text}' is not a goal (reach CELL, win, play MOVES, or a kind of action: capture, exit, enter, place, move, ambush, pass, end, with an optional cell)"),
            FileProblem::Missing(field) => write!(f, "the step has no '{field}'"),
            FileProblem::NoStep => f.write_str("the course has no step"),
        }
    }
}

impl std::error::Error for CourseError {}

/// Whether `name` may name a step.
fn is_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

impl Course {
    /// Reads course `id` from the text of its file.
    pub fn parse(id: &'static str, text: &str) -> Result<Course, CourseError> {
        let mut game = None;
        let mut steps: Vec<Step> = Vec::new();
        let fail = |line, problem| Err(CourseError { line, problem });
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let raw = raw.trim();
            if raw.is_empty() || raw.starts_with('#') {
                continue;
            }
            let (field, value) = raw.split_once(' ').unwrap_or((raw, ""));
            let value = value.trim();
            if field == "game" && steps.is_empty() {
                if value.is_empty() {
                    return fail(line, FileProblem::Empty("game"));
                }
                game = Some(value.to_string());
                continue;
            }
            if field == "step" {
                if game.is_none() {
                    return fail(line, FileProblem::NoGame);
                }
                if !is_name(value) {
                    return fail(line, FileProblem::Name(value.to_string()));
                }
                if steps.iter().any(|s| s.name == value) {
                    return fail(line, FileProblem::Twice(value.to_string()));
                }
                if let Some(last) = steps.last() {
                    last.complete()?;
                }
                steps.push(Step {
                    name: value.to_string(),
                    rulings: Vec::new(),
                    record: String::new(),
                    goals: Vec::new(),
                    lines: Vec::new(),
                    wrong: Vec::new(),
                    at: line,
                });
                continue;
            }
            let known = ["rule", "record", "goal", "line", "wrong"];
            let Some(&field) = known.iter().find(|&&k| k == field) else {
                return fail(line, FileProblem::Unknown(raw.chars().take(40).collect()));
            };
            let Some(step) = steps.last_mut() else {
                return fail(line, FileProblem::OutsideStep);
            };
            if value.is_empty() {
                return fail(line, FileProblem::Empty(field));
            }
            match field {
                "rule" => step
                    .rulings
                    .extend(value.split_whitespace().map(str::to_string)),
                "record" if !step.record.is_empty() => return fail(line, FileProblem::TwoRecords),
                "record" => step.record = value.to_string(),
                "goal" => match Goal::parse(value) {
                    Some(goal) => step.goals.push(goal),
                    None => return fail(line, FileProblem::Goal(value.to_string())),
                },
                "line" => step.lines.push(value.to_string()),
                _ => step.wrong.push(value.to_string()),
            }
        }
        match steps.last() {
            None if game.is_none() => fail(1, FileProblem::NoGame),
            None => fail(1, FileProblem::NoStep),
            Some(last) => {
                last.complete()?;
                Ok(Course {
                    id,
                    game: game.unwrap_or_default(),
                    steps,
                })
            }
        }
    }

    /// The step `which` names: its number from 1 (`3`) or its name (`chain`).
    pub fn find(&self, which: &str) -> Option<usize> {
        match which.parse::<usize>() {
            Ok(n) => (1..=self.steps.len()).contains(&n).then(|| n - 1),
            Err(_) => self.steps.iter().position(|s| s.name == which),
        }
    }
}

impl Step {
    /// The step as a whole, or the first field it lacks.
    fn complete(&self) -> Result<(), CourseError> {
        let missing = if self.rulings.is_empty() {
            "rule"
        } else if self.record.is_empty() {
            "record"
        } else if self.goals.is_empty() {
            "goal"
        } else if self.lines.is_empty() {
            "line"
        } else if self.wrong.is_empty() {
            "wrong"
        } else {
            return Ok(());
        };
        Err(CourseError {
            line: self.at,
            problem: FileProblem::Missing(missing),
        })
    }

    /// The catalog key of the step's words in course `course`: the goal, or with `part` its
    /// `done` or `miss` words.
    pub fn key(&self, course: &str, part: Option<&str>) -> String {
        match part {
            None => format!("lesson-{course}-{}", self.name),
            Some(part) => format!("lesson-{course}-{}-{part}", self.name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "# A course.\ngame seesaw-4\n\nstep one\nrule SEE-4 SEE-3\n\
                        record seesaw-4\ngoal reach d2\nline d1-d2\nwrong d1-c1\n";

    #[test]
    fn a_course_reads_its_game_and_steps() {
        let course = Course::parse("seesaw", GOOD).unwrap();
        assert_eq!(course.game, "seesaw-4");
        let step = &course.steps[0];
        assert_eq!((step.name.as_str(), step.at), ("one", 4));
        assert_eq!(step.rulings, ["SEE-4", "SEE-3"]);
        assert_eq!(step.goals, [Goal::Reach("d2".into())]);
        assert_eq!((step.lines.len(), step.wrong.len()), (1, 1));
        assert_eq!(course.find("1"), Some(0));
        assert_eq!(course.find("one"), Some(0));
        assert_eq!(course.find("2"), None);
        assert_eq!(course.find("0"), None);
        assert_eq!(step.key("seesaw", Some("done")), "lesson-seesaw-one-done");
    }

    #[test]
    fn a_bad_file_names_its_line() {
        let cases = [
            ("step a\n", 1, FileProblem::NoGame),
            ("game x\nrule SEE-1\n", 2, FileProblem::OutsideStep),
            ("game x\nstep A\n", 2, FileProblem::Name("A".into())),
            (
                "game x\nstep a\nfoo bar\n",
                3,
                FileProblem::Unknown("foo bar".into()),
            ),
            (
                "game x\nstep a\ngoal fly\n",
                3,
                FileProblem::Goal("fly".into()),
            ),
            ("game x\nstep a\nrule\n", 3, FileProblem::Empty("rule")),
            (
                "game x\nstep a\nrule S\nstep b\n",
                2,
                FileProblem::Missing("record"),
            ),
            ("game x\n", 1, FileProblem::NoStep),
            (
                &GOOD.replace("step one", "step one\nrecord seesaw"),
                7,
                FileProblem::TwoRecords,
            ),
            (
                &format!("{GOOD}step one\n"),
                10,
                FileProblem::Twice("one".into()),
            ),
        ];
        for (text, line, problem) in cases {
            assert_eq!(
                Course::parse("x", text),
                Err(CourseError { line, problem }),
                "{text}"
            );
        }
        let error = Course::parse("x", "game x\nstep a\ngoal fly\n").unwrap_err();
        assert!(
            error.to_string().starts_with("line 3: 'fly' is not a goal"),
            "{error}"
        );
    }
}

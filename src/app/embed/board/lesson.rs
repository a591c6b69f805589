//! An embedded board playing a lesson (`lesson=seesaw/3`: one step; `lesson=seesaw`: the whole
//! course, with its progress; `app::lesson`). The board shows the step's position, its goal
//! above, and under it the answer to each try: the rules' reason for a refused move (the
//! session's click refusal, or the typed move's), the step's own words for a legal move that
//! misses the goal (the move is taken back), or what the step taught once the goal is met. After
//! two misses the move to make is marked. A throw the step needs waits for the learner's Throw.

use super::EmbedBoard;
use crate::app::a11y::{self as typed, Typed};
use crate::app::embed::events::{BoardEvent, SolvedDetail, WrongDetail};
use crate::app::lesson::{self, captioned, Course, Judgement, Progress, Trial};
use crate::app::session::seat_to_decide;
use crate::app::{ClickResult, Session};
use crate::core::{Game, Spot, Token};
use crate::i18n::{t, tr};

/// The answer to the learner's last try.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Said {
    /// Nothing yet (or a move on the way to the goal).
    Nothing,
    /// A move the rules refuse, with their reason.
    Refused(String),
    /// A legal move that missed the goal.
    Missed,
    /// The goal is met.
    Done,
}

/// The lesson a board plays.
#[derive(Clone, Debug)]
pub(super) struct LessonPlay {
    course: Course,
    /// The step shown.
    index: usize,
    /// A whole course (its steps to go through, its progress kept), not one step alone.
    whole: bool,
    /// Whether the step was asked for (`step=`), rather than the first one not done.
    chosen: bool,
    trial: Option<Trial>,
    /// The tokens of the step's record: the learner plays from there.
    start: usize,
    said: Said,
    misses: u32,
    progress: Progress,
    /// Whether the progress changed since the host last kept it.
    unsaved: bool,
    /// What screen readers are told of the lesson, with a count that grows with each news.
    news: (u32, String),
}

/// What a lesson shows around its board, for the view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonView {
    /// The course's game, as its Rules dialog names it ("Seesaw").
    pub title: String,
    /// The game id the course offers a first game of, once finished.
    pub game: String,
    /// A whole course rather than one step.
    pub whole: bool,
    /// The step shown, from 1, and the number of steps.
    pub step: (usize, usize),
    /// Whether each step is done, in order.
    pub done: Vec<bool>,
    /// The step's goal (the caption of its record).
    pub goal: String,
    /// The rulings the step teaches (`SEE-5`).
    pub rulings: Vec<String>,
    /// What the Rules dialog says of them: each section that explains one (its heading, then
    /// its texts and the lines citing the ruling), once.
    pub rules: Vec<(String, Vec<String>)>,
    /// The answer to the last try, or empty.
    pub answer: String,
    /// The step's goal is met.
    pub done_now: bool,
    /// The learner has tried something on this step (a move, a refused one, a miss).
    pub touched: bool,
    /// Every step of the course is done.
    pub finished: bool,
}

impl EmbedBoard {
    /// Opens the lesson the `lesson` option names, in place of the record; a name that is no
    /// lesson is said in the note, and the board keeps its record.
    pub(super) fn open_lesson(&mut self) {
        self.lesson = None;
        let Some(text) = self.options.lesson.clone() else {
            return;
        };
        let found = lesson::spec(&text).and_then(|(id, step)| {
            let course = lesson::course(id)?.ok()?;
            let index = match step {
                Some(step) => Some(course.find(step)?),
                None => None,
            };
            Some((course, index))
        });
        let Some((course, index)) = found else {
            self.lesson_note = tr("embed-option-lesson", &[("name", text.as_str().into())]);
            return;
        };
        self.lesson_note.clear();
        let asked = (self.options.step.as_deref()).and_then(|s| course.find(s));
        self.lesson = Some(LessonPlay {
            whole: index.is_none(),
            chosen: index.is_some() || asked.is_some(),
            index: 0,
            course,
            trial: None,
            start: 0,
            said: Said::Nothing,
            misses: 0,
            progress: Progress::default(),
            unsaved: false,
            news: (0, String::new()),
        });
        self.show_step(index.or(asked).unwrap_or(0));
    }

    /// Shows step `index` of the lesson from its start.
    fn show_step(&mut self, index: usize) {
        let seed = self.rng.u64(..);
        let Some(lesson) = self.lesson.as_mut() else {
            return;
        };
        let Some(step) = lesson.course.steps.get(index) else {
            return;
        };
        let caption = t(&step.key(lesson.course.id, None));
        let session = captioned(&step.record, &caption)
            .ok()
            .and_then(|record| Session::from_record(&record.to_string(), seed).ok());
        let Some(session) = session else {
            return;
        };
        lesson.index = index;
        lesson.start = session.record().tokens().len();
        lesson.trial = Trial::new(session.game(), step).ok();
        lesson.said = Said::Nothing;
        lesson.misses = 0;
        let (number, steps) = (index + 1, lesson.course.steps.len());
        let goal = tr(
            "lesson-announce",
            &[
                ("step", number.into()),
                ("steps", steps.into()),
                ("goal", caption.into()),
            ],
        );
        lesson.news = (lesson.news.0 + 1, goal);
        self.session = session;
        self.ended = false;
        self.lesson_autoplay();
    }

    /// Whether the board plays a lesson.
    pub fn is_lesson(&self) -> bool {
        self.lesson.is_some()
    }

    /// Whether the board takes moves: interactive, and not a lesson step already done.
    pub fn accepts_moves(&self) -> bool {
        self.options.interactive && (self.lesson.is_none() || self.lesson_trying())
    }

    /// Says what went wrong around the lesson (its words or its progress could not be had), in
    /// the board's note, and tells the host.
    pub fn lesson_trouble(&mut self, note: String) {
        if self.lesson_trouble != note {
            self.lesson_trouble = note;
            self.report_note();
        }
    }

    /// Whether the learner may still try (not done, and on the board's own game).
    fn lesson_trying(&self) -> bool {
        self.lesson.as_ref().is_some_and(|l| l.said != Said::Done)
    }

    /// A click on the board in a lesson: the session's answer, judged. A refusal is said with
    /// the rules' reason.
    pub(super) fn lesson_click(&mut self, spot: Spot) {
        if !self.lesson_trying() {
            return;
        }
        let before = self.len();
        match self.session.click(spot) {
            ClickResult::Played(_) => {
                let _ = self.lesson_moved(before);
            }
            ClickResult::Refused(reason) => self.refused(reason),
            _ => {}
        }
    }

    /// A move typed in the lesson's field (`typed`: notation or words, as the game page reads
    /// them): played and judged, or refused with the reason the typed-move reader gives.
    pub fn type_move(&mut self, text: &str) {
        if !self.lesson_trying() {
            return;
        }
        let game = self.session.game().clone();
        match typed::parse(&game, text) {
            Ok(Typed::Throw) => self.command("throw"),
            Ok(Typed::Play(mv)) => {
                let before = self.len();
                match self.session.play_move(&mv) {
                    Ok(()) => {
                        let _ = self.lesson_moved(before);
                    }
                    Err(error) => {
                        use crate::app::text::InWords;
                        self.refused(error.in_words())
                    }
                }
            }
            Err(error) => self.refused(error.words(&game)),
        }
    }

    fn refused(&mut self, reason: String) {
        if let Some(lesson) = self.lesson.as_mut() {
            lesson.news = (lesson.news.0 + 1, reason.clone());
            lesson.said = Said::Refused(reason);
        }
    }

    /// Judges the learner's move (tokens from `before` on): the goal met ends the step, a move
    /// on the way lets the step's throws and replies come, a miss is taken back.
    pub(super) fn lesson_moved(&mut self, before: usize) -> Result<(), String> {
        let Some(lesson) = self.lesson.as_mut() else {
            return Ok(());
        };
        let Some(trial) = lesson.trial.as_mut() else {
            return Ok(());
        };
        let tokens = &self.session.record().tokens()[lesson.start..];
        match trial.judge(tokens) {
            Judgement::Reached => {
                self.report(before);
                self.lesson_done();
                Ok(())
            }
            Judgement::OnTrack => {
                lesson.said = Said::Nothing;
                self.report(before);
                self.lesson_autoplay();
                Ok(())
            }
            Judgement::Missed => {
                let tried: Vec<String> = self.session.record().tokens()[before..]
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                lesson.misses += 1;
                lesson.said = Said::Missed;
                let step = &lesson.course.steps[lesson.index];
                let words = t(&step.key(lesson.course.id, Some("miss")));
                lesson.news = (
                    lesson.news.0 + 1,
                    tr("lesson-missed", &[("why", words.as_str().into())]),
                );
                let tries = lesson.misses;
                self.truncate(before);
                self.events.push(BoardEvent::Wrong(WrongDetail {
                    notation: tried.join(","),
                    tries,
                    message: words.clone(),
                }));
                self.lesson_autoplay();
                Err(words)
            }
        }
    }

    /// Plays what the step's line plays by itself (other seats' replies, their throws), up to
    /// the learner's next move or throw; a goal met meanwhile ends the step.
    fn lesson_autoplay(&mut self) {
        loop {
            let Some(lesson) = self.lesson.as_mut() else {
                return;
            };
            let learner = lesson.trial.as_ref().map(Trial::learner);
            let Some(trial) = lesson.trial.as_mut() else {
                return;
            };
            let Some(token) = trial.pending() else {
                break;
            };
            let theirs = seat_to_decide(self.session.game()) != learner;
            if matches!(token, Token::Roll(_)) && !theirs {
                break;
            }
            trial.take();
            if !self.push_token(token) {
                break;
            }
        }
        let done = self.lesson.as_ref().is_some_and(|lesson| {
            let tokens = &self.session.record().tokens()[lesson.start..];
            lesson.said != Said::Done
                && !tokens.is_empty()
                && lesson.trial.as_ref().is_some_and(|t| t.met(tokens))
        });
        if done {
            self.lesson_done();
        }
    }

    /// Plays a token of the step's line and reports it; whether it could be played.
    fn push_token(&mut self, token: Token<crate::games::AnyGame>) -> bool {
        let before = self.len();
        let pushed = match token {
            Token::Action(action) => self.session.play(action).is_ok(),
            Token::Roll(roll) => self.session.throw_given(roll).is_some(),
        };
        if pushed {
            self.report(before);
        }
        pushed
    }

    /// The learner's Throw in a lesson: the throw the step's line holds.
    pub(super) fn lesson_throw(&mut self) {
        let due = self.lesson_throw_due();
        let token = self
            .lesson
            .as_mut()
            .and_then(|l| l.trial.as_mut())
            .filter(|_| due)
            .and_then(Trial::take);
        if let Some(token) = token {
            if let Some(lesson) = self.lesson.as_mut() {
                lesson.said = Said::Nothing;
            }
            self.push_token(token);
            self.lesson_autoplay();
        }
    }

    /// Whether the learner is to throw now (the step's line holds the throw).
    pub(super) fn lesson_throw_due(&self) -> bool {
        self.lesson_trying()
            && self.session.can_throw()
            && self.lesson.as_ref().is_some_and(|lesson| {
                let trial = lesson.trial.as_ref();
                matches!(trial.and_then(Trial::pending), Some(Token::Roll(_)))
                    && seat_to_decide(self.session.game()) == trial.map(Trial::learner)
            })
    }

    fn lesson_done(&mut self) {
        let Some(lesson) = self.lesson.as_mut() else {
            return;
        };
        lesson.said = Said::Done;
        let step = &lesson.course.steps[lesson.index];
        if lesson.progress.add(&step.name) {
            lesson.unsaved = lesson.whole;
        }
        let words = t(&step.key(lesson.course.id, Some("done")));
        let mut news = tr("lesson-done", &[("what", words.as_str().into())]);
        let finished = lesson.whole && lesson.all_done();
        if finished {
            news = format!("{news} {}", course_done(&lesson.course));
        }
        lesson.news = (lesson.news.0 + 1, news);
        let tries = lesson.misses + 1;
        self.events.push(BoardEvent::Solved(SolvedDetail { tries }));
    }

    /// A lesson's own commands: `retry`, `next`, `previous`, `step:<n>` (from 1).
    pub(super) fn lesson_command(&mut self, command: &str) -> bool {
        let Some(lesson) = self.lesson.as_ref() else {
            return false;
        };
        let (index, count) = (lesson.index, lesson.course.steps.len());
        let target = match command {
            "retry" => index,
            "next" if index + 1 < count => index + 1,
            "previous" if index > 0 => index - 1,
            other => match other
                .strip_prefix("step:")
                .and_then(|n| n.parse::<usize>().ok())
            {
                Some(n) if (1..=count).contains(&n) => n - 1,
                _ => return matches!(command, "retry" | "next" | "previous"),
            },
        };
        self.show_step(target);
        true
    }

    /// Takes in the progress kept for the lesson's course (`text` as stored): a whole course
    /// not told which step to open then opens at its first step not done, if its learner has
    /// not begun the one shown.
    pub fn set_progress(&mut self, text: &str) {
        let Some(lesson) = self.lesson.as_mut() else {
            return;
        };
        lesson.progress.merge(&Progress::read(text));
        let untouched = self.session.record().tokens().len() == lesson.start && lesson.misses == 0;
        if lesson.whole && !lesson.chosen && untouched && lesson.said == Said::Nothing {
            let first = lesson
                .course
                .steps
                .iter()
                .position(|s| !lesson.progress.has(&s.name));
            // A course done opens at its start again.
            let first = first.unwrap_or(0);
            if first != lesson.index {
                self.show_step(first);
            }
        }
    }

    /// The progress to keep (its storage item and text) when it changed since the last call.
    pub fn take_progress(&mut self) -> Option<(String, String)> {
        let lesson = self.lesson.as_mut()?;
        if !std::mem::take(&mut lesson.unsaved) {
            return None;
        }
        Some((
            lesson::progress_key(lesson.course.id),
            lesson.progress.text(),
        ))
    }

    /// The course a whole-course board keeps progress for.
    pub fn progress_course(&self) -> Option<&'static str> {
        self.lesson
            .as_ref()
            .filter(|l| l.whole)
            .map(|l| l.course.id)
    }

    /// What screen readers are told of the lesson: a number that grows with each news, and
    /// the words (the step's goal, the answer to a try).
    pub fn lesson_news(&self) -> (u32, &str) {
        self.lesson
            .as_ref()
            .map_or((0, ""), |l| (l.news.0, l.news.1.as_str()))
    }

    /// Whether the lesson's words are loaded (they come with the rules texts, fetched on use).
    pub fn lesson_words_missing(&self) -> bool {
        self.lesson.as_ref().is_some_and(|lesson| {
            let step = &lesson.course.steps[lesson.index];
            !crate::i18n::has_here(&step.key(lesson.course.id, None))
        })
    }

    /// The lesson's words came: the step is shown again in them if the learner has not begun.
    pub fn lesson_words_came(&mut self) {
        let Some(lesson) = self.lesson.as_ref() else {
            return;
        };
        if self.session.record().tokens().len() == lesson.start && lesson.said == Said::Nothing {
            let index = lesson.index;
            self.show_step(index);
        }
    }

    /// What a lesson shows around its board; `None` on a board without one.
    pub fn lesson_view(&self) -> Option<LessonView> {
        let lesson = self.lesson.as_ref()?;
        let course = &lesson.course;
        let step = &course.steps[lesson.index];
        let mut rules: Vec<(String, Vec<String>)> = Vec::new();
        for id in &step.rulings {
            let Some((heading, keys)) = lesson::ruling_text(&course.game, id) else {
                continue;
            };
            let heading = t(heading);
            let texts = keys.into_iter().map(t);
            match rules.iter_mut().find(|(h, _)| *h == heading) {
                Some((_, known)) => {
                    for text in texts {
                        if !known.contains(&text) {
                            known.push(text);
                        }
                    }
                }
                None => rules.push((heading, texts.collect())),
            }
        }
        let answer = match &lesson.said {
            Said::Nothing if lesson.misses >= 2 => t("lesson-hint"),
            Said::Nothing if self.lesson_throw_due() => t("lesson-throw"),
            Said::Nothing => String::new(),
            Said::Refused(reason) => reason.clone(),
            Said::Missed => tr(
                "lesson-missed",
                &[("why", t(&step.key(course.id, Some("miss"))).into())],
            ),
            Said::Done => tr(
                "lesson-done",
                &[("what", t(&step.key(course.id, Some("done"))).into())],
            ),
        };
        Some(LessonView {
            title: t(crate::app::rules::rules_for(&course.game).title),
            game: course.game.clone(),
            whole: lesson.whole,
            step: (lesson.index + 1, course.steps.len()),
            done: course
                .steps
                .iter()
                .map(|s| lesson.progress.has(&s.name))
                .collect(),
            goal: if self.lesson_words_missing() {
                t("lesson-loading")
            } else {
                t(&step.key(course.id, None))
            },
            rulings: step.rulings.clone(),
            rules,
            answer,
            done_now: lesson.said == Said::Done,
            touched: lesson.said != Said::Nothing
                || lesson.misses > 0
                || self.session.record().tokens().len() > lesson.start,
            finished: lesson.whole && lesson.all_done(),
        })
    }

    /// The spots to mark after two misses: where the step's next move starts and ends.
    pub(super) fn lesson_hint(&self) -> Vec<Spot> {
        let Some(lesson) = self
            .lesson
            .as_ref()
            .filter(|l| l.misses >= 2 && l.said != Said::Done)
        else {
            return Vec::new();
        };
        let Some(Token::Action(action)) = lesson.trial.as_ref().and_then(Trial::expected) else {
            return Vec::new();
        };
        let spots = self.session.game().action_spots(action);
        spots.from.into_iter().chain(spots.to).collect()
    }
}

impl LessonPlay {
    fn all_done(&self) -> bool {
        self.course.steps.iter().all(|s| self.progress.has(&s.name))
    }
}

/// The words of a finished course.
fn course_done(course: &Course) -> String {
    let title = t(crate::app::rules::rules_for(&course.game).title);
    tr("lesson-course-done", &[("game", title.into())])
}

#[cfg(test)]
mod tests {
    use super::super::EmbedBoard;
    use crate::app::embed::events::BoardEvent;
    use crate::core::Game;

    fn view(board: &EmbedBoard) -> super::LessonView {
        board.lesson_view().expect("a lesson")
    }

    #[test]
    fn a_step_opens_with_its_goal_names_and_rulings_and_ends_when_the_goal_is_met() {
        let mut board = EmbedBoard::new("", "lesson=seesaw/capture", 1);
        let shown = view(&board);
        assert_eq!((shown.step, shown.whole), ((6, 9), false));
        assert_eq!(
            shown.goal,
            "If you can capture, you must, in any of the six directions: take the North stack on d3."
        );
        assert!(board.options().coords, "a lesson draws its cells' names");
        assert_eq!(shown.rulings, ["SEE-5", "SEE-7"]);
        // Both are explained by one section, shown once, with the lines citing them.
        assert_eq!(shown.rules.len(), 1);
        assert_eq!(shown.rules[0].0, "Capturing");
        assert!(shown.rules[0].1[0].starts_with("If any of your stacks can reach"));
        assert!(shown.rules[0].1.iter().any(|t| t.starts_with("SEE-7:")));
        // The record is the step's, with the goal as its caption.
        assert!(
            board.record_text().ends_with("North stack on d3.}"),
            "{}",
            board.record_text()
        );
        assert_eq!(board.note(), "");
        assert!(board.play("d4xd3").ok);
        let shown = view(&board);
        assert!(shown.done_now);
        assert!(shown
            .answer
            .starts_with("Well done! Capturing comes before"));
        let events = board.take_events();
        assert!(matches!(events.last(), Some(BoardEvent::Solved(s)) if s.tries == 1));
        // Done: the board takes no more moves.
        let before = board.record_text();
        board.type_move("+c1");
        assert_eq!(board.record_text(), before);
    }

    #[test]
    fn a_refused_move_says_the_rules_reason_and_changes_nothing() {
        let mut board = EmbedBoard::new("", "lesson=seesaw/1", 1);
        let before = board.record_text();
        let game = board.session().game().clone();
        let spot = |name: &str| game.parse_place(name).unwrap();
        board.click(spot("d3"));
        board.click(spot("d5"));
        assert_eq!(board.record_text(), before);
        let clicked = view(&board).answer;
        assert!(!clicked.is_empty());
        board.type_move("d3-d5");
        let typed = view(&board).answer;
        assert!(!typed.is_empty() && typed != clicked, "{typed}");
        assert_eq!(board.record_text(), before);
        assert_eq!(
            board.lesson_news().1,
            typed,
            "screen readers hear the reason"
        );
    }

    #[test]
    fn a_legal_miss_is_taken_back_with_the_steps_words_and_a_hint_after_two() {
        let mut board = EmbedBoard::new("", "lesson=senet/water", 1);
        let before = board.record_text();
        board.take_events();
        let answer = board.play("24-27");
        let miss = "A piece landing on 27 goes back to 15. The piece on 23 reaches 26 safely.";
        assert_eq!(answer.error.as_deref(), Some(miss));
        assert_eq!(board.record_text(), before, "taken back");
        assert_eq!(view(&board).answer, format!("Not quite: {miss} Try again."));
        let events = board.take_events();
        assert!(matches!(&events[..], [BoardEvent::Wrong(w)] if w.tries == 1 && w.message == miss));
        assert!(board.overlay(false).marks.is_empty());
        board.play("24-27");
        // After two misses the move to make is marked: from 23 to 26.
        assert_eq!(board.overlay(false).marks.len(), 2);
        assert!(board.play("23-26").ok);
        assert!(matches!(board.take_events().last(), Some(BoardEvent::Solved(s)) if s.tries == 3));
    }

    #[test]
    fn a_step_waits_for_the_learners_throw_and_plays_the_lines_own() {
        let mut board = EmbedBoard::new("", "lesson=senet/again", 1);
        assert!(!board.can_throw());
        assert!(board.play("13-17").ok);
        assert!(
            board.can_throw(),
            "the 4 earns a throw, which the learner makes"
        );
        assert_eq!(view(&board).answer, "Press Throw.");
        board.command("throw");
        assert!(
            board.record_text().ends_with("13-17,d2"),
            "{}",
            board.record_text()
        );
        assert!(board.play("17-19").ok);
        assert!(view(&board).done_now);
    }

    #[test]
    fn a_whole_course_keeps_progress_opens_where_the_learner_stopped_and_ends_with_a_first_game() {
        let mut board = EmbedBoard::new("", "lesson=arsisesi", 1);
        assert_eq!(board.progress_course(), Some("arsisesi"));
        board.set_progress("points jump bogus-<b>");
        let shown = view(&board);
        assert_eq!((shown.step, shown.whole), ((3, 9), true));
        assert_eq!(&shown.done[..3], [true, true, false]);
        assert!(board.take_progress().is_none(), "nothing new to keep");
        assert!(board.play("S-2,2-1").ok);
        let (key, text) = board.take_progress().unwrap();
        assert_eq!(key, "quintet.v2.lessons.arsisesi");
        assert_eq!(text, "points jump kick");
        board.command("next");
        assert_eq!(view(&board).step, (4, 9));
        board.command("step:9");
        assert_eq!(view(&board).step, (9, 9));
        board.set_progress("there back lock win simple");
        assert_eq!(view(&board).step, (9, 9), "a step chosen stays");
        assert!(board.play("b3-c3").ok);
        let shown = view(&board);
        assert!(shown.finished && shown.done_now);
        assert_eq!(shown.game, "arsisesi-a");
        assert!(board
            .lesson_news()
            .1
            .ends_with("You have finished the Arsisesi course."));
        // A step asked for opens there, whatever the progress.
        let mut asked = EmbedBoard::new("", "lesson=arsisesi&step=lock", 1);
        asked.set_progress("points jump");
        assert_eq!(view(&asked).step, (6, 9));
    }

    #[test]
    fn a_name_that_is_no_lesson_is_said_and_the_board_keeps_its_record() {
        let board = EmbedBoard::new("senet;d2", "lesson=chess/1", 1);
        assert!(board.lesson_view().is_none());
        assert_eq!(
            board.note(),
            "Board options: lesson: 'chess/1' is not a lesson; the board shows its record instead."
        );
        assert_eq!(board.record_text(), "senet;d2");
        let board = EmbedBoard::new("", "lesson=seesaw/99", 1);
        assert!(board.lesson_view().is_none());
        let board = EmbedBoard::new("", "lesson=arces-3&coords=0", 1);
        assert!(!board.options().coords);
        assert_eq!(view(&board).step, (1, 11));
    }
}

//! One embedded board as a pure model: the game, its options and notes, an optional puzzle or
//! walkthrough (module `walk`), and the events it owes its host. `web` draws it and forwards
//! clicks, attribute changes, API calls and messages to it; everything it decides is tested
//! natively.

mod lesson;
mod walk;

pub use lesson::LessonView;

use super::events::{legal_moves, Answer, BoardEvent, EndDetail, ErrorDetail, LegalMove};
use super::events::{seat_id, MoveDetail, RollDetail, SolvedDetail, WrongDetail};
use super::{board_note, highlight_spots, parse_options, EmbedOptions, MAX_RECORD};
use crate::app::puzzle::{Puzzle, Verdict};
use crate::app::session::seat_to_decide;
use crate::app::text::InWords;
use crate::app::{ClickResult, Session};
use crate::core::{Game, Rng, Spot, ToAct, Token};
use crate::games::AnyGame;
use crate::render::Overlay;

/// Words the embed shows or answers with (`locales/en/embed.ftl`).
mod words {
    use crate::i18n::{t, tr};

    pub fn not_this_one() -> String {
        t("embed-puzzle-wrong")
    }

    pub fn no_ply() -> String {
        t("embed-no-ply")
    }

    pub fn too_long() -> String {
        t("embed-too-long")
    }

    /// The note after the puzzle is solved.
    pub fn solved(tries: u32) -> String {
        tr("embed-puzzle-solved", &[("tries", tries.into())])
    }

    /// The note for a record that could not be read.
    pub fn unreadable(error: &str) -> String {
        tr("embed-unreadable", &[("error", error.into())])
    }

    /// The note for a puzzle that cannot be used.
    pub fn no_puzzle(error: &str) -> String {
        tr("embed-puzzle-unusable", &[("error", error.into())])
    }
}

/// What the reader last did, for the line under the board: a puzzle's verdict, or why the
/// rules refused a click (`crate::app::refusal`).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Feedback {
    None,
    NotThisOne,
    Solved(u32),
    Refused(String),
}

/// An embedded board.
#[derive(Clone, Debug)]
pub struct EmbedBoard {
    session: Session,
    options: EmbedOptions,
    /// The options as given, to word their notes again in another language.
    query: String,
    marks: Vec<Spot>,
    /// The record it was given, for `reset()`.
    source: String,
    record_note: String,
    option_notes: Vec<String>,
    /// Highlighted names that are not cells of the board shown.
    cell_notes: Vec<String>,
    /// Why the board's language could not be had (`lang`), in words; empty when it could.
    lang_note: String,
    puzzle: Option<Puzzle>,
    puzzle_note: String,
    feedback: Feedback,
    /// Whether `quintet-end` was sent for the game on the board (or it arrived finished).
    ended: bool,
    /// Whether the record it was given has notes: a walkthrough, opened at its start.
    walkthrough: bool,
    /// The lesson it plays (`lesson=`), in place of its record.
    lesson: Option<lesson::LessonPlay>,
    /// Why the `lesson` option names no lesson, in words; empty when it does (or is absent).
    lesson_note: String,
    /// What went wrong around a lesson (its words or progress could not be had), in words.
    lesson_trouble: String,
    events: Vec<BoardEvent>,
    rng: Rng,
}

impl EmbedBoard {
    /// A board for `record` with the options of `query` (`interactive=0&controls=1`, see
    /// [`parse_options`]); `seed` drives its throws. It never fails: what cannot be used is
    /// described in [`EmbedBoard::note`] and sent as a `quintet-error` event.
    pub fn new(record: &str, query: &str, seed: u64) -> EmbedBoard {
        let (options, option_notes) = parse_options(query);
        let mut board = EmbedBoard {
            session: fresh("senet", seed),
            options,
            query: query.to_string(),
            marks: Vec::new(),
            source: String::new(),
            record_note: String::new(),
            option_notes,
            cell_notes: Vec::new(),
            lang_note: String::new(),
            puzzle: None,
            puzzle_note: String::new(),
            feedback: Feedback::None,
            ended: false,
            walkthrough: false,
            lesson: None,
            lesson_note: String::new(),
            lesson_trouble: String::new(),
            events: Vec::new(),
            rng: Rng::with_seed(seed),
        };
        board.load(record);
        board
    }

    /// Shows `record` instead (the `record` attribute or property changed); the options stay.
    pub fn set_record(&mut self, record: &str) {
        self.load(record);
    }

    /// Applies a new set of options in place. A changed puzzle restarts from the record.
    pub fn set_options(&mut self, query: &str) {
        let (options, notes) = parse_options(query);
        self.query = query.to_string();
        if options.lang != self.options.lang {
            self.lang_note.clear();
        }
        let puzzle_changed = (&options.solution, options.autoplay_replies)
            != (&self.options.solution, self.options.autoplay_replies)
            || (&options.lesson, &options.step) != (&self.options.lesson, &self.options.step);
        self.options = options;
        self.option_notes = notes;
        if puzzle_changed {
            self.reset();
        } else {
            self.mark_highlights();
            self.report_note();
        }
    }

    /// The board's language (`lang`) could not be had, for the reason `note` (in words): the
    /// board speaks English, and its note says why.
    pub fn language_missing(&mut self, note: String) {
        self.lang_note = note;
    }

    /// Words the notes again in the current language (the board's language changed); the game,
    /// the puzzle and the options stay as they are.
    pub fn reword(&mut self) {
        if let Feedback::Refused(_) = self.feedback {
            self.feedback = Feedback::None;
        }
        self.option_notes = parse_options(&self.query).1;
        let (start, note) = session_for(&self.source, 0);
        self.record_note = note;
        if let (Some(solution), false) = (&self.options.solution, self.puzzle_note.is_empty()) {
            if let Err(error) = Puzzle::new(start.game(), solution, self.options.autoplay_replies) {
                self.puzzle_note = words::no_puzzle(&error.to_string());
            }
        }
        self.mark_highlights();
        if self.lesson.is_some() {
            self.lesson_words_came();
        } else if self.options.lesson.is_some() {
            self.open_lesson();
        }
    }

    /// Back to the record the board was given, and to the puzzle's start.
    pub fn reset(&mut self) {
        let source = std::mem::take(&mut self.source);
        self.load(&source);
    }

    /// Turns the board 180° (or back).
    pub fn flip(&mut self) {
        self.options.flip = !self.options.flip;
    }

    fn load(&mut self, record: &str) {
        let record = record.trim();
        self.source = record.to_string();
        let seed = self.rng.u64(..);
        let (session, note) = session_for(record, seed);
        self.session = session;
        self.record_note = note;
        self.ended = self.session.game().to_act() == ToAct::Over;
        self.feedback = Feedback::None;
        self.puzzle = None;
        self.puzzle_note.clear();
        self.open_lesson();
        if let (Some(solution), None) = (&self.options.solution, &self.lesson) {
            match Puzzle::new(self.session.game(), solution, self.options.autoplay_replies) {
                Ok(puzzle) => self.puzzle = Some(puzzle),
                Err(error) => self.puzzle_note = words::no_puzzle(&error.to_string()),
            }
        }
        self.open_walkthrough();
        self.mark_highlights();
        self.report_note();
        self.autoplay();
    }

    fn mark_highlights(&mut self) {
        let (marks, notes) = highlight_spots(self.session.game(), &self.options.highlight);
        self.marks = marks;
        self.cell_notes = notes;
    }

    /// Sends the note as a `quintet-error`, if there is one (again, worded anew, once a board's
    /// language has come: `web::embed` holds back the errors of a board waiting for it).
    pub fn report_note(&mut self) {
        let note = self.note();
        if !note.is_empty() {
            self.events
                .push(BoardEvent::Error(ErrorDetail { message: note }));
        }
    }

    /// Events owed to the host since the last call, in order.
    pub fn take_events(&mut self) -> Vec<BoardEvent> {
        std::mem::take(&mut self.events)
    }

    /// A click on a board spot (ignored on a static diagram and while looking back).
    pub fn click(&mut self, spot: Spot) {
        if !self.options.interactive || self.session.viewing().is_some() {
            return;
        }
        if self.is_lesson() {
            return self.lesson_click(spot);
        }
        let before = self.len();
        if let Feedback::Refused(_) = self.feedback {
            self.feedback = Feedback::None;
        }
        match self.session.click(spot) {
            ClickResult::Played(_) => {
                let _ = self.after_move(before);
            }
            // A solved puzzle keeps its verdict; otherwise the reason shows under the board.
            ClickResult::Refused(why) if !matches!(self.feedback, Feedback::Solved(_)) => {
                self.feedback = Feedback::Refused(why);
            }
            _ => {}
        }
    }

    /// A button under the board: `first`, `back`, `forward`, `last`, `throw` or `move:<i>` (the
    /// i-th of [`Session::free_moves`]).
    pub fn command(&mut self, command: &str) {
        let len = self.len();
        let now = self.session.viewing().unwrap_or(len);
        if self.lesson_command(command) {
            return;
        }
        match command {
            "throw" if self.is_lesson() => self.lesson_throw(),
            "first" => self.session.view(Some(0)),
            "back" => self.session.view(Some(now.saturating_sub(1))),
            "forward" => self.session.view(Some(now + 1)),
            "last" => self.session.view(None),
            "throw" if self.can_throw() => {
                if self.session.throw().is_some() {
                    self.report(len);
                }
            }
            other => {
                let index = other.strip_prefix("move:").and_then(|i| i.parse().ok());
                let free = self.session.free_moves();
                if let (Some(mv), true) =
                    (index.and_then(|i: usize| free.get(i)), self.accepts_moves())
                {
                    if self.session.play_move(mv).is_ok() {
                        let _ = self.after_move(len);
                    }
                }
            }
        }
    }

    /// Plays tokens written in notation (`11-13`, or several: `S-1,1-2`; throws as `d3`) at the
    /// end of the game, all or none; the board leaves any earlier position it showed. In a
    /// puzzle they are the reader's move and are judged as one.
    pub fn play(&mut self, notation: &str) -> Answer {
        let sent = self.events.len();
        let answer = self.try_play(notation.trim());
        // A move judged wrong (a puzzle's, a lesson's miss) was told as `quintet-wrong`.
        let judged = self.events[sent..]
            .iter()
            .any(|e| matches!(e, BoardEvent::Wrong(_)));
        if let (Some(error), false) = (&answer.error, judged) {
            self.events.push(BoardEvent::Error(ErrorDetail {
                message: error.clone(),
            }));
        }
        answer
    }

    fn try_play(&mut self, notation: &str) -> Answer {
        if notation.len() > MAX_RECORD {
            return Answer::refused(words::too_long());
        }
        self.session.view(None);
        let before = self.len();
        // Read from the position first, so that an error counts the tokens given; then the
        // session continues through the record's text (it takes a chosen roll no other way).
        let text = format!("{};{notation}", self.session.game());
        // In words, in the board's language: the error's `Display` is the command line's English
        // ("move 1 'zz': …", issue 37).
        if let Err(error) = crate::core::Record::<AnyGame>::parse(&text) {
            // With the rule that refuses a token (crate::app::refusal).
            return Answer::refused(crate::app::refusal::record_error(&text, &error));
        }
        let whole = join(self.session.record(), notation);
        match Session::from_record(&whole, self.rng.u64(..)) {
            Ok(session) => self.session = session,
            Err(error) => return Answer::refused(error.in_words()),
        }
        match self.after_move(before) {
            Ok(()) => Answer::ok(),
            Err(error) => Answer::refused(error),
        }
    }

    /// Shows the position after the first `ply` tokens of the record (the record's length or
    /// more: the current position). `ply` comes from a script, so anything but a whole number
    /// from 0 is refused.
    pub fn go_to(&mut self, ply: f64) -> Answer {
        if !(ply.is_finite() && ply >= 0.0 && ply.fract() == 0.0) {
            let message = words::no_ply();
            self.events.push(BoardEvent::Error(ErrorDetail {
                message: message.clone(),
            }));
            return Answer::refused(message);
        }
        let ply = ply.min(usize::MAX as f64) as usize;
        self.session.view((ply < self.len()).then_some(ply));
        Answer::ok()
    }

    /// After the reader's move (tokens from `before` on): judges it in a puzzle (a wrong move is
    /// taken back), reports it, plays what plays itself, and notes a solved puzzle.
    fn after_move(&mut self, before: usize) -> Result<(), String> {
        if self.is_lesson() {
            return self.lesson_moved(before);
        }
        if self.puzzle_open() {
            let after = self.session.game().clone();
            if let Some(Verdict::Wrong) = self.puzzle.as_mut().map(|p| p.judge(&after)) {
                let tried: Vec<String> = self.session.record().tokens()[before..]
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                self.truncate(before);
                self.feedback = Feedback::NotThisOne;
                self.events.push(BoardEvent::Wrong(WrongDetail {
                    notation: tried.join(","),
                    tries: self.puzzle.as_ref().map_or(1, |p| p.tries() - 1),
                    message: words::not_this_one(),
                }));
                return Err(words::not_this_one());
            }
            self.feedback = Feedback::None;
        }
        self.report(before);
        self.autoplay();
        Ok(())
    }

    /// Plays the tokens of the puzzle line that play themselves, then notes a solved puzzle.
    fn autoplay(&mut self) {
        let Some(puzzle) = self.puzzle.as_mut() else {
            return;
        };
        if self.feedback != Feedback::None && puzzle.is_solved() {
            return;
        }
        while let Some(token) = self.puzzle.as_mut().and_then(Puzzle::next_automatic) {
            let before = self.len();
            let pushed = match token {
                Token::Action(action) => self.session.play(action).is_ok(),
                Token::Roll(_) => {
                    let seed = self.rng.u64(..);
                    let whole = join(self.session.record(), &token.to_string());
                    Session::from_record(&whole, seed)
                        .map(|s| self.session = s)
                        .is_ok()
                }
            };
            debug_assert!(pushed, "the puzzle checked its lines: {token}");
            self.report(before);
        }
        if let Some(puzzle) = &self.puzzle {
            if puzzle.is_solved() && self.feedback == Feedback::None {
                let tries = puzzle.tries();
                self.feedback = Feedback::Solved(tries);
                self.events.push(BoardEvent::Solved(SolvedDetail { tries }));
            }
        }
    }

    /// Events for the tokens from `before` on, and for the end of the game.
    fn report(&mut self, before: usize) {
        let record = self.session.record();
        let mut game = record.position_at(before);
        for (i, &token) in record.tokens().iter().enumerate().skip(before) {
            let seat = seat_to_decide(&game);
            match token {
                Token::Roll(roll) => {
                    game.apply_roll_unchecked(roll);
                    let value = roll
                        .to_string()
                        .trim_start_matches('d')
                        .parse()
                        .unwrap_or(0);
                    self.events.push(BoardEvent::Roll(RollDetail {
                        roll: value,
                        seat: seat.map(seat_id),
                    }));
                }
                Token::Action(action) => {
                    game.apply_unchecked(action);
                    self.events.push(BoardEvent::Move(MoveDetail {
                        record: record_prefix(&self.session, i + 1),
                        notation: action.to_string(),
                        seat: seat.map_or("south", seat_id),
                        position: game.to_string(),
                        ply: (i + 1) as u32,
                    }));
                }
            }
        }
        if !self.ended {
            if let Some(outcome) = self.session.game().outcome() {
                self.ended = true;
                self.events.push(BoardEvent::End(EndDetail::of(outcome)));
            }
        }
    }

    fn truncate(&mut self, len: usize) {
        self.session.view(Some(len));
        self.session.play_from_here();
    }

    fn len(&self) -> usize {
        self.session.record().tokens().len()
    }

    fn puzzle_open(&self) -> bool {
        self.puzzle.as_ref().is_some_and(|p| !p.is_solved())
    }

    /// Whether the throw button is offered (not while a puzzle throws for itself).
    pub fn can_throw(&self) -> bool {
        if self.is_lesson() {
            return self.options.interactive && self.lesson_throw_due();
        }
        self.options.interactive && self.session.can_throw() && !self.puzzle_open()
    }

    /// The legal actions now (at the end of the game, whatever position is shown).
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        legal_moves(self.session.game())
    }

    /// The game.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The options in force.
    pub fn options(&self) -> &EmbedOptions {
        &self.options
    }

    /// The whole record.
    pub fn record_text(&self) -> String {
        self.session.record_text()
    }

    /// The position shown on the board, as notation.
    pub fn position_text(&self) -> String {
        self.session.position_text()
    }

    /// What is wrong with the record, the options or the puzzle; empty when all is well.
    pub fn note(&self) -> String {
        let options: Vec<String> = self
            .option_notes
            .iter()
            .chain(Some(&self.lesson_note).filter(|note| !note.is_empty()))
            .chain(&self.cell_notes)
            .chain(Some(&self.lang_note).filter(|note| !note.is_empty()))
            .cloned()
            .collect();
        let note = board_note(&self.record_note, &options);
        let sentences = [
            note,
            self.puzzle_note.clone(),
            self.captions_cut(),
            self.lesson_trouble.clone(),
        ];
        let said: Vec<String> = sentences.into_iter().filter(|s| !s.is_empty()).collect();
        said.join(" ")
    }

    /// The words above the board (a puzzle's question or a caption); empty for none.
    pub fn prompt(&self) -> &str {
        &self.options.prompt
    }

    /// The answer to the reader's last move: a puzzle's ("Not this one.", "Solved …"), or why
    /// the rules refused a click; empty for none.
    pub fn feedback(&self) -> String {
        match self.feedback {
            Feedback::None => String::new(),
            Feedback::NotThisOne => words::not_this_one(),
            Feedback::Solved(tries) => words::solved(tries),
            Feedback::Refused(ref why) => why.clone(),
        }
    }

    /// The marks to draw on the shown position.
    pub fn overlay(&self, portrait: bool) -> Overlay {
        let mut overlay = if self.options.interactive {
            self.session.overlay()
        } else {
            let mut overlay = Overlay {
                roll: self.session.last_roll(),
                ..Default::default()
            };
            if let Some(note) = crate::app::walk::shown_note(&self.session) {
                overlay.add_note(note);
            }
            overlay
        };
        overlay.flip = self.options.flip;
        overlay.coords = self.options.coords;
        overlay.marks = self.marks.clone();
        overlay.marks.extend(self.lesson_hint());
        overlay.portrait = portrait;
        overlay
    }
}

/// `record`'s text with `tokens` appended.
fn join(record: &crate::core::Record<AnyGame>, tokens: &str) -> String {
    // A start's note alone is followed by the first token directly.
    let sep = match (record.tokens().is_empty(), record.note(0).is_some()) {
        (false, _) => ",",
        (true, true) => "",
        (true, false) => ";",
    };
    format!("{record}{sep}{tokens}")
}

/// The record text after its first `len` tokens, with its notes up to there.
fn record_prefix(session: &Session, len: usize) -> String {
    session.record().text_to(len)
}

/// A fresh game of `id`, else of Senet. No ceremony seats anyone: a board names seats, not
/// people (its status would otherwise say "Black (Player 2)", in English whatever its language).
fn fresh(id: &str, seed: u64) -> Session {
    Session::from_record(id, seed)
        .or_else(|_| Session::from_record("senet", seed))
        .unwrap_or_else(|_| unreachable!("senet's initial position always parses"))
}

/// The record's session, or a fresh game of the same kind (else Senet) with a plain message.
fn session_for(record: &str, seed: u64) -> (Session, String) {
    if record.len() > MAX_RECORD {
        return (fresh("senet", seed), words::unreadable(&words::too_long()));
    }
    let text = if record.is_empty() { "senet" } else { record };
    match Session::from_record(text, seed) {
        Ok(session) => (session, String::new()),
        Err(error) => {
            let kind = record.split([':', ';', '~']).next().unwrap_or("");
            (
                fresh(kind, seed),
                words::unreadable(error.in_words().trim_end_matches('.')),
            )
        }
    }
}

#[cfg(test)]
mod tests;

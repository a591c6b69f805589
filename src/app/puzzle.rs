//! Puzzles on embedded boards (`solution="e3xf5,end|…"`): a pure model of which lines are still
//! open, which move the reader is expected to find next, which tokens play themselves (the rolls
//! written in a line, and with `autoplay-replies` the other seats' replies), and how many tries
//! the reader needed.
//!
//! A solution is one line of tokens in record notation, or several alternatives separated by `|`,
//! each played from the position the puzzle starts in. The reader's moves are matched by the
//! position they reach, so a move that one click plays as several actions (an Arsisesi route)
//! matches a line that writes those actions in another order.

use crate::core::{Game, Record, RecordError, Seat, ToAct, Token};
use crate::games::AnyGame;
use crate::i18n::{t, tr};
use std::fmt;

/// Most alternatives a solution may have.
const MAX_LINES: usize = 32;

/// Why a solution cannot be used (the board then stays a normal board and says so).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The solution holds no token at all.
    Empty,
    /// More alternatives than a solution may have (32).
    TooManyLines,
    /// A line cannot be played from the puzzle's position; `line` counts from 1.
    Illegal {
        /// Which alternative.
        line: usize,
        /// What is wrong with it, naming the token.
        error: Box<RecordError>,
        /// The line as a record from the puzzle's position, for the rule that refuses its token.
        record: Box<str>,
    },
    /// A line in which the reader has no move to make; `line` counts from 1.
    NothingToFind {
        /// Which alternative.
        line: usize,
    },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The embeds' words (`i18n::BOARD`): only the wasms that show puzzles carry them.
        crate::i18n::load_area(crate::i18n::BOARD);
        f.write_str(&match self {
            PuzzleError::Empty => t("embed-puzzle-empty"),
            PuzzleError::TooManyLines => tr("embed-puzzle-too-many", &[("max", MAX_LINES.into())]),
            PuzzleError::Illegal {
                line,
                error,
                record,
            } => tr(
                "embed-puzzle-illegal",
                &[
                    ("line", (*line).into()),
                    (
                        "error",
                        crate::app::refusal::record_error(record, error)
                            .trim_end_matches('.')
                            .into(),
                    ),
                ],
            ),
            PuzzleError::NothingToFind { line } => {
                tr("embed-puzzle-nothing-to-find", &[("line", (*line).into())])
            }
        })
    }
}

/// What became of a move the reader made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It is in some line: it stays on the board.
    Right,
    /// It is in no line: it is taken back and counted.
    Wrong,
}

/// One alternative: a record from the puzzle's position. (Positions are replayed when needed
/// rather than kept: lines are short, and the page's download is not.)
#[derive(Clone, Debug)]
struct Line {
    record: Record<AnyGame>,
    /// Tokens of this line already on the board; `None` once the reader left the line.
    done: Option<usize>,
}

impl Line {
    fn len(&self) -> usize {
        self.record.tokens().len()
    }

    /// Who plays token `t` (`None` for a roll).
    fn actor(&self, t: usize) -> Option<Seat> {
        match (self.record.tokens()[t], self.record.position_at(t).to_act()) {
            (Token::Action(_), ToAct::Player(seat)) => Some(seat),
            _ => None,
        }
    }
}

/// A puzzle in progress.
#[derive(Clone, Debug)]
pub struct Puzzle {
    lines: Vec<Line>,
    /// The seat whose moves the reader finds (the first line's first mover).
    solver: Seat,
    /// Whether the other seats' moves play themselves.
    autoplay_replies: bool,
    wrong: u32,
}

impl Puzzle {
    /// A puzzle from `start` (the position the record reaches) with the alternatives of
    /// `solution`. Every line must be playable from `start` and hold a move for the reader.
    pub fn new(
        start: &AnyGame,
        solution: &str,
        autoplay_replies: bool,
    ) -> Result<Puzzle, PuzzleError> {
        let solution = solution.trim();
        if solution.is_empty() {
            return Err(PuzzleError::Empty);
        }
        let texts: Vec<&str> = solution.split('|').map(str::trim).collect();
        if texts.len() > MAX_LINES {
            return Err(PuzzleError::TooManyLines);
        }
        let mut lines = Vec::with_capacity(texts.len());
        for (i, text) in texts.iter().enumerate() {
            let number = i + 1;
            if text.is_empty() {
                return Err(PuzzleError::NothingToFind { line: number });
            }
            // The line is a record from the puzzle's position, so its errors name the token.
            let whole = format!("{start};{text}");
            let record =
                Record::<AnyGame>::parse(&whole).map_err(|error| PuzzleError::Illegal {
                    line: number,
                    error: Box::new(error),
                    record: whole.as_str().into(),
                })?;
            lines.push(Line {
                record,
                done: Some(0),
            });
        }
        let first = &lines[0];
        let solver = (0..first.len())
            .find_map(|t| first.actor(t))
            .ok_or(PuzzleError::NothingToFind { line: 1 })?;
        let puzzle = Puzzle {
            lines,
            solver,
            autoplay_replies,
            wrong: 0,
        };
        for (i, line) in puzzle.lines.iter().enumerate() {
            if !(0..line.len()).any(|t| puzzle.is_readers(line, t)) {
                return Err(PuzzleError::NothingToFind { line: i + 1 });
            }
        }
        Ok(puzzle)
    }

    /// The seat whose moves the reader is asked to find.
    pub fn solver(&self) -> Seat {
        self.solver
    }

    /// How many tries the reader has needed so far: wrong moves plus the current attempt.
    pub fn tries(&self) -> u32 {
        self.wrong + 1
    }

    /// Whether the reader has played a whole line.
    pub fn is_solved(&self) -> bool {
        self.open().any(|line| line.done == Some(line.len()))
    }

    /// The token the reader is expected to play next (of the first line still open), if it is
    /// the reader's turn.
    pub fn expected(&self) -> Option<Token<AnyGame>> {
        let line = self.open().next()?;
        let next = line.done?;
        (next < line.len() && self.is_readers(line, next)).then(|| line.record.tokens()[next])
    }

    /// The token that [`Puzzle::next_automatic`] would play, without playing it.
    pub fn peek_automatic(&self) -> Option<Token<AnyGame>> {
        let line = self.open().next()?;
        let next = line.done?;
        (next < line.len() && !self.is_readers(line, next)).then(|| line.record.tokens()[next])
    }

    /// The next token that plays itself (a roll of the line, or a reply when replies play
    /// themselves), moving every open line past it; `None` when the reader is to move or the
    /// puzzle is over. Lines that wrote something else there are left.
    pub fn next_automatic(&mut self) -> Option<Token<AnyGame>> {
        let token = self.peek_automatic()?;
        for line in &mut self.lines {
            if let Some(done) = line.done {
                line.done = (line.record.tokens().get(done) == Some(&token)).then_some(done + 1);
            }
        }
        Some(token)
    }

    /// Judges a move the reader made, which took the board to `after`. It is right if some open
    /// line reaches `after` with the reader's next moves (one or more in a row, so a click that
    /// plays several actions matches); lines that do not are left. A wrong move changes nothing
    /// but the count of tries.
    pub fn judge(&mut self, after: &AnyGame) -> Verdict {
        let mut right = false;
        let mut advanced = Vec::with_capacity(self.lines.len());
        for line in &self.lines {
            let reached = line.done.and_then(|done| {
                (done..line.len())
                    .take_while(|&t| self.is_readers(line, t))
                    .find(|&t| line.record.position_at(t + 1) == *after)
                    .map(|t| t + 1)
            });
            right |= reached.is_some();
            advanced.push(reached);
        }
        if !right {
            self.wrong += 1;
            return Verdict::Wrong;
        }
        for (line, reached) in self.lines.iter_mut().zip(advanced) {
            line.done = reached;
        }
        Verdict::Right
    }

    fn open(&self) -> impl Iterator<Item = &Line> {
        self.lines.iter().filter(|line| line.done.is_some())
    }

    /// Whether token `t` of `line` is the reader's to find: an action, of the solver's seat
    /// when replies play themselves.
    fn is_readers(&self, line: &Line, t: usize) -> bool {
        match line.actor(t) {
            Some(seat) => !self.autoplay_replies || seat == self.solver,
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(record: &str) -> AnyGame {
        Record::<AnyGame>::parse(record).unwrap().position().clone()
    }

    /// Plays `tokens` from `start` and returns the position reached.
    fn after(start: &AnyGame, tokens: &str) -> AnyGame {
        position(&format!("{start};{tokens}"))
    }

    #[test]
    fn the_reader_plays_the_line_and_solves_it() {
        let start = position("senet;d2");
        let mut puzzle = Puzzle::new(&start, "11-13", false).unwrap();
        assert_eq!(puzzle.solver(), Seat::South);
        assert_eq!(
            puzzle.expected().map(|t| t.to_string()).as_deref(),
            Some("11-13")
        );
        assert_eq!(puzzle.next_automatic(), None, "the reader moves first");
        assert!(!puzzle.is_solved());
        assert_eq!(puzzle.judge(&after(&start, "8-10")), Verdict::Wrong);
        assert_eq!(puzzle.tries(), 2);
        assert!(!puzzle.is_solved());
        assert_eq!(puzzle.judge(&after(&start, "11-13")), Verdict::Right);
        assert!(puzzle.is_solved());
        assert_eq!(puzzle.tries(), 2);
    }

    #[test]
    fn rolls_and_replies_play_themselves() {
        // Seesaw has no dice: South places, North's reply plays itself, South places again.
        let start = position("seesaw-4");
        let mut puzzle = Puzzle::new(&start, "+d2,d7-c6,+c1", true).unwrap();
        assert_eq!(puzzle.judge(&after(&start, "+d2")), Verdict::Right);
        assert_eq!(
            puzzle.next_automatic().map(|t| t.to_string()).as_deref(),
            Some("d7-c6")
        );
        assert_eq!(puzzle.next_automatic(), None);
        assert_eq!(
            puzzle.expected().map(|t| t.to_string()).as_deref(),
            Some("+c1")
        );
        assert_eq!(
            puzzle.judge(&after(&start, "+d2,d7-c6,+c1")),
            Verdict::Right
        );
        assert!(puzzle.is_solved());
        // Senet: the line's throws are not the reader's to make.
        let start = position("senet");
        let mut puzzle = Puzzle::new(&start, "d2,11-13,d3", false).unwrap();
        assert_eq!(
            puzzle.next_automatic().map(|t| t.to_string()).as_deref(),
            Some("d2")
        );
        assert_eq!(puzzle.judge(&after(&start, "d2,11-13")), Verdict::Right);
        assert!(!puzzle.is_solved(), "the last throw is still to come");
        assert_eq!(
            puzzle.next_automatic().map(|t| t.to_string()).as_deref(),
            Some("d3")
        );
        assert!(puzzle.is_solved());
    }

    #[test]
    fn without_autoplay_the_reader_plays_both_sides() {
        let start = position("seesaw-4");
        let mut puzzle = Puzzle::new(&start, "+d2,d7-c6", false).unwrap();
        assert_eq!(puzzle.judge(&after(&start, "+d2")), Verdict::Right);
        assert_eq!(puzzle.next_automatic(), None);
        assert_eq!(
            puzzle.expected().map(|t| t.to_string()).as_deref(),
            Some("d7-c6")
        );
        assert_eq!(puzzle.judge(&after(&start, "+d2,d7-c6")), Verdict::Right);
        assert!(puzzle.is_solved());
    }

    #[test]
    fn alternatives_stay_open_until_the_reader_chooses() {
        let start = position("seesaw-4");
        let mut puzzle = Puzzle::new(&start, "+d2,d7-c6,+c1 | +e1,d7-e6,+f1", true).unwrap();
        assert_eq!(puzzle.judge(&after(&start, "+e1")), Verdict::Right);
        // Only the second line is left: its reply plays itself.
        assert_eq!(
            puzzle.next_automatic().map(|t| t.to_string()).as_deref(),
            Some("d7-e6")
        );
        assert_eq!(
            puzzle.judge(&after(&start, "+e1,d7-e6,+c1")),
            Verdict::Wrong
        );
        assert_eq!(
            puzzle.judge(&after(&start, "+e1,d7-e6,+f1")),
            Verdict::Right
        );
        assert!(puzzle.is_solved());
        assert_eq!(puzzle.tries(), 2);
    }

    #[test]
    fn a_route_matches_the_line_by_the_position_it_reaches() {
        // Arsisesi B: South's 3 points written as three steps; one click plays them at once.
        let start = position("arsisesi-b;d3");
        let mut puzzle = Puzzle::new(&start, "S-1,1-2,2-3", true).unwrap();
        assert_eq!(puzzle.judge(&after(&start, "S-1,1-2")), Verdict::Right);
        assert_eq!(puzzle.judge(&after(&start, "S-1,1-2,2-3")), Verdict::Right);
        assert!(puzzle.is_solved());
    }

    #[test]
    fn solutions_that_do_not_fit_are_named() {
        let start = position("senet;d2");
        assert_eq!(
            Puzzle::new(&start, "  ", true).unwrap_err(),
            PuzzleError::Empty
        );
        let error = Puzzle::new(&start, "11-13|11-14", true).unwrap_err();
        assert!(
            matches!(error, PuzzleError::Illegal { line: 2, .. }),
            "{error:?}"
        );
        assert_eq!(
            error.to_string(),
            "line 2 of the solution does not fit the board (Move 1: '11-14' is not a legal move \
             here. A throw of 2 moves a piece 2 squares)"
        );
        let error = Puzzle::new(&start, "11-13,zz", true).unwrap_err();
        assert!(error.to_string().contains("Move 2 ('zz')"), "{error}");
        assert_eq!(
            Puzzle::new(&start, "11-13|", true).unwrap_err(),
            PuzzleError::NothingToFind { line: 2 }
        );
        // A line that only throws leaves the reader nothing to find.
        assert_eq!(
            Puzzle::new(&position("senet"), "d2", true).unwrap_err(),
            PuzzleError::NothingToFind { line: 1 }
        );
        let many = vec!["11-13"; 40].join("|");
        assert_eq!(
            Puzzle::new(&start, &many, true).unwrap_err(),
            PuzzleError::TooManyLines
        );
    }
}

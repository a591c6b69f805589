//! Records: a start (game id or position) and the rolls and actions played from it
//! (docs/notation.md, "Records"). A record is only accepted if every token is possible where it
//! stands. [`Record::parse`] reads compact records too (docs/notation.md, "Compact game records"),
//! so every place that takes a record takes both forms. Records may carry notes after their start
//! and tokens (docs/notation.md, "Annotated records"; [`super::notes`]): every reader of records
//! reads them, and writing a record back gives the text it was read from.

use super::compact::{self, CompactError};
use super::notes::{find, Note, NoteError};
use super::{Game, Invalid, ParseError, PlayError, RuleWords, ToAct};
use std::fmt::{self, Display};

/// One played token: a roll at a chance point or a player's action.
#[derive(Debug, PartialEq, Eq, Hash)]
pub enum Token<G: Game> {
    /// A chance outcome.
    Roll(G::Roll),
    /// A player's action.
    Action(G::Action),
}

// Derives would demand `G: Copy`; only the action and roll types need it.
impl<G: Game> Clone for Token<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game> Copy for Token<G> {}

impl<G: Game> fmt::Display for Token<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Roll(r) => r.fmt(f),
            Token::Action(a) => a.fmt(f),
        }
    }
}

impl<G: Game> Token<G> {
    /// Reads one token where `game` stands: a roll at a chance point, an action otherwise.
    pub fn parse(game: &G, text: &str) -> Result<Self, ParseError> {
        match game.to_act() {
            ToAct::Chance => game.parse_roll(text).map(Token::Roll),
            _ => game.parse_action(text).map(Token::Action),
        }
    }

    /// Plays this token on `game`; on error `game` is unchanged.
    pub fn play(self, game: &mut G) -> Result<(), PlayError> {
        match self {
            Token::Roll(r) => game.play_roll(r),
            Token::Action(a) => game.play(a),
        }
    }

    /// Plays this token, known to be possible, on `game`.
    pub(super) fn apply_unchecked(self, game: &mut G) {
        match self {
            Token::Roll(r) => game.apply_roll_unchecked(r),
            Token::Action(a) => game.apply_unchecked(a),
        }
    }
}

/// Why a record was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The start (game id or position) is malformed.
    Start(ParseError),
    /// A token is malformed.
    TokenSyntax {
        /// 1-based number of the token.
        index: usize,
        /// The token as written.
        token: String,
        /// Character offset of the token in the record.
        offset: usize,
        /// What was wrong.
        error: ParseError,
    },
    /// A token is well-formed but cannot be played where it stands.
    TokenPlay {
        /// 1-based number of the token.
        index: usize,
        /// Character offset of the token in the record.
        offset: usize,
        /// Why it cannot be played.
        error: PlayError,
    },
    /// A compact record's version or payload is malformed (docs/notation.md).
    Compact(CompactError),
    /// A note cannot be read (docs/notation.md, "Annotated records").
    Note {
        /// The token the note follows: 1-based, 0 for the start.
        index: usize,
        /// That token as written (the start's text for the start).
        token: String,
        /// Character offset of the problem in the record.
        offset: usize,
        /// What was wrong.
        error: NoteError,
    },
}

impl RecordError {
    /// The short English form (`move 2 '11-14': …`), with a broken notation rule written by
    /// `rule`: `app::text` gives the catalog's words for it, `Display` the rule's facts.
    pub fn describe(&self, rule: RuleWords<'_>) -> String {
        Described(self, rule).to_string()
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, rule: RuleWords<'_>) -> fmt::Result {
        match self {
            RecordError::Start(e) => {
                f.write_str("bad start: ")?;
                f.write_str(&e.describe(rule))
            }
            RecordError::TokenSyntax {
                index,
                token,
                error,
                ..
            } => {
                write!(f, "move {index} '{token}': {}", error.reason.describe(rule))
            }
            RecordError::TokenPlay { index, error, .. } => write!(f, "move {index}: {error}"),
            RecordError::Compact(e) => {
                // `e.fmt`, not `{e}`: formatting `&CompactError` would copy its `fmt` into a
                // wrapper, which the page would carry twice.
                f.write_str("bad compact record: ")?;
                e.fmt(f)
            }
            RecordError::Note {
                index: 0, error, ..
            } => write!(f, "note after the start: {error}"),
            RecordError::Note {
                index,
                token,
                error,
                ..
            } => write!(f, "note after move {index} '{token}': {error}"),
        }
    }
}

/// A [`RecordError`] with the caller's words for a broken rule.
struct Described<'a>(&'a RecordError, RuleWords<'a>);

impl fmt::Display for Described<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, self.1)
    }
}

/// The short English form with a broken rule's facts ([`RecordError::describe`]).
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, &Invalid::to_string)
    }
}

impl std::error::Error for RecordError {}

/// A parsed, replayed record, with its notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<G: Game> {
    start: G,
    start_text: String,
    tokens: Vec<Token<G>>,
    end: G,
    /// Notes by the point they belong to (0: the start, n: after token n), in order.
    notes: Vec<(usize, Note)>,
    /// The compact form's indices of the first tokens, kept for the next [`Record::to_compact`].
    picks: Picks,
}

/// [`compact::encode`]'s indices, kept between calls; not part of the record's value (equal
/// records may have kept more or less of them).
#[derive(Clone, Debug, Default)]
struct Picks(std::cell::RefCell<compact::Picks>);

impl PartialEq for Picks {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Picks {}

impl<G: Game> Record<G> {
    /// A record with no tokens from `start`.
    pub fn new(start: G) -> Self {
        let start_text = start.to_string();
        Self::from_parts(start, start_text)
    }

    /// A record from `start`, printed as `start_text` (a game id or a position).
    fn from_parts(start: G, start_text: String) -> Self {
        Self {
            end: start.clone(),
            start,
            start_text,
            tokens: Vec::new(),
            notes: Vec::new(),
            picks: Picks::default(),
        }
    }

    /// The game's initial position under the bare game id `id` (printed as the id).
    pub fn from_id(id: &str) -> Result<Self, ParseError> {
        let start = G::parse_start(id)?;
        let text = if start.id() == id {
            id.to_string()
        } else {
            start.to_string()
        };
        Ok(Self::from_parts(start, text))
    }

    /// Parses and replays `text`, a plain or a compact record; every token must be possible
    /// where it stands.
    pub fn parse(text: &str) -> Result<Self, RecordError> {
        let (start_text, rest) = match text.split_once(';') {
            Some((s, r)) => (s, Some(r)),
            None => (text, None),
        };
        // A `~` before any `;` marks a compact record: no start or token holds one.
        if let Some((start_text, _)) = start_text.split_once(compact::MARK) {
            let mut record = Self::parse_start(start_text)?;
            let offset = start_text.len() + compact::MARK.len_utf8();
            let payload = &text[offset..];
            let (tokens, end) =
                compact::decode(&record.start, payload, offset).map_err(RecordError::Compact)?;
            record.tokens = tokens;
            record.end = end;
            return Ok(record);
        }
        let mut record = Self::parse_start(start_text)?;
        if rest.is_some() {
            record.read_tokens(text, start_text.len() + 1)?;
        }
        Ok(record)
    }

    /// Reads and plays the tokens and notes of `text` from byte `at` (just after the `;`).
    fn read_tokens(&mut self, text: &str, at: usize) -> Result<(), RecordError> {
        let mut i = at;
        if text[i..].starts_with('{') {
            i = self.read_note(text, i, 0)?;
            // A start with its note alone: a position with marks, arrows or a caption.
            if i == text.len() {
                return Ok(());
            }
        }
        // The character offset of byte `i`, counted on from the last token's: counting from the
        // start for every token made reading a long record quadratic.
        let mut counted = (0, 0);
        for index in 1.. {
            let len = find(&text[i..], b",{").unwrap_or(text.len() - i);
            let token = &text[i..i + len];
            counted = (i, counted.1 + chars(&text[counted.0..], i - counted.0));
            let offset = counted.1;
            if token.is_empty() && text[i..].starts_with('{') {
                let error = NoteError::Misplaced;
                return Err(self.note_error(text, index - 1, offset, error));
            }
            let parsed =
                Token::parse(&self.end, token).map_err(|error| RecordError::TokenSyntax {
                    index,
                    token: token.to_string(),
                    offset,
                    error: error.shifted(offset),
                })?;
            self.push(parsed).map_err(|error| RecordError::TokenPlay {
                index,
                offset,
                error,
            })?;
            i += len;
            if text[i..].starts_with('{') {
                i = self.read_note(text, i, index)?;
                let after = find(&text[i..], b",").unwrap_or(text.len() - i);
                if after > 0 {
                    let error = if text[i..].starts_with('{') {
                        NoteError::Twice
                    } else {
                        NoteError::After(text[i..i + after].to_string())
                    };
                    return Err(self.note_error(text, index, chars(text, i), error));
                }
            }
            if i == text.len() {
                break;
            }
            // The `,` before the next token.
            i += 1;
        }
        Ok(())
    }

    /// Reads the note at byte `at` of `text` (its `{`) for point `index`, naming places on the
    /// board as it stands there; returns the byte after the note.
    fn read_note(&mut self, text: &str, at: usize, index: usize) -> Result<usize, RecordError> {
        let board = &self.end;
        match Note::read(text, at, &|name| board.parse_place(name)) {
            Ok((note, end)) => {
                self.notes.push((index, note));
                Ok(end)
            }
            Err((error, at)) => Err(self.note_error(text, index, chars(text, at), error)),
        }
    }

    /// The error for a note after token `index` (0: the start) at character `offset`.
    fn note_error(&self, text: &str, index: usize, offset: usize, error: NoteError) -> RecordError {
        let token = match index.checked_sub(1) {
            Some(i) => self.tokens.get(i).map(ToString::to_string),
            None => None,
        };
        RecordError::Note {
            index,
            token: token.unwrap_or_else(|| text.split(';').next().unwrap_or("").to_string()),
            offset,
            error,
        }
    }

    /// A record with no tokens from a start written as `text`, printed as the game id when it is
    /// one and as the position otherwise.
    fn parse_start(text: &str) -> Result<Self, RecordError> {
        let start = G::parse_start(text).map_err(RecordError::Start)?;
        let printed = if start.id() == text {
            text.to_string()
        } else {
            start.to_string()
        };
        Ok(Self::from_parts(start, printed))
    }

    /// The record in compact form, `start~1…` (docs/notation.md, "Compact game records"), which
    /// [`Record::parse`] reads back to the same record. The compact form carries no notes: an
    /// annotated record loses them (see [`Record::has_notes`]).
    pub fn to_compact(&self) -> String {
        let mut out = self.start_text.clone();
        out.push(compact::MARK);
        let picks = &mut self.picks.0.borrow_mut();
        out.push_str(&compact::encode(&self.start, &self.tokens, picks));
        out
    }

    /// Plays one more token at the end; on error the record is unchanged.
    pub fn push(&mut self, token: Token<G>) -> Result<(), PlayError> {
        token.play(&mut self.end)?;
        self.tokens.push(token);
        Ok(())
    }

    /// Drops the last token (undo), and the note after it. Returns it, if there was one.
    pub fn pop(&mut self) -> Option<Token<G>> {
        let token = self.tokens.pop()?;
        self.picks.0.get_mut().truncate(self.tokens.len());
        self.end = self.position_at(self.tokens.len());
        self.drop_notes_after(self.tokens.len());
        Some(token)
    }

    /// Keeps only the first `len` tokens, and the notes up to them.
    pub fn truncate(&mut self, len: usize) {
        if len < self.tokens.len() {
            self.tokens.truncate(len);
            self.picks.0.get_mut().truncate(len);
            self.end = self.position_at(len);
            self.drop_notes_after(len);
        }
    }

    fn drop_notes_after(&mut self, len: usize) {
        self.notes.retain(|(at, _)| *at <= len);
    }

    /// The note at point `at` (0: the start, n: after token n), if there is one.
    pub fn note(&self, at: usize) -> Option<&Note> {
        self.notes.iter().find(|(i, _)| *i == at).map(|(_, n)| n)
    }

    /// Every note with its point, in order.
    pub fn notes(&self) -> &[(usize, Note)] {
        &self.notes
    }

    /// Whether the record has notes: a walkthrough.
    pub fn has_notes(&self) -> bool {
        !self.notes.is_empty()
    }

    /// Sets the note at point `at` (0: the start, n: after token n; past the end is ignored),
    /// or removes it with `None`.
    pub fn set_note(&mut self, at: usize, note: Option<Note>) {
        if at > self.tokens.len() {
            return;
        }
        let index = self.notes.partition_point(|(i, _)| *i < at);
        let here = self.notes.get(index).is_some_and(|(i, _)| *i == at);
        match (note, here) {
            (Some(note), true) => self.notes[index].1 = note,
            (Some(note), false) => self.notes.insert(index, (at, note)),
            (None, true) => {
                self.notes.remove(index);
            }
            (None, false) => {}
        }
    }

    /// The start position.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The start as the record writes it (a game id, or a position).
    pub fn start_text(&self) -> &str {
        &self.start_text
    }

    /// The tokens played, in order.
    pub fn tokens(&self) -> &[Token<G>] {
        &self.tokens
    }

    /// The position after every token.
    pub fn position(&self) -> &G {
        &self.end
    }

    /// The position after the first `len` tokens (clamped to the record's length).
    pub fn position_at(&self, len: usize) -> G {
        let mut game = self.start.clone();
        for token in &self.tokens[..len.min(self.tokens.len())] {
            token.apply_unchecked(&mut game);
        }
        game
    }
}

/// The record as text, with its notes: the text it was read from.
impl<G: Game> fmt::Display for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f, self.tokens.len())
    }
}

impl<G: Game> Record<G> {
    /// The text of the record's first `len` tokens and their notes (all of it from the length
    /// on), without copying the record.
    pub fn text_to(&self, len: usize) -> String {
        let mut text = String::new();
        let _ = self.write_to(&mut text, len);
        text
    }

    fn write_to(&self, f: &mut dyn fmt::Write, len: usize) -> fmt::Result {
        let tokens = &self.tokens[..len.min(self.tokens.len())];
        f.write_str(&self.start_text)?;
        let note = |f: &mut dyn fmt::Write, at: usize| match self.note(at) {
            Some(note) => write!(f, "{note}"),
            None => Ok(()),
        };
        if tokens.is_empty() {
            if self.note(0).is_some() {
                f.write_str(";")?;
            }
            return note(f, 0);
        }
        for (i, token) in tokens.iter().enumerate() {
            f.write_str(if i == 0 { ";" } else { "," })?;
            if i == 0 {
                note(f, 0)?;
            }
            write!(f, "{token}")?;
            note(f, i + 1)?;
        }
        Ok(())
    }
}

/// The number of characters before byte `at` of `text`.
fn chars(text: &str, at: usize) -> usize {
    text[..at].chars().count()
}

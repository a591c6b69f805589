//! Records: a start (game id or position) and the rolls and actions played from it
//! (docs/notation.md). A record is only accepted if every token is possible where it stands.
//! [`Record::parse`] reads compact records too (docs/notation.md, "Compact game records"), so every
//! place that takes a record takes both forms.

use super::compact::{self, CompactError};
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

/// A parsed, replayed record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<G: Game> {
    start: G,
    start_text: String,
    tokens: Vec<Token<G>>,
    end: G,
}

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
        if let Some(rest) = rest {
            let mut offset = start_text.len() + 1;
            for (i, token) in rest.split(',').enumerate() {
                let index = i + 1;
                let parsed =
                    Token::parse(&record.end, token).map_err(|error| RecordError::TokenSyntax {
                        index,
                        token: token.to_string(),
                        offset,
                        error: error.shifted(offset),
                    })?;
                record
                    .push(parsed)
                    .map_err(|error| RecordError::TokenPlay {
                        index,
                        offset,
                        error,
                    })?;
                offset += token.len() + 1;
            }
        }
        Ok(record)
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
    /// [`Record::parse`] reads back to the same record.
    pub fn to_compact(&self) -> String {
        let mut out = self.start_text.clone();
        out.push(compact::MARK);
        out.push_str(&compact::encode(&self.start, &self.tokens));
        out
    }

    /// Plays one more token at the end; on error the record is unchanged.
    pub fn push(&mut self, token: Token<G>) -> Result<(), PlayError> {
        token.play(&mut self.end)?;
        self.tokens.push(token);
        Ok(())
    }

    /// Drops the last token (undo). Returns it, if there was one.
    pub fn pop(&mut self) -> Option<Token<G>> {
        let token = self.tokens.pop()?;
        self.end = self.position_at(self.tokens.len());
        Some(token)
    }

    /// Keeps only the first `len` tokens.
    pub fn truncate(&mut self, len: usize) {
        if len < self.tokens.len() {
            self.tokens.truncate(len);
            self.end = self.position_at(len);
        }
    }

    /// The start position.
    pub fn start(&self) -> &G {
        &self.start
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

impl<G: Game> fmt::Display for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.start_text)?;
        for (i, token) in self.tokens.iter().enumerate() {
            f.write_str(if i == 0 { ";" } else { "," })?;
            token.fmt(f)?;
        }
        Ok(())
    }
}

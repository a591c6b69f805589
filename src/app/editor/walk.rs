//! Authoring a walkthrough (issue 41): from the set-up position, the author plays a line on the
//! board (choosing each throw), and at any step types a caption, picks a colour and clicks cells
//! to mark them or two cells for an arrow; any note can be edited or deleted, and the steps
//! browsed back and forth. The result is an annotated record (docs/notation.md, "Annotated records")
//! that the exports carry.
//!
//! While a walkthrough is being written, the set-up is fixed: it is the record's start. Every
//! change to the line or a note is one step of the editor's undo.

use super::Editor;
use crate::app::moves::{moves, Move};
use crate::app::walk::{colour, step_words, TEXT_LIMIT};
use crate::core::{Game, Hue, Note, Place, Record, Spot, ToAct, Token};
use crate::games::{AnyGame, AnyRoll};
use crate::i18n::{t, tr};

/// What a click on the board does while writing a walkthrough.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WalkTool {
    /// Plays moves: the piece, then where it goes.
    Play,
    /// Marks a cell in the chosen colour (again: unmarks it).
    Mark,
    /// Draws an arrow in the chosen colour: its start, then its end.
    Arrow,
}

/// A walkthrough being written: its record and the step shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    record: Record<AnyGame>,
    /// The point shown: how many tokens (0 is the start).
    at: usize,
    tool: WalkTool,
    hue: Hue,
    /// The piece picked to move, or an arrow's start.
    pending: Option<Spot>,
    /// Moves that share the piece and the cell clicked, offered as a choice.
    choice: Vec<Move>,
}

/// Something offered beside the board, which no click on a cell can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// A throw to choose.
    Throw(AnyRoll),
    /// A move: one of several a click fits, or one with no cell.
    Move(Move),
}

/// What a click did, for the page to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WalkClick {
    /// Nothing changed.
    Nothing,
    /// A piece or an arrow's start is picked.
    Picked,
    /// Several moves fit: the page offers [`Walk::choice`].
    Choose,
    /// The line or a note changed.
    Changed,
}

impl Walk {
    /// A walkthrough of `record`, showing the point `at` (clamped to its end).
    pub fn new(record: Record<AnyGame>, at: usize) -> Walk {
        let at = at.min(record.tokens().len());
        Walk {
            record,
            at,
            tool: WalkTool::Play,
            hue: Hue::Green,
            pending: None,
            choice: Vec::new(),
        }
    }

    /// The record written so far.
    pub fn record(&self) -> &Record<AnyGame> {
        &self.record
    }

    /// The point shown (0: the start) and the number of tokens.
    pub fn step(&self) -> (usize, usize) {
        (self.at, self.record.tokens().len())
    }

    /// The position at the point shown.
    pub fn shown(&self) -> AnyGame {
        self.record.position_at(self.at)
    }

    /// The note at the point shown.
    pub fn note(&self) -> Option<&Note> {
        self.record.note(self.at)
    }

    /// The click tool.
    pub fn tool(&self) -> WalkTool {
        self.tool
    }

    /// The colour of new marks and arrows.
    pub fn hue(&self) -> Hue {
        self.hue
    }

    /// The picked piece or arrow start.
    pub fn pending(&self) -> Option<Spot> {
        self.pending
    }

    /// The moves offered after an ambiguous click.
    pub fn choice(&self) -> &[Move] {
        &self.choice
    }

    /// Chooses the click tool; a half-made move or arrow is dropped.
    pub fn set_tool(&mut self, tool: WalkTool) {
        self.tool = tool;
        self.drop_pending();
    }

    /// Drops a half-made move or arrow (Escape).
    pub fn drop_pending(&mut self) {
        self.pending = None;
        self.choice.clear();
    }

    /// Where the keyboard's cursor goes first (the first arrow key): with *Plays a move*, the
    /// targets of the piece picked, else the pieces that can move and the cells a piece can be
    /// put on; nothing in particular for marks and arrows, which any place takes.
    pub fn cursor_spots(&self) -> Vec<Spot> {
        if self.tool != WalkTool::Play {
            return Vec::new();
        }
        if self.pending.is_some() {
            return self.targets();
        }
        let mut spots = Vec::new();
        for mv in moves(&self.shown()) {
            if let Some(spot) = mv.from.or(mv.to) {
                if !spots.contains(&spot) {
                    spots.push(spot);
                }
            }
        }
        spots
    }

    /// What is offered beside the board, in the order the page lists it (and keys 1–9 take
    /// it): the throws due, else the moves to choose between after a click, then the moves with
    /// no cell (pass, end).
    pub fn offers(&self) -> Vec<Offer> {
        let mut offers: Vec<Offer> = self.rolls().into_iter().map(Offer::Throw).collect();
        offers.extend(self.choice.iter().cloned().map(Offer::Move));
        offers.extend(self.free_moves().into_iter().map(Offer::Move));
        offers
    }

    /// Takes the `n`-th offer (from 0).
    pub fn take(&mut self, n: usize) -> WalkClick {
        match self.offers().into_iter().nth(n) {
            Some(Offer::Throw(roll)) => self.throw(roll),
            Some(Offer::Move(mv)) => self.play(&mv),
            None => WalkClick::Nothing,
        }
    }

    /// Chooses the colour of new marks and arrows.
    pub fn set_hue(&mut self, hue: Hue) {
        self.hue = hue;
    }

    /// Shows point `at` (clamped to the record).
    pub fn go(&mut self, at: usize) {
        self.at = at.min(self.record.tokens().len());
        self.pending = None;
        self.choice.clear();
    }

    /// The throws possible at the point shown, if a throw is due there.
    pub fn rolls(&self) -> Vec<AnyRoll> {
        let mut rolls = Vec::new();
        self.shown().rolls(&mut rolls);
        rolls.into_iter().map(|(roll, _)| roll).collect()
    }

    /// The moves with no board cell at the point shown (pass, end, declining an ambush).
    pub fn free_moves(&self) -> Vec<Move> {
        let shown = self.shown();
        let all = moves(&shown);
        all.into_iter()
            .filter(|m| m.from.is_none() && m.to.is_none())
            .collect()
    }

    /// The spots the picked piece can go to, for the board's target rings.
    pub fn targets(&self) -> Vec<Spot> {
        if self.tool != WalkTool::Play {
            return Vec::new();
        }
        let shown = self.shown();
        let mut out = Vec::new();
        for mv in moves(&shown) {
            let from = mv.from.is_none() || mv.from == self.pending;
            if let (Some(to), true) = (mv.to, from && (self.pending.is_some() || mv.from.is_none()))
            {
                out.push(to);
            }
        }
        out
    }

    /// A click on `spot` with the tool chosen.
    pub fn click(&mut self, spot: Spot) -> WalkClick {
        self.choice.clear();
        match self.tool {
            WalkTool::Play => self.play_click(spot),
            WalkTool::Mark => match self.place(spot) {
                Some(place) => self.edit_note(|note, hue| note.toggle_mark(hue, place)),
                None => WalkClick::Nothing,
            },
            WalkTool::Arrow => self.arrow_click(spot),
        }
    }

    fn play_click(&mut self, spot: Spot) -> WalkClick {
        let shown = self.shown();
        if shown.to_act() == ToAct::Chance {
            return WalkClick::Nothing;
        }
        let all = moves(&shown);
        if let Some(from) = self.pending.take() {
            let fits: Vec<Move> = all
                .iter()
                .filter(|m| m.from == Some(from) && m.to == Some(spot))
                .cloned()
                .collect();
            match fits.len() {
                0 => {}
                1 => return self.play(&fits[0]),
                _ => {
                    self.pending = Some(from);
                    self.choice = fits;
                    return WalkClick::Choose;
                }
            }
        }
        if all.iter().any(|m| m.from == Some(spot)) {
            self.pending = Some(spot);
            return WalkClick::Picked;
        }
        let direct: Vec<Move> = all
            .into_iter()
            .filter(|m| m.from.is_none() && m.to == Some(spot))
            .collect();
        match direct.len() {
            0 => WalkClick::Nothing,
            1 => self.play(&direct[0]),
            _ => {
                self.choice = direct;
                WalkClick::Choose
            }
        }
    }

    fn arrow_click(&mut self, spot: Spot) -> WalkClick {
        let Some(place) = self.place(spot) else {
            return WalkClick::Nothing;
        };
        match self.pending.take() {
            None => {
                self.pending = Some(spot);
                WalkClick::Picked
            }
            // The same cell again: no arrow after all.
            Some(from) if from == spot => WalkClick::Nothing,
            Some(from) => match self.place(from) {
                Some(from) => self.edit_note(|note, hue| note.toggle_arrow(hue, from, place)),
                None => WalkClick::Nothing,
            },
        }
    }

    /// The place a note names `spot` by at the point shown, if it can name it.
    fn place(&self, spot: Spot) -> Option<Place> {
        let shown = self.shown();
        let facts = shown.note_places().into_iter().find(|p| p.spot == spot)?;
        Some(Place {
            spot,
            name: facts.name,
        })
    }

    /// Plays `mv` at the point shown: the line after it (and its notes) is replaced.
    pub fn play(&mut self, mv: &Move) -> WalkClick {
        let tokens = mv.actions.iter().map(|&a| Token::Action(a)).collect();
        self.push(tokens)
    }

    /// Plays the throw `roll` at the point shown.
    pub fn throw(&mut self, roll: AnyRoll) -> WalkClick {
        self.push(vec![Token::Roll(roll)])
    }

    /// Plays `tokens` after the point shown, all or none, replacing the line after it.
    fn push(&mut self, tokens: Vec<Token<AnyGame>>) -> WalkClick {
        let mut record = self.record.clone();
        record.truncate(self.at);
        for token in tokens {
            if record.push(token).is_err() {
                return WalkClick::Nothing;
            }
        }
        self.at = record.tokens().len();
        self.record = record;
        self.pending = None;
        self.choice.clear();
        WalkClick::Changed
    }

    /// Changes the note at the point shown with `f` (given the colour chosen); an empty note
    /// is removed.
    fn edit_note(&mut self, f: impl FnOnce(&mut Note, Hue)) -> WalkClick {
        let mut note = self.note().cloned().unwrap_or_default();
        f(&mut note, self.hue);
        self.set_note(note);
        WalkClick::Changed
    }

    fn set_note(&mut self, note: Note) {
        let note = (!note.is_empty()).then_some(note);
        self.record.set_note(self.at, note);
    }

    /// Sets the caption of the point shown (what a caption cannot hold is replaced, see
    /// [`Note::set_caption`]).
    pub fn set_caption(&mut self, text: &str) {
        self.edit_note(|note, _| note.set_caption(text));
    }

    /// Removes the `n`-th mark of the point shown.
    pub fn remove_mark(&mut self, n: usize) {
        self.edit_note(|note, _| note.remove_mark(n));
    }

    /// Removes the `n`-th arrow of the point shown.
    pub fn remove_arrow(&mut self, n: usize) {
        self.edit_note(|note, _| note.remove_arrow(n));
    }

    /// Removes the whole note of the point shown.
    pub fn clear_note(&mut self) {
        self.record.set_note(self.at, None);
    }

    /// Drops the line after the point shown, and its notes.
    pub fn cut(&mut self) {
        self.record.truncate(self.at);
    }
}

/// The marks and arrows of `note` in words, each with the id of its Remove button (`m:0`,
/// `a:1`, in [`Note::marks`] and [`Note::arrows`] order): "Mark in green on 13".
pub fn note_items(note: &Note) -> Vec<(String, String)> {
    let mut items = Vec::new();
    for (i, (hue, place)) in note.marks().enumerate() {
        let args = [
            ("colour", colour(*hue).into()),
            ("place", place.name.as_str().into()),
        ];
        items.push((format!("m:{i}"), tr("editor-walk-mark-item", &args)));
    }
    for (i, arrow) in note.arrows().enumerate() {
        let args = [
            ("colour", colour(arrow.hue).into()),
            ("from", arrow.from.name.as_str().into()),
            ("to", arrow.to.name.as_str().into()),
        ];
        items.push((format!("a:{i}"), tr("editor-walk-arrow-item", &args)));
    }
    items
}

/// What the caption field says under it when `text` is longer than a board shows (the first
/// [`TEXT_LIMIT`] characters, as every reader cuts it): how long it is, and the limit.
pub fn caption_limit(text: &str) -> Option<String> {
    let count = text.trim().chars().count();
    let args = [("count", count.into()), ("limit", TEXT_LIMIT.into())];
    (count > TEXT_LIMIT).then(|| tr("editor-walk-caption-long", &args))
}

impl Walk {
    /// What changed since `before`, in words for the live region: the step's words after a
    /// throw or move (the move in words, and whatever the step's note says), the marks and
    /// arrows added and removed at the step shown, a piece or an arrow's start picked, the line
    /// cut short; empty when nothing a listener needs changed.
    pub fn news(&self, before: &Walk) -> String {
        let (tokens, was) = (self.record.tokens(), before.record.tokens());
        if tokens != was {
            return if tokens.len() < was.len() && was.starts_with(tokens) {
                t("editor-walk-cut-done")
            } else {
                step_words(&self.record, self.at)
            };
        }
        // By their words: an item's Remove id moves up when one before it goes.
        let words = |walk: &Walk| -> Vec<String> {
            let items = walk.note().map(note_items).unwrap_or_default();
            items.into_iter().map(|(_, words)| words).collect()
        };
        let (now, then) = (words(self), words(before));
        let mut lines = Vec::new();
        for item in then.iter().filter(|item| !now.contains(item)) {
            lines.push(tr("editor-walk-removed", &[("item", item.into())]));
        }
        for item in now.iter().filter(|item| !then.contains(item)) {
            lines.push(tr("editor-walk-added", &[("item", item.into())]));
        }
        if lines.is_empty() && self.pending.is_some() && self.pending != before.pending {
            let key = match self.tool {
                WalkTool::Arrow => "editor-walk-arrow-from",
                _ if !self.choice.is_empty() => "editor-walk-choose",
                _ => "editor-walk-picked",
            };
            lines.push(t(key));
        }
        lines.join(" ")
    }
}

impl Editor {
    /// The walkthrough being written, if any.
    pub fn walk(&self) -> Option<&Walk> {
        self.walk.as_ref()
    }

    /// Starts a walkthrough from the set-up position (only a possible one): the line is played
    /// from it. A game's initial position is written as its id.
    pub fn start_walk(&mut self) -> bool {
        let Some(position) = self.position() else {
            return false;
        };
        let record = match Record::<AnyGame>::from_id(self.id) {
            Ok(initial) if initial.start() == position => initial,
            _ => Record::new(position.clone()),
        };
        let before = self.snapshot();
        self.walk = Some(Walk::new(record, 0));
        self.changed_walk(before);
        true
    }

    /// Leaves the walkthrough for the set-up (undoable).
    pub fn stop_walk(&mut self) {
        let before = self.snapshot();
        self.walk = None;
        self.changed_walk(before);
    }

    /// Changes the walkthrough with `f`; an actual change is one step of undo.
    pub fn edit_walk<R>(&mut self, f: impl FnOnce(&mut Walk) -> R) -> Option<R> {
        let before = self.snapshot();
        let result = f(self.walk.as_mut()?);
        self.changed_walk(before);
        Some(result)
    }

    /// Changes what the walkthrough shows (the step, the tool, the colour): not undone.
    pub fn view_walk(&mut self, f: impl FnOnce(&mut Walk)) {
        if let Some(walk) = self.walk.as_mut() {
            f(walk);
        }
    }

    /// Records an undo step if the walkthrough's record changed.
    fn changed_walk(&mut self, before: super::Snapshot) {
        let record = |w: &Option<Walk>| w.as_ref().map(|w| w.record.to_string());
        if record(&before.walk) != record(&self.walk) {
            self.undo.push(before);
            self.redo.clear();
            self.check();
        }
    }
}

#[cfg(test)]
mod tests;

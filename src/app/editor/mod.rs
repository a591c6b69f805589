//! The position editor's model: a setup of any game that an author edits piece by piece and field
//! by field, with undo and redo, validated after every change by the parser the links use.
//!
//! The setup is the game's own position type, edited directly: it may hold what no game can reach
//! (six Senet pieces of one colour, Seesaw stacks without tiles, a Žanstrekt piece on the bridge
//! without its heading). After each change it is written as notation and read back with
//! [`Game::parse_start`]; the parser's error, in words ([`InWords`]),
//! says what is wrong, and only a position the parser accepts can be exported. The picture always
//! shows the setup as edited, so the author sees what they did even while it is impossible.
//!
//! Each game's pieces and fields live in its own module, behind one private `Setup` trait. From a
//! possible set-up the author may also write a walkthrough ([`walk`]): a line played from it with
//! a caption, marks and arrows at any step.

mod arces;
mod arsisesi;
pub mod export;
mod fields;
pub mod paste;
mod seesaw;
mod senet;
#[cfg(test)]
mod tests;
mod typing;
pub mod walk;
mod words;
mod zanstrekt;

pub use fields::{Field, FieldId, Input};
pub use typing::Typed;
pub use walk::{caption_limit, note_items, Offer, Walk, WalkClick, WalkTool};
pub use words::tool_label;

use super::text::InWords;
use crate::core::{Game, Note, ParseError, Seat, Spot};
use crate::games::arces::Arces;
use crate::games::arsisesi::Arsisesi;
use crate::games::seesaw::Seesaw;
use crate::games::senet::Senet;
use crate::games::zanstrekt::Zanstrekt;
use crate::games::{AnyGame, GAME_IDS};
use crate::i18n::tr;

/// What a palette entry puts on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A Senet or Žanstrekt piece, or an Arsisesi token setting out.
    Man(Seat),
    /// An Arsisesi token on its way back (Type A).
    Returning(Seat),
    /// A Seesaw tile.
    Tile(Seat),
    /// A Seesaw stack, of the size chosen beside the palette.
    Stack(Seat),
    /// An Arcēs stone.
    Stone(Seat),
    /// An Arcēs marble, which stands on its owner's stone.
    Marble(Seat),
}

/// A palette entry: what a click on the board does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Puts a piece (again on the same cell: cycles or removes, as each game's help says).
    Put(Piece),
    /// Empties a cell.
    Erase,
    /// Marks or unmarks a cell for the exports' highlight.
    Highlight,
}

/// How one game's setup is edited. The editor calls these on the game's own position type.
trait Setup {
    /// The pieces of the palette for the game id `id`.
    fn pieces(id: &str) -> Vec<Piece>;
    /// Puts `piece` on `spot`; `size` is the Seesaw stack size chosen.
    fn put(&mut self, piece: Piece, spot: Spot, size: u16);
    /// Empties `spot`.
    fn erase(&mut self, spot: Spot);
    /// Takes every piece off the board (what is off the board stays as the game keeps it).
    fn clear(&mut self);
    /// The turn fields and counts, with their values.
    fn fields(&self, id: &str) -> Vec<Field>;
    /// Sets a field; values a field cannot take are ignored.
    fn set(&mut self, field: FieldId, value: u32);
    /// Facts the board implies (borne-off pieces, pools, …), in words.
    fn notes(&self) -> Vec<String>;
}

/// Calls a [`Setup`] method on whichever game `$game` holds.
macro_rules! setup {
    ($game:expr, $g:ident => $call:expr) => {
        match $game {
            AnyGame::Senet($g) => $call,
            AnyGame::Seesaw($g) => $call,
            AnyGame::Arces($g) => $call,
            AnyGame::Arsisesi($g) => $call,
            AnyGame::Zanstrekt($g) => $call,
        }
    };
}

/// The largest Seesaw stack the palette puts at once (notation allows up to 65,535).
pub const MAX_STACK: u16 = u16::MAX;

/// The editor: a setup, its validation, its history, and the palette's choice.
#[derive(Clone, Debug)]
pub struct Editor {
    /// The game id the author chose: it decides the palette (Arcēs' seats, Seesaw's size).
    id: &'static str,
    setup: AnyGame,
    text: String,
    checked: Result<AnyGame, ParseError>,
    /// Earlier states, most recent last.
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    tool: usize,
    size: u16,
    marks: Vec<Spot>,
    /// The number field being typed into since its last change was recorded: its next
    /// keystrokes belong to that change ([`typing`]).
    typing: Option<FieldId>,
    /// The walkthrough being written from the set-up, if any.
    walk: Option<Walk>,
    /// Options of a pasted board that the editor does not set (a puzzle's `solution`, its
    /// `prompt`, `autoplay-replies`, `lang`): written back with that board, and forgotten with
    /// it when another board is started or opened (issue 52: they stuck to every board after).
    kept: Vec<(String, String)>,
}

/// What undo brings back: a setup with the game id it was edited as, the walkthrough and the
/// options kept from a pasted board.
#[derive(Clone, Debug)]
struct Snapshot {
    setup: AnyGame,
    id: &'static str,
    walk: Option<Walk>,
    kept: Vec<(String, String)>,
}

impl Default for Editor {
    /// An editor on Senet's start.
    fn default() -> Editor {
        Editor::with(AnyGame::Senet(Senet::new()))
    }
}

impl Editor {
    /// An editor on the start of the game id `id`.
    pub fn new(id: &str) -> Result<Editor, ParseError> {
        let game = AnyGame::new(id)?;
        Ok(Editor::with(game))
    }

    /// An editor on what `text` names: a game id, a record (its last position, or a
    /// walkthrough), a link or a snippet (see [`Editor::load`]). Unreadable text gives the reason
    /// in words.
    pub fn open(text: &str) -> Result<Editor, String> {
        Self::open_text(text).map(|(editor, _)| editor)
    }

    fn with(game: AnyGame) -> Editor {
        // The editor's words are built into the editor's wasm alone (`i18n::EDITOR`).
        crate::i18n::load_area(crate::i18n::EDITOR);
        // And the embeds' (its snippets' options, a walkthrough's step buttons).
        crate::i18n::load_area(crate::i18n::BOARD);
        let mut editor = Editor {
            id: id_of(&game),
            text: String::new(),
            checked: Ok(game.clone()),
            setup: game,
            undo: Vec::new(),
            redo: Vec::new(),
            tool: 0,
            size: 1,
            marks: Vec::new(),
            typing: None,
            walk: None,
            kept: Vec::new(),
        };
        editor.check();
        editor
    }

    /// An editor on what pasted text names (see [`Editor::load`]).
    pub fn open_text(text: &str) -> Result<(Editor, paste::Pasted), String> {
        let pasted = paste::read(text)?;
        let mut editor = Editor::with(pasted.setup.clone());
        editor.walk = pasted.walk.clone();
        editor.kept = kept(&pasted);
        editor.check();
        Ok((editor, pasted))
    }

    /// Replaces the setup with what `text` names: a game id, a record, a link, an `embed.html`
    /// link or a snippet (see [`paste::read`]: a walkthrough, or a snippet's game, opens as a
    /// walkthrough; other records open their last position). Undo brings the old state back. On
    /// error the state is kept and the reason comes back in words; otherwise the options the
    /// text carried come back, for the exports. The options the editor does not set are kept
    /// from the text ([`Editor::kept`]): none for a record, a link or a game id.
    pub fn load(&mut self, text: &str) -> Result<paste::Pasted, String> {
        let pasted = paste::read(text)?;
        let before = self.snapshot();
        self.setup = pasted.setup.clone();
        self.set_id(id_of(&self.setup));
        self.marks.clear();
        self.walk = pasted.walk.clone();
        self.kept = kept(&pasted);
        self.changed(before);
        Ok(pasted)
    }

    /// Replaces the setup with the start of game id `id` (undoable).
    pub fn start(&mut self, id: &str) -> Result<(), ParseError> {
        let game = AnyGame::new(id)?;
        self.replace(game);
        Ok(())
    }

    /// Replaces the setup with the board of game id `id` emptied (undoable). Pieces that a game
    /// keeps off the board (Žanstrekt's pools, Arsisesi's Homes) stay there; in Senet, Seesaw
    /// and Arcēs an empty board is impossible until pieces are put on it.
    pub fn empty(&mut self, id: &str) -> Result<(), ParseError> {
        let mut game = AnyGame::new(id)?;
        setup!(&mut game, g => g.clear());
        self.replace(game);
        Ok(())
    }

    fn replace(&mut self, game: AnyGame) {
        let before = self.snapshot();
        self.setup = game;
        self.set_id(id_of(&self.setup));
        self.marks.clear();
        self.walk = None;
        self.kept.clear();
        self.changed(before);
    }

    /// The state undo would bring back.
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            setup: self.setup.clone(),
            id: self.id,
            walk: self.walk.clone(),
            kept: self.kept.clone(),
        }
    }

    /// The options kept from the pasted board being edited that the editor does not set
    /// (`solution`, `prompt`, `autoplay-replies`, `lang`), as they came; empty for a board
    /// started in the editor.
    pub fn kept(&self) -> &[(String, String)] {
        &self.kept
    }

    fn set_id(&mut self, id: &'static str) {
        if id != self.id {
            self.id = id;
            self.tool = 0;
        }
    }

    /// The game id being edited.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The palette: the game's pieces, then Erase and Highlight.
    pub fn tools(&self) -> Vec<Tool> {
        let mut tools: Vec<Tool> = match self.setup {
            AnyGame::Senet(_) => <Senet as Setup>::pieces(self.id),
            AnyGame::Seesaw(_) => <Seesaw as Setup>::pieces(self.id),
            AnyGame::Arces(_) => <Arces as Setup>::pieces(self.id),
            AnyGame::Arsisesi(_) => <Arsisesi as Setup>::pieces(self.id),
            AnyGame::Zanstrekt(_) => <Zanstrekt as Setup>::pieces(self.id),
        }
        .into_iter()
        .map(Tool::Put)
        .collect();
        tools.push(Tool::Erase);
        tools.push(Tool::Highlight);
        tools
    }

    /// The index of the chosen palette entry.
    pub fn tool(&self) -> usize {
        self.tool
    }

    /// Chooses a palette entry (an index past the end is ignored).
    pub fn choose(&mut self, index: usize) {
        if index < self.tools().len() {
            self.tool = index;
        }
    }

    /// Applies the chosen palette entry to `spot` (while writing a walkthrough, its tool).
    /// Returns whether anything changed.
    pub fn click(&mut self, spot: Spot) -> bool {
        if self.walk.is_some() {
            return self.edit_walk(|walk| walk.click(spot)) == Some(WalkClick::Changed);
        }
        let Some(&tool) = self.tools().get(self.tool) else {
            return false;
        };
        match tool {
            Tool::Highlight => self.toggle_mark(spot),
            Tool::Erase => self.edit(|game, _| setup!(game, g => g.erase(spot))),
            Tool::Put(piece) => {
                self.edit(|game, size| setup!(game, g => Setup::put(g, piece, spot, size)))
            }
        }
    }

    fn toggle_mark(&mut self, spot: Spot) -> bool {
        if let Some(at) = self.marks.iter().position(|&s| s == spot) {
            self.marks.remove(at);
            true
        } else if export::spot_name(&self.setup, spot).is_some() {
            self.marks.push(spot);
            true
        } else {
            false
        }
    }

    /// Applies `f` to the setup; records the change for undo if there was one.
    fn edit(&mut self, f: impl FnOnce(&mut AnyGame, u16)) -> bool {
        let before = self.snapshot();
        f(&mut self.setup, self.size);
        self.changed(before)
    }

    /// Whether the editor stands where `before` was taken: nothing to undo between them.
    fn is_at(&self, before: &Snapshot) -> bool {
        let walk = |w: &Option<Walk>| w.as_ref().map(|w| w.record().to_string());
        before.setup == self.setup
            && before.id == self.id
            && walk(&before.walk) == walk(&self.walk)
            && before.kept == self.kept
    }

    fn changed(&mut self, before: Snapshot) -> bool {
        if self.is_at(&before) {
            return false;
        }
        self.typing = None;
        self.undo.push(before);
        self.redo.clear();
        self.check();
        true
    }

    /// Writes the setup as notation and reads it back: the parser decides what is possible. The
    /// notation shown and exported is the walkthrough's record while one is written.
    fn check(&mut self) {
        self.text = self.setup.to_string();
        self.checked = AnyGame::parse_start(&self.text);
        if let Some(walk) = &self.walk {
            self.text = walk.record().to_string();
        }
        // Cells that are no longer named on this board (a shorter Arsisesi lane) lose their mark.
        let setup = &self.setup;
        self.marks
            .retain(|&spot| export::spot_name(setup, spot).is_some());
    }

    /// The fields of the setup (side to move, throws, counts, …), plus the stack size of the
    /// Seesaw palette first.
    pub fn fields(&self) -> Vec<Field> {
        let mut fields = Vec::new();
        if matches!(self.setup, AnyGame::Seesaw(_)) {
            fields.push(Field::number(
                FieldId::StackSize,
                u32::from(self.size),
                1,
                u32::from(MAX_STACK),
            ));
        }
        fields.extend(setup!(&self.setup, g => g.fields(self.id)));
        fields
    }

    /// Sets a field to `value` (clamped or ignored when out of its range). Returns whether the
    /// setup changed; the stack size is the palette's, not the position's, and is not undone.
    pub fn set(&mut self, field: FieldId, value: u32) -> bool {
        if field == FieldId::StackSize {
            self.size = value.clamp(1, u32::from(MAX_STACK)) as u16;
            return false;
        }
        self.edit(|game, _| setup!(game, g => g.set(field, value)))
    }

    /// Sets a field of the setup without recording a change (a keystroke of a number whose
    /// change is recorded already).
    fn setup_field(&mut self, field: FieldId, value: u32) {
        setup!(&mut self.setup, g => g.set(field, value));
    }

    /// What the board implies, in words (borne-off pieces, pools, players, …).
    pub fn notes(&self) -> Vec<String> {
        setup!(&self.setup, g => g.notes())
    }

    /// How clicks work for this game, in words.
    pub fn help(&self) -> String {
        words::help(&self.setup)
    }

    /// The setup as notation (possibly impossible), or the walkthrough's record.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// What the exports carry: the walkthrough's record, or the setup if it is possible.
    pub fn export_text(&self) -> Option<&str> {
        (self.walk.is_some() || self.position().is_some()).then_some(self.text.as_str())
    }

    /// What the pictures draw: the position shown and its note (a walkthrough's step), if the
    /// setup is possible.
    pub fn picture(&self) -> Option<(AnyGame, Option<Note>)> {
        match &self.walk {
            Some(walk) => Some((walk.shown(), walk.note().cloned())),
            None => self.position().map(|game| (game.clone(), None)),
        }
    }

    /// The position, if the parser accepts it: only then can it be exported.
    pub fn position(&self) -> Option<&AnyGame> {
        self.checked.as_ref().ok()
    }

    /// Why the parser refuses the setup.
    pub fn error(&self) -> Option<&ParseError> {
        self.checked.as_ref().err()
    }

    /// Why the parser refuses the setup, in words.
    pub fn problem(&self) -> Option<String> {
        let error = self.error()?;
        let reason = words::problem(&self.setup, error).unwrap_or_else(|| error.in_words());
        Some(tr("editor-impossible", &[("reason", reason.into())]))
    }

    /// The setup as edited, for drawing (it may be impossible; the renderers draw it anyway),
    /// or the walkthrough's step.
    pub fn shown(&self) -> AnyGame {
        match &self.walk {
            Some(walk) => walk.shown(),
            None => self.setup.clone(),
        }
    }

    /// The cells marked for the exports' highlight.
    pub fn marks(&self) -> &[Spot] {
        &self.marks
    }

    /// Unmarks every cell.
    pub fn clear_marks(&mut self) {
        self.marks.clear();
    }

    /// The marked cells' names, as the exports write them.
    pub fn mark_names(&self) -> Vec<String> {
        self.marks
            .iter()
            .filter_map(|&spot| export::spot_name(&self.setup, spot))
            .collect()
    }

    /// Takes back the last change. Returns whether there was one.
    pub fn undo(&mut self) -> bool {
        self.step(true)
    }

    /// Makes the last undone change again. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        self.step(false)
    }

    fn step(&mut self, back: bool) -> bool {
        let (from, to) = if back {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let Some(snapshot) = from.pop() else {
            return false;
        };
        to.push(Snapshot {
            setup: std::mem::replace(&mut self.setup, snapshot.setup),
            id: self.id,
            walk: std::mem::replace(&mut self.walk, snapshot.walk),
            kept: std::mem::replace(&mut self.kept, snapshot.kept),
        });
        self.typing = None;
        self.set_id(snapshot.id);
        self.check();
        true
    }

    /// Whether there is a change to take back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone change to make again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

/// The options of pasted text that the editor keeps without setting them.
fn kept(pasted: &paste::Pasted) -> Vec<(String, String)> {
    pasted
        .options
        .as_ref()
        .map_or_else(Vec::new, |options| options.extra.clone())
}

/// The game id a position belongs to (Arcēs by its players, Seesaw by its size, …), as one of
/// [`GAME_IDS`].
fn id_of(game: &AnyGame) -> &'static str {
    let id = game.id();
    GAME_IDS
        .iter()
        .copied()
        .find(|&g| g == id)
        .unwrap_or("senet")
}

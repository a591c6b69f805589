//! One game being played: its record, the selection, undo and browsing, and the words shown to
//! people (split by concern: [`undo`], [`overlay`], [`status`]).

mod overlay;
mod status;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_throws;
mod undo;

pub use status::{computer_labels, seat_labels, seat_to_decide};

use super::ceremony::{self, player_names, Ceremony, Step};
use super::moves::{moves, Move};
use super::players::Controller;
use super::text::InWords;
use crate::core::{sample_roll, Game, PlayError, Record, RecordError, Rng, Spot, ToAct, Token};
use crate::games::{AnyAction, AnyGame};
use crate::i18n::t;

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClickResult {
    /// A piece was selected; its targets are highlighted.
    Selected,
    /// The selection was cleared.
    Deselected,
    /// A move was played.
    Played(Move),
    /// Several moves share this from/to: the page offers them as a choice.
    Choice(Vec<Move>),
    /// Nothing happened; the text says why, for a move by the rule that refuses it
    /// ([`crate::app::refusal`]).
    Refused(String),
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session {
    record: Record<AnyGame>,
    selected: Option<Spot>,
    rng: Rng,
    /// The two people of a two-seat game, by the order they were chosen in (Player 1, 2).
    names: [String; 2],
    ceremony: Ceremony,
    /// Whether `names` say who sits where (a ceremony ran, a rematch, or a saved game kept
    /// them); a shared link does not know who plays it.
    seated: bool,
    /// Tokens taken back by undo, the most recent last, for redo.
    undone: Vec<Token<AnyGame>>,
    /// When browsing the move list: how many tokens of the record are shown.
    viewing: Option<usize>,
    /// Who plays a seat, where the status should say so (the computer), by [`Seat::index`].
    ///
    /// [`Seat::index`]: crate::core::Seat::index
    labels: [Option<String>; 4],
    /// How many tokens are fixed: a game with a friend on another device never takes back
    /// what was sent or received ([`Session::fix`]).
    fixed: usize,
    /// The seat that resigned, if one did (games with a friend on another device).
    resigned: Option<crate::core::Seat>,
}

impl Session {
    /// A new game of `id` (a game id) between two people, with its opening ceremony run from
    /// `seed`.
    pub fn new(id: &str, seed: u64) -> Result<Session, RecordError> {
        Self::with_names(id, seed, player_names(&[Controller::Person; 2]))
    }

    /// [`Session::new`] with the two players' names, as the ceremony and the status show them
    /// (two-seat games; Arcēs names its seats by colour).
    pub fn with_names(id: &str, seed: u64, names: [String; 2]) -> Result<Session, RecordError> {
        let record = Record::<AnyGame>::from_id(id).map_err(RecordError::Start)?;
        let mut rng = Rng::with_seed(seed);
        let ceremony = ceremony::run(id, &mut rng);
        let seated = !ceremony.steps.is_empty();
        Ok(Self::start(record, rng, names, ceremony, seated))
    }

    /// A rematch of `id`: the same two people, seated without a ceremony, the person `south`
    /// (0 or 1) in the first seat.
    pub fn rematch(
        id: &str,
        seed: u64,
        names: [String; 2],
        south: usize,
    ) -> Result<Session, RecordError> {
        let record = Record::<AnyGame>::from_id(id).map_err(RecordError::Start)?;
        let steps = if ceremony::decides_seats(id) {
            vec![Step::Rematch]
        } else {
            Vec::new()
        };
        let seated = !steps.is_empty();
        Ok(Self::seat(record, seed, names, (steps, south), seated))
    }

    /// A session continuing a record (a shared link). No ceremony is run: the seats were
    /// settled when the record began, by people this page does not know.
    pub fn from_record(text: &str, seed: u64) -> Result<Session, RecordError> {
        let names = player_names(&[Controller::Person; 2]);
        Ok(Self::seat(
            Record::parse(text)?,
            seed,
            names,
            (Vec::new(), 0),
            false,
        ))
    }

    /// A saved game resumed: its record, with the people it was played by, the person `south`
    /// in the first seat.
    pub fn resume(
        text: &str,
        seed: u64,
        names: [String; 2],
        south: usize,
    ) -> Result<Session, RecordError> {
        Ok(Self::seat(
            Record::parse(text)?,
            seed,
            names,
            (Vec::new(), south),
            true,
        ))
    }

    /// A session whose seats are settled without running a ceremony: `steps` say how, and the
    /// person `south` sits South.
    fn seat(
        record: Record<AnyGame>,
        seed: u64,
        names: [String; 2],
        (steps, south): (Vec<Step>, usize),
        seated: bool,
    ) -> Session {
        let ceremony = Ceremony {
            steps,
            south_person: south.min(1),
        };
        Self::start(record, Rng::with_seed(seed), names, ceremony, seated)
    }

    fn start(
        record: Record<AnyGame>,
        rng: Rng,
        names: [String; 2],
        ceremony: Ceremony,
        seated: bool,
    ) -> Session {
        Session {
            record,
            selected: None,
            rng,
            names,
            ceremony,
            seated,
            undone: Vec::new(),
            viewing: None,
            labels: Default::default(),
            fixed: 0,
            resigned: None,
        }
    }

    /// Fixes the record's first `tokens` tokens, which undo and "Play from here" then never take
    /// back, and says which seat resigned, if one did: a game with a friend on another device,
    /// whose messages are sent.
    pub fn fix(&mut self, tokens: usize, resigned: Option<crate::core::Seat>) {
        self.fixed = tokens;
        self.resigned = resigned;
    }

    /// Fixes the record up to its latest throw, as with real sticks: undo never goes back past a
    /// throw that was shown, so a player who saw a turn's extra throw (Senet's after 1, 4 and 6;
    /// Žanstrekt's after a fate square) cannot take back the decision before it and choose again
    /// knowing it. A game with a friend on another device, whose throws the protocol fixes when
    /// the turn starts (docs/remote.md, "Undo"), calls it whenever its page changes, so every
    /// throw is fixed as soon as it is shown; undo then never holds a throw, and redo never shows
    /// one again.
    pub fn fix_throws(&mut self) {
        let tokens = self.record.tokens();
        if let Some(last) = tokens.iter().rposition(|t| matches!(t, Token::Roll(_))) {
            self.fixed = self.fixed.max(last + 1);
        }
    }

    /// The seat that resigned, if one did ([`Session::fix`]).
    pub fn resigned(&self) -> Option<crate::core::Seat> {
        self.resigned
    }

    /// The two people's names, in the order they were chosen (Player 1, Player 2).
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    /// Renames the two people (in the order they were chosen), as when the language changes.
    pub fn set_names(&mut self, names: [String; 2]) {
        self.names = names;
    }

    /// Whether the page knows which person sits where (see [`Session::resume`]).
    pub fn seated(&self) -> bool {
        self.seated
    }

    /// Names who plays each seat in the status line ("North (computer, strong) to move"), by
    /// [`Seat::index`](crate::core::Seat::index); `None` leaves a seat to the ceremony's names
    /// or to none.
    pub fn set_seat_labels(&mut self, labels: [Option<String>; 4]) {
        self.labels = labels;
    }

    /// Who plays each seat where the page knows it ([`Session::set_seat_labels`]).
    pub fn seat_labels(&self) -> &[Option<String>; 4] {
        &self.labels
    }

    /// The record so far, as notation (what the address bar holds).
    pub fn record_text(&self) -> String {
        self.record.to_string()
    }

    /// The record.
    pub fn record(&self) -> &Record<AnyGame> {
        &self.record
    }

    /// The current position.
    pub fn game(&self) -> &AnyGame {
        self.record.position()
    }

    /// What the opening ceremony did.
    pub fn ceremony(&self) -> &Ceremony {
        &self.ceremony
    }

    /// Legal actions now.
    pub fn legal(&self) -> Vec<AnyAction> {
        let mut actions = Vec::new();
        self.game().legal_actions(&mut actions);
        actions
    }

    /// Whether a throw is due.
    pub fn can_throw(&self) -> bool {
        self.game().to_act() == ToAct::Chance
    }

    /// Throws (samples a roll by its weights) if a throw is due.
    pub fn throw(&mut self) -> Option<crate::games::AnyRoll> {
        if !self.can_throw() {
            return None;
        }
        let mut rolls = Vec::new();
        self.game().rolls(&mut rolls);
        let roll = sample_roll(&rolls, &mut self.rng);
        self.throw_given(roll)
    }

    /// Throws `roll`, which someone else drew (a game with a friend on another device takes
    /// its throws from the protocol), if it is possible here.
    pub fn throw_given(&mut self, roll: crate::games::AnyRoll) -> Option<crate::games::AnyRoll> {
        self.selected = None;
        self.record.push(Token::Roll(roll)).ok()?;
        self.undone.clear();
        Some(roll)
    }

    /// Plays an action if legal.
    pub fn play(&mut self, action: AnyAction) -> Result<(), PlayError> {
        self.record.push(Token::Action(action))?;
        self.selected = None;
        self.undone.clear();
        Ok(())
    }

    /// Moves that involve no board spot (pass, end turn, decline): shown as buttons.
    pub fn free_moves(&self) -> Vec<Move> {
        moves(self.game())
            .into_iter()
            .filter(|m| m.from.is_none() && m.to.is_none())
            .collect()
    }

    /// Every move available now.
    pub fn moves(&self) -> Vec<Move> {
        moves(self.game())
    }

    /// Plays every action of a move, or none of them.
    pub fn play_move(&mut self, mv: &Move) -> Result<(), PlayError> {
        let before = self.record.tokens().len();
        for &action in &mv.actions {
            if let Err(e) = self.record.push(Token::Action(action)) {
                self.record.truncate(before);
                return Err(e);
            }
        }
        self.selected = None;
        self.undone.clear();
        Ok(())
    }

    /// Clears the selection.
    pub fn deselect(&mut self) {
        self.selected = None;
    }

    /// Browsing never changes the record.
    pub fn view(&mut self, len: Option<usize>) {
        self.viewing = len.filter(|&n| n < self.record.tokens().len());
        self.selected = None;
    }

    /// Continues from the browsed position: the moves after it are dropped (they stay available
    /// to redo until something else is played).
    pub fn play_from_here(&mut self) {
        if let Some(n) = self.viewing.take().filter(|&n| n >= self.fixed) {
            let tokens = self.record.tokens();
            self.undone = tokens[n..].iter().rev().copied().collect();
            self.record.truncate(n);
        }
        self.selected = None;
    }

    /// A link text for the shown position alone: a record with no tokens.
    pub fn position_text(&self) -> String {
        self.shown().to_string()
    }

    /// How many tokens are shown while browsing, if browsing.
    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    /// The position on the board: the browsed one, or the current one.
    pub fn shown(&self) -> AnyGame {
        match self.viewing {
            Some(n) => self.record.position_at(n),
            None => self.game().clone(),
        }
    }

    /// A click (or Enter) on a spot.
    pub fn click(&mut self, spot: Spot) -> ClickResult {
        if self.viewing.is_some() {
            return ClickResult::Refused(t("play-browsing"));
        }
        match self.game().to_act() {
            ToAct::Over => return ClickResult::Refused(t("play-over")),
            ToAct::Chance => return ClickResult::Refused(t("play-throw-first")),
            ToAct::Player(_) => {}
        }
        let all = moves(self.game());
        if let Some(selected) = self.selected {
            if selected == spot {
                self.selected = None;
                return ClickResult::Deselected;
            }
            let matching: Vec<Move> = all
                .iter()
                .filter(|m| m.from == Some(selected) && m.to == Some(spot))
                .cloned()
                .collect();
            match matching.len() {
                0 => {}
                1 => return self.play_click(&matching[0]),
                _ => return ClickResult::Choice(matching),
            }
        }
        if all.iter().any(|m| m.from == Some(spot)) {
            self.selected = Some(spot);
            return ClickResult::Selected;
        }
        let direct: Vec<Move> = all
            .iter()
            .filter(|m| m.from.is_none() && m.to == Some(spot))
            .cloned()
            .collect();
        match direct.len() {
            0 => {}
            1 => return self.play_click(&direct[0]),
            _ => return ClickResult::Choice(direct),
        }
        // Why not, in the rule's words (crate::app::refusal): the selected piece to the spot,
        // or the spot's own piece.
        let why = match self.selected.take() {
            Some(selected) => super::refusal::clicked(self.game(), selected, Some(spot)),
            None => super::refusal::clicked(self.game(), spot, None),
        };
        ClickResult::Refused(why.unwrap_or_else(|| t("play-nothing-there")))
    }

    fn play_click(&mut self, mv: &Move) -> ClickResult {
        match self.play_move(mv) {
            Ok(()) => ClickResult::Played(mv.clone()),
            Err(e) => ClickResult::Refused(e.in_words()),
        }
    }
}

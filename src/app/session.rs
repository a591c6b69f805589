//! One game being played: its record, the selection and the words shown to people.

use super::ceremony::{self, Ceremony};
use super::hints;
use super::moves::{moves, touched, Move};
use crate::core::{
    sample_roll, Game, PlayError, Record, RecordError, Rng, Seat, Spot, ToAct, Token,
};
use crate::games::{AnyAction, AnyGame};
use crate::render::Overlay;

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
    /// Nothing happened; the text says why.
    Refused(String),
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session {
    record: Record<AnyGame>,
    selected: Option<Spot>,
    rng: Rng,
    names: [String; 2],
    ceremony: Ceremony,
    /// Tokens taken back by undo, the most recent last, for redo.
    undone: Vec<Token<AnyGame>>,
    /// When browsing the move list: how many tokens of the record are shown.
    viewing: Option<usize>,
    /// Who plays a seat, where the status should say so (the computer), by [`Seat::index`].
    labels: [Option<String>; 4],
}

impl Session {
    /// A new game of `id` (a game id), with its opening ceremony run from `seed`.
    pub fn new(id: &str, seed: u64) -> Result<Session, RecordError> {
        Self::with_names(id, seed, ["Player 1".into(), "Player 2".into()])
    }

    /// [`Session::new`] with the two players' names, as the ceremony log and the status show
    /// them (two-seat games; Arcēs names its seats by colour).
    pub fn with_names(id: &str, seed: u64, names: [String; 2]) -> Result<Session, RecordError> {
        let record = Record::<AnyGame>::from_id(id).map_err(RecordError::Start)?;
        Ok(Self::start(record, seed, true, names))
    }

    /// A session continuing a record (a shared link or a saved game). No ceremony is run: the
    /// seats were settled when the record began.
    pub fn from_record(text: &str, seed: u64) -> Result<Session, RecordError> {
        let names = ["Player 1".into(), "Player 2".into()];
        Ok(Self::start(Record::parse(text)?, seed, false, names))
    }

    fn start(record: Record<AnyGame>, seed: u64, ceremony: bool, names: [String; 2]) -> Session {
        let mut rng = Rng::with_seed(seed);
        let ceremony = if ceremony && record.tokens().is_empty() {
            ceremony::run(record.position().id(), &names, &mut rng)
        } else {
            Ceremony::default()
        };
        Session {
            record,
            selected: None,
            rng,
            names,
            ceremony,
            undone: Vec::new(),
            viewing: None,
            labels: Default::default(),
        }
    }

    /// Names who plays each seat in the status line ("North (computer, strong) to move"), by
    /// [`Seat::index`]; `None` leaves a seat to the ceremony's names or to none.
    pub fn set_seat_labels(&mut self, labels: [Option<String>; 4]) {
        self.labels = labels;
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

    /// Takes back the last decision: the last action and any throws after it (the throw it
    /// used stays, so undo cannot be used to throw again). Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        let tokens = self.record.tokens();
        let Some(last_action) = tokens.iter().rposition(|t| matches!(t, Token::Action(_))) else {
            return false;
        };
        let taken: Vec<Token<AnyGame>> = tokens[last_action..].iter().rev().copied().collect();
        self.record.truncate(last_action);
        self.undone.extend(taken);
        self.selected = None;
        self.viewing = None;
        true
    }

    /// Undoes one decision, or with `whole_turns` the whole last turn (every decision its seat
    /// made in a row: Senet's extra throws, Arsisesi's unit actions); then goes on while the
    /// seat to act is one `skip` says to pass over (the computer's, against a person: taking
    /// back a person's move must also take back the computer's replies, or the computer would
    /// play them again at once). Returns whether anything changed.
    pub fn undo_by(&mut self, whole_turns: bool, mut skip: impl FnMut(Seat) -> bool) -> bool {
        if !self.undo_step(whole_turns) {
            return false;
        }
        while self.acting_seat().is_some_and(&mut skip) && self.undo_step(whole_turns) {}
        true
    }

    /// Redoes one decision or one whole turn, then goes on while the seat to act is one `skip`
    /// says to pass over and there is more to redo. Returns whether anything changed.
    pub fn redo_by(&mut self, whole_turns: bool, mut skip: impl FnMut(Seat) -> bool) -> bool {
        if !self.redo_step(whole_turns) {
            return false;
        }
        while self.acting_seat().is_some_and(&mut skip) && self.redo_step(whole_turns) {}
        true
    }

    fn undo_step(&mut self, whole_turn: bool) -> bool {
        if !self.undo() {
            return false;
        }
        while whole_turn && self.last_action_continues_turn() {
            self.undo();
        }
        true
    }

    fn redo_step(&mut self, whole_turn: bool) -> bool {
        let seat = self.acting_seat();
        if !self.redo() {
            return false;
        }
        while whole_turn && self.can_redo() && self.acting_seat() == seat {
            self.redo();
        }
        true
    }

    /// Whether the last action in the record was made by the seat that decides now, with no
    /// other seat deciding in between: the same turn.
    fn last_action_continues_turn(&self) -> bool {
        let tokens = self.record.tokens();
        let Some(i) = tokens.iter().rposition(|t| matches!(t, Token::Action(_))) else {
            return false;
        };
        let ToAct::Player(actor) = self.record.position_at(i).to_act() else {
            return false;
        };
        self.acting_seat() == Some(actor)
            && seat_to_decide(&self.record.position_at(i + 1)) == Some(actor)
    }

    /// Plays again what the last undo took back. Returns whether anything changed.
    pub fn redo(&mut self) -> bool {
        let mut changed = false;
        // Replay up to and including the next action, then the throws that followed it.
        while let Some(token) = self.undone.pop() {
            if self.record.push(token).is_err() {
                self.undone.clear();
                break;
            }
            changed = true;
            if matches!(token, Token::Action(_)) {
                while let Some(&next @ Token::Roll(_)) = self.undone.last() {
                    self.undone.pop();
                    if self.record.push(next).is_err() {
                        self.undone.clear();
                    }
                }
                break;
            }
        }
        self.selected = None;
        self.viewing = None;
        changed
    }

    /// Clears the selection.
    pub fn deselect(&mut self) {
        self.selected = None;
    }

    /// Whether undo would do anything.
    pub fn can_undo(&self) -> bool {
        self.record
            .tokens()
            .iter()
            .any(|t| matches!(t, Token::Action(_)))
    }

    /// Whether redo would do anything.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Shows the position after the first `len` tokens (clamped); `None` returns to the game.
    /// Browsing never changes the record.
    pub fn view(&mut self, len: Option<usize>) {
        self.viewing = len.filter(|&n| n < self.record.tokens().len());
        self.selected = None;
    }

    /// Continues from the browsed position: the moves after it are dropped (they stay available
    /// to redo until something else is played).
    pub fn play_from_here(&mut self) {
        if let Some(n) = self.viewing.take() {
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
            return ClickResult::Refused(
                "You are looking at an earlier position: return to the game to play.".into(),
            );
        }
        match self.game().to_act() {
            ToAct::Over => {
                return ClickResult::Refused(
                    "The game is over. Start a new game to play again.".into(),
                )
            }
            ToAct::Chance => return ClickResult::Refused("Throw first.".into()),
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
        let had_selection = self.selected.take().is_some();
        let why = if had_selection {
            "The selected piece cannot go there."
        } else {
            "Nothing to move there: pick a piece with an outline."
        };
        ClickResult::Refused(why.into())
    }

    fn play_click(&mut self, mv: &Move) -> ClickResult {
        match self.play_move(mv) {
            Ok(()) => ClickResult::Played(mv.clone()),
            Err(e) => ClickResult::Refused(e.to_string()),
        }
    }

    /// The marks to draw: selection, targets, movable pieces, last move, last throw.
    pub fn overlay(&self) -> Overlay {
        let mut overlay = Overlay {
            selected: self.selected,
            ..Overlay::default()
        };
        let live = if self.viewing.is_some() {
            Vec::new()
        } else {
            moves(self.game())
        };
        for mv in live {
            match (mv.from, mv.to) {
                (Some(from), _) if !overlay.movable.contains(&from) => overlay.movable.push(from),
                (None, Some(to)) if !overlay.placements.contains(&to) => {
                    overlay.placements.push(to)
                }
                _ => {}
            }
            let chosen = self.selected.is_some() && mv.from == self.selected;
            if let (Some(to), true) = (mv.to, chosen) {
                let list = if mv.capture {
                    &mut overlay.captures
                } else {
                    &mut overlay.targets
                };
                if !list.contains(&to) {
                    list.push(to);
                }
            }
        }
        overlay.last = self.last_action_spots();
        overlay.roll = self.last_roll();
        overlay
    }

    /// Spots of the last turn, for the last-move tint: every action the same player played in a
    /// row up to the last action, without crossing a throw (Arsisesi spends one roll in several
    /// unit actions, and one click can play many; other games' turns are one action). Kicked
    /// pieces add the place they were sent back to.
    fn last_action_spots(&self) -> Vec<Spot> {
        let tokens = self.shown_tokens();
        let Some(last) = tokens.iter().rposition(|t| matches!(t, Token::Action(_))) else {
            return Vec::new();
        };
        let start = tokens[..last]
            .iter()
            .rposition(|t| matches!(t, Token::Roll(_)))
            .map_or(0, |roll| roll + 1);
        let mut game = self.record.position_at(start);
        let mut turn: Vec<(ToAct, Vec<Spot>)> = Vec::new();
        for token in &tokens[start..=last] {
            if let Token::Action(action) = *token {
                turn.push((game.to_act(), touched(&game, action)));
                game.apply_unchecked(action);
            }
        }
        let mover = turn.last().map(|(who, _)| *who);
        let mut spots = Vec::new();
        for (_, touched) in turn.iter().rev().take_while(|(who, _)| Some(*who) == mover) {
            for &spot in touched.iter().rev() {
                if !spots.contains(&spot) {
                    spots.push(spot);
                }
            }
        }
        spots.reverse();
        spots
    }

    /// The tokens up to the shown position.
    fn shown_tokens(&self) -> &[Token<AnyGame>] {
        let tokens = self.record.tokens();
        &tokens[..self.viewing.unwrap_or(tokens.len()).min(tokens.len())]
    }

    /// The most recent roll's value and a varying number to vary its look. Before the record's
    /// first roll, the throw its starting position holds (a position link with a pending throw).
    pub fn last_roll(&self) -> Option<(u8, u32)> {
        let tokens = self.shown_tokens();
        let Some(index) = tokens.iter().rposition(|t| matches!(t, Token::Roll(_))) else {
            return self.record.start().pending_throw().map(|value| (value, 0));
        };
        let Token::Roll(roll) = tokens[index] else {
            return None;
        };
        let value = roll.to_string().trim_start_matches('d').parse().ok()?;
        Some((value, index as u32 * 7 + 3))
    }

    /// The person sitting in a seat (hot-seat names from the ceremony).
    pub fn person(&self, seat: Seat) -> &str {
        let south = self.ceremony.south_person;
        if seat == Seat::South {
            &self.names[south]
        } else {
            &self.names[1 - south]
        }
    }

    /// One line saying whose turn it is and what they must do, or the result.
    pub fn status(&self) -> String {
        let game = self.game();
        let who = |seat: Seat| {
            if let Some(label) = &self.labels[seat.index()] {
                format!("{} ({label})", game.seat_name(seat))
            } else if self.ceremony.log.is_empty() {
                game.seat_name(seat).to_string()
            } else {
                format!("{} ({})", game.seat_name(seat), self.person(seat))
            }
        };
        match game.to_act() {
            ToAct::Over => match game.outcome() {
                Some(crate::core::Outcome::Win { winner, points }) if points > 1 => {
                    format!("{} wins with {points} points.", who(winner))
                }
                Some(crate::core::Outcome::Win { winner, .. }) => format!("{} wins.", who(winner)),
                _ => "The game is drawn.".into(),
            },
            ToAct::Chance => match self.acting_seat() {
                Some(seat) => format!("{} to throw.", who(seat)),
                None => "Throw.".into(),
            },
            ToAct::Player(seat) => {
                match (hints::status(game, seat, &who), self.last_roll_pending()) {
                    (Some(line), _) => line,
                    (None, Some(value)) => format!("{} to move {value}.", who(seat)),
                    (None, None) => format!("{} to move.", who(seat)),
                }
            }
        }
    }

    /// The seat that decides next: the one to act, or at a chance point the one to throw; `None`
    /// once the game is over.
    pub fn acting_seat(&self) -> Option<Seat> {
        seat_to_decide(self.game())
    }

    /// The throw being used, when the last token was a roll.
    fn last_roll_pending(&self) -> Option<u8> {
        matches!(self.record.tokens().last(), Some(Token::Roll(_)))
            .then(|| self.last_roll().map(|r| r.0))
            .flatten()
    }
}

/// The seat that decides next in `game`: the one to act, or at a chance point the one to
/// throw, read from the position's turn field; `None` once the game is over.
pub(crate) fn seat_to_decide(game: &AnyGame) -> Option<Seat> {
    match game.to_act() {
        ToAct::Player(seat) => Some(seat),
        ToAct::Over => None,
        ToAct::Chance => {
            let text = game.to_string();
            let turn = text.split(':').nth(2)?;
            match turn.chars().next()? {
                'b' if game.id() == "senet" => Some(Seat::South),
                'w' if game.id() == "senet" => Some(Seat::North),
                c => Seat::from_letter(c),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_against_the_computer_goes_back_to_the_persons_decision() {
        // Seesaw alternates South and North with no throws; North is the computer here.
        let mut session = Session::new("seesaw-4", 1).unwrap();
        for _ in 0..4 {
            let first = session.legal()[0];
            session.play(first).unwrap();
        }
        assert_eq!(session.acting_seat(), Some(Seat::South));
        let before = session.record_text();
        assert!(session.undo_by(false, |seat| seat == Seat::North));
        // The computer's reply and the person's move are both taken back.
        assert_eq!(session.record().tokens().len(), 2);
        assert_eq!(session.acting_seat(), Some(Seat::South));
        assert!(session.redo_by(false, |seat| seat == Seat::North));
        assert_eq!(session.record_text(), before);
    }

    #[test]
    fn a_whole_turn_is_undone_and_redone_at_once() {
        // Senet: South (Black) throws 1 (another throw follows), moves, throws 2, moves: one
        // turn of two decisions; then North's turn begins.
        let mut session = Session::from_record("senet;d1,11-12,d2,12-14,d2", 1).unwrap();
        let whole = session.record_text();
        assert!(session.undo_by(true, |_| false));
        assert_eq!(session.record_text(), "senet;d1");
        assert!(session.redo_by(true, |_| false));
        assert_eq!(session.record_text(), whole);
        assert!(session.undo_by(false, |_| false));
        assert_eq!(session.record_text(), "senet;d1,11-12,d2");
    }

    #[test]
    fn the_thrower_is_known_at_every_chance_point() {
        for id in ["senet", "arsisesi-a", "arsisesi-c", "zanstrekt"] {
            let mut session = Session::new(id, 3).unwrap();
            for _ in 0..200 {
                if session.game().to_act() == ToAct::Over {
                    break;
                }
                assert!(
                    session.acting_seat().is_some(),
                    "{id}: {}",
                    session.record_text()
                );
                if session.throw().is_none() {
                    let first = session.legal()[0];
                    session.play(first).unwrap();
                }
            }
        }
    }

    #[test]
    fn a_click_selects_then_plays() {
        let mut session = Session::from_record("senet;d2", 1).unwrap();
        assert_eq!(session.click(Spot(11)), ClickResult::Selected);
        assert_eq!(session.overlay().targets, vec![Spot(13)]);
        assert!(
            matches!(session.click(Spot(13)), ClickResult::Played(m) if m.notation() == "11-13")
        );
        assert_eq!(session.record_text(), "senet;d2,11-13");
    }

    #[test]
    fn a_position_link_shows_its_pending_throw_until_a_roll_is_made() {
        // Black threw 3 before the link was made: the sticks show it, before and after the move.
        let mut session = Session::from_record("senet:10b1w2w2b1ww1bw5:b3", 1).unwrap();
        assert_eq!(session.last_roll(), Some((3, 0)));
        assert_eq!(session.status(), "Black to move 3.");
        session.play(session.legal()[0]).unwrap();
        assert_eq!(session.last_roll(), Some((3, 0)));
        // A roll played in the record replaces it.
        let session = Session::from_record("senet:10b1w2w2b1ww1bw5:b3;24-27,d2", 1).unwrap();
        assert_eq!(session.last_roll().map(|r| r.0), Some(2));
        // Arsisesi's turn field keeps only the points left, not the die: nothing to show.
        let session = Session::from_record("arsisesi-b:s5/7/n5:s3", 1).unwrap();
        assert_eq!(session.last_roll(), None);
    }

    #[test]
    fn arsisesi_targets_are_whole_routes() {
        // South has 3 points: one click on Home then one on rank 3 plays the three steps.
        let mut session = Session::from_record("arsisesi-a;d3", 1).unwrap();
        let home = crate::games::arsisesi::view::SOUTH_HOME;
        assert_eq!(session.click(home), ClickResult::Selected);
        let targets = session.overlay().targets;
        assert_eq!(targets.len(), 3, "{targets:?}");
        let far = *targets.iter().max().unwrap();
        assert!(matches!(session.click(far), ClickResult::Played(m) if m.actions.len() == 3));
        assert_eq!(session.record().tokens().len(), 4);
    }

    #[test]
    fn undo_takes_back_one_decision_and_keeps_its_throw() {
        let mut session = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
        assert!(session.undo());
        assert_eq!(session.record_text(), "senet;d2");
        assert!(session.can_redo());
        assert!(session.redo());
        assert_eq!(session.record_text(), "senet;d2,11-13,d3");
        assert!(!session.can_redo());
        // Undo then a different move drops the redo list.
        assert!(session.undo());
        session.click(Spot(8));
        assert!(matches!(session.click(Spot(10)), ClickResult::Played(_)));
        assert!(!session.can_redo());
        assert_eq!(session.record_text(), "senet;d2,8-10");
        // Nothing to undo before the first action.
        let mut fresh = Session::from_record("senet;d2", 1).unwrap();
        assert!(!fresh.undo());
        assert_eq!(fresh.record_text(), "senet;d2");
    }

    #[test]
    fn browsing_shows_earlier_positions_without_changing_the_record() {
        let mut session = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
        session.view(Some(1));
        assert_eq!(session.shown().to_string(), "senet:wbwbwbwbw1b19:b2");
        assert!(matches!(session.click(Spot(11)), ClickResult::Refused(_)));
        assert!(session.overlay().movable.is_empty());
        assert_eq!(session.overlay().roll.map(|r| r.0), Some(2));
        session.view(None);
        assert_eq!(session.shown(), *session.game());
        assert_eq!(session.record_text(), "senet;d2,11-13,d3");
    }

    #[test]
    fn play_from_here_continues_from_the_browsed_position() {
        let mut session = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
        session.view(Some(1));
        assert_eq!(session.position_text(), "senet:wbwbwbwbw1b19:b2");
        session.play_from_here();
        assert_eq!(session.record_text(), "senet;d2");
        assert_eq!(session.viewing(), None);
        assert!(session.redo());
        assert_eq!(session.record_text(), "senet;d2,11-13,d3");
    }

    #[test]
    fn seesaw_placements_captures_and_chain_end() {
        // SEE-8: South may place next to its tile on e1 (d1, e2, f1): shown and played by one click.
        let mut session = Session::from_record("seesaw", 1).unwrap();
        let overlay = session.overlay();
        assert_eq!(overlay.movable, vec![Spot(26)]);
        assert_eq!(overlay.placements, vec![Spot(18), Spot(27), Spot(35)]);
        assert!(matches!(session.click(Spot(18)), ClickResult::Played(m) if m.notation() == "+d1"));
        // SEE-5: the compulsory capture is the only move, drawn as a capture ring.
        let before = "seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,\
                      c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4";
        let mut session = Session::from_record(before, 1).unwrap();
        assert!(session.overlay().placements.is_empty());
        // Side 4 numbers columns e and f from spots 22 and 28 (`view` module docs).
        let (f3, e4) = (Spot(30), Spot(25));
        assert_eq!(session.click(f3), ClickResult::Selected);
        assert_eq!(session.overlay().captures, vec![e4]);
        assert!(session.overlay().targets.is_empty());
        // SEE-6: mid-chain, the leftover moves and `end` (a button) are offered.
        let chain = "seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,\
                     c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4,f3xe4,e5xe4,+f3,e4xf3,f2xf3,b4-b3,f3-e4,\
                     b3-c3,d3xc3,d6-e5,e4xe5,f5xe5,c3-c4,+e4,+e3,e4xe3,e2xe3,+c5,c4xc5,+f5,c5xe5,\
                     f5xe5,b1-a1,e5-d5,+c2,+b4,+g3,+f4,g3xf4,d5-e4,f4xe4";
        let mut session = Session::from_record(chain, 1).unwrap();
        let free: Vec<String> = session.free_moves().iter().map(Move::notation).collect();
        assert_eq!(free, ["end"]);
        assert_eq!(session.click(e4), ClickResult::Selected);
        assert_eq!(session.overlay().targets.len(), 2);
        let end = session.free_moves().remove(0);
        session.play_move(&end).unwrap();
        assert!(session.record_text().ends_with("f4xe4,end"));
    }

    #[test]
    fn the_last_move_tint_covers_the_whole_turn_and_kicks() {
        // One click pair played three unit actions: all of them are tinted, Home included.
        let mut session = Session::from_record("arsisesi-a;d3", 1).unwrap();
        session.click(Spot(0));
        assert!(matches!(session.click(Spot(23)), ClickResult::Played(_)));
        assert_eq!(
            session.overlay().last,
            vec![Spot(0), Spot(21), Spot(22), Spot(23)]
        );
        // A kick tints the Home the kicked token went back to.
        let kick = Session::from_record("arsisesi-a:s3/ns5/n4:s1;2-1", 1).unwrap();
        assert_eq!(kick.overlay().last, vec![Spot(22), Spot(21), Spot(51)]);
        // The turn is still the last one right after the next roll; a throw ends it.
        let next = Session::from_record("arsisesi-a:s3/ns5/n4:s1;2-1,d2,N-7", 1).unwrap();
        assert_eq!(next.overlay().last, vec![Spot(51), Spot(27)]);
        let senet = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
        assert_eq!(senet.overlay().last, vec![Spot(11), Spot(13)]);
    }

    #[test]
    fn bad_clicks_refuse_and_keep_the_game() {
        let mut session = Session::from_record("senet;d2", 1).unwrap();
        assert!(matches!(session.click(Spot(1)), ClickResult::Refused(_)));
        assert!(matches!(session.click(Spot(999)), ClickResult::Refused(_)));
        assert_eq!(session.record_text(), "senet;d2");
        let mut fresh = Session::from_record("senet", 1).unwrap();
        assert_eq!(
            fresh.click(Spot(11)),
            ClickResult::Refused("Throw first.".into())
        );
    }

    #[test]
    fn new_senet_game_runs_the_colour_ceremony() {
        let session = Session::new("senet", 42).unwrap();
        let log = &session.ceremony().log;
        assert!(log.last().unwrap().contains("throws 1"), "{log:?}");
        assert!(
            session.status().starts_with("Black ("),
            "{}",
            session.status()
        );
        assert_eq!(session.record_text(), "senet");
    }

    #[test]
    fn new_arsisesi_game_runs_the_roll_off() {
        for id in ["arsisesi-a", "arsisesi-b", "arsisesi-c"] {
            for seed in 0..20 {
                let session = Session::new(id, seed).unwrap();
                let log = &session.ceremony().log;
                let (last, ties) = log.split_last().unwrap();
                assert!(last.ends_with("starts, as South."), "{log:?}");
                assert!(
                    ties.iter().all(|l| l.ends_with("both roll again.")),
                    "{log:?}"
                );
                let starter = session.person(Seat::South).to_string();
                assert!(last.contains(&format!(": {starter} starts")), "{log:?}");
                assert!(session
                    .status()
                    .starts_with(&format!("South ({starter}) to throw")));
                assert_eq!(session.record_text(), id);
            }
        }
    }

    #[test]
    fn throws_follow_the_seed() {
        let mut a = Session::from_record("senet", 9).unwrap();
        let mut b = Session::from_record("senet", 9).unwrap();
        assert_eq!(a.throw(), b.throw());
        assert!(a.throw().is_none() || a.record().tokens().len() == 2);
    }

    #[test]
    fn zanstrekt_draws_the_first_player_and_plays_by_clicks() {
        let firsts: Vec<usize> = (0..16)
            .map(|seed| {
                Session::new("zanstrekt", seed)
                    .unwrap()
                    .ceremony()
                    .south_person
            })
            .collect();
        assert!(firsts.contains(&0) && firsts.contains(&1), "{firsts:?}");
        let session = Session::new("zanstrekt", 3).unwrap();
        assert!(session.status().starts_with("South (Player "));
        // Entering: the pool, then the Žan.
        let pool = crate::games::zanstrekt::view::POOL_SPOT[0];
        let mut session = Session::from_record("zanstrekt;d3", 1).unwrap();
        assert_eq!(session.click(pool), ClickResult::Selected);
        assert_eq!(session.overlay().targets, vec![Spot(8)]);
        assert!(matches!(session.click(Spot(8)), ClickResult::Played(m) if m.notation() == "+"));
        // The ambush: the castle a2, then the ringed piece on a3; declining is a button.
        let mut session = Session::from_record("zanstrekt:n8/s8/9:s*a3:s0n0", 1).unwrap();
        assert!(!session.can_throw());
        assert!(
            session.status().contains("may ambush"),
            "{}",
            session.status()
        );
        let free: Vec<String> = session.free_moves().iter().map(Move::notation).collect();
        assert_eq!(free, vec!["throw"]);
        assert_eq!(session.click(Spot(9)), ClickResult::Selected);
        assert_eq!(session.overlay().captures, vec![Spot(18)]);
        assert!(
            matches!(session.click(Spot(18)), ClickResult::Played(m) if m.notation() == "a2xa3")
        );
    }
}

//! One try at a step: the rules judge every move the learner makes. A move that meets the goal
//! ends the step; a move on one of the step's lines leaves the learner to go on (its throws and
//! replies then play, as in a puzzle, `app::puzzle`); any other legal move misses, and the
//! step's words say why. A move the rules forbid never gets here: the session refuses it and
//! says which rule does.

use super::{Goal, Step};
use crate::app::puzzle::{Puzzle, PuzzleError, Verdict};
use crate::app::session::seat_to_decide;
use crate::core::{Seat, Token};
use crate::games::AnyGame;

/// What became of the learner's latest move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The goal is met: the step is done.
    Reached,
    /// On the way: the learner goes on.
    OnTrack,
    /// Legal, but it misses the goal: it is taken back.
    Missed,
}

/// A step being tried.
#[derive(Clone, Debug)]
pub struct Trial {
    start: AnyGame,
    goals: Vec<Goal>,
    tracker: Puzzle,
}

impl Trial {
    /// A try at `step` from its position `start`.
    pub fn new(start: &AnyGame, step: &Step) -> Result<Trial, PuzzleError> {
        Ok(Trial {
            start: start.clone(),
            goals: step.goals.clone(),
            tracker: Puzzle::new(start, &step.lines.join("|"), true)?,
        })
    }

    /// The seat the learner plays: whoever decides at the step's position (to act, or to throw).
    pub fn learner(&self) -> Seat {
        seat_to_decide(&self.start).unwrap_or(self.tracker.solver())
    }

    /// Whether every goal is met by `tokens`, played from the step's position.
    pub fn met(&self, tokens: &[Token<AnyGame>]) -> bool {
        let learner = self.learner();
        self.goals
            .iter()
            .all(|g| g.met(&self.start, tokens, learner))
    }

    /// Judges the learner's latest move: `tokens` are all those played since the step's
    /// position, that move's last.
    pub fn judge(&mut self, tokens: &[Token<AnyGame>]) -> Judgement {
        if self.met(tokens) {
            return Judgement::Reached;
        }
        let mut after = self.start.clone();
        for token in tokens {
            let _ = token.play(&mut after);
        }
        match self.tracker.judge(&after) {
            Verdict::Right => Judgement::OnTrack,
            Verdict::Wrong => Judgement::Missed,
        }
    }

    /// The next token of the line that plays itself, a throw or another seat's reply, without
    /// taking it; `None` when the learner is to move.
    pub fn pending(&self) -> Option<Token<AnyGame>> {
        self.tracker.peek_automatic()
    }

    /// Takes the token [`Trial::pending`] shows (it is being played).
    pub fn take(&mut self) -> Option<Token<AnyGame>> {
        self.tracker.next_automatic()
    }

    /// The learner's next move on the first line still open (a hint).
    pub fn expected(&self) -> Option<Token<AnyGame>> {
        self.tracker.expected()
    }
}

//! Wins and losses at once: what the rules settle a move ahead, which the hint and the review's
//! labels never leave to a search's estimate (issue 54: the review called `b6-c5`, which let
//! South win at once, good).
//!
//! - A seat **wins at once** where it can end the game won through its own actions alone, with
//!   no throw and no other seat acting in between: one action in most games, a chain of unit
//!   actions in Arsisesi, a capture chain in Seesaw.
//! - The **threat** after an action is the chance that the game is lost at once: another seat, the
//!   next to decide, wins at once (or a throw of the mover's own ends the game against it, as
//!   Senet's SEN-10 does). The throws in between count by their weights; where the mover decides
//!   again first (the rest of an Arsisesi turn, Senet's and Žanstrekt's extra throws), it picks the
//!   least threat. Without dice a threat is 0 or 1.
//!
//! From these, per legal action, a [`Tactic`]: where the mover can win at once, every action
//! that gives the win up **misses a win**; otherwise an action after which another seat is
//! certain to win at once **lets a win through**, where another action would leave it some
//! doubt. Either is a blunder whatever the estimates say ([`super::bookkeeping`]), and the hint
//! never plays one ([`super::Analyzing`]).
//!
//! **Only a certain loss counts.** With dice, an action may leave the opponent a chance of
//! winning at once (a throw that lets its last token clear) that another action would not, and
//! still be the better one: the values weigh that chance against the rest of the game, and in
//! Arsisesi B, where they are exact, they prove it. Counting every such move with a threat 15
//! points above the safest action's as a blunder was wrong in 280 of 16,274 Arsisesi B
//! positions (the exact best was one of them, up to 17 points better than the safest action),
//! and playing the safest instead of the search's choice raised the hint's mean loss over 600
//! positions with such a threat from 0.023 to 0.357 points of win chance: the search weighs the
//! throws right, and a move that hands the opponent a likely win drops its value by as much.
//! Without dice every threat is certain or nothing, so there the rule covers every move that
//! lets the opponent win at once.
//!
//! **Exact values come first.** Where a position's values are exact (Arsisesi B), a move that
//! they prove as good as the best breaks no rule ([`Tactics::excuse`]): a win at once given up
//! for another certain win loses nothing.
//!
//! The look-ahead is bounded: at most `THROWS` (2) throws deep, and `NODES` (20,000) positions
//! in all; a position whose look-ahead would go further gets no facts at all (never half of
//! them, which could call a move unsafe beside one whose threat was not worked out). Each game
//! tells which seats cannot possibly win at once ([`Evaluate::may_win_at_once`]), so most positions cost a
//! few move lists.

use super::{Chance, CERTAIN};
use crate::ai::Evaluate;
use crate::core::{Game, Outcome, Seat, ToAct};
use crate::games::{AnyAction, AnyGame};
use std::collections::HashMap;

/// What an action does a move ahead, where the rules settle it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tactic {
    /// The mover could win at once, and this action gives the win up.
    MissedWin,
    /// After it another seat is certain to win at once, and another action would leave that
    /// in doubt.
    AllowedWin,
}

impl Tactic {
    /// Its letter in the worker's review text ([`crate::ai::job::wire`]).
    pub fn letter(self) -> char {
        match self {
            Tactic::MissedWin => 'w',
            Tactic::AllowedWin => 'l',
        }
    }
}

impl std::str::FromStr for Tactic {
    type Err = String;

    /// Reads [`Tactic::letter`] back.
    fn from_str(text: &str) -> Result<Tactic, String> {
        match text {
            "w" => Ok(Tactic::MissedWin),
            "l" => Ok(Tactic::AllowedWin),
            _ => Err(format!("'{text}' is not a fact of the rules")),
        }
    }
}

/// Throws the look-ahead goes through at most: the opponent's, and one extra throw of the
/// mover's before it (Senet's 1, 4 and 6, Žanstrekt's fate square, a Žanstrekt 0).
const THROWS: u8 = 2;

/// Positions the look-ahead may generate actions or rolls for, per analysed position.
const NODES: u32 = 20_000;

/// The facts of one decision: per legal action (legal-list order) whether it wins at once, its
/// threat, and what the rules make of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tactics {
    /// The legal actions.
    pub actions: Vec<AnyAction>,
    /// Per action: the mover still wins at once after it (or has won).
    pub wins: Vec<bool>,
    /// Per action: the chance that the game is then lost at once.
    pub threats: Vec<Chance>,
    /// Per action: the blunder it is by the rules, if any.
    facts: Vec<Option<Tactic>>,
}

impl Tactics {
    /// The facts of `game`'s decision; `None` unless a player is to act, or where the look-ahead
    /// would exceed its bounds.
    pub fn of(game: &AnyGame) -> Option<Tactics> {
        let ToAct::Player(mover) = game.to_act() else {
            return None;
        };
        let mut look = Look {
            nodes: 0,
            wins: HashMap::new(),
            threats: HashMap::new(),
        };
        let actions = look.legal(game)?;
        let mut wins = Vec::with_capacity(actions.len());
        let mut threats = Vec::with_capacity(actions.len());
        for &action in &actions {
            let mut next = game.clone();
            next.apply_unchecked(action);
            let win = match next.to_act() {
                ToAct::Over => won(&next, mover),
                ToAct::Player(seat) if seat == mover => look.wins_at_once(&next, mover)?,
                _ => false,
            };
            wins.push(win);
            let threat = if win {
                0.0
            } else {
                look.threat(&next, mover, THROWS)?
            };
            threats.push(super::to_chance(threat));
        }
        let can_win = wins.contains(&true);
        let safest = threats.iter().copied().min().unwrap_or(0);
        let facts = wins
            .iter()
            .zip(&threats)
            .map(|(&win, &threat)| {
                if can_win {
                    (!win).then_some(Tactic::MissedWin)
                } else {
                    (threat == CERTAIN && safest < CERTAIN).then_some(Tactic::AllowedWin)
                }
            })
            .collect();
        Some(Tactics {
            actions,
            wins,
            threats,
            facts,
        })
    }

    /// Drops the fact about the action at `index`: exact values prove it as good as the best.
    pub fn excuse(&mut self, index: usize) {
        if let Some(fact) = self.facts.get_mut(index) {
            *fact = None;
        }
    }

    /// Whether the mover can win at once.
    pub fn can_win(&self) -> bool {
        self.wins.contains(&true)
    }

    /// The fact about the action at `index` (legal-list order), if it is a blunder by the rules.
    pub fn tactic(&self, index: usize) -> Option<Tactic> {
        self.facts.get(index).copied().flatten()
    }

    /// The fact about `action`, if it is legal here and a blunder by the rules.
    pub fn tactic_of(&self, action: AnyAction) -> Option<Tactic> {
        let index = self.actions.iter().position(|&a| a == action)?;
        self.tactic(index)
    }

    /// Whether the hint may play the action at `index`: one that wins at once where the mover
    /// can, else one that allows no win ([`Tactics::tactic`]).
    pub fn playable(&self, index: usize) -> bool {
        self.tactic(index).is_none()
    }

    /// An estimate of the mover's chance after the action at `index`, within what the rules
    /// settle: certain after a win at once, and at most what the threat leaves.
    pub fn bounded(&self, index: usize, chance: Chance) -> Chance {
        if self.wins.get(index).copied().unwrap_or(false) {
            return CERTAIN;
        }
        let threat = self.threats.get(index).copied().unwrap_or(0);
        chance.min(CERTAIN.saturating_sub(threat))
    }
}

/// Whether the finished `game` was won by `seat`.
fn won(game: &AnyGame, seat: Seat) -> bool {
    matches!(game.outcome(), Some(Outcome::Win { winner, .. }) if winner == seat)
}

/// The look-ahead's memory and its count of positions.
struct Look {
    nodes: u32,
    /// Positions (each with its seat to act) known to be a win at once, or not.
    wins: HashMap<AnyGame, bool>,
    /// Threats worked out, by position and throws left.
    threats: HashMap<(AnyGame, u8), f64>,
}

impl Look {
    /// The legal actions, counted against [`NODES`]; `None` once they run out.
    fn legal(&mut self, game: &AnyGame) -> Option<Vec<AnyAction>> {
        self.nodes += 1;
        if self.nodes > NODES {
            return None;
        }
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        Some(legal)
    }

    /// Whether `seat`, to act in `game`, wins at once.
    fn wins_at_once(&mut self, game: &AnyGame, seat: Seat) -> Option<bool> {
        if !game.may_win_at_once(seat) {
            return Some(false);
        }
        if let Some(&known) = self.wins.get(game) {
            return Some(known);
        }
        // Provisionally not, so that a chain of actions that came back here would end.
        self.wins.insert(game.clone(), false);
        let mut found = false;
        for action in self.legal(game)? {
            let mut next = game.clone();
            next.apply_unchecked(action);
            found = match next.to_act() {
                ToAct::Over => won(&next, seat),
                ToAct::Player(s) if s == seat => self.wins_at_once(&next, seat)?,
                _ => false,
            };
            if found {
                break;
            }
        }
        self.wins.insert(game.clone(), found);
        Some(found)
    }

    /// The chance that `mover` has lost at once from `game`, reached by its own action.
    fn threat(&mut self, game: &AnyGame, mover: Seat, throws: u8) -> Option<f64> {
        let key = (game.clone(), throws);
        if let Some(&known) = self.threats.get(&key) {
            return Some(known);
        }
        let threat = match game.to_act() {
            ToAct::Over => match game.outcome() {
                Some(Outcome::Win { winner, .. }) if winner != mover => 1.0,
                _ => 0.0,
            },
            ToAct::Player(seat) if seat != mover => {
                if self.wins_at_once(game, seat)? {
                    1.0
                } else {
                    0.0
                }
            }
            ToAct::Player(_) => {
                if self.wins_at_once(game, mover)? {
                    0.0
                } else {
                    let mut least = 1.0f64;
                    for action in self.legal(game)? {
                        let mut next = game.clone();
                        next.apply_unchecked(action);
                        least = least.min(self.threat(&next, mover, throws)?);
                        if least == 0.0 {
                            break;
                        }
                    }
                    least
                }
            }
            // Beyond the look-ahead nothing is settled at once.
            ToAct::Chance if throws == 0 => 0.0,
            ToAct::Chance => {
                self.nodes += 1;
                if self.nodes > NODES {
                    return None;
                }
                let mut rolls = Vec::new();
                game.rolls(&mut rolls);
                let total: u32 = rolls.iter().map(|&(_, w)| w).sum();
                let mut sum = 0.0;
                for (roll, weight) in rolls {
                    let mut next = game.clone();
                    next.apply_roll_unchecked(roll);
                    sum += f64::from(weight) * self.threat(&next, mover, throws - 1)?;
                }
                sum / f64::from(total.max(1))
            }
        };
        self.threats.insert(key, threat);
        Some(threat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Record, Rng, Token};

    /// Whether `seat`, to act, wins through its own actions alone: the look-ahead without the
    /// games' shortcut, to check the shortcut against; `None` past `nodes` positions.
    fn wins_by_force(
        game: &AnyGame,
        seat: Seat,
        seen: &mut std::collections::HashSet<AnyGame>,
        nodes: &mut u32,
    ) -> Option<bool> {
        if !seen.insert(game.clone()) {
            return Some(false);
        }
        *nodes = nodes.checked_sub(1)?;
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        for action in legal {
            let mut next = game.clone();
            next.apply_unchecked(action);
            let win = match next.to_act() {
                ToAct::Over => won(&next, seat),
                ToAct::Player(s) if s == seat => wins_by_force(&next, seat, seen, nodes)?,
                _ => false,
            };
            if win {
                return Some(true);
            }
        }
        Some(false)
    }

    /// [`Evaluate::may_win_at_once`] only ever rules out a win at once that is not there: over
    /// random games of the ids that ever say "no", no position where its game says so has a win
    /// through the player's own actions.
    #[test]
    fn no_game_rules_out_a_win_at_once_that_is_there() {
        let mut rng = Rng::with_seed(54);
        for id in [
            "senet",
            "arsisesi-a",
            "arsisesi-b",
            "arsisesi-c",
            "zanstrekt",
        ] {
            let (mut ruled_out, mut looked) = (0, 0);
            for _ in 0..15 {
                let mut game = Record::<AnyGame>::from_id(id).unwrap().position().clone();
                for _ in 0..2000 {
                    if let ToAct::Player(seat) = game.to_act() {
                        if !game.may_win_at_once(seat) {
                            ruled_out += 1;
                            let mut nodes = 5_000;
                            let mut seen = std::collections::HashSet::new();
                            if let Some(win) = wins_by_force(&game, seat, &mut seen, &mut nodes) {
                                assert!(!win, "{game}");
                                looked += 1;
                            }
                        }
                    }
                    match crate::testkit::random_token(&game, &mut rng) {
                        Some(Token::Roll(roll)) => game.apply_roll_unchecked(roll),
                        Some(Token::Action(action)) => game.apply_unchecked(action),
                        None => break,
                    }
                }
            }
            assert!(
                looked > 300 && looked * 10 > ruled_out * 9,
                "{id}: {looked} of {ruled_out}"
            );
        }
    }

    /// A look-ahead that would go past its bounds gives no facts at all.
    #[test]
    fn facts_are_all_or_nothing() {
        let start = AnyGame::new("seesaw").unwrap();
        let tactics = Tactics::of(&start).expect("the opening is within bounds");
        assert_eq!(tactics.actions.len(), tactics.threats.len());
        assert!((0..tactics.actions.len()).all(|i| tactics.tactic(i).is_none()));
        let mut look = Look {
            nodes: NODES,
            wins: HashMap::new(),
            threats: HashMap::new(),
        };
        assert_eq!(look.legal(&start), None);
    }
}

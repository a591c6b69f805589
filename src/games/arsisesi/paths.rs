//! Where one token can get with the points left, for the page's select-then-click input: the
//! player selects a token, every place it can reach is offered, and a click plays the cheapest
//! sequence of unit actions that gets it there.
//!
//! Only the chosen token moves; the rest of the board changes only by the enemy tokens it kicks.
//! Two routes to the same place are both returned when they leave different boards (one kicks and
//! the other does not, or they kick different tokens, or one turns the token over on the way).

use super::rules::{Arsisesi, ArsisesiAction, Place};
use crate::core::{Game, ToAct};

/// One way to move the chosen token, with its cost and what it does on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// Where the token ends: a space, or a Home it entered.
    pub to: Place,
    /// The cheapest unit actions that do it, in order; each costs 1 MP.
    pub actions: Vec<ArsisesiAction>,
    /// The spaces of the enemy tokens it kicks back to their Home (ARS-5), in order.
    pub kicks: Vec<Place>,
    /// Whether the token ends as a returning token (Type A, ARS-6): on its way back, or waiting
    /// in the opponent's Home.
    pub returning: bool,
    /// Whether the token is cleared at the end (scored, ARS-6 … ARS-8).
    pub cleared: bool,
}

impl Route {
    /// Movement points the route costs.
    pub fn cost(&self) -> usize {
        self.actions.len()
    }
}

/// Every distinct outcome the player to act can reach by moving only the token at `from` (a
/// space, the own Home for a waiting token, or the opponent's Home for a returning one in Type A)
/// within the remaining points, each with its cheapest action sequence. Ordered by cost, then by
/// the actions in legal-list order. Empty when no player is to act or no own token is at `from`.
///
/// A route may end on the token's starting space when the board differs (it kicked on the way).
pub fn routes(game: &Arsisesi, from: Place) -> Vec<Route> {
    let ToAct::Player(me) = game.to_act() else {
        return Vec::new();
    };
    let key = |state: &Arsisesi| {
        let mut board = state.clone();
        board.turn = me;
        board.mp = None;
        board
    };
    let mut seen = vec![key(game)];
    let mut frontier = vec![(game.clone(), from, Vec::new(), Vec::new())];
    let mut found = Vec::new();
    let mut legal = Vec::new();
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for (state, at, actions, kicks) in frontier {
            if state.to_act() != ToAct::Player(me) {
                continue;
            }
            legal.clear();
            state.legal_actions(&mut legal);
            for &action in &legal {
                let ArsisesiAction::Move { from: f, to } = action else {
                    continue;
                };
                if f != at {
                    continue;
                }
                let mut after = state.clone();
                after.apply_unchecked(action);
                let board = key(&after);
                if seen.contains(&board) {
                    continue;
                }
                seen.push(board);
                let mut kicks = kicks.clone();
                if let Some((lane, rank)) = to.lane_rank() {
                    if state.piece_at(lane, rank).is_some_and(|p| p.owner != me) {
                        kicks.push(to);
                    }
                }
                let mut actions = actions.clone();
                actions.push(action);
                let (returning, cleared) = match to.lane_rank() {
                    Some((lane, rank)) => (
                        after.piece_at(lane, rank).is_some_and(|p| p.returning),
                        false,
                    ),
                    None if to == Place::home(me) => (false, true),
                    None => (
                        state.kind().has_return_trip(),
                        !state.kind().has_return_trip(),
                    ),
                };
                if !cleared {
                    next.push((after, to, actions.clone(), kicks.clone()));
                }
                found.push(Route {
                    to,
                    actions,
                    kicks,
                    returning,
                    cleared,
                });
            }
        }
        frontier = next;
    }
    found
}

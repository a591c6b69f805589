//! What one select-then-target click pair can do: a [`Move`] of one or more actions. Most games
//! map each legal action to one move; Arsisesi offers every place a token can reach with the
//! points left and plays the cheapest sequence of unit actions to get there.

use crate::core::{Game, Spot};
use crate::games::arsisesi::{paths, view as ars_view};
use crate::games::{AnyAction, AnyGame};
use crate::i18n::tr;

/// A move as a person makes it: pick `from`, then `to`; the app plays `actions` in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The actions played, in order (at least one).
    pub actions: Vec<AnyAction>,
    /// The spot selected first, if any.
    pub from: Option<Spot>,
    /// The spot clicked second, if any.
    pub to: Option<Spot>,
    /// Whether it removes or sends back an opponent's piece.
    pub capture: bool,
    /// Words for a choice button when several moves share `from` and `to`.
    pub label: String,
}

impl Move {
    /// The move's actions in notation, comma-separated (as they appear in a record).
    pub fn notation(&self) -> String {
        self.actions
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// Every move the player to act can make now.
pub fn moves(game: &AnyGame) -> Vec<Move> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    match game {
        AnyGame::Arsisesi(g) => {
            let mut out = Vec::new();
            let mut froms: Vec<Spot> = Vec::new();
            let mut free = Vec::new();
            for &action in &legal {
                let spots = game.action_spots(action);
                match spots.from {
                    Some(from) if !froms.contains(&from) => froms.push(from),
                    Some(_) => {}
                    None => free.push(single(game, action)),
                }
            }
            for from in froms {
                let Some(place) = ars_view::place_of(g, from) else {
                    continue;
                };
                for route in paths::routes(g, place) {
                    let kicks = route.kicks.len();
                    let actions: Vec<AnyAction> = route
                        .actions
                        .iter()
                        .map(|&a| AnyAction::Arsisesi(a))
                        .collect();
                    let mut label = actions
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", ");
                    if kicks > 0 {
                        let args = [("moves", label.into()), ("kicks", kicks.into())];
                        label = tr("move-kicks", &args);
                    }
                    out.push(Move {
                        actions,
                        from: Some(from),
                        to: Some(ars_view::spot(route.to)),
                        capture: kicks > 0,
                        label,
                    });
                }
            }
            // As in the legal list, `end` comes after every move.
            out.extend(free);
            out
        }
        _ => legal.into_iter().map(|a| single(game, a)).collect(),
    }
}

/// The spots an action touches, for the last-move tint: where it starts and ends and, for an
/// Arsisesi kick, the Home the kicked token went back to (so its return is visible).
pub(crate) fn touched(before: &AnyGame, action: AnyAction) -> Vec<Spot> {
    let spots = before.action_spots(action);
    let mut out: Vec<Spot> = spots.from.into_iter().chain(spots.to).collect();
    if let (AnyGame::Arsisesi(g), AnyAction::Arsisesi(a)) = (before, action) {
        out.extend(ars_view::kicked_home(g, a));
    }
    out
}

fn single(game: &AnyGame, action: AnyAction) -> Move {
    let spots = game.action_spots(action);
    Move {
        actions: vec![action],
        from: spots.from,
        to: spots.to,
        capture: game.is_capture(action),
        label: action.to_string(),
    }
}

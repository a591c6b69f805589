//! What an action does, as typed facts: a local adapter with exactly the shape of the embed
//! API's `games::facts` (`ActionKind`, `ActionFacts`, `AnyGame::action_facts`), which is being
//! built on another branch. When it lands on main, this file goes and its users import
//! `crate::games::facts` instead; the kinds follow its rules (an Arcēs cage is a capture,
//! entering names the Žan as its `to`, bearing off and exiting name no `to`).

use crate::core::Game;
use crate::games::arces::{ArcesAction, Piece};
use crate::games::arsisesi::{ArsisesiAction, Place};
use crate::games::seesaw::SeesawAction;
use crate::games::senet::SenetAction;
use crate::games::zanstrekt::board::{side, ZAN};
use crate::games::zanstrekt::ZanAction;
use crate::games::{AnyAction, AnyGame};

/// The kind of an action, from the acting player's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ActionKind {
    /// A piece moves to a free cell (or joins its own, as an Arcēs Tower).
    Move,
    /// A piece takes, swaps with, cages or sends back an opponent's piece.
    Capture,
    /// A new piece is put on the board (Seesaw's tile and stack).
    Place,
    /// The player passes (Senet SEN-9, Arcēs ARC-8).
    Pass,
    /// The player stops before using all of a turn (Seesaw, Arsisesi).
    End,
    /// A piece comes onto the board or leaves a Home for the field.
    Enter,
    /// A piece leaves the board or reaches a Home.
    Exit,
    /// Žanstrekt's castle ambush (ZAN-9).
    Ambush,
    /// Žanstrekt: declining every open ambush and throwing (ZAN-9).
    Throw,
}

/// What one action does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ActionFacts {
    /// The kind of action.
    pub kind: ActionKind,
    /// The cell (or Home) it starts from, named as in notation.
    pub from: Option<String>,
    /// The cell (or Home) it goes to; `None` when the piece leaves the board.
    pub to: Option<String>,
}

fn facts(kind: ActionKind, from: Option<impl ToString>, to: Option<impl ToString>) -> ActionFacts {
    ActionFacts {
        kind,
        from: from.map(|c| c.to_string()),
        to: to.map(|c| c.to_string()),
    }
}

fn bare(kind: ActionKind) -> ActionFacts {
    facts(kind, None::<u8>, None::<u8>)
}

/// What `action` does in `game` (it should be legal there).
pub(crate) fn action_facts(game: &AnyGame, action: AnyAction) -> ActionFacts {
    use ActionKind::{Ambush, Capture, End, Enter, Exit, Pass, Throw};
    let capture = game.is_capture(action);
    let moved = if capture { Capture } else { ActionKind::Move };
    match (game, action) {
        (AnyGame::Senet(_), AnyAction::Senet(a)) => match a {
            SenetAction::Move { from, to } => facts(moved, Some(from), Some(to)),
            SenetAction::BearOff { from } => facts(Exit, Some(from), None::<u8>),
            SenetAction::Pass => bare(Pass),
        },
        (AnyGame::Seesaw(_), AnyAction::Seesaw(a)) => match a {
            SeesawAction::Move { from, to } => facts(ActionKind::Move, Some(from), Some(to)),
            SeesawAction::Capture { from, to } => facts(Capture, Some(from), Some(to)),
            SeesawAction::Place { cell } => facts(ActionKind::Place, None::<u8>, Some(cell)),
            SeesawAction::End => bare(End),
        },
        (AnyGame::Arces(g), AnyAction::Arces(a)) => match a {
            ArcesAction::Move { from, to } => {
                let enemy = match g.stack(to).uppermost() {
                    Some(Piece::Stone(seat) | Piece::Marble(seat)) => seat != g.turn(),
                    None => false,
                };
                facts(
                    if enemy { Capture } else { ActionKind::Move },
                    Some(from),
                    Some(to),
                )
            }
            ArcesAction::Pass => bare(Pass),
        },
        (AnyGame::Arsisesi(_), AnyAction::Arsisesi(a)) => match a {
            ArsisesiAction::Move { from, to } => {
                let home = |p: Place| matches!(p, Place::SouthHome | Place::NorthHome);
                let kind = if capture {
                    Capture
                } else if home(from) {
                    Enter
                } else if home(to) {
                    Exit
                } else {
                    ActionKind::Move
                };
                facts(kind, Some(from), Some(to))
            }
            ArsisesiAction::End => bare(End),
        },
        (AnyGame::Zanstrekt(g), AnyAction::Zanstrekt(a)) => match a {
            ZanAction::Enter => facts(Enter, None::<u8>, Some(ZAN[side(g.turn())])),
            ZanAction::Move { from, to } => facts(moved, Some(from), Some(to)),
            ZanAction::Exit { from } => facts(Exit, Some(from), None::<u8>),
            ZanAction::Ambush { from, to } => facts(Ambush, Some(from), Some(to)),
            ZanAction::Throw => bare(Throw),
        },
        _ => bare(Pass),
    }
}

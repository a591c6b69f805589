//! Moves in words: what the list of legal moves offers ("Move the piece on 11 to 13,
//! capturing", "Place a tile and a stack on d2", "Pass"), what an announcement says when one is
//! played, and what the accessible board's focused cell says about its piece.

use super::words::{held, noun, seat, short};
use crate::app::Move;
use crate::core::{Game, Spot, ToAct};
use crate::games::facts::ActionKind;
use crate::games::places::CellFacts;
use crate::games::{AnyAction, AnyGame};
use crate::i18n::{t, tr};

/// A legal move of `game` in words, as the list of moves offers it.
pub fn move_words(game: &AnyGame, mv: &Move) -> String {
    let places = game.places();
    let at = |spot: Option<Spot>| spot.and_then(|s| places.iter().find(|p| p.spot == s));
    let named = |name: &Option<String>| match name {
        Some(n) => places
            .iter()
            .find(|p| p.name == *n)
            .map_or_else(|| n.clone(), |p| short(game, p)),
        None => String::new(),
    };
    let what = |place: Option<&CellFacts>| tr("a11y-the", &[("piece", noun(game, place).into())]);
    let Some(&first) = mv.actions.first() else {
        return String::new();
    };
    if let (AnyGame::Arsisesi(_), Some(from), Some(to)) = (game, at(mv.from), at(mv.to)) {
        // One click pair plays a whole route of unit actions (ARS-2): its cost and kicks.
        let mut after = game.clone();
        let mut kicks = 0;
        for &action in &mv.actions {
            kicks += usize::from(after.is_capture(action));
            after.apply_unchecked(action);
        }
        return tr(
            "a11y-do-route",
            &[
                ("what", what(Some(from)).into()),
                ("from", short(game, from).into()),
                ("to", short(game, to).into()),
                ("cost", mv.actions.len().into()),
                ("kicks", kicks.into()),
            ],
        );
    }
    let facts = game.action_facts(first);
    let (from, to) = (named(&facts.from), named(&facts.to));
    let moving = |key: &str| {
        let args = [
            ("what", what(at(mv.from)).into()),
            ("from", (&from).into()),
            ("to", (&to).into()),
        ];
        tr(key, &args)
    };
    let capture = game.is_capture(first);
    match facts.kind {
        ActionKind::Move => moving("a11y-do-move"),
        // ARC-6: a stone that sits on an enemy stone cages it, and takes nothing.
        ActionKind::Capture if !capture => moving("a11y-do-cage"),
        // SEN-5: Senet's attack takes nothing either: the two pieces swap.
        ActionKind::Capture if matches!(game, AnyGame::Senet(_)) => moving("a11y-do-attack"),
        ActionKind::Capture => moving("a11y-do-capture"),
        ActionKind::Place => tr("a11y-do-place", &[("to", to.into())]),
        ActionKind::Pass => t("a11y-do-pass"),
        ActionKind::End => t("a11y-do-end"),
        ActionKind::Enter if capture => tr("a11y-do-enter-capture", &[("to", to.into())]),
        ActionKind::Enter => tr("a11y-do-enter", &[("to", to.into())]),
        ActionKind::Exit if matches!(game, AnyGame::Senet(_)) => {
            tr("a11y-do-bear-off", &[("from", from.into())])
        }
        ActionKind::Exit => tr("a11y-do-exit", &[("from", from.into())]),
        ActionKind::Ambush => tr(
            "a11y-do-ambush",
            &[("from", from.into()), ("to", to.into())],
        ),
        ActionKind::Throw => t("a11y-do-throw"),
    }
}

/// A record's action in words, from the position `before` it (the move list's entries).
pub fn action_words(before: &AnyGame, action: AnyAction) -> String {
    move_words(before, &as_move(before, vec![action]))
}

/// Legal actions played in a row as one move: a record's token (the move list names each one),
/// or an Arsisesi unit action that no route offers alone, or several typed at once.
pub(super) fn as_move(game: &AnyGame, actions: Vec<AnyAction>) -> Move {
    let mut after = game.clone();
    let (mut from, mut to, mut capture) = (None, None, false);
    for (i, &action) in actions.iter().enumerate() {
        let spots = after.action_spots(action);
        if i == 0 {
            from = spots.from;
        }
        to = spots.to;
        capture |= after.is_capture(action);
        after.apply_unchecked(action);
    }
    let label = actions
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    Move {
        actions,
        from,
        to,
        capture,
        label,
    }
}

/// The announcement of a move played from `before`: "Black: Move the piece on 11 to 13,
/// capturing."
pub fn played(before: &AnyGame, mv: &Move) -> String {
    let who = match before.to_act() {
        ToAct::Player(s) => seat(before, s),
        _ => String::new(),
    };
    tr(
        "a11y-played",
        &[
            ("who", who.into()),
            ("action", move_words(before, mv).into()),
        ],
    )
}

/// What the accessible board says when `spot` has the focus: the place and what it holds,
/// whether it is the `selected` place, where its piece can go among `moves` (the legal moves,
/// [`crate::app::moves`]), and whether the selected piece can go there: "Square 11: Black piece.
/// Selected. Can go to 13.", "Square 13: empty. The piece on 11 can go here." `None` for a spot
/// the board does not have.
pub fn focus(game: &AnyGame, moves: &[Move], spot: Spot, selected: Option<Spot>) -> Option<String> {
    focus_in(game, &game.places(), moves, spot, selected)
}

/// What a capture is called in `game`: Senet's pieces swap (SEN-5, an attack).
fn capture_kind(game: &AnyGame) -> &'static str {
    match game {
        AnyGame::Senet(_) => "attack",
        _ => "capture",
    }
}

/// [`focus`] with the game's places already read (`game.places()`): the accessible board words
/// every cell after each move, and reading the places once per cell made that quadratic.
pub fn focus_in(
    game: &AnyGame,
    places: &[CellFacts],
    moves: &[Move],
    spot: Spot,
    selected: Option<Spot>,
) -> Option<String> {
    let place = places.iter().find(|p| p.spot == spot)?;
    let mut lines = vec![held(game, place)];
    if selected == Some(spot) {
        lines.push(t("a11y-selected"));
    }
    let (mut goes, mut captures, mut here) = (Vec::new(), Vec::new(), false);
    // Whether the selected piece can go here, and whether it captures there (issue 37: a target
    // said only "Square 10: empty.").
    let mut target: Option<bool> = None;
    for mv in moves {
        if mv.from.is_none() && mv.to == Some(spot) {
            here = true;
        }
        if mv.to == Some(spot) && mv.from.is_some() && mv.from == selected {
            target = Some(target.unwrap_or(false) || mv.capture);
        }
        let Some(to) = mv.to.filter(|_| mv.from == Some(spot)) else {
            continue;
        };
        let Some(target) = places.iter().find(|p| p.spot == to) else {
            continue;
        };
        let list = if mv.capture { &mut captures } else { &mut goes };
        let name = short(game, target);
        if !list.contains(&name) {
            list.push(name);
        }
    }
    let kind = capture_kind(game);
    for (key, cells) in [("a11y-goes", goes), ("a11y-captures", captures)] {
        if !cells.is_empty() {
            lines.push(tr(
                key,
                &[("cells", cells.join(", ").into()), ("kind", kind.into())],
            ));
        }
    }
    if let (Some(capture), Some(from)) = (target, selected) {
        let from = places.iter().find(|p| p.spot == from);
        lines.push(tr(
            "a11y-target",
            &[
                ("piece", noun(game, from).into()),
                (
                    "from",
                    from.map(|p| short(game, p)).unwrap_or_default().into(),
                ),
                ("kind", if capture { kind } else { "go" }.into()),
            ],
        ));
    }
    if here {
        lines.push(t("a11y-place-here"));
    }
    Some(lines.join(" "))
}

//! What an action does, as typed facts: its kind and the cells it starts from and goes to, named
//! as the game's action notation names them. The embed API lists legal moves with these facts and
//! the screen-reader descriptions put them into words (in `app/`); the rules themselves never
//! need them, so each game computes its facts next to its rules (`facts.rs` in its folder).

use super::{AnyAction, AnyGame};

/// The kind of an action, from the acting player's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ActionKind {
    /// A piece moves to a free cell (or joins its own, as an Arcēs Tower).
    Move,
    /// A piece takes, swaps with, cages or sends back an opponent's piece.
    Capture,
    /// A new piece is put on the board (Seesaw's tile and stack).
    Place,
    /// The player has no move and passes (Senet SEN-9, Arcēs ARC-8).
    Pass,
    /// The player stops before using all of a turn (Seesaw's `end`, Arsisesi's `end`).
    End,
    /// A piece comes onto the board or leaves a Home for the field (Žanstrekt's `+`, Arsisesi).
    Enter,
    /// A piece leaves the board or reaches a Home (Senet's and Žanstrekt's `-off`, Arsisesi).
    Exit,
    /// Žanstrekt's castle ambush, taken instead of throwing (ZAN-9).
    Ambush,
    /// Žanstrekt: declining every open ambush and throwing (ZAN-9).
    Throw,
}

impl ActionKind {
    /// The kind's name in the embed API (`"move"`, `"capture"`, …): an identifier, not words
    /// for people.
    pub fn name(self) -> &'static str {
        match self {
            ActionKind::Move => "move",
            ActionKind::Capture => "capture",
            ActionKind::Place => "place",
            ActionKind::Pass => "pass",
            ActionKind::End => "end",
            ActionKind::Enter => "enter",
            ActionKind::Exit => "exit",
            ActionKind::Ambush => "ambush",
            ActionKind::Throw => "throw",
        }
    }
}

/// What one action does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ActionFacts {
    /// The kind of action.
    pub kind: ActionKind,
    /// The cell (or Home) it starts from, named as in the game's notation (`11`, `e3`, `c3`, `S`).
    pub from: Option<String>,
    /// The cell (or Home) it goes to; `None` when the piece leaves the board.
    pub to: Option<String>,
}

impl ActionFacts {
    /// Facts from a kind and the cells as the game prints them.
    pub(crate) fn new(
        kind: ActionKind,
        from: Option<impl ToString>,
        to: Option<impl ToString>,
    ) -> ActionFacts {
        ActionFacts {
            kind,
            from: from.map(|c| c.to_string()),
            to: to.map(|c| c.to_string()),
        }
    }

    /// Facts of an action that involves no cell.
    pub(crate) fn bare(kind: ActionKind) -> ActionFacts {
        ActionFacts {
            kind,
            from: None,
            to: None,
        }
    }
}

impl AnyGame {
    /// What `action` does in this position (it should be legal here; for an action of another
    /// game the facts say `pass`, touching no cell).
    pub fn action_facts(&self, action: AnyAction) -> ActionFacts {
        match (self, action) {
            (AnyGame::Senet(g), AnyAction::Senet(a)) => g.action_facts(a),
            (AnyGame::Seesaw(g), AnyAction::Seesaw(a)) => g.action_facts(a),
            (AnyGame::Arces(g), AnyAction::Arces(a)) => g.action_facts(a),
            (AnyGame::Arsisesi(g), AnyAction::Arsisesi(a)) => g.action_facts(a),
            (AnyGame::Zanstrekt(g), AnyAction::Zanstrekt(a)) => g.action_facts(a),
            _ => ActionFacts::bare(ActionKind::Pass),
        }
    }
}

/// Helpers for the per-game facts tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::ActionKind;
    use crate::core::{Game, Record};
    use crate::games::AnyGame;

    /// Checks the facts of `action` after `record`: its kind, from and to (absent cells as
    /// empty text).
    pub(crate) fn check(record: &str, action: &str, expected: (ActionKind, &str, &str)) {
        let game = Record::<AnyGame>::parse(record)
            .unwrap_or_else(|e| panic!("{record}: {e}"))
            .position()
            .clone();
        let parsed = game
            .parse_action(action)
            .unwrap_or_else(|e| panic!("{action}: {e}"));
        assert!(game.is_legal(parsed), "{record}: {action} is not legal");
        let f = game.action_facts(parsed);
        let got = (
            f.kind,
            f.from.as_deref().unwrap_or(""),
            f.to.as_deref().unwrap_or(""),
        );
        assert_eq!(got, expected, "{record}: {action}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, ToAct};
    use crate::games::GAME_IDS;

    /// Walks seeded random games of every id and checks each legal action's facts against the
    /// game's own notation and board spots, so the facts cannot drift from the rules.
    #[test]
    fn facts_agree_with_notation_and_spots_in_every_game() {
        for id in GAME_IDS {
            let mut seen = std::collections::HashSet::new();
            let start = AnyGame::new(id).unwrap();
            let mut actions = Vec::new();
            for seed in 0..6 {
                for game in crate::testkit::random_walk(&start, seed, 400) {
                    if !matches!(game.to_act(), ToAct::Player(_)) {
                        continue;
                    }
                    actions.clear();
                    game.legal_actions(&mut actions);
                    for &action in &actions {
                        let facts = game.action_facts(action);
                        seen.insert(facts.kind);
                        let text = action.to_string();
                        for cell in [&facts.from, &facts.to].into_iter().flatten() {
                            let spot = crate::app::embed::spot_named(&game, cell);
                            assert!(spot.is_some(), "{id} {text}: '{cell}' is no cell");
                        }
                        if let Some(from) = &facts.from {
                            assert!(text.starts_with(from.as_str()), "{id} {text} {facts:?}");
                        }
                        let spots = game.action_spots(action);
                        // A named cell is always a place to click; Žanstrekt's pool is one too,
                        // but no cell.
                        if facts.from.is_some() {
                            assert!(spots.from.is_some(), "{id} {text}");
                        }
                        if game.is_capture(action) {
                            // Entering, exiting and ambushing keep their own kind when they
                            // also take a piece (Žanstrekt's ZAN-6).
                            let kinds = [
                                ActionKind::Capture,
                                ActionKind::Enter,
                                ActionKind::Exit,
                                ActionKind::Ambush,
                            ];
                            assert!(kinds.contains(&facts.kind), "{id} {text}: {facts:?}");
                        }
                    }
                }
            }
            assert!(seen.contains(&ActionKind::Move), "{id}: {seen:?}");
        }
    }

    #[test]
    fn kinds_have_api_names() {
        assert_eq!(ActionKind::Capture.name(), "capture");
        assert_eq!(ActionKind::Throw.name(), "throw");
    }
}

//! The editor's words: palette entries, field names, seats and each game's help, through the
//! message catalog.

use super::{FieldId, Piece, Tool};
use crate::core::Seat;
use crate::games::AnyGame;
use crate::i18n::{t, tr};

/// A seat's name as the game uses it (Senet's Black and White; elsewhere the compass seats).
pub fn seat(game: &str, seat: Seat) -> String {
    t(match (game.starts_with("senet"), seat) {
        (true, Seat::South) => "editor-seat-black",
        (true, _) => "editor-seat-white",
        (false, Seat::South) => "editor-seat-south",
        (false, Seat::West) => "editor-seat-west",
        (false, Seat::North) => "editor-seat-north",
        (false, Seat::East) => "editor-seat-east",
    })
}

/// A palette entry's name in game `game` (an id).
pub fn tool_label(game: &str, tool: Tool) -> String {
    let (key, who) = match tool {
        Tool::Erase => return t("editor-tool-erase"),
        Tool::Highlight => return t("editor-tool-highlight"),
        Tool::Put(Piece::Man(s)) if game.starts_with("arsisesi") => ("editor-tool-token", s),
        Tool::Put(Piece::Man(s)) => ("editor-tool-piece", s),
        Tool::Put(Piece::Returning(s)) => ("editor-tool-returning", s),
        Tool::Put(Piece::Tile(s)) => ("editor-tool-tile", s),
        Tool::Put(Piece::Stack(s)) => ("editor-tool-stack", s),
        Tool::Put(Piece::Stone(s)) => ("editor-tool-stone", s),
        Tool::Put(Piece::Marble(s)) => ("editor-tool-marble", s),
    };
    tr(key, &[("seat", seat(game, who).into())])
}

/// A field's name.
pub fn field_label(id: FieldId) -> String {
    let (key, who) = match id {
        FieldId::ToMove => return t("editor-field-to-move"),
        FieldId::Throw => return t("editor-field-throw"),
        FieldId::Chain => return t("editor-field-chain"),
        FieldId::Steps => return t("editor-field-steps"),
        FieldId::StackSize => return t("editor-field-stack-size"),
        FieldId::Turns => return t("editor-field-turns"),
        FieldId::MovementPoints => return t("editor-field-movement-points"),
        FieldId::Length => return t("editor-field-length"),
        FieldId::Ambush(cell) => {
            let name = crate::games::zanstrekt::Cell(cell).to_string();
            return tr("editor-field-ambush", &[("cell", name.into())]);
        }
        FieldId::Out(s) => ("editor-field-out", s),
        FieldId::Waiting(s) => ("editor-field-waiting", s),
        FieldId::Arrived(s) => ("editor-field-arrived", s),
        FieldId::Exited(s) => ("editor-field-exited", s),
        FieldId::Commit(s) => ("editor-field-commit", s),
    };
    tr(key, &[("seat", seat("", who).into())])
}

/// How clicks work in this game.
pub fn help(game: &AnyGame) -> String {
    t(match game {
        AnyGame::Senet(_) => "editor-help-senet",
        AnyGame::Seesaw(_) => "editor-help-seesaw",
        AnyGame::Arces(_) => "editor-help-arces",
        AnyGame::Arsisesi(_) => "editor-help-arsisesi",
        AnyGame::Zanstrekt(_) => "editor-help-zanstrekt",
    })
}

/// A fact about both seats of a two-seat game: `key` with `$south` and `$north` counts.
pub fn both(key: &str, south: u8, north: u8) -> String {
    tr(key, &[("south", south.into()), ("north", north.into())])
}

/// Why the parser refuses `setup`, where the editor has a better way to say it than the
/// notation's words: a fix made with a field is named by the field. `None`: the parser's words.
pub fn problem(setup: &AnyGame, error: &crate::core::ParseError) -> Option<String> {
    let crate::core::Reason::Invalid(rule) = &error.reason else {
        return None;
    };
    match (rule.rule, setup) {
        // The notation's fix is a flag (`!e2-e1`); the editor's is the seat's commitment field.
        ("zanstrekt-bridge-flag", AnyGame::Zanstrekt(game)) => {
            let bridge = crate::games::zanstrekt::board::BRIDGE;
            let (seat, _) = game.piece_at(bridge)?;
            Some(tr(
                "editor-problem-bridge",
                &[
                    ("cell", bridge.to_string().into()),
                    ("field", field_label(FieldId::Commit(seat)).into()),
                ],
            ))
        }
        _ => None,
    }
}

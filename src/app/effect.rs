//! What the newest token of a record did, as the page sounds it: a throw, a plain move, a
//! capture, a piece taken off the board, or the end of the game.

use crate::core::{Record, Token};
use crate::games::facts::ActionKind;
use crate::games::AnyGame;

/// The effect of one token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Dice or sticks thrown.
    Throw,
    /// A piece moved (or was placed).
    Move,
    /// An opponent's piece was captured or sent back.
    Capture,
    /// A piece was borne off, cleared or exited.
    Off,
    /// The game ended.
    End,
}

/// The effect of the record's last token, if it has any; the end of the game outweighs the
/// move that made it.
pub fn last(record: &Record<AnyGame>) -> Option<Effect> {
    let tokens = record.tokens();
    let token = *tokens.last()?;
    if record.position().ending().is_some() {
        return Some(Effect::End);
    }
    let Token::Action(action) = token else {
        return Some(Effect::Throw);
    };
    let before = record.position_at(tokens.len() - 1);
    Some(match before.action_facts(action).kind {
        ActionKind::Capture | ActionKind::Ambush => Effect::Capture,
        ActionKind::Exit => Effect::Off,
        _ => Effect::Move,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn effect(record: &str) -> Option<Effect> {
        last(&Record::parse(record).unwrap())
    }

    #[test]
    fn each_kind_of_token_has_its_effect() {
        assert_eq!(effect("senet"), None);
        assert_eq!(effect("senet;d2"), Some(Effect::Throw));
        assert_eq!(effect("senet;d2,11-13"), Some(Effect::Move));
        // SEN-5: Black's 8 attacks White's 9 with a 1.
        assert_eq!(effect("senet;d1,8-9"), Some(Effect::Capture));
        assert_eq!(effect("senet:ww26bb:b1;30-off"), Some(Effect::Off));
        assert_eq!(effect("senet:ww27b:b1;30-off"), Some(Effect::End));
        assert_eq!(
            effect("senet;d2,8-10,d2"),
            Some(Effect::End),
            "SEN-10 ends on the throw"
        );
        assert_eq!(effect("zanstrekt;d3,+"), Some(Effect::Move));
        assert_eq!(
            effect("seesaw-4;d1-d2,+d6,d2-d3,+d5,d3-d4,d5xd4"),
            Some(Effect::End)
        );
    }
}

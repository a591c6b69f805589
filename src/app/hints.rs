//! Status lines for decisions the generic "to move" would not explain: Žanstrekt's ambush, taken
//! on the board or declined with a button while the throw button is off (ZAN-9), and its
//! committed pieces, which must cross the bridge (ZAN-8). And the throw a Senet or Žanstrekt
//! player moves with, read from the position: a position link carries it with no roll in its
//! record, where the generic line, which looks at the record's last roll, would not see it.

use super::text::seat_name;
use crate::core::{Game, Seat};
use crate::games::zanstrekt::{Commitment, ZanAction, Zanstrekt};
use crate::games::AnyGame;
use crate::i18n::tr;

/// The status line for the player to act, when their game needs more words than "to move".
/// `who` names a seat as the status does.
pub(super) fn status(game: &AnyGame, seat: Seat, who: &dyn Fn(Seat) -> String) -> Option<String> {
    match game {
        AnyGame::Zanstrekt(g) => zanstrekt(g, seat, who),
        AnyGame::Senet(_) => {
            let throw = game.pending_throw()?;
            Some(to_move(&who(seat), throw))
        }
        _ => None,
    }
}

fn zanstrekt(game: &Zanstrekt, seat: Seat, who: &dyn Fn(Seat) -> String) -> Option<String> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let ambushes: Vec<(String, String)> = legal
        .iter()
        .filter_map(|a| match a {
            ZanAction::Ambush { from, to } => Some((from.to_string(), to.to_string())),
            _ => None,
        })
        .collect();
    if let Some((castle, _)) = ambushes.first() {
        let cells = ambushes
            .iter()
            .map(|(_, to)| to.clone())
            .reduce(|first, next| tr("hint-or", &[("first", first.into()), ("next", next.into())]))
            .unwrap_or_default();
        return Some(tr(
            "hint-ambush",
            &[
                ("seat", who(seat).into()),
                ("opponent", seat_name(game, seat.opponent()).into()),
                ("cells", cells.into()),
                ("castle", castle.into()),
            ],
        ));
    }
    let throw = game.pending_throw()?.value();
    let committed = game.commitment(seat).map(Commitment::cell);
    let crossing = committed.filter(|&cell| {
        legal
            .iter()
            .any(|&a| matches!(a, ZanAction::Move { from, .. } if from == cell))
    });
    Some(match crossing {
        Some(cell) => tr(
            "hint-crossing",
            &[
                ("seat", who(seat).into()),
                ("throw", throw.into()),
                ("cell", cell.to_string().into()),
            ],
        ),
        None => to_move(&who(seat), throw),
    })
}

fn to_move(who: &str, throw: u8) -> String {
    tr(
        "hint-to-move",
        &[("seat", who.into()), ("throw", throw.into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Record;

    fn line(text: &str) -> Option<String> {
        let record = Record::<AnyGame>::parse(text).unwrap();
        let game = record.position();
        let crate::core::ToAct::Player(seat) = game.to_act() else {
            return None;
        };
        status(game, seat, &|s: Seat| s.name().to_string())
    }

    #[test]
    fn the_ambush_and_the_crossing_are_explained() {
        assert_eq!(
            line("zanstrekt:n8/s8/9:s*a3:s0n0").as_deref(),
            Some(
                "South may ambush North's piece on a3 from the castle: select a2, then a3. \
                 Or decline the ambush, then throw."
            )
        );
        assert_eq!(
            line("zanstrekt:4s4/9/9:s2!e3:s0n0").as_deref(),
            Some("South to move with a throw of 2: the piece on e3 must cross the bridge.")
        );
        assert_eq!(
            line("zanstrekt:9/9/1s7:s2:s0n0").as_deref(),
            Some("South to move with a throw of 2.")
        );
        assert_eq!(line("arsisesi-b;d3"), None);
    }

    #[test]
    fn a_senet_throw_is_named_with_or_without_its_roll() {
        assert_eq!(
            line("senet;d2").as_deref(),
            Some("South to move with a throw of 2.")
        );
        assert_eq!(
            line("senet:11w7w1w1wwb2b1:b4").as_deref(),
            Some("South to move with a throw of 4.")
        );
        assert_eq!(line("senet:11w7w1w1wwb2b1:b"), None);
    }
}

//! The whole position in words: whose turn it is ([`turn`]), a short form with a count summary
//! per seat ([`short`]) and a full form with every occupied place ([`full`]).

use super::words::{held, seat, standing};
use crate::core::{Game, Outcome, Seat};
use crate::games::arces::Stack;
use crate::games::places::{CellFacts, Occupant};
use crate::games::AnyGame;
use crate::i18n::tr;

/// Whose turn it is and what the turn holds: "Black to move with a 3.", "South to move, 4 points
/// left.", "North to throw.", "Game over: Black wins with 15 points."
pub fn turn(game: &AnyGame) -> String {
    let facts = game.turn_facts();
    let Some(who) = facts.seat else {
        return match facts.outcome {
            Some(Outcome::Win { winner, points }) if points > 1 => tr(
                "a11y-over-points",
                &[
                    ("who", seat(game, winner).into()),
                    ("points", points.into()),
                ],
            ),
            Some(Outcome::Win { winner, .. }) => {
                tr("a11y-over-win", &[("who", seat(game, winner).into())])
            }
            _ => tr("a11y-over-draw", &[]),
        };
    };
    let name = seat(game, who);
    let mut lines = vec![if facts.throw_due {
        tr("a11y-turn-throw", &[("who", (&name).into())])
    } else if !facts.ambushes.is_empty() {
        let cells = facts.ambushes.join(", ");
        tr(
            "a11y-turn-ambush",
            &[("who", (&name).into()), ("cells", cells.into())],
        )
    } else if let Some((cell, left)) = &facts.chain {
        let args = [
            ("who", (&name).into()),
            ("cell", cell.into()),
            ("left", (*left).into()),
        ];
        tr("a11y-turn-chain", &args)
    } else if let Some(points) = facts.points {
        tr(
            "a11y-turn-points",
            &[("who", (&name).into()), ("points", points.into())],
        )
    } else if let Some(throw) = facts.throw {
        tr(
            "a11y-turn-move-throw",
            &[("who", (&name).into()), ("throw", throw.into())],
        )
    } else {
        tr("a11y-turn-move", &[("who", (&name).into())])
    }];
    // A commitment binds the seat to act (ZAN-8); the opponent's shows on its cell.
    for (_, cell) in facts.commitments.iter().filter(|(s, _)| *s == who) {
        lines.push(tr("a11y-turn-commit", &[("cell", cell.into())]));
    }
    if let Some((played, limit)) = facts.turns {
        let args = [("played", played.into()), ("limit", limit.into())];
        lines.push(tr("a11y-turn-count", &args));
    }
    lines.join(" ")
}

/// The board's name for a screen reader, in words (issue 37: it read the notation): "Game board:
/// Senet. Black to throw. Black: 5 on the board, 0 borne off. White: …" ([`short`]). The game's
/// full name comes after a colon, so that "Arcēs, 3 players" and "Arsisesi C: Wide" read whole.
pub fn board_label(game: &AnyGame) -> String {
    tr(
        "a11y-board",
        &[
            ("game", crate::app::text::game_name(game.id()).into()),
            ("position", short(game).into()),
        ],
    )
}

/// The turn and, per seat, what it has where: "Black to throw. Black: 5 on the board, 0 borne
/// off. White: …"
pub fn short(game: &AnyGame) -> String {
    let mut lines = vec![turn(game)];
    for &s in game.seats() {
        lines.push(summary(game, s));
    }
    lines.join(" ")
}

fn summary(game: &AnyGame, s: Seat) -> String {
    let who = ("who", seat(game, s).into());
    match game {
        AnyGame::Senet(g) => tr(
            "a11y-sum-senet",
            &[
                who,
                ("board", g.on_board(s).into()),
                ("off", g.borne_off(s).into()),
            ],
        ),
        AnyGame::Seesaw(_) => {
            let (mut stacks, mut pieces, mut tiles) = (0, 0, 0);
            for place in game.places() {
                if let Some(Occupant::Stack { owner, size }) = place.occupant {
                    if owner == s {
                        stacks += 1;
                        pieces += usize::from(size);
                    }
                }
                tiles += usize::from(place.tile == Some(s));
            }
            let args = [
                who,
                ("stacks", stacks.into()),
                ("pieces", pieces.into()),
                ("tiles", tiles.into()),
            ];
            tr("a11y-sum-seesaw", &args)
        }
        AnyGame::Arces(g) => {
            let stones: u32 = crate::games::arces::Cell::all()
                .map(|c| u32::from(Stack::stones_of(g.stack(c), s)))
                .sum();
            match g.marble(s) {
                Some(cell) => tr(
                    "a11y-sum-arces",
                    &[
                        who,
                        ("stones", stones.into()),
                        ("marble", cell.to_string().into()),
                    ],
                ),
                None => tr("a11y-sum-arces-out", &[who, ("stones", stones.into())]),
            }
        }
        AnyGame::Arsisesi(g) => tr(
            "a11y-sum-arsisesi",
            &[
                who,
                ("home", g.waiting(s).into()),
                ("field", g.on_field(s).into()),
                ("back", g.arrived(s).into()),
                ("cleared", g.cleared(s).into()),
            ],
        ),
        AnyGame::Zanstrekt(g) => tr(
            "a11y-sum-zanstrekt",
            &[
                who,
                ("pool", g.pool(s).into()),
                ("board", g.on_board(s).into()),
                ("exited", g.exited(s).into()),
            ],
        ),
    }
}

/// The turn, then every occupied cell, equal pieces grouped ("White pieces: 1, 3, 5, 7, 9."),
/// then every off-board place and Home with what it holds.
pub fn full(game: &AnyGame) -> String {
    let places = game.places();
    // Groups in the order of their first cell: what stands there (as compared), and the cells.
    let mut groups: Vec<(&CellFacts, Vec<&str>)> = Vec::new();
    let mut off_board = Vec::new();
    for place in &places {
        if !place.counts.is_empty() {
            off_board.push(held(game, place));
            continue;
        }
        if place.occupant.is_none() && place.tile.is_none() {
            continue;
        }
        let same = groups
            .iter()
            .position(|(first, _)| first.occupant == place.occupant && first.tile == place.tile);
        match same {
            Some(i) => groups[i].1.push(&place.name),
            None => groups.push((place, vec![&place.name])),
        }
    }
    let mut lines = vec![turn(game)];
    for (first, cells) in groups {
        let what = standing(game, first, cells.len()).unwrap_or_default();
        lines.push(tr(
            "a11y-group",
            &[("what", what.into()), ("cells", cells.join(", ").into())],
        ));
    }
    lines.extend(off_board);
    lines.join(" ")
}

//! Places and what stands on them, in words: the typed facts of `games::places` through the
//! message catalog.

use crate::core::{Seat, Spot};
use crate::games::arsisesi::BRIDGE;
use crate::games::places::{CellFacts, Occupant, PlaceKind};
use crate::games::senet::view::Mark;
use crate::games::zanstrekt::view::Special;
use crate::games::AnyGame;
use crate::i18n::{t, tr, Arg};

/// The name people use for a seat in this game (Senet's Black and White).
pub fn seat(game: &AnyGame, seat: Seat) -> String {
    let key = match (game, seat) {
        (AnyGame::Senet(_), Seat::South) => "black",
        (AnyGame::Senet(_), _) => "white",
        _ => seat_key(seat),
    };
    tr("a11y-seat", &[("seat", key.into())])
}

/// A seat as a selector key (`south`, `west`, `north`, `east`).
pub(super) fn seat_key(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "south",
        Seat::West => "west",
        Seat::North => "north",
        Seat::East => "east",
    }
}

/// One place in words, with what it holds: "Square 15, house of rebirth: White piece",
/// "e3: North 2-stack on a South tile", "d4, the Gold: empty". `None` for a spot the board
/// does not have.
pub fn cell(game: &AnyGame, spot: Spot) -> Option<String> {
    game.place(spot).map(|place| sentence(game, &place))
}

/// [`cell`] for facts at hand.
pub(super) fn sentence(game: &AnyGame, place: &CellFacts) -> String {
    tr(
        "a11y-cell",
        &[
            ("place", label(game, place).into()),
            ("what", contents(game, place).into()),
        ],
    )
}

/// [`sentence`] as a sentence of its own, for lists of them: "Square 11: Black piece."
pub(super) fn held(game: &AnyGame, place: &CellFacts) -> String {
    tr(
        "a11y-held",
        &[
            ("place", label(game, place).into()),
            ("what", contents(game, place).into()),
        ],
    )
}

/// Which place it is: "Square 15, house of rebirth", "Bridge rank 3", "South's Home".
pub(super) fn label(game: &AnyGame, place: &CellFacts) -> String {
    let name = || ("name", Arg::from(&place.name));
    match place.kind {
        PlaceKind::Cell if matches!(game, AnyGame::Senet(_)) => tr("a11y-square", &[name()]),
        PlaceKind::House(mark) => tr("a11y-house", &[name(), ("house", house(mark).into())]),
        PlaceKind::Gold => tr("a11y-gold", &[name()]),
        PlaceKind::Special(Special::Bridge, _) | PlaceKind::Special(_, None) => {
            tr("a11y-bridge-cell", &[name()])
        }
        PlaceKind::Special(kind, Some(owner)) => tr(
            "a11y-special",
            &[
                name(),
                ("owner", seat(game, owner).into()),
                ("kind", special(kind).into()),
            ],
        ),
        PlaceKind::Space {
            rank,
            bridge_only: true,
            ..
        } => tr("a11y-rank", &[("rank", rank.into())]),
        PlaceKind::Space { lane: BRIDGE, .. } => tr("a11y-lane-bridge", &[name()]),
        PlaceKind::Home(owner) => owned("a11y-home", game, owner),
        PlaceKind::BorneOff => t("a11y-borne-off"),
        PlaceKind::Pool(owner) => owned("a11y-pool", game, owner),
        PlaceKind::Exited(owner) => owned("a11y-exited", game, owner),
        PlaceKind::Cell | PlaceKind::Space { .. } => place.name.clone(),
    }
}

/// A place as a move names it: its notation name, or words for places notation names by a
/// letter or a sign (Arsisesi's Homes, Žanstrekt's pools); the trays stay `off`, as typed.
pub(super) fn short(game: &AnyGame, place: &CellFacts) -> String {
    match place.kind {
        PlaceKind::Home(_) | PlaceKind::Pool(_) => label(game, place),
        _ => place.name.clone(),
    }
}

/// A place as a sentence names it: its notation name, or words for the places notation names
/// by a letter or a sign (Homes, pools, trays and exited piles).
pub fn place_name(game: &AnyGame, place: &CellFacts) -> String {
    match place.kind {
        PlaceKind::Cell
        | PlaceKind::House(_)
        | PlaceKind::Gold
        | PlaceKind::Special(..)
        | PlaceKind::Space { .. } => place.name.clone(),
        _ => label(game, place),
    }
}

fn owned(key: &str, game: &AnyGame, owner: Seat) -> String {
    tr(key, &[("owner", seat(game, owner).into())])
}

fn house(mark: Mark) -> &'static str {
    match mark {
        Mark::Rebirth => "rebirth",
        Mark::Beauty => "beauty",
        Mark::Water => "water",
        Mark::Three => "three",
        Mark::Two => "two",
        Mark::Sun => "sun",
    }
}

fn special(kind: Special) -> &'static str {
    match kind {
        Special::Zan => "zan",
        Special::Othent => "othent",
        Special::Fetnes => "fetnes",
        Special::Gethreln => "gethreln",
        Special::Bridge => "bridge",
    }
}

/// What a place holds: its occupant (with a Seesaw tile), its counts, or "empty".
pub(super) fn contents(game: &AnyGame, place: &CellFacts) -> String {
    if let Some(what) = standing(game, place, 1) {
        return what;
    }
    let count = |i: usize| place.counts.get(i).map_or(0, |c| c.1);
    match place.kind {
        PlaceKind::BorneOff => tr(
            "a11y-borne",
            &[("black", count(0).into()), ("white", count(1).into())],
        ),
        PlaceKind::Pool(_) | PlaceKind::Exited(_) => tr("a11y-count", &[("n", count(0).into())]),
        PlaceKind::Home(owner) => tr(
            "a11y-waiting",
            &[
                ("n", count(0).into()),
                ("back", count(1).into()),
                ("other", seat(game, owner.opponent()).into()),
            ],
        ),
        _ => t("a11y-empty"),
    }
}

/// What stands on a cell, counted `n` times (the full description groups equal cells): the
/// occupant on its tile, or a bare tile; `None` for an empty cell or an off-board place.
pub(super) fn standing(game: &AnyGame, place: &CellFacts, n: usize) -> Option<String> {
    let who = |s: Seat| Arg::from(seat(game, s));
    let owned = |key: &str, owner: Seat| tr(key, &[("owner", who(owner)), ("n", n.into())]);
    let Some(occupant) = &place.occupant else {
        return place.tile.map(|tile| owned("a11y-tile", tile));
    };
    let what = match *occupant {
        Occupant::Piece(owner) => owned("a11y-piece", owner),
        Occupant::Stack { owner, size } => tr(
            "a11y-stack",
            &[
                ("owner", who(owner)),
                ("size", size.into()),
                ("n", n.into()),
            ],
        ),
        Occupant::Stone(owner) => owned("a11y-stone", owner),
        Occupant::Marble(owner) => owned("a11y-marble", owner),
        Occupant::Tower(owner) => owned("a11y-tower", owner),
        Occupant::Cage { caged, top } => {
            tr("a11y-cage", &[("top", who(top)), ("caged", who(caged))])
        }
        Occupant::Token { owner, returning } => {
            let toward = if returning { owner } else { owner.opponent() };
            tr(
                "a11y-token",
                &[
                    ("owner", who(owner)),
                    ("n", n.into()),
                    ("back", if returning { "yes" } else { "no" }.into()),
                    ("toward", seat_key(toward).into()),
                ],
            )
        }
        Occupant::Runner {
            owner,
            ref crossing_to,
            lap_done,
        } => match crossing_to {
            Some(to) => tr("a11y-crossing", &[("owner", who(owner)), ("to", to.into())]),
            None if lap_done => owned("a11y-lap-done", owner),
            None => owned("a11y-piece", owner),
        },
    };
    Some(match place.tile {
        Some(tile) => tr(
            "a11y-on-tile",
            &[("what", what.into()), ("owner", who(tile))],
        ),
        None => what,
    })
}

/// The noun key (`a11y-the`, typed-move errors) for what stands on a place, or the game's usual
/// piece where nothing does.
pub(super) fn noun(game: &AnyGame, place: Option<&CellFacts>) -> &'static str {
    match place.and_then(|p| p.occupant.as_ref()) {
        Some(Occupant::Stack { .. }) => "stack",
        Some(Occupant::Stone(_) | Occupant::Cage { .. }) => "stone",
        Some(Occupant::Marble(_)) => "marble",
        Some(Occupant::Tower(_)) => "tower",
        Some(Occupant::Token { .. }) => "token",
        Some(Occupant::Piece(_) | Occupant::Runner { .. }) => "piece",
        None => match game {
            AnyGame::Seesaw(_) => "stack",
            AnyGame::Arsisesi(_) => "token",
            _ => "piece",
        },
    }
}

//! Every refusal kind of every game, from a position where it applies; and every game id's
//! common kinds (no piece, another's piece, the game's own fallback) on its own board.

use super::*;
use crate::core::Record;
use crate::games::places::PlaceKind;
use crate::games::GAME_IDS;
use std::collections::HashSet;

/// A click: the piece on `from` to `to` (`""` for none), in `record`'s position. Places by
/// their notation names; `+` and `off` are the mover's pool, tray or pile.
pub(crate) fn clicked(record: &str, from: &str, to: &str) -> Option<Refusal> {
    let game = position(record);
    let spot = |name: &str| {
        (!name.is_empty()).then(|| {
            let mover = game.turn_facts().seat;
            let places = game.places();
            let own = places.iter().find(|p| {
                p.name == name
                    && matches!(p.kind, PlaceKind::Pool(s) | PlaceKind::Exited(s) if Some(s) == mover)
            });
            own.or_else(|| places.iter().find(|p| p.name == name))
                .unwrap_or_else(|| panic!("{record}: no place {name}"))
                .spot
        })
    };
    game.refusal(spot(from), spot(to))
}

/// A typed action in `record`'s position.
fn typed(record: &str, action: &str) -> Option<Refusal> {
    let game = position(record);
    let action = game
        .parse_action(action)
        .unwrap_or_else(|e| panic!("{record} {action}: {e}"));
    game.action_refusal(action)
}

fn position(record: &str) -> AnyGame {
    Record::<AnyGame>::parse(record)
        .unwrap_or_else(|e| panic!("{record}: {e}"))
        .position()
        .clone()
}

use RefusalKind as K;

/// Positions used below.
const SEESAW_CHAIN: &str = "seesaw:.S../SSNNN/SS_s2N.N/S_s1S..Nn1Nn1/.SS..Nn1/s1...N/...Nn1:s@c3:1";
const SEESAW_CAPTURE: &str = "seesaw:..../...../....../S.s1n1..N/....../...../....:s";
const ARCES_CAGE: &str = "arces:1n1(nN)nn1/7/7/2(sn)4/2s4/7/1s1(sS)s2:s:6";
const SENET_BACK: &str = "senet:1bwww14b2b2w4:b3";
const ZAN_AMBUSH: &str = "zanstrekt:n2s1s3/s8/6n2:s*a3:s0n0";

/// (record, from, to, the kind; a typed action instead of a click when `to` starts with `=`).
pub(crate) const CASES: &[(&str, &str, &str, RefusalKind)] = &[
    // Senet (SEN-4 … SEN-12).
    ("senet;d2", "11", "14", K::SenetThrow),
    ("senet;d2", "11", "9", K::SenetForward),
    ("senet;d2", "2", "", K::SenetOwn),
    ("senet;d2", "2", "4", K::SenetOwn),
    ("senet:9b1ww17:b2", "10", "12", K::SenetPair),
    ("senet:23b1w4:b2", "24", "26", K::SenetSafe),
    ("senet:9b1www16:b6", "10", "16", K::SenetBlock),
    (SENET_BACK, "2", "5", K::SenetBlock),
    (SENET_BACK, "2", "", K::SenetBelowOne),
    (SENET_BACK, "23", "20", K::SenetOwn),
    ("senet:1b20w4b2:b3", "28", "off", K::SenetRowOne),
    ("senet:1b20w4b2:b3", "28", "", K::SenetRowOne),
    ("senet;d2", "pass", "=", K::SenetPass),
    ("senet;d2", "1", "", K::NotYours),
    ("senet;d2", "20", "", K::NoPiece),
    // Seesaw (SEE-3 … SEE-8), both sizes.
    ("seesaw", "e1", "e3", K::SeesawSteps),
    ("seesaw-4", "d1", "d3", K::SeesawSteps),
    ("seesaw;e1-e2,e9-e8", "e2", "e1", K::SeesawDirection),
    (SEESAW_CHAIN, "c3", "c4", K::SeesawDirection),
    ("seesaw;+d1,e9-e8", "e1", "d1", K::SeesawBlocked),
    ("seesaw", "e1", "e9", K::SeesawReach),
    ("seesaw;e1-e2,e9-e8", "e1", "", K::SeesawPlaceFree),
    ("seesaw;+e2,e9-e8", "e4", "", K::SeesawPlaceNext),
    ("seesaw-4", "d5", "", K::SeesawPlaceNext),
    ("seesaw", "end", "=", K::SeesawEnd),
    (SEESAW_CHAIN, "d2", "d3", K::SeesawChain),
    (SEESAW_CHAIN, "+e1", "=", K::SeesawChain),
    (SEESAW_CHAIN, "c3", "c1", K::SeesawLeft),
    (SEESAW_CAPTURE, "+c1", "=", K::SeesawCapture),
    (SEESAW_CAPTURE, "d3", "c3", K::SeesawCapture),
    ("seesaw", "e9", "", K::NotYours),
    ("seesaw-4", "d7", "d6", K::NotYours),
    ("seesaw", "d3", "d4", K::NoPiece),
    ("seesaw-4", "c3", "c4", K::NoPiece),
    // Arcēs (ARC-4 … ARC-8), for two, three and four.
    ("arces", "d1", "d2", K::ArcesMarble),
    ("arces-4;c1-c2,a2-a1", "d7", "d6", K::ArcesMarble),
    ("arces", "b1", "b3", K::ArcesOneCell),
    ("arces-3", "b1", "b3", K::ArcesOneCell),
    ("arces", "c1", "d1", K::ArcesFull),
    (ARCES_CAGE, "c3", "c4", K::ArcesTower),
    (ARCES_CAGE, "c4", "", K::ArcesCaged),
    (ARCES_CAGE, "c4", "c5", K::ArcesCaged),
    ("arces", "pass", "=", K::ArcesPass),
    ("arces", "b7", "b6", K::NotYours),
    ("arces-3", "a4", "a3", K::NotYours),
    ("arces-4", "g4", "", K::NotYours),
    ("arces", "a1", "", K::NoPiece),
    ("arces-3", "a1", "", K::NoPiece),
    ("arces-4", "a1", "", K::NoPiece),
    // Arsisesi (ARS-2 … ARS-8), its three types.
    ("arsisesi-a;d3", "S", "4", K::ArsisesiPoints),
    ("arsisesi-c;d2,S-c1", "c1", "d2", K::ArsisesiPoints),
    ("arsisesi-a;d3", "S-4", "=", K::ArsisesiMove),
    ("arsisesi-c;d2,S-c1", "c1-d2", "=", K::ArsisesiSideways),
    ("arsisesi-c;d3,S-c1,c1-c2", "c2", "c1", K::ArsisesiBack),
    (
        "arsisesi-a;d3,S-1,1-2,S-1,d2,N-7,7-6,d3",
        "2",
        "1",
        K::ArsisesiOwn,
    ),
    ("arsisesi-b;d3,S-1,1-2", "S", "", K::ArsisesiOne),
    ("arsisesi-b;d3,S-1,1-2", "S", "1", K::ArsisesiOne),
    ("arsisesi-a;d3", "N", "", K::NotYours),
    ("arsisesi-b;d3", "N", "7", K::NotYours),
    ("arsisesi-c;d3", "N", "c7", K::NotYours),
    ("arsisesi-a;d3", "3", "", K::NoPiece),
    ("arsisesi-b;d3", "3", "4", K::NoPiece),
    ("arsisesi-c;d3", "c3", "", K::NoPiece),
    // Žanstrekt (ZAN-4 … ZAN-9).
    ("zanstrekt;d3,+,d2,+,d4", "i1", "f3", K::ZanThrow),
    ("zanstrekt:9/9/7s1:s2:s5n0", "h1", "i1", K::ZanThrow),
    ("zanstrekt:8s/9/8s:s3:s0n0", "i1", "h3", K::ZanOwn),
    ("zanstrekt:1s7/9/9:s4:s0n0", "b3", "b1", K::ZanCastle),
    ("zanstrekt:9/9/7ss:s3:s4n0", "h1", "", K::ZanExit),
    ("zanstrekt:9/9/7ss:s3:s4n0", "h1", "off", K::ZanExit),
    (
        "zanstrekt:N8/9/4s3s:s2!e1:s0n0",
        "i1",
        "i3",
        K::ZanCommitted,
    ),
    ("zanstrekt;d3,+,d2,+,d4", "+", "i1", K::ZanEnter),
    ("zanstrekt;d3,+,d2,+,d4", "+", "=", K::ZanEnter),
    (ZAN_AMBUSH, "d3", "", K::ZanAmbushFirst),
    (ZAN_AMBUSH, "a2xa1", "=", K::ZanAmbush),
    ("zanstrekt;d3,+,d2,+,d4", "throw", "=", K::ZanAmbush),
    ("zanstrekt;d3,+,d2,+,d4", "a3", "", K::NotYours),
    ("zanstrekt;d3,+,d2", "i2", "", K::NoPiece),
];

fn run(case: &(&str, &str, &str, RefusalKind)) -> Option<Refusal> {
    let &(record, from, to, _) = case;
    if to == "=" {
        typed(record, from)
    } else {
        clicked(record, from, to)
    }
}

#[test]
fn each_case_is_refused_by_its_rule() {
    for case in CASES {
        let refusal = run(case).unwrap_or_else(|| panic!("{case:?}: not refused"));
        assert_eq!(refusal.kind, case.3, "{case:?}: {refusal:?}");
    }
}

/// The family a kind belongs to: its name's prefix (none for the kinds every game has).
fn family(kind: RefusalKind) -> &'static str {
    ["senet", "seesaw", "arces", "arsisesi", "zan"]
        .into_iter()
        .find(|f| kind.name().starts_with(&format!("{f}-")))
        .unwrap_or("")
}

#[test]
fn every_kind_of_every_game_is_covered() {
    let covered: HashSet<RefusalKind> = CASES.iter().map(|c| c.3).collect();
    for kind in RefusalKind::ALL {
        assert!(covered.contains(kind), "no case for {kind:?}");
    }
    // Every game id has the kinds every game has, on its own board.
    for id in GAME_IDS {
        for kind in [K::NoPiece, K::NotYours] {
            let found = CASES
                .iter()
                .any(|c| c.3 == kind && position(c.0).id() == *id);
            assert!(found, "{id}: no case for {kind:?}");
        }
        let family = ["senet", "seesaw", "arces", "arsisesi", "zan"]
            .into_iter()
            .find(|f| id.starts_with(&f[..3]))
            .unwrap();
        let own = CASES
            .iter()
            .any(|c| position(c.0).id() == *id && self::family(c.3) == family);
        assert!(own, "{id}: no case of its own rules");
    }
}

#[test]
fn kinds_name_their_rulings() {
    for kind in RefusalKind::ALL {
        match kind.ruling() {
            Some(id) => assert!(
                crate::app::rules::RULING_IDS.contains(&id),
                "{kind:?}: {id}"
            ),
            None => assert_eq!(family(*kind), "", "{kind:?} names no ruling"),
        }
    }
    let names: HashSet<&str> = RefusalKind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(names.len(), RefusalKind::ALL.len(), "names are unique");
}

/// Seeded random positions of every id: a click pair (or a spot alone) is refused exactly when
/// no move the page offers makes it (`app::moves`), and every refusal names a rule.
#[test]
fn refused_exactly_when_no_move_fits() {
    for id in GAME_IDS {
        let start = AnyGame::new(id).unwrap();
        for seed in 0..3 {
            for (i, game) in crate::testkit::random_walk(&start, seed, 300)
                .into_iter()
                .enumerate()
            {
                if i % 7 != 0 || !matches!(game.to_act(), ToAct::Player(_)) {
                    continue;
                }
                let moves = crate::app::moves(&game);
                let spots: Vec<Spot> = game.places().iter().map(|p| p.spot).collect();
                for &from in &spots {
                    let alone = moves
                        .iter()
                        .any(|m| m.from == Some(from) || (m.from.is_none() && m.to == Some(from)));
                    assert_eq!(
                        game.refusal(Some(from), None).is_none(),
                        alone,
                        "{id} {game} {from:?}"
                    );
                    for &to in spots.iter().step_by(3) {
                        let fits = moves
                            .iter()
                            .any(|m| m.from == Some(from) && m.to == Some(to));
                        assert_eq!(
                            game.refusal(Some(from), Some(to)).is_none(),
                            fits,
                            "{id} {game} {from:?} {to:?}"
                        );
                    }
                }
            }
        }
    }
}

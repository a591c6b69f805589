use super::*;
use crate::core::{Game, Record, ToAct};
use crate::games::GAME_IDS;
use crate::render::{scene, Overlay};
use crate::testkit::random_walk;
use std::collections::BTreeSet;

fn pos(text: &str) -> AnyGame {
    Record::<AnyGame>::parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .position()
        .clone()
}

fn at(game: &AnyGame, name: &str) -> CellFacts {
    game.places()
        .into_iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{game}: no place {name}"))
}

#[test]
fn the_places_are_the_spots_of_the_boards_click_regions() {
    for id in GAME_IDS {
        let game = AnyGame::new(id).unwrap();
        let places: Vec<Spot> = game.places().iter().map(|p| p.spot).collect();
        let unique: BTreeSet<Spot> = places.iter().copied().collect();
        assert_eq!(unique.len(), places.len(), "{id}: a spot twice");
        for flip in [false, true] {
            for portrait in [false, true] {
                let overlay = Overlay {
                    flip,
                    portrait,
                    ..Overlay::default()
                };
                let hits: BTreeSet<Spot> =
                    scene(&game, &overlay).hits.iter().map(|h| h.0).collect();
                assert_eq!(hits, unique, "{id} flip {flip} portrait {portrait}");
            }
        }
        for place in game.places() {
            assert_eq!(game.place(place.spot), Some(place));
        }
    }
}

/// Walks seeded random games and checks that every action's spots are places named as the
/// action's notation names them, and that the facts agree with the turn.
#[test]
fn actions_start_and_end_on_places_named_as_in_notation() {
    for id in GAME_IDS {
        for seed in 0..4 {
            for game in random_walk(&AnyGame::new(id).unwrap(), seed, 300) {
                let turn = game.turn_facts();
                match game.to_act() {
                    ToAct::Over => {
                        assert_eq!(turn.seat, None);
                        assert!(turn.outcome.is_some());
                    }
                    ToAct::Chance => assert!(turn.throw_due && turn.seat.is_some(), "{game}"),
                    ToAct::Player(seat) => assert_eq!(turn.seat, Some(seat), "{game}"),
                }
                let places = game.places();
                let name = |spot: Spot| {
                    let place = places.iter().find(|p| p.spot == spot);
                    place
                        .unwrap_or_else(|| panic!("{game}: {spot:?} is no place"))
                        .name
                        .clone()
                };
                let mut actions = Vec::new();
                game.legal_actions(&mut actions);
                for &action in &actions {
                    let text = action.to_string();
                    let spots = game.action_spots(action);
                    if let Some(from) = spots.from {
                        let from = name(from);
                        assert!(text.starts_with(&from), "{game}: {text} from {from}");
                    }
                    if let Some(to) = spots.to {
                        // Žanstrekt's `+` names no cell: it always enters on the Žan.
                        let to = name(to);
                        assert!(text.ends_with(&to) || text == "+", "{game}: {text} to {to}");
                    }
                }
            }
        }
    }
}

#[test]
fn senet_squares_marks_pieces_and_trays() {
    let game = AnyGame::new("senet").unwrap();
    let rebirth = at(&game, "15");
    assert_eq!(rebirth.kind, PlaceKind::House(Mark::Rebirth));
    assert_eq!(rebirth.occupant, None);
    assert_eq!(at(&game, "1").occupant, Some(Occupant::Piece(Seat::North)));
    assert_eq!(at(&game, "11").occupant, Some(Occupant::Piece(Seat::South)));
    assert_eq!(at(&game, "12").kind, PlaceKind::Cell);
    assert_eq!(at(&game, "27").kind, PlaceKind::House(Mark::Water));
    // Black has borne off three pieces, White one.
    let game = pos("senet:4w24b:b3");
    let off = at(&game, "off");
    assert_eq!(off.kind, PlaceKind::BorneOff);
    assert_eq!(off.counts, vec![(Seat::South, 4), (Seat::North, 4)]);
    let turn = game.turn_facts();
    assert_eq!(
        (turn.seat, turn.throw, turn.throw_due),
        (Some(Seat::South), Some(3), false)
    );
    let turn = AnyGame::new("senet").unwrap().turn_facts();
    assert_eq!(
        (turn.seat, turn.throw, turn.throw_due),
        (Some(Seat::South), None, true)
    );
}

#[test]
fn seesaw_tiles_and_stacks() {
    let game = pos("seesaw;e1-e2,e9-e8,+d1");
    let e2 = at(&game, "e2");
    assert_eq!(e2.tile, None);
    assert_eq!(
        e2.occupant,
        Some(Occupant::Stack {
            owner: Seat::South,
            size: 1
        })
    );
    assert_eq!(at(&game, "e1").tile, Some(Seat::South));
    assert_eq!(at(&game, "e1").occupant, None);
    let d1 = at(&game, "d1");
    assert_eq!(d1.tile, Some(Seat::South));
    assert!(matches!(
        d1.occupant,
        Some(Occupant::Stack {
            owner: Seat::South,
            size: 1
        })
    ));
    assert_eq!(game.places().len(), 61);
    assert_eq!(AnyGame::new("seesaw-4").unwrap().places().len(), 37);
    // Mid-turn after a capture (SEE-6): the chain is the turn field's `@cell:steps`.
    let mut chains = 0;
    for seed in 0..20 {
        for game in random_walk(&AnyGame::new("seesaw-4").unwrap(), seed, 1000) {
            if let Some((cell, left)) = game.turn_facts().chain {
                assert!(
                    game.to_string().ends_with(&format!("@{cell}:{left}")),
                    "{game}"
                );
                chains += 1;
            }
        }
    }
    assert!(chains > 0);
}

#[test]
fn arces_gold_stones_marbles_towers_and_cages() {
    let game = pos("arces:(wW)5(nN)/7/7/7/1(nn)s(wn)3/1(ss)(sS)(ns)3/7:s:0");
    assert_eq!(at(&game, "d4").kind, PlaceKind::Gold);
    assert_eq!(at(&game, "d4").occupant, None);
    assert_eq!(at(&game, "a7").occupant, Some(Occupant::Marble(Seat::West)));
    assert_eq!(at(&game, "b3").occupant, Some(Occupant::Tower(Seat::North)));
    assert_eq!(at(&game, "c3").occupant, Some(Occupant::Stone(Seat::South)));
    assert_eq!(
        at(&game, "d3").occupant,
        Some(Occupant::Cage {
            caged: Seat::West,
            top: Seat::North
        })
    );
    let turn = pos("arces:6(nN)/7/7/3(sS)3/2s4/7/7:n:40").turn_facts();
    assert_eq!(turn.turns, Some((40, 100)));
    let out = pos("arces:1n1(nN)3/w1n2(ne)1/(wn)6/w5e/1s(ew)3(eE)/1s5/(sw)3(sS)(se)1:n:48");
    assert_eq!(out.turn_facts().out, vec![Seat::West]);
}

#[test]
fn arsisesi_homes_and_tokens_both_ways() {
    let game = pos("arsisesi-a:s4/3nS2/n4:s1");
    assert_eq!(
        at(&game, "4").occupant,
        Some(Occupant::Token {
            owner: Seat::North,
            returning: false
        })
    );
    assert_eq!(
        at(&game, "5").occupant,
        Some(Occupant::Token {
            owner: Seat::South,
            returning: true
        })
    );
    assert_eq!(
        at(&game, "3").kind,
        PlaceKind::Space {
            lane: 2,
            rank: 3,
            bridge_only: true
        }
    );
    let south = at(&game, "S");
    assert_eq!(south.kind, PlaceKind::Home(Seat::South));
    assert_eq!(south.counts, vec![(Seat::South, 4), (Seat::North, 0)]);
    assert_eq!(game.turn_facts().points, Some(1));
    // Type A: a returning token waits in the opponent's Home.
    let game = pos("arsisesi-a:s4N1/7/n3:s");
    assert_eq!(
        at(&game, "S").counts,
        vec![(Seat::South, 4), (Seat::North, 1)]
    );
    assert!(game.turn_facts().throw_due);
    // Type C: five lanes, named by letter.
    let game = AnyGame::new("arsisesi-c").unwrap();
    assert_eq!(game.places().len(), 5 * 7 + 2);
    assert_eq!(
        at(&game, "a1").kind,
        PlaceKind::Space {
            lane: 0,
            rank: 1,
            bridge_only: false
        }
    );
    assert_eq!(at(&game, "N").counts, vec![(Seat::North, 5)]);
}

#[test]
fn zanstrekt_specials_laps_commitments_pools_and_ambushes() {
    let game = AnyGame::new("zanstrekt").unwrap();
    assert_eq!(
        at(&game, "i1").kind,
        PlaceKind::Special(Special::Zan, Some(Seat::South))
    );
    assert_eq!(
        at(&game, "e1").kind,
        PlaceKind::Special(Special::Othent, Some(Seat::North))
    );
    assert_eq!(
        at(&game, "e2").kind,
        PlaceKind::Special(Special::Bridge, None)
    );
    assert_eq!(
        at(&game, "a2").kind,
        PlaceKind::Special(Special::Fetnes, Some(Seat::South))
    );
    assert_eq!(
        at(&game, "a1").kind,
        PlaceKind::Special(Special::Gethreln, Some(Seat::North))
    );
    assert_eq!(at(&game, "b1").kind, PlaceKind::Cell);
    assert_eq!(game.places().len(), 21 + 4);
    let pools: Vec<_> = game
        .places()
        .into_iter()
        .filter(|p| p.name == "+")
        .collect();
    assert_eq!(pools[0].kind, PlaceKind::Pool(Seat::South));
    assert_eq!(pools[1].counts, vec![(Seat::North, 6)]);
    // A committed piece on South's Oþent crosses to North's.
    let game = pos("zanstrekt:4s4/9/9:s2!e3:s0n0");
    assert_eq!(
        at(&game, "e3").occupant,
        Some(Occupant::Runner {
            owner: Seat::South,
            lap_done: false,
            crossing_to: Some("e1".into())
        })
    );
    assert_eq!(
        game.turn_facts().commitments,
        vec![(Seat::South, "e3".to_string())]
    );
    assert_eq!(game.turn_facts().throw, Some(2));
    // On the bridge, heading for a1's row: the flag names where it goes.
    let game = pos("zanstrekt:9/4s4/9:s!e2-e1:s0n0");
    assert!(matches!(
        at(&game, "e2").occupant,
        Some(Occupant::Runner { crossing_to: Some(ref c), .. }) if c == "e1"
    ));
    // Back on its Žan after a lap.
    let game = pos("zanstrekt:9/9/8S:s1:s5n0");
    assert!(matches!(
        at(&game, "i1").occupant,
        Some(Occupant::Runner {
            owner: Seat::South,
            lap_done: true,
            crossing_to: None
        })
    ));
    let exited: Vec<_> = game
        .places()
        .into_iter()
        .filter(|p| p.name == "off")
        .collect();
    assert_eq!(exited[0].counts, vec![(Seat::South, 5)]);
    assert_eq!(exited[0].kind, PlaceKind::Exited(Seat::South));
    // South may ambush the North piece beside its castle instead of throwing.
    let game = pos("zanstrekt:n8/s8/9:s*a3:s0n0");
    assert_eq!(game.turn_facts().ambushes, vec!["a3".to_string()]);
}

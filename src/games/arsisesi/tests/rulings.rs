//! One scenario per ruling (ARS-1 … ARS-10), the seed's two kicking examples and the automatic
//! pass: position text in, actions in, position text, legal list or outcome out.

use super::{after, legal, pos, strings};
use crate::core::{ActionSpots, Game, Outcome, Seat, Spot, ToAct};
use crate::games::arsisesi::view::{self, place_of, spot, NORTH_HOME, SOUTH_HOME};
use crate::games::arsisesi::{ceremony, paths, Arsisesi, Die, GameType, Piece, Place};

#[test]
fn ars_1_board_lanes_ranks_and_lengths() {
    assert_eq!(pos("arsisesi-a").to_string(), "arsisesi-a:s5/7/n5:s");
    assert_eq!(pos("arsisesi-b").to_string(), "arsisesi-b:s5/7/n5:s");
    assert_eq!(
        pos("arsisesi-c").to_string(),
        "arsisesi-c:s5/7/7/7/7/7/n5:s"
    );
    assert_eq!(pos("arsisesi-c").id(), "arsisesi-c");
    // Registered: every id and kind reaches this game through `AnyGame`.
    for id in ["arsisesi-a", "arsisesi-b", "arsisesi-c"] {
        assert_eq!(crate::games::AnyGame::new(id).unwrap().id(), id);
        assert!(crate::games::GAME_IDS.contains(&id));
    }
    let any = crate::games::AnyGame::parse_start("arsisesi-b:s4/3s3/n5:n").unwrap();
    assert_eq!(any.to_string(), "arsisesi-b:s4/3s3/n5:n");
    // The length is read from the position: 5 and 10 work unchanged.
    let short = pos("arsisesi-a:s5/5/n5:n1");
    assert_eq!(short.lane_len(), 5);
    assert_eq!(legal("arsisesi-a:s5/5/n5:n1"), strings(["N-5", "end"]));
    assert_eq!(
        after("arsisesi-a:s4/3s1/n5:s2", "4-5,5-N"),
        "arsisesi-a:s4/5/n5S1:n"
    );
    let long = "arsisesi-c:s5/10/10/10/10/10/n5:n1";
    assert_eq!(pos(long).lane_len(), 10);
    assert_eq!(
        legal(long),
        strings(["N-a10", "N-b10", "N-c10", "N-d10", "N-e10", "end"])
    );
    assert!(pos(long).parse_action("c10-c9").is_ok());
    assert!(pos("arsisesi-c").parse_action("c8-c7").is_err());
    // Spots: South's Home 0, lane l rank r = 10 l + r, North's Home 51; the Bridge is lane c.
    assert_eq!((SOUTH_HOME, NORTH_HOME), (Spot(0), Spot(51)));
    assert_eq!(spot(Place::Bridge(3)), Spot(23));
    assert_eq!(spot(Place::Cell { lane: 0, rank: 1 }), Spot(1));
    assert_eq!(spot(Place::Cell { lane: 4, rank: 10 }), Spot(50));
    let c = pos(long);
    for lane in 0..5 {
        for rank in 1..=10 {
            let place = Place::Cell { lane, rank };
            assert_eq!(place_of(&c, spot(place)), Some(place));
        }
    }
    let a = pos("arsisesi-a");
    assert_eq!(place_of(&a, Spot(23)), Some(Place::Bridge(3)));
    assert_eq!(
        place_of(&a, Spot(13)),
        None,
        "lane b is not in play in Type A"
    );
    assert_eq!(
        place_of(&a, Spot(28)),
        None,
        "rank 8 is off a 7-long Bridge"
    );
    assert_eq!(place_of(&a, Spot(51)), Some(Place::NorthHome));
    assert_eq!(place_of(&a, Spot(52)), None);
    // What a renderer reads: Homes with their guests, and every space in play.
    let waiting = pos("arsisesi-a:s4/7/n5S1:n");
    assert_eq!(
        view::home(&waiting, Seat::North),
        view::HomeView {
            waiting: 5,
            guests: 1
        }
    );
    assert_eq!(
        view::home(&waiting, Seat::South),
        view::HomeView {
            waiting: 4,
            guests: 0
        }
    );
    assert_eq!(view::spaces(&a).count(), 7);
    assert_eq!(view::spaces(&c).count(), 50);
    let first = view::spaces(&pos("arsisesi-c:s4/7/7/3s3/7/7/n5:s")).find(|(_, p)| p.is_some());
    let south = Piece {
        owner: Seat::South,
        returning: false,
    };
    assert_eq!(first, Some((Place::Cell { lane: 2, rank: 4 }, Some(south))));
    assert_eq!(view::lanes_in_play(GameType::A), 2..=2);
    assert_eq!(view::lane_letter(4), 'e');
    let spots = |text: &str, action: &str| {
        let game = pos(text);
        game.action_spots(game.parse_action(action).unwrap())
    };
    let both = |from, to| ActionSpots {
        from: Some(Spot(from)),
        to: Some(Spot(to)),
    };
    assert_eq!(spots("arsisesi-a", "S-1"), both(0, 21));
    assert_eq!(spots("arsisesi-a", "7-N"), both(27, 51));
    assert_eq!(spots("arsisesi-a", "N-6"), both(51, 26));
    assert_eq!(spots("arsisesi-c", "c4-b4"), both(24, 14));
    assert_eq!(spots("arsisesi-c", "end"), ActionSpots::default());
}

#[test]
fn ars_2_roll_gives_points_spent_one_per_action_end_any_time() {
    let mut rolls = Vec::new();
    pos("arsisesi-a").rolls(&mut rolls);
    let text: Vec<String> = rolls.iter().map(|(r, w)| format!("{r} {w}")).collect();
    assert_eq!(text, ["d1 1", "d2 1", "d3 1", "d4 1", "d5 1", "d6 1"]);
    assert_eq!(pos("arsisesi-a").to_act(), ToAct::Chance);
    assert_eq!(after("arsisesi-a", "d4"), "arsisesi-a:s5/7/n5:s4");
    assert_eq!(
        pos("arsisesi-a:s5/7/n5:s4").to_act(),
        ToAct::Player(Seat::South)
    );
    assert_eq!(after("arsisesi-a", "d4,S-1"), "arsisesi-a:s4/s6/n5:s3");
    // `end` gives up the rest: North is to roll.
    assert_eq!(after("arsisesi-a", "d4,S-1,end"), "arsisesi-a:s4/s6/n5:n");
    assert_eq!(legal("arsisesi-a:s5/7/n5:s6"), strings(["S-1", "end"]));
    // A six split over two tokens: four steps for one, two for the other.
    assert_eq!(
        after("arsisesi-a", "d6,S-1,1-2,2-3,3-4,S-1,1-2"),
        "arsisesi-a:s3/1s1s3/n5:n"
    );
    // The last point used ends the turn.
    assert_eq!(after("arsisesi-a", "d1,S-1"), "arsisesi-a:s4/s6/n5:n");
    assert!(
        pos("arsisesi-a").parse_roll("d0").is_err() && pos("arsisesi-a").parse_roll("d7").is_err()
    );
}

#[test]
fn ars_3_step_one_space_or_into_the_home_ahead() {
    // Onto an empty space only: 3-4 is not listed while 4 holds South's own token.
    assert_eq!(
        legal("arsisesi-a:s3/2ss3/n5:s1"),
        strings(["S-1", "3-5", "4-5", "end"])
    );
    // Into the Home the token heads for.
    assert_eq!(
        legal("arsisesi-a:s4/6s/n5:s1"),
        strings(["S-1", "7-N", "end"])
    );
    // North steps down the Bridge.
    assert_eq!(
        after("arsisesi-a:s5/3n3/n4:n2", "4-3"),
        "arsisesi-a:s5/2n4/n4:n1"
    );
}

#[test]
fn ars_4_jump_one_token_into_an_empty_space_or_the_home() {
    // Over an enemy token.
    assert_eq!(
        legal("arsisesi-a:s4/2sn3/n4:s1"),
        strings(["S-1", "3-5", "end"])
    );
    // Never over two tokens.
    assert_eq!(legal("arsisesi-a:s3/2snn2/n3:s1"), strings(["S-1", "end"]));
    // Into the Home ahead, over the token in front of it (seed picture A).
    assert_eq!(
        legal("arsisesi-a:s3/5sn/n4:s1"),
        strings(["S-1", "6-N", "end"])
    );
    assert_eq!(
        after("arsisesi-a:s3/5sn/n4:s1", "6-N"),
        "arsisesi-a:s3/6n/n4S1:n"
    );
    // Entering from the Home: onto rank 1, or over an occupied rank 1 …
    assert_eq!(legal("arsisesi-a:s4/n6/n4:s1"), strings(["S-2", "end"]));
    // … but not when rank 2 is taken as well.
    assert_eq!(
        legal("arsisesi-a:s3/ns5/n4:s1"),
        strings(["2-1", "2-3", "end"])
    );
    // Tokens inside Homes never block: South's returning token in North's Home does not stop
    // North from entering rank 7.
    assert_eq!(legal("arsisesi-a:s4/7/n4S1:n1"), strings(["N-7", "end"]));
}

#[test]
fn ars_5_kick_toward_own_home_sends_the_enemy_back() {
    // An outbound token kicks backward onto the enemy behind it.
    assert!(legal("arsisesi-a:s3/ns5/n4:s1").contains(&"2-1".to_string()));
    assert_eq!(
        after("arsisesi-a:s3/ns5/n4:s1", "2-1"),
        "arsisesi-a:s3/s6/n5:n"
    );
    // Never forward: South on 1 facing North on 2 can only jump.
    assert_eq!(legal("arsisesi-a:s4/sn5/n4:s1"), strings(["1-3", "end"]));
    // A returning token kicks forward (toward its Home) or jumps.
    assert_eq!(
        legal("arsisesi-a:s4/3nS2/n4:s1"),
        strings(["S-1", "5-3", "5-4", "end"])
    );
    assert_eq!(
        after("arsisesi-a:s4/3nS2/n4:s1", "5-4"),
        "arsisesi-a:s4/3S3/n5:n"
    );
    // A kicked returning token goes back to its Home as outbound: progress lost.
    assert_eq!(
        after("arsisesi-a:s4/1Ns4/n3:s1", "3-2"),
        "arsisesi-a:s4/1s5/n4:n"
    );
    // North kicks toward its own Home, i.e. up the Bridge.
    assert_eq!(
        legal("arsisesi-b:s4/1ns4/n4:n1"),
        strings(["2-1", "2-3", "end"])
    );
}

#[test]
fn is_capture_is_exactly_a_kick() {
    let kick = |text: &str, action: &str| {
        let game = pos(text);
        let action = game.parse_action(action).unwrap();
        (game.is_capture(action), view::kicked_home(&game, action))
    };
    assert_eq!(
        kick("arsisesi-a:s3/ns5/n4:s1", "2-1"),
        (true, Some(NORTH_HOME))
    );
    assert_eq!(kick("arsisesi-a:s3/ns5/n4:s1", "2-3"), (false, None));
    assert_eq!(
        kick("arsisesi-a:s4/3nS2/n4:s1", "5-4"),
        (true, Some(NORTH_HOME))
    );
    assert_eq!(kick("arsisesi-a:s4/3nS2/n4:s1", "5-3"), (false, None));
    assert_eq!(
        kick("arsisesi-a:-/6n/n4S1:s1", "N-7"),
        (true, Some(NORTH_HOME))
    );
    assert_eq!(
        kick("arsisesi-b:s4/1ns4/n4:n1", "2-3"),
        (true, Some(SOUTH_HOME))
    );
    assert_eq!(kick("arsisesi-b:s4/1ns4/n4:n1", "2-1"), (false, None));
    assert_eq!(kick("arsisesi-b:s4/1ns4/n4:n1", "end"), (false, None));
    // Over random games: an action captures exactly when the opponent gets a token back home.
    let mut rng = crate::core::Rng::with_seed(7);
    for kind in GameType::ALL {
        for _ in 0..8 {
            let mut game = Arsisesi::new(kind, 7);
            let mut actions = Vec::new();
            let mut rolls = Vec::new();
            while game.to_act() != ToAct::Over {
                let ToAct::Player(me) = game.to_act() else {
                    rolls.clear();
                    game.rolls(&mut rolls);
                    game.apply_roll_unchecked(crate::core::sample_roll(&rolls, &mut rng));
                    continue;
                };
                actions.clear();
                game.legal_actions(&mut actions);
                for &action in &actions {
                    let mut next = game.clone();
                    next.apply_unchecked(action);
                    let sent_home = next.waiting(me.opponent()) > game.waiting(me.opponent());
                    assert_eq!(game.is_capture(action), sent_home, "{game} {action}");
                }
                let pick = actions[rng.usize(0..actions.len())];
                game.apply_unchecked(pick);
            }
        }
    }
}

#[test]
fn seed_example_a_from_home_jump_then_kick_back_costs_two() {
    // The black (South) token comes from Home, must jump the white (North) token on rank 1 and
    // go back to kick it: 2 MP in all.
    assert_eq!(legal("arsisesi-a:s5/n6/n4:s2"), strings(["S-2", "end"]));
    assert_eq!(
        after("arsisesi-a:s5/n6/n4:s2", "S-2"),
        "arsisesi-a:s4/ns5/n4:s1"
    );
    assert_eq!(
        after("arsisesi-a:s5/n6/n4:s2", "S-2,2-1"),
        "arsisesi-a:s4/s6/n5:n"
    );
    // With one point the kick is out of reach.
    let one = paths::routes(&pos("arsisesi-a:s5/n6/n4:s1"), Place::SouthHome);
    assert!(one.iter().all(|r| r.kicks.is_empty()), "{one:?}");
}

#[test]
fn seed_example_b_returning_token_kicks_straight_in_for_one() {
    // South's last token waits in North's Home (Type A); North's token stands on rank 7.
    let start = "arsisesi-a:-/6n/n4S1:s1";
    assert_eq!(legal(start), strings(["N-6", "N-7", "end"]));
    assert_eq!(after(start, "N-7"), "arsisesi-a:-/6S/n5:n");
}

#[test]
fn ars_6_type_a_turn_over_wait_return_and_clear() {
    // Arrival turns the token over; it waits in North's Home (any number may).
    assert_eq!(
        after("arsisesi-a:s4/6s/n5:s1", "7-N"),
        "arsisesi-a:s4/7/n5S1:n"
    );
    assert_eq!(
        after("arsisesi-a:s3/6s/n5S1:s1", "7-N"),
        "arsisesi-a:s3/7/n5S2:n"
    );
    // It may set off in the same turn with leftover points.
    assert_eq!(
        after("arsisesi-a:s4/6s/n5:s2", "7-N,N-7"),
        "arsisesi-a:s4/6S/n5:n"
    );
    // Reaching its own Home clears it.
    let game = pos("arsisesi-a:s4/7/n5:n");
    assert_eq!(game.cleared(Seat::South), 1);
    assert_eq!(
        after("arsisesi-a:s4/S6/n5:s1", "1-S"),
        "arsisesi-a:s4/7/n5:n"
    );
    // Jumping into the own Home over a token on rank 1.
    assert_eq!(
        after("arsisesi-a:s3/nS5/n4:s1", "2-S"),
        "arsisesi-a:s3/n6/n4:n"
    );
    // The fifth cleared wins at once; the rest of the turn passes (no token can act).
    let end = after("arsisesi-a:-/S6/n5:s3", "1-S");
    assert_eq!(end, "arsisesi-a:-/7/n5:n");
    let game = pos(&end);
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat::South,
            points: 1
        })
    );
    // North's returning tokens wait in South's Home and go up.
    // Leaving South's Home onto South's token on rank 1 it may kick it (ARS-5) or jump it.
    assert_eq!(
        legal("arsisesi-a:s4N1/s6/n4:n2"),
        strings(["S-1", "S-2", "N-7", "end"])
    );
    assert_eq!(
        after("arsisesi-a:s4N1/s6/n4:n2", "S-1"),
        "arsisesi-a:s5/N6/n4:n1"
    );
}

#[test]
fn ars_7_type_b_one_token_on_the_field_cleared_on_arrival() {
    // A token on the Bridge: no second one may enter.
    assert_eq!(legal("arsisesi-b:s4/s6/n5:s2"), strings(["1-2", "end"]));
    // Arrival clears at once; the leftover points bring on a new token.
    assert_eq!(
        after("arsisesi-b:s4/6s/n5:s3", "7-N"),
        "arsisesi-b:s4/7/n5:s2"
    );
    assert_eq!(legal("arsisesi-b:s4/7/n5:s2"), strings(["S-1", "end"]));
    // A kicked token frees its owner to enter again.
    assert_eq!(
        after("arsisesi-b:s4/1ns4/n4:n1", "2-3"),
        "arsisesi-b:s5/2n4/n4:s"
    );
    // Five arrivals win.
    let end = after("arsisesi-b:-/6s/n5:s4", "7-N");
    assert_eq!(end, "arsisesi-b:-/7/n5:n");
    assert_eq!(
        pos(&end).outcome(),
        Some(Outcome::Win {
            winner: Seat::South,
            points: 1
        })
    );
}

#[test]
fn ars_8_type_c_lanes_side_steps_and_sideways_kicks() {
    assert_eq!(
        after("arsisesi-c", "d1"),
        "arsisesi-c:s5/7/7/7/7/7/n5:s1",
        "entering any lane is possible"
    );
    assert_eq!(
        legal("arsisesi-c:s5/7/7/7/7/7/n5:s1"),
        strings(["S-a1", "S-b1", "S-c1", "S-d1", "S-e1", "end"])
    );
    // An occupied first rank is jumped (1 MP).
    assert_eq!(
        legal("arsisesi-c:s5/n6/7/7/7/7/n4:s1"),
        strings(["S-a2", "S-b1", "S-c1", "S-d1", "S-e1", "end"])
    );
    // Side-steps to both neighbours, no diagonals.
    assert_eq!(
        legal("arsisesi-c:s4/7/7/3s3/7/7/n5:s1"),
        strings(["S-a1", "S-b1", "S-c1", "S-d1", "S-e1", "c4-b4", "c4-c5", "c4-d4", "end"])
    );
    // A sideways step onto an enemy token kicks it.
    assert!(legal("arsisesi-c:s4/7/3n3/3s3/7/7/n4:s1").contains(&"c4-b4".to_string()));
    assert_eq!(
        after("arsisesi-c:s4/7/3n3/3s3/7/7/n4:s1", "c4-b4"),
        "arsisesi-c:s4/7/3s3/7/7/7/n5:n"
    );
    // No sideways jump over the own token on b4; the edge lane a has one neighbour.
    let moves = legal("arsisesi-c:s2/3s3/3s3/3s3/7/7/n5:s1");
    assert!(!moves.contains(&"c4-a4".to_string()) && !moves.contains(&"c4-b4".to_string()));
    assert!(moves.contains(&"c4-d4".to_string()) && !moves.contains(&"a4-b4".to_string()));
    // Kicking backward works in every lane; forward never.
    assert!(legal("arsisesi-c:s4/7/7/2ns3/7/7/n4:s1").contains(&"c4-c3".to_string()));
    assert!(!legal("arsisesi-c:s4/7/7/3sn2/7/7/n4:s1").contains(&"c4-c5".to_string()));
    // Arrival in North's Home clears the token (scoring as Type B).
    assert_eq!(
        after("arsisesi-c:s4/7/7/6s/7/7/n5:s1", "c7-N"),
        "arsisesi-c:s4/7/7/7/7/7/n5:n"
    );
}

#[test]
fn ars_9_roll_off_higher_starts_ties_reroll() {
    let d = |v| Die::new(v).unwrap();
    assert_eq!(ceremony::starter(&[(d(3), d(5))]), Some(1));
    assert_eq!(
        ceremony::starter(&[(d(4), d(4)), (d(2), d(2)), (d(6), d(1))]),
        Some(0)
    );
    assert_eq!(ceremony::starter(&[(d(4), d(4))]), None);
    assert_eq!(ceremony::starter(&[]), None);
    assert_eq!(ceremony::judge((d(1), d(1))), ceremony::RollOff::Again);
    assert_eq!(
        ceremony::pairs_used(&[(d(4), d(4)), (d(2), d(5)), (d(6), d(1))]),
        2
    );
    assert_eq!(ceremony::pairs_used(&[(d(4), d(4))]), 1);
    // Whoever starts sits South: every position starts with South to roll.
    for id in ["arsisesi-a", "arsisesi-b", "arsisesi-c"] {
        assert_eq!(pos(id).turn(), Seat::South);
    }
}

#[test]
fn ars_10_stalemate_is_a_drawn_position() {
    // South is wedged on 1-3 behind North's 4-7; North's Home cannot enter over 6-7.
    let jam = "arsisesi-a:s2/sssnnnn/n1:s";
    let game = pos(jam);
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert!(game.is_stalemate());
    let mut rolls = Vec::new();
    game.rolls(&mut rolls);
    assert!(rolls.is_empty());
    // The result is the position's own: it survives printing and parsing, whoever is to roll.
    assert_eq!(pos(&game.to_string()), game);
    assert_eq!(
        pos("arsisesi-a:s2/sssnnnn/n1:n").outcome(),
        Some(Outcome::Draw)
    );
    // Reached in play: North's last entry closes the Bridge.
    assert_eq!(
        legal("arsisesi-a:s2/sssnnn1/n2:n1"),
        strings(["N-7", "end"])
    );
    assert_eq!(after("arsisesi-a:s2/sssnnn1/n2:n1", "N-7"), jam);
    // Only one side stuck is no stalemate: South rolls and the turn passes by itself.
    let one = "arsisesi-a:s2/sssnn2/n3:s";
    assert_eq!(pos(one).to_act(), ToAct::Chance);
    assert_eq!(after(one, "d4"), "arsisesi-a:s2/sssnn2/n3:n");
}

#[test]
fn rest_of_turn_passes_when_no_unit_action_is_left() {
    // After 1-3 South's two tokens are wedged behind North's 4-5 with a point left: North rolls.
    assert_eq!(
        legal("arsisesi-a:-/ss1nn2/n3:s2"),
        strings(["1-3", "2-3", "end"])
    );
    assert_eq!(
        after("arsisesi-a:-/ss1nn2/n3:s2", "1-3"),
        "arsisesi-a:-/1ssnn2/n3:n"
    );
    // Such a position cannot be written with points left.
    assert!(Arsisesi::parse_start("arsisesi-a:-/1ssnn2/n3:s1").is_err());
    // `end` is always legal while acting, and the last item of the list.
    for text in ["arsisesi-a:s5/7/n5:s3", "arsisesi-c:s4/7/7/3s3/7/7/n5:s1"] {
        assert_eq!(legal(text).last().map(String::as_str), Some("end"));
    }
    // A record has no token for the automatic pass: North's roll follows South's roll directly.
    assert_eq!(
        after("arsisesi-a:s2/sssnn2/n3:s", "d4,d2,N-7"),
        "arsisesi-a:s2/sssnn1n/n2:n1"
    );
}

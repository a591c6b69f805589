//! `paths::routes`: every outcome one token can reach with the points left, cheapest first.

use super::pos;
use crate::games::arsisesi::paths::{routes, Route};
use crate::games::arsisesi::Place;

/// Each route as `to cost [actions] kicks:[…] flags`, for compact and exact comparison.
fn show(routes: &[Route]) -> Vec<String> {
    routes
        .iter()
        .map(|r| {
            let actions: Vec<String> = r.actions.iter().map(ToString::to_string).collect();
            let kicks: Vec<String> = r.kicks.iter().map(ToString::to_string).collect();
            let mut text = format!("{} {} [{}]", r.to, r.cost(), actions.join(","));
            if !kicks.is_empty() {
                text += &format!(" kicks:{}", kicks.join(","));
            }
            if r.returning {
                text += " returning";
            }
            if r.cleared {
                text += " cleared";
            }
            text
        })
        .collect()
}

#[test]
fn seed_example_a_as_a_route_from_home() {
    let game = pos("arsisesi-a:s5/n6/n4:s2");
    assert_eq!(
        show(&routes(&game, Place::SouthHome)),
        ["2 1 [S-2]", "1 2 [S-2,2-1] kicks:1", "3 2 [S-2,2-3]"]
    );
}

#[test]
fn seed_example_b_as_a_route_from_the_opponents_home() {
    let game = pos("arsisesi-a:-/6n/n4S1:s1");
    assert_eq!(
        show(&routes(&game, Place::NorthHome)),
        ["6 1 [N-6] returning", "7 1 [N-7] kicks:7 returning"]
    );
}

#[test]
fn same_cell_with_and_without_a_kick_are_both_offered() {
    // South on 3, North just behind on 2; three points.
    let game = pos("arsisesi-a:s4/1ns4/n4:s3");
    assert_eq!(
        show(&routes(&game, Place::Bridge(3))),
        [
            "2 1 [3-2] kicks:2",
            "4 1 [3-4]",
            "3 2 [3-2,2-3] kicks:2",
            "5 2 [3-4,4-5]",
            "4 3 [3-2,2-3,3-4] kicks:2",
            "6 3 [3-4,4-5,5-6]",
        ]
    );
}

#[test]
fn type_a_round_trip_through_the_opponents_home() {
    let game = pos("arsisesi-a:s4/5s1/n5:s3");
    assert_eq!(
        show(&routes(&game, Place::Bridge(6))),
        [
            "7 1 [6-7]",
            "N 2 [6-7,7-N] returning",
            "7 3 [6-7,7-N,N-7] returning"
        ]
    );
}

#[test]
fn type_a_returning_token_clears_at_home() {
    let game = pos("arsisesi-a:s4/1S5/n5:s3");
    assert_eq!(
        show(&routes(&game, Place::Bridge(2))),
        ["1 1 [2-1] returning", "S 2 [2-1,1-S] cleared"]
    );
}

#[test]
fn type_b_arrival_clears_and_ends_the_route() {
    let game = pos("arsisesi-b:s4/6s/n5:s3");
    assert_eq!(
        show(&routes(&game, Place::Bridge(7))),
        ["N 1 [7-N] cleared"]
    );
    // From the Home the token cannot enter while another is on the Bridge (ARS-7).
    assert!(routes(&game, Place::SouthHome).is_empty());
}

#[test]
fn type_c_side_steps_and_a_sideways_kick() {
    // South on c4, North on b4; two points.
    let game = pos("arsisesi-c:s4/7/3n3/3s3/7/7/n4:s2");
    let found = show(&routes(&game, Place::Cell { lane: 2, rank: 4 }));
    assert_eq!(
        found,
        [
            "b4 1 [c4-b4] kicks:b4",
            "c5 1 [c4-c5]",
            "d4 1 [c4-d4]",
            "a4 2 [c4-b4,b4-a4] kicks:b4",
            "b5 2 [c4-b4,b4-b5] kicks:b4",
            "c4 2 [c4-b4,b4-c4] kicks:b4",
            "b5 2 [c4-c5,c5-b5]",
            "c6 2 [c4-c5,c5-c6]",
            "d5 2 [c4-c5,c5-d5]",
            "e4 2 [c4-d4,d4-e4]",
        ],
        "d4-c4 restores the start and d4-d5 repeats c5-d5's board: neither is a new outcome"
    );
}

#[test]
fn nothing_to_route() {
    let game = pos("arsisesi-a:s4/1ns4/n4:s3");
    assert!(routes(&game, Place::Bridge(2)).is_empty(), "an enemy token");
    assert!(routes(&game, Place::Bridge(5)).is_empty(), "an empty space");
    assert!(
        routes(&game, Place::NorthHome).is_empty(),
        "no South token waits there"
    );
    assert!(
        routes(&pos("arsisesi-a:s4/1ns4/n4:s"), Place::Bridge(3)).is_empty(),
        "a roll is due"
    );
}

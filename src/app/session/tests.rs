//! Session scenarios: clicks, undo and redo, browsing, ceremonies, status lines.

use super::*;
use crate::core::Seat;

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_decision() {
    // Seesaw alternates South and North with no throws; North is the computer here.
    let mut session = Session::new("seesaw-4", 1).unwrap();
    for _ in 0..4 {
        let first = session.legal()[0];
        session.play(first).unwrap();
    }
    assert_eq!(session.acting_seat(), Some(Seat::South));
    let before = session.record_text();
    assert!(session.undo_by(false, |seat| seat == Seat::North));
    // The computer's reply and the person's move are both taken back.
    assert_eq!(session.record().tokens().len(), 2);
    assert_eq!(session.acting_seat(), Some(Seat::South));
    assert!(session.redo_by(false, |seat| seat == Seat::North));
    assert_eq!(session.record_text(), before);
}

#[test]
fn a_whole_turn_is_undone_and_redone_at_once() {
    // Senet: South (Black) throws 1 (another throw follows), moves, throws 2, moves: one
    // turn of two decisions; then North's turn begins.
    let mut session = Session::from_record("senet;d1,11-12,d2,12-14,d2", 1).unwrap();
    let whole = session.record_text();
    assert!(session.undo_by(true, |_| false));
    assert_eq!(session.record_text(), "senet;d1");
    assert!(session.redo_by(true, |_| false));
    assert_eq!(session.record_text(), whole);
    assert!(session.undo_by(false, |_| false));
    assert_eq!(session.record_text(), "senet;d1,11-12,d2");
}

#[test]
fn the_thrower_is_known_at_every_chance_point() {
    for id in ["senet", "arsisesi-a", "arsisesi-c", "zanstrekt"] {
        let mut session = Session::new(id, 3).unwrap();
        for _ in 0..200 {
            if session.game().to_act() == ToAct::Over {
                break;
            }
            assert!(
                session.acting_seat().is_some(),
                "{id}: {}",
                session.record_text()
            );
            if session.throw().is_none() {
                let first = session.legal()[0];
                session.play(first).unwrap();
            }
        }
    }
}

#[test]
fn a_click_selects_then_plays() {
    let mut session = Session::from_record("senet;d2", 1).unwrap();
    assert_eq!(session.click(Spot(11)), ClickResult::Selected);
    assert_eq!(session.overlay().targets, vec![Spot(13)]);
    assert!(matches!(session.click(Spot(13)), ClickResult::Played(m) if m.notation() == "11-13"));
    assert_eq!(session.record_text(), "senet;d2,11-13");
}

#[test]
fn a_position_link_shows_its_pending_throw_until_a_roll_is_made() {
    // Black threw 3 before the link was made: the sticks show it, before and after the move.
    let mut session = Session::from_record("senet:10b1w2w2b1ww1bw5:b3", 1).unwrap();
    assert_eq!(session.last_roll(), Some((3, 0)));
    assert_eq!(session.status(), "Black to move with a throw of 3.");
    session.play(session.legal()[0]).unwrap();
    assert_eq!(session.last_roll(), Some((3, 0)));
    // A roll played in the record replaces it.
    let session = Session::from_record("senet:10b1w2w2b1ww1bw5:b3;24-27,d2", 1).unwrap();
    assert_eq!(session.last_roll().map(|r| r.0), Some(2));
    // Arsisesi's turn field keeps only the points left, not the die: nothing to show.
    let session = Session::from_record("arsisesi-b:s5/7/n5:s3", 1).unwrap();
    assert_eq!(session.last_roll(), None);
}

#[test]
fn arsisesi_targets_are_whole_routes() {
    // South has 3 points: one click on Home then one on rank 3 plays the three steps.
    let mut session = Session::from_record("arsisesi-a;d3", 1).unwrap();
    let home = crate::games::arsisesi::view::SOUTH_HOME;
    assert_eq!(session.click(home), ClickResult::Selected);
    let targets = session.overlay().targets;
    assert_eq!(targets.len(), 3, "{targets:?}");
    let far = *targets.iter().max().unwrap();
    assert!(matches!(session.click(far), ClickResult::Played(m) if m.actions.len() == 3));
    assert_eq!(session.record().tokens().len(), 4);
}

#[test]
fn undo_takes_back_one_decision_and_keeps_its_throw() {
    let mut session = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
    assert!(session.undo());
    assert_eq!(session.record_text(), "senet;d2");
    assert!(session.can_redo());
    assert!(session.redo());
    assert_eq!(session.record_text(), "senet;d2,11-13,d3");
    assert!(!session.can_redo());
    // Undo then a different move drops the redo list.
    assert!(session.undo());
    session.click(Spot(8));
    assert!(matches!(session.click(Spot(10)), ClickResult::Played(_)));
    assert!(!session.can_redo());
    assert_eq!(session.record_text(), "senet;d2,8-10");
    // Nothing to undo before the first action.
    let mut fresh = Session::from_record("senet;d2", 1).unwrap();
    assert!(!fresh.undo());
    assert_eq!(fresh.record_text(), "senet;d2");
}

#[test]
fn browsing_shows_earlier_positions_without_changing_the_record() {
    let mut session = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
    session.view(Some(1));
    assert_eq!(session.shown().to_string(), "senet:wbwbwbwbw1b19:b2");
    assert!(matches!(session.click(Spot(11)), ClickResult::Refused(_)));
    assert!(session.overlay().movable.is_empty());
    assert_eq!(session.overlay().roll.map(|r| r.0), Some(2));
    session.view(None);
    assert_eq!(session.shown(), *session.game());
    assert_eq!(session.record_text(), "senet;d2,11-13,d3");
}

#[test]
fn play_from_here_continues_from_the_browsed_position() {
    let mut session = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
    session.view(Some(1));
    assert_eq!(session.position_text(), "senet:wbwbwbwbw1b19:b2");
    session.play_from_here();
    assert_eq!(session.record_text(), "senet;d2");
    assert_eq!(session.viewing(), None);
    assert!(session.redo());
    assert_eq!(session.record_text(), "senet;d2,11-13,d3");
}

#[test]
fn seesaw_placements_captures_and_chain_end() {
    // SEE-8: South may place next to its tile on e1 (d1, e2, f1): shown and played by one click.
    let mut session = Session::from_record("seesaw", 1).unwrap();
    let overlay = session.overlay();
    assert_eq!(overlay.movable, vec![Spot(26)]);
    assert_eq!(overlay.placements, vec![Spot(18), Spot(27), Spot(35)]);
    assert!(matches!(session.click(Spot(18)), ClickResult::Played(m) if m.notation() == "+d1"));
    // SEE-5: the compulsory capture is the only move, drawn as a capture ring.
    let before = "seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,\
                  c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4";
    let mut session = Session::from_record(before, 1).unwrap();
    assert!(session.overlay().placements.is_empty());
    // Side 4 numbers columns e and f from spots 22 and 28 (`view` module docs).
    let (f3, e4) = (Spot(30), Spot(25));
    assert_eq!(session.click(f3), ClickResult::Selected);
    assert_eq!(session.overlay().captures, vec![e4]);
    assert!(session.overlay().targets.is_empty());
    // SEE-6: mid-chain, the leftover moves and `end` (a button) are offered.
    let chain = "seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,\
                 c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4,f3xe4,e5xe4,+f3,e4xf3,f2xf3,b4-b3,f3-e4,\
                 b3-c3,d3xc3,d6-e5,e4xe5,f5xe5,c3-c4,+e4,+e3,e4xe3,e2xe3,+c5,c4xc5,+f5,c5xe5,\
                 f5xe5,b1-a1,e5-d5,+c2,+b4,+g3,+f4,g3xf4,d5-e4,f4xe4";
    let mut session = Session::from_record(chain, 1).unwrap();
    let free: Vec<String> = session.free_moves().iter().map(Move::notation).collect();
    assert_eq!(free, ["end"]);
    assert_eq!(session.click(e4), ClickResult::Selected);
    assert_eq!(session.overlay().targets.len(), 2);
    let end = session.free_moves().remove(0);
    session.play_move(&end).unwrap();
    assert!(session.record_text().ends_with("f4xe4,end"));
}

#[test]
fn the_last_move_tint_covers_the_whole_turn_and_kicks() {
    // One click pair played three unit actions: all of them are tinted, Home included.
    let mut session = Session::from_record("arsisesi-a;d3", 1).unwrap();
    session.click(Spot(0));
    assert!(matches!(session.click(Spot(23)), ClickResult::Played(_)));
    assert_eq!(
        session.overlay().last,
        vec![Spot(0), Spot(21), Spot(22), Spot(23)]
    );
    // A kick tints the Home the kicked token went back to.
    let kick = Session::from_record("arsisesi-a:s3/ns5/n4:s1;2-1", 1).unwrap();
    assert_eq!(kick.overlay().last, vec![Spot(22), Spot(21), Spot(51)]);
    // The turn is still the last one right after the next roll; a throw ends it.
    let next = Session::from_record("arsisesi-a:s3/ns5/n4:s1;2-1,d2,N-7", 1).unwrap();
    assert_eq!(next.overlay().last, vec![Spot(51), Spot(27)]);
    let senet = Session::from_record("senet;d2,11-13,d3", 1).unwrap();
    assert_eq!(senet.overlay().last, vec![Spot(11), Spot(13)]);
}

#[test]
fn bad_clicks_refuse_and_keep_the_game() {
    let mut session = Session::from_record("senet;d2", 1).unwrap();
    assert!(matches!(session.click(Spot(1)), ClickResult::Refused(_)));
    assert!(matches!(session.click(Spot(999)), ClickResult::Refused(_)));
    assert_eq!(session.record_text(), "senet;d2");
    let mut fresh = Session::from_record("senet", 1).unwrap();
    assert_eq!(
        fresh.click(Spot(11)),
        ClickResult::Refused("Throw first.".into())
    );
}

#[test]
fn new_senet_game_runs_the_colour_ceremony() {
    let session = Session::new("senet", 42).unwrap();
    let ceremony = session.ceremony();
    assert!(matches!(
        ceremony.steps.last(),
        Some(Step::SenetThrow { value: 1, .. })
    ));
    assert!(
        session.status().starts_with("Black ("),
        "{}",
        session.status()
    );
    assert_eq!(session.record_text(), "senet");
}

#[test]
fn new_arsisesi_game_runs_the_roll_off() {
    for id in ["arsisesi-a", "arsisesi-b", "arsisesi-c"] {
        for seed in 0..20 {
            let session = Session::new(id, seed).unwrap();
            let starter = session.person(Seat::South).to_string();
            let verdict = session
                .ceremony()
                .verdict(id, session.names(), None)
                .unwrap();
            assert!(
                verdict.starts_with(&format!("{starter} plays South")),
                "{verdict}"
            );
            assert!(session
                .status()
                .starts_with(&format!("South ({starter}) to throw")));
            assert_eq!(session.record_text(), id);
        }
    }
}

#[test]
fn a_rematch_swaps_the_people_and_a_resumed_game_keeps_them() {
    let first = Session::new("senet", 42).unwrap();
    let black = first.person(Seat::South).to_string();
    let south = first.ceremony().south_person;
    let rematch = Session::rematch("senet", 1, first.names().clone(), 1 - south).unwrap();
    assert_eq!(rematch.person(Seat::North), black);
    assert_eq!(rematch.ceremony().steps, [Step::Rematch]);
    let white = first.person(Seat::North).to_string();
    assert_eq!(rematch.status(), format!("Black ({white}) to throw."));
    // Seesaw has no ceremony: nobody is named, whoever plays where.
    let seesaw = Session::rematch("seesaw", 1, first.names().clone(), 1).unwrap();
    assert_eq!(seesaw.status(), "South to move.");
    let resumed = Session::resume("senet;d2", 1, first.names().clone(), south).unwrap();
    assert_eq!(
        resumed.status(),
        format!("Black ({black}) to move with a throw of 2.")
    );
    let link = Session::from_record("senet;d2", 1).unwrap();
    assert_eq!(link.status(), "Black to move with a throw of 2.");
}

#[test]
fn throws_follow_the_seed() {
    let mut a = Session::from_record("senet", 9).unwrap();
    let mut b = Session::from_record("senet", 9).unwrap();
    assert_eq!(a.throw(), b.throw());
    assert!(a.throw().is_none() || a.record().tokens().len() == 2);
}

#[test]
fn zanstrekt_draws_the_first_player_and_plays_by_clicks() {
    let firsts: Vec<usize> = (0..16)
        .map(|seed| {
            Session::new("zanstrekt", seed)
                .unwrap()
                .ceremony()
                .south_person
        })
        .collect();
    assert!(firsts.contains(&0) && firsts.contains(&1), "{firsts:?}");
    let session = Session::new("zanstrekt", 3).unwrap();
    assert!(session.status().starts_with("South (Player "));
    // Entering: the pool, then the Žan.
    let pool = crate::games::zanstrekt::view::POOL_SPOT[0];
    let mut session = Session::from_record("zanstrekt;d3", 1).unwrap();
    assert_eq!(session.click(pool), ClickResult::Selected);
    assert_eq!(session.overlay().targets, vec![Spot(8)]);
    assert!(matches!(session.click(Spot(8)), ClickResult::Played(m) if m.notation() == "+"));
    // The ambush: the castle a2, then the ringed piece on a3; declining is a button.
    let mut session = Session::from_record("zanstrekt:n8/s8/9:s*a3:s0n0", 1).unwrap();
    assert!(!session.can_throw());
    assert!(
        session.status().contains("may ambush"),
        "{}",
        session.status()
    );
    let free: Vec<String> = session.free_moves().iter().map(Move::notation).collect();
    assert_eq!(free, vec!["throw"]);
    assert_eq!(session.click(Spot(9)), ClickResult::Selected);
    assert_eq!(session.overlay().captures, vec![Spot(18)]);
    assert!(matches!(session.click(Spot(18)), ClickResult::Played(m) if m.notation() == "a2xa3"));
}

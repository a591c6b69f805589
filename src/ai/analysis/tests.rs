//! Analysis against its contract: the winning action is the hint, luck averages to zero at
//! every chance point, labels follow the thresholds, reviews are deterministic and whole for
//! every game id, and Arsisesi B reads the exact values.

use super::bookkeeping::{self, Label, POINT};
use super::tactics::{self, Tactic};
use super::*;
use crate::ai::exact;
use crate::core::{sample_roll, Game, Record, Rng, ToAct};
use crate::games::AnyGame;
use crate::games::GAME_IDS;

fn game(text: &str) -> AnyGame {
    Record::<AnyGame>::parse(text)
        .expect("a record")
        .position()
        .clone()
}

fn finish(mut job: Analyzing) -> PositionAnalysis {
    while !job.step(1000) {}
    job.into_result().expect("finished")
}

/// A record of `plies` random tokens from the start of `id`.
fn random_record(id: &str, plies: usize, seed: u64) -> Record<AnyGame> {
    let mut record = Record::<AnyGame>::from_id(id).unwrap();
    let mut rng = Rng::with_seed(seed);
    for _ in 0..plies {
        let game = record.position().clone();
        let token = match game.to_act() {
            ToAct::Over => break,
            ToAct::Chance => {
                let mut rolls = Vec::new();
                game.rolls(&mut rolls);
                crate::core::Token::Roll(sample_roll(&rolls, &mut rng))
            }
            ToAct::Player(_) => {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                crate::core::Token::Action(legal[rng.usize(0..legal.len())])
            }
        };
        record.push(token).unwrap();
    }
    record
}

#[test]
fn a_position_with_a_single_winning_action_gets_it_as_the_hint() {
    // South has cleared four tokens; its last one stands on the far rank. Only `7-N` (`a7-N`)
    // clears it and wins; stepping aside or ending the turn leaves the game open.
    for (text, winning, exact) in [
        ("arsisesi-c:-/6s/7/7/7/7/n5:s3", "a7-N", false),
        ("arsisesi-a:-/S6/n5:s3", "1-S", false),
        ("arsisesi-b:-/6s/n5:s3", "7-N", true),
    ] {
        let position = game(text);
        let analysis = finish(Analyzing::new(&position, 3000, 1));
        let Turn::Decision { best, seat, .. } = analysis.turn else {
            panic!("{text}: a decision");
        };
        assert_eq!(best.to_string(), winning, "{text}");
        assert_eq!(seat, Seat::South);
        assert_eq!(analysis.exact, exact, "{text}");
        let win = analysis.action_chance(best).unwrap();
        assert_eq!(win, CERTAIN, "{text}: winning is certain");
        assert_eq!(analysis.chances[Seat::South.index()], CERTAIN, "{text}");
        assert_eq!(analysis.chances[Seat::North.index()], 0, "{text}");
    }
}

#[test]
fn luck_averages_to_zero_over_the_rolls_at_every_chance_point() {
    for (id, plies) in [
        ("senet", 9),
        ("arsisesi-a", 12),
        ("arsisesi-b", 20),
        ("zanstrekt", 15),
    ] {
        let record = random_record(id, plies, 4);
        let mut position = record.position().clone();
        // Roll on to the next chance point if the walk stopped at a decision.
        while let ToAct::Player(_) = position.to_act() {
            let mut legal = Vec::new();
            position.legal_actions(&mut legal);
            position.apply_unchecked(legal[0]);
        }
        assert_eq!(position.to_act(), ToAct::Chance, "{id}");
        let analysis = finish(Analyzing::new(&position, 4000, 2));
        let Turn::Throw { seat, rolls } = &analysis.turn else {
            panic!("{id}: a throw");
        };
        let total: i64 = rolls.iter().map(|r| i64::from(r.weight)).sum();
        // Review each roll as if it had come, and weigh its luck.
        let mut weighted = 0i64;
        for r in rolls {
            let mut with = Record::<AnyGame>::parse(&position.to_string()).unwrap();
            with.push(crate::core::Token::Roll(r.roll)).unwrap();
            let mut review = Reviewing::new(&with, 4000, 2);
            while !review.step(5000) {}
            let moment = review.result().unwrap().moments[0];
            let Moment::Roll { seat: thrower, .. } = moment else {
                panic!("{id}: a roll");
            };
            assert_eq!(thrower, *seat);
            weighted += i64::from(r.weight) * bookkeeping::luck(&moment).unwrap();
        }
        // Exactly zero but for rounding each chance to a millionth.
        assert!(
            weighted.abs() <= total,
            "{id}: weighted luck {weighted} over {total}"
        );
        assert!(rolls.len() > 1, "{id}");
    }
}

#[test]
fn labels_follow_the_thresholds() {
    let cases = [
        (0, Label::Best),
        (1, Label::Excellent),
        (POINT - 1, Label::Excellent),
        (POINT, Label::Good),
        (5 * POINT - 1, Label::Good),
        (5 * POINT, Label::Inaccuracy),
        (10 * POINT - 1, Label::Inaccuracy),
        (10 * POINT, Label::Mistake),
        (15 * POINT - 1, Label::Mistake),
        (15 * POINT, Label::Blunder),
        (CERTAIN, Label::Blunder),
    ];
    for (drop, label) in cases {
        assert_eq!(Label::of_drop(drop), label, "{drop}");
    }
    let mut actions = Vec::new();
    AnyGame::new("seesaw").unwrap().legal_actions(&mut actions);
    let (action, other) = (actions[0], actions[1]);
    let decision = |legal, before, after| Moment::Decision {
        seat: Seat::South,
        action,
        best: other,
        legal,
        before,
        after,
        tactic: None,
    };
    assert_eq!(
        bookkeeping::label(&decision(3, 600_000, 480_000)),
        Some(Label::Mistake)
    );
    // An action that led to a position worth more than the one before drops nothing.
    assert_eq!(
        bookkeeping::label(&decision(3, 500_000, 520_000)),
        Some(Label::Best)
    );
    // Another action within a point of the best is excellent, never best (issue 37).
    assert_eq!(
        bookkeeping::label(&decision(3, 500_000, 493_000)),
        Some(Label::Excellent)
    );
    // The best action drops nothing, whatever the next position's own search finds.
    let best = Moment::Decision {
        seat: Seat::South,
        action,
        best: action,
        legal: 3,
        before: 500_000,
        after: 470_000,
        tactic: None,
    };
    assert_eq!(bookkeeping::drop(&best), Some(0));
    assert_eq!(bookkeeping::label(&best), Some(Label::Best));
    // A blunder by the rules is one whatever its drop (issue 54).
    for tactic in [Tactic::MissedWin, Tactic::AllowedWin] {
        let ruled = Moment::Decision {
            seat: Seat::South,
            action,
            best: other,
            legal: 3,
            before: 500_000,
            after: 499_000,
            tactic: Some(tactic),
        };
        assert_eq!(bookkeeping::label(&ruled), Some(Label::Blunder));
        assert_eq!(bookkeeping::drop(&ruled), Some(1_000));
    }
    // Forced: no label, and no part of the accuracy.
    assert_eq!(bookkeeping::label(&decision(1, 600_000, 100_000)), None);
    let summary = bookkeeping::summarize(
        &Seat::TWO,
        &[decision(1, 600_000, 100_000), decision(2, 600_000, 500_000)],
    );
    assert_eq!(summary.seats[0].decisions, 1);
    assert_eq!(summary.seats[0].mean_loss(), 100_000);
    assert_eq!(summary.seats[0].labels[Label::Mistake.index()], 1);
}

#[test]
fn the_summary_says_who_played_and_who_threw_better() {
    let senet = AnyGame::new("senet").unwrap();
    let mut rolls = Vec::new();
    senet.rolls(&mut rolls);
    let roll = rolls[0].0;
    let mut legal = Vec::new();
    game("senet;d2").legal_actions(&mut legal);
    let action = legal[0];
    let decision = |seat, drop| Moment::Decision {
        seat,
        action,
        best: legal[1],
        legal: 2,
        before: 500_000,
        after: 500_000 - drop,
        tactic: None,
    };
    let throw = |seat, luck: i64| Moment::Roll {
        seat,
        roll,
        after: (500_000 + luck) as Chance,
        expected: 500_000,
    };
    let moments = [
        decision(Seat::South, 8 * POINT),
        decision(Seat::North, POINT),
        throw(Seat::South, 12 * POINT as i64),
        throw(Seat::North, -3 * POINT as i64),
    ];
    let summary = bookkeeping::summarize(&Seat::TWO, &moments);
    assert_eq!(summary.played_better, Some(Seat::North));
    assert_eq!(summary.threw_better, Some(Seat::South));
    assert_eq!(summary.seats[0].luck, 12 * i64::from(POINT));
    assert_eq!(summary.seats[1].throws, 1);
    // Within the margins nobody did better.
    let close = [
        decision(Seat::South, POINT),
        decision(Seat::North, POINT + 10),
        throw(Seat::South, POINT as i64),
        throw(Seat::North, 0),
    ];
    let summary = bookkeeping::summarize(&Seat::TWO, &close);
    assert_eq!((summary.played_better, summary.threw_better), (None, None));
}

#[test]
fn reviews_cover_every_token_for_every_game_id_and_repeat_for_a_seed() {
    for id in GAME_IDS {
        let record = random_record(id, 14, 9);
        let n = record.tokens().len();
        let run = |slice: u32| {
            let mut review = Reviewing::new(&record, 400, 5);
            let mut steps = 0;
            while !review.step(slice) {
                steps += 1;
                let (done, total) = review.progress();
                assert!(done <= total, "{id}");
            }
            (review.result().unwrap().clone(), steps)
        };
        let (whole, _) = run(1_000_000);
        let (sliced, steps) = run(150);
        assert_eq!(whole, sliced, "{id}: slices change nothing");
        // Exact positions need no search, so Arsisesi B finishes in one step.
        assert!(steps > 0 || *id == "arsisesi-b", "{id}");
        assert_eq!(whole.points.len(), n + 1, "{id}");
        assert_eq!(whole.moments.len(), n, "{id}");
        for chances in &whole.points {
            let sum: u32 = chances.iter().sum();
            assert!(sum.abs_diff(CERTAIN) <= 4, "{id}: chances add to {sum}");
        }
        for (moment, token) in whole.moments.iter().zip(record.tokens()) {
            match (moment, token) {
                (Moment::Decision { action, .. }, crate::core::Token::Action(a)) => {
                    assert_eq!(action, a, "{id}")
                }
                (Moment::Roll { roll, .. }, crate::core::Token::Roll(r)) => {
                    assert_eq!(roll, r, "{id}")
                }
                _ => panic!("{id}: moment and token differ"),
            }
        }
        // The thrower is the seat that then uses the throw.
        for pair in whole.moments.windows(2) {
            if let [Moment::Roll { seat: thrower, .. }, Moment::Decision { seat, .. }] = pair {
                assert_eq!(thrower, seat, "{id}");
            }
        }
        assert_eq!(whole.exact, *id == "arsisesi-b", "{id}");
        let summary = whole.summary(record.start().seats());
        assert_eq!(summary.seats.len(), record.start().seats().len(), "{id}");
        // One value per position (issue 54): a decision goes from its position's point to the
        // next one's, for the mover; a throw's expectation is its position's point.
        for (i, moment) in whole.moments.iter().enumerate() {
            match *moment {
                Moment::Decision {
                    seat,
                    before,
                    after,
                    ..
                } => {
                    assert_eq!(before, whole.points[i][seat.index()], "{id}: move {i}");
                    assert_eq!(after, whole.points[i + 1][seat.index()], "{id}: move {i}");
                }
                Moment::Roll { seat, expected, .. } => {
                    assert_eq!(expected, whole.points[i][seat.index()], "{id}: throw {i}")
                }
            }
        }
    }
}

/// The issue's game: North's `b6-c5` lets South win at once with `d5-d6`. The review (the page's
/// budget and seed) calls it a blunder, South's win certain after it, and the hint there
/// defends; the move before, rated by the position it led to, is no better than a mistake.
#[test]
fn the_issue_54_game_is_flagged_at_move_12() {
    let text =
        "arces;e1-d2,e7-d6,d1-d2,f7-g7,c1-c2,d7-c7,c2-c3,c7-d6,c3-c4,b7-b6,c4-d5,b6-c5,d5-d6";
    let record = Record::<AnyGame>::parse(text).unwrap();
    let mut review = Reviewing::of(&record, 1);
    while !review.step(u32::MAX) {}
    let review = review.result().unwrap();
    let moment = review.moments[11];
    let Moment::Decision {
        seat,
        action,
        best,
        after,
        tactic,
        ..
    } = moment
    else {
        panic!("a decision");
    };
    assert_eq!((seat, action.to_string()), (Seat::North, "b6-c5".into()));
    assert_eq!(tactic, Some(Tactic::AllowedWin));
    assert_eq!(bookkeeping::label(&moment), Some(Label::Blunder));
    assert_eq!(after, 0, "South wins at once");
    // The hint there is a defence: after it South has no win at once.
    let mut after_best = record.position_at(11);
    after_best.apply_unchecked(best);
    let tactics = tactics::Tactics::of(&after_best).unwrap();
    assert!(!tactics.can_win(), "{best} defends");
    assert!(bookkeeping::label(&review.moments[9]) >= Some(Label::Mistake));
    let summary = review.summary(record.start().seats());
    assert!(summary.seats[1].labels[Label::Blunder.index()] >= 1);
}

/// In Arsisesi B the review's labels are the exact solution's at every decision of 20 games
/// (Easy against Medium, which gives Easy's mistakes and Medium's good moves): the label of the
/// drop from the best action's exact value to the played one's, a blunder where the rules say so
/// of a move worse than the best.
#[test]
fn arsisesi_b_labels_equal_the_exact_solutions_over_20_games() {
    use crate::ai::arena::{game_seed, play_game};
    use crate::ai::{choose_after, Level};
    use crate::games::arsisesi::{Arsisesi, GameType};
    let start = Arsisesi::new(GameType::B, 7);
    let (mut decisions, mut ruled) = (0, 0);
    let mut seen = [0; 6];
    for g in 0..20 {
        let levels = [Level::Easy, Level::Medium, Level::Easy, Level::Medium];
        let played = play_game(&start, levels, game_seed(54, g), 5000, &mut choose_after);
        let mut record = Record::<AnyGame>::from_id("arsisesi-b").unwrap();
        for &token in &played.tokens {
            let token = match token {
                crate::core::Token::Roll(r) => {
                    crate::core::Token::Roll(crate::games::AnyRoll::Arsisesi(r))
                }
                crate::core::Token::Action(a) => {
                    crate::core::Token::Action(crate::games::AnyAction::Arsisesi(a))
                }
            };
            record.push(token).unwrap();
        }
        let mut review = Reviewing::of(&record, 1);
        while !review.step(u32::MAX) {}
        let review = review.result().unwrap();
        for (i, moment) in review.moments.iter().enumerate() {
            let Moment::Decision { action, legal, .. } = *moment else {
                continue;
            };
            let AnyGame::Arsisesi(position) = record.position_at(i) else {
                unreachable!()
            };
            if legal < 2 {
                assert_eq!(bookkeeping::label(moment), None);
                continue;
            }
            let values = exact::mover_values(&position).unwrap();
            let top = values.iter().map(|v| v.1).fold(0.0, f64::max);
            let value = values
                .iter()
                .find(|v| crate::games::AnyAction::Arsisesi(v.0) == action)
                .unwrap()
                .1;
            // The rules' facts, but never against a move the exact values prove best.
            let fact = tactics::Tactics::of(&AnyGame::Arsisesi(position.clone()))
                .and_then(|t| t.tactic_of(action))
                .filter(|_| value < top - exact::TIE);
            let exact_label = if fact.is_some() {
                Label::Blunder
            } else {
                Label::of_drop(to_chance(top).saturating_sub(to_chance(value)))
            };
            assert_eq!(
                bookkeeping::label(moment),
                Some(exact_label),
                "game {g}, move {}: {moment:?}",
                i + 1
            );
            decisions += 1;
            ruled += usize::from(fact.is_some());
            seen[exact_label.index()] += 1;
        }
    }
    assert!(decisions > 1000, "{decisions} decisions");
    // Easy's mistakes give every label, blunders included.
    assert!(
        seen.iter().all(|&n| n > 0),
        "{seen:?} ({ruled} by the rules)"
    );
}

#[test]
fn an_arsisesi_b_review_reads_the_exact_values() {
    let record = random_record("arsisesi-b", 40, 3);
    let mut review = Reviewing::of(&record, 1);
    assert!(review.step(1), "exact positions need no search");
    let review = review.result().unwrap();
    assert!(review.exact);
    for (i, chances) in review.points.iter().enumerate() {
        let AnyGame::Arsisesi(position) = record.position_at(i) else {
            unreachable!()
        };
        let south = exact::south_value(&position).unwrap();
        assert_eq!(
            chances[Seat::South.index()],
            to_chance(south),
            "position {i}"
        );
    }
    // An optimal decision drops nothing.
    for moment in &review.moments {
        if let Moment::Decision {
            action,
            best,
            before,
            after,
            ..
        } = moment
        {
            if action == best {
                assert_eq!(before, after);
            }
        }
    }
}

#[test]
fn hints_repeat_for_a_seed_and_rate_every_legal_action() {
    for id in ["senet", "seesaw-4", "arces-4", "zanstrekt"] {
        let record = random_record(id, 7, 2);
        let mut position = record.position().clone();
        while position.to_act() == ToAct::Chance {
            let mut rolls = Vec::new();
            position.rolls(&mut rolls);
            position.apply_roll_unchecked(rolls[0].0);
        }
        let one = finish(Analyzing::new(&position, 2000, 8));
        let two = finish(Analyzing::new(&position, 2000, 8));
        assert_eq!(one, two, "{id}");
        let mut legal = Vec::new();
        position.legal_actions(&mut legal);
        let Turn::Decision { actions, best, .. } = &one.turn else {
            panic!("{id}: a decision");
        };
        assert_eq!(actions.len(), legal.len(), "{id}");
        assert!(legal.contains(best), "{id}");
        let seats = position.seats().len();
        let sum: u32 = one.chances.iter().sum();
        assert!(sum.abs_diff(CERTAIN) <= seats as u32, "{id}: {sum}");
    }
}

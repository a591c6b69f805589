use super::*;
use crate::ai::analysis::bookkeeping::POINT;
use crate::ai::analysis::Reviewing;

fn reviewed(text: &str) -> (Record<AnyGame>, Review) {
    let record = Record::<AnyGame>::parse(text).unwrap();
    let mut job = Reviewing::of(&record, 1);
    while !job.step(1_000_000) {}
    let review = job.result().unwrap().clone();
    (record, review)
}

/// A legal action at the decision after `index` tokens other than the one played there.
fn another_action(record: &Record<AnyGame>, review: &Review, index: usize) -> AnyAction {
    let Moment::Decision { action, .. } = review.moments[index] else {
        panic!("a decision");
    };
    let mut legal = Vec::new();
    record.position_at(index).legal_actions(&mut legal);
    legal.into_iter().find(|&a| a != action).expect("a choice")
}

#[test]
fn a_point_per_position_and_a_mark_per_token() {
    let (record, review) = reviewed("arsisesi-b;d3,S-1,1-2,end,d6");
    let view = ReviewView::new(&record, &review);
    assert_eq!(view.points.len(), record.tokens().len() + 1);
    assert_eq!(view.marks.len(), record.tokens().len());
    assert!(
        view.points[0].name.starts_with("Start: "),
        "{}",
        view.points[0].name
    );
    assert!(
        view.points[2]
            .name
            .starts_with("Turn 1, after S-1 (best): "),
        "{}",
        view.points[2].name
    );
    for point in &view.points {
        // Both seats' chances, as percentages.
        assert_eq!(point.name.matches('%').count(), 2, "{}", point.name);
    }
    // The throws carry their luck, signed, in the move list, and of a kind that says whether
    // it was good or bad (issue 37: not the colour alone).
    let mark = view.marks[0].clone().expect("a throw's luck");
    let kind = match mark.text.as_bytes()[0] {
        b'+' => MarkKind::Lucky,
        b'-' => MarkKind::Unlucky,
        _ => MarkKind::Even,
    };
    assert_eq!(mark.kind, kind, "{mark:?}");
    assert!(mark.words.starts_with("luck "), "{mark:?}");
    let throws: Vec<MarkKind> = view.marks.iter().flatten().map(|m| m.kind).collect();
    assert!(!throws.contains(&MarkKind::Label), "{throws:?}");
    assert!(view.exact && view.source().contains("exact"));
    assert_eq!(view.seats.len(), 2);
    assert!(view.verdict.ends_with('.'), "{}", view.verdict);
}

#[test]
fn a_blunder_is_a_key_moment_with_the_better_move_in_words() {
    let (record, mut review) = reviewed("arsisesi-b;d3,S-1,1-2,end,d6");
    // Make the second token (a decision with a choice) lose 20 points.
    let other = another_action(&record, &review, 1);
    let Moment::Decision {
        before,
        after,
        legal,
        best,
        ..
    } = &mut review.moments[1]
    else {
        panic!("a decision");
    };
    assert!(*legal > 1);
    *after = before.saturating_sub(20 * POINT);
    // The best action drops nothing by definition (ai::analysis::bookkeeping::drop).
    *best = other;
    let best = *best;
    let view = ReviewView::new(&record, &review);
    assert_eq!(view.key.len(), 1);
    let moment = &view.key[0];
    assert_eq!(
        (moment.index, moment.label, moment.best),
        (1, Label::Blunder, best)
    );
    // Numbered by turns, as the move list shows them: all four tokens are South's first turn.
    assert!(moment.text.starts_with("Turn 1: "), "{}", moment.text);
    assert!(
        view.points[5].name.starts_with("Turn 2, after d6: "),
        "{}",
        view.points[5].name
    );
    assert!(
        moment.text.contains("blunder, -20.0\u{a0}points"),
        "{}",
        moment.text
    );
    let before = record.position_at(1);
    assert!(
        moment.text.contains(&action_words(&before, best)),
        "{}",
        moment.text
    );
    assert_eq!(
        view.marks[1],
        Some(Mark {
            text: "??".into(),
            words: "blunder".into(),
            kind: MarkKind::Label
        })
    );
    assert_eq!(view.points[2].label, Some(Label::Blunder));
}

#[test]
fn key_moments_are_the_largest_drops_in_game_order() {
    let (record, mut review) = reviewed("arsisesi-b;d3,S-1,1-2,end,d6");
    let decisions: Vec<usize> = (0..review.moments.len())
        .filter(|&i| matches!(review.moments[i], Moment::Decision { legal, .. } if legal > 1))
        .collect();
    for (n, &i) in decisions.iter().enumerate() {
        let other = another_action(&record, &review, i);
        if let Moment::Decision {
            before,
            after,
            best,
            ..
        } = &mut review.moments[i]
        {
            *after = before.saturating_sub((6 + n as u32) * POINT);
            *best = other;
        }
    }
    let view = ReviewView::new(&record, &review);
    let listed: Vec<usize> = view.key.iter().map(|k| k.index).collect();
    let mut expected: Vec<usize> = decisions.iter().rev().take(KEY_MOMENTS).copied().collect();
    expected.reverse();
    assert_eq!(listed, expected);
}

#[test]
fn the_time_axis_names_round_turns() {
    let (record, review) = reviewed("arsisesi-b;d3,S-1,1-2,end,d6");
    let view = ReviewView::new(&record, &review);
    // Turn 1 from the first token; turn 2 from the last.
    assert_eq!(view.turn_ticks(), vec![(1, 1), (5, 2)]);
    let mut long = view.clone();
    long.points = (0..=300)
        .map(|index| Point {
            index,
            turn: index / 2,
            ..view.points[0].clone()
        })
        .collect();
    // 150 turns: every 50th, and the first.
    let ticks: Vec<usize> = long.turn_ticks().iter().map(|&(_, turn)| turn).collect();
    assert_eq!(ticks, vec![1, 50, 100, 150]);
    assert_eq!(long.turn_ticks()[1], (100, 50));
}

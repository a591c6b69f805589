//! The review's test set of blunders (issue 54), `tests/ai/blunders.txt`: for every game id,
//! positions with a win at once or a loss at once, each with the blunder played there and every
//! action that wins or defends. For each case the rules' look-ahead
//! (`quintet::ai::analysis::tactics`) must find exactly those actions; the review must label a
//! blunder by the rules a blunder with its fact, and one that leaves a chance of losing at once
//! a mistake or worse; and the hint must play one of the actions listed, all at the budgets and
//! seed the page uses.

use quintet::ai::analysis::bookkeeping::{label, Label};
use quintet::ai::analysis::tactics::{Tactic, Tactics};
use quintet::ai::analysis::{Analyzing, Moment, Reviewing, Turn};
use quintet::core::{Game, Record};
use quintet::games::{AnyGame, GAME_IDS};

/// One line of the test set.
struct Case {
    line: usize,
    position: AnyGame,
    played: String,
    /// The rules' fact, or `None` for a chance of losing at once.
    fact: Option<Tactic>,
    good: Vec<String>,
}

fn cases() -> Vec<Case> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ai/blunders.txt");
    let text = std::fs::read_to_string(path).expect("tests/ai/blunders.txt");
    let mut cases = Vec::new();
    let mut commented = false;
    for (i, line) in text.lines().enumerate() {
        let line_number = i + 1;
        if line.starts_with('#') {
            commented = true;
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        assert!(commented, "line {line_number}: a case without a comment");
        commented = false;
        let fields: Vec<&str> = line.split(' ').collect();
        let [position, played, fact, good] = fields[..] else {
            panic!("line {line_number}: four fields");
        };
        let position = Record::<AnyGame>::parse(position)
            .unwrap_or_else(|e| panic!("line {line_number}: {e:?}"))
            .position()
            .clone();
        let fact = match fact {
            "missed" => Some(Tactic::MissedWin),
            "allowed" => Some(Tactic::AllowedWin),
            "chance" => None,
            other => panic!("line {line_number}: '{other}' is not missed, allowed or chance"),
        };
        cases.push(Case {
            line: line_number,
            position,
            played: played.to_string(),
            fact,
            good: good.split(',').map(str::to_string).collect(),
        });
    }
    cases
}

#[test]
fn every_game_id_has_five_cases_or_more() {
    let cases = cases();
    for id in GAME_IDS {
        let count = cases.iter().filter(|c| c.position.id() == *id).count();
        assert!(count >= 5, "{id}: {count} cases");
    }
}

#[test]
fn the_rules_find_exactly_the_wins_and_defences_listed() {
    for case in cases() {
        let at = format!("line {} ({})", case.line, case.position);
        let tactics = Tactics::of(&case.position).expect(&at);
        let safest = tactics.threats.iter().copied().min().unwrap_or(0);
        // The actions the hint may play: by the rules, or else the safest.
        let listed: Vec<String> = (0..tactics.actions.len())
            .filter(|&i| match case.fact {
                Some(_) => tactics.playable(i),
                None => tactics.threats[i] == safest,
            })
            .map(|i| tactics.actions[i].to_string())
            .collect();
        assert_eq!(listed, case.good, "{at}");
        let played = case.position.parse_action(&case.played).expect(&at);
        assert_eq!(tactics.tactic_of(played), case.fact, "{at}");
        assert_eq!(
            tactics.can_win(),
            case.fact == Some(Tactic::MissedWin),
            "{at}"
        );
        let index = tactics
            .actions
            .iter()
            .position(|&a| a == played)
            .expect(&at);
        if case.fact.is_none() {
            assert!(
                tactics.threats[index] > safest,
                "{at}: a chance of losing at once"
            );
        }
    }
}

#[test]
fn the_review_flags_each_and_the_hint_plays_a_win_or_a_defence() {
    for case in cases() {
        let at = format!("line {} ({})", case.line, case.position);
        let record =
            Record::<AnyGame>::parse(&format!("{};{}", case.position, case.played)).expect(&at);
        let mut review = Reviewing::of(&record, 1);
        while !review.step(u32::MAX) {}
        let moment = review.result().expect(&at).moments[0];
        let Moment::Decision { tactic, best, .. } = moment else {
            panic!("{at}: a decision");
        };
        assert_eq!(tactic, case.fact, "{at}");
        if case.fact.is_some() {
            assert_eq!(label(&moment), Some(Label::Blunder), "{at}: {moment:?}");
            assert!(case.good.contains(&best.to_string()), "{at}: best {best}");
        } else {
            assert!(label(&moment) >= Some(Label::Mistake), "{at}: {moment:?}");
        }
        let mut hint = Analyzing::hint(&case.position, 1);
        while !hint.step(u32::MAX) {}
        let Some(Turn::Decision { best, .. }) = hint.result().map(|a| &a.turn) else {
            panic!("{at}: a decision");
        };
        assert!(case.good.contains(&best.to_string()), "{at}: hint {best}");
    }
}

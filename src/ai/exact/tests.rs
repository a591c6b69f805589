//! The solved table against its own definition: the Bellman equations at every position,
//! independence from the starting values, symmetry between the sides, and perfect play never
//! worse than another legal action.

use super::solve::Graph;
use super::*;
use crate::core::{sample_roll, Record, Rng, Seat};
use crate::games::arsisesi::DEFAULT_LEN;

fn position(text: &str) -> Arsisesi {
    Arsisesi::parse_start(text).expect("a position")
}

#[test]
fn every_value_satisfies_its_bellman_equation() {
    let graph = Graph::walk(DEFAULT_LEN);
    let table = table(DEFAULT_LEN);
    assert_eq!(table.positions(), graph.len());
    let values: Vec<f64> = graph.slots.iter().map(|&at| table.value_at(at)).collect();
    let mut worst = 0.0f64;
    for (i, &value) in values.iter().enumerate() {
        assert!((0.0..=1.0).contains(&value), "position {i}: {value}");
        worst = worst.max((graph.backup(i, &values) - value).abs());
    }
    assert!(worst < 1e-9, "largest Bellman residual {worst}");
}

#[test]
fn the_values_do_not_depend_on_where_the_iteration_starts() {
    let graph = Graph::walk(DEFAULT_LEN);
    let (half, _) = graph.iterate(0.5);
    for initial in [0.0, 1.0] {
        let (other, _) = graph.iterate(initial);
        let gap = half
            .iter()
            .zip(&other)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        assert!(gap < 1e-9, "from {initial}: values differ by {gap}");
    }
}

#[test]
fn finished_positions_are_worth_their_result_and_the_sides_mirror() {
    // South cleared five: won, whoever is to roll.
    assert_eq!(south_value(&position("arsisesi-b:-/7/n5:n")), Some(1.0));
    assert_eq!(south_value(&position("arsisesi-b:s5/7/-:s")), Some(0.0));
    let south_first = south_value(&position("arsisesi-b:s5/7/n5:s")).unwrap();
    let north_first = south_value(&position("arsisesi-b:s5/7/n5:n")).unwrap();
    assert!((south_first + north_first - 1.0).abs() < 1e-9);
    assert!(south_first > 0.5, "moving first is an edge: {south_first}");
    // Another kind of game, or another type, has no exact value.
    let type_a = Arsisesi::parse_start("arsisesi-a").unwrap();
    assert_eq!(south_value(&type_a), None);
}

#[test]
fn the_table_counts_its_positions() {
    let table = table(DEFAULT_LEN);
    // Every position the rules allow (the module documentation counts them) is reachable.
    assert_eq!(table.positions(), 20_030);
    assert_eq!(table.finished(), 80);
    assert!(table.sweeps() > 0);
    // Shorter lanes have fewer positions, and their own table.
    assert!(super::table(5).positions() < table.positions());
    assert_eq!(super::table(5).lane_len(), 5);
}

#[test]
fn perfect_play_never_chooses_a_worse_action_than_another_legal_one() {
    let mut rng = Rng::with_seed(11);
    let mut decisions = 0;
    for _ in 0..60 {
        let mut game = Arsisesi::parse_start("arsisesi-b").unwrap();
        let mut rolls = Vec::new();
        while game.to_act() != ToAct::Over {
            match game.to_act() {
                ToAct::Chance => {
                    rolls.clear();
                    game.rolls(&mut rolls);
                    game.apply_roll_unchecked(sample_roll(&rolls, &mut rng));
                }
                ToAct::Player(seat) => {
                    let values = action_values(&game).expect("a solved decision");
                    let mine = |v: f64| if seat == Seat::South { v } else { 1.0 - v };
                    let best = values.iter().map(|&(_, v)| mine(v)).fold(0.0, f64::max);
                    let chosen = perfect_action(&game).expect("perfect play acts");
                    let chosen_value = values.iter().find(|(a, _)| *a == chosen).unwrap().1;
                    assert!(mine(chosen_value) >= best - 1e-9, "{game}: {chosen}");
                    // The position's own value is its best action's.
                    assert!((mine(south_value(&game).unwrap()) - best).abs() < 1e-9);
                    decisions += 1;
                    // Half the moves perfect, half random, to reach all sorts of positions.
                    let action = if rng.bool() {
                        chosen
                    } else {
                        values[rng.usize(0..values.len())].0
                    };
                    game.apply_unchecked(action);
                }
                ToAct::Over => {}
            }
        }
    }
    assert!(decisions > 1000, "{decisions}");
}

#[test]
fn a_record_of_any_length_is_looked_up() {
    let record = Record::<Arsisesi>::parse("arsisesi-b;d3,S-1,1-2,2-3").unwrap();
    let value = south_value(record.position()).expect("reachable");
    assert!((0.0..=1.0).contains(&value));
}

#[test]
fn the_perfect_level_plays_arsisesi_b_alone_and_beats_random_play() {
    use crate::ai::arena::play_match;
    use crate::ai::Level;
    assert!(Level::Perfect.plays("arsisesi-b"));
    for id in ["senet", "arsisesi-a", "arsisesi-c", "arces-4"] {
        let refused = Level::Perfect.check(id).unwrap_err();
        assert!(
            refused.contains("arsisesi-b") && refused.contains(id),
            "{refused}"
        );
    }
    assert_eq!("perfect".parse::<Level>(), Ok(Level::Perfect));
    let start = Arsisesi::parse_start("arsisesi-b").unwrap();
    let tally = play_match(&start, Level::Perfect, Level::Random, 6, 3, 5000);
    assert_eq!(tally.games(), 6);
    assert_eq!(tally.capped, 0, "perfect play gets on with the game");
    assert!(tally.wins >= 5, "{tally:?}");
}

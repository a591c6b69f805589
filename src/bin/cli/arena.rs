//! `quintet arena`: AI matches between two levels, timed natively; `quintet think`: one decision
//! with what the search saw.

use quintet::ai::arena::{game_seed, play_game, seating, Tally};
use quintet::ai::{choose_after, past, plan, AnySearch, Evaluate, Level, STEP};
use quintet::app::text::Short;
use quintet::core::{Game, Record, ToAct};
use quintet::games::AnyGame;
use std::time::{Duration, Instant};

/// What to play.
pub struct Options {
    /// The game id.
    pub game: String,
    /// The level scored (seated as `quintet::ai::arena` says).
    pub a: Level,
    /// Its opponent.
    pub b: Level,
    /// Games to play.
    pub games: u32,
    /// The match seed.
    pub seed: u64,
    /// The number of the first game played.
    pub from: u32,
    /// Actions and rolls after which a game is stopped and scored as a draw.
    pub max_plies: u32,
    /// Print every game's result and record.
    pub verbose: bool,
    /// Print the running score to standard error after each game.
    pub progress: bool,
}

/// Time spent deciding, per level: wall-clock time, and the CPU time the process got where the
/// system tells it (on a busy machine the wall clock also counts other programs' turns).
#[derive(Default)]
struct Clock {
    decisions: u64,
    total: Duration,
    longest: Duration,
    cpu_total: Duration,
    cpu_longest: Duration,
    cpu_known: bool,
}

impl Clock {
    fn add(&mut self, wall: Duration, cpu: Option<Duration>) {
        self.decisions += 1;
        self.total += wall;
        self.longest = self.longest.max(wall);
        if let Some(cpu) = cpu {
            self.cpu_known = true;
            self.cpu_total += cpu;
            self.cpu_longest = self.cpu_longest.max(cpu);
        }
    }

    fn line(&self, level: Level) -> String {
        let mean = |d: Duration| ms(d) / self.decisions.max(1) as f64;
        let mut line = format!(
            "{level}: {} decisions, wall {:.1} ms mean, {:.1} ms longest",
            self.decisions,
            mean(self.total),
            ms(self.longest)
        );
        if self.cpu_known {
            line += &format!(
                "; CPU {:.1} ms mean, {:.1} ms longest",
                mean(self.cpu_total),
                ms(self.cpu_longest)
            );
        }
        line
    }
}

/// How often a level's decisions with a choice were optimal, where the game is solved exactly
/// (Arsisesi B): Strong's accuracy against perfect play.
#[derive(Default)]
struct Accuracy {
    decisions: u64,
    optimal: u64,
    /// Sum of the mover's result lost against the best action (0–1 per decision).
    lost: f64,
}

impl Accuracy {
    /// Rates `chosen` against the exact values of the legal actions (the mover's results).
    fn add<A: PartialEq>(&mut self, values: &[(A, f64)], chosen: &A) {
        let best = values.iter().map(|v| v.1).fold(f64::NEG_INFINITY, f64::max);
        let Some(&(_, value)) = values.iter().find(|(a, _)| a == chosen) else {
            return;
        };
        self.decisions += 1;
        self.lost += best - value;
        if value >= best - quintet::ai::exact::TIE {
            self.optimal += 1;
        }
    }

    fn line(&self, level: Level) -> Option<String> {
        (self.decisions > 0).then(|| {
            let n = self.decisions as f64;
            format!(
                "{level}: {} decisions with a choice, {:.1}% optimal, mean loss {:.3} points per \
                 decision",
                self.decisions,
                100.0 * self.optimal as f64 / n,
                100.0 * self.lost / n
            )
        })
    }
}

/// CPU time this thread has run, from Linux's `/proc/thread-self/schedstat` (nanoseconds on
/// the CPU come first); `None` where that file does not exist.
fn cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Plays the match and prints the report.
pub fn run(options: &Options) -> Result<(), String> {
    let start = AnyGame::new(&options.game).map_err(|e| e.short())?;
    options.a.check(&options.game)?;
    options.b.check(&options.game)?;
    match &start {
        AnyGame::Senet(g) => run_on(g, options),
        AnyGame::Seesaw(g) => run_on(g, options),
        AnyGame::Arces(g) => run_on(g, options),
        AnyGame::Arsisesi(g) => run_on(g, options),
        AnyGame::Zanstrekt(g) => run_on(g, options),
    }
    Ok(())
}

/// The match on the concrete game type, so that the search runs without dispatch.
fn run_on<G: Evaluate>(start: &G, options: &Options) {
    let (a, b) = (options.a, options.b);
    println!(
        "{}: {a} against {b}, {} games, seed {}, ply cap {}",
        options.game, options.games, options.seed, options.max_plies
    );
    let mut tally = Tally::default();
    // Index 0 times level a, index 1 level b (the same level twice shares a clock each).
    let mut clocks = [Clock::default(), Clock::default()];
    let mut accuracy = [Accuracy::default(), Accuracy::default()];
    for i in options.from..options.from.saturating_add(options.games) {
        let (levels, a_seat) = seating(start.seats(), i, a, b);
        let mut decide = |game: &G, turn_starts: &[G], level: Level, seed: u64| {
            let to_move = match game.to_act() {
                quintet::core::ToAct::Player(seat) => seat,
                _ => a_seat,
            };
            let (began, cpu_began) = (Instant::now(), cpu_time());
            let action = choose_after(game, turn_starts, level, seed);
            let spent = began.elapsed();
            let cpu = cpu_time()
                .zip(cpu_began)
                .map(|(end, start)| end.saturating_sub(start));
            let side = usize::from(to_move != a_seat);
            clocks[side].add(spent, cpu);
            // Outside the timed span: the exact values of a solved game, to rate the choice.
            if let (Some(values), Some(chosen)) = (game.solved_actions(), &action) {
                if values.len() > 1 {
                    accuracy[side].add(&values, chosen);
                }
            }
            action
        };
        let played = play_game(
            start,
            levels,
            game_seed(options.seed, i),
            options.max_plies,
            &mut decide,
        );
        tally.add(played.outcome, a_seat, played.plies);
        if options.progress {
            eprintln!(
                "after {} of {} games: {a} {} won, {} drawn, {} lost",
                i + 1 - options.from,
                options.games,
                tally.wins,
                tally.draws,
                tally.losses
            );
        }
        if options.verbose {
            let result = played
                .outcome
                .map_or("stopped at the ply cap".to_string(), |o| o.to_string());
            let mut record = Record::new(start.clone());
            for &token in &played.tokens {
                // The tokens were played from this start, so they replay.
                let _ = record.push(token);
            }
            println!(
                "game {i}: {a} as {}, {result}, {} plies: {}",
                start.seat_name(a_seat),
                played.plies,
                record
            );
        }
    }
    let (low, high) = tally.interval();
    println!(
        "{a}: {} won, {} drawn, {} lost; score {:.3} (95% Wilson interval {:.3}–{:.3})",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.score(),
        low,
        high
    );
    println!(
        "stopped at the ply cap (counted as draws): {}",
        tally.capped
    );
    println!(
        "plies per game: {:.1}",
        tally.plies as f64 / f64::from(tally.games().max(1))
    );
    println!("time per decision: {}", clocks[0].line(a));
    println!("time per decision: {}", clocks[1].line(b));
    for (rated, level) in accuracy.iter().zip([a, b]) {
        if let Some(line) = rated.line(level) {
            println!("accuracy against perfect play: {line}");
        }
    }
}

/// Shows the action `level` chooses at the end of `record` (what `choose_after` plays with this
/// seed, the record's turn starts remembered), the search's most visited root actions on
/// standard error, and the time taken. Random, and positions with a single legal action, do not
/// search.
pub fn think(record: &Record<AnyGame>, level: Level, seed: u64) -> Result<(), String> {
    let game = record.position();
    let turn_starts = past::turn_starts(record);
    level.check(game.id())?;
    let ToAct::Player(seat) = game.to_act() else {
        return Err(
            "nobody is to act in this position (a roll is due, or the game is over)".into(),
        );
    };
    let plan = plan(game, level);
    let (began, cpu_began) = (Instant::now(), cpu_time());
    let (action, search) = match &plan {
        // `choose_after` on `AnyGame` rather than `choose_any`: it also plays Perfect.
        None => (choose_after(game, &turn_starts, level, seed), None),
        Some(plan) => {
            // The search `choose_after` runs, kept to show its statistics.
            let mut search = AnySearch::new(game, plan.config, seed);
            search.remember(&turn_starts);
            while !search.step(plan, STEP) {}
            (search.decision(plan, seed), Some(search))
        }
    };
    let wall = began.elapsed();
    let cpu = cpu_time()
        .zip(cpu_began)
        .map(|(end, start)| end.saturating_sub(start));
    let action = action.ok_or("no action found")?;
    println!("{action}");
    if let Some(search) = &search {
        let mut stats = search.root_stats();
        stats.sort_by_key(|s| std::cmp::Reverse(s.visits));
        for s in stats.iter().take(8) {
            eprintln!(
                "{:>10} {:>8} visits, mean {:.3}",
                s.action, s.visits, s.mean
            );
        }
    }
    let mut timing = format!(
        "{level} for {}: wall {:.1} ms",
        game.seat_name(seat),
        ms(wall)
    );
    if let Some(cpu) = cpu {
        timing += &format!(", CPU {:.1} ms", ms(cpu));
    }
    if let (Some(plan), Some(search)) = (plan, &search) {
        timing += &format!(
            ", {} of {} iterations",
            search.iterations(),
            plan.iterations
        );
    }
    eprintln!("{timing}");
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

//! `quintet bench`: random playouts and plies per second for each game id, timed natively, or with
//! `--ai` the AI's search iterations per second.
//!
//! Each id runs [`quintet::bench::batch`]es 0, 1, 2, … (seeded from `--seed`) until `--seconds`
//! have passed, after a warm-up of the same batches for a fifth of that time. `--raw` prints what
//! the wasm benchmark (`scripts/bench.mjs`) needs to replay exactly the same batches.
//!
//! `--ai` times a fixed amount of work instead ([`quintet::bench::ai_searches`]): one search of
//! the Strong level's settings from each of [`quintet::bench::AI_PLIES`]' positions, after a
//! warm-up of the same searches at a tenth of the iterations. `--raw` prints the searches' digest,
//! which the wasm benchmark checks.
//!
//! Rates are per wall-clock second by default. On a busy machine `--clock cpu` divides by the time
//! the benchmarking thread actually ran instead (Linux's `/proc/thread-self/schedstat`), which is
//! what the same run would take on an idle core.

use quintet::app::text::Short;
use quintet::bench::{
    ai_positions, ai_searches, ai_settings, batch, batch_seed, playouts, Playouts, BATCH,
};
use quintet::games::{AnyGame, GAME_IDS};
use std::time::{Duration, Instant};

/// Which time rates are divided by.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Clock {
    /// Wall-clock time.
    Wall,
    /// Time the benchmarking thread ran on a CPU (Linux only).
    Cpu,
}

/// What `quintet bench` was asked to do.
pub struct Options {
    /// Timed seconds per game id.
    pub seconds: f64,
    /// The run's seed (batch `k` uses `batch_seed(seed, k)`).
    pub seed: u64,
    /// Game ids to measure; all when empty.
    pub ids: Vec<String>,
    /// One tab-separated line per id: id, seed, batches, games, plies, wall and CPU seconds.
    pub raw: bool,
    /// The time rates are divided by.
    pub clock: Clock,
    /// Go through `AnyGame` at every ply instead of the concrete game (for comparison).
    pub via_any_game: bool,
    /// Time the AI's search instead of random playouts.
    pub ai: Option<Ai>,
    /// Time a review of each id's typical game instead.
    pub review: bool,
    /// Time solving Arsisesi B instead (this many times).
    pub exact: Option<u32>,
    /// With `exact`: also measure the search against the exact values at this many positions.
    pub calibrate: Option<u32>,
}

/// What `quintet bench --ai` was asked to do.
pub struct Ai {
    /// Iterations per search; the Strong budget of each game id when `None`.
    pub iterations: Option<u32>,
}

/// Runs the benchmark and prints one line per game id.
pub fn run(options: &Options) -> Result<(), String> {
    if !(options.seconds.is_finite() && options.seconds > 0.0 && options.seconds <= 600.0) {
        return Err(format!(
            "--seconds must be above 0 and at most 600, not {}",
            options.seconds
        ));
    }
    let ids: Vec<&str> = if options.ids.is_empty() {
        GAME_IDS.to_vec()
    } else {
        options.ids.iter().map(String::as_str).collect()
    };
    let starts = ids
        .iter()
        .map(|id| AnyGame::new(id).map_err(|e| e.short()))
        .collect::<Result<Vec<_>, _>>()?;
    if options.clock == Clock::Cpu && thread_cpu_time().is_none() {
        return Err("--clock cpu needs /proc/thread-self/schedstat (Linux)".to_string());
    }
    if let Some(ai) = &options.ai {
        return run_ai(options, ai, &ids, &starts);
    }
    if options.review {
        return super::bench_analysis::reviews(&ids, options.seed, options.raw, options.clock);
    }
    if let Some(repeat) = options.exact {
        super::bench_analysis::exact(
            quintet::games::arsisesi::DEFAULT_LEN,
            repeat,
            options.raw,
            options.clock,
        );
        if let Some(positions) = options.calibrate {
            super::bench_analysis::calibration(positions, options.seed);
        }
        return Ok(());
    }
    let timed = Duration::from_secs_f64(options.seconds);
    for (id, start) in ids.iter().zip(&starts) {
        let play = |k: u64| {
            if options.via_any_game {
                playouts(start, BATCH, batch_seed(options.seed, k))
            } else {
                batch(start, options.seed, k)
            }
        };
        measure(&play, timed / 5);
        let (batches, done, wall, cpu) = measure(&play, timed);
        let cpu = cpu.map_or(f64::NAN, |t| t.as_secs_f64());
        if options.raw {
            println!(
                "{id}\t{}\t{batches}\t{}\t{}\t{:.6}\t{cpu:.6}",
                options.seed,
                done.games,
                done.plies,
                wall.as_secs_f64()
            );
        } else {
            let seconds = match options.clock {
                Clock::Wall => wall.as_secs_f64(),
                Clock::Cpu => cpu,
            };
            println!(
                "{id:<10}  native {:>7.0} playouts/s  {:>6} plies/s",
                done.games as f64 / seconds,
                si(done.plies as f64 / seconds)
            );
        }
    }
    Ok(())
}

/// `quintet bench --ai`: one line per game id.
fn run_ai(options: &Options, ai: &Ai, ids: &[&str], starts: &[AnyGame]) -> Result<(), String> {
    if ai.iterations == Some(0) {
        return Err("--iterations must be at least 1".to_string());
    }
    for (id, start) in ids.iter().zip(starts) {
        let (budget, config) = ai_settings(id);
        let iterations = ai.iterations.unwrap_or(budget);
        // The positions are found inside the timed span, as the wasm side must (they cost
        // microseconds beside the searches).
        let searches =
            |n: u32| ai_searches(&ai_positions(start, options.seed), config, n, options.seed);
        searches((iterations / 10).max(1));
        let cpu = thread_cpu_time();
        let clock = Instant::now();
        let done = searches(iterations);
        let wall = clock.elapsed().as_secs_f64();
        let cpu = cpu
            .zip(thread_cpu_time())
            .map_or(f64::NAN, |(a, b)| b.saturating_sub(a).as_secs_f64());
        if options.raw {
            println!(
                "{id}\t{}\t{iterations}\t{done}\t{wall:.6}\t{cpu:.6}",
                options.seed
            );
        } else {
            let seconds = match options.clock {
                Clock::Wall => wall,
                Clock::Cpu => cpu,
            };
            println!(
                "{id:<10}  native {:>7.0} iterations/s  ({} searches of {iterations}, {} nodes)",
                done.iterations as f64 / seconds,
                done.searches,
                done.nodes
            );
        }
    }
    Ok(())
}

/// Plays batches 0, 1, 2, … until `budget` of wall-clock time has passed; returns the batches,
/// the work, the wall-clock time and the thread's CPU time.
fn measure(
    play: &impl Fn(u64) -> Playouts,
    budget: Duration,
) -> (u64, Playouts, Duration, Option<Duration>) {
    let cpu = thread_cpu_time();
    let clock = Instant::now();
    let mut done = Playouts::default();
    let mut k = 0;
    loop {
        done += play(k);
        k += 1;
        let elapsed = clock.elapsed();
        if elapsed >= budget {
            let ran = cpu.zip(thread_cpu_time()).map(|(a, b)| b.saturating_sub(a));
            return (k, done, elapsed, ran);
        }
    }
}

/// Time this thread has run on a CPU: the first field of `/proc/thread-self/schedstat`, in
/// nanoseconds. `None` where there is no such file.
pub(super) fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// A rate with an SI suffix: `5.3M`, `812.4k`.
fn si(x: f64) -> String {
    if x >= 1e9 {
        format!("{:.1}G", x / 1e9)
    } else if x >= 1e6 {
        format!("{:.1}M", x / 1e6)
    } else if x >= 1e3 {
        format!("{:.1}k", x / 1e3)
    } else {
        format!("{x:.0}")
    }
}

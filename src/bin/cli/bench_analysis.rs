//! `quintet bench --review` and `--exact`: the analysis benchmarks, timed natively. The wasm
//! side (`scripts/bench.sh --review`, `--exact`) replays the same work from the raw lines.
//!
//! `--review` plays each id's typical game ([`quintet::bench::review_game`]: game 0 of the
//! arena's Strong-against-Easy match, not timed) and times its review at the review budget, as
//! `quintet review` and the page run it, after a warm-up on the record's first tenth. `--exact`
//! times solving Arsisesi B afresh.

use super::bench::{thread_cpu_time, Clock};
use quintet::bench::{calibrate, review, review_game, solve};
use std::time::Instant;

/// Times `work` on the wall clock and on this thread's CPU clock (NaN where unknown).
fn timed<T>(work: impl FnOnce() -> T) -> (T, f64, f64) {
    let cpu = thread_cpu_time();
    let clock = Instant::now();
    let done = work();
    let wall = clock.elapsed().as_secs_f64();
    let cpu = cpu
        .zip(thread_cpu_time())
        .map_or(f64::NAN, |(a, b)| b.saturating_sub(a).as_secs_f64());
    (done, wall, cpu)
}

/// `quintet bench --review`: one line per game id.
pub fn reviews(ids: &[&str], seed: u64, raw: bool, clock: Clock) -> Result<(), String> {
    for id in ids {
        let record = review_game(id, seed)?;
        // Warm-up as the wasm side does (which also solves Arsisesi B's table, timed apart by
        // `--exact`): a review of the record's first tenth.
        let mut start = record.clone();
        start.truncate(record.tokens().len().div_ceil(10));
        review(&start, seed);
        let (done, wall, cpu) = timed(|| review(&record, seed));
        let plies = record.tokens().len();
        if raw {
            println!("{id}\t{seed}\t{plies}\t{done}\t{wall:.6}\t{cpu:.6}\t{record}");
        } else {
            let seconds = if clock == Clock::Cpu { cpu } else { wall };
            println!(
                "{id:<10}  {plies:>4} plies, {:>4} positions analysed, {:>10} iterations: \
                 native {seconds:.2} s",
                done.positions, done.iterations
            );
        }
    }
    Ok(())
}

/// `quintet bench --exact --calibrate N`: the search's analysis of N Arsisesi B decisions
/// against the exact values.
pub fn calibration(positions: u32, seed: u64) {
    let c = calibrate(positions, seed);
    println!(
        "arsisesi-b, {} decisions analysed by search at the hint budget: win chance off the \
         exact one by {:.2} points on average ({:+.2} points bias), best action exactly best \
         in {:.1}%, losing {:.3} points on average",
        c.positions,
        c.mean_error,
        c.mean_bias,
        100.0 * c.optimal,
        c.mean_loss
    );
}

/// `quintet bench --exact`: solves Arsisesi B `repeat` times and prints each time.
pub fn exact(len: u8, repeat: u32, raw: bool, clock: Clock) {
    for _ in 0..repeat.max(1) {
        let (done, wall, cpu) = timed(|| solve(len));
        if raw {
            println!("{len}\t{done}\t{wall:.6}\t{cpu:.6}");
        } else {
            let seconds = if clock == Clock::Cpu { cpu } else { wall };
            let table = quintet::ai::exact::table(len);
            println!(
                "arsisesi-b, lanes of {len}: {} positions ({} finished), {} sweeps, native \
                 {:.1} ms; table {} bytes in memory, {} bytes as 32-bit values",
                done.positions,
                done.finished,
                done.sweeps,
                seconds * 1000.0,
                table.bytes(),
                done.positions * 4
            );
        }
    }
}

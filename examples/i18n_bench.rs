//! Message formatting speed, natively: Quintet's catalog reader (`quintet::i18n`) against the
//! reference implementation, `fluent-bundle`, on the same work: every English message with its
//! variables set to 1, then 3, for S seconds each. Prints messages per second for both and their
//! ratio (`--raw`: tab-separated, for `scripts/bench.mjs --i18n`, which times the wasm build).
//!
//! `cargo run --release --example i18n_bench -- [--seconds S] [--clock wall|cpu] [--raw]`
//! (`--clock cpu`: per second this thread ran on a CPU, Linux, for busy machines). An example
//! because
//! `fluent-bundle` is a dev-dependency, never part of the page or the command-line tool; it
//! compiles to nothing for wasm32.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
    use quintet::i18n::{bench_format, bench_messages, ENGLISH};
    use std::time::Instant;

    // Seconds since `start` on the chosen clock: wall-clock, or this thread's CPU time.
    fn thread_cpu() -> f64 {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split(' ').next()?.parse::<f64>().ok())
            .map_or(f64::NAN, |ns| ns / 1e9)
    }

    let args: Vec<String> = std::env::args().collect();
    let seconds: f64 = args
        .iter()
        .position(|a| a == "--seconds")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let raw = args.iter().any(|a| a == "--raw");
    let cpu = args.windows(2).any(|w| w[0] == "--clock" && w[1] == "cpu");
    let wall = Instant::now();
    let now = move || {
        if cpu {
            thread_cpu()
        } else {
            wall.elapsed().as_secs_f64()
        }
    };
    let messages = bench_messages();

    // Rounds of every message until `seconds` have passed (after a warm-up of a fifth of that).
    let rate = |format: &mut dyn FnMut(u32) -> u64| {
        for warm in [seconds / 5.0, seconds] {
            let start = now();
            let mut rounds = 0u64;
            let mut written = 0;
            while now() - start < warm {
                written += format(2);
                rounds += 2;
            }
            if warm == seconds {
                let per_second = (rounds * messages.len() as u64) as f64 / (now() - start);
                return (per_second, written);
            }
        }
        unreachable!()
    };

    let (ours, _) = rate(&mut |rounds| bench_format(&messages, rounds));

    let resource = FluentResource::try_new(ENGLISH.to_string()).expect("English reads");
    let mut bundle = FluentBundle::new(vec!["en".parse().expect("a language id")]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("no duplicates");
    let (theirs, _) = rate(&mut |rounds| {
        let mut written = 0u64;
        for round in 0..rounds {
            let n = if round % 2 == 0 { 1 } else { 3 };
            for (key, variables) in &messages {
                let mut fluent_args = FluentArgs::new();
                for v in variables {
                    fluent_args.set(v.as_str(), FluentValue::from(n));
                }
                let pattern = bundle.get_message(key).and_then(|m| m.value());
                let mut errors = Vec::new();
                if let Some(pattern) = pattern {
                    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                    written += text.len() as u64;
                }
            }
        }
        written
    });

    if raw {
        println!("{}\t{ours:.0}\t{theirs:.0}", messages.len());
    } else {
        println!(
            "{} English messages, {seconds} s each, natively:",
            messages.len()
        );
        println!("  quintet::i18n   {ours:>12.0} messages/s");
        println!("  fluent-bundle   {theirs:>12.0} messages/s");
        println!("  ours ÷ fluent   {:>12.2}", ours / theirs);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

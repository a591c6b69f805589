//! `quintet hint` and `quintet review`: the page's analysis jobs ([`Work`], the same library
//! calls and seeds the worker runs), printed as text. The numbers are read back from the
//! worker's reply text, so what is printed is exactly what the page receives.

use quintet::ai::analysis::bookkeeping::{self, Label};
use quintet::ai::analysis::{PositionAnalysis, Review, Turn};
use quintet::ai::job::analysis::{AnalysisReply, AnalysisRequest, Ask, Work};
use quintet::ai::job::wire::{parse_hint, parse_review};
use quintet::app::analysis::{fact_words, label_word, percent, points_text, summary_sentence};
use quintet::core::{Game, Record};
use quintet::games::AnyGame;
use std::time::Instant;

/// Iterations per slice between progress reports on standard error.
const SLICE: u32 = 20_000;

/// Runs the job for `record` and returns the reply's payload.
fn run(record: &Record<AnyGame>, ask: Ask, seed: u64, progress: bool) -> Result<String, String> {
    let request = AnalysisRequest {
        job: 1,
        ask,
        seed,
        record: record.clone(),
    };
    let mut work = Work::new(&request);
    let began = Instant::now();
    let mut shown = None;
    let reply = loop {
        if let Some(reply) = work.step(SLICE) {
            break reply;
        }
        let (done, total) = work.progress();
        if progress && shown != Some(done) {
            shown = Some(done);
            eprint!("\rreviewed {done} of {total} positions");
        }
    };
    if progress {
        let (_, total) = work.progress();
        eprintln!(
            "\rreviewed {total} positions in {:.1} s",
            began.elapsed().as_secs_f64()
        );
    }
    match AnalysisReply::parse(&reply) {
        Some(AnalysisReply::Hint(_, text) | AnalysisReply::Review(_, text)) => Ok(text),
        Some(AnalysisReply::Failed(_, why)) => Err(why),
        _ => Err(format!("unreadable reply: {reply}")),
    }
}

/// `quintet hint`: the best action and every seat's win chance where `record` leads.
pub fn hint(record: &Record<AnyGame>, seed: u64) -> Result<(), String> {
    let game = record.position();
    let analysis: PositionAnalysis = parse_hint(&run(record, Ask::Hint, seed, false)?, game)?;
    let source = if analysis.exact { "exact" } else { "search" };
    let chances: Vec<String> = game
        .seats()
        .iter()
        .map(|&s| {
            format!(
                "{} {}",
                game.seat_name(s),
                percent(analysis.chances[s.index()])
            )
        })
        .collect();
    match &analysis.turn {
        Turn::Over => println!("game over: {}", chances.join(", ")),
        Turn::Decision {
            seat,
            best,
            actions,
        } => {
            let best_chance = analysis.action_chance(*best).unwrap_or(0);
            println!(
                "best: {best} ({} {})",
                game.seat_name(*seat),
                percent(best_chance)
            );
            println!("win chances ({source}): {}", chances.join(", "));
            let mut sorted = actions.clone();
            sorted.sort_by_key(|a| std::cmp::Reverse((a.chance, a.visits)));
            for a in sorted {
                let visits = if analysis.exact {
                    String::new()
                } else {
                    format!("  {} visits", a.visits)
                };
                println!(
                    "  {:<10} {:>6}{visits}",
                    a.action.to_string(),
                    percent(a.chance)
                );
            }
        }
        Turn::Throw { seat, rolls } => {
            println!("{} to throw", game.seat_name(*seat));
            println!("win chances ({source}): {}", chances.join(", "));
            for r in rolls {
                println!(
                    "  {:<4} weight {:<2} {} {}",
                    r.roll.to_string(),
                    r.weight,
                    game.seat_name(*seat),
                    percent(r.chances[seat.index()])
                );
            }
        }
    }
    Ok(())
}

/// `quintet review`: one line per token, then each player's figures and the verdict.
pub fn review(record: &Record<AnyGame>, seed: u64) -> Result<(), String> {
    let game = record.start();
    let review: Review = parse_review(&run(record, Ask::Review, seed, true)?, record)?;
    let source = if review.exact {
        "exact values"
    } else {
        "search estimates"
    };
    println!("review of {} ({source})", game.id());
    println!(
        "{:>4}  {:<7} {:<10} {:>7} {:>7}  {:<10} note",
        "#", "seat", "move", "before", "after", "best"
    );
    for (i, moment) in review.moments.iter().enumerate() {
        match *moment {
            bookkeeping_moment @ quintet::ai::analysis::Moment::Decision {
                seat,
                action,
                best,
                before,
                after,
                tactic,
                ..
            } => {
                let mut note = bookkeeping::label(&bookkeeping_moment)
                    .map_or_else(|| "forced".to_string(), label_word);
                if let Some(fact) = tactic {
                    note = format!("{note}: {}", fact_words(fact));
                }
                let best = if best == action {
                    String::new()
                } else {
                    best.to_string()
                };
                println!(
                    "{:>4}  {:<7} {:<10} {:>7} {:>7}  {best:<10} {note}",
                    i + 1,
                    game.seat_name(seat),
                    action.to_string(),
                    percent(before),
                    percent(after),
                );
            }
            throw @ quintet::ai::analysis::Moment::Roll {
                seat,
                roll,
                after,
                expected,
            } => {
                let luck = bookkeeping::luck(&throw).unwrap_or(0);
                println!(
                    "{:>4}  {:<7} {:<10} {:>7} {:>7}  {:<10} luck {}",
                    i + 1,
                    game.seat_name(seat),
                    roll.to_string(),
                    percent(expected),
                    percent(after),
                    "",
                    points_text(luck)
                );
            }
        }
    }
    let summary = review.summary(game.seats());
    for row in &summary.seats {
        let labels: Vec<String> = Label::ALL
            .iter()
            .map(|&l| format!("{} {}", row.labels[l.index()], label_word(l)))
            .collect();
        let mut line = format!(
            "{}: {} decisions, mean loss {} ({})",
            game.seat_name(row.seat),
            row.decisions,
            points_text(i64::from(row.mean_loss())).trim_start_matches('+'),
            labels.join(", ")
        );
        if row.throws > 0 {
            line += &format!("; {} throws, luck {}", row.throws, points_text(row.luck));
        }
        println!("{line}");
    }
    println!("{}", summary_sentence(&summary, game));
    Ok(())
}

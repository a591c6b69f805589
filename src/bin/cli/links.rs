//! `quintet links`: how long whole-game links are, plain and compact (docs/notation.md,
//! "Compact game records"), for games the computer plays against itself at each level asked for.
//!
//! Game `i` of a level is played with every seat at that level from the seed
//! `quintet::ai::arena::game_seed(seed, i)`, as `quintet arena` seeds its games, and capped at
//! 5,000 plies like them. A link is `--base`, `#` and the record, as the page's Share game copies it.
//! `--jobs J` plays J games at a time on threads; every game keeps its own seed, so the figures
//! are the same.

use quintet::ai::arena::{game_seed, play_game};
use quintet::ai::{choose_after, Evaluate, Level};
use quintet::app::text::Short;
use quintet::core::Record;
use quintet::games::{AnyGame, GAME_IDS};

/// What to measure.
pub struct Options {
    /// Game ids; all when empty.
    pub ids: Vec<String>,
    /// The levels, each playing every seat of its games.
    pub levels: Vec<Level>,
    /// Games per id and level.
    pub games: u32,
    /// The seed of the games.
    pub seed: u64,
    /// The page's address the links start with.
    pub base: String,
    /// A Markdown table instead of aligned columns.
    pub markdown: bool,
    /// Each game's lengths on standard error as it ends.
    pub progress: bool,
    /// Games played at once, on threads of their own.
    pub jobs: u32,
}

/// The lengths of one id's games at one level, in characters.
#[derive(Default)]
struct Lengths {
    tokens: Vec<usize>,
    plain: Vec<usize>,
    compact: Vec<usize>,
}

/// Plays the games and prints one row per id and level.
pub fn run(options: &Options) -> Result<(), String> {
    let ids: Vec<String> = if options.ids.is_empty() {
        GAME_IDS.iter().map(|id| id.to_string()).collect()
    } else {
        options.ids.clone()
    };
    if options.games == 0 {
        return Err("--games must be at least 1".into());
    }
    if options.jobs == 0 {
        return Err("--jobs must be at least 1".into());
    }
    let starts = ids
        .iter()
        .map(|id| AnyGame::new(id).map_err(|e| e.short()))
        .collect::<Result<Vec<_>, _>>()?;
    let header = [
        "Game id",
        "Players",
        "Games",
        "Tokens, median",
        "Plain link, median",
        "Plain, longest",
        "Compact link, median",
        "Compact, longest",
        "Compact ÷ plain (medians)",
    ];
    if options.markdown {
        println!("| {} |", header.join(" | "));
        println!("|---|---|{}", "--:|".repeat(header.len() - 2));
    } else {
        println!("{}", header.join("\t"));
    }
    for (id, start) in ids.iter().zip(&starts) {
        for &level in &options.levels {
            let lengths = match start {
                AnyGame::Senet(g) => measure(g, id, level, options),
                AnyGame::Seesaw(g) => measure(g, id, level, options),
                AnyGame::Arces(g) => measure(g, id, level, options),
                AnyGame::Arsisesi(g) => measure(g, id, level, options),
                AnyGame::Zanstrekt(g) => measure(g, id, level, options),
            };
            let (plain, compact) = (median(&lengths.plain), median(&lengths.compact));
            let cells = [
                if options.markdown {
                    format!("`{id}`")
                } else {
                    id.clone()
                },
                format!("{level} vs {level}"),
                options.games.to_string(),
                median(&lengths.tokens).to_string(),
                plain.to_string(),
                longest(&lengths.plain).to_string(),
                compact.to_string(),
                longest(&lengths.compact).to_string(),
                format!("{:.1}%", 100.0 * compact as f64 / plain.max(1) as f64),
            ];
            if options.markdown {
                println!("| {} |", cells.join(" | "));
            } else {
                println!("{}", cells.join("\t"));
            }
        }
    }
    Ok(())
}

/// Plays `options.games` games of `start` with `level` in every seat, on the concrete game type
/// so that the search runs without dispatch; `options.jobs` threads take every `jobs`th game, and
/// each game's seed is its number's, so the lengths are the same for any number of jobs.
fn measure<G: Evaluate + Send + Sync>(
    start: &G,
    id: &str,
    level: Level,
    options: &Options,
) -> Lengths {
    let jobs = options.jobs.min(options.games);
    let mut played: Vec<(u32, usize, usize, usize)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..jobs)
            .map(|job| {
                scope.spawn(move || {
                    (job..options.games)
                        .step_by(jobs as usize)
                        .map(|i| {
                            let (tokens, plain, compact) = one_game(start, id, level, options, i);
                            (i, tokens, plain, compact)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        threads
            .into_iter()
            // A game that panicked is a bug to see, not a game to leave out of the table.
            .flat_map(|t| {
                t.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    played.sort_unstable();
    let mut lengths = Lengths::default();
    for (_, tokens, plain, compact) in played {
        lengths.tokens.push(tokens);
        lengths.plain.push(plain);
        lengths.compact.push(compact);
    }
    lengths
}

/// Game `i` of `level` from `start`: its tokens and its link's lengths, plain and compact.
fn one_game<G: Evaluate>(
    start: &G,
    id: &str,
    level: Level,
    options: &Options,
    i: u32,
) -> (usize, usize, usize) {
    let link = |record: &str| options.base.chars().count() + 1 + record.chars().count();
    let played = play_game(
        start,
        [level; 4],
        game_seed(options.seed, i),
        5000,
        &mut choose_after,
    );
    // From the id, as the page writes it (`seesaw-4;…`, not the position).
    let mut record = Record::<G>::from_id(id).unwrap_or_else(|_| Record::new(start.clone()));
    for &token in &played.tokens {
        // The tokens were played from this start, so they replay.
        let _ = record.push(token);
    }
    let (plain, compact) = (link(&record.to_string()), link(&record.to_compact()));
    if options.progress {
        eprintln!(
            "{id} {level}: game {} of {}, {} tokens, plain {plain}, compact {compact}",
            i + 1,
            options.games,
            played.tokens.len()
        );
    }
    (played.tokens.len(), plain, compact)
}

/// The middle value (the upper of the two middle ones for an even count).
fn median(values: &[usize]) -> usize {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.get(sorted.len() / 2).copied().unwrap_or(0)
}

fn longest(values: &[usize]) -> usize {
    values.iter().copied().max().unwrap_or(0)
}

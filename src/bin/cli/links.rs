//! `quintet links`: how long whole-game links are, plain and compact (NOTATION.md, "Compact game
//! records"), for games the computer plays against itself at each level asked for.
//!
//! Game `i` of a level is played with every seat at that level from the seed
//! `quintet::ai::arena::game_seed(seed, i)`, as `quintet arena` seeds its games, and capped at
//! 5,000 plies like them. A link is `--base`, `#` and the record, as the page's Share game copies it.

use quintet::ai::arena::{game_seed, play_game};
use quintet::ai::{choose, Evaluate, Level};
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
    let starts = ids
        .iter()
        .map(|id| AnyGame::new(id).map_err(|e| e.to_string()))
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
/// so that the search runs without dispatch.
fn measure<G: Evaluate>(start: &G, id: &str, level: Level, options: &Options) -> Lengths {
    let mut lengths = Lengths::default();
    let link = |record: &str| options.base.chars().count() + 1 + record.chars().count();
    for i in 0..options.games {
        let played = play_game(
            start,
            [level; 4],
            game_seed(options.seed, i),
            5000,
            &mut |game: &G, level, seed| choose(game, level, seed),
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
        lengths.tokens.push(played.tokens.len());
        lengths.plain.push(plain);
        lengths.compact.push(compact);
    }
    lengths
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

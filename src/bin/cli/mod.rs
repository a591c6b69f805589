//! Argument parsing and the commands of `quintet`.

mod analysis;
mod arena;
mod bench;
mod bench_analysis;
mod lessons;
mod links;
mod remote;

use clap::{Parser, Subcommand};
use quintet::ai::Level;
use quintet::app::embed::highlight_spots;
use quintet::app::refusal;
use quintet::app::text::Short;
use quintet::core::{perft, Game, Record, ToAct};
use quintet::games::{AnyGame, GAME_IDS};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "quintet", version, about = "Quintet's rules, notation and tools", long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the legal actions (or, at a chance point, the rolls with weights) where a record leads.
    /// Every command that takes a record takes it plain or compact.
    Moves {
        /// A record: a game id or position, then `;` and comma-separated tokens.
        record: String,
    },
    /// Print the position a record reaches.
    Play {
        /// A record: a game id or position, then `;` and comma-separated tokens.
        record: String,
    },
    /// Count the nodes DEPTH plies below where a record leads (every roll counts once).
    Perft {
        /// A record: a game id or position, then `;` and comma-separated tokens.
        record: String,
        /// Plies to count (actions and rolls).
        depth: u32,
    },
    /// Draw the position a record reaches, as SVG on standard output (the same drawing code as
    /// the page's canvas), with the marks and arrows of its note if it is a walkthrough.
    Render {
        /// A record: a game id or position, then `;` and comma-separated tokens, notes allowed.
        record: String,
        /// Draw the position after the first N tokens (and the note there) instead of the last.
        #[arg(long, value_name = "N")]
        ply: Option<usize>,
        /// Write SVG (the only format so far).
        #[arg(long, default_value_t = true)]
        svg: bool,
        /// Draw the board turned 180°.
        #[arg(long)]
        flip: bool,
        /// Label every cell with its name.
        #[arg(long)]
        coords: bool,
        /// The tall layout used on narrow screens.
        #[arg(long)]
        portrait: bool,
        /// Mark cells for an explanation, named as in the game's moves and separated by commas
        /// (`e3,f5`; `15` in Senet; `3`, `c3`, `S`, `N` in Arsisesi), as an embed's `highlight=`.
        #[arg(long, value_name = "CELLS", default_value = "")]
        highlight: String,
    },
    /// Print a record in compact form, `start~1…` (docs/notation.md, "Compact game records"). The
    /// compact form carries no notes: a walkthrough's are left out, with a warning.
    Compact {
        /// A record, plain or compact.
        record: String,
    },
    /// Print a record in plain form, `start;token,token,…`.
    Expand {
        /// A record, plain or compact.
        record: String,
    },
    /// Play whole games at each level (every seat the same level) and print, per game id and
    /// level, how long their links are, plain and compact: the median and the longest.
    Links {
        /// Games per id and level.
        #[arg(long, default_value_t = 51)]
        games: u32,
        /// The seed of the games (as `quintet arena` seeds its games).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The levels, comma-separated: random, easy, medium or strong.
        #[arg(long, value_delimiter = ',', default_value = "strong,random")]
        levels: Vec<Level>,
        /// The page's address the links start with.
        #[arg(long, default_value = "https://example.com/quintet/")]
        base: String,
        /// Print a Markdown table.
        #[arg(long)]
        markdown: bool,
        /// Print each game's lengths to standard error as it ends (long runs).
        #[arg(long)]
        progress: bool,
        /// Games played at once, each on a thread of its own (the figures do not depend on it).
        #[arg(long, default_value_t = 1)]
        jobs: u32,
        /// Game ids to measure (default: all).
        ids: Vec<String>,
    },
    /// Play a friend on another device by links, or check such a game (docs/remote.md).
    Remote {
        #[command(subcommand)]
        command: remote::Command,
    },
    /// List the game ids.
    Games,
    /// List the lessons' courses (or the course teaching GAME) with their steps, and check each
    /// step as the page plays it: its lines reach its goal, its wrong tries are refused with a
    /// reason, its words exist in every language (docs/lessons.md). Exits 1 on a problem.
    Lessons {
        /// A game id or course id (`seesaw`, `arces-3`); every course without it.
        game: Option<String>,
        /// Print each step's annotated record too, its goal as its caption.
        #[arg(long)]
        records: bool,
    },
    /// Let the computer choose an action where a record leads, and show what its search saw: the
    /// most visited actions with their visits and mean results, and the time it took.
    Think {
        /// A record: a game id or position, then `;` and comma-separated tokens.
        record: String,
        /// The level: random, easy, medium, strong or perfect (Arsisesi B only).
        #[arg(long, default_value_t = Level::Strong)]
        level: Level,
        /// The decision's seed: the same seed gives the same action.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// The best action and every seat's win chance where a record leads, with each legal
    /// action's win chance (or, at a chance point, each roll's): what the page's hint shows.
    /// Arsisesi B gives exact values.
    Hint {
        /// A record: a game id or position, then `;` and comma-separated tokens.
        record: String,
        /// The search's seed: the same seed gives the same figures.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Review a whole record: per decision the win chance before and after, the best action
    /// and a label (best, excellent, good, inaccuracy, mistake, blunder); per throw its luck; per player
    /// the mean win chance lost per decision and the total luck. What the page's review shows.
    Review {
        /// A record: a game id or position, then `;` and comma-separated tokens.
        record: String,
        /// The searches' seed: the same seed gives the same review.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play AI matches: LEVEL_A against LEVEL_B, and print LEVEL_A's wins, draws and losses and
    /// its score (win 1, draw ½) with a 95% Wilson interval. Two-seat games alternate the seats;
    /// in Arcēs with 3 or 4 players LEVEL_A takes one seat (rotating from game to game) and
    /// LEVEL_B all the others.
    Arena {
        /// A game id (see `quintet games`).
        game: String,
        /// The level scored: random, easy, medium, strong or perfect (Arsisesi B only).
        level_a: Level,
        /// Its opponent: random, easy, medium, strong or perfect (Arsisesi B only).
        level_b: Level,
        /// Games to play.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// The match seed: the same seed replays the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The number of the first game: `--from 72 --games 1` replays game 72 of the match alone.
        #[arg(long, default_value_t = 0)]
        from: u32,
        /// Actions and rolls after which a game is stopped and counted as a draw.
        #[arg(long, default_value_t = 5000)]
        max_plies: u32,
        /// Print every game's result and record.
        #[arg(long, short)]
        verbose: bool,
        /// Print the running score to standard error after each game (long matches).
        #[arg(long)]
        progress: bool,
    },
    /// Random playouts and plies per second for each game id, or with `--ai` the AI's search
    /// iterations per second (native; `scripts/bench.sh` adds the wasm build under Node.js). Build
    /// with `--release`.
    Bench {
        /// Timed seconds per game id (after a warm-up of a fifth of that).
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
        /// Seed of the run: batch k of 8 games is seeded from it and k, the same everywhere.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print id, seed, batches, games, plies and seconds, tab-separated (for scripts).
        #[arg(long)]
        raw: bool,
        /// Divide by wall-clock time, or by the time the benchmark thread ran on a CPU (Linux;
        /// for busy machines).
        #[arg(long, value_enum, default_value_t = bench::Clock::Wall)]
        clock: bench::Clock,
        /// Dispatch through `AnyGame` at every ply instead of the concrete game (slower; for
        /// comparison).
        #[arg(long)]
        via_any_game: bool,
        /// Time the AI's search instead: the Strong level's settings from a few positions reached
        /// by seeded random play, a fixed number of iterations each.
        #[arg(long, conflicts_with_all = ["seconds", "via_any_game"])]
        ai: bool,
        /// With `--ai`: iterations per search (default: the Strong budget of the game id).
        #[arg(long, requires = "ai")]
        iterations: Option<u32>,
        /// Time the review of each id's typical game instead (game 0 of `quintet arena <id>
        /// strong easy --seed <seed>`), at the review's budget.
        #[arg(long, conflicts_with_all = ["seconds", "via_any_game", "ai"])]
        review: bool,
        /// Time solving Arsisesi B exactly instead, this many times.
        #[arg(long, value_name = "TIMES", num_args = 0..=1, default_missing_value = "1",
              conflicts_with_all = ["seconds", "via_any_game", "ai", "review"])]
        exact: Option<u32>,
        /// With `--exact`: also analyse this many Arsisesi B decisions by search, at the hint
        /// budget, and compare with the exact values.
        #[arg(long, value_name = "POSITIONS", requires = "exact")]
        calibrate: Option<u32>,
        /// Game ids to measure (default: all).
        ids: Vec<String>,
    },
}

/// Runs the tool; exit code 0 on success, 2 on bad input.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    match execute(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("quintet: {message}");
            ExitCode::from(2)
        }
    }
}

fn load(text: &str) -> Result<Record<AnyGame>, String> {
    let text = text.trim();
    Record::<AnyGame>::parse(text).map_err(|error| {
        // The rule that refuses a token, after the error (src/app/refusal.rs), with its ruling.
        let Some((game, refusal)) = refusal::of_record(text, &error) else {
            return error.short();
        };
        let why = refusal::words(&game, &refusal);
        match refusal.kind.ruling() {
            Some(id) => format!("{}. {} ({id}).", error.short(), why.trim_end_matches('.')),
            None => format!("{}. {why}", error.short()),
        }
    })
}

fn execute(command: Command) -> Result<(), String> {
    match command {
        Command::Moves { record } => {
            let game = load(&record)?.position().clone();
            for line in moves(&game) {
                println!("{line}");
            }
            if let Some(outcome) = game.outcome() {
                eprintln!("game over: {outcome}");
            }
        }
        Command::Play { record } => {
            let record = load(&record)?;
            println!("{}", record.position());
            if let Some(outcome) = record.position().outcome() {
                eprintln!("game over: {outcome}");
            }
        }
        Command::Perft { record, depth } => {
            let record = load(&record)?;
            println!("{}", perft(record.position(), depth));
        }
        Command::Render {
            record,
            ply,
            svg: _,
            flip,
            coords,
            portrait,
            highlight,
        } => {
            let record = load(&record)?;
            let len = record.tokens().len();
            let ply = match ply {
                Some(ply) if ply > len => {
                    return Err(format!("--ply {ply}: the record has {len} tokens"))
                }
                Some(ply) => ply,
                None => len,
            };
            let shown = record.position_at(ply);
            let names: Vec<String> = highlight
                .split(',')
                .filter(|name| !name.is_empty())
                .map(String::from)
                .collect();
            let (marks, notes) = highlight_spots(&shown, &names);
            if let Some(note) = notes.first() {
                return Err(note.clone());
            }
            let diagram = quintet::render::Diagram {
                flip,
                coords,
                portrait,
                marks,
                note: record.note(ply).cloned(),
            };
            // The page's SVG download writes the same bytes (the editor's test compares them).
            print!("{}", diagram.svg(&shown));
        }
        Command::Compact { record } => {
            let record = load(&record)?;
            if record.has_notes() {
                eprintln!("quintet: the compact form carries no notes; they are left out");
            }
            println!("{}", record.to_compact());
        }
        Command::Expand { record } => println!("{}", load(&record)?),
        Command::Links {
            games,
            seed,
            levels,
            base,
            markdown,
            progress,
            jobs,
            ids,
        } => links::run(&links::Options {
            ids,
            levels,
            games,
            seed,
            base,
            markdown,
            progress,
            jobs,
        })?,
        Command::Remote { command } => remote::run(command)?,
        Command::Games => {
            for id in GAME_IDS {
                println!("{id}");
            }
        }
        Command::Lessons { game, records } => {
            if !lessons::run(game.as_deref(), records)? {
                std::process::exit(1);
            }
        }
        Command::Think {
            record,
            level,
            seed,
        } => arena::think(&load(&record)?, level, seed)?,
        Command::Hint { record, seed } => analysis::hint(&load(&record)?, seed)?,
        Command::Review { record, seed } => analysis::review(&load(&record)?, seed)?,
        Command::Arena {
            game,
            level_a,
            level_b,
            games,
            seed,
            from,
            max_plies,
            verbose,
            progress,
        } => arena::run(&arena::Options {
            game,
            a: level_a,
            b: level_b,
            games,
            seed,
            from,
            max_plies,
            verbose,
            progress,
        })?,
        Command::Bench {
            seconds,
            seed,
            raw,
            clock,
            via_any_game,
            ai,
            iterations,
            review,
            exact,
            calibrate,
            ids,
        } => bench::run(&bench::Options {
            seconds,
            seed,
            ids,
            raw,
            clock,
            via_any_game,
            ai: ai.then_some(bench::Ai { iterations }),
            review,
            exact,
            calibrate,
        })?,
    }
    Ok(())
}

/// The notation's "Legal-action listing": rolls with weights at a chance point, else actions sorted
/// as text, nothing at the end.
fn moves(game: &AnyGame) -> Vec<String> {
    let mut lines = match game.to_act() {
        ToAct::Chance => {
            let mut rolls = Vec::new();
            game.rolls(&mut rolls);
            rolls
                .iter()
                .map(|(roll, weight)| format!("{roll} {weight}"))
                .collect()
        }
        ToAct::Player(_) => {
            let mut actions = Vec::new();
            game.legal_actions(&mut actions);
            actions.iter().map(ToString::to_string).collect()
        }
        ToAct::Over => Vec::new(),
    };
    if game.to_act() != ToAct::Chance {
        lines.sort();
    }
    lines
}

//! Argument parsing and the commands of `quintet`.

use clap::{Parser, Subcommand};
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
    /// the page's canvas).
    Render {
        /// A record: a game id or position, then `;` and comma-separated tokens.
        record: String,
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
    },
    /// List the game ids.
    Games,
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
    Record::<AnyGame>::parse(text.trim()).map_err(|e| e.to_string())
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
            svg: _,
            flip,
            coords,
            portrait,
        } => {
            let record = load(&record)?;
            let overlay = quintet::render::Overlay {
                flip,
                coords,
                portrait,
                ..Default::default()
            };
            let scene = quintet::render::scene(record.position(), &overlay);
            println!("{}", quintet::render::svg::to_svg(&scene));
        }
        Command::Games => {
            for id in GAME_IDS {
                println!("{id}");
            }
        }
    }
    Ok(())
}

/// NOTATION.md "Legal-action listing": rolls with weights at a chance point, else actions sorted
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

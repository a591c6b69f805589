//! `quintet`: the command-line tool over every game's rules and notation.
//!
//! `quintet moves <record>` lists what can happen where a record leads, `quintet play <record>`
//! prints the position it reaches, `quintet perft <record> <depth>` counts the game tree,
//! `quintet arena <game> <level-a> <level-b>` plays computer players against each other.
#![forbid(unsafe_code)]

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::run()
}

#[cfg(target_arch = "wasm32")]
fn main() {}

//! What the command-line tool's test files share (a module of each: Cargo builds every file
//! directly in `tests/` as a crate of its own, and skips folders).

use std::process::{Command, Output};

/// Runs the `quintet` binary this test run built with `args`.
pub fn quintet(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_quintet"))
        .args(args)
        .output()
        .expect("quintet runs")
}

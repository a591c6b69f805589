//! The command-line tool.
#![forbid(unsafe_code)]
fn main() {}

//! Quintet: five board games (Senet, Seesaw, Arcēs, Arsisesi, Žanstrekt) as pure Rust rules,
//! with a shared notation, a renderer that draws scenes for a canvas or SVG, and a browser front end
//! under `web` (wasm32 only).
//!
//! Dependency direction (one way only): `core` ← `games` ← `render` ← `app` ← `web`, and
//! `core` ← `games` ← `ai` (the computer opponent). `i18n` (the message catalog) uses `core`
//! alone and serves `render`, `app` and `web`; `core` and `games` keep facts and never use it
//! (docs/architecture.md, "Invariants").
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ai;
pub mod app;
pub mod bench;
pub mod core;
pub mod games;
pub mod i18n;
pub mod remote;
pub mod render;
pub mod testkit;
#[cfg(target_arch = "wasm32")]
pub mod web;

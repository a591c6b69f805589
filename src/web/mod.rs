//! The browser front end (wasm32 only).

//! The wasm32 entry of the benchmark: exports the library's playout loop and the AI benchmark's
//! searches to JavaScript so that `scripts/bench.mjs` can time them under Node.js with exactly the
//! work `quintet bench` (`--ai`) timed natively. Built by `scripts/bench.sh` (release profile, `wasm-bindgen --target nodejs`,
//! `wasm-opt -Oz` as Trunk runs it for the page).
//!
//! It is a target of its own (an example, not part of the library or of the page's binary) because
//! it needs `wasm_bindgen`, which the library keeps to `src/web/`, and because the page must not
//! carry benchmark code. On other targets it compiles to nothing.

#[cfg(target_arch = "wasm32")]
mod wasm {
    use quintet::bench::{ai_positions, ai_searches, ai_settings, batch, Playouts, BATCH};
    use quintet::core::Record;
    use quintet::games::{AnyGame, GAME_IDS};
    use wasm_bindgen::prelude::*;

    /// Every game id, comma-separated.
    #[wasm_bindgen]
    pub fn game_ids() -> String {
        GAME_IDS.join(",")
    }

    /// Games per batch.
    #[wasm_bindgen]
    pub fn batch_games() -> u32 {
        BATCH
    }

    /// Plays batches `first .. first + count` of a run seeded `seed` from the start of game `id`
    /// and returns the plies played (exact below 2^53).
    #[wasm_bindgen]
    pub fn batches(id: &str, seed: u64, first: u64, count: u64) -> Result<f64, String> {
        let start = AnyGame::new(id).map_err(|e| e.to_string())?;
        let mut done = Playouts::default();
        for k in first..first + count {
            done += batch(&start, seed, k);
        }
        Ok(done.plies as f64)
    }

    /// The English messages the formatting benchmark formats (`quintet::i18n::bench_messages`).
    #[wasm_bindgen]
    pub fn message_count() -> u32 {
        MESSAGES.with(|m| m.len() as u32)
    }

    /// Formats every English message `rounds` times (`quintet::i18n::bench_format`) and returns
    /// the characters written.
    #[wasm_bindgen]
    pub fn format_messages(rounds: u32) -> f64 {
        MESSAGES.with(|m| quintet::i18n::bench_format(m, rounds) as f64)
    }

    thread_local! {
        static MESSAGES: Vec<(String, Vec<String>)> = quintet::i18n::bench_messages();
    }

    /// Runs the AI benchmark's searches for game `id` and `seed` with `iterations` per search
    /// (see `quintet::bench::ai_searches`) and returns what they did, tab-separated, as
    /// `quintet bench --ai --raw` prints it.
    #[wasm_bindgen]
    pub fn searches(id: &str, seed: u64, iterations: u32) -> Result<String, String> {
        let start = AnyGame::new(id).map_err(|e| e.to_string())?;
        let (_, config) = ai_settings(id);
        Ok(ai_searches(&ai_positions(&start, seed), config, iterations, seed).to_string())
    }

    /// Reviews `record` (a record text) with `seed` and returns what the review did,
    /// tab-separated, as `quintet bench --review --raw` prints it (see
    /// `quintet::bench::review`).
    #[wasm_bindgen]
    pub fn review(record: &str, seed: u64) -> Result<String, String> {
        let record = Record::parse(record).map_err(|e| e.to_string())?;
        Ok(quintet::bench::review(&record, seed).to_string())
    }

    /// Solves Arsisesi B on lanes of `len` spaces afresh and returns what it did,
    /// tab-separated, as `quintet bench --exact --raw` prints it.
    #[wasm_bindgen]
    pub fn solve_exact(len: u8) -> String {
        quintet::bench::solve(len).to_string()
    }
}

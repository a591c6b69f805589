//! The computer opponent's Web Worker entry: a wasm of its own, with the games, the search and
//! the job protocol and none of the page (rendering, interface, DOM), so the page's first
//! download carries no search code. `scripts/worker.mjs` builds it in the post-build step; the
//! page starts it only when a computer player needs a decision (`src/web/computer.rs`).
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    quintet::web::worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "quintet-worker runs in the browser's Web Worker: use `trunk build` (see the README)"
    );
    std::process::exit(2);
}

//! The position editor's entry point (`editor.html`, built by `scripts/editor.mjs`): a wasm of its
//! own, so the game page does not download the editor, and the editor carries no computer
//! opponent. All of it lives in `quintet::web::editor`.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    quintet::web::editor::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("quintet-editor runs in the browser: open editor.html (see the README)");
    std::process::exit(2);
}

//! The embeds' entry point (`embed.html` and the `<quintet-board>` element, built by
//! `scripts/embed.mjs`): a wasm of its own, so the game page does not download the embed API
//! (its events, the element's and the iframe's protocols), and the embeds carry no game page.
//! All of it lives in `quintet::web::embed`.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    quintet::web::embed::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("quintet-embed runs in the browser: open embed.html or use <quintet-board> (see docs/embedding.md)");
    std::process::exit(2);
}

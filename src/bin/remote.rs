//! The game page with remote games turned on (`?play=` links, `?remote=`): the same page as
//! `quintet-web` plus the remote controller, a wasm of its own (built by `scripts/remote.mjs`) so
//! that the plain page's download carries none of it. index.html's loader chooses between them.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    quintet::web::remote::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("quintet-remote runs in the browser: open a ?play= link (see docs/remote.md)");
    std::process::exit(2);
}

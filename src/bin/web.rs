//! The browser entry point (Trunk `data-bin`); all of it lives in `quintet::web`.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    quintet::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("quintet-web runs in the browser: use scripts/play.sh (see the README)");
    std::process::exit(2);
}

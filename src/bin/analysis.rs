//! The analysis worker's entry point (Trunk `data-type="worker"`): a wasm module of its own,
//! loaded only when the page asks for analysis; all of it lives in `quintet::web`.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    quintet::web::analysis_worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("quintet-analysis runs in the browser's analysis worker; `quintet hint` and `quintet review` run it natively");
    std::process::exit(2);
}

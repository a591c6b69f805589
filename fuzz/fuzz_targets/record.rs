//! Fuzz target: arbitrary bytes, read as UTF-8 (invalid sequences become U+FFFD), as a record of
//! any game, plain or compact (the seeds hold both). Accepted records are printed, re-read, also
//! in compact form, replayed, drawn and played on from (`quintet::testkit::check_record_text`). Run: `cargo +nightly fuzz run record`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    quintet::testkit::check_record_text(&String::from_utf8_lossy(data));
});

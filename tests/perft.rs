//! Every perft file in `tests/perft/` (`<depth> <count> <record>` per line), through `AnyGame`.

use quintet::games::AnyGame;
use quintet::testkit::check_perft_file;

#[test]
fn all_pinned_perft_counts_hold() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/perft exists") {
        let path = entry.expect("readable entry").path();
        if path.extension().is_some_and(|e| e == "txt") {
            let data = std::fs::read_to_string(&path).expect("readable perft file");
            let cases = check_perft_file::<AnyGame>(&data);
            assert!(cases > 0, "{} has no cases", path.display());
            files += 1;
        }
    }
    assert!(files >= 1);
}

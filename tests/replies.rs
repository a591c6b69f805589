//! The computer's answers pinned: `tests/ai/replies.txt` holds worker request texts (every game
//! id, the AI benchmark's positions, every level) with the reply the worker must give, one
//! `request<TAB>reply` per line. The same file is checked against the browser's worker wasm
//! (`tests/e2e/worker.test.mjs`), so the page plays exactly what `quintet` plays, and a change to
//! the build (another wasm, another profile, another sort) cannot change a decision unnoticed.
//!
//! After a deliberate change in play, rewrite it with
//! `cargo test --release --test replies -- --ignored` and say why in the commit.

use quintet::ai::{job, Level};
use quintet::bench::ai_positions;
use quintet::games::{AnyGame, GAME_IDS};

fn path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ai/replies.txt")
}

/// The requests: per game id, the AI benchmark's three positions (seed 7), each at Easy and
/// Medium, and the middle one at Strong and Random too; then one whole record.
fn requests() -> Vec<String> {
    let mut out = Vec::new();
    let mut job = 0;
    for id in GAME_IDS {
        let start = AnyGame::new(id).expect("a game id");
        for (i, game) in ai_positions(&start, 7).iter().enumerate() {
            let mut levels = vec![Level::Easy, Level::Medium];
            if i == 1 {
                levels.extend([Level::Strong, Level::Random]);
            }
            for level in levels {
                job += 1;
                let request = job::Request {
                    job,
                    level,
                    seed: 1000 + u64::from(job),
                    record: game.to_string(),
                };
                out.push(request.to_text());
            }
        }
    }
    // A whole record, as the page sends it: two idle rounds of Arsisesi A before its position,
    // which the worker must count (`quintet::ai::past`).
    let record = "arsisesi-a:s2/ssnN1Nn/-:n;d4,end,d2,d5,end,d6,d3";
    job += 1;
    out.push(format!("{job} strong {} {record}", 1000 + job));
    out
}

#[test]
fn the_worker_answers_as_pinned() {
    let data = std::fs::read_to_string(path()).expect("tests/ai/replies.txt");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.is_empty()) {
        let (request, reply) = line.split_once('\t').expect("request<TAB>reply");
        assert_eq!(job::answer(request), reply, "{request}");
        checked += 1;
    }
    assert_eq!(checked, requests().len(), "one line per request");
    // Every line is a move, so the file tests decisions rather than errors.
    assert!(data
        .lines()
        .all(|l| l.contains("\t") && l.contains(" move ")));
}

#[test]
#[ignore = "rewrites tests/ai/replies.txt"]
fn write_replies() {
    let lines: Vec<String> = requests()
        .into_iter()
        .map(|request| format!("{request}\t{}", job::answer(&request)))
        .collect();
    std::fs::write(path(), lines.join("\n") + "\n").expect("writable tests/ai/replies.txt");
}

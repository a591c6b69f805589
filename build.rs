//! Joins each language's catalog files (`locales/<lang>/*.ftl`, one per area of the app, so that
//! work on different areas does not touch the same file) into one text per language in
//! `OUT_DIR/<lang>.ftl`. English is built into the program from there (`src/i18n`); the page's
//! post-build step joins the files the same way into the ones it fetches
//! (`scripts/languages.mjs`). Comment lines (`#` at the start of a line, which Fluent never reads
//! as part of a message) are for translators and left out: about 2 KB of the page's gzip.
//!
//! Two kinds of file are also written apart and left out of `<lang>-shared.ftl`, the English
//! that every wasm carries:
//! - areas that only one page of its own uses ([`OWN_AREAS`]), as `<lang>-<area>.ftl`: the game
//!   page does not download the position editor's words, nor the words only the embeds' wasm
//!   shows (whose other languages come in the language's main file, which a board fetches,
//!   `scripts/languages.mjs`);
//! - the rules texts (`rules-*.ftl`) and the lessons' words (`lessons-*.ftl`, which show the
//!   rules texts their steps teach), as `<lang>-rules.ftl`: a document the page fetches when its
//!   Rules dialog opens, and a lesson when it starts; native programs build them in.

use std::fs;
use std::path::Path;

/// Areas built into one page's wasm alone: the area's name and its files.
const OWN_AREAS: &[(&str, &[&str])] = &[
    ("editor", &["editor.ftl", "editor-walk.ftl"]),
    (
        "board",
        &[
            "board.ftl",
            "embed.ftl",
            "embed-size.ftl",
            "walk-controls.ftl",
            "lesson-board.ftl",
            // Why a move is refused: built into the embeds' and the editor's wasm; the game
            // page fetches them after its first board (`lang/en-board.ftl`), and native
            // programs build them in (`i18n::REFUSALS`).
            "refusals.ftl",
            // The review's words, fetched with the refusals after the page's first board: a
            // review waits for a finished game (and for the worker) anyway.
            "review.ftl",
            // What became of a shared link: said after a Share, never before the first board.
            "share.ftl",
        ],
    ),
    ("remote", &["remote.ftl"]),
];

fn main() {
    let locales = Path::new("locales");
    println!("cargo:rerun-if-changed=locales");
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    let mut languages: Vec<_> = fs::read_dir(locales)
        .expect("locales/")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .collect();
    languages.sort_by_key(|e| e.file_name());
    for language in languages {
        println!("cargo:rerun-if-changed={}", language.path().display());
        let mut files: Vec<_> = fs::read_dir(language.path())
            .expect("a language folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let mut all = String::new();
        let mut shared = String::new();
        let mut rules = String::new();
        let mut refusals = String::new();
        let mut areas = vec![String::new(); OWN_AREAS.len()];
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let mut source = String::new();
            let text_of_file = fs::read_to_string(&file).expect("a catalog file");
            for line in text_of_file.lines().filter(|line| !line.starts_with('#')) {
                source.push_str(line);
                source.push('\n');
            }
            source.push('\n');
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if ["refusals.ftl", "review.ftl", "share.ftl"].contains(&name) {
                refusals.push_str(&source);
            }
            let area = OWN_AREAS
                .iter()
                .position(|(_, files)| files.contains(&name));
            match area {
                Some(area) => areas[area].push_str(&source),
                None if name.starts_with("rules-") || name.starts_with("lessons-") => {
                    rules.push_str(&source)
                }
                None => shared.push_str(&source),
            }
            all.push_str(&source);
        }
        let name = language.file_name().into_string().expect("a UTF-8 name");
        let write = |file: String, text: &str| {
            fs::write(Path::new(&out).join(file), text).expect("OUT_DIR is writable");
        };
        write(format!("{name}.ftl"), &all);
        write(format!("{name}-shared.ftl"), &shared);
        write(format!("{name}-rules.ftl"), &rules);
        write(format!("{name}-refusals.ftl"), &refusals);
        for ((area, _), text) in OWN_AREAS.iter().zip(&areas) {
            write(format!("{name}-{area}.ftl"), text);
        }
    }
}

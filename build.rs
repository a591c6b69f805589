//! Joins each language's catalog files (`locales/<lang>/*.ftl`, one per area of the app, so that
//! work on different areas does not touch the same file) into one text per language in
//! `OUT_DIR/<lang>.ftl`. English is built into the program from there (`src/i18n`); the page's
//! post-build step joins the other languages the same way into the files it fetches. Comment
//! lines (`#` at the start of a line, which Fluent never reads as part of a message) are left out.
//!
//! Areas that only one page of its own uses ([`OWN_AREAS`]) are also written apart, as
//! `<lang>-<area>.ftl`, and left out of `<lang>-shared.ftl`, the English that every wasm carries:
//! the game page then does not download the position editor's words.

use std::fs;
use std::path::Path;

/// Areas built into one page's wasm alone: the area's name and its files. The editor's words and
/// the notation errors in words (which only the editor shows so far).
const OWN_AREAS: &[(&str, &[&str])] = &[("editor", &["editor.ftl", "notation.ftl"])];

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
        let mut text = String::new();
        let mut shared = String::new();
        let mut areas = vec![String::new(); OWN_AREAS.len()];
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            // Comments are for translators: the program skips them, so they stay out of the
            // wasm (about 700 gzip bytes of the page's budget in English).
            let mut source = String::new();
            let text_of_file = fs::read_to_string(&file).expect("a catalog file");
            for line in text_of_file.lines().filter(|line| !line.starts_with('#')) {
                source.push_str(line);
                source.push('\n');
            }
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
            match OWN_AREAS
                .iter()
                .position(|(_, files)| files.contains(&name))
            {
                Some(area) => areas[area].push_str(&source),
                None => shared.push_str(&source),
            }
            text.push_str(&source);
        }
        let name = language.file_name().into_string().expect("a UTF-8 name");
        let write = |file: String, text: &str| {
            fs::write(Path::new(&out).join(file), text).expect("OUT_DIR is writable");
        };
        write(format!("{name}.ftl"), &text);
        write(format!("{name}-shared.ftl"), &shared);
        for ((area, _), text) in OWN_AREAS.iter().zip(&areas) {
            write(format!("{name}-{area}.ftl"), text);
        }
    }
}

//! Joins each language's catalog files (`locales/<lang>/*.ftl`, one per area of the app, so that
//! work on different areas does not touch the same file) into one text per language in
//! `OUT_DIR/<lang>.ftl`, and the same without the rules texts (`rules-*.ftl`) in
//! `OUT_DIR/<lang>-page.ftl`. English is built into the program from there (`src/i18n`; the
//! page's wasm takes it without the rules, which come with the Rules dialog); the page's
//! post-build step joins the files the same way into the ones it fetches
//! (`scripts/languages.mjs`). Both leave out comment lines, which are for translators: they
//! would cost the page about 2 KB of gzip.

use std::fs;
use std::path::Path;

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
        let (mut page, mut rules) = (String::new(), String::new());
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let source = fs::read_to_string(&file).expect("a catalog file");
            let is_rules = file
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("rules-"));
            let text = if is_rules { &mut rules } else { &mut page };
            // A comment line starts with `#`; no other line of an entry does (parse.rs).
            for line in source.lines().filter(|l| !l.starts_with('#')) {
                text.push_str(line);
                text.push('\n');
            }
            text.push('\n');
        }
        let name = language.file_name().into_string().expect("a UTF-8 name");
        let write = |file: String, text: &str| {
            fs::write(Path::new(&out).join(file), text).expect("OUT_DIR is writable");
        };
        write(format!("{name}-page.ftl"), &page);
        write(format!("{name}.ftl"), &(page + &rules));
    }
}

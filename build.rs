//! Joins each language's catalog files (`locales/<lang>/*.ftl`, one per area of the app, so that
//! work on different areas does not touch the same file) into one text per language in
//! `OUT_DIR/<lang>.ftl`. English is built into the program from there (`src/i18n`); the page's
//! post-build step joins the other languages the same way into the files it fetches.

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
        let mut text = String::new();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            text.push_str(&fs::read_to_string(&file).expect("a catalog file"));
            text.push('\n');
        }
        let name = language.file_name().into_string().expect("a UTF-8 name");
        fs::write(Path::new(&out).join(format!("{name}.ftl")), text).expect("OUT_DIR is writable");
    }
}

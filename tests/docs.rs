//! Every example of the embedding docs works: each record, option, highlighted cell and puzzle
//! written in `docs/embedding.md` and the wiki integrations' READMEs is read as a board reads it
//! (`EmbedBoard`), and must give no note. An example that is not a valid position (the DokuWiki
//! iframe once showed 31 Senet squares) fails here instead of on a reader's wiki.

use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
use quintet::app::editor::paste::unescape;
use quintet::app::embed::board::EmbedBoard;
use quintet::core::Record;
use quintet::games::{AnyGame, GAME_IDS};
use std::path::Path;

const FILES: [&str; 3] = [
    "docs/embedding.md",
    "integrations/mediawiki/Quintet/README.md",
    "integrations/dokuwiki/quintet/README.md",
];

/// One example: where it is, its record and its options as an embed's query.
#[derive(Debug)]
struct Example {
    place: String,
    record: String,
    query: String,
}

/// Whether `text` stands for something (`…`, a template's `<!--{$record}-->`): not an example
/// to read. (Walkthroughs' notes, in braces, are read.)
fn placeholder(text: &str) -> bool {
    text.contains('…') || text.contains("<!--") || text.contains("{$")
}

/// The attributes of the tag whose name ends at `text`'s start, up to its `>`: (name, value),
/// quoted values up to their quote, unquoted ones up to a space, a bare name as "", each with
/// its character references decoded once, as both wikis and browsers read them.
fn attributes(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    loop {
        while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
        let Some(&(start, c)) = chars.peek() else {
            break;
        };
        if c == '>' || c == '/' {
            break;
        }
        while chars
            .next_if(|(_, c)| c.is_alphanumeric() || *c == '-' || *c == '_')
            .is_some()
        {}
        let end = chars.peek().map_or(text.len(), |&(i, _)| i);
        if end == start {
            break;
        }
        let name = text[start..end].to_ascii_lowercase();
        let mut value = String::new();
        if chars.next_if(|(_, c)| *c == '=').is_some() {
            match chars.peek().map(|&(_, c)| c) {
                Some(quote @ ('"' | '\'')) => {
                    chars.next();
                    for (_, c) in chars.by_ref() {
                        if c == quote {
                            break;
                        }
                        value.push(c);
                    }
                }
                _ => {
                    while let Some((_, c)) = chars.next_if(|(_, c)| !c.is_whitespace() && *c != '>')
                    {
                        value.push(c);
                    }
                }
            }
        }
        out.push((name, unescape(&value)));
    }
    out
}

/// An embed's query for `attributes` but the record, values encoded as `<quintet-board>`
/// encodes them.
fn query(attributes: &[(String, String)]) -> String {
    attributes
        .iter()
        .filter(|(name, _)| name != "record")
        .map(|(name, value)| format!("{name}={}", utf8_percent_encode(value, NON_ALPHANUMERIC)))
        .collect::<Vec<_>>()
        .join("&")
}

/// Every example in `text` (from the file `file`).
fn examples(file: &str, text: &str) -> Vec<Example> {
    let mut out = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let place = format!("{file}:{}", number + 1);
        let mut add = |record: &str, query: String| {
            if !placeholder(record) && !placeholder(&query) {
                out.push(Example {
                    place: place.clone(),
                    record: record.to_string(),
                    query,
                });
            }
        };
        // The wiki tags and the element: <quintet …> and <quintet-board …> with a record.
        for tag in ["<quintet ", "<quintet-board "] {
            for (at, _) in line.match_indices(tag) {
                let attributes = attributes(&line[at + tag.len()..]);
                if let Some((_, record)) = attributes.iter().find(|(name, _)| name == "record") {
                    add(record, query(&attributes));
                }
            }
        }
        // embed.html with its options and record: `embed.html?controls=1#senet;d2`.
        for (at, _) in line.match_indices("embed.html") {
            let rest = &line[at + "embed.html".len()..];
            let end = rest
                .find(|c: char| c.is_whitespace() || "\"'`*)<>".contains(c))
                .unwrap_or(rest.len());
            let link = &rest[..end];
            if let Some((options, record)) = link.split_once('#') {
                add(record, options.trim_start_matches('?').to_string());
            }
        }
        // The command line: render 'record' … --highlight cells.
        for (at, _) in line.match_indices("render '") {
            let rest = &line[at + "render '".len()..];
            let Some((record, flags)) = rest.split_once('\'') else {
                continue;
            };
            let highlight = flags
                .split_once("--highlight ")
                .and_then(|(_, cells)| cells.split_whitespace().next())
                .map_or(String::new(), |cells| format!("highlight={cells}"));
            add(record, highlight);
        }
        // Records in running text: `senet;d2,11-13`, `senet~1AiA`.
        for (i, piece) in line.split('`').enumerate() {
            let id = piece.split([':', ';', '~']).next().unwrap_or("");
            let record_like = piece.len() > id.len() && GAME_IDS.contains(&id);
            if i % 2 == 1 && record_like && !piece.contains(' ') {
                add(piece, String::new());
            }
        }
    }
    out
}

#[test]
fn every_example_record_option_and_puzzle_of_the_embedding_docs_works() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut broken = Vec::new();
    for file in FILES {
        let text = std::fs::read_to_string(root.join(file)).expect("the docs are there");
        let found = examples(file, &text);
        assert!(!found.is_empty(), "{file}: no example found");
        for example in found {
            checked += 1;
            if let Err(error) = Record::<AnyGame>::parse(&example.record) {
                broken.push(format!("{}: {}: {error}", example.place, example.record));
                continue;
            }
            let note = EmbedBoard::new(&example.record, &example.query, 7).note();
            if !note.is_empty() {
                broken.push(format!(
                    "{}: {} ?{}: {note}",
                    example.place, example.record, example.query
                ));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "examples that do not work:\n{}",
        broken.join("\n")
    );
    // The docs hold a few dozen: a reader that found none would check nothing.
    assert!(checked >= 20, "only {checked} examples found");
}

#[test]
fn the_reader_finds_every_kind_of_example() {
    let text = r#"<quintet record="senet;d2" controls=1 coords />
`embed.html?interactive=0&highlight=27#senet:9w10w2wbbw1bb:w 640,330`
cargo run -- render 'arces' --svg --highlight d4,e3 > arces.svg
a record (`senet~1AiA`) and `<quintet record="…" controls="1">`, `11-13`"#;
    let found: Vec<(String, String)> = examples("x", text)
        .into_iter()
        .map(|e| (e.record, e.query))
        .collect();
    assert_eq!(
        found,
        [
            ("senet;d2".to_string(), "controls=1&coords=".to_string()),
            (
                "senet:9w10w2wbbw1bb:w".to_string(),
                "interactive=0&highlight=27".to_string()
            ),
            ("arces".to_string(), "highlight=d4,e3".to_string()),
            ("senet~1AiA".to_string(), String::new()),
        ]
    );
    // The old DokuWiki example (31 squares) is refused.
    assert!(Record::<AnyGame>::parse("senet:9w11w2wbbw1bbb:w").is_err());
}

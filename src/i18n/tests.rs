//! The catalog reader against the reference Fluent implementation, the plural rules against
//! CLDR's (through `intl_pluralrules`), and the completeness of every language.

use super::parse::Catalog;
use super::*;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::path::PathBuf;

/// Every language's catalog, its files joined as `build.rs` joins them: (code, text).
fn locale_files() -> Vec<(String, String)> {
    let out = PathBuf::from(env!("OUT_DIR"));
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("locales/")
        .filter_map(|entry| {
            let code = entry.ok()?.file_name().into_string().ok()?;
            let text = std::fs::read_to_string(out.join(format!("{code}.ftl"))).ok()?;
            Some((code, text))
        })
        .collect();
    files.sort();
    files
}

/// Formats `key` with our reader, in `lang`, with no fallback catalog.
fn ours(catalog: &Catalog, lang: &str, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let scope = format::Scope {
        catalog,
        fallback: catalog,
        lang,
        args,
    };
    let mut out = String::new();
    scope.write(catalog.messages[key].pattern().unwrap(), &mut out, 0);
    out
}

/// Formats `key` with fluent-bundle.
fn reference(bundle: &FluentBundle<FluentResource>, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let message = bundle.get_message(key).expect("message in the bundle");
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Str(s) => fluent_args.set(*name, FluentValue::from(s.to_string())),
            Arg::Num(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    // A variable left out is an error there and `{$name}` in the text, as in ours.
    let mut errors = Vec::new();
    bundle
        .format_pattern(
            message.value().expect("a value"),
            Some(&fluent_args),
            &mut errors,
        )
        .to_string()
}

fn bundle(lang: &str, source: &str) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(source.to_string())
        .unwrap_or_else(|(_, errors)| panic!("{lang}: fluent-syntax rejects it: {errors:?}"));
    let mut bundle = FluentBundle::new(vec![lang
        .parse::<unic_langid::LanguageIdentifier>()
        .expect("a language id")]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("no duplicate entries");
    bundle
}

/// Every variable any message of the catalog uses, so references see theirs too.
fn all_variables(catalog: &Catalog) -> Vec<String> {
    let mut names: Vec<String> = catalog.keys().flat_map(|k| catalog.variables(k)).collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_message_of_every_language_formats_as_fluent_bundle_does() {
    for (lang, source) in locale_files() {
        let (catalog, issues) = Catalog::parse(&source);
        assert!(issues.is_empty(), "{lang}: {issues:?}");
        let reference_bundle = bundle(&lang, &source);
        let variables = all_variables(&catalog);
        let mut samples: Vec<Vec<(&str, Arg<'_>)>> = [0, 1, 2, 3, 5, 11, 21, 1_000_000]
            .iter()
            .map(|&n| {
                variables
                    .iter()
                    .map(|v| (v.as_str(), Arg::Num(n)))
                    .collect()
            })
            .collect();
        for word in ["south", "north", "x"] {
            samples.push(
                variables
                    .iter()
                    .map(|v| (v.as_str(), word.into()))
                    .collect(),
            );
        }
        samples.push(Vec::new());
        for key in catalog.keys() {
            for args in &samples {
                assert_eq!(
                    ours(&catalog, &lang, key, args),
                    reference(&reference_bundle, key, args),
                    "{lang}: {key} with {args:?}"
                );
            }
        }
    }
}

#[test]
fn every_language_has_every_english_key_and_variable() {
    // Every English file, the areas of pages with a wasm of their own included.
    let (_, all_english) = locale_files()
        .into_iter()
        .find(|(code, _)| code == "en")
        .expect("English");
    let (english, _) = Catalog::parse(&all_english);
    for (lang, source) in locale_files() {
        let (catalog, _) = Catalog::parse(&source);
        let missing: Vec<&str> = english
            .keys()
            .filter(|k| !catalog.messages.contains_key(*k))
            .collect();
        let extra: Vec<&str> = catalog
            .keys()
            .filter(|k| !english.messages.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for key in english.keys() {
            let theirs = catalog.variables(key);
            let lost: Vec<String> = english
                .variables(key)
                .into_iter()
                .filter(|v| !theirs.contains(v))
                .collect();
            assert!(lost.is_empty(), "{lang}: {key} does not use {lost:?}");
        }
    }
}

#[test]
fn own_areas_are_apart_from_the_shared_english_until_loaded() {
    // The shared English, the editor's and the embeds' areas and the rules texts are the whole
    // English catalog, without overlap.
    let (shared, _) = Catalog::parse(ENGLISH);
    let (editor, _) = Catalog::parse(EDITOR);
    let (remote, _) = Catalog::parse(REMOTE);
    let (board, _) = Catalog::parse(BOARD);
    let (rules, _) = Catalog::parse(RULES);
    let files = locale_files();
    let (all, _) = Catalog::parse(&files.iter().find(|(code, _)| code == "en").unwrap().1);
    assert!(
        !editor.messages.is_empty() && !rules.messages.is_empty() && !board.messages.is_empty()
    );
    assert!(editor.keys().all(|k| !shared.messages.contains_key(k)));
    assert!(board.keys().all(|k| !shared.messages.contains_key(k)
        && ["board-", "embed-", "walk-", "lesson-", "refusal-", "review-", "share-"]
            .iter()
            .any(|p| k.starts_with(p))));
    assert!(!remote.messages.is_empty());
    assert!(remote.keys().all(|k| !shared.messages.contains_key(k)));
    assert!(rules.keys().all(|k| !shared.messages.contains_key(k)));
    // The guided game's words come with the rules texts (issue 49), as do the lessons'.
    assert!(rules
        .keys()
        .all(|k| k.starts_with("rules-") || k.starts_with("lesson-") || k.starts_with("guide-")));
    assert_eq!(
        shared.messages.len()
            + editor.messages.len()
            + board.messages.len()
            + remote.messages.len()
            + rules.messages.len(),
        all.messages.len()
    );
    // On a thread of its own: the area is not there until it is loaded, then it is, once.
    std::thread::spawn(|| {
        assert_eq!(t("editor-tool-erase"), "editor-tool-erase");
        load_area(EDITOR);
        load_area(EDITOR);
        assert_eq!(t("editor-tool-erase"), "Erase");
        assert_eq!(t("move-pass"), "Pass");
        assert_eq!(
            tr("editor-tool-stone", &[("seat", "West".into())]),
            "West stone"
        );
    })
    .join()
    .unwrap();
}

#[test]
fn the_reader_follows_fluent_on_tricky_patterns() {
    let source = r#"
# a comment
-brand = Quintet
plain = Hello, { $name }!
block =
    First line
      indented more

    after a blank line
moves = { $n ->
    [0] no moves
    [one] one move
   *[other] { $n } moves in { -brand }
}
nested = { moves } and { plain }
literal = { "{" }braces{ "}" } { 42 }
inline-select = Seats: { $seat ->
        [south] South
       *[other] someone
    }, done
"#;
    let (catalog, issues) = Catalog::parse(source);
    assert!(issues.is_empty(), "{issues:?}");
    let fluent = bundle("en", source);
    for key in catalog.keys() {
        for args in [
            vec![
                ("n", Arg::Num(0)),
                ("name", "Ann".into()),
                ("seat", "south".into()),
            ],
            vec![("n", Arg::Num(1)), ("seat", "north".into())],
            vec![("n", Arg::Num(7))],
            vec![],
        ] {
            assert_eq!(
                ours(&catalog, "en", key, &args),
                reference(&fluent, key, &args),
                "{key}"
            );
        }
    }
    assert_eq!(
        ours(&catalog, "en", "moves", &[("n", Arg::Num(0))]),
        "no moves"
    );
}

#[test]
fn unreadable_entries_are_left_out_and_named() {
    let (catalog, issues) = Catalog::parse(
        "good = fine\nbad = { $x\nattr = a\n    .title = b\nfn = { NUMBER($n) }\nalso-good = ok\n",
    );
    assert_eq!(catalog.keys().collect::<Vec<_>>(), ["also-good", "good"]);
    assert_eq!(issues.iter().map(|i| i.line).collect::<Vec<_>>(), [2, 3, 5]);
}

#[test]
fn references_that_loop_end() {
    let (catalog, _) = Catalog::parse("a = x { b }\nb = y { a }\n");
    let text = ours(&catalog, "en", "a", &[]);
    assert!(text.starts_with("x y x y"), "{text}");
}

#[test]
fn plural_rules_match_cldr() {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    for lang in ["en", "fr", "es", "de"] {
        let rules = PluralRules::create(
            lang.parse::<unic_langid::LanguageIdentifier>().unwrap(),
            PluralRuleType::CARDINAL,
        )
        .unwrap();
        let numbers = (0..2_000_000u64).chain((1..100).map(|k| k * 1_000_000));
        for n in numbers {
            let expected = match rules.select(n).unwrap() {
                PluralCategory::ONE => "one",
                PluralCategory::MANY => "many",
                PluralCategory::OTHER => "other",
                other => panic!("{lang} {n}: {other:?}"),
            };
            assert_eq!(plural::category(lang, n as i64), expected, "{lang} {n}");
        }
    }
}

#[test]
fn languages_are_picked_and_negotiated() {
    assert_eq!(pick("fr-CA"), "fr");
    assert_eq!(pick("DE"), "de");
    assert_eq!(pick("qps"), PSEUDO);
    assert_eq!(pick("xx"), "en");
    assert_eq!(pick(""), "en");
    assert_eq!(negotiate(&["nl-NL", "es-MX", "fr"]), "es");
    assert_eq!(negotiate(&["nl"]), "en");
    assert_eq!(negotiate::<&str>(&[]), "en");
}

#[test]
fn switching_language_falls_back_to_english_per_message() {
    use_language("fr", "move-pass = Passer\nbroken = { $\n");
    assert_eq!(language(), "fr");
    assert_eq!(t("move-pass"), "Passer");
    assert_eq!(t("move-end"), "End turn");
    assert_eq!(t("no-such-key"), "no-such-key");
    use_builtin("qps");
    let pseudo = t("move-pass");
    assert!(
        pseudo.starts_with("[Pášš") && pseudo.ends_with(']'),
        "{pseudo}"
    );
    assert!(pseudo.chars().count() * 10 >= "Pass".len() * 14, "{pseudo}");
    use_builtin("en");
    assert_eq!(t("move-pass"), "Pass");
}

#[test]
fn the_pseudo_locale_lengthens_by_forty_percent() {
    for text in ["Pass", "North to move.", &"x".repeat(100)] {
        let out = pseudo::transform(text);
        let (len, grown) = (text.chars().count(), out.chars().count());
        assert!(
            grown * 10 >= len * 14 && out.starts_with('[') && out.ends_with(']'),
            "{out}"
        );
    }
}

#[test]
fn parts_fetched_later_are_added_to_the_current_language() {
    use_language("fr", "move-pass = Passer\n");
    assert!(has("move-pass") && !has("later-part"));
    add("later-part = Plus tard\n");
    assert_eq!(t("later-part"), "Plus tard");
    // Another language starts without it; English gets its own.
    use_language("de", "move-pass = Passen\n");
    assert!(!has("later-part"));
    use_builtin("en");
    assert!(!has("later-part"));
    add("later-part = Later\n");
    assert_eq!(t("later-part"), "Later");
    use_builtin("qps");
    assert!(t("later-part").starts_with("[Láţéŕ") || t("later-part").starts_with("[Lá"));
    use_builtin("en");
}

#[test]
fn boards_enter_their_own_loaded_language_and_come_back() {
    use_builtin("en");
    assert!(!is_loaded("es") && is_loaded("en") && is_loaded(PSEUDO));
    // Loading a board's language does not switch the page to it.
    load_language("es", "move-pass = Pasar\n");
    load_language("de", "move-pass = Passen\n");
    assert_eq!((language(), t("move-pass").as_str()), ("en", "Pass"));
    let home = enter("es");
    assert_eq!(
        (home, language(), t("move-pass").as_str()),
        ("en", "es", "Pasar")
    );
    enter("de");
    assert_eq!(t("move-pass"), "Passen");
    enter(PSEUDO);
    assert!(t("move-pass").starts_with('['));
    // A language never loaded is English, and the page's own comes back whole.
    enter("fr");
    assert_eq!((language(), t("move-pass").as_str()), ("en", "Pass"));
    use_language("fr", "move-pass = Passer\n");
    add("later-part = Plus tard\n");
    let home = enter("es");
    assert_eq!(home, "fr");
    enter(home);
    assert_eq!(
        (t("move-pass").as_str(), t("later-part").as_str()),
        ("Passer", "Plus tard")
    );
    use_builtin("en");
}

/// The static text of the pages (`data-l10n`, `data-l10n-<attribute>`, the game pickers'
/// names) is written in English in the HTML so that it paints before the wasm runs; it must be
/// the English catalog's words exactly, because a page opening in English leaves it as it is
/// (`web::l10n`: no rewrite of the whole page in the first task, issue 20).
#[test]
fn the_pages_static_english_is_the_catalogs() {
    use_builtin("en");
    load_area(EDITOR);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let decode = |s: &str| {
        s.replace("&nbsp;", "\u{a0}")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
    };
    let squeeze = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let attribute = |tag: &str, name: &str| -> Option<String> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        Some(decode(&tag[at..at + tag[at..].find('"')?]))
    };
    let mut checked = 0;
    for page in ["index.html", "www/editor.html", "www/embed.html"] {
        let html = std::fs::read_to_string(root.join(page)).unwrap();
        for (start, _) in html.match_indices('<') {
            let Some(len) = html[start..].find('>') else {
                continue;
            };
            let tag = &html[start..start + len];
            if let Some(key) = attribute(tag, "data-l10n").filter(|k| !t(k).contains('{')) {
                // (A message with variables is filled in by the page's code, counts and all.)
                // The element's text runs to the next tag: these elements hold text alone.
                let body = &html[start + len + 1..];
                let text = squeeze(&decode(&body[..body.find('<').unwrap_or(0)]));
                assert_eq!(text, squeeze(&t(&key)), "{page}: {tag}>");
                checked += 1;
            }
            for name in ["aria-label", "title", "placeholder"] {
                if let Some(key) = attribute(tag, &format!("data-l10n-{name}")) {
                    assert_eq!(
                        attribute(tag, name).as_deref(),
                        Some(t(&key).as_str()),
                        "{page}: {tag}>"
                    );
                    checked += 1;
                }
            }
            if let (Some(id), true) = (attribute(tag, "value"), tag.starts_with("<option")) {
                if crate::games::GAME_IDS.contains(&id.as_str()) {
                    let body = &html[start + len + 1..];
                    let text = decode(&body[..body.find('<').unwrap_or(0)]);
                    assert_eq!(text, t(&format!("game-{id}")), "{page}: {tag}>");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

/// The game page's picker is written whole in the HTML, and no code writes it again (issue 20:
/// not in the page's first task): every game, in the order of `GAME_IDS`.
#[test]
fn the_game_pages_picker_lists_every_game_in_order() {
    let html = include_str!("../../index.html");
    let start = html.find("<select id=\"game-picker\"").unwrap();
    let picker = &html[start..start + html[start..].find("</select>").unwrap()];
    let values: Vec<&str> = picker
        .split("<option value=\"")
        .skip(1)
        .filter_map(|option| option.split('"').next())
        .collect();
    assert_eq!(values, crate::games::GAME_IDS);
}

#[test]
fn an_indexed_catalog_reads_a_value_when_first_formatted_and_drops_a_bad_one_then() {
    let source = "good = Fine { $n }\nbad = Broken { $\n-term = T\n";
    let (catalog, issues) = Catalog::index(source);
    // Only a missing name or `=` is seen at once; the bad value is found when it is needed.
    assert!(issues.is_empty(), "{issues:?}");
    assert!(catalog.messages["good"].pattern().is_some());
    assert!(catalog.messages["bad"].pattern().is_none());
    assert!(catalog.terms["term"].pattern().is_some());
    // Read whole, the same text reports the bad entry with its line and leaves it out.
    let (whole, issues) = Catalog::parse(source);
    assert_eq!(issues.len(), 1);
    assert_eq!(issues[0].line, 2);
    assert!(!whole.messages.contains_key("bad"));
    // A language whose value cannot be read falls back to English for that message alone.
    use_builtin("en");
    let english = t("page-new-game");
    use_language("fr", "page-new-game = { $\npage-flip = Tourner\n");
    assert_eq!(t("page-new-game"), english);
    assert_eq!(t("page-flip"), "Tourner");
    use_builtin("en");
}

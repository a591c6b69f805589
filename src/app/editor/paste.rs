//! What an author pastes into the editor: a game id, a record, a link to the game page, an
//! `embed.html` link, or a snippet the editor made (the iframe, the `<quintet-board>` element or
//! the wiki tag). Snippets and embed links open with all their options, so a board already on a
//! wiki can be edited again; a walkthrough (a record with notes), or a snippet's game, opens as a
//! walkthrough to go on writing.

use super::export::Embed;
use super::walk::Walk;
use crate::app::embed::parse_options;
use crate::app::links::from_fragment;
use crate::app::text::InWords;
use crate::core::Record;
use crate::games::AnyGame;

/// What pasted text opens.
#[derive(Clone, Debug)]
pub struct Pasted {
    /// The set-up: the record's start for a walkthrough, else the position it leads to.
    pub setup: AnyGame,
    /// The walkthrough to go on writing, if the text holds one (or a snippet's game).
    pub walk: Option<Walk>,
    /// The board options of a snippet or an embed link, if the text was one.
    pub options: Option<Embed>,
}

/// Reads pasted text; an error is the reason in words.
pub fn read(text: &str) -> Result<Pasted, String> {
    crate::i18n::load_area(crate::i18n::EDITOR);
    let text = text.trim();
    let (record, options) = if text.starts_with('<') {
        snippet(text)?
    } else {
        link(text)
    };
    let record = record.trim();
    if record.is_empty() {
        return Err(crate::i18n::t("editor-load-empty"));
    }
    let record = Record::<AnyGame>::parse(record).map_err(|e| e.in_words())?;
    let keep_line = record.has_notes() || (options.is_some() && !record.tokens().is_empty());
    Ok(if keep_line {
        let at = if record.has_notes() {
            0
        } else {
            record.tokens().len()
        };
        Pasted {
            setup: record.start().clone(),
            walk: Some(Walk::new(record, at)),
            options,
        }
    } else {
        Pasted {
            setup: record.position().clone(),
            walk: None,
            options,
        }
    })
}

/// A link or a bare record: the record (its fragment, percent-decoded, after `#`), and the
/// options of an `embed.html` link's query.
fn link(text: &str) -> (String, Option<Embed>) {
    let (address, record) = match text.split_once('#') {
        Some((address, fragment)) => (address, from_fragment(fragment)),
        None => ("", from_fragment(text)),
    };
    let options = address
        .split_once("embed.html")
        .map(|(_, query)| embed_options(query.trim_start_matches('?')));
    (record, options)
}

/// A snippet: the record and options of the first `<quintet-board>`, `<quintet>` or `<iframe>`
/// tag in `text`.
fn snippet(text: &str) -> Result<(String, Option<Embed>), String> {
    let unreadable = || crate::i18n::t("editor-snippet-unreadable");
    for tag in ["quintet-board", "quintet", "iframe"] {
        let Some((attributes, end)) = tag_attributes(text, tag) else {
            continue;
        };
        let value = |name: &str| {
            let found = attributes.iter().find(|(n, _)| n == name);
            found.map(|(_, v)| v.clone())
        };
        if tag == "iframe" {
            // The frame's own width and height are the page's layout, not the board's: its
            // options (`size` among them) are all in the address.
            let src = value("src").ok_or_else(unreadable)?;
            let (record, options) = link(&src);
            return Ok((record, Some(options.unwrap_or_default())));
        }
        let query: Vec<String> = attributes
            .iter()
            .filter(|(name, _)| name != "record")
            .map(|(name, value)| format!("{name}={}", component(value)))
            .collect();
        let mut options = embed_options(&query.join("&"));
        // The wiki tag's text is the board's prompt, unless an attribute gives one.
        if let (true, Some(inner)) = (tag == "quintet", inner_text(text, end, tag)) {
            let inner = unescape(inner.trim());
            if !inner.is_empty() && !options.extra.iter().any(|(n, _)| n == "prompt") {
                options.extra.push(("prompt".to_string(), inner));
            }
        }
        return Ok((value("record").unwrap_or_default(), Some(options)));
    }
    Err(unreadable())
}

/// The editor's options for an embed query (`interactive=0&controls=1&…`), read as the board
/// reads it: what the editor does not set itself (a puzzle, a prompt, a language) is kept as
/// it is, to be written back.
fn embed_options(query: &str) -> Embed {
    let (o, _) = parse_options(query);
    let mut extra = Vec::new();
    if let Some(solution) = o.solution {
        extra.push(("solution".to_string(), solution));
    }
    if !o.prompt.is_empty() {
        extra.push(("prompt".to_string(), o.prompt));
    }
    if o.autoplay_replies {
        extra.push(("autoplay-replies".to_string(), "1".to_string()));
    }
    if let Some(lang) = o.lang {
        extra.push(("lang".to_string(), lang.to_string()));
    }
    Embed {
        flip: o.flip,
        coords: o.coords,
        controls: o.controls,
        fixed: !o.interactive,
        highlight: o.highlight,
        size: o.size,
        extra,
    }
}

/// `text` percent-encoded as a query value (what `parse_options` decodes).
fn component(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).to_string()
}

/// A tag's attributes, names in lower case, values unescaped, and the byte just after the tag's
/// `>` (`None` for `/>`).
type TagRead = (Vec<(String, String)>, Option<usize>);

/// The attributes of the first `<tag …>` in `text` and where it ends: a quoted value may hold a
/// `>`.
fn tag_attributes(text: &str, tag: &str) -> Option<TagRead> {
    let lower = text.to_ascii_lowercase();
    let open = format!("<{tag}");
    let start = lower
        .match_indices(&open)
        .map(|(i, _)| i + open.len())
        .find(|&i| lower[i..].starts_with(|c: char| c.is_whitespace() || c == '>' || c == '/'))?;
    let mut rest = &text[start..];
    let mut out = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() || rest.starts_with("/>") {
            return Some((out, None));
        }
        if rest.starts_with('>') {
            return Some((out, Some(text.len() - rest.len() + 1)));
        }
        let name_len = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '>' || c == '/')
            .unwrap_or(rest.len())
            .max(1);
        let name = rest[..name_len].to_ascii_lowercase();
        rest = rest[name_len..].trim_start();
        let value = if let Some(after) = rest.strip_prefix('=') {
            let after = after.trim_start();
            let (value, left) = match after.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let body = &after[1..];
                    let end = body.find(quote).unwrap_or(body.len());
                    (&body[..end], body.get(end + 1..).unwrap_or(""))
                }
                _ => {
                    let end = after
                        .find(|c: char| c.is_whitespace() || c == '>')
                        .unwrap_or(after.len());
                    (&after[..end], &after[end..])
                }
            };
            rest = left;
            unescape(value)
        } else {
            String::new()
        };
        if !name.starts_with('/') {
            out.push((name, value));
        }
    }
}

/// The text from byte `end` (just after the opening tag, `None` for a self-closing one) to
/// `</tag>`.
fn inner_text<'a>(text: &'a str, end: Option<usize>, tag: &str) -> Option<&'a str> {
    let end = end?;
    let close = text[end..].to_ascii_lowercase().find(&format!("</{tag}"))?;
    Some(&text[end..end + close])
}

/// HTML's character references in an attribute value decoded once: the named ones snippets use
/// (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`), and numbers (`&#39;`, `&#x17D;`).
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| {
            let name = &rest[1..e];
            let c = match name {
                "amp" => '&',
                "lt" => '<',
                "gt" => '>',
                "quot" => '"',
                "apos" | "#39" => '\'',
                _ => {
                    let number = name.strip_prefix('#')?;
                    let code = match number.strip_prefix(['x', 'X']) {
                        Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                        None => number.parse().ok()?,
                    };
                    char::from_u32(code)?
                }
            };
            Some((c, e))
        });
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests;

//! The pseudo-locale `qps`: every catalog string in brackets, with accented letters and 40% more
//! length, so a browser test can spot text that bypasses the catalog (no brackets) and layouts
//! that break when a translation runs longer than English.

/// `text` as the pseudo-locale shows it: `[Ñöŕţĥ ţö möṽé······]`.
pub fn transform(text: &str) -> String {
    let len = text.chars().count();
    // 40% longer in all, the two brackets included.
    let pad = (len * 2).div_ceil(5).saturating_sub(2).max(1);
    let mut out = String::with_capacity(text.len() * 2 + pad * 2 + 2);
    out.push('[');
    out.extend(text.chars().map(accent));
    // Translations run longer in longer words, not in one endless one: the padding comes in
    // words of at most six dots, so a paragraph can still wrap.
    for i in 0..pad {
        if i > 0 && i % 6 == 0 {
            out.push(' ');
        }
        out.push('·');
    }
    out.push(']');
    out
}

fn accent(c: char) -> char {
    const PLAIN: &str = "aceinosuyzACEINOSUYZ";
    const MARKED: &str = "áçéíñöšüýžÁÇÉÍÑÖŠÜÝŽ";
    PLAIN
        .chars()
        .position(|p| p == c)
        .and_then(|i| MARKED.chars().nth(i))
        .unwrap_or(c)
}

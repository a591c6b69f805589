//! Reads the subset of Fluent syntax (projectfluent.org) that Quintet's catalogs use: messages,
//! terms, comments, multi-line text, variables, term and message references, string and number
//! literals, and select expressions on a variable (plural categories or plain keys).
//!
//! Attributes, functions and term arguments are not part of the subset: an entry that uses them
//! is reported and left out, as Fluent itself leaves out "junk". The native tests format every
//! message of every language with the reference implementation (`fluent-bundle`) and with this
//! reader, and require the same text, so the subset cannot drift from real Fluent.

use std::cell::OnceCell;
use std::collections::BTreeMap;

/// One piece of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Elem {
    /// Literal text.
    Text(String),
    /// A string or number literal placeable (`{ "{" }`): kept as written, never trimmed.
    Literal(String),
    /// `{ $name }`.
    Var(String),
    /// `{ -name }`: a glossary term.
    Term(String),
    /// `{ other-message }`.
    Message(String),
    /// `{ $name -> [key] … *[other] … }`.
    Select {
        /// The variable selected on.
        on: String,
        /// The variants in order.
        variants: Vec<Variant>,
        /// The index of the `*` default variant.
        default: usize,
    },
}

/// A select expression's variant: its key and its pattern.
pub(super) type Variant = (Key, Vec<Elem>);

/// A variant's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Key {
    /// A plural category or a plain word (`one`, `other`, `south`).
    Word(String),
    /// An exact number (`[0]`).
    Number(i64),
}

/// A catalog: messages and terms by name.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    pub(super) messages: BTreeMap<String, Entry>,
    pub(super) terms: BTreeMap<String, Entry>,
}

/// One message or term: its value's text, read into a pattern the first time it is formatted.
/// A page formats a few dozen of its hundreds of messages before its first board, and reading
/// them all first was a tenth of that task (issue 20).
#[derive(Clone, Debug)]
pub(super) struct Entry {
    /// The line the entry starts on (1-based), for [`Issue`]s.
    line: usize,
    /// The name, for [`Issue`]s.
    name: Box<str>,
    /// What follows the `=`.
    value: Box<str>,
    pattern: OnceCell<Result<Vec<Elem>, String>>,
}

impl Entry {
    /// The pattern, or `None` if the value cannot be read (the message then falls back to
    /// English, as one that is missing).
    pub(super) fn pattern(&self) -> Option<&Vec<Elem>> {
        self.read().as_ref().ok()
    }

    fn read(&self) -> &Result<Vec<Elem>, String> {
        self.pattern
            .get_or_init(|| parse_value(&self.name, &self.value))
    }
}

/// An entry that could not be read, with its line number (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// The line the entry starts on.
    pub line: usize,
    /// What was wrong.
    pub what: String,
}

impl Catalog {
    /// Reads a catalog and every entry's value at once. Entries that cannot be read are left
    /// out and reported; the rest is kept, so one bad line in a language file costs one
    /// message, which then falls back to English.
    pub fn parse(source: &str) -> (Catalog, Vec<Issue>) {
        let (mut catalog, mut issues) = Catalog::index(source);
        for map in [&mut catalog.messages, &mut catalog.terms] {
            map.retain(|_, entry| match entry.read() {
                Ok(_) => true,
                Err(what) => {
                    issues.push(Issue {
                        line: entry.line,
                        what: what.clone(),
                    });
                    false
                }
            });
        }
        issues.sort_by_key(|issue| issue.line);
        (catalog, issues)
    }

    /// Reads a catalog's entries by name, leaving each value to be read when it is first
    /// formatted (by the entry's own cell): what the pages do. Only an entry without a name or
    /// an `=` is reported here.
    pub fn index(source: &str) -> (Catalog, Vec<Issue>) {
        let mut catalog = Catalog::default();
        let mut issues = Vec::new();
        for (line, entry) in entries(source) {
            match split_entry(entry) {
                Ok((term, name, value)) => {
                    let map = if term {
                        &mut catalog.terms
                    } else {
                        &mut catalog.messages
                    };
                    map.insert(
                        name.to_string(),
                        Entry {
                            line,
                            name: name.into(),
                            value: value.into(),
                            pattern: OnceCell::new(),
                        },
                    );
                }
                Err(what) => issues.push(Issue { line, what }),
            }
        }
        (catalog, issues)
    }

    /// The message names, sorted.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }

    /// The variables a message uses directly (`$name` in text or as a selector), sorted.
    pub fn variables(&self, key: &str) -> Vec<String> {
        let mut names = Vec::new();
        if let Some(pattern) = self.messages.get(key).and_then(Entry::pattern) {
            collect_vars(pattern, &mut names);
        }
        names.sort();
        names.dedup();
        names
    }
}

fn collect_vars(pattern: &[Elem], out: &mut Vec<String>) {
    for elem in pattern {
        match elem {
            Elem::Var(name) => out.push(name.clone()),
            Elem::Select { on, variants, .. } => {
                out.push(on.clone());
                for (_, value) in variants {
                    collect_vars(value, out);
                }
            }
            _ => {}
        }
    }
}

/// Splits the source into entries: a line starting with a name (or `-name`) and the indented
/// lines after it. Comments and blank lines between entries are skipped.
fn entries(source: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut offset = 0;
    let mut end = 0;
    for (number, line) in source.split_inclusive('\n').enumerate() {
        let content = line.trim_end_matches(['\n', '\r']);
        let blank = content.trim().is_empty();
        // Only a name, a term's `-` or a comment's `#` can start an entry; any other line (an
        // indented one, or a select expression's `[`, `*[` or `}` at the margin) continues one.
        let starts_entry =
            content.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#');
        if starts_entry {
            if let Some((line_no, from)) = start.take() {
                out.push((line_no, &source[from..end]));
            }
            if !content.starts_with('#') {
                start = Some((number + 1, offset));
            }
        }
        offset += line.len();
        if start.is_some() && !blank {
            end = offset;
        }
    }
    if let Some((line_no, from)) = start {
        out.push((line_no, &source[from..end]));
    }
    out
}

/// Splits `name = value` or `-name = value`: (is a term, name, value).
fn split_entry(entry: &str) -> Result<(bool, &str, &str), String> {
    let entry = entry.trim_end();
    let (term, rest) = match entry.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, entry),
    };
    let name_len = identifier_len(rest);
    if name_len == 0 {
        return Err("an entry must start with a name".into());
    }
    let name = &rest[..name_len];
    let after = rest[name_len..].trim_start_matches(' ');
    let Some(value) = after.strip_prefix('=') else {
        return Err(format!("'{name}' has no '='"));
    };
    Ok((term, name, value))
}

/// Reads the value of the entry `name` into a pattern.
fn parse_value(name: &str, value: &str) -> Result<Vec<Elem>, String> {
    let mut reader = Reader {
        text: value,
        pos: 0,
    };
    let pattern = reader.pattern(false)?;
    if reader.pos < reader.text.len() {
        return Err(format!("'{name}': unexpected '{}'", reader.rest_char()));
    }
    if pattern.is_empty() {
        return Err(format!("'{name}' has no value"));
    }
    Ok(pattern)
}

/// The length of the identifier at the start of `text` (`[a-zA-Z][a-zA-Z0-9_-]*`), 0 if none.
fn identifier_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return 0;
    }
    bytes
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_' || **b == b'-')
        .count()
}

/// A pattern piece before dedenting: text, a line break with the next line's indentation, or
/// an expression.
enum Raw {
    Text(String),
    Indent { breaks: usize, spaces: usize },
    Expr(Elem),
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn rest_char(&self) -> char {
        self.text[self.pos..].chars().next().unwrap_or(' ')
    }

    fn skip_spaces(&mut self) {
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
    }

    /// Spaces and line breaks.
    fn skip_blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, byte: u8) -> Result<(), String> {
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(format!("expected '{}'", byte as char))
        }
    }

    /// Reads a pattern up to the end of the entry, or in a variant (`in_variant`) up to the line
    /// that starts the next variant or closes the select expression.
    fn pattern(&mut self, in_variant: bool) -> Result<Vec<Elem>, String> {
        self.skip_spaces();
        let mut raw = Vec::new();
        while let Some(byte) = self.peek() {
            match byte {
                b'{' => {
                    self.pos += 1;
                    raw.push(Raw::Expr(self.placeable()?));
                }
                b'}' => return Err("'}' in text (write {\"}\"})".into()),
                b'\n' | b'\r' => {
                    let save = self.pos;
                    let mut breaks = 0;
                    let mut spaces = 0;
                    while let Some(b) = self.peek() {
                        match b {
                            b'\n' => {
                                breaks += 1;
                                spaces = 0;
                            }
                            b'\r' => {}
                            b' ' => spaces += 1,
                            _ => break,
                        }
                        self.pos += 1;
                    }
                    let next = self.peek();
                    let ends_variant = in_variant && matches!(next, Some(b'[' | b'*' | b'}'));
                    if next.is_none() || ends_variant {
                        self.pos = save;
                        break;
                    }
                    if matches!(next, Some(b'.')) {
                        return Err("attributes are not supported".into());
                    }
                    raw.push(Raw::Indent { breaks, spaces });
                }
                _ => {
                    let from = self.pos;
                    while !matches!(self.peek(), None | Some(b'{' | b'}' | b'\n' | b'\r')) {
                        self.pos += 1;
                    }
                    raw.push(Raw::Text(self.text[from..self.pos].to_string()));
                }
            }
        }
        Ok(dedent(raw))
    }

    /// After `{`: an inline expression or a select expression, then `}`.
    fn placeable(&mut self) -> Result<Elem, String> {
        self.skip_blank();
        let expr = self.inline()?;
        self.skip_blank();
        if self.text[self.pos..].starts_with("->") {
            self.pos += 2;
            let Elem::Var(on) = expr else {
                return Err("only a variable can be selected on".into());
            };
            let (variants, default) = self.variants()?;
            self.skip_blank();
            self.expect(b'}')?;
            return Ok(Elem::Select {
                on,
                variants,
                default,
            });
        }
        self.expect(b'}')?;
        Ok(expr)
    }

    fn inline(&mut self) -> Result<Elem, String> {
        match self.peek() {
            Some(b'$') => {
                self.pos += 1;
                Ok(Elem::Var(self.identifier()?))
            }
            Some(b'-') if self.text[self.pos + 1..].starts_with(|c: char| c.is_ascii_digit()) => {
                Ok(Elem::Literal(self.number()?.to_string()))
            }
            Some(b'-') => {
                self.pos += 1;
                Ok(Elem::Term(self.identifier()?))
            }
            Some(b'"') => self.string().map(Elem::Literal),
            Some(b) if b.is_ascii_digit() => Ok(Elem::Literal(self.number()?.to_string())),
            _ => {
                let name = self.identifier()?;
                if self.peek() == Some(b'(') || self.peek() == Some(b'.') {
                    return Err(format!(
                        "'{name}': functions and attributes are not supported"
                    ));
                }
                Ok(Elem::Message(name))
            }
        }
    }

    fn identifier(&mut self) -> Result<String, String> {
        let len = identifier_len(&self.text[self.pos..]);
        if len == 0 {
            return Err("expected a name".into());
        }
        let name = self.text[self.pos..self.pos + len].to_string();
        self.pos += len;
        Ok(name)
    }

    fn number(&mut self) -> Result<i64, String> {
        let from = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        self.text[from..self.pos]
            .parse()
            .map_err(|_| "expected a whole number".into())
    }

    /// A string literal: `"…"` with `\"`, `\\` and `\uXXXX` escapes.
    fn string(&mut self) -> Result<String, String> {
        self.expect(b'"')?;
        let mut out = String::new();
        let mut chars = self.text[self.pos..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos += i + 1;
                    return Ok(out);
                }
                '\\' => match chars.next() {
                    Some((_, '"')) => out.push('"'),
                    Some((_, '\\')) => out.push('\\'),
                    Some((_, 'u')) => {
                        let hex: String =
                            (0..4).filter_map(|_| chars.next()).map(|p| p.1).collect();
                        let code = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32);
                        out.push(code.ok_or("bad \\u escape")?);
                    }
                    _ => return Err("bad escape in a string".into()),
                },
                '\n' => break,
                c => out.push(c),
            }
        }
        Err("unterminated string".into())
    }

    /// The variants of a select expression: `[key] pattern` lines, one starting with `*`.
    fn variants(&mut self) -> Result<(Vec<Variant>, usize), String> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank();
            let star = self.peek() == Some(b'*');
            if star {
                self.pos += 1;
            }
            if self.peek() != Some(b'[') {
                if star {
                    return Err("expected '[' after '*'".into());
                }
                break;
            }
            self.pos += 1;
            self.skip_spaces();
            let key = match self.peek() {
                Some(b) if b.is_ascii_digit() || b == b'-' => Key::Number(self.number()?),
                _ => Key::Word(self.identifier()?),
            };
            self.skip_spaces();
            self.expect(b']')?;
            if star {
                if default.is_some() {
                    return Err("two default variants".into());
                }
                default = Some(variants.len());
            }
            let value = self.pattern(true)?;
            variants.push((key, value));
        }
        let default = default.ok_or("a select expression needs a '*' default variant")?;
        Ok((variants, default))
    }
}

/// Joins the raw pieces: the indentation common to every continuation line is removed, a
/// pattern that starts on the line after `=` loses that first line break, and trailing blanks
/// go (Fluent's own rules for block text).
fn dedent(raw: Vec<Raw>) -> Vec<Elem> {
    let common = raw
        .iter()
        .filter_map(|piece| match piece {
            Raw::Indent { spaces, .. } => Some(*spaces),
            _ => None,
        })
        .min()
        .unwrap_or(0);
    let mut out: Vec<Elem> = Vec::new();
    let push_text = |out: &mut Vec<Elem>, text: String| {
        if text.is_empty() {
            return;
        }
        if let Some(Elem::Text(last)) = out.last_mut() {
            last.push_str(&text);
        } else {
            out.push(Elem::Text(text));
        }
    };
    for (i, piece) in raw.into_iter().enumerate() {
        match piece {
            Raw::Text(text) => push_text(&mut out, text),
            Raw::Indent { breaks, spaces } => {
                let breaks = if i == 0 { breaks - 1 } else { breaks };
                let text = "\n".repeat(breaks) + &" ".repeat(spaces - common);
                push_text(&mut out, text);
            }
            Raw::Expr(elem) => out.push(elem),
        }
    }
    if let Some(Elem::Text(last)) = out.last_mut() {
        let trimmed = last.trim_end_matches([' ', '\n', '\r']).len();
        last.truncate(trimmed);
        if last.is_empty() {
            out.pop();
        }
    }
    out
}

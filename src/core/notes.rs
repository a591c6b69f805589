//! Notes of annotated records (docs/notation.md, "Annotated records"): a caption, coloured marks and
//! arrows, shown while the board stands at the point a note belongs to. A note is read once, with
//! the places checked against the board at its point, and kept as written: its directives in
//! order with their items, whether a space follows each `]`, its caption, and each place's text,
//! so that writing a record back gives the same text byte for byte.
//!
//! ```text
//! note      = "{" { directive } [ caption ] "}"
//! directive = ( "[%mark " colour place { "," colour place } "]"
//!             | "[%arrow " arrow { "," arrow } "]" ) [ " " ]
//! arrow     = colour place ( "-" | ">" ) place
//! colour    = "G" | "R" | "B" | "Y"
//! caption   = any text without "{", "}" or "[%"
//! ```
//!
//! Arrows are written `G11-13` (issue 52): `>` closes a tag in MediaWiki's and DokuWiki's markup,
//! so a record holding one could not stand in a wiki tag as written. Readers still read the first
//! spelling, `G11>13`, and write each arrow back as it was written.

use super::Spot;
use std::fmt;

/// A note's colour: green, red, blue or yellow (drawn from a colour-blind-safe palette, each with
/// a shape of its own as a second cue).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Hue {
    /// `G`.
    Green,
    /// `R`.
    Red,
    /// `B`.
    Blue,
    /// `Y`.
    Yellow,
}

impl Hue {
    /// Every colour, in the order the notation lists them.
    pub const ALL: [Hue; 4] = [Hue::Green, Hue::Red, Hue::Blue, Hue::Yellow];

    /// The colour's letter in notation.
    pub fn letter(self) -> char {
        match self {
            Hue::Green => 'G',
            Hue::Red => 'R',
            Hue::Blue => 'B',
            Hue::Yellow => 'Y',
        }
    }

    /// The colour of a notation letter.
    pub fn from_letter(c: char) -> Option<Hue> {
        Hue::ALL.into_iter().find(|h| h.letter() == c)
    }
}

/// A place as a note writes it (`13`, `e3`, `S`) and the board spot it names.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    /// The spot on the board.
    pub spot: Spot,
    /// The place as written.
    pub name: String,
}

/// An arrow of a note (`G11-13`), drawn over the pieces.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Its colour.
    pub hue: Hue,
    /// Where it starts.
    pub from: Place,
    /// Where it points.
    pub to: Place,
    /// Whether it was written with the first spelling's `>` (`G11>13`), kept to write it back
    /// as it was; arrows made anew are written with `-`.
    pub gt: bool,
}

/// One directive of a note, with its items in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Directive {
    /// `[%mark G13,R14]`: places marked under the pieces.
    Mark(Vec<(Hue, Place)>),
    /// `[%arrow G11-13]`: arrows drawn over the pieces.
    Arrow(Vec<Arrow>),
}

/// A note: directives, then a caption.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Note {
    /// The directives in order, each with whether a space follows its `]`.
    directives: Vec<(Directive, bool)>,
    caption: String,
}

/// Why a note cannot be read. Its message is the catalog's `error-note-*` (`notes.ftl`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteError {
    /// A `{` that no `}` closes.
    Unclosed,
    /// A `{` inside a note.
    Brace,
    /// `[%name` where `name` is neither `mark` nor `arrow` (as written, shortened).
    Directive(String),
    /// A directive without its closing `]`.
    DirectiveEnd,
    /// A mark item that is not a colour and a place (as written).
    Mark(String),
    /// An arrow item that is not a colour and two places joined by `-` (or `>`) (as written).
    Arrow(String),
    /// A colour letter other than `G`, `R`, `B` or `Y`.
    Colour(char),
    /// A place the board at this point does not have (as written).
    Place(String),
    /// `[%` in the caption: directives come first.
    AfterCaption,
    /// Text between a note and the next `,` (as written).
    After(String),
    /// A second note after the same token.
    Twice,
    /// A note where a token should be: notes follow their token.
    Misplaced,
}

impl NoteError {
    /// The catalog message's key and its variables.
    pub fn message(&self) -> (&'static str, Option<(&'static str, String)>) {
        let text = |name, value: &str| Some((name, super::shorten(value)));
        match self {
            NoteError::Unclosed => ("error-note-unclosed", None),
            NoteError::Brace => ("error-note-brace", None),
            NoteError::Directive(name) => ("error-note-directive", text("name", name)),
            NoteError::DirectiveEnd => ("error-note-directive-end", None),
            NoteError::Mark(item) => ("error-note-mark", text("item", item)),
            NoteError::Arrow(item) => ("error-note-arrow", text("item", item)),
            NoteError::Colour(c) => ("error-note-colour", text("colour", &c.to_string())),
            NoteError::Place(place) => ("error-note-place", text("place", place)),
            NoteError::AfterCaption => ("error-note-after-caption", None),
            NoteError::After(rest) => ("error-note-after", text("text", rest)),
            NoteError::Twice => ("error-note-twice", None),
            NoteError::Misplaced => ("error-note-misplaced", None),
        }
    }
}

/// The fact, not words (`note-place (place: z9)`): `app::text` words it from [`NoteError::message`].
impl fmt::Display for NoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (key, value) = self.message();
        f.write_str(key.strip_prefix("error-").unwrap_or(key))?;
        match value {
            Some((name, value)) => write!(f, " ({name}: {value})"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for NoteError {}

/// The marker that opens a directive and that a caption may not hold.
const OPEN: &str = "[%";

impl Note {
    /// Reads the note that starts at byte `at` of `text` (its `{`), naming places with `place`.
    /// Returns the note and the byte just after its `}`, or the error and the byte it is at.
    pub fn read(
        text: &str,
        at: usize,
        place: &dyn Fn(&str) -> Option<Spot>,
    ) -> Result<(Note, usize), (NoteError, usize)> {
        debug_assert!(text[at..].starts_with('{'));
        let mut note = Note::default();
        let mut i = at + 1;
        while text[i..].starts_with(OPEN) {
            let (directive, end) = read_directive(text, i, place)?;
            i = end;
            let space = text[i..].starts_with(' ');
            if space {
                i += 1;
            }
            note.directives.push((directive, space));
        }
        let rest = &text[i..];
        let Some(stop) = find(rest, b"{}") else {
            return Err((NoteError::Unclosed, at));
        };
        if let Some(open) = rest.as_bytes()[..stop].windows(2).position(|w| w == b"[%") {
            return Err((NoteError::AfterCaption, i + open));
        }
        if rest[stop..].starts_with('{') {
            return Err((NoteError::Brace, i + stop));
        }
        note.caption = rest[..stop].to_string();
        Ok((note, i + stop + 1))
    }

    /// The caption, as written (empty for none).
    pub fn caption(&self) -> &str {
        &self.caption
    }

    /// The directives in order.
    pub fn directives(&self) -> impl Iterator<Item = &Directive> {
        self.directives.iter().map(|(d, _)| d)
    }

    /// Every mark, in the order written.
    pub fn marks(&self) -> impl Iterator<Item = &(Hue, Place)> {
        self.directives().flat_map(|d| match d {
            Directive::Mark(items) => items.as_slice(),
            Directive::Arrow(_) => &[],
        })
    }

    /// Every arrow, in the order written.
    pub fn arrows(&self) -> impl Iterator<Item = &Arrow> {
        self.directives().flat_map(|d| match d {
            Directive::Arrow(items) => items.as_slice(),
            Directive::Mark(_) => &[],
        })
    }

    /// Whether the note says nothing and draws nothing (`{}`).
    pub fn is_empty(&self) -> bool {
        self.directives.is_empty() && self.caption.is_empty()
    }

    /// Sets the caption: `text` with what a caption cannot hold replaced (`{` and `}` by round
    /// brackets, `[%` by `[`), trimmed.
    pub fn set_caption(&mut self, text: &str) {
        let text = text.replace('{', "(").replace('}', ")");
        let mut text = text.trim().to_string();
        while text.contains(OPEN) {
            text = text.replace(OPEN, "[");
        }
        self.caption = text;
        self.space_before_caption();
    }

    /// Marks `place` in `hue`; marking it again in the same colour takes the mark away, in
    /// another colour changes the colour. New marks join the note's first mark directive.
    pub fn toggle_mark(&mut self, hue: Hue, place: Place) {
        let spot = place.spot;
        let found = self.find(|d| match d {
            Directive::Mark(items) => items.iter().position(|(_, p)| p.spot == spot),
            Directive::Arrow(_) => None,
        });
        self.toggle(found, hue, Directive::Mark(vec![(hue, place)]));
    }

    /// Draws an arrow from `from` to `to` in `hue` (written `-`); the same arrow again takes it
    /// away (another colour changes its colour).
    pub fn toggle_arrow(&mut self, hue: Hue, from: Place, to: Place) {
        if from.spot == to.spot {
            return;
        }
        let (a, b) = (from.spot, to.spot);
        let found = self.find(|d| match d {
            Directive::Arrow(items) => items
                .iter()
                .position(|arrow| arrow.from.spot == a && arrow.to.spot == b),
            Directive::Mark(_) => None,
        });
        let arrow = Arrow {
            hue,
            from,
            to,
            gt: false,
        };
        self.toggle(found, hue, Directive::Arrow(vec![arrow]));
    }

    /// The directive and item `item` finds in a directive, if any.
    fn find(&self, item: impl Fn(&Directive) -> Option<usize>) -> Option<(usize, usize)> {
        let found = self.directives.iter().enumerate();
        found
            .filter_map(|(d, (directive, _))| item(directive).map(|i| (d, i)))
            .next()
    }

    /// Item `found`: removed if it is in `hue` already, else recoloured; without one, `new`
    /// added.
    fn toggle(&mut self, found: Option<(usize, usize)>, hue: Hue, new: Directive) {
        let Some((d, i)) = found else {
            return self.add(new);
        };
        let colour = match &mut self.directives[d].0 {
            Directive::Mark(items) => &mut items[i].0,
            Directive::Arrow(items) => &mut items[i].hue,
        };
        if *colour == hue {
            self.remove(d, i);
        } else {
            *colour = hue;
        }
    }

    /// Removes the `n`-th mark (in [`Note::marks`] order), if there is one.
    pub fn remove_mark(&mut self, n: usize) {
        if let Some((d, i)) = self.nth(n, |d| matches!(d, Directive::Mark(_))) {
            self.remove(d, i);
        }
    }

    /// Removes the `n`-th arrow (in [`Note::arrows`] order), if there is one.
    pub fn remove_arrow(&mut self, n: usize) {
        if let Some((d, i)) = self.nth(n, |d| matches!(d, Directive::Arrow(_))) {
            self.remove(d, i);
        }
    }

    /// The directive and item of the `n`-th item of the directives `kind` accepts.
    fn nth(&self, mut n: usize, kind: fn(&Directive) -> bool) -> Option<(usize, usize)> {
        for (d, (directive, _)) in self.directives.iter().enumerate() {
            if !kind(directive) {
                continue;
            }
            let len = match directive {
                Directive::Mark(items) => items.len(),
                Directive::Arrow(items) => items.len(),
            };
            if n < len {
                return Some((d, n));
            }
            n -= len;
        }
        None
    }

    /// Removes item `i` of directive `d`, and the directive once it is empty.
    fn remove(&mut self, d: usize, i: usize) {
        let empty = match &mut self.directives[d].0 {
            Directive::Mark(items) => {
                items.remove(i);
                items.is_empty()
            }
            Directive::Arrow(items) => {
                items.remove(i);
                items.is_empty()
            }
        };
        if empty {
            self.directives.remove(d);
            if let Some(last) = self.directives.last_mut() {
                last.1 &= !self.caption.is_empty();
            }
        }
    }

    /// Adds an item to the first directive of its kind, or the directive after the others.
    fn add(&mut self, directive: Directive) {
        for (existing, _) in &mut self.directives {
            match (existing, &directive) {
                (Directive::Mark(items), Directive::Mark(new)) => {
                    items.extend(new.iter().cloned());
                    return;
                }
                (Directive::Arrow(items), Directive::Arrow(new)) => {
                    items.extend(new.iter().cloned());
                    return;
                }
                _ => {}
            }
        }
        if let Some(last) = self.directives.last_mut() {
            last.1 = true;
        }
        self.directives.push((directive, false));
        self.space_before_caption();
    }

    /// A space between the last directive and a caption, none before the `}` (how the editor
    /// writes notes; notes read from text keep their own spacing).
    fn space_before_caption(&mut self) {
        let caption = !self.caption.is_empty();
        if let Some(last) = self.directives.last_mut() {
            last.1 = caption;
        }
    }
}

/// The byte of the first of `bytes` (ASCII, so always a character boundary) in `text`. A byte
/// loop, not `str::find`, whose searchers cost the page's download a kilobyte or two.
pub(super) fn find(text: &str, bytes: &[u8]) -> Option<usize> {
    text.bytes().position(|b| bytes.contains(&b))
}

/// Reads the directive at byte `at` (its `[%`); returns it and the byte after its `]`.
fn read_directive(
    text: &str,
    at: usize,
    place: &dyn Fn(&str) -> Option<Spot>,
) -> Result<(Directive, usize), (NoteError, usize)> {
    let head = &text[at + OPEN.len()..];
    let name_len = find(head, b" ]}{").unwrap_or(head.len());
    let name = &head[..name_len];
    let arrow = match name {
        "mark" if head[name_len..].starts_with(' ') => false,
        "arrow" if head[name_len..].starts_with(' ') => true,
        // `[%mark]`: a directive without items.
        "mark" | "arrow" => {
            let item = String::new();
            let error = if name == "mark" {
                NoteError::Mark(item)
            } else {
                NoteError::Arrow(item)
            };
            return Err((error, at));
        }
        _ => return Err((NoteError::Directive(name.to_string()), at)),
    };
    let body_at = at + OPEN.len() + name_len + 1;
    let body = &text[body_at..];
    let end = match find(body, b"]}{") {
        Some(e) if body[e..].starts_with(']') => e,
        Some(e) if body[e..].starts_with('{') => return Err((NoteError::Brace, body_at + e)),
        _ => return Err((NoteError::DirectiveEnd, at)),
    };
    let mut item_at = body_at;
    let mut marks = Vec::new();
    let mut arrows = Vec::new();
    for item in body[..end].split(',') {
        let fail = |error| Err((error, item_at));
        let mut chars = item.chars();
        let (colour, places) = match chars.next() {
            Some(c) if !chars.as_str().is_empty() => (c, chars.as_str()),
            _ if arrow => return fail(NoteError::Arrow(item.to_string())),
            _ => return fail(NoteError::Mark(item.to_string())),
        };
        let Some(hue) = Hue::from_letter(colour) else {
            return fail(NoteError::Colour(colour));
        };
        let named = |name: &str, at: usize| {
            place(name)
                .map(|spot| Place {
                    spot,
                    name: name.to_string(),
                })
                .ok_or((NoteError::Place(name.to_string()), at))
        };
        let places_at = item_at + colour.len_utf8();
        if arrow {
            // No place is named with either sign (a move joins its two places with `-`).
            let Some(join) = find(places, b"->") else {
                return fail(NoteError::Arrow(item.to_string()));
            };
            let (from, to) = (&places[..join], &places[join + 1..]);
            if from.is_empty() || to.is_empty() {
                return fail(NoteError::Arrow(item.to_string()));
            }
            let from = named(from, places_at)?;
            let to = named(to, places_at + join + 1)?;
            if from.spot == to.spot {
                return fail(NoteError::Arrow(item.to_string()));
            }
            let gt = places.as_bytes()[join] == b'>';
            arrows.push(Arrow { hue, from, to, gt });
        } else {
            marks.push((hue, named(places, places_at)?));
        }
        item_at += item.len() + 1;
    }
    let directive = if arrow {
        Directive::Arrow(arrows)
    } else {
        Directive::Mark(marks)
    };
    Ok((directive, body_at + end + 1))
}

impl fmt::Display for Directive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Directive::Mark(items) => {
                f.write_str("[%mark ")?;
                for (i, (hue, place)) in items.iter().enumerate() {
                    let sep = if i > 0 { "," } else { "" };
                    write!(f, "{sep}{}{}", hue.letter(), place.name)?;
                }
            }
            Directive::Arrow(items) => {
                f.write_str("[%arrow ")?;
                for (i, arrow) in items.iter().enumerate() {
                    let sep = if i > 0 { "," } else { "" };
                    write!(f, "{sep}{}{}", arrow.hue.letter(), arrow.from.name)?;
                    f.write_str(if arrow.gt { ">" } else { "-" })?;
                    f.write_str(&arrow.to.name)?;
                }
            }
        }
        f.write_str("]")
    }
}

/// The note as written, braces included.
impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (directive, space) in &self.directives {
            directive.fmt(f)?;
            if *space {
                f.write_str(" ")?;
            }
        }
        f.write_str(&self.caption)?;
        f.write_str("}")
    }
}

#[cfg(test)]
mod tests;

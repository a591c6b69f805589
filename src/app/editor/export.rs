//! What an author takes away from the editor: the position link, and the embed snippets (the
//! iframe of `embed.html`, the `<quintet-board>` element and the wiki tag of the MediaWiki and
//! DokuWiki integrations) with the options chosen. Diagrams are [`crate::render::Diagram`].
//!
//! Every value written into markup is escaped for an HTML attribute (a walkthrough's captions may
//! hold anything); in links, a record's notes are percent-encoded (`links::fragment`) and option
//! values too.

use crate::app::embed::size::{board_width, DEFAULT_WIDTH};
use crate::app::embed::spot_named;
use crate::app::links::fragment;
use crate::core::Spot;
use crate::games::AnyGame;
use crate::render::svg::escape;

/// The options of an embedded board, as the author picks them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    /// The board turned 180° (`flip=1`).
    pub flip: bool,
    /// Cell names drawn (`coords=1`).
    pub coords: bool,
    /// Replay controls under the board (`controls=1`).
    pub controls: bool,
    /// A static diagram that ignores clicks (`interactive=0`); live otherwise.
    pub fixed: bool,
    /// Cells marked for an explanation, by name (`highlight=e3,f5`).
    pub highlight: Vec<String>,
    /// The width in CSS pixels the board keeps within (`size=480`); the default otherwise.
    pub size: Option<u32>,
    /// Options the editor does not set but keeps from a pasted snippet or link (a puzzle's
    /// `solution`, `prompt`, `autoplay-replies`, `lang`), written back as they came.
    pub extra: Vec<(String, String)>,
}

impl Embed {
    /// The options as attribute names and values, only those that differ from the defaults.
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if self.fixed {
            out.push(("interactive", "0".to_string()));
        }
        for (name, on) in [
            ("controls", self.controls),
            ("flip", self.flip),
            ("coords", self.coords),
        ] {
            if on {
                out.push((name, "1".to_string()));
            }
        }
        if !self.highlight.is_empty() {
            out.push(("highlight", self.highlight.join(",")));
        }
        if let Some(size) = self.size {
            out.push(("size", size.to_string()));
        }
        for (name, value) in &self.extra {
            if let Some(&known) = KEPT.iter().find(|&&k| k == name) {
                out.push((known, value.clone()));
            }
        }
        out
    }

    /// The options as an `embed.html` query, without its `?` (empty for the defaults), each
    /// value percent-encoded where it needs it.
    pub fn query(&self) -> String {
        let pairs: Vec<String> = self
            .attributes()
            .into_iter()
            .map(|(name, value)| format!("{name}={}", query_value(&value)))
            .collect();
        pairs.join("&")
    }

    /// The attributes written into a tag: ` name="value"` for each option.
    fn tag_attributes(&self) -> String {
        self.attributes()
            .into_iter()
            .map(|(name, value)| format!(" {name}=\"{}\"", escape(&value)))
            .collect()
    }

    /// The iframe of `embed.html` at `base` (the site's folder, ending in `/`), `width` by
    /// `height` CSS pixels, with a title for screen readers. It keeps within its column
    /// (`max-width:100%`), as `<quintet-board>` does: in a narrower one (a phone, a wiki's side
    /// column) the board inside takes the frame's width.
    pub fn iframe(&self, base: &str, record: &str, size: (u32, u32), title: &str) -> String {
        let query = self.query();
        let query = if query.is_empty() {
            String::new()
        } else {
            format!("?{query}")
        };
        format!(
            "<iframe src=\"{}\" width=\"{}\" height=\"{}\" style=\"border:0;max-width:100%\" title=\"{}\"></iframe>",
            escape(&format!("{base}embed.html{query}#{}", fragment(record))),
            size.0,
            size.1,
            escape(title)
        )
    }

    /// The `<quintet-board>` element and the script that defines it.
    pub fn element(&self, base: &str, record: &str) -> String {
        format!(
            "<script type=\"module\" src=\"{}\"></script>\n<quintet-board record=\"{}\"{}></quintet-board>",
            escape(&format!("{base}quintet-board.js")),
            escape(record),
            self.tag_attributes()
        )
    }

    /// The wiki tag of the MediaWiki extension and the DokuWiki plugin (the same syntax in both).
    pub fn wiki(&self, record: &str) -> String {
        format!(
            "<quintet record=\"{}\"{}></quintet>",
            escape(record),
            self.tag_attributes()
        )
    }
}

/// The options the editor keeps from a pasted snippet without setting them itself, in the order
/// it writes them.
const KEPT: [&str; 4] = ["solution", "prompt", "autoplay-replies", "lang"];

/// A query value percent-encoded where it needs it (what `embed::parse_options` decodes): the
/// editor's own values (numbers, cell names) stay as they are.
fn query_value(value: &str) -> String {
    const SAFE: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
        .remove(b',')
        .remove(b'-')
        .remove(b'.')
        .remove(b'_')
        .remove(b'~');
    percent_encoding::utf8_percent_encode(value, SAFE).to_string()
}

/// The link that opens `record` on the game page at `base` (the site's folder, ending in `/`).
pub fn link(base: &str, record: &str) -> String {
    format!("{base}#{}", fragment(record))
}

/// The size of an iframe showing a board whose picture is `scene` (logical units): `width` CSS
/// pixels wide if a size is chosen, else as wide as `<quintet-board>` draws it on a wide page
/// (within 640 × 600, [`board_width`]), with room for the replay controls when they are on, and
/// for a walkthrough's caption (two lines) and step buttons.
pub fn frame_size(scene: (f32, f32), controls: bool, width: Option<u32>, walk: bool) -> (u32, u32) {
    // The embed page's padding, the controls' row (buttons of 44 px) and a caption's two lines
    // (`www/embed.css`, 15 px text), measured in Chromium.
    const PADDING: u32 = 8;
    const CONTROLS: u32 = 52;
    const CAPTION: u32 = 50;
    let width = width.unwrap_or_else(|| board_width(DEFAULT_WIDTH, scene, None, false) as u32);
    let (w, h) = scene;
    let board = if w > 0.0 {
        (width as f32 * h / w).ceil() as u32
    } else {
        0
    };
    let extra = match (walk, controls) {
        (true, _) => CONTROLS + CAPTION,
        (false, true) => CONTROLS,
        (false, false) => 0,
    };
    (width, board + PADDING + extra)
}

/// The name of `spot` in `game`'s notation (what `highlight=` takes), if it is a cell or Home.
/// Names are tried against the game's own reader ([`spot_named`]), so the two always agree.
pub fn spot_name(game: &AnyGame, spot: Spot) -> Option<String> {
    let letters = ('a'..='i').flat_map(|c| (1..=10).map(move |n| format!("{c}{n}")));
    let words = ["S", "N"].into_iter().map(String::from);
    let numbers = (1..=30).map(|n: u32| n.to_string());
    words
        .chain(numbers)
        .chain(letters)
        .find(|name| spot_named(game, name) == Some(spot))
}

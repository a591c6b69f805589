//! What an author takes away from the editor: the position link, and the embed snippets (the
//! iframe of `embed.html`, the `<quintet-board>` element and the wiki tag of the MediaWiki and
//! DokuWiki integrations) with the options chosen. Diagrams are [`crate::render::Diagram`].
//!
//! Every value written into markup is escaped for an HTML attribute; a record only ever holds
//! characters that need none, but a snippet must stay safe whatever it is given.

use crate::app::embed::spot_named;
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
        out
    }

    /// The options as an `embed.html` query, without its `?` (empty for the defaults).
    pub fn query(&self) -> String {
        let pairs: Vec<String> = self
            .attributes()
            .into_iter()
            .map(|(name, value)| format!("{name}={value}"))
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
    /// `height` CSS pixels, with a title for screen readers.
    pub fn iframe(&self, base: &str, record: &str, size: (u32, u32), title: &str) -> String {
        let query = self.query();
        let query = if query.is_empty() {
            String::new()
        } else {
            format!("?{query}")
        };
        format!(
            "<iframe src=\"{}\" width=\"{}\" height=\"{}\" style=\"border:0\" title=\"{}\"></iframe>",
            escape(&format!("{base}embed.html{query}#{record}")),
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

/// The link that opens `record` on the game page at `base` (the site's folder, ending in `/`).
pub fn link(base: &str, record: &str) -> String {
    format!("{base}#{record}")
}

/// The size of an iframe showing a board whose picture is `scene` (logical units) at 640 CSS
/// pixels wide, with room for the replay controls when they are on.
pub fn frame_size(scene: (f32, f32), controls: bool) -> (u32, u32) {
    const WIDTH: f32 = 640.0;
    // The embed page's padding and the controls' row (`www/embed.css`), measured in Chromium.
    const PADDING: u32 = 8;
    const CONTROLS: u32 = 52;
    let (w, h) = scene;
    let board = if w > 0.0 {
        (WIDTH * h / w).ceil() as u32
    } else {
        0
    };
    let extra = if controls { CONTROLS } else { 0 };
    (WIDTH as u32, board + PADDING + extra)
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

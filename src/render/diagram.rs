//! Diagrams: a position drawn for a wiki or a download, with the options an author picks. The
//! command-line tool (`quintet render`), the editor's exports and the game page's downloads all
//! go through [`Diagram`], so the same options give the same picture, byte for byte.

use super::{scene, svg, Overlay, Scene};
use crate::core::{Note, Spot};
use crate::games::AnyGame;

/// How a diagram is drawn: the board turned or not, cell names, marked cells, the tall layout,
/// and a walkthrough's note (its marks and arrows: the caption belongs to the page around the
/// picture, in the page's words, and is not drawn).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Diagram {
    /// The board turned 180°.
    pub flip: bool,
    /// Every cell labelled with its name.
    pub coords: bool,
    /// The tall layout of narrow screens.
    pub portrait: bool,
    /// Cells marked for an explanation.
    pub marks: Vec<Spot>,
    /// The note of the point shown, if any.
    pub note: Option<Note>,
}

impl Diagram {
    /// The scene of `game` with these options, titled ([`super::title`]), and nothing of a live
    /// board (no selection, no last move, no cursor).
    pub fn scene(&self, game: &AnyGame) -> Scene {
        let mut overlay = Overlay {
            flip: self.flip,
            coords: self.coords,
            portrait: self.portrait,
            marks: self.marks.clone(),
            ..Overlay::default()
        };
        if let Some(note) = &self.note {
            overlay.add_note(note);
        }
        let mut scene = scene(game, &overlay);
        scene.title = super::title(game);
        scene
    }

    /// The SVG file of `game`: the document and a final newline, exactly the bytes
    /// `quintet render --svg` prints.
    pub fn svg(&self, game: &AnyGame) -> String {
        let mut text = svg::to_svg(&self.scene(game));
        text.push('\n');
        text
    }
}

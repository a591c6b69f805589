//! Where everything sits on the Arsisesi card: the lanes through [`SquareLayout`], the two Homes
//! facing their players, the "Cleared Tokens" boxes at each player's right hand, and the die.
//! Drawing and hit testing both read these rectangles, so they cannot disagree.
//!
//! Beside the board (landscape) the boxes and the die stand in zones left and right of the lanes.
//! On a phone (portrait) those zones would cost the lanes a fifth of the width, so there they
//! shrink to the rank numbers, and the boxes and the die lie in a strip across the foot of the
//! card, next to the near Home (the player's own, at the bottom), so that the die and that Home
//! are in view together on a phone's screen (issue 37: with the strip at the top they never
//! were); the title and credit go in a line along the top.

use super::super::layout::SquareLayout;
use crate::core::Seat;
use crate::games::arsisesi::LANES;

/// Side of a lane space.
pub const CELL: f32 = 60.0;
/// Table showing around the card (room for its shadow).
pub const MARGIN: f32 = 6.0;
/// Card edge to the printed matter.
pub const PAD: f32 = 12.0;
/// The zones left and right of the lanes: rank numbers, cleared boxes, the die.
const SIDE: f32 = 84.0;
/// The same zones in the tall layout: the rank numbers alone.
const SIDE_PORTRAIT: f32 = 28.0;
/// The tall layout's strip below the bottom Home: both cleared boxes and the die between them.
const STRIP: f32 = 62.0;
/// The tall layout's line above the top Home: the title and credit.
const TITLE_LINE: f32 = 18.0;
/// Width of a cleared box in the strip.
const STRIP_BOX: f32 = 96.0;
/// Depth of a Home.
pub const HOME_H: f32 = 84.0;
/// Between a Home and the lanes (lane letters, the Bridge's name).
pub const GAP: f32 = 18.0;

/// An axis-aligned rectangle: left, top, width, height.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    pub fn inset(&self, d: f32) -> Rect {
        Rect {
            x: self.x + d,
            y: self.y + d,
            w: self.w - 2.0 * d,
            h: self.h - 2.0 * d,
        }
    }
}

/// The card laid out for one lane length, possibly turned 180°.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Geometry {
    /// The lanes: row 0 is the screen-top rank, column 0 the screen-left lane (before a flip).
    pub grid: SquareLayout,
    /// Spaces per lane.
    pub len: u8,
    /// Turned 180°: North's Home at the bottom.
    pub flip: bool,
    /// Width of each side zone.
    pub side: f32,
    /// How much larger than usual the printed words are: the tall layout is shrunk to a phone's
    /// width, and its words must stay readable there.
    pub text: f32,
    /// The tall layout: boxes and die in a strip below the bottom Home.
    pub portrait: bool,
}

impl Geometry {
    pub fn new(len: u8, flip: bool, portrait: bool) -> Geometry {
        let side = if portrait { SIDE_PORTRAIT } else { SIDE };
        let above = if portrait { TITLE_LINE } else { 0.0 };
        Geometry {
            grid: SquareLayout {
                x: MARGIN + PAD + side,
                y: MARGIN + PAD + above + HOME_H + GAP,
                cell: CELL,
                cols: LANES as u8,
                rows: len,
                flip,
            },
            len,
            flip,
            side,
            text: if portrait { 1.3 } else { 1.0 },
            portrait,
        }
    }

    /// Height of the line above the top Home and of the strip below the bottom one.
    fn strips(&self) -> (f32, f32) {
        if self.portrait {
            (TITLE_LINE, STRIP)
        } else {
            (0.0, 0.0)
        }
    }

    /// The strip below the bottom Home (empty in landscape), clear of that Home by its gap.
    fn strip(&self) -> Rect {
        let (w, h) = self.size();
        let strip = self.strips().1;
        Rect {
            x: MARGIN + PAD,
            y: h - MARGIN - PAD - strip + 6.0,
            w: w - 2.0 * (MARGIN + PAD),
            h: strip - 6.0,
        }
    }

    /// A font size for printed words.
    pub fn font(&self, size: f32) -> f32 {
        size * self.text
    }

    /// Size of the whole picture.
    pub fn size(&self) -> (f32, f32) {
        let (strip, footer) = self.strips();
        let w = 2.0 * (MARGIN + PAD + self.side) + self.grid.width();
        let h = 2.0 * (MARGIN + PAD + HOME_H + GAP) + self.grid.height() + strip + footer;
        (w, h)
    }

    /// The card itself.
    pub fn card(&self) -> Rect {
        let (w, h) = self.size();
        Rect {
            x: MARGIN,
            y: MARGIN,
            w: w - 2.0 * MARGIN,
            h: h - 2.0 * MARGIN,
        }
    }

    /// Ranks count from South (1) to North (L): rank L is the top row before a flip.
    fn row(&self, rank: u8) -> u8 {
        self.len - rank
    }

    /// The square of a lane space (absolute lane 0–4, rank 1…L).
    pub fn cell(&self, lane: u8, rank: u8) -> Rect {
        let (x, y) = self.grid.origin(self.row(rank), lane);
        Rect {
            x,
            y,
            w: CELL,
            h: CELL,
        }
    }

    /// Whether `seat`'s Home is drawn at the top of the picture.
    pub fn home_on_top(&self, seat: Seat) -> bool {
        (seat == Seat::North) != self.flip
    }

    /// Which way a token of `seat` travels on screen: -1 up, +1 down. Outbound tokens head for
    /// the opponent's Home, returning ones for their own.
    pub fn heading(&self, seat: Seat, returning: bool) -> f32 {
        let goal = if returning { seat } else { seat.opponent() };
        if self.home_on_top(goal) {
            -1.0
        } else {
            1.0
        }
    }

    /// A Home: the band every lane touches at its end.
    pub fn home(&self, seat: Seat) -> Rect {
        let y = if self.home_on_top(seat) {
            MARGIN + PAD + self.strips().0
        } else {
            self.grid.y + self.grid.height() + GAP
        };
        Rect {
            x: self.grid.x,
            y,
            w: self.grid.width(),
            h: HOME_H,
        }
    }

    /// The side zone on the screen-left (`false`) or screen-right (`true`) of the lanes.
    fn side_x(&self, right: bool) -> f32 {
        if right {
            self.grid.x + self.grid.width()
        } else {
            MARGIN + PAD
        }
    }

    /// The "Cleared Tokens" box of `seat`, beside its Home at the player's right hand (as a
    /// printed board shared by two facing players would have it).
    pub fn cleared(&self, seat: Seat) -> Rect {
        let home = self.home(seat);
        let right = !self.home_on_top(seat);
        if self.portrait {
            let strip = self.strip();
            let x = if right {
                strip.x + strip.w - STRIP_BOX
            } else {
                strip.x
            };
            return Rect {
                x,
                w: STRIP_BOX,
                ..strip
            };
        }
        Rect {
            x: self.side_x(right) + 6.0,
            y: home.y,
            w: self.side - 12.0,
            h: HOME_H,
        }
    }

    /// The line along the card's top that holds the title and credit in the tall layout.
    pub fn title_line(&self) -> Option<Rect> {
        let (w, _) = self.size();
        self.portrait.then_some(Rect {
            x: MARGIN + PAD,
            y: MARGIN + PAD,
            w: w - 2.0 * (MARGIN + PAD),
            h: TITLE_LINE,
        })
    }

    /// The corner opposite a cleared box on the same edge: the printed title and credit.
    pub fn corner(&self, top: bool) -> Rect {
        let y = if top {
            MARGIN + PAD
        } else {
            self.grid.y + self.grid.height() + GAP
        };
        Rect {
            x: self.side_x(top) + 6.0,
            y,
            w: self.side - 12.0,
            h: HOME_H,
        }
    }

    /// Where the die, its points and whose turn it is sit: the right-hand zone, level with the
    /// middle of the lanes; in the tall layout, the strip between the cleared boxes.
    pub fn die_zone(&self) -> Rect {
        if self.portrait {
            let strip = self.strip();
            return Rect {
                x: strip.x + STRIP_BOX + 8.0,
                w: strip.w - 2.0 * (STRIP_BOX + 8.0),
                ..strip
            };
        }
        let h = (150.0 + 30.0 * self.text).min(self.grid.height());
        Rect {
            x: self.side_x(true) + 4.0,
            y: self.grid.y + (self.grid.height() - h) / 2.0,
            w: self.side - 8.0,
            h,
        }
    }

    /// The x of the rank numbers: in the left-hand zone next to the lanes, and in the tall
    /// layout, whose right-hand zone is otherwise empty, in that one too.
    pub fn rank_label_xs(&self) -> Vec<f32> {
        let left = self.grid.x - 14.0;
        if self.portrait {
            vec![left, self.grid.x + self.grid.width() + 14.0]
        } else {
            vec![left]
        }
    }
}

//! The Žanstrekt board: a walnut frame with a marquetry board inside, maple lap squares, the
//! four special squares as ivory inlays with emblems in their owner's colour, a rosewood channel
//! in the middle row crossed by a plank bridge at e2, blue round (South) and orange square
//! (North) pieces, each seat's pool and exited pile as trays, the die, and a legend.
//!
//! Landscape (wide screens): the far seat's trays above the board, the near seat's below it, the
//! legend underneath. Portrait (phones): the board turned a quarter clockwise (files down, ranks
//! across) with the trays, die and legend in a column beside it. Either way South's pieces run
//! anticlockwise on screen, as do North's, so the lap arrows read the same.

mod board;
mod emblems;
mod legend;
mod marks;
mod pieces;

use super::layout::SquareLayout;
use super::scene::{Color, Scene};
use super::Overlay;
use crate::core::Seat;
use crate::games::zanstrekt::board::{side, RANKS, ZAN};
use crate::games::zanstrekt::{Cell, Zanstrekt};
use crate::i18n::{seat_name, t, tr};

/// South's colour (Okabe–Ito blue); its pieces are round.
const SOUTH: Color = Color::hex(0x0072b2);
/// North's colour (Okabe–Ito orange); its pieces are square.
const NORTH: Color = Color::hex(0xe69f00);
/// Emblem ink on ivory for each seat: the seat colours darkened until they read on ivory.
const SOUTH_INK: Color = Color::hex(0x005b8f);
const NORTH_INK: Color = Color::hex(0xa05f00);
/// Neutral ink for the legend and labels on light wood.
const INK: Color = Color::hex(0x3b2a1a);
/// Pale text on the dark walnut frame and trays.
const CREAM: Color = Color::hex(0xf3e4c4);

/// A seat's colour.
fn seat_color(seat: Seat) -> Color {
    if seat == Seat::North {
        NORTH
    } else {
        SOUTH
    }
}

/// A seat's emblem ink.
fn seat_ink(seat: Seat) -> Color {
    if seat == Seat::North {
        NORTH_INK
    } else {
        SOUTH_INK
    }
}

/// An axis-aligned box in scene units.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Bx {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

impl Bx {
    const fn new(x: f32, y: f32, w: f32, h: f32) -> Bx {
        Bx { x, y, w, h }
    }

    fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    fn right(&self) -> f32 {
        self.x + self.w
    }

    fn bottom(&self) -> f32 {
        self.y + self.h
    }
}

/// Outer margin, so that shadows at the edges are not cut off.
const MARGIN: f32 = 10.0;
/// Frame width around the squares (carries the coordinates and lap arrows).
const FRAME: f32 = 26.0;

/// Where everything goes, for one orientation. Cells meet pixels only through `grid`.
struct Geometry {
    grid: SquareLayout,
    portrait: bool,
    /// The board, frame included.
    board: Bx,
    /// Each seat's pool tray, by [`side`] (0 South, 1 North).
    pool: [Bx; 2],
    /// Each seat's exited pile.
    exited: [Bx; 2],
    /// The die with its caption.
    die: Bx,
    /// The lap-direction plaque (wide layout only: the tall one lists the laps in its legend).
    lap: Option<Bx>,
    /// The legend of special squares.
    legend: Bx,
    width: f32,
    height: f32,
}

impl Geometry {
    fn new(overlay: &Overlay) -> Geometry {
        // The seat whose side of the board is nearest the viewer: their trays go at the bottom.
        let near = side(if overlay.flip {
            Seat::North
        } else {
            Seat::South
        });
        let far = 1 - near;
        if overlay.portrait {
            Self::portrait(overlay.flip, near, far)
        } else {
            Self::landscape(overlay.flip, near, far)
        }
    }

    fn landscape(flip: bool, near: usize, far: usize) -> Geometry {
        const CELL: f32 = 80.0;
        const TRAY_W: f32 = 236.0;
        const TRAY_H: f32 = 80.0;
        const GAP: f32 = 9.0;
        let board_w = 9.0 * CELL + 2.0 * FRAME;
        let board_h = 3.0 * CELL + 2.0 * FRAME;
        let width = board_w + 2.0 * MARGIN;
        let top = MARGIN;
        let board = Bx::new(MARGIN, top + TRAY_H + GAP, board_w, board_h);
        let low = board.bottom() + GAP;
        let right = board.right();
        let mut pool = [Bx::new(0.0, 0.0, 0.0, 0.0); 2];
        let mut exited = pool;
        // The far seat's Žan is at the top left, the near seat's at the bottom right: each pool
        // sits next to its Žan with the exited pile beside it.
        pool[far] = Bx::new(MARGIN, top, TRAY_W, TRAY_H);
        exited[far] = Bx::new(MARGIN + TRAY_W + GAP, top, TRAY_W, TRAY_H);
        pool[near] = Bx::new(right - TRAY_W, low, TRAY_W, TRAY_H);
        exited[near] = Bx::new(right - 2.0 * TRAY_W - GAP, low, TRAY_W, TRAY_H);
        let die_x = exited[far].right() + GAP;
        let legend = Bx::new(MARGIN, low + TRAY_H + GAP, board_w, 66.0);
        Geometry {
            grid: SquareLayout {
                x: board.x + FRAME,
                y: board.y + FRAME,
                cell: CELL,
                cols: 9,
                rows: 3,
                flip,
            },
            portrait: false,
            board,
            pool,
            exited,
            die: Bx::new(die_x, top, right - die_x, TRAY_H),
            lap: Some(Bx::new(MARGIN, low, exited[near].x - GAP - MARGIN, TRAY_H)),
            legend,
            width,
            height: legend.bottom() + MARGIN,
        }
    }

    fn portrait(flip: bool, near: usize, far: usize) -> Geometry {
        const CELL: f32 = 76.0;
        const SIDE_W: f32 = 214.0;
        const TRAY_H: f32 = 74.0;
        const GAP: f32 = 8.0;
        let board = Bx::new(
            MARGIN,
            MARGIN,
            3.0 * CELL + 2.0 * FRAME,
            9.0 * CELL + 2.0 * FRAME,
        );
        let sx = board.right() + 12.0;
        let mut pool = [Bx::new(0.0, 0.0, 0.0, 0.0); 2];
        let mut exited = pool;
        pool[far] = Bx::new(sx, board.y, SIDE_W, TRAY_H);
        exited[far] = Bx::new(sx, board.y + TRAY_H + GAP, SIDE_W, TRAY_H);
        pool[near] = Bx::new(sx, board.bottom() - TRAY_H, SIDE_W, TRAY_H);
        exited[near] = Bx::new(sx, pool[near].y - GAP - TRAY_H, SIDE_W, TRAY_H);
        let die = Bx::new(sx, exited[far].bottom() + 14.0, SIDE_W, 72.0);
        let legend_top = die.bottom() + 12.0;
        let legend = Bx::new(sx, legend_top, SIDE_W, exited[near].y - 14.0 - legend_top);
        Geometry {
            grid: SquareLayout {
                x: board.x + FRAME,
                y: board.y + FRAME,
                cell: CELL,
                cols: 3,
                rows: 9,
                flip,
            },
            portrait: true,
            board,
            pool,
            exited,
            die,
            lap: None,
            legend,
            width: sx + SIDE_W + MARGIN,
            height: board.bottom() + MARGIN,
        }
    }

    fn cell_size(&self) -> f32 {
        self.grid.cell
    }

    /// Grid row and column of a cell: rank 3 on top in landscape; in portrait the board is
    /// turned a quarter clockwise, so file a is the top row and rank 1 the left column.
    fn grid_pos(&self, cell: Cell) -> (u8, u8) {
        if self.portrait {
            (cell.file(), cell.rank() - 1)
        } else {
            (RANKS - cell.rank(), cell.file())
        }
    }

    /// Top-left corner of a cell.
    fn origin(&self, cell: Cell) -> (f32, f32) {
        let (row, col) = self.grid_pos(cell);
        self.grid.origin(row, col)
    }

    /// Centre of a cell.
    fn center(&self, cell: Cell) -> (f32, f32) {
        let (row, col) = self.grid_pos(cell);
        self.grid.center(row, col)
    }

    /// The cell's square.
    fn square(&self, cell: Cell) -> Bx {
        let (x, y) = self.origin(cell);
        Bx::new(x, y, self.cell_size(), self.cell_size())
    }
}

/// The whole Žanstrekt picture.
pub fn scene(game: &Zanstrekt, overlay: &Overlay) -> Scene {
    let geo = Geometry::new(overlay);
    let mut scene = Scene::new(geo.width, geo.height);
    board::draw(&mut scene, &geo, game, overlay);
    pieces::trays(&mut scene, &geo, game, overlay);
    legend::die(&mut scene, geo.die, overlay.roll, geo.portrait);
    legend::lap(&mut scene, &geo);
    legend::legend(&mut scene, &geo);
    scene
}

/// What the Žanstrekt picture shows, in words (an SVG picture's title).
pub fn title(game: &Zanstrekt) -> String {
    let seat = |seat: Seat, looks: &str| {
        tr(
            "render-zanstrekt-seat",
            &[
                ("seat", seat_name(seat.name()).into()),
                ("looks", t(looks).into()),
                ("board", game.on_board(seat).into()),
                ("pool", game.pool(seat).into()),
                ("exited", game.exited(seat).into()),
            ],
        )
    };
    tr(
        "render-zanstrekt-title",
        &[
            (
                "south",
                seat(Seat::South, "render-zanstrekt-looks-south").into(),
            ),
            (
                "north",
                seat(Seat::North, "render-zanstrekt-looks-north").into(),
            ),
            ("south-name", seat_name(Seat::South.name()).into()),
            ("north-name", seat_name(Seat::North.name()).into()),
            ("south-zan", ZAN[0].to_string().into()),
            ("north-zan", ZAN[1].to_string().into()),
        ],
    )
}

#[cfg(test)]
mod tests;

//! The Arcēs board: the stone slab with its gilded Gold ([`slab`]), stone and marble pieces
//! ([`pieces`]), and around it a plaque for every seat on its own edge and the turn counter
//! ([`seats`]). [`Geometry`] is the one place where cells meet pixels, through [`SquareLayout`].

mod pieces;
mod seats;
mod slab;

use super::layout::SquareLayout;
use super::scene::Scene;
use super::{theme, Overlay};
use crate::core::{Game, Outcome, Seat, Spot};
use crate::games::arces::view::{self, board_view, BoardView, Cell, FILES, RANKS};
use crate::games::arces::{Arces, TURN_LIMIT};
use crate::i18n::{tr, with_seat};
use pieces::{Look, Sizes};
use seats::{Edge, State, COUNTER, PLAQUE};

const CELL: f32 = 84.0;
const FRAME: f32 = 28.0;
/// Room for a plaque on an edge, with a little air on both sides.
const BAND: f32 = PLAQUE + 12.0;
/// Side margin when no seat sits at the left or right (two players).
const MARGIN: f32 = 8.0;
/// Side margin of the tall layout, whose plaques all lie above and below the board: just room
/// for the slab's shadow, so the cells are as wide as a phone allows.
const MARGIN_PORTRAIT: f32 = 4.0;
const TOP: f32 = COUNTER + 12.0;

/// Where the board lies in the picture: the slab, and the grid of cells inside it.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Geometry {
    width: f32,
    height: f32,
    /// Width of the left and right bands (plaques of West and East, or a margin).
    side: f32,
    grid: SquareLayout,
    /// The tall layout: every plaque lies above or below the board.
    portrait: bool,
}

impl Geometry {
    fn new(players: usize, flip: bool, portrait: bool) -> Geometry {
        let side = match (portrait, players > 2) {
            (true, _) => MARGIN_PORTRAIT,
            (false, true) => BAND,
            (false, false) => MARGIN,
        };
        let grid_side = f32::from(FILES) * CELL;
        let grid = SquareLayout {
            x: side + FRAME,
            y: TOP + BAND + FRAME,
            cell: CELL,
            cols: FILES,
            rows: RANKS,
            flip,
        };
        Geometry {
            width: 2.0 * (side + FRAME) + grid_side,
            height: TOP + 2.0 * (BAND + FRAME) + grid_side,
            side,
            grid,
            portrait,
        }
    }

    /// Grid row and column of a cell: rank 7 is the top row, file a the left column (unflipped).
    fn row_col(cell: Cell) -> (u8, u8) {
        (RANKS - 1 - cell.rank(), cell.file())
    }

    /// Top-left corner of a cell.
    fn origin(&self, cell: Cell) -> (f32, f32) {
        let (row, col) = Self::row_col(cell);
        self.grid.origin(row, col)
    }

    /// Centre of a cell.
    fn center(&self, cell: Cell) -> (f32, f32) {
        let (row, col) = Self::row_col(cell);
        self.grid.center(row, col)
    }

    /// The cell under a point, if any.
    #[cfg(test)]
    fn cell_at(&self, x: f32, y: f32) -> Option<Cell> {
        let (row, col) = self.grid.cell_at(x, y)?;
        Cell::new(col, RANKS - 1 - row)
    }

    /// Where the plaque of the seat at `edge` goes, given the edges that have a seat: the edge it
    /// lies along and its centre. In the tall layout the top band also holds the left seat's
    /// plaque and the bottom band the right seat's; two plaques in a band share it half and half,
    /// so the turn order (South, West, North, East) still goes round the board.
    fn plaque_place(&self, edge: Edge, seated: &[Edge]) -> (Edge, (f32, f32)) {
        let mid_x = self.width / 2.0;
        let mid_y = self.grid.y + self.grid.height() / 2.0;
        let top = (mid_x, TOP + BAND / 2.0);
        let bottom = (mid_x, self.height - BAND / 2.0);
        if !self.portrait {
            return match edge {
                Edge::Top => (edge, top),
                Edge::Bottom => (edge, bottom),
                Edge::Left => (edge, (self.side / 2.0, mid_y)),
                Edge::Right => (edge, (self.width - self.side / 2.0, mid_y)),
            };
        }
        let (band, (_, y), partner, left_half) = match edge {
            Edge::Top => (Edge::Top, top, Edge::Left, false),
            Edge::Left => (Edge::Top, top, Edge::Top, true),
            Edge::Bottom => (Edge::Bottom, bottom, Edge::Right, true),
            Edge::Right => (Edge::Bottom, bottom, Edge::Bottom, false),
        };
        let quarter = (self.width - 2.0 * self.side) / 4.0;
        let x = match (seated.contains(&partner), left_half) {
            (false, _) => mid_x,
            (true, true) => self.side + quarter,
            (true, false) => self.width - self.side - quarter,
        };
        (band, (x, y))
    }
}

/// The whole Arcēs picture.
pub fn scene(game: &Arces, overlay: &Overlay) -> Scene {
    let view = board_view(game);
    let outcome = game.outcome();
    let geo = Geometry::new(view.seats.len(), overlay.flip, overlay.portrait);
    let mut scene = Scene::new(geo.width, geo.height);
    // Arcēs has no dice: `overlay.roll` is always empty and nothing shows it.
    seats_around(&mut scene, &geo, &view, outcome, overlay.flip);
    slab::slab(&mut scene, &geo);
    slab::tiles(&mut scene, &geo, overlay);
    marks(&mut scene, &geo, overlay);
    let sizes = Sizes::for_cell(CELL);
    let looks = Seat::ALL.map(|seat| Look::of(seat, view.out[seat.index()]));
    // Top screen row first, so that a pile overlaps the cell behind it, as seen from the front.
    let mut order: Vec<&view::CellView> = view.cells.iter().collect();
    crate::core::sort_small_by(&mut order, |a, b| {
        (geo.center(a.cell).1)
            .total_cmp(&geo.center(b.cell).1)
            .is_lt()
    });
    for cell in order {
        let (cx, cy) = geo.center(cell.cell);
        let start = scene.begin_piece();
        pieces::cell(&mut scene, cx, cy, &sizes, cell.bottom, cell.top, &looks);
        // A lone piece can slide in whole; a pile would drag its lower piece along, so it doesn't.
        if cell.top.is_none() {
            scene.end_piece(view::spot(cell.cell), start);
        }
    }
    targets(&mut scene, &geo, overlay);
    scene
}

/// What the Arcēs picture shows, in words (an SVG picture's title; the editor appends the
/// verdict as a sentence of its own, so this ends without a full stop).
pub fn title(game: &Arces) -> String {
    let view = board_view(game);
    let outcome = game.outcome();
    let state = match outcome {
        Some(Outcome::Draw) => tr("render-arces-state-drawn", &[]),
        Some(Outcome::Win { winner, .. }) => with_seat("render-arces-state-won", winner.name()),
        None => with_seat("render-arces-state-to-move", view.turn.name()),
    };
    let out: Vec<String> = view
        .seats
        .iter()
        .filter(|seat| view.out[seat.index()])
        .map(|seat| with_seat("render-arces-out", seat.name()))
        .collect();
    tr(
        "render-arces-title",
        &[
            ("players", view.seats.len().into()),
            (
                "turn",
                seats::turn_shown(view.turns_played, outcome.is_some()).into(),
            ),
            ("limit", TURN_LIMIT.into()),
            ("state", state.into()),
            // Each seat out is a clause of its own ("; West is out").
            ("out", out.concat().into()),
        ],
    )
}

fn seats_around(
    scene: &mut Scene,
    geo: &Geometry,
    view: &BoardView,
    outcome: Option<Outcome>,
    flip: bool,
) {
    let over = outcome.map(|o| matches!(o, Outcome::Win { .. }));
    seats::counter(scene, geo.width / 2.0, TOP / 2.0, view.turns_played, over);
    let seated: Vec<Edge> = view.seats.iter().map(|&s| Edge::of(s, flip)).collect();
    for &seat in view.seats {
        let state = match outcome {
            Some(Outcome::Win { winner, .. }) if winner == seat => State::Won,
            _ if view.out[seat.index()] => State::Out,
            None if view.turn == seat => State::ToMove,
            _ => State::Waiting,
        };
        let (edge, (cx, cy)) = geo.plaque_place(Edge::of(seat, flip), &seated);
        seats::plaque(scene, seat, edge, cx, cy, state);
    }
}

/// Selection, movable pieces and the cursor, under the pieces.
fn marks(scene: &mut Scene, geo: &Geometry, overlay: &Overlay) {
    for cell in Cell::all() {
        let spot = view::spot(cell);
        let (x, y) = geo.origin(cell);
        if overlay.selected.is_none() && overlay.movable.contains(&spot) {
            // Firmer than Senet's outline on sand: pale grey limestone swallows a fainter one.
            theme::movable(scene, x, y, CELL, 1.0);
        }
        if overlay.selected == Some(spot) {
            theme::selection(scene, x, y, CELL);
        }
        if overlay.cursor == Some(spot) {
            theme::cursor(scene, x, y, CELL);
        }
    }
}

/// Target rings go over the pieces, so that an attack on a piece is visible.
fn targets(scene: &mut Scene, geo: &Geometry, overlay: &Overlay) {
    for cell in Cell::all() {
        let spot: Spot = view::spot(cell);
        let capture = overlay.captures.contains(&spot);
        if capture || overlay.targets.contains(&spot) {
            let (cx, cy) = geo.center(cell);
            theme::target(scene, cx, cy, CELL, capture);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::render::Shape;

    fn game(text: &str) -> Arces {
        Arces::parse_start(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn cells_and_points_map_both_ways() {
        for players in 2..=4 {
            for (flip, portrait) in [(false, false), (true, false), (false, true), (true, true)] {
                let geo = Geometry::new(players, flip, portrait);
                for cell in Cell::all() {
                    let (cx, cy) = geo.center(cell);
                    assert_eq!(geo.cell_at(cx, cy), Some(cell), "{cell} flip {flip}");
                    let (x, y) = geo.origin(cell);
                    assert_eq!(geo.cell_at(x + 0.5, y + 0.5), Some(cell));
                    assert_eq!(geo.cell_at(x + CELL - 0.5, y + CELL - 0.5), Some(cell));
                }
                let grid = geo.grid;
                assert_eq!(geo.cell_at(grid.x - 1.0, grid.y + 1.0), None);
                assert_eq!(
                    geo.cell_at(grid.x + 1.0, grid.y + grid.height() + 1.0),
                    None
                );
            }
        }
    }

    #[test]
    fn south_is_at_the_bottom_left_corner_unless_flipped() {
        let a1 = Cell::new(0, 0).unwrap();
        let g7 = Cell::new(6, 6).unwrap();
        let geo = Geometry::new(2, false, false);
        assert!(geo.center(a1).0 < geo.center(g7).0);
        assert!(geo.center(a1).1 > geo.center(g7).1);
        let flipped = Geometry::new(2, true, false);
        assert_eq!(flipped.center(a1), geo.center(g7));
        assert_eq!(Edge::of(Seat::South, false), Edge::Bottom);
        assert_eq!(Edge::of(Seat::South, true), Edge::Top);
        assert_eq!(Edge::of(Seat::West, true), Edge::Right);
    }

    #[test]
    fn every_spot_an_action_uses_can_be_clicked() {
        let position = "arces:1n1(nN)3/w1n2(ne)1/(wn)6/w5e/1s(ew)3(eE)/1s5/(sw)3(sS)(se)1:n:48";
        for text in ["arces", "arces-3", "arces-4", position] {
            let game = game(text);
            for (flip, portrait) in [(false, false), (true, false), (false, true), (true, true)] {
                let overlay = Overlay {
                    flip,
                    portrait,
                    ..Overlay::default()
                };
                let scene = scene(&game, &overlay);
                let mut actions = Vec::new();
                game.legal_actions(&mut actions);
                assert!(!actions.is_empty());
                for action in actions {
                    let spots = game.action_spots(action);
                    for spot in spots.from.into_iter().chain(spots.to) {
                        let (x, y) = scene.spot_center(spot).expect("spot has a region");
                        assert_eq!(scene.spot_at(x, y), Some(spot), "{action} in {text}");
                    }
                }
                assert_eq!(scene.hits.len(), view::CELLS);
            }
        }
    }

    #[test]
    fn the_picture_keeps_its_size_in_a_game_and_fits_the_page() {
        for (id, wide) in [("arces", false), ("arces-3", true), ("arces-4", true)] {
            let scene = scene(&game(id), &Overlay::default());
            assert!(
                (650.0..=900.0).contains(&scene.width),
                "{id} {}",
                scene.width
            );
            assert!(scene.height < 900.0);
            assert_eq!(scene.width > 700.0, wide, "side plaques need room: {id}");
        }
    }

    #[test]
    fn in_portrait_the_plaques_lie_above_and_below_the_board_without_overlapping() {
        for id in ["arces", "arces-3", "arces-4"] {
            for flip in [false, true] {
                let game = game(id);
                let overlay = Overlay {
                    flip,
                    portrait: true,
                    ..Overlay::default()
                };
                let scene = scene(&game, &overlay);
                let geo = Geometry::new(game.seats().len(), flip, true);
                assert_eq!(scene.width, geo.width);
                assert!(scene.width < 660.0, "{id}: {}", scene.width);
                // Every seat's name, lying in a plaque: above or below the slab.
                let names: Vec<(f32, f32)> = scene
                    .items
                    .iter()
                    .filter_map(|(shape, _)| match shape {
                        Shape::Text { x, y, text, .. }
                            if Seat::ALL.iter().any(|s| s.name() == text) =>
                        {
                            Some((*x, *y))
                        }
                        _ => None,
                    })
                    .collect();
                assert_eq!(names.len(), game.seats().len(), "{id}");
                let (top, bottom) = (geo.grid.y, geo.grid.y + geo.grid.height());
                for &(_, y) in &names {
                    assert!(
                        y < top - FRAME || y > bottom + FRAME,
                        "{id} flip {flip}: {y}"
                    );
                }
                // Two plaques in one band: their names (which end where the tags start) are
                // far apart.
                for (i, a) in names.iter().enumerate() {
                    for b in &names[i + 1..] {
                        if a.1 == b.1 {
                            assert!((a.0 - b.0).abs() > 250.0, "{id} flip {flip}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_title_names_the_turn_the_mover_and_who_is_out() {
        let position = "arces:1n1(nN)3/w1n2(ne)1/(wn)6/w5e/1s(ew)3(eE)/1s5/(sw)3(sS)(se)1:n:48";
        assert_eq!(
            title(&game(position)),
            "Arcēs board, 4 players, turn 49 of 100: North to move; West is out"
        );
        let won = title(&game("arces:6(nN)/7/7/3(sS)3/2s4/7/7:n:31"));
        assert!(won.ends_with("turn 31 of 100: South wins"), "{won}");
        let drawn = title(&game("arces:6(nN)/7/7/3(ns)3/2(sS)4/7/7:s:100"));
        assert!(drawn.ends_with("turn 100 of 100: drawn"), "{drawn}");
    }

    #[test]
    fn overlay_marks_are_drawn() {
        let game = game("arces");
        let plain = scene(&game, &Overlay::default()).items.len();
        let d1 = view::spot(Cell::new(3, 0).unwrap());
        let d2 = view::spot(Cell::new(3, 1).unwrap());
        let marked = Overlay {
            selected: Some(d1),
            targets: vec![d2],
            captures: vec![view::spot(view::GOLD)],
            last: vec![d1, d2],
            marks: vec![d2],
            cursor: Some(d2),
            coords: true,
            ..Overlay::default()
        };
        let with = scene(&game, &marked).items.len();
        // Selection 1, target 2, capture 1, last 2, mark 3 (tint, ring and its white line),
        // cursor 1, 49 cell names.
        assert_eq!(with, plain + 1 + 2 + 1 + 2 + 3 + 1 + 49);
        let movable = Overlay {
            movable: vec![d1, d2],
            ..Overlay::default()
        };
        assert_eq!(scene(&game, &movable).items.len(), plain + 2);
    }
}

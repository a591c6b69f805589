//! The Arsisesi board as a printed card: North's Home at the top and South's at the bottom (turned
//! with the board), five lanes `a`–`e` between them with the Bridge (`c`) railed and tinted
//! (Types A and B grey out the other four), rank numbers, the "Cleared Tokens" boxes, and the die
//! with the points left. Tokens show their direction; see `tokens`.

mod die;
mod geometry;
mod homes;
mod tokens;

use self::geometry::{Geometry, Rect, CELL, GAP};
use super::scene::{Color, HitArea, Paint, PathOp, Scene, Shape, Style};
use super::{theme, Align, Overlay};
use crate::core::{Game, Seat, Spot, ToAct};
use crate::games::arsisesi::view::{self, NORTH_HOME, SOUTH_HOME};
use crate::games::arsisesi::{Arsisesi, Place, BRIDGE, LANES};
use crate::i18n::{t, to_upper, tr};

/// The printing ink.
const INK: Color = Color::hex(0x3d3428);
/// Lane spaces in play.
const SPACE: Color = Color::hex(0xfbf7ec);
/// The Bridge's spaces: a cool tint that the warm interaction marks stand out on.
const BRIDGE_TINT: Color = Color::hex(0xdde8ea);

/// Size of a token on a lane space.
const TOKEN: f32 = CELL * 0.72;

/// What the Arsisesi picture shows, in words (an SVG picture's title).
pub fn title(game: &Arsisesi) -> String {
    tr(
        "render-arsisesi-title",
        &[
            ("type", homes::type_letter(game.kind()).into()),
            ("variant", homes::variant(game.kind()).into()),
            ("position", game.to_string().into()),
        ],
    )
}

/// The whole Arsisesi picture.
pub fn scene(game: &Arsisesi, overlay: &Overlay) -> Scene {
    let geo = Geometry::new(game.lane_len(), overlay.flip, overlay.portrait);
    let (w, h) = geo.size();
    let mut scene = Scene::new(w, h);
    card(&mut scene, &geo);
    lanes(&mut scene, &geo, game, overlay);
    let acting = match game.to_act() {
        ToAct::Over => None,
        _ => Some(game.turn()),
    };
    for seat in Seat::TWO {
        homes::band(&mut scene, &geo, seat, acting == Some(seat));
        let spot = home_spot(seat);
        let r = geo.home(seat);
        if overlay.last.contains(&spot) {
            tint(&mut scene, r, theme::LAST.alpha(0.4));
        }
        if overlay.marks.contains(&spot) {
            // A Home marked as a cell is (theme::mark): tint, ring and its white line.
            tint(&mut scene, r, theme::MARK_TINT);
            scene.add(rounded(r.inset(3.0), 10.0), theme::mark_ring(CELL));
            let inner = 3.0 + theme::MARK_INSET * CELL;
            scene.add(rounded(r.inset(inner), 8.0), theme::mark_inner(CELL));
        }
        let outline = rounded(r.inset(3.0), 10.0);
        let corner = (r.x + r.w - 16.0, r.y + 16.0);
        super::notes::mark(&mut scene, overlay, spot, &outline, corner, CELL);
        scene.hit(spot, HitArea::Rect(r.x, r.y, r.w, r.h));
    }
    selection_marks(&mut scene, &geo, game, overlay);
    for seat in Seat::TWO {
        homes::contents(&mut scene, &geo, game, seat, overlay.coords);
    }
    field_tokens(&mut scene, &geo, game);
    targets(&mut scene, &geo, game, overlay);
    if let Some(cursor) = overlay.cursor {
        match spot_rect(&geo, game, cursor) {
            Some(r) if cursor == SOUTH_HOME || cursor == NORTH_HOME => {
                dashed_frame(&mut scene, r, theme::MARK, 3.0);
            }
            Some(r) => theme::cursor(&mut scene, r.x, r.y, CELL),
            None => {}
        }
    }
    for seat in Seat::TWO {
        homes::cleared_box(&mut scene, &geo, game, seat);
    }
    homes::corners(&mut scene, &geo, game.kind());
    die::die_zone(&mut scene, &geo, game, overlay.roll.map(|(v, _)| v));
    scene
}

fn home_spot(seat: Seat) -> Spot {
    if seat == Seat::South {
        SOUTH_HOME
    } else {
        NORTH_HOME
    }
}

/// The rectangle a spot answers to: a lane space or a whole Home.
fn spot_rect(geo: &Geometry, game: &Arsisesi, spot: Spot) -> Option<Rect> {
    match view::place_of(game, spot)? {
        Place::SouthHome => Some(geo.home(Seat::South)),
        Place::NorthHome => Some(geo.home(Seat::North)),
        place => {
            let (lane, rank) = place.lane_rank()?;
            Some(geo.cell(lane, rank))
        }
    }
}

fn rounded(r: Rect, radius: f32) -> Shape {
    Shape::Rect {
        x: r.x,
        y: r.y,
        w: r.w,
        h: r.h,
        radius,
    }
}

fn tint(scene: &mut Scene, r: Rect, color: Color) {
    scene.add(rounded(r.inset(3.0), 10.0), Style::fill(color));
}

fn dashed_frame(scene: &mut Scene, r: Rect, color: Color, width: f32) {
    scene.add(
        rounded(r.inset(2.0), 9.0),
        Style::stroke(color, width).dashed(7.0, 4.0),
    );
}

/// The card on the table: cream board with a printed double rule.
fn card(scene: &mut Scene, geo: &Geometry) {
    let c = geo.card();
    scene.add(
        rounded(c, 14.0),
        Style::paint(Paint::Linear {
            from: (c.x, c.y),
            to: (c.x + c.w * 0.3, c.y + c.h),
            stops: vec![(0.0, Color::hex(0xf8f2e4)), (1.0, Color::hex(0xebdfc4))],
        })
        .with_stroke(Color::hex(0xc9b896), 1.0)
        .with_shadow(Color(50, 35, 15, 0.4), 14.0, 0.0, 4.0),
    );
    scene.add(
        rounded(c.inset(5.0), 10.0),
        Style::stroke(INK.alpha(0.7), 1.6),
    );
    scene.add(
        rounded(c.inset(8.5), 7.0),
        Style::stroke(INK.alpha(0.35), 0.8),
    );
}

/// The five lanes: spaces, the Bridge's rails, rank numbers and lane letters, and the hit
/// regions of the spaces in play.
fn lanes(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, overlay: &Overlay) {
    let in_play = view::lanes_in_play(game.kind());
    let len = game.lane_len();
    bridge_rails(scene, geo);
    for lane in 0..LANES as u8 {
        let live = in_play.contains(&lane);
        for rank in 1..=len {
            let r = geo.cell(lane, rank);
            let inner = r.inset(3.0);
            let style = match (live, lane == BRIDGE) {
                (true, true) => Style::fill(BRIDGE_TINT).with_stroke(INK.alpha(0.85), 2.0),
                (true, false) => Style::fill(SPACE).with_stroke(INK.alpha(0.75), 1.5),
                (false, _) => Style::fill(INK.alpha(0.05))
                    .with_stroke(INK.alpha(0.22), 1.0)
                    .dashed(4.0, 3.0),
            };
            scene.add(rounded(inner, 7.0), style);
            if !live {
                continue;
            }
            let place = game.place(lane, rank);
            let spot = view::spot(place);
            if overlay.last.contains(&spot) {
                theme::cell_tint(scene, r.x, r.y, CELL, theme::LAST.alpha(0.55));
            }
            if overlay.marks.contains(&spot) {
                theme::mark(scene, r.x, r.y, CELL);
            }
            super::notes::mark_square(scene, overlay, spot, (r.x, r.y), CELL);
            if overlay.coords {
                scene.add(
                    Shape::Text {
                        x: r.x + 7.0,
                        y: r.y + 11.0,
                        text: place.to_string(),
                        size: geo.font(11.0),
                        bold: true,
                        align: Align::Start,
                    },
                    Style::fill(INK.alpha(0.8)),
                );
            }
            scene.hit(spot, HitArea::Rect(r.x, r.y, r.w, r.h));
        }
    }
    let label = Style::fill(INK.alpha(0.55));
    for rank in 1..=len {
        let (_, cy) = geo.cell(0, rank).center();
        for x in geo.rank_label_xs() {
            scene.add(
                Shape::text(x, cy, rank.to_string(), geo.font(11.0), false),
                label.clone(),
            );
        }
    }
    // Lane letters above the screen-bottom Home, the Bridge's name below the top one.
    let bottom = geo.grid.y + geo.grid.height() + GAP / 2.0;
    let top = geo.grid.y - GAP / 2.0;
    for lane in 0..LANES as u8 {
        let (cx, _) = geo.cell(lane, 1).center();
        let alpha = if in_play.contains(&lane) { 0.6 } else { 0.3 };
        scene.add(
            Shape::text(
                cx,
                bottom,
                view::lane_letter(lane).to_string(),
                geo.font(10.0),
                true,
            ),
            Style::fill(INK.alpha(alpha)),
        );
    }
    let (cx, _) = geo.cell(BRIDGE, 1).center();
    scene.add(
        Shape::text(
            cx,
            top,
            to_upper(&t("render-arsisesi-variant-a")),
            geo.font(8.5),
            true,
        ),
        Style::fill(INK.alpha(0.6)),
    );
}

/// Two rails along the Bridge from Home to Home, so the centre lane reads as the Bridge on every
/// game type.
fn bridge_rails(scene: &mut Scene, geo: &Geometry) {
    let south = geo.home(Seat::South);
    let north = geo.home(Seat::North);
    let (y0, y1) = if south.y < north.y {
        (south.y + south.h, north.y)
    } else {
        (north.y + north.h, south.y)
    };
    let col = geo.cell(BRIDGE, 1);
    scene.add(
        Shape::Rect {
            x: col.x - 1.0,
            y: y0 - 4.0,
            w: col.w + 2.0,
            h: y1 - y0 + 8.0,
            radius: 4.0,
        },
        Style::fill(BRIDGE_TINT.alpha(0.7)),
    );
    for x in [col.x - 1.0, col.x + col.w + 1.0] {
        scene.add(
            Shape::Path(vec![PathOp::Move(x, y0 - 2.0), PathOp::Line(x, y1 + 2.0)]),
            Style::stroke(INK.alpha(0.8), 2.2),
        );
    }
}

/// Faint outlines on what may move, and the glow on the selection. A Home frames only the
/// tokens the player to act could take out of it.
fn selection_marks(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, overlay: &Overlay) {
    let mover = game.turn();
    let frame_of = |spot: Spot| -> Option<(Rect, f32)> {
        let home = match spot {
            SOUTH_HOME => Seat::South,
            NORTH_HOME => Seat::North,
            _ => return spot_rect(geo, game, spot).map(|r| (r.inset(4.0), 8.0)),
        };
        let layout = homes::layout(geo, game.kind(), home);
        let count = if home == mover {
            game.waiting(mover)
        } else {
            game.arrived(mover)
        };
        homes::movers_group(&layout, home, mover).map(|g| (g.area_of(count), g.size * 0.35))
    };
    if overlay.selected.is_none() {
        for &spot in &overlay.movable {
            if let Some((r, radius)) = frame_of(spot) {
                scene.add(
                    rounded(r, radius),
                    Style::stroke(theme::SELECT.alpha(0.6), 2.2),
                );
            }
        }
    }
    let Some(selected) = overlay.selected else {
        return;
    };
    if selected != SOUTH_HOME && selected != NORTH_HOME {
        if let Some(r) = spot_rect(geo, game, selected) {
            theme::selection(scene, r.x, r.y, CELL);
        }
    } else if let Some((r, radius)) = frame_of(selected) {
        // The shared glow, drawn around the row of tokens the selection takes from.
        scene.add(
            rounded(r, radius),
            Style::fill(theme::SELECT.alpha(0.12))
                .with_stroke(theme::SELECT, 4.0)
                .with_shadow(theme::SELECT.alpha(0.9), 12.0, 0.0, 0.0),
        );
    }
}

fn field_tokens(scene: &mut Scene, geo: &Geometry, game: &Arsisesi) {
    for (place, piece) in view::spaces(game) {
        let (Some(piece), Some((lane, rank))) = (piece, place.lane_rank()) else {
            continue;
        };
        let center = geo.cell(lane, rank).center();
        let heading = geo.heading(piece.owner, piece.returning);
        let start = scene.begin_piece();
        tokens::token(scene, piece.owner, piece.returning, center, TOKEN, heading);
        scene.end_piece(view::spot(place), start);
    }
}

/// Target rings over the tokens, so a kick's victim is visibly under attack. A Home target also
/// lights the Home's frame, since the whole band answers the click.
fn targets(scene: &mut Scene, geo: &Geometry, game: &Arsisesi, overlay: &Overlay) {
    let mut seen: Vec<Spot> = Vec::new();
    for (&spot, capture) in overlay
        .captures
        .iter()
        .map(|s| (s, true))
        .chain(overlay.targets.iter().map(|s| (s, false)))
    {
        if seen.contains(&spot) {
            continue;
        }
        seen.push(spot);
        let Some(r) = spot_rect(geo, game, spot) else {
            continue;
        };
        if spot == SOUTH_HOME || spot == NORTH_HOME {
            // The whole band answers the click, so the whole band is the target; a ring in it
            // would sit on the waiting tokens.
            scene.add(
                rounded(r.inset(2.0), 12.0),
                Style::fill(theme::TARGET.alpha(0.1))
                    .with_stroke(theme::TARGET.alpha(0.85), 3.0)
                    .with_shadow(theme::TARGET.alpha(0.6), 8.0, 0.0, 0.0),
            );
            continue;
        }
        let (cx, cy) = r.center();
        if capture {
            // A pale halo under the broken ring keeps it legible on an orange token.
            scene.add(
                Shape::circle(cx, cy, CELL * 0.4),
                Style::stroke(Color(255, 252, 240, 0.85), CELL * 0.11),
            );
        }
        theme::target(scene, cx, cy, CELL, capture);
    }
}

#[cfg(test)]
mod tests;

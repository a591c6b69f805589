//! Keyboard geometry for the accessible board: which place an arrow key moves the focus to, in
//! the board's own geometry and in both orientations, and the board's places in screen rows
//! (for the grid's rows). Every place is reachable from every other.
//!
//! - Senet: Right and Left go forward and back along the S of the track (SEN-1), past square 30
//!   to the borne-off trays; Up and Down go to the square drawn above or below.
//! - Žanstrekt: Right and Left go round the lap counter-clockwise and clockwise (the way both
//!   seats' pieces run, ZAN-1), which is rightwards along the bottom row in either orientation;
//!   Up and Down cross the board (e1, the bridge e2 and e3 in the middle) and reach the pools
//!   and exited piles beside the nearest edge.
//! - Seesaw: Up and Down along a column of hexes, Right and Left to the next column, zigzagging
//!   up and down so that a row of keys comes back where it started.
//! - Arcēs: files and ranks. Arsisesi: ranks along a lane, Right and Left to the next lane
//!   (Type C), and the Homes beyond each end of the lanes (entered from the Bridge).
//!
//! The board turned 180° (flip) turns the arrows with it: Up goes to what is drawn above. A
//! track's Right and Left keep following the track.

use crate::core::Spot;
use crate::games::arces::Cell as ArcesCell;
use crate::games::arsisesi::view::{lanes_in_play, NORTH_HOME, SOUTH_HOME};
use crate::games::arsisesi::{Arsisesi, BRIDGE};
use crate::games::seesaw::view::{axial, spot_at};
use crate::games::senet::view::{cell_of, square_at, OFF_SPOT};
use crate::games::zanstrekt::board::SOUTH_LAP;
use crate::games::zanstrekt::view::{EXITED_SPOT, POOL_SPOT};
use crate::games::zanstrekt::Cell as ZanCell;
use crate::games::AnyGame;

/// An arrow key.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arrow {
    /// Towards the top of the screen.
    Up,
    /// Towards the bottom.
    Down,
    /// Leftwards (back along a track).
    Left,
    /// Rightwards (forward along a track).
    Right,
}

impl Arrow {
    /// Every arrow.
    pub const ALL: [Arrow; 4] = [Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right];

    /// The arrow of a `KeyboardEvent.key` value (`ArrowUp`, …).
    pub fn from_key(key: &str) -> Option<Arrow> {
        Some(match key {
            "ArrowUp" => Arrow::Up,
            "ArrowDown" => Arrow::Down,
            "ArrowLeft" => Arrow::Left,
            "ArrowRight" => Arrow::Right,
            _ => return None,
        })
    }

    fn opposite(self) -> Arrow {
        match self {
            Arrow::Up => Arrow::Down,
            Arrow::Down => Arrow::Up,
            Arrow::Left => Arrow::Right,
            Arrow::Right => Arrow::Left,
        }
    }
}

/// The place the focus moves to from `from` with `arrow`, on the board drawn turned 180° when
/// `flip`; `from` itself where nothing lies that way.
pub fn step(game: &AnyGame, from: Spot, arrow: Arrow, flip: bool) -> Spot {
    let turned = if flip { arrow.opposite() } else { arrow };
    let to = match game {
        AnyGame::Senet(_) => {
            // The track keeps its direction; only the rows swap.
            let vertical = matches!(arrow, Arrow::Up | Arrow::Down);
            senet(from, if vertical { turned } else { arrow })
        }
        AnyGame::Seesaw(g) => seesaw(g.side(), from, turned),
        AnyGame::Arces(_) => arces(from, turned),
        AnyGame::Arsisesi(g) => arsisesi(g, from, turned),
        AnyGame::Zanstrekt(_) if flip => zanstrekt(rotate_zan(from), arrow).map(rotate_zan),
        AnyGame::Zanstrekt(_) => zanstrekt(from, arrow),
    };
    to.unwrap_or(from)
}

/// The board's places in screen rows, top to bottom, each left to right, as drawn (turned 180°
/// when `flip`): what the accessible grid's rows hold.
pub fn rows(game: &AnyGame, flip: bool) -> Vec<Vec<Spot>> {
    let mut rows: Vec<Vec<Spot>> = match game {
        AnyGame::Senet(_) => (0..3)
            .map(|row| {
                (0..10)
                    .map(|col| Spot(square_at(row, col).into()))
                    .collect()
            })
            .collect(),
        AnyGame::Seesaw(g) => {
            // A row is what Right walks along: the key stays the same on each zigzag step.
            let mut cells: Vec<(i16, i8, Spot)> = g
                .places()
                .iter()
                .filter_map(|p| {
                    let (q, r) = axial(g.side(), p.spot)?;
                    Some((i16::from(r) + i16::from(q.div_euclid(2)), q, p.spot))
                })
                .collect();
            // A short list (61 hexes at most): the small sort, no std sort in the page (docs).
            crate::core::sort_small_by(&mut cells, |a, b| a < b);
            let mut rows: Vec<Vec<Spot>> = Vec::new();
            let mut key = None;
            for (k, _, spot) in cells {
                match rows.last_mut() {
                    Some(row) if key == Some(k) => row.push(spot),
                    _ => {
                        rows.push(vec![spot]);
                        key = Some(k);
                    }
                }
            }
            rows
        }
        AnyGame::Arces(_) => (0..7u16)
            .rev()
            .map(|rank| (0..7).map(|file| Spot(rank * 7 + file)).collect())
            .collect(),
        AnyGame::Arsisesi(g) => {
            let mut rows = vec![vec![NORTH_HOME]];
            for rank in (1..=u16::from(g.lane_len())).rev() {
                let lanes = lanes_in_play(g.kind());
                rows.push(
                    lanes
                        .map(|lane| Spot(10 * u16::from(lane) + rank))
                        .collect(),
                );
            }
            rows.push(vec![SOUTH_HOME]);
            rows
        }
        AnyGame::Zanstrekt(_) => {
            let rank = |r: u8| {
                (0..9)
                    .filter_map(move |f| ZanCell::at(f, r))
                    .filter(|c| c.is_used())
            };
            let spots = |r: u8| rank(r).map(|c| Spot(c.index() as u16)).collect();
            vec![
                vec![POOL_SPOT[1], EXITED_SPOT[1]],
                spots(3),
                spots(2),
                spots(1),
                vec![EXITED_SPOT[0], POOL_SPOT[0]],
            ]
        }
    };
    if flip {
        rows.reverse();
        rows.iter_mut().for_each(|row| row.reverse());
        // Senet's trays stand beside the board in both orientations: last, as unturned.
        if matches!(game, AnyGame::Senet(_)) {
            rows.push(vec![OFF_SPOT]);
        }
    } else if matches!(game, AnyGame::Senet(_)) {
        rows.push(vec![OFF_SPOT]);
    }
    rows
}

fn senet(from: Spot, arrow: Arrow) -> Option<Spot> {
    let off = OFF_SPOT.0;
    let n = from.0;
    Some(Spot(match arrow {
        Arrow::Right if n < off => n + 1,
        Arrow::Left if n > 1 => n - 1,
        Arrow::Up | Arrow::Down if n < off => {
            let (row, col) = cell_of(u8::try_from(n).ok()?);
            let row = if arrow == Arrow::Up {
                row.checked_sub(1)?
            } else {
                row + 1
            };
            (row < 3).then(|| square_at(row, col))?.into()
        }
        _ => return None,
    }))
}

fn seesaw(side: u8, from: Spot, arrow: Arrow) -> Option<Spot> {
    let (q, r) = axial(side, from)?;
    let at = |dq: i8, dr: i8| spot_at(side, q + dq, r + dr);
    // Right from an even column goes down-right, from an odd one up-right (Left undoes it), so
    // Right and Left keep to one zigzag row; at an edge, the other neighbour.
    let even = q.rem_euclid(2) == 0;
    match arrow {
        Arrow::Up => at(0, -1),
        Arrow::Down => at(0, 1),
        Arrow::Right if even => at(1, 0).or_else(|| at(1, -1)),
        Arrow::Right => at(1, -1).or_else(|| at(1, 0)),
        Arrow::Left if even => at(-1, 1).or_else(|| at(-1, 0)),
        Arrow::Left => at(-1, 0).or_else(|| at(-1, 1)),
    }
}

fn arces(from: Spot, arrow: Arrow) -> Option<Spot> {
    let cell = ArcesCell::from_index(from.0.into())?;
    let (file, rank) = (cell.file(), cell.rank());
    let to = match arrow {
        Arrow::Up => ArcesCell::new(file, rank + 1),
        Arrow::Down => ArcesCell::new(file, rank.checked_sub(1)?),
        Arrow::Left => ArcesCell::new(file.checked_sub(1)?, rank),
        Arrow::Right => ArcesCell::new(file + 1, rank),
    };
    to.map(|c| Spot(c.index() as u16))
}

fn arsisesi(game: &Arsisesi, from: Spot, arrow: Arrow) -> Option<Spot> {
    let len = u16::from(game.lane_len());
    let lanes = lanes_in_play(game.kind());
    let space = |lane: u8, rank: u16| Spot(10 * u16::from(lane) + rank);
    // The Homes open onto the Bridge, which every game type has.
    match (from, arrow) {
        (SOUTH_HOME, Arrow::Up) => return Some(space(BRIDGE, 1)),
        (NORTH_HOME, Arrow::Down) => return Some(space(BRIDGE, len)),
        (SOUTH_HOME | NORTH_HOME, _) => return None,
        _ => {}
    }
    let (lane, rank) = ((from.0 - 1) / 10, (from.0 - 1) % 10 + 1);
    let lane = u8::try_from(lane).ok()?;
    match arrow {
        Arrow::Up if rank == len => Some(NORTH_HOME),
        Arrow::Up => Some(space(lane, rank + 1)),
        Arrow::Down if rank == 1 => Some(SOUTH_HOME),
        Arrow::Down => Some(space(lane, rank - 1)),
        Arrow::Left => lane
            .checked_sub(1)
            .filter(|l| lanes.contains(l))
            .map(|l| space(l, rank)),
        Arrow::Right => Some(lane + 1)
            .filter(|l| lanes.contains(l))
            .map(|l| space(l, rank)),
    }
}

/// Žanstrekt unturned: the lap round, across the board, the trays beyond the long edges (South's
/// exited pile below e1, its pool below h1; North's pool above b3, its exited pile above e3).
fn zanstrekt(from: Spot, arrow: Arrow) -> Option<Spot> {
    let cell = |file: u8, rank: u8| ZanCell::at(file, rank).map(|c| Spot(c.index() as u16));
    let (s_pool, n_pool, s_out, n_out) =
        (POOL_SPOT[0], POOL_SPOT[1], EXITED_SPOT[0], EXITED_SPOT[1]);
    match (from, arrow) {
        (s, Arrow::Right) if s == s_out => return Some(s_pool),
        (s, Arrow::Left) if s == s_pool => return Some(s_out),
        (s, Arrow::Right) if s == n_pool => return Some(n_out),
        (s, Arrow::Left) if s == n_out => return Some(n_pool),
        (s, Arrow::Up) if s == s_out => return cell(4, 1),
        (s, Arrow::Up) if s == s_pool => return cell(7, 1),
        (s, Arrow::Down) if s == n_pool => return cell(1, 3),
        (s, Arrow::Down) if s == n_out => return cell(4, 3),
        _ => {}
    }
    let index = u8::try_from(from.0).ok().filter(|&i| i < 27)?;
    let here = ZanCell::at(index % 9, index / 9 + 1).filter(|c| c.is_used())?;
    let (file, rank) = (here.file(), here.rank());
    let lap = SOUTH_LAP.iter().position(|&c| c == here);
    let n = SOUTH_LAP.len();
    let through = matches!(file, 0 | 4 | 8); // a, e, i: the columns with a middle cell
    let to = match arrow {
        Arrow::Right => SOUTH_LAP[(lap? + 1) % n],
        Arrow::Left => SOUTH_LAP[(lap? + n - 1) % n],
        Arrow::Up if rank == 3 => return Some(if file < 3 { n_pool } else { n_out }),
        Arrow::Down if rank == 1 => return Some(if file < 6 { s_out } else { s_pool }),
        Arrow::Up => ZanCell::at(file, if through { rank + 1 } else { 3 })?,
        Arrow::Down => ZanCell::at(file, if through { rank - 1 } else { 1 })?,
    };
    Some(Spot(to.index() as u16))
}

/// A Žanstrekt spot seen from the other side of the table: cells turn with the board (ZAN-1's
/// North lap is South's turned), and each seat's trays take the other seat's places.
fn rotate_zan(spot: Spot) -> Spot {
    let swap = |pair: [Spot; 2]| if spot == pair[0] { pair[1] } else { pair[0] };
    if POOL_SPOT.contains(&spot) {
        swap(POOL_SPOT)
    } else if EXITED_SPOT.contains(&spot) {
        swap(EXITED_SPOT)
    } else {
        Spot(26u16.saturating_sub(spot.0))
    }
}

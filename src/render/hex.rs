//! Hexagonal layout: the one place where cells of a hexhex board meet pixels (Red Blob Games'
//! hexagon guide, flat-topped, axial coordinates).
//!
//! Axial (q, r) with s = −q − r: q grows to the right, r downwards (towards the bottom-left and
//! bottom-right of a flat-topped cell's neighbours), so (0, −1) is straight up. A hexhex board of
//! `side` cells per edge holds every (q, r) with |q|, |r| and |s| all below `side`; its outline is
//! a big hexagon with a corner at the top and one at the bottom.

const SQRT_3: f32 = 1.732_050_8;

/// A hexhex board of flat-topped cells around a centre point, optionally turned 180° (board flip).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct HexLayout {
    /// Centre of cell (0, 0), horizontally.
    pub x: f32,
    /// Centre of cell (0, 0), vertically.
    pub y: f32,
    /// Distance from a cell's centre to its corners (also the length of its edges).
    pub size: f32,
    /// Cells per edge of the board.
    pub side: u8,
    /// Turned 180° about the centre: the top corner becomes the bottom one.
    pub flip: bool,
}

impl HexLayout {
    /// Whether (q, r) is a cell of the board.
    pub fn contains(&self, q: i8, r: i8) -> bool {
        let n = i32::from(self.side) - 1;
        let (q, r) = (i32::from(q), i32::from(r));
        q.abs() <= n && r.abs() <= n && (q + r).abs() <= n
    }

    /// Centre of cell (q, r).
    pub fn center(&self, q: i8, r: i8) -> (f32, f32) {
        let (q, r) = (f32::from(q), f32::from(r));
        let (q, r) = if self.flip { (-q, -r) } else { (q, r) };
        (
            self.x + self.size * 1.5 * q,
            self.y + self.size * SQRT_3 * (r + q / 2.0),
        )
    }

    /// The six corners of cell (q, r), clockwise on screen from the right-hand corner.
    pub fn corners(&self, q: i8, r: i8) -> [(f32, f32); 6] {
        let (cx, cy) = self.center(q, r);
        hexagon(cx, cy, self.size)
    }

    /// The cell under a point, if any: the inverse of [`HexLayout::center`] with cube rounding, so
    /// it answers exactly for the polygon [`HexLayout::corners`] draws.
    pub fn cell_at(&self, px: f32, py: f32) -> Option<(i8, i8)> {
        let (dx, dy) = ((px - self.x) / self.size, (py - self.y) / self.size);
        let qf = dx * 2.0 / 3.0;
        let rf = dy / SQRT_3 - dx / 3.0;
        let sf = -qf - rf;
        let (mut q, mut r, s) = (qf.round(), rf.round(), sf.round());
        let (dq, dr, ds) = ((q - qf).abs(), (r - rf).abs(), (s - sf).abs());
        // The component that rounded furthest is the one to recompute from the other two.
        if dq > dr && dq > ds {
            q = -r - s;
        } else if dr > ds {
            r = -q - s;
        }
        let (q, r) = if self.flip { (-q, -r) } else { (q, r) };
        let limit = f32::from(self.side);
        if q.abs() >= limit || r.abs() >= limit {
            return None;
        }
        let (q, r) = (q as i8, r as i8);
        self.contains(q, r).then_some((q, r))
    }

    /// Width of the board, corner to corner of the outer columns.
    pub fn width(&self) -> f32 {
        self.size * (3.0 * f32::from(self.side) - 1.0)
    }

    /// Height of the board, from the top corner cell's flat top to the bottom one's.
    pub fn height(&self) -> f32 {
        self.size * SQRT_3 * (2.0 * f32::from(self.side) - 1.0)
    }

    /// The distance between the centres of neighbouring cells (also a cell's inner diameter).
    pub fn pitch(&self) -> f32 {
        self.size * SQRT_3
    }
}

/// A flat-topped hexagon of circumradius `size` at (cx, cy), clockwise on screen from the right.
pub fn hexagon(cx: f32, cy: f32, size: f32) -> [(f32, f32); 6] {
    let h = size * SQRT_3 / 2.0;
    [
        (cx + size, cy),
        (cx + size / 2.0, cy + h),
        (cx - size / 2.0, cy + h),
        (cx - size, cy),
        (cx - size / 2.0, cy - h),
        (cx + size / 2.0, cy - h),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::HitArea;

    fn layouts() -> impl Iterator<Item = HexLayout> {
        [4u8, 5].into_iter().flat_map(|side| {
            [false, true].map(|flip| HexLayout {
                x: 300.0,
                y: 320.0,
                size: 36.0,
                side,
                flip,
            })
        })
    }

    fn cells(side: u8) -> Vec<(i8, i8)> {
        let n = side as i8 - 1;
        let mut out = Vec::new();
        for q in -n..=n {
            for r in -n..=n {
                if (q + r).abs() <= n {
                    out.push((q, r));
                }
            }
        }
        out
    }

    #[test]
    fn every_centre_maps_back_to_its_cell() {
        for layout in layouts() {
            let all = cells(layout.side);
            assert_eq!(all.len(), if layout.side == 4 { 37 } else { 61 });
            for &(q, r) in &all {
                assert!(layout.contains(q, r));
                let (x, y) = layout.center(q, r);
                assert_eq!(layout.cell_at(x, y), Some((q, r)), "{layout:?}");
                // Near every corner, still inside: the same cell.
                for (cx, cy) in layout.corners(q, r) {
                    let (px, py) = (x + (cx - x) * 0.9, y + (cy - y) * 0.9);
                    assert_eq!(layout.cell_at(px, py), Some((q, r)));
                }
            }
        }
    }

    #[test]
    fn points_outside_the_board_map_to_none() {
        for layout in layouts() {
            let n = layout.side as i8 - 1;
            // One ring beyond the board, all round.
            for (q, r) in [
                (n + 1, 0),
                (0, n + 1),
                (-n - 1, 0),
                (0, -n - 1),
                (n, 1),
                (-n, -1),
            ] {
                assert!(!layout.contains(q, r));
                let (x, y) = layout.center(q, r);
                assert_eq!(layout.cell_at(x, y), None, "({q}, {r}) {layout:?}");
            }
            let w = layout.width();
            let h = layout.height();
            for (x, y) in [
                (layout.x - w, layout.y),
                (layout.x, layout.y + h),
                (layout.x - w / 2.0 + 2.0, layout.y - h / 2.0 + 2.0),
                (layout.x + w / 2.0 - 2.0, layout.y + h / 2.0 - 2.0),
                (f32::MAX, 0.0),
            ] {
                assert_eq!(layout.cell_at(x, y), None, "({x}, {y}) {layout:?}");
            }
        }
    }

    #[test]
    fn drawn_polygons_and_the_inverse_agree() {
        for layout in layouts() {
            let polygons: Vec<((i8, i8), HitArea)> = cells(layout.side)
                .into_iter()
                .map(|(q, r)| ((q, r), HitArea::Polygon(layout.corners(q, r).to_vec())))
                .collect();
            let (w, h) = (layout.width(), layout.height());
            let mut inside = 0;
            for i in 0..97 {
                for j in 0..101 {
                    let x = layout.x - w / 2.0 + w * (i as f32 + 0.37) / 97.0;
                    let y = layout.y - h / 2.0 + h * (j as f32 + 0.41) / 101.0;
                    let hit = polygons
                        .iter()
                        .find(|(_, area)| area.contains(x, y))
                        .map(|(cell, _)| *cell);
                    assert_eq!(layout.cell_at(x, y), hit, "({x}, {y}) {layout:?}");
                    inside += usize::from(hit.is_some());
                }
            }
            assert!(inside > 97 * 101 / 2, "most of the bounding box is board");
        }
    }

    #[test]
    fn south_is_at_the_bottom_corner_unless_flipped() {
        let mut layout = HexLayout {
            x: 0.0,
            y: 0.0,
            size: 10.0,
            side: 5,
            flip: false,
        };
        let (_, bottom) = layout.center(0, 4);
        let (_, top) = layout.center(0, -4);
        assert!(bottom > top);
        let (x, y) = layout.center(1, -1);
        assert!(x > 0.0 && y < 0.0, "(1, -1) is up and to the right");
        assert!((layout.height() - 2.0 * (bottom + layout.pitch() / 2.0)).abs() < 1e-3);
        assert!((layout.width() - 2.0 * (layout.center(4, 0).0 + 10.0)).abs() < 1e-3);
        layout.flip = true;
        assert_eq!(layout.center(0, 4), (0.0, top));
    }
}

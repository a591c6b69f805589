//! Square-grid layout: the one place where cells of a rectangular board meet pixels.

/// A grid of equal square cells at an origin, optionally turned 180° (board flip).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SquareLayout {
    /// Left edge of the grid.
    pub x: f32,
    /// Top edge of the grid.
    pub y: f32,
    /// Side of a cell.
    pub cell: f32,
    /// Columns.
    pub cols: u8,
    /// Rows.
    pub rows: u8,
    /// Turned 180°: row 0 at the bottom, column 0 at the right.
    pub flip: bool,
}

impl SquareLayout {
    /// Top-left corner of the cell at `row` (0 = top when not flipped) and `col`.
    pub fn origin(&self, row: u8, col: u8) -> (f32, f32) {
        let (r, c) = if self.flip {
            (self.rows - 1 - row, self.cols - 1 - col)
        } else {
            (row, col)
        };
        (
            self.x + f32::from(c) * self.cell,
            self.y + f32::from(r) * self.cell,
        )
    }

    /// Centre of a cell.
    pub fn center(&self, row: u8, col: u8) -> (f32, f32) {
        let (x, y) = self.origin(row, col);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }

    /// The cell under a point, if any.
    pub fn cell_at(&self, px: f32, py: f32) -> Option<(u8, u8)> {
        let c = ((px - self.x) / self.cell).floor();
        let r = ((py - self.y) / self.cell).floor();
        if c < 0.0 || r < 0.0 || c >= f32::from(self.cols) || r >= f32::from(self.rows) {
            return None;
        }
        let (r, c) = (r as u8, c as u8);
        Some(if self.flip {
            (self.rows - 1 - r, self.cols - 1 - c)
        } else {
            (r, c)
        })
    }

    /// Width of the grid.
    pub fn width(&self) -> f32 {
        f32::from(self.cols) * self.cell
    }

    /// Height of the grid.
    pub fn height(&self) -> f32 {
        f32::from(self.rows) * self.cell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_points_map_both_ways() {
        for flip in [false, true] {
            let layout = SquareLayout {
                x: 10.0,
                y: 20.0,
                cell: 30.0,
                cols: 10,
                rows: 3,
                flip,
            };
            for row in 0..3 {
                for col in 0..10 {
                    let (cx, cy) = layout.center(row, col);
                    assert_eq!(layout.cell_at(cx, cy), Some((row, col)));
                }
            }
            assert_eq!(layout.cell_at(9.0, 25.0), None);
            assert_eq!(layout.cell_at(311.0, 25.0), None);
        }
    }
}

//! What a Senet board shows, as data (no pixels): where each square sits (SEN-1) and which squares
//! carry the traditional marks.

use crate::core::Spot;

/// The spot of the borne-off area beside the board (target of bearing off).
pub const OFF_SPOT: Spot = Spot(31);

/// Columns and rows of the board.
pub const COLUMNS: u8 = 10;
/// Rows of the board.
pub const ROWS: u8 = 3;

/// The traditional mark of a square (SEN-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// 15: the house of rebirth (ankh).
    Rebirth,
    /// 26: the house of beauty (nefer), a safe square.
    Beauty,
    /// 27: the house of water, the trap.
    Water,
    /// 28: the house of the three (three strokes), a safe square.
    Three,
    /// 29: the house of the two (two strokes), a safe square.
    Two,
    /// 30: the house of Re-Horakhty (a sun disc), the last square.
    Sun,
}

/// The mark on `square`, if any.
pub fn mark(square: u8) -> Option<Mark> {
    Some(match square {
        15 => Mark::Rebirth,
        26 => Mark::Beauty,
        27 => Mark::Water,
        28 => Mark::Three,
        29 => Mark::Two,
        30 => Mark::Sun,
        _ => return None,
    })
}

/// Whether pieces are safe from attack on `square` (SEN-6).
pub fn is_safe(square: u8) -> bool {
    matches!(square, 26 | 28 | 29)
}

/// Row (0 = top) and column (0 = left) of a square, following the S of SEN-1.
pub fn cell_of(square: u8) -> (u8, u8) {
    let i = square - 1;
    let row = i / COLUMNS;
    let col = i % COLUMNS;
    let col = if row == 1 { COLUMNS - 1 - col } else { col };
    (row, col)
}

/// The square at a row and column.
pub fn square_at(row: u8, col: u8) -> u8 {
    let col = if row == 1 { COLUMNS - 1 - col } else { col };
    row * COLUMNS + col + 1
}

/// Which sticks show their flat side for a throw (SEN-2): `value` flats, or none for a 6.
/// `variety` picks one of the arrangements so repeated throws do not look identical.
pub fn sticks(value: u8, variety: u32) -> [bool; 4] {
    let flats = if value == 6 { 0 } else { u32::from(value) };
    // All 4-bit patterns with the right number of flat sides, in a fixed order.
    let patterns: Vec<u8> = (0u8..16).filter(|p| p.count_ones() == flats).collect();
    let p = patterns[variety as usize % patterns.len()];
    [p & 1 != 0, p & 2 != 0, p & 4 != 0, p & 8 != 0]
}

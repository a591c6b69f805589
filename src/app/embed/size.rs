//! How big an embedded board is drawn (issue 41): a `size` option gives the width in CSS pixels
//! the board keeps within, its height following; without one, a board on a host page fits a
//! wiki's content column and a laptop's screen (at most [`DEFAULT_WIDTH`] wide and
//! [`DEFAULT_HEIGHT`] tall), and `embed.html` fills its frame as the author sized it.

/// The narrowest `size` accepted, in CSS pixels.
pub const MIN_SIZE: u32 = 120;
/// The widest `size` accepted, in CSS pixels.
pub const MAX_SIZE: u32 = 4000;
/// A board on a host page is at most this wide without a `size` (the editor's iframe width).
pub const DEFAULT_WIDTH: f64 = 640.0;
/// ... and at most this tall: a tall board (Seesaw) with its buttons stays on a laptop's screen.
pub const DEFAULT_HEIGHT: f64 = 600.0;

/// Reads a `size` value: a whole number of CSS pixels, `px` allowed after it, within
/// [`MIN_SIZE`]..=[`MAX_SIZE`]. (A loop of its own: the game page's download carries this, and
/// `str::parse` with trimming cost it a kilobyte.)
#[inline(never)]
pub fn parse_size(value: &str) -> Option<u32> {
    let digits = value.trim();
    let digits = digits.strip_suffix("px").unwrap_or(digits);
    if digits.is_empty() || digits.len() > 4 {
        return None;
    }
    let mut size = 0;
    for digit in digits.bytes() {
        if !digit.is_ascii_digit() {
            return None;
        }
        size = size * 10 + u32::from(digit - b'0');
    }
    (MIN_SIZE..=MAX_SIZE).contains(&size).then_some(size)
}

/// The width in CSS pixels of a board whose picture is `scene` (logical width and height), with
/// `available` pixels across: within `size` if given, else within the default box on a host
/// page (`framed` false) or the whole width in `embed.html` (`framed`), which also fits its
/// window's height elsewhere.
pub fn board_width(available: f64, scene: (f32, f32), size: Option<u32>, framed: bool) -> f64 {
    let (w, h) = (f64::from(scene.0), f64::from(scene.1));
    let bound = match size {
        Some(size) => f64::from(size),
        None if framed => available,
        None if h > 0.0 => DEFAULT_WIDTH.min(DEFAULT_HEIGHT * w / h),
        None => DEFAULT_WIDTH,
    };
    available.min(bound).max(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_whole_pixels_in_range() {
        assert_eq!(parse_size("480"), Some(480));
        assert_eq!(parse_size(" 360px "), Some(360));
        for bad in [
            "",
            "px",
            "-5",
            "4.5",
            "1e3",
            "119",
            "4001",
            "99999999999",
            "50%",
        ] {
            assert_eq!(parse_size(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_tall_board_in_a_wide_column_keeps_to_the_default_box() {
        // Seesaw's picture: taller than wide (1,384 × 1,699 px in a 1,400 px column before).
        let seesaw = (616.0, 756.0);
        let width = board_width(1400.0, seesaw, None, false);
        let height = width * 756.0 / 616.0;
        assert!(
            (height - DEFAULT_HEIGHT).abs() < 0.01 && width < DEFAULT_WIDTH,
            "{width}"
        );
        // A wide board (Senet) is as wide as the default allows.
        assert_eq!(
            board_width(1400.0, (780.0, 310.0), None, false),
            DEFAULT_WIDTH
        );
        // Narrow columns and phones: the column's width.
        assert_eq!(board_width(360.0, seesaw, None, false), 360.0);
        // A size is kept within, in a wide column and a narrow one.
        assert_eq!(board_width(1400.0, seesaw, Some(1400), false), 1400.0);
        assert_eq!(board_width(1400.0, seesaw, Some(360), false), 360.0);
        assert_eq!(board_width(300.0, seesaw, Some(360), false), 300.0);
        // embed.html fills the frame unless told.
        assert_eq!(board_width(800.0, seesaw, None, true), 800.0);
        assert_eq!(board_width(800.0, seesaw, Some(500), true), 500.0);
    }
}

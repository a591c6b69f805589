//! Decimal text for the few numbers the page writes as text (CSS colours and sizes, the dice
//! panel's expected counts), with integer arithmetic: Rust's float formatting (`{:.3}`, `{}` of
//! an `f32`) brings its shortest-and-exact printing algorithms into the page's wasm, several
//! kilobytes of a download with a budget, for numbers that need no more than three decimals.

/// `x` with exactly `places` decimals (at most 6), rounded half away from zero, as `{:.N}` writes
/// it: `decimal(0.35, 3)` is `0.350`, `decimal(12.0, 0)` is `12`. Numbers that are not finite, or too
/// large to matter on a page (beyond ±2⁵³ after scaling), are written as `0`.
pub fn decimal(x: f64, places: u32) -> String {
    let places = places.min(6);
    let scale = 10u64.pow(places);
    let scaled = (x.abs() * scale as f64).round();
    if !scaled.is_finite() || scaled > 9_007_199_254_740_992.0 {
        return "0".to_string();
    }
    let scaled = scaled as u64;
    let (whole, fraction) = (scaled / scale, scaled % scale);
    let sign = if x < 0.0 && scaled != 0 { "-" } else { "" };
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        let digits = places as usize;
        format!("{sign}{whole}.{fraction:0digits$}")
    }
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn writes_fixed_decimals() {
        let cases = [
            (0.35, 3, "0.350"),
            (0.5, 3, "0.500"),
            (1.0, 3, "1.000"),
            (0.0, 3, "0.000"),
            (12.0, 2, "12.00"),
            (13.333_333, 2, "13.33"),
            (0.0625, 3, "0.063"),
            (2.25, 1, "2.3"),
            (-1.5, 1, "-1.5"),
            (-0.0001, 2, "0.00"),
            (0.001, 3, "0.001"),
            (0.0105, 3, "0.011"),
            (1234.5, 0, "1235"),
            (f64::NAN, 2, "0"),
            (f64::INFINITY, 2, "0"),
            (1e300, 2, "0"),
        ];
        for (x, places, text) in cases {
            assert_eq!(decimal(x, places), text, "{x} to {places}");
        }
    }

    #[test]
    fn agrees_with_std_formatting_to_three_places() {
        for i in 0..20_000u32 {
            let x = f64::from(i) / 997.0;
            let std = format!("{x:.3}");
            let ours = decimal(x, 3);
            // std rounds the exact binary value; ours rounds after scaling, which can differ
            // by one in the last place on a near-tie. Never more.
            let apart = (ours.parse::<f64>().unwrap() - std.parse::<f64>().unwrap()).abs();
            assert!(
                apart < 0.0011 && ours.len() == std.len(),
                "{x}: {ours} vs {std}"
            );
        }
    }
}

//! Decimal numbers as each language writes them (CLDR's decimal symbol): `62.3` in English,
//! `62,3` in French, Spanish and German. Like the plural rules, four languages' data is one line,
//! where a general number-formatting library would bring every locale's.

use crate::core::decimal;

/// `value` rounded to `decimals` places, with the decimal symbol of `lang` (English's for an
/// unknown language and the pseudo-locale).
pub fn number_in(lang: &str, value: f64, decimals: u32) -> String {
    let text = decimal(value, decimals);
    match lang {
        "fr" | "es" | "de" => text.replace('.', ","),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::number_in;

    #[test]
    fn the_decimal_symbol_is_the_languages() {
        assert_eq!(number_in("en", 62.345, 1), "62.3");
        assert_eq!(number_in("fr", 62.345, 1), "62,3");
        assert_eq!(number_in("es", -0.04, 1), "0,0");
        assert_eq!(number_in("de", 100.0, 1), "100,0");
        assert_eq!(number_in("qps", 1.25, 2), "1.25");
        assert_eq!(number_in("de", 7.0, 0), "7");
    }
}

//! The words of analysis: win chances as percentages, decision labels, and the review's one
//! sentence about who played and who threw better, from the typed facts of
//! [`crate::ai::analysis`], through the message catalog (`locales/en/analysis.ftl`). The command
//! line prints these, and the page will show the same.

use crate::ai::analysis::bookkeeping::{Label, Summary, POINT};
use crate::ai::analysis::tactics::Tactic;
use crate::ai::analysis::Chance;
use crate::core::{decimal, Game, Seat};
use crate::games::{uses_dice, AnyGame};
use crate::i18n::{t, tr};

/// A win chance as a percentage with one decimal: `62.3%`.
pub fn percent(chance: Chance) -> String {
    let value = crate::i18n::number(f64::from(chance) / f64::from(POINT), 1);
    tr("analysis-percent", &[("value", value.into())])
}

/// A change of win chance in points with one decimal and its sign, as a number alone: `+8.3`,
/// `-0.4`, `0.0` (see [`points_text`] for the words).
pub fn points(change: i64) -> String {
    let value = change as f64 / f64::from(POINT);
    let text = crate::i18n::number(value, 1);
    if change > 0 && decimal(value, 1) != "0.0" {
        format!("+{text}")
    } else {
        text
    }
}

/// [`points`] with its unit: `+8.3 points`.
pub fn points_text(change: i64) -> String {
    tr("analysis-points", &[("value", points(change).into())])
}

/// An amount of win chance in points with one decimal and no sign, with its unit: `2.9 points`
/// (a mean loss).
pub fn amount_text(amount: Chance) -> String {
    let value = crate::i18n::number(f64::from(amount) / f64::from(POINT), 1);
    tr("analysis-points", &[("value", value.into())])
}

/// A decision label's name.
pub fn label_word(label: Label) -> String {
    t(match label {
        Label::Best => "analysis-label-best",
        Label::Excellent => "analysis-label-excellent",
        Label::Good => "analysis-label-good",
        Label::Inaccuracy => "analysis-label-inaccuracy",
        Label::Mistake => "analysis-label-mistake",
        Label::Blunder => "analysis-label-blunder",
    })
}

/// What the rules say of a blunder a move ahead, in words (after its label: "blunder: misses a
/// win at once").
pub fn fact_words(fact: Tactic) -> String {
    t(match fact {
        Tactic::MissedWin => "analysis-fact-missed",
        Tactic::AllowedWin => "analysis-fact-allowed",
    })
}

/// The review's verdict in one sentence: who played better (by accuracy) and, in games with
/// dice, who threw better (by luck).
pub fn summary_sentence(summary: &Summary, game: &AnyGame) -> String {
    // In the page's language, as the rest of the review names the seats.
    let name = |seat: Seat| crate::app::text::seat_name(game, seat);
    let dice = uses_dice(game.id());
    let (key, player, thrower) = match (summary.played_better, summary.threw_better) {
        (Some(a), Some(b)) if a == b => ("analysis-verdict-both", Some(a), None),
        (Some(a), Some(b)) => ("analysis-verdict-split", Some(a), Some(b)),
        (Some(a), None) if dice => ("analysis-verdict-played-even-dice", Some(a), None),
        (Some(a), None) => ("analysis-verdict-played", Some(a), None),
        (None, Some(b)) => ("analysis-verdict-threw", None, Some(b)),
        (None, None) if dice => ("analysis-verdict-even-dice", None, None),
        (None, None) => ("analysis-verdict-even", None, None),
    };
    let mut args = Vec::new();
    if let Some(seat) = player {
        args.push(("player", name(seat).into()));
    }
    if let Some(seat) = thrower {
        args.push(("thrower", name(seat).into()));
    }
    tr(key, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::bookkeeping::SeatSummary;

    fn summary(played: Option<Seat>, threw: Option<Seat>) -> Summary {
        Summary {
            seats: Vec::<SeatSummary>::new(),
            played_better: played,
            threw_better: threw,
        }
    }

    #[test]
    fn numbers_read_as_percentages_and_points() {
        assert_eq!(percent(623_456), "62.3%");
        assert_eq!(percent(1_000_000), "100.0%");
        assert_eq!(percent(0), "0.0%");
        assert_eq!(points(83_000), "+8.3");
        assert_eq!(points(-4_000), "-0.4");
        assert_eq!(points(200), "0.0");
        assert_eq!(points(0), "0.0");
        // A no-break space keeps a number and its unit on one line.
        assert_eq!(points_text(-4_000), "-0.4\u{a0}points");
        assert_eq!(amount_text(29_000), "2.9\u{a0}points");
        assert_eq!(label_word(Label::Blunder), "blunder");
    }

    /// The other languages' files are read from `locales/` (native tests only).
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn numbers_and_seats_in_other_languages() {
        // French, Spanish and German write a decimal comma, and a space before the sign.
        crate::i18n::use_for_test("fr");
        assert_eq!(percent(623_456), "62,3\u{a0}%");
        assert_eq!(points(83_000), "+8,3");
        assert_eq!(points(200), "0,0");
        crate::i18n::use_for_test("de");
        assert_eq!(points_text(-4_000), "-0,4\u{a0}Punkte");
        // The seats in the page's language, as the review's other lines name them.
        let seesaw = AnyGame::new("seesaw").unwrap();
        let verdict = summary_sentence(&summary(None, Some(Seat::South)), &seesaw);
        assert!(
            verdict.contains("Süd") && !verdict.contains("South"),
            "{verdict}"
        );
        crate::i18n::use_builtin("en");
    }

    #[test]
    fn the_sentence_names_the_seats_as_the_game_does() {
        let senet = AnyGame::new("senet").unwrap();
        let south = senet.seat_name(Seat::South);
        let north = senet.seat_name(Seat::North);
        assert_eq!(
            summary_sentence(&summary(Some(Seat::North), Some(Seat::South)), &senet),
            format!("{north} played better, {south} threw better.")
        );
        assert_eq!(
            summary_sentence(&summary(Some(Seat::South), Some(Seat::South)), &senet),
            format!("{south} played better and threw better.")
        );
        assert_eq!(
            summary_sentence(&summary(None, None), &senet),
            "Both played about as well, and the dice favoured nobody."
        );
        let seesaw = AnyGame::new("seesaw").unwrap();
        assert_eq!(
            summary_sentence(&summary(Some(Seat::South), None), &seesaw),
            "South played better."
        );
    }
}

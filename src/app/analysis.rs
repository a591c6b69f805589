//! The words of analysis: win chances as percentages, decision labels, and the review's one
//! sentence about who played and who threw better, from the typed facts of
//! [`crate::ai::analysis`]. The command line prints these, and the page will show the same.
//! Every sentence is here, whole, with its variables, ready for the message catalog.

use crate::ai::analysis::bookkeeping::{Label, Summary, POINT};
use crate::ai::analysis::Chance;
use crate::core::{decimal, Game, Seat};
use crate::games::{uses_dice, AnyGame};

/// A win chance as a percentage with one decimal: `62.3%`.
pub fn percent(chance: Chance) -> String {
    format!("{}%", decimal(f64::from(chance) / f64::from(POINT), 1))
}

/// A change of win chance in points with one decimal and its sign: `+8.3`, `-0.4`, `0.0`.
pub fn points(change: i64) -> String {
    let text = decimal(change as f64 / f64::from(POINT), 1);
    if change > 0 && text != "0.0" {
        format!("+{text}")
    } else {
        text
    }
}

/// A decision label's name.
pub fn label_word(label: Label) -> &'static str {
    match label {
        Label::Best => "best",
        Label::Good => "good",
        Label::Inaccuracy => "inaccuracy",
        Label::Mistake => "mistake",
        Label::Blunder => "blunder",
    }
}

/// The review's verdict in one sentence: who played better (by accuracy) and, in games with
/// dice, who threw better (by luck).
pub fn summary_sentence(summary: &Summary, game: &AnyGame) -> String {
    let name = |seat: Seat| game.seat_name(seat);
    let dice = uses_dice(game.id());
    match (summary.played_better, summary.threw_better) {
        (Some(a), Some(b)) if a == b => format!("{} played better and threw better.", name(a)),
        (Some(a), Some(b)) => format!("{} played better, {} threw better.", name(a), name(b)),
        (Some(a), None) if dice => format!("{} played better; the dice favoured nobody.", name(a)),
        (Some(a), None) => format!("{} played better.", name(a)),
        (None, Some(b)) => format!("Both played about as well; {} threw better.", name(b)),
        (None, None) if dice => "Both played about as well, and the dice favoured nobody.".into(),
        (None, None) => "Both played about as well.".into(),
    }
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

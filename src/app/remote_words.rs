//! Games with a friend on another device in words: why a link was refused, for the remote
//! variant's page and `quintet remote` alike. The words are the remote area's
//! (`locales/*/remote.ftl`), which only code that shows them loads, so the plain page's wasm does
//! not carry them.

use super::text::InWords;
use crate::i18n::{self, t, tr};
use crate::remote::{LinkError, Refusal};

/// Makes the remote area's English words available (once).
pub fn load() {
    i18n::load_area(i18n::REMOTE);
}

/// The message `key` of the remote area.
pub fn word(key: &str) -> String {
    load();
    t(key)
}

/// Why a link was refused, in a sentence that says the saved game stayed as it was.
pub fn refusal(refusal: &Refusal) -> String {
    load();
    tr("remote-refused", &[("why", reason(refusal).into())])
}

/// Why a link was refused, as the end of a sentence ("it belongs to another game.").
pub fn reason(refusal: &Refusal) -> String {
    load();
    let token = |key: &str, token: usize| tr(key, &[("token", token.into())]);
    match refusal {
        Refusal::Link(LinkError::Version) => t("remote-why-version"),
        Refusal::Link(_)
        | Refusal::WrongPerson
        | Refusal::CountMismatch { .. }
        | Refusal::UnknownSeat(_) => t("remote-why-damaged"),
        Refusal::Record(e) => tr("remote-why-record", &[("error", e.in_words().into())]),
        Refusal::OtherMatch | Refusal::OtherStart => t("remote-why-other-game"),
        Refusal::NotInvite => t("remote-why-no-part"),
        Refusal::SeatCount => t("remote-why-seats"),
        Refusal::Earlier { .. } => t("remote-why-earlier"),
        Refusal::SecondAcceptance { players } => {
            tr("remote-why-second", &[("players", (*players).into())])
        }
        Refusal::GroupFull { players } => {
            tr("remote-why-group-full", &[("players", (*players).into())])
        }
        Refusal::Altered => t("remote-why-altered"),
        Refusal::OtherVersion => t("remote-why-other-version"),
        Refusal::Acceptances => t("remote-why-damaged"),
        Refusal::Conflict { number } => tr("remote-why-conflict", &[("number", (*number).into())]),
        Refusal::Missing { .. } => t("remote-why-missing"),
        Refusal::BadReveal => t("remote-why-reveal"),
        Refusal::Rewritten { token: n } => token("remote-why-rewritten", *n),
        Refusal::WrongSeat { token: n, .. } => token("remote-why-wrong-seat", *n),
        Refusal::SeatsUndecided => t("remote-why-undecided"),
        Refusal::ThrowTooEarly { token: n } => token("remote-why-early-throw", *n),
        Refusal::ForgedThrow {
            token,
            expected,
            found,
        } => tr(
            "remote-why-forged",
            &[
                ("token", (*token).into()),
                ("expected", expected.trim_start_matches('d').into()),
                ("found", found.trim_start_matches('d').into()),
            ],
        ),
        Refusal::Unfinished => t("remote-why-unfinished"),
        Refusal::GameOver => t("remote-why-over"),
        Refusal::ResignTooEarly | Refusal::BadResignation => t("remote-why-resignation"),
        Refusal::FreshValues => t("remote-why-live"),
        Refusal::OwnTurn => t("remote-why-own"),
        Refusal::ResignInTurn => t("remote-why-resign-turn"),
        Refusal::State(_) => t("remote-why-state"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;
    use crate::remote::link::Field;

    #[test]
    fn every_refusal_is_said_in_words() {
        let all = [
            Refusal::Link(LinkError::NoPlay),
            Refusal::Link(LinkError::Version),
            Refusal::Link(LinkError::Field(Field::Match)),
            Refusal::OtherMatch,
            Refusal::NotInvite,
            Refusal::SeatCount,
            Refusal::UnknownSeat("east".into()),
            Refusal::OtherStart,
            Refusal::Earlier {
                number: 1,
                latest: 3,
            },
            Refusal::SecondAcceptance { players: 3 },
            Refusal::GroupFull { players: 4 },
            Refusal::Altered,
            Refusal::OtherVersion,
            Refusal::Acceptances,
            Refusal::Conflict { number: 4 },
            Refusal::Missing {
                number: 5,
                expected: 3,
            },
            Refusal::WrongPerson,
            Refusal::BadReveal,
            Refusal::CountMismatch {
                count: 1,
                tokens: 2,
            },
            Refusal::Rewritten { token: 3 },
            Refusal::WrongSeat {
                token: 4,
                owner: Seat::North,
            },
            Refusal::SeatsUndecided,
            Refusal::ThrowTooEarly { token: 1 },
            Refusal::ForgedThrow {
                token: 7,
                expected: "d3".into(),
                found: "d6".into(),
            },
            Refusal::Unfinished,
            Refusal::GameOver,
            Refusal::ResignTooEarly,
            Refusal::BadResignation,
            Refusal::FreshValues,
            Refusal::ResignInTurn,
            Refusal::OwnTurn,
            Refusal::State(crate::remote::StateError::Format),
        ];
        for refusal in &all {
            let words = super::refusal(refusal);
            assert!(words.starts_with("This link was not accepted: "), "{words}");
            assert!(words.ends_with("Your game is as it was."), "{words}");
            assert!(!words.contains("remote-"), "{words}");
        }
        let forged = all
            .iter()
            .find(|r| matches!(r, Refusal::ForgedThrow { .. }))
            .unwrap();
        assert_eq!(
            reason(forged),
            "move 7 is a throw of 6, but the dice gave 3."
        );
    }
}

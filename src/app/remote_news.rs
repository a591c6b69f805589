//! What the friend played in a message just received, in words, in the page's language: "Your
//! friend played: Threw 6. Move the piece on 13 to 19. Threw 2. Move the piece on 8 to 10." The
//! moves are the screen reader's words (`a11y::action_words`), so the panel, the move list's
//! names and the live region say a move alike; the words are made each time the panel is drawn,
//! so that they follow a change of language.

use super::a11y::{action_words, move_words};
use super::remote_words::load;
use crate::core::{Game, Record, Token};
use crate::games::{AnyAction, AnyGame};
use crate::i18n::tr;

/// The tokens of `record` from the `from`-th on, played by the friend (or, in a game for more
/// than two, by `seat`, a seat's name), in a sentence; none when there are none.
pub fn played(record: &Record<AnyGame>, from: usize, seat: Option<&str>) -> Option<String> {
    load();
    let tokens = record.tokens().get(from..).filter(|t| !t.is_empty())?;
    let mut game = record.position_at(from);
    let mut moves = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let (words, taken) = match tokens[i] {
            Token::Roll(roll) => {
                let value = roll.to_string();
                let value = value.trim_start_matches('d');
                (tr("remote-news-threw", &[("value", value.into())]), 1)
            }
            Token::Action(action) => {
                // The actions as the page offered them to the friend: an Arsisesi route of unit
                // steps is one move ("…from 4 to 7 for 3 points"), not one sentence a step.
                let route = super::moves::moves(&game)
                    .into_iter()
                    .filter(|mv| mv.actions.len() > 1 && is_played(&tokens[i..], &mv.actions))
                    .max_by_key(|mv| mv.actions.len());
                let (words, taken) = match &route {
                    Some(mv) => (move_words(&game, mv), mv.actions.len()),
                    None => (action_words(&game, action), 1),
                };
                let words = tr("remote-news-action", &[("action", words.into())]);
                (words, taken)
            }
        };
        for &token in &tokens[i..i + taken] {
            match token {
                Token::Roll(roll) => game.apply_roll_unchecked(roll),
                Token::Action(action) => game.apply_unchecked(action),
            }
        }
        moves.push(words);
        i += taken;
    }
    let moves = moves.join(" ");
    Some(match seat {
        Some(seat) => tr(
            "remote-replayed-seat",
            &[("seat", seat.into()), ("moves", moves.into())],
        ),
        None => tr("remote-replayed", &[("moves", moves.into())]),
    })
}

/// Whether `tokens` begin with `actions`.
fn is_played(tokens: &[Token<AnyGame>], actions: &[AnyAction]) -> bool {
    tokens.len() >= actions.len()
        && tokens
            .iter()
            .zip(actions)
            .all(|(t, a)| *t == Token::Action(*a))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_in_words_not_notation() {
        let record = Record::<AnyGame>::parse("senet;d2,11-13,d6,9-15,d3,15-18").unwrap();
        assert_eq!(
            played(&record, 2, None).as_deref(),
            Some(
                "Your friend played: Threw 6. Move the piece on 9 to 15. Threw 3. Move the piece \
                 on 15 to 18."
            )
        );
        assert_eq!(played(&record, 6, None), None);
        // Arsisesi's unit steps, one route as the page offered it.
        let arsisesi = Record::<AnyGame>::parse("arsisesi-b;d3,S-1,1-2,2-3").unwrap();
        assert_eq!(
            played(&arsisesi, 0, None).as_deref(),
            Some(
                "Your friend played: Threw 3. Move the token from South's Home to 3 for 3 \
                 points."
            )
        );
        let arces = Record::<AnyGame>::parse("arces-3;b1-b2").unwrap();
        let words = played(&arces, 0, Some("South")).unwrap();
        assert!(words.starts_with("South played: Move "), "{words}");
        assert!(!words.contains("b1-b2"), "{words}");
    }

    /// The other languages' files are read from `locales/` (native tests only).
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn in_every_language() {
        let record = Record::<AnyGame>::parse("zanstrekt;d3,+,d2").unwrap();
        for (code, words) in [
            ("fr", "Votre ami"),
            ("es", "Tu amigo"),
            ("de", "Dein Freund"),
        ] {
            crate::i18n::use_for_test(code);
            let said = played(&record, 0, None).unwrap();
            assert!(said.starts_with(words), "{code}: {said}");
            assert!(
                !said.contains("remote-") && !said.contains('+'),
                "{code}: {said}"
            );
        }
        crate::i18n::use_builtin("en");
    }
}

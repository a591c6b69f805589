//! Issue 37: the page's words never double a full stop ("…or place.. South to move."), in any
//! language: every message builder a player reads or hears, over seeded games of every id.

use super::super::{board_label, focus, full, move_words, news, played, short, turn};
use crate::app::Session;
use crate::core::{Game, ToAct};
use crate::games::GAME_IDS;
use crate::i18n::use_for_test;
use crate::render;

/// Fails on a doubled stop, or a stop after a colon, comma or another stop with a space between.
fn check(code: &str, what: &str, text: &str) {
    let doubled = text.contains("..") || text.contains(". .") || text.contains(":.");
    let spaced = text.contains(",.") || text.contains(" .");
    assert!(!doubled && !spaced, "{code}, {what}: {text}");
}

/// Plays a seeded game of `id`, checking every builder's words at every step.
fn game_words(code: &str, id: &str, seed: u64) {
    let mut session = Session::new(id, seed).unwrap();
    let labels = [Some("computer, easy".to_string()), None, None, None];
    session.set_seat_labels(labels.clone());
    for step in 0..160u64 {
        let game = session.game().clone();
        check(code, "status", &session.status());
        check(code, "board label", &board_label(&game));
        check(code, "short", &short(&game));
        check(code, "full", &full(&game));
        check(code, "turn", &turn(&game));
        check(code, "title", &render::title(&game));
        let moves = session.moves();
        let selected = moves.first().and_then(|m| m.from);
        for place in game.places() {
            for sel in [None, selected] {
                check(
                    code,
                    "cell",
                    &focus(&game, &moves, place.spot, sel).unwrap(),
                );
            }
        }
        for mv in &moves {
            check(code, "move", &move_words(&game, mv));
            check(code, "played", &played(&game, mv));
        }
        if let Some(result) = session.result() {
            for text in [&result.headline, &result.reason] {
                check(code, "result", text);
            }
            break;
        }
        let len = session.record().tokens().len();
        if game.to_act() == ToAct::Chance {
            session.throw();
        } else if let Some(mv) = moves.get((seed + step) as usize % moves.len().max(1)) {
            let mv = mv.clone();
            session.play_move(&mv).unwrap();
        } else {
            break;
        }
        check(code, "news", &news(session.record(), len, &labels));
    }
}

#[test]
fn no_message_doubles_a_full_stop() {
    for code in ["en", "fr", "es", "de"] {
        use_for_test(code);
        for id in GAME_IDS {
            for seed in [3, 8] {
                game_words(code, id, seed);
            }
        }
    }
    use_for_test("en");
}

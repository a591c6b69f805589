//! The conformance suite over every registered game id, through `AnyGame` (so a new game joins
//! by being registered).

use quintet::core::Game;
use quintet::games::{AnyGame, GAME_IDS};
use quintet::testkit::conformance;

#[test]
fn every_game_id_passes_the_conformance_suite() {
    for (i, id) in GAME_IDS.iter().enumerate() {
        let start = AnyGame::new(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(start.id(), *id);
        let report = conformance(&start, 40, 1000 + i as u64, 200_000);
        assert_eq!(report.games, 40, "{id}");
    }
}

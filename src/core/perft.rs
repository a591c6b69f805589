//! Perft: counting the leaves of the game tree to pin move generation (as shakmaty does for chess).

use super::{Game, ToAct};

/// Counts the nodes `depth` plies below `game`. A ply is one action or one roll; every roll counts
/// once whatever its weight; a finished game is a leaf before the depth is reached.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match game.to_act() {
        ToAct::Over => 1,
        ToAct::Chance => {
            let mut rolls = Vec::new();
            game.rolls(&mut rolls);
            rolls
                .iter()
                .map(|&(roll, _)| {
                    let mut next = game.clone();
                    next.apply_roll_unchecked(roll);
                    perft(&next, depth - 1)
                })
                .sum()
        }
        ToAct::Player(_) => {
            let mut actions = Vec::new();
            game.legal_actions(&mut actions);
            actions
                .iter()
                .map(|&action| {
                    let mut next = game.clone();
                    next.apply_unchecked(action);
                    perft(&next, depth - 1)
                })
                .sum()
        }
    }
}

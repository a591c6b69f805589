//! Facts every reachable position has, checked when a position is read: the board's tiles and
//! stacks (SEE-2, SEE-8) and the turn field (SEE-6, SEE-10). A position failing them could not
//! arise in play, and accepting it would give some positions two spellings.

use super::board::geometry;
use super::movegen::{bit, Bits};
use super::notation::Board;
use super::rules::{idx, Seesaw};
use crate::core::{ParseError, Seat};

/// Piece facts every reachable position has: tiles are never removed and each new one is placed
/// next to an own tile (SEE-2, SEE-8), so each seat's tiles include its start corner and are
/// connected; every stack was placed with a tile of its own, so no seat has more stacks than tiles.
pub(super) fn check_board(board: &Board, at: usize) -> Result<(), ParseError> {
    let geo = geometry(board.side);
    for (me, seat) in Seat::TWO.into_iter().enumerate() {
        let corner = if me == 0 {
            geo.south_start
        } else {
            geo.north_start
        };
        let tiles = board.tiles[me];
        if tiles & bit(corner) == 0 {
            return Err(ParseError::invalid(
                "board",
                board.at[usize::from(corner)],
                format!(
                    "{}'s first tile on {} is missing (tiles are never removed)",
                    seat.name(),
                    geo.cell(corner)
                ),
            ));
        }
        let mut reach = bit(corner);
        loop {
            let next = reach | geo.around.apply(reach) & tiles;
            if next == reach {
                break;
            }
            reach = next;
        }
        if let Some(stray) = Bits(tiles & !reach).next() {
            return Err(ParseError::invalid(
                "board",
                board.at[usize::from(stray)],
                format!(
                    "{}'s tile on {} is not connected to its first tile (each tile is placed next \
                     to one of its own)",
                    seat.name(),
                    geo.cell(stray)
                ),
            ));
        }
        let (stacks, tiles) = (board.stacks[me].count_ones(), tiles.count_ones());
        if stacks > tiles {
            return Err(ParseError::invalid(
                "board",
                at,
                format!(
                    "{} has {stacks} stacks but only {tiles} tiles (every stack was placed with a \
                     tile)",
                    seat.name()
                ),
            ));
        }
    }
    if board.stacks == [0, 0] {
        return Err(ParseError::invalid(
            "board",
            at,
            "both seats cannot have lost all their stacks",
        ));
    }
    Ok(())
}

/// The turn field at the start of a turn names the seat that acts: a seat with no legal action is
/// skipped when the turn is handed on (SEE-10), so it is only named when the game is over.
pub(super) fn check_turn_start(game: &Seesaw, at: usize) -> Result<(), ParseError> {
    let me = idx(game.turn);
    let (seat, other) = (game.turn, game.turn.opponent());
    if game.stacks[me] != 0 && game.stacks[1 - me] == 0 {
        return Err(ParseError::invalid(
            "turn",
            at,
            format!(
                "{} has no stacks left, so {} has already won; a finished game names the loser \
                 as the seat to act ('{}')",
                other.name(),
                seat.name(),
                other.letter()
            ),
        ));
    }
    if game.stacks[me] != 0 && !game.has_action(me) && game.has_action(1 - me) {
        return Err(ParseError::invalid(
            "turn",
            at,
            format!(
                "{} has no legal action and is skipped (SEE-10): {} acts, written '{}'",
                seat.name(),
                other.name(),
                other.letter()
            ),
        ));
    }
    Ok(())
}

/// A capture in progress (SEE-6): the seat's own stack, fewer steps left than its size, an enemy
/// still on the board and something left to do (otherwise the turn would have ended by itself).
pub(super) fn check_chain(
    game: &Seesaw,
    cell_at: usize,
    steps_at: usize,
    cell: u8,
    left: u16,
) -> Result<(), ParseError> {
    let me = idx(game.turn);
    let name = game.geometry().cell(cell);
    if game.stacks[me] & bit(cell) == 0 {
        return Err(ParseError::invalid(
            "turn",
            cell_at,
            format!(
                "{} has no stack on {name} to go on capturing with",
                game.turn.name()
            ),
        ));
    }
    let size = game.height[usize::from(cell)];
    if left >= size {
        return Err(ParseError::invalid(
            "turn",
            steps_at,
            format!(
                "a stack of size {size} that has captured has at most {} steps left",
                size - 1
            ),
        ));
    }
    if game.stacks[1 - me] == 0 {
        return Err(ParseError::invalid(
            "turn",
            cell_at,
            format!(
                "{} has no stacks left, so the turn has ended",
                game.turn.opponent().name()
            ),
        ));
    }
    if !game.chain_can_act(cell, left) {
        return Err(ParseError::invalid(
            "turn",
            steps_at,
            format!(
                "the stack on {name} can neither capture nor move with {left} steps left, so the \
                 turn has ended"
            ),
        ));
    }
    Ok(())
}

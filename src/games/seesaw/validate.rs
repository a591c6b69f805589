//! Facts every reachable position has, checked when a position is read: the board's tiles and
//! stacks (SEE-2, SEE-8) and the turn field (SEE-6, SEE-10). A position failing them could not
//! arise in play, and accepting it would give some positions two spellings.

use super::board::geometry;
use super::movegen::{bit, Bits};
use super::notation::Board;
use super::rules::{idx, Seesaw};
use crate::core::{Invalid, ParseError, Seat};

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
                Invalid::new("seesaw-first-tile")
                    .seat("seat", seat.name())
                    .text("cell", geo.cell(corner)),
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
                Invalid::new("seesaw-stray-tile")
                    .seat("seat", seat.name())
                    .text("cell", geo.cell(stray)),
            ));
        }
        let (stacks, tiles) = (board.stacks[me].count_ones(), tiles.count_ones());
        if stacks > tiles {
            return Err(ParseError::invalid(
                "board",
                at,
                Invalid::new("seesaw-stacks-over-tiles")
                    .seat("seat", seat.name())
                    .num("stacks", stacks)
                    .num("tiles", tiles),
            ));
        }
    }
    if board.stacks == [0, 0] {
        return Err(ParseError::invalid("board", at, "seesaw-no-stacks"));
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
            Invalid::new("seesaw-already-won")
                .seat("loser", other.name())
                .seat("winner", seat.name())
                .text("letter", other.letter()),
        ));
    }
    if game.stacks[me] != 0 && !game.has_action(me) && game.has_action(1 - me) {
        return Err(ParseError::invalid(
            "turn",
            at,
            Invalid::new("seesaw-skipped")
                .seat("seat", seat.name())
                .seat("other", other.name())
                .text("letter", other.letter()),
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
            Invalid::new("seesaw-chain-no-stack")
                .seat("seat", game.turn.name())
                .text("cell", name),
        ));
    }
    let size = game.height[usize::from(cell)];
    if left >= size {
        return Err(ParseError::invalid(
            "turn",
            steps_at,
            Invalid::new("seesaw-chain-steps")
                .num("size", size)
                .num("most", size - 1),
        ));
    }
    if game.stacks[1 - me] == 0 {
        return Err(ParseError::invalid(
            "turn",
            cell_at,
            Invalid::new("seesaw-chain-won").seat("seat", game.turn.opponent().name()),
        ));
    }
    if !game.chain_can_act(cell, left) {
        return Err(ParseError::invalid(
            "turn",
            steps_at,
            Invalid::new("seesaw-chain-stuck")
                .text("cell", name)
                .num("left", left),
        ));
    }
    Ok(())
}

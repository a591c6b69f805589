//! Arsisesi, Santo Ciaravino's 2008 race-and-return game, in its three game types: A (Arsisesi,
//! over the Bridge and back), B (Simple) and C (Wide).
//!
//! Source: the original instructions (`docs/rulings.md`, "Sources"; the board page is lost).
//!
//! Rulings applied (`docs/rulings.md`):
//! - ARS-1 board: five lanes `a`–`e` between the Homes, the Bridge is `c`; Types A and B use the
//!   Bridge only. Ranks 1…L from South; L is 7 for the game ids and is read from a position
//!   (5–10). The figures are constants kept together ([`LANES`], [`BRIDGE`], [`LANE_LETTERS`],
//!   [`DEFAULT_LEN`], [`MIN_LEN`], [`MAX_LEN`], [`TOKENS`], [`DIE_FACES`]); spots are in [`view`].
//! - ARS-2 turn: a d6 (`d1`…`d6`, uniform) gives that many movement points (MP); each unit action
//!   costs 1 MP, on any token in any order; `end` gives up the rest.
//! - ARS-3 step and ARS-4 jump (one token, either colour, into an empty space or the Home the
//!   token heads for; tokens in Homes never block, and are never jumped or kicked).
//! - ARS-5 kick: one space toward the own Home onto an enemy token, which goes back to its Home as
//!   outbound. A token leaving the opponent's Home may kick the enemy on that Home's first rank.
//! - ARS-6 Type A: arrival in the opponent's Home turns a token over; it waits there (`N2` in
//!   South's Home) and may set off in any later action, even in the same turn. A returning token
//!   reaching its own Home is cleared; five cleared win.
//! - ARS-7 Type B: one token of each player on the field; arrival clears it at once, and the
//!   leftover points may bring on a new token.
//! - ARS-8 Type C: entering any lane's first rank (or jumping an occupied one), side-steps to an
//!   adjacent lane (onto an enemy: a kick), no diagonal or sideways jumps; scoring as Type B.
//! - ARS-9 first player: the roll-off is a ceremony outside the position ([`ceremony`]).
//! - ARS-10 stalemate: a position where a roll is due and neither player has any unit action (for
//!   any die value) is over, drawn. It is a property of the position, so it survives printing.
//!
//! Decisions the rulings leave open (and why):
//! - Automatic passing: after a roll, or an action with points left, a player without any unit
//!   action loses the rest of the turn (docs/rulings.md); no token is recorded. So a player
//!   asked to act always has a unit action, and `end` is legal exactly when acting. A position
//!   text with points left for a player who has no unit action is rejected as unreachable.
//! - A returning token facing an enemy token may both kick it (step onto it) and jump it; both are
//!   listed. Leaving the opponent's Home onto an enemy-held first rank likewise offers the kick
//!   (`N-7`) and the jump (`N-6`).
//! - Entering from the own Home never kicks (a kick goes toward the own Home, and there is nothing
//!   behind a token leaving it): the seed's example A needs a jump and a kick back, 2 MP.
//! - A kicked returning token (Type A) goes to its owner's Home as outbound, like any kicked token.
//! - Only Type B limits tokens on the field; in Types A and C any number may be out.
//! - The game ends the moment a player clears the fifth token; since that player then has no token
//!   and so no unit action, the rest of the turn passes and the finished position shows the loser
//!   to roll. Positions with a winner and any other turn field are rejected.
//! - Homes in notation list the owner's waiting tokens first, then the guests (`s3N2`); other
//!   orders, repeats and counts of 0 are rejected, as are runs of empty spaces written `0`. A
//!   count is always written (`s1`, never a bare `s`), as in every example of the notation.
//!
//! Seats: South (`s`) moves up the lanes, North (`n`) down; every position starts with South.
//! Parameters: the game type (id) and the lane length (read from the position).

mod board;
pub mod ceremony;
mod facts;
mod movegen;
mod notation;
pub mod paths;
mod rules;
#[cfg(test)]
mod tests;
mod tokens;
pub mod view;
// Facts for screen-reader descriptions (`games::places`).
mod places;
// Why a move is refused (`games::refusal`).
mod refusal;

pub use board::{
    GameType, BRIDGE, DEFAULT_LEN, DIE_FACES, LANES, LANE_LETTERS, MAX_LEN, MIN_LEN, TOKENS,
};
pub use rules::{Arsisesi, ArsisesiAction, Die, Piece, Place};

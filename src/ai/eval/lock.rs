//! Arsisesi A's locks: Bridges on which no token can ever reach a Home again, so that the game
//! can only end drawn (ARS-10: once nobody can act, or never, if a side keeps ending its turns).
//!
//! A lock is pair against pair: a token cannot jump two tokens (ARS-4) nor kick its own, so two
//! tokens side by side facing two enemy tokens side by side can never pass, and the tokens behind
//! them can only close up. A token with an empty space behind it can be jumped, and a jumped token
//! can be kicked (ARS-5), so anything short of that is still open. Tokens coming back (Type A)
//! make other shapes, such as `ssNnn` (a North token on its way home stuck below its own two),
//! which is why [`locked`] does not match shapes but tries the moves.
//!
//! [`locked`] searches every position the players can reach with quiet moves only (steps onto
//! empty spaces and jumps over their own tokens, any interleaving: each side may end its turn
//! after one point, and no turn is ever forced): if none of them offers an arrival in a Home, a
//! jump over an enemy or a kick, nothing can ever happen but filling the Bridge up. Quiet moves
//! only go forward, so the search ends; it gives up (calls the Bridge open) after 64 positions,
//! which only open Bridges with many empty spaces reach. The evaluation asks at every leaf of the
//! computer's search, so it packs the Bridge into one number in the scan that scores the race
//! ([`Bridge::with`]) and the answers are kept in a small table ([`bridge_locked`]): a look-up
//! costs a few instructions, and a Strong search of Arsisesi A runs no more instructions than
//! before the contempt came (`valgrind --tool=callgrind` on `quintet bench --ai arsisesi-a`;
//! `docs/performance.md`).

use crate::core::Seat;
use crate::games::arsisesi::{Arsisesi, GameType, Piece, BRIDGE};
use std::cell::Cell;

/// The most positions [`locked`] looks at before calling the Bridge open. A locked Bridge has few
/// empty spaces, so few positions (the tokens behind the lock closing up); an open one usually
/// shows a jump, kick or arrival within a few moves.
const MAX_SEEN: usize = 64;

/// Bits of the table of Bridges already judged ([`KNOWN`]): 4,096 entries, 32 KB.
const KNOWN_BITS: u32 = 12;

thread_local! {
    /// Bridges already judged, each entry `bridge << 1 | locked` (0 for none yet), at a slot
    /// picked by a hash of the Bridge; a new one overwrites the slot. A search meets the same
    /// few Bridges again and again, and looking one up costs a fraction of judging it. Cells
    /// initialised at compile time: no borrow flag nor first-use test on every look-up.
    static KNOWN: [Cell<u64>; 1 << KNOWN_BITS] = const { [const { Cell::new(0) }; 1 << KNOWN_BITS] };
}

/// One side's index: South 0, North 1.
fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

/// A token as a small code: 0 is an empty space, then `1 + 2·side + returning`.
fn code(side: usize, returning: bool) -> u8 {
    1 + 2 * side as u8 + u8::from(returning)
}

fn owner(code: u8) -> usize {
    usize::from((code - 1) / 2)
}

/// The Bridge as the search of [`locked`] sees it, packed in one number: three bits per space
/// for its token's code (rank `r` at bit `3·(r − 1)`, up to 10 spaces), then three bits each
/// for the tokens waiting in their own Home (South, North) and those that have turned in the
/// opponent's Home (South, North), then the number of spaces. Built by [`Bridge::homes`] and
/// [`Bridge::with`] each token, so that the evaluation, which scans the Bridge anyway, packs it on
/// the way ([`bridge_locked`]).
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct Bridge(u64);

/// Where the Home counts start in [`Bridge`]: waiting South, waiting North, arrived South,
/// arrived North, three bits each; then the number of spaces.
const WAITING: u32 = 32;
const ARRIVED: u32 = 38;
const LEN: u32 = 44;

/// What one move does, for [`locked`].
#[derive(Copy, Clone)]
enum Move {
    /// An arrival, a jump over an enemy or a kick: the Bridge is open.
    Event,
    /// A step or a jump over an own token: the token (its code), where it comes from, and the
    /// empty space it goes to.
    Quiet(u8, From, i8),
}

impl Bridge {
    /// The Bridge of `game` with its length and Homes and no token yet.
    pub fn homes(game: &Arsisesi) -> Bridge {
        let mut bits = u64::from(game.lane_len()) << LEN;
        for (i, seat) in [Seat::South, Seat::North].into_iter().enumerate() {
            bits |= u64::from(game.waiting(seat)) << (WAITING + 3 * i as u32);
            bits |= u64::from(game.arrived(seat)) << (ARRIVED + 3 * i as u32);
        }
        Bridge(bits)
    }

    /// `self` with `piece` on the empty space `rank`.
    #[inline]
    pub fn with(self, rank: u8, piece: Piece) -> Bridge {
        let token = code(side(piece.owner), piece.returning);
        Bridge(self.0 | u64::from(token) << (3 * u32::from(rank - 1)))
    }

    fn of(game: &Arsisesi) -> Bridge {
        let mut bridge = Bridge::homes(game);
        for rank in 1..=game.lane_len() {
            if let Some(piece) = game.piece_at(BRIDGE, rank) {
                bridge = bridge.with(rank, piece);
            }
        }
        bridge
    }

    fn len(self) -> i8 {
        (self.0 >> LEN) as i8
    }

    /// The token on signed rank `rank` (0 for an empty space and for the Homes).
    fn at(self, rank: i8) -> u8 {
        if (1..=self.len()).contains(&rank) {
            ((self.0 >> (3 * (rank - 1) as u32)) & 7) as u8
        } else {
            0
        }
    }

    fn waiting(self, side: usize) -> u64 {
        (self.0 >> (WAITING + 3 * side as u32)) & 7
    }

    fn arrived(self, side: usize) -> u64 {
        (self.0 >> (ARRIVED + 3 * side as u32)) & 7
    }

    /// Signed direction of a token's travel and of its side's kicks (toward its own Home).
    fn sense(code: u8) -> (i8, i8) {
        let back = if owner(code) == 0 { -1 } else { 1 };
        let returning = (code - 1) % 2 == 1;
        (if returning { back } else { -back }, back)
    }

    /// The rank of the Home that direction `dir` leads to.
    fn goal(self, dir: i8) -> i8 {
        if dir > 0 {
            self.len() + 1
        } else {
            0
        }
    }

    /// `self` after the quiet move of the token `code` from `from` to the empty space `to`.
    fn after(self, code: u8, from: From, to: i8) -> Bridge {
        let bits = match from {
            From::Space(rank) => self.0 & !(7 << (3 * (rank - 1) as u32)),
            From::Waiting(side) => self.0 - (1 << (WAITING + 3 * side as u32)),
            From::Arrived(side) => self.0 - (1 << (ARRIVED + 3 * side as u32)),
        };
        Bridge(bits | u64::from(code) << (3 * (to - 1) as u32))
    }

    /// Whether either side has an arrival, a jump over an enemy or a kick right now.
    fn event(self) -> bool {
        self.each_move(|m| matches!(m, Move::Event))
    }

    /// The move of the token on `rank` in its own direction (ARS-3, ARS-4), if it has one.
    fn forward(self, rank: i8, token: u8, dir: i8) -> Option<Move> {
        let goal = self.goal(dir);
        let next = rank + dir;
        if next == goal {
            return Some(Move::Event);
        }
        let over = self.at(next);
        if over == 0 {
            return Some(Move::Quiet(token, From::Space(rank), next));
        }
        let beyond = next + dir;
        if beyond == goal {
            Some(Move::Event)
        } else if self.at(beyond) != 0 {
            None
        } else if owner(over) != owner(token) {
            Some(Move::Event)
        } else {
            Some(Move::Quiet(token, From::Space(rank), beyond))
        }
    }

    /// Calls `f` on every move of either side until it returns `true`; returns whether it did.
    fn each_move(self, mut f: impl FnMut(Move) -> bool) -> bool {
        // Tokens in the Homes first and the field from the bottom up: the search takes the last
        // move listed first, the top token's, which meets the others soonest (an open Bridge
        // shows its event in a few positions).
        for me in 0..2 {
            let back: i8 = if me == 0 { -1 } else { 1 };
            // Entering from the own Home onto its first rank, or over the token there (ARS-4).
            if self.waiting(me) > 0 {
                let first = if me == 0 { 1 } else { self.len() };
                let token = code(me, false);
                let entry = match self.at(first) {
                    0 => Some(Move::Quiet(token, From::Waiting(me), first)),
                    _ if self.at(first - back) != 0 => None,
                    held if owner(held) != me => Some(Move::Event),
                    _ => Some(Move::Quiet(token, From::Waiting(me), first - back)),
                };
                if entry.is_some_and(&mut f) {
                    return true;
                }
            }
            // A returning token leaving the opponent's Home, which may kick at once (ARS-5).
            if self.arrived(me) > 0 {
                let first = if me == 0 { self.len() } else { 1 };
                let token = code(me, true);
                let leave = match self.at(first) {
                    0 => Some(Move::Quiet(token, From::Arrived(me), first)),
                    held if owner(held) != me => Some(Move::Event),
                    _ if self.at(first + back) == 0 => {
                        Some(Move::Quiet(token, From::Arrived(me), first + back))
                    }
                    _ => None,
                };
                if leave.is_some_and(&mut f) {
                    return true;
                }
            }
        }
        for rank in 1..=self.len() {
            let token = self.at(rank);
            if token == 0 {
                continue;
            }
            let (dir, back) = Bridge::sense(token);
            if self.forward(rank, token, dir).is_some_and(&mut f) {
                return true;
            }
            // ARS-5: a kick, one space toward the own Home onto an enemy.
            let behind = self.at(rank + back);
            if behind != 0 && owner(behind) != owner(token) && f(Move::Event) {
                return true;
            }
        }
        false
    }
}

/// Where a moving token comes from.
#[derive(Copy, Clone, PartialEq, Eq)]
enum From {
    /// A space, by rank.
    Space(i8),
    /// Its own Home, outbound (a side's index).
    Waiting(usize),
    /// The opponent's Home, returning (a side's index).
    Arrived(usize),
}

/// Whether `game` is a Type A position whose Bridge is locked for good: whatever either side
/// rolls and plays, no token will reach a Home again, so the game ends drawn (see the module
/// documentation). Positions of other types, and finished games, are never locked.
pub fn locked(game: &Arsisesi) -> bool {
    game.kind() == GameType::A && game.winner().is_none() && bridge_locked(Bridge::of(game))
}

/// [`locked`] for the packed Bridge of a Type A game that nobody has won yet.
pub fn bridge_locked(bridge: Bridge) -> bool {
    let slot = (bridge.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - KNOWN_BITS)) as usize;
    KNOWN.with(|known| {
        let entry = &known[slot];
        if entry.get() >> 1 == bridge.0 {
            return entry.get() & 1 == 1;
        }
        let locked = search(bridge);
        entry.set(bridge.0 << 1 | u64::from(locked));
        locked
    })
}

/// Whether no position reachable from `start` by quiet moves offers an event (see the module
/// documentation).
fn search(start: Bridge) -> bool {
    // Most open Bridges show an event at once.
    if start.event() {
        return false;
    }
    let mut seen = [start; MAX_SEEN];
    let mut count = 1;
    let mut todo = [start; MAX_SEEN];
    let mut pending = 1;
    while pending > 0 {
        pending -= 1;
        let bridge = todo[pending];
        let open = bridge.each_move(|m| {
            let Move::Quiet(token, from, to) = m else {
                return true;
            };
            let next = bridge.after(token, from, to);
            if seen[..count].contains(&next) {
                return false;
            }
            if count == MAX_SEEN {
                return true;
            }
            seen[count] = next;
            count += 1;
            todo[pending] = next;
            pending += 1;
            false
        });
        if open {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::locked;
    use crate::core::{Game, Rng, Seat, ToAct, Token};
    use crate::games::arsisesi::Arsisesi;
    use crate::testkit::random_token;

    fn position(text: &str) -> Arsisesi {
        Arsisesi::parse_start(text).unwrap()
    }

    #[test]
    fn pair_against_pair_locks_and_anything_less_does_not() {
        for text in [
            // Pair against pair, nothing coming back: no roll can ever change it.
            "arsisesi-a:s3/ssnn3/n3:n3",
            "arsisesi-a:s3/2ssnnn/n2:s",
            "arsisesi-a:s3/ssnn2n/n2:n5",
            // The game after 15 plies, a stalemate (ARS-10).
            "arsisesi-a:s1/ssssnnn/n2:s",
            // North's token on its way home is stuck below its own two, which face South's pair:
            // North can still fill 6 and 7, then nothing (Strong ended its turns here for ever).
            "arsisesi-a:s3/ssNnn1n/n1:n",
        ] {
            assert!(locked(&position(text)), "{text}");
        }
        for text in [
            // A gap: South's front token can jump North's into it.
            "arsisesi-a:s3/ss1nn2/n3:s",
            // North's front is a single token: South's jumps it.
            "arsisesi-a:s3/ssn4/n4:s",
            // A returning South token above the wall kicks its way down.
            "arsisesi-a:s2/ssnnS2/n3:s",
            // South's pair faces a single token with a pair behind a gap: North's front token can
            // jump South's, once South's rear token has moved up.
            "arsisesi-a:s3/1ss1n1n/n3:s",
            // A South token waiting in North's Home comes back over North's tokens.
            "arsisesi-a:s2/ssnn3/n3S1:n",
            // Nothing on the Bridge yet.
            "arsisesi-a",
            // Type B never locks this way (one token each on the field).
            "arsisesi-b:s4/s6/n4:s",
        ] {
            assert!(!locked(&position(text)), "{text}");
        }
    }

    /// Random games, and from every locked position they reach, random play on: no token may
    /// reach a Home or be kicked back to one again, so the lock was real.
    #[test]
    fn nothing_ever_happens_on_a_locked_bridge() {
        let mut rng = Rng::with_seed(42);
        let mut locks = 0;
        for _ in 0..300 {
            let mut game = position("arsisesi-a");
            for _ in 0..400 {
                if locked(&game) {
                    locks += 1;
                    let homes = |g: &Arsisesi| {
                        [Seat::South, Seat::North]
                            .map(|s| (g.waiting(s), g.arrived(s), g.cleared(s)))
                    };
                    let before = homes(&game);
                    let mut after = game.clone();
                    for _ in 0..200 {
                        if !random_ply(&mut after, &mut rng) {
                            break;
                        }
                        let now = homes(&after);
                        for (was, is) in before.iter().zip(now) {
                            // Entering from the own Home lowers `waiting`; nothing may raise it
                            // (a kick), nor any arrival or clearing.
                            assert!(is.0 <= was.0 && is.1 <= was.1 && is.2 == was.2, "{game}");
                        }
                        assert!(locked(&after) || after.to_act() == ToAct::Over, "{after}");
                    }
                    break;
                }
                if !random_ply(&mut game, &mut rng) {
                    break;
                }
            }
        }
        assert!(locks > 100, "{locks} locks reached");
    }

    /// Plays one random roll or action; `false` once the game is over.
    fn random_ply(game: &mut Arsisesi, rng: &mut Rng) -> bool {
        match random_token(game, rng) {
            Some(Token::Roll(roll)) => game.apply_roll_unchecked(roll),
            Some(Token::Action(action)) => game.apply_unchecked(action),
            None => return false,
        }
        true
    }
}

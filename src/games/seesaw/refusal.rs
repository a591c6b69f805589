//! Why a Seesaw move is refused (see `games::refusal`): the capture duty and the chain come
//! first (SEE-5, SEE-6), then placing (SEE-8), then how a stack moves: its directions by size,
//! its reach, and cells free of stacks (SEE-3, SEE-4).

use super::movegen::{bit, capturers, destinations, distance, targets};
use super::rules::{idx, moves_up, Seesaw};
use crate::core::Spot;
use crate::games::refusal::{Refusal, RefusalKind as K};

impl Seesaw {
    /// Why the stack on `from` cannot go to `to` (or cannot move), or why nothing can be placed
    /// on `to` (or on `from`, an empty cell clicked); the caller has checked that the move is not
    /// legal and that `from` holds no enemy stack.
    pub(crate) fn refusal(&self, from: Option<Spot>, to: Option<Spot>) -> Refusal {
        let geo = self.geometry();
        let me = idx(self.turn);
        let (own, enemy) = (self.stacks[me], self.stacks[1 - me]);
        let cell = |spot: Option<Spot>| {
            spot.and_then(|s| u8::try_from(s.0).ok())
                .filter(|&i| i < geo.cells)
        };
        let name = |i: u8| geo.cell(i);
        let (from, to) = (cell(from), cell(to));
        let stack = from.filter(|&f| own & bit(f) != 0);
        let free = self.free();
        let (range, capable) = match self.chain {
            Some(chain) => {
                if stack != Some(chain.cell) {
                    return Refusal::new(K::SeesawChain).text("cell", &name(chain.cell));
                }
                let found = targets(geo, chain.cell, chain.left.into(), enemy, free);
                (chain.left, if found != 0 { bit(chain.cell) } else { 0 })
            }
            None => {
                let capable = capturers(geo, own, enemy, &self.height, self.max_height(me));
                (stack.map_or(0, |f| self.height[usize::from(f)]), capable)
            }
        };
        let target = to.filter(|&t| enemy & bit(t) != 0);
        if capable != 0 {
            let mine = stack.filter(|&f| capable & bit(f) != 0);
            if let (Some(f), Some(t)) = (mine, target) {
                return self.reach(f, t, range);
            }
            let first = mine.unwrap_or(capable.trailing_zeros() as u8);
            return Refusal::new(K::SeesawCapture).text("cell", &name(first));
        }
        let Some(f) = stack else {
            // A placement: on the cell clicked alone, or the cell typed.
            let Some(spot) = to.or(from) else {
                return Refusal::new(K::SeesawPlaceNext);
            };
            let taken = self.stacks[0] | self.stacks[1] | self.tiles[0] | self.tiles[1];
            let kind = if taken & bit(spot) != 0 {
                K::SeesawPlaceFree
            } else {
                K::SeesawPlaceNext
            };
            return Refusal::new(kind);
        };
        if let Some(t) = target {
            return self.reach(f, t, range);
        }
        let up = moves_up(me, self.height[usize::from(f)]);
        let steps = match self.chain {
            Some(chain) => Refusal::new(K::SeesawLeft).num("left", i64::from(chain.left)),
            None => Refusal::new(K::SeesawSteps).num("size", i64::from(range)),
        };
        let Some(t) = to else {
            return Refusal::new(K::SeesawBlocked);
        };
        let aimed = |steps: u32, open: u64| destinations(geo, f, steps, up, open) & bit(t) != 0;
        if aimed(range.into(), geo.board) {
            Refusal::new(K::SeesawBlocked)
        } else if aimed(u32::from(geo.columns), geo.board) {
            steps
        } else {
            let size = self.height[usize::from(f)];
            Refusal::new(K::SeesawDirection)
                .num("size", i64::from(size))
                .text("way", &if size % 2 == 1 { "forward" } else { "backward" })
        }
    }

    /// Why the stack on `from` cannot capture the enemy stack on `to` with `range` steps: too
    /// far, or walled off by stacks (SEE-5).
    fn reach(&self, from: u8, to: u8, range: u16) -> Refusal {
        let geo = self.geometry();
        match distance(geo, from, to, self.free()) {
            Some(steps) => Refusal::new(K::SeesawReach)
                .text("cell", &geo.cell(to))
                .num("steps", i64::from(steps))
                .num("size", i64::from(range)),
            None => Refusal::new(K::SeesawBlocked),
        }
    }

    /// Why `end` cannot be played: a capture is due, or there is no capture to stop after
    /// (SEE-5, SEE-6).
    pub(crate) fn end_refusal(&self) -> Refusal {
        match self.chain {
            Some(chain) => {
                Refusal::new(K::SeesawCapture).text("cell", &self.geometry().cell(chain.cell))
            }
            None => Refusal::new(K::SeesawEnd),
        }
    }
}

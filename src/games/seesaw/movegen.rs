//! Reach on the board by mask expansion: capture duty and ranges (SEE-5, SEE-6), non-capturing
//! moves (SEE-3, SEE-4), placements (SEE-8). Each function expands whole sets of cells one step
//! at a time with the shift tables of [`Geometry`], so a breadth-first search costs a handful of
//! word operations per step and never allocates.

use super::board::Geometry;

/// Iterates the cell numbers of a mask, lowest (first in notation order) first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub(crate) u64);

impl Iterator for Bits {
    type Item = u8;

    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(i)
    }

    #[inline(always)]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}

/// The bit of cell `index`.
#[inline(always)]
pub(crate) fn bit(index: u8) -> u64 {
    1 << index
}

/// Own stacks that must be allowed to capture (SEE-5): those with an enemy stack within their size
/// in steps through stack-free cells, any direction. One breadth-first search outwards from all
/// enemy stacks at once: an own stack first met at distance k can capture when its size is ≥ k.
pub(crate) fn capturers(
    geo: &Geometry,
    own: u64,
    enemy: u64,
    height: &[u16],
    max_height: u32,
) -> u64 {
    if own == 0 || enemy == 0 {
        return 0;
    }
    let free = geo.board & !(own | enemy);
    let mut seen = enemy;
    let mut frontier = enemy;
    let mut capable = 0;
    let mut k = 1;
    loop {
        let ring = geo.around.apply(frontier) & !seen;
        let hit = ring & own;
        if hit != 0 {
            for c in Bits(hit) {
                if u32::from(height[usize::from(c)]) >= k {
                    capable |= bit(c);
                }
            }
        }
        frontier = ring & free;
        seen |= ring;
        if frontier == 0 || k >= max_height {
            return capable;
        }
        k += 1;
    }
}

/// Enemy stacks within `range` steps of the stack on `from`, through stack-free cells in all six
/// directions (SEE-5, SEE-6).
#[inline]
pub(crate) fn targets(geo: &Geometry, from: u8, range: u32, enemy: u64, free: u64) -> u64 {
    let mut seen = bit(from);
    let mut frontier = seen;
    let mut found = 0;
    for _ in 0..range {
        let ring = geo.around.apply(frontier) & !seen;
        found |= ring & enemy;
        frontier = ring & free;
        if frontier == 0 {
            break;
        }
        seen |= ring;
    }
    found
}

/// The shortest number of steps from `from` to the enemy stack on `to` through stack-free cells
/// (SEE-5): what a capture costs. `None` if it cannot be reached at all.
pub(crate) fn distance(geo: &Geometry, from: u8, to: u8, free: u64) -> Option<u32> {
    let goal = bit(to);
    let mut seen = bit(from);
    let mut frontier = seen;
    let mut k = 1;
    loop {
        let ring = geo.around.apply(frontier) & !seen;
        if ring & goal != 0 {
            return Some(k);
        }
        frontier = ring & free;
        if frontier == 0 {
            return None;
        }
        seen |= ring;
        k += 1;
    }
}

/// Where a non-capturing move from `from` may end (SEE-3, SEE-4): 1 up to `steps` steps, every
/// step in one of the three `upward` (or downward) directions onto a stack-free cell.
/// Each step changes the height on screen in one sense only, so no cell is met twice on a path
/// and the loop ends within the board's height whatever `steps` is.
#[inline(always)]
pub(crate) fn destinations(geo: &Geometry, from: u8, steps: u32, upward: bool, free: u64) -> u64 {
    let dirs = if upward { &geo.up } else { &geo.down };
    let mut frontier = bit(from);
    let mut found = 0;
    for _ in 0..steps {
        frontier = dirs.apply(frontier) & free;
        if frontier == 0 {
            break;
        }
        found |= frontier;
    }
    found
}

/// Cells where the owner of `own_tiles` may place (SEE-8): no stack, no tile, next to an own tile.
#[inline(always)]
pub(crate) fn placements(geo: &Geometry, own_tiles: u64, taken: u64) -> u64 {
    geo.around.apply(own_tiles) & !taken
}

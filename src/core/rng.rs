//! Seeded randomness for whoever runs a game. Rules never hold a generator (docs/rulings.md).

/// The seeded generator used by the app, the command-line tool and the AI.
pub type Rng = fastrand::Rng;

/// Picks one roll with probability proportional to its weight. `rolls` must not be empty.
// Inlined: playouts call it at every chance point, and without the hint LLVM kept it (and the
// draw) out of line on wasm32, a call V8 pays for where native builds inlined it.
#[inline]
pub fn sample_roll<R: Copy>(rolls: &[(R, u32)], rng: &mut Rng) -> R {
    let total: u32 = rolls.iter().map(|&(_, w)| w).sum();
    let mut pick = below(total.max(1), rng);
    for &(roll, weight) in rolls {
        if pick < weight {
            return roll;
        }
        pick -= weight;
    }
    rolls[rolls.len() - 1].0
}

/// An index below `len` (which must not be 0), drawn alike on every target: `Rng::usize` draws
/// 64 bits on native targets and 32 on wasm32, so a seeded choice made with it in the browser
/// would differ from the same choice made by the command-line tool.
#[inline]
pub fn pick_index(len: usize, rng: &mut Rng) -> usize {
    below(u32::try_from(len).unwrap_or(u32::MAX).max(1), rng) as usize
}

/// `rng.u32(0..n)` for `n` ≥ 1.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn below(n: u32, rng: &mut Rng) -> u32 {
    rng.u32(0..n)
}

/// `rng.u32(0..n)` for `n` ≥ 1.
#[cfg(target_arch = "wasm32")]
#[inline]
fn below(n: u32, rng: &mut Rng) -> u32 {
    below_without_u128(n, rng)
}

/// `rng.u32(0..n)` for `n` ≥ 1: the same number and the same generator state after (a test
/// compares them with fastrand), without 128-bit arithmetic. wasm32 has none, and fastrand's
/// 64×64→128-bit multiply became a call to `__multi3` returning through memory at every draw;
/// random playouts draw once per ply, so games with cheap plies (Arsisesi B) paid for it most.
#[cfg(any(test, target_arch = "wasm32"))]
#[inline]
fn below_without_u128(n: u32, rng: &mut Rng) -> u32 {
    // fastrand's `gen_mod_u32` (Lemire's multiply-and-reject) over its `gen_u32`.
    let mut product = u64::from(next_u32(rng)) * u64::from(n);
    if (product as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (product as u32) < threshold {
            product = u64::from(next_u32(rng)) * u64::from(n);
        }
    }
    (product >> 32) as u32
}

/// fastrand's WyRand step and `gen_u32`: the low half of `lo ^ hi` of a 128-bit product.
#[cfg(any(test, target_arch = "wasm32"))]
#[inline]
fn next_u32(rng: &mut Rng) -> u32 {
    let s = rng.get_seed().wrapping_add(0x2d35_8dcc_aa6c_78a5);
    rng.seed(s);
    let b = s ^ 0x8bb8_4b93_962e_acc9;
    (s.wrapping_mul(b) as u32) ^ high_low32(s, b)
}

/// Bits 64–95 of `a · b`, from 32-bit halves. LLVM recognises the usual ways of writing this as
/// a 128-bit multiply and calls `__multi3` again; hiding one operand's high half from it keeps
/// the four 64-bit multiplies inline, at the cost of one stack slot.
#[cfg(any(test, target_arch = "wasm32"))]
#[inline]
fn high_low32(a: u64, b: u64) -> u32 {
    let (a0, a1) = (a & 0xFFFF_FFFF, a >> 32);
    let (b0, b1) = (b & 0xFFFF_FFFF, std::hint::black_box(b >> 32));
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let middle = (p00 >> 32) + (p01 & 0xFFFF_FFFF) + (p10 & 0xFFFF_FFFF);
    (p11 as u32)
        .wrapping_add((p01 >> 32) as u32)
        .wrapping_add((p10 >> 32) as u32)
        .wrapping_add((middle >> 32) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_without_u128_equal_fastrand() {
        for seed in [0, 1, 7, u64::MAX, 0x9E37_79B9_7F4A_7C15] {
            let mut theirs = Rng::with_seed(seed);
            let mut ours = Rng::with_seed(seed);
            for i in 0..20_000u32 {
                // Small counts as the games use, and large ones that reject often.
                let n = match i % 4 {
                    0 => 1 + i % 7,
                    1 => 1 + i % 100,
                    2 => u32::MAX - i,
                    _ => (1 << 31) + i,
                };
                assert_eq!(
                    theirs.u32(0..n),
                    below_without_u128(n, &mut ours),
                    "{seed} {n}"
                );
                assert_eq!(theirs.get_seed(), ours.get_seed());
            }
        }
        let mut rng = Rng::with_seed(3);
        for _ in 0..1000 {
            let (a, b) = (rng.u64(..), rng.u64(..));
            assert_eq!(
                high_low32(a, b),
                ((u128::from(a) * u128::from(b)) >> 64) as u32
            );
        }
    }
}

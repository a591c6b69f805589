//! One small sort for the short, nearly sorted lists of the games and the renderers (a turn's
//! legal actions, a board's pieces in drawing order), instead of the standard library's sorts.
//!
//! Each use of `sort_unstable` or `sort_by` instantiated the standard library's pattern-defeating
//! quicksort or driftsort for its type: about 30 KB of the page's wasm before compression for four
//! lists of a few dozen items at most, already in order but for a few. An insertion sort is a
//! loop of a few instructions per type, and on such lists it does about one comparison per item.
//! It is stable, so it orders exactly as `sort_by` (and, on lists without equal items, as
//! `sort_unstable`) does.

/// Sorts `list` by `less` (a strict weak order), keeping equal items in their order. Quadratic in
/// the worst case: only for lists of tens of items that are nearly in order.
pub fn sort_small_by<T>(list: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && less(&list[j], &list[j - 1]) {
            list.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `list` in its `Ord` order (see [`sort_small_by`]).
pub fn sort_small<T: Ord>(list: &mut [T]) {
    sort_small_by(list, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_library_does_and_keeps_ties_in_order() {
        let mut rng = crate::core::Rng::with_seed(3);
        for len in 0..40 {
            for _ in 0..50 {
                // Pairs with few distinct keys, so ties are common; the second field tells them apart.
                let list: Vec<(u8, usize)> = (0..len).map(|i| (rng.u8(0..5), i)).collect();
                let mut ours = list.clone();
                sort_small_by(&mut ours, |a, b| a.0 < b.0);
                let mut std = list.clone();
                std.sort_by_key(|p| p.0);
                assert_eq!(ours, std);
                let mut whole = list.clone();
                sort_small(&mut whole);
                let mut std = list;
                std.sort_unstable();
                assert_eq!(whole, std);
            }
        }
    }
}

// src/empty_slot.rs (LeetCode 2459) against the tests' own rules (tests/reference/empty_slot.rs):
// the count to either goal on every array of up to 8 items against a search from both goals,
// the moves played one at a time (the brute force beyond 8 items) against that search too, the
// core against them on random arrays of up to 20,000 items, and every path of the core
// replayed: legal, as long as its count, ending on its goal.
#![allow(dead_code)] // the cores are included whole; a test uses a part
mod reference;
use reference::empty_slot::{brute_slot_distances, played_moves, slot_goals};
use reference::{answer_of, Rng};

include!("../src/empty_slot.rs");

/// A random array of n items.
fn shuffled(n: usize, rng: &mut Rng) -> Vec<usize> {
    let mut items: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        items.swap(i, rng.below(i + 1));
    }
    items
}

#[test]
fn every_array_of_up_to_8_items_takes_the_searchs_least_moves() {
    for n in 2..=8 {
        let far = brute_slot_distances(n);
        let factorial: usize = (1..=n).product();
        assert_eq!(far.len(), factorial, "n = {n}: every array is reached");
        for (items, &d) in &far {
            assert_eq!(slot_least_moves(items), d, "{items:?}");
            let [first, last] = slot_goals(n);
            let played = played_moves(items, &first).min(played_moves(items, &last));
            assert_eq!(played, d, "the tests' moves played, {items:?}");
        }
    }
}

#[test]
fn the_farthest_arrays_and_the_published_examples() {
    // Each goal's farthest arrays are n + n / 2 moves away or so; the search's own maximum
    // for 8 items is what the binary's sample 7 holds.
    let far = brute_slot_distances(8);
    assert_eq!(far.values().max(), Some(&9));
    for (items, d) in [(vec![4, 2, 0, 3, 1], 3), (vec![1, 2, 3, 4, 0], 0), (vec![1, 0, 2, 4, 3], 2)]
    {
        assert_eq!(slot_least_moves(&items), d, "{items:?}");
    }
}

#[test]
fn random_large_arrays_agree_with_the_moves_played() {
    let mut rng = Rng(2459);
    for &n in &[9, 10, 17, 100, 1000, 4096, 20_000] {
        for _ in 0..if n > 10_000 { 1 } else { 20 } {
            let items = shuffled(n, &mut rng);
            let [first, last] = slot_goals(n);
            let (a, b) = (played_moves(&items, &first), played_moves(&items, &last));
            assert_eq!(slot_moves(&items, &first), a, "n = {n}, the empty slot first");
            assert_eq!(slot_moves(&items, &last), b, "n = {n}, the empty slot last");
            assert_eq!(slot_least_moves(&items), a.min(b));
        }
    }
}

#[test]
fn every_path_is_legal_as_long_as_its_count_and_ends_on_its_goal() {
    let mut rng = Rng(24590);
    for n in [2, 3, 5, 8, 30, 500] {
        for _ in 0..50 {
            let items = shuffled(n, &mut rng);
            for goal in slot_goals(n) {
                let path = slot_path(&items, &goal);
                assert_eq!(path.len(), played_moves(&items, &goal), "{items:?} to {goal:?}");
                let mut at = items.clone();
                for &item in &path {
                    assert_ne!(item, 0, "the empty slot is not an item");
                    let (from, empty) = (
                        at.iter().position(|&t| t == item).unwrap(),
                        at.iter().position(|&t| t == 0).unwrap(),
                    );
                    at.swap(from, empty);
                }
                assert_eq!(at, goal);
            }
        }
    }
}

/// The binary's stand-in reads LeetCode's brackets and plain numbers alike.
#[test]
fn the_binary_reads_brackets_and_plain_numbers() {
    let bin = env!("CARGO_BIN_EXE_leetcode2459");
    for input in ["[4,2,0,3,1]", " [ 4 , 2,0,\n3,1 ]\n", "4 2 0 3 1", "4\n2\t0 3 1\r\n"] {
        assert_eq!(answer_of(bin, input), "3\n", "{input:?}");
    }
}

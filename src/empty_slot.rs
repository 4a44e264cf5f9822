// A line of places with one empty slot (LeetCode 2459, "Sort Array by Moving Items to Empty
// Space"), to `include!` or paste whole into a judge (std only, Rust 1.63+): n places hold the
// numbers 0 .. n - 1 once, 0 the empty slot, and a move takes any item into the empty slot.
// No grid and no search: the answer is read off the permutation's cycles.
// 1. Goals: the items ascending, the empty slot first or last (`slot_goal`).
// 2. Counting: `slot_moves` to one goal, `slot_least_moves` to the nearer of the two.
// 3. Moves: `slot_path`, the items moved, in order, on a shortest way to one goal.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Goals ==========

/// The goal of `n` places: 0 1 … n − 1 (`first`: the empty slot first), else 1 … n − 1 0.
pub fn slot_goal(n: usize, first: bool) -> Vec<usize> {
    match first {
        true => (0..n).collect(),
        false => (1..n).chain(std::iter::once(0)).collect(),
    }
}

// 2. Counting ==========

/// The least moves from `items` to `goal` (each holds 0 .. n − 1 once, 0 the empty slot).
///
/// Send each place to the place its item belongs in: the permutation falls into cycles. A
/// cycle through the empty slot of length L is sorted in L − 1 moves (each fills the empty
/// place with the item that belongs there, and the last puts the slot home); any other cycle
/// of length L ≥ 2 takes L + 1 (one move brings the slot into it, then as before, and the last
/// move takes it out). No fewer will do: a move puts at most one item home, and an item
/// moved into a cycle without the slot first must move again. Fixed points cost nothing.
///
/// # Complexity
/// O(n) time, a bit per place.
pub fn slot_moves(items: &[usize], goal: &[usize]) -> usize {
    let n = items.len();
    let mut home = vec![0u32; n]; // where each item belongs
    for (place, &item) in goal.iter().enumerate() {
        home[item] = place as u32;
    }
    let mut seen = vec![0u64; (n + 63) / 64];
    let mut moves = 0;
    for first in 0..n {
        if seen[first / 64] >> (first % 64) & 1 == 1 {
            continue;
        }
        let (mut place, mut length, mut empty) = (first, 0, false);
        while seen[place / 64] >> (place % 64) & 1 == 0 {
            seen[place / 64] |= 1 << (place % 64);
            empty |= items[place] == 0;
            length += 1;
            place = home[items[place]] as usize;
        }
        if length > 1 {
            moves += if empty { length - 1 } else { length + 1 };
        }
    }
    moves
}

/// LeetCode 2459's answer: the least moves to either goal.
pub fn slot_least_moves(items: &[usize]) -> usize {
    let n = items.len();
    let first = slot_moves(items, &slot_goal(n, true));
    first.min(slot_moves(items, &slot_goal(n, false)))
}

// 3. Moves ==========

/// The items moved into the empty slot, in order, on a shortest way from `items` to `goal`
/// (`slot_moves` of them): while the slot is not home, the item that belongs where it stands
/// moves in; when it is home, the first item out of place moves in, opening that cycle.
pub fn slot_path(items: &[usize], goal: &[usize]) -> Vec<usize> {
    let mut at = items.to_vec();
    let mut place_of = vec![0; at.len()];
    for (place, &item) in at.iter().enumerate() {
        place_of[item] = place;
    }
    let (mut moved, mut next) = (Vec::new(), 0);
    loop {
        let empty = place_of[0];
        let item = match goal[empty] {
            0 => {
                // The slot is home: the first place out of order (places before `next` are
                // home for good: a move never takes an item from its goal place).
                while next < at.len() && at[next] == goal[next] {
                    next += 1;
                }
                match at.get(next) {
                    Some(&item) => item,
                    None => return moved,
                }
            }
            item => item,
        };
        let from = place_of[item];
        at.swap(from, empty);
        place_of[item] = empty;
        place_of[0] = from;
        moved.push(item);
    }
}

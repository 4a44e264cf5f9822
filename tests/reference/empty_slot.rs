// LeetCode 2459's puzzle, the tests' own way (nothing from src/): n places hold 0 .. n - 1, 0
// the empty slot, and a move takes any item into the empty slot. A breadth-first search from
// both goals at once (the items ascending, the empty slot first or last) over every
// arrangement, for n up to 8; and, for any n, the moves played one at a time as LeetCode's
// hints describe them, counted (checked against the search in tests/empty_slot.rs).
use std::collections::{HashMap, VecDeque};

/// The two goals of n places: the empty slot first, then last.
pub fn slot_goals(n: usize) -> [Vec<usize>; 2] {
    [(0..n).collect(), (1..n).chain([0]).collect()]
}

/// Every arrangement one move from `at`: each item taken into the empty slot.
pub fn slot_neighbours(at: &[usize]) -> Vec<Vec<usize>> {
    let empty = at.iter().position(|&t| t == 0).unwrap();
    (0..at.len())
        .filter(|&p| p != empty)
        .map(|p| {
            let mut next = at.to_vec();
            next.swap(p, empty);
            next
        })
        .collect()
}

/// The least moves to either goal of every arrangement of n places, by one search from both.
pub fn brute_slot_distances(n: usize) -> HashMap<Vec<usize>, usize> {
    let mut far = HashMap::new();
    let mut queue = VecDeque::new();
    for goal in slot_goals(n) {
        if far.insert(goal.clone(), 0).is_none() {
            queue.push_back(goal);
        }
    }
    while let Some(at) = queue.pop_front() {
        let d = far[&at];
        for next in slot_neighbours(&at) {
            if !far.contains_key(&next) {
                far.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    far
}

/// The moves to `goal` played one at a time: while the empty slot is not where the goal has
/// it, the item the goal puts there moves in; else any item out of place moves into it.
pub fn played_moves(items: &[usize], goal: &[usize]) -> usize {
    let mut at = items.to_vec();
    let mut moves = 0;
    loop {
        let empty = at.iter().position(|&t| t == 0).unwrap();
        let wanted = goal[empty];
        let from = if wanted != 0 {
            at.iter().position(|&t| t == wanted).unwrap()
        } else {
            match (0..at.len()).find(|&p| at[p] != goal[p]) {
                Some(p) => p,
                None => return moves,
            }
        };
        at.swap(from, empty);
        moves += 1;
    }
}

/// LeetCode 2459's answer the tests' way: the search where it fits (up to 8 items), else the
/// fewer moves played to either goal.
pub fn slot_answer(items: &[usize]) -> usize {
    let n = items.len();
    if n <= 8 {
        thread_local! {
            static TABLES: std::cell::RefCell<HashMap<usize, HashMap<Vec<usize>, usize>>> =
                std::cell::RefCell::new(HashMap::new());
        }
        return TABLES.with(|tables| {
            let mut tables = tables.borrow_mut();
            tables.entry(n).or_insert_with(|| brute_slot_distances(n))[items]
        });
    }
    let [first, last] = slot_goals(n);
    played_moves(items, &first).min(played_moves(items, &last))
}

/// LeetCode 2459's expected output for a sample input (`[4,2,0,3,1]`): the least moves.
pub fn answer(input: &str) -> String {
    let items: Vec<usize> =
        input.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    format!("{}\n", slot_answer(&items))
}

/// The least moves of a walk's start to either goal (walk's goal is the nearer).
pub fn least(start: &[usize], _goal: &[usize], _width: usize) -> Option<usize> {
    Some(slot_answer(start))
}

// LeetCode 2459 (src/empty_slot.rs): n places hold the items 1 .. n - 1 and one empty slot (0),
// and a move takes any item into the empty slot, wherever it stands. A `Kind::Own` with its
// generator: an array's text at a level, and the array shorter or one move nearer a goal.
// Arrays are written as LeetCode writes them, `[4,2,0,3,1]`.
use super::judges::LEETCODE;
use super::problem::{Kind, Problem};
use super::puzzle::{Kit, Labels, Notation, Own, Rule, Walk};
use super::text::{sample_numbers, Rng};
use crate::cores;

/// An array as LeetCode writes it.
fn array_text(items: &[usize]) -> String {
    let listed: Vec<String> = items.iter().map(usize::to_string).collect();
    format!("[{}]\n", listed.join(","))
}

/// The goal of n places, the empty slot first or last.
fn goal(n: usize, first: bool) -> Vec<usize> {
    if first {
        (0..n).collect()
    } else {
        (1..n).chain([0]).collect()
    }
}

/// An array at `level`: a goal or a few moves from one, small shuffled arrays (the brute force's
/// size), larger ones, LeetCode's largest, then any of these.
pub fn leetcode2459_item(level: usize, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let n = match level {
        0 | 1 => 2 + rng.below(7),
        2 => 2 + rng.below(9),
        3 => 10 + rng.below(1000),
        _ => 100_000,
    };
    let mut items = goal(n, rng.below(2) == 0);
    if level == 1 {
        for _ in 0..1 + rng.below(4) {
            let (empty, other) = (cores::blank_cell(&items), rng.below(n));
            items.swap(empty, other); // the item at `other` moves into the empty slot
        }
    } else if level > 1 {
        rng.shuffle(&mut items[..n]);
    }
    array_text(&items)
}

/// The array one step nearer, the biggest steps first (the shrinker takes the first that still
/// fails): its smaller half of the items alone, in their order; its largest item left out; and
/// the item that the nearer goal puts where the empty slot stands moved in, one move fewer to
/// sort (each step leaves fewer items or fewer moves, so shrinking ends).
pub fn leetcode2459_nearer(text: &str) -> Vec<String> {
    let items = sample_numbers(text);
    let n = items.len();
    let mut cases = Vec::new();
    for keep in [(n + 1) / 2, n - 1] {
        if keep >= 2 && keep < n {
            let smaller: Vec<usize> = items.iter().copied().filter(|&t| t < keep).collect();
            cases.push(array_text(&smaller));
        }
    }
    let empty = cores::blank_cell(&items);
    let moves = |first| cores::slot_moves(&items, &goal(n, first));
    let wanted = goal(n, moves(true) <= moves(false))[empty];
    if let Some(from) = items.iter().position(|&t| t == wanted).filter(|_| wanted != 0) {
        let mut next = items.clone();
        next.swap(from, empty);
        cases.push(array_text(&next));
    }
    cases
}

problems! {
    leetcode2459 {
        judges: &[(LEETCODE, "2459")],
        check: None,
        kind: Kind::Own {
            most: 1,
            item: leetcode2459_item,
            render: |items| items.concat(),
            nearer: leetcode2459_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| oracle.whole_answer("leetcode2459", input),
        walk: |input| slot_walk(sample_numbers(input)),
    }
}

/// The most items walk plays: each move names an item, found by a look along the array.
const WALKED: usize = 1000;

/// The array as one row of places; a move names the item taken into the empty slot (shown as
/// `_`), from anywhere. Two boards are goals: the items ascending, the empty slot first or
/// last. The kit's solution is its core's path to the nearer.
fn slot_walk(items: Vec<usize>) -> Result<Walk, String> {
    let n = items.len();
    if n < 2 {
        return Err("the input holds no array".into());
    }
    if n > WALKED {
        return Err(format!("walk plays arrays of at most {WALKED} items, not {n}"));
    }
    let own = Own { solve: slot_solve, kind: "a shortest", shortest: true, most: None };
    Ok(Walk {
        also: Some(goal(n, false)),
        edges: Vec::new(),
        place: "place",
        rule: Rule::SlideAny,
        notation: Notation::Pieces,
        labels: Labels::Numbers { plus: 0, blank: "_".into() },
        ..Walk::grid(n, items, goal(n, true), Kit::Own(own))
    })
}

/// The core's path to the nearer goal, the items moved.
fn slot_solve(walk: &Walk) -> Result<Option<String>, String> {
    let n = walk.start.len();
    let to = |first| cores::slot_path(&walk.start, &cores::slot_goal(n, first));
    let (first, last) = (to(true), to(false));
    let path = if first.len() <= last.len() { first } else { last };
    Ok(Some(path.iter().map(usize::to_string).collect::<Vec<_>>().join(" ")))
}

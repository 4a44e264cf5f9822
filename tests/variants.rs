// Every search variant in src/variants/ against the brute force of tests/reference/: the same
// distance on random pairs with arbitrary goals, on both 31-move boards and on unsolvable
// pairs; every path legal and of the optimal length; the smallest in its tie order where the
// variant promises it.
mod reference;
use reference::{brute_distances, brute_smallest_path, neighbours, replay, Rng};
use std::collections::HashMap;

macro_rules! variants {
    ($($name:ident: $smallest:expr),* $(,)?) => {
        $(
            #[allow(dead_code)]
            mod $name {
                include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/io.rs"));
                include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/grid.rs"));
                include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/core.rs"));
                include!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/src/variants/",
                    stringify!($name),
                    ".rs"
                ));
            }
        )*
        /// Each variant's name, whether its path is the smallest in the tie order, and a run.
        const VARIANTS: &[(&str, bool, fn(&Board, &Board, &[u8; 4]) -> Outcome)] = &[$((
            stringify!($name),
            $smallest,
            |start, goal, order| {
                let mut method = $name::Method::default();
                let last = method.search(start, goal, order);
                let path = last.path.clone();
                Outcome { path, expanded: last.expanded, peak: last.peak, gave_up: last.gave_up }
            },
        )),*];
    };
}

type Board = [u8; 9];

struct Outcome {
    path: Option<String>,
    expanded: usize,
    peak: usize,
    gave_up: bool,
}

// The list, one line a variant with its "smallest in the tie order" flag, is written by
// src/tools/build.rs from src/variants/ (every file not named internal_*.rs, and its header's marker).
include!(concat!(env!("OUT_DIR"), "/variants.rs"));

/// Checks every variant on `start` to `goal` against the brute force's distances from `goal`,
/// in each order given; `exact`: also against the brute force's smallest path.
fn check_pair(
    start: &Board,
    goal: &Board,
    brute: &HashMap<Board, u8>,
    orders: &[&[u8; 4]],
    exact: bool,
) {
    let expected = brute.get(start).map(|&d| d as usize);
    for &order in orders {
        let smallest = if exact { brute_smallest_path(start, goal, order) } else { None };
        for &(name, promises_smallest, run) in VARIANTS {
            if name == "naive" && expected.map_or(false, |d| d > 12) {
                continue; // beyond its cap: naive_gives_up_where_the_others_remember
            }
            let got = run(start, goal, order);
            assert!(!got.gave_up, "{name} gave up on {start:?} to {goal:?}");
            let path = got.path.as_deref();
            assert_eq!(path.map(str::len), expected, "{name}: {start:?} to {goal:?}");
            match path {
                Some(path) => {
                    assert_eq!(
                        replay(start, path),
                        Some(*goal),
                        "{name}: {path} is not a solution"
                    );
                    if exact && promises_smallest {
                        assert_eq!(Some(path), smallest.as_deref(), "{name}: not the smallest");
                    }
                }
                None => assert_eq!(got.expanded, 0, "{name} searched though parity says no"),
            }
        }
    }
}

/// 500 pairs: 10 random goals, each with 50 starts a random walk of 0 to 20 moves away.
fn random_walk_pairs(seed: u64) {
    let mut rng = Rng(seed);
    for _ in 0..10 {
        let goal = rng.board();
        let brute = brute_distances(&goal);
        for _ in 0..50 {
            let mut start = goal;
            for _ in 0..rng.below(21) {
                let options = neighbours(&start, b"udlr");
                start = options[rng.below(options.len())].1;
            }
            check_pair(&start, &goal, &brute, &[b"udlr"], false);
        }
    }
}

// 2,000 pairs in four tests, so that they run in parallel.
#[test]
fn variants_agree_on_random_walks_1() {
    random_walk_pairs(1);
}

#[test]
fn variants_agree_on_random_walks_2() {
    random_walk_pairs(2);
}

#[test]
fn variants_agree_on_random_walks_3() {
    random_walk_pairs(3);
}

#[test]
fn variants_agree_on_random_walks_4() {
    random_walk_pairs(4);
}

/// Uniformly random pairs, solvable or not, both tie orders, some against the exact path.
#[test]
fn variants_agree_on_uniform_random_pairs() {
    let mut rng = Rng(5);
    for k in 0..50 {
        let (start, goal) = (rng.board(), rng.board());
        let brute = brute_distances(&goal);
        check_pair(&start, &goal, &brute, &[b"udlr", b"dlru"], k % 10 == 0);
    }
}

#[test]
fn variants_agree_on_the_hardest_and_unsolvable_boards() {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let brute = brute_distances(&goal);
    for start in
        [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1], [1, 2, 3, 4, 5, 6, 8, 7, 0]]
    {
        check_pair(&start, &goal, &brute, &[b"udlr", b"dlru"], true);
    }
    let centre = [1, 2, 3, 8, 0, 4, 7, 6, 5];
    let brute = brute_distances(&centre);
    let farthest = brute.iter().filter(|&(_, &d)| d == 30).map(|(b, _)| *b).min().unwrap();
    check_pair(&farthest, &centre, &brute, &[b"udlr"], true);
}

#[test]
fn naive_gives_up_where_the_others_remember() {
    let (start, goal) = ([8, 6, 7, 2, 5, 4, 3, 0, 1], [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    let naive = VARIANTS.iter().find(|v| v.0 == "naive").unwrap().2(&start, &goal, b"udlr");
    assert!(naive.gave_up && naive.path.is_none());
    let rank = VARIANTS.iter().find(|v| v.0 == "bfs_rank").unwrap().2(&start, &goal, b"udlr");
    assert!(rank.peak <= 181_440 && rank.path.unwrap().len() == 31);
}

/// Every variant has a row in src/GUIDE.md's table of variants, whose last cell says what its
/// header's marker says (whether the path is the smallest in the tie order): adding a file to
/// src/variants/ without documenting it fails here.
#[test]
fn the_guide_lists_every_variant() {
    let guide = std::fs::read_to_string("src/GUIDE.md").unwrap();
    for &(name, smallest, _) in VARIANTS {
        let start = format!("| `{name}` |");
        let row = guide.lines().find(|line| line.starts_with(&start));
        let row = row.unwrap_or_else(|| panic!("src/GUIDE.md has no row for variant {name}"));
        let last_cell = row.trim_end_matches('|').rsplit('|').next().unwrap().trim();
        assert_eq!(last_cell.starts_with("yes"), smallest, "{name}: the row says {last_cell:?}");
    }
    assert!(VARIANTS.len() >= 10, "src/tools/build.rs found only {} variants", VARIANTS.len());
}

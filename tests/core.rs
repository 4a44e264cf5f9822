// Tests of src/core.rs against the whole state space, an independent brute force written here
// (its own move rules, a HashMap breadth-first search), and the published distance tables.
#![allow(dead_code)]
include!("../src/core.rs");

mod reference;
use reference::{brute_distances, brute_smallest_path, neighbours, permutations, Rng};

/// Boards at distance 0, 1, 2, ... from a goal, from OEIS (copied in ../shared/judges.md).
const PUBLISHED: [(&str, &[usize]); 3] = [
    (
        "123456780", // A089473
        &[
            1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638,
            9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
        ],
    ),
    (
        "123804765", // A089474
        &[
            1, 4, 8, 8, 16, 32, 60, 72, 136, 200, 376, 512, 964, 1296, 2368, 3084, 5482, 6736,
            11132, 12208, 18612, 18444, 24968, 19632, 22289, 13600, 11842, 4340, 2398, 472, 148,
        ],
    ),
    (
        "123456708", // A089483
        &[
            1, 3, 5, 10, 14, 28, 42, 80, 108, 202, 278, 524, 726, 1348, 1804, 3283, 4193, 7322,
            8596, 13930, 14713, 21721, 19827, 25132, 18197, 18978, 9929, 7359, 2081, 878, 126, 2,
        ],
    ),
];

fn board(digits: &str) -> Board {
    let mut b = [0u8; 9];
    for (cell, c) in b.iter_mut().zip(digits.bytes()) {
        *cell = c - b'0';
    }
    b
}

fn layer_sizes(dist: &std::collections::HashMap<Board, u8>) -> Vec<usize> {
    let mut sizes = vec![0; 1 + *dist.values().max().unwrap() as usize];
    for &d in dist.values() {
        sizes[d as usize] += 1;
    }
    sizes
}

#[test]
fn rank_and_unrank_are_inverse_on_all_boards() {
    let mut hit = vec![false; STATES];
    let mut count = 0;
    for b in permutations() {
        let r = rank(&b);
        assert!(r < STATES && !hit[r], "rank {r} of {b:?} is out of range or repeated");
        hit[r] = true;
        assert_eq!(unrank(r), b);
        assert_eq!(rank_packed(pack(&b)), r);
        count += 1;
    }
    assert_eq!(count, STATES);
    assert!((0..STATES).all(|r| rank(&unrank(r)) == r));
}

#[test]
fn table_index_is_perfect_within_each_parity() {
    for parity in 0..2 {
        let mut hit = vec![false; TABLE_LEN];
        for b in permutations().filter(|b| inversion_parity(b) == parity) {
            let i = table_index(pack(&b));
            assert!(i < TABLE_LEN && !hit[i], "index {i} of {b:?} is out of range or repeated");
            hit[i] = true;
        }
        assert!(hit.iter().all(|&h| h));
    }
}

#[test]
fn moves_agree_with_the_reference_rules() {
    for b in permutations() {
        let expected = neighbours(&b, b"udlr");
        for &letter in b"udlr" {
            let want = expected.iter().find(|(m, _)| *m == letter).map(|(_, n)| *n);
            assert_eq!(apply_move(&b, letter), want, "{b:?} {}", letter as char);
            assert_eq!(move_packed(pack(&b), letter), want.map(|n| pack(&n)));
        }
    }
}

#[test]
fn tables_equal_brute_force_for_every_goal_cell() {
    for cell in 0..9 {
        let goal = canonical_goal(cell);
        let brute = brute_distances(&goal);
        assert_eq!(brute.len(), STATES / 2);
        let table = distance_table(&goal);
        assert_eq!(table.len(), TABLE_LEN);
        for (b, &d) in &brute {
            assert_eq!(table[table_index(pack(b))], d, "goal {goal:?}, board {b:?}");
        }
        // The search's ring of 2^16 boards must hold two consecutive layers, plus the four
        // neighbours written past the tail.
        let sizes = layer_sizes(&brute);
        let widest = sizes.windows(2).map(|w| w[0] + w[1]).max().unwrap();
        assert!(widest + 4 <= 1 << 16, "layers of {widest} boards overflow the ring");
    }
}

#[test]
fn tables_match_the_published_layer_sizes() {
    for (goal, sizes) in PUBLISHED {
        let goal = board(goal);
        let table = distance_table(&goal);
        let mut counted = vec![0; sizes.len()];
        for &d in &table {
            counted[d as usize] += 1;
        }
        assert_eq!(counted, sizes, "goal {goal:?}");
        assert_eq!(layer_sizes(&brute_distances(&goal)), sizes);
    }
}

#[test]
fn parity_agrees_with_reachability_for_every_board() {
    for (goal, _) in PUBLISHED {
        let goal = board(goal);
        let brute = brute_distances(&goal);
        for b in permutations() {
            assert_eq!(solvable(&b, &goal), brute.contains_key(&b), "{b:?} to {goal:?}");
        }
    }
}

#[test]
fn the_two_hardest_boards_take_31_moves() {
    let goal = board("123456780");
    let mut solver = Solver::default();
    for start in ["867254301", "647850321"] {
        let start = board(start);
        assert_eq!(solver.distance(&start, &goal), Some(31));
        for order in [b"udlr", b"dlru"] {
            let path = solver.path(&start, &goal, order).unwrap();
            assert_eq!(path, brute_smallest_path(&start, &goal, order).unwrap());
        }
    }
}

#[test]
fn tie_orders_are_the_judges_orders() {
    assert_eq!(&UDLR, b"udlr"); // POJ 1077 and the textbook
    assert_eq!(&DLRU, b"dlru"); // HDU 3567: ASCII order
}

#[test]
fn published_paths_are_reproduced() {
    let mut solver = Solver::default();
    let poj = board("234150768");
    let goal = board("123456780");
    assert_eq!(solver.path(&poj, &goal, b"udlr").unwrap(), "ullddrurdllurdruldr");
    assert_eq!(solver.path(&poj, &goal, b"dlru").unwrap(), "dlurullddrurdllurdr");
    let (start, goal) = (board("264137058"), board("815736402"));
    assert_eq!(solver.distance(&start, &goal), Some(31));
    assert_eq!(solver.path(&start, &goal, b"udlr").unwrap(), "uurddrullurrdlldrrululddruulddr");
}

#[test]
fn parity_answers_unreachable_before_any_table_is_built() {
    let mut solver = Solver::default();
    let (start, goal) = (board("123456780"), board("123456870"));
    assert_eq!(solver.distance(&start, &goal), None);
    assert_eq!(solver.path(&start, &goal, b"udlr"), None);
    assert!(solver.tables.iter().all(Option::is_none));
    assert_eq!(solver.distance(&goal, &goal), Some(0));
    assert_eq!(solver.tables.iter().filter(|t| t.is_some()).count(), 1);
}

#[test]
fn walk_replays_a_path() {
    let start = board("234150768");
    let boards = walk(&start, "ullddrurdllurdruldr").unwrap();
    assert_eq!((boards[0], boards.len()), (start, 20));
    assert_eq!(boards[19], board("123456780"));
    assert_eq!(walk(&start, "uu"), None); // the second move leaves the board
    assert_eq!(grid(&start), "2 3 4 \n1 5 0 \n7 6 8 \n");
}

/// Thousands of random pairs with arbitrary goals: every path is legal, as short as the brute
/// force says, and no path smaller in its tie order is as short. A path is the smallest exactly
/// when, at every step, each earlier letter in the order leads to no board on a shortest path.
#[test]
fn random_pairs_get_legal_optimal_smallest_paths() {
    let mut rng = Rng(2026);
    let mut solver = Solver::default();
    let (mut solved, mut unsolvable) = (0, 0);
    for _ in 0..120 {
        let goal = rng.board();
        let brute = brute_distances(&goal);
        for _ in 0..25 {
            let start = rng.board();
            let expected = brute.get(&start).map(|&d| d as usize);
            assert_eq!(solver.distance(&start, &goal), expected, "{start:?} to {goal:?}");
            let d = match expected {
                Some(d) => d,
                None => {
                    assert_eq!(solver.path(&start, &goal, b"udlr"), None);
                    unsolvable += 1;
                    continue;
                }
            };
            for order in [b"udlr", b"dlru"] {
                let path = solver.path(&start, &goal, order).unwrap();
                assert_eq!(path.len(), d, "{start:?} to {goal:?}");
                let mut b = start;
                for (step, letter) in path.bytes().enumerate() {
                    let options = neighbours(&b, order);
                    let taken = options.iter().position(|(m, _)| *m == letter);
                    let taken = taken.unwrap_or_else(|| panic!("illegal move in {path}"));
                    let closer = d - step - 1;
                    for (m, n) in &options[..taken] {
                        let on_a_shortest_path = brute[n] as usize == closer;
                        assert!(!on_a_shortest_path, "{path}: {} beats step {step}", *m as char);
                    }
                    b = options[taken].1;
                    assert_eq!(brute[&b] as usize, closer);
                }
                assert_eq!(b, goal);
            }
            solved += 1;
        }
    }
    assert!(solved >= 1400 && unsolvable >= 1400, "{solved} solved, {unsolvable} unsolvable");
}

/// A direct brute force on a few dozen pairs: breadth-first search from the start, trying moves
/// in the tie order, finds the smallest shortest path by itself.
#[test]
fn random_pairs_match_a_search_from_the_start() {
    let mut rng = Rng(77);
    let mut solver = Solver::default();
    let mut compared = 0;
    while compared < 40 {
        let (start, goal) = (rng.board(), rng.board());
        for order in [b"udlr", b"dlru"] {
            assert_eq!(
                solver.path(&start, &goal, order),
                brute_smallest_path(&start, &goal, order)
            );
        }
        compared += 1;
    }
}

// Tests of src/core.rs against the whole state space, an independent brute force written here
// (its own move rules, a HashMap breadth-first search), and the published distance tables.
#![allow(dead_code)]
include!("../src/io.rs");
include!("../src/grid.rs");
include!("../src/core.rs");

mod reference;
use reference::{brute_distances, brute_smallest_path, neighbours, permutations, Rng};

/// Boards at distance 0, 1, 2, ... from a goal, as published in OEIS (A089473, A089474, A089483).
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
fn rank_is_perfect_on_all_boards() {
    let mut hit = vec![false; STATES];
    let mut count = 0;
    for b in permutations() {
        let r = rank(&b);
        assert!(r < STATES && !hit[r], "rank {r} of {b:?} is out of range or repeated");
        hit[r] = true;
        count += 1;
    }
    assert_eq!(count, STATES);
    // Lehmer code 0: tiles in order around the blank, whose cell counts in units of 8!.
    for cell in 0..9 {
        let goal = canonical_goal(cell);
        let tiles: Vec<u8> = goal.iter().copied().filter(|&t| t != 0).collect();
        assert_eq!((tiles, goal[cell]), ((1..=8).collect(), 0));
        assert_eq!(rank(&goal), cell * 40_320);
    }
}

#[test]
fn half_the_rank_is_perfect_within_each_parity() {
    for parity in 0..2 {
        let mut hit = vec![false; TABLE_LEN];
        for b in permutations().filter(|b| permutation_odd(b) as u32 == parity) {
            let i = rank(&b) / 2;
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
            // The search's own step (blank cell, R; a vertical move by the Δ table) lands on the
            // same board.
            let r = (rank(&b) % 40_320) as u32;
            let split = |n: Board| (blank_cell(&n), (rank(&n) % 40_320) as u32);
            assert_eq!(
                step(blank_cell(&b), r, letter),
                want.map(split),
                "{b:?} {}",
                letter as char
            );
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
            assert_eq!(table[rank(b) / 2], d, "goal {goal:?}, board {b:?}");
        }
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
            assert_eq!(reachable(&b, &goal, 3), brute.contains_key(&b), "{b:?} to {goal:?}");
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
    assert_eq!(Notation::blank(*b"udlr").alphabetical(), *b"dlru"); // HDU 3567: ASCII order
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
    assert_eq!(solver.searched, [0; 9], "a \"no\" from parity is not a search");
}

/// The rule: a goal's queries are searched until the searches have cost about a table, then its
/// table is built, one per blank cell of the goal. Easy queries stay searches for long.
#[test]
fn solver_searches_first_then_builds_the_table() {
    let mut solver = Solver::default();
    let goal = board("123456780");
    for _ in 0..1000 {
        assert_eq!(solver.distance(&board("123456708"), &goal), Some(1));
    }
    assert!(solver.tables.iter().all(Option::is_none), "1,000 one-move queries cost a table");
    let hardest = board("867254301");
    let mut searched = 0;
    while solver.tables[8].is_none() {
        assert_eq!(
            solver.path(&hardest, &goal, &UDLR),
            brute_smallest_path(&hardest, &goal, b"udlr")
        );
        searched += 1;
        assert!(searched <= 10, "the table never came");
    }
    assert!(searched >= 2, "a 31-move board costs less than a table: search it first");
    assert!(solver.searched[8] >= TABLE_COST);
    assert_eq!(solver.tables.iter().flatten().count(), 1);
    assert_eq!(solver.distance(&hardest, &goal), Some(31));
    // A search that runs out of budget gives no answer: the table gives it.
    assert_eq!(ida_star(&hardest, &goal, &UDLR, 100), None);
}

/// IDA*'s estimate (Manhattan plus linear conflict) never exceeds the true distance, on every
/// board and three goals, and linear conflict adds something on many boards.
#[test]
fn the_estimate_never_overestimates() {
    for (goal, _) in PUBLISHED {
        let goal = board(goal);
        let cells = homes(&goal);
        let mut raised = 0;
        for (b, &d) in &brute_distances(&goal) {
            let h = estimate(b, &goal);
            assert!(h <= d as usize, "{b:?}: estimate {h}, distance {d}");
            assert_eq!(
                h % 2,
                d as usize % 2,
                "{b:?}: estimate {h} and distance {d} differ in parity"
            );
            let tiles = b.iter().enumerate().filter(|&(_, &t)| t != 0);
            let manhattan: usize =
                tiles.map(|(c, &t)| grid_distance(c, cells[t as usize], 3)).sum();
            raised += (h > manhattan) as usize;
        }
        assert!(raised > 50_000, "linear conflict added to only {raised} boards");
    }
}

/// Searching and the table answer alike: the same distance and the same smallest path in both
/// tie orders, on random pairs with arbitrary goals and on the hardest boards.
#[test]
fn search_and_table_give_the_same_answers() {
    let mut rng = Rng(8);
    let mut pairs: Vec<(Board, Board)> = vec![
        (board("867254301"), board("123456780")),
        (board("647850321"), board("123456780")),
        (board("264137058"), board("815736402")),
    ];
    while pairs.len() < 400 {
        let (start, goal) = (rng.board(), rng.board());
        if reachable(&start, &goal, 3) {
            pairs.push((start, goal));
        }
    }
    let mut tables = Solver::default();
    for cell in 0..9 {
        tables.table(cell); // built first: every query is a lookup
    }
    for (start, goal) in pairs {
        for order in [&UDLR, b"dlru"] {
            let (searched, _) = ida_star(&start, &goal, order, usize::MAX).unwrap();
            assert_eq!(Some(&searched), tables.path(&start, &goal, order).as_ref(), "{start:?}");
        }
        let mut fresh = Solver::default(); // its first query is a search
        assert_eq!(fresh.distance(&start, &goal), tables.distance(&start, &goal));
        assert!(fresh.tables.iter().all(Option::is_none));
    }
}

/// Every ring of the table's search holds what it must: the boards of two consecutive layers
/// that can enter it (their blank at its cell, one move from a board one layer nearer, by its
/// move), plus the slot written past the tail. Counted from the brute force, for every goal
/// cell, as an upper bound on what the search puts there.
#[test]
fn every_ring_of_the_table_search_has_room() {
    let mut most = 0;
    for cell in 0..9 {
        let brute = brute_distances(&canonical_goal(cell));
        // entering[ring][layer]: boards of that layer that can enter that ring
        let mut entering = vec![vec![0usize; 33]; 36];
        for (b, &d) in &brute {
            let blank = b.iter().position(|&t| t == 0).unwrap();
            for (came, undo) in [(UP, b'd'), (DOWN, b'u'), (LEFT, b'r'), (RIGHT, b'l')] {
                let back = neighbours(b, &[undo]);
                if back.first().map_or(false, |(_, p)| brute[p] + 1 == d) {
                    entering[blank * 4 + came][d as usize] += 1;
                }
            }
        }
        for ring in &entering {
            let two_layers = ring.windows(2).map(|w| w[0] + w[1]).max().unwrap();
            most = most.max(two_layers);
        }
    }
    // + 2: the goal seeded into its cell's rings, and the slot written past the tail
    assert!(most + 2 <= RING, "a ring may need {most} slots and has {RING}");
    println!("the fullest ring holds at most {most} boards");
    assert!(most > RING / 2, "{most}: a ring half as large would do");
}

#[test]
fn moves_replay_a_path_and_grids_print_it() {
    let start = board("234150768");
    let replay = |path: &str| path.bytes().try_fold(start, |b, letter| apply_move(&b, letter));
    assert_eq!(replay("ullddrurdllurdruldr"), Some(board("123456780")));
    assert_eq!(replay("uu"), None); // the second move leaves the board
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

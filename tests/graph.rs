// Tests of src/graph.rs: against core.rs's distance table on the eight-puzzle (every board, both
// parities), against the tests' own brute force on random graphs (connected or not), and
// against the published facts of the swap game and of CodeChef H1's prime swaps (a rule on the
// tokens).
#![allow(dead_code)]
include!("../src/io.rs");
include!("../src/grid.rs");
include!("../src/core.rs");
include!("../src/graph.rs");

mod reference;
use reference::{arrangements, brute_graph_distances, grid_edges, permutations, Rng};

#[test]
fn rank_is_perfect_and_ordered_for_every_size() {
    for (n, &count) in FACTORIAL.iter().enumerate() {
        let all = arrangements(n);
        assert_eq!(all.len(), count);
        for (expected, a) in all.iter().enumerate() {
            assert_eq!(arrangement_rank(a), expected, "{a:?}"); // lexicographic order is rank order
            assert_eq!(arrangement_unrank(expected, n), *a);
        }
    }
}

#[test]
fn grid_graphs_have_the_reference_edges() {
    for (width, height) in [(1, 1), (3, 1), (1, 4), (2, 2), (3, 2), (2, 3), (3, 3), (4, 2), (9, 1)]
    {
        let mut expected = grid_edges(width, height);
        expected.sort();
        let puzzle = Puzzle::grid(width, height, true);
        let mut edges: Vec<(usize, usize)> = (0..width * height)
            .flat_map(|a| {
                puzzle.neighbours[a].iter().filter(move |&&b| b > a).map(move |&b| (a, b))
            })
            .collect();
        edges.sort();
        assert_eq!(edges, expected, "{width} x {height}");
    }
}

/// The eight-puzzle is the sliding puzzle on the 3 x 3 grid: from goals of both parities, the
/// graph search's distances equal core.rs's distance table on all 9! boards (the other parity:
/// unreachable).
#[test]
fn on_the_eight_puzzle_it_equals_the_core_table_on_every_board() {
    let puzzle = Puzzle::grid(3, 3, true);
    for goal in
        [[1, 2, 3, 4, 5, 6, 7, 8, 0], [1, 2, 3, 4, 5, 6, 8, 7, 0], [1, 2, 3, 8, 0, 4, 7, 6, 5]]
    {
        let graph = puzzle.distances(&goal);
        let table = distance_table(&goal);
        let mut reached = 0;
        for board in permutations() {
            let d = graph[arrangement_rank(&board)];
            if reachable(&board, &goal, 3) {
                assert_eq!(d, table[rank(&board) / 2] as u32, "{board:?} to {goal:?}");
                reached += 1;
            } else {
                assert_eq!(d, u32::MAX, "{board:?} cannot reach {goal:?}");
            }
        }
        assert_eq!(reached, STATES / 2);
    }
}

/// The two-ended search that stops early agrees with the whole one-ended search, near and far,
/// reachable or not.
#[test]
fn least_moves_agrees_with_the_whole_search_on_the_eight_puzzle() {
    let puzzle = Puzzle::grid(3, 3, true);
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let table = distance_table(&goal);
    let mut rng = Rng(224);
    let mut starts: Vec<Board> = (0..300).map(|_| rng.board()).collect();
    starts.extend([[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1], goal]);
    for start in starts {
        let expected = reachable(&start, &goal, 3).then(|| table[rank(&start) / 2] as usize);
        assert_eq!(puzzle.least_moves(&start, &goal), expected, "{start:?}");
        assert_eq!(puzzle.least_moves(&goal, &start), expected, "{start:?}, ends swapped");
    }
}

/// Random graphs on 1 to 9 cells, connected or not, sliding and swap: the whole search equals
/// the brute force on every arrangement, and the early-stopping search on random pairs.
#[test]
fn random_graphs_match_the_brute_force() {
    let mut rng = Rng(1670);
    let (mut connected, mut disconnected, mut unreachable) = (0, 0, 0);
    for trial in 0..48 {
        let n = [1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 7, 8][trial % 12];
        let sliding = trial % 2 == 0;
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if rng.below(100) < 20 + rng.below(40) {
                    edges.push((a, b));
                }
            }
        }
        let puzzle = Puzzle::new(n, &edges, sliding);
        let mut goal: Vec<u8> = (0..n as u8).collect();
        for i in (1..n).rev() {
            goal.swap(i, rng.below(i + 1));
        }
        let brute = brute_graph_distances(&edges, sliding, &goal);
        let whole = puzzle.distances(&goal);
        for (r, &d) in whole.iter().enumerate() {
            let a = arrangement_unrank(r, n);
            assert_eq!(brute.get(&a).map(|&d| d as u32).unwrap_or(u32::MAX), d, "{edges:?} {a:?}");
        }
        for _ in 0..20 {
            let start = arrangement_unrank(rng.below(FACTORIAL[n]), n);
            let expected = brute.get(&start).copied();
            assert_eq!(
                puzzle.least_moves(&start, &goal),
                expected,
                "{edges:?}: {start:?} to {goal:?}"
            );
            unreachable += expected.is_none() as usize;
        }
        // Swaps along the edges of a connected graph reach every arrangement (they generate
        // every permutation), and of no other graph: connectivity by a walk over the edges.
        let mut seen = vec![false; n];
        let mut stack = vec![0];
        while let Some(a) = stack.pop() {
            if !std::mem::replace(&mut seen[a], true) {
                let ends = edges.iter().filter(|&&(x, y)| x == a || y == a);
                stack.extend(ends.map(|&(x, y)| x + y - a));
            }
        }
        let spans = seen.iter().all(|&s| s);
        if !sliding {
            assert_eq!(brute.len() == FACTORIAL[n], spans, "{edges:?}: the swaps span all or not");
        }
        if spans {
            connected += 1
        } else {
            disconnected += 1
        }
    }
    assert!(
        connected >= 10 && disconnected >= 10 && unreachable >= 100,
        "{connected} {disconnected} {unreachable}"
    );
}

/// CSES 1670's published facts: every arrangement of the 3 x 3 swap game is reachable, and the
/// farthest is 16 swaps away, `9 8 7 / 6 5 4 / 3 2 1` among them.
#[test]
fn the_swap_game_reaches_everything_within_16() {
    let puzzle = Puzzle::grid(3, 3, false);
    let goal: Vec<u8> = (0..9).collect();
    let dist = puzzle.distances(&goal);
    assert!(dist.iter().all(|&d| d <= 16));
    assert_eq!(dist[arrangement_rank(&[8, 7, 6, 5, 4, 3, 2, 1, 0])], 16);
    assert_eq!(puzzle.least_moves(&[8, 7, 6, 5, 4, 3, 2, 1, 0], &goal), Some(16));
}

/// CodeChef H1's rule (two side-by-side tiles swap only if their sum is prime), as a swap
/// puzzle `with_rule`: its whole search equals the tests' own brute force on all 9!
/// arrangements, and the published facts hold (177,872 reach the goal, the farthest 68 swaps
/// away); the two-ended search agrees on 300 random arrangements, reachable or not.
#[test]
fn a_rule_on_the_tokens_equals_the_brute_force_on_the_prime_swaps() {
    let prime_sum = |a: u8, b: u8| matches!(a + b + 2, 3 | 5 | 7 | 11 | 13 | 17);
    let puzzle = Puzzle::grid(3, 3, false).with_rule(prime_sum);
    let goal: Vec<u8> = (0..9).collect();
    let brute = reference::brute_prime_swap_distances();
    let whole = puzzle.distances(&goal);
    for (r, &d) in whole.iter().enumerate() {
        let tiles: Vec<u8> = arrangement_unrank(r, 9).iter().map(|t| t + 1).collect();
        assert_eq!(brute.get(&tiles).map_or(u32::MAX, |&d| d as u32), d, "{tiles:?}");
    }
    assert_eq!(whole.iter().filter(|&&d| d != u32::MAX).count(), 177_872);
    assert_eq!(whole.iter().filter(|&&d| d != u32::MAX).max(), Some(&68));
    let mut rng = Rng(1);
    let (mut unreachable, mut reachable) = (0, 0);
    for _ in 0..300 {
        let start = arrangement_unrank(rng.below(FACTORIAL[9]), 9);
        let expected = whole[arrangement_rank(&start)];
        let expected = (expected != u32::MAX).then_some(expected as usize);
        assert_eq!(puzzle.least_moves(&start, &goal), expected, "{start:?}");
        if expected.is_some() {
            reachable += 1
        } else {
            unreachable += 1
        }
    }
    assert!(reachable > 100 && unreachable > 100, "{reachable} {unreachable}");
    // with no rule, the same grid is CSES's swap game: everything reachable
    assert!(Puzzle::grid(3, 3, false)
        .with_rule(|_, _| true)
        .distances(&goal)
        .iter()
        .all(|&d| d <= 16));
}

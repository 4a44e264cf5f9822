// src/rotation.rs (AtCoder ABC 336 F) against the tests' own rules (tests/reference/rotation.rs,
// the statement's move read literally): the core's four turns are the statement's; every 3 x 3
// grid a search from the goal reaches gets that search's distance (or -1 beyond 20), and every
// other 3 x 3 grid -1; on every size the core agrees with the tests' two plain searches on
// random walks and shuffled grids; and each path the core gives replays to the goal.
#![allow(dead_code)] // the cores are included whole; a test uses a part
mod reference;
use reference::rotation::{rotation_answer, sorted_grid, statement_turn, turn_distances};
use reference::{answer_of, Rng};

include!("../src/rotation.rs");

/// The core's answer, from the statement's numbers 1 .. HW.
fn core_answer(rows: usize, cols: usize, numbers: &[usize]) -> Option<usize> {
    let cells: Vec<u8> = numbers.iter().map(|&v| (v - 1) as u8).collect();
    rotation_least_moves(rows, cols, &cells, 20)
}

#[test]
fn the_four_turns_are_the_statements() {
    let mut rng = Rng(336);
    for rows in 3..=8 {
        for cols in 3..=8 {
            let moves = RotationMoves::new(rows, cols);
            let mut numbers = sorted_grid(rows, cols);
            for i in (1..numbers.len()).rev() {
                numbers.swap(i, rng.below(i + 1));
            }
            for k in 0..4 {
                let mut cells: Vec<u8> = numbers.iter().map(|&v| v as u8).collect();
                moves.turn(&mut cells, k);
                let want = statement_turn(cols, &numbers, k / 2, k % 2);
                assert_eq!(cells.iter().map(|&c| c as usize).collect::<Vec<_>>(), want);
            }
        }
    }
}

#[test]
fn every_3_by_3_grid_reached_takes_the_searchs_least_moves() {
    let far = turn_distances(3, &sorted_grid(3, 3), usize::MAX);
    // The search's own facts: 1,440 grids reached, the farthest 11 turns away.
    assert_eq!((far.len(), far.values().max()), (1440, Some(&11)));
    let mut numbers: Vec<usize> = (1..=9).collect();
    let (mut checked, mut seen) = (0, 0);
    loop {
        // Every grid reached, and one in 1,000 of the others (-1 each: the core searches its
        // whole side first).
        seen += 1;
        if far.contains_key(&numbers) || seen % 1000 == 0 {
            let want = far.get(&numbers).copied().filter(|&d| d <= 20);
            assert_eq!(core_answer(3, 3, &numbers), want, "{numbers:?}");
            checked += 1;
        }
        // The next arrangement in lexicographic order.
        let Some(i) = (0..8).rev().find(|&i| numbers[i] < numbers[i + 1]) else { break };
        let j = (i + 1..9).rev().find(|&j| numbers[j] > numbers[i]).unwrap();
        numbers.swap(i, j);
        numbers[i + 1..].reverse();
    }
    assert_eq!((seen, checked), (362_880, 1802));
}

#[test]
fn random_grids_of_every_size_agree_with_the_plain_searches() {
    let mut rng = Rng(3360);
    for rows in 3..=8 {
        for cols in 3..=8 {
            // A walk of 0 to 23 turns (so also past the limit), and a shuffled grid.
            let mut numbers = sorted_grid(rows, cols);
            for _ in 0..rng.below(24) {
                let k = rng.below(4);
                numbers = statement_turn(cols, &numbers, k / 2, k % 2);
            }
            let want = rotation_answer(rows, cols, &numbers, 20);
            assert_eq!(core_answer(rows, cols, &numbers), want, "{rows} x {cols}: {numbers:?}");
            // A shuffled grid costs both searches their whole depth: a few sizes suffice.
            if (rows + cols) % 8 == 0 {
                for i in (1..numbers.len()).rev() {
                    numbers.swap(i, rng.below(i + 1));
                }
                let want = rotation_answer(rows, cols, &numbers, 20);
                assert_eq!(core_answer(rows, cols, &numbers), want, "{rows} x {cols} shuffled");
            }
        }
    }
}

#[test]
fn every_path_replays_to_the_goal_in_its_length() {
    let mut rng = Rng(33600);
    for _ in 0..12 {
        let (rows, cols) = (3 + rng.below(6), 3 + rng.below(6));
        let mut numbers = sorted_grid(rows, cols);
        for _ in 0..rng.below(21) {
            let k = rng.below(4);
            numbers = statement_turn(cols, &numbers, k / 2, k % 2);
        }
        let cells: Vec<u8> = numbers.iter().map(|&v| (v - 1) as u8).collect();
        let path = rotation_path(rows, cols, &cells, 20).expect("a walk of at most 20 turns");
        let mut at = numbers.clone();
        for &k in &path {
            at = statement_turn(cols, &at, k / 2, k % 2);
        }
        assert_eq!(at, sorted_grid(rows, cols), "{rows} x {cols}: {path:?}");
        // Its length is the least: a walk of d turns needs no more than d.
        assert_eq!(Some(path.len()), rotation_answer(rows, cols, &numbers, 20));
    }
}

/// The limit is the statement's: 20 turns answered, 21 not.
#[test]
fn the_binary_answers_within_20_and_minus_one_beyond() {
    let bin = env!("CARGO_BIN_EXE_abc336f");
    let root = env!("CARGO_MANIFEST_DIR");
    let sample =
        |k: usize| std::fs::read_to_string(format!("{root}/samples/abc336f/sample-{k}.in"));
    assert_eq!(answer_of(bin, &sample(5).unwrap()), "20\n");
    assert_eq!(answer_of(bin, &sample(6).unwrap()), "-1\n");
}

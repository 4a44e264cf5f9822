// AtCoder ABC 336 F's puzzle, the tests' own way (nothing from src/): an H x W grid of 1 .. HW,
// row by row, and four moves, each the statement's rule read literally: cell (i + x, j + y)
// takes the number of cell (H - i + x, W - j + y) for 1 <= i <= H - 1, 1 <= j <= W - 1. A
// breadth-first search over every grid reached (3 x 3), and, for any size, the least moves
// within a limit by two plain searches: every grid within half the limit of the start and of
// the goal, each side's distances kept whole, the least sum over the grids both reach.
use std::collections::{HashMap, VecDeque};

/// Move (x, y) of the statement on a grid `cols` wide.
pub fn statement_turn(cols: usize, cells: &[usize], x: usize, y: usize) -> Vec<usize> {
    let rows = cells.len() / cols;
    let mut next = cells.to_vec();
    let cell = |r: usize, c: usize| (r - 1) * cols + (c - 1); // 1-based, as the statement
    for i in 1..rows {
        for j in 1..cols {
            next[cell(i + x, j + y)] = cells[cell(rows - i + x, cols - j + y)];
        }
    }
    next
}

/// The four grids one move from `cells`.
pub fn turn_neighbours(cols: usize, cells: &[usize]) -> Vec<Vec<usize>> {
    [(0, 0), (0, 1), (1, 0), (1, 1)]
        .iter()
        .map(|&(x, y)| statement_turn(cols, cells, x, y))
        .collect()
}

/// Every grid within `depth` moves of `from`, with its least moves.
pub fn turn_distances(cols: usize, from: &[usize], depth: usize) -> HashMap<Vec<usize>, usize> {
    let mut far = HashMap::from([(from.to_vec(), 0)]);
    let mut queue = VecDeque::from([from.to_vec()]);
    while let Some(at) = queue.pop_front() {
        let d = far[&at];
        if d == depth {
            continue;
        }
        for next in turn_neighbours(cols, &at) {
            if !far.contains_key(&next) {
                far.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    far
}

/// The sorted grid.
pub fn sorted_grid(rows: usize, cols: usize) -> Vec<usize> {
    (1..=rows * cols).collect()
}

/// The least moves from `cells` to the sorted grid if at most `most`: every grid within
/// ⌈most / 2⌉ of the start and within ⌊most / 2⌋ of the goal; a shortest way of at most `most`
/// moves passes a grid in both, and no grid in both is farther by the sum than the answer.
pub fn rotation_answer(rows: usize, cols: usize, cells: &[usize], most: usize) -> Option<usize> {
    let from_start = turn_distances(cols, cells, (most + 1) / 2);
    let from_goal = turn_distances(cols, &sorted_grid(rows, cols), most / 2);
    from_goal.iter().filter_map(|(grid, d)| Some(from_start.get(grid)? + d)).min()
}

/// ABC 336 F's expected output for a sample input (`H W`, then the grid): the least turns if
/// at most 20, else -1.
pub fn answer(input: &str) -> String {
    let numbers: Vec<usize> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    let turns = rotation_answer(numbers[0], numbers[1], &numbers[2..], 20);
    format!("{}\n", turns.map_or(-1, |t| t as i64))
}

/// The least turns from a walk's start (its places numbered from 0) to the sorted grid, if at
/// most 20.
pub fn least(start: &[usize], _goal: &[usize], width: usize) -> Option<usize> {
    let numbers: Vec<usize> = start.iter().map(|t| t + 1).collect();
    rotation_answer(start.len() / width, width, &numbers, 20)
}

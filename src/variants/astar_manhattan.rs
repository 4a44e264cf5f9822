// Variant astar_manhattan: A* with the Manhattan distance (core.rs). A much stronger
// estimate than counting misplaced tiles, so far fewer boards are expanded: a few thousand for
// a typical 20-move answer instead of tens of thousands.
//
// Cost: O(n log n) for n boards expanded, worst case all 181,440; each costs a heap push and a
// hash-map entry. A shortest path, not necessarily the smallest in the tie order.
// Prefer it: for one query on a large space where a table cannot be built.
// Use it: in a judge binary, replace `type Method = Solver;` with
//     include!("../variants/astar_manhattan.rs");
// Smallest in the tie order: no.
include!("internal_astar.rs");

/// The Manhattan distance: over the tiles, the rows and columns between each tile's cell and
/// its cell in the goal. A move shifts one tile by one cell, so it changes the sum by exactly
/// one: the estimate never overestimates.
pub fn manhattan(board: &Board, home: &[usize]) -> usize {
    let tiles = board.iter().enumerate().filter(|&(_, &t)| t != 0);
    tiles.map(|(cell, &t)| grid_distance(cell, home[t as usize], 3)).sum()
}

#[derive(Default)]
pub struct State;

fn search(_: &mut State, start: &Board, goal: &Board, _: &[u8; 4]) -> Search {
    let cells = homes(goal);
    astar(start, goal, |b: &Board| manhattan(b, &cells))
}

// Variant astar_misplaced: A* with h = the number of tiles not on their goal cell. Consistent
// (a move puts at most one tile in or out of place) but weak: it is at most 8 while answers
// run to 31, so f hardly guides the search. On the farthest boards A* expands most of the
// reachable boards (121,529 of 181,440 for 867254301), paying a heap push and a hash-map entry
// for each, and is several times slower than plain breadth-first search (bfs_rank) there: a
// weak heuristic does not pay for its bookkeeping. On typical boards it still beats BFS.
//
// Cost: O(n log n) for n boards expanded, up to 181,440; a shortest path, not necessarily the
// smallest in the tie order.
// Prefer it: to see what a heuristic must do; astar_manhattan is the one to use.
// Use it: in a judge binary, replace `type Method = Solver;` with
//     include!("../variants/astar_misplaced.rs");
// Smallest in the tie order: no.
include!("internal_astar.rs");

#[derive(Default)]
pub struct State;

fn search(_: &mut State, start: &Board, goal: &Board, _: &[u8; 4]) -> Search {
    let misplaced = |b: &Board| b.iter().zip(goal).filter(|&(&t, &g)| t != 0 && t != g).count();
    astar(start, goal, misplaced)
}

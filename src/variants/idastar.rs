// Variant idastar: iterative-deepening A* with the Manhattan distance. Depth-first search cut
// off where g + h exceeds a bound; the bound starts at h(start) and rises to the least f that
// was cut off, until the goal is reached. It remembers nothing but the current path, updates h
// by the one tile moved, and never undoes its last move.
//
// Letters are tried in the tie order, and in the last round every prefix of every shortest path
// has g + h <= the answer (h never overestimates), so none is cut off: the first path found is
// the smallest shortest path in that order, the same one `Solver` gives.
// Cost: exponential in the worst case, but with Manhattan and no undo moves about 2^(d/2)
// boards for a d-move answer here; memory O(d). Boards reached by several paths are searched
// again each time, which is what it trades for memory.
// Prefer it: where memory is tight (the 15-puzzle, UVa 10181).
// Use it: in a judge binary, replace `type Method = Solver;` with
//     include!("../variants/idastar.rs");
include!("search.rs");
include!("manhattan.rs");

#[derive(Default)]
pub struct State;

/// The state of one depth-first search: the goal's cells, the letters taken, the counters.
struct Deepening<'a> {
    goal_cells: [usize; 9],
    order: &'a [u8; 4],
    path: Vec<u8>,
    out: Search,
}

impl Deepening<'_> {
    /// Searches on from `board` (blank at `blank`, `h` its estimate) with `g` moves made:
    /// `Ok` once the goal is reached (the letters are in `path`), else the least f cut off.
    fn dive(
        &mut self,
        board: &Board,
        blank: usize,
        g: usize,
        h: usize,
        bound: usize,
    ) -> Result<(), usize> {
        if g + h > bound {
            return Err(g + h);
        }
        if h == 0 {
            return Ok(()); // Manhattan is 0 only at the goal
        }
        self.out.expanded += 1;
        self.out.peak = self.out.peak.max(g + 1);
        let mut least = usize::MAX;
        for &letter in self.order {
            if self.path.last().map(|&last| undo(last)) == Some(letter) {
                continue;
            }
            if let Some(next) = apply_move(board, letter) {
                self.out.generated += 1;
                let cell = blank_cell(&next);
                let target = self.goal_cells[next[blank] as usize]; // the tile moved into `blank`
                let h = h - cell_distance(cell, target) + cell_distance(blank, target);
                self.path.push(letter);
                match self.dive(&next, cell, g + 1, h, bound) {
                    Ok(()) => return Ok(()),
                    Err(f) => least = least.min(f),
                }
                self.path.pop();
            }
        }
        Err(least)
    }
}

fn search(_: &mut State, start: &Board, goal: &Board, order: &[u8; 4]) -> Search {
    let goal_cells = goal_cells(goal);
    let h = manhattan(start, &goal_cells);
    let mut deepening = Deepening { goal_cells, order, path: Vec::new(), out: Search::default() };
    let mut bound = h;
    while let Err(next) = deepening.dive(start, blank_cell(start), 0, h, bound) {
        bound = next; // a solvable pair always ends; `Method` has checked parity
    }
    let mut out = deepening.out;
    out.path = Some(deepening.path.iter().map(|&l| l as char).collect());
    out
}

// The Manhattan distance heuristic, shared by astar_manhattan and idastar: the sum over tiles
// of the rows and columns between each tile's cell and its cell in the goal. A move shifts one
// tile by one cell, so it changes the sum by exactly 1: consistent, hence admissible.

/// `cells[t]` is the cell of tile `t` in `goal`.
pub fn goal_cells(goal: &Board) -> [usize; 9] {
    let mut cells = [0; 9];
    for (cell, &t) in goal.iter().enumerate() {
        cells[t as usize] = cell;
    }
    cells
}

/// Rows plus columns between two cells.
pub fn cell_distance(a: usize, b: usize) -> usize {
    (a / 3).abs_diff(b / 3) + (a % 3).abs_diff(b % 3)
}

pub fn manhattan(board: &Board, goal_cells: &[usize; 9]) -> usize {
    let tiles = board.iter().enumerate().filter(|&(_, &t)| t != 0);
    tiles.map(|(cell, &t)| cell_distance(cell, goal_cells[t as usize])).sum()
}

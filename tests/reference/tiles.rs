// n x n sliding puzzles answered as the Codewars kata asks (the numbers of the tiles slid into
// the blank, in order), the tests' own way (nothing from src/): the parity rule counted pair by
// pair, a replay of tile numbers, and an answer of its own. That answer is the shortest one (a
// breadth-first search, trying the tiles above, below, left and right of the blank in turn)
// where the board is at most 14 moves from the goal, else a plain construction: the top rows
// a tile at a time, the last two of each row together, then the bottom two rows a column at a
// time, each step a breadth-first search over the cells of the one or two tiles and the blank,
// the tiles already placed never moved, and the last 2 x 2 by a search over its arrangements.
use std::collections::{HashMap, VecDeque};

/// Whether an n x n board (row by row, 0 the blank) reaches 1 .. n² - 1 with the blank last:
/// the tiles' inversions, plus the blank's rows from the bottom when n is even, are even.
pub fn tiles_solvable(cells: &[usize], n: usize) -> bool {
    let tiles: Vec<usize> = cells.iter().copied().filter(|&t| t != 0).collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    let blank_row = cells.iter().position(|&t| t == 0).unwrap() / n;
    let rows_up = if n % 2 == 0 { n - 1 - blank_row } else { 0 };
    (inversions + rows_up) % 2 == 0
}

/// Slides each tile of `tiles` into the blank; the board it ends on, or why a tile cannot slide.
pub fn slide_tiles(cells: &[usize], n: usize, tiles: &[usize]) -> Result<Vec<usize>, String> {
    let mut board = cells.to_vec();
    for (k, &tile) in tiles.iter().enumerate() {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let at = board.iter().position(|&t| t == tile && t != 0);
        let beside = |a: usize, b: usize| {
            let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
            ra.abs_diff(rb) + ca.abs_diff(cb) == 1
        };
        match at {
            Some(at) if beside(at, blank) => board.swap(at, blank),
            _ => return Err(format!("move {}: tile {tile} is not next to the blank", k + 1)),
        }
    }
    Ok(board)
}

/// The goal: 1 .. n² - 1, the blank last.
pub fn tiles_goal(n: usize) -> Vec<usize> {
    (1..n * n).chain([0]).collect()
}

/// The tests' own answer: the tiles slid, or `None` when the board cannot be solved.
pub fn tiles_answer(cells: &[usize], n: usize) -> Option<Vec<usize>> {
    if !tiles_solvable(cells, n) {
        return None;
    }
    if let Some(tiles) = shortest_within(cells, n, if n == 3 { usize::MAX } else { 10 }) {
        return Some(tiles);
    }
    let mut solver = Builder { n, board: cells.to_vec(), fixed: vec![false; n * n], tiles: vec![] };
    for r in 0..n - 2 {
        for c in 0..n - 2 {
            solver.place(&[(r * n + c + 1, r * n + c)]);
        }
        let (a, b) = (r * n + n - 2, r * n + n - 1);
        solver.place(&[(a + 1, a), (b + 1, b)]);
    }
    for c in 0..n - 2 {
        let (a, b) = ((n - 2) * n + c, (n - 1) * n + c);
        solver.place(&[(a + 1, a), (b + 1, b)]);
    }
    // The last 2 x 2: its three tiles and the blank.
    let corner = [(n - 2) * n + n - 2, (n - 2) * n + n - 1, n * n - 2];
    solver.place(&corner.map(|c| (c + 1, c)));
    assert_eq!(solver.board, tiles_goal(n), "the construction ends solved");
    Some(solver.tiles)
}

/// The shortest answer if at most `most` moves, by a breadth-first search from the board.
fn shortest_within(cells: &[usize], n: usize, most: usize) -> Option<Vec<usize>> {
    let bytes = |b: &[usize]| b.iter().map(|&t| t as u8).collect::<Vec<u8>>();
    let (start, goal) = (bytes(cells), bytes(&tiles_goal(n)));
    // Each board reached: the board before it, the tile slid, its depth.
    let mut back: HashMap<Vec<u8>, (Vec<u8>, usize, usize)> = HashMap::new();
    back.insert(start.clone(), (vec![], 0, 0));
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(board) = queue.pop_front() {
        let depth = back[&board].2;
        if board == goal {
            let (mut tiles, mut at) = (Vec::new(), board);
            while at != start {
                let (before, tile, _) = back[&at].clone();
                tiles.push(tile);
                at = before;
            }
            tiles.reverse();
            return Some(tiles);
        }
        if depth == most {
            continue;
        }
        let blank = board.iter().position(|&t| t == 0).unwrap();
        for cell in beside(blank, n) {
            let mut next = board.clone();
            next.swap(blank, cell);
            if !back.contains_key(&next) {
                back.insert(next.clone(), (board.clone(), board[cell] as usize, depth + 1));
                queue.push_back(next);
            }
        }
    }
    None
}

/// The cells above, below, left and right of `cell`, in that order, that are on the board.
fn beside(cell: usize, n: usize) -> Vec<usize> {
    let (r, c) = (cell / n, cell % n);
    let mut cells = Vec::new();
    if r > 0 {
        cells.push(cell - n);
    }
    if r + 1 < n {
        cells.push(cell + n);
    }
    if c > 0 {
        cells.push(cell - 1);
    }
    if c + 1 < n {
        cells.push(cell + 1);
    }
    cells
}

/// The board while it is built: the cells placed (never moved again) and the tiles slid.
struct Builder {
    n: usize,
    board: Vec<usize>,
    fixed: Vec<bool>,
    tiles: Vec<usize>,
}

impl Builder {
    /// Brings each (tile, cell) of `wanted` (one or two, or three in the last corner) to its
    /// cell together, by a breadth-first search over the cells of those tiles and the blank,
    /// over the cells not placed; then fixes them.
    fn place(&mut self, wanted: &[(usize, usize)]) {
        let n = self.n;
        let find = |board: &[usize], t: usize| board.iter().position(|&x| x == t).unwrap();
        let start: Vec<usize> = wanted
            .iter()
            .map(|&(t, _)| find(&self.board, t))
            .chain([find(&self.board, 0)])
            .collect();
        // A state: the cells of the tracked tiles and of the blank, seven bits each.
        let pack = |s: &[usize]| s.iter().fold(0u64, |p, &c| p << 7 | c as u64);
        let done = |s: &[usize]| wanted.iter().zip(s).all(|(&(_, cell), &at)| at == cell);
        let mut back: HashMap<u64, u64> = HashMap::from([(pack(&start), u64::MAX)]);
        let mut queue = VecDeque::from([start.clone()]);
        let mut end = None;
        while let Some(state) = queue.pop_front() {
            if done(&state) {
                end = Some(state);
                break;
            }
            let blank = *state.last().unwrap();
            for cell in beside(blank, n).into_iter().filter(|&c| !self.fixed[c]) {
                // The blank steps to `cell`: a tracked tile there steps to the blank's cell.
                let mut next: Vec<usize> =
                    state.iter().map(|&at| if at == cell { blank } else { at }).collect();
                *next.last_mut().unwrap() = cell;
                if let std::collections::hash_map::Entry::Vacant(e) = back.entry(pack(&next)) {
                    e.insert(pack(&state));
                    queue.push_back(next);
                }
            }
        }
        // The blank's cells, from the end back to the start (the blank's is the last 7 bits).
        let mut at = pack(&end.expect("the tiles can reach their cells"));
        let mut blanks = Vec::new();
        while at != pack(&start) {
            blanks.push((at & 127) as usize);
            at = back[&at];
        }
        for &to in blanks.iter().rev() {
            let blank = find(&self.board, 0);
            self.tiles.push(self.board[to]);
            self.board.swap(blank, to);
        }
        for &(_, cell) in wanted {
            self.fixed[cell] = true;
        }
    }
}

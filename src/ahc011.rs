// AtCoder Heuristic Contest 011, "Sliding Tree Puzzle", to `include!` or paste whole into a
// judge (std only, Rust 1.63+). Include io.rs and anyboard.rs first. Its names begin
// `tree`/`Tree` (or are methods), so it shares none with the other cores.
//
// An N x N board of tiles, each a bitmask of the pipes drawn from its centre (1 left, 2 up,
// 4 right, 8 down), 0 the empty cell; at most T = 2N^3 moves of the empty cell should leave the
// tiles joined into one tree of N^2 - 1 tiles, in as few moves as can be.
// 1. Board: `TreeBoard`, `Scanner::tree_board` (`N T`, then N rows of N hex digits).
// 2. Trees: `tree_cells` and `tree_largest`, the cells and size of the largest tree the pipes make (a component whose
//    joins number one less than its tiles).
// 3. Target: `tree_target`, a whole tree made of the given tiles near where they stand. The
//    state is a spanning tree of the cells but the bottom-right corner (each cell's tile the
//    mask of its edges); a step adds an edge and takes out another of the loop it closes, so
//    the state stays a spanning tree. Simulated annealing drives the tiles' counts to the
//    board's (a tree with those counts is one made of the board's tiles) while few cells get a
//    tile other than the one standing there.
// 4. Solution: `tree_moves` solves toward the target with anyboard.rs, a line at a time:
//    tiles of a kind are interchangeable, so before each line they are matched to the cells of
//    their kind again (the nearest to the line's cells), parity is fixed by swapping the cells
//    of two tiles of a kind, and only the moves that place anyboard's first line are kept.
//    `tree_solution` tries a fixed number of targets (each search seeded) and keeps the
//    shortest answer; one longer than T is cut to the prefix that leaves the largest tree.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Board ==========

/// An N x N board: each cell's tile, row by row (a pipe mask; 0 the empty cell), and T.
pub struct TreeBoard {
    pub n: usize,
    pub most: usize,
    pub tiles: Vec<u8>,
}

impl Scanner<'_> {
    /// `N T` (6 <= N <= 10, T = 2N^3), then N rows of N hex digits, exactly one of them 0.
    pub fn tree_board(&mut self) -> Result<TreeBoard, String> {
        let n = self.number("N", 6, 10)?;
        let most = self.number("T", 0, 2000)?;
        if most != 2 * n * n * n {
            return Err(self.error(&format!("T must be 2N^3 = {}, found {most}", 2 * n * n * n)));
        }
        let mut tiles = Vec::with_capacity(n * n);
        for row in 1..=n {
            self.at_end();
            let word = self.word();
            if word.is_empty() {
                return Err(self.error(&format!(
                    "expected row {row} of the tiles, found the end of the input"
                )));
            }
            if word.len() != n {
                let why = format!("row {row} must be {n} hex digits, found {}", quote(word));
                return Err(self.error(&why));
            }
            for (k, c) in word.bytes().enumerate() {
                match (c as char).to_digit(16) {
                    Some(d) => tiles.push(d as u8),
                    None => {
                        self.pos += k;
                        return Err(self.error(&format!(
                            "{} is not a hex digit",
                            quote(&(c as char).to_string())
                        )));
                    }
                }
            }
            self.pos += word.len();
        }
        match tiles.iter().filter(|&&t| t == 0).count() {
            1 => Ok(TreeBoard { n, most, tiles }),
            count => {
                Err(self.error(&format!("the board must hold one empty cell (0), found {count}")))
            }
        }
    }
}

// 2. Trees ==========

/// The size of the largest tree the pipes of `tiles` (an n x n board, 0 empty) make.
pub fn tree_largest(n: usize, tiles: &[u8]) -> usize {
    tree_cells(n, tiles).iter().filter(|&&t| t).count()
}

/// The cells of the largest tree the pipes of `tiles` make (the first found of the largest).
pub fn tree_cells(n: usize, tiles: &[u8]) -> Vec<bool> {
    let mut parent: Vec<usize> = (0..n * n).collect();
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let mut joins = vec![0usize; n * n];
    for c in 0..n * n {
        let right = c % n + 1 < n && tiles[c] & 4 != 0 && tiles[c + 1] & 1 != 0;
        let down = c + n < n * n && tiles[c] & 8 != 0 && tiles[c + n] & 2 != 0;
        for (joined, d) in [(right, c + 1), (down, c + n)] {
            if joined {
                let (a, b) = (root(&mut parent, c), root(&mut parent, d));
                if a != b {
                    parent[b] = a;
                    joins[a] += joins[b];
                }
                joins[a] += 1;
            }
        }
    }
    let mut size = vec![0usize; n * n];
    let roots: Vec<usize> = (0..n * n).map(|c| root(&mut parent, c)).collect();
    for (c, &t) in tiles.iter().enumerate() {
        size[roots[c]] += (t != 0) as usize;
    }
    let tree = |r: usize| size[r] > 0 && joins[r] + 1 == size[r];
    let best = (0..n * n).filter(|&r| tree(r)).max_by_key(|&r| (size[r], std::cmp::Reverse(r)));
    roots.iter().map(|&r| Some(r) == best).collect()
}

// 3. Target ==========

/// A small seeded generator (xorshift64*): the searches are the same on every run.
pub struct TreeRng(pub u64);

impl TreeRng {
    pub fn draw(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (n >= 1).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.draw() >> 32) * n as u64) >> 32) as usize
    }

    /// A number from 0 to 1.
    pub fn unit(&mut self) -> f64 {
        (self.draw() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// A whole tree of the board's tiles, the empty cell bottom right, as the picture it makes
/// (each cell's tile; 0 the corner); `None` if the search of `steps` steps found none.
///
/// The state is a spanning tree of the cells but the corner: each cell's tile is then the mask
/// of its tree edges. A step adds an edge, which closes a loop, and takes out another edge of
/// that loop: a spanning tree again. Annealing keeps a step by how far the tiles' counts are
/// from the board's (many) plus the cells whose tile differs from the one standing there at
/// the start (`weight` each): at counts equal, the tree is made of the board's tiles, and near
/// where they stand.
pub fn tree_target(board: &TreeBoard, seed: u64, steps: usize, weight: f64) -> Option<Vec<u8>> {
    let n = board.n;
    let last = n * n - 1;
    let mut want = [0i64; 16];
    for &t in &board.tiles {
        want[t as usize] += 1;
    }
    want[0] = 0;
    // A first tree: every row joined along itself, and the left column joined down.
    let mut pic = vec![0u8; n * n];
    for c in 0..last {
        if c % n + 1 < n && c + 1 != last {
            pic[c] |= 4;
            pic[c + 1] |= 1;
        }
        if c % n == 0 && c + n < n * n {
            pic[c] |= 8;
            pic[c + n] |= 2;
        }
    }
    let mut have = [0i64; 16];
    for &t in &pic[..last] {
        have[t as usize] += 1;
    }
    let off = |have: &[i64; 16]| (1..16).map(|t| (have[t] - want[t]).abs()).sum::<i64>();
    let mut apart = off(&have);
    let differ = |c: usize, t: u8| (c != last && t != board.tiles[c]) as i64;
    let mut moved: i64 = (0..last).map(|c| differ(c, pic[c])).sum();
    // (step to the neighbour, the pipe toward it, the pipe back)
    let ways: [(isize, u8, u8); 4] =
        [(-1, 1, 4), (-(n as isize), 2, 8), (1, 4, 1), (n as isize, 8, 2)];
    let neighbour = |c: usize, k: usize| -> Option<usize> {
        let (r, col) = (c / n, c % n);
        let inside = match k {
            0 => col > 0,
            1 => r > 0,
            2 => col + 1 < n,
            _ => r + 1 < n,
        };
        Some((c as isize + ways[k].0) as usize).filter(|&d| inside && d != last)
    };
    let mut rng = TreeRng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let (hot, cold) = (2.0f64, 0.1f64);
    let (mut back, mut queue) = (vec![usize::MAX; n * n], Vec::with_capacity(n * n));
    let mut best: Option<(i64, Vec<u8>)> = None;
    for step in 0..steps {
        let heat = hot * (cold / hot).powf(step as f64 / steps as f64);
        let u = rng.below(last);
        let k = rng.below(4);
        let v = match neighbour(u, k) {
            Some(v) if pic[u] & ways[k].1 == 0 => v,
            _ => continue,
        };
        // The tree's path from u to v (breadth-first from u, back links).
        for x in back.iter_mut() {
            *x = usize::MAX;
        }
        queue.clear();
        queue.push(u);
        back[u] = u;
        let mut at = 0;
        while at < queue.len() && back[v] == usize::MAX {
            let x = queue[at];
            at += 1;
            for &(step, toward, _) in &ways {
                if pic[x] & toward != 0 {
                    let y = (x as isize + step) as usize;
                    if back[y] == usize::MAX {
                        back[y] = x;
                        queue.push(y);
                    }
                }
            }
        }
        let mut path = vec![v];
        while *path.last().unwrap_or(&u) != u {
            let x = back[*path.last().unwrap_or(&u)];
            path.push(x);
        }
        // Out goes the edge path[e] - path[e + 1].
        let e = rng.below(path.len() - 1);
        let (x, y) = (path[e], path[e + 1]);
        let pipe = |from: usize, to: usize| -> (u8, u8) {
            let k = (0..4).find(|&k| {
                (from as isize + ways[k].0) as usize == to && neighbour(from, k) == Some(to)
            });
            k.map_or((0, 0), |k| (ways[k].1, ways[k].2))
        };
        let before: Vec<(usize, u8)> = [u, v, x, y].iter().map(|&c| (c, pic[c])).collect();
        let (pu, pv) = (ways[k].1, ways[k].2);
        let (px, py) = pipe(x, y);
        pic[u] |= pu;
        pic[v] |= pv;
        pic[x] &= !px;
        pic[y] &= !py;
        let mut cells = [u, v, x, y];
        cells.sort_unstable();
        let (mut d_apart, mut d_moved) = (0i64, 0i64);
        let mut counts = have;
        for (i, &c) in cells.iter().enumerate() {
            if i > 0 && cells[i - 1] == c {
                continue;
            }
            let old = before.iter().find(|b| b.0 == c).map_or(0, |b| b.1);
            counts[old as usize] -= 1;
            counts[pic[c] as usize] += 1;
            d_moved += differ(c, pic[c]) - differ(c, old);
        }
        d_apart += off(&counts) - apart;
        let change = d_apart as f64 + weight * d_moved as f64;
        if change <= 0.0 || rng.unit() < (-change / heat).exp() {
            have = counts;
            apart += d_apart;
            moved += d_moved;
            if apart == 0 && best.as_ref().map_or(true, |b| moved < b.0) {
                best = Some((moved, pic.clone()));
            }
        } else {
            for &(c, t) in before.iter().rev() {
                pic[c] = t;
            }
        }
    }
    best.map(|(_, pic)| pic)
}

// 4. Solution ==========

/// Which start tile goes to which target cell within a region: for each kind of tile, the
/// tiles of that kind matched to the cells of that kind so that the rows and columns they
/// travel are few (greedy, then improved by swapping pairs), those of the region's first row
/// and column (placed next) counting `near` times. `at` lists the region's cells.
fn tree_match(
    n: usize,
    tiles: &[u8],
    target: &[u8],
    at: &[usize],
    first: &dyn Fn(usize) -> bool,
    near: usize,
) -> Vec<usize> {
    // goal[k]: the cell whose tile goes to cell at[k] (as a cell of the board).
    let mut goal = vec![usize::MAX; n * n];
    let cost = |tile: usize, cell: usize| {
        let d = (tile / n).abs_diff(cell / n) + (tile % n).abs_diff(cell % n);
        if first(cell) {
            d * near
        } else {
            d
        }
    };
    for kind in 0..16u8 {
        let cells: Vec<usize> = at.iter().copied().filter(|&c| target[c] == kind).collect();
        let mut from: Vec<usize> = at.iter().copied().filter(|&c| tiles[c] == kind).collect();
        if cells.is_empty() {
            continue;
        }
        // Greedy: the first-line cells first, each taking the nearest tile left.
        let mut order = cells.clone();
        order.sort_by_key(|&c| !first(c));
        let mut chosen = Vec::with_capacity(cells.len());
        for &c in &order {
            let k = (0..from.len()).min_by_key(|&k| cost(from[k], c)).unwrap_or(0);
            chosen.push(from.swap_remove(k));
        }
        let mut improved = true;
        while improved {
            improved = false;
            for i in 0..order.len() {
                for j in i + 1..order.len() {
                    let now = cost(chosen[i], order[i]) + cost(chosen[j], order[j]);
                    if cost(chosen[j], order[i]) + cost(chosen[i], order[j]) < now {
                        chosen.swap(i, j);
                        improved = true;
                    }
                }
            }
        }
        for (k, &c) in order.iter().enumerate() {
            goal[c] = chosen[k];
        }
    }
    goal
}

/// The moves (`U D L R`, the empty cell's way) that make the board the picture `target` (a
/// whole tree, 0 the empty cell), tiles of a kind taken as the same. The region left is solved
/// by anyboard.rs a line at a time: before each line the tiles are matched to their cells again
/// (the nearest of a kind to the line's cells), parity fixed by swapping the cells of two tiles
/// of a kind, and of anyboard's answer only the moves that place its first line are kept.
pub fn tree_moves(board: &TreeBoard, target: &[u8]) -> Option<Vec<u8>> {
    let n = board.n;
    let (mut tiles, mut moves) = (board.tiles.clone(), Vec::new());
    let (mut top, mut left) = (0, 0);
    loop {
        let (w, h) = (n - left, n - top);
        let at: Vec<usize> = (top..n).flat_map(|r| (left..n).map(move |c| r * n + c)).collect();
        let first = move |c: usize| c / n == top || c % n == left;
        let goal = tree_match(n, &tiles, target, &at, &first, 4);
        // Labels: the tiles numbered 1 .. wh - 1 in the order of their cells (`at`'s), 0 the
        // empty cell; `cell_of[label]` is where the tile stands.
        let number = |cell: usize| (cell / n - top) * w + (cell % n - left);
        let empty = at.iter().position(|&c| tiles[c] == 0)?;
        let label = |k: usize| if k == empty { 0 } else { k + 1 - (k > empty) as usize };
        let mut cell_of = vec![0; w * h];
        let mut sub_start = vec![0; w * h];
        for k in 0..w * h {
            sub_start[k] = label(k);
            cell_of[label(k)] = k;
        }
        let mut sub_goal = vec![0; w * h];
        for &c in &at {
            if target[c] != 0 {
                sub_goal[number(c)] = label(number(goal[c]));
            }
        }
        let start = AnyBoard::new(w, h, sub_start);
        let mut goal_board = AnyBoard::new(w, h, sub_goal);
        if !reachable(&start.cells, &goal_board.cells, w) {
            let dist = |t: usize, c: usize| (t / w).abs_diff(c / w) + (t % w).abs_diff(c % w);
            let cells = &goal_board.cells;
            let mut best: Option<(usize, usize, usize)> = None;
            for a in 0..w * h {
                for b in a + 1..w * h {
                    let (ta, tb) = (cells[a], cells[b]);
                    if ta == 0 || tb == 0 || tiles[at[cell_of[ta]]] != tiles[at[cell_of[tb]]] {
                        continue;
                    }
                    let (fa, fb) = (cell_of[ta], cell_of[tb]);
                    let cost = dist(fb, a) + dist(fa, b);
                    let cost = cost - (dist(fa, a) + dist(fb, b)).min(cost);
                    if best.map_or(true, |x| cost < x.0) {
                        best = Some((cost, a, b));
                    }
                }
            }
            let (_, a, b) = best?;
            goal_board.cells.swap(a, b);
        }
        let answer = any_solution(&start, &goal_board)?;
        // The moves that place a line for good: after the last move at which the region's top
        // row (or left column) was not yet as in the goal.
        let mut cells = start.cells.clone();
        let mut blank = start.blank();
        let (mut row_at, mut column_at) = (0, 0);
        for k in 0..=answer.len() {
            let row_done = (0..w).all(|c| cells[c] == goal_board.cells[c]);
            let column_done = (0..h).all(|r| cells[r * w] == goal_board.cells[r * w]);
            if !row_done {
                row_at = k + 1;
            }
            if !column_done {
                column_at = k + 1;
            }
            if k < answer.len() {
                let to = match answer[k] {
                    b'U' => blank - w,
                    b'D' => blank + w,
                    b'L' => blank - 1,
                    _ => blank + 1,
                };
                cells.swap(blank, to);
                blank = to;
            }
        }
        let last = w <= 3 && h <= 3 || w < 2 || h < 2;
        let keep = if last { answer.len() } else { row_at.min(column_at).min(answer.len()) };
        for &m in &answer[..keep] {
            let at_blank = tiles.iter().position(|&t| t == 0)?;
            let to = match m {
                b'U' => at_blank - n,
                b'D' => at_blank + n,
                b'L' => at_blank - 1,
                _ => at_blank + 1,
            };
            tiles.swap(at_blank, to);
            let undo = match m {
                b'U' => b'D',
                b'D' => b'U',
                b'L' => b'R',
                _ => b'L',
            };
            if moves.last() == Some(&undo) {
                moves.pop();
            } else {
                moves.push(m);
            }
        }
        if last || keep == answer.len() && tiles == target {
            return Some(moves);
        }
        if row_at <= column_at {
            top += 1;
        } else {
            left += 1;
        }
    }
}

/// The tiles after the empty cell's `moves` (a prefix of legal moves: each is checked).
pub fn tree_after(board: &TreeBoard, moves: &[u8]) -> Vec<u8> {
    let (n, mut tiles) = (board.n, board.tiles.clone());
    let mut at = tiles.iter().position(|&t| t == 0).unwrap_or(0);
    for &m in moves {
        let to = match m {
            b'U' if at >= n => at - n,
            b'D' if at + n < n * n => at + n,
            b'L' if at % n > 0 => at - 1,
            b'R' if at % n + 1 < n => at + 1,
            _ => break,
        };
        tiles.swap(at, to);
        at = to;
    }
    tiles
}

/// The answer: the shortest of the targets' solutions within T moves; else the prefix of at
/// most T moves (of the shortest solution) that leaves the largest tree.
pub fn tree_solution(board: &TreeBoard, searches: usize, steps: usize) -> Vec<u8> {
    let mut best: Option<Vec<u8>> = None;
    // At least `searches`, and more (twice as many at most) until one finds a whole tree.
    for seed in 0..2 * searches as u64 {
        if seed >= searches as u64 && best.is_some() {
            break;
        }
        let weight = [1.0, 2.0][seed as usize % 2];
        let moves =
            tree_target(board, seed, steps, weight).and_then(|picture| tree_moves(board, &picture));
        if let Some(moves) = moves {
            if best.as_ref().map_or(true, |b| moves.len() < b.len()) {
                best = Some(moves);
            }
        }
    }
    let moves = best.unwrap_or_default();
    if moves.len() <= board.most {
        return moves;
    }
    // Too long: the prefix within T moves that leaves the largest tree.
    let (mut keep, mut size) = (0, tree_largest(board.n, &board.tiles));
    for k in 1..=board.most {
        let s = tree_largest(board.n, &tree_after(board, &moves[..k]));
        if s > size {
            keep = k;
            size = s;
        }
    }
    moves[..keep].to_vec()
}

// AtCoder Heuristic Contest 011, "Sliding Tree Puzzle", to `include!` or paste whole into a
// judge (std only, Rust 1.63+). Include io.rs and anyboard.rs first. Its names begin
// `tree`/`Tree` (or are methods), so it shares none with the other cores.
//
// An N x N board of tiles, each a bitmask of the pipes drawn from its centre (1 left, 2 up,
// 4 right, 8 down), 0 the empty cell; at most T = 2N^3 moves of the empty cell should leave the
// tiles joined into one tree of N^2 - 1 tiles, in as few moves as can be.
// 1. Board: `TreeBoard`, `Scanner::tree_board` (`N T`, then N rows of N hex digits).
// 2. Trees: `tree_largest`, the size of the largest tree the pipes make (a component whose
//    joins number one less than its tiles).
// 3. Target: `tree_target`, a whole tree made of the given tiles near where they stand. The
//    state is where each tile goes (the empty cell's goes to the bottom-right corner); a step
//    swaps where two tiles go, kept by simulated annealing on the pipes left unjoined (many)
//    plus the rows and columns the tiles must travel (few). Every join made, with N^2 - 2 joins
//    on N^2 - 1 tiles, the pipes are one tree unless they close a loop, which the search then
//    keeps breaking. Swapping two tiles of one kind leaves the picture as it was and only moves
//    them less: the search assigns tiles to cells as it goes.
// 4. Solution: `tree_solution`. Parity is fixed by swapping the goals of two tiles of one kind
//    (the cheapest such pair), then anyboard.rs solves toward the labels. Several targets are
//    tried (a fixed number of searches, each seeded), and the shortest answer kept; if none
//    fits in T moves, the prefix of at most T moves that leaves the largest tree is printed.
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
        let n = self.number("N", 2, 10)?;
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
    for (c, &t) in tiles.iter().enumerate() {
        if t != 0 {
            let r = root(&mut parent, c);
            size[r] += 1;
        }
    }
    (0..n * n)
        .filter(|&r| size[r] > 0 && joins[r] + 1 == size[r])
        .map(|r| size[r])
        .max()
        .unwrap_or(0)
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

/// The annealing's state: `from[c]` is the start cell of the tile that goes to cell `c`.
struct TreeSearch {
    n: usize,
    from: Vec<usize>,
    picture: Vec<u8>,
    joined: i64,
    travel: i64,
    tree: i64,
    parent: Vec<usize>,
    size: Vec<u32>,
    loops: Vec<u8>,
}

impl TreeSearch {
    fn tile(&self, c: usize) -> u8 {
        self.picture[c]
    }

    /// The joins between cell `c` and its neighbours.
    fn joins_at(&self, c: usize) -> i64 {
        let (n, t) = (self.n, self.tile(c));
        let mut joins = 0;
        if c % n > 0 && t & 1 != 0 && self.tile(c - 1) & 4 != 0 {
            joins += 1;
        }
        if c % n + 1 < n && t & 4 != 0 && self.tile(c + 1) & 1 != 0 {
            joins += 1;
        }
        if c >= n && t & 2 != 0 && self.tile(c - n) & 8 != 0 {
            joins += 1;
        }
        if c + n < n * n && t & 8 != 0 && self.tile(c + n) & 2 != 0 {
            joins += 1;
        }
        joins
    }

    /// The joins between cells `a` and `b` (0 if they are not neighbours).
    fn joins_between(&self, a: usize, b: usize) -> i64 {
        let (n, (a, b)) = (self.n, (a.min(b), a.max(b)));
        let (s, t) = (self.tile(a), self.tile(b));
        let side = b == a + 1 && a % n + 1 < n && s & 4 != 0 && t & 1 != 0;
        (side || b == a + n && s & 8 != 0 && t & 2 != 0) as i64
    }

    fn travel_of(&self, c: usize) -> i64 {
        let (f, n) = (self.from[c], self.n);
        ((f / n).abs_diff(c / n) + (f % n).abs_diff(c % n)) as i64
    }

    /// Swaps the tiles going to `a` and `b`: the change in joins and in travel.
    fn swap(&mut self, a: usize, b: usize) -> (i64, i64) {
        let before = self.joins_at(a) + self.joins_at(b) - self.joins_between(a, b);
        let travel = self.travel_of(a) + self.travel_of(b);
        self.from.swap(a, b);
        self.picture.swap(a, b);
        let after = self.joins_at(a) + self.joins_at(b) - self.joins_between(a, b);
        (after - before, self.travel_of(a) + self.travel_of(b) - travel)
    }

    /// The size of the largest tree the pipes make (as `tree_largest`, on the state's buffers).
    fn largest(&mut self) -> i64 {
        let n = self.n;
        for c in 0..n * n {
            self.parent[c] = c;
            self.size[c] = (self.tile(c) != 0) as u32;
            self.loops[c] = 0;
        }
        fn root(parent: &mut [usize], mut x: usize) -> usize {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        }
        for c in 0..n * n {
            let t = self.tile(c);
            let right = c % n + 1 < n && t & 4 != 0 && self.tile(c + 1) & 1 != 0;
            let down = c + n < n * n && t & 8 != 0 && self.tile(c + n) & 2 != 0;
            for (joined, d) in [(right, c + 1), (down, c + n)] {
                if joined {
                    let (a, b) = (root(&mut self.parent, c), root(&mut self.parent, d));
                    if a == b {
                        self.loops[a] = 1;
                    } else {
                        self.parent[a] = b;
                        self.size[b] += self.size[a];
                        self.loops[b] |= self.loops[a];
                    }
                }
            }
        }
        let mut largest = 0;
        for c in 0..n * n {
            if self.parent[c] == c && self.loops[c] == 0 {
                largest = largest.max(self.size[c]);
            }
        }
        largest as i64
    }
}

/// A whole tree of the board's tiles, the empty cell bottom right: for each cell the start cell
/// of the tile that goes there; `None` if the search of `steps` swaps found none.
pub fn tree_target(board: &TreeBoard, seed: u64, steps: usize, weight: f64) -> Option<Vec<usize>> {
    let (hot, cold) = (1.0f64, 0.05f64);
    let (n, tiles) = (board.n, &board.tiles[..]);
    let last = n * n - 1;
    let mut from: Vec<usize> = (0..n * n).collect();
    let empty = tiles.iter().position(|&t| t == 0).unwrap_or(last);
    from.swap(empty, last);
    let mut search = TreeSearch {
        n,
        picture: from.iter().map(|&f| tiles[f]).collect(),
        from,
        joined: 0,
        travel: 0,
        tree: 0,
        parent: vec![0; n * n],
        size: vec![0; n * n],
        loops: vec![0; n * n],
    };
    search.joined = (0..n * n).map(|c| search.joins_at(c)).sum::<i64>() / 2;
    search.travel = (0..n * n).map(|c| search.travel_of(c)).sum();
    search.tree = search.largest();
    let mut rng = TreeRng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut best: Option<(i64, Vec<usize>)> = None;
    let mut pull = 0.0;
    for step in 0..steps {
        let heat = hot * (cold / hot).powf(step as f64 / steps as f64);
        let a = rng.below(last);
        let b = if rng.below(4) == 0 {
            rng.below(last)
        } else {
            let (r, c) = ((a / n) as isize, (a % n) as isize);
            let (dr, dc) = (rng.below(5) as isize - 2, rng.below(5) as isize - 2);
            let (r, c) = ((r + dr).clamp(0, n as isize - 1), (c + dc).clamp(0, n as isize - 1));
            r as usize * n + c as usize
        };
        if a == b || b == last {
            continue;
        }
        let (joins, travel) = search.swap(a, b);
        let tree = search.largest();
        let change = -(tree - search.tree) as f64 - joins as f64 + pull * travel as f64;
        if change <= 0.0 || rng.unit() < (-change / heat).exp() {
            search.joined += joins;
            search.travel += travel;
            search.tree = tree;
            if tree == last as i64 && best.as_ref().map_or(true, |b| search.travel < b.0) {
                pull = weight;
                best = Some((search.travel, search.from.clone()));
            }
        } else {
            search.swap(a, b);
        }
    }
    best.map(|(_, from)| from)
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
        if !any_solvable(&start, &goal_board) {
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
        let weight = [0.1, 0.2][seed as usize % 2];
        let moves = tree_target(board, seed, steps, weight).and_then(|from| {
            let picture: Vec<u8> = from.iter().map(|&f| board.tiles[f]).collect();
            tree_moves(board, &picture)
        });
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

// AtCoder Heuristic Contest 011, "Sliding Tree Puzzle", to `include!` or paste whole into a
// judge (std only, Rust 1.63+). Include io.rs and grid.rs first. Its names begin `tree`/`Tree`
// (or are methods), so it shares none with the other cores.
//
// An N x N board of tiles, each a bitmask of the pipes drawn from its centre (1 left, 2 up,
// 4 right, 8 down), 0 the empty cell; at most T = 2N^3 moves of the empty cell should leave the
// tiles joined into one tree of N^2 - 1 tiles, in as few moves as can be.
// 1. Board: `TreeBoard`, `Scanner::tree_board` (`N T`, then N rows of N hex digits).
// 2. Trees: `tree_cells` and `tree_largest`, the cells and size of the largest tree the pipes
//    make (a component whose joins number one less than its tiles).
// 3. Target: `tree_target`, a whole tree made of the given tiles near where they stand. The
//    state is a spanning tree of the cells but the bottom-right corner (each cell's tile the
//    mask of its edges); a step adds an edge and takes out another of the loop it closes, so
//    the state stays a spanning tree. Simulated annealing drives the tiles' counts to the
//    board's (a tree with those counts is one made of the board's tiles; the weight of a count
//    off grows as it cools) while each cell's tile stands near one of its kind at the start.
// 4. Solution: `tree_moves` solves toward a target, tiles of a kind interchangeable. The region
//    left shrinks by its top row or left column; a line is placed two cells at a time
//    (`tree_pair`: a breadth-first search over where the two tiles and the empty cell stand
//    in the line and the two next to it), or a cell at a time (`TreeWork::bring`: a search
//    over where one tile and the empty cell stand, from every free tile of the kind at once);
//    its last two, a corner, also turned in. The last 3 x 3 is finished fewest by a table of
//    its arrangements (`tree_table`, `tree_finish`). A beam keeps the boards of fewest moves
//    plus the distance of the cells left to their nearest tile of a kind.
// 5. Answer: `tree_solution` anneals a fixed number of targets (each seeded: the answer is the
//    same on every run), solves each greedily, solves the best few again with the beam, and
//    keeps the shortest. When the pipe ends' counts allow no whole tree (`tree_possible`), or
//    none is found, `tree_grow` walks the empty cell toward the largest tree, keeping the best
//    prefix (never worse than no move).
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
/// from the board's (each count off weighing from 0.5 up to `weight` as it cools, so the tree
/// first settles near the tiles and then takes their counts) plus, for each cell, the rows and
/// columns from it to the nearest tile of its kind at the start: at counts equal, the tree is
/// made of the board's tiles, and near where they stand.
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
    // far[c * 16 + t]: the rows and columns from cell c to the nearest tile t at the start.
    let far: Vec<i64> = (0..n * n * 16)
        .map(|i| {
            let near = (0..n * n).filter(|&d| board.tiles[d] as usize == i % 16);
            near.map(|d| grid_distance(d, i / 16, n) as i64).min().unwrap_or(0)
        })
        .collect();
    let differ = |c: usize, t: u8| if c == last { 0 } else { far[c * 16 + t as usize] };
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
        let change =
            (0.5 + (weight - 0.5) * step as f64 / steps as f64) * d_apart as f64 + d_moved as f64;
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

/// A board being solved toward a target: its tiles (0 the empty cell), the empty cell, the
/// cells placed for good, the empty cell's ways so far (grid.rs's `UP` .. `RIGHT`), the
/// region left (from row `top` and column `left` to the bottom right) and the placings left
/// of its line, the next last.
#[derive(Clone)]
pub struct TreeState {
    pub n: usize,
    pub tiles: Vec<u8>,
    pub empty: usize,
    pub fixed: Vec<bool>,
    pub ways: Vec<u8>,
    pub top: usize,
    pub left: usize,
    pub plan: Vec<(usize, Option<usize>, bool)>,
}

impl TreeState {
    /// The empty cell goes `way` (a way on the board); a move that undoes the one before drops
    /// both.
    pub fn go(&mut self, way: u8) {
        let empty = slide_blank(&mut self.tiles, self.empty, way as usize, self.n);
        self.empty = empty.unwrap_or(self.empty);
        if self.ways.last() == Some(&(way ^ 1)) {
            self.ways.pop();
        } else {
            self.ways.push(way);
        }
    }

    /// The same board after `ways`.
    pub fn after(&self, ways: &[u8]) -> TreeState {
        let mut next = self.clone();
        ways.iter().for_each(|&w| next.go(w));
        next
    }

    /// The cells not fixed whose tile is `kind`.
    pub fn free_of(&self, kind: u8) -> Vec<usize> {
        (0..self.tiles.len()).filter(|&c| self.tiles[c] == kind && !self.fixed[c]).collect()
    }
}

/// The breadth-first searches' memory, kept from one search to the next (a stamp marks what
/// the current search has seen).
pub struct TreeWork {
    pub seen: Vec<u32>,
    pub back: Vec<u32>,
    pub source: Vec<u8>,
    pub queue: Vec<u32>,
    pub stamp: u32,
    pub turn: usize,
    pub next_to: Vec<[u8; 4]>,
}

impl TreeWork {
    pub fn new(n: usize) -> TreeWork {
        let size = 1 << 14;
        TreeWork {
            seen: vec![0; size],
            back: vec![0; size],
            source: vec![0; size],
            queue: Vec::with_capacity(size),
            stamp: 0,
            turn: 0,
            next_to: (0..n * n)
                .map(|c| [0, 1, 2, 3].map(|w| neighbour(c, w, n, n * n).unwrap_or(255) as u8))
                .collect(),
        }
    }

    /// The shortest ways of the empty cell that bring a tile from one of the cells `from` to
    /// `to` through cells not fixed, for up to `take` of those tiles, nearest first: a
    /// breadth-first search over (the tile's cell, the empty cell) from all of them at once.
    /// With `from` empty, the ways that take the empty cell itself to `to`.
    pub fn bring(&mut self, s: &TreeState, from: &[usize], to: usize, take: usize) -> Vec<Vec<u8>> {
        let walk = from.is_empty();
        self.stamp += 1;
        self.queue.clear();
        for (i, &p) in from.iter().chain(walk.then_some(&s.empty)).enumerate() {
            let state = (p << 7 | s.empty) as u32;
            self.seen[state as usize] = self.stamp;
            self.back[state as usize] = u32::MAX;
            self.source[state as usize] = i as u8;
            self.queue.push(state);
        }
        let (mut found, mut done, mut head) = (Vec::new(), vec![false; from.len() + 1], 0);
        let mut far = usize::MAX;
        while head < self.queue.len().min(far) && found.len() < take.min(from.len().max(1)) {
            let state = self.queue[head] as usize;
            head += 1;
            let (p, e) = (state >> 7, state & 127);
            if p == to {
                let i = self.source[state] as usize;
                if !done[i] {
                    done[i] = true;
                    let (mut ways, mut at) = (Vec::new(), state as u32);
                    while self.back[at as usize] != u32::MAX {
                        ways.push((self.back[at as usize] & 3) as u8);
                        at = self.back[at as usize] >> 2;
                    }
                    ways.reverse();
                    found.push(ways);
                    far = far.min(head * 2);
                }
                continue;
            }
            let turn = self.turn;
            for way in (0..4).map(|k| [0, 2, 1, 3][(k + turn) % 4]) {
                let q = self.next_to[e][way] as usize;
                if q == 255 || s.fixed[q] {
                    continue;
                }
                let next = if walk { q << 7 | q } else { (if q == p { e } else { p }) << 7 | q };
                if self.seen[next] != self.stamp {
                    self.seen[next] = self.stamp;
                    self.back[next] = (state as u32) << 2 | way as u32;
                    self.source[next] = self.source[state];
                    self.queue.push(next as u32);
                }
            }
        }
        found
    }
}

/// The boards after placing `target`'s tile on cell `x` (`y` none), or on the last two cells
/// `x`, `y` of a line (`y` the end, a corner of the region left): one for each of the nearest
/// `take` tiles of the kind, and each way of placing the pair. A pair is placed directly when
/// the other tile happens to stand right, or else turned in: the tile for `y` brought to `x`,
/// the one for `x` to the cell inward of `x`, the empty cell round to `y`, and two moves.
#[allow(clippy::too_many_arguments)] // the search's state, passed whole, not bundled twice
pub fn tree_place(
    work: &mut TreeWork,
    s: &TreeState,
    target: &[u8],
    x: usize,
    y: Option<usize>,
    corner: bool,
    take: usize,
    turns: usize,
) -> Vec<TreeState> {
    let place = |work: &mut TreeWork, s: &TreeState, kind: u8, c: usize, take: usize| {
        let mut ways = Vec::new();
        for turn in 0..turns {
            work.turn = turn;
            ways.extend(work.bring(s, &s.free_of(kind), c, take));
        }
        let mut boards: Vec<TreeState> = ways.iter().map(|w| s.after(w)).collect();
        boards.iter_mut().for_each(|b| b.fixed[c] = true);
        boards
    };
    let y = match y {
        None => return place(work, s, target[x], x, take),
        Some(y) => y,
    };
    let mut out: Vec<TreeState> = tree_pair(s, target, x, y).into_iter().collect();
    if !corner {
        for next in place(work, s, target[x], x, take) {
            out.extend(place(work, &next, target[y], y, take).into_iter().take(1));
        }
        return out;
    }
    for (first, second) in [(x, y), (y, x)] {
        for mut next in place(work, s, target[first], first, take) {
            if next.tiles[second] == target[second] {
                next.fixed[second] = true;
                out.push(next);
            }
        }
    }
    // Turned in: toward x from y, and inward from x.
    let (toward, inward) = if y == x + 1 { (LEFT, DOWN) } else { (UP, RIGHT) };
    let inner = neighbour(x, inward, s.n, s.tiles.len()).unwrap_or(0);
    for next in place(work, s, target[y], x, take) {
        if let Some(mut next) = place(work, &next, target[x], inner, 1).pop() {
            if let Some(walk) = work.bring(&next, &[], y, 1).pop() {
                next = next.after(&walk);
                next.go(toward as u8);
                next.go(inward as u8);
                next.fixed[inner] = false;
                next.fixed[y] = true;
                out.push(next);
            }
        }
    }
    out
}

/// The pair `x`, `y` placed at once when the nearest free tiles of their kinds, and the empty
/// cell, stand within the three lines next to the line (its cells not fixed): a breadth-first
/// search over where the two tiles and the empty cell stand there.
pub fn tree_pair(s: &TreeState, target: &[u8], x: usize, y: usize) -> Option<TreeState> {
    let n = s.n;
    let row = y == x + 1;
    let near = |c: usize| {
        let (a, b) = if row { (c / n, x / n) } else { (c % n, x % n) };
        !s.fixed[c] && a.wrapping_sub(b) < 3
    };
    let window: Vec<usize> = (0..n * n).filter(|&c| near(c)).collect();
    let m = window.len();
    let mut index = vec![None; n * n];
    window.iter().enumerate().for_each(|(i, &c)| index[c] = Some(i));
    let at = |c: usize| index[c];
    let pick = |kind: u8, to: usize, not: usize| {
        let free = s.free_of(kind).into_iter().filter(|&c| c != not && near(c));
        free.min_by_key(|&c| grid_distance(c, to, n))
    };
    let b = pick(target[y], y, usize::MAX)?;
    let a = pick(target[x], x, b)?;
    let start = (at(a)? * m + at(b)?) * m + at(s.empty)?;
    let (gx, gy) = (at(x)?, at(y)?);
    let mut back = vec![u32::MAX; m * m * m];
    back[start] = start as u32 * 4;
    let mut queue = vec![start];
    let mut head = 0;
    while head < queue.len() {
        let state = queue[head];
        head += 1;
        let (ia, ib, ie) = (state / (m * m), state / m % m, state % m);
        if ia == gx && ib == gy || target[x] == target[y] && ia == gy && ib == gx {
            let (mut ways, mut now) = (Vec::new(), state);
            while now != start {
                ways.push((back[now] & 3) as u8);
                now = back[now] as usize >> 2;
            }
            ways.reverse();
            let mut next = s.after(&ways);
            next.fixed[x] = true;
            next.fixed[y] = true;
            return Some(next);
        }
        for way in 0..4 {
            let q = match neighbour(window[ie], way, n, n * n).and_then(&at) {
                Some(q) => q,
                None => continue,
            };
            let moved = |i: usize| if i == q { ie } else { i };
            let next = (moved(ia) * m + moved(ib)) * m + q;
            if back[next] == u32::MAX {
                back[next] = (state as u32) << 2 | way as u32;
                queue.push(next);
            }
        }
    }
    None
}

/// The rank of an arrangement of 0 .. 8 among all 9! (in the order of their Lehmer codes).
pub fn tree_rank(p: &[usize; 9]) -> usize {
    (0..9).fold(0, |r, i| r * (9 - i) + (i + 1..9).filter(|&j| p[j] < p[i]).count())
}

/// The moves from every arrangement of a 3 x 3 region (tiles 1 .. 8 and the empty cell 0) to
/// 1 .. 8 in row order with the empty cell last, by rank (255 where it cannot): a
/// breadth-first search back from that goal, once per board.
pub fn tree_table() -> Vec<u8> {
    let mut far = vec![255u8; 362_880];
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    far[tree_rank(&goal)] = 0;
    let mut queue = vec![goal];
    let mut head = 0;
    while head < queue.len() {
        let p = queue[head];
        head += 1;
        let (d, blank) = (far[tree_rank(&p)], blank_cell(&p));
        for way in 0..4 {
            let mut q = p;
            if slide_blank(&mut q, blank, way, 3).is_some() {
                let r = tree_rank(&q);
                if far[r] == 255 {
                    far[r] = d + 1;
                    queue.push(q);
                }
            }
        }
    }
    far
}

/// The ways that finish the last 3 x 3 region (`cells`, row by row) to `target`, fewest by
/// `table`: the tiles there are labelled by the target's cells of their kind in every way (a
/// bounded number of ways), and the nearest labelling walked down the table; `None` when the
/// parity forbids each.
pub fn tree_finish(s: &TreeState, target: &[u8], cells: &[usize], table: &[u8]) -> Option<Vec<u8>> {
    #[allow(clippy::too_many_arguments)] // the recursion's state
    fn label(
        at: usize,
        p: &mut [usize; 9],
        used: &mut [bool; 9],
        k: &[u8; 9],
        g: &[u8; 9],
        table: &[u8],
        best: &mut (u8, [usize; 9]),
        tries: &mut usize,
    ) {
        if at == 9 {
            *tries += 1;
            let d = table[tree_rank(p)];
            if d < best.0 {
                *best = (d, *p);
            }
            return;
        }
        if k[at] == 0 {
            p[at] = 0;
            return label(at + 1, p, used, k, g, table, best, tries);
        }
        for c in 0..8 {
            if !used[c] && g[c] == k[at] && *tries < 500 {
                used[c] = true;
                p[at] = c + 1;
                label(at + 1, p, used, k, g, table, best, tries);
                used[c] = false;
            }
        }
    }
    let k: [u8; 9] = std::array::from_fn(|i| s.tiles[cells[i]]);
    let g: [u8; 9] = std::array::from_fn(|i| target[cells[i]]);
    let mut best = (255u8, [0; 9]);
    label(0, &mut [0; 9], &mut [false; 9], &k, &g, table, &mut best, &mut 0);
    let (mut d, mut p) = best;
    if d == 255 {
        return None;
    }
    let mut ways = Vec::new();
    while d > 0 {
        let blank = blank_cell(&p);
        for way in 0..4 {
            let mut q = p;
            if slide_blank(&mut q, blank, way, 3).is_some() && table[tree_rank(&q)] + 1 == d {
                ways.push(way as u8);
                p = q;
                d -= 1;
                break;
            }
        }
    }
    Some(ways)
}

/// How far the tiles not fixed stand from the cells left to fill: for each such cell, the
/// rows and columns to the nearest free tile of its kind.
pub fn tree_estimate(s: &TreeState, target: &[u8]) -> usize {
    let n = s.n;
    let mut free: Vec<Vec<usize>> = vec![Vec::new(); 16];
    for c in (0..n * n).filter(|&c| !s.fixed[c]) {
        free[s.tiles[c] as usize].push(c);
    }
    let far = |c: usize| free[target[c] as usize].iter().map(|&t| grid_distance(t, c, n)).min();
    (0..n * n).filter(|&c| !s.fixed[c] && target[c] != 0).map(|c| far(c).unwrap_or(0)).sum()
}

/// A line's placings: its cells two at a time (one alone first when they are odd), the last
/// two, a corner of the region left, as the corner pair.
pub fn tree_plan(plan: &mut Vec<(usize, Option<usize>, bool)>, line: &[usize]) {
    let k = line.len();
    if k % 2 == 1 {
        plan.push((line[0], None, false));
    }
    for i in (k % 2..k).step_by(2) {
        plan.push((line[i], Some(line[i + 1]), i + 2 == k));
    }
}

/// The moves (the empty cell's ways) that make the board the picture `target` (a whole tree,
/// 0 the empty cell bottom right), tiles of a kind taken as the same, or `None`. The region
/// left shrinks by its top row or its left column (the longer side; on a square, with a beam,
/// each board tries both) down to 3 x 3; a line is placed two cells at a time (`tree_plan`,
/// `tree_place`: `take` tiles of a kind tried), the last 3 x 3 by `table` (`tree_finish`). A
/// beam of `beam` boards is kept after each placing, ranked by the moves made plus the
/// estimate of those left (`tree_estimate`, twice).
pub fn tree_moves(
    board: &TreeBoard,
    target: &[u8],
    beam: usize,
    take: usize,
    table: &[u8],
) -> Option<Vec<u8>> {
    let n = board.n;
    let empty = blank_cell(&board.tiles);
    let fixed = vec![false; n * n];
    let tiles = board.tiles.clone();
    let start =
        TreeState { n, tiles, empty, fixed, ways: Vec::new(), top: 0, left: 0, plan: Vec::new() };
    let mut work = TreeWork::new(n);
    let mut boards = vec![start];
    let turns = if beam > 1 { 4 } else { 1 };
    while !boards[0].plan.is_empty() || 2 * n - boards[0].top - boards[0].left > 6 {
        let mut next: Vec<(usize, TreeState)> = Vec::new();
        for s in &boards {
            let (w, h) = (n - s.left, n - s.top);
            let mut lines = vec![s.clone()];
            if s.plan.is_empty() {
                // The next line: the longer side, or on a square (with a beam) either.
                lines.clear();
                for row in [true, false] {
                    if row && h >= w || !row && (w > h || w == h && beam > 1) {
                        let mut b = s.clone();
                        let line: Vec<usize> = match row {
                            true => (s.left..n).map(|c| s.top * n + c).collect(),
                            false => (s.top..n).map(|r| r * n + s.left).collect(),
                        };
                        tree_plan(&mut b.plan, &line);
                        b.plan.reverse();
                        b.top += row as usize;
                        b.left += !row as usize;
                        lines.push(b);
                    }
                }
            }
            for mut b in lines {
                let (x, y, corner) = b.plan.pop()?;
                for b in tree_place(&mut work, &b, target, x, y, corner, take, turns) {
                    let guess = if beam > 1 { 2 * tree_estimate(&b, target) } else { 0 };
                    next.push((b.ways.len() + guess, b));
                }
            }
        }
        next.sort_by_key(|a| a.0);
        boards.clear();
        for (_, b) in next {
            let same = |k: &TreeState| k.tiles == b.tiles && k.top == b.top;
            if boards.len() < beam && !boards.iter().any(same) {
                boards.push(b);
            }
        }
        if boards.is_empty() {
            return None;
        }
    }
    boards
        .iter()
        .filter_map(|s| {
            let cells: Vec<usize> =
                (s.top..n).flat_map(|r| (s.left..n).map(move |c| r * n + c)).collect();
            let end = tree_finish(s, target, &cells, table)?;
            let mut s = s.clone();
            end.iter().for_each(|&w| s.go(w));
            Some(s.ways)
        })
        .min_by_key(|w| w.len())
}

// 5. Answer ==========

/// The tiles after the empty cell's `ways` (each a way on the board).
pub fn tree_after(board: &TreeBoard, ways: &[u8]) -> Vec<u8> {
    let (n, mut tiles) = (board.n, board.tiles.clone());
    let mut at = blank_cell(&tiles);
    for &way in ways {
        at = slide_blank(&mut tiles, at, way as usize, n).unwrap_or(at);
    }
    tiles
}

/// Whether the tiles' pipes can make one tree of them all: a tree of N^2 - 1 tiles has
/// N^2 - 2 joins, each a pipe toward the right met by one toward the left, or one down met by
/// one up.
pub fn tree_possible(board: &TreeBoard) -> bool {
    let pipes = |bit: u8| board.tiles.iter().filter(|&&t| t & bit != 0).count();
    let n2 = board.n * board.n;
    pipes(1) == pipes(4) && pipes(2) == pipes(8) && pipes(1) + pipes(2) + 2 == n2
}

/// When no whole tree is found: the empty cell walks T moves, each time the move (of those not
/// undoing the one before) that leaves the largest tree, ties drawn at random, a few times
/// over; the prefix that leaves the largest tree of all (none if no move does better).
pub fn tree_grow(board: &TreeBoard, walks: usize) -> Vec<u8> {
    let n = board.n;
    let (mut best, mut size) = (Vec::new(), tree_largest(n, &board.tiles));
    let mut rng = TreeRng(0x2545_f491_4f6c_dd1d);
    for _ in 0..walks {
        let (mut tiles, mut ways) = (board.tiles.clone(), Vec::new());
        let mut at = blank_cell(&tiles);
        while ways.len() < board.most {
            let mut pick = (0, 0, 0);
            for way in 0..4u8 {
                match neighbour(at, way as usize, n, n * n) {
                    Some(to) if ways.last() != Some(&(way ^ 1)) => {
                        tiles.swap(at, to);
                        let key = (tree_largest(n, &tiles), rng.below(1000) + 1);
                        tiles.swap(at, to);
                        if key > (pick.0, pick.1) {
                            pick = (key.0, key.1, way);
                        }
                    }
                    _ => {}
                }
            }
            at = slide_blank(&mut tiles, at, pick.2 as usize, n).unwrap_or(at);
            ways.push(pick.2);
            if pick.0 > size {
                size = pick.0;
                best = ways.clone();
            }
        }
    }
    best
}

/// The answer, in `WAY_NAMES`: `searches` targets (`steps` annealing steps each) solved with no
/// beam, the `refine` best of them solved again with a beam of `beam` boards, and the shortest
/// kept; when none is found within T moves, `tree_grow`'s.
pub fn tree_solution(
    board: &TreeBoard,
    searches: usize,
    steps: usize,
    beam: usize,
    refine: usize,
) -> Vec<u8> {
    let mut found: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    let table = tree_table();
    // About the same time on every size: fewer targets, fewer refined and a narrower beam on
    // a larger board (the counts given are those of N = 6).
    let searches = searches * 216 / board.n.pow(3) * tree_possible(board) as usize;
    let (beam, refine) = (beam * 6 / board.n, (refine * 216 / board.n.pow(3)).max(1));
    for seed in 0..searches as u64 {
        if let Some(picture) = tree_target(board, seed, steps, 5.0) {
            if let Some(moves) = tree_moves(board, &picture, 1, 1, &table) {
                found.push((moves, picture));
            }
        }
    }
    found.sort_by_key(|f| f.0.len());
    let mut best = found.first().map(|f| f.0.clone());
    for (_, picture) in found.iter().take(refine) {
        if let Some(moves) = tree_moves(board, picture, beam, 2, &table) {
            if best.as_ref().map_or(true, |b| moves.len() < b.len()) {
                best = Some(moves);
            }
        }
    }
    let ways = match best {
        Some(ways) if ways.len() <= board.most => ways,
        _ => tree_grow(board, 8),
    };
    ways.iter().map(|&w| WAY_NAMES[w as usize]).collect()
}

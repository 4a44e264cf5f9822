// Sliding puzzles of any size, solved constructively, to `include!` or paste whole into a judge
// (std only, Rust 1.63+). Include io.rs first. Its names begin `any`/`Any` (or are methods), so
// it shares none with the other cores.
//
// Boards W x H with 2 <= W, H (judges go to 100 x 100), any goal, the blank anywhere. Too big
// for search, so the solution is built: the region left to solve shrinks one line at a time
// from the top and the left, every placed tile staying put, until a 3 x 3 (or smaller) corner
// is left, which is solved exactly.
// 1. Board: `AnyBoard` (cells row by row, 0 the blank), `AnyBoard::ordered` (the usual goal),
//    `Scanner::any_grid` (one board read).
// 2. Reachability: `any_solvable`, by parity alone, linear in the cells. A move swaps the
//    blank with a neighbour (one transposition) and moves the blank one step, so the parity of
//    the permutation from start to goal always equals that of the blank's rows plus columns
//    between its two cells; on a rectangle of at least 2 x 2 every board that agrees reaches.
// 3. Solution: `any_solution`, the blank's moves in `U D L R` (deterministic).
//    - The goal's blank is first walked to the bottom-right corner (a goal' that differs from
//      the goal by that walk, undone by the last moves), so the corner is always solved last.
//    - Tiles are relabelled by their goal' cell: the board is solved when each cell holds its
//      own number.
//    - The region left is reduced by its top row when it is at least as tall as wide, else by
//      its left column, so it stays square and each tile travels little.
//    - One tile is routed to its cell by a shortest path in a smaller graph: the states are
//      (the tile's cell, the side of it the blank is on); a step either pushes the tile (the
//      blank swaps with it) or walks the blank round it to another side (2 moves to a side
//      beside, 4 to the opposite one when the ring round the tile is free). So a diagonal
//      staircase costs 3 moves a step instead of a straight line's 5, and the search finds it.
//    - The last two tiles of a line cannot be placed one after the other (placing the second
//      would move the first), so the first is parked at the line's end, the second brought
//      near, and the pair finished by a breadth-first search over (first, second, blank) in the
//      3 x 3 window at the line's end: shortest there, and it never gets stuck.
//    - The last corner of at most 3 x 3 is solved by IDA* with the Manhattan distance: exact.
//    - Finally adjacent moves that undo each other are cancelled.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Board ==========

/// A W x H board: the tile in each cell, row by row, 0 the blank; tiles 1 .. WH - 1 each once.
pub struct AnyBoard {
    pub width: usize,
    pub height: usize,
    pub cells: Vec<usize>,
}

impl AnyBoard {
    pub fn new(width: usize, height: usize, cells: Vec<usize>) -> AnyBoard {
        AnyBoard { width, height, cells }
    }

    /// The usual goal: 1 .. WH - 1 in row order, the blank last.
    pub fn ordered(width: usize, height: usize) -> AnyBoard {
        let cells = (1..width * height).chain(Some(0)).collect();
        AnyBoard { width, height, cells }
    }

    /// The blank's cell.
    pub fn blank(&self) -> usize {
        self.cells.iter().position(|&t| t == 0).unwrap_or(0)
    }
}

impl Scanner<'_> {
    /// A `height` x `width` board, row by row: the numbers 0 to WH - 1, each once (0 is the
    /// blank); `what` names it in errors.
    pub fn any_grid(
        &mut self,
        height: usize,
        width: usize,
        what: &str,
    ) -> Result<AnyBoard, String> {
        let count = width * height;
        if self.at_end() {
            return Err(self.error(&format!("expected {what}, found the end of the input")));
        }
        let cells = self.distinct("tile", count, 0, count - 1).map_err(|e| {
            if self.at_end() {
                self.error(&format!("{what} is incomplete: the input ends before {count} tiles"))
            } else {
                e
            }
        })?;
        Ok(AnyBoard::new(width, height, cells))
    }
}

// 2. Reachability ==========

/// Whether `start` can reach `goal` (same size, same tiles).
///
/// # Complexity
/// O(N) for N cells: the parity of a permutation is that of N less its number of cycles.
pub fn any_solvable(start: &AnyBoard, goal: &AnyBoard) -> bool {
    let n = start.cells.len();
    let mut home = vec![0u32; n];
    for (cell, &t) in goal.cells.iter().enumerate() {
        home[t] = cell as u32;
    }
    // Where the tile in each cell must go; a visited cell is overwritten with u32::MAX.
    let mut to: Vec<u32> = start.cells.iter().map(|&t| home[t]).collect();
    let mut cycles = 0;
    for first in 0..n {
        cycles += (to[first] != u32::MAX) as usize;
        let mut cell = first;
        while to[cell] != u32::MAX {
            cell = std::mem::replace(&mut to[cell], u32::MAX) as usize;
        }
    }
    let (a, b, w) = (start.blank(), goal.blank(), start.width);
    let steps = (a / w).abs_diff(b / w) + (a % w).abs_diff(b % w);
    (n - cycles) % 2 == steps % 2
}

// 3. Solution ==========

/// The blank's moves (`U D L R`: the blank goes up, down, left, right) that take `start` to
/// `goal`, or None when it cannot.
///
/// # Constraints
/// Both boards W x H with W, H >= 2 and the same tiles.
pub fn any_solution(start: &AnyBoard, goal: &AnyBoard) -> Option<Vec<u8>> {
    if !any_solvable(start, goal) {
        return None;
    }
    let (w, h) = (start.width, start.height);
    // goal': the goal's blank walked down, then right, to the corner; `back` undoes the walk.
    let (mut target, mut blank, mut back) = (goal.cells.clone(), goal.blank(), Vec::new());
    while blank / w + 1 < h {
        target.swap(blank, blank + w);
        blank += w;
        back.push(b'U');
    }
    while blank % w + 1 < w {
        target.swap(blank, blank + 1);
        blank += 1;
        back.push(b'L');
    }
    let mut home = vec![0; w * h];
    for (cell, &t) in target.iter().enumerate() {
        home[t] = cell;
    }
    let mut solver = AnySolver::new(w, h, start.cells.iter().map(|&t| home[t]).collect());
    solver.tail = back.iter().rev().copied().collect();
    solver.solve();
    let mut moves = solver.moves;
    moves.extend(solver.tail);
    Some(any_cancel(&moves))
}

/// Removes each move followed by its inverse, until none is left.
fn any_cancel(moves: &[u8]) -> Vec<u8> {
    let mut kept: Vec<u8> = Vec::with_capacity(moves.len());
    for &m in moves {
        let inverse = match m {
            b'U' => b'D',
            b'D' => b'U',
            b'L' => b'R',
            _ => b'L',
        };
        if kept.last() == Some(&inverse) {
            kept.pop();
        } else {
            kept.push(m);
        }
    }
    kept
}

/// The sides of a tile, as the blank's moves: up, down, left, right (side ^ 1 is the opposite).
const ANY_STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
/// The ring of 8 cells round a tile, clockwise from above, and where each side is in it.
const ANY_RING: [(isize, isize); 8] =
    [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)];
const ANY_RING_AT: [usize; 4] = [0, 4, 6, 2];
const ANY_FAR: u32 = u32::MAX;

/// The board while it is solved: `lab[cell]` is the goal' cell of the tile there (so solved
/// when `lab[c] == c`), `pos` the inverse; the blank is the label of the last cell.
struct AnySolver {
    w: usize,
    h: usize,
    lab: Vec<usize>,
    pos: Vec<usize>,
    fixed: Vec<bool>,
    moves: Vec<u8>,
    top: usize,
    left: usize,
    // Breadth-first search scratch: a cell is seen when its stamp is the current one.
    stamp: Vec<u32>,
    now: u32,
    prev: Vec<usize>,
    /// The tile to place after the one being routed: routes end with the blank near it.
    then: Option<usize>,
    /// The moves from goal' to the goal, left to make after the corner (or made in it).
    tail: Vec<u8>,
}

impl AnySolver {
    fn new(w: usize, h: usize, lab: Vec<usize>) -> AnySolver {
        let mut pos = vec![0; w * h];
        for (cell, &l) in lab.iter().enumerate() {
            pos[l] = cell;
        }
        let n = w * h;
        AnySolver {
            w,
            h,
            lab,
            pos,
            fixed: vec![false; n],
            moves: Vec::new(),
            top: 0,
            left: 0,
            stamp: vec![0; n],
            now: 0,
            prev: vec![0; n],
            then: None,
            tail: Vec::new(),
        }
    }

    fn blank(&self) -> usize {
        self.pos[self.w * self.h - 1]
    }

    /// The cell `(dr, dc)` away from `cell`, if on the board.
    fn near(&self, cell: usize, (dr, dc): (isize, isize)) -> Option<usize> {
        let r = (cell / self.w) as isize + dr;
        let c = (cell % self.w) as isize + dc;
        if r < 0 || c < 0 || r >= self.h as isize || c >= self.w as isize {
            return None;
        }
        Some(r as usize * self.w + c as usize)
    }

    /// The cell `step` away, if on the board and not placed.
    fn free(&self, cell: usize, step: (isize, isize)) -> Option<usize> {
        self.near(cell, step).filter(|&c| !self.fixed[c])
    }

    /// Moves the blank to the neighbouring cell `to`.
    fn go(&mut self, to: usize) {
        let (b, w) = (self.blank(), self.w);
        let letter = if to + w == b {
            b'U'
        } else if to == b + w {
            b'D'
        } else if to + 1 == b {
            b'L'
        } else {
            b'R'
        };
        let l = self.lab[to];
        self.lab[b] = l;
        self.pos[l] = b;
        self.lab[to] = w * self.h - 1;
        self.pos[w * self.h - 1] = to;
        self.moves.push(letter);
    }

    fn solve(&mut self) {
        loop {
            let (rows, cols) = (self.h - self.top, self.w - self.left);
            if rows <= 3 && cols <= 3 {
                break;
            }
            // Each way to place the next line is tried on a copy; the shortest is kept.
            let mut best: Option<AnySolver> = None;
            // (on large regions only the usual way: a line's choice matters less there)
            for way in 0..4 {
                let by_row = way < 2;
                let (long, short) = if by_row { (rows, cols) } else { (cols, rows) };
                let usual = way == if rows >= cols { 0 } else { 2 };
                if long < 3 || long + 1 < short || (rows * cols > 400 && !usual) {
                    continue;
                }
                let mut trial = self.copy();
                trial.place_line(by_row, way % 2 == 1);
                if best.as_ref().map_or(true, |b| trial.moves.len() < b.moves.len()) {
                    best = Some(trial);
                }
            }
            if let Some(best) = best {
                self.moves.extend_from_slice(&best.moves);
                let (moves, tail) =
                    (std::mem::take(&mut self.moves), std::mem::take(&mut self.tail));
                *self = best;
                (self.moves, self.tail) = (moves, tail);
            }
        }
        self.finish_corner();
    }

    /// A copy of the board with no moves yet.
    fn copy(&self) -> AnySolver {
        AnySolver {
            lab: self.lab.clone(),
            pos: self.pos.clone(),
            fixed: self.fixed.clone(),
            moves: Vec::new(),
            stamp: self.stamp.clone(),
            prev: self.prev.clone(),
            tail: Vec::new(),
            ..*self
        }
    }

    /// The cell `along` the line (from its far end if `reverse`) and `across` from it into the
    /// region: the region's top row (`by_row`) or its left column.
    fn line_cell(&self, by_row: bool, reverse: bool, along: usize, across: usize) -> usize {
        let len = if by_row { self.w - self.left } else { self.h - self.top };
        let along = if reverse { len - 1 - along } else { along };
        if by_row {
            (self.top + across) * self.w + self.left + along
        } else {
            (self.top + along) * self.w + self.left + across
        }
    }

    /// Places the region's top row (`by_row`) or left column, from its far end if `reverse`,
    /// fixes it and shrinks the region.
    fn place_line(&mut self, by_row: bool, reverse: bool) {
        let (len, depth) = if by_row {
            (self.w - self.left, self.h - self.top)
        } else {
            (self.h - self.top, self.w - self.left)
        };
        let cell = |s: &AnySolver, along, across| s.line_cell(by_row, reverse, along, across);
        for along in 0..len - 2 {
            let home = cell(self, along, 0);
            self.then = Some(cell(self, along + 1, 0));
            self.tile_to(home, home);
            self.fixed[home] = true;
        }
        // The last two: `a` parked at the line's end, `b` brought near, then both together.
        let (a, b) = (cell(self, len - 2, 0), cell(self, len - 1, 0));
        let mut window = Vec::new();
        for along in len.saturating_sub(3)..len {
            for across in 0..depth.min(3) {
                let c = cell(self, along, across);
                if !self.fixed[c] {
                    window.push(c);
                }
            }
        }
        if self.pos[a] != a || self.pos[b] != b {
            self.then = Some(b);
            self.tile_to(a, b);
            self.then = None;
            self.fixed[b] = true;
            if !window.contains(&self.pos[b]) {
                let near = cell(self, len - 1, 1);
                self.tile_to(b, near);
            }
            self.fixed[b] = false;
            self.pair(a, b, &window);
        }
        self.fixed[a] = true;
        self.fixed[b] = true;
        if by_row {
            self.top += 1;
        } else {
            self.left += 1;
        }
    }

    /// Moves the blank along `path` (cells, each next to the one before).
    fn walk(&mut self, path: &[usize]) {
        for &cell in path {
            self.go(cell);
        }
    }

    /// A shortest path of the blank to `to` over free cells, none in `avoid` (the cells after
    /// the blank's, `to` last), or None if there is none.
    fn blank_path(&mut self, to: usize, avoid: &[usize]) -> Option<Vec<usize>> {
        let from = self.blank();
        if from == to {
            return Some(Vec::new());
        }
        // Two L-shaped paths first: when one is open it is a shortest one; else one step
        // aside and then an L, 2 moves more, shortest when a tile stands in a straight path.
        let open = |s: &AnySolver, path: &[usize]| {
            path.iter().all(|&c| !s.fixed[c] && !avoid.contains(&c))
        };
        for rows_first in [false, true] {
            let path = self.l_path(from, to, rows_first);
            if open(self, &path) {
                return Some(path);
            }
        }
        let limit =
            (from / self.w).abs_diff(to / self.w) + (from % self.w).abs_diff(to % self.w) + 2;
        for step in ANY_STEPS {
            if let Some(aside) = self.free(from, step) {
                for rows_first in [false, true] {
                    let mut path = vec![aside];
                    path.extend(self.l_path(aside, to, rows_first));
                    if path.len() <= limit && open(self, &path) {
                        return Some(path);
                    }
                }
            }
        }
        let last = self.search(from, avoid, |cell| cell == to)?;
        Some(self.path_to(from, last))
    }

    fn l_path(&self, from: usize, to: usize, rows_first: bool) -> Vec<usize> {
        let (mut r, mut c) = (from / self.w, from % self.w);
        let (tr, tc) = (to / self.w, to % self.w);
        let mut path = Vec::with_capacity(r.abs_diff(tr) + c.abs_diff(tc));
        for phase in 0..2 {
            if (phase == 0) == rows_first {
                while r != tr {
                    r = if r < tr { r + 1 } else { r - 1 };
                    path.push(r * self.w + c);
                }
            } else {
                while c != tc {
                    c = if c < tc { c + 1 } else { c - 1 };
                    path.push(r * self.w + c);
                }
            }
        }
        path
    }

    /// Breadth-first from `from` over free cells outside `avoid`, to the first cell `done`
    /// accepts; `prev` then leads back from it.
    fn search<F: Fn(usize) -> bool>(
        &mut self,
        from: usize,
        avoid: &[usize],
        done: F,
    ) -> Option<usize> {
        self.now += 1;
        let mut queue = vec![from];
        self.stamp[from] = self.now;
        let mut k = 0;
        while k < queue.len() {
            let cell = queue[k];
            k += 1;
            if done(cell) {
                return Some(cell);
            }
            for step in ANY_STEPS {
                if let Some(next) = self.free(cell, step) {
                    if self.stamp[next] != self.now && !avoid.contains(&next) {
                        self.stamp[next] = self.now;
                        self.prev[next] = cell;
                        queue.push(next);
                    }
                }
            }
        }
        None
    }

    fn path_to(&self, from: usize, mut cell: usize) -> Vec<usize> {
        let mut path = Vec::new();
        while cell != from {
            path.push(cell);
            cell = self.prev[cell];
        }
        path.reverse();
        path
    }

    /// The blank's walk round the tile at `cell` from side `from` to side `to` through free
    /// cells of the ring: the shorter way that is open, or None.
    fn ring_walk(&self, cell: usize, from: usize, to: usize) -> Option<Vec<usize>> {
        let (i, j) = (ANY_RING_AT[from], ANY_RING_AT[to]);
        let mut best: Option<Vec<usize>> = None;
        for turn in [1, 7] {
            let (mut path, mut k) = (Vec::new(), i);
            while k != j {
                k = (k + turn) % 8;
                match self.free(cell, ANY_RING[k]) {
                    Some(c) => path.push(c),
                    None => break,
                }
            }
            let open = path.len() == (if turn == 1 { j + 8 - i } else { i + 8 - j }) % 8;
            if open && best.as_ref().map_or(true, |b| path.len() < b.len()) {
                best = Some(path);
            }
        }
        best
    }

    /// The length of `ring_walk`, without making it.
    fn ring_cost(&self, cell: usize, from: usize, to: usize) -> Option<u32> {
        let (i, j) = (ANY_RING_AT[from], ANY_RING_AT[to]);
        let mut best = None;
        for (turn, steps) in [(1, (j + 8 - i) % 8), (7, (i + 8 - j) % 8)] {
            let open = (1..=steps).all(|k| self.free(cell, ANY_RING[(i + k * turn) % 8]).is_some());
            if open && best.map_or(true, |b| steps < b) {
                best = Some(steps);
            }
        }
        best.map(|b| b as u32)
    }

    /// Brings the tile labelled `tile` to `to` (not placed), by a shortest route in the graph
    /// of (tile's cell, blank's side), within the box round both cells and one more line, or
    /// the whole region if that box has none.
    fn tile_to(&mut self, tile: usize, to: usize) {
        // Far away, the tile goes greedily, one step nearer at a time, the blank taking the
        // shorter way round it to the side it must push from: turning costs 3 moves a step,
        // going straight 5, so it goes by a staircase, as the search would.
        let w = self.w;
        loop {
            let t = self.pos[tile];
            let (dr, dc) =
                ((to / w) as isize - (t / w) as isize, (to % w) as isize - (t % w) as isize);
            if dr.abs() + dc.abs() <= 6 {
                break;
            }
            let wanted = [dr < 0, dr > 0, dc < 0, dc > 0];
            let blank = self.blank();
            let side = (0..4).find(|&k| self.near(t, ANY_STEPS[k]) == Some(blank));
            let mut best: Option<(usize, usize)> = None;
            for dir in (0..4).filter(|&k| wanted[k]) {
                let cost = match side {
                    Some(side) if side == dir => Some(0),
                    Some(side) => self.ring_cost(t, side, dir).map(|c| c as usize),
                    None => self
                        .free(t, ANY_STEPS[dir])
                        .map(|c| (blank / w).abs_diff(c / w) + (blank % w).abs_diff(c % w)),
                };
                // Ties go to the axis with more to go.
                let more = if dir < 2 { dr.abs() < dc.abs() } else { dc.abs() < dr.abs() };
                if let Some(cost) = cost {
                    let key = 2 * cost + more as usize;
                    if best.map_or(true, |(k, _)| key < k) {
                        best = Some((key, dir));
                    }
                }
            }
            let dir = match best {
                Some((_, dir)) => dir,
                None => break,
            };
            let front = self.near(t, ANY_STEPS[dir]).unwrap_or(t);
            let path = match side {
                Some(side) => self.ring_walk(t, side, dir),
                None => self.blank_path(front, &[t]),
            };
            match path {
                Some(path) => self.walk(&path),
                None => break,
            }
            self.go(t);
        }
        self.reach(tile, to);
    }

    fn reach(&mut self, tile: usize, to: usize) {
        if self.pos[tile] == to {
            return;
        }
        for margin in [1, self.w + self.h] {
            if self.route(tile, to, margin) {
                return;
            }
        }
        unreachable!("a free tile always reaches a free cell");
    }

    fn route(&mut self, tile: usize, to: usize, margin: usize) -> bool {
        let w = self.w;
        let from = self.pos[tile];
        let (r0, r1) = ((from / w).min(to / w), (from / w).max(to / w));
        let (c0, c1) = ((from % w).min(to % w), (from % w).max(to % w));
        let r0 = r0.saturating_sub(margin).max(self.top);
        let c0 = c0.saturating_sub(margin).max(self.left);
        let r1 = (r1 + margin).min(self.h - 1);
        let c1 = (c1 + margin).min(w - 1);
        let bw = c1 - c0 + 1;
        let area = (r1 - r0 + 1) * bw;
        let local = |cell: usize| ((cell / w - r0) * bw + cell % w - c0) * 4;
        let inside = |cell: usize| {
            let (r, c) = (cell / w, cell % w);
            r >= r0 && r <= r1 && c >= c0 && c <= c1
        };
        let mut dist = vec![ANY_FAR; area * 4];
        let mut back = vec![usize::MAX; area * 4];
        let mut heap = std::collections::BinaryHeap::new();
        for side in 0..4 {
            if let Some(cell) = self.free(from, ANY_STEPS[side]) {
                if let Some(path) = self.blank_path(cell, &[from]) {
                    let s = local(from) + side;
                    dist[s] = path.len() as u32;
                    heap.push(std::cmp::Reverse((dist[s], s)));
                }
            }
        }
        let (mut end, mut least) = (None, ANY_FAR);
        let then = self.then.map(|t| self.pos[t]).filter(|&t| t != from);
        while let Some(std::cmp::Reverse((d, s))) = heap.pop() {
            if d >= least {
                break;
            }
            if d > dist[s] {
                continue;
            }
            let (cell, side) = (r0 * w + c0 + (s / 4) / bw * w + (s / 4) % bw, s % 4);
            if cell == to {
                // The end that leaves the blank nearest the next tile.
                let blank = self.near(cell, ANY_STEPS[side]).unwrap_or(cell);
                let extra =
                    then.map_or(0, |t| (blank / w).abs_diff(t / w) + (blank % w).abs_diff(t % w));
                if d + (extra as u32) < least {
                    least = d + extra as u32;
                    end = Some(s);
                }
                continue;
            }
            // Push: the tile goes to the blank's cell, the blank to the far side of it.
            let mut next = Vec::with_capacity(4);
            let pushed = self.near(cell, ANY_STEPS[side]).unwrap_or(cell);
            if inside(pushed) {
                next.push((local(pushed) + (side ^ 1), 1));
            }
            for other in 0..4 {
                if other != side {
                    if let Some(cost) = self.ring_cost(cell, side, other) {
                        next.push((local(cell) + other, cost));
                    }
                }
            }
            for (t, cost) in next {
                if d + cost < dist[t] {
                    dist[t] = d + cost;
                    back[t] = s;
                    heap.push(std::cmp::Reverse((dist[t], t)));
                }
            }
        }
        let mut s = match end {
            Some(s) => s,
            None => return false,
        };
        let mut states = vec![s];
        while back[s] != usize::MAX {
            s = back[s];
            states.push(s);
        }
        states.reverse();
        let cell_of = |s: usize| r0 * w + c0 + (s / 4) / bw * w + (s / 4) % bw;
        let first = self.near(from, ANY_STEPS[states[0] % 4]).unwrap_or(from);
        let path = self.blank_path(first, &[from]).unwrap_or_default();
        self.walk(&path);
        for pair in states.windows(2) {
            let (cell, side, next_side) = (cell_of(pair[0]), pair[0] % 4, pair[1] % 4);
            if cell_of(pair[1]) == cell {
                let path = self.ring_walk(cell, side, next_side).unwrap_or_default();
                self.walk(&path);
            } else {
                self.go(cell);
            }
        }
        true
    }

    /// Puts tiles `a` and `b` home (each labelled by its home), both in `window` with the
    /// blank brought there too: breadth-first over (a's cell, b's cell, blank's cell).
    fn pair(&mut self, a: usize, b: usize, window: &[usize]) {
        if !window.contains(&self.blank()) {
            let (pa, pb) = (self.pos[a], self.pos[b]);
            let from = self.blank();
            let last = self.search(from, &[pa, pb], |c| window.contains(&c));
            let path = self.path_to(from, last.unwrap_or(from));
            self.walk(&path);
        }
        let k = window.len();
        let index = |cell: usize| window.iter().position(|&c| c == cell).unwrap_or(0);
        let code = |x: usize, y: usize, z: usize| (x * k + y) * k + z;
        let start = code(index(self.pos[a]), index(self.pos[b]), index(self.blank()));
        let goal = (index(a), index(b));
        let mut back = vec![usize::MAX; k * k * k];
        back[start] = start;
        let mut queue = vec![start];
        let mut at = 0;
        let mut found = start;
        while at < queue.len() {
            let s = queue[at];
            at += 1;
            let (x, y, z) = (s / (k * k), s / k % k, s % k);
            if (x, y) == goal {
                found = s;
                break;
            }
            for step in ANY_STEPS {
                let to = match self.near(window[z], step) {
                    Some(cell) if window.contains(&cell) => index(cell),
                    _ => continue,
                };
                let x2 = if x == to { z } else { x };
                let y2 = if y == to { z } else { y };
                let t = code(x2, y2, to);
                if back[t] == usize::MAX {
                    back[t] = s;
                    queue.push(t);
                }
            }
        }
        let mut path = Vec::new();
        while found != start {
            path.push(window[found % k]);
            found = back[found];
        }
        path.reverse();
        self.walk(&path);
    }

    /// Solves the corner left (at most 3 x 3) by IDA* with the Manhattan distance.
    fn finish_corner(&mut self) {
        let (rw, rh) = (self.w - self.left, self.h - self.top);
        let cells: Vec<usize> =
            (0..rw * rh).map(|i| (self.top + i / rw) * self.w + self.left + i % rw).collect();
        let index = |cell: usize| cells.iter().position(|&c| c == cell).unwrap_or(0);
        let mut corner =
            AnyCorner { board: [0; 9], home: [0; 9], width: rw, height: rh, path: Vec::new() };
        for (k, &c) in cells.iter().enumerate() {
            corner.board[k] = index(self.lab[c]) as u8;
        }
        // Where each tile must go: goal', or the goal itself when the walk from its blank to
        // the corner stays in the corner (then the search finds the shortest way there).
        let mut target: Vec<usize> = (0..rw * rh).collect();
        let ups = self.tail.iter().filter(|&&m| m == b'U').count();
        if ups < rh && self.tail.len() - ups < rw {
            let mut blank = rw * rh - 1;
            for &m in &self.tail {
                let next = if m == b'U' { blank - rw } else { blank - 1 };
                target.swap(blank, next);
                blank = next;
            }
            self.tail.clear();
        }
        for (k, &t) in target.iter().enumerate() {
            corner.home[t] = k as u8;
        }
        let blank = index(self.blank());
        let estimate = corner.estimate();
        let mut bound = estimate;
        while let Some(next) = corner.deepen(blank, 0, bound, estimate, 4) {
            bound = next;
        }
        for step in corner.path {
            let cell = self.near(self.blank(), ANY_STEPS[step]).unwrap_or(0);
            self.go(cell);
        }
    }
}

/// The corner left, at most 3 x 3: `board[i]` the goal' cell of the tile in cell i (the blank
/// the number of the last cell), `home[t]` where tile t must go.
struct AnyCorner {
    board: [u8; 9],
    home: [u8; 9],
    width: usize,
    height: usize,
    path: Vec<usize>,
}

impl AnyCorner {
    fn distance(&self, cell: usize, home: usize) -> usize {
        (cell / self.width).abs_diff(home / self.width)
            + (cell % self.width).abs_diff(home % self.width)
    }

    /// The Manhattan distance from solved.
    fn estimate(&self) -> usize {
        let blank = self.width * self.height - 1;
        (0..blank + 1)
            .filter(|&c| self.board[c] as usize != blank)
            .map(|c| self.distance(c, self.home[self.board[c] as usize] as usize))
            .sum()
    }

    /// One round of IDA* below `bound` at `depth`, the blank at `blank`, the estimate
    /// `estimate`: None when solved (the moves in `path`, as indices of `ANY_STEPS`), else the
    /// least bound that went over.
    fn deepen(
        &mut self,
        blank: usize,
        depth: usize,
        bound: usize,
        estimate: usize,
        last: usize,
    ) -> Option<usize> {
        if estimate == 0 {
            return None;
        }
        if depth + estimate > bound {
            return Some(depth + estimate);
        }
        let (r, c) = (blank / self.width, blank % self.width);
        let mut least = usize::MAX;
        for step in 0..4 {
            let to = match step {
                0 if r > 0 => blank - self.width,
                1 if r + 1 < self.height => blank + self.width,
                2 if c > 0 => blank - 1,
                3 if c + 1 < self.width => blank + 1,
                _ => continue,
            };
            if step ^ 1 == last {
                continue;
            }
            let home = self.home[self.board[to] as usize] as usize;
            let next = estimate + self.distance(blank, home) - self.distance(to, home);
            self.board.swap(blank, to);
            self.path.push(step);
            match self.deepen(to, depth + 1, bound, next, step) {
                None => return None,
                Some(over) => least = least.min(over),
            }
            self.path.pop();
            self.board.swap(blank, to);
        }
        Some(least)
    }
}

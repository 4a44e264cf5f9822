// Sliding puzzles of any size, solved constructively, to `include!` or paste whole into a judge
// (std only, Rust 1.63+). Include io.rs first, then grid.rs (cells, the parity rule `reachable`,
// `Scanner::grid_named`), then near.rs (the beam search `any_short_solution` ranks its way). Its
// names begin `any`/`Any` (or are methods), so it shares none with the other cores.
// src/GUIDE.md explains the method and why each choice was made.
//
// Boards W x H of any size (judges go to 100 x 100; a board one cell wide is a line), any goal,
// the blank anywhere. Too big for search, so the solution is built: the region left to solve
// shrinks one line at a time from the top and the left, every placed tile staying put.
// 1. Board: `AnyBoard` (cells row by row, 0 the blank), `AnyBoard::ordered` (the usual goal),
//    `Scanner::any_grid` (one board read).
// 2. Reachability: grid.rs's `reachable`, by parity alone, linear in the cells; on a line the
//    tiles never pass each other: their order must be the goal's.
// 3. Solution: `any_solution`, the blank's moves in `U D L R` (deterministic);
//    `any_short_solution`, the same with a beam search first and last (below);
//    `any_near_solution`, a 4 x 4 or 5 x 5 board solved whole by near.rs.
//    - The goal's blank is first walked to the bottom-right corner (a goal' undone by the last
//      moves); tiles are relabelled by their goal' cell.
//    - Lines (`AnySolver::shrink_to`, `place_line`): the top row or the left column, the way
//      chosen by trials while the region is small; a line is placed from both ends inwards,
//      each tile by a staircase of pushes (`tile_to`), every way scored by its moves less what
//      it brings the tiles it moves; the last two of a line together, by a breadth-first
//      search in the window round them (`pair`).
//    - The end: the last corner of at most 3 x 3 by IDA* with the Manhattan distance, exact
//      (`finish_corner`).
//    - Shorter (`any_short_solution`, `solve_short`): near.rs's beam (`AnySolver::beam`),
//      ranked by the Manhattan distance and the pairs out of order in their goal line, first
//      as a head start over the region left (`head_start`), kept up to the place from which
//      the lines cost least, then over the last 6 x 6 (as wide as the board where narrower,
//      from 4) to goal' (`finish_square`).
//    - A move that undoes the one before is never made: both are dropped.
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
        blank_cell(&self.cells)
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
        Ok(AnyBoard::new(width, height, self.grid_named(width * height, what)?))
    }
}

// 3. Solution ==========

/// The blank's moves (`U D L R`: the blank goes up, down, left, right) that take `start` to
/// `goal`, or None when it cannot.
///
/// # Constraints
/// Both boards W x H, the same tiles (0 .. WH - 1 each once), any W, H >= 1: a board one
/// cell wide or high is a line (the blank walks along it), one cell needs no move.
pub fn any_solution(start: &AnyBoard, goal: &AnyBoard) -> Option<Vec<u8>> {
    any_solve(start, goal, AnySolver::solve)
}

/// Like `any_solution`, but shorter: a board of at most 400 cells gets a head start, a beam
/// search that brings many tiles home together before the lines (over the whole board, or
/// from 257 cells over the region of at most 16 x 16 the lines leave); one of at least 4 x 4
/// ends on a beam search over its last 6 x 6 (as wide as the board where narrower) instead of
/// the lines. Larger boards: as `any_solution`.
pub fn any_short_solution(start: &AnyBoard, goal: &AnyBoard) -> Option<Vec<u8>> {
    any_solve(start, goal, AnySolver::solve_short)
}

/// Like `any_short_solution`, but a 4 x 4 or 5 x 5 board is solved whole by near.rs's beam
/// search, `beam` boards wide, its tables built for this call and goal (near.rs's own width
/// there is 60,000 and 56,000): near-optimal, for a judge with time to spare (a wider beam
/// finds shorter paths and takes longer in proportion). Other boards, or should the beam fail,
/// as by `any_solution`.
pub fn any_near_solution(start: &AnyBoard, goal: &AnyBoard, beam: usize) -> Option<Vec<u8>> {
    let (w, h) = (start.width, start.height);
    if w == h && (w == 4 || w == 5) && reachable(&start.cells, &goal.cells, w) {
        let cells = |b: &AnyBoard| b.cells.iter().map(|&t| t as u8).collect::<Vec<u8>>();
        let mut tables = NearTables::new(w, &cells(goal));
        tables.beam = beam;
        if let Some(path) = tables.solve(&cells(start)) {
            return Some(path);
        }
    }
    any_solution(start, goal)
}

/// `any_solution` or `any_short_solution`, as `solve` finishes the board (a function passed,
/// so that a binary that never asks for the short one carries none of near.rs when bundled).
fn any_solve(
    start: &AnyBoard,
    goal: &AnyBoard,
    solve: fn(&mut AnySolver, &mut Vec<u8>),
) -> Option<Vec<u8>> {
    if !reachable(&start.cells, &goal.cells, start.width) {
        return None;
    }
    let (w, h, from, to) = (start.width, start.height, start.blank(), goal.blank());
    if w < 2 || h < 2 {
        let step = (to > from) as usize + if h == 1 { 2 } else { 0 };
        return Some(vec![b"UDLR"[step]; from.abs_diff(to)]);
    }
    // goal': the goal's blank walked down, then right, to the corner; `tail` walks it back.
    let (mut target, mut blank, mut tail) = (goal.cells.clone(), to, Vec::new());
    while blank + 1 < w * h {
        let step = if blank + w < w * h { w } else { 1 };
        target.swap(blank, blank + step);
        blank += step;
        tail.insert(0, if step == w { 0 } else { 2 });
    }
    let mut home = vec![0; w * h];
    for (cell, &t) in target.iter().enumerate() {
        home[t] = cell;
    }
    let mut solver = AnySolver::new(w, h, start.cells.iter().map(|&t| home[t]).collect());
    solve(&mut solver, &mut tail);
    for m in tail {
        any_push(&mut solver.moves, m);
    }
    Some(solver.moves.iter().map(|&m| b"UDLR"[m as usize]).collect())
}

/// Adds move `m` (an index of `ANY_STEPS`), or drops the last one if `m` undoes it.
fn any_push(moves: &mut Vec<u8>, m: u8) {
    if moves.last() == Some(&(m ^ 1)) {
        moves.pop();
    } else {
        moves.push(m);
    }
}

/// Breadth-first search over the states `0 .. count` from `start` to the first that `done`
/// accepts, `next` giving the states a move away: the states after `start`, the last accepted.
fn any_bfs(
    count: usize,
    start: usize,
    done: impl Fn(usize) -> bool,
    next: impl Fn(usize) -> [Option<usize>; 4],
) -> Option<Vec<usize>> {
    let mut back = vec![u32::MAX; count];
    back[start] = start as u32;
    let (mut queue, mut at) = (Vec::with_capacity(count), 0);
    queue.push(start);
    while let Some(&s) = queue.get(at) {
        at += 1;
        if done(s) {
            let (mut path, mut s) = (Vec::new(), s);
            while s != start {
                path.push(s);
                s = back[s] as usize;
            }
            path.reverse();
            return Some(path);
        }
        for t in next(s).iter().flatten().copied() {
            if back[t] == u32::MAX {
                back[t] = s as u32;
                queue.push(t);
            }
        }
    }
    None
}

/// The short solution's beams (`AnySolver::beam`): the most cells a region may have for the
/// head start (labels are bytes), the side the lines shrink a larger board's region to first
/// (its square within that), the boards its beam keeps a layer, and how many layers apart it
/// takes a place to start the lines from; the side of the last square (as wide as the board
/// where narrower, from 4), the most cells a board may have for it (and for the head start),
/// and the boards its beam keeps a layer (src/tools/runs/*/near-notebook.md, the latest last).
const ANY_BEAM_CELLS: usize = 256;
const ANY_BEAM_SIDE: usize = 16;
const ANY_BEAM: usize = 1_000;
const ANY_BEAM_EVERY: usize = 10;
const ANY_SQUARE: usize = 6;
const ANY_SQUARE_CELLS: usize = 400;
const ANY_SQUARE_BEAM: usize = 20_000;

/// A board in `AnySolver::beam`.
#[derive(Clone, Copy)]
struct AnyNode {
    labels: [u8; ANY_BEAM_CELLS],
    blank: usize,
    /// The move that made it (`ANY_STEPS`'s index; 4 for none).
    back: u8,
    rank: u32,
    hash: u64,
}

/// The sides of a tile, as the blank's moves: up, down, left, right (side ^ 1 is the opposite).
const ANY_STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
/// The ring of 8 cells round a tile, clockwise from above, and where each side is in it.
const ANY_RING: [(isize, isize); 8] =
    [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)];
const ANY_RING_AT: [usize; 4] = [0, 4, 6, 2];
/// A way of the blank round a tile: (moves, the ring's cells from where it starts, gain).
type AnyWay = (usize, [usize; 8], isize);

/// The board while it is solved: `lab[cell]` is the goal' cell of the tile there (so solved
/// when `lab[c] == c`), `pos` the inverse; the blank is the label of the last cell. `moves`
/// are indices of `ANY_STEPS`.
#[derive(Clone)]
struct AnySolver {
    w: usize,
    h: usize,
    lab: Vec<usize>,
    pos: Vec<usize>,
    fixed: Vec<bool>,
    /// The cell each label must reach: its own, except in a corner that ends on the goal.
    aim: Vec<usize>,
    moves: Vec<u8>,
    top: usize,
    left: usize,
}

/// What a step nearer their cells of the tiles left is worth, in half moves, when the way to
/// place a line is chosen; and in `tile_to`, a step nearer of a tile the blank moves.
const ANY_SPREAD_WEIGHT: usize = 3;
const ANY_GAIN_WEIGHT: isize = 2;

impl AnySolver {
    /// A W x H board to solve, `lab` its labels cell by cell (the blank's the last).
    fn new(w: usize, h: usize, lab: Vec<usize>) -> AnySolver {
        let mut pos = vec![0; w * h];
        for (cell, &l) in lab.iter().enumerate() {
            pos[l] = cell;
        }
        let (fixed, aim) = (vec![false; w * h], (0..w * h).collect());
        AnySolver { w, h, lab, pos, fixed, aim, moves: Vec::new(), top: 0, left: 0 }
    }

    fn blank(&self) -> usize {
        self.pos[self.w * self.h - 1]
    }

    /// How much nearer its cell the tile at `to` comes when the blank at `from` takes its place
    /// (-1 or 1): ways of the blank equally short are chosen by what they bring.
    fn gain(&self, from: usize, to: usize) -> isize {
        let (home, w) = (self.aim[self.lab[to]], self.w);
        let (h, t) = if from.abs_diff(to) == 1 { (home % w, to % w) } else { (home / w, to / w) };
        2 * ((h < t) == (from < to) && h != t) as isize - 1
    }

    /// The tiles' rows plus columns to their cells, over the region left.
    fn spread(&self) -> usize {
        let free = |&c: &usize| c != self.blank() && !self.fixed[c];
        let cells = (self.top * self.w..self.w * self.h).filter(free);
        cells.map(|c| self.dist(c, self.aim[self.lab[c]])).sum()
    }

    /// Rows plus columns between two cells.
    fn dist(&self, a: usize, b: usize) -> usize {
        grid_distance(a, b, self.w)
    }

    /// The cell `(dr, dc)` away from `cell`, if on the board and not placed.
    fn free(&self, cell: usize, (dr, dc): (isize, isize)) -> Option<usize> {
        let (r, c) = ((cell / self.w) as isize + dr, (cell % self.w) as isize + dc);
        let inside = (0..self.h as isize).contains(&r) && (0..self.w as isize).contains(&c);
        inside.then(|| r as usize * self.w + c as usize).filter(|&c| !self.fixed[c])
    }

    /// The free cells a step from `from` that are nearer `to`, by the sides of `ANY_STEPS`.
    fn toward(&self, from: usize, to: usize) -> [Option<usize>; 4] {
        let (w, f, t) = (self.w, (from / self.w, from % self.w), (to / self.w, to % self.w));
        let nearer = [t.0 < f.0, t.0 > f.0, t.1 < f.1, t.1 > f.1];
        let cells = [from.wrapping_sub(w), from + w, from.wrapping_sub(1), from + 1];
        std::array::from_fn(|k| Some(cells[k]).filter(|&c| nearer[k] && !self.fixed[c]))
    }

    /// The blank's open way round the tile at `cell` from side `from` to side `to` (all its ring
    /// free if `open`): the shorter, or of two as short the one that brings the tiles it moves
    /// nearer their cells.
    fn ring(&self, cell: usize, open: bool, from: usize, to: usize) -> Option<AnyWay> {
        let right = (ANY_RING_AT[to] + 8 - ANY_RING_AT[from]) % 8;
        let mut best: Option<AnyWay> = None;
        // The shorter way first: the longer is needed only when it is shut.
        for turn in if right > 4 { [7, 1] } else { [1, 7] } {
            // The ring's `k`-th cell from side `from`, `turn` 1 clockwise or 7 the other way.
            let (steps, ring) = (right * turn % 8, |k| (ANY_RING_AT[from] + k * turn) % 8);
            let shut = |k| self.free(cell, ANY_RING[ring(k)]).is_none();
            if best.map_or(false, |b| b.0 < steps) || !open && (1..=steps).any(shut) {
                continue;
            }
            let at: [usize; 8] = std::array::from_fn(|k| {
                let (dr, dc) = ANY_RING[ring(k)];
                (cell as isize + dr * self.w as isize + dc) as usize
            });
            let gain = (1..=steps).map(|k| self.gain(at[k - 1], at[k])).sum();
            if best.map_or(true, |b| gain > b.2) {
                best = Some((steps, at, gain));
            }
        }
        best
    }

    /// Moves the blank to the neighbouring cell `to`.
    fn go(&mut self, to: usize) {
        let (b, w) = (self.blank(), self.w);
        let m = [b.wrapping_sub(w), b + w, b.wrapping_sub(1)].iter().position(|&c| c == to);
        self.lab.swap(b, to);
        self.pos[self.lab[b]] = b;
        self.pos[self.lab[to]] = to;
        any_push(&mut self.moves, m.unwrap_or(3) as u8);
    }

    /// Solves the board: lines down to a corner of at most 3 x 3, solved exactly.
    fn solve(&mut self, tail: &mut Vec<u8>) {
        self.shrink_to(3);
        self.finish_corner(tail);
    }

    /// Solves the board as `solve` does, but shorter, on a board of at most 400 cells: lines
    /// down to a region of at most 16 x 16 (none on a board of at most 256 cells), a head start
    /// there (`head_start`), lines down to the last square, solved by a beam search
    /// (`finish_square`); should the beam fail, on a board less than 4 wide (after its head
    /// start) or on a larger board, `solve`.
    fn solve_short(&mut self, tail: &mut Vec<u8>) {
        let side = self.w.min(self.h).min(ANY_SQUARE);
        if self.w * self.h <= ANY_SQUARE_CELLS {
            if self.w * self.h > ANY_BEAM_CELLS {
                self.shrink_to(ANY_BEAM_SIDE);
            }
            if (self.w - self.left).max(self.h - self.top) > side {
                self.head_start();
            }
            if side >= 4 {
                self.shrink_to(side);
                if self.finish_square() {
                    return;
                }
            }
        }
        self.solve(tail);
    }

    /// The region left (the bottom-right `w - left` x `h - top` cells) as a board of its own,
    /// so that a beam over it keeps no placed cell in its boards; its moves are the board's.
    fn region(&self) -> AnySolver {
        let (rw, w) = (self.w - self.left, self.w);
        let cell = |k: usize| (self.top + k / rw) * w + self.left + k % rw;
        let place = |label: usize| (label / w - self.top) * rw + label % w - self.left;
        let labels = (0..rw * (self.h - self.top)).map(|k| place(self.lab[cell(k)])).collect();
        AnySolver::new(rw, self.h - self.top, labels)
    }

    /// near.rs's beam over the board as it stands (of at most 256 cells, none placed: a
    /// `region`), `width` boards a layer, ranked as near.rs ranks but by the Manhattan
    /// distance: the tiles' rows and columns to go, plus two for each pair in their goal line
    /// in the wrong order (0 on goal' alone); ties by hash, to no board in particular.
    /// `done(layer, layers, reached)` as `near_beam`'s, `reached` whether goal' was offered for
    /// the layer.
    fn beam(
        &self,
        width: usize,
        mut done: impl FnMut(&[AnyNode], usize, bool) -> bool,
    ) -> Vec<Vec<u32>> {
        let (w, n, blank) = (self.w, self.w * self.h, (self.w * self.h - 1) as u8);
        let line = |l: usize| if l + 1 == n { (usize::MAX, usize::MAX) } else { (l / w, l % w) };
        let home: Vec<_> = (0..n).map(line).collect();
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let keys: Vec<u64> = (0..n * n).map(|_| random()).collect();
        let key = |tile: u8, cell: usize| keys[tile as usize * n + cell];
        let moved = |hash: u64, tile: u8, from: usize, to: usize| {
            hash ^ key(tile, to) ^ key(tile, from) ^ key(blank, to) ^ key(blank, from)
        };
        let (blank_at, labels) = (self.blank(), [0u8; ANY_BEAM_CELLS]);
        let mut start = AnyNode { labels, blank: blank_at, back: 4, rank: 0, hash: 0 };
        for (cell, &label) in self.lab.iter().enumerate() {
            start.labels[cell] = label as u8;
            start.hash ^= key(label as u8, cell);
        }
        let crossings = |cells: &[u8], tile: u8, cell: usize, column: bool| {
            line_crossings(&cells[..n], &home, w, tile as usize, cell, column)
        };
        let far = |tile: u8, cell: usize| self.dist(tile as usize, cell) as u32;
        let cells = start.labels;
        let tiles = (0..n).filter(|&c| cells[c] != blank);
        let rank = |c: usize| {
            far(cells[c], c)
                + crossings(&cells, cells[c], c, false)
                + crossings(&cells, cells[c], c, true)
        };
        start.rank = tiles.map(rank).sum();
        let (mut seen, reached) = (NearSeen::empty(), std::cell::Cell::new(false));
        seen.first(start.hash);
        // (a pair's two tiles both count it; the blank's cell and the tile's lie on no line the
        // move changes, so the board before the move serves)
        let cost = |cells: &[u8], tile, cell, column| {
            far(tile, cell) + 2 * crossings(cells, tile, cell, column)
        };
        let offer = |node: &AnyNode, children: &mut Vec<NearChild>| {
            let (cells, from) = (&node.labels, node.blank);
            for mv in (0..4).filter(|&mv| mv ^ 1 != node.back) {
                if let Some(to) = self.free(from, ANY_STEPS[mv as usize]) {
                    let (tile, column) = (cells[to], mv >= 2);
                    let rank =
                        node.rank + cost(cells, tile, from, column) - cost(cells, tile, to, column);
                    let hash = moved(node.hash, tile, from, to);
                    if seen.first(hash) {
                        reached.set(reached.get() || rank == 0);
                        // (a rank past 16 bits, on a long thin board, ties with the rest)
                        let tied = rank.min(0xffff) << 16 | (hash >> 48) as u32;
                        children.push((tied, mv, rank));
                    }
                }
            }
        };
        let make = |node: &AnyNode, mv: u8, rank: u32| {
            let (mut labels, from) = (node.labels, node.blank);
            let to = self.free(from, ANY_STEPS[mv as usize]).unwrap_or(from);
            labels.swap(from, to);
            let hash = moved(node.hash, labels[from], from, to);
            AnyNode { labels, blank: to, back: mv, rank, hash }
        };
        near_beam(start, width, offer, make, |layer, layers| done(layer, layers, reached.get()))
    }

    /// Makes the moves to board `at` of the last layer of `links` (`beam`'s).
    fn follow(&mut self, links: &[Vec<u32>], at: usize) {
        for mv in near_way(links, at) {
            let to = self.free(self.blank(), ANY_STEPS[mv as usize]);
            self.go(to.unwrap_or(self.blank()));
        }
    }

    /// A head start before the lines: `beam` over the `region` left, `ANY_BEAM` boards a layer,
    /// aiming at no board in particular, brings many tiles home together where the lines take
    /// one at a time. Every `ANY_BEAM_EVERY` layers its best board is a place the lines could
    /// start from, until three in a row rank no better than the best before them; kept is the
    /// place (the start among them) whose moves plus those of the lines after it (`solve`, on
    /// a copy) are fewest.
    fn head_start(&mut self) {
        let (mut places, mut best, mut worse) = (Vec::new(), u32::MAX, 0);
        let done = |layer: &[AnyNode], layers: usize, _| {
            // (on a small board every board may have been seen: the layer is then empty)
            let at = (0..layer.len()).min_by_key(|&k| layer[k].rank);
            if let (0, Some(at)) = (layers % ANY_BEAM_EVERY, at) {
                places.push((layers, at, layer[at].labels));
                worse = if layer[at].rank < best { 0 } else { worse + 1 };
                best = best.min(layer[at].rank);
            }
            worse == 3 || best == 0 || at.is_none()
        };
        let region = self.region();
        let links = region.beam(ANY_BEAM, done);
        let lines = |&(layers, _, cells): &(usize, usize, [u8; ANY_BEAM_CELLS])| {
            let mut trial = region.clone();
            for (cell, &label) in cells[..region.w * region.h].iter().enumerate() {
                trial.lab[cell] = label as usize;
                trial.pos[label as usize] = cell;
            }
            trial.solve(&mut Vec::new());
            layers + trial.moves.len()
        };
        if let Some(&(layers, at, _)) = places.iter().min_by_key(|place| lines(place)) {
            self.follow(&links[..layers], at);
        }
    }

    /// Solves the square left, in the bottom-right corner, to goal' by `beam`,
    /// `ANY_SQUARE_BEAM` boards a layer, on a board of the square alone. Like near.rs's
    /// search, the beam gives up past twice the start's rank and a row per cell of layers (it
    /// could wander for ever): false then, and nothing moved.
    fn finish_square(&mut self) -> bool {
        let side = self.w - self.left;
        let (mut most, mut solved) = (0, None);
        let done = |layer: &[AnyNode], layers: usize, reached| {
            if layers == 0 {
                most = 2 * layer[0].rank as usize + side * side * side;
            }
            // (the start may be goal' already: then no move)
            if reached || layers == 0 {
                solved = layer.iter().position(|node| node.rank == 0);
            }
            solved.is_some() || layers > most
        };
        let links = self.region().beam(ANY_SQUARE_BEAM, done);
        match solved {
            Some(at) => self.follow(&links, at),
            None => return false,
        }
        true
    }

    /// Places lines until the region left is at most `last` x `last`; when `last` is more
    /// than 3, a line goes only while the square of `last` stays whole.
    fn shrink_to(&mut self, last: usize) {
        loop {
            let (rows, cols) = (self.h - self.top, self.w - self.left);
            if rows <= last && cols <= last {
                break;
            }
            // The ways to place the next line: by row or column, either way round. A line goes
            // only while the region stays at least 2 across and not much longer than wide.
            if rows * cols > 400 {
                self.place_line(rows >= cols, Some(false), 0, rows.min(cols) - 1);
                continue;
            }
            // Each way is tried on a copy; kept is the one with the fewest moves, and the tiles
            // left nearest their cells, each row or column to go counted as 1.5 moves.
            let (mut moves, mut trials) = (std::mem::take(&mut self.moves), Vec::new());
            for by_row in [true, false] {
                let (long, short) = if by_row { (rows, cols) } else { (cols, rows) };
                if long >= 3 && long + 1 >= short && (last == 3 || long > last) {
                    let mut trial = self.clone();
                    let other = trial.place_line(by_row, None, 0, short - 1);
                    trials.extend(Some(trial).into_iter().chain(other));
                }
            }
            let score = |t: &AnySolver| 2 * t.moves.len() + ANY_SPREAD_WEIGHT * t.spread();
            let best = trials.into_iter().min_by_key(score);
            if let Some(best) = best {
                *self = best;
            }
            for m in std::mem::take(&mut self.moves) {
                any_push(&mut moves, m);
            }
            self.moves = moves;
        }
    }

    /// Places the region's top row (`by_row`) or left column, cells `lo ..= hi` left, the other
    /// way round if `reverse` (ties and the last two's parts go to the other end), fixes it and
    /// shrinks the region; if None both, alike until they part: a copy goes on the other way
    /// round and is returned.
    fn place_line(
        &mut self,
        by_row: bool,
        reverse: Option<bool>,
        mut lo: usize,
        mut hi: usize,
    ) -> Option<Self> {
        let (top, left, w, back) = (self.top, self.left, self.w, reverse == Some(true));
        let len = if by_row { w - left } else { self.h - top };
        // The cell `along` the line and `across` from it into the region.
        let cell = move |along: usize, across: usize| {
            let (r, c) = if by_row { (across, along) } else { (along, across) };
            (top + r) * w + left + c
        };
        // The cells are placed from both ends inwards (a cell between two placed ones could
        // be reached only through the tile meant for it): the end whose tile is cheaper, the
        // blank's walk to it and the tile's rows and columns to go.
        let cost = |s: &AnySolver, c: usize| s.dist(s.blank(), s.pos[c]) + s.dist(s.pos[c], c);
        while hi - lo >= 2 {
            let (first, last) = (cell(lo, 0), cell(hi, 0));
            let (to_first, to_last) = (cost(self, first), cost(self, last));
            if to_first == to_last && reverse.is_none() {
                break;
            }
            let at_first = to_first + back as usize <= to_last;
            let home = if at_first { first } else { last };
            lo += at_first as usize;
            hi -= !at_first as usize;
            self.tile_to(home, home);
            self.fixed[home] = true;
        }
        if reverse.is_none() {
            let mut other = self.clone();
            other.place_line(by_row, Some(true), lo, hi);
            self.place_line(by_row, Some(false), lo, hi);
            return Some(other);
        }
        // The last two: `a` parked in `b`'s cell, `b` brought near, then both together.
        let (from, to) = (lo.saturating_sub(1), (hi + 2).min(len));
        let (a, b) = if back { (hi, lo) } else { (lo, hi) };
        let window: Vec<usize> = (from..to)
            .map(|along| if back { from + to - 1 - along } else { along })
            .flat_map(|along| (0..3).map(move |across| cell(along, across)))
            .filter(|&c| !self.fixed[c])
            .collect();
        let (a, b, near) = (cell(a, 0), cell(b, 0), cell(b, 1));
        if self.pos[a] != a || self.pos[b] != b {
            self.tile_to(a, b);
            if !window.contains(&self.pos[b]) {
                self.fixed[b] = true;
                self.tile_to(b, near);
                self.fixed[b] = false;
            }
            self.pair(a, b, &window);
        }
        self.fixed[a] = true;
        self.fixed[b] = true;
        self.top += by_row as usize;
        self.left += !by_row as usize;
        None
    }

    /// Walks the blank to `to` over free cells: a step nearer while one is open (the one
    /// whose tile comes nearer its cell, else the one on the axis with more to go), then by
    /// breadth-first search. False if it cannot get there.
    fn blank_to(&mut self, to: usize) -> bool {
        while self.blank() != to {
            let b = self.blank();
            let more = (b / self.w).abs_diff(to / self.w) >= (b % self.w).abs_diff(to % self.w);
            let score = |&(k, c): &(usize, usize)| 2 * self.gain(b, c) + ((k < 2) == more) as isize;
            let toward = self.toward(b, to);
            let next = (0..4).filter_map(|k| toward[k].map(|c| (k, c))).max_by_key(score);
            if let Some((_, next)) = next {
                self.go(next);
                continue;
            }
            let next = |c| ANY_STEPS.map(|step| self.free(c, step));
            let path = any_bfs(self.w * self.h, b, |c| c == to, next);
            path.iter().flatten().for_each(|&c| self.go(c));
            return path.is_some();
        }
        true
    }

    /// Brings the tile labelled `tile` to `to` (not placed), a step nearer at a time, the blank
    /// taking the cheapest way to the side it must push from (round the tile when the ring is
    /// open, else by search; ties to the axis with more to go). A step nearer is always open:
    /// the region is a rectangle at least 2 lines across less a part of its first line, and
    /// the cell the tile leaves never cuts it.
    fn tile_to(&mut self, tile: usize, to: usize) {
        let w = self.w;
        while self.pos[tile] != to {
            let (t, blank) = (self.pos[tile], self.blank());
            let (r, c) = (t / w, t % w);
            let (dr, dc) = ((to / w).abs_diff(r), (to % w).abs_diff(c));
            // (inside the region's lines after the first two, no cell of the ring is placed)
            let open = r >= self.top + 2 && c >= self.left + 2 && r + 1 < self.h && c + 1 < w;
            let side = self.toward(t, blank).iter().position(|&c| c == Some(blank));
            let fronts = self.toward(t, to);
            let step = |dir: usize| {
                let front = fronts[dir]?;
                let way = side.filter(|&s| s != dir).and_then(|s| self.ring(t, open, s, dir));
                // The moves less what they bring the tiles they move, in half moves; ties go
                // to the axis with more to go.
                let cost = match (side, way) {
                    (_, Some((steps, _, gain))) => 2 * steps as isize - ANY_GAIN_WEIGHT * gain,
                    (Some(side), None) => 16 * (side != dir) as isize,
                    (None, None) => 2 * self.dist(blank, front) as isize,
                };
                let more = if dir < 2 { dr < dc } else { dc < dr };
                Some((2 * cost + 2 * more as isize, dir, front, way))
            };
            let (_, dir, front, way) = match (0..4).filter_map(step).min_by_key(|s| s.0) {
                Some(step) => step,
                None => return,
            };
            if let Some((steps, at, _)) = way {
                at[1..=steps].iter().for_each(|&c| self.go(c));
            } else if side != Some(dir) {
                self.fixed[t] = true;
                let reached = self.blank_to(front);
                self.fixed[t] = false;
                if !reached {
                    return;
                }
            }
            self.go(t);
        }
    }

    /// Puts tiles `a` and `b` home (each labelled by its home), both in `window` with the
    /// blank brought there too: breadth-first over (a's cell, b's cell, blank's cell).
    fn pair(&mut self, a: usize, b: usize, window: &[usize]) {
        let (pa, pb, from) = (self.pos[a], self.pos[b], self.blank());
        let open = window.iter().filter(|&&c| c != pa && c != pb);
        if let Some(&to) = open.min_by_key(|&&c| self.dist(from, c)) {
            self.fixed[pa] = true;
            self.fixed[pb] = true;
            self.blank_to(to);
            self.fixed[pa] = false;
            self.fixed[pb] = false;
        }
        let k = window.len();
        let at = |cell: usize| window.iter().position(|&c| c == cell);
        let index = |cell: usize| at(cell).unwrap_or(0);
        // The window's cell a step away from each, if any.
        let next: Vec<_> =
            window.iter().map(|&c| ANY_STEPS.map(|s| self.free(c, s).and_then(at))).collect();
        let code = |x: usize, y: usize, z: usize| (x * k + y) * k + z;
        let start = code(index(self.pos[a]), index(self.pos[b]), index(self.blank()));
        let goal = index(a) * k + index(b);
        let done = |s: usize| s / k == goal;
        let moved = |s: usize| {
            let (x, y, z) = (s / (k * k), s / k % k, s % k);
            let step =
                |to: usize| code(if x == to { z } else { x }, if y == to { z } else { y }, to);
            next[z].map(|to| to.map(step))
        };
        let path = any_bfs(k * k * k, start, done, moved).unwrap_or_default();
        path.into_iter().for_each(|s| self.go(window[s % k]));
    }

    /// Solves the corner left (at most 3 x 3) by IDA* with the Manhattan distance: to goal',
    /// or to the goal itself when the walk `tail` from the corner to the goal's blank stays in
    /// the corner (then the search finds the shortest way there, and `tail` is emptied).
    fn finish_corner(&mut self, tail: &mut Vec<u8>) {
        let (rw, rh, n) = (self.w - self.left, self.h - self.top, self.w * self.h);
        let ups = tail.iter().filter(|&&m| m == 0).count();
        if ups < rh && tail.len() - ups < rw {
            let mut blank = n - 1;
            for &m in tail.iter() {
                let next = if m == 0 { blank - self.w } else { blank - 1 };
                self.aim[next] = blank;
                blank = next;
            }
            tail.clear();
        }
        let estimate = self.spread();
        let mut bound = estimate;
        while let Some(more) = self.deepen(bound, estimate, 4) {
            bound += more;
        }
    }

    /// One round of IDA* with `budget` moves left, the estimate `estimate`, the last move
    /// `last`: None when solved (the moves made), else the least the budget fell short by.
    fn deepen(&mut self, budget: usize, estimate: usize, last: usize) -> Option<usize> {
        if estimate == 0 {
            return None;
        }
        let (blank, mut least) = (self.blank(), usize::MAX);
        for step in (0..4).filter(|&s| s ^ 1 != last) {
            if let Some(to) = self.free(blank, ANY_STEPS[step]) {
                // (a move past the budget is not made)
                let next = (estimate as isize - self.gain(blank, to)) as usize;
                if next >= budget {
                    least = least.min(next + 1 - budget);
                    continue;
                }
                self.go(to);
                least = least.min(self.deepen(budget - 1, next, step)?);
                self.go(blank);
            }
        }
        Some(least)
    }
}

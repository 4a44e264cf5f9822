// Sliding puzzles on any rectangle, to `include!` or paste whole into a judge (std only, Rust
// 1.63+). Include io.rs first (its `Scanner` reads the input, its `run` is each binary's
// `main`), then grid.rs (cells, ways, the parity rule `reachable`, `line_conflicts`). It shares
// no name with the other cores.
//
// One search for every W x H board from 2 x 2 to 10 x 10 and any goal (tiles 1 .. WH - 1 and
// the blank 0, wherever the goal puts them): IDA* with Manhattan distance plus linear conflict,
// both measured against that goal.
// 1. Reading: `Scanner::tiles` (numbers and a blank word such as `X`), `Scanner::symbols` (one
//    character a cell, as `.ABC` or `-123`).
// 2. Reachability: grid.rs's `reachable`, parity alone, decided before any search.
// 3. Estimate: `scatter` is the Manhattan distance (every move brings one tile one
//    step, so the scatter never exceeds the moves left); linear conflict (grid.rs's
//    `line_conflicts`) adds 2 for each tile that must leave its goal row or column so that the
//    others there can pass.
// 4. Search: `Rectangle::least_moves`, depth-first to a bound on moves + estimate, the bound
//    raised to the least value that went over it; never undoing the last move; one board moved
//    in place. A move changes the Manhattan distance by one and the conflicts of at most one
//    line (only a tile entering or leaving its own goal line can change them), so the estimate
//    is updated by one line scan of at most 10 cells, or none. `least_moves_within` gives up
//    after a budget of boards.
// 5. Shortening: `shortened`, any path made shorter stretch by stretch, each stretch of a
//    window's moves replaced by a shortest way between its ends where IDA* finds one within
//    its budget (scripts/bench --near runs it on near.rs's beam paths).
// scripts/bench measures the binaries that use it beside an empty program (src/tools/runs/).
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Reading ==========

impl Scanner<'_> {
    /// `count` cells as whole numbers 1 to count - 1, each once, and one blank written as any
    /// word of `blank` (`["X", "x"]`; `["0"]` where 0 is the blank). The blank is 0 in the
    /// result. `what` names the board in errors.
    pub fn tiles(&mut self, count: usize, blank: &[&str], what: &str) -> Result<Vec<u8>, String> {
        let mut cells = Vec::with_capacity(count);
        let mut seen = vec![false; count];
        for _ in 0..count {
            self.at_end();
            let at = self.pos;
            let word = self.word();
            let tile = if blank.contains(&word) {
                self.pos += word.len();
                0
            } else if word.is_empty() {
                let why = format!("{what} is incomplete: the input ends before {count} cells");
                return Err(self.error(&why));
            } else {
                self.number(&format!("a tile of {what}"), 1, count - 1)?
            };
            if std::mem::replace(&mut seen[tile], true) {
                self.pos = at;
                let name = if tile == 0 { "the blank".to_string() } else { format!("tile {tile}") };
                return Err(self.error(&format!("{what}: {name} appears twice")));
            }
            cells.push(tile as u8);
        }
        Ok(cells)
    }

    /// `count` cells written one character each (whitespace between them is skipped), each a
    /// character of `alphabet`, each once: the result holds each one's place in `alphabet`
    /// (so its first character, the blank, is 0).
    pub fn symbols(&mut self, count: usize, alphabet: &str) -> Result<Vec<u8>, String> {
        let mut cells = Vec::with_capacity(count);
        let mut seen = vec![false; alphabet.len()];
        for _ in 0..count {
            if self.at_end() {
                let why = format!("the board is incomplete: the input ends before {count} cells");
                return Err(self.error(&why));
            }
            let c = self.text[self.pos..].chars().next().unwrap_or(' ');
            let place = match alphabet.find(c) {
                Some(place) => place,
                None => {
                    let why = format!("{:?} is not a cell: the cells are {alphabet:?}", c);
                    return Err(self.error(&why));
                }
            };
            if std::mem::replace(&mut seen[place], true) {
                return Err(self.error(&format!("{c:?} appears twice")));
            }
            self.pos += c.len_utf8();
            cells.push(place as u8);
        }
        Ok(cells)
    }
}

// 3. Estimate ==========

/// The scatter: the sum over the tiles (not the blank) of rows plus columns to their goal
/// cells (`home`, from `homes`) on a grid `width` wide, grid.rs's `grid_manhattan`. A lower
/// bound on the moves left, since a move brings one tile one step.
pub fn scatter(board: &[u8], home: &[usize], width: usize) -> u32 {
    grid_manhattan(board, home, width) as u32
}

/// A goal on a `width` x `height` grid, and what the estimate needs to know of it.
pub struct Rectangle {
    width: usize,
    height: usize,
    /// The goal cell of each tile.
    home: Vec<usize>,
    /// The cells next to each cell (`usize::MAX`: none), in the order up, down, left, right.
    next: Vec<[usize; 4]>,
}

impl Rectangle {
    /// `goal` (0 .. cells - 1 once each, 0 the blank) on a grid `width` wide.
    pub fn new(goal: &[u8], width: usize) -> Rectangle {
        let (cells, height, home) = (goal.len(), goal.len() / width, homes(goal));
        let next = (0..cells)
            .map(|c| [UP, DOWN, LEFT, RIGHT].map(|way| neighbour(c, way, width, cells)))
            .map(|cells| cells.map(|cell| cell.unwrap_or(usize::MAX)))
            .collect();
        Rectangle { width, height, home, next }
    }

    /// The goal's scatter of `board`: `scatter`.
    pub fn scatter(&self, board: &[u8]) -> u32 {
        scatter(board, &self.home, self.width)
    }

    /// The extra moves of line `line` (rows 0 .. height, then the columns): grid.rs's
    /// `line_conflicts` of the goal cells of the tiles there that belong there.
    fn line_conflicts(&self, board: &[u8], line: usize) -> u32 {
        let w = self.width;
        let (first, step, count) = match line < self.height {
            true => (line * w, 1, w),
            false => (line - self.height, w, self.height),
        };
        let (mut places, mut tiles) = ([0u8; 10], 0);
        for cell in (first..).step_by(step).take(count) {
            let tile = board[cell];
            if tile != 0 && self.in_line(self.home[tile as usize], line) {
                places[tiles] = self.home[tile as usize] as u8; // cells at most 10 x 10
                tiles += 1;
            }
        }
        line_conflicts(&places, tiles)
    }

    /// Whether `cell` lies in `line`.
    fn in_line(&self, cell: usize, line: usize) -> bool {
        match line < self.height {
            true => cell / self.width == line,
            false => cell % self.width == line - self.height,
        }
    }

    /// The estimate the search uses: the scatter plus linear conflict. Never above the moves
    /// left (tested against breadth-first search on every small board).
    pub fn estimate(&self, board: &[u8]) -> u32 {
        let lines = (0..self.height + self.width).map(|l| self.line_conflicts(board, l));
        self.scatter(board) + lines.sum::<u32>()
    }

    // 4. Search ==========

    /// A shortest way from `start` to the goal if one has at most `limit` moves: the cells the
    /// blank visits, in order. Decide grid.rs's `reachable` first: the search cannot tell an
    /// unreachable goal from a far one, and would try every board within the limit.
    ///
    /// # Complexity
    /// Memory O(moves). Time: the boards whose moves + estimate stay within the bound, about
    /// 2 to 3 times more for each two moves the estimate misses.
    pub fn least_moves(&self, start: &[u8], limit: u32) -> Option<Vec<usize>> {
        self.least_moves_within(start, limit, usize::MAX)
    }

    /// `least_moves`, but `None` too once the search has looked at `budget` boards.
    pub fn least_moves_within(
        &self,
        start: &[u8],
        limit: u32,
        budget: usize,
    ) -> Option<Vec<usize>> {
        let mut search = RectSearch {
            budget,
            rectangle: self,
            board: start.to_vec(),
            blank: blank_cell(start),
            lines: (0..self.height + self.width).map(|l| self.line_conflicts(start, l)).collect(),
            bound: self.estimate(start),
            path: Vec::new(),
        };
        let scatter = self.scatter(start);
        let extra = search.lines.iter().sum();
        while search.bound <= limit && search.budget > 0 {
            match search.descend(0, scatter, extra, usize::MAX) {
                None => {
                    search.path.reverse();
                    return Some(search.path);
                }
                Some(next) => search.bound = next,
            }
        }
        None
    }
}

/// One IDA* search: the board, moved in place and back, with each line's conflicts.
struct RectSearch<'a> {
    rectangle: &'a Rectangle,
    /// The boards the search may still look at.
    budget: usize,
    board: Vec<u8>,
    blank: usize,
    lines: Vec<u32>,
    bound: u32,
    /// The blank's cells, last first, once the goal is found.
    path: Vec<usize>,
}

impl RectSearch<'_> {
    /// Searches on after `moves` moves, the blank come from `came`: `None` once the goal is
    /// reached, else the least moves + estimate that went over the bound.
    fn descend(&mut self, moves: u32, scatter: u32, extra: u32, came: usize) -> Option<u32> {
        if scatter == 0 {
            return None; // every tile home, so the blank too
        }
        if self.budget == 0 {
            return Some(u32::MAX); // out of budget: `least_moves_within` gives up
        }
        self.budget -= 1;
        let r = self.rectangle;
        let (w, blank) = (r.width, self.blank);
        let mut least = u32::MAX;
        for cell in r.next[blank] {
            if cell == usize::MAX || cell == came {
                continue;
            }
            let tile = self.board[cell];
            let home = r.home[tile as usize];
            let scatter = scatter + grid_distance(blank, home, w) as u32
                - grid_distance(cell, home, w) as u32;
            // Along a row the tile changes column; along a column, row. Only its goal line's
            // conflicts can change, and only if it enters or leaves it.
            let (from, to) = match cell / w == blank / w {
                true => (r.height + cell % w, r.height + blank % w),
                false => (cell / w, blank / w),
            };
            let line = match (r.in_line(home, from), r.in_line(home, to)) {
                (true, _) => from,
                (_, true) => to,
                _ => usize::MAX,
            };
            self.board[blank] = tile;
            self.board[cell] = 0;
            let (old, mut extra) = (self.lines.get(line).copied().unwrap_or(0), extra);
            if line != usize::MAX {
                self.lines[line] = r.line_conflicts(&self.board, line);
                extra = extra + self.lines[line] - old;
            }
            let f = moves + 1 + scatter + extra;
            let found = if f > self.bound {
                Some(f) // cut before the call: most children are
            } else {
                self.blank = cell;
                let found = self.descend(moves + 1, scatter, extra, blank);
                self.blank = blank;
                found
            };
            if line != usize::MAX {
                self.lines[line] = old;
            }
            self.board[cell] = tile;
            self.board[blank] = 0;
            match found {
                None => {
                    self.path.push(cell);
                    return None;
                }
                Some(f) => least = least.min(f),
            }
        }
        Some(least)
    }
}

// 5. Shortening ==========

/// `path` (the blank's moves `U D L R` from `start`, on a grid `width` wide, to any board)
/// made shorter where a stretch of it is not a shortest way: each stretch of `window` moves in
/// turn, where IDA* finds a shorter way between the boards at its two ends within `budget`
/// boards, is replaced by it. The end board is the same; the path is never longer.
pub fn shortened(width: usize, start: &[u8], path: &[u8], window: usize, budget: usize) -> Vec<u8> {
    let (n, mut path) = (start.len(), path.to_vec());
    let moved = |board: &mut Vec<u8>, letters: &[u8]| {
        for &letter in letters {
            let blank = blank_cell(board);
            if let Some(way) = way_named(letter.to_ascii_lowercase()) {
                slide_blank(board, blank, way, width);
            }
        }
    };
    let (mut board, mut at) = (start.to_vec(), 0);
    while at + window <= path.len() {
        let mut end = board.clone();
        moved(&mut end, &path[at..at + window]);
        let found =
            Rectangle::new(&end, width).least_moves_within(&board, window as u32 - 1, budget);
        match found {
            Some(cells) => {
                let mut blank = blank_cell(&board);
                let mut letters = Vec::new();
                for cell in cells {
                    let way = (0..4).find(|&way| neighbour(blank, way, width, n) == Some(cell));
                    letters.push(WAY_NAMES[way.unwrap_or(0)].to_ascii_uppercase());
                    blank = cell;
                }
                path.splice(at..at + window, letters);
            }
            None => {
                moved(&mut board, &path[at..at + 1]);
                at += 1;
            }
        }
    }
    path
}

// Eight-puzzle core, to `include!` or paste whole into a judge (std only, Rust 1.63+).
// Include io.rs first (its `Scanner` reads the input, its `run` is each binary's `main`), then
// grid.rs (cells, ways, the parity rule `reachable`, linear conflict's `line_conflicts`).
// 1. Board: moves of the blank (u d l r, grid.rs's `WAY_NAMES`), the tie order.
// 2. Parsing: boards, for io.rs's `Scanner`. 3. Ranking: `rank`.
// 4. Search: `distance_table`, one BFS from a goal, a byte per board; `descend` reads off the
// smallest shortest path; `Solver` relabels any goal to one of nine, and searches (`ida_star`)
// while a table would not pay. 5. Output: grids.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Board ==========

/// Nine cells, row by row; 0 is the blank.
pub type Board = [u8; 9];

/// The tie order of POJ 1077 and the textbook: up, down, left, right.
pub const UDLR: [u8; 4] = WAY_NAMES;

/// The board after the blank moves `letter` (u d l r), if it stays on the board.
pub fn apply_move(board: &Board, letter: u8) -> Option<Board> {
    let (blank, mut next) = (blank_cell(board), *board);
    next.swap(blank, blank_target(blank, letter)?);
    Some(next)
}

/// The cell the blank at `blank` moves to by `letter` (u d l r), if that is on the board.
pub fn blank_target(blank: usize, letter: u8) -> Option<usize> {
    neighbour(blank, way_named(letter)?, 3, 9)
}

// 2. Parsing ==========

/// Boards, read forgivingly by the `Scanner` of io.rs: a cell is a character (1-8; 0, x or X),
/// cells apart or not.
impl Scanner<'_> {
    /// The next board; errors give its number in the input.
    pub fn board(&mut self) -> Result<Board, String> {
        self.boards += 1;
        let n = self.boards;
        let mut board = [0u8; 9];
        for cell in 0..9 {
            if self.at_end() {
                return Err(self.error(&match cell {
                    0 => format!("expected board {n}, found the end of the input"),
                    _ => format!("board {n} is incomplete: the input ends after {cell} of 9 cells"),
                }));
            }
            let c = self.text[self.pos..].chars().next().unwrap_or(' ');
            board[cell] = match c {
                '1'..='8' => c as u8 - b'0',
                '0' | 'x' | 'X' => 0,
                _ => {
                    return Err(
                        self.error(&format!("{c:?} is not a cell of board {n} (1-8, or 0 x X)"))
                    )
                }
            };
            if board[..cell].contains(&board[cell]) {
                let which = match board[cell] {
                    0 => "the blank".to_string(),
                    tile => format!("tile {tile}"),
                };
                return Err(self.error(&format!("board {n} has {which} twice")));
            }
            self.pos += 1;
        }
        match self.text[self.pos..].chars().next() {
            Some(c) if c.is_ascii_alphanumeric() => {
                Err(self.error(&format!("board {n} has more than 9 cells")))
            }
            Some(c) if !c.is_ascii() || !is_space(c as u8) => {
                Err(self.error(&format!("unexpected {c:?} right after board {n}")))
            }
            _ => Ok(board),
        }
    }

    /// Boards until the end of the input; at least one.
    pub fn boards_to_end(&mut self) -> Result<Vec<Board>, String> {
        let mut boards = Vec::new();
        while !self.at_end() {
            boards.push(self.board()?);
        }
        if boards.is_empty() {
            return Err(self.error("the input holds no board"));
        }
        Ok(boards)
    }

    /// Input of exactly `n` boards.
    pub fn exactly(input: &[u8], n: usize) -> Result<Vec<Board>, String> {
        let mut scanner = Scanner::new(input)?;
        let boards = (0..n).map(|_| scanner.board()).collect::<Result<_, _>>()?;
        scanner.finish().map(|_| boards)
    }

    /// A count, then that many cases of `per_case` boards: the boards.
    pub fn counted(input: &[u8], per_case: usize) -> Result<Vec<Board>, String> {
        let mut scanner = Scanner::new(input)?;
        let cases = scanner.number("the number of cases", 0, usize::MAX)?;
        let mut boards = Vec::new();
        for case in 1..=cases {
            for _ in 0..per_case {
                boards.push(scanner.board().map_err(|e| format!("case {case} of {cases}: {e}"))?);
            }
        }
        scanner.finish().map(|_| boards)
    }
}

// 3. Ranking ==========

pub const STATES: usize = 362_880; // boards: 9!
const FACT: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5040, 40_320];

/// A perfect rank in `0..STATES`: blank cell * 8! + R, where R is the Lehmer code of the tiles
/// read row by row (for each tile, how many smaller tiles follow it: the digits of a number in
/// the factorial base). The search never ranks a board: it steps R itself (section 4).
pub fn rank(board: &Board) -> usize {
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let mut r = 0;
    for (k, &tile) in tiles.iter().enumerate() {
        r += tiles[k + 1..].iter().filter(|&&later| later < tile).count() * FACT[7 - k];
    }
    blank_cell(board) * FACT[8] + r
}

// 4. Search ==========

/// Entries in a distance table: the boards of one parity, 9!/2, a board at rank / 2 (ranks 2k
/// and 2k+1 differ in the order of the last two tiles, so in parity).
pub const TABLE_LEN: usize = STATES / 2;

/// Moves to `goal` from the 9!/2 boards that reach it, by rank / 2: one breadth-first
/// search, 177 KiB. How it is fast (each idea measured; the README has the figures):
/// - No board is built: a board is its blank cell and R, the Lehmer code of its tiles (its rank
///   is blank * 8! + R). A sideways move keeps R. A vertical move carries one tile past the next
///   two in the tile sequence, so only three Lehmer digits change, and R gains a Δ that depends
///   on the move and those digits alone: one division, one lookup (`VERTICAL`), one add.
/// - One queue per (blank cell, move that led there): 24 rings that moves fill (36 made; 12 hold
///   only the goal), each emptied by its own copy of `expand`, compiled for its cell's legal
///   moves, never trying the move that undoes the last: about 302,400 neighbour visits, not 483,840.
/// - A visit has no branch ("new?" is a coin flip to a CPU): write min(old, d), store the board
///   at its ring's tail, and advance the tail by old >> 7, since unseen is the only value >= 128.
pub fn distance_table(goal: &Board) -> Vec<u8> {
    let mut bfs = Bfs {
        dist: vec![UNSEEN; TABLE_LEN],
        ring: vec![0; 36 * RING],
        head: [0; 36],
        tail: [0; 36],
        end: [0; 36],
    };
    let (cell, r) = (blank_cell(goal), rank(goal) % FACT[8]);
    bfs.dist[cell * BLOCK + r / 2] = 0;
    for q in cell * 4..cell * 4 + 4 {
        bfs.ring[q * RING] = r as u16; // in every ring of its cell: then all its moves are tried
        bfs.tail[q] = 1;
    }
    for d in 1.. {
        bfs.end = bfs.tail;
        for expand in EXPANDERS {
            expand(&mut bfs, d);
        }
        if bfs.tail == bfs.end {
            break; // a whole layer found nothing new
        }
    }
    bfs.dist
}

const UNSEEN: u8 = u8::MAX;
/// The entries of one blank cell: the table is nine blocks, by blank cell, of R / 2.
const BLOCK: usize = TABLE_LEN / 9;
/// Boards a ring holds. It must hold two layers of its (cell, move): at most 3,207 boards for
/// any goal (tests/core.rs counts them), plus the goal and the slot written past the tail.
const RING: usize = 1 << 12;
// Moves of the blank are grid.rs's ways as ring numbers: ring `cell * 4 + came` holds boards
// whose blank is at `cell` after moving `came` (`UP`, `DOWN`, `LEFT`, `RIGHT`).

struct Bfs {
    dist: Vec<u8>,
    ring: Vec<u16>, // R < 8! fits in 16 bits
    head: [usize; 36],
    tail: [usize; 36],
    end: [usize; 36], // where the layer being expanded ends
}

impl Bfs {
    fn visit(&mut self, cell: usize, came: usize, r: u32, d: u8) {
        let i = cell * BLOCK + (r / 2) as usize;
        let old = self.dist[i];
        self.dist[i] = old.min(d);
        let q = cell * 4 + came;
        self.ring[q * RING + self.tail[q] % RING] = r as u16;
        self.tail[q] += (old >> 7) as usize;
    }
}

/// Expands the layer in ring (CELL, CAME): each board's moves but the one undoing CAME. With
/// CELL and CAME constants, every test below is decided at compile time.
fn expand<const CELL: usize, const CAME: usize>(bfs: &mut Bfs, d: u8) {
    let q = CELL * 4 + CAME;
    while bfs.head[q] < bfs.end[q] {
        let r = bfs.ring[q * RING + bfs.head[q] % RING] as u32;
        bfs.head[q] += 1;
        if CELL >= 3 && CAME != DOWN {
            bfs.visit(CELL.wrapping_sub(3), UP, vertical(UP, CELL.wrapping_sub(3), r), d);
        }
        if CELL < 6 && CAME != UP {
            bfs.visit(CELL + 3, DOWN, vertical(DOWN, CELL, r), d);
        }
        if CELL % 3 > 0 && CAME != RIGHT {
            bfs.visit(CELL.wrapping_sub(1), LEFT, r, d);
        }
        if CELL % 3 < 2 && CAME != LEFT {
            bfs.visit(CELL + 1, RIGHT, r, d);
        }
    }
}

/// The 36 rings, a copy of `expand` each: (cell, move that led there); 12 hold only the goal.
macro_rules! expanders {
    ($($c:literal)*) => {
        [$(expand::<$c, UP>, expand::<$c, DOWN>, expand::<$c, LEFT>, expand::<$c, RIGHT>),*]
    };
}
const EXPANDERS: [fn(&mut Bfs, u8); 36] = expanders!(0 1 2 3 4 5 6 7 8);

/// R after a vertical move of the blank (`UP` or `DOWN`) that moves the tiles at places k, k+1,
/// k+2 of the tile sequence (k = 0..5): R plus the Δ for those three Lehmer digits.
fn vertical(dir: usize, k: usize, r: u32) -> u32 {
    let place = FACT[5 - k] as u32; // the value of digit k+2
    let span = ((8 - k) * (7 - k) * (6 - k)) as u32; // how many values the three digits take
    (r as i32 + VERTICAL[dir][k][(r / place % span) as usize]) as u32
}

/// Δ of R for every vertical move: by direction, k, and the three digits read as one number
/// (at most 8 * 7 * 6 = 336 values). 756 entries are used.
static VERTICAL: [[[i32; 336]; 6]; 2] = vertical_steps();

const fn vertical_steps() -> [[[i32; 336]; 6]; 2] {
    let mut table = [[[0; 336]; 6]; 2];
    let mut k = 0;
    while k < 6 {
        // The n tiles from place k on, ranked 0..n among themselves: for the three at k, k+1,
        // k+2, ranked a, b, c, the Lehmer digits (smaller ones after) are a, b - [a < b] and
        // c - [a < c] - [b < c], whatever follows them.
        let n = 8 - k;
        let mut abc = 0;
        while abc < n * n * n {
            let (a, b, c) = (abc / (n * n), abc / n % n, abc % n);
            if a != b && b != c && a != c {
                let before = digits(n, a, b, c);
                let up = digits(n, b, c, a) as i32; // UP: the first tile passes the next two
                let down = digits(n, c, a, b) as i32; // DOWN: the third passes back before them
                table[UP][k][before] = (up - before as i32) * FACT[5 - k] as i32;
                table[DOWN][k][before] = (down - before as i32) * FACT[5 - k] as i32;
            }
            abc += 1;
        }
        k += 1;
    }
    table
}

/// The Lehmer digits of three tiles ranked a, b, c (in that order) among n, as one number.
const fn digits(n: usize, a: usize, b: usize, c: usize) -> usize {
    let second = b - (a < b) as usize;
    let third = c - (a < c) as usize - (b < c) as usize;
    (a * (n - 1) + second) * (n - 2) + third
}

/// The shortest path from `start` (which must reach it) to the goal of `table`, smallest in
/// `order`. Greedy: no shortest path starts with a smaller letter than the first one closer.
/// It walks boards as the search built them, blank cell and R.
pub fn descend(table: &[u8], start: &Board, order: &[u8; 4]) -> Option<String> {
    let at = |cell: usize, r: u32| table[cell * BLOCK + (r / 2) as usize];
    let (mut cell, mut r) = (blank_cell(start), (rank(start) % FACT[8]) as u32);
    let mut d = at(cell, r);
    let mut path = String::with_capacity(d as usize);
    while d > 0 {
        let closer = order.iter().find_map(|&letter| {
            let next = step(cell, r, letter)?;
            Some((letter, next)).filter(|_| at(next.0, next.1) == d - 1)
        });
        let (letter, next) = closer?; // `None` only for a start of the other parity
        path.push(letter as char);
        (cell, r) = next;
        d -= 1;
    }
    Some(path)
}

/// The blank's cell and R after the blank moves `letter`, if it stays on the board.
pub fn step(cell: usize, r: u32, letter: u8) -> Option<(usize, u32)> {
    let next = blank_target(cell, letter)?;
    match letter {
        b'u' => Some((next, vertical(UP, next, r))),
        b'd' => Some((next, vertical(DOWN, cell, r))),
        _ => Some((next, r)), // sideways: the tile sequence, so R, is unchanged
    }
}

/// Tiles 1 to 8 in order around the blank at `cell` (Lehmer code 0).
pub fn canonical_goal(cell: usize) -> Board {
    let mut goal = [0; 9];
    let tiles = (0..9).filter(|&c| c != cell);
    tiles.zip(1..).for_each(|(c, tile)| goal[c] = tile);
    goal
}

/// `start` with tiles renamed so that `goal` becomes canonical: no move changes.
pub fn relabel(start: &Board, goal: &Board) -> Board {
    let mut name = [0u8; 9];
    for (&g, c) in goal.iter().zip(canonical_goal(blank_cell(goal))) {
        name[g as usize] = c;
    }
    start.map(|t| name[t as usize])
}

/// What one table build costs, in boards expanded by `ida_star` in the same time: scripts/bench
/// measures both in one run (its results: src/tools/runs/).
pub const TABLE_COST: usize = 18_000;

/// Any start and goal. The rule, in one sentence: a goal's queries are searched (`ida_star`)
/// until the searches for its blank cell have expanded `TABLE_COST` boards, and then its table
/// is built (one per blank cell, for renaming tiles maps every goal to the canonical one).
/// So a few queries cost a few searches, many cost a table and lookups, and no run of queries
/// costs more than twice what the better of the two would have cost alone.
#[derive(Default)]
pub struct Solver {
    tables: [Option<Vec<u8>>; 9],
    searched: [usize; 9], // boards expanded so far, by blank cell of the goal
}

impl Solver {
    pub fn table(&mut self, cell: usize) -> &[u8] {
        self.tables[cell].get_or_insert_with(|| distance_table(&canonical_goal(cell)))
    }

    /// The least number of moves, if `goal` can be reached: the path's length (with a table,
    /// a descent of that many steps, a microsecond).
    pub fn distance(&mut self, start: &Board, goal: &Board) -> Option<usize> {
        self.path(start, goal, &UDLR).map(|path| path.len())
    }

    /// The shortest path smallest in `order`, if `goal` can be reached.
    pub fn path(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Option<String> {
        if !reachable(start, goal, 3) {
            return None; // first: a "no" costs no search and builds no table
        }
        let found = self.search(start, goal, order);
        found.or_else(|| descend(self.table(blank_cell(goal)), &relabel(start, goal), order))
    }

    /// The rule: a search's path while the goal's budget lasts; `None` once its table is due.
    fn search(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Option<String> {
        let cell = blank_cell(goal);
        if self.tables[cell].is_some() || self.searched[cell] >= TABLE_COST {
            return None;
        }
        let budget = TABLE_COST - self.searched[cell];
        let found = ida_star(start, goal, order, budget);
        self.searched[cell] += found.as_ref().map_or(budget, |(_, expanded)| *expanded);
        found.map(|(path, _)| path)
    }
}

/// Iterative-deepening A* with Manhattan distance plus linear conflict (`estimate`), for a few
/// queries where a table does not pay: the shortest path from `start` (which must reach `goal`:
/// check `reachable` first) smallest in `order`, and the boards expanded; `None` past `budget`.
/// A depth-first search cut off where moves made + estimate exceed a bound; the bound starts at
/// the estimate and rises to the least value cut off, until the goal is reached. It keeps only
/// the path, updates the estimate by the one tile moved, and never undoes its last move. Letters
/// are tried in `order`, and in the last round no prefix of a shortest path is cut off (the
/// estimate never overestimates), so the first path found is the smallest: `descend`'s.
pub fn ida_star(
    start: &Board,
    goal: &Board,
    order: &[u8; 4],
    budget: usize,
) -> Option<(String, usize)> {
    let home = homes(goal);
    let in_line = in_line_table(&home);
    let lines = line_codes(start, &in_line);
    // By tile and cell: its Manhattan distance from there.
    let cost = std::array::from_fn(|t| std::array::from_fn(|cell| grid_distance(cell, home[t], 3)));
    let h = estimate(start, goal);
    // The blank's moves from each cell, in `order`: (letter, cell it moves to); 9 = none.
    let moves = std::array::from_fn(|blank| {
        let mut legal = order.iter().filter_map(|&l| Some((l, blank_target(blank, l)? as u8)));
        [(); 4].map(|_| legal.next().unwrap_or((0, 9)))
    });
    let (board, path) = (*start, Vec::with_capacity(32));
    let mut deepening = Deepening { cost, in_line, moves, board, lines, path, expanded: 0, budget };
    let mut bound = h;
    while let Err(least_cut) = deepening.dive(blank_cell(start), 9, h, bound) {
        if deepening.expanded >= budget {
            return None;
        }
        bound = least_cut;
    }
    Some((deepening.path.iter().map(|&l| l as char).collect(), deepening.expanded))
}

/// One depth-first search of `ida_star`: the goal's cells, the blank's moves from each cell in
/// the tie order, the board it stands on (moved in place and back), the letters taken, boards
/// expanded, and how many it may expand.
struct Deepening {
    cost: [[usize; 9]; 9],    // by tile and cell: its Manhattan distance from there
    in_line: [[usize; 6]; 9], // `in_line_table`
    moves: [[(u8, u8); 4]; 9],
    board: Board,
    lines: [usize; 6], // the board's `line_codes`
    path: Vec<u8>,
    expanded: usize,
    budget: usize,
}

impl Deepening {
    /// Searches on from `board` (blank at `blank`, come from `from`, estimate `h`): `Ok` once
    /// the goal is reached (the letters are in `path`), else the least moves + estimate that was
    /// cut off. Moving back to `from` would undo the last move: it is never tried.
    fn dive(&mut self, blank: usize, from: usize, h: usize, bound: usize) -> Result<(), usize> {
        if h == 0 {
            return Ok(()); // the estimate is 0 only at the goal
        }
        if self.expanded >= self.budget {
            return Err(usize::MAX); // out of budget: every call from here on returns at once
        }
        self.expanded += 1;
        let mut least_cut = usize::MAX;
        for (letter, cell) in self.moves[blank] {
            let cell = cell as usize;
            if cell == from || cell == 9 {
                continue;
            }
            let tile = self.board[cell] as usize;
            // The tile leaves line `from` for line `to` (rows if it moves up or down, else
            // columns) at place `at` along them, and moves along line `along` from place `was`
            // to `now`: that keeps the order there, so only its code changes.
            let (from, to, at, along, was, now) = if cell % 3 == blank % 3 {
                (cell / 3, blank / 3, cell % 3, 3 + cell % 3, cell / 3, blank / 3)
            } else {
                (3 + cell % 3, 3 + blank % 3, cell / 3, cell / 3, cell % 3, blank % 3)
            };
            let old = (self.lines[from], self.lines[to], self.lines[along]);
            let new_from = old.0 - self.in_line[tile][from] * POSITION[at];
            let new_to = old.1 + self.in_line[tile][to] * POSITION[at];
            let shift = self.in_line[tile][along];
            let new_along = old.2 + shift * POSITION[now] - shift * POSITION[was];
            let h = h
                + self.cost[tile][blank]
                + LINE_CONFLICTS[new_from] as usize
                + LINE_CONFLICTS[new_to] as usize
                - self.cost[tile][cell]
                - LINE_CONFLICTS[old.0] as usize
                - LINE_CONFLICTS[old.1] as usize;
            let f = self.path.len() + 1 + h;
            if f > bound {
                least_cut = least_cut.min(f); // cut before the call: most children are
                continue;
            }
            (self.board[blank], self.board[cell]) = (tile as u8, 0);
            (self.lines[from], self.lines[to], self.lines[along]) = (new_from, new_to, new_along);
            self.path.push(letter);
            match self.dive(cell, blank, h, bound) {
                Ok(()) => return Ok(()),
                Err(f) => least_cut = least_cut.min(f),
            }
            self.path.pop();
            (self.lines[from], self.lines[to], self.lines[along]) = old;
            (self.board[blank], self.board[cell]) = (0, tile as u8);
        }
        Err(least_cut)
    }
}

// Linear conflict, the estimate's second part: two tiles in the line (row or column) where both
// belong, in the wrong order, cannot pass each other there, so one must leave the line and come
// back: two moves that Manhattan does not count. A line's code holds, for each of its three
// cells, 0 unless the tile there belongs in this line, else 1 + its place in it. A move changes
// the conflicts of only the two lines the tile leaves and enters, so the estimate is updated by
// four lookups, and it stays a lower bound on the moves left.

/// The estimate `ida_star` starts from: the Manhattan distance (each tile's rows and columns
/// from its goal cell; a move changes it by one) plus linear conflicts. It never exceeds the
/// moves left (tests/core.rs checks every board for three goals).
pub fn estimate(board: &Board, goal: &Board) -> usize {
    let home = homes(goal);
    let lines = line_codes(board, &in_line_table(&home));
    let conflicts: usize = lines.iter().map(|&code| LINE_CONFLICTS[code] as usize).sum();
    grid_manhattan(board, &home, 3) + conflicts
}

/// By tile and line (rows 0-2, then columns 0-2): 0, or 1 + its place there if it belongs there.
pub fn in_line_table(home: &[usize]) -> [[usize; 6]; 9] {
    let mut in_line = [[0; 6]; 9];
    for (tile, lines) in in_line.iter_mut().enumerate().skip(1) {
        let goal = home[tile];
        lines[goal / 3] = goal % 3 + 1; // its row
        lines[3 + goal % 3] = goal / 3 + 1; // its column
    }
    in_line
}

/// The code of each line of `board` (rows 0-2, then columns 0-2).
pub fn line_codes(board: &Board, in_line: &[[usize; 6]; 9]) -> [usize; 6] {
    let mut lines = [0; 6];
    for (cell, &tile) in board.iter().enumerate() {
        lines[cell / 3] += in_line[tile as usize][cell / 3] * POSITION[cell % 3];
        lines[3 + cell % 3] += in_line[tile as usize][3 + cell % 3] * POSITION[cell / 3];
    }
    lines
}

/// The weight of each place in a line's code (base 4).
const POSITION: [usize; 3] = [1, 4, 16];

/// Moves added by the conflicts of a line, by its code: grid.rs's `line_conflicts` of the
/// places its code holds, tabulated at compile time.
pub static LINE_CONFLICTS: [u8; 64] = {
    let mut table = [0; 64];
    let mut code = 0;
    while code < 64 {
        let (mut places, mut count, mut at) = ([0u8; 3], 0, 0);
        while at < 3 {
            let digit = code >> (2 * at) & 3; // 0: no tile of this line
            if digit > 0 {
                places[count] = digit as u8 - 1;
                count += 1;
            }
            at += 1;
        }
        table[code] = line_conflicts(&places, count) as u8;
        code += 1;
    }
    table
};

// 5. Output ==========

/// Three lines of three numbers, each followed by one space; the blank is `0`.
pub fn grid(board: &Board) -> String {
    let row = |cells: &[u8]| cells.iter().map(|t| format!("{t} ")).collect::<String>() + "\n";
    board.chunks(3).map(row).collect()
}

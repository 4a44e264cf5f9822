// Eight-puzzle core, to `include!` or paste whole into a judge (std only, Rust 1.63+).
// Include io.rs first: its `Scanner` reads the input, its `run` is each binary's `main`.
// 1. Board: moves of the blank (u d l r), tie orders. 2. Parsing: boards, for io.rs's `Scanner`.
// 3. Solvability: parity, before any search. 4. Ranking: `pack`, `rank`, `unrank`.
// 5. Search: `distance_table`, one BFS from a goal, a byte per board; `descend` reads off the
// smallest shortest path; `Solver` relabels any goal to one of nine. 6. Output: grids, walks.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Board ==========

/// Nine cells, row by row; 0 is the blank.
pub type Board = [u8; 9];

/// Tie order of POJ 1077 and the textbook.
pub const UDLR: [u8; 4] = *b"udlr";
/// Tie order of HDU 3567: ASCII.
pub const DLRU: [u8; 4] = *b"dlru";

pub fn blank_cell(board: &Board) -> usize {
    board.iter().position(|&t| t == 0).unwrap_or(0)
}

/// The board after the blank moves `letter` (u d l r), if it stays on the board.
pub fn apply_move(board: &Board, letter: u8) -> Option<Board> {
    let blank = blank_cell(board);
    let cell = match letter {
        b'u' if blank >= 3 => blank - 3,
        b'd' if blank < 6 => blank + 3,
        b'l' if blank % 3 > 0 => blank - 1,
        b'r' if blank % 3 < 2 => blank + 1,
        _ => return None,
    };
    let mut next = *board;
    next.swap(blank, cell);
    Some(next)
}

/// The move that undoes `letter`.
pub fn undo(letter: u8) -> u8 {
    match letter {
        b'u' => b'd',
        b'd' => b'u',
        b'l' => b'r',
        _ => b'l',
    }
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
        let mut seen = [false; 9];
        for (cell, slot) in board.iter_mut().enumerate() {
            if self.at_end() {
                return Err(match cell {
                    0 => format!("expected board {n}, found the end of the input"),
                    _ => format!("board {n} is incomplete: the input ends after {cell} of 9 cells"),
                });
            }
            let tile = match self.text.as_bytes()[self.pos] {
                c @ b'1'..=b'8' => c - b'0',
                b'0' | b'x' | b'X' => 0,
                _ => {
                    let why =
                        format!("{:?} is not a cell of board {n} (1-8, or 0 x X)", self.char());
                    return Err(self.error(&why));
                }
            };
            if seen[tile as usize] {
                let which =
                    if tile == 0 { "the blank".to_string() } else { format!("tile {tile}") };
                return Err(self.error(&format!("board {n} has {which} twice")));
            }
            seen[tile as usize] = true;
            *slot = tile;
            self.pos += 1;
        }
        match self.text.as_bytes().get(self.pos) {
            Some(c) if c.is_ascii_alphanumeric() => {
                Err(self.error(&format!("board {n} has more than 9 cells")))
            }
            Some(c) if !c.is_ascii_whitespace() => {
                Err(self.error(&format!("unexpected {:?} right after board {n}", self.char())))
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
            return Err("the input holds no board".to_string());
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
        let cases = scanner.count("the number of cases")?;
        let mut boards = Vec::new();
        for case in 1..=cases {
            for _ in 0..per_case {
                boards.push(scanner.board().map_err(|e| format!("case {case} of {cases}: {e}"))?);
            }
        }
        scanner.finish().map(|_| boards)
    }
}

// 3. Solvability ==========

/// Parity (0 or 1) of the inversions among the tiles, read row by row.
pub fn inversion_parity(board: &Board) -> u32 {
    let mut inversions = 0;
    for (i, &a) in board.iter().enumerate() {
        inversions += board[i..].iter().filter(|&&b| b != 0 && b < a).count();
    }
    inversions as u32 % 2
}

/// Whether `goal` can be reached from `start`. No move changes the parity (a vertical one moves
/// a tile past two others); with an odd width, all boards of one parity are connected.
pub fn solvable(start: &Board, goal: &Board) -> bool {
    inversion_parity(start) == inversion_parity(goal)
}

// 4. Ranking ==========

pub const STATES: usize = 362_880; // boards: 9!
const FACT: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5040, 40_320];

/// A board in a `u32`: blank cell << 24 | tiles (minus 1) in 3-bit fields, first highest. Why:
/// a sideways move changes only the blank cell; a vertical one rotates three fields.
pub fn pack(board: &Board) -> u32 {
    let tiles = board.iter().filter(|&&t| t != 0).fold(0, |acc, &t| acc << 3 | (t as u32 - 1));
    (blank_cell(board) as u32) << 24 | tiles
}

/// A perfect rank in `0..STATES`: blank cell * 8! + Lehmer code of the tiles. Two lookups.
pub fn rank_packed(packed: u32) -> usize {
    let head = RANK_HEAD[(packed >> 12 & 0xfff) as usize] as usize;
    (packed >> 24) as usize * FACT[8] + head + RANK_TAIL[(packed & 0xfff) as usize] as usize
}

pub fn rank(board: &Board) -> usize {
    rank_packed(pack(board))
}

/// The board of rank `r < STATES`: `unrank(rank(b)) == b`.
pub fn unrank(r: usize) -> Board {
    let blank = r / FACT[8];
    let mut unused: Vec<u8> = (1..=8).collect();
    let mut board = [0u8; 9];
    for (k, cell) in (0..9).filter(|&c| c != blank).enumerate() {
        let digit = r % FACT[8] / FACT[7 - k] % (8 - k); // smaller tiles to its right
        board[cell] = unused.remove(digit);
    }
    board
}

// A Lehmer digit counts smaller tiles after a tile: for the first four tiles, (smaller tiles) -
// (smaller ones before); the last four decide theirs. So each half has a 4096-entry table.
static RANK_HEAD: [u16; 4096] = rank_table(true);
static RANK_TAIL: [u16; 4096] = rank_table(false);

const fn rank_table(head: bool) -> [u16; 4096] {
    let mut table = [0u16; 4096];
    let mut key: usize = 0;
    while key < 4096 {
        let (mut code, mut i) = (0, 0);
        while i < 4 {
            let tile = key >> (9 - 3 * i) & 7;
            let (mut before, mut after, mut j) = (0, 0, 0);
            while j < 4 {
                let smaller = (key >> (9 - 3 * j) & 7) < tile;
                before += (smaller && j < i) as usize;
                after += (smaller && j > i) as usize;
                j += 1;
            }
            // Keys with a repeated tile are never looked up.
            let digit = if head { tile.saturating_sub(before) } else { after };
            code += digit * FACT[if head { 7 - i } else { 3 - i }];
            i += 1;
        }
        table[key] = code as u16;
        key += 1;
    }
    table
}

// 5. Search ==========

/// Entries in a distance table: the boards of one parity, 9!/2.
pub const TABLE_LEN: usize = STATES / 2;

/// A board's place in a distance table: `rank / 2`, perfect within a parity (ranks 2k and 2k+1
/// differ in the order of the last two tiles).
pub fn table_index(packed: u32) -> usize {
    rank_packed(packed) >> 1
}

/// The packed board after the blank moves `letter`, if it stays on the board.
pub fn move_packed(packed: u32, letter: u8) -> Option<u32> {
    let blank = packed >> 24;
    // Tiles k, k+1, k+2 form a 9-bit field; u turns (t, x, y) into (x, y, t), d the reverse.
    let rotate = |k: u32, turn: fn(u32) -> u32| {
        let shift = 15 - 3 * k;
        packed & !(0x1ff << shift) | turn(packed >> shift & 0x1ff) << shift
    };
    match letter {
        b'l' if blank % 3 > 0 => Some(packed - (1 << 24)),
        b'r' if blank % 3 < 2 => Some(packed + (1 << 24)),
        b'u' if blank >= 3 => Some(rotate(blank - 3, |g| (g << 3 & 0x1ff) | g >> 6) - (3 << 24)),
        b'd' if blank < 6 => Some(rotate(blank, |g| (g & 7) << 6 | g >> 3) + (3 << 24)),
        _ => None,
    }
}

/// Moves to `goal` from the 9!/2 boards that reach it, by `table_index`: one breadth-first
/// search, 177 KiB. How it is fast (each idea measured; the README has the figures):
/// - No board is built: a board is its blank cell and R, the Lehmer code of its tiles (its rank
///   is blank * 8! + R). A sideways move keeps R. A vertical move carries one tile past the next
///   two in the tile sequence, so only three Lehmer digits change, and R gains a Δ that depends
///   on the move and those digits alone: one division, one lookup (`VERTICAL`), one add.
/// - One queue per (blank cell, move that led there): 24 rings, each emptied by its own copy of
///   `expand`, compiled for its cell's legal moves, never trying the move that undoes the last.
///   That cuts 483,840 neighbour visits to 302,401.
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
    for came in 0..4 {
        bfs.push(cell, came, r as u32); // in every ring of its cell: then all its moves are tried
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
/// Moves of the blank, as ring numbers: ring `cell * 4 + came` holds boards whose blank is at
/// `cell` after moving `came`.
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;

struct Bfs {
    dist: Vec<u8>,
    ring: Vec<u16>, // R < 8! fits in 16 bits
    head: [usize; 36],
    tail: [usize; 36],
    end: [usize; 36], // where the layer being expanded ends
}

impl Bfs {
    fn push(&mut self, cell: usize, came: usize, r: u32) {
        let q = cell * 4 + came;
        self.ring[q * RING + self.tail[q] % RING] = r as u16;
        self.tail[q] += 1;
    }

    #[inline(always)]
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

/// The 24 rings, a copy of `expand` each: (cell, move that led there).
const EXPANDERS: [fn(&mut Bfs, u8); 24] = [
    expand::<0, UP>,
    expand::<0, LEFT>,
    expand::<1, UP>,
    expand::<1, LEFT>,
    expand::<1, RIGHT>,
    expand::<2, UP>,
    expand::<2, RIGHT>,
    expand::<3, UP>,
    expand::<3, DOWN>,
    expand::<3, LEFT>,
    expand::<4, UP>,
    expand::<4, DOWN>,
    expand::<4, LEFT>,
    expand::<4, RIGHT>,
    expand::<5, UP>,
    expand::<5, DOWN>,
    expand::<5, RIGHT>,
    expand::<6, DOWN>,
    expand::<6, LEFT>,
    expand::<7, DOWN>,
    expand::<7, LEFT>,
    expand::<7, RIGHT>,
    expand::<8, DOWN>,
    expand::<8, RIGHT>,
];

/// R after a vertical move of the blank (`UP` or `DOWN`) that moves the tiles at places k, k+1,
/// k+2 of the tile sequence (k = 0..5): R plus the Δ for those three Lehmer digits.
#[inline(always)]
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
    let mut dir = 0;
    while dir < 2 {
        let mut k = 0;
        while k < 6 {
            let n = 8 - k; // tiles from place k on
            let mut digits = 0;
            while digits < n * (n - 1) * (n - 2) {
                // Any sequence with these three digits will do, for the new digits depend on
                // them alone: take the rest in increasing order.
                let want =
                    [digits / ((n - 1) * (n - 2)), digits / (n - 2) % (n - 1), digits % (n - 2)];
                let (mut seq, mut used, mut i) = ([0; 8], [false; 8], 0);
                while i < n {
                    let (mut tile, mut skip) = (0, if i < 3 { want[i] } else { 0 });
                    while used[tile] || skip > 0 {
                        skip -= !used[tile] as usize;
                        tile += 1;
                    }
                    used[tile] = true;
                    seq[i] = tile;
                    i += 1;
                }
                // UP: the first tile moves past the next two; DOWN: the third moves before them.
                let (a, b, c) = (seq[0], seq[1], seq[2]);
                let moved = if dir == UP { [b, c, a] } else { [c, a, b] };
                let (mut after, mut i) = (0, 0);
                while i < 3 {
                    let mut smaller = 0;
                    let mut j = i + 1;
                    while j < n {
                        smaller += ((if j < 3 { moved[j] } else { seq[j] }) < moved[i]) as usize;
                        j += 1;
                    }
                    after = after * (n - i) + smaller;
                    i += 1;
                }
                table[dir][k][digits] = (after as i32 - digits as i32) * FACT[5 - k] as i32;
                digits += 1;
            }
            k += 1;
        }
        dir += 1;
    }
    table
}

/// The shortest path from `start` (which must reach it) to the goal of `table`, smallest in
/// `order`. Greedy: no shortest path starts with a smaller letter than the first one closer.
pub fn descend(table: &[u8], start: &Board, order: &[u8; 4]) -> Option<String> {
    let mut packed = pack(start);
    let mut d = table[table_index(packed)];
    let mut path = String::new();
    while d > 0 {
        let closer = order.iter().find_map(|&letter| {
            let next = move_packed(packed, letter)?;
            Some((letter, next)).filter(|_| table[table_index(next)] == d - 1)
        });
        let (letter, next) = closer?; // `None` only for a start of the other parity
        path.push(letter as char);
        packed = next;
        d -= 1;
    }
    Some(path)
}

/// Tiles 1 to 8 in order around the blank at `cell` (Lehmer code 0).
pub fn canonical_goal(cell: usize) -> Board {
    unrank(cell * FACT[8])
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
/// measures both in one run (here about 415 µs, against 17 ns a board: 23,800 boards).
pub const TABLE_COST: usize = 24_000;

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

    /// The least number of moves, if `goal` can be reached.
    pub fn distance(&mut self, start: &Board, goal: &Board) -> Option<usize> {
        if !solvable(start, goal) {
            return None; // first: a "no" costs no search and builds no table
        }
        if let Some(path) = self.search(start, goal, &UDLR) {
            return Some(path.len());
        }
        Some(self.table(blank_cell(goal))[table_index(pack(&relabel(start, goal)))] as usize)
    }

    /// The shortest path smallest in `order`, if `goal` can be reached.
    pub fn path(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Option<String> {
        if !solvable(start, goal) {
            return None;
        }
        if let Some(path) = self.search(start, goal, order) {
            return Some(path);
        }
        descend(self.table(blank_cell(goal)), &relabel(start, goal), order)
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

/// Iterative-deepening A* with the Manhattan distance, for a few queries where a table does not
/// pay: the shortest path from `start` (which must reach `goal`: check `solvable` first)
/// smallest in `order`, and the number of boards expanded. A depth-first search cut off where
/// moves made + estimate exceed a bound; the bound starts at the estimate and rises to the
/// least value cut off, until the goal is reached. It keeps only the path, updates the estimate
/// by the one tile moved, and never undoes its last move. Letters are tried in `order`, and in
/// the last round no prefix of a shortest path is cut off (the estimate never overestimates),
/// so the first path found is the smallest: the same one a table's `descend` gives.
pub fn ida_star(
    start: &Board,
    goal: &Board,
    order: &[u8; 4],
    budget: usize,
) -> Option<(String, usize)> {
    let goal_cells = goal_cells(goal);
    let h = manhattan(start, &goal_cells);
    let mut deepening =
        Deepening { goal_cells, order, board: *start, path: Vec::new(), expanded: 0, budget };
    let mut bound = h;
    while let Err(least_cut) = deepening.dive(blank_cell(start), h, bound) {
        if deepening.expanded >= budget {
            return None;
        }
        bound = least_cut;
    }
    Some((deepening.path.iter().map(|&l| l as char).collect(), deepening.expanded))
}

/// One depth-first search of `ida_star`: the goal's cells, the board it stands on (moved in
/// place and back), the letters taken, boards expanded.
struct Deepening<'a> {
    goal_cells: [usize; 9],
    order: &'a [u8; 4],
    board: Board,
    path: Vec<u8>,
    expanded: usize,
    budget: usize,
}

impl Deepening<'_> {
    /// Searches on from `board` (blank at `blank`, estimate `h`): `Ok` once the goal is reached
    /// (the letters are in `path`), else the least moves + estimate that was cut off.
    fn dive(&mut self, blank: usize, h: usize, bound: usize) -> Result<(), usize> {
        if h == 0 {
            return Ok(()); // Manhattan is 0 only at the goal
        }
        if self.expanded >= self.budget {
            return Err(usize::MAX); // out of budget: every call from here on returns at once
        }
        self.expanded += 1;
        let back = self.path.last().map_or(0, |&last| undo(last));
        let mut least_cut = usize::MAX;
        for &letter in self.order {
            let cell = match letter {
                _ if letter == back => continue,
                b'u' if blank >= 3 => blank - 3,
                b'd' if blank < 6 => blank + 3,
                b'l' if blank % 3 > 0 => blank - 1,
                b'r' if blank % 3 < 2 => blank + 1,
                _ => continue,
            };
            let target = self.goal_cells[self.board[cell] as usize]; // of the tile that moves
            let h =
                h + CELL_DISTANCE[blank][target] as usize - CELL_DISTANCE[cell][target] as usize;
            let f = self.path.len() + 1 + h;
            if f > bound {
                least_cut = least_cut.min(f); // cut before the call: most children are
                continue;
            }
            self.board.swap(blank, cell);
            self.path.push(letter);
            match self.dive(cell, h, bound) {
                Ok(()) => return Ok(()),
                Err(f) => least_cut = least_cut.min(f),
            }
            self.path.pop();
            self.board.swap(blank, cell);
        }
        Err(least_cut)
    }
}

/// Rows plus columns between two cells, for every pair.
static CELL_DISTANCE: [[u8; 9]; 9] = {
    let mut table = [[0; 9]; 9];
    let mut a = 0;
    while a < 81 {
        let (from, to) = (a / 9, a % 9);
        table[from][to] = ((from / 3).abs_diff(to / 3) + (from % 3).abs_diff(to % 3)) as u8;
        a += 1;
    }
    table
};

/// `cells[t]` is the cell of tile `t` in `goal`.
pub fn goal_cells(goal: &Board) -> [usize; 9] {
    let mut cells = [0; 9];
    for (cell, &t) in goal.iter().enumerate() {
        cells[t as usize] = cell;
    }
    cells
}

/// The Manhattan distance: over the tiles, the rows and columns between each tile's cell and
/// its cell in the goal. A move shifts one tile by one cell, so it changes the sum by exactly
/// one: the estimate never overestimates.
pub fn manhattan(board: &Board, goal_cells: &[usize; 9]) -> usize {
    let tiles = board.iter().enumerate().filter(|&(_, &t)| t != 0);
    tiles.map(|(cell, &t)| CELL_DISTANCE[cell][goal_cells[t as usize]] as usize).sum()
}

// 6. Output ==========

/// Three lines of three numbers, each followed by one space; the blank is `0`.
pub fn grid(board: &Board) -> String {
    let mut out = String::new();
    for (cell, &t) in board.iter().enumerate() {
        out.push((b'0' + t) as char);
        out.push_str(if cell % 3 == 2 { " \n" } else { " " });
    }
    out
}

/// `start` and the board after each move of `path`; `None` at an illegal move.
pub fn walk(start: &Board, path: &str) -> Option<Vec<Board>> {
    let mut boards = vec![*start];
    for letter in path.bytes() {
        boards.push(apply_move(boards.last()?, letter)?);
    }
    Some(boards)
}

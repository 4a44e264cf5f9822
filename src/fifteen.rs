// Fifteen-puzzle core, to `include!` or paste whole into a judge (std only, Rust 1.63+).
// Include io.rs first: its `Scanner` reads the input, its `run` is each binary's `main`.
// 1. Grids of any size: `Scanner::grid` reads one; `grid_solvable` decides it by parity alone.
// 2. Board: 4 × 4 in a u64, four bits a cell; the goal is 1 … 15 with the blank last.
// 3. Estimates, each a step up, all admissible (never above the true distance):
//    `Manhattan`; `LinearConflict` (+2 for each tile that must leave its goal line so that
//    the others there can pass); `Databases`: additive disjoint pattern databases. Split the
//    tiles into groups; for each group, a breadth-first search backwards from the goal over
//    that group's tiles alone (the others indistinct) counts only the group's own moves, so
//    the exact counts of disjoint groups add up to a lower bound of the whole.
// 4. Search: `ida_star16`, depth-first to a bound on moves + estimate, the bound raised to the
//    least value that exceeded it; letters tried in a tie order, an automaton saying which.
// 5. `Pruning`, that automaton: never undo the last move; or (`Pruning::new`) never walk a
//    stretch of path that another as short does better, found by a breadth-first search over
//    the paths themselves.
// 6. `shortest` for a judge binary (parity, search, a move limit); `Solver16` for many boards,
//    building the databases once the searches have cost as much; `in_parallel` for all cores.
// On Korf's 100 (41 to 66 moves), boards expanded per board: linear conflict 22 million; 5-5-5
// read straight and mirrored 0.67 million, 0.39 million pruned: all 100 in 1.0 to 1.3 s on two
// cores, tables included (scripts/bench --korf). The judge binaries use linear conflict: on boards of
// at most 45 moves it needs no build and takes milliseconds.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Grids of any size ==========

impl Scanner<'_> {
    /// A `rows` × `cols` grid, row by row: the numbers 0 to rows·cols − 1, each once (0 is the
    /// blank). Errors give the board's number in the input.
    pub fn grid(&mut self, rows: usize, cols: usize) -> Result<Vec<usize>, String> {
        self.boards += 1;
        let (n, cells) = (self.boards, rows * cols);
        if self.at_end() {
            return Err(self.error(&format!("expected board {n}, found the end of the input")));
        }
        self.distinct("tile", cells, 0, cells - 1).map_err(|e| {
            if self.at_end() {
                self.error(&format!("board {n} is incomplete: the input ends before {cells} tiles"))
            } else {
                e
            }
        })
    }
}

/// Whether a grid `cols` wide (row by row, 0 the blank) can reach the ordered goal: 1, 2, …
/// with the blank last. Read the tiles row by row: a move along a row keeps their order, and a
/// move up or down carries one tile past the `cols` − 1 tiles between, so with `cols` odd it
/// keeps the parity of their inversions, and with `cols` even it flips it while the blank
/// changes row. That parity, plus the blank's row for an even width, is all there is: boards
/// that agree with the goal on it all reach it.
///
/// # Complexity
/// O(k) for k cells: the parity of a permutation is that of its number of even-length cycles
/// (no inversion count needed).
pub fn grid_solvable(grid: &[usize], cols: usize) -> bool {
    // Where each tile should go, 4 bytes each, overwritten once visited: a walk round the
    // cycles jumps at random, so less memory is faster (a million cells: 65 ms down to 36 ms).
    let mut tiles: Vec<u32> = grid.iter().filter(|&&t| t != 0).map(|&t| t as u32 - 1).collect();
    let mut odd = false;
    for first in 0..tiles.len() {
        let (mut cell, mut length) = (first, 0);
        while tiles[cell] != u32::MAX {
            let next = tiles[cell] as usize;
            tiles[cell] = u32::MAX;
            cell = next;
            length += 1;
        }
        odd ^= length > 0 && length % 2 == 0;
    }
    let rows = grid.len() / cols;
    let rows_below_blank = rows - 1 - grid.iter().position(|&t| t == 0).unwrap_or(0) / cols;
    odd == (cols % 2 == 0 && rows_below_blank % 2 == 1)
}

// 2. Board ==========

/// A 4 × 4 board: the tile in cell c (row by row; 0 the blank) in bits 4c to 4c + 3.
pub type Board16 = u64;

/// 1 … 15, then the blank.
pub const GOAL16: Board16 = 0x0FED_CBA9_8765_4321;

/// Tie order of UVa 10181's answers (the letters name the blank's moves).
pub const LRUD: [u8; 4] = *b"LRUD";

pub fn pack(grid: &[usize]) -> Board16 {
    grid.iter().enumerate().fold(0, |board, (cell, &t)| board | (t as u64) << (4 * cell))
}

pub fn tile_at(board: Board16, cell: usize) -> usize {
    (board >> (4 * cell) & 15) as usize
}

/// The cell the blank at `blank` moves to by `letter` (U D L R), if that is on the board.
pub fn blank_target16(blank: usize, letter: u8) -> Option<usize> {
    match letter {
        b'U' if blank >= 4 => Some(blank - 4),
        b'D' if blank < 12 => Some(blank + 4),
        b'L' if blank % 4 > 0 => Some(blank - 1),
        b'R' if blank % 4 < 3 => Some(blank + 1),
        _ => None,
    }
}

/// The cells of `cells` and those next to them, as masks of 16 bits.
fn spread(cells: u16) -> u16 {
    cells | cells << 4 | cells >> 4 | (cells << 1 & !0x1111) | (cells >> 1 & !0x8888)
}

/// Rows plus columns between two cells.
fn cell_distance16(a: usize, b: usize) -> u32 {
    ((a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4)) as u32
}

// 3. Estimates ==========

/// A lower bound on the moves to the goal, kept up to date move by move: a `Memo` is what it
/// keeps of a board, `moved` updates it after `tile` slid from cell `from` to `to`.
pub trait Estimate {
    type Memo: Copy;
    fn memo(&self, board: Board16) -> Self::Memo;
    fn moved(&self, memo: Self::Memo, tile: usize, from: usize, to: usize) -> Self::Memo;
    fn value(&self, memo: &Self::Memo) -> u32;
}

/// The sum of every tile's distance to its goal cell: each move brings one tile one step.
#[derive(Default)]
pub struct Manhattan;

impl Estimate for Manhattan {
    type Memo = u32;
    fn memo(&self, board: Board16) -> u32 {
        (0..16)
            .filter(|&c| tile_at(board, c) != 0)
            .map(|c| cell_distance16(c, tile_at(board, c) - 1))
            .sum()
    }
    fn moved(&self, memo: u32, tile: usize, from: usize, to: usize) -> u32 {
        memo + cell_distance16(to, tile - 1) - cell_distance16(from, tile - 1)
    }
    fn value(&self, memo: &u32) -> u32 {
        *memo
    }
}

/// Manhattan distance plus 2 for each tile that must leave its goal line (row or column) to
/// let others in that line pass: per line, the tiles in it whose goal is in it, less the
/// longest run of them already in goal order.
pub struct LinearConflict {
    /// Extra moves for a line, by its code: a base-5 digit per place along the line, the goal
    /// place there of the tile standing on it, or 4 for the blank or a tile whose goal line is
    /// another.
    conflicts: Vec<u8>,
    /// By tile and line (rows 0-3, then columns 0-3): the tile's digit in that line's code.
    digit: [[u32; 8]; 16],
}

/// Manhattan distance, each line's code, and the extra moves of all lines.
#[derive(Clone, Copy)]
pub struct LineMemo {
    manhattan: u32,
    codes: [u32; 8],
    extra: u32,
}

/// The weight of each place along a line in its code.
const FIVES: [u32; 4] = [1, 5, 25, 125];

impl Default for LinearConflict {
    fn default() -> Self {
        let conflicts = (0..625)
            .map(|code: usize| {
                let places: Vec<usize> =
                    (0..4).map(|i| code / 5usize.pow(i) % 5).filter(|&p| p < 4).collect();
                let mut longest = vec![1; places.len()]; // longest increasing run ending at i
                for i in 0..places.len() {
                    for j in 0..i {
                        if places[j] < places[i] {
                            longest[i] = longest[i].max(longest[j] + 1);
                        }
                    }
                }
                (2 * (places.len() - longest.iter().max().unwrap_or(&0))) as u8
            })
            .collect();
        let mut digit = [[4; 8]; 16];
        for (tile, digits) in digit.iter_mut().enumerate().skip(1) {
            let goal = tile - 1;
            digits[goal / 4] = (goal % 4) as u32; // its row: its place along it is its column
            digits[4 + goal % 4] = (goal / 4) as u32;
        }
        LinearConflict { conflicts, digit }
    }
}

impl Estimate for LinearConflict {
    type Memo = LineMemo;
    fn memo(&self, board: Board16) -> LineMemo {
        let mut codes = [0; 8];
        for cell in 0..16 {
            let digits = &self.digit[tile_at(board, cell)];
            codes[cell / 4] += digits[cell / 4] * FIVES[cell % 4];
            codes[4 + cell % 4] += digits[4 + cell % 4] * FIVES[cell / 4];
        }
        let extra = codes.iter().map(|&code| self.conflicts[code as usize] as u32).sum();
        LineMemo { manhattan: Manhattan.memo(board), codes, extra }
    }
    /// The tile leaves line `a` for line `b` (columns for a move along a row, rows for one
    /// along a column), at place `at` in both; in the line it moves along, the tile and the
    /// blank trade places, which keeps the order of its tiles and so its conflicts.
    fn moved(&self, mut memo: LineMemo, tile: usize, from: usize, to: usize) -> LineMemo {
        memo.manhattan = Manhattan.moved(memo.manhattan, tile, from, to);
        let (a, b, at, along, was, now) = if from / 4 == to / 4 {
            (4 + from % 4, 4 + to % 4, from / 4, from / 4, from % 4, to % 4)
        } else {
            (from / 4, to / 4, from % 4, 4 + from % 4, from / 4, to / 4)
        };
        let digits = &self.digit[tile];
        let (old_a, old_b) = (memo.codes[a], memo.codes[b]);
        memo.codes[a] = old_a + (4 - digits[a]) * FIVES[at];
        memo.codes[b] = old_b - (4 - digits[b]) * FIVES[at];
        memo.codes[along] =
            memo.codes[along] + (4 - digits[along]) * FIVES[was] - (4 - digits[along]) * FIVES[now];
        let conflicts = |code: u32| self.conflicts[code as usize] as u32;
        memo.extra = memo.extra + conflicts(memo.codes[a]) + conflicts(memo.codes[b])
            - conflicts(old_a)
            - conflicts(old_b);
        memo
    }
    fn value(&self, memo: &LineMemo) -> u32 {
        memo.manhattan + memo.extra
    }
}

/// Additive disjoint pattern databases: for each group of tiles, the least moves of that
/// group's tiles that bring them home, by where they stand (16^k bytes for k tiles, an index
/// of four bits a tile). With `reflect`, also the same tables read on the board mirrored in
/// its main diagonal (the goal is its own mirror image), and the larger of the two sums.
pub struct Databases {
    /// A 0, then the groups' tables one after another.
    tables: Vec<u8>,
    /// Where each memo slot's index starts: its group's table.
    starts: [u32; 8],
    /// For each reading (straight, mirrored) and tile: the slot of its group's index in the
    /// memo, and the shift of its four bits there (mirrored: those of its mirror image).
    places: [[(usize, u32); 16]; 2],
    reflect: bool,
}

/// Each group's index (slots 0-3, then 4-7 for the mirrored reading), the table value there,
/// and the two readings' sums.
#[derive(Clone, Copy)]
pub struct PatternMemo {
    index: [u32; 8],
    value: [u8; 8],
    sum: [u32; 2],
}

/// The cell mirrored in the main diagonal; a tile's mirror image is the tile whose goal is
/// the mirrored cell.
fn mirrored(cell: usize) -> usize {
    cell % 4 * 4 + cell / 4
}

impl Databases {
    /// Six, six and three tiles: the left three columns of the top two rows; the right column
    /// with the bottom row's two tiles beside the blank's goal cell; the three left in the
    /// bottom-left corner. Of seven 6-6-3 splits measured on Korf's 100, it gave the largest
    /// mean estimate (42.4; 41.3 for the halves of the top three rows plus the bottom row) and
    /// half the boards expanded of the next best. Read on the mirrored board it acts as the
    /// mirrored split, another estimate, so the larger of the two readings is taken (43.3).
    pub const SPLIT_663: [&'static [usize]; 3] =
        [&[1, 2, 3, 5, 6, 7], &[4, 8, 11, 12, 14, 15], &[9, 10, 13]];
    /// Five, five and five: the top row and the tile below its right end, the left two
    /// columns of the lower three rows but tile 14, and the five around the blank's goal cell;
    /// the best of four 5-5-5 splits measured (mean estimate 41.7, mirrored 42.3); small
    /// tables, quick to build.
    pub const SPLIT_555: [&'static [usize]; 3] =
        [&[1, 2, 3, 4, 7], &[5, 6, 9, 10, 13], &[8, 11, 12, 14, 15]];

    /// The tables for `groups` (disjoint, together every tile; at most four groups of at most
    /// six tiles).
    pub fn build(groups: &[&[usize]], reflect: bool) -> Self {
        let regions = blank_regions();
        let tables = groups.iter().map(|tiles| pattern_table(tiles, &regions)).collect();
        Databases::from_tables(groups, tables, reflect)
    }

    /// `build` with the groups' tables built on `threads` threads. (`build` does not call it
    /// with one thread: a judge's pasted file then carries no threads.)
    pub fn build_on(groups: &[&[usize]], reflect: bool, threads: usize) -> Self {
        let regions = blank_regions();
        let tables = in_parallel(groups.len(), threads, |g| pattern_table(groups[g], &regions));
        Databases::from_tables(groups, tables, reflect)
    }

    fn from_tables(groups: &[&[usize]], built: Vec<Vec<u8>>, reflect: bool) -> Self {
        let mut places = [[(0, 0); 16]; 2];
        for (g, tiles) in groups.iter().enumerate() {
            for (k, &tile) in tiles.iter().enumerate() {
                places[0][tile] = (g, 4 * k as u32);
                places[1][mirrored(tile - 1) + 1] = (g + 4, 4 * k as u32);
            }
        }
        let (mut tables, mut starts) = (vec![0], [0; 8]); // a group that is not reads the 0
        for (g, table) in built.into_iter().enumerate() {
            starts[g] = tables.len() as u32;
            starts[g + 4] = starts[g];
            tables.extend(table);
        }
        Databases { tables, starts, places, reflect }
    }
}

/// The kit's fastest on Korf's 100, building included: 5-5-5 read straight and mirrored
/// (0.25 s to build; 6-6-3 expands fewer boards but takes 4 s to build).
impl Default for Databases {
    fn default() -> Self {
        Databases::build(&Databases::SPLIT_555, true)
    }
}

/// One group's table, by breadth-first search backwards from the goal. Only the group's tiles
/// and the blank matter; the blank wanders free among the other cells, so a state is where
/// the group stands plus the region the blank can reach (named by its first cell), and each
/// step moves a group tile into that region. A table entry is the depth at which its tiles'
/// cells are first reached, whatever the region.
fn pattern_table(tiles: &[usize], regions: &[u16]) -> Vec<u8> {
    let reach = |taken: u16, blank: usize| regions[(taken as usize) << 4 | blank];
    let shift = 4 * tiles.len();
    let mut table = vec![u8::MAX; 1 << shift];
    let mut seen = vec![0u64; (1 << (shift + 4)) / 64];
    let goal: u32 = tiles.iter().enumerate().map(|(k, &t)| ((t - 1) as u32) << (4 * k)).sum();
    let cells = |index: u32| (0..tiles.len()).fold(0u16, |m, k| m | 1 << (index >> (4 * k) & 15));
    let start = goal << 4 | reach(cells(goal), 15).trailing_zeros();
    table[goal as usize] = 0;
    seen[start as usize / 64] |= 1 << (start % 64);
    let (mut layer, mut depth) = (vec![start], 0);
    while !layer.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for &state in &layer {
            let (index, taken) = (state >> 4, cells(state >> 4));
            let free = reach(taken, (state & 15) as usize);
            for k in 0..tiles.len() {
                let from = (index >> (4 * k) & 15) as usize;
                let mut targets = spread(1 << from) & free; // `from` is taken, so not free
                while targets != 0 {
                    let to = targets.trailing_zeros();
                    targets &= targets - 1;
                    let moved = index - ((from as u32) << (4 * k)) + (to << (4 * k));
                    let state =
                        moved << 4 | reach(taken ^ 1 << from ^ 1 << to, from).trailing_zeros();
                    if seen[state as usize / 64] & 1 << (state % 64) == 0 {
                        seen[state as usize / 64] |= 1 << (state % 64);
                        next.push(state);
                        table[moved as usize] = table[moved as usize].min(depth);
                    }
                }
            }
        }
        layer = next;
    }
    table
}

/// By the cells taken (16 bits) and the blank's cell (4 bits): the cells the blank can reach.
/// `pattern_table` looks a region up instead of flooding it for each of the 69 million steps
/// of a six-tile group (3.6 s down to 2.2 s a group); 2 MiB, built in 8 ms.
fn blank_regions() -> Vec<u16> {
    let mut regions = vec![0u16; 1 << 20];
    for taken in 0..=u16::MAX {
        for blank in (0..16).filter(|&c| taken & 1 << c == 0) {
            let mut reach = 1u16 << blank; // widened a step at a time until it stops growing
            while spread(reach) & !taken != reach {
                reach = spread(reach) & !taken;
            }
            regions[(taken as usize) << 4 | blank] = reach;
        }
    }
    regions
}

impl Estimate for Databases {
    type Memo = PatternMemo;
    fn memo(&self, board: Board16) -> PatternMemo {
        let mut index = self.starts;
        for cell in 0..16 {
            let tile = tile_at(board, cell);
            if tile != 0 {
                let ((g, s), (m, t)) = (self.places[0][tile], self.places[1][tile]);
                index[g] += (cell as u32) << s;
                index[m] += (mirrored(cell) as u32) << t;
            }
        }
        let value = index.map(|i| self.tables[i as usize]);
        let sum = |r: usize| value[4 * r..4 * r + 4].iter().map(|&v| v as u32).sum();
        PatternMemo { index, value, sum: [sum(0), sum(1)] }
    }
    fn moved(&self, mut memo: PatternMemo, tile: usize, from: usize, to: usize) -> PatternMemo {
        let mut cells = (from as u32, to as u32);
        for reading in 0..1 + self.reflect as usize {
            let (g, s) = self.places[reading][tile];
            memo.index[g] = memo.index[g] - (cells.0 << s) + (cells.1 << s);
            let value = self.tables[memo.index[g] as usize];
            memo.sum[reading] = memo.sum[reading] + value as u32 - memo.value[g] as u32;
            memo.value[g] = value;
            cells = (mirrored(from) as u32, mirrored(to) as u32);
        }
        memo
    }
    fn value(&self, memo: &PatternMemo) -> u32 {
        if self.reflect {
            memo.sum[0].max(memo.sum[1])
        } else {
            memo.sum[0]
        }
    }
}

// 4. Search ==========

/// What `ida_star16` found: a shortest solution (the blank's letters), or `None` when the
/// start needs more than the limit's moves; and the boards it expanded.
pub struct Found {
    pub path: Option<String>,
    pub expanded: u64,
}

/// A shortest solution from `start` (which must be solvable) to `GOAL16`, smallest in the tie
/// `order` among shortest ones, if one has at most `limit` moves; never undoing the last move.
///
/// # Complexity
/// Memory O(moves); time grows about 4.5-fold for each two moves of depth that the estimate
/// misses (see the design document for boards expanded on Korf's 100).
pub fn ida_star16<E: Estimate>(start: Board16, estimate: &E, order: &[u8; 4], limit: u32) -> Found {
    ida_star16_within(start, estimate, &Pruning::undo_only(order), limit, u64::MAX)
}

/// `ida_star16` that skips the paths `pruning` cuts (in its tie order) and gives up after
/// `budget` boards: then `path` is `None` and `expanded` = `budget`.
pub fn ida_star16_within<E: Estimate>(
    start: Board16,
    estimate: &E,
    pruning: &Pruning,
    limit: u32,
    budget: u64,
) -> Found {
    // The step of each letter of the order, in cells (the automaton cuts steps off the board).
    let steps = pruning.order.map(|letter| match letter {
        b'L' => usize::MAX, // -1, added with wrapping
        b'R' => 1,
        b'U' => usize::MAX - 3,
        _ => 4,
    });
    let blank = (0..16).find(|&c| tile_at(start, c) == 0).unwrap_or(0);
    let memo = estimate.memo(start);
    let mut search = Deepening16 {
        estimate,
        pruning,
        steps,
        path: Vec::new(),
        bound: estimate.value(&memo),
        expanded: 0,
        budget,
    };
    while search.bound <= limit {
        match search.descend(start, blank, memo, 0, blank as u32) {
            None => {
                let path = search.path.iter().rev().map(|&c| c as char).collect();
                return Found { path: Some(path), expanded: search.expanded };
            }
            Some(next) => search.bound = next,
        }
    }
    Found { path: None, expanded: search.expanded }
}

struct Deepening16<'a, E: Estimate> {
    estimate: &'a E,
    pruning: &'a Pruning,
    steps: [usize; 4],
    /// The solution's letters, last first, once found.
    path: Vec<u8>,
    bound: u32,
    expanded: u64,
    budget: u64,
}

impl<E: Estimate> Deepening16<'_, E> {
    /// Searches on from `board` (blank at `blank`, `moves` made, `state` the pruning's state
    /// after them): `None` once the goal is reached, else the least moves + estimate beyond
    /// the bound.
    fn descend(
        &mut self,
        board: Board16,
        blank: usize,
        memo: E::Memo,
        moves: u32,
        state: u32,
    ) -> Option<u32> {
        if board == GOAL16 {
            return None;
        }
        if self.expanded == self.budget {
            return Some(u32::MAX); // out of budget: every call returns at once
        }
        self.expanded += 1;
        let mut least = u32::MAX;
        let next = self.pruning.next[state as usize];
        for (i, &after) in next.iter().enumerate() {
            if after == CUT {
                continue; // off the board, or a path some other one does better
            }
            let cell = blank.wrapping_add(self.steps[i]);
            let tile = tile_at(board, cell);
            let child = board ^ (tile as u64) << (4 * cell) ^ (tile as u64) << (4 * blank);
            let memo = self.estimate.moved(memo, tile, cell, blank);
            let f = moves + 1 + self.estimate.value(&memo);
            if f > self.bound {
                least = least.min(f); // cut before the call: most children are
                continue;
            }
            match self.descend(child, cell, memo, moves + 1, after) {
                None => {
                    self.path.push(self.pruning.order[i]);
                    return None;
                }
                Some(f) => least = least.min(f),
            }
        }
        Some(least)
    }
}

// 5. Pruning duplicate paths ==========

/// Which letters IDA* may try next, an automaton reading the path: `undo_only` never undoes
/// the last move; `new` cuts every stretch of a path that another stretch does better.
pub struct Pruning {
    /// The tie order: slot `i` of a state's row is the letter `order[i]`.
    order: [u8; 4],
    /// By state, for each letter of the order: the state after it, or `CUT` (off the board,
    /// or it ends a stretch done better). States 0 to 15: the blank on that cell, with no
    /// stretch begun.
    next: Vec<[u32; 4]>,
}

const CUT: u32 = u32::MAX;

impl Pruning {
    /// A path IDA* need not walk: one with a stretch that another stretch as short, from the
    /// same cell of the blank to the same board, does better (shorter, or as long and smaller in
    /// the tie order). Swapping it in would give a better path to the same board, so the
    /// smallest shortest path never holds such a stretch, and cutting them all keeps the answer.
    /// This finds every such stretch of at most `depth` moves and folds them into one automaton
    /// (Taylor and Korf, 1993; Aho and Corasick's construction). Depth 2 is "never undo the
    /// last move". A stretch is done better only while the blank stays on the board, so each is
    /// found from its own cell: a state knows where the blank is.
    ///
    /// # Complexity
    /// From each cell, a breadth-first search of `depth` moves over the boards that only the
    /// best path reaches (about 2.1-fold more a move); the automaton keeps only the paths'
    /// beginnings that lead to a cut.
    pub fn new(order: &[u8; 4], depth: usize) -> Self {
        // The tree of best paths from every cell at once, level by level (roots 0 to 15, the
        // empty paths), and the cuts: a best path plus a letter that another path does better.
        // Only the shortest cuts matter: a longer one holds a shorter one, and that is the case
        // when the path minus its first letter plus the letter is no best path itself.
        let mut tree: Vec<PathNode> =
            (0..16).map(|cell| PathNode::new(CUT, 0, cell, CUT)).collect();
        let mut cuts: Vec<(u32, u8)> = Vec::new(); // (node, slot): that path, then that letter
        let mut seen: Vec<BoardSet> = Vec::new();
        let mut level: Vec<(Board16, u32, usize)> = Vec::new(); // (board, node, root)
        for cell in 0..16 {
            // Any board with distinct tiles will do: the goal, its blank moved to `cell`.
            let tile = tile_at(GOAL16, cell) as u64;
            let start = GOAL16 ^ tile << (4 * cell) ^ tile << 60;
            seen.push(BoardSet::holding(start));
            level.push((start, cell as u32, cell));
        }
        for _ in 0..depth {
            let mut next_level = Vec::new();
            for &(board, node, root) in &level {
                let PathNode { blank, ending, .. } = tree[node as usize];
                for (slot, &letter) in order.iter().enumerate() {
                    let cell = match blank_target16(blank as usize, letter) {
                        Some(cell) => cell,
                        None => continue,
                    };
                    let tile = tile_at(board, cell) as u64;
                    let moved = board ^ tile << (4 * cell) ^ tile << (4 * blank as usize);
                    // The path minus its first letter, plus this one: a best path, if any.
                    let shorter = if node < 16 { cell as u32 } else { child(&tree, ending, slot) };
                    if seen[root].insert(moved) {
                        let first = tree.len() as u32;
                        let parent = &mut tree[node as usize];
                        if parent.mask == 0 {
                            parent.first = first;
                        }
                        parent.mask |= 1 << slot;
                        tree.push(PathNode::new(node, slot as u8, cell as u8, shorter));
                        next_level.push((moved, tree.len() as u32 - 1, root));
                    } else if shorter != CUT {
                        cuts.push((node, slot as u8));
                    }
                }
            }
            level = next_level;
        }
        // The states: the paths that begin a cut (and the roots), numbered in tree order, so
        // that a state's shorter endings come before it.
        let mut begins_cut = vec![false; tree.len()];
        for &(node, _) in &cuts {
            let mut node = node;
            while node != CUT && !begins_cut[node as usize] {
                begins_cut[node as usize] = true;
                node = tree[node as usize].parent;
            }
        }
        let nodes: Vec<usize> = (0..tree.len()).filter(|&n| n < 16 || begins_cut[n]).collect();
        let mut state = vec![CUT; tree.len()]; // by tree node
        for (s, &node) in nodes.iter().enumerate() {
            state[node] = s as u32;
        }
        const NONE: u32 = CUT - 1;
        let mut next = vec![[NONE; 4]; nodes.len()];
        for &node in &nodes[16..] {
            let PathNode { parent, slot, .. } = tree[node];
            next[state[parent as usize] as usize][slot as usize] = state[node];
        }
        for (node, slot) in cuts {
            next[state[node as usize] as usize][slot as usize] = CUT;
        }
        // Aho and Corasick's construction: the rest of each row is that of the state's longest
        // proper ending that is a state (`fail`), whose row is already complete.
        let mut fail = vec![0u32; nodes.len()];
        for s in 0..nodes.len() {
            let blank = tree[nodes[s]].blank as usize;
            for (slot, &letter) in order.iter().enumerate() {
                let target = match blank_target16(blank, letter) {
                    Some(cell) => cell,
                    None => {
                        next[s][slot] = CUT;
                        continue;
                    }
                };
                let ending = if s < 16 { target as u32 } else { next[fail[s] as usize][slot] };
                match next[s][slot] {
                    NONE => next[s][slot] = ending,
                    CUT => {}
                    child => fail[child as usize] = ending,
                }
            }
        }
        Pruning { order: *order, next }
    }

    /// "Never undo the last move" alone (what `new(order, 2)` finds), built directly: state
    /// cell + 16 × (came + 1) is the blank on `cell`, come from cell `came` (states 0 to 15:
    /// from nowhere).
    pub fn undo_only(order: &[u8; 4]) -> Self {
        let mut next = vec![[CUT; 4]; 16 * 17];
        for (state, row) in next.iter_mut().enumerate() {
            let (cell, came) = (state % 16, (state / 16).wrapping_sub(1));
            for (slot, &letter) in order.iter().enumerate() {
                match blank_target16(cell, letter) {
                    Some(to) if to != came => row[slot] = (to + 16 * (cell + 1)) as u32,
                    _ => {}
                }
            }
        }
        Pruning { order: *order, next }
    }

    /// The automaton's states.
    pub fn states(&self) -> usize {
        self.next.len()
    }

    /// Whether the path `letters` from a blank at `cell` is walked (no stretch of it is cut).
    pub fn walks(&self, cell: usize, letters: &[u8]) -> bool {
        let mut state = cell as u32;
        for letter in letters {
            match self.order.iter().position(|l| l == letter) {
                Some(slot) if self.next[state as usize][slot] != CUT => {
                    state = self.next[state as usize][slot]
                }
                _ => return false,
            }
        }
        true
    }
}

/// A path in `Pruning::new`'s tree of best paths.
#[derive(Clone, Copy)]
struct PathNode {
    parent: u32,
    slot: u8,    // of its last letter
    blank: u8,   // the blank's cell at its end
    ending: u32, // the path without its first letter, a best path too
    /// Its children, numbered in a row from `first`: the slots in `mask`.
    first: u32,
    mask: u8,
}

impl PathNode {
    fn new(parent: u32, slot: u8, blank: u8, ending: u32) -> Self {
        PathNode { parent, slot, blank, ending, first: 0, mask: 0 }
    }
}

/// The child of `node` by the letter in `slot`, or `CUT`.
fn child(tree: &[PathNode], node: u32, slot: usize) -> u32 {
    let PathNode { first, mask, .. } = tree[node as usize];
    match mask & 1 << slot {
        0 => CUT,
        _ => first + (mask & ((1 << slot) - 1)).count_ones(),
    }
}

/// A set of boards (never 0), open addressing: `Pruning::new` asks it millions of times.
struct BoardSet {
    slots: Vec<Board16>,
    len: usize,
}

impl BoardSet {
    fn holding(board: Board16) -> Self {
        let mut set = BoardSet { slots: vec![0; 1024], len: 0 };
        set.insert(board);
        set
    }

    /// Adds `board`; false if it was there.
    fn insert(&mut self, board: Board16) -> bool {
        if 2 * (self.len + 1) > self.slots.len() {
            let wider = vec![0; 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, wider);
            self.len = 0;
            for board in old.into_iter().filter(|&b| b != 0) {
                self.insert(board);
            }
        }
        let mask = self.slots.len() - 1; // a power of two
        let mut i = (board.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & mask;
        loop {
            let slot = self.slots[i];
            match slot {
                0 => {
                    self.slots[i] = board;
                    self.len += 1;
                    return true;
                }
                b if b == board => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }
}

// 6. Judges and many boards ==========

/// `work(0)` to `work(count - 1)` on `threads` threads, each taking the next item not yet
/// taken (so a slow item holds up one thread only); the results in item order.
pub fn in_parallel<T, F>(count: usize, threads: usize, work: F) -> Vec<T>
where
    T: Send,
    F: Fn(usize) -> T + Sync,
{
    let taken = std::sync::atomic::AtomicUsize::new(0);
    let take = || taken.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut done: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.clamp(1, count.max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    let mut k = take();
                    while k < count {
                        mine.push((k, work(k)));
                        k = take();
                    }
                    mine
                })
            })
            .collect();
        let finished = workers.into_iter().map(|w| w.join());
        finished.flat_map(|mine| mine.unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    done.sort_by_key(|&(k, _)| k);
    done.into_iter().map(|(_, result)| result).collect()
}

/// A 4 × 4 grid's shortest solution (`ida_star16`'s), `Ok(None)` if it cannot reach the goal,
/// or an error if it needs more than `limit` moves.
pub fn shortest<E: Estimate>(
    grid: &[usize],
    estimate: &E,
    limit: u32,
) -> Result<Option<String>, String> {
    answer(grid, limit, |start| ida_star16(start, estimate, &LRUD, limit).path)
}

/// Parity first (a "no" costs no search), then `search`: `None` is past the limit.
fn answer<F>(grid: &[usize], limit: u32, search: F) -> Result<Option<String>, String>
where
    F: FnOnce(Board16) -> Option<String>,
{
    if !grid_solvable(grid, 4) {
        return Ok(None);
    }
    match search(pack(grid)) {
        Some(path) => Ok(Some(path)),
        None => Err(format!("the board needs more than {limit} moves, the problem's limit")),
    }
}

/// A build of `Databases::default()`, in boards expanded by linear conflict in the same time
/// (0.21 s, 33 ns a board). Korf's boards of at most 50 moves take 0.02 to 3 million, his 67 23.
pub const DATABASES_COST: u64 = 6_400_000;

/// Boards one after another by core.rs's `Solver` rule: search with `E` until the searches have
/// expanded `budget` boards (one that would pass it stops), then build the databases and use
/// them; but the first search runs to the end, so one board never pays a build (stopped, a
/// 48-move board of 9.1 million took 1.8 times as long). The paths are the same either way.
pub struct Solver16<E: Estimate> {
    pub estimate: E,
    pub databases: Option<Databases>,
    pub budget: u64,
    pub searched: u64, // boards `estimate` has expanded
}

impl<E: Estimate + Default> Default for Solver16<E> {
    fn default() -> Self {
        let estimate = E::default();
        Solver16 { estimate, databases: None, budget: DATABASES_COST, searched: 0 }
    }
}

impl<E: Estimate> Solver16<E> {
    /// `shortest`'s answer, with `E` while the budget lasts, then with the databases.
    pub fn shortest(&mut self, grid: &[usize], limit: u32) -> Result<Option<String>, String> {
        let pruning = Pruning::undo_only(&LRUD);
        answer(grid, limit, |start| {
            let left = match self.searched {
                0 => u64::MAX, // the first search, to the end
                n => self.budget.saturating_sub(n),
            };
            if self.databases.is_none() && left > 0 {
                let found = ida_star16_within(start, &self.estimate, &pruning, limit, left);
                self.searched += found.expanded;
                if found.path.is_some() || found.expanded < left {
                    return found.path;
                }
            }
            let databases = self.databases.get_or_insert_with(Databases::default);
            ida_star16_within(start, databases, &pruning, limit, u64::MAX).path
        })
    }
}

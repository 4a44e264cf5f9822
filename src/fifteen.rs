// Fifteen-puzzle core, to `include!` or paste whole into a judge (std only, Rust 1.63+).
// Include io.rs first: its `Scanner` reads the input, its `run` is each binary's `main`.
// 1. Grids of any size: `Scanner::grid` reads one; `solvable` decides it by parity alone.
// 2. Board: 4 × 4 in a u64, four bits a cell; the goal is 1 … 15 with the blank last.
// 3. Estimates, each a step up, all admissible (never above the true distance):
//    `Manhattan`; `LinearConflict` (+2 for each tile that must leave its goal line so that
//    the others there can pass); `Databases`: additive disjoint pattern databases. Split the
//    tiles into groups; for each group, a breadth-first search backwards from the goal over
//    that group's tiles alone (the others indistinct) counts only the group's own moves, so
//    the exact counts of disjoint groups add up to a lower bound of the whole.
// 4. Search: `ida_star`, depth-first to a bound on moves + estimate, the bound raised to the
//    least value that exceeded it; letters tried in a tie order, never undoing the last move.
//    `shortest` puts parity, search and a move limit together for a judge binary; `Solver16`
//    for many boards, building the databases once the searches have cost as much.
// What each step buys, on Korf's 100 random boards (41 to 66 moves; scripts/bench --fifteen):
// boards expanded per board, mean, with all 100 solved optimally
//   linear conflict   22.0 million (Manhattan alone: 8 times more on the ten easiest)
//   5-5-5             1.26 million; read straight and mirrored 0.67 million: all 100 in 2.6 s
//                     on one core, the 0.25 s build included (the kit's fastest)
//   6-6-3             0.90 million; mirrored 0.30 million, but 4 s to build
// The judge binaries use linear conflict: on boards of at most 45 moves it needs no build and
// takes milliseconds (the slowest 45-move board met: 0.12 s, whole process).
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
pub fn solvable(grid: &[usize], cols: usize) -> bool {
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

/// The cells next to `cell`, as a mask of 16 bits.
const fn neighbours16(cell: usize) -> u16 {
    let mut mask = 0;
    if cell >= 4 {
        mask |= 1 << (cell - 4);
    }
    if cell < 12 {
        mask |= 1 << (cell + 4);
    }
    if cell % 4 > 0 {
        mask |= 1 << (cell - 1);
    }
    if cell % 4 < 3 {
        mask |= 1 << (cell + 1);
    }
    mask
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
    tables: Vec<Vec<u8>>,
    /// For each tile: its group and the shift of its four bits in that group's index.
    place: [(usize, u32); 16],
    /// For each tile: the group and shift of its mirror image, for the mirrored reading.
    mirror: [(usize, u32); 16],
    reflect: bool,
}

/// A group's index and table value per group, then the same for the mirrored reading.
#[derive(Clone, Copy)]
pub struct PatternMemo {
    index: [u32; 8],
    value: [u8; 8],
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
        let (mut place, mut mirror) = ([(0, 0); 16], [(0, 0); 16]);
        for (g, tiles) in groups.iter().enumerate() {
            for (k, &tile) in tiles.iter().enumerate() {
                place[tile] = (g, 4 * k as u32);
                mirror[mirrored(tile - 1) + 1] = (g + 4, 4 * k as u32);
            }
        }
        let regions = blank_regions();
        let tables = groups.iter().map(|tiles| pattern_table(tiles, &regions)).collect();
        Databases { tables, place, mirror, reflect }
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
                let mut targets = neighbours16(from) & free;
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
    for taken in 0..1usize << 16 {
        for blank in (0..16).filter(|&c| taken & 1 << c == 0) {
            regions[taken << 4 | blank] = region(blank, taken as u16);
        }
    }
    regions
}

/// The cells the blank at `blank` can reach without moving a tile of `taken`.
fn region(blank: usize, taken: u16) -> u16 {
    let free = !taken;
    let mut reach = 1u16 << blank;
    loop {
        let wider =
            (reach | reach << 4 | reach >> 4 | (reach << 1 & !0x1111) | (reach >> 1 & !0x8888))
                & free;
        if wider == reach {
            return reach;
        }
        reach = wider;
    }
}

impl Estimate for Databases {
    type Memo = PatternMemo;
    fn memo(&self, board: Board16) -> PatternMemo {
        let mut memo = PatternMemo { index: [0; 8], value: [0; 8] };
        for cell in 0..16 {
            let tile = tile_at(board, cell);
            if tile != 0 {
                let ((g, s), (m, t)) = (self.place[tile], self.mirror[tile]);
                memo.index[g] += (cell as u32) << s;
                memo.index[m] += (mirrored(cell) as u32) << t;
            }
        }
        for g in 0..self.tables.len() {
            memo.value[g] = self.tables[g][memo.index[g] as usize];
            memo.value[g + 4] = self.tables[g][memo.index[g + 4] as usize];
        }
        memo
    }
    fn moved(&self, mut memo: PatternMemo, tile: usize, from: usize, to: usize) -> PatternMemo {
        let (g, s) = self.place[tile];
        memo.index[g] = memo.index[g] - ((from as u32) << s) + ((to as u32) << s);
        memo.value[g] = self.tables[g][memo.index[g] as usize];
        if self.reflect {
            let (m, s) = self.mirror[tile];
            memo.index[m] =
                memo.index[m] - ((mirrored(from) as u32) << s) + ((mirrored(to) as u32) << s);
            memo.value[m] = self.tables[m - 4][memo.index[m] as usize];
        }
        memo
    }
    fn value(&self, memo: &PatternMemo) -> u32 {
        let sum = |values: &[u8]| values.iter().map(|&v| v as u32).sum::<u32>();
        let straight = sum(&memo.value[..4]);
        if self.reflect {
            straight.max(sum(&memo.value[4..]))
        } else {
            straight
        }
    }
}

// 4. Search ==========

/// What `ida_star` found: a shortest solution (the blank's letters), or `None` when the
/// start needs more than the limit's moves; and the boards it expanded.
pub struct Found {
    pub path: Option<String>,
    pub expanded: u64,
}

/// A shortest solution from `start` (which must be solvable) to `GOAL16`, smallest in the tie
/// `order` among shortest ones, if one has at most `limit` moves.
///
/// # Complexity
/// Memory O(moves); time grows about 4.5-fold for each two moves of depth that the estimate
/// misses (see the README for boards expanded on Korf's 100).
pub fn ida_star<E: Estimate>(start: Board16, estimate: &E, order: &[u8; 4], limit: u32) -> Found {
    ida_star_within(start, estimate, order, limit, u64::MAX)
}

/// `ida_star` that gives up after `budget` boards: `path` `None`, `expanded` = `budget`.
pub fn ida_star_within<E: Estimate>(
    start: Board16,
    estimate: &E,
    order: &[u8; 4],
    limit: u32,
    budget: u64,
) -> Found {
    let mut moves = [[(0usize, 0u8); 4]; 16];
    for (cell, list) in moves.iter_mut().enumerate() {
        for (slot, &letter) in list.iter_mut().zip(order) {
            *slot = (blank_target16(cell, letter).unwrap_or(16), letter);
        }
    }
    let blank = (0..16).find(|&c| tile_at(start, c) == 0).unwrap_or(0);
    let memo = estimate.memo(start);
    let mut search = Deepening16 {
        estimate,
        moves,
        path: Vec::new(),
        bound: estimate.value(&memo),
        expanded: 0,
        budget,
    };
    while search.bound <= limit {
        match search.descend(start, blank, memo, 0, 16) {
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
    /// For each cell of the blank: where each letter of the tie order takes it (16: nowhere).
    moves: [[(usize, u8); 4]; 16],
    /// The solution's letters, last first, once found.
    path: Vec<u8>,
    bound: u32,
    expanded: u64,
    budget: u64,
}

impl<E: Estimate> Deepening16<'_, E> {
    /// Searches on from `board` (blank at `blank`, `moves` made, come from cell `came`):
    /// `None` once the goal is reached, else the least moves + estimate beyond the bound.
    fn descend(
        &mut self,
        board: Board16,
        blank: usize,
        memo: E::Memo,
        moves: u32,
        came: usize,
    ) -> Option<u32> {
        if board == GOAL16 {
            return None;
        }
        if self.expanded == self.budget {
            return Some(u32::MAX); // out of budget: every call returns at once
        }
        self.expanded += 1;
        let mut least = u32::MAX;
        for (cell, letter) in self.moves[blank] {
            if cell == 16 || cell == came {
                continue;
            }
            let tile = tile_at(board, cell);
            let next = board ^ (tile as u64) << (4 * cell) ^ (tile as u64) << (4 * blank);
            let memo = self.estimate.moved(memo, tile, cell, blank);
            let f = moves + 1 + self.estimate.value(&memo);
            if f > self.bound {
                least = least.min(f); // cut before the call: most children are
                continue;
            }
            match self.descend(next, cell, memo, moves + 1, blank) {
                None => {
                    self.path.push(letter);
                    return None;
                }
                Some(f) => least = least.min(f),
            }
        }
        Some(least)
    }
}

/// A 4 × 4 grid's shortest solution (`ida_star`'s), `Ok(None)` if it cannot reach the goal,
/// or an error if it needs more than `limit` moves.
pub fn shortest<E: Estimate>(
    grid: &[usize],
    estimate: &E,
    limit: u32,
) -> Result<Option<String>, String> {
    answer(grid, limit, |start| ida_star(start, estimate, &LRUD, limit).path)
}

/// Parity first (a "no" costs no search), then `search`: `None` is past the limit.
fn answer<F>(grid: &[usize], limit: u32, search: F) -> Result<Option<String>, String>
where
    F: FnOnce(Board16) -> Option<String>,
{
    if !solvable(grid, 4) {
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
        answer(grid, limit, |start| {
            let left = match self.searched {
                0 => u64::MAX, // the first search, to the end
                n => self.budget.saturating_sub(n),
            };
            if self.databases.is_none() && left > 0 {
                let found = ida_star_within(start, &self.estimate, &LRUD, limit, left);
                self.searched += found.expanded;
                if found.path.is_some() || found.expanded < left {
                    return found.path;
                }
            }
            let databases = self.databases.get_or_insert_with(Databases::default);
            ida_star(start, databases, &LRUD, limit).path
        })
    }
}

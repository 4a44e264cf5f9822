// Fifteen-puzzle core, to `include!` or paste whole into a judge (std only, Rust 1.63+).
// Include io.rs first (its `Scanner` reads the input, its `run` is each binary's `main`), then
// grid.rs (`Scanner::grid`, the parity rule, linear conflict's `line_conflicts`).
// 1. Grids of any size: `solvability_answers` answers a judge's cases of them (POJ 2893,
//    HDU 3600) by grid.rs's parity rule alone.
// 2. Board: 4 × 4 in a u64, four bits a cell; the goal is 1 … 15 with the blank last.
// 3. Estimates, each a step up, both admissible (never above the true distance):
//    `Manhattan`; `LinearConflict` (+2 for each tile that must leave its goal line so that
//    the others there can pass).
// 4. Search: `ida_star16`, depth-first to a bound on moves + estimate, the bound raised to the
//    least value that exceeded it; letters tried in a tie order, an automaton saying which.
// 5. `Pruning`, that automaton: `undo_only` never undoes the last move.
// 6. `shortest`, a judge binary's answer: parity, search, a move limit.
// Many hard boards want more: fifteen_databases.rs, included after this file.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Grids of any size ==========

/// Reads a case's rows and columns: `None` for the case that ends the input.
pub type ReadSides = fn(&mut Scanner) -> Result<Option<(usize, usize)>, String>;

/// The answers of the judges that ask only whether grids reach the goal: cases until one of
/// zeros (or the end of the input), each a grid after its sides, which `sides` reads (`None` at
/// the zeros, an error for sides out of range); `YES` or `NO` for each.
pub fn solvability_answers(input: &[u8], sides: ReadSides) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    if scanner.at_end() {
        return Err(scanner.error("the input holds no case"));
    }
    let mut out = String::new();
    while !scanner.at_end() {
        let (rows, cols) = match sides(&mut scanner)? {
            Some(sides) => sides,
            None => break, // the end of the cases
        };
        let grid = scanner.grid(rows, cols)?;
        out += if reaches_ordered(&grid, cols) { "YES\n" } else { "NO\n" };
    }
    scanner.finish()?;
    Ok(out)
}

// 2. Board ==========

/// A 4 × 4 board: the tile in cell c (row by row; 0 the blank) in bits 4c to 4c + 3.
pub type Board16 = u64;

/// 1 … 15, then the blank.
pub const GOAL16: Board16 = 0x0FED_CBA9_8765_4321;

/// Tie order of UVa 10181's answers (the letters name the blank's moves).
pub const LRUD: [u8; 4] = *b"LRUD";

pub fn pack<T: Copy + Into<usize>>(grid: &[T]) -> Board16 {
    grid.iter().enumerate().fold(0, |board, (cell, &t)| board | (t.into() as u64) << (4 * cell))
}

pub fn tile_at(board: Board16, cell: usize) -> usize {
    (board >> (4 * cell) & 15) as usize
}

/// The cell the blank at `blank` moves to by `letter` (U D L R), if that is on the board.
pub fn blank_target16(blank: usize, letter: u8) -> Option<usize> {
    neighbour(blank, way_named(letter.to_ascii_lowercase())?, 4, 16)
}

/// Rows plus columns between two cells.
pub fn cell_distance16(a: usize, b: usize) -> u32 {
    grid_distance(a, b, 4) as u32
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
                let places: Vec<u8> =
                    (0..4).map(|i| (code / 5usize.pow(i) % 5) as u8).filter(|&p| p < 4).collect();
                line_conflicts(&places, places.len()) as u8
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
/// misses (boards expanded on Korf's 100: src/tools/runs/).
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
}

// 6. A judge's answer ==========

/// A 4 × 4 grid's shortest solution (`ida_star16`'s), `Ok(None)` if it cannot reach the goal,
/// or an error if it needs more than `limit` moves.
pub fn shortest<E: Estimate, T: Copy + Into<usize>>(
    grid: &[T],
    estimate: &E,
    limit: u32,
) -> Result<Option<String>, String> {
    answer(grid, limit, |start| ida_star16(start, estimate, &LRUD, limit).path)
}

/// Parity first (a "no" costs no search), then `search`: `None` is past the limit.
pub fn answer<F, T>(grid: &[T], limit: u32, search: F) -> Result<Option<String>, String>
where
    F: FnOnce(Board16) -> Option<String>,
    T: Copy + Into<usize>,
{
    if !reaches_ordered(grid, 4) {
        return Ok(None);
    }
    match search(pack(grid)) {
        Some(path) => Ok(Some(path)),
        None => Err(format!("the board needs more than {limit} moves, the problem's limit")),
    }
}

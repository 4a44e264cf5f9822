// Eight-puzzle core: one page to `include!` or paste whole into a judge (std only, Rust 1.63+).
//
// Map of this page, in order:
//   1. Board        `Board`, the blank's moves `u d l r`, tie orders `UDLR` and `DLRU`.
//   2. Parsing      `Scanner`: boards and counts from judge input, one-line errors.
//   3. Solvability  inversion parity, decided before any search.
//   4. Ranking      `rank` / `unrank`: a perfect numbering of all 9! boards.
//   5. Search       `distance_table`: one BFS from a goal, a byte per board. `descend` reads the
//                   shortest path that is smallest in a tie order off it. `Solver` relabels
//                   tiles so any goal becomes one of nine canonical goals (one per blank cell)
//                   and builds each of those tables once, when first needed.
//   6. Output       grids, walks, and `run`, the whole of a binary's `main`.
//
// Everything is `pub` so that a binary using only part of it compiles without warnings.

// ---------------------------------------------------------------------------------------------
// 1. Board

/// Nine cells in row-major order: `0` is the blank, `1..=8` are the tiles.
pub type Board = [u8; 9];

/// Tie order of POJ 1077 and the textbook: among shortest paths, prefer `u`, then `d`, `l`, `r`.
pub const UDLR: [u8; 4] = *b"udlr";
/// Tie order of HDU 3567: plain ASCII order of the letters.
pub const DLRU: [u8; 4] = *b"dlru";

/// The cell that holds the blank.
pub fn blank_cell(board: &Board) -> usize {
    board.iter().position(|&t| t == 0).unwrap_or(0)
}

/// The cell the blank reaches from `cell` by the move `letter` (`u`, `d`, `l`, `r`: the way the
/// blank travels), or `None` if that would leave the board.
pub fn step_cell(cell: usize, letter: u8) -> Option<usize> {
    match letter {
        b'u' if cell >= 3 => Some(cell - 3),
        b'd' if cell < 6 => Some(cell + 3),
        b'l' if cell % 3 > 0 => Some(cell - 1),
        b'r' if cell % 3 < 2 => Some(cell + 1),
        _ => None,
    }
}

/// The board after the blank moves `letter`, or `None` if the move leaves the board.
pub fn apply_move(board: &Board, letter: u8) -> Option<Board> {
    let blank = blank_cell(board);
    let cell = step_cell(blank, letter)?;
    let mut next = *board;
    next.swap(blank, cell);
    Some(next)
}

// ---------------------------------------------------------------------------------------------
// 2. Parsing

/// Reads boards and counts from judge input, forgivingly: cells are single characters (`1`-`8`,
/// and `0`, `x` or `X` for the blank), separated by any whitespace or by nothing at all, so
/// `2 3 4 / 1 5 x / 7 6 8`, `12X453786` and CRLF files all read alike. Anything else is an
/// `Err` with one line naming what is wrong and where.
pub struct Scanner<'a> {
    text: &'a str,
    pos: usize,
    boards: usize,
}

impl<'a> Scanner<'a> {
    /// Checks that the input is UTF-8 text (a leading byte-order mark is skipped).
    pub fn new(input: &'a [u8]) -> Result<Self, String> {
        let text = std::str::from_utf8(input).map_err(|e| {
            format!("the input is not UTF-8 text (byte {} is invalid)", e.valid_up_to() + 1)
        })?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Ok(Scanner { text, pos: 0, boards: 0 })
    }

    /// True when only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.text.len()
    }

    /// Reads a count such as the number of cases: a whitespace-separated whole number.
    /// `what` names it in the error message.
    pub fn count(&mut self, what: &str) -> Result<usize, String> {
        self.skip_space();
        let start = self.pos;
        let word = self.word_at(start);
        self.pos += word.len();
        if word.is_empty() {
            return Err(format!("expected {what}, found the end of the input"));
        }
        if !word.bytes().all(|c| c.is_ascii_digit()) {
            return Err(format!("{}: expected {what}, found {word:?}", self.place(start)));
        }
        word.parse()
            .map_err(|_| format!("{}: {what} {word} is too large", self.place(start)))
    }

    /// Reads the next board; errors name it by its number in the input (board 1, board 2, ...).
    pub fn board(&mut self) -> Result<Board, String> {
        self.boards += 1;
        let n = self.boards;
        let bytes = self.text.as_bytes();
        let mut board = [0u8; 9];
        let mut seen = [false; 9];
        for (cell, slot) in board.iter_mut().enumerate() {
            self.skip_space();
            let c = match bytes.get(self.pos) {
                Some(&c) => c,
                None if cell == 0 => {
                    return Err(format!("expected board {n}, found the end of the input"))
                }
                None => {
                    return Err(format!(
                        "board {n} is incomplete: the input ends after {cell} of its 9 cells"
                    ))
                }
            };
            let tile = match c {
                b'1'..=b'8' => c - b'0',
                b'0' | b'x' | b'X' => 0,
                _ => {
                    return Err(format!(
                        "{}: {:?} is not a cell of board {n} (tiles are 1 to 8, the blank is 0, x or X)",
                        self.place(self.pos),
                        self.char_at(self.pos)
                    ))
                }
            };
            if seen[tile as usize] {
                let which = match tile {
                    0 => "the blank".to_string(),
                    t => format!("tile {t}"),
                };
                return Err(format!("{}: board {n} has {which} twice", self.place(self.pos)));
            }
            seen[tile as usize] = true;
            *slot = tile;
            self.pos += 1;
        }
        match bytes.get(self.pos) {
            Some(c) if c.is_ascii_alphanumeric() => {
                Err(format!("{}: board {n} has more than 9 cells", self.place(self.pos)))
            }
            Some(c) if !c.is_ascii_whitespace() => Err(format!(
                "{}: unexpected {:?} right after board {n}",
                self.place(self.pos),
                self.char_at(self.pos)
            )),
            _ => Ok(board),
        }
    }

    /// Reads boards until the end of the input; there must be at least one.
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

    /// Checks that nothing but whitespace follows what has been read.
    pub fn finish(&mut self) -> Result<(), String> {
        if self.at_end() {
            return Ok(());
        }
        Err(format!(
            "{}: unexpected {:?} after the end of the input proper",
            self.place(self.pos),
            self.word_at(self.pos)
        ))
    }

    fn skip_space(&mut self) {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// The whitespace-delimited word starting at byte `pos`.
    fn word_at(&self, pos: usize) -> &'a str {
        let rest = &self.text[pos..];
        let len = rest.find(|c: char| c.is_ascii_whitespace()).unwrap_or(rest.len());
        &rest[..len]
    }

    fn char_at(&self, pos: usize) -> char {
        self.text[pos..].chars().next().unwrap_or(' ')
    }

    /// "line L, column C" of byte `pos`, both counted from 1.
    fn place(&self, pos: usize) -> String {
        let before = &self.text[..pos];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        format!("line {line}, column {column}")
    }
}

// ---------------------------------------------------------------------------------------------
// 3. Solvability

/// Parity (0 or 1) of the number of inversions among the tiles, read in row-major order with the
/// blank left out.
pub fn inversion_parity(board: &Board) -> u32 {
    let mut inversions = 0;
    for (i, &a) in board.iter().enumerate() {
        for &b in &board[i + 1..] {
            if a != 0 && b != 0 && a > b {
                inversions += 1;
            }
        }
    }
    inversions % 2
}

/// Whether `goal` can be reached from `start`. A sideways move keeps the row-major order of the
/// tiles; a vertical one moves one tile past two others. Neither changes the inversion parity,
/// and since the width 3 is odd that parity is the whole invariant: boards of equal parity reach
/// each other, the 9!/2 = 181,440 boards of each parity form one connected class.
pub fn solvable(start: &Board, goal: &Board) -> bool {
    inversion_parity(start) == inversion_parity(goal)
}

// ---------------------------------------------------------------------------------------------
// 4. Ranking

/// The number of boards, 9!: ranks run from 0 to `STATES - 1`.
pub const STATES: usize = 362_880;
const FACT: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5040, 40_320];

/// A board packed into a `u32`: bits 24.. hold the blank cell, bits 0..24 the eight tiles in
/// row-major order, three bits each (tile − 1), the first tile highest. Why: a sideways move
/// then only changes the blank cell, and a vertical one rotates three neighbouring tiles.
pub fn pack(board: &Board) -> u32 {
    let mut tiles = 0;
    for &t in board.iter().filter(|&&t| t != 0) {
        tiles = tiles << 3 | (t as u32 - 1);
    }
    (blank_cell(board) as u32) << 24 | tiles
}

/// The board of a packed one: `unpack(pack(b)) == b`.
pub fn unpack(packed: u32) -> Board {
    let blank = (packed >> 24) as usize;
    let mut board = [0u8; 9];
    let cells = (0..9).filter(|&c| c != blank);
    for (k, cell) in cells.enumerate() {
        board[cell] = (packed >> (3 * (7 - k)) & 7) as u8 + 1;
    }
    board
}

/// A perfect rank in `0..STATES`: blank cell × 8! + the Lehmer code (Cantor expansion) of the
/// eight tiles in row-major order. Why this split rather than the code of all nine cells: a
/// sideways move keeps the tile order, so its rank is just ±8!.
///
/// # Complexity
/// O(1): two table lookups (see `RANK_HEAD`).
pub fn rank_packed(packed: u32) -> usize {
    let head = RANK_HEAD[(packed >> 12 & 0xfff) as usize];
    let tail = RANK_TAIL[(packed & 0xfff) as usize];
    (packed >> 24) as usize * FACT[8] + head as usize + tail as usize
}

/// `rank_packed(pack(board))`.
pub fn rank(board: &Board) -> usize {
    rank_packed(pack(board))
}

/// The board with the given rank: `unrank(rank(b)) == b`.
///
/// # Constraints
/// `r < STATES`.
pub fn unrank(r: usize) -> Board {
    let blank = r / FACT[8];
    let mut code = r % FACT[8];
    let mut unread: Vec<u8> = (1..=8).collect();
    let mut board = [0u8; 9];
    let cells = (0..9).filter(|&c| c != blank);
    for (k, cell) in cells.enumerate() {
        let digit = code / FACT[7 - k]; // how many smaller tiles come later
        code %= FACT[7 - k];
        board[cell] = unread.remove(digit);
    }
    board
}

// The Lehmer digit of a tile counts the smaller tiles after it. For one of the first four tiles
// that is (smaller tiles in all) − (smaller tiles before it), which the first four alone decide;
// for one of the last four it is decided by the last four alone. So the code splits into a part
// for each half of the packed tiles, tabulated here at compile time (4096 entries each).
static RANK_HEAD: [u16; 4096] = rank_table(true);
static RANK_TAIL: [u16; 4096] = rank_table(false);

const fn rank_table(head: bool) -> [u16; 4096] {
    let mut table = [0u16; 4096];
    let mut key = 0;
    while key < 4096 {
        let mut code = 0;
        let mut i = 0;
        while i < 4 {
            let (mut before, mut after) = (0, 0);
            let mut j = 0;
            while j < 4 {
                if tile_of_key(key, j) < tile_of_key(key, i) {
                    if j < i {
                        before += 1;
                    } else {
                        after += 1;
                    }
                }
                j += 1;
            }
            // Keys with a repeated tile are never looked up; `saturating_sub` keeps them finite.
            let digit = if head { tile_of_key(key, i).saturating_sub(before) } else { after };
            let position = if head { i } else { i + 4 };
            code += digit * FACT[7 - position];
            i += 1;
        }
        table[key] = code as u16;
        key += 1;
    }
    table
}

/// Tile `i` (0 to 3, the first highest) of a 12-bit key of `rank_table`.
const fn tile_of_key(key: usize, i: usize) -> usize {
    key >> (3 * (3 - i)) & 7
}

// ---------------------------------------------------------------------------------------------
// 5. Search

/// Entries of a distance table: the boards of one parity, 9!/2.
pub const TABLE_LEN: usize = STATES / 2;

/// Where a board goes in a distance table: `rank / 2`. The two boards whose ranks differ only in
/// the last bit differ only in the order of their last two tiles, so they have opposite parity;
/// within one parity class this index is therefore perfect, and a table needs 9!/2 bytes.
pub fn table_index(packed: u32) -> usize {
    rank_packed(packed) >> 1
}

/// The packed board after the blank moves `letter`, or `None` if the move leaves the board.
pub fn move_packed(packed: u32, letter: u8) -> Option<u32> {
    let blank = packed >> 24;
    // Tiles k, k+1, k+2 of the packed order, as one 9-bit group.
    let group = |k: u32| (3 * (5 - k), packed >> (3 * (5 - k)) & 0x1ff);
    let replace = |shift: u32, group: u32| packed & !(0x1ff << shift) | group << shift;
    match letter {
        b'l' if blank % 3 > 0 => Some(packed - (1 << 24)),
        b'r' if blank % 3 < 2 => Some(packed + (1 << 24)),
        b'u' if blank >= 3 => {
            // The tile above drops past the two tiles after it: (t, x, y) becomes (x, y, t).
            let (shift, g) = group(blank - 3);
            Some(replace(shift, (g << 3 & 0x1ff) | g >> 6) - (3 << 24))
        }
        b'd' if blank < 6 => {
            // The tile below rises past the two tiles before it: (x, y, t) becomes (t, x, y).
            let (shift, g) = group(blank);
            Some(replace(shift, (g & 7) << 6 | g >> 3) + (3 << 24))
        }
        _ => None,
    }
}

/// Moves to `goal` from every board that can reach it, indexed by `table_index`: one
/// breadth-first search over the whole class of 181,440 boards (at most 31 moves).
///
/// # Complexity
/// O(9!) time; 9!/2 bytes for the table and 256 KiB for the queue.
pub fn distance_table(goal: &Board) -> Vec<u8> {
    const UNSEEN: u8 = u8::MAX;
    // A ring: it holds at most two consecutive layers of the search, 44,959 boards at the most
    // for any goal (tests/core.rs checks this against the published layer sizes).
    const RING: usize = 1 << 16;
    let mut dist = vec![UNSEEN; TABLE_LEN];
    let mut queue = vec![0u32; RING];
    let goal = pack(goal);
    dist[table_index(goal)] = 0;
    queue[0] = goal;
    let (mut head, mut tail) = (0, 1);
    let (mut d, mut layer_end) = (1, 1); // boards before `layer_end` are at most d - 1 away
    // Why no branches inside: whether a move is legal and whether a board is new are coin flips
    // to the processor. An illegal move yields the board itself, which is already in the table,
    // and every neighbour is written at the tail, which only advances past a new one.
    while head < tail {
        if head == layer_end {
            d += 1;
            layer_end = tail;
        }
        let packed = queue[head % RING];
        head += 1;
        for &letter in &UDLR {
            let next = move_packed(packed, letter).unwrap_or(packed);
            let i = table_index(next);
            let new = dist[i] == UNSEEN;
            dist[i] = dist[i].min(d);
            queue[tail % RING] = next;
            tail += new as usize;
        }
    }
    dist
}

/// The shortest path from `start` to the goal of `table` that is smallest in the letter order
/// `order`. Greedy descent: at each step take the first letter in `order` whose board is one
/// move closer. Each choice is the smallest letter that any shortest path from there can take,
/// so the whole path is the smallest.
///
/// # Constraints
/// `start` can reach the goal (`solvable`); else the result is meaningless, or `None`.
///
/// # Complexity
/// O(d) for a path of d moves.
pub fn descend(table: &[u8], start: &Board, order: &[u8; 4]) -> Option<String> {
    let mut packed = pack(start);
    let mut d = table[table_index(packed)];
    let mut path = String::with_capacity(d as usize);
    while d > 0 {
        let closer = order.iter().find_map(|&letter| {
            let next = move_packed(packed, letter)?;
            if table[table_index(next)] == d - 1 {
                Some((letter, next))
            } else {
                None
            }
        });
        let (letter, next) = closer?; // `None` only for a start that cannot reach the goal
        path.push(letter as char);
        packed = next;
        d -= 1;
    }
    Some(path)
}

/// The canonical goal with the blank in `cell`: tiles 1 to 8 in row-major order around it.
pub fn canonical_goal(cell: usize) -> Board {
    let mut board = [0u8; 9];
    let cells = (0..9).filter(|&c| c != cell);
    for (c, tile) in cells.zip(1..=8) {
        board[c] = tile;
    }
    board
}

/// `start` with its tiles renamed so that `goal` becomes `canonical_goal(blank cell of goal)`.
/// Renaming tiles changes no move, so distances and paths carry over unchanged.
pub fn relabel(start: &Board, goal: &Board) -> Board {
    let canonical = canonical_goal(blank_cell(goal));
    let mut name = [0u8; 9]; // name[tile in goal] = tile in the same cell of the canonical goal
    for (&g, &c) in goal.iter().zip(canonical.iter()) {
        name[g as usize] = c;
    }
    start.map(|t| name[t as usize])
}

/// Answers any start and goal from at most nine tables, one per blank cell of the goal, each
/// built the first time a goal with that blank cell is asked for (177 KiB each).
#[derive(Default)]
pub struct Solver {
    tables: [Option<Vec<u8>>; 9],
}

impl Solver {
    /// The distance table of `canonical_goal(cell)`.
    pub fn table(&mut self, cell: usize) -> &[u8] {
        self.tables[cell].get_or_insert_with(|| distance_table(&canonical_goal(cell)))
    }

    /// The least number of moves from `start` to `goal`, or `None` if it cannot be reached
    /// (decided by parity, before any table is built).
    pub fn distance(&mut self, start: &Board, goal: &Board) -> Option<usize> {
        if !solvable(start, goal) {
            return None;
        }
        let d = self.table(blank_cell(goal))[table_index(pack(&relabel(start, goal)))];
        Some(d as usize)
    }

    /// The shortest path from `start` to `goal` smallest in the letter order `order`, or `None`
    /// if it cannot be reached (decided by parity, before any table is built).
    pub fn path(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Option<String> {
        if !solvable(start, goal) {
            return None;
        }
        descend(self.table(blank_cell(goal)), &relabel(start, goal), order)
    }
}

// ---------------------------------------------------------------------------------------------
// 6. Output

/// The board as three lines of three numbers, each number followed by one space, blank as `0`.
pub fn grid(board: &Board) -> String {
    let mut out = String::with_capacity(21);
    for row in board.chunks(3) {
        for &t in row {
            out.push((b'0' + t) as char);
            out.push(' ');
        }
        out.push('\n');
    }
    out
}

/// The boards after each move of `path` (not including `start`), or `None` at an illegal move.
pub fn walk(start: &Board, path: &str) -> Option<Vec<Board>> {
    let mut board = *start;
    let mut boards = Vec::with_capacity(path.len());
    for letter in path.bytes() {
        board = apply_move(&board, letter)?;
        boards.push(board);
    }
    Some(boards)
}

/// The whole `main` of a judge binary: reads standard input, and prints what `solve` makes of
/// it. On an error it prints one line on stderr, nothing on stdout, and exits with status 1.
pub fn run(solve: fn(&[u8]) -> Result<String, String>) {
    use std::io::{Read, Write};
    let mut input = Vec::new();
    let answer = match std::io::stdin().read_to_end(&mut input) {
        Ok(_) => solve(&input),
        Err(e) => Err(format!("cannot read standard input: {e}")),
    };
    let printed = answer.and_then(|text| {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())
            .and_then(|_| out.flush())
            .map_err(|e| format!("cannot write the answer: {e}"))
    });
    if let Err(message) = printed {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

// Eight-puzzle core, to `include!` or paste whole into a judge (std only, Rust 1.63+).
// 1. Board: moves of the blank (u d l r), tie orders. 2. Parsing: `Scanner`, one-line errors.
// 3. Solvability: parity, before any search. 4. Ranking: `pack`, `rank`, `unrank`.
// 5. Search: `distance_table`, one BFS from a goal, a byte per board; `descend` reads off the
// smallest shortest path; `Solver` relabels any goal to one of nine. 6. Output, and `run`.
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

// 2. Parsing ==========

/// Judge input, read forgivingly: a cell is a character (1-8; 0, x or X), cells apart or not.
pub struct Scanner<'a> {
    text: &'a str,
    pos: usize,
    boards: usize,
}

impl<'a> Scanner<'a> {
    pub fn new(input: &'a [u8]) -> Result<Self, String> {
        let text = std::str::from_utf8(input).map_err(|e| {
            format!("the input is not UTF-8 text (byte {} is invalid)", e.valid_up_to() + 1)
        })?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text); // byte-order mark
        Ok(Scanner { text, pos: 0, boards: 0 })
    }

    /// True when only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        let rest = &self.text.as_bytes()[self.pos..];
        self.pos += rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
        self.pos == self.text.len()
    }

    /// A whole number; `what` names it in errors.
    pub fn count(&mut self, what: &str) -> Result<usize, String> {
        self.at_end();
        let word = self.word();
        match word.parse() {
            Ok(n) if word.bytes().all(|c| c.is_ascii_digit()) => {
                self.pos += word.len();
                Ok(n)
            }
            _ if word.is_empty() => Err(format!("expected {what}, found the end of the input")),
            _ => Err(self.error(&format!("expected {what}, found {word:?}"))),
        }
    }

    /// A whole number from `least` to `most`; `what` names it in errors.
    pub fn number(&mut self, what: &str, least: usize, most: usize) -> Result<usize, String> {
        self.at_end();
        let at = self.pos;
        let n = self.count(what)?;
        if (least..=most).contains(&n) {
            return Ok(n);
        }
        self.pos = at;
        Err(self.error(&format!("{what} must be {least}-{most}, found {n}")))
    }

    /// `count` different whole numbers from `least` to `most`, each named `what` in errors.
    pub fn distinct(
        &mut self,
        what: &str,
        count: usize,
        least: usize,
        most: usize,
    ) -> Result<Vec<usize>, String> {
        let mut numbers: Vec<usize> = Vec::with_capacity(count);
        for _ in 0..count {
            let at = self.pos;
            let n = self.number(what, least, most)?;
            if numbers.contains(&n) {
                self.pos = at;
                self.at_end();
                return Err(self.error(&format!("{what} {n} appears twice")));
            }
            numbers.push(n);
        }
        Ok(numbers)
    }

    /// How many words (runs of characters that are not whitespace) are left.
    pub fn words_left(&self) -> usize {
        self.text[self.pos..].split_ascii_whitespace().count()
    }

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

    /// Checks that only whitespace is left.
    pub fn finish(&mut self) -> Result<(), String> {
        if self.at_end() {
            return Ok(());
        }
        Err(self.error(&format!("unexpected {:?} after the input proper", self.word())))
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

    fn word(&self) -> &'a str {
        let rest = &self.text[self.pos..];
        &rest[..rest.find(|c: char| c.is_ascii_whitespace()).unwrap_or(rest.len())]
    }

    fn char(&self) -> char {
        self.text[self.pos..].chars().next().unwrap_or(' ')
    }

    /// `why`, after the current line and column.
    pub fn error(&self, why: &str) -> String {
        let before = &self.text[..self.pos];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = before.matches('\n').count() + 1;
        format!("line {line}, column {}: {why}", before[line_start..].chars().count() + 1)
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

/// Moves to `goal` from the 9!/2 boards that reach it, by `table_index`: one BFS, 177 KiB.
pub fn distance_table(goal: &Board) -> Vec<u8> {
    const UNSEEN: u8 = u8::MAX;
    // A ring: two layers at most, 44,959 boards (tests/core.rs checks every goal).
    const RING: usize = 1 << 16;
    let mut dist = vec![UNSEEN; TABLE_LEN];
    let mut queue = vec![0u32; RING];
    queue[0] = pack(goal);
    dist[table_index(queue[0])] = 0;
    let (mut head, mut tail, mut layer_end, mut d) = (0, 1, 1, 1);
    // Branch-free ("legal?", "new?" are coin flips to a CPU): an illegal move yields the board
    // itself; each neighbour is written at the tail, which only passes new ones.
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

/// Any start and goal: one table per blank cell of the goal, built when first needed.
#[derive(Default)]
pub struct Solver {
    tables: [Option<Vec<u8>>; 9],
}

impl Solver {
    pub fn table(&mut self, cell: usize) -> &[u8] {
        self.tables[cell].get_or_insert_with(|| distance_table(&canonical_goal(cell)))
    }

    /// The least number of moves, if `goal` can be reached.
    pub fn distance(&mut self, start: &Board, goal: &Board) -> Option<usize> {
        let reachable = solvable(start, goal); // first: a "no" builds no table
        let start = pack(&relabel(start, goal));
        Some(reachable.then(|| self.table(blank_cell(goal))[table_index(start)])? as usize)
    }

    /// The shortest path smallest in `order`, if `goal` can be reached.
    pub fn path(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Option<String> {
        let reachable = solvable(start, goal);
        descend(reachable.then(|| self.table(blank_cell(goal)))?, &relabel(start, goal), order)
    }
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

/// A binary's `main`: prints what `solve` makes of stdin, or one line on stderr and exits 1.
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
            .map_err(|e| format!("cannot write: {e}"))
    });
    if let Err(message) = printed {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

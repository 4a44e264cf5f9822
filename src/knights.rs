// The knight puzzle (骑士精神), to `include!` or paste whole into a judge (std only, Rust 1.63+).
// Include io.rs first (its `Scanner` reads the boards), then grid.rs. No name is shared with
// the other cores.
//
// A 5 x 5 board holds 12 white knights (`0`), 12 black knights (`1`) and one empty square. A
// move jumps a knight, as in chess, into the empty square. The goal:
//     1 1 1 1 1        black on the top right, white on the bottom left,
//     0 1 1 1 1        the empty square in the centre
//     0 0 . 1 1
//     0 0 0 0 1
//     0 0 0 0 0
// The first puzzle of the kit with repeated tokens: two knights of one colour are alike, so
// there are 25 x C(24, 12) = 67,603,900 boards, far too many to tabulate in a judge's second;
// only the few within the judges' caps (15 and 10 moves) matter, and IDA* finds them.
//
// 1. Board: `KnightBoard`, a u32 of the black knights (bit c for cell c, row by row) and the
//    empty cell. A white knight is any other cell, so a move is two bit flips: the jumping knight
//    leaves cell n for the empty cell e, and the black bits of n and e are swapped.
// 2. Reading: `Scanner::knight_board`, rows as words (`*` the empty, Luogu) or as lines (a
//    literal space, Kattis).
// 3. Estimate: `knight_estimate`, the sum over the knights of the jumps each needs to reach
//    the nearest cell its colour holds in the goal. Admissible: every knight must end on such a
//    cell and each move jumps one knight once, so no solution has fewer moves; it is 0 only at
//    the goal. A move changes it by two table lookups. It dominates the usual "knights out of
//    place" (each such knight needs at least one jump), and a knight two jumps from home counts
//    two. Parity: each jump moves the empty square to a cell of the other chess colour, so the
//    number of moves left is even exactly when the empty square stands on a cell of the centre's
//    colour; IDA*'s bound rises by two, never trying the bound between.
// 4. Search: `knight_search`, IDA* up to a cap: depth-first to a bound on moves + estimate, the
//    empty square never jumping straight back, a child cut before the call.
//
// Measured, with boards counted by a breadth-first search from the goal (tests/knights.rs
// checks them to 16): 1, 8, 14, 38, 148, 368, 1,001, 2,440, 6,468, 14,116 and 32,825 boards at
// 0 to 10 moves, 1,671,855 within 15, 1,224,370 at 16 and 1,720,894 at 17. A search to the cap
// of 15 that must fail expands at most 33,082 boards on any 16-move board and 65,167 on any
// 17-move board (median 2,068); to the cap of 10, at most 882 on any 11-move board and 2,427
// on any 12-move board. "Knights out of place" as the estimate, with the same parity rule,
// expands 287,085 boards on 100 boards 16 moves away (evenly spread) where this one expands
// 163,847.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Board ==========

/// A board: bit c of `black` is set when cell c (row by row, 0 to 24) holds a black knight;
/// `empty` is the empty cell; every other cell holds a white knight.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct KnightBoard {
    pub black: u32,
    pub empty: usize,
}

/// The goal: black on the cells above the diagonal from the bottom left and right of it in the
/// middle row, white below, the empty square in the centre (cell 12).
pub const KNIGHT_GOAL: KnightBoard = KnightBoard { black: 0x0008_63df, empty: 12 };

/// For each cell, the cells a knight's jump away (`KNIGHT_JUMPS[c][..KNIGHT_JUMP_COUNT[c]]`).
pub const KNIGHT_JUMPS: [[usize; 8]; 25] = knight_jumps().0;
pub const KNIGHT_JUMP_COUNT: [usize; 25] = knight_jumps().1;

const fn knight_jumps() -> ([[usize; 8]; 25], [usize; 25]) {
    let steps = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];
    let (mut jumps, mut count) = ([[0; 8]; 25], [0; 25]);
    let mut cell = 0;
    while cell < 25 {
        let mut k = 0;
        while k < 8 {
            let (row, col) = ((cell / 5) as i32 + steps[k].0, (cell % 5) as i32 + steps[k].1);
            if row >= 0 && row < 5 && col >= 0 && col < 5 {
                jumps[cell][count[cell]] = (row * 5 + col) as usize;
                count[cell] += 1;
            }
            k += 1;
        }
        cell += 1;
    }
    (jumps, count)
}

// 2. Reading ==========

impl<'a> Scanner<'a> {
    /// The next board: five rows of five squares, `1` a black knight, `0` a white one and
    /// `empty` the empty square. With `empty` = `b' '` each row is a line (lines of nothing but
    /// whitespace between rows are skipped, as is whitespace after a row's fifth square; a row of
    /// four squares and no space ends in the empty square, its trailing space lost), else each
    /// row is a word. Errors name the board by its number.
    pub fn knight_board(&mut self, empty: u8) -> Result<KnightBoard, String> {
        self.boards += 1;
        let (n, lines) = (self.boards, empty == b' ');
        let (mut black, mut blank, mut blacks) = (0u32, None, 0);
        for row in 0..5 {
            let text = if lines { self.knight_line()? } else { self.knight_word() };
            if text.is_empty() {
                return Err(self.error(&match row {
                    0 => format!("expected board {n}, found the end of the input"),
                    _ => format!("board {n} is incomplete: the input ends after {row} of 5 rows"),
                }));
            }
            let start = self.pos;
            let lost = lines && text.len() == 4 && !text.contains(' ');
            let mut squares = text.bytes().chain(lost.then_some(b' '));
            for col in 0..5 {
                self.pos = start + col.min(text.len());
                let cell = row * 5 + col;
                match squares.next() {
                    Some(b'1') => {
                        black |= 1 << cell;
                        blacks += 1;
                    }
                    Some(b'0') => {}
                    Some(c) if c == empty && blank.is_none() => blank = Some(cell),
                    Some(c) if c == empty => {
                        return Err(self.error(&format!("board {n} has a second empty square")))
                    }
                    Some(_) => {
                        let c = text[col..].chars().next().unwrap_or(' ');
                        let shown = if lines { "a space" } else { "*" };
                        let why = format!("{c:?} is not a square of board {n} (0, 1 or {shown})");
                        return Err(self.error(&why));
                    }
                    None => {
                        let why = format!("row {} of board {n} has {col} squares, not 5", row + 1);
                        return Err(self.error(&why));
                    }
                }
            }
            self.pos = start + text.len().min(5);
            if !text.bytes().skip(5).all(is_space) {
                let why = format!("row {} of board {n} has more than 5 squares", row + 1);
                return Err(self.error(&why));
            }
        }
        match blank {
            Some(empty) if blacks == 12 => Ok(KnightBoard { black, empty }),
            Some(_) => {
                let (b, w) = (blacks, 24 - blacks);
                Err(self
                    .error(&format!("board {n} has {b} black and {w} white knights, not 12 each")))
            }
            None => Err(self.error(&format!("board {n} has no empty square"))),
        }
    }

    /// The next word (after whitespace), `self.pos` at its start; empty at the end of the input.
    fn knight_word(&mut self) -> &'a str {
        self.at_end();
        let rest = &self.text[self.pos..];
        &rest[..rest.bytes().position(is_space).unwrap_or(rest.len())]
    }

    /// The next line that is not all whitespace, without its line end, `self.pos` at its start;
    /// empty at the end of the input. What is left of the line `self.pos` is on must be
    /// whitespace: that line is done.
    fn knight_line(&mut self) -> Result<&'a str, String> {
        let mut first = true;
        loop {
            let rest: &'a str = &self.text[self.pos..];
            let end = rest.find('\n').unwrap_or(rest.len());
            let line = &rest[..end];
            if let Some(skip) = line.bytes().position(|c| !is_space(c)).filter(|_| first) {
                self.pos += skip;
                let word = quote(self.knight_word());
                return Err(self.error(&format!("unexpected {word} at the end of the line")));
            }
            if !first && !line.bytes().all(is_space) {
                let line = line.strip_suffix('\r').unwrap_or(line);
                return Ok(&self.text[self.pos..self.pos + line.len()]);
            }
            if end == rest.len() {
                self.pos = self.text.len();
                return Ok("");
            }
            self.pos += end + 1;
            first = false;
        }
    }
}

// 3. Estimate ==========

/// For each cell, the fewest knight's jumps to a cell that is black in the goal, and to one that
/// is white (the empty board: other knights do not block a jump).
pub const KNIGHT_HOME: [[u32; 25]; 2] = [knight_home(false), knight_home(true)];

const fn knight_home(black: bool) -> [u32; 25] {
    let mut dist = [99; 25];
    let mut cell = 0;
    while cell < 25 {
        if cell != 12 && (KNIGHT_GOAL.black >> cell & 1 == 1) == black {
            dist[cell] = 0;
        }
        cell += 1;
    }
    let mut round = 0;
    while round < 25 {
        cell = 0;
        while cell < 25 {
            let mut k = 0;
            while k < KNIGHT_JUMP_COUNT[cell] {
                let next = KNIGHT_JUMPS[cell][k];
                if dist[next] + 1 < dist[cell] {
                    dist[cell] = dist[next] + 1;
                }
                k += 1;
            }
            cell += 1;
        }
        round += 1;
    }
    dist
}

/// A lower bound on the moves from `board` to the goal: the sum over the knights of the jumps
/// each needs to reach a cell of its colour in the goal. Zero only at the goal.
pub fn knight_estimate(board: &KnightBoard) -> u32 {
    (0..25)
        .filter(|&c| c != board.empty)
        .map(|c| KNIGHT_HOME[(board.black >> c & 1) as usize][c])
        .sum()
}

// 4. Search ==========

/// What a search found: the least number of moves if at most the cap, and the boards expanded
/// (a board whose moves were tried).
pub struct KnightSearch {
    pub moves: Option<u32>,
    pub expanded: u64,
}

/// The least number of moves from `start` to the goal, if it is at most `most`: IDA*, the bound
/// rising from the estimate by two at a time (the parity of the moves left is that of the empty
/// cell's chess colour, the centre's being even).
pub fn knight_search(start: &KnightBoard, most: u32) -> KnightSearch {
    let h = knight_estimate(start);
    // a jump changes the empty square's rows plus columns from the centre by 1 or 3
    let parity = (grid_distance(start.empty, KNIGHT_GOAL.empty, 5) % 2) as u32;
    let mut walk = KnightWalk { board: *start, expanded: 0 };
    let mut bound = h + (h + parity) % 2;
    while bound <= most {
        if walk.descend(0, bound, 25, h) {
            return KnightSearch { moves: Some(bound), expanded: walk.expanded };
        }
        bound += 2;
    }
    KnightSearch { moves: None, expanded: walk.expanded }
}

/// The board IDA* moves in place, and its count of boards expanded.
struct KnightWalk {
    board: KnightBoard,
    expanded: u64,
}

impl KnightWalk {
    /// Whether the goal is within `bound` - `moves` more moves, with estimate `h`, the empty
    /// square having come from cell `came` (25: nowhere) and never jumping straight back.
    fn descend(&mut self, moves: u32, bound: u32, came: usize, h: u32) -> bool {
        if h == 0 {
            return true;
        }
        self.expanded += 1;
        let empty = self.board.empty;
        for &next in &KNIGHT_JUMPS[empty][..KNIGHT_JUMP_COUNT[empty]] {
            let colour = (self.board.black >> next & 1) as usize;
            let h = h - KNIGHT_HOME[colour][next] + KNIGHT_HOME[colour][empty];
            if next == came || moves + 1 + h > bound {
                continue;
            }
            let flip = (colour as u32) << next | (colour as u32) << empty;
            self.board = KnightBoard { black: self.board.black ^ flip, empty: next };
            let found = self.descend(moves + 1, bound, empty, h);
            self.board = KnightBoard { black: self.board.black ^ flip, empty };
            if found {
                return true;
            }
        }
        false
    }
}

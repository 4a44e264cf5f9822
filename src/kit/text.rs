// The registry's plain pieces, which need no core: a seeded generator, boards written as a
// statement writes them, sample inputs read back, the graphs that cases stand on, and the
// tools' plurals, and a shrinking step for boards judged by parity.

/// A board of the eight-puzzle: nine cells, row by row, 0 the blank.
pub type Board = [u8; 9];

/// A fixed-seed generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    /// `items` in a uniformly random order (Fisher and Yates: from the last, each swapped with
    /// one at or before it).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as usize % n
    }

    /// A uniformly random eight-puzzle board.
    pub fn board(&mut self) -> Board {
        let mut b = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for i in (1..9).rev() {
            b.swap(i, self.below(i + 1));
        }
        b
    }
}

/// A plural's ending for `n` things, as the tools' reports write them: "" for one, else "s".
pub fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Numbers in rows `width` long.
pub fn numbers(grid: &[usize], width: usize) -> String {
    let row = |r: &[usize]| r.iter().map(usize::to_string).collect::<Vec<_>>().join(" ") + "\n";
    grid.chunks(width).map(row).collect()
}

/// Nine cells in a row, `between` them, the blank written `blank`.
pub fn cells(board: &Board, between: &str, blank: char) -> String {
    let cell = |&t: &u8| if t == 0 { blank.to_string() } else { t.to_string() };
    board.iter().map(cell).collect::<Vec<_>>().join(between)
}

/// Three rows of three numbers.
pub fn rows(board: &Board, blank: char) -> String {
    let cell = |&t: &u8| if t == 0 { blank.to_string() } else { t.to_string() };
    let row = |row: &[u8]| row.iter().map(cell).collect::<Vec<_>>().join(" ") + "\n";
    board.chunks(3).map(row).collect()
}

/// The boards of a well-formed sample input: its cells, nine at a time (`x`, `X` or `0` the
/// blank), after `skip` leading words (counts).
pub fn sample_boards(input: &str, skip: usize) -> Vec<Board> {
    let cells = input.split_whitespace().skip(skip).flat_map(str::bytes);
    let cells: Vec<u8> = cells.map(|c| if c == b'x' || c == b'X' { 0 } else { c - b'0' }).collect();
    cells.chunks(9).map(|c| c.try_into().expect("nine cells a board")).collect()
}

/// The whole numbers of a well-formed sample input, whatever separates them (`[[1,2,3],...]` too).
pub fn sample_numbers(input: &str) -> Vec<usize> {
    input.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect()
}

/// The arrangements one move from `at`: tokens on a graph's `edges`, a move swapping the two
/// ends of an edge (`sliding`: only where one of them is the blank, 0).
pub fn moves_from(edges: &[(usize, usize)], sliding: bool, at: &[u8]) -> Vec<Vec<u8>> {
    let legal = edges.iter().filter(|&&(a, b)| !sliding || at[a] == 0 || at[b] == 0);
    legal
        .map(|&(a, b)| {
            let mut next = at.to_vec();
            next.swap(a, b);
            next
        })
        .collect()
}

/// The edges of the `width` x `height` grid, cells row by row.
pub fn grid_edges(width: usize, height: usize) -> Vec<(usize, usize)> {
    let (cells, mut edges) = (width * height, Vec::new());
    for c in 0..cells {
        if c % width + 1 < width {
            edges.push((c, c + 1));
        }
        if c + width < cells {
            edges.push((c, c + width));
        }
    }
    edges
}

/// `m` different edges among nine vertices, at random.
pub fn random_graph(m: usize, rng: &mut Rng) -> Vec<(usize, usize)> {
    let mut all: Vec<(usize, usize)> =
        (0..9).flat_map(|a| (a + 1..9).map(move |b| (a, b))).collect();
    rng.shuffle(&mut all);
    all.truncate(m);
    all
}

/// Ten edges whose farthest arrangement is 142 moves from the goal (abc224d's sample 10).
pub const FAR_GRAPH: [(usize, usize); 10] =
    [(2, 3), (1, 2), (7, 8), (4, 6), (1, 3), (1, 5), (0, 2), (5, 7), (4, 8), (0, 6)];

/// A shrinking step for boards judged by parity: `start` with two more tiles (not the blank)
/// put in their cells of `goal`, each swapped with the tile there. Two swaps keep whether the
/// goal is reached, where one alone would change it. One board for each pair of the first
/// five misplaced tiles whose two swaps both move a tile.
pub fn two_tiles_home(start: &[usize], goal: &[usize]) -> Vec<Vec<usize>> {
    let wrong: Vec<usize> = (0..start.len())
        .filter(|&c| start[c] != goal[c] && start[c] != 0 && goal[c] != 0)
        .take(5)
        .collect();
    let mut boards = Vec::new();
    for (k, &a) in wrong.iter().enumerate() {
        for &b in &wrong[k + 1..] {
            let (mut board, mut swaps) = (start.to_vec(), 0);
            for cell in [a, b] {
                let from = board.iter().position(|&t| t == goal[cell]).unwrap_or(cell);
                board.swap(cell, from);
                swaps += (from != cell) as usize;
            }
            if swaps == 2 {
                boards.push(board);
            }
        }
    }
    boards
}

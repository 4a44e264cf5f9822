// The grid layer, to `include!` or paste whole into a judge (std only, Rust 1.63+): what every
// puzzle on a rectangular grid shares, written once. Include io.rs first (its `Scanner` reads
// the grids), then this file, then the cores that use it (core.rs, fifteen.rs, rectangle.rs,
// near.rs, anyboard.rs, knights.rs, cf1280f.rs): a binary includes it once, whichever of them
// it uses.
// 1. Cells: a W x H board is its cells row by row, 0 the blank; `blank_cell`, `homes` (each
//    tile's goal cell), `grid_distance` (rows plus columns), `grid_manhattan` (their sum).
// 2. Ways: `UP`, `DOWN`, `LEFT`, `RIGHT` (`way ^ 1` is the opposite one), `way_named`,
//    `neighbour`, `slide_blank`, and `Notation` (or `Words`), how a binary writes them,
//    naming the blank's way or the tile's.
// 3. Reachability, by parity alone: `reachable` (any W x H, any goal) and `reaches_ordered`
//    (the usual goal, never built). A move swaps the blank with a neighbour: one transposition
//    of the cells' contents, and one step of the blank. So the parity of the permutation from
//    the start to the goal always equals that of the blank's rows plus columns between its two
//    cells; on a board of at least 2 x 2 every board that agrees on it is reached (Johnson and
//    Story, 1879). On a line (one row or one column) the tiles never pass each other.
// 4. Linear conflict: `line_conflicts`, the extra moves of one row or column;
//    `line_crossings`, the pairs one tile makes out of order there (a beam's rank, near.rs).
// 5. Reading: `Scanner::grid` and `Scanner::grid_named`, the numbers 0 .. WH - 1 each once.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Cells ==========

/// The blank's cell: the one holding 0.
pub fn blank_cell<T: Copy + Into<usize>>(cells: &[T]) -> usize {
    cells.iter().position(|&t| t.into() == 0).unwrap_or(0)
}

/// The cell of each tile (and of the blank, 0) in `goal`.
pub fn homes<T: Copy + Into<usize>>(goal: &[T]) -> Vec<usize> {
    let mut home = vec![0; goal.len()];
    for (cell, &tile) in goal.iter().enumerate() {
        home[tile.into()] = cell;
    }
    home
}

/// Rows plus columns between two cells of a grid `width` wide: the moves a tile needs between
/// them at least, so a sum of them over the tiles (Manhattan distance) never exceeds the moves
/// left, since a move brings one tile one step.
pub fn grid_distance(a: usize, b: usize, width: usize) -> usize {
    (a / width).abs_diff(b / width) + (a % width).abs_diff(b % width)
}

/// The Manhattan distance of `cells` from the goal whose tiles' cells are `home` (`homes`), on
/// a grid `width` wide: each tile's `grid_distance` to its goal cell, the blank left out.
pub fn grid_manhattan<T: Copy + Into<usize>>(cells: &[T], home: &[usize], width: usize) -> usize {
    let tiles = cells.iter().enumerate().filter(|&(_, &t)| t.into() != 0);
    tiles.map(|(cell, &t)| grid_distance(cell, home[t.into()], width)).sum()
}

// 2. Ways ==========

/// The four ways a blank (or a tile) goes, in the order every notation lists its letters.
pub const UP: usize = 0;
pub const DOWN: usize = 1;
pub const LEFT: usize = 2;
pub const RIGHT: usize = 3;

/// The cores' own names of the four ways, the blank's: up, down, left, right. A core's path is
/// written with them (in either case); a binary prints it in its `Notation`.
pub const WAY_NAMES: [u8; 4] = *b"udlr";

/// The way a core's name `name` (`WAY_NAMES`, lower case) names, if it names one.
pub fn way_named(name: u8) -> Option<usize> {
    WAY_NAMES.iter().position(|&way| way == name)
}

/// The cell a step `way` from `cell`, on a grid `width` wide of `cells` cells, if on the grid.
pub fn neighbour(cell: usize, way: usize, width: usize, cells: usize) -> Option<usize> {
    match way {
        UP if cell >= width => Some(cell - width),
        DOWN if cell + width < cells => Some(cell + width),
        LEFT if cell % width > 0 => Some(cell - 1),
        RIGHT if cell % width + 1 < width => Some(cell + 1),
        _ => None,
    }
}

/// The blank at `blank` goes a step `way` on a grid `width` wide, swapping places with the
/// tile there: its new cell, or None (nothing moved) off the grid.
pub fn slide_blank<T>(cells: &mut [T], blank: usize, way: usize, width: usize) -> Option<usize> {
    let to = neighbour(blank, way, width, cells.len())?;
    cells.swap(blank, to);
    Some(to)
}

/// How a binary writes a move: a letter for each way (up, down, left, right, in that order), of
/// the blank, or with `tile_moves` of the tile that slides into the blank (the opposite way).
/// Each binary that prints moves declares its one `NOTATION`; its checker, scripts/walk and
/// the registry's expected answer read that declaration.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Notation {
    pub letters: [u8; 4],
    pub tile_moves: bool,
}

impl Notation {
    /// Letters that name where the blank goes.
    pub const fn blank(letters: [u8; 4]) -> Notation {
        Notation { letters, tile_moves: false }
    }

    /// Letters that name where the tile goes.
    pub const fn tile(letters: [u8; 4]) -> Notation {
        Notation { letters, tile_moves: true }
    }

    /// The letter of the blank's move `way`.
    pub fn letter(&self, way: usize) -> u8 {
        self.letters[if self.tile_moves { way ^ 1 } else { way }]
    }

    /// The blank's way that `letter` names, if it names one.
    pub fn way(&self, letter: u8) -> Option<usize> {
        let way = self.letters.iter().position(|&l| l == letter)?;
        Some(if self.tile_moves { way ^ 1 } else { way })
    }

    /// The letters of the blank's moves up, down, left and right.
    pub fn blank_letters(&self) -> [u8; 4] {
        [UP, DOWN, LEFT, RIGHT].map(|way| self.letter(way))
    }

    /// A core's path of the blank (`WAY_NAMES`, either case) in this notation (ASCII letters),
    /// rewritten in place: a 100 x 100 board's path has millions of moves.
    pub fn spell(&self, path: impl Into<Vec<u8>>) -> String {
        let mut letter: [u8; 256] = std::array::from_fn(|c| c as u8);
        for (way, &name) in WAY_NAMES.iter().enumerate() {
            letter[name as usize] = self.letter(way);
            letter[name.to_ascii_uppercase() as usize] = self.letter(way);
        }
        let mut path = path.into();
        path.iter_mut().for_each(|c| *c = letter[*c as usize]);
        String::from_utf8(path).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into())
    }

    /// The ways as the cores name them (`WAY_NAMES`), in the order of this notation's letters:
    /// the tie order of a problem whose answer is the smallest string among the shortest.
    pub fn alphabetical(&self) -> [u8; 4] {
        let mut ways = [UP, DOWN, LEFT, RIGHT];
        ways.sort_by_key(|&way| self.letter(way));
        ways.map(|way| WAY_NAMES[way])
    }
}

/// How a binary writes moves as words, one a line (HackerRank's `UP`): a word for each way of
/// the blank, up, down, left and right, declared once as its `NOTATION` as a `Notation` is;
/// scripts/walk and the checkers take each move as its word's first letter (`letters`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Words(pub [&'static str; 4]);

impl Words {
    /// The blank's moves written by the first letters of the words.
    pub fn letters(&self) -> Notation {
        Notation::blank(self.0.map(|word| word.as_bytes()[0]))
    }

    /// A core's path of the blank (`WAY_NAMES`, either case) in these words, each with its
    /// line break.
    pub fn spell(&self, path: &[u8]) -> String {
        let way = |c: &u8| way_named(c.to_ascii_lowercase());
        path.iter().filter_map(way).map(|way| format!("{}\n", self.0[way])).collect()
    }
}

// 3. Reachability ==========

/// Whether `start` reaches `goal` on a grid `width` wide (both hold 0 .. cells - 1 once, 0 the
/// blank, row by row): any size, a line or one cell too.
///
/// # Complexity
/// O(cells), and no allocation up to 16 cells.
pub fn reachable<T: Copy + Into<usize>>(start: &[T], goal: &[T], width: usize) -> bool {
    if width < 2 || start.len() < 2 * width {
        return line_tiles(start).eq(line_tiles(goal));
    }
    parity_agrees(start, width, permutation_odd(goal), blank_cell(goal))
}

/// `reachable` for the usual goal, 1 .. cells - 1 row by row and the blank last, without
/// building it: that goal is one cycle through all the cells, odd when their number is even.
pub fn reaches_ordered<T: Copy + Into<usize>>(start: &[T], width: usize) -> bool {
    let cells = start.len();
    if width < 2 || cells < 2 * width {
        return line_tiles(start).eq(1..cells);
    }
    parity_agrees(start, width, cells % 2 == 0, cells - 1)
}

/// The tiles of a board in row order, the blank left out.
pub fn line_tiles<T: Copy + Into<usize>>(cells: &[T]) -> impl Iterator<Item = usize> + '_ {
    cells.iter().map(|&t| t.into()).filter(|&t| t != 0)
}

/// The rule: the start's permutation and the goal's (`goal_odd`, its blank on `goal_blank`)
/// differ in parity exactly when the blank's two cells are an odd distance apart.
pub fn parity_agrees<T: Copy + Into<usize>>(
    start: &[T],
    width: usize,
    goal_odd: bool,
    goal_blank: usize,
) -> bool {
    let odd_walk = grid_distance(blank_cell(start), goal_blank, width) % 2 == 1;
    (permutation_odd(start) != goal_odd) == odd_walk
}

/// Whether the permutation `cells` (each of 0 .. n once) is odd: it is when it has an odd
/// number of cycles of even length, so no inversion is counted. The cycles are walked on a copy
/// of the cells, 4 bytes each, each overwritten once visited: the walk jumps at random, so
/// less memory is faster (8-byte cells and a visited array apart were slower, measured for
/// problems/poj2893.md); a board of up to 16 cells is copied on the stack.
pub fn permutation_odd<T: Copy + Into<usize>>(cells: &[T]) -> bool {
    let (mut small, mut large) = ([0u32; 16], Vec::new());
    let to: &mut [u32] = if cells.len() <= small.len() {
        small.iter_mut().zip(cells).for_each(|(to, &tile)| *to = tile.into() as u32);
        &mut small[..cells.len()]
    } else {
        large.extend(cells.iter().map(|&tile| tile.into() as u32));
        &mut large
    };
    let mut odd = false;
    for first in 0..to.len() {
        let (mut cell, mut length) = (first, 0);
        while to[cell] != u32::MAX {
            cell = std::mem::replace(&mut to[cell], u32::MAX) as usize;
            length += 1;
        }
        odd ^= length > 0 && length % 2 == 0;
    }
    odd
}

// 4. Linear conflict ==========

/// The extra moves of one line (a row or a column) for linear conflict: `places[..count]` are
/// the goal places, in any increasing numbering along the line, of the tiles that stand in it
/// and belong in it, in the order they stand. Two of them in the wrong order cannot pass each
/// other there, so all but the longest run in goal order must leave the line and come back: 2
/// moves each that the Manhattan distance does not count, and still a lower bound on the moves
/// left. At most 16 places; a `const fn`, so that a core may tabulate it at compile time.
pub const fn line_conflicts(places: &[u8], count: usize) -> u32 {
    // tails[k]: the least place that ends a run in goal order of k + 1 tiles so far
    let (mut tails, mut longest, mut i) = ([0u8; 16], 0, 0);
    while i < count {
        let mut k = 0;
        while k < longest && tails[k] < places[i] {
            k += 1;
        }
        tails[k] = places[i];
        if k == longest {
            longest += 1;
        }
        i += 1;
    }
    2 * (count - longest) as u32
}

/// The pairs `tile`, standing at `cell`, makes in the wrong order with the other tiles of the
/// column through `cell` (`column`) or its row, when that line is the tile's goal line: the
/// tiles whose goal is that line too, on the other side of it from their goals' order.
/// `home`: each tile's goal cell as its row and column, `usize::MAX` for a tile in no line
/// (the blank). No bound (`line_conflicts` is), but counted two moves a pair it ranks boards
/// nearer the true distance than the Manhattan distance alone (near.rs, anyboard.rs).
pub fn line_crossings(
    cells: &[u8],
    home: &[(usize, usize)],
    width: usize,
    tile: usize,
    cell: usize,
    column: bool,
) -> u32 {
    let (row, col) = (cell / width, cell % width);
    let (home_row, home_col) = home[tile];
    let (line, at, goal_at) = if column { (col, row, home_row) } else { (row, col, home_col) };
    if (if column { home_col } else { home_row }) != line {
        return 0;
    }
    let mut count = 0;
    for other_at in 0..if column { cells.len() / width } else { width } {
        let other =
            if column { cells[other_at * width + line] } else { cells[line * width + other_at] };
        let (other_row, other_col) = home[other as usize];
        let (other_line, other_goal) =
            if column { (other_col, other_row) } else { (other_row, other_col) };
        if other_at != at && other_line == line && (other_at < at) != (other_goal < goal_at) {
            count += 1;
        }
    }
    count
}

// 5. Reading ==========

impl Scanner<'_> {
    /// A `rows` x `cols` grid, row by row: the numbers 0 to rows·cols − 1, each once (0 is the
    /// blank). Errors name it by its number in the input, "board N".
    pub fn grid(&mut self, rows: usize, cols: usize) -> Result<Vec<usize>, String> {
        self.boards += 1;
        let what = format!("board {}", self.boards);
        self.grid_named(rows * cols, &what)
    }

    /// `count` cells, the numbers 0 to count − 1 each once; `what` names the board in errors.
    pub fn grid_named(&mut self, count: usize, what: &str) -> Result<Vec<usize>, String> {
        if self.at_end() {
            return Err(self.error(&format!("expected {what}, found the end of the input")));
        }
        self.distinct("tile", count, 0, count - 1).map_err(|e| {
            if self.at_end() {
                self.error(&format!("{what} is incomplete: the input ends before {count} tiles"))
            } else {
                e
            }
        })
    }
}

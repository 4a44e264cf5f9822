// Fifteen-puzzle databases, to `include!` after fifteen.rs or paste with it (std only, Rust
// 1.63+): what pays when many hard boards share one build.
// 1. `Databases`, an `Estimate`: additive disjoint pattern databases. Split the tiles into
//    groups; for each group, a breadth-first search backwards from the goal over that group's
//    tiles alone (the others indistinct) counts only the group's own moves, so the exact
//    counts of disjoint groups add up to a lower bound of the whole; read again on the board
//    mirrored in its main diagonal, another.
// 2. `Solver16`: boards one after another, searched with a cheap estimate until the searches
//    have cost as much as building the databases, then with the databases.
// Items are `pub`, so unused ones raise no warning in a binary.

// 1. Pattern databases ==========

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
/// (6-6-3 expands fewer boards, but its tables take far longer to build).
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
/// of a six-tile group; 2 MiB.
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

/// The cells of `cells` and those next to them, as masks of 16 bits.
fn spread(cells: u16) -> u16 {
    cells | cells << 4 | cells >> 4 | (cells << 1 & !0x1111) | (cells >> 1 & !0x8888)
}

// 2. Many boards ==========

/// A build of `Databases::default()`, in boards expanded by linear conflict in the same time
/// (scripts/bench --fifteen times both). Korf's boards of at most 50 moves expand 0.02 to 3
/// million boards, his 67 23 million.
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
    pub fn shortest<T>(&mut self, grid: &[T], limit: u32) -> Result<Option<String>, String>
    where
        T: Copy + Into<usize>,
    {
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

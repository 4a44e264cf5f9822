// Tokens on a graph, to `include!` or paste whole into a judge (std only, Rust 1.63+). It stands
// alone, and beside core.rs too: no name is shared.
//
// The eight-puzzle, generalised. A puzzle is n <= 9 cells joined by edges, one token on each
// cell (an arrangement: `tokens[cell]`, a permutation of 0..n), and a move that swaps the tokens
// at the two ends of an edge:
// - in a sliding puzzle one of them must be the blank, token 0 (the eight-puzzle is the sliding
//   puzzle on the 3 x 3 grid; AtCoder ABC 224 D on any graph of nine vertices);
// - in a swap puzzle any edge may be swapped (CSES 1670 on the 3 x 3 grid),
// - or only where a rule on the two tokens allows it (CodeChef H1: tiles whose sum is prime).
// Which swaps are moves is said once, when the puzzle is made: `sliding` (one token must be the
// blank: only the blank's edges are tried), or a swap puzzle, where `with_rule(rule)` turns
// `rule(a, b)` into a table of 16 x 16 bits (bit b of `rule[a]`), so that deciding a swap in the
// search is a lookup; a swap puzzle made without a rule tries every edge and looks nothing up.
// Parity does not decide reachability here (on some graphs every arrangement is reachable, on a
// disconnected one few are): the search decides.
//
// 1. Graphs: `Puzzle::new` from an edge list, `Puzzle::grid` for W x H <= 9 cells, `with_rule`.
// 2. Ranking: `arrangement_rank`, a perfect rank of the n! arrangements (Lehmer code), and its
//    inverse `arrangement_unrank`.
// 3. Search: `least_moves`, a breadth-first search that stops as soon as it reaches the goal;
//    `distances`, the whole search, to every arrangement.
//
// How it is fast: an arrangement is packed in a u64, four bits a cell, so a move is three XORs;
// the blank's cell rides in the top four bits, so a sliding puzzle tries only the blank's edges;
// the search marks what it has seen in a bit per rank (n!/8 bytes: 45 KiB for n = 9).

// 1. Graphs ==========

/// A puzzle: its cells, which cells each cell is joined to, and which swaps are moves.
pub struct Puzzle {
    cells: usize,
    neighbours: Vec<Vec<usize>>,
    sliding: bool,
    /// In a swap puzzle made `with_rule`: bit b of `rule[a]` says tokens a and b may swap.
    rule: Option<[u16; 16]>,
}

impl Puzzle {
    /// `cells` cells (at most 9) and undirected `edges` between them (0-based, no loops).
    /// `sliding`: only swaps with the blank (token 0) are moves.
    pub fn new(cells: usize, edges: &[(usize, usize)], sliding: bool) -> Puzzle {
        assert!(cells <= 9, "a puzzle has at most 9 cells");
        let mut neighbours = vec![Vec::new(); cells];
        for &(a, b) in edges {
            neighbours[a].push(b);
            neighbours[b].push(a);
        }
        Puzzle { cells, neighbours, sliding, rule: None }
    }

    /// This swap puzzle with only the swaps `rule` allows: tokens a and b, at the two ends of an
    /// edge, may trade places when `rule(a, b)` (asked once for every pair, both ways round).
    pub fn with_rule(self, rule: fn(u8, u8) -> bool) -> Puzzle {
        let mut table = [0u16; 16];
        for (a, row) in table.iter_mut().enumerate().take(self.cells) {
            for b in 0..self.cells {
                *row |= ((rule(a as u8, b as u8) && rule(b as u8, a as u8)) as u16) << b;
            }
        }
        Puzzle { rule: Some(table), ..self }
    }

    /// The `width` x `height` grid (at most 9 cells), cells row by row, joined to the cells
    /// beside, above and below them.
    pub fn grid(width: usize, height: usize, sliding: bool) -> Puzzle {
        let mut edges = Vec::new();
        for cell in 0..width * height {
            if cell % width + 1 < width {
                edges.push((cell, cell + 1));
            }
            if cell + width < width * height {
                edges.push((cell, cell + width));
            }
        }
        Puzzle::new(width * height, &edges, sliding)
    }

    /// The least number of moves from `start` to `goal` (arrangements of this puzzle's cells),
    /// or `None` if no sequence of moves gets there.
    ///
    /// Breadth-first from both ends at once (a move undone is a move, so the goal's side can
    /// search too), a whole layer at a time from the side whose layer is smaller; it stops as
    /// soon as the two meet. A meeting is always in the other side's last layer (anything
    /// nearer would have met before), so the answer is the number of layers grown in all.
    /// A far goal costs about two searches of half its depth instead of one of all of it (on
    /// the swap game's farthest start: a sixth of the arrangements, not all 9!); an unreachable
    /// one costs a search of everything that one side reaches.
    pub fn least_moves(&self, start: &[u8], goal: &[u8]) -> Option<usize> {
        let mut this = Side::new(self.pack(start), self.cells);
        let mut other = Side::new(self.pack(goal), self.cells);
        if this.layer == other.layer {
            return Some(0);
        }
        let mut layers = 0;
        loop {
            if other.layer.len() < this.layer.len() {
                std::mem::swap(&mut this, &mut other); // grow the smaller side
            }
            if this.layer.is_empty() {
                return None; // all that this side reaches is seen, and the other is not in it
            }
            layers += 1;
            if this.grow(self, |r| other.has_seen(r)) {
                return Some(layers);
            }
        }
    }

    /// Moves from `start` to every arrangement, indexed by `arrangement_rank`; `u32::MAX` for
    /// those that cannot be reached. The one-sided search, to the end.
    pub fn distances(&self, start: &[u8]) -> Vec<u32> {
        let n = self.cells;
        let mut dist = vec![u32::MAX; FACTORIAL[n]];
        let mut side = Side::new(self.pack(start), n);
        dist[rank_packed_tokens(side.layer[0], n)] = 0;
        for moves in 1.. {
            if side.layer.is_empty() {
                break;
            }
            side.grow(self, |rank| {
                dist[rank] = moves; // each arrangement ranked once, as it is first seen
                false
            });
        }
        dist
    }

    /// Calls `reach(next)` for each arrangement one move from `packed`, until it returns true.
    fn each_move(&self, packed: u64, mut reach: impl FnMut(u64) -> bool) -> bool {
        if self.sliding {
            let blank = (packed >> BLANK_SHIFT) as usize;
            let moved = |cell: usize| ((blank ^ cell) as u64) << BLANK_SHIFT; // the blank's cell
            self.neighbours[blank]
                .iter()
                .any(|&cell| reach(swap_cells(packed, blank, cell) ^ moved(cell)))
        } else if let Some(rule) = &self.rule {
            let token = |cell: usize| (packed >> (4 * cell) & 15) as usize;
            let mut edges = self.neighbours.iter().enumerate();
            edges.any(|(a, ends)| {
                let allowed = rule[token(a)];
                let mut swaps = ends.iter().filter(|&&b| b > a && allowed >> token(b) & 1 != 0);
                swaps.any(|&b| reach(swap_cells(packed, a, b)))
            })
        } else {
            let mut edges = self.neighbours.iter().enumerate();
            edges.any(|(a, ends)| ends.iter().any(|&b| b > a && reach(swap_cells(packed, a, b))))
        }
    }

    /// `tokens` in a u64: cell i in bits 4i..4i+4, and for a sliding puzzle the blank's cell in
    /// the top four bits (a function of the rest, so equality still means the same arrangement).
    fn pack(&self, tokens: &[u8]) -> u64 {
        assert_eq!(tokens.len(), self.cells, "an arrangement has a token for every cell");
        let packed = pack_tokens(tokens);
        match tokens.iter().position(|&t| t == 0) {
            Some(blank) if self.sliding => packed | (blank as u64) << BLANK_SHIFT,
            _ => packed,
        }
    }
}

/// One end of a breadth-first search: a bit per rank for the arrangements seen, and the last
/// layer, those seen first at the greatest distance.
struct Side {
    seen: Vec<u64>,
    layer: Vec<u64>,
    cells: usize,
}

impl Side {
    fn new(packed: u64, cells: usize) -> Side {
        let mut side =
            Side { seen: vec![0; FACTORIAL[cells] / 64 + 1], layer: vec![packed], cells };
        side.mark(rank_packed_tokens(packed, cells));
        side
    }

    fn has_seen(&self, rank: usize) -> bool {
        self.seen[rank / 64] >> (rank % 64) & 1 != 0
    }

    /// Marks `rank` seen; false if it was already.
    fn mark(&mut self, rank: usize) -> bool {
        let (word, bit) = (&mut self.seen[rank / 64], 1 << (rank % 64));
        let new = *word & bit == 0;
        *word |= bit;
        new
    }

    /// Replaces the layer with the next one: what it reaches in one move that was not seen.
    /// Stops early, true, at the first new arrangement whose rank `stop` accepts.
    fn grow(&mut self, puzzle: &Puzzle, mut stop: impl FnMut(usize) -> bool) -> bool {
        let layer = std::mem::take(&mut self.layer);
        let mut next = Vec::with_capacity(layer.len() * 2);
        let met = layer.iter().any(|&packed| {
            puzzle.each_move(packed, |moved| {
                let rank = rank_packed_tokens(moved, self.cells);
                if !self.mark(rank) {
                    return false;
                }
                next.push(moved);
                stop(rank)
            })
        });
        self.layer = next;
        met
    }
}

/// Where a sliding puzzle's packed arrangement keeps the blank's cell.
const BLANK_SHIFT: u32 = 60;

/// The packed arrangement with the tokens of cells `a` and `b` swapped: three XORs.
fn swap_cells(packed: u64, a: usize, b: usize) -> u64 {
    let differ = (packed >> (4 * a) ^ packed >> (4 * b)) & 15;
    packed ^ differ << (4 * a) ^ differ << (4 * b)
}

fn pack_tokens(tokens: &[u8]) -> u64 {
    tokens.iter().rev().fold(0, |acc, &t| acc << 4 | t as u64)
}

// 2. Ranking ==========

const FACTORIAL: [usize; 10] = [1, 1, 2, 6, 24, 120, 720, 5040, 40_320, 362_880];

/// A perfect rank of an arrangement of `tokens.len()` = n <= 9 tokens in `0..n!`: the Lehmer
/// code (for each cell, how many smaller tokens lie in the cells after it) read as a number
/// in the factorial base, so the identity ranks 0 and the reversed arrangement n! - 1.
pub fn arrangement_rank(tokens: &[u8]) -> usize {
    rank_packed_tokens(pack_tokens(tokens), tokens.len())
}

/// The arrangement of n tokens whose rank is `rank` (< n!): the inverse of `arrangement_rank`.
pub fn arrangement_unrank(mut rank: usize, n: usize) -> Vec<u8> {
    let mut unused: Vec<u8> = (0..n as u8).collect();
    let mut tokens = Vec::with_capacity(n);
    for cell in 0..n {
        let place = FACTORIAL[n - 1 - cell];
        tokens.push(unused.remove(rank / place));
        rank %= place;
    }
    tokens
}

/// The rank of a packed arrangement of n tokens. The smaller tokens after a cell are the
/// smaller tokens not yet seen before it: a count of set bits, looked up in a 512-byte table
/// (judges compile for CPUs without a popcount instruction).
fn rank_packed_tokens(packed: u64, n: usize) -> usize {
    let (mut seen, mut rank) = (0usize, 0usize);
    for cell in 0..n {
        let token = (packed >> (4 * cell) & 15) as usize;
        let smaller_seen = BITS_SET[seen & ((1 << token) - 1)] as usize;
        rank = rank * (n - cell) + token - smaller_seen;
        seen |= 1 << token;
    }
    rank
}

/// The number of set bits of every 9-bit number.
static BITS_SET: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 1;
    while i < 512 {
        table[i] = table[i / 2] + (i % 2) as u8;
        i += 1;
    }
    table
};

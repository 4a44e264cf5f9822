// Near-optimal paths for the 4 x 4 to 7 x 7 sliding puzzles (std only, Rust 1.63+): a short
// path at once where the shortest would take hours. Any goal, given as a cell list. Include
// io.rs and grid.rs first (cells, ways, the parity rule `reachable`). It shares no name with
// the other cores (everything here is `near_` or `Near`). src/GUIDE.md explains the method.
// 1. Reachability: grid.rs's `reachable`, parity alone, asked before any search.
// 2. Tables (`NearTables::new`): additive disjoint pattern databases of small groups of tiles
//    (`near_groups`, `near_table`), the blank taken to be wherever it is needed; read on the
//    board and, where the goal allows, on its mirror image, the larger the estimate.
// 3. Search (`NearTables::solve`): beam search, `beam` boards a layer kept by their rank
//    (`NearTables::rank`), boards seen lately dropped by hash (`NearSeen`); the widths and
//    splits measured in src/tools/runs/*/near-notebook.md (the latest last). The beam itself
//    (`near_beam`, `near_way`) serves any board and rank: anyboard.rs's short mode uses it.
// 4. One call: `near_solution(width, cells, goal)`.
// Items are `pub`, so unused ones raise no warning in a binary.

// 2. Tables ==========

/// The groups of goal cells for a grid `width` wide with the blank's goal cell last (bottom
/// right): 4-4-4-3 on 4 x 4 (the top row, two 2 x 2 squares, the bottom row's three), six
/// compact groups of four on 5 x 5, groups of four on 6 x 6 and 7 x 7 (2 x 2 squares set off
/// from the main diagonal's, so that no split is its own mirror image and the mirrored reading
/// is another bound). Larger groups bounded no higher for far longer builds (the notebooks
/// of the map, item 3). For another goal the cells are turned half a turn when the blank
/// goes top left; otherwise taken row after row in fours.
pub fn near_groups(width: usize, blank_home: usize) -> Vec<Vec<usize>> {
    let n = width * width;
    let last: Vec<Vec<usize>> = if width == 4 {
        vec![vec![0, 1, 2, 3], vec![4, 5, 8, 9], vec![6, 7, 10, 11], vec![12, 13, 14]]
    } else if width == 5 {
        vec![
            vec![0, 1, 5, 6],
            vec![2, 3, 7, 8],
            vec![4, 9, 14, 19],
            vec![10, 15, 20, 21],
            vec![11, 12, 16, 17],
            vec![13, 18, 22, 23],
        ]
    } else if width == 6 {
        vec![
            vec![0, 6, 12, 18],
            vec![1, 2, 7, 8],
            vec![3, 4, 9, 10],
            vec![5, 11, 17, 23],
            vec![13, 14, 19, 20],
            vec![15, 16, 21, 22],
            vec![24, 25, 30, 31],
            vec![26, 27, 32, 33],
            vec![28, 29, 34],
        ]
    } else if width == 7 {
        vec![
            vec![0, 7, 14, 21],
            vec![1, 2, 8, 9],
            vec![3, 4, 10, 11],
            vec![5, 6, 12, 13],
            vec![15, 16, 22, 23],
            vec![17, 18, 24, 25],
            vec![19, 20, 26, 27],
            vec![28, 29, 35, 36],
            vec![30, 31, 37, 38],
            vec![32, 33, 39, 40],
            vec![34, 41, 46, 47],
            vec![42, 43, 44, 45],
        ]
    } else {
        Vec::new()
    };
    if !last.is_empty() && blank_home == n - 1 {
        return last;
    }
    if !last.is_empty() && blank_home == 0 {
        return last.iter().map(|g| g.iter().map(|&c| n - 1 - c).collect()).collect();
    }
    let others: Vec<usize> = (0..n).filter(|&c| c != blank_home).collect();
    others.chunks(4).map(|g| g.to_vec()).collect()
}

/// The cells of `cells` (a mask of a grid `width` wide) and those next to them. `edges`: the
/// grid's left column, right column and all its cells, as masks (`near_edges`).
fn near_spread(cells: u64, width: usize, edges: [u64; 3]) -> u64 {
    let [left, right, all] = edges;
    (cells | cells << width | cells >> width | (cells << 1 & !left) | (cells >> 1 & !right)) & all
}

fn near_edges(width: usize) -> [u64; 3] {
    let column = (0..width).fold(0u64, |m, row| m | 1 << (row * width));
    [column, column << (width - 1), (1u64 << (width * width)) - 1]
}

/// One group's table: for each placement of the group's tiles (index: the sum of each tile's
/// cell times n^k for the k-th tile), the least moves of those tiles that bring them home, by
/// breadth-first search backwards from the goal. A step moves a group tile to a next cell not
/// taken by the group: the blank is taken to be wherever it is needed, which never makes a
/// count larger than the true one, so the sum stays a lower bound. Each round scans the whole
/// table in order for the last depth's placements rather than keeping a list, so that memory
/// is read as a few streams (src/GUIDE.md says why).
fn near_table(width: usize, homes: &[usize]) -> Vec<u8> {
    let (n, edges) = (width * width, near_edges(width));
    let k = homes.len();
    let mut table = vec![u8::MAX; n.pow(k as u32)];
    let powers: Vec<usize> = (0..k).map(|j| n.pow(j as u32)).collect();
    let goal: usize = homes.iter().enumerate().map(|(j, &c)| c * powers[j]).sum();
    table[goal] = 0;
    let mut depth = 0u8;
    let mut found = true;
    let mut cells = vec![0usize; k];
    while found {
        found = false;
        // The cells of tiles 1 .. k - 1 as a counter, tile 0's cell running inside.
        cells.iter_mut().for_each(|c| *c = 0);
        for base in (0..table.len()).step_by(n) {
            if base > 0 {
                let mut j = 1;
                while j < k {
                    cells[j] += 1;
                    if cells[j] < n {
                        break;
                    }
                    cells[j] = 0;
                    j += 1;
                }
            }
            if !table[base..base + n].contains(&depth) {
                continue;
            }
            let others = (1..k).fold(0u64, |m, j| m | 1 << cells[j]);
            if others.count_ones() as usize != k - 1 {
                continue; // two tiles in one cell: no placement
            }
            for first in 0..n {
                if table[base + first] != depth {
                    continue;
                }
                let taken = others | 1 << first;
                let here = base + first;
                for (j, &power) in powers.iter().enumerate() {
                    let from = if j == 0 { first } else { cells[j] };
                    let mut targets = near_spread(1 << from, width, edges) & !taken;
                    while targets != 0 {
                        let to = targets.trailing_zeros() as usize;
                        targets &= targets - 1;
                        let at = here + to * power - from * power;
                        if table[at] == u8::MAX {
                            table[at] = depth + 1;
                            found = true;
                        }
                    }
                }
            }
        }
        depth += 1;
    }
    table
}

/// The most groups a table set holds (twelve on 7 x 7), read straight and mirrored.
const NEAR_GROUPS: usize = 12;

/// The most cells a board holds (7 x 7).
const NEAR_CELLS: usize = 49;

/// The pattern tables of one goal, and the beam's width.
pub struct NearTables {
    pub width: usize,
    /// Boards kept a layer.
    pub beam: usize,
    goal: Vec<u8>,
    tables: Vec<Vec<u8>>,
    /// For each reading (straight, mirrored) and tile: its group's slot (mirrored: that plus
    /// NEAR_GROUPS) and the multiplier of its cell in the group's index.
    place: [Vec<(usize, u32)>; 2],
    /// What a conflict adds to the beam's rank (`rank`): two moves, as linear conflict
    /// counts them (one and three gave longer paths on 5 x 5); none on 4 x 4, whose tables
    /// see most conflicts already (counted twice, they lengthened the paths).
    pub conflict_weight: u32,
    /// Each tile's goal cell as its row and column (`usize::MAX` for the blank's: grid.rs's
    /// `line_crossings`).
    home: Vec<(usize, usize)>,
    /// The mirrored cell of each cell, or nothing when the goal is not its own mirror.
    mirror: Vec<usize>,
    /// A random number for each tile and cell, xored together into a board's hash.
    keys: Vec<u64>,
}

/// A board in the beam, with each group's index and table value (slots 0-11 straight, 12-23
/// mirrored) and the two readings' sums.
#[derive(Clone, Copy)]
struct NearNode {
    cells: [u8; NEAR_CELLS],
    blank: u8,
    back: u8,
    index: [u32; 2 * NEAR_GROUPS],
    value: [u8; 2 * NEAR_GROUPS],
    sum: [u32; 2],
    /// Pairs of tiles in their goal row or column in the wrong order (`NearTables::rank`).
    conflicts: u32,
    hash: u64,
}

impl NearTables {
    /// The tables for `goal` on a grid `width` wide (4 to 7), built on two threads, and the
    /// beam's width.
    /// # Panics
    /// If `width` is not 4 to 7 or `goal` not a permutation of 0 .. width² - 1.
    pub fn new(width: usize, goal: &[u8]) -> NearTables {
        assert!((4..=7).contains(&width), "near: the width must be 4 to 7");
        let n = width * width;
        let blank_home = blank_cell(goal);
        let groups = near_groups(width, blank_home);
        // Two threads take the groups in turn, the next untaken one each time.
        let next = std::sync::atomic::AtomicUsize::new(0);
        let work = || {
            let mut built = Vec::new();
            loop {
                let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if g >= groups.len() {
                    return built;
                }
                built.push((g, near_table(width, &groups[g])));
            }
        };
        let mut built: Vec<(usize, Vec<u8>)> = std::thread::scope(|scope| {
            let other = scope.spawn(work);
            let mut built = work();
            built.extend(other.join().unwrap_or_default());
            built
        });
        built.sort_by_key(|b| b.0);
        let tables: Vec<Vec<u8>> = built.into_iter().map(|b| b.1).collect();
        let mirror: Vec<usize> = if blank_home % width == blank_home / width {
            (0..n).map(|c| c % width * width + c / width).collect()
        } else {
            Vec::new()
        };
        let mut place = [vec![(0, 0); n], vec![(0, 0); n]];
        for (g, cells) in groups.iter().enumerate() {
            for (k, &cell) in cells.iter().enumerate() {
                let multiplier = n.pow(k as u32) as u32;
                place[0][goal[cell] as usize] = (g, multiplier);
                if !mirror.is_empty() {
                    // The mirrored board's tile at mirror(c) is the one whose home is the
                    // mirror of the home of the tile at c.
                    place[1][goal[mirror[cell]] as usize] = (g + NEAR_GROUPS, multiplier);
                }
            }
        }
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let keys = (0..n * n)
            .map(|_| {
                seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = seed;
                z = (z ^ z >> 30).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ z >> 27).wrapping_mul(0x94D0_49BB_1331_11EB);
                z ^ z >> 31
            })
            .collect();
        // The widest beams whose slowest search stays within the time a board is given in
        // issue 33 (6 x 6: its floor's, shortening too; map item 3's notebooks).
        let beam = match width {
            4 => 60_000,
            5 => 56_000,
            6 => 220_000,
            _ => 150_000,
        };
        let conflict_weight = if width == 4 { 0 } else { 2 };
        let mut home: Vec<_> = homes(goal).iter().map(|&c| (c / width, c % width)).collect();
        home[0] = (usize::MAX, usize::MAX);
        NearTables {
            width,
            beam,
            conflict_weight,
            home,
            goal: goal.to_vec(),
            tables,
            place,
            mirror,
            keys,
        }
    }

    fn node(&self, cells: &[u8]) -> NearNode {
        let mut node = NearNode {
            cells: [0; NEAR_CELLS],
            blank: blank_cell(cells) as u8,
            back: 4,
            index: [0; 2 * NEAR_GROUPS],
            value: [0; 2 * NEAR_GROUPS],
            sum: [0; 2],
            conflicts: 0,
            hash: 0,
        };
        node.cells[..cells.len()].copy_from_slice(cells);
        let n = cells.len();
        for (cell, &tile) in cells.iter().enumerate() {
            node.hash ^= self.keys[tile as usize * n + cell];
            if tile != 0 {
                let (g, m) = self.place[0][tile as usize];
                node.index[g] += cell as u32 * m;
                if !self.mirror.is_empty() {
                    let (g, m) = self.place[1][tile as usize];
                    node.index[g] += self.mirror[cell] as u32 * m;
                }
            }
        }
        let both: u32 = (0..n)
            .filter(|&c| cells[c] != 0)
            .map(|c| {
                let tile = cells[c] as usize;
                let crossings =
                    |column| line_crossings(cells, &self.home, self.width, tile, c, column);
                crossings(false) + crossings(true)
            })
            .sum();
        node.conflicts = both / 2; // each pair counted from both of its tiles
        for reading in 0..2 {
            for g in 0..self.tables.len() {
                let slot = reading * NEAR_GROUPS + g;
                if reading == 0 || !self.mirror.is_empty() {
                    node.value[slot] = self.tables[g][node.index[slot] as usize];
                    node.sum[reading] += node.value[slot] as u32;
                }
            }
        }
        node
    }

    /// The tables' lower bound on the moves from `cells` to the goal.
    pub fn estimate(&self, cells: &[u8]) -> u32 {
        let node = self.node(cells);
        node.sum[0].max(node.sum[1])
    }

    /// A path from `cells` to the goal, as the blank's moves (`U D L R`), or `None` when
    /// parity says the goal cannot be reached (found at once, no search) or the beam fails.
    /// # Panics
    /// If `cells` is not a permutation of the goal's numbers.
    pub fn solve(&self, cells: &[u8]) -> Option<Vec<u8>> {
        let (width, n) = (self.width, self.goal.len());
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        assert!(sorted.iter().enumerate().all(|(i, &t)| t as usize == i) && n == cells.len());
        if !reachable(cells, &self.goal, width) {
            return None;
        }
        let start = self.node(cells);
        // A beam may run dry (every new board seen) or, too narrow, wander for ever: past
        // twice the bound and two moves a cell, it gives up (lines are shorter there).
        let most_layers = 2 * self.estimate(cells) as usize + 2 * n;
        // The goal once offered is kept (no child ranks lower), so the layer is searched for
        // it only then.
        let (found, mut solved) = (std::cell::Cell::new(start.sum[0] == 0), None);
        let done = |layer: &[NearNode], layers: usize| {
            if found.get() {
                solved = layer.iter().position(|node| node.sum[0].max(node.sum[1]) == 0);
            }
            solved.is_some() || layers >= most_layers
        };
        // Ranked by the estimate, ties by the smaller reading (the larger of two sums says
        // more where they agree); a child's conflicts, counted for its rank, go to `moved`.
        let mut seen = NearSeen::empty();
        seen.first(start.hash);
        let offer = |node: &NearNode, children: &mut Vec<NearChild>| {
            let blank = node.blank as usize;
            for mv in (0..4u8).filter(|&mv| mv ^ 1 != node.back) {
                let to = match neighbour(blank, mv as usize, width, n) {
                    Some(to) => to,
                    None => continue,
                };
                let tile = node.cells[to] as usize;
                let hash = node.hash
                    ^ self.keys[tile * n + to]
                    ^ self.keys[tile * n + blank]
                    ^ self.keys[to]
                    ^ self.keys[blank];
                if !seen.first(hash) {
                    continue;
                }
                let estimate = self.moved_sums(node, tile, to, blank);
                let (high, low) = (estimate[0].max(estimate[1]), estimate[0].min(estimate[1]));
                let conflicts = self.moved_conflicts(node, tile, to, blank, mv);
                found.set(found.get() || high == 0);
                children.push((self.rank(high, conflicts) << 16 | low, mv, conflicts));
            }
        };
        let moved = |node: &NearNode, mv: u8, conflicts: u32| self.moved(node, mv, conflicts);
        let links = near_beam(start, self.beam, offer, moved, done);
        let way = near_way(&links, solved?);
        Some(way.iter().map(|&mv| WAY_NAMES[mv as usize].to_ascii_uppercase()).collect())
    }

    /// A child's rank in the beam (smaller first): the estimate plus `conflict_weight` for
    /// each pair of tiles in their goal line in the wrong order, which the tables of two
    /// groups do not see: no bound, but nearer the true distance (src/GUIDE.md).
    fn rank(&self, estimate: u32, conflicts: u32) -> u32 {
        estimate + self.conflict_weight * conflicts
    }

    /// The conflicts after `tile` moves from `from` to `to` by the blank's move `mv`: a move
    /// along a row keeps the tile's order in its row and changes only its column, a move
    /// along a column only its row.
    fn moved_conflicts(&self, node: &NearNode, tile: usize, from: usize, to: usize, mv: u8) -> u32 {
        let column = mv >= 2;
        let cells = &node.cells[..self.goal.len()];
        let crossings = |cell| line_crossings(cells, &self.home, self.width, tile, cell, column);
        node.conflicts + crossings(to) - crossings(from)
    }

    /// The two readings' sums after `tile` moves from `from` to `to`.
    fn moved_sums(&self, node: &NearNode, tile: usize, from: usize, to: usize) -> [u32; 2] {
        let mut sums = node.sum;
        for (reading, sum) in sums.iter_mut().enumerate() {
            if reading == 1 && self.mirror.is_empty() {
                break;
            }
            let (a, b) =
                if reading == 0 { (from, to) } else { (self.mirror[from], self.mirror[to]) };
            let (slot, m) = self.place[reading][tile];
            let index = node.index[slot] + b as u32 * m - a as u32 * m;
            let value = self.tables[slot % NEAR_GROUPS][index as usize];
            *sum = *sum + value as u32 - node.value[slot] as u32;
        }
        sums
    }

    /// The board after the blank's move `mv` (0 U, 1 D, 2 L, 3 R; legal) with `conflicts`.
    fn moved(&self, node: &NearNode, mv: u8, conflicts: u32) -> NearNode {
        let (width, n) = (self.width, self.goal.len());
        let blank = node.blank as usize;
        let to = neighbour(blank, mv as usize, width, n).unwrap_or(blank);
        let tile = node.cells[to] as usize;
        let mut next = *node;
        next.cells[blank] = tile as u8;
        next.cells[to] = 0;
        next.blank = to as u8;
        next.back = mv;
        next.conflicts = conflicts;
        next.hash ^= self.keys[tile * n + to]
            ^ self.keys[tile * n + blank]
            ^ self.keys[to]
            ^ self.keys[blank];
        for reading in 0..2 {
            if reading == 1 && self.mirror.is_empty() {
                break;
            }
            let (a, b) =
                if reading == 0 { (to, blank) } else { (self.mirror[to], self.mirror[blank]) };
            let (slot, m) = self.place[reading][tile];
            next.index[slot] = node.index[slot] + b as u32 * m - a as u32 * m;
            next.value[slot] = self.tables[slot % NEAR_GROUPS][next.index[slot] as usize];
            next.sum[reading] =
                node.sum[reading] + next.value[slot] as u32 - node.value[slot] as u32;
        }
        next
    }
}

/// The boards seen lately: 2^17 slots, each the top half of the last hash its low bits name.
/// Small, it stays in the cache: larger ones cost more in misses than the duplicates they
/// caught (the notebooks). A board seen long ago may come back unnoticed (the beam then ranks
/// it again), never a new board be taken for seen (but for a 49-bit clash).
const NEAR_SEEN_BITS: u32 = 17;

/// A child a beam is offered: its rank (the lower kept first), the blank's move (grid.rs's
/// ways) and a note for whoever makes it.
pub type NearChild = (u32, u8, u32);

/// The boards seen lately, by hash, so that a beam offers each board once (`NEAR_SEEN_BITS`).
pub struct NearSeen(Vec<u32>);

impl NearSeen {
    /// None seen yet.
    pub fn empty() -> NearSeen {
        NearSeen(vec![0; 1 << NEAR_SEEN_BITS])
    }

    /// Whether the board of `hash` is not among them (it is from now on).
    pub fn first(&mut self, hash: u64) -> bool {
        let slot = &mut self.0[hash as usize & ((1 << NEAR_SEEN_BITS) - 1)];
        std::mem::replace(slot, (hash >> 32) as u32) != (hash >> 32) as u32
    }
}

/// Beam search, layer by layer from `start`: near.rs's search, and anyboard.rs's head start.
/// `offer(node, children)` puts the children of a board worth ranking (a `NearSeen` keeps
/// those seen lately out); of a layer's children the `width` of lowest rank (ties to the first
/// offered) are made, by `make(parent, move, note)`, in no particular order; `done(layer,
/// layers)`, asked of each layer, the start's first, ends the search. Returns, for each layer
/// after the first, each board's parent (its place in the layer before) times 4 plus its move
/// (`near_way` reads a board's moves back).
pub fn near_beam<N>(
    start: N,
    width: usize,
    mut offer: impl FnMut(&N, &mut Vec<NearChild>),
    make: impl Fn(&N, u8, u32) -> N,
    mut done: impl FnMut(&[N], usize) -> bool,
) -> Vec<Vec<u32>> {
    // `next` keeps its memory from layer to layer: new memory faults a page at a time.
    let (mut layer, mut next, mut links, mut offered) =
        (vec![start], Vec::new(), Vec::new(), Vec::new());
    while !done(&layer, links.len()) {
        // Children as rank << 32 | their place in `made` (parent << 2 | move, note), so
        // sorting ranks them.
        let mut children: Vec<u64> = Vec::with_capacity(layer.len() * 3);
        let mut made = Vec::with_capacity(layer.len() * 3);
        for (p, node) in layer.iter().enumerate() {
            offered.clear();
            offer(node, &mut offered);
            for &(rank, mv, note) in &offered {
                children.push((rank as u64) << 32 | made.len() as u64);
                made.push(((p as u32) << 2 | mv as u32, note));
            }
        }
        if children.len() > width {
            children.select_nth_unstable(width);
            children.truncate(width);
        }
        let kept = children.iter().map(|&child| made[child as u32 as usize]);
        links.push(kept.clone().map(|(link, _)| link).collect());
        next.clear();
        next.extend(
            kept.map(|(link, note)| make(&layer[link as usize >> 2], link as u8 & 3, note)),
        );
        std::mem::swap(&mut layer, &mut next);
    }
    links
}

/// The blank's moves (grid.rs's ways) from the start to board `at` of the last layer of
/// `links` (`near_beam`'s).
pub fn near_way(links: &[Vec<u32>], mut at: usize) -> Vec<u8> {
    let mut way = Vec::with_capacity(links.len());
    for layer in links.iter().rev() {
        way.push(layer[at] as u8 & 3);
        at = layer[at] as usize >> 2;
    }
    way.reverse();
    way
}

// 4. One call ==========

/// A short path (the blank's moves, `U D L R`) from `cells` to `goal` on a grid `width` wide
/// (4 to 7), tables built for this call; `None` if parity says it cannot be reached.
pub fn near_solution(width: usize, cells: &[u8], goal: &[u8]) -> Option<Vec<u8>> {
    NearTables::new(width, goal).solve(cells)
}

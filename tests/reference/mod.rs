// The tests' own eight-puzzle, written apart from src/ so that the two can check each other:
// plain move rules on a 3 × 3 grid, breadth-first search with a HashMap, no ranking.
#![allow(dead_code)] // each test crate that declares `mod reference;` uses a part of it

pub mod empty_slot; // LeetCode 2459's items moved into the empty slot
pub mod rotation; // ABC 336 F's rectangles turned
pub mod surgery; // Codeforces 1280F's puzzle
pub mod tiles; // the Codewars kata's n x n boards, answered by tile numbers

/// A family of its own (`Kind::Own`) whose brute force answers whole (`Oracle::whole_answer`): the
/// expected output for an input, and the least moves from a walk's start to its goal (places
/// row by row, `width` wide), `None` where the goal cannot be reached.
pub struct BruteForce {
    pub name: &'static str,
    pub answer: fn(&str) -> String,
    pub least: fn(&[usize], &[usize], usize) -> Option<usize>,
}

/// Each such family's problem, by name: a new family adds its module above and its row here.
pub const BRUTE_FORCES: &[BruteForce] = &[
    BruteForce { name: "leetcode2459", answer: empty_slot::answer, least: empty_slot::least },
    BruteForce { name: "abc336f", answer: rotation::answer, least: rotation::least },
];

/// Problem `name`'s row of `BRUTE_FORCES`.
pub fn brute_force(name: &str) -> &'static BruteForce {
    let row = BRUTE_FORCES.iter().find(|row| row.name == name);
    row.unwrap_or_else(|| panic!("{name}: no row in tests/reference/mod.rs's BRUTE_FORCES"))
}

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};
use std::io::Write;
use std::process::{Command, Output, Stdio};

pub type Board = [u8; 9];

/// The boards one move away from `b`, with their letters, in the order given.
pub fn neighbours(b: &Board, order: &[u8]) -> Vec<(u8, Board)> {
    let blank = b.iter().position(|&t| t == 0).unwrap();
    let (row, col) = (blank / 3, blank % 3);
    let mut out = Vec::new();
    for &letter in order {
        let (r, c) = match letter {
            b'u' => (row.wrapping_sub(1), col),
            b'd' => (row + 1, col),
            b'l' => (row, col.wrapping_sub(1)),
            b'r' => (row, col + 1),
            _ => panic!("no move {letter}"),
        };
        if r < 3 && c < 3 {
            let mut next = *b;
            next.swap(blank, r * 3 + c);
            out.push((letter, next));
        }
    }
    out
}

/// Replays `path` with these move rules: the board it ends on, or `None` at an illegal move.
pub fn replay(start: &Board, path: &str) -> Option<Board> {
    let mut board = *start;
    for letter in path.bytes() {
        board = neighbours(&board, &[letter]).first()?.1;
    }
    Some(board)
}

/// Moves to `goal` from every board that reaches it.
pub fn brute_distances(goal: &Board) -> HashMap<Board, u8> {
    let mut dist = HashMap::with_capacity(200_000);
    let mut queue = VecDeque::new();
    dist.insert(*goal, 0);
    queue.push_back(*goal);
    while let Some(b) = queue.pop_front() {
        let d = dist[&b];
        for (_, n) in neighbours(&b, b"udlr") {
            dist.entry(n).or_insert_with(|| {
                queue.push_back(n);
                d + 1
            });
        }
    }
    dist
}

/// The shortest path smallest in `order`: breadth-first search from `start` trying letters in
/// that order keeps, for every board, the smallest of its shortest paths.
pub fn brute_smallest_path(start: &Board, goal: &Board, order: &[u8]) -> Option<String> {
    let mut parent: HashMap<Board, (Board, u8)> = HashMap::new();
    let mut queue = VecDeque::from(vec![*start]);
    parent.insert(*start, (*start, 0));
    while let Some(b) = queue.pop_front() {
        if b == *goal {
            let mut path = Vec::new();
            let mut at = b;
            while at != *start {
                let (p, letter) = parent[&at];
                path.push(letter);
                at = p;
            }
            path.reverse();
            return Some(String::from_utf8(path).unwrap());
        }
        for (letter, n) in neighbours(&b, order) {
            parent.entry(n).or_insert_with(|| {
                queue.push_back(n);
                (b, letter)
            });
        }
    }
    None
}

/// Steps `p` to the next arrangement in lexicographic order; false (leaving `p` as it was)
/// after the last.
pub fn next_arrangement(p: &mut [u8]) -> bool {
    let n = p.len();
    let Some(i) = (0..n.saturating_sub(1)).rev().find(|&i| p[i] < p[i + 1]) else {
        return false;
    };
    let j = (i + 1..n).rev().find(|&j| p[j] > p[i]).unwrap();
    p.swap(i, j);
    p[i + 1..].reverse();
    true
}

/// Every arrangement of 0..n, in lexicographic order (the order of rank: tests/graph.rs relies
/// on it).
pub fn arrangements(n: usize) -> Vec<Vec<u8>> {
    let mut p: Vec<u8> = (0..n as u8).collect();
    let mut all = vec![p.clone()];
    while next_arrangement(&mut p) {
        all.push(p.clone());
    }
    all
}

/// All 9! boards, in lexicographic order.
pub fn permutations() -> impl Iterator<Item = Board> {
    let mut next = Some([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    std::iter::from_fn(move || {
        let current = next?;
        let mut p = current;
        next = if next_arrangement(&mut p) { Some(p) } else { None };
        Some(current)
    })
}

/// A fixed-seed generator (xorshift64*), so every run tests the same cases.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A uniformly random board.
    pub fn board(&mut self) -> Board {
        let mut b = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for i in (1..9).rev() {
            b.swap(i, self.below(i + 1));
        }
        b
    }
}

/// Tokens on a graph, the tests' own way: moves to `goal` from every arrangement that reaches
/// it, by a HashMap breadth-first search that tries every edge of `edges` on every arrangement
/// (in a sliding puzzle, an edge moves only when one end holds the blank, token 0).
pub fn brute_graph_distances(edges: &[(usize, usize)], sliding: bool, goal: &[u8]) -> Distances {
    brute_graph_distances_within(edges, sliding, goal, usize::MAX)
}

/// `brute_graph_distances`, only for the arrangements at most `depth` moves from `goal` (the
/// fifteen-puzzle's are too many to list them all).
pub fn brute_graph_distances_within(
    edges: &[(usize, usize)],
    sliding: bool,
    goal: &[u8],
    depth: usize,
) -> Distances {
    let mut dist = Distances::default();
    let mut queue = VecDeque::new();
    dist.insert(goal.to_vec(), 0);
    queue.push_back(goal.to_vec());
    while let Some(mut a) = queue.pop_front() {
        let d = dist[&a];
        if d == depth {
            continue;
        }
        for &(x, y) in edges {
            if sliding && a[x] != 0 && a[y] != 0 {
                continue;
            }
            a.swap(x, y);
            if !dist.contains_key(&a) {
                dist.insert(a.clone(), d + 1);
                queue.push_back(a.clone());
            }
            a.swap(x, y);
        }
    }
    dist
}

/// Arrangements (a token a cell) with their moves to a goal. Each is looked up once an edge
/// in the search, so they are hashed by FNV-1a, quicker than std's SipHash on short keys.
pub type Distances = HashMap<Vec<u8>, usize, BuildHasherDefault<Fnv>>;

/// FNV-1a, 64 bits: a hash for the brute force's short keys (a byte a tile).
#[derive(Clone, Copy)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The edges of the `width` x `height` grid, cells row by row.
pub fn grid_edges(width: usize, height: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for row in 0..height {
        for col in 0..width {
            let cell = row * width + col;
            if col + 1 < width {
                edges.push((cell, cell + 1));
            }
            if row + 1 < height {
                edges.push((cell, cell + width));
            }
        }
    }
    edges
}

/// `moves` random moves of the blank from `goal`, a grid `width` wide, never straight back.
pub fn grid_walk(goal: &[u8], width: usize, moves: usize, rng: &mut Rng) -> Vec<u8> {
    let (mut board, mut came) = (goal.to_vec(), usize::MAX);
    for _ in 0..moves {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let options: Vec<usize> = b"UDLR"
            .iter()
            .filter_map(|&l| grid_step(board.len(), width, blank, l))
            .filter(|&c| c != came)
            .collect();
        let cell = options[rng.below(options.len())];
        board.swap(blank, cell);
        came = blank;
    }
    board
}

/// Where the blank at `blank` of a grid `width` wide and `cells` big goes by `letter` (U D L R).
pub fn grid_step(cells: usize, width: usize, blank: usize, letter: u8) -> Option<usize> {
    match letter {
        b'U' if blank >= width => Some(blank - width),
        b'D' if blank + width < cells => Some(blank + width),
        b'L' if blank % width > 0 => Some(blank - 1),
        b'R' if blank % width + 1 < width => Some(blank + 1),
        _ => None,
    }
}

/// Plays `path` (U D L R) on a grid `width` wide; `None` if a move leaves it.
pub fn replay_grid(start: &[u8], width: usize, path: &str) -> Option<Vec<u8>> {
    let mut board = start.to_vec();
    for letter in path.bytes() {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let cell = grid_step(board.len(), width, blank, letter)?;
        board.swap(blank, cell);
    }
    Some(board)
}

/// The shortest path from `start` that is smallest in `order`, read off `dist` (distances to
/// the goal, as `brute_graph_distances_within` gives them, holding `start`).
pub fn smallest_grid_path(
    dist: &Distances,
    width: usize,
    start: &[u8],
    order: &[u8],
) -> Option<String> {
    descend(width, start, *dist.get(start)?, order, |b, d| dist.get(b) == Some(&d))
}

/// The path from `start`, `d` moves from its goal, that takes at each board the first letter
/// in `order` whose board `at(board, d)` finds `d` moves away: the shortest path smallest in
/// `order`.
fn descend<T: Copy + Default + PartialEq>(
    width: usize,
    start: &[T],
    mut d: usize,
    order: &[u8],
    at: impl Fn(&[T], usize) -> bool,
) -> Option<String> {
    let (mut board, mut path) = (start.to_vec(), String::new());
    while d > 0 {
        let blank = board.iter().position(|&t| t == T::default()).unwrap();
        let (letter, next) = order
            .iter()
            .filter_map(|&l| {
                let mut next = board.clone();
                next.swap(blank, grid_step(board.len(), width, blank, l)?);
                Some((l, next))
            })
            .find(|(_, next)| at(next, d - 1))?;
        path.push(letter as char);
        (board, d) = (next, d - 1);
    }
    Some(path)
}

/// The textbook rule, written out plainly for the tests: a grid `width` wide reaches the goal
/// (1, 2, ... with the blank last) when its inversions, counted pair by pair, plus (for an even
/// width) the rows between the blank and the last row, are even.
pub fn solvable_by_inversions(grid: &[usize], width: usize) -> bool {
    let tiles: Vec<usize> = grid.iter().copied().filter(|&t| t != 0).collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    textbook_rule(grid, width, inversions as u64)
}

/// The same rule with the inversions counted by merge sort, O(k log k): grids too large to
/// count pair by pair (HDU 3600's 300 x 300, 90,000 cells).
pub fn solvable_by_merge_sort(grid: &[usize], width: usize) -> bool {
    let mut tiles: Vec<usize> = grid.iter().copied().filter(|&t| t != 0).collect();
    textbook_rule(grid, width, merge_inversions(&mut tiles))
}

/// Sorts `tiles` and returns their inversions: whenever the merge takes an element of the
/// right half, it is smaller than every element still waiting in the left half.
pub fn merge_inversions(tiles: &mut [usize]) -> u64 {
    if tiles.len() < 2 {
        return 0;
    }
    let middle = tiles.len() / 2;
    let mut count = merge_inversions(&mut tiles[..middle]) + merge_inversions(&mut tiles[middle..]);
    let (left, right) = (tiles[..middle].to_vec(), tiles[middle..].to_vec());
    let (mut i, mut j) = (0, 0);
    for slot in tiles.iter_mut() {
        if j == right.len() || (i < left.len() && left[i] < right[j]) {
            *slot = left[i];
            i += 1;
        } else {
            *slot = right[j];
            j += 1;
            count += (left.len() - i) as u64;
        }
    }
    count
}

/// Even inversions, plus the rows below the blank for an even width: the goal is reached.
fn textbook_rule(grid: &[usize], width: usize, inversions: u64) -> bool {
    let blank_row = grid.iter().position(|&t| t == 0).unwrap() / width;
    let rows_below = (grid.len() / width - 1 - blank_row) as u64;
    (inversions + if width % 2 == 0 { rows_below } else { 0 }) % 2 == 0
}

/// The least moves between two boards of a grid `width` wide (0 the blank), if at most
/// `limit`: breadth-first search from both ends, HashMaps of boards, a whole layer at a time
/// from the side whose layer is smaller. When a side's new layer first meets the other side,
/// nothing nearer met before, so the answer is the sum of the two sides' depths.
pub fn brute_grid_meet<T: Copy + Default + Eq + std::hash::Hash>(
    width: usize,
    start: &[T],
    goal: &[T],
    limit: usize,
) -> Option<usize> {
    if start == goal {
        return Some(0);
    }
    let mut seen = [HashMap::new(), HashMap::new()];
    let mut layer = [vec![start.to_vec()], vec![goal.to_vec()]];
    seen[0].insert(start.to_vec(), 0usize);
    seen[1].insert(goal.to_vec(), 0usize);
    let mut depth = [0, 0];
    while depth[0] + depth[1] < limit {
        let s = if layer[0].len() <= layer[1].len() { 0 } else { 1 };
        if layer[s].is_empty() {
            return None;
        }
        let mut next = Vec::new();
        for board in &layer[s] {
            let blank = board.iter().position(|&t| t == T::default()).unwrap();
            for &letter in b"UDLR" {
                let Some(cell) = grid_step(board.len(), width, blank, letter) else { continue };
                let mut moved = board.clone();
                moved.swap(blank, cell);
                if seen[1 - s].contains_key(&moved) {
                    return Some(depth[0] + depth[1] + 1);
                }
                if !seen[s].contains_key(&moved) {
                    seen[s].insert(moved.clone(), depth[s] + 1);
                    next.push(moved);
                }
            }
        }
        depth[s] += 1;
        layer[s] = next;
    }
    None
}

/// Whether `start` reaches `goal` (any goal, 0 the blank) on a grid `width` wide, by the rule
/// written plainly: on a single line the tiles keep their order; on a wider grid, the
/// permutation taking each cell's content to its cell in the goal (the blank's too) must be
/// even exactly when the blank's rows plus columns between its two cells are even (each move
/// is one transposition and one step of the blank).
pub fn reaches_any_goal(start: &[usize], goal: &[usize], width: usize) -> bool {
    let height = start.len() / width;
    if width == 1 || height == 1 {
        let tiles = |b: &[usize]| b.iter().copied().filter(|&t| t != 0).collect::<Vec<_>>();
        return tiles(start) == tiles(goal);
    }
    let mut home = vec![0; goal.len()];
    for (cell, &t) in goal.iter().enumerate() {
        home[t] = cell;
    }
    let sent: Vec<usize> = start.iter().map(|&t| home[t]).collect();
    let mut inversions = 0;
    for i in 0..sent.len() {
        inversions += sent[i + 1..].iter().filter(|&&c| c < sent[i]).count();
    }
    let (a, b) = (home[0], start.iter().position(|&t| t == 0).unwrap());
    let steps = (a / width).abs_diff(b / width) + (a % width).abs_diff(b % width);
    (inversions + steps) % 2 == 0
}

/// The shortest path of the blank (letters U D L R) from `start` to `goal` that is smallest in
/// `order`, if the goal is at most `limit` moves away: from each board, the first letter whose
/// board is one move nearer, as `brute_grid_meet` measures it.
pub fn brute_grid_path(
    width: usize,
    start: &[usize],
    goal: &[usize],
    order: &[u8],
    limit: usize,
) -> Option<String> {
    let d = brute_grid_meet(width, start, goal, limit)?;
    descend(width, start, d, order, |b, d| brute_grid_meet(width, b, goal, d) == Some(d))
}

/// The knight puzzle's goal, 25 squares row by row: `1` black, `0` white, `*` the empty square.
pub const KNIGHTS_GOAL: &[u8; 25] = b"111110111100*110000100000";

/// Knight boards at most `depth` moves from the goal, with their distances: breadth-first
/// search with a HashMap, a knight's jumps found by trying all eight (row, column) steps.
pub fn brute_knight_distances(depth: usize) -> HashMap<[u8; 25], usize> {
    let mut dist = HashMap::from([(*KNIGHTS_GOAL, 0)]);
    let mut layer = vec![*KNIGHTS_GOAL];
    for d in 1..=depth {
        let mut next = Vec::new();
        for board in &layer {
            let empty = board.iter().position(|&s| s == b'*').unwrap();
            let (row, col) = (empty as i32 / 5, empty as i32 % 5);
            for (dr, dc) in [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
            {
                let (r, c) = (row + dr, col + dc);
                if !(0..5).contains(&r) || !(0..5).contains(&c) {
                    continue;
                }
                let mut moved = *board;
                moved.swap(empty, (r * 5 + c) as usize);
                if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(moved) {
                    e.insert(d);
                    next.push(moved);
                }
            }
        }
        layer = next;
    }
    dist
}

/// yukicoder 228 by brute force: every board reached from the solved fifteen-puzzle (1 ... 15,
/// the blank last) by moves of the blank that never slide a tile that has slid before, found by
/// trying every sequence of such moves depth first (no rule about the blank's path assumed).
pub fn brute_slides_once() -> std::collections::HashSet<Vec<u8>> {
    fn walk(board: &mut Vec<u8>, slid: u16, found: &mut std::collections::HashSet<Vec<u8>>) {
        found.insert(board.clone());
        let blank = board.iter().position(|&t| t == 0).unwrap();
        for letter in *b"UDLR" {
            let Some(cell) = grid_step(16, 4, blank, letter) else { continue };
            let tile = board[cell];
            if slid >> tile & 1 == 0 {
                board.swap(blank, cell);
                walk(board, slid | 1 << tile, found);
                board.swap(blank, cell);
            }
        }
    }
    let mut found = std::collections::HashSet::new();
    walk(&mut (1..16).chain([0]).collect(), 0, &mut found);
    found
}

/// CodeChef H1 by brute force: moves to 1 ... 9 (the 3 × 3 grid, row by row) from every
/// arrangement that reaches it, where a move swaps two side-by-side tiles whose sum is prime
/// (primes found by trial division), a HashMap breadth-first search from the goal.
pub fn brute_prime_swap_distances() -> HashMap<Vec<u8>, usize> {
    let prime = |n: u8| n > 1 && (2..n).all(|d| n % d != 0);
    let goal: Vec<u8> = (1..=9).collect();
    let mut dist = HashMap::from([(goal.clone(), 0)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(a) = queue.pop_front() {
        let d = dist[&a];
        for (x, y) in grid_edges(3, 3) {
            if prime(a[x] + a[y]) {
                let mut next = a.clone();
                next.swap(x, y);
                if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(next.clone()) {
                    e.insert(d + 1);
                    queue.push_back(next);
                }
            }
        }
    }
    dist
}

/// What `program` does with `input` on its standard input: its exit status and both outputs.
pub fn run_program(program: impl AsRef<std::ffi::OsStr>, input: &[u8]) -> Output {
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

/// `program`'s output for `input`, which must succeed.
pub fn answer_of(program: impl AsRef<std::ffi::OsStr>, input: &str) -> String {
    let name = program.as_ref().to_string_lossy().into_owned();
    let out = run_program(program, input.as_bytes());
    assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

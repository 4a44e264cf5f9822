// AtCoder Heuristic Contest 011, "Sliding Tree Puzzle": an N x N board of pipe tiles (N = 6 to
// 10), at most T = 2N^3 moves of the empty cell to join them into one tree. A `Kind::Own` with
// the contest's own generator, so a case of seed s is the official case s byte for byte: the
// official tools draw from rand_chacha's ChaCha20Rng seeded by `seed_from_u64`, with rand
// 0.7's shuffle and choose, ported here on the standard library alone.
use super::judges::ATCODER;
use super::problem::{Judged, Kind, Problem};
use super::puzzle::{Kit, Labels, Own, Walk};
use super::text::Rng;
use crate::cores;

/// ChaCha20 as rand_chacha 0.2 runs it: a 256-bit key, a 64-bit block counter from 0, nonce 0,
/// the 16 words of each block handed out in order.
pub struct ChaCha20 {
    key: [u32; 8],
    counter: u64,
    block: [u32; 16],
    used: usize,
}

fn quarter(s: &mut [u32; 16], a: usize, b: usize, c: usize, d: usize) {
    s[a] = s[a].wrapping_add(s[b]);
    s[d] = (s[d] ^ s[a]).rotate_left(16);
    s[c] = s[c].wrapping_add(s[d]);
    s[b] = (s[b] ^ s[c]).rotate_left(12);
    s[a] = s[a].wrapping_add(s[b]);
    s[d] = (s[d] ^ s[a]).rotate_left(8);
    s[c] = s[c].wrapping_add(s[d]);
    s[b] = (s[b] ^ s[c]).rotate_left(7);
}

impl ChaCha20 {
    /// rand_core 0.5's `seed_from_u64`: the key's 8 words from a PCG32 stream of the seed.
    pub fn seed_from_u64(mut state: u64) -> ChaCha20 {
        let mut key = [0u32; 8];
        for word in key.iter_mut() {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(11_634_580_027_462_260_723);
            let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
            *word = xorshifted.rotate_right((state >> 59) as u32);
        }
        ChaCha20 { key, counter: 0, block: [0; 16], used: 16 }
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.used == 16 {
            let mut s = [0u32; 16];
            s[..4].copy_from_slice(&[0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574]);
            s[4..12].copy_from_slice(&self.key);
            s[12] = self.counter as u32;
            s[13] = (self.counter >> 32) as u32;
            let input = s;
            for _ in 0..10 {
                quarter(&mut s, 0, 4, 8, 12);
                quarter(&mut s, 1, 5, 9, 13);
                quarter(&mut s, 2, 6, 10, 14);
                quarter(&mut s, 3, 7, 11, 15);
                quarter(&mut s, 0, 5, 10, 15);
                quarter(&mut s, 1, 6, 11, 12);
                quarter(&mut s, 2, 7, 8, 13);
                quarter(&mut s, 3, 4, 9, 14);
            }
            for (word, start) in s.iter_mut().zip(input) {
                *word = word.wrapping_add(start);
            }
            self.block = s;
            self.counter += 1;
            self.used = 0;
        }
        self.used += 1;
        self.block[self.used - 1]
    }

    /// rand 0.7's `gen_range(0, range)` for a u32 range (how shuffle and choose draw an
    /// index): a widening multiply, rejecting the low words above the zone.
    pub fn below(&mut self, range: u32) -> usize {
        let zone = (range << range.leading_zeros()).wrapping_sub(1);
        loop {
            let wide = u64::from(self.next_u32()) * u64::from(range);
            if wide as u32 <= zone {
                return (wide >> 32) as usize;
            }
        }
    }
}

/// The official input of seed `seed`, as the contest's generator writes it.
pub fn ahc011_case(seed: u64) -> String {
    let mut rng = ChaCha20::seed_from_u64(seed);
    let n = (6 + seed % 5) as usize;
    let most = 2 * n * n * n;
    let mut tiles = vec![0u8; n * n];
    // A random spanning tree of the cells but the bottom-right one: the grid's edges
    // shuffled, then joined in that order where they join two parts (Kruskal's way).
    let mut edges = Vec::new();
    for i in 0..n {
        for j in 0..n {
            if i + 1 < n && (i + 1, j) != (n - 1, n - 1) {
                edges.push((i * n + j, (i + 1) * n + j));
            }
            if j + 1 < n && (i, j + 1) != (n - 1, n - 1) {
                edges.push((i * n + j, i * n + j + 1));
            }
        }
    }
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u32 + 1);
        edges.swap(i, j);
    }
    let mut part: Vec<usize> = (0..n * n).collect();
    fn root(part: &mut [usize], mut x: usize) -> usize {
        while part[x] != x {
            x = part[x];
        }
        x
    }
    for (a, b) in edges {
        let (ra, rb) = (root(&mut part, a), root(&mut part, b));
        if ra != rb {
            part[rb] = ra; // which root joins which changes no tile
            let (from, to) = if b == a + n { (8, 2) } else { (4, 1) };
            tiles[a] |= from;
            tiles[b] |= to;
        }
    }
    // T random moves of the empty cell from the bottom-right corner, never undoing the last:
    // the ways tried in the order left, up, right, down.
    const WAYS: [(isize, isize); 4] = [(0, -1), (-1, 0), (0, 1), (1, 0)];
    let (mut at, mut last) = ((n - 1) * n + n - 1, 4);
    for _ in 0..most {
        let ways: Vec<usize> = (0..4)
            .filter(|&d| d != last)
            .filter(|&d| {
                let (r, c) = ((at / n) as isize + WAYS[d].0, (at % n) as isize + WAYS[d].1);
                (0..n as isize).contains(&r) && (0..n as isize).contains(&c)
            })
            .collect();
        let d = ways[rng.below(ways.len() as u32)];
        let to = (at as isize + WAYS[d].0 * n as isize + WAYS[d].1) as usize;
        tiles.swap(at, to);
        at = to;
        last = d ^ 2;
    }
    let mut text = format!("{n} {most}\n");
    for row in tiles.chunks(n) {
        text.extend(row.iter().map(|t| char::from(b"0123456789abcdef"[*t as usize])));
        text.push('\n');
    }
    text
}

/// A case at `level`: N = 6 + level for levels 0 to 4 (an official seed of that size), any
/// official seed at level 5.
pub fn ahc011_item(level: usize, rng: &mut Rng) -> String {
    let seed = if level < 5 { 5 * rng.below(2000) + level } else { rng.below(10_000) };
    ahc011_case(seed as u64)
}

/// The statement's example (the official case of seed 0) and its published output: 17 moves
/// that leave a largest tree of 14 tiles. Every other sample's expected output is the empty
/// answer, no move at all: any legal answer is accepted and scored.
const PUBLISHED: (&str, &str) =
    ("6 432\n62ce43\na068f9\na89da9\n5d93cb\n276253\n424ba8\n", "RRRDLUULDDDDLUUUR\n");

// The binaries' `NOTATION`s, read from their sources as the library compiles.
const AHC011_NOTATION: crate::Notation = notation!(ahc011);

problems! {
    ahc011 {
        judges: &[(ATCODER, "AHC 011 A, \"Sliding Tree Puzzle\"")],
        check: Some(special_judge!(ahc011)),
        kind: Kind::Own {
            most: 1,
            item: ahc011_item,
            render: |items| items.concat(),
            nearer: |_| Vec::new(),
        },
        any_whitespace: true,
        memory: &[(ATCODER, 1024)], // AHC011: 1024 MB
        answer: |input, _oracle| {
            let same = input.split_whitespace().eq(PUBLISHED.0.split_whitespace());
            if same { PUBLISHED.1.into() } else { "\n".into() }
        },
        walk: ahc011_walk,
    }
}

/// The statement's first case as walk plays it: the tiles drawn as their pipes, numbered by
/// the cell each starts on (0 the empty cell). Walk judges any board that is one tree of all
/// the tiles a goal, so none is worked out here (that would solve the case, which walk does
/// only when it replays the kit's own answer): the goal is the start until walk has the kit's
/// tree to show.
fn ahc011_walk(input: &str) -> Result<Walk, String> {
    let digits: Vec<u8> = input.split_whitespace().skip(2).flat_map(|w| w.bytes()).collect();
    let n = (1..=10).find(|n| n * n == digits.len()).ok_or("the input holds no N x N board")?;
    let masks: Vec<u8> =
        digits.iter().map(|&d| (d as char).to_digit(16).unwrap_or(0) as u8).collect();
    let blank = masks.iter().position(|&m| m == 0).ok_or("the input holds no empty cell")?;
    let token = |cell: usize| if cell == blank { 0 } else { cell + 1 - (cell > blank) as usize };
    let start: Vec<usize> = (0..n * n).map(token).collect();
    let mut by_token = vec![0; n * n]; // each token's pipes
    for (cell, &mask) in masks.iter().enumerate() {
        by_token[token(cell)] = mask;
    }
    let goal = start.clone();
    let kind = "the binary's answer, one tree, not a shortest";
    let own = Own { solve: walk_answer, kind, shortest: false, most: None };
    let walk = Walk {
        labels: Labels::Pipes(by_token, cores::tree_cells),
        ..Walk::grid(n, start, goal, Kit::Own(own))
    };
    Ok(walk.written(AHC011_NOTATION.blank_letters()))
}

/// The binary's answer to a walk's board, as the blank's ways u d l r: the case written again
/// from the walk (N, T = 2N³ and the pipes of each cell) and solved; the binary's error where
/// it refuses the case (an N below the statement's 6, which the scorer takes).
fn walk_answer(walk: &Walk) -> Result<Option<String>, String> {
    let Labels::Pipes(masks, _) = &walk.labels else { return Ok(None) };
    let n = walk.width;
    let mut input = format!("{n} {}\n", 2 * n * n * n);
    for row in walk.start.chunks(n) {
        input.extend(row.iter().map(|&t| char::from_digit(masks[t] as u32, 16).unwrap_or('0')));
        input.push('\n');
    }
    let moves = super::problem::built_answer("ahc011", input.as_bytes())??;
    let way = |letter: u8| AHC011_NOTATION.way(letter).map(|way| cores::WAY_NAMES[way] as char);
    Ok(moves.trim().bytes().map(way).collect())
}

// The puzzles on rectangles (src/rectangle.rs): indeednow_d, boj9985, aoj0121, boj34388 and
// npuzzle, each a `Kind::Own` with its generator: one case's text at a level, and the same one
// move nearer its goal. Boards are row by row, 0 the blank; distances come from the rectangle
// core's search (or graph.rs's whole search where the space is small), as the expected output
// does, each core reached through the library's one copy (`crate::cores`).
use super::judges::{AOJ, ATCODER, BAEKJOON, DMOJ, KATTIS, POJ};
use super::problem::{Kind, Problem};
use super::puzzle::{Kit, Labels, Walk};
use super::text::{sample_numbers, Rng};
use crate::cores;
use crate::cores::{arrangement_unrank, Puzzle};

/// 1 ... cells - 1, then the blank.
pub fn ordered(cells: usize) -> Vec<u8> {
    (1..cells as u8).chain([0]).collect()
}

/// A uniformly random board of `cells` cells (tiles as `u8`, or `usize` for the large boards).
pub fn shuffled<T: TryFrom<usize>>(cells: usize, rng: &mut Rng) -> Vec<T> {
    let mut board: Vec<T> = (0..cells).filter_map(|t| T::try_from(t).ok()).collect();
    rng.shuffle(&mut board);
    board
}

/// The boards one move from `board` on a grid `width` wide (the blank is 0), in the order of
/// the ways (up, down, left, right).
pub fn slides<T: Copy + Into<usize>>(board: &[T], width: usize) -> Vec<Vec<T>> {
    let blank = cores::blank_cell(board);
    let beside = (0..4).filter_map(|way| cores::neighbour(blank, way, width, board.len()));
    let moved = |cell: usize| {
        let mut next = board.to_vec();
        next.swap(blank, cell);
        next
    };
    beside.map(moved).collect()
}

/// `goal` after `moves` random moves of the blank, none undoing the last.
pub fn scramble<T: Copy + PartialEq + Into<usize>>(
    goal: &[T],
    width: usize,
    moves: usize,
    rng: &mut Rng,
) -> Vec<T> {
    let (mut board, mut before) = (goal.to_vec(), goal.to_vec());
    for _ in 0..moves {
        let options: Vec<Vec<T>> =
            slides(&board, width).into_iter().filter(|b| *b != before).collect();
        before = std::mem::replace(&mut board, options[rng.below(options.len())].clone());
    }
    board
}

/// The least moves from `start` to `goal` if at most `limit`: parity, then the core's search.
pub fn moves_within(start: &[u8], goal: &[u8], width: usize, limit: u32) -> Option<usize> {
    if !cores::reachable(start, goal, width) {
        return None;
    }
    cores::Rectangle::new(goal, width).least_moves(start, limit).map(|path| path.len())
}

/// The boards one move nearer `goal` than `start` along a shortest path, if it is at most
/// `limit` moves away.
pub fn one_nearer(start: &[u8], goal: &[u8], width: usize, limit: u32) -> Vec<Vec<u8>> {
    match moves_within(start, goal, width, limit) {
        Some(d) if d > 0 => slides(start, width)
            .into_iter()
            .filter(|b| moves_within(b, goal, width, d as u32 - 1) == Some(d - 1))
            .collect(),
        _ => Vec::new(),
    }
}

/// A walk from `goal` kept only when the board is `least` to `most` moves away (retried).
pub fn walk_between(
    goal: &[u8],
    width: usize,
    moves: (usize, usize),
    distance: (usize, usize),
    rng: &mut Rng,
) -> Vec<u8> {
    loop {
        let board = scramble(goal, width, moves.0 + rng.below(moves.1 - moves.0 + 1), rng);
        let d = moves_within(&board, goal, width, distance.1 as u32);
        if d.map_or(false, |d| d >= distance.0) {
            return board;
        }
    }
}

/// Rows of numbers `width` long, the blank written `blank`.
pub fn board_rows(board: &[u8], width: usize, blank: &str) -> String {
    let cell = |&t: &u8| if t == 0 { blank.to_string() } else { t.to_string() };
    let row = |r: &[u8]| r.iter().map(cell).collect::<Vec<_>>().join(" ") + "\n";
    board.chunks(width).map(row).collect()
}

/// The words of a case's text as cells: numbers, and `X` or `x` for the blank.
pub fn read_cells(words: &[&str]) -> Vec<u8> {
    words.iter().map(|w| w.parse().unwrap_or(0)).collect()
}

// indeednow_d ==========

/// An `H W` board at most 24 moves from 1 ... HW - 1, blank last: solved, short walks, long
/// walks, the limit (24 moves, or the farthest of a small board), thin boards, anything.
pub fn indeednow_item(level: usize, rng: &mut Rng) -> String {
    let (mut h, mut w) = (2 + rng.below(5), 2 + rng.below(5));
    if level == 4 {
        (h, w) = if rng.below(2) == 0 { (2, 3 + rng.below(4)) } else { (3 + rng.below(4), 2) };
    }
    let goal = ordered(h * w);
    let board = match level {
        0 => goal.clone(),
        1 => scramble(&goal, w, 1 + rng.below(5), rng),
        3 if rng.below(3) == 0 => {
            // the farthest of a small board within 24: 2 x 2 (6), 2 x 3 and 3 x 2 (21), else 24
            let (sh, sw) = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)][rng.below(6)];
            (h, w) = (sh, sw);
            let goal = ordered(h * w);
            let dist = Puzzle::grid(w, h, true).distances(&goal);
            let most = dist.iter().filter(|&&d| d <= 24).max().copied().unwrap_or(0);
            let far: Vec<usize> = (0..dist.len()).filter(|&r| dist[r] == most).collect();
            arrangement_unrank(far[rng.below(far.len())], h * w)
        }
        3 => {
            (h, w) = (6, 6);
            walk_between(&ordered(36), 6, (24, 34), (22, 24), rng)
        }
        2 | 4 => walk_between(&goal, w, (6, 30), (6, 24), rng),
        _ => walk_between(&goal, w, (0, 40), (0, 24), rng),
    };
    format!("{h} {w}\n{}", board_rows(&board, w, "0"))
}

pub fn indeednow_nearer(text: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (h, w): (usize, usize) = (words[0].parse().unwrap_or(2), words[1].parse().unwrap_or(2));
    let (board, goal) = (read_cells(&words[2..]), ordered(h * w));
    let nearer = one_nearer(&board, &goal, w, 24);
    nearer.iter().map(|b| format!("{h} {w}\n{}", board_rows(b, w, "0"))).collect()
}

// boj9985 ==========

/// One data set: `START D N`, the start, the goal (any), `END`. Solved boards and N = 0, short
/// walks, longer ones with any N, the limit (10 x 10, 15 moves away or 16 and more, N = 15),
/// goals out of reach (parity, or N too small), then several sets.
pub fn boj9985_item(level: usize, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let d = if level == 3 { 10 } else { 3 + rng.below(8) };
    let goal = shuffled(d * d, rng);
    let (start, n) = match level {
        0 => (goal.clone(), rng.below(16)),
        1 => (scramble(&goal, d, 1 + rng.below(5), rng), 5 + rng.below(11)),
        2 => (scramble(&goal, d, 6 + rng.below(15), rng), rng.below(16)),
        3 => {
            let far = if rng.below(2) == 0 { (15, 15) } else { (16, 20) };
            (walk_between(&goal, d, (far.0, 24), far, rng), 15)
        }
        _ if rng.below(2) == 0 => {
            let mut start = scramble(&goal, d, rng.below(12), rng);
            let tiles: Vec<usize> = (0..d * d).filter(|&c| start[c] != 0).collect();
            start.swap(tiles[0], tiles[1 + rng.below(tiles.len() - 1)]); // parity: out of reach
            (start, rng.below(16))
        }
        _ => (scramble(&goal, d, 3 + rng.below(15), rng), rng.below(4)),
    };
    format!("START {d} {n}\n{}{}END\n", board_rows(&start, d, "X"), board_rows(&goal, d, "X"))
}

pub fn boj9985_nearer(text: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (d, n): (usize, &str) = (words[1].parse().unwrap_or(3), words[2]);
    let start = read_cells(&words[3..3 + d * d]);
    let goal = read_cells(&words[3 + d * d..3 + 2 * d * d]);
    let text_of = |b: &Vec<u8>| {
        format!("START {d} {n}\n{}{}END\n", board_rows(b, d, "X"), board_rows(&goal, d, "X"))
    };
    one_nearer(&start, &goal, d, 24).iter().map(text_of).collect()
}

// aoj0121 ==========

/// The 2 x 4 goal: the blank top left.
pub const SEVEN_GOAL: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// One line of eight cards that reaches the goal: the goal, short walks, long walks, the
/// farthest (36 moves), any reachable board.
pub fn aoj0121_item(level: usize, rng: &mut Rng) -> String {
    let board = match level {
        0 => SEVEN_GOAL.to_vec(),
        1 => scramble(&SEVEN_GOAL, 4, 1 + rng.below(5), rng),
        2 => scramble(&SEVEN_GOAL, 4, 6 + rng.below(40), rng),
        3 => {
            let dist = Puzzle::grid(4, 2, true).distances(&SEVEN_GOAL);
            let far: Vec<usize> = (0..dist.len()).filter(|&r| dist[r] == 36).collect();
            arrangement_unrank(far[rng.below(far.len())], 8)
        }
        _ => loop {
            let board = shuffled(8, rng);
            if cores::reachable(&board, &SEVEN_GOAL, 4) {
                break board;
            }
        },
    };
    let words: Vec<String> = board.iter().map(u8::to_string).collect();
    words.join(" ")
}

pub fn aoj0121_nearer(text: &str) -> Vec<String> {
    let board = read_cells(&text.split_whitespace().collect::<Vec<_>>());
    let nearer = one_nearer(&board, &SEVEN_GOAL, 4, 40);
    let line = |b: &Vec<u8>| b.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
    nearer.iter().map(line).collect()
}

// boj34388 ==========

/// `12/3-`.
pub const THREE_GOAL: [u8; 4] = [1, 2, 3, 0];

/// Two lines of two characters, `-` the blank, that reach `12/3-`: the goal, one or two
/// moves, three to five, the farthest (6 moves), any of the twelve.
pub fn boj34388_item(level: usize, rng: &mut Rng) -> String {
    let board = match level {
        0 => THREE_GOAL.to_vec(),
        1 => scramble(&THREE_GOAL, 2, 1 + rng.below(2), rng),
        2 => scramble(&THREE_GOAL, 2, 3 + rng.below(3), rng),
        3 => scramble(&THREE_GOAL, 2, 6, rng),
        _ => scramble(&THREE_GOAL, 2, rng.below(12), rng),
    };
    three_text(&board)
}

pub fn three_text(board: &[u8]) -> String {
    let cell = |&t: &u8| if t == 0 { '-' } else { (b'0' + t) as char };
    let row = |r: &[u8]| r.iter().map(cell).collect::<String>() + "\n";
    board.chunks(2).map(row).collect()
}

pub fn boj34388_nearer(text: &str) -> Vec<String> {
    let cells = text.bytes().filter(|c| !c.is_ascii_whitespace());
    let board: Vec<u8> = cells.map(|c| if c == b'-' { 0 } else { c - b'0' }).collect();
    one_nearer(&board, &THREE_GOAL, 2, 12).iter().map(|b| three_text(b)).collect()
}

// npuzzle ==========

/// Four lines of four letters `A` to `O` and `.`: the goal, one swap, a few, the goal turned
/// half a turn (the largest scatters are near it), any arrangement.
pub fn npuzzle_item(level: usize, rng: &mut Rng) -> String {
    let mut board = ordered(16);
    match level {
        0 => {}
        1 | 2 => {
            for _ in 0..if level == 1 { 1 } else { 2 + rng.below(4) } {
                let (a, b) = (rng.below(16), rng.below(16));
                board.swap(a, b);
            }
        }
        3 => board.reverse(),
        _ => board = shuffled(16, rng),
    }
    letters_text(&board)
}

pub fn letters_text(board: &[u8]) -> String {
    let cell = |&t: &u8| if t == 0 { '.' } else { (b'A' + t - 1) as char };
    let row = |r: &[u8]| r.iter().map(cell).collect::<String>() + "\n";
    board.chunks(4).map(row).collect()
}

/// The board with one letter moved home (swapped with what stands there): a smaller scatter.
pub fn npuzzle_nearer(text: &str) -> Vec<String> {
    let board: Vec<u8> = text
        .bytes()
        .filter(|c| !c.is_ascii_whitespace())
        .map(|c| if c == b'.' { 0 } else { c - b'A' + 1 })
        .collect();
    let mut out = Vec::new();
    for cell in 0..16 {
        let tile = board[cell] as usize;
        if tile != 0 && tile - 1 != cell {
            let mut next = board.clone();
            next.swap(cell, tile - 1);
            out.push(letters_text(&next));
        }
    }
    out
}

problems! {
    indeednow_d {
        judges: &[(ATCODER, "indeednow_2015_quala_4")],
        check: None,
        kind: Kind::Own {
            most: 1,
            item: indeednow_item,
            render: |items| items.concat(),
            nearer: indeednow_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let (h, w) = (n[0], n[1]);
            let start: Vec<u8> = n[2..2 + h * w].iter().map(|&t| t as u8).collect();
            let goal: Vec<u8> = (1..(h * w) as u8).chain([0]).collect();
            let d = oracle.grid_moves(w, &start, &goal, 24).expect("the judge promises 24 at most");
            format!("{d}\n")
        },
        walk: |input| {
            let n = sample_numbers(input);
            let cells = n[0] * n[1];
            let goal = (1..cells).chain([0]).collect();
            Ok(Walk::grid(n[1], n[2..2 + cells].to_vec(), goal, Kit::Rectangle(24)))
        },
    }
    boj9985 {
        judges: &[(BAEKJOON, "9985"), (POJ, "2224")],
        check: None,
        kind: Kind::Own {
            most: 10,
            item: boj9985_item,
            render: |items| items.concat(),
            nearer: boj9985_nearer,
        },
        any_whitespace: true,
        memory: &[(BAEKJOON, 128)], // Baekjoon 9985: 128 MB
        answer: |input, oracle| {
            let words: Vec<&str> = input.split_whitespace().collect();
            let cell = |w: &&str| if *w == "X" { 0 } else { w.parse::<u8>().expect("a tile") };
            let (mut at, mut sets) = (0, Vec::new());
            while at < words.len() {
                let number = |k: usize| words[at + k].parse::<usize>().expect("D and N");
                let (d, n) = (number(1), number(2));
                let board = |from: usize| words[from..from + d * d].iter().map(cell).collect();
                let (start, goal): (Vec<u8>, Vec<u8>) = (board(at + 3), board(at + 3 + d * d));
                sets.push(match oracle.grid_moves(d, &start, &goal, n) {
                    Some(k) => format!("SOLVABLE WITHIN {k} MOVES\n"),
                    None => format!("NOT SOLVABLE WITHIN {n} MOVES\n"),
                });
                at += 4 + 2 * d * d;
            }
            sets.join("\n") // the statement: a single blank line between output sets
        },
        walk: |input| {
            let words: Vec<&str> = input.split_whitespace().collect();
            let cell = |w: &&str| w.parse().unwrap_or(0); // X, x: the blank
            let (d, n) = (words[1].parse().unwrap_or(3), words[2].parse().unwrap_or(0));
            let board = |from: usize| words[from..from + d * d].iter().map(cell).collect();
            Ok(Walk {
                labels: Labels::Numbers { plus: 0, blank: "X".into() },
                ..Walk::grid(d, board(3), board(3 + d * d), Kit::Rectangle(n))
            })
        },
    }
    aoj0121 {
        judges: &[(AOJ, "0121")],
        check: None,
        kind: Kind::Own {
            most: 1000,
            item: aoj0121_item,
            render: |items| items.iter().map(|line| line.clone() + "\n").collect(),
            nearer: aoj0121_nearer,
        },
        any_whitespace: true,
        memory: &[(AOJ, 64)], // AOJ 0121: 64 MB
        answer: |input, oracle| {
            let cards: Vec<u8> = sample_numbers(input).iter().map(|&c| c as u8).collect();
            let goal = [0, 1, 2, 3, 4, 5, 6, 7];
            let each = cards.chunks(8).map(|board| oracle.grid_moves(4, board, &goal, usize::MAX));
            each.map(|d| format!("{}\n", d.expect("every start reaches the goal"))).collect()
        },
        walk: |input| Ok(Walk::grid(4, sample_numbers(input)[..8].to_vec(), (0..8).collect(), Kit::Graph)),
    }
    boj34388 {
        judges: &[(BAEKJOON, "34388")],
        check: None,
        kind: Kind::Own {
            most: 1,
            item: boj34388_item,
            render: |items| items.concat(),
            nearer: boj34388_nearer,
        },
        any_whitespace: false,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let cells = input.bytes().filter(|c| !c.is_ascii_whitespace());
            let board: Vec<u8> = cells.map(|c| if c == b'-' { 0 } else { c - b'0' }).collect();
            let d = oracle.grid_moves(2, &board, &[1, 2, 3, 0], usize::MAX);
            format!("{}\n", d.expect("the judge promises a solvable board"))
        },
        walk: |input| {
            let cells = input.bytes().filter(|c| !c.is_ascii_whitespace());
            let board = cells.map(|c| if c == b'-' { 0 } else { (c - b'0') as usize }).collect();
            Ok(Walk {
                labels: Labels::Numbers { plus: 0, blank: "-".into() },
                separator: "",
                ..Walk::grid(2, board, vec![1, 2, 3, 0], Kit::Graph)
            })
        },
    }
    npuzzle {
        judges: &[(KATTIS, "npuzzle"), (DMOJ, "coci06c3p2")],
        check: None,
        kind: Kind::Own {
            most: 1,
            item: npuzzle_item,
            render: |items| items.concat(),
            nearer: npuzzle_nearer,
        },
        any_whitespace: false,
        memory: &[(KATTIS, 32)], // Kattis npuzzle: 32 MB
        // The scatter is its own definition: each letter's rows plus columns from its cell
        // to its place in `ABCD/EFGH/IJKL/MNO.`, summed (no oracle needed).
        answer: |input, _| {
            let cells = input.bytes().filter(|c| !c.is_ascii_whitespace());
            let placed = cells.enumerate().filter(|&(_, c)| c != b'.');
            let far = |(cell, c): (usize, u8)| {
                let home = (c - b'A') as usize;
                crate::cores::grid_distance(cell, home, 4)
            };
            format!("{}\n", placed.map(far).sum::<usize>())
        },
        walk: |input| {
            let letters = ".ABCDEFGHIJKLMNO";
            let cells = input.chars().filter_map(|c| letters.find(c)).collect();
            Ok(Walk {
                labels: Labels::Named(letters.chars().map(String::from).collect()),
                separator: "",
                ..Walk::grid(4, cells, (1..16).chain([0]).collect(), Kit::Fifteen)
            })
        },
    }
}

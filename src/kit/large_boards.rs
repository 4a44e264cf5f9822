// The problems that print moves on boards of any size (src/anyboard.rs): anyboard, poj3240,
// mipt091, hackerrank_npuzzle, komal_i265, each a `Kind::Own` with its generator: one case's
// text at a level, and the same case nearer its goal. Boards are row by row, 0 the blank, in
// `usize`. anyboard's case gives its goal or leaves the ordered one implied, and is made nearer
// by two more tiles at home; the others' whether a board reaches its goal comes from
// src/anyboard.rs, as in the binaries, and a case nearer its goal is one whose tiles stand
// nearer their goal cells, so shrinking needs no search (these boards are too big for one).
use super::judges::{HACKERRANK, KOMAL, MIPT, POJ};
use super::problem::{Judged, Kind, Problem};
use super::puzzle::sized_grid;
use super::rectangles::{scramble, shuffled, slides};
use super::text::{numbers, sample_numbers, two_tiles_home, Rng};
use crate::cores;

/// 1 ... cells - 1, then the blank: the usual goal.
pub fn last_blank(cells: usize) -> Vec<usize> {
    (1..cells).chain([0]).collect()
}

/// Whether `board` reaches `goal` on a grid `width` wide (at least 2 x 2: parity decides).
fn reaches(board: &[usize], goal: &[usize], width: usize) -> bool {
    cores::reachable(board, goal, width)
}

/// A board for `goal` at `level`: the goal, a walk of a few moves, a long walk (on a single
/// line, the blank moved anywhere), a uniformly random board (one that cannot reach the goal half the time, unless `reachable_only`), then
/// any of these.
pub fn board_at(
    level: usize,
    goal: &[usize],
    width: usize,
    reachable_only: bool,
    rng: &mut Rng,
) -> Vec<usize> {
    let level = if level == 5 { rng.below(5) } else { level };
    let line = width == 1 || width == goal.len(); // where a walk soon has nowhere new to go
    match level {
        0 => goal.to_vec(),
        1 | 2 if line => {
            let mut board = goal.to_vec(); // the blank put anywhere, the tiles kept in order
            board.retain(|&t| t != 0);
            board.insert(rng.below(goal.len()), 0);
            board
        }
        1 => scramble(goal, width, 1 + rng.below(8), rng),
        2 => scramble(goal, width, 10 + rng.below(40 * goal.len()), rng),
        _ => {
            let mut board = shuffled(goal.len(), rng);
            if reachable_only && !reaches(&board, goal, width) {
                let tiles: Vec<usize> = (0..board.len()).filter(|&c| board[c] != 0).collect();
                board.swap(tiles[0], tiles[1]); // the other parity: now it reaches the goal
            }
            board
        }
    }
}

/// The boards one move of the blank from `board` on which the tiles stand nearer their cells
/// in `goal` (their rows plus columns from it, summed, are fewer). Such a move never changes
/// whether the goal can be reached.
pub fn closer(board: &[usize], goal: &[usize], width: usize) -> Vec<Vec<usize>> {
    let home = cores::homes(goal);
    let far = |b: &[usize]| -> usize {
        let each = b.iter().enumerate().filter(|&(_, &t)| t != 0);
        each.map(|(c, &t)| cores::grid_distance(c, home[t], width)).sum()
    };
    let now = far(board);
    slides(board, width).into_iter().filter(|b| far(b) < now).collect()
}

/// The whole numbers of a case's text.
fn numbers_of(text: &str) -> Vec<usize> {
    text.split_whitespace().filter_map(|w| w.parse().ok()).collect()
}

// poj3240 ==========

/// `n` (1 to 10), then the board in rows: small boards first, then up to 10 x 10.
pub fn poj3240_item(level: usize, rng: &mut Rng) -> String {
    let n = if level < 2 {
        1 + rng.below(3)
    } else if level == 4 {
        10
    } else {
        2 + rng.below(9)
    };
    let board = board_at(level, &last_blank(n * n), n, false, rng);
    format!("{n}\n{}", numbers(&board, n))
}

pub fn poj3240_nearer(text: &str) -> Vec<String> {
    let words = numbers_of(text);
    let n = words[0];
    let nearer = closer(&words[1..], &last_blank(n * n), n);
    nearer.iter().map(|b| format!("{n}\n{}", numbers(b, n))).collect()
}

// mipt091 ==========

/// One line of sixteen numbers.
pub fn mipt091_item(level: usize, rng: &mut Rng) -> String {
    numbers(&board_at(level, &last_blank(16), 4, false, rng), 16)
}

pub fn mipt091_nearer(text: &str) -> Vec<String> {
    closer(&numbers_of(text), &last_blank(16), 4).iter().map(|b| numbers(b, 16)).collect()
}

// hackerrank_npuzzle ==========

/// The goal: the blank top left, then 1, 2, ...
pub fn first_blank(cells: usize) -> Vec<usize> {
    (0..cells).collect()
}

/// `k` (3 to 5), then k² lines of one number, a board that reaches the goal (the statement
/// says nothing of one that does not).
pub fn hackerrank_item(level: usize, rng: &mut Rng) -> String {
    let k = if level == 4 { 5 } else { 3 + rng.below(3) };
    format!("{k}\n{}", numbers(&board_at(level, &first_blank(k * k), k, true, rng), 1))
}

pub fn hackerrank_nearer(text: &str) -> Vec<String> {
    let words = numbers_of(text);
    let k = words[0];
    let nearer = closer(&words[1..], &first_blank(k * k), k);
    nearer.iter().map(|b| format!("{k}\n{}", numbers(b, 1))).collect()
}

// komal_i265 ==========

/// `N M` (each 1 to 20), then the board in rows: small boards, single lines, then up to
/// 20 x 20.
pub fn komal_item(level: usize, rng: &mut Rng) -> String {
    let (rows, cols) = match level {
        0 | 1 => (1 + rng.below(4), 1 + rng.below(4)),
        4 => (20, 20),
        _ if rng.below(6) == 0 => [(1, 1 + rng.below(20)), (1 + rng.below(20), 1)][rng.below(2)],
        _ => (2 + rng.below(19), 2 + rng.below(19)),
    };
    let board = board_at(level, &last_blank(rows * cols), cols, false, rng);
    format!("{rows} {cols}\n{}", numbers(&board, cols))
}

pub fn komal_nearer(text: &str) -> Vec<String> {
    let words = numbers_of(text);
    let (rows, cols) = (words[0], words[1]);
    let nearer = closer(&words[2..], &last_blank(rows * cols), cols);
    nearer.iter().map(|b| format!("{rows} {cols}\n{}", numbers(b, cols))).collect()
}

// anyboard ==========

/// A uniformly random arrangement of `cells` cells (half of them reach any goal).
fn any_shuffled(cells: usize, rng: &mut Rng) -> Vec<usize> {
    let mut board: Vec<usize> = (0..cells).collect();
    rng.shuffle(&mut board);
    board
}

/// An `H W` case: 2 x 2 to 3 x 3, then up to 5 x 5, 10 x 10 with a goal of its own, thin
/// boards (2 or 3 wide, up to 100 long), up to 30 x 30, and up to 100 x 100.
pub fn anyboard_item(level: usize, rng: &mut Rng) -> String {
    let side = |least: usize, most: usize, rng: &mut Rng| least + rng.below(most - least + 1);
    let (h, w) = match level {
        0 => (side(2, 3, rng), side(2, 3, rng)),
        1 => (side(2, 5, rng), side(2, 5, rng)),
        2 => (side(2, 10, rng), side(2, 10, rng)),
        3 if rng.below(2) == 0 => (side(2, 3, rng), side(2, 100, rng)),
        3 => (side(2, 100, rng), side(2, 3, rng)),
        4 => (side(2, 30, rng), side(2, 30, rng)),
        _ => (side(2, 100, rng), side(2, 100, rng)),
    };
    let start = any_shuffled(h * w, rng);
    let mut text = format!("{h} {w}\n{}", numbers(&start, w));
    if rng.below(2) == 0 {
        let goal = match rng.below(3) {
            0 => start.clone(),
            _ => any_shuffled(h * w, rng),
        };
        text += &numbers(&goal, w);
    }
    text
}

/// The case with two more tiles (not the blank) put in their goal cells, each swapped with the
/// tile there: two swaps keep whether the goal is reached. One case for each of the first
/// pairs of misplaced tiles.
pub fn anyboard_nearer(text: &str) -> Vec<String> {
    let n: Vec<usize> = text.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    let (h, w) = (n[0], n[1]);
    let start = &n[2..2 + h * w];
    let goal: Vec<usize> = match n.len() > 2 + h * w {
        true => n[2 + h * w..].to_vec(),
        false => (1..h * w).chain(Some(0)).collect(),
    };
    let case = |board: Vec<usize>| {
        let mut text = format!("{h} {w}\n{}", numbers(&board, w));
        if n.len() > 2 + h * w {
            text += &numbers(&goal, w);
        }
        text
    };
    two_tiles_home(start, &goal).into_iter().map(case).collect()
}

// The binaries' `NOTATION`s, read from their sources as the library compiles.
const POJ3240_NOTATION: crate::Notation = notation!(poj3240);
const MIPT091_NOTATION: crate::Notation = notation!(mipt091);
const HACKERRANK_NPUZZLE_NOTATION: crate::Words = words!(hackerrank_npuzzle);
const KOMAL_I265_NOTATION: crate::Notation = notation!(komal_i265);
const ANYBOARD_NOTATION: crate::Notation = notation!(anyboard);

problems! {
    poj3240 {
        judges: &[(POJ, "3240")],
        check: Some(special_judge!(poj3240)),
        kind: Kind::Own {
            most: 1,
            item: poj3240_item,
            render: |items| items.concat(),
            nearer: poj3240_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let path = oracle.grid_path(n[0], &n[1..], &last_blank(n[0] * n[0]), b"LURD");
            path.map_or_else(|| "No Answer!".into(), |p| POJ3240_NOTATION.spell(p)) + "\n"
        },
        walk: |input| {
            let n = sample_numbers(input);
            let walk = sized_grid(n[0], n[1..1 + n[0] * n[0]].to_vec(), None)?;
            Ok(walk.written(POJ3240_NOTATION.blank_letters()))
        },
    }
    mipt091 {
        judges: &[(MIPT, "091")],
        check: Some(special_judge!(mipt091)),
        kind: Kind::Own {
            most: 1,
            item: mipt091_item,
            render: |items| items.concat(),
            nearer: mipt091_nearer,
        },
        any_whitespace: true,
        memory: &[(MIPT, 32)], // acm.mipt.ru 091: 33,000 KB
        answer: |input, oracle| {
            match oracle.grid_path(4, &sample_numbers(input), &last_blank(16), b"UDLR") {
                Some(path) if path.is_empty() => "YES\n".into(), // as the published sample
                Some(path) => format!("YES\n{}\n", MIPT091_NOTATION.spell(path)),
                None => "NO\n".into(),
            }
        },
        walk: |input| {
            let walk = sized_grid(4, sample_numbers(input), None)?;
            Ok(walk.written(MIPT091_NOTATION.blank_letters()))
        },
    }
    hackerrank_npuzzle {
        judges: &[(HACKERRANK, "N Puzzle")],
        check: Some(special_judge!(hackerrank_npuzzle)),
        kind: Kind::Own {
            most: 1,
            item: hackerrank_item,
            render: |items| items.concat(),
            nearer: hackerrank_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let path = oracle.grid_path(n[0], &n[1..], &first_blank(n[0] * n[0]), b"UDLR");
            let path = path.expect("the samples' boards reach the goal");
            format!("{}\n", path.len()) + &HACKERRANK_NPUZZLE_NOTATION.spell(path.as_bytes())
        },
        walk: |input| {
            let n = sample_numbers(input);
            let cells = n[0] * n[0];
            let walk = sized_grid(n[0], n[1..1 + cells].to_vec(), Some(first_blank(cells)))?;
            Ok(walk.written(HACKERRANK_NPUZZLE_NOTATION.letters().blank_letters()))
        },
    }
    komal_i265 {
        judges: &[(KOMAL, "I. 265")],
        check: Some(special_judge!(komal_i265)),
        kind: Kind::Own {
            most: 1,
            item: komal_item,
            render: |items| items.concat(),
            nearer: komal_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let (rows, cols) = (n[0], n[1]);
            match oracle.grid_path(cols, &n[2..], &last_blank(rows * cols), b"UDLR") {
                Some(path) => format!("{}\n{}\n", path.len(), KOMAL_I265_NOTATION.spell(path)),
                None => "-1\n".into(),
            }
        },
        walk: |input| {
            let n = sample_numbers(input);
            let walk = sized_grid(n[1], n[2..2 + n[0] * n[1]].to_vec(), None)?;
            Ok(walk.written(KOMAL_I265_NOTATION.blank_letters()))
        },
    }
    anyboard {
        judges: &[], // a practice problem: no judge
        check: Some(special_judge!(anyboard)),
        kind: Kind::Own {
            most: 1,
            item: anyboard_item,
            render: |items| items.concat(),
            nearer: anyboard_nearer,
        },
        any_whitespace: true,
        memory: &[], // a practice problem: no judge
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let cells = n[0] * n[1];
            let goal = match n.len() > 2 + cells {
                true => n[2 + cells..2 + 2 * cells].to_vec(),
                false => last_blank(cells),
            };
            let path = oracle.grid_path(n[1], &n[2..2 + cells], &goal, b"UDLR");
            path.map_or_else(|| "unsolvable".into(), |p| ANYBOARD_NOTATION.spell(p)) + "\n"
        },
        walk: |input| {
            let n = sample_numbers(input);
            let cells = n[0] * n[1];
            let goal = n.get(2 + cells..2 + 2 * cells).map(<[usize]>::to_vec);
            let walk = sized_grid(n[1], n[2..2 + cells].to_vec(), goal)?;
            Ok(walk.written(ANYBOARD_NOTATION.blank_letters()))
        },
    }
}

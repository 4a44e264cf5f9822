// The fifteen-puzzle's problems and the grids of any size that ask only whether the goal can
// be reached (src/fifteen.rs, src/fifteen_databases.rs; luogu10454 by grid.rs's rule alone).
use super::judges::{ACWING, AOJ, HDU, LUOGU, POJ, UVA};
use super::large_boards::board_at;
use super::problem::{Grid, Judged, Kind, Oracle, Problem};
use super::puzzle::{fifteen_walk, sized_grid};
use super::rectangles::shuffled;
use super::text::{numbers, sample_numbers, two_tiles_home, Rng};

/// POJ 2893's and HDU 3600's input: each grid after its sides (`M N`, or only `N` where it is
/// `square`), then a case of zeros.
fn grids_text(grids: &[Grid], square: bool) -> String {
    let sides = |r: usize, c: usize| if square { format!("{r}\n") } else { format!("{r} {c}\n") };
    let each = grids.iter().map(|(r, c, grid)| sides(*r, *c) + &numbers(grid, *c));
    each.collect::<String>() + &sides(0, 0)
}

/// Their expected output: `YES` or `NO` for each grid, as the oracle finds it.
fn reachable_answers(input: &str, oracle: &mut dyn Oracle, square: bool) -> String {
    let (numbers, mut at, mut out) = (sample_numbers(input), 0, String::new());
    let header = if square { 1 } else { 2 };
    while at + header <= numbers.len() && numbers[at..at + header].iter().any(|&n| n != 0) {
        let (rows, cols) = (numbers[at], numbers[at + header - 1]);
        let grid = &numbers[at + header..at + header + rows * cols];
        out += if oracle.reaches(rows, cols, grid) { "YES\n" } else { "NO\n" };
        at += header + rows * cols;
    }
    out
}

/// Luogu P10454's cases: n, then its two n x n boards (well formed: the binary accepted it).
fn board_pairs(input: &str) -> Vec<(usize, Vec<usize>, Vec<usize>)> {
    let (numbers, mut at, mut cases) = (sample_numbers(input), 0, Vec::new());
    while at < numbers.len() {
        let n = numbers[at];
        let board = |k: usize| numbers.get(at + 1 + k * n * n..at + 1 + (k + 1) * n * n);
        let (Some(start), Some(goal)) = (board(0), board(1)) else { break };
        cases.push((n, start.to_vec(), goal.to_vec()));
        at += 1 + 2 * n * n;
    }
    cases
}

/// Whether `start` reaches `goal`, asked of the oracle as its one question about large grids
/// (the ordered goal): the goal's blank walked to the last cell (right, then down: a board
/// reaches the goal exactly when it reaches one the goal reaches), then every tile renamed
/// for the cell it has there.
fn reaches_goal(oracle: &mut dyn Oracle, n: usize, start: &[usize], goal: &[usize]) -> bool {
    let mut goal = goal.to_vec();
    let mut blank = crate::cores::blank_cell(&goal);
    while blank + 1 < goal.len() {
        let next = if blank % n + 1 < n { blank + 1 } else { blank + n };
        goal.swap(blank, next);
        blank = next;
    }
    let mut name = vec![0; goal.len()];
    for (cell, &tile) in goal.iter().enumerate().filter(|&(_, &t)| t != 0) {
        name[tile] = cell + 1;
    }
    let renamed: Vec<usize> = start.iter().map(|&t| name[t]).collect();
    oracle.reaches(n, n, &renamed)
}

/// A Luogu P10454 case at `level`: boards of side 1 or 3, one a short walk from the other;
/// uniformly random pairs of side 3 (half of them out of reach); larger odd sides, up to 99;
/// the largest, 499; then any of these.
pub fn luogu10454_item(level: usize, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let n = match level {
        0 => [1, 3][rng.below(2)],
        1 => 3,
        2 => 5 + 2 * rng.below(6),
        3 => 17 + 2 * rng.below(42),
        _ => 499,
    };
    let goal = shuffled(n * n, rng);
    let start = match level {
        0 => board_at(1 + rng.below(2), &goal, n, false, rng),
        _ => board_at(3, &goal, n, false, rng),
    };
    format!("{n}\n{}{}", numbers(&start, n), numbers(&goal, n))
}

/// The case with two tiles of the first board (not the blank) put where the second has them,
/// each swapped with the tile there: two swaps keep whether one reaches the other. One case
/// for each of the first pairs of tiles out of place.
pub fn luogu10454_nearer(text: &str) -> Vec<String> {
    let Some((n, start, goal)) = board_pairs(text).into_iter().next() else { return Vec::new() };
    let case = |board: Vec<usize>| format!("{n}\n{}{}", numbers(&board, n), numbers(&goal, n));
    two_tiles_home(&start, &goal).into_iter().map(case).collect()
}

// The binaries' `NOTATION`s, read from their sources as the library compiles.
const UVA10181_NOTATION: crate::Notation = notation!(uva10181);

problems! {
    aoj_alds1_13_c {
        judges: &[(AOJ, "ALDS1_13_C")],
        check: None,
        kind: Kind::Fifteen {
            solvable_only: true,
            most: 1,
            render: |boards| numbers(&boards[0], 4),
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| format!("{}\n", oracle.fifteen_distance(&sample_numbers(input))),
        walk: |input| fifteen_walk(input, 0),
    }
    uva10181 {
        judges: &[(UVA, "10181")],
        check: Some(special_judge!(uva10181)),
        kind: Kind::Fifteen {
            solvable_only: false,
            most: 20,
            render: |boards| {
                let each: String = boards.iter().map(|b| numbers(b, 4)).collect();
                format!("{}\n{each}", boards.len())
            },
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let numbers = sample_numbers(input);
            let answer = |grid: &[usize]| match oracle.reaches(4, 4, grid) {
                true => UVA10181_NOTATION.spell(oracle.fifteen_path(grid, b"LRUD")) + "\n",
                false => "This puzzle is not solvable.\n".to_string(),
            };
            numbers[1..].chunks(16).map(answer).collect()
        },
        walk: |input| Ok(fifteen_walk(input, 1)?.written(UVA10181_NOTATION.blank_letters())),
    }
    poj2893 {
        judges: &[(POJ, "2893")],
        check: None,
        kind: Kind::Grids { most_side: 999, square: false, render: |grids| grids_text(grids, false) },
        any_whitespace: true,
        memory: &[(POJ, 128)], // POJ 2893: 128 MB
        answer: |input, oracle| reachable_answers(input, oracle, false),
        walk: |input| {
            let n = sample_numbers(input);
            sized_grid(n[1], n.get(2..2 + n[0] * n[1]).unwrap_or_default().to_vec(), None)
        },
    }
    hdu3600 {
        judges: &[(HDU, "3600")],
        check: None,
        kind: Kind::Grids { most_side: 300, square: true, render: |grids| grids_text(grids, true) },
        any_whitespace: true,
        memory: &[(HDU, 32)], // HDU 3600: 32 MB (65,536 KB for Java)
        answer: |input, oracle| reachable_answers(input, oracle, true),
        walk: |input| {
            let n = sample_numbers(input);
            sized_grid(n[0], n.get(1..1 + n[0] * n[0]).unwrap_or_default().to_vec(), None)
        },
    }
    luogu10454 {
        judges: &[(LUOGU, "P10454"), (ACWING, "108")],
        check: None,
        kind: Kind::Own {
            most: 3,
            item: luogu10454_item,
            render: |items| items.concat(),
            nearer: luogu10454_nearer,
        },
        any_whitespace: true,
        memory: &[(ACWING, 64)], // AcWing 108: 64 MB
        answer: |input, oracle| {
            let answer = |(n, start, goal): (usize, Vec<usize>, Vec<usize>)| {
                if reaches_goal(oracle, n, &start, &goal) { "TAK\n" } else { "NIE\n" }
            };
            board_pairs(input).into_iter().map(answer).collect()
        },
        walk: |input| {
            let (n, start, goal) =
                board_pairs(input).into_iter().next().ok_or("the input holds no case")?;
            sized_grid(n, start, Some(goal))
        },
    }
}

// yukicoder228 (from the solved fifteen-puzzle, each tile sliding at most once), a `Kind::Own`
// with its generator: one case's text at a level, and the same case one slide nearer.
use super::judges::YUKICODER;
use super::problem::{Kind, Problem};
use super::puzzle::{Kit, Rule, Walk};
use super::text::{numbers, sample_numbers, Rng};

/// The solved fifteen-puzzle after the blank walks `path` (cells, from cell 15).
fn yuki_board(path: &[usize]) -> Vec<usize> {
    let (mut board, mut blank): (Vec<usize>, usize) = ((1..16).chain([0]).collect(), 15);
    for &cell in path {
        board.swap(blank, cell);
        blank = cell;
    }
    board
}

/// The cells next to `cell` on the 4 x 4 grid.
fn yuki_beside(cell: usize) -> Vec<usize> {
    let (row, col) = (cell / 4, cell % 4);
    let mut out = Vec::new();
    for (r, c) in
        [(row.wrapping_sub(1), col), (row + 1, col), (row, col.wrapping_sub(1)), (row, col + 1)]
    {
        if r < 4 && c < 4 {
            out.push(r * 4 + c);
        }
    }
    out
}

/// A random walk of the blank from cell 15 that visits no cell twice, at most `most` steps (it
/// stops where it is stuck).
fn yuki_path(most: usize, rng: &mut Rng) -> Vec<usize> {
    let mut path = vec![15];
    while path.len() <= most {
        let free: Vec<usize> =
            yuki_beside(path[path.len() - 1]).into_iter().filter(|c| !path.contains(c)).collect();
        if free.is_empty() {
            break;
        }
        path.push(free[rng.below(free.len())]);
    }
    path.split_off(1)
}

/// A board at `level`: the solved one, short walks, long walks (all reached), boards one step
/// from being reached (the blank steps back onto its path, so a tile slides twice, or two tiles
/// are swapped), uniformly random boards, then any of these.
pub fn yuki_item(level: usize, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let board = match level {
        0 => yuki_board(&[]),
        1 => yuki_board(&yuki_path(1 + rng.below(4), rng)),
        2 => yuki_board(&yuki_path(5 + rng.below(11), rng)),
        3 => {
            let mut path = yuki_path(2 + rng.below(14), rng);
            let mut board = yuki_board(&path);
            if rng.below(2) == 0 {
                let last = path[path.len() - 1];
                let back: Vec<usize> = yuki_beside(last)
                    .into_iter()
                    .filter(|c| *c == 15 || path[..path.len() - 1].contains(c))
                    .collect();
                if !back.is_empty() {
                    path.push(back[rng.below(back.len())]);
                    board = yuki_board(&path);
                }
            } else {
                let (a, b) = (rng.below(16), rng.below(16));
                board.swap(a, b);
            }
            board
        }
        _ => {
            let mut board: Vec<usize> = (0..16).collect();
            rng.shuffle(&mut board);
            board
        }
    };
    numbers(&board, 4)
}

/// The blank's path (cells after cell 15) that reaches `board` sliding no tile twice, if any.
fn yuki_trace(board: &[usize]) -> Option<Vec<usize>> {
    let mut path = vec![board.iter().position(|&t| t == 0)?];
    while path[path.len() - 1] != 15 {
        let cell = path[path.len() - 1];
        let came = board.iter().position(|&t| t == cell + 1)?;
        if !yuki_beside(cell).contains(&came) || path.contains(&came) {
            return None;
        }
        path.push(came);
    }
    path.pop();
    path.reverse();
    (yuki_board(&path) == board).then_some(path)
}

/// A reached board one slide nearer the solved one (its walk one step shorter); none for a
/// board that is not reached.
pub fn yuki_nearer(text: &str) -> Vec<String> {
    let board: Vec<usize> = text.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    match yuki_trace(&board) {
        Some(mut path) if !path.is_empty() => {
            path.pop();
            vec![numbers(&yuki_board(&path), 4)]
        }
        _ => Vec::new(),
    }
}

problems! {
    yukicoder228 {
        judges: &[(YUKICODER, "No.228")],
        check: None,
        kind: Kind::Own {
            most: 1,
            item: yuki_item,
            render: |items| items.concat(),
            nearer: yuki_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let reached = oracle.slides_once_reaches(&sample_numbers(input));
            if reached { "Yes\n" } else { "No\n" }.to_string()
        },
        walk: |input| {
            let goal = (1..16).chain([0]).collect();
            Ok(Walk { rule: Rule::SlideOnce, ..Walk::grid(4, sample_numbers(input), goal, Kit::Once) })
        },
    }
}

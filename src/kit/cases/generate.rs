// Seeded cases, easy to hard, and the input text a statement lays them out in. The kinds of
// input the registry names (`Kind`) are generated here; a problem of its own kind (`Kind::Own`)
// brings its generator in its family's file.
use crate::cores::reachable;
use crate::cores::{apply_move, canonical_goal, UDLR, WAY_NAMES};
use crate::cores::{arrangement_unrank, Puzzle};
use crate::cores::{blank_target16, ida_star16, pack, LinearConflict, LRUD};
use crate::problem::{Case, Grid, Kind, Pair, Problem};
use crate::text::{moves_from, Board, Rng};

/// `text` with its whitespace varied as the statement allows: a separator becomes several
/// spaces or a tab, a line end CRLF, and blank lines may appear.
pub fn oddly(text: &str, rng: &mut Rng) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        match (c, rng.below(4)) {
            (' ', 0) => out.push_str("   "),
            (' ', 1) => out.push('\t'),
            ('\n', 0) => out.push_str("\r\n"),
            ('\n', 1) => out.push_str(" \n\n"),
            _ => out.push(c),
        }
    }
    out
}

/// `goal` after `moves` random moves of the blank (none undoing the last).
pub fn walk_from(rng: &mut Rng, goal: &Board, moves: usize) -> Board {
    let (mut board, mut last) = (*goal, 0);
    let mut made = 0;
    while made < moves {
        let letter = UDLR[rng.below(4)];
        if let Some(next) = apply_move(&board, letter).filter(|_| letter != last) {
            board = next;
            let way = WAY_NAMES.iter().position(|&name| name == letter).unwrap_or(0);
            last = WAY_NAMES[way ^ 1]; // the opposite way (grid.rs)
            made += 1;
        }
    }
    board
}

/// The boards farthest from `goal`, by a breadth-first search of its own (cached by the caller).
pub fn farthest(goal: &Board) -> Vec<Board> {
    let mut dist = std::collections::HashMap::from([(*goal, 0)]);
    let mut layer = vec![*goal];
    loop {
        let mut next = Vec::new();
        for board in &layer {
            for &letter in &UDLR {
                let moved = apply_move(board, letter).filter(|n| !dist.contains_key(n));
                if let Some(n) = moved {
                    dist.insert(n, 0);
                    next.push(n);
                }
            }
        }
        if next.is_empty() {
            return layer;
        }
        layer = next;
    }
}

/// The cases of one input at difficulty `level`, 0 to 5: solved boards, short walks, long walks
/// with arbitrary goals where the problem has them, the farthest boards, unsolvable boards, then
/// inputs as large as the problem allows.
pub fn generate(problem: &Problem, level: usize, rng: &mut Rng, far: &mut Far) -> Case {
    match &problem.kind {
        Kind::Boards { goal, solvable_only, most, .. } => {
            let count = match level {
                5 if *most > 1 => 1 + rng.below(*most),
                _ => 1 + rng.below((*most).min(3)),
            };
            Case::Boards((0..count).map(|_| pair(*goal, *solvable_only, level, rng, far)).collect())
        }
        Kind::Tokens { cells, sliding, graph, goal, .. } => {
            let edges = graph(level, rng);
            let puzzle = Puzzle::new(*cells, &edges, *sliding);
            let start = match level {
                0 => goal.to_vec(),
                1 | 2 => {
                    let moves = if level == 1 { 1 + rng.below(5) } else { 6 + rng.below(15) };
                    (0..moves).fold(goal.to_vec(), |at, _| {
                        let next = moves_from(&edges, *sliding, &at);
                        if next.is_empty() {
                            at
                        } else {
                            next[rng.below(next.len())].clone()
                        }
                    })
                }
                3 => {
                    let key = format!("{cells} {sliding} {edges:?}");
                    let boards = far.tokens.entry(key).or_insert_with(|| {
                        let dist = puzzle.distances(goal);
                        let most = dist.iter().filter(|&&d| d != u32::MAX).max().copied();
                        let far = dist.iter().enumerate().filter(|&(_, &d)| Some(d) == most);
                        far.map(|(r, _)| arrangement_unrank(r, *cells)).collect()
                    });
                    boards[rng.below(boards.len())].clone()
                }
                _ => arrangement_unrank(rng.below((1..=*cells).product()), *cells),
            };
            Case::Tokens(edges, start)
        }
        Kind::Fifteen { solvable_only, most, .. } => {
            Case::Fifteen(boards16(*solvable_only, *most, level, rng))
        }
        Kind::Grids { most_side, square, .. } => {
            Case::Grids(grids(*most_side, *square, level, rng))
        }
        Kind::Own { most, item, .. } => {
            let count =
                if level == 5 { 1 + rng.below(*most) } else { 1 + rng.below((*most).min(3)) };
            Case::Own((0..count).map(|_| item(level, rng)).collect())
        }
    }
}

/// A fifteen-puzzle board: `moves` random moves of the blank from the goal, none undoing the
/// last.
pub fn scramble16(rng: &mut Rng, moves: usize) -> Vec<usize> {
    let (mut grid, mut blank, mut came): (Vec<usize>, usize, usize) =
        ((1..16).chain([0]).collect(), 15, 16);
    let mut made = 0;
    while made < moves {
        let letter = LRUD[rng.below(4)];
        if let Some(cell) = blank_target16(blank, letter).filter(|&c| c != came) {
            grid.swap(blank, cell);
            (came, blank, made) = (blank, cell, made + 1);
        }
    }
    grid
}

/// `scramble16`, retried until the board is at most 45 moves from the goal (both judges'
/// promise), for the hardest levels.
pub fn near16(rng: &mut Rng, moves: usize) -> Vec<usize> {
    let estimate = LinearConflict::default();
    loop {
        let grid = scramble16(rng, moves);
        if ida_star16(pack(&grid), &estimate, &LRUD, 45).path.is_some() {
            return grid;
        }
    }
}

/// Fifteen-puzzle boards at `level`: solved, short walks, long walks, hard boards (up to 45
/// moves), unsolvable ones (two tiles swapped) where the judge allows them, then many boards.
pub fn boards16(solvable_only: bool, most: usize, level: usize, rng: &mut Rng) -> Vec<Vec<usize>> {
    let count = if level == 5 { 1 + rng.below(most) } else { 1 };
    let one = |rng: &mut Rng| {
        let moves = match level {
            0 => 0,
            1 => 1 + rng.below(5),
            2 => 6 + rng.below(25),
            3 | 4 => 60 + rng.below(60),
            _ => rng.below(80),
        };
        if level == 4 && !solvable_only {
            let mut grid = scramble16(rng, moves);
            let tiles: Vec<usize> = (0..16).filter(|&c| grid[c] != 0).collect();
            grid.swap(tiles[0], tiles[1 + rng.below(14)]); // one transposition: odd
            grid
        } else if level >= 3 {
            near16(rng, moves)
        } else {
            scramble16(rng, moves)
        }
    };
    (0..count).map(|_| one(rng)).collect()
}

/// Grids for POJ 2893 at `level`: small random ones, larger ones, ones made by moves from the
/// goal (some with two tiles then swapped), long thin ones, big ones, then several at once,
/// now and then one as large as allowed. With `square` (HDU 3600), each is as wide as it is
/// long, its longer side kept.
pub fn grids(most_side: usize, square: bool, level: usize, rng: &mut Rng) -> Vec<Grid> {
    let count = if level == 5 { 1 + rng.below(5) } else { 1 };
    let one = |rng: &mut Rng| {
        let side = |rng: &mut Rng, most: usize| 2 + rng.below(most.min(most_side) - 1);
        let (rows, cols) = match level {
            0 => (side(rng, 3), side(rng, 3)),
            1 | 2 => (side(rng, 6), side(rng, 6)),
            3 if rng.below(2) == 0 => (2, side(rng, most_side)),
            3 => (side(rng, most_side), 2),
            4 => (side(rng, 200), side(rng, 200)),
            _ if rng.below(40) == 0 => (most_side, most_side),
            _ => (side(rng, 60), side(rng, 60)),
        };
        let (rows, cols) = if square { (rows.max(cols), rows.max(cols)) } else { (rows, cols) };
        let mut grid: Vec<usize> = (1..rows * cols).chain([0]).collect();
        if level == 2 {
            let mut blank = grid.len() - 1;
            for _ in 0..rng.below(400) {
                let cell = match rng.below(4) {
                    0 if blank >= cols => blank - cols,
                    1 if blank + cols < grid.len() => blank + cols,
                    2 if blank % cols > 0 => blank - 1,
                    3 if blank % cols + 1 < cols => blank + 1,
                    _ => continue,
                };
                grid.swap(blank, cell);
                blank = cell;
            }
            if rng.below(2) == 0 {
                let (a, b) = if blank < 2 { (2, 3) } else { (0, 1) };
                grid.swap(a, b);
            }
        } else {
            rng.shuffle(&mut grid);
        }
        (rows, cols, grid)
    };
    (0..count).map(|_| one(rng)).collect()
}

/// The input text of a case, as the statement lays it out.
pub fn render(problem: &Problem, case: &Case) -> String {
    match (&problem.kind, case) {
        (Kind::Boards { render, .. }, Case::Boards(pairs)) => render(pairs),
        (Kind::Tokens { render, .. }, Case::Tokens(edges, start)) => render(edges, start),
        (Kind::Fifteen { render, .. }, Case::Fifteen(boards)) => render(boards),
        (Kind::Own { render, .. }, Case::Own(items)) => render(items),
        (Kind::Grids { render, .. }, Case::Grids(grids)) => render(grids),
        _ => unreachable!("a case is generated for its problem's kind"),
    }
}

/// Boards and arrangements already known to be farthest from a goal.
#[derive(Default)]
pub struct Far {
    pub boards: std::collections::HashMap<Board, Vec<Board>>,
    pub tokens: std::collections::HashMap<String, Vec<Vec<u8>>>,
}

pub fn pair(
    goal: Option<Board>,
    solvable_only: bool,
    level: usize,
    rng: &mut Rng,
    far: &mut Far,
) -> Pair {
    let goal = match goal {
        Some(goal) => goal,
        None if level >= 2 && level != 3 => rng.board(),
        None => canonical_goal(rng.below(9)),
    };
    let start = match level {
        0 => goal,
        1 | 2 => {
            let moves = if level == 1 { 1 + rng.below(5) } else { 6 + rng.below(15) };
            walk_from(rng, &goal, moves)
        }
        3 => {
            let boards = far.boards.entry(goal).or_insert_with(|| farthest(&goal));
            boards[rng.below(boards.len())]
        }
        4 if !solvable_only => loop {
            let board = rng.board();
            if !reachable(&board, &goal, 3) {
                break board;
            }
        },
        _ => rng.board(),
    };
    if solvable_only && !reachable(&start, &goal, 3) {
        let moves = 20 + rng.below(20);
        return (walk_from(rng, &goal, moves), goal);
    }
    (start, goal)
}

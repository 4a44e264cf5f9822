// Cases for luogu2324 and knightsfen (the knight puzzle), codechef_h1 (prime swaps) and
// yukicoder228 (tiles that slide once), for their blocks' `Kind::Own`: one case's text at a
// level, and the same case one move nearer its goal. Distances come from the kit's cores, as
// the expected output does (src/knights.rs; graph.rs for the prime swaps).
use super::*;

/// The knight core, for its search.
#[allow(dead_code)]
mod kn {
    include!("../../../io.rs");
    include!("../../../knights.rs");
}
use kn::{knight_search, KnightBoard, KNIGHT_GOAL, KNIGHT_JUMPS, KNIGHT_JUMP_COUNT};

// The knight puzzle ==========

/// A knight board as text: five lines of five squares, `empty` the empty square.
fn knight_text(board: &KnightBoard, empty: char) -> String {
    let square = |c: usize| match (c == board.empty, board.black >> c & 1) {
        (true, _) => empty,
        (false, 1) => '1',
        _ => '0',
    };
    (0..5).map(|row| (0..5).map(|col| square(row * 5 + col)).collect::<String>() + "\n").collect()
}

/// The board of a case's text (`knight_text`'s), whatever its empty square.
fn knight_parse(text: &str) -> KnightBoard {
    let mut board = KnightBoard { black: 0, empty: 0 };
    for (row, line) in text.lines().enumerate() {
        for (col, c) in line.chars().chain(" ".chars()).take(5).enumerate() {
            match c {
                '1' => board.black |= 1 << (row * 5 + col),
                '0' => {}
                _ => board.empty = row * 5 + col,
            }
        }
    }
    board
}

/// The boards one move from `board`.
fn knight_moves_from(board: &KnightBoard) -> Vec<KnightBoard> {
    let e = board.empty;
    let jumps = &KNIGHT_JUMPS[e][..KNIGHT_JUMP_COUNT[e]];
    let moved = |&n: &usize| {
        let colour = board.black >> n & 1;
        KnightBoard { black: board.black & !(1 << n) | colour << e, empty: n }
    };
    jumps.iter().map(moved).collect()
}

/// The goal after `moves` random moves, none undoing the last.
fn knight_walk(moves: usize, rng: &mut Rng) -> KnightBoard {
    let (mut board, mut came) = (KNIGHT_GOAL, 25);
    for _ in 0..moves {
        let next: Vec<KnightBoard> =
            knight_moves_from(&board).into_iter().filter(|b| b.empty != came).collect();
        came = board.empty;
        board = next[rng.below(next.len())];
    }
    board
}

/// A board at `level`, for a judge that answers within `cap` moves: the goal, short walks, long
/// walks (some beyond the cap), boards exactly `cap` or `cap` + 1 moves away, uniformly random
/// boards (every board reaches the goal, nearly all beyond any cap), then any of these.
pub fn knight_item(level: usize, cap: u32, empty: char, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let board = match level {
        0 => KNIGHT_GOAL,
        1 => knight_walk(1 + rng.below(5), rng),
        2 => knight_walk(6 + rng.below(20), rng),
        3 => loop {
            let board = knight_walk(cap as usize + 1 + rng.below(10), rng);
            if knight_search(&board, cap + 1).moves.map_or(false, |d| d >= cap) {
                break board;
            }
        },
        _ => {
            let mut squares: Vec<u8> = [vec![1; 12], vec![0; 12], vec![2]].concat();
            for i in (1..25).rev() {
                squares.swap(i, rng.below(i + 1));
            }
            let black = (0..25).filter(|&c| squares[c] == 1).fold(0, |b, c| b | 1 << c);
            KnightBoard { black, empty: squares.iter().position(|&s| s == 2).unwrap_or(0) }
        }
    };
    knight_text(&board, empty)
}

/// The case one move nearer the goal along a shortest path, every way; none for a board more
/// than `cap` + 3 moves away (searching those would take long, and their answer is the cap's).
pub fn knight_nearer(text: &str, cap: u32, empty: char) -> Vec<String> {
    let board = knight_parse(text);
    let Some(d) = knight_search(&board, cap + 3).moves.filter(|&d| d > 0) else {
        return Vec::new();
    };
    let closer = knight_moves_from(&board).into_iter();
    let closer = closer.filter(|next| knight_search(next, d - 1).moves == Some(d - 1));
    closer.map(|next| knight_text(&next, empty)).collect()
}

/// The boards of a well-formed sample input, 25 squares each (`*` the empty), after the count:
/// rows as words (Luogu's `*`) or as lines (Kattis's space, a lost trailing space restored).
pub fn knight_sample_boards(input: &str, lines: bool) -> Vec<String> {
    let rows: Vec<String> = if lines {
        let rest = input.lines().skip(1).map(|l| l.trim_end_matches('\r'));
        let rows = rest.filter(|l| !l.trim().is_empty());
        rows.map(|l| format!("{l:<5}")[..5].replace(' ', "*")).collect()
    } else {
        input.split_whitespace().skip(1).map(String::from).collect()
    };
    rows.chunks(5).map(|b| b.concat()).collect()
}

// Tiles that slide once (yukicoder228) ==========

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
            for i in (1..16).rev() {
                board.swap(i, rng.below(i + 1));
            }
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

// Prime swaps (codechef_h1) ==========

/// Tiles a + 1 and b + 1 may swap when their sum is prime (codechef_h1's rule).
fn h1_prime(a: u8, b: u8) -> bool {
    matches!(a + b + 2, 3 | 5 | 7 | 11 | 13 | 17)
}

thread_local! {
    /// Swaps from the goal to every arrangement (graph.rs's whole search), by rank.
    static H1_TABLE: Vec<u32> =
        Puzzle::grid(3, 3, false).with_rule(h1_prime).distances(&[0, 1, 2, 3, 4, 5, 6, 7, 8]);
}

/// The swaps from the goal to `tokens` (tiles - 1), if it can be reached.
fn h1_distance(tokens: &[u8]) -> Option<u32> {
    let d = H1_TABLE.with(|table| table[arrangement_rank(tokens)]);
    (d != u32::MAX).then_some(d)
}

/// The arrangements one allowed swap from `tokens`.
fn h1_swaps(tokens: &[u8]) -> Vec<Vec<u8>> {
    let allowed = grid_edges(3, 3).into_iter().filter(|&(a, b)| h1_prime(tokens[a], tokens[b]));
    allowed
        .map(|(a, b)| {
            let mut next = tokens.to_vec();
            next.swap(a, b);
            next
        })
        .collect()
}

/// A case's text: a blank line, then three rows of three tiles.
fn h1_text(tokens: &[u8]) -> String {
    let row = |r: &[u8]| r.iter().map(|t| (t + 1).to_string()).collect::<Vec<_>>().join(" ");
    "\n".to_string() + &tokens.chunks(3).map(|r| row(r) + "\n").collect::<String>()
}

/// An arrangement at `level`: the goal, short and long walks of allowed swaps, the farthest
/// (68 swaps), ones that cannot be reached, then any of these.
pub fn h1_item(level: usize, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let goal: Vec<u8> = (0..9).collect();
    let walk = |moves: usize, rng: &mut Rng| {
        (0..moves).fold(goal.clone(), |at, _| {
            let next = h1_swaps(&at);
            next[rng.below(next.len())].clone()
        })
    };
    let tokens = match level {
        0 => goal.clone(),
        1 => walk(1 + rng.below(5), rng),
        2 => walk(6 + rng.below(200), rng),
        3 => {
            let far = [
                [0, 1, 5, 2, 6, 7, 8, 4, 3],
                [2, 0, 5, 1, 6, 7, 8, 4, 3],
                [2, 0, 5, 8, 6, 7, 4, 1, 3],
            ];
            far[rng.below(3)].to_vec()
        }
        _ => loop {
            let mut tokens = goal.clone();
            for i in (1..9).rev() {
                tokens.swap(i, rng.below(i + 1));
            }
            if level == 5 || h1_distance(&tokens).is_none() {
                break tokens;
            }
        },
    };
    h1_text(&tokens)
}

/// The case one allowed swap nearer the goal along a shortest way, every way; none if it
/// cannot be reached.
pub fn h1_nearer(text: &str) -> Vec<String> {
    let tokens: Vec<u8> =
        text.split_whitespace().filter_map(|w| w.parse::<u8>().ok()).map(|t| t - 1).collect();
    let Some(d) = h1_distance(&tokens).filter(|&d| d > 0) else { return Vec::new() };
    let closer = h1_swaps(&tokens).into_iter().filter(|next| h1_distance(next) == Some(d - 1));
    closer.map(|next| h1_text(&next)).collect()
}

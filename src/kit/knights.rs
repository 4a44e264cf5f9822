// The knight puzzle's problems (src/knights.rs): luogu2324 and knightsfen, each a `Kind::Own`
// with its generator: one case's text at a level, and the same case one move nearer its goal.
// Distances come from the kit's core, as the expected output does.
use super::judges::{KATTIS, LUOGU, UVA};
use super::problem::{Kind, Problem};
use super::puzzle::knights_walk;
use super::text::Rng;
use crate::cores::{knight_search, KnightBoard, KNIGHT_GOAL, KNIGHT_JUMPS, KNIGHT_JUMP_COUNT};

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
            rng.shuffle(&mut squares);
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

problems! {
    luogu2324 {
        judges: &[(LUOGU, "P2324")],
        check: None,
        kind: Kind::Own {
            most: 10,
            item: |level, rng| knight_item(level, 15, '*', rng),
            render: |items| format!("{}\n{}", items.len(), items.concat()),
            nearer: |text| knight_nearer(text, 15, '*'),
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let boards = knight_sample_boards(input, false);
            let answer = |b: &String| match oracle.knight_moves(b, 15) {
                Some(d) => format!("{d}\n"),
                None => "-1\n".to_string(),
            };
            boards.iter().map(answer).collect()
        },
        walk: |input| knights_walk(knight_sample_boards(input, false).first(), '*', 15),
    }
    knightsfen {
        judges: &[(KATTIS, "knightsfen"), (UVA, "10422")],
        check: None,
        kind: Kind::Own {
            most: 13,
            item: |level, rng| knight_item(level, 10, ' ', rng),
            render: |items| format!("{}\n{}", items.len(), items.concat()),
            nearer: |text| knight_nearer(text, 10, ' '),
        },
        any_whitespace: false,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let answer = |b: &String| match oracle.knight_moves(b, 10) {
                Some(d) => format!("Solvable in {d} move(s).\n"),
                None => "Unsolvable in less than 11 move(s).\n".to_string(),
            };
            knight_sample_boards(input, true).iter().map(answer).collect()
        },
        walk: |input| knights_walk(knight_sample_boards(input, true).first(), ' ', 10),
    }
}

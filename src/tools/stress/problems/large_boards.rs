// Cases for anyboard, for its block's `Kind::Own`: one case's text at a level, and the same case
// with two more tiles at home (nearer its goal, and as reachable as it was). Boards are row by
// row, 0 the blank; a case gives its goal or leaves the ordered one implied.
use super::super::generate::{numbers, Rng};

/// A uniformly random arrangement of `cells` cells (half of them reach any goal).
fn any_shuffled(cells: usize, rng: &mut Rng) -> Vec<usize> {
    let mut board: Vec<usize> = (0..cells).collect();
    for i in (1..cells).rev() {
        board.swap(i, rng.below(i + 1));
    }
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
    let wrong: Vec<usize> = (0..h * w)
        .filter(|&c| start[c] != goal[c] && start[c] != 0 && goal[c] != 0)
        .take(5)
        .collect();
    let mut cases = Vec::new();
    for (k, &a) in wrong.iter().enumerate() {
        for &b in &wrong[k + 1..] {
            let (mut board, mut swaps) = (start.to_vec(), 0);
            for cell in [a, b] {
                let from = board.iter().position(|&t| t == goal[cell]).unwrap_or(cell);
                board.swap(cell, from);
                swaps += (from != cell) as usize;
            }
            if swaps < 2 {
                continue; // one swap alone would change whether the goal is reached
            }
            let mut text = format!("{h} {w}\n{}", numbers(&board, w));
            if n.len() > 2 + h * w {
                text += &numbers(&goal, w);
            }
            cases.push(text);
        }
    }
    cases
}

// AtCoder ABC 336 F (src/rotation.rs): an H x W grid (3 to 8 each) of the numbers 1 .. HW, and
// a move turns one of the four (H - 1) x (W - 1) corner rectangles by 180 degrees. A
// `Kind::Own` with its generator: a grid's text at a level, and the grid one turn nearer the
// goal, or with two numbers put home.
use super::judges::ATCODER;
use super::problem::{Kind, Problem};
use super::puzzle::{Kit, Labels, Notation, Own, Rule, Walk};
use super::text::{numbers, sample_numbers, Rng};
use crate::cores;

/// The names of the four turns, as walk writes them: the corner each rectangle holds (turn k
/// is the statement's x = k / 2, y = k % 2).
pub const TURNS: &[&str] = &["TL", "TR", "BL", "BR"];

/// A case as the input writes it.
fn case_text(rows: usize, cols: usize, cells: &[usize]) -> String {
    format!("{rows} {cols}\n{}", numbers(cells, cols))
}

/// The case's rows, columns and numbers (well formed: the binary accepted it).
fn case_of(text: &str) -> (usize, usize, Vec<usize>) {
    let n = sample_numbers(text);
    (n[0], n[1], n.get(2..).unwrap_or_default().to_vec())
}

/// Turns rectangle `k` of a grid `cols` wide, by the statement's own words: cell (i + x, j + y)
/// takes the number of cell (H − i + x, W − j + y), for 1 ≤ i ≤ H − 1, 1 ≤ j ≤ W − 1.
fn turned(cols: usize, cells: &[usize], k: usize) -> Vec<usize> {
    let rows = cells.len() / cols;
    let (x, y) = (k / 2, k % 2);
    let mut next = cells.to_vec();
    for i in 1..rows {
        for j in 1..cols {
            let to = (i + x - 1) * cols + (j + y - 1);
            let from = (rows - i + x - 1) * cols + (cols - j + y - 1);
            next[to] = cells[from];
        }
    }
    next
}

/// A grid at `level`: the goal or a few turns from it, a walk of up to 12 turns, up to 24
/// (often past the limit of 20), uniformly random grids (rarely within 20), then any of these.
pub fn abc336f_item(level: usize, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let (rows, cols) = match level {
        0 | 1 => (3 + rng.below(2), 3 + rng.below(2)),
        _ => (3 + rng.below(6), 3 + rng.below(6)),
    };
    let mut cells: Vec<usize> = (1..=rows * cols).collect();
    let turns = match level {
        0 => rng.below(2),
        1 => 2 + rng.below(4),
        2 => 6 + rng.below(7),
        _ => 13 + rng.below(12),
    };
    if level == 4 {
        rng.shuffle(&mut cells);
    } else {
        let mut last = 4;
        for _ in 0..turns {
            let k = (last + 1 + rng.below(3)) % 4; // never the turn just made: it undoes itself
            cells = turned(cols, &cells, k);
            last = k;
        }
    }
    case_text(rows, cols, &cells)
}

/// The grid one step nearer the goal: within 20 turns, the first turn of the core's shortest
/// way; beyond, two misplaced numbers put home (each swapped with what stands there). Each step
/// leaves one turn fewer or more numbers home, so shrinking ends.
pub fn abc336f_nearer(text: &str) -> Vec<String> {
    let (rows, cols, cells) = case_of(text);
    let tokens: Vec<u8> = cells.iter().map(|&v| (v as u8).wrapping_sub(1)).collect();
    if let Some(turns) = cores::rotation_path(rows, cols, &tokens, 20) {
        let first = turns.first().map(|&k| case_text(rows, cols, &turned(cols, &cells, k)));
        return first.into_iter().collect();
    }
    let mut cases = Vec::new();
    let wrong: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] != c + 1).take(4).collect();
    for (n, &a) in wrong.iter().enumerate() {
        for &b in &wrong[n + 1..] {
            let mut next = cells.clone();
            for cell in [a, b] {
                let from = next.iter().position(|&v| v == cell + 1).unwrap_or(cell);
                next.swap(cell, from);
            }
            cases.push(case_text(rows, cols, &next));
        }
    }
    cases
}

problems! {
    abc336f {
        judges: &[(ATCODER, "ABC 336 F")],
        check: None,
        kind: Kind::Own {
            most: 1,
            item: abc336f_item,
            render: |items| items.concat(),
            nearer: abc336f_nearer,
        },
        any_whitespace: true,
        memory: &[(ATCODER, 1024)], // AtCoder ABC 336 F: 1024 MB
        answer: |input, oracle| oracle.whole_answer("abc336f", input),
        walk: |input| {
            let (rows, cols, cells) = case_of(input);
            rotation_walk(rows, cols, cells)
        },
    }
}

/// The grid, its numbers as the input writes them; a move names the rectangle it turns by the
/// corner it holds (`TL TR BL BR`). The kit's solution is its core's, a shortest one within 20.
fn rotation_walk(rows: usize, cols: usize, cells: Vec<usize>) -> Result<Walk, String> {
    if rows < 3 || cols < 3 || cells.len() != rows * cols {
        return Err("the input holds no grid".into());
    }
    let own = Own { solve: rotation_solve, kind: "a shortest", shortest: true, most: Some(20) };
    let start = cells.iter().map(|&v| v - 1).collect();
    Ok(Walk {
        edges: Vec::new(),
        rule: Rule::Turn,
        notation: Notation::Words(TURNS),
        labels: Labels::Numbers { plus: 1, blank: "1".into() },
        ..Walk::grid(cols, start, (0..rows * cols).collect(), Kit::Own(own))
    })
}

/// The core's shortest turns within 20, named.
fn rotation_solve(walk: &Walk) -> Result<Option<String>, String> {
    let (cols, rows) = (walk.width, walk.start.len() / walk.width);
    let cells: Vec<u8> = walk.start.iter().map(|&t| t as u8).collect();
    let turns = cores::rotation_path(rows, cols, &cells, 20);
    Ok(turns.map(|turns| turns.iter().map(|&k| TURNS[k]).collect::<Vec<_>>().join(" ")))
}

// codechef_h1 (swaps of side-by-side tiles whose sum is prime), a `Kind::Own` with its
// generator: one case's text at a level, and the same case one swap nearer its goal. Distances
// come from graph.rs's whole search, as the expected output does.
use super::judges::CODECHEF;
use super::problem::{Kind, Problem};
use super::puzzle::swaps_walk;
use super::text::{grid_edges, sample_numbers, Rng};
use crate::cores::{arrangement_rank, Puzzle};

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
            rng.shuffle(&mut tokens);
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

problems! {
    codechef_h1 {
        judges: &[(CODECHEF, "H1")],
        check: None,
        kind: Kind::Own {
            most: 50,
            item: h1_item,
            render: |items| format!("{}\n{}", items.len(), items.concat()),
            nearer: h1_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let numbers = sample_numbers(input);
            let each = numbers[1..].chunks(9).map(|tiles| oracle.prime_swaps(tiles));
            each.map(|d| format!("{}\n", d.map_or(-1, |d| d as i64))).collect()
        },
        walk: |input| {
            let tiles = sample_numbers(input);
            let start = tiles.get(1..10).ok_or("the input holds no case")?;
            let prime_sum: fn(u8, u8) -> bool = |a, b| matches!(a + b + 2, 3 | 5 | 7 | 11 | 13 | 17);
            Ok(swaps_walk(start.iter().map(|&t| t - 1).collect(), Some(prime_sum)))
        },
    }
}

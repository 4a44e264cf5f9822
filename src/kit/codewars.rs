// The Codewars kata "Sliding Puzzle Solver" (5a20eeccee1aae3cbc000090): an n x n board,
// 3 <= n <= 10, as the kata writes it (`[[4,1,3],[2,8,0],[7,6,5]]`), answered by the tiles
// slid into the blank. A `Kind::Own` with its generator (a board at a level, written as the
// kata writes it) and the large boards' way nearer the goal: a move of the blank that brings
// the tiles nearer their cells.
use super::judges::CODEWARS;
use super::large_boards::{board_at, closer, last_blank};
use super::problem::{Judged, Kind, Problem};
use super::puzzle::sized_grid;
use super::text::{sample_numbers, Rng};

/// A board as the kata writes it: its rows in brackets, the numbers apart by commas.
fn brackets(cells: &[usize], n: usize) -> String {
    let row = |r: &[usize]| {
        let each: Vec<String> = r.iter().map(usize::to_string).collect();
        format!("[{}]", each.join(","))
    };
    format!("[{}]\n", cells.chunks(n).map(row).collect::<Vec<_>>().join(","))
}

/// The board's side: the square root of its count of numbers.
fn side(cells: &[usize]) -> usize {
    (1..=10).find(|n| n * n == cells.len()).unwrap_or(3)
}

/// A board at `level`: 3 x 3 solved or a few moves off, 3 x 3 and 4 x 4 walked far, random
/// boards (half of them unsolvable) of any size, then 10 x 10, then any of these.
pub fn codewars_item(level: usize, rng: &mut Rng) -> String {
    let n = match level {
        0 => 3,
        1 | 2 => 3 + rng.below(2),
        4 => 10,
        _ => 3 + rng.below(8),
    };
    brackets(&board_at(level, &last_blank(n * n), n, false, rng), n)
}

pub fn codewars_nearer(text: &str) -> Vec<String> {
    let cells = sample_numbers(text);
    let n = side(&cells);
    closer(&cells, &last_blank(n * n), n).iter().map(|b| brackets(b, n)).collect()
}

problems! {
    codewars_slide_puzzle {
        judges: &[(CODEWARS, "5a20eeccee1aae3cbc000090, \"Sliding Puzzle Solver\"")],
        check: Some(special_judge!(codewars_slide_puzzle)),
        kind: Kind::Own {
            most: 1,
            item: codewars_item,
            render: |items| items.concat(),
            nearer: codewars_nearer,
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let cells = sample_numbers(input);
            match oracle.tile_slides(side(&cells), &cells) {
                Some(tiles) => {
                    let words: Vec<String> = tiles.iter().map(usize::to_string).collect();
                    words.join(" ") + "\n"
                }
                None => "None\n".into(),
            }
        },
        walk: |input| {
            let cells = sample_numbers(input);
            let walk = sized_grid(side(&cells), cells, None)?;
            // The blank's moves, as anyboard.rs makes them: the kata's answer names the tiles
            // instead (each moves the other way).
            Ok(walk.written(*b"UDLR"))
        },
    }
}

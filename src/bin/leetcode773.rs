// LeetCode 773 "Sliding Puzzle": see problems/leetcode773.md. LeetCode judges a function, so
// the file to paste ends at the cut line below: scripts/bundle stops there.
include!("../graph.rs");

impl Solution {
    pub fn sliding_puzzle(board: Vec<Vec<i32>>) -> i32 {
        let tokens: Vec<u8> = board.iter().flatten().map(|&t| t as u8).collect();
        let goal = [1, 2, 3, 4, 5, 0];
        Puzzle::grid(3, 2, true).least_moves(&tokens, &goal).map_or(-1, |d| d as i32)
    }
}

// bundle: cut here. LeetCode supplies the rest: `struct Solution` and a `main` that calls it.
// Below, a stand-in for both, so the binary runs on a sample like any other: it reads the two
// rows, as LeetCode writes them (`[[1,2,3],[4,0,5]]`) or as plain numbers.

#[allow(dead_code)] // LeetCode's declaration: never built, only named
struct Solution;
include!("../io.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let plain: Vec<u8> =
        input.iter().map(|&c| if b"[],".contains(&c) { b' ' } else { c }).collect();
    let mut scanner = Scanner::new(&plain)?;
    let cells = scanner.distinct("cell", 6, 0, 5)?;
    scanner.finish()?;
    let rows = cells.chunks(3).map(|row| row.iter().map(|&c| c as i32).collect()).collect();
    Ok(format!("{}\n", Solution::sliding_puzzle(rows)))
}

fn main() {
    run(solve)
}

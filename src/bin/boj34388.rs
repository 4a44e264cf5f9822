// Baekjoon 34388 "3-Puzzle": see problems/boj34388.md.
include!("../io.rs");
include!("../graph.rs");
include!("../grid.rs");
include!("../rectangle.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let board = scanner.symbols(4, "-123")?;
    scanner.finish()?;
    // All 12 boards that reach `12/3-`, by one search from it; then a lookup.
    let distances = Puzzle::grid(2, 2, true).distances(&[1, 2, 3, 0]);
    match distances[arrangement_rank(&board)] {
        u32::MAX => Err("the board cannot reach the goal (the problem promises it can)".into()),
        d => Ok(format!("{d}\n")),
    }
}

fn main() {
    run(solve)
}

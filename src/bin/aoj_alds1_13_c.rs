// AOJ ALDS1_13_C "15 Puzzle": see problems/aoj_alds1_13_c.md.
include!("../io.rs");
include!("../grid.rs");
include!("../fifteen.rs");
type Heuristic = LinearConflict; // or a variant: see README

/// The judge promises an answer of at most 45 moves.
const LIMIT: u32 = 45;

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let grid = scanner.grid(4, 4)?;
    scanner.finish()?;
    match shortest(&grid, &Heuristic::default(), LIMIT)? {
        Some(path) => Ok(format!("{}\n", path.len())),
        None => Err("the board cannot reach the goal (the problem promises it can)".into()),
    }
}

fn main() {
    run(solve)
}

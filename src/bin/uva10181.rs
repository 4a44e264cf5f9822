// UVa 10181 "15-Puzzle Problem": see problems/uva10181.md.
include!("../io.rs");
include!("../fifteen.rs");
include!("../fifteen_databases.rs");
type Heuristic = LinearConflict; // or a variant: see README

/// An answer may have at most 50 moves.
const LIMIT: u32 = 50;

fn solve(input: &[u8]) -> Result<String, String> {
    // The boards are read twice, one by one, none kept: first to check the whole input (bad input
    // is refused before any search), then to answer.
    let mut scanner = Scanner::new(input)?;
    let count = scanner.number("the number of boards", 0, usize::MAX)?;
    for _ in 0..count {
        scanner.grid(4, 4)?;
    }
    scanner.finish()?;
    let mut scanner = Scanner::new(input)?;
    scanner.number("the number of boards", 0, usize::MAX)?;
    let mut solver = Solver16::<Heuristic>::default(); // then the databases: see Solver16
    let mut out = String::new();
    for k in 1..=count {
        match solver.shortest(&scanner.grid(4, 4)?, LIMIT).map_err(|e| format!("board {k}: {e}"))? {
            Some(path) => out += &path,
            None => out += "This puzzle is not solvable.",
        }
        out += "\n";
    }
    Ok(out)
}

fn main() {
    run(solve)
}

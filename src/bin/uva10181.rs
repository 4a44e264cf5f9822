// UVa 10181 "15-Puzzle Problem": see problems/uva10181.md.
include!("../io.rs");
include!("../fifteen.rs");
include!("../fifteen_databases.rs");
type Heuristic = LinearConflict; // or a variant: see README

/// An answer may have at most 50 moves.
const LIMIT: u32 = 50;

fn solve(input: &[u8]) -> Result<String, String> {
    let mut solver = Solver16::<Heuristic>::default(); // then the databases: see Solver16
    let mut out = String::new();
    // The boards are read twice, one by one, none kept: first to check the whole input (bad input
    // is refused before any search), then to answer.
    for answering in [false, true] {
        let mut scanner = Scanner::new(input)?;
        for k in 1..=scanner.number("the number of boards", 0, usize::MAX)? {
            let grid = scanner.grid(4, 4)?;
            if answering {
                let path = solver.shortest(&grid, LIMIT).map_err(|e| format!("board {k}: {e}"))?;
                out += path.as_deref().unwrap_or("This puzzle is not solvable.");
                out += "\n";
            }
        }
        scanner.finish()?;
    }
    Ok(out)
}

fn main() {
    run(solve)
}

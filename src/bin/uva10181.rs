// UVa 10181 "15-Puzzle Problem": see problems/uva10181.md.
include!("../io.rs");
include!("../fifteen.rs");
include!("../fifteen_databases.rs");
type Heuristic = LinearConflict; // or a variant: see README

/// An answer may have at most 50 moves.
const LIMIT: u32 = 50;

fn solve(input: &[u8]) -> Result<String, String> {
    // Every board is read before any search, so that bad input is refused first.
    let mut scanner = Scanner::new(input)?;
    let count = scanner.number("the number of boards", 0, usize::MAX)?;
    let mut grids = Vec::new();
    for _ in 0..count {
        grids.push(scanner.grid(4, 4)?);
    }
    scanner.finish()?;
    let mut solver = Solver16::<Heuristic>::default(); // then the databases: see Solver16
    let mut out = String::new();
    for (k, grid) in grids.iter().enumerate() {
        match solver.shortest(grid, LIMIT).map_err(|e| format!("board {}: {e}", k + 1))? {
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

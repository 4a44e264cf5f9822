// UVa 10181 "15-Puzzle Problem": see problems/uva10181.md.
include!("../io.rs");
include!("../grid.rs");
include!("../fifteen.rs");
include!("../fifteen_databases.rs");
type Heuristic = LinearConflict; // or a variant: see README

/// An answer may have at most 50 moves.
const LIMIT: u32 = 50;

/// How the answers write the blank's moves (its checker, scripts/walk and the registry read it).
pub const NOTATION: Notation = Notation::blank(*b"UDLR");

fn solve(input: &[u8]) -> Result<String, String> {
    // Every board is read before any search, so that bad input is refused first; each is kept
    // in 16 bytes, less than its text.
    let mut scanner = Scanner::new(input)?;
    let count = scanner.number("the number of boards", 0, usize::MAX)?;
    let mut boards = Vec::new();
    for _ in 0..count {
        let grid = scanner.grid(4, 4)?;
        boards.push(std::array::from_fn::<u8, 16, _>(|cell| grid[cell] as u8));
    }
    scanner.finish()?;
    let mut solver = Solver16::<Heuristic>::default(); // then the databases: see Solver16
    let mut out = String::new();
    for (k, board) in boards.iter().enumerate() {
        match solver.shortest(board, LIMIT).map_err(|e| format!("board {}: {e}", k + 1))? {
            Some(path) => out += &NOTATION.spell(path),
            None => out += "This puzzle is not solvable.",
        }
        out += "\n";
    }
    Ok(out)
}

fn main() {
    run(solve)
}

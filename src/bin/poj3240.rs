// POJ 3240 "Solution to the n² − 1 Puzzle": see problems/poj3240.md.
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");

/// How the answers write the blank's moves (its checker, scripts/walk and the registry read it).
pub const NOTATION: Notation = Notation::blank(*b"UDLR");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let n = scanner.number("n", 1, 10)?;
    let board = scanner.any_grid(n, n, "the board")?;
    scanner.finish()?;
    Ok(match any_solution(&board, &AnyBoard::ordered(n, n)) {
        Some(moves) => NOTATION.spell(moves) + "\n",
        None => "No Answer!\n".into(),
    })
}

fn main() {
    run(solve)
}

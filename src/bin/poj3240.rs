// POJ 3240 "Solution to the n² − 1 Puzzle": see problems/poj3240.md.
include!("../io.rs");
include!("../grid.rs");
include!("../anyboard.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let n = scanner.number("n", 1, 10)?;
    let board = scanner.any_grid(n, n, "the board")?;
    scanner.finish()?;
    // The blank's moves, in the letters POJ uses for them: L U R D, as anyboard.rs writes them.
    Ok(match any_solution(&board, &AnyBoard::ordered(n, n)) {
        Some(moves) => String::from_utf8_lossy(&moves).into_owned() + "\n",
        None => "No Answer!\n".into(),
    })
}

fn main() {
    run(solve)
}

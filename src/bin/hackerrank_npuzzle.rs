// HackerRank "N Puzzle" (artificial intelligence, search): see problems/hackerrank_npuzzle.md.
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");

/// How the answers write the blank's moves (its checker, scripts/walk and the registry read it):
/// a word a line.
pub const NOTATION: Words = Words(["UP", "DOWN", "LEFT", "RIGHT"]);

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let k = scanner.number("k", 3, 5)?;
    let board = scanner.any_grid(k, k, "the board")?;
    scanner.finish()?;
    let goal = AnyBoard::new(k, k, (0..k * k).collect()); // the blank top left, then 1, 2, ...
    let moves = any_near_solution(&board, &goal, 20_000)
        .ok_or("the board cannot reach the goal (the statement says nothing of such boards)")?;
    Ok(format!("{}\n", moves.len()) + &NOTATION.spell(&moves))
}

fn main() {
    run(solve)
}

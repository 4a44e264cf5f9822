// AtCoder Heuristic Contest 011 "Sliding Tree Puzzle": see problems/ahc011.md.
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");
include!("../ahc011.rs");

/// The contest's letters: where the empty cell goes.
pub const NOTATION: Notation = Notation::blank(*b"UDLR");

/// The targets searched for, and the swaps each search tries: a fixed amount of work.
const SEARCHES: usize = 40;
const STEPS: usize = 150_000;

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let board = scanner.tree_board()?;
    scanner.finish()?;
    let moves = tree_solution(&board, SEARCHES, STEPS);
    Ok(NOTATION.spell(moves) + "\n")
}

fn main() {
    run(solve)
}

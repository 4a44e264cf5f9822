// AtCoder Heuristic Contest 011 "Sliding Tree Puzzle": see problems/ahc011.md.
include!("../io.rs");
include!("../grid.rs");
include!("../ahc011.rs");

/// The contest's letters: where the empty cell goes.
pub const NOTATION: Notation = Notation::blank(*b"UDLR");

/// The targets searched for, the annealing steps each, the boards the solver's beam keeps and
/// the targets it refines, on a 6 x 6 board (fewer on a larger one): a fixed amount of work.
const SEARCHES: usize = 1000;
const STEPS: usize = 5_000;
const BEAM: usize = 32;
const REFINE: usize = 16;

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let board = scanner.tree_board()?;
    scanner.finish()?;
    let moves = tree_solution(&board, SEARCHES, STEPS, BEAM, REFINE);
    Ok(NOTATION.spell(moves) + "\n")
}

fn main() {
    run(solve)
}

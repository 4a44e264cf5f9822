// The textbook two-grid problem (算法竞赛入门经典, chapter 7): see problems/textbook.md.
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

fn solve(input: &[u8]) -> Result<String, String> {
    let boards = Scanner::exactly(input, 2)?;
    let moves = Method::default().distance(&boards[0], &boards[1]);
    Ok(moves.map_or("Impossible".to_string(), |d| d.to_string()) + "\n")
}

fn main() {
    run(solve)
}

// CSES 1670 "Swap Game": see problems/cses1670.md.
include!("../io.rs");
include!("../graph.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let numbers = scanner.distinct("number", 9, 1, 9)?;
    scanner.finish()?;
    let tokens: Vec<u8> = numbers.iter().map(|&n| n as u8 - 1).collect();
    let goal = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    let moves = Puzzle::grid(3, 3, false).least_moves(&tokens, &goal);
    Ok(format!("{}\n", moves.map_or(-1, |d| d as i64))) // every arrangement is reachable
}

fn main() {
    run(solve)
}

// Kattis npuzzle, DMOJ coci06c3p2 "NPUZZLE" (COCI 2006/2007): see problems/npuzzle.md.
include!("../io.rs");
include!("../grid.rs");
include!("../rectangle.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let board = scanner.symbols(16, ".ABCDEFGHIJKLMNO")?;
    scanner.finish()?;
    let goal: Vec<u8> = (1..16).chain([0]).collect(); // ABCD / EFGH / IJKL / MNO.
    Ok(format!("{}\n", scatter(&board, &homes(&goal), 4)))
}

fn main() {
    run(solve)
}

// AtCoder ABC 336 F "Rotation Puzzle": see problems/abc336f.md.
include!("../io.rs");
include!("../rotation.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let rows = scanner.number("H (the number of rows)", 3, 8)?;
    let cols = scanner.number("W (the number of columns)", 3, 8)?;
    let n = rows * cols;
    let numbers = scanner.distinct("number", n, 1, n)?;
    scanner.finish()?;
    let cells: Vec<u8> = numbers.iter().map(|&v| (v - 1) as u8).collect();
    let turns = rotation_least_moves(rows, cols, &cells, 20);
    Ok(format!("{}\n", turns.map_or(-1, |t| t as i64)))
}

fn main() {
    run(solve)
}

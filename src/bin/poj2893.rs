// POJ 2893 "M × N Puzzle": see problems/poj2893.md.
include!("../io.rs");
include!("../grid.rs");
include!("../fifteen.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    solvability_answers(input, |scanner| {
        let rows = scanner.number("M", 0, 999)?;
        let cols = scanner.number("N", 0, 999)?;
        if (rows, cols) == (0, 0) {
            return Ok(None);
        }
        if rows < 2 || cols < 2 {
            return Err(scanner.error(&format!("M and N must be 2-999, found {rows} and {cols}")));
        }
        Ok(Some((rows, cols)))
    })
}

fn main() {
    run(solve)
}

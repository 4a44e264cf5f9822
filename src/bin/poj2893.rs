// POJ 2893 "M × N Puzzle": see problems/poj2893.md.
include!("../io.rs");
include!("../fifteen.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    if scanner.at_end() {
        return Err(scanner.error("the input holds no case"));
    }
    let mut out = String::new();
    while !scanner.at_end() {
        let rows = scanner.number("M", 0, 999)?;
        let cols = scanner.number("N", 0, 999)?;
        if (rows, cols) == (0, 0) {
            break; // the end of the cases
        }
        if rows < 2 || cols < 2 {
            return Err(scanner.error(&format!("M and N must be 2-999, found {rows} and {cols}")));
        }
        let grid = scanner.grid(rows, cols)?;
        out += if grid_solvable(&grid, cols) { "YES\n" } else { "NO\n" };
    }
    scanner.finish()?;
    Ok(out)
}

fn main() {
    run(solve)
}

// AtCoder indeednow_2015_quala_4 "パズル" (Indeed Now 2015, qualifier A, D): see
// problems/indeednow_d.md.
include!("../io.rs");
include!("../grid.rs");
include!("../rectangle.rs");

/// The judge promises an answer of at most 24 moves.
const LIMIT: u32 = 24;

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let height = scanner.number("H (the number of rows)", 2, 6)?;
    let width = scanner.number("W (the number of columns)", 2, 6)?;
    let cells = width * height;
    let start = scanner.tiles(cells, &["0"], "the board")?;
    scanner.finish()?;
    let goal: Vec<u8> = (1..cells as u8).chain([0]).collect();
    if !reachable(&start, &goal, width) {
        return Err("the board cannot reach the goal (the problem promises it can)".into());
    }
    match Rectangle::new(&goal, width).least_moves(&start, LIMIT) {
        Some(path) => Ok(format!("{}\n", path.len())),
        None => Err(format!("the board needs more than {LIMIT} moves, the problem's limit")),
    }
}

fn main() {
    run(solve)
}

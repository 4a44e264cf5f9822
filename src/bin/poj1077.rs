// POJ 1077 / HDU 1043 / AcWing 179 "Eight": for each board until the end of the input, the
// shortest solution that is smallest in u,d,l,r order, or `unsolvable`. See problems/poj1077.md.
include!("../core.rs");

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn solve(input: &[u8]) -> Result<String, String> {
    let boards = Scanner::new(input)?.boards_to_end()?;
    let mut solver = Solver::default();
    let mut out = String::new();
    for start in &boards {
        match solver.path(start, &GOAL, &UDLR) {
            Some(path) => out.push_str(&path),
            None => out.push_str("unsolvable"),
        }
        out.push('\n');
    }
    Ok(out)
}

fn main() {
    run(solve)
}

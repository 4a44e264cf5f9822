// The textbook problem as a printed walk-through: see problems/textbook_path.md.
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

fn solve(input: &[u8]) -> Result<String, String> {
    let b = Scanner::exactly(input, 2)?;
    let mut out = format!("Start:\n{}Goal:\n{}\n", grid(&b[0]), grid(&b[1]));
    match Method::default().path(&b[0], &b[1], &UDLR) {
        None => out += "There is no way to achieve our goal!\n",
        Some(path) => {
            out += &format!(
                "The smallest number of steps is {}. And we can go as follows!\n",
                path.len()
            );
            let mut board = b[0];
            for (k, letter) in path.bytes().enumerate() {
                board = apply_move(&board, letter).unwrap_or(board); // a path's moves are legal
                out += &format!("Step {}\n{}", k + 1, grid(&board));
            }
        }
    }
    Ok(out)
}

fn main() {
    run(solve)
}

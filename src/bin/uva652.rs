// UVa 652 "Eight": see problems/uva652.md.
include!("../io.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn solve(input: &[u8]) -> Result<String, String> {
    let mut method = Method::default();
    let answers: Vec<String> = Scanner::counted(input, 1)?
        .iter()
        .map(|start| method.path(start, &GOAL, &UDLR).unwrap_or_else(|| "unsolvable".into()) + "\n")
        .collect();
    Ok(answers.join("\n")) // a blank line between datasets
}

fn main() {
    run(solve)
}

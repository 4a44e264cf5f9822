// LightOJ 1139 "8 Puzzle": see problems/lightoj1139.md.
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn solve(input: &[u8]) -> Result<String, String> {
    answer(input, Output::new(false))
}

fn answer(input: &[u8], mut out: Output) -> Result<String, String> {
    let mut method = Method::default();
    for (k, start) in Scanner::counted(input, 1)?.iter().enumerate() {
        let moves =
            method.distance(start, &GOAL).map_or("impossible".to_string(), |d| d.to_string());
        out.add(&format!("Case {}: {moves}\n", k + 1))?;
    }
    Ok(out.text)
}

fn main() {
    run(|input| answer(input, Output::new(true)))
}

// wikioi (codevs) 1225, Luogu P1379 "八数码难题": see problems/wikioi1225.md.
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

fn solve(input: &[u8]) -> Result<String, String> {
    let start = Scanner::exactly(input, 1)?[0];
    Ok(format!("{}\n", Method::default().distance(&start, &GOAL).map_or(-1, |d| d as i64)))
}

fn main() {
    run(solve)
}

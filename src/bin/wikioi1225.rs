// wikioi (codevs) 1225, Luogu P1379 "八数码难题": see problems/wikioi1225.md.
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let start = scanner.board()?;
    scanner.finish()?;
    Ok(match Method::default().distance(&start, &GOAL) {
        Some(d) => format!("{d}\n"),
        None => "-1\n".to_string(),
    })
}

fn main() {
    run(solve)
}

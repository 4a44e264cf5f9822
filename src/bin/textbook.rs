// The textbook two-grid problem (算法竞赛入门经典, chapter 7): see problems/textbook.md.
include!("../core.rs");
type Method = Solver; // or a variant: see README

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let start = scanner.board()?;
    let goal = scanner.board()?;
    scanner.finish()?;
    Ok(match Method::default().distance(&start, &goal) {
        Some(d) => format!("{d}\n"),
        None => "Impossible\n".to_string(),
    })
}

fn main() {
    run(solve)
}

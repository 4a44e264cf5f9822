// Codeforces 1280F "Intergalactic Sliding Puzzle": see problems/cf1280f.md.
include!("../io.rs");
include!("../grid.rs");
include!("../cf1280f.rs");

/// Where E goes, up, down, left, right (its checker, scripts/walk and the registry read it);
/// lower case, as upper-case letters name shortcuts.
pub const NOTATION: Notation = Notation::blank(*b"udlr");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let t = scanner.number("t (the number of cases)", 1, 4)?;
    let mut boards = Vec::with_capacity(t);
    for case in 1..=t {
        let k = scanner.number("k", 1, 15)?;
        boards.push(scanner.surgery_board(k, &format!("case {case}"))?);
    }
    scanner.finish()?;
    let mut out = String::new();
    for board in &boards {
        match surgery_solution(board) {
            Some(plan) => out += &format!("SURGERY COMPLETE\n{}DONE\n", plan.lines(&NOTATION)),
            None => out += "SURGERY FAILED\n",
        }
    }
    Ok(out)
}

fn main() {
    run(solve)
}

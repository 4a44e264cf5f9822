// HDU 3567 "Eight II": see problems/hdu3567.md.
include!("../io.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let cases = scanner.number("the number of cases", 0, usize::MAX)?;
    let mut method = Method::default();
    let mut out = String::new();
    for k in 1..=cases {
        let in_case = |e: String| format!("case {k} of {cases}: {e}");
        let (start, goal) = (scanner.board().map_err(in_case)?, scanner.board().map_err(in_case)?);
        // The judge promises a solution; a pair without one is bad input, named where it ends.
        let path = method.path(&start, &goal, &DLRU).ok_or_else(|| {
            scanner.error(&format!("case {k}: the goal cannot be reached from the start"))
        })?;
        out.try_reserve(64).map_err(|_| "the answer is too big for the memory")?; // no abort
        out += &format!("Case {k}: {}\n{path}\n", path.len());
    }
    scanner.finish()?;
    Ok(out)
}

fn main() {
    run(solve)
}

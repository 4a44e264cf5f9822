// HDU 3567 "Eight II": see problems/hdu3567.md.
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README
/// How the answers (the smallest in ASCII among the shortest) write the blank's moves (its checker, scripts/walk and the registry read it).
pub const NOTATION: Notation = Notation::blank(*b"udlr");

pub fn solve(input: &[u8]) -> Result<String, String> {
    answer(input, Output::new(false))
}

fn answer(input: &[u8], mut out: Output) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let cases = scanner.number("the number of cases", 0, usize::MAX)?;
    let mut pairs = Vec::new(); // all read and checked before any answer is printed
    for k in 1..=cases {
        let in_case = |e: String| format!("case {k} of {cases}: {e}");
        let (start, goal) = (scanner.board().map_err(in_case)?, scanner.board().map_err(in_case)?);
        // The judge promises a solution; a pair without one is bad input, named where it ends.
        if !reachable(&start, &goal, 3) {
            return Err(scanner.error(&format!("case {k}: the goal cannot be reached")));
        }
        pairs.push((start, goal));
    }
    scanner.finish()?;
    let mut method = Method::default();
    for (k, (start, goal)) in pairs.iter().enumerate() {
        let path = method.path(start, goal, &NOTATION.alphabetical());
        let path = NOTATION.spell(path.ok_or(format!("case {}: no path", k + 1))?);
        out.add(&format!("Case {}: {}\n{path}\n", k + 1, path.len()))?;
    }
    Ok(out.text)
}

fn main() {
    run(|input| answer(input, Output::new(true)))
}

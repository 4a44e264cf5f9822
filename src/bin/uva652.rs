// UVa 652 "Eight": see problems/uva652.md.
include!("../io.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn solve(input: &[u8]) -> Result<String, String> {
    answer(input, Output::new(false))
}

fn answer(input: &[u8], mut out: Output) -> Result<String, String> {
    let mut method = Method::default();
    for (k, start) in Scanner::counted(input, 1)?.iter().enumerate() {
        out.add(if k > 0 { "\n" } else { "" })?; // a blank line between datasets
        out.add(method.path(start, &GOAL, &UDLR).as_deref().unwrap_or("unsolvable"))?;
        out.add("\n")?;
    }
    Ok(out.text)
}

fn main() {
    run(|input| answer(input, Output::new(true)))
}

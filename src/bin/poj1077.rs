// POJ 1077, HDU 1043, AcWing 179 "Eight": see problems/poj1077.md.
include!("../io.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn solve(input: &[u8]) -> Result<String, String> {
    answer(input, Output::new(false))
}

fn answer(input: &[u8], mut out: Output) -> Result<String, String> {
    let mut solver = Method::default();
    for start in Scanner::new(input)?.boards_to_end()? {
        out.add(solver.path(&start, &GOAL, &UDLR).as_deref().unwrap_or("unsolvable"))?;
        out.add("\n")?;
    }
    Ok(out.text)
}

fn main() {
    run(|input| answer(input, Output::new(true)))
}

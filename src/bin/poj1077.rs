// POJ 1077, HDU 1043, AcWing 179 "Eight": see problems/poj1077.md.
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

/// How the answers write the blank's moves (its checker, scripts/walk and the registry read it).
pub const NOTATION: Notation = Notation::blank(*b"udlr");
const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn solve(input: &[u8]) -> Result<String, String> {
    answer(input, Output::new(false))
}

fn answer(input: &[u8], mut out: Output) -> Result<String, String> {
    let mut solver = Method::default();
    for start in Scanner::new(input)?.boards_to_end()? {
        let path = solver.path(&start, &GOAL, &UDLR);
        out.add(&path.map_or("unsolvable".into(), |path| NOTATION.spell(path)))?;
        out.add("\n")?;
    }
    Ok(out.text)
}

fn main() {
    run(|input| answer(input, Output::new(true)))
}

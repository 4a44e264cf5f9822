// POJ 1077, HDU 1043, AcWing 179 "Eight": see problems/poj1077.md.
include!("../io.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn solve(input: &[u8]) -> Result<String, String> {
    answer(input, false)
}

/// `printing` (in `main`): 64 KiB at a time, never held whole, once all boards are read.
fn answer(input: &[u8], printing: bool) -> Result<String, String> {
    let mut solver = Method::default();
    let mut out = String::new();
    for start in Scanner::new(input)?.boards_to_end()? {
        out += solver.path(&start, &GOAL, &UDLR).as_deref().unwrap_or("unsolvable");
        out.push('\n');
        if printing && out.len() >> 16 > 0 {
            std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes())
                .map_err(|e| format!("cannot write: {e}"))?;
            out.clear();
        }
    }
    Ok(out)
}

fn main() {
    run(|input| answer(input, true))
}
